"""Lazza's "Lick the heat." poster in a bus shelter's light box on a Kerala roadside at dusk: wet
asphalt after the evening's rain, a striped kerb and interlock pavers, the street running away to
the right with its street lights and the traffic's head- and tail-lights out of focus, shop fronts
and coconut palms against a blue-hour sky. A 70 mm lens at f/1.4 from standing eye height,
7.5 m away and 12° off the poster's axis, so the street's lights melt into discs.

    bash tools/render/render.sh lazza/shelter --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/lazza/shelter.py \
      -- --animate --out tools/render/.cache/renders/lazza/crossing/   # the moving version's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

import people as pp  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=21)
rng = s.RNG(52)

KERB_Y = -1.2  # the road is y < KERB_Y, the pavement beyond it, 15 cm up
PAVE = 0.15

# ---- ground: road, kerb, pavement, and the far side's pavement
road = p.asphalt("wet asphalt", wet=0.45)
s.box(scene, "road", (600, 40.0, 0.02), road, (60, KERB_Y - 20.0, -0.02))


def kerb_material(name, a_hex, b_hex, block=0.6):
    """Kerb stones painted in alternate blocks, as Kerala's PWD paints them; the paint worn."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    div = nt.nodes.new("ShaderNodeMath")
    div.operation = "DIVIDE"
    div.inputs[1].default_value = block
    nt.links.new(sep.outputs["X"], div.inputs[0])
    mod = nt.nodes.new("ShaderNodeMath")
    mod.operation = "WRAP"
    mod.inputs[1].default_value = 2.0
    mod.inputs[2].default_value = 0.0
    nt.links.new(div.outputs[0], mod.inputs[0])
    step = nt.nodes.new("ShaderNodeMath")
    step.operation = "GREATER_THAN"
    step.inputs[1].default_value = 1.0
    nt.links.new(mod.outputs[0], step.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(step.outputs[0], mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (*s.rgb(a_hex), 1)
    mix.inputs["Color2"].default_value = (*s.rgb(b_hex), 1)
    grime = s._noise(nt, coords, 9, detail=6)
    dirty = nt.nodes.new("ShaderNodeMixRGB")
    dirty.blend_type = "MULTIPLY"
    nt.links.new(s._range(nt, grime.outputs["Fac"], 0.0, 0.7), dirty.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], dirty.inputs["Color1"])
    dirty.inputs["Color2"].default_value = (0.35, 0.33, 0.3, 1)
    nt.links.new(dirty.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(s._range(nt, grime.outputs["Fac"], 0.25, 0.6), bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, grime.outputs["Fac"], 0.3, 0.003), bsdf.inputs["Normal"])
    return m


kerb = kerb_material("kerb", "#d8b23a", "#1d1d1d")
s.box(scene, "kerb", (600, 0.2, PAVE + 0.01), kerb, (60, KERB_Y + 0.1, 0), edge=0.02)
s.box(scene, "far kerb", (600, 0.2, PAVE + 0.01), kerb, (60, KERB_Y - 10.9, 0), edge=0.02)


def pavers(name):
    m, nt, bsdf, coords = s._material(name)
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.inputs["Color1"].default_value = (*s.rgb("#6e6a66"), 1)
    brick.inputs["Color2"].default_value = (*s.rgb("#7d5248"), 1)
    brick.inputs["Mortar"].default_value = (*s.rgb("#2a2826"), 1)
    brick.inputs["Scale"].default_value = 4.5
    brick.inputs["Mortar Size"].default_value = 0.012
    brick.inputs["Bias"].default_value = -0.6
    brick.inputs["Brick Width"].default_value = 0.9
    brick.inputs["Row Height"].default_value = 0.45
    nt.links.new(coords.outputs["Object"], brick.inputs["Vector"])
    grime = s._noise(nt, coords, 1.5, detail=6)
    dirty = nt.nodes.new("ShaderNodeMixRGB")
    dirty.blend_type = "MULTIPLY"
    nt.links.new(s._range(nt, grime.outputs["Fac"], 0.1, 0.8), dirty.inputs["Fac"])
    nt.links.new(brick.outputs["Color"], dirty.inputs["Color1"])
    dirty.inputs["Color2"].default_value = (0.3, 0.3, 0.3, 1)
    nt.links.new(dirty.outputs["Color"], bsdf.inputs["Base Color"])
    # damp: the joints hold water, the blocks' tops dry in patches
    wet = s._noise(nt, coords, 0.8, detail=4, offset=0.4)
    r = s._range(nt, wet.outputs["Fac"], 0.12, 0.55)
    nt.links.new(r, bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, brick.outputs["Fac"], 0.4, 0.004), bsdf.inputs["Normal"])
    return m


pave = pavers("pavers")
s.box(scene, "pavement", (600, 8.0, PAVE), pave, (60, KERB_Y + 0.2 + 4.0, 0))
s.box(scene, "far pavement", (600, 6.0, PAVE), pave, (60, KERB_Y - 11.0 - 3.0, 0))

paint = s.matte("road paint", s.rgb("#d9d6cc"), roughness=(0.35, 0.6), bump=0.2, scale=30)
for i in range(60):
    s.box(scene, f"centre line {i}", (3.0, 0.12, 0.004), paint, (-10 + i * 6.0, KERB_Y - 5.5, 0))
s.box(scene, "edge line", (600, 0.1, 0.004), paint, (60, KERB_Y - 0.45, 0))

# ---- the shelter: steel posts, a sheet roof with a tube light under it, glass at the back, a bench
frame = s.glossy("powder coat", s.rgb("#2b2f33"), roughness=(0.25, 0.4), bump=0.03, scale=20)
steel = s.glossy("steel", (0.6, 0.6, 0.6), roughness=(0.2, 0.35), metallic=1.0, scale=40)
glass = p.thin_glass("glass")
front_y, back_y, length = -0.4, 1.05, 3.8
for i, (x, y) in enumerate([(0.15, front_y + 0.05), (length, front_y + 0.05), (0.15, back_y), (length, back_y)]):
    s.box(scene, f"post {i}", (0.08, 0.08, 2.5), frame, (x, y, PAVE), edge=0.005)
roof = s.box(scene, "roof", (length + 0.5, back_y - front_y + 0.5, 0.08), frame, ((length + 0.15) / 2, (front_y + back_y) / 2 - 0.1, PAVE + 2.5), edge=0.01)
roof.rotation_euler = (math.radians(-3), 0, 0)
tube = s.emission("tube light", (0.85, 0.95, 1.0), 14)
s.box(scene, "tube", (1.2, 0.035, 0.035), tube, ((length + 0.15) / 2, front_y + 0.35, PAVE + 2.42))
s.point_light(scene, "tube glow", ((length + 0.15) / 2, front_y + 0.35, PAVE + 1.9), 20, (0.85, 0.95, 1.0), 0.3)
for i in range(2):
    x0 = 0.3 + i * 1.75
    s.box(scene, f"back glass {i}", (1.65, 0.012, 1.9), glass, (x0 + 0.82, back_y, PAVE + 0.3))
s.box(scene, "bench", (2.4, 0.38, 0.04), steel, ((length + 0.15) / 2 + 0.3, back_y - 0.3, PAVE + 0.45), edge=0.004)
for x in (0.9, 3.3):
    s.box(scene, f"bench leg {x}", (0.05, 0.3, 0.45), frame, (x, back_y - 0.3, PAVE))

# the light box: the poster's end panel, facing up the street towards the camera
art = p.backlit("poster film", s.texture("lazza", "poster"), strength=2.0)
p.light_box(scene, "light box", art, (1.185, 1.75), (0.0, (front_y + back_y) / 2, PAVE), -90, frame, glass)

# ---- the street beyond: shops, lights, palms
plaster = [s.rgb(h) for h in ("#8b8478", "#7a8a86", "#9a8060", "#6f6a70", "#8d7b6a")]
signs = [s.rgb(h) for h in ("#d8342b", "#f2c230", "#2f8f4e", "#2d5fb8", "#f4f1e8", "#e06a1f")]
inside = [(1.0, 0.7, 0.4), (0.8, 0.92, 1.0), (1.0, 0.8, 0.55), (1.0, 0.62, 0.32)]


def shops(side, y0, x_from, x_to, facing):
    x = x_from
    i = 0
    while x < x_to:
        w = rng.uniform(4, 9)
        h = rng.uniform(3.6, 8.5)
        depth = 8
        y = y0 + rng.uniform(0, 1.2) * (1 if facing < 0 else -1)
        yc = y + depth / 2 if facing < 0 else y - depth / 2
        wall = s.matte(f"{side} wall {i}", rng.choice(plaster), roughness=(0.7, 0.9), bump=0.1, scale=3)
        s.box(scene, f"{side} shop {i}", (w - 0.2, depth, h), wall, (x + w / 2, yc, PAVE))
        front = y - 0.02 if facing < 0 else y + 0.02
        rot = (0, 0, 0 if facing < 0 else math.pi)
        if rng.random() < 0.75:
            glow = s.emission(f"{side} inside {i}", rng.choice(inside), rng.uniform(0.3, 1.0))
            p.plane(scene, f"{side} front {i}", w * 0.75, 2.5, glow, (x + w / 2, front, PAVE), rot)
        if rng.random() < 0.8:
            board = s.emission(f"{side} board {i}", rng.choice(signs), rng.uniform(0.6, 1.6))
            p.plane(scene, f"{side} board {i}", w * 0.85, 0.8, board, (x + w / 2, front - 0.03 * facing, PAVE + 2.8), rot)
        # upper floors: a few lit windows, curtains drawn
        for fl in range(1, int((h - 0.8) / 3.0)):
            for k in range(int(w / 2.2)):
                if rng.random() < 0.35:
                    win = s.emission(f"{side} window {i} {fl} {k}", rng.choice(inside), rng.uniform(0.5, 1.4))
                    wx = x + 1.0 + k * 2.2 + rng.uniform(-0.2, 0.2)
                    p.plane(scene, f"{side} window {i} {fl} {k}", 0.9, 1.1, win, (wx, front - 0.01 * facing, PAVE + fl * 3.0 + 1.0), rot)
        x += w
        i += 1


shops("near", 5.0, 11, 230, -1)
shops("far", KERB_Y - 14.5, -20, 230, 1)

pole = s.glossy("pole", s.rgb("#5a5e60"), roughness=(0.35, 0.5), scale=10)
lamp = s.emission("lamp", (1.0, 0.8, 0.55), 200)
for i, x in enumerate([14, 42, 70, 98, 126, 154]):
    p.street_light(scene, f"street light {i}", (x, KERB_Y + 0.45, PAVE), 8.5, 2.2, pole, lamp, face=0, energy=1800 if i < 2 else 0)
for i, x in enumerate([28, 56, 84, 112, 140]):
    p.street_light(scene, f"far light {i}", (x, KERB_Y - 11.4, PAVE), 8.5, 2.2, pole, lamp, face=180, energy=1800 if i < 1 else 0)
# the one behind the photographer, lighting the pavement at the shelter
p.street_light(scene, "near light", (-9, KERB_Y + 0.45, PAVE), 8.5, 2.2, pole, lamp, face=0, energy=2600)

# traffic: tail-lights going away in the near lane, headlights coming in the far one
tail = s.emission("tail light", (1.0, 0.01, 0.005), 45)
head = s.emission("headlight", (1.0, 0.93, 0.8), 260)
for i in range(9):
    x = 13 + i * 15 + rng.uniform(-4, 4)
    y = KERB_Y - 2.0 + rng.uniform(-0.3, 0.3)
    gap = rng.choice([1.35, 1.5, 0.9])  # cars, a bus, autorickshaws
    for dy in (-gap / 2, gap / 2):
        s.lathe(scene, f"tail {i} {dy}", [(0, -0.07), (0.1, 0), (0, 0.07)], tail, (x, y + dy, 0.75), segments=16)
for i in range(8):
    x = 24 + i * 19 + rng.uniform(-6, 6)
    y = KERB_Y - 7.6 + rng.uniform(-0.4, 0.4)
    gap = rng.choice([1.4, 1.5, 1.7])
    for dy in (-gap / 2, gap / 2):
        s.lathe(scene, f"head {i} {dy}", [(0, -0.1), (0.14, 0), (0, 0.1)], head, (x, y + dy, 0.7), segments=16)

# the street's own lights are seen by the lens and in the wet road, but do not light diffuse
# surfaces (the spot lights under the nearest street lights do that): otherwise every diffuse
# bounce that finds a lamp by chance is a firefly. Nor are they sampled as lamps: Blender 3.4
# picks one light per sample among all of them, and each one more is noise everywhere.
for mat in bpy.data.materials:
    if mat.name.startswith(("near ", "far ", "lamp", "tail light", "headlight")):
        mat.cycles.sample_as_light = False
for obj in scene.objects:
    if obj.type == "MESH" and obj.data.materials and obj.data.materials[0].name.startswith(("lamp", "tail light", "headlight", "near ", "far ")):
        obj.visible_diffuse = False

trunk = s.matte("palm", (0.012, 0.012, 0.012), roughness=(0.8, 0.9), bump=0.0)
for i, (x, y, h, lean) in enumerate(
    [
        (260, 22, 16, (1.2, -0.4)),
        (284, 8, 18.5, (-1.6, 0.3)),
        (330, -6, 15, (0.8, 0.8)),
        (300, -24, 17, (1.5, 0.6)),
        (262, -36, 15, (-1.0, 0.2)),
        (360, -48, 19, (0.5, 0.5)),
        (240, -60, 16, (-0.8, 0.4)),
        (150, -17, 15, (0.9, -0.3)),
        (186, -19, 16.5, (-0.7, 0.5)),
        (132, 14, 14, (1.1, 0.2)),
    ]
):
    p.palm(scene, f"palm {i}", (x, y, 0), h, lean, rng, trunk, frond_length=5.5)

# ---- dusk: the sun just set behind the far end of the street; a blue-hour sky
s.sky(scene, elevation=-4, azimuth=84, strength=3.5, air=1.0, dust=2.0, ozone=3.0, sun_disc=False)

scene.view_settings.exposure = 0.0
cam = s.camera(scene, (-7.4, -1.3, PAVE + 1.62), (0.0, -0.45, PAVE + 1.5), lens=70, fstop=1.4, focus=(0.0, 0.325, PAVE + 1.3))
if not a.animate:
    s.save(scene)
    sys.exit(0)

# ---- the moving version, "After the exam": the traffic moves on (the tail-lights away up the
# street, the headlights towards us), and two students in school uniform, just out of their last
# paper, cross the road to the shelter between the camera and the poster: 2.5 m from the lens, so
# at f/1.4 they pass as soft shapes, the poster sharp behind them. 36 frames at 15 fps, hand-held.
FRAMES = 36
for obj in scene.objects:
    if obj.name.startswith(("tail ", "head ")):
        way = 1 if obj.name.startswith("tail ") else -1
        end = obj.location + Vector((way * 0.6 * (FRAMES - 1), 0, 0))
        s.key_linear(obj, ((1, tuple(obj.location)), (FRAMES, tuple(end))), path="location")

shirt = pp.cloth("uniform shirt", s.rgb("#eef0f2"))
navy = pp.cloth("uniform trousers", s.rgb("#1d2740"))
pinafore = pp.cloth("uniform pinafore", s.rgb("#2b4a7e"))
hair = s.matte("hair", (0.012, 0.01, 0.009), roughness=(0.55, 0.75), bump=0.2, scale=300)


def student(name, x, y0, delay, skin_hex, lower, female, height):
    """A student walking across the road (+Y) from `y0`, `delay` frames behind the first, at
    1.35 m/s, stepping up the kerb onto the pavement as they reach it."""
    skin = pp.skin(f"{name} skin", s.rgb(skin_hex))
    root = pp.walker(scene, name, 0, FRAMES, delay, skin, shirt, lower, hair, height=height, female=female,
                     hair_style="long" if female else "short", sleeves="short")
    speed = 0.09
    start = 1 + delay
    kerb = start + round((KERB_Y - y0) / speed)
    keys = [(start, 0.0), (kerb, 0.0), (kerb + 1, PAVE), (FRAMES, PAVE)]
    s.key_linear(root, [(f, (x, y0 + speed * (f - start), z)) for f, z in keys], path="location")


student("student a", -4.9, -2.75, 0, "#6e4630", navy, False, 1.0)
student("student b", -4.5, -2.75, 6, "#7a4e34", pinafore, True, 0.95)
s.wobble(cam, "rotation_euler", 0.0015, 16, phase=6.0)
s.animate(scene, a.out, FRAMES, 1280, 720, 24, preview=a.preview)
