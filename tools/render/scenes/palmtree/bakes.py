"""Friday's choice on the Edappally bakery counter, for the "Our people" post: three steel trays
side by side, egg puffs (flaky, glazed, a slice of boiled egg showing at a cut end), unniyappam
(small, dark, glossy with ghee) and a plum cake with three slices cut, each with a hand-lettered
card A, B or C; behind the counter, soft, the racks of the morning's bread and the oven's glow. A 32 mm
lens at f/2.2 from a customer's eye, focused on the trays.

Used inside the post (brands/palmtree/flats.ts, "our-people"), as its photograph.

    bash tools/render/render.sh palmtree/bakes --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import studio as s  # noqa: E402
from food import baked, lumpy  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=191)
rng = s.RNG(1106)
s.plain_world(scene, (0.9, 0.85, 0.78), 0.1)


# ---- the counter: a glass-topped display case's top, steel trays on it
top_glass = s.glossy("counter top", s.rgb("#d9d4c8"), roughness=(0.05, 0.15), bump=0.01, scale=6)
s.box(scene, "counter", (1.8, 1.3, 0.03), top_glass, (0, -0.2, -0.03), edge=0.004)
steel = s.glossy("tray steel", (0.72, 0.72, 0.72), roughness=(0.15, 0.35), metallic=1.0, bump=0.03, scale=40)
TRAYS = (-0.36, 0.0, 0.36)
for i, x in enumerate(TRAYS):
    s.box(scene, f"tray {i}", (0.32, 0.26, 0.004), steel, (x, 0.05, 0.0), edge=0.002)
    for side in (-1, 1):
        s.box(scene, f"tray rim x {i} {side}", (0.004, 0.26, 0.018), steel, (x + side * 0.158, 0.05, 0.0), edge=0.0015)
        s.box(scene, f"tray rim y {i} {side}", (0.32, 0.004, 0.018), steel, (x, 0.05 + side * 0.128, 0.0), edge=0.0015)

# ---- A: egg puffs, rectangles of puff pastry in stacked leaves, glazed on top
puff = baked("puff pastry", "#9c5514", "#e0b060", roughness=(0.3, 0.55), flake=0.8, scale=90)
egg_white = s.matte("egg white", s.rgb("#f4f1e8"), roughness=(0.3, 0.45))
yolk = s.matte("egg yolk", s.rgb("#f2b431"), roughness=(0.4, 0.55))
for k, (dx, dy, turn) in enumerate(((-0.07, -0.04, 6), (0.07, -0.03, -4), (-0.06, 0.09, -8), (0.08, 0.1, 3))):
    root = bpy.data.objects.new(f"egg puff {k}", None)
    scene.collection.objects.link(root)
    for layer in range(7):
        lz = layer * 0.0048
        shrink = 1 - 0.015 * layer
        leaf = s.box(scene, f"puff {k} leaf {layer}", (0.1 * shrink + rng.uniform(-0.003, 0.003), 0.068 * shrink + rng.uniform(-0.003, 0.003), 0.0052), puff, (rng.uniform(-0.002, 0.002), rng.uniform(-0.002, 0.002), lz), edge=0.002)
        leaf.parent = root
    cap = lumpy(scene, f"puff {k} top", (0.048, 0.032, 0.012), puff, (0, 0, 0.034), seed=k, amount=0.05)
    cap.parent = root
    root.location = (TRAYS[0] + dx, 0.05 + dy, 0.004)
    root.rotation_euler = (0, 0, math.radians(turn))
# one puff cut in half at the front, the egg showing
s.lathe(scene, "egg slice", [(0, 0), (0.017, 0), (0.017, 0.004), (0, 0.004)], egg_white, (TRAYS[0] - 0.02, -0.02, 0.036), segments=24, rotation=(math.radians(-80), 0, 0))
s.lathe(scene, "egg yolk", [(0, 0), (0.009, 0), (0.009, 0.0042), (0, 0.0042)], yolk, (TRAYS[0] - 0.02, -0.021, 0.036), segments=20, rotation=(math.radians(-80), 0, 0))

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
loaf = s.box(scene, "plum cake", (0.2, 0.085, 0.07), crust, (TRAYS[2] + 0.03, 0.09, 0.004), edge=0.01)
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

s.camera(scene, (0.0, -0.95, 0.36), (0.0, 0.3, 0.08), lens=32, fstop=2.2, focus=(0.0, 0.0, 0.03))
s.save(scene)
