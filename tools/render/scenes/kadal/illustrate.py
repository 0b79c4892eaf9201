"""The illustrator's desk (the opening on /careers): a sketchbook open by the studio's window in
the morning, the Kochi ferry and the 6:15 train drawn in ink on the left page, the hostel bunk
in Varkala in watercolour on the right with five colour tests under it (brands/kadal/sketchbook.sh,
studies made from the studio's own shoots); brush pens and a fineliner across it, a tin of watercolour pans, a
jar of rinse water gone brown, a brush resting on it. Daylight from the window on the left; a
50 mm lens at f/3.2 from over the illustrator's shoulder, focused on the ferry.

    bash tools/render/brands/kadal/sketchbook.sh
    bash tools/render/render.sh kadal/illustrate --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 36, seed=97)
rng = s.RNG(3131)

# ---- the desk: pale teak, a lime-washed wall behind
teak = s.wood("desk", s.rgb("#a47a55"), s.rgb("#85603f"), scale=(2.0, 70, 70), rings=12, roughness=(0.35, 0.55))
s.box(scene, "desk", (1.6, 1.0, 0.035), teak, (0, 0.15, -0.035), edge=0.004)
wall = s.matte("wall", s.rgb("#e8e0cf"), roughness=(0.8, 0.95), bump=0.25, scale=5)
s.box(scene, "wall", (4.0, 0.05, 2.5), wall, (0, 0.75, -0.8))
s.plain_world(scene, (0.92, 0.94, 0.96), 0.25)

# ---- the sketchbook, open: a black card cover, the spread
BX, BY, BW, BH, BT = -0.02, 0.05, 0.296, 0.21, 4.0
cover = s.matte("sketchbook cover", s.rgb("#1c1c1e"), roughness=(0.5, 0.7), bump=0.1, scale=300)
s.box(scene, "cover", (BW + 0.01, BH + 0.008, 0.0018), cover, (BX, BY, 0), (0, 0, math.radians(BT)), edge=0.0008)
pages = s.printed("sketchbook pages", s.texture("kadal", "sketchbook"), roughness=(0.6, 0.78), bump=0.15, fibre=1200)
p.open_book(scene, "sketchbook", pages, (BX, BY), (BW, BH), BT, rng)

# ---- brush pens and a fineliner: a barrel, a cap or a tip
def pen(name, colour, location, turn, length=0.14, radius=0.0055, tip=None):
    body = s.glossy(name + " barrel", s.rgb(colour), roughness=(0.2, 0.35), bump=0.01, scale=80)
    profile = [(0.0, 0.0), (radius * 0.8, 0.0), (radius, 0.006), (radius, length), (radius * 0.7, length + 0.004), (0.0, length + 0.005)]
    rot = (0, math.radians(90), math.radians(turn))
    z = location[2] + radius
    s.lathe(scene, name, profile, body, (location[0], location[1], z), segments=24, rotation=rot)
    if tip:
        nib = s.matte(name + " tip", s.rgb(tip), roughness=(0.5, 0.7))
        t = math.radians(turn)
        s.lathe(scene, name + " tip", [(radius * 0.5, 0.0), (0.0012, 0.014), (0.0, 0.016)], nib, (location[0] - math.cos(t) * 0.0, location[1], z), segments=16, rotation=(0, math.radians(-90), math.radians(turn)))


pen("brush pen ochre", "#c98a3a", (0.06, -0.085, 0.0), 12, tip="#c98a3a")
pen("brush pen teal", "#2f6f73", (0.22, -0.11, 0.0), 28, tip="#2f6f73")
pen("fineliner", "#1d1d1f", (-0.25, -0.12, 0.0), -16, length=0.13, radius=0.0045, tip="#111111")

# ---- the watercolour tin: black enamel, twelve pans in two rows, lid open behind it
enamel = s.glossy("tin enamel", s.rgb("#151517"), roughness=(0.15, 0.3), bump=0.02, scale=60)
TX, TY, TT = 0.3, 0.12, -10
t = math.radians(TT)
s.box(scene, "tin", (0.13, 0.07, 0.012), enamel, (TX, TY, 0), (0, 0, t), edge=0.002)
s.box(scene, "tin lid", (0.13, 0.07, 0.003), enamel, (TX - math.sin(t) * 0.071, TY + math.cos(t) * 0.071, 0.0), (0, 0, t), edge=0.0015)
pans = ["#e0b23a", "#d4782a", "#b8322a", "#8a1f3a", "#5a2a6a", "#2a3f8a", "#2f6f73", "#3f7a3a", "#8a8a2a", "#8a5a2a", "#4a2a1a", "#1d1d1f"]
for k, colour in enumerate(pans):
    col, row = k % 6, k // 6
    lx, ly = -0.05 + col * 0.02, -0.013 + row * 0.026
    paint = s.glossy(f"pan {k}", s.rgb(colour), roughness=(0.25, 0.6), bump=0.4, scale=200)
    s.box(scene, f"pan {k}", (0.017, 0.022, 0.004), paint, (TX + lx * math.cos(t) - ly * math.sin(t), TY + lx * math.sin(t) + ly * math.cos(t), 0.011), (0, 0, t), edge=0.0008)

# ---- the rinse water: a glass jar gone brown, a brush resting across its mouth
glass = p.thin_glass("jar glass", tint=(0.96, 0.97, 0.96), roughness=0.02, dirt=0.2)
water = s.glossy("rinse water", s.rgb("#8a6a4a"), roughness=(0.02, 0.05), bump=0.01, scale=40)
water.node_tree.nodes["Principled BSDF"].inputs["Transmission"].default_value = 0.8
s.lathe(scene, "jar", [(0.0, 0.0), (0.036, 0.0), (0.038, 0.004), (0.038, 0.09), (0.034, 0.094), (0.034, 0.1)], glass, (0.36, -0.03, 0), segments=64, caps=False)
s.lathe(scene, "water", [(0.0, 0.002), (0.0365, 0.002), (0.0365, 0.055), (0.0, 0.055)], water, (0.36, -0.03, 0), segments=64)
handle = s.wood("brush handle", s.rgb("#b8452a"), s.rgb("#8a2a1a"), scale=(1, 40, 40), rings=3, roughness=(0.15, 0.3))
s.lathe(scene, "brush", [(0.0, 0.0), (0.003, 0.0), (0.0035, 0.12), (0.0028, 0.16), (0.0015, 0.17), (0.0, 0.175)], handle, (0.29, -0.04, 0.1), segments=16, rotation=(0, math.radians(86), math.radians(8)))

# ---- morning daylight from the window on the left, the room's bounce from the right
s.area_light(scene, "window", (-1.0, 0.1, 0.7), (0.0, 0.05, 0.0), 1.2, 22, (1.0, 0.97, 0.92), 1.0)
s.area_light(scene, "bounce", (0.9, -0.8, 0.6), (0.0, 0.05, 0.0), 1.0, 5, (1.0, 0.95, 0.9))
scene.view_settings.exposure = -0.35

s.camera(scene, (0.04, -0.36, 0.44), (0.03, 0.05, 0.0), lens=50, fstop=3.2, focus=(-0.1, 0.09, 0.006))
s.save(scene)
