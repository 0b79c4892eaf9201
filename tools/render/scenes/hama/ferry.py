"""The last ferry: Hama's backpack in its yellow rain cover on the wet bench of a Kochi ferry's
upper deck just after sunset, the rail, the canopy's edge dripping, the deck emptied at the
last jetty but one, the far bank's palms against the last of the sky and the jetty's lamps lit.
A 30 mm lens at f/2.8 from a seated passenger's height, focused on the cover.

Used for Hama's "last ferry" and "rain cover" films, the rain-test reel and the brand film
(tools/render/make-hama-films.sh); not shown as a picture.

    npx tsx tools/render/brands/hama/brand.ts && bash tools/render/render.sh hama/ferry --denoise=4
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/hama/ferry.py \
      -- --animate --out tools/render/.cache/renders/hama/under-way/   # the moving version's frames
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # the backwater and its far bank

import bpy  # noqa: E402

import bags  # noqa: E402
import hotel as h  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 96, seed=71)
rng = s.RNG(2140)

# ---- materials
deck_paint = s.glossy("wet deck", s.rgb("#5b3a2c"), roughness=(0.04, 0.3), coat=0.4, bump=0.05, scale=4)
rail_paint = s.glossy("rail paint", s.rgb("#e4e0d4"), roughness=(0.25, 0.45), bump=0.03, scale=20)
bench_wood = s.wood("bench slats", s.rgb("#8a6a48"), s.rgb("#4a3324"), scale=(1, 16, 16), roughness=(0.1, 0.35))
canopy = s.matte("canopy", s.rgb("#2c4a6a"), roughness=(0.5, 0.7), bump=0.1, scale=10)
backwater = h.water("backwater", s.rgb("#141a1c"), ripple=0.45, scale=0.7, roughness=0.03)
bank = s.matte("far bank", s.rgb("#101510"), roughness=(0.8, 0.95))
frond = s.matte("palm fronds", s.rgb("#141c14"), roughness=(0.6, 0.8))
lamp = s.emission("jetty lamps", (1.0, 0.7, 0.4), 12.0)
lamp.cycles.sample_as_light = False

# ---- the upper deck: the floor, the rail along the port side (x = -1.1), the canopy overhead
s.box(scene, "deck", (2.4, 9, 0.06), deck_paint, (0, 1.5, -0.06))
for k, z in enumerate((0.45, 0.95)):
    p._wire(scene, f"rail {k}", [(-1.1, -3, z), (-1.1, 6, z)], rail_paint, 0.022)
for y in [-2.5 + 1.2 * i for i in range(8)]:
    p._wire(scene, f"stanchion {y:.1f}", [(-1.1, y, 0), (-1.1, y, 0.97)], rail_paint, 0.02)
    p._wire(scene, f"canopy post {y:.1f}", [(-1.08, y, 0.97), (-1.08, y, 2.15)], rail_paint, 0.025)
s.box(scene, "canopy", (2.6, 9, 0.05), canopy, (-0.05, 1.5, 2.15))
s.box(scene, "canopy valance", (0.03, 9, 0.16), canopy, (-1.32, 1.5, 2.0))

# the bench along the rail: three slats on steel legs
for k in range(3):
    s.box(scene, f"slat {k}", (0.12, 3.2, 0.03), bench_wood, (-0.88 + k * 0.14, 1.3, 0.43), edge=0.006)
steel = s.glossy("bench steel", (0.5, 0.5, 0.52), roughness=(0.25, 0.45), metallic=1.0)
for y in (-0.1, 1.3, 2.7):
    for x in (-0.86, -0.62):
        p._wire(scene, f"bench leg {y} {x}", [(x, y, 0), (x, y, 0.43)], steel, 0.014)
    p._wire(scene, f"bench rail {y}", [(-0.9, y, 0.4), (-0.58, y, 0.4)], steel, 0.012)

# the saloon's side on the starboard hand: white plate, its windows lit warm from inside
s.box(scene, "saloon wall", (0.08, 9, 2.15), rail_paint, (1.15, 1.5, 0))
window_glow = s.emission("saloon windows", (1.0, 0.78, 0.5), 3.0)
window_glow.cycles.sample_as_light = False
for k in range(6):
    pane = p.plane(scene, f"saloon window {k}", 0.7, 0.55, window_glow, (1.105, -1.6 + k * 1.25, 1.05))
    pane.rotation_euler = (0, 0, math.radians(-90))

# ---- the backpack under its rain cover, wet, on the bench
cover = bags.nylon("rain cover", s.rgb("#f5c400"), sheen=0.1, wet=0.9)
tag = bags.hama_tag(roughness=(0.3, 0.45))
bag = bags.backpack(scene, "backpack", (-0.74, 0.55, 0.46), body=cover, cover=cover, tag=tag, rng=rng)
bag.rotation_euler = (0, math.radians(-6), math.radians(30))

# ---- the backwater, the far bank with its palms, a jetty's lamps, the sky after sunset
s.box(scene, "backwater", (800, 800, 0.1), backwater, (0, 0, -1.2))
h.far_bank(scene, 0.0, -200, 200, rng, bank, frond, count=48, height=(9, 15))
# far_bank runs along x; turn the bank to face the rail: it lies along y, 70 m out to port
for obj in list(scene.collection.objects):
    if obj.name.startswith("palm") or obj.name == "far bank":
        obj.location = (-110 - obj.location.y, obj.location.x, obj.location.z)
        obj.rotation_euler = (0, 0, math.radians(90))
for i in range(9):
    y = -30 + i * 9 + rng.uniform(-2, 2)
    bulb = s.lathe(scene, f"lamp {i}", [(0, 0), (0.35, 0), (0.35, 0.35), (0, 0.35)], lamp, (-108, y, rng.uniform(1.5, 3.5)), segments=12)
    bulb.visible_diffuse = False
s.sky(scene, elevation=-2.0, azimuth=265, strength=2.8, air=1.3, dust=3.5, ozone=2.5, sun_disc=False)
# the canopy's tube light, cold, over the bench
s.area_light(scene, "canopy tube", (-0.7, 1.0, 2.1), (-0.7, 1.0, 0.0), 1.2, 40, (0.85, 0.92, 1.0), size_y=0.08)
scene.view_settings.exposure = 0.5

cam = s.camera(scene, (0.25, -0.75, 1.0), (-1.0, 1.7, 0.72), lens=30, fstop=2.8, focus=(-0.74, 0.55, 0.7))
if a.animate:
    # the moving version, "The last ferry"'s first shot: the ferry under way at 15 km/h (0.28 m a
    # frame), so the water slides by below the rail and the far bank's palms and lamps drift back;
    # the deck rolls a little under the camera. 36 frames at 15 fps.
    FRAMES = 36
    outside = bpy.data.objects.new("outside", None)
    scene.collection.objects.link(outside)
    for obj in list(scene.collection.objects):
        if obj.name.startswith(("palm", "far bank", "lamp", "backwater")) and obj.parent is None:
            obj.parent = outside
    s.key_linear(outside, ((1, (0, 0, 0)), (FRAMES, (0, -0.28 * (FRAMES - 1), 0))), path="location")
    s.wobble(cam, "rotation_euler", 0.004, 20, phase=8.0)
    s.animate(scene, a.out, FRAMES, 1280, 720, 24, preview=a.preview)
else:
    s.save(scene)
