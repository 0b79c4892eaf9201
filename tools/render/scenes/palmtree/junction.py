"""Palm Tree's opening hoarding ("Fresh every morning.") on its steel frame above a Kakkanad
junction at a quarter to eight in the morning: low sun from the east across the board, a haze
still in the air, the road dry, a bus stop with people waiting under the hoarding, an
autorickshaw pulling in, a private bus leaving, coconut palms, a row of shops and the overhead
wires every Kerala junction has. A 55 mm lens at f/8 from the far pavement, at eye height,
looking up at the board as a passer-by photographs it: the junction's ground, the bus stop and
its people stay under the frame (seen whole, the figures read as mannequins and the shrubs as
scenery in a game), the palms and the wires frame the board against the morning sky.

    bash tools/render/render.sh palmtree/junction --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402
import bpy  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=31)
rng = s.RNG(77)

PAVE = 0.15
NEAR_KERB = -7.0  # the hoarding's side of the road: its pavement is y > NEAR_KERB
FAR_KERB = -20.0  # the camera's side

# ---- ground: the road, two kerbs painted in blocks, pavements, the hoarding's plot
road = p.asphalt("asphalt", base=(0.035, 0.034, 0.034), wet=0.0)
s.box(scene, "road", (400, NEAR_KERB - FAR_KERB, 0.02), road, (0, (NEAR_KERB + FAR_KERB) / 2, -0.02))

paint = s.matte("road paint", s.rgb("#d9d6cc"), roughness=(0.45, 0.7), bump=0.2, scale=30)
for i in range(40):
    s.box(scene, f"centre line {i}", (3.0, 0.12, 0.004), paint, (-90 + i * 6.0, (NEAR_KERB + FAR_KERB) / 2, 0))
# a zebra crossing at the junction, worn
for i in range(9):
    s.box(scene, f"zebra {i}", (0.5, 11.6, 0.004), paint, (15.5 + i * 1.0, (NEAR_KERB + FAR_KERB) / 2, 0))


def kerb_material(name, a_hex, b_hex, block=0.6):
    """Kerb stones painted in alternate blocks, black and yellow, the paint worn and dusty."""
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
    grime = s._noise(nt, coords, 7, detail=6)
    dirty = nt.nodes.new("ShaderNodeMixRGB")
    dirty.blend_type = "MULTIPLY"
    nt.links.new(s._range(nt, grime.outputs["Fac"], 0.0, 0.6), dirty.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], dirty.inputs["Color1"])
    dirty.inputs["Color2"].default_value = (0.45, 0.42, 0.38, 1)
    nt.links.new(dirty.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.8
    return m


kerb = kerb_material("kerb", "#d8b23a", "#1d1d1d")
s.box(scene, "near kerb", (400, 0.2, PAVE + 0.01), kerb, (0, NEAR_KERB + 0.1, 0), edge=0.02)
s.box(scene, "far kerb", (400, 0.2, PAVE + 0.01), kerb, (0, FAR_KERB - 0.1, 0), edge=0.02)
slab = s.matte("pavement", s.rgb("#8a847a"), roughness=(0.7, 0.9), bump=0.2, scale=2)
s.box(scene, "near pavement", (400, 3.0, PAVE), slab, (0, NEAR_KERB + 1.7, 0))
s.box(scene, "far pavement", (400, 6.0, PAVE), slab, (0, FAR_KERB - 3.2, 0))
# the hoarding's plot behind the pavement: red laterite earth and tufts of grass
earth = s.matte("laterite earth", s.rgb("#8f4a2c"), roughness=(0.8, 0.95), bump=0.4, scale=3)
s.box(scene, "plot", (400, 300, 0.1), earth, (0, NEAR_KERB + 3.2 + 150, 0))
grass = s.matte("grass", s.rgb("#4f6b2a"), roughness=(0.7, 0.9), bump=0.5, scale=8)
for i in range(140):
    x = rng.uniform(-30, 30)
    y = rng.uniform(NEAR_KERB + 3.4, 14)
    r = rng.uniform(0.3, 1.2)
    tuft = s.lathe(scene, f"grass {i}", [(r, 0), (r * 0.7, 0.18), (0.0, 0.3)], grass, (x, y, 0.05), segments=10)
    tuft.scale = (1, rng.uniform(0.5, 1.0), rng.uniform(0.6, 1.6))

# ---- the hoarding: 40×20 ft of printed flex on a steel frame, a catwalk under it, lamps on top
BW, BH, BOTTOM, BY = 12.2, 6.1, 6.8, 2.0
flex = s.printed("hoarding flex", s.texture("palmtree", "hoarding"), roughness=(0.45, 0.6), bump=0.04, fibre=300)
p.plane(scene, "hoarding art", BW, BH, flex, (0, BY, BOTTOM))
steel = s.glossy("galvanised steel", s.rgb("#8d9092"), roughness=(0.35, 0.6), metallic=1.0, scale=6)
rust = s.matte("painted steel", s.rgb("#3c3f41"), roughness=(0.5, 0.8), bump=0.1, scale=5)
# the border angle round the flex
for i, (size, loc) in enumerate(
    [
        ((BW + 0.3, 0.12, 0.15), (0, BY + 0.05, BOTTOM - 0.15)),
        ((BW + 0.3, 0.12, 0.15), (0, BY + 0.05, BOTTOM + BH)),
        ((0.15, 0.12, BH + 0.3), (-BW / 2 - 0.075, BY + 0.05, BOTTOM - 0.15)),
        ((0.15, 0.12, BH + 0.3), (BW / 2 + 0.075, BY + 0.05, BOTTOM - 0.15)),
    ]
):
    s.box(scene, f"border {i}", size, rust, loc, edge=0.01)
# two box columns, a back grid of beams, diagonal braces
for i, x in enumerate((-3.6, 3.6)):
    s.box(scene, f"column {i}", (0.45, 0.45, BOTTOM + BH), rust, (x, BY + 0.9, 0), edge=0.01)
    s.box(scene, f"footing {i}", (1.2, 1.2, 0.35), s.matte(f"concrete {i}", s.rgb("#9a968c"), bump=0.3, scale=6), (x, BY + 0.9, 0))
for k, z in enumerate((BOTTOM, BOTTOM + BH / 2, BOTTOM + BH - 0.2)):
    s.box(scene, f"beam {k}", (BW, 0.12, 0.2), rust, (0, BY + 0.3, z), edge=0.005)
for k in range(7):
    x = -BW / 2 + 0.3 + k * (BW - 0.6) / 6
    s.box(scene, f"stud {k}", (0.1, 0.1, BH), rust, (x, BY + 0.2, BOTTOM), edge=0.004)
for i, x in enumerate((-3.6, 3.6)):
    brace = s.box(scene, f"brace {i}", (0.12, 0.12, 5.2), rust, (x, BY + 0.9, 1.2), edge=0.004)
    brace.rotation_euler = (math.radians(-30), 0, 0)
# the catwalk with its railing, hung a metre under the board on brackets from the beams, so that
# from the road below the rail passes under the print's bottom line instead of across it; and
# three floodlights on arms
CW = BOTTOM - 1.0
s.box(scene, "catwalk", (BW, 1.0, 0.06), steel, (0, BY - 0.5, CW - 0.05))
for k, x in enumerate((-4.5, 0.0, 4.5)):
    s.box(scene, f"catwalk hanger {k}", (0.06, 0.06, BOTTOM - CW), steel, (x, BY + 0.2, CW))
    s.box(scene, f"catwalk bracket {k}", (0.06, 1.2, 0.06), steel, (x, BY - 0.4, CW - 0.1))
for k in range(13):
    x = -BW / 2 + k * BW / 12
    s.box(scene, f"rail post {k}", (0.04, 0.04, 1.0), steel, (x, BY - 0.98, CW))
s.box(scene, "rail", (BW, 0.04, 0.04), steel, (0, BY - 0.98, CW + 0.98))
s.box(scene, "rail mid", (BW, 0.03, 0.03), steel, (0, BY - 0.98, CW + 0.5))
lamp_case = s.glossy("lamp case", s.rgb("#2a2c2e"), roughness=(0.3, 0.5), scale=10)
for k, x in enumerate((-4.2, 0.0, 4.2)):
    s.box(scene, f"lamp arm {k}", (0.06, 1.3, 0.06), steel, (x, BY - 0.55, BOTTOM + BH + 0.25))
    head = s.box(scene, f"lamp {k}", (0.55, 0.3, 0.18), lamp_case, (x, BY - 1.2, BOTTOM + BH + 0.15), edge=0.01)
    head.rotation_euler = (math.radians(35), 0, 0)

# ---- the bus stop in front of it: a pole with its sign, and people waiting


def person(name, x, y, height, shirt, lower, skin, turn, rng, sari=False, bag=None):
    """A figure at the distance of a passer-by: legs or a mundu or a sari, a torso, arms, a head
    with dark hair. Simple forms, true to size and colour, so the scene reads as a street with
    people in it, not a study of any one of them."""
    h = height / 1.65
    parts = []
    hip = 0.86 * h
    if sari or lower.startswith("mundu"):
        colour = s.rgb("#f1ece0") if lower.startswith("mundu") else shirt
        skirt = s.matte(name + " lower", colour, roughness=(0.7, 0.9), bump=0.3, scale=20)
        parts.append(s.lathe(scene, name + " skirt", [(0.17 * h, 0.02), (0.16 * h, 0.4 * h), (0.15 * h, hip + 0.05)], skirt, (x, y, PAVE), segments=16))
    else:
        legs = s.matte(name + " trousers", s.rgb(lower), roughness=(0.7, 0.9), bump=0.3, scale=20)
        for side in (-1, 1):
            parts.append(s.lathe(scene, f"{name} leg {side}", [(0.065 * h, 0.02), (0.07 * h, 0.45 * h), (0.085 * h, hip)], legs, (x + side * 0.09 * h, y, PAVE), segments=12))
    top = s.matte(name + " shirt", shirt, roughness=(0.7, 0.9), bump=0.3, scale=20)
    parts.append(
        s.lathe(
            scene,
            name + " torso",
            [(0.16 * h, hip - 0.05), (0.15 * h, hip + 0.15 * h), (0.17 * h, hip + 0.4 * h), (0.19 * h, 1.36 * h), (0.1 * h, 1.43 * h), (0.05 * h, 1.46 * h)],
            top,
            (x, y, PAVE),
            segments=16,
        )
    )
    flesh = s.matte(name + " skin", skin, roughness=(0.45, 0.7), bump=0.1, scale=60)
    for side in (-1, 1):
        arm = s.lathe(scene, f"{name} arm {side}", [(0.045 * h, 0.0), (0.05 * h, 0.3 * h), (0.06 * h, 0.6 * h)], flesh, (x + side * 0.22 * h, y, PAVE + 0.78 * h), segments=10)
        arm.rotation_euler = (0, math.radians(-side * 6), 0)
        parts.append(arm)
    parts.append(s.lathe(scene, name + " neck", [(0.045 * h, 0), (0.045 * h, 0.08 * h)], flesh, (x, y, PAVE + 1.44 * h), segments=10))
    parts.append(s.lathe(scene, name + " head", [(0.001, 0), (0.08 * h, 0.04 * h), (0.1 * h, 0.12 * h), (0.09 * h, 0.2 * h), (0.001, 0.25 * h)], flesh, (x, y, PAVE + 1.5 * h), segments=14))
    hair = s.matte(name + " hair", s.rgb("#15110f"), roughness=(0.4, 0.6), bump=0.1, scale=60)
    parts.append(s.lathe(scene, name + " hair", [(0.101 * h, 0.12 * h), (0.095 * h, 0.2 * h), (0.001, 0.265 * h)], hair, (x, y, PAVE + 1.5 * h), segments=14))
    if sari:
        parts.append(s.lathe(scene, name + " plait", [(0.05 * h, 0), (0.04 * h, 0.3 * h)], hair, (x, y + 0.08 * h, PAVE + 1.2 * h), segments=8))
    if bag:
        m = s.matte(name + " bag", s.rgb(bag), roughness=(0.6, 0.8), scale=20)
        parts.append(s.box(scene, name + " bag", (0.3 * h, 0.12 * h, 0.34 * h), m, (x + 0.27 * h, y, PAVE + 0.5 * h), edge=0.01))
    for obj in parts:
        obj.scale = (1, 0.62, 1)
        dx, dy = obj.location.x - x, obj.location.y - y
        c, sn = math.cos(math.radians(turn)), math.sin(math.radians(turn))
        obj.location.x = x + dx * c - dy * sn
        obj.location.y = y + dx * sn + dy * c
        obj.rotation_euler.z = math.radians(turn)
    return parts


stop_y = NEAR_KERB + 1.1
s.box(scene, "stop pole", (0.07, 0.07, 2.8), steel, (-5.6, stop_y - 0.6, PAVE))
sign = s.matte("stop sign", s.rgb("#1f5fa8"), roughness=(0.3, 0.5), scale=10)
s.box(scene, "stop sign", (0.6, 0.03, 0.45), sign, (-5.6, stop_y - 0.66, PAVE + 2.3))
# its words in white on the face the road sees (a sign, not a blue box). English only: Blender's
# text does no shaping, so Malayalam's conjuncts would come out wrong
white = s.matte("stop sign words", (0.85, 0.85, 0.84), roughness=(0.3, 0.5), scale=10)
bpy.ops.object.text_add(location=(-5.6, stop_y - 0.678, PAVE + 2.48), rotation=(math.radians(90), 0, 0))
label = bpy.context.active_object
label.name = "stop sign words"
label.data.body = "BUS STOP"
label.data.size = 0.12
label.data.align_x = "CENTER"
label.data.materials.append(white)
skins = [s.rgb(h) for h in ("#6b4330", "#7a4b34", "#5a3626", "#8a5a3c", "#6f4532")]
people = [
    # x, y, height, shirt, lower, turn, sari, bag
    (-4.6, stop_y, 1.7, s.rgb("#e8e4da"), "mundu", -10, False, None),
    (-3.7, stop_y + 0.3, 1.58, s.rgb("#1f6f6a"), "", 15, True, "#5c1030"),
    (-2.6, stop_y - 0.1, 1.74, s.rgb("#3b5f9a"), "#2a2a30", -25, False, "#3a3a3a"),
    (-1.9, stop_y + 0.2, 1.36, s.rgb("#f0f0ea"), "#1c3a6a", 20, False, "#c8102e"),  # school uniform
    (-0.9, stop_y + 0.4, 1.62, s.rgb("#b8463a"), "", -5, True, None),
    (6.8, stop_y - 0.2, 1.72, s.rgb("#d9c9a0"), "mundu", 80, False, None),
]
for i, (x, y, h, shirt, lower, turn, sari, bag) in enumerate(people):
    person(f"person {i}", x, y, h, shirt, lower, skins[i % len(skins)], turn, rng, sari=sari, bag=bag)

# ---- traffic: an autorickshaw pulling in to the stop


def autorickshaw(name, x, y, turn, body_hex, hood_hex):
    body = s.glossy(name + " body", s.rgb(body_hex), roughness=(0.15, 0.3), coat=0.5, scale=8)
    hood = s.matte(name + " hood", s.rgb(hood_hex), roughness=(0.5, 0.7), bump=0.2, scale=10)
    tyre = s.matte(name + " tyre", s.rgb("#151515"), roughness=(0.6, 0.8), scale=10)
    parts = [
        s.box(scene, name + " tub", (2.3, 1.3, 0.55), body, (0.1, 0, 0.3), edge=0.08),
        s.box(scene, name + " nose", (0.5, 0.7, 0.9), body, (1.2, 0, 0.3), edge=0.06),
        s.box(scene, name + " canopy", (1.9, 1.36, 0.08), hood, (0.1, 0, 1.72), edge=0.04),
        s.box(scene, name + " back", (0.12, 1.34, 0.9), hood, (-0.82, 0, 0.85), edge=0.03),
        s.box(scene, name + " screen post", (0.05, 1.1, 0.9), body, (0.95, 0, 0.85)),
    ]
    for k, (wx, wy) in enumerate(((1.25, 0), (-0.6, 0.55), (-0.6, -0.55))):
        w = s.lathe(scene, f"{name} wheel {k}", [(0.2, -0.06), (0.2, 0.06)], tyre, (wx, wy, 0.2), segments=16)
        w.rotation_euler = (math.radians(90), 0, 0)
        parts.append(w)
    c, sn = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    for obj in parts:
        ox, oy = obj.location.x, obj.location.y
        obj.location.x = x + ox * c - oy * sn
        obj.location.y = y + ox * sn + oy * c
        obj.rotation_euler.z += math.radians(turn)
    return parts



# ---- beside and behind: a row of shops, trees, palms, the overhead wires
plaster = [s.rgb(h) for h in ("#c98f4f", "#86a89c", "#d9b76f", "#b9776a", "#a9b97f", "#d7c3a4")]
boards = [s.rgb(h) for h in ("#c8342b", "#1f7a3e", "#2d5fb8", "#f2c230", "#f4f1e8", "#6a2c8a")]
shutter = s.glossy("shutter", s.rgb("#7d8082"), roughness=(0.3, 0.5), metallic=1.0, scale=3)
dark = s.matte("shop inside", s.rgb("#2a241e"), roughness=(0.8, 0.9), scale=4)


def shops(x_from, x_to, y0):
    x = x_from
    i = 0
    while x < x_to:
        w = rng.uniform(4.0, 7.5)
        h = rng.uniform(3.6, 7.2)
        wall = s.matte(f"shop wall {x:.0f}", rng.choice(plaster), roughness=(0.75, 0.9), bump=0.15, scale=2)
        s.box(scene, f"shop {x:.0f}", (w - 0.15, 8, h), wall, (x + w / 2, y0 + 4, PAVE))
        s.box(scene, f"sunshade {x:.0f}", (w - 0.15, 0.8, 0.08), wall, (x + w / 2, y0 - 0.4, PAVE + 2.9))
        open_front = rng.random() < 0.6
        p.plane(scene, f"shop front {x:.0f}", w * 0.8, 2.6, dark if open_front else shutter, (x + w / 2, y0 - 0.01, PAVE))
        board = s.matte(f"board {x:.0f}", rng.choice(boards), roughness=(0.3, 0.5), scale=3)
        p.plane(scene, f"board {x:.0f}", w * 0.86, 0.9, board, (x + w / 2, y0 - 0.85, PAVE + 3.05))
        x += w
        i += 1


shops(-70, -14, NEAR_KERB + 3.4)
shops(13, 70, NEAR_KERB + 3.4)

bark = s.matte("palm trunk", s.rgb("#6b5a48"), roughness=(0.8, 0.95), bump=0.4, scale=20)
fronds = s.matte("palm fronds", s.rgb("#47642a"), roughness=(0.5, 0.75), bump=0.2, scale=15)
for i, (x, y, h, lean) in enumerate(
    [
        (9.0, 4.0, 15.5, (1.2, 0.4)),
        (-10.5, 6.0, 17.0, (-1.4, 0.2)),
        (-13.5, 9.0, 13.0, (0.9, 0.3)),
        (12.5, 12.0, 12.0, (-0.5, 0.2)),
        (-17.0, 16.0, 14.0, (0.8, 0.6)),
        (19.0, 18.0, 16.5, (-0.6, 0.5)),
        (1.5, 24.0, 18.0, (0.9, 0.3)),
        (-28.0, 22.0, 15.0, (1.0, -0.2)),
        (30.0, 10.0, 14.5, (-1.1, 0.2)),
    ]
):
    palm = p.palm(scene, f"palm {i}", (x, y, 0), h, lean, rng, bark, frond_length=5.0)
    palm.data.materials.append(fronds)
    # the crown's faces (after the trunk's 14 rings × 10 sides) take the frond material
    for poly in palm.data.polygons[140:]:
        poly.material_index = 1
# behind the plot, a grove of palms at every height (a Kerala skyline is palms, not round crowns),
# then a low, hazy tree line far off that closes the horizon
for i in range(18):
    x = -60 + i * 7 + rng.uniform(-2.5, 2.5)
    y = rng.uniform(30, 60)
    palm = p.palm(scene, f"grove palm {i}", (x, y, 0), rng.uniform(11, 20), (rng.uniform(-1.5, 1.5), rng.uniform(-0.5, 0.8)), rng, bark, fronds=14, frond_length=rng.uniform(4.2, 5.2))
    palm.data.materials.append(fronds)
    for poly in palm.data.polygons[140:]:
        poly.material_index = 1
tree = s.matte("tree crowns", s.rgb("#4a5a3a"), roughness=(0.75, 0.95), bump=0.8, scale=6)
cloud = bpy.data.textures.new("canopy lumps", "CLOUDS")
cloud.noise_scale = 0.9
for i in range(24):
    x = -140 + i * 12 + rng.uniform(-3, 3)
    y = rng.uniform(110, 125)
    r = rng.uniform(3.5, 6) * 1.6
    for k in range(4):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=3, radius=r * rng.uniform(0.55, 0.8), location=(x + rng.uniform(-r, r) * 0.7, y + rng.uniform(-r, r) * 0.5, r * rng.uniform(0.2, 0.7)))
        lump = bpy.context.active_object
        lump.name = f"far tree {i} {k}"
        lump.data.materials.append(tree)
        d = lump.modifiers.new("lumps", "DISPLACE")
        d.texture = cloud
        d.strength = r * 0.25
        d.texture_coords = "GLOBAL"
        s.smooth(lump)

pole_mat = s.matte("electric pole", s.rgb("#a8a49a"), roughness=(0.7, 0.9), bump=0.3, scale=6)
wire = s.matte("wire", s.rgb("#111111"), roughness=(0.4, 0.6), scale=10)
poles = [(-22.0, NEAR_KERB + 0.6), (12.5, NEAR_KERB + 0.6), (42.0, NEAR_KERB + 0.6)]
for i, (x, y) in enumerate(poles):
    s.box(scene, f"electric pole {i}", (0.22, 0.22, 11.2), pole_mat, (x, y, 0))
    s.box(scene, f"cross arm {i}", (0.1, 1.4, 0.1), rust, (x, y, 10.9))
# above the hoarding as the camera sees it, so they frame the board instead of crossing it
for k in range(4):
    dy = -0.6 + k * 0.4
    zt = 10.95 - (0.5 if k % 2 else 0.0)
    for (x0, y0), (x1, y1) in zip(poles, poles[1:]):
        mid = (x0 + x1) / 2
        p._wire(scene, f"wire {k} {x0}", [(x0, y0 + dy, zt), ((x0 + mid) / 2, y0 + dy, zt - 0.5), (mid, y0 + dy, zt - 0.7), ((mid + x1) / 2, y0 + dy, zt - 0.5), (x1, y1 + dy, zt)], wire, 0.012)

# ---- a quarter to eight: the sun low in the east, behind the camera's left shoulder, some haze
s.sun(scene, elevation=14, azimuth=-62, strength=5.0, colour=(1.0, 0.82, 0.6), angle=1.0)
s.sky(scene, elevation=14, azimuth=152, strength=0.35, air=1.2, dust=2.5, ozone=1.5, sun_disc=False)
scene.view_settings.exposure = -0.2

s.camera(scene, (-8.5, FAR_KERB - 3.5, PAVE + 1.62), (-0.3, BY, 9.2), lens=55, fstop=8, focus=(0, BY, BOTTOM + BH / 2))
s.save(scene)
