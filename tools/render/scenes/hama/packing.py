"""A weekend in one bag, laid out before it goes in: Hama's red backpack lying open-side up on
teak floorboards, and round it, squared to it, everything for two days in Varkala — two folded
shirts, a rolled towel, a mundu, blue hawai chappals, sunglasses, the passport and phone, the
laptop sleeve and the rain cover in its pouch. Shot from straight above in a window's light, the
way a how-to film opens.

Used for Hama's "pack a weekend in one bag" and "laptop sleeve" films and the Varkala reel
(tools/render/make-hama-films.sh), and in the study's gallery.

    bash tools/render/render.sh hama/packing --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/hama/packing.py \
      -- --animate --out tools/render/.cache/renders/hama/packed/   # the stop-motion's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))


import bags  # noqa: E402
import people  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=149)
rng = s.RNG(5120)
s.plain_world(scene, (0.95, 0.95, 0.97), 0.15)
scene.view_settings.exposure = -0.2

# ---- teak floorboards, 12 cm wide, along X, each its own shade
for i in range(12):
    shade = 0.85 + 0.3 * rng.random()
    board = s.wood(f"teak {i}", tuple(c * shade for c in s.rgb("#8a5a36")), tuple(c * shade for c in s.rgb("#4a2c18")), scale=(1.2, 26, 26))
    s.box(scene, f"board {i}", (2.4, 0.118, 0.02), board, (0.3 * rng.random() - 0.15, -0.66 + i * 0.12, -0.02), edge=0.002)

# ---- a window to the left: the key, soft and a little warm; a white wall's bounce to the right
s.area_light(scene, "window", (-1.6, 0.2, 1.4), (0, 0, 0), 1.6, 420, (1.0, 0.95, 0.88), size_y=1.2)
s.area_light(scene, "bounce", (1.6, -0.3, 1.0), (0, 0, 0), 2.0, 50, (0.95, 0.97, 1.0))

# ---- the backpack, lying on its back, its front (the pocket and the tag) to the ceiling
tag = bags.hama_tag()
label = s.printed("hama label", s.texture("hama", "label"), roughness=(0.6, 0.8), bump=0.2, fibre=1200)
red = bags.hama_red()
bag = bags.backpack(scene, "backpack", (0.0, -0.22, 0.142), body=red, tag=tag, rng=rng)
bag.rotation_euler = (math.radians(-90), 0, math.radians(0))

# ---- to its left: two shirts folded, a rolled towel, the mundu with its kasavu border
shirt_white = people.cloth("white shirt", s.rgb("#e9e6df"))
shirt_indigo = people.cloth("indigo shirt", s.rgb("#2e3f66"))
for i, (m, z) in enumerate(((shirt_indigo, 0.0), (shirt_white, 0.034))):
    shirt = bags._soft_box(scene, f"shirt {i}", (0.24, 0.3, 0.032), m, (-0.36 + 0.004 * i, 0.12, z), edge=0.012, wrinkle=0.002)
    shirt.rotation_euler = (0, 0, math.radians(0.8 * i))
collar = p._wire(scene, "collar", [(-0.44, 0.255, 0.068), (-0.36, 0.225, 0.071), (-0.28, 0.255, 0.068)], shirt_white, 0.008)
button = s.glossy("button", s.rgb("#d8d2c4"), roughness=(0.2, 0.3))
s.box(scene, "placket", (0.022, 0.2, 0.003), shirt_white, (-0.36, 0.12, 0.066), edge=0.001)
for k in range(3):
    s.lathe(scene, f"button {k}", [(0, 0), (0.006, 0), (0.006, 0.002), (0, 0.002)], button, (-0.36, 0.19 - k * 0.07, 0.069), segments=16)
towel = people.cloth("towel", s.rgb("#2f7f7a"), sheen=0.2, scale=90, bump=0.6)
s.lathe(scene, "towel roll", [(0.0, -0.12), (0.05, -0.12), (0.055, -0.1), (0.055, 0.1), (0.05, 0.12), (0.0, 0.12)], towel, (-0.36, -0.2, 0.055), segments=40, rotation=(0, math.radians(90), 0))
spiral = [(-0.36 + 0.121 * 1, -0.2 + 0.045 * math.cos(t), 0.055 + 0.045 * math.sin(t)) for t in [k * 0.3 for k in range(20)]]
mundu = people.cloth("mundu", s.rgb("#f1ede2"), sheen=0.6, scale=300, bump=0.15)
kasavu = s.glossy("kasavu", s.rgb("#b8892c"), roughness=(0.3, 0.45), metallic=0.8, bump=0.3, scale=300)
s.box(scene, "mundu", (0.24, 0.16, 0.018), mundu, (-0.36, -0.42, 0.0), edge=0.006)
s.box(scene, "kasavu border", (0.244, 0.022, 0.019), kasavu, (-0.36, -0.36, 0.0), edge=0.004)

# ---- to its right: the laptop sleeve, the rain cover's pouch, the passport and the phone
felt = s.matte("sleeve felt", s.rgb("#2a2a2a"), roughness=(0.85, 0.95), bump=0.5, scale=400)
sleeve, _ = bags._shell(scene, "sleeve", 0.36, 0.024, 0.26, felt, dome=0.02, bulge=0.25, wrinkle=0.002, rings=16)
woven = p.plane(scene, "sleeve label", 0.04, 0.012, label, (0.13, -0.0135, 0.02))
woven.parent = sleeve
sleeve.location = (0.38, -0.02, 0.012)
sleeve.rotation_euler = (math.radians(-90), 0, 0)
cover = bags.nylon("rain cover pouch", s.rgb("#f5c400"), sheen=0.1)
pouch = bags._soft_box(scene, "pouch", (0.14, 0.09, 0.1), cover, (0.3, 0.22, 0.0), taper=(0.8, 0.85), edge=0.035, wrinkle=0.006)
cord = s.matte("drawcord", s.rgb("#1a1a1a"), roughness=(0.7, 0.9))
p._wire(scene, "pouch cord", [(0.29, 0.22, 0.098), (0.27, 0.2, 0.11), (0.25, 0.18, 0.104), (0.24, 0.17, 0.09)], cord, 0.003)
navy = s.matte("passport cover", s.rgb("#1f2a4a"), roughness=(0.55, 0.7), bump=0.3, scale=300)
s.box(scene, "passport", (0.088, 0.125, 0.006), navy, (0.46, 0.21, 0.0), edge=0.003)
gold = s.glossy("passport emblem", s.rgb("#b8892c"), roughness=(0.3, 0.45), metallic=0.8)
s.lathe(scene, "passport emblem", [(0, 0), (0.014, 0), (0.014, 0.0004), (0, 0.0004)], gold, (0.46, 0.22, 0.006), segments=24)
glass = s.glossy("phone glass", (0.01, 0.012, 0.015), roughness=(0.02, 0.08), coat=1.0)
s.box(scene, "phone", (0.075, 0.155, 0.009), glass, (0.56, 0.2, 0.0), edge=0.004)

# ---- below: the chappals side by side and the sunglasses
sole = s.matte("chappal sole", s.rgb("#ecebe6"), roughness=(0.6, 0.8), bump=0.4, scale=80)
strap = s.glossy("chappal strap", s.rgb("#2e62b8"), roughness=(0.3, 0.5))
for i, x in enumerate((0.26, 0.37)):
    side = 1 if i else -1
    foot, _ = bags._shell(scene, f"chappal {i}", 0.095, 0.26, 0.016, sole, dome=0.004, bulge=0.0, wrinkle=0.0, rings=4, around=40)
    foot.location = (x, -0.43, 0.0)
    # the Y strap: from the toe post, over the foot, down to both edges
    p._wire(scene, f"chappal strap {i}", [(x - 0.044, -0.45, 0.014), (x - 0.03, -0.42, 0.03), (x + 0.006 * side, -0.35, 0.024), (x + 0.03, -0.42, 0.03), (x + 0.044, -0.45, 0.014)], strap, 0.006)
    s.lathe(scene, f"toe post {i}", [(0, 0), (0.007, 0), (0.007, 0.022), (0, 0.024)], strap, (x + 0.006 * side, -0.35, 0.0), segments=12)
frame = s.glossy("sunglasses frame", s.rgb("#1b1b1b"), roughness=(0.15, 0.3))
lens = s.glossy("sunglasses lens", (0.02, 0.03, 0.03), roughness=(0.02, 0.05), coat=1.0)
p.spectacles(scene, "sunglasses", (0.44, -0.16, 0.0), -8, frame, lens)

# straight down from above the floor, a standard lens, everything sharp
s.camera(scene, (0.1, -0.1, 1.75), (0.1, -0.099, 0.0), lens=45, fstop=11, focus=(0.1, -0.1, 0.05))
if a.animate:
    # the moving version, the how-to's first shot, in stop motion as packing films are made: one
    # frame for each thing gone into the bag, in the order it goes in (the heavy and the flat
    # first, what is needed on the way last), from the whole layout to the bag alone. Nine frames;
    # make-hama-films.sh holds each for four of the film's (a stop-motion's four a second).
    ORDER = (("chappal", "toe post"), ("mundu", "kasavu"), ("towel",), ("shirt", "collar", "placket", "button"),
             ("sleeve",), ("pouch",), ("sunglasses",), ("passport", "phone"))
    for k, prefixes in enumerate(ORDER):
        for obj in scene.objects:
            if obj.name.startswith(prefixes):
                for frame in range(1, len(ORDER) + 2):
                    obj.hide_render = frame > k + 1
                    obj.keyframe_insert("hide_render", frame=frame)
    s.animate(scene, a.out, len(ORDER) + 1, 1280, 720, 24, preview=a.preview)
else:
    s.save(scene)
