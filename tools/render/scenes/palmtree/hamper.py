"""The Lessgo match-night hamper as a winner got it: Palm Tree's kokum carry bag on a sofa, two
pouches of its own-label chips (Nendran banana, Kappa tapioca) and a bottle of soda standing out
of it, a football and the TV remote on the seat beside it, a cushion against the back, a fan's
Argentina flag thrown over the back on the left, all lit by
the match on a TV out of frame (a cool light from the left) and a warm lamp behind. A 50 mm lens
at f/2.8 from across the room, so the hamper sits in the middle third of the frame: the page's
wide crop (about 2.6:1 at 1440 px) and its narrow one (about 0.85:1 at 375) both hold it whole.

    bash tools/render/render.sh palmtree/hamper --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402

import bags  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=41)
rng = s.RNG(88)

# ---- the room: floor, back wall, the sofa (a seat, a back, two arms, cushions)
floor = s.wood("floor", s.rgb("#6b4a34"), s.rgb("#3e2a1e"), scale=(1, 1, 10))
s.box(scene, "floor", (8, 8, 0.02), floor, (0, 0, -0.02))
wall = s.matte("wall", s.rgb("#c9b79a"), roughness=(0.8, 0.9), bump=0.1, scale=3)
s.box(scene, "back wall", (8, 0.1, 3.0), wall, (0, 1.4, 0))

fabric = s.matte("sofa fabric", s.rgb("#2f4a5c"), roughness=(0.85, 0.95), bump=0.6, scale=120)
SEAT = 0.46
# upholstered, not boxes: each piece rounded, subdivided and given the give of a used cushion
# (`bags._soft_box`); the seat cushions sag where people sit
bags._soft_box(scene, "sofa base", (2.2, 0.95, SEAT - 0.12), fabric, (0, 0.35, 0.0), edge=0.04, wrinkle=0.002)
for i, x in enumerate((-0.52, 0.52)):
    cushion = bags._soft_box(scene, f"seat cushion {i}", (1.02, 0.8, 0.15), fabric, (x, 0.3, SEAT - 0.14), edge=0.065, wrinkle=0.008, seed=i)
    cushion.rotation_euler = (0, math.radians(rng.uniform(-0.8, 0.8)), 0)
    sag = cushion.modifiers.new("sag", "SIMPLE_DEFORM")
    sag.deform_method, sag.deform_axis, sag.angle = "BEND", "Y", math.radians(4 if i else -4)
bags._soft_box(scene, "sofa back", (2.2, 0.24, 0.55), fabric, (0, 0.75, SEAT - 0.05), taper=(1.0, 0.8), edge=0.09, wrinkle=0.006)
for i, x in enumerate((-1.16, 1.16)):
    bags._soft_box(scene, f"sofa arm {i}", (0.2, 0.95, 0.3), fabric, (x, 0.35, SEAT - 0.12), edge=0.08, wrinkle=0.004)
throw = s.matte("cushion", s.rgb("#d9a441"), roughness=(0.8, 0.95), bump=0.5, scale=80)
p.pillow(scene, "throw cushion", (0.44, 0.16, 0.44), throw, (0.76, 0.58, SEAT - 0.01), (math.radians(-18), 0, math.radians(-34)), rng=rng)

# ---- a fan's Argentina flag thrown over the sofa's back on the left: sky blue, white, sky blue,
# the sun in the middle band, hanging down the back's front in soft folds
flag, nt, bsdf, coords = s._material("flag")
sep = nt.nodes.new("ShaderNodeSeparateXYZ")
nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
# the flag hangs with its height along the sofa (u), so its three bands run down the back's front
band = nt.nodes.new("ShaderNodeMath")  # 1 in the middle third of the flag's height
band.operation = "LESS_THAN"
band.inputs[1].default_value = 1 / 6
centre = nt.nodes.new("ShaderNodeMath")
centre.operation = "ABSOLUTE"
offset = nt.nodes.new("ShaderNodeMath")
offset.operation = "SUBTRACT"
offset.inputs[1].default_value = 0.5
nt.links.new(sep.outputs["X"], offset.inputs[0])
nt.links.new(offset.outputs[0], centre.inputs[0])
nt.links.new(centre.outputs[0], band.inputs[0])
stripes = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(band.outputs[0], stripes.inputs["Fac"])
stripes.inputs["Color1"].default_value = (*s.rgb("#6cace4"), 1)
stripes.inputs["Color2"].default_value = (*s.rgb("#f4f4f2"), 1)
sun_at = nt.nodes.new("ShaderNodeVectorMath")  # the sun: a disc in the white band, on the front
sun_at.operation = "DISTANCE"
scale = nt.nodes.new("ShaderNodeVectorMath")  # UV to metres on the flag
scale.operation = "MULTIPLY"
scale.inputs[1].default_value = (0.78, 0.62, 0.0)
nt.links.new(coords.outputs["UV"], scale.inputs[0])
nt.links.new(scale.outputs["Vector"], sun_at.inputs[0])
sun_at.inputs[1].default_value = (0.39, 0.5, 0.0)
sun = nt.nodes.new("ShaderNodeMath")
sun.operation = "LESS_THAN"
sun.inputs[1].default_value = 0.055
nt.links.new(sun_at.outputs["Value"], sun.inputs[0])
painted = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(sun.outputs[0], painted.inputs["Fac"])
nt.links.new(stripes.outputs["Color"], painted.inputs["Color1"])
painted.inputs["Color2"].default_value = (*s.rgb("#f0a818"), 1)
nt.links.new(painted.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.7
bsdf.inputs["Sheen"].default_value = 0.6
weave = s._noise(nt, coords, 600, detail=2)
nt.links.new(s._bump(nt, weave.outputs["Fac"], 0.2, 0.0003), bsdf.inputs["Normal"])
TOP = SEAT - 0.05 + 0.55  # the back's top
FRONT, REAR = 0.75 - 0.12, 0.75 + 0.12
FW, FL = 0.78, 0.62  # the flag's width along the sofa, its height (draped over the back)


def drape(u, v):
    """The flag's point (u along the sofa, v from the behind edge over the top to the front)."""
    d = v * FL
    fold = 0.012 * math.sin(u * math.pi * 6 + 0.7) * min(1.0, d / 0.1)
    if d < 0.1:  # down the back's rear face
        y, z = REAR + 0.012 + fold * 0.5, TOP - 0.1 + d
    elif d < 0.1 + 0.26:  # over the rounded top
        t = (d - 0.1) / 0.26
        y, z = REAR - t * (REAR - FRONT), TOP + 0.012 + 0.01 * math.sin(t * math.pi)
    else:  # down the front, folds deepening towards the hem
        h = d - 0.36
        y, z = FRONT - 0.012 - abs(fold) * (0.5 + 2.5 * h), TOP - h
    x = -0.95 + u * FW + 0.01 * math.sin(v * 5.0)
    return (x, y, z)


fm = bmesh.new()
s.uv_grid(fm, 48, 40, drape)
draped = s.mesh_object(scene, "flag", fm, flag)
s.smooth(draped)
draped.modifiers.new("cloth", "SOLIDIFY").thickness = 0.002

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

# what stands out of it: two pouches of Palm Tree's own chips, a soda bottle
for i, (dx, tilt, turn, pack) in enumerate(((-0.075, -10, -6, "chips-banana"), (0.07, 8, 5, "chips-tapioca"))):
    foil = s.printed(f"chips {pack}", s.texture("palmtree", pack), roughness=(0.18, 0.32), bump=0.15, coat=0.6, fibre=300)
    p.pillow(
        scene,
        f"chips {i}",
        (0.16, 0.05, 0.26),
        foil,
        (bag_x + dx, bag_y - 0.01, SEAT + BAG_H - 0.13),
        (0, math.radians(tilt), math.radians(turn)),
        crimp=0.07,
        rng=rng,
        res=(20, 34),
    )
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

# ---- the football on the seat beside it: the classic ball, a truncated icosahedron (an
# icosahedron with its corners cut a third of the way along each edge: 12 black pentagons, 20
# white hexagons), each panel inset so the seams sink, then rounded out to a sphere
white = s.glossy("football white", (0.8, 0.8, 0.77), roughness=(0.35, 0.5), coat=0.2, bump=0.1, scale=80)
black = s.glossy("football black", (0.015, 0.015, 0.02), roughness=(0.35, 0.5), coat=0.2, bump=0.1, scale=80)
bm = bmesh.new()
bmesh.ops.create_icosphere(bm, subdivisions=1, radius=1.0)
bmesh.ops.bevel(bm, geom=list(bm.verts), offset=100 / 3, offset_type="PERCENT", affect="VERTICES", segments=1)
bmesh.ops.inset_individual(bm, faces=list(bm.faces), thickness=0.025, depth=-0.012)
for f in bm.faces:
    f.material_index = 1 if len(f.verts) == 5 else 0
ball = s.mesh_object(scene, "football", bm, white, (0.3, 0.16, SEAT + 0.105))
ball.data.materials.append(black)
ball.scale = (0.105, 0.105, 0.105)
ball.rotation_euler = (math.radians(20), math.radians(-35), math.radians(12))
sub = ball.modifiers.new("round", "SUBSURF")
sub.levels = sub.render_levels = 3
cast = ball.modifiers.new("sphere", "CAST")
cast.factor = 0.85
s.smooth(ball)

# ---- the TV remote, left on the seat
plastic = s.glossy("remote", (0.02, 0.02, 0.022), roughness=(0.3, 0.45), bump=0.05, scale=60)
RX, RY, RT = -0.58, 0.12, math.radians(28)
remote = bags._soft_box(scene, "remote", (0.048, 0.18, 0.02), plastic, (RX, RY, SEAT), taper=(0.92, 0.98), edge=0.009, wrinkle=0.0)
remote.rotation_euler = (0, 0, RT)
red = s.glossy("remote button", s.rgb("#b3261e"), roughness=(0.3, 0.4))
rubber = s.glossy("remote keys", s.rgb("#3a3a3e"), roughness=(0.45, 0.6))


def on_remote(dx, dy):
    """A point on the remote's top, `dx` across and `dy` along it from its middle."""
    return (RX + dx * math.cos(RT) - dy * math.sin(RT), RY + dx * math.sin(RT) + dy * math.cos(RT), SEAT + 0.0195)


s.box(scene, "power button", (0.011, 0.011, 0.004), red, on_remote(-0.012, 0.07), (0, 0, RT), edge=0.002)
for row in range(6):  # the number pad and the arrows: rows of small rubber keys
    for col in range(3):
        s.box(scene, f"key {row} {col}", (0.009, 0.007, 0.003), rubber, on_remote((col - 1) * 0.013, 0.035 - row * 0.016), (0, 0, RT), edge=0.0015)

# ---- light: the match on a TV out of frame left (a cool panel), a warm lamp behind, a dim room
tv = s.area_light(scene, "tv", (-1.6, -1.4, 0.95), (0, 0.3, 0.6), 1.0, 60, (0.62, 0.78, 1.0), size_y=0.6)
screen = s.emission("tv screen", (0.6, 0.8, 1.0), 6)
panel = p.plane(scene, "tv panel", 1.0, 0.6, screen, (-1.6, -1.4, 0.65))
panel.rotation_euler = (0, 0, math.radians(-55))
s.point_light(scene, "lamp", (1.5, 1.1, 1.5), 35, (1.0, 0.7, 0.42), radius=0.15)
s.plain_world(scene, (0.05, 0.045, 0.05), 0.3)
scene.view_settings.exposure = 0.3

s.camera(scene, (-0.55, -2.25, 1.05), (0.06, 0.3, SEAT + 0.24), lens=50, fstop=2.8, focus=(bag_x, bag_y - BAG_D / 2, SEAT + 0.25))
s.save(scene)
