"""Palm Tree's opening day at a Kakkanad breakfast table: the Kochi Courier as it came that
morning, wrapped in Palm Tree's jacket (brands/palmtree/flats.ts), folded once and set down by a
cup of tea on its saucer; behind them the kitchen radio that carried the breakfast
spot, its aerial up, on an oilcloth-covered table against a lime-washed wall. Sun low through the
window on the left, the grille's bars across the far end of the table. A 50 mm lens at f/3.2
from a seated reader's eye, focused on the jacket's headline; the radio falls a little soft.

    npx tsx tools/render/brands/palmtree/flats.ts
    bash tools/render/render.sh palmtree/breakfast --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=43)
rng = s.RNG(2011)

# ---- the table, the wall, the room
table = s.wood("table", s.rgb("#7a5236"), s.rgb("#45291a"), scale=(2.2, 36, 36), rings=6, roughness=(0.3, 0.55))
s.box(scene, "table", (1.6, 1.1, 0.035), table, (0, 0.2, -0.035), edge=0.004)
wall = s.matte("lime wash", s.rgb("#e4d2ad"), roughness=(0.8, 0.95), bump=0.25, scale=6)
s.box(scene, "wall", (4.0, 0.05, 2.5), wall, (0, 1.0, -0.8))
s.plain_world(scene, (0.95, 0.92, 0.86), 0.2)

# ---- the paper, jacket up
paper = p.newsprint("newsprint", s.texture("palmtree", "newspaper-jacket"), tone=0.9)
p.folded_sheet(scene, "newspaper", (0.33, 0.52), paper, (-0.06, 0.15, 0), turn=4, rng=rng)

# ---- tea beside it, on the right: a white cup on its saucer, milky, half drunk
china = s.glossy("china", s.rgb("#f3efe6"), roughness=(0.04, 0.1), coat=0.4, bump=0.01, scale=30)
cx, cy = 0.29, 0.0
s.lathe(scene, "saucer", [(0, 0), (0.045, 0), (0.05, 0.004), (0.072, 0.012), (0.075, 0.015), (0.073, 0.016), (0.05, 0.008), (0.03, 0.007), (0, 0.007)], china, (cx, cy, 0), segments=96)
cup_profile = [(0, 0.007), (0.026, 0.007), (0.028, 0.01), (0.04, 0.05), (0.043, 0.075), (0.0445, 0.078), (0.042, 0.078), (0.039, 0.052), (0.025, 0.014), (0, 0.014)]
s.lathe(scene, "cup", cup_profile, china, (cx, cy, 0), segments=96)
# the tea's surface, a thin flat-shaded disc just inside the wall at its level
tea = s.lathe(scene, "tea", [(0.0372, 0.048), (0.0376, 0.05)], p.chai_material("tea", broken=0.7, rim=0.037), (cx, cy, 0), segments=96)
for poly in tea.data.polygons:
    poly.use_smooth = False
p._wire(scene, "cup handle", [(cx + 0.041, cy - 0.004, 0.066), (cx + 0.064, cy - 0.006, 0.066), (cx + 0.068, cy - 0.006, 0.046), (cx + 0.052, cy - 0.004, 0.03), (cx + 0.038, cy - 0.002, 0.028)], china, 0.0045)

# ---- the radio: a cream plastic case, its printed front a plane on the case's face, two knobs,
# a carrying strap's steel handle and the telescopic aerial raised towards the window
rx, ry, rturn = 0.2, 0.55, -18
case = s.glossy("radio case", s.rgb("#e6dcc6"), roughness=(0.25, 0.4), bump=0.01, scale=40)
radio = s.box(scene, "radio", (0.24, 0.085, 0.15), case, (rx, ry, 0), (0, 0, math.radians(rturn)), edge=0.012)
front = s.printed("radio front", s.texture("palmtree", "radio-front"), roughness=(0.3, 0.45), bump=0.02)
c, sn = math.cos(math.radians(rturn)), math.sin(math.radians(rturn))


def on_radio(dx, dy, dz):
    """A point `dx` along the radio's front, `dy` out of its face (towards the camera), `dz` up."""
    return (rx + dx * c + dy * sn, ry + dx * sn - dy * c, dz)


p.plane(scene, "radio face", 0.232, 0.142, front, on_radio(0, 0.0431, 0.004), (0, 0, math.radians(rturn)))
knob = s.glossy("knob", s.rgb("#3a2c22"), roughness=(0.2, 0.35), scale=80)
for k, dx in enumerate((0.075, 0.105)):
    s.lathe(scene, f"knob {k}", [(0, 0), (0.011, 0), (0.011, 0.012), (0.009, 0.014), (0, 0.014)], knob, on_radio(dx, 0.043, 0.03), rotation=(math.radians(90), 0, math.radians(rturn)), segments=32)
chrome = s.glossy("chrome", (0.85, 0.85, 0.84), roughness=(0.05, 0.12), metallic=1.0, scale=60)
p._wire(scene, "radio handle", [on_radio(-0.1, 0, 0.15), on_radio(-0.09, 0, 0.19), on_radio(0.09, 0, 0.19), on_radio(0.1, 0, 0.15)], chrome, 0.004)
aerial_base = on_radio(0.1, -0.02, 0.15)
s.lathe(scene, "aerial", [(0.0035, 0), (0.0035, 0.12), (0.0026, 0.12), (0.0026, 0.24), (0.0018, 0.24), (0.0018, 0.33), (0.0025, 0.335), (0, 0.34)], chrome, aerial_base, rotation=(math.radians(-10), math.radians(-55), math.radians(rturn)), segments=16)

# ---- a plate of bread from the shop's own oven, two slices, and a butter knife
plate = china
s.lathe(scene, "plate", [(0, 0), (0.07, 0), (0.085, 0.012), (0.088, 0.0135), (0.0865, 0.014), (0.069, 0.0015), (0, 0.0015)], plate, (-0.3, 0.44, 0), segments=96)
crumb = s.matte("crumb", s.rgb("#efe0bd"), roughness=(0.7, 0.9), bump=3.0, scale=420)
crust = s.matte("crust", s.rgb("#a8652c"), roughness=(0.5, 0.75), bump=0.4, scale=120)
for k, (dx, dy, turn) in enumerate(((-0.012, -0.01, 14), (0.016, 0.012, -8))):
    z = 0.003 + k * 0.013
    s.box(scene, f"slice crust {k}", (0.102, 0.1, 0.012), crust, (-0.3 + dx, 0.44 + dy, z), (0, 0, math.radians(turn)), edge=0.006)
    s.box(scene, f"slice {k}", (0.094, 0.092, 0.0124), crumb, (-0.3 + dx, 0.44 + dy, z), (0, 0, math.radians(turn)), edge=0.005)

# ---- light: morning sun through the window on the left (its iron grille's bars throw stripes on
# the far end of the table), the window's sky, a soft bounce from the room behind the camera
s.sun(scene, elevation=20, azimuth=-112, strength=6.5, colour=(1.0, 0.86, 0.66), angle=1.2)
wx = -0.95
for name, size, loc in (
    ("sill", (0.1, 3.0, 0.9), (wx - 0.05, 0.2, -0.8)),
    ("lintel", (0.1, 3.0, 1.0), (wx - 0.05, 0.2, 1.05)),
    ("left", (0.1, 1.0, 1.0), (wx - 0.05, -1.55, 0.1)),
    ("right", (0.1, 1.0, 1.0), (wx - 0.05, 1.75, 0.1)),
):
    s.box(scene, "window " + name, size, wall, loc)
iron = s.matte("grille", s.rgb("#2f3a36"), roughness=(0.4, 0.6))
for k in range(5):
    s.box(scene, f"grille bar {k}", (0.02, 0.02, 0.95), iron, (wx, -0.55 + k * 0.3, 0.1))
s.box(scene, "grille rail", (0.02, 2.2, 0.02), iron, (wx, 0.2, 0.55))
s.area_light(scene, "window", (wx + 0.02, 0.2, 0.55), (0.0, 0.2, 0.0), 1.2, 3.5, (0.9, 0.95, 1.0), 0.9)
s.area_light(scene, "bounce", (0.7, -0.9, 0.6), (0.0, 0.1, 0.0), 1.0, 2.5, (1.0, 0.93, 0.85))

scene.view_settings.exposure = 0.1
s.camera(scene, (0.03, -0.74, 1.0), (0.03, 0.24, 0.0), lens=50, fstop=3.2, focus=(-0.06, 0.2, 0.003))
s.save(scene)
