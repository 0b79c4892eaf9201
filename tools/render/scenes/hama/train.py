"""The 6:15 to Ernakulam: Hama's red commuter backpack on the window seat of a second-class bay,
the glass streaked with monsoon rain, palms and paddy going by outside in the grey morning. A
35 mm lens at f/2 from the seat opposite, focused on the tag, so the window falls away into
green and grey.

    npx tsx tools/render/brands/hama/brand.ts && bash tools/render/render.sh hama/train --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/hama/train.py \
      -- --animate --out tools/render/.cache/renders/hama/window/   # the moving version's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import bags  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=61)
rng = s.RNG(615)

# ---- the coach: the side wall at x = 0 with its window, the floor, two benches facing each other
# across the bay (the far one at y 0.95–1.45), all in the railway's pale green and blue rexine.
paint = s.matte("coach paint", s.rgb("#9fb8a8"), roughness=(0.35, 0.55), bump=0.08, scale=20)
rexine = s.glossy("rexine", s.rgb("#2d4f86"), roughness=(0.28, 0.45), coat=0.2, bump=0.25, scale=60)
steel = s.glossy("steel", (0.6, 0.6, 0.6), roughness=(0.2, 0.4), metallic=1.0)
floor = s.matte("floor", s.rgb("#4a4a44"), roughness=(0.5, 0.8), bump=0.2, scale=30)
s.box(scene, "floor", (3, 4, 0.02), floor, (1.5, 0.6, -0.02))

WIN_Y0, WIN_Y1, WIN_Z0, WIN_Z1 = 0.0, 1.45, 0.74, 1.5
# the wall as four boxes round the window opening
s.box(scene, "wall below", (0.06, 4, WIN_Z0), paint, (-0.03, 0.6, 0))
s.box(scene, "wall above", (0.06, 4, 2.6 - WIN_Z1), paint, (-0.03, 0.6, WIN_Z1))
s.box(scene, "wall left", (0.06, WIN_Y0 + 1.4, WIN_Z1 - WIN_Z0), paint, (-0.03, (WIN_Y0 - 1.4) / 2, WIN_Z0))
s.box(scene, "wall right", (0.06, 2.6 - WIN_Y1, WIN_Z1 - WIN_Z0), paint, (-0.03, (WIN_Y1 + 2.6) / 2, WIN_Z0))
# the window's frame, its mid rail and the sill
frame = s.glossy("window frame", s.rgb("#c9ccc4"), roughness=(0.3, 0.5), metallic=0.6)
s.box(scene, "sill", (0.14, WIN_Y1 - WIN_Y0 + 0.06, 0.03), frame, (0.02, (WIN_Y0 + WIN_Y1) / 2, WIN_Z0 - 0.02), edge=0.006)
s.box(scene, "rail", (0.05, WIN_Y1 - WIN_Y0, 0.035), frame, (0.0, (WIN_Y0 + WIN_Y1) / 2, WIN_Z0 + 0.36), edge=0.005)
for y in (WIN_Y0 + 0.02, WIN_Y1 - 0.02):
    s.box(scene, f"jamb {y:.2f}", (0.07, 0.04, WIN_Z1 - WIN_Z0), frame, (0.0, y, WIN_Z0), edge=0.005)
s.box(scene, "head", (0.07, WIN_Y1 - WIN_Y0, 0.05), frame, (0.0, (WIN_Y0 + WIN_Y1) / 2, WIN_Z1 - 0.05), edge=0.005)

# the glass: thin, with the rain on it as drops and runs in the reflection's normal
glass = p.thin_glass("window glass", tint=(0.86, 0.9, 0.9), roughness=0.03, dirt=0.3)
nt = glass.node_tree
coords = nt.nodes.new("ShaderNodeTexCoord")
drops = nt.nodes.new("ShaderNodeTexVoronoi")
drops.inputs["Scale"].default_value = 70.0
drops.inputs["Randomness"].default_value = 1.0
mapping = nt.nodes.new("ShaderNodeMapping")
mapping.inputs["Scale"].default_value = (1.0, 1.0, 0.55)  # runs: longer down the pane
nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
nt.links.new(mapping.outputs["Vector"], drops.inputs["Vector"])
shape = nt.nodes.new("ShaderNodeMath")
shape.operation = "SUBTRACT"
shape.inputs[0].default_value = 0.42
nt.links.new(drops.outputs["Distance"], shape.inputs[1])
clamp = nt.nodes.new("ShaderNodeClamp")
nt.links.new(shape.outputs[0], clamp.inputs["Value"])
bump = s._bump(nt, clamp.outputs["Result"], 1.0, 0.02)
for node in nt.nodes:
    if node.type == "BSDF_GLOSSY":
        nt.links.new(bump, node.inputs["Normal"])
    if node.type == "FRESNEL":
        node.inputs["IOR"].default_value = 1.33  # the drops catch the light; the coach barely shows
        nt.links.new(bump, node.inputs["Normal"])
pane = p.plane(scene, "pane", WIN_Y1 - WIN_Y0, WIN_Z1 - WIN_Z0, glass, (0.0, (WIN_Y0 + WIN_Y1) / 2, WIN_Z0))
pane.rotation_euler = (0, 0, math.radians(-90))

# the far bench (the bag's) and the near bench's edge at the bottom of the frame
SEAT = 0.45
s.box(scene, "far bench frame", (1.5, 0.5, SEAT - 0.08), steel, (0.78, 1.2, 0))
s.box(scene, "far seat", (1.5, 0.52, 0.1), rexine, (0.78, 1.2, SEAT - 0.1), edge=0.03)
s.box(scene, "far back", (1.5, 0.1, 0.62), rexine, (0.78, 1.5, SEAT), edge=0.035)
# the bay's partition behind the far bench, up to the ceiling, and the luggage rack along the wall
s.box(scene, "partition", (1.6, 0.05, 2.4), paint, (0.8, 1.6, 0))
s.box(scene, "ceiling", (3, 4, 0.05), paint, (1.5, 0.6, 2.4))
for k in range(5):
    p._wire(scene, f"rack bar {k}", [(0.08 + k * 0.09, -1.2, 1.78), (0.08 + k * 0.09, 1.55, 1.78)], steel, 0.008)
for y in (-0.4, 0.6, 1.5):
    s.box(scene, f"rack bracket {y}", (0.45, 0.02, 0.03), steel, (0.24, y, 1.75))
s.box(scene, "near seat edge", (1.5, 0.52, 0.1), rexine, (0.78, -0.55, SEAT - 0.1), edge=0.03)
# the fold-down table under the window, a paper cup of chai from the platform on it
s.box(scene, "table", (0.3, 0.55, 0.025), frame, (0.15, 0.55, 0.7), edge=0.006)
cup_paper = s.matte("paper cup", s.rgb("#efe8da"), roughness=(0.6, 0.75), bump=0.05, scale=80)
s.lathe(scene, "cup", [(0.0, 0.0), (0.026, 0.0), (0.034, 0.085), (0.036, 0.087), (0.0345, 0.089), (0.0, 0.086)], cup_paper, (0.17, 0.72, 0.725), segments=48)
chai = s.matte("chai", s.rgb("#b07a4a"), roughness=(0.2, 0.3), bump=0.0, scale=10)
s.lathe(scene, "chai", [(0.0, 0.0), (0.031, 0.0), (0.031, 0.002), (0.0, 0.002)], chai, (0.17, 0.72, 0.725 + 0.07), segments=48)
# a folded newspaper left on the seat beside the bag
news = s.matte("newspaper", s.rgb("#d9d4c5"), roughness=(0.8, 0.9), bump=0.1, scale=200)
paper = s.box(scene, "paper", (0.3, 0.22, 0.006), news, (0.72, 1.1, SEAT), edge=0.002)
paper.rotation_euler = (0, 0, math.radians(14))

# ---- the bag, leaning back against the seat by the window
tag = bags.hama_tag()
red = bags.hama_red()
bag = bags.backpack(scene, "backpack", (0.3, 1.2, SEAT), body=red, tag=tag, rng=rng)
# leaning back on the partition, its front turned to the seat opposite
bag.rotation_euler = (math.radians(-8), 0, math.radians(48))

# ---- outside: paddy, the bund, palms going by, the monsoon sky; everything made from here on
# rides on one empty that the train passes at speed during the exposure (below)
inside = set(scene.objects)
# the paddy: rows of young rice with standing water between them, catching the sky
paddy, pnt, pbsdf, pcoords = s._material("paddy")
rows = pnt.nodes.new("ShaderNodeTexWave")
rows.inputs["Scale"].default_value = 2.6
rows.inputs["Distortion"].default_value = 3.0
rows.bands_direction = "Y"
pnt.links.new(pcoords.outputs["Object"], rows.inputs["Vector"])
water_mask = s._noise(pnt, pcoords, 0.15, detail=4)
mix = pnt.nodes.new("ShaderNodeMath")
mix.operation = "MULTIPLY"
pnt.links.new(rows.outputs["Fac"], mix.inputs[0])
pnt.links.new(water_mask.outputs["Fac"], mix.inputs[1])
ramp = pnt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = (*s.rgb("#4f7f2e"), 1)
ramp.color_ramp.elements[1].color = (*s.rgb("#8a9a8c"), 1)
ramp.color_ramp.elements[0].position = 0.3
ramp.color_ramp.elements[1].position = 0.75
pnt.links.new(mix.outputs[0], ramp.inputs["Fac"])
pnt.links.new(ramp.outputs["Color"], pbsdf.inputs["Base Color"])
pnt.links.new(s._range(pnt, mix.outputs[0], 0.8, 0.05), pbsdf.inputs["Roughness"])
# the moving version passes FRAMES × 1.1 m more of the country, so it has that much more of it
FRAMES = 36
AHEAD = 1.1 * FRAMES if a.animate else 0.0
s.box(scene, "paddy", (60, 120 + 2 * AHEAD, 0.1), paddy, (-33, 0, -1.6))
frond = s.matte("frond", s.rgb("#2e4a22"), roughness=(0.6, 0.8), bump=0.1, scale=10)
# a line of trees along the far bund, then palms standing in and beyond the paddy
scrub = s.matte("scrub", s.rgb("#35532a"), roughness=(0.7, 0.9), bump=0.4, scale=3)
for i in range(22):
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=2, radius=1.0, location=(-rng.uniform(45, 60), rng.uniform(-30, 40), -1.0))
    bush = bpy.context.active_object
    bush.scale = (rng.uniform(3, 6), rng.uniform(3, 7), rng.uniform(2, 4))
    bush.data.materials.append(scrub)
for i in range(26):
    x = -rng.uniform(12, 55)
    y = rng.uniform(-8, 40)
    p.palm(scene, f"palm {i}", (x, y, -1.55), rng.uniform(8, 16), (rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5)), rng, frond, fronds=14)
# nearer, lower palms whose crowns the window shows
for i in range(10):
    x = -rng.uniform(26, 60)
    y = rng.uniform(-10, 45)
    p.palm(scene, f"crowned palm {i}", (x, y, -1.55), rng.uniform(6, 9), (rng.uniform(-1, 1), rng.uniform(-1, 1)), rng, frond, fronds=14)
# the country still ahead (drawn after the rest, so the still's trees stay where they were)
for i in range(round(22 * AHEAD / 70)):
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=2, radius=1.0, location=(-rng.uniform(45, 60), rng.uniform(40, 40 + AHEAD), -1.0))
    bush = bpy.context.active_object
    bush.scale = (rng.uniform(3, 6), rng.uniform(3, 7), rng.uniform(2, 4))
    bush.data.materials.append(scrub)
for i in range(round(36 * AHEAD / 50)):
    x, y = -rng.uniform(12, 60), rng.uniform(40, 45 + AHEAD)
    p.palm(scene, f"palm ahead {i}", (x, y, -1.55), rng.uniform(6, 16), (rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5)), rng, frond, fronds=14)
# the train at 60 km/h: the world outside slides 1.1 m along the coach (-Y) while the shutter
# is open (1/15 s), so the paddy and palms streak and the coach and the rain on the glass stay
# sharp, as a photograph from a moving train has them
world = bpy.data.objects.new("outside", None)
scene.collection.objects.link(world)
for obj in set(scene.objects) - inside:
    if obj.parent is None and obj is not world:
        obj.parent = world
# (1.1 m a frame, on for the moving version's frames too)
s.key_linear(world, ((0, (0, 1.1, 0)), (FRAMES, (0, 1.1 - 1.1 * FRAMES, 0))), path="location")
scene.frame_set(1)
scene.render.use_motion_blur = True
scene.render.motion_blur_shutter = 1.0
s.plain_world(scene, (0.78, 0.82, 0.85), 1.1)
# the daylight through the window, soft and cool
s.area_light(scene, "window light", (-0.6, 0.45, 1.15), (0.6, 0.9, 0.6), 1.2, 120, (0.85, 0.9, 1.0), size_y=0.75)
# the coach's tube lights, faint and warm on the ceiling side
s.area_light(scene, "tube", (1.2, 0.5, 2.4), (1.2, 0.5, 0), 1.2, 25, (1.0, 0.92, 0.8), size_y=0.1)
scene.view_settings.exposure = 0.0

cam = s.camera(scene, (1.4, 0.42, 1.1), (0.0, 1.05, 0.8), lens=35, fstop=2.0, focus=(0.3, 1.1, 0.62))
if a.animate:
    # the moving version, the first shot of "The 6:15": the country going by outside, the coach
    # rocking on the rails (the camera rides with it, so the bag barely moves in the frame)
    s.wobble(cam, "location", 0.003, 6, phase=1.0, index=2)
    s.wobble(cam, "rotation_euler", 0.002, 10, phase=2.0)
    s.animate(scene, a.out, FRAMES, 1280, 720, 24, preview=a.preview)  # the coach walls want more than 16
else:
    s.save(scene)
