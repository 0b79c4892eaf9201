"""Friday's choice on the Edappally bakery counter, for the "Our people" post: three steel trays
side by side on the counter, egg puffs (puff pastry risen into pillows, the leaves showing at the
sides, one cut open on half a boiled egg in its masala), unniyappam (small, dark, glossy with ghee)
and a plum cake with three slices cut, each with a hand-lettered card A, B or C. Sainaba behind it,
bringing out one more tray, soft beyond the focus and cut at the shoulders by the frame (her hands
and her bakes are the picture, her face is not shown); below the trays the counter's glass case with
Kozhikode halwa in slabs of three colours, ladoos, cutlets and puffs; behind her, soft, the racks of
the morning's bread and the oven's glow. A 40 mm lens at f/1.4 from a customer's chest height,
focused on the trays.

Used inside the post (brands/palmtree/flats.ts, "our-people"), as its photograph.

    bash tools/render/render.sh palmtree/bakes --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))


import studio as s  # noqa: E402
from food import baked, lumpy, pillow  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=191)
rng = s.RNG(1106)
s.plain_world(scene, (0.9, 0.85, 0.78), 0.1)


# ---- the counter: a glass-topped display case's top, steel trays on it
top_glass = s.glossy("counter top", s.rgb("#d9d4c8"), roughness=(0.05, 0.15), bump=0.01, scale=6)
s.box(scene, "counter", (1.8, 0.75, 0.03), top_glass, (0, 0.125, -0.03), edge=0.004)
steel = s.glossy("tray steel", (0.72, 0.72, 0.72), roughness=(0.15, 0.35), metallic=1.0, bump=0.03, scale=40)
TRAYS = (-0.36, 0.0, 0.36)
for i, x in enumerate(TRAYS):
    s.box(scene, f"tray {i}", (0.32, 0.26, 0.004), steel, (x, 0.05, 0.0), edge=0.002)
    for side in (-1, 1):
        s.box(scene, f"tray rim x {i} {side}", (0.004, 0.26, 0.018), steel, (x + side * 0.158, 0.05, 0.0), edge=0.0015)
        s.box(scene, f"tray rim y {i} {side}", (0.32, 0.004, 0.018), steel, (x, 0.05 + side * 0.128, 0.0), edge=0.0015)

# ---- A: egg puffs, rectangles of puff pastry risen into pillows, their sides in leaves, glazed on
# top; the front one cut open, half a boiled egg in its masala
puff = baked("puff pastry", "#9c5514", "#e8c078", roughness=(0.25, 0.5), flake=0.5, scale=90, layers=14)
inside = baked("puff inside", "#d8b070", "#efdcae", roughness=(0.6, 0.8), flake=0.8, scale=160, layers=10)
masala = s.matte("onion masala", s.rgb("#8a3c12"), roughness=(0.4, 0.6), bump=0.4, scale=300)
egg_white = s.matte("egg white", s.rgb("#f4f1e8"), roughness=(0.3, 0.45))
yolk = s.matte("egg yolk", s.rgb("#f2b431"), roughness=(0.4, 0.55))
for k, (dx, dy, turn) in enumerate(((0.07, -0.035, -4), (-0.065, 0.075, -8), (0.075, 0.085, 3))):
    pillow(scene, f"egg puff {k}", (0.105 + rng.uniform(-0.006, 0.006), 0.072 + rng.uniform(-0.004, 0.004), 0.04), puff, (TRAYS[0] + dx, 0.05 + dy, 0.004), seed=k, turn=turn)
# the cut one: half a puff, its open end to the lens (the leaves' pale inside, the egg in masala)
half = pillow(scene, "egg puff cut", (0.1, 0.05, 0.04), puff, (TRAYS[0] - 0.07, -0.01, 0.004), seed=7, turn=4)
s.box(scene, "puff cut face", (0.086, 0.003, 0.03), inside, (TRAYS[0] - 0.07, -0.034, 0.006), (0, 0, math.radians(4)))
s.lathe(scene, "masala", [(0, 0), (0.026, 0), (0.024, 0.003), (0, 0.004)], masala, (TRAYS[0] - 0.07, -0.036, 0.02), segments=24, rotation=(math.radians(-90), 0, math.radians(4)))
s.lathe(scene, "egg white", [(0, 0), (0.018, 0), (0.018, 0.004), (0, 0.004)], egg_white, (TRAYS[0] - 0.07, -0.038, 0.02), segments=24, rotation=(math.radians(-90), 0, math.radians(4)))
s.lathe(scene, "egg yolk", [(0, 0), (0.0095, 0), (0.0095, 0.0042), (0, 0.0042)], yolk, (TRAYS[0] - 0.07, -0.0385, 0.02), segments=20, rotation=(math.radians(-90), 0, math.radians(4)))

# ---- B: unniyappam, a dozen small dark rounds, glossy with ghee
appam = baked("unniyappam", "#4a240c", "#7a4018", roughness=(0.3, 0.5), flake=0.35, scale=140, sss=0.1)
placed = 0
for row in range(3):
    for col in range(4):
        x = TRAYS[1] - 0.105 + col * 0.07 + rng.uniform(-0.008, 0.008)
        y = 0.05 - 0.075 + row * 0.075 + rng.uniform(-0.008, 0.008)
        lumpy(scene, f"unniyappam {placed}", (0.028, 0.027, 0.02), appam, (x, y, 0.009), seed=100 + placed, amount=0.1)
        placed += 1

# ---- C: a plum cake, the loaf with three slices cut and laid against it
crust = baked("cake crust", "#4a2410", "#7a4320", roughness=(0.4, 0.6), flake=0.3, scale=60)
crumb, nt, bsdf, coords = s._material("cake crumb")
fruit = nt.nodes.new("ShaderNodeTexVoronoi")
fruit.inputs["Scale"].default_value = 45
nt.links.new(coords.outputs["Object"], fruit.inputs["Vector"])
spots = nt.nodes.new("ShaderNodeValToRGB")
spots.color_ramp.elements[0].position = 0.14
spots.color_ramp.elements[1].position = 0.2
spots.color_ramp.elements[0].color = (*s.rgb("#4a0a0c"), 1)
spots.color_ramp.elements[1].color = (*s.rgb("#9a6434"), 1)
nt.links.new(fruit.outputs["Distance"], spots.inputs["Fac"])
nt.links.new(spots.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.75
holes = s._noise(nt, coords, 260, detail=4)
nt.links.new(s._bump(nt, holes.outputs["Fac"], 0.6, 0.001), bsdf.inputs["Normal"])
loaf = s.box(scene, "plum cake", (0.2, 0.085, 0.062), crust, (TRAYS[2] + 0.03, 0.09, 0.004), edge=0.01)
pillow(scene, "plum cake's risen top", (0.196, 0.08, 0.022), crust, (TRAYS[2] + 0.032, 0.09, 0.058), seed=21, squareness=6.0, dome=0.8)
face = s.box(scene, "cut face", (0.002, 0.078, 0.062), crumb, (TRAYS[2] - 0.071, 0.09, 0.008))
for k in range(3):
    sl = s.box(scene, f"slice {k}", (0.018, 0.08, 0.066), crumb, (0, 0, 0), edge=0.004)
    sl.location = (TRAYS[2] - 0.09 - 0.02 * k, -0.01 - 0.035 * k, 0.004 + 0.03 * 0)
    sl.rotation_euler = (0, math.radians(-58 + 6 * k), math.radians(-20 + 8 * k))
    sl.location.z = 0.004 + 0.03

# ---- the cards: A, B, C, hand-lettered on folded white card, one at each tray's front corner
card_m = s.matte("card", s.rgb("#f7f3ea"), roughness=(0.7, 0.85), bump=0.05, scale=200)
ink = s.matte("marker", s.rgb("#c8102e"), roughness=(0.4, 0.6))
for x, letter in zip(TRAYS, "ABC"):
    card = s.box(scene, f"card {letter}", (0.06, 0.002, 0.05), card_m, (x - 0.11, -0.085, 0.004))
    card.rotation_euler = (math.radians(-14), 0, 0)
    s.text_object(scene, f"letter {letter}", letter, 0.034, (x - 0.11, -0.0875, 0.017), ink, (math.radians(76), 0, 0), align="CENTER")

# ---- under the top, the counter's glass front: the bakery's case, two shelves lit by a tube, the
# day's halwa in slabs of three colours, cutlets, puffs, ladoos and tea cakes
from props import thin_glass  # noqa: E402

FRONT = -0.25
SHELF = -0.34
case_frame = s.glossy("case frame", (0.62, 0.63, 0.64), roughness=(0.25, 0.4), metallic=1.0)
s.box(scene, "case glass", (1.78, 0.004, 0.7), thin_glass("case glass", dirt=0.15), (0, FRONT, -0.74))
for x in (-0.89, 0.89):
    s.box(scene, f"case post {x}", (0.025, 0.025, 0.74), case_frame, (x, FRONT, -0.76))
s.box(scene, "case rail", (1.8, 0.03, 0.025), case_frame, (0, FRONT, -0.055))
s.box(scene, "case back", (1.78, 0.02, 0.7), s.matte("case back", s.rgb("#d8d0c0"), roughness=(0.5, 0.7)), (0, 0.48, -0.74))
s.box(scene, "case shelf", (1.76, 0.7, 0.012), s.matte("case shelf", s.rgb("#e6e0d4"), roughness=(0.3, 0.5)), (0, 0.12, SHELF - 0.012))
# Kozhikode halwa: translucent, glossy, cut into blocks on two steel trays (deep colours: the
# light goes into them, they do not glow)
halwa_colours = ("#8a0f1e", "#17502a", "#c0620a", "#2a0c06")
for tray_x in (-0.6, -0.22):
    s.box(scene, f"case tray {tray_x}", (0.34, 0.26, 0.004), steel, (tray_x, -0.05, SHELF), edge=0.002)
for k in range(12):
    col = halwa_colours[k % 4]
    m = s.glossy(f"halwa {col}", s.rgb(col), roughness=(0.12, 0.25), bump=0.03, scale=30)
    tx = -0.6 if k < 6 else -0.22
    j = k % 6
    s.box(scene, f"halwa block {k}", (0.09, 0.06, 0.032), m, (tx - 0.1 + (j % 3) * 0.1, -0.05 - 0.065 + (j // 3) * 0.13, SHELF + 0.004), (0, 0, math.radians(rng.uniform(-4, 4))), edge=0.003)
cutlet = baked("cutlet crumb", "#6a3410", "#8a4a18", roughness=(0.5, 0.7), flake=1.2, scale=220)
ladoo = baked("ladoo", "#e39a1a", "#f0b030", roughness=(0.45, 0.6), flake=0.9, scale=300)
for k in range(5):
    pillow(scene, f"case puff {k}", (0.1, 0.07, 0.038), puff, (0.16 + k * 0.13 + rng.uniform(-0.01, 0.01), -0.13 + (k % 2) * 0.1, SHELF), seed=50 + k, turn=rng.uniform(-10, 10))
for k in range(4):
    lumpy(scene, f"cutlet {k}", (0.045, 0.032, 0.016), cutlet, (0.2 + k * 0.15, 0.1, SHELF + 0.014), seed=70 + k, amount=0.08, rings=8, segments=14)
s.lathe(scene, "ladoo plate", [(0, 0), (0.13, 0), (0.15, 0.012), (0.145, 0.014), (0.125, 0.004), (0, 0.004)], steel, (0.02, 0.22, SHELF), segments=48)
k = 0
for level, ring in ((0, ((0, 0),) + tuple((0.046 * math.cos(a * math.pi / 3), 0.046 * math.sin(a * math.pi / 3)) for a in range(6))), (1, tuple((0.024 * math.cos(a * 2.1), 0.024 * math.sin(a * 2.1)) for a in range(3)))):
    for dx, dy in ring:  # boondi ladoos heaped on a plate: seven, then three on top
        lumpy(scene, f"ladoo {k}", (0.022, 0.022, 0.021), ladoo, (0.02 + dx, 0.22 + dy, SHELF + 0.024 + level * 0.034), seed=90 + k, amount=0.05, rings=8, segments=12)
        k += 1
s.area_light(scene, "case tube", (0, -0.15, -0.07), (0, -0.1, -1.0), 1.6, 25, (1.0, 0.93, 0.82), size_y=0.05)

# ---- behind the counter: the bakery's back wall with trays on racks, the oven's glow
wall = s.matte("bakery wall", s.rgb("#e8dcc4"), roughness=(0.7, 0.9), bump=0.2, scale=4)
s.box(scene, "back wall", (6, 0.1, 3), wall, (0, 2.4, -1.0))
rack = s.glossy("rack", (0.6, 0.6, 0.6), roughness=(0.3, 0.5), metallic=1.0)
bread = baked("bread", "#9a5a22", "#d9a868", roughness=(0.5, 0.7), flake=0.2, scale=40)
for level in range(4):
    z = -0.3 + level * 0.35
    s.box(scene, f"rack shelf {level}", (1.0, 0.4, 0.02), rack, (-0.75, 2.1, z))
    for k in range(6):
        lumpy(scene, f"loaf {level} {k}", (0.07, 0.05, 0.05), bread, (-1.15 + k * 0.16, 2.1, z + 0.02), seed=300 + level * 10 + k, amount=0.06, rings=8, segments=12)
glow = s.emission("oven glow", (1.0, 0.55, 0.22), 6)
s.box(scene, "oven door", (0.7, 0.05, 0.45), glow, (0.75, 2.33, -0.1))
s.box(scene, "oven", (0.9, 0.3, 1.1), s.glossy("oven steel", (0.5, 0.5, 0.5), roughness=(0.3, 0.5), metallic=1.0), (0.75, 2.2, -1.0))
s.area_light(scene, "window", (-1.6, -0.6, 1.3), (0, 0.1, 0.0), 1.4, 160, (1.0, 0.95, 0.88), size_y=1.0)
s.area_light(scene, "fill", (1.2, -1.0, 0.6), (0, 0.1, 0.0), 1.2, 30, (0.95, 0.97, 1.0))
s.area_light(scene, "tube", (0, 1.4, 1.6), (0, 1.4, 0), 1.2, 60, (1.0, 0.95, 0.9), size_y=0.1)
scene.view_settings.exposure = -0.3

# ---- Sainaba behind her counter with the morning's last tray, soft beyond the focus and cut at
# the shoulders by the frame (her hands and her bakes are the picture; no face is shown close):
# a plum kameez, a cotton scarf over her hair
import people as pp  # noqa: E402

kameez = pp.cloth("kameez", s.rgb("#6b2450"), sheen=0.4)
scarf = pp.cloth("dupatta", s.rgb("#c9d3b8"), sheen=0.6, scale=160)
churidar = pp.cloth("churidar", s.rgb("#3a1a2c"))
SX, SY, FLOOR = 0.22, 1.0, -0.9
pp.person(scene, "Sainaba", "stand", (SX, SY, FLOOR), 180, pp.skin("her skin", s.rgb("#7a4a30")), kameez, churidar, scarf,
          female=True, hair_style="long", height=0.95, overrides=dict(head=10, hands=((0.19, 0.3, 0.99), (-0.19, 0.3, 0.99))))
# her dupatta over both shoulders, its ends hanging down her front
for side in (-1, 1):
    end = s.box(scene, f"dupatta end {side}", (0.13, 0.006, 0.62), scarf, (SX + side * 0.1, SY - 0.13, FLOOR + 0.86), (math.radians(-6), math.radians(side * 4), 0), edge=0.003)
    end.modifiers.new("soft", "SUBSURF").levels = 2
# the tray she carries, a dozen more unniyappam on it
s.box(scene, "her tray", (0.36, 0.26, 0.004), steel, (SX, SY - 0.42, FLOOR + 0.985), edge=0.002)
for side in (-1, 1):
    s.box(scene, f"her tray rim x {side}", (0.004, 0.26, 0.018), steel, (SX + side * 0.178, SY - 0.42, FLOOR + 0.985), edge=0.0015)
    s.box(scene, f"her tray rim y {side}", (0.36, 0.004, 0.018), steel, (SX, SY - 0.42 + side * 0.128, FLOOR + 0.985), edge=0.0015)
for row in range(3):
    for col in range(4):
        lumpy(scene, f"her unniyappam {row} {col}", (0.028, 0.027, 0.02), appam, (SX - 0.12 + col * 0.08, SY - 0.5 + row * 0.075, FLOOR + 0.994), seed=400 + row * 4 + col, amount=0.1, rings=8, segments=12)

# a 40 mm lens from a customer's chest height across the counter, f/1.4 on the trays: the case's front
# below them, Sainaba's hands and tray above, cut at the shoulders
s.camera(scene, (0.0, -1.55, 0.3), (0.0, 0.3, 0.3 - 1.85 * math.tan(math.radians(12.3))), lens=40, fstop=1.4, focus=(0.0, 0.0, 0.03))
s.save(scene)
