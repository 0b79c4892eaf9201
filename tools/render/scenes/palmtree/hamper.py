"""The Lessgo match-night hamper as a winner got it: Palm Tree's kokum carry bag on a sofa,
packets of banana chips and a bottle of soda standing out of it, a football beside it, a cushion,
all lit by the match on a TV out of frame (a cool, flickering light from the left) and a warm
lamp behind. A 50 mm lens at f/2 from a little above the seat, so the bag's tag is sharp and the
room falls away.

    bash tools/render/render.sh palmtree/hamper --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 32, seed=41)
rng = s.RNG(88)

# ---- the room: floor, back wall, the sofa (a seat, a back, two arms, cushions)
floor = s.wood("floor", s.rgb("#6b4a34"), s.rgb("#3e2a1e"), scale=(1, 1, 10))
s.box(scene, "floor", (8, 8, 0.02), floor, (0, 0, -0.02))
wall = s.matte("wall", s.rgb("#c9b79a"), roughness=(0.8, 0.9), bump=0.1, scale=3)
s.box(scene, "back wall", (8, 0.1, 3.0), wall, (0, 1.4, 0))

fabric = s.matte("sofa fabric", s.rgb("#2f4a5c"), roughness=(0.85, 0.95), bump=0.6, scale=120)
SEAT = 0.46
s.box(scene, "sofa base", (2.2, 0.95, SEAT - 0.12), fabric, (0, 0.35, 0.0), edge=0.05)
for i, x in enumerate((-0.52, 0.52)):
    cushion = s.box(scene, f"seat cushion {i}", (1.02, 0.8, 0.14), fabric, (x, 0.3, SEAT - 0.14), edge=0.06)
    cushion.rotation_euler = (0, math.radians(rng.uniform(-0.8, 0.8)), 0)
s.box(scene, "sofa back", (2.2, 0.24, 0.55), fabric, (0, 0.75, SEAT - 0.05), edge=0.08)
for i, x in enumerate((-1.16, 1.16)):
    s.box(scene, f"sofa arm {i}", (0.2, 0.95, 0.3), fabric, (x, 0.35, SEAT - 0.12), edge=0.07)
throw = s.matte("cushion", s.rgb("#d9a441"), roughness=(0.8, 0.95), bump=0.5, scale=80)
pillow = s.box(scene, "throw cushion", (0.42, 0.14, 0.42), throw, (0.78, 0.58, SEAT + 0.02), edge=0.07)
pillow.rotation_euler = (math.radians(-14), 0, math.radians(-12))

# ---- the bag: a kokum non-woven bag with its printed front, two loop handles
BAG_W, BAG_D, BAG_H = 0.4, 0.16, 0.45
bag_x, bag_y = -0.12, 0.28
kokum = s.matte("bag", s.rgb("#5c1030"), roughness=(0.7, 0.85), bump=0.4, scale=300)
s.box(scene, "bag body", (BAG_W, BAG_D, BAG_H), kokum, (bag_x, bag_y, SEAT), edge=0.01)
front = s.printed("bag print", s.texture("palmtree", "carry-bag"), roughness=(0.6, 0.8), bump=0.25, fibre=700)
art = p.plane(scene, "bag front", BAG_W - 0.004, BAG_H - 0.004, front, (bag_x, bag_y - BAG_D / 2 - 0.001, SEAT + 0.002))
art.rotation_euler = (0, 0, 0)
for side in (-1, 1):
    p._wire(
        scene,
        f"handle {side}",
        [(bag_x - 0.1, bag_y + side * BAG_D * 0.45, SEAT + BAG_H), (bag_x - 0.06, bag_y + side * BAG_D * 0.45, SEAT + BAG_H + 0.13), (bag_x + 0.06, bag_y + side * BAG_D * 0.45, SEAT + BAG_H + 0.13), (bag_x + 0.1, bag_y + side * BAG_D * 0.45, SEAT + BAG_H)],
        kokum,
        0.008,
    )

# what stands out of it: two packets of banana chips, a soda bottle
foil_colours = ["#e7b321", "#2e7d32"]
for i, (dx, tilt, colour) in enumerate(((-0.08, -9, foil_colours[0]), (0.07, 7, foil_colours[1]))):
    foil = s.glossy(f"chips foil {i}", s.rgb(colour), roughness=(0.15, 0.35), metallic=0.4, bump=0.3, scale=25)
    pack = s.box(scene, f"chips {i}", (0.16, 0.05, 0.26), foil, (bag_x + dx, bag_y, SEAT + BAG_H - 0.12), edge=0.015)
    pack.rotation_euler = (0, math.radians(tilt), math.radians(rng.uniform(-8, 8)))
glass = s.glossy("bottle", (0.35, 0.55, 0.3), roughness=(0.02, 0.06), coat=0.0, scale=20)
bottle = s.lathe(
    scene,
    "soda",
    [(0.032, 0), (0.033, 0.16), (0.03, 0.2), (0.014, 0.26), (0.013, 0.3), (0.0145, 0.305)],
    glass,
    (bag_x + 0.15, bag_y + 0.03, SEAT + BAG_H - 0.2),
    segments=32,
)
bottle.rotation_euler = (0, math.radians(12), 0)

# ---- the football on the seat beside it: a sphere with dark patches in a Voronoi pattern
m, nt, bsdf, coords = s._material("football")
vor = nt.nodes.new("ShaderNodeTexVoronoi")
vor.inputs["Scale"].default_value = 7.0
nt.links.new(coords.outputs["Object"], vor.inputs["Vector"])
ramp = nt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.interpolation = "CONSTANT"
ramp.color_ramp.elements[0].color = (0.02, 0.02, 0.025, 1)
ramp.color_ramp.elements[1].position = 0.1
ramp.color_ramp.elements[1].color = (0.85, 0.85, 0.82, 1)
nt.links.new(vor.outputs["Color"], ramp.inputs["Fac"])
nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.35
bsdf.inputs["Clearcoat"].default_value = 0.3
edges = nt.nodes.new("ShaderNodeTexVoronoi")
edges.feature = "DISTANCE_TO_EDGE"
edges.inputs["Scale"].default_value = 7.0
nt.links.new(coords.outputs["Object"], edges.inputs["Vector"])
nt.links.new(s._bump(nt, edges.outputs["Distance"], 0.4, 0.004), bsdf.inputs["Normal"])
bpy.ops.mesh.primitive_uv_sphere_add(radius=0.11, segments=48, ring_count=24, location=(0.42, 0.2, SEAT + 0.11))
ball = bpy.context.active_object
ball.data.materials.append(m)
s.smooth(ball)

# ---- light: the match on a TV out of frame left (a cool panel), a warm lamp behind, a dim room
tv = s.area_light(scene, "tv", (-1.6, -1.4, 0.95), (0, 0.3, 0.6), 1.0, 60, (0.62, 0.78, 1.0), size_y=0.6)
screen = s.emission("tv screen", (0.6, 0.8, 1.0), 6)
panel = p.plane(scene, "tv panel", 1.0, 0.6, screen, (-1.6, -1.4, 0.65))
panel.rotation_euler = (0, 0, math.radians(-55))
s.point_light(scene, "lamp", (1.5, 1.1, 1.5), 35, (1.0, 0.7, 0.42), radius=0.15)
s.plain_world(scene, (0.05, 0.045, 0.05), 0.3)
scene.view_settings.exposure = 0.3

s.camera(scene, (-0.35, -1.35, 0.95), (0.02, 0.3, SEAT + 0.2), lens=50, fstop=2.0, focus=(bag_x, bag_y - BAG_D / 2, SEAT + 0.25))
s.save(scene)
