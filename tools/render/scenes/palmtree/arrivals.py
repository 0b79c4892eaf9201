"""Fresh today at the Kakkanad store, before the shutters go up: the morning's arrivals on the
back step in the blue light before sunrise, lit by the tube light under the half-raised shutter —
a red crate of the bakery's pav, a crate of milk packets, karimeen on crushed ice in a foam box
and a heap of tender coconuts. A 30 mm lens at f/2.8 looking down, as a phone held by the store's
staff would see it.

Used inside the "Fresh today" post (brands/palmtree/flats.ts, "fresh-today"), as its photograph.

    bash tools/render/render.sh palmtree/arrivals --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402
from food import baked, fish, karimeen_material, lumpy, tender_coconut  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=197)
rng = s.RNG(2207)
s.sky(scene, elevation=-3, azimuth=100, strength=2.5, air=1.2, dust=2.0, ozone=3.0, sun_disc=False)
scene.view_settings.exposure = 0.2

# ---- the back step and the lane: wet concrete, the store's wall, the shutter half up
concrete = s.stone("step concrete", s.rgb("#8e8a82"), s.rgb("#6f6b64"), s.rgb("#a19c92"), roughness=(0.35, 0.7), scale=2)
s.box(scene, "lane", (12, 12, 0.02), p.asphalt("lane", wet=0.55), (0, -4.0, -0.17))
s.box(scene, "step", (3.4, 1.6, 0.15), concrete, (0, 0.3, -0.15), edge=0.01)
wall = s.matte("store wall", s.rgb("#e6dcc6"), roughness=(0.7, 0.9), bump=0.25, scale=3)
s.box(scene, "wall left", (1.2, 0.2, 3.0), wall, (-1.35, 1.2, -0.15))
s.box(scene, "wall right", (1.2, 0.2, 3.0), wall, (1.35, 1.2, -0.15))
s.box(scene, "wall over", (1.5, 0.2, 1.6), wall, (0, 1.2, 1.25))
shutter_m = s.glossy("shutter", s.rgb("#8a8d90"), roughness=(0.3, 0.5), metallic=0.7, bump=0.3, scale=4)
s.box(scene, "shutter", (1.5, 0.04, 1.05), shutter_m, (0, 1.1, 0.2))
# inside: the store's tube light and its shelves, seen under the shutter
inside = s.emission("store inside", (0.92, 0.97, 1.0), 0.35)
s.box(scene, "store inside", (1.5, 0.05, 0.7), inside, (0, 2.6, -0.15))
s.area_light(scene, "tube", (0, 1.6, 0.5), (0, -0.2, 0.0), 1.2, 90, (0.9, 0.96, 1.0), size_y=0.5)
s.area_light(scene, "dawn", (-2.5, -3.0, 3.0), (0, 0.3, 0.0), 4.0, 60, (0.7, 0.8, 1.0))

# ---- a red bread crate of pav: twelve buns baked together in each tray's sheet
red = s.glossy("crate red", s.rgb("#b8202a"), roughness=(0.35, 0.55), bump=0.1, scale=30)
blue = s.glossy("crate blue", s.rgb("#1f4e9a"), roughness=(0.35, 0.55), bump=0.1, scale=30)


def crate(name, material, location, size=(0.6, 0.4, 0.14), turn=0.0):
    """A plastic crate: a floor and four walls with slots (the walls as bars)."""
    w, d, h = size
    root = bpy.data.objects.new(name, None)
    scene.collection.objects.link(root)
    parts = [s.box(scene, f"{name} floor", (w, d, 0.01), material, (0, 0, 0), edge=0.003)]
    for side in (-1, 1):
        for k in range(3):
            z = 0.01 + k * (h - 0.02) / 2.5
            parts.append(s.box(scene, f"{name} bar x {side} {k}", (w, 0.012, 0.022), material, (0, side * (d / 2 - 0.006), z), edge=0.003))
            parts.append(s.box(scene, f"{name} bar y {side} {k}", (0.012, d, 0.022), material, (side * (w / 2 - 0.006), 0, z), edge=0.003))
        parts.append(s.box(scene, f"{name} rim x {side}", (w, 0.016, 0.02), material, (0, side * (d / 2 - 0.008), h - 0.02), edge=0.003))
        parts.append(s.box(scene, f"{name} rim y {side}", (0.016, d, 0.02), material, (side * (w / 2 - 0.008), 0, h - 0.02), edge=0.003))
        for q in (-1, 1):
            parts.append(s.box(scene, f"{name} post {side} {q}", (0.02, 0.02, h), material, (side * (w / 2 - 0.01), q * (d / 2 - 0.01), 0), edge=0.003))
    for obj in parts:
        obj.parent = root
    root.location = location
    root.rotation_euler = (0, 0, math.radians(turn))
    return root


bread_crate = crate("bread crate", red, (-0.55, 0.35, 0.0), turn=8)
pav = baked("pav", "#b5681f", "#f0d49a", roughness=(0.2, 0.4), flake=0.08, scale=40, sss=0.1)
k = 0
for row in range(3):
    for col in range(5):
        x = -0.22 + col * 0.11
        y = -0.12 + row * 0.12
        bun = lumpy(scene, f"pav {k}", (0.06, 0.066, 0.042), pav, (x, y, 0.075), seed=500 + k, amount=0.06, rings=12, segments=20)
        bun.parent = bread_crate
        k += 1

# ---- a blue crate of milk packets, half-litre pillows in blue and white film
milk = s.glossy("milk film", s.rgb("#e8eef4"), roughness=(0.12, 0.25), bump=0.05, scale=40)
# the dairy's print: a blue band round the packet's lower half, a thin one near the top
_mnt = milk.node_tree
_z = _mnt.nodes.new("ShaderNodeSeparateXYZ")
_mnt.links.new(_mnt.nodes["Texture Coordinate"].outputs["UV"], _z.inputs["Vector"])
_band = _mnt.nodes.new("ShaderNodeValToRGB")
_band.color_ramp.interpolation = "CONSTANT"
_band.color_ramp.elements[0].color = (*s.rgb("#1f5fae"), 1)
_band.color_ramp.elements[1].position = 0.45
_band.color_ramp.elements[1].color = (*s.rgb("#eef3f8"), 1)
_e = _band.color_ramp.elements.new(0.78)
_e.color = (*s.rgb("#1f5fae"), 1)
_e = _band.color_ramp.elements.new(0.84)
_e.color = (*s.rgb("#eef3f8"), 1)
_mnt.links.new(_z.outputs["Y"], _band.inputs["Fac"])
_mnt.links.new(_band.outputs["Color"], _mnt.nodes["Principled BSDF"].inputs["Base Color"])
milk_crate = crate("milk crate", blue, (0.18, 0.55, 0.0), size=(0.5, 0.36, 0.18), turn=-6)
k = 0
for row in range(2):
    for col in range(4):
        pk = p.pillow(scene, f"milk {k}", (0.1, 0.05, 0.16), milk, (0, 0, 0), crimp=0.1, rng=rng, res=(12, 16))
        pk.rotation_euler = (math.radians(80), 0, math.radians(rng.uniform(-10, 10)))
        pk.location = (-0.17 + col * 0.113, -0.08 + row * 0.16, 0.1)
        pk.parent = milk_crate
        k += 1

# ---- karimeen on crushed ice in a white foam box, the ice catching the tube light
foam = s.matte("foam box", s.rgb("#f2f2ee"), roughness=(0.8, 0.95), bump=0.4, scale=120)
ice, nt, bsdf, coords = s._material("crushed ice")
bsdf.inputs["Base Color"].default_value = (0.92, 0.95, 0.97, 1)
bsdf.inputs["Roughness"].default_value = 0.08
bsdf.inputs["Transmission"].default_value = 0.3
lumps = nt.nodes.new("ShaderNodeTexVoronoi")
lumps.inputs["Scale"].default_value = 90
nt.links.new(coords.outputs["Object"], lumps.inputs["Vector"])
nt.links.new(s._bump(nt, lumps.outputs["Distance"], 1.0, 0.004), bsdf.inputs["Normal"])
box_root = bpy.data.objects.new("fish box", None)
scene.collection.objects.link(box_root)
for obj in (
    s.box(scene, "foam floor", (0.5, 0.34, 0.03), foam, (0, 0, 0), edge=0.01),
    s.box(scene, "foam wall a", (0.5, 0.03, 0.16), foam, (0, -0.155, 0), edge=0.008),
    s.box(scene, "foam wall b", (0.5, 0.03, 0.16), foam, (0, 0.155, 0), edge=0.008),
    s.box(scene, "foam wall c", (0.03, 0.34, 0.16), foam, (-0.235, 0, 0), edge=0.008),
    s.box(scene, "foam wall d", (0.03, 0.34, 0.16), foam, (0.235, 0, 0), edge=0.008),
    s.box(scene, "ice bed", (0.44, 0.28, 0.1), ice, (0, 0, 0.02), edge=0.02),
):
    obj.parent = box_root
skin = karimeen_material("karimeen")
fin = s.glossy("karimeen fins", s.rgb("#7a867e"), roughness=(0.2, 0.35))
fin.node_tree.nodes["Principled BSDF"].inputs["Transmission"].default_value = 0.4
eye = s.glossy("fish eye", s.rgb("#0c0c0c"), roughness=(0.02, 0.05), coat=1.0)
for f in range(4):
    # a pearl spot lies on its side on the ice, heads alternating
    turn = math.radians(rng.uniform(-12, 12)) + (math.pi if f % 2 else 0.0)
    for part in fish(scene, f"karimeen {f}", 0.2, 0.11, skin, fin, eye, (-0.1 + (f % 2) * 0.19, -0.07 + (f // 2) * 0.13, 0.128), turn):
        part.parent = box_root
box_root.location = (0.55, 0.05, 0.0)
box_root.rotation_euler = (0, 0, math.radians(-14))

# ---- tender coconuts, green, heaped by the wall
husk = s.glossy("tender coconut", s.rgb("#5f8f2a"), roughness=(0.3, 0.5), bump=0.05, scale=20)
cut = s.matte("trimmed husk", s.rgb("#e9e2c4"), roughness=(0.6, 0.8), bump=0.5, scale=90)
for c in range(9):
    x = 1.05 + (c % 3) * 0.21 + rng.uniform(-0.03, 0.03)
    y = 0.75 + (c // 3) * 0.13
    z = 0.11 if c < 6 else 0.27
    tender_coconut(scene, f"coconut {c}", husk, cut, (x - (0.1 if c >= 6 else 0), y - (0.06 if c >= 6 else 0), z), (math.radians(rng.uniform(-25, 25)), math.radians(rng.uniform(-25, 25)), math.radians(rng.uniform(0, 360))), rng)

s.camera(scene, (0.25, -0.8, 1.1), (0.2, 0.45, -0.05), lens=30, fstop=2.8, focus=(0.15, 0.35, 0.1))
s.save(scene)
