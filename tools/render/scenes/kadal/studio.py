"""Kadal's studio in Fort Kochi late in the afternoon (the /weirdos page's hero): a long teak table
running towards three tall open windows on the harbour, laptops, sketchbooks, printed layouts of
the clients' work and steel tumblers of chai on it; a cork wall of storyboard cards and prints on
the left; six people at work, seen against the light as silhouettes with a rim of sun: two
seated near us (one sketching, one leaning back with her chai), one reading further down, one
bent over a laptop, a woman in a cream sari with a gold border pinning a card to the wall, and a
grey-haired man in a mundu photographing the Chinese fishing net (cheenavala) that stands in the
water outside against a bright, hazy sky. A 35 mm lens at f/2.8 from a seated person's eye at
the near end of the table, focused on the nearest sitter.

    bash tools/render/render.sh kadal/studio --denoise=6   # 1500×1000, 96 samples
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # water, the far bank, the blob helpers

import bmesh  # noqa: E402
from mathutils import Vector  # noqa: E402

import hotel as h  # noqa: E402
import people as pp  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

OUT = os.path.join(HERE, "..", "..", "out")

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 96, seed=83)
rng = s.RNG(1907)

# ---- materials


def hair_material(name, colour):
    """Hair: fine streaks running down the head (noise stretched along z) in the colour and the
    bump, a soft sheen, so a head against the light reads as hair and not as a painted dome."""
    m, nt, bsdf, coords = s._material(name)
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (260, 260, 12)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    streak = nt.nodes.new("ShaderNodeTexNoise")
    streak.inputs["Scale"].default_value = 1.0
    streak.inputs["Detail"].default_value = 4
    nt.links.new(mapping.outputs["Vector"], streak.inputs["Vector"])
    mul = nt.nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    nt.links.new(streak.outputs["Fac"], mul.inputs["Fac"])
    mul.inputs["Color1"].default_value = (*colour, 1)
    mul.inputs["Color2"].default_value = (0.5, 0.5, 0.5, 1)
    nt.links.new(mul.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.45
    bsdf.inputs["Sheen"].default_value = 1.0
    bsdf.inputs["Specular"].default_value = 0.5
    nt.links.new(s._bump(nt, streak.outputs["Fac"], 0.6, 0.002), bsdf.inputs["Normal"])
    return m


def enamel(name, outside, inside):
    """An enamelled lamp shade: coloured outside, white inside (the lathe's back faces)."""
    m, nt, bsdf, coords = s._material(name)
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(geo.outputs["Backfacing"], mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (*outside, 1)
    mix.inputs["Color2"].default_value = (*inside, 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.2
    bsdf.inputs["Clearcoat"].default_value = 0.4
    return m


lime = s.matte("lime plaster", s.rgb("#e9dfcd"), roughness=(0.75, 0.95), bump=0.25, scale=4)
teak = s.wood("teak table", s.rgb("#7a4e2c"), s.rgb("#3e2716"), scale=(0.6, 14, 14), rings=7, roughness=(0.28, 0.5))
teak_frame = s.wood("teak frames", s.rgb("#5a3a22"), s.rgb("#2e1d10"), scale=(1, 18, 18), rings=5)
rafter = s.wood("rafters", s.rgb("#4a3020"), s.rgb("#24170c"), scale=(0.5, 12, 12))
oxide = s.glossy("red oxide floor", s.rgb("#5e2219"), roughness=(0.12, 0.35), coat=0.3, bump=0.04, scale=3)
cork = s.matte("cork", s.rgb("#a27a52"), roughness=(0.85, 0.98), bump=0.6, scale=300)
paper = s.matte("paper", s.rgb("#f2eee4"), roughness=(0.7, 0.85), bump=0.05, scale=600)
kraft = s.matte("sketchbook cover", s.rgb("#2a2622"), roughness=(0.6, 0.8), bump=0.1, scale=80)
alu = s.glossy("laptop aluminium", s.rgb("#9a9ca0"), roughness=(0.25, 0.4), metallic=1.0, bump=0.01)
alu_dark = s.glossy("dark laptop", s.rgb("#2c2d30"), roughness=(0.3, 0.45), metallic=0.6, bump=0.01)
screen = s.emission("laptop screen", (0.75, 0.82, 0.95), 1.4)
screen.cycles.sample_as_light = False
steel = s.glossy("steel", (0.78, 0.78, 0.77), roughness=(0.08, 0.22), metallic=1.0, bump=0.03, scale=40)
tea = s.glossy("chai", s.rgb("#b98a5e"), roughness=(0.05, 0.15))
cable = s.glossy("cable", s.rgb("#161616"), roughness=(0.35, 0.5))
white_cable = s.glossy("white cable", s.rgb("#d8d6d0"), roughness=(0.35, 0.5))
shade = enamel("enamel shade", s.rgb("#2f4a3c"), s.rgb("#e8e4da"))
bulb = s.emission("bulb", (1.0, 0.75, 0.45), 30.0)
bulb.cycles.sample_as_light = False
lens_glass = p.thin_glass("spectacle lens", roughness=0.02, dirt=0.1)
frame_metal = s.glossy("spectacle frame", s.rgb("#2a2622"), roughness=(0.2, 0.35), metallic=0.8)
pencil = s.matte("pencil", s.rgb("#c9a13a"), roughness=(0.4, 0.6))
plant_leaf = s.glossy("plant leaves", s.rgb("#2d4a22"), roughness=(0.3, 0.5), bump=0.1, scale=20)
pot = s.matte("terracotta", s.rgb("#8a4a2e"), roughness=(0.8, 0.95), bump=0.3, scale=30)

skin_a = pp.skin("skin a", s.rgb("#6a4330"))
skin_b = pp.skin("skin b", s.rgb("#7a4e36"))
skin_c = pp.skin("skin c", s.rgb("#5a3826"))
hair = hair_material("hair", s.rgb("#120f0d"))
grey_hair = hair_material("grey hair", s.rgb("#8e8a82"))
indigo = pp.cloth("indigo shirt", s.rgb("#2d3a5a"))
white_shirt = pp.cloth("white shirt", s.rgb("#e6e2d8"))
sky_shirt = pp.cloth("pale blue shirt", s.rgb("#9bb0c4"))
# the planner's kurta in teal, not the skin's own brown (in maroon she read as one carved piece)
kurta = pp.cloth("teal kurta", s.rgb("#1f5a5e"), sheen=0.3)
olive = pp.cloth("olive kurta", s.rgb("#5b5e3a"))
trousers = pp.cloth("charcoal trousers", s.rgb("#2a2a2e"))
khaki = pp.cloth("khaki trousers", s.rgb("#6d6250"))
denim = pp.cloth("jeans", s.rgb("#2c3748"), scale=300)
cream_pants = pp.cloth("cream trousers", s.rgb("#d8cfbc"))
mundu = pp.cloth("mundu", s.rgb("#ece6d6"))
sari = pp.cloth("sari", s.rgb("#eadfc6"))
sari_pallu = pp.sari_material("sari pallu", s.rgb("#eadfc6"), s.rgb("#b8892e"), border=0.16)
gold = s.glossy("kasavu border", s.rgb("#b8892e"), roughness=(0.35, 0.5), metallic=0.8, bump=0.2, scale=300)

backwater = h.water("harbour", s.rgb("#3a4448"), ripple=0.3, scale=0.6, roughness=0.12)
haze_bank = s.matte("far bank in haze", s.rgb("#8f9aa0"), roughness=(0.9, 1.0))
haze_frond = s.matte("far palms in haze", s.rgb("#7e8a8c"), roughness=(0.9, 1.0))
net_wood = s.matte("casuarina poles", s.rgb("#2a2119"), roughness=(0.7, 0.9))
rope = s.matte("coir rope", s.rgb("#3a3026"), roughness=(0.8, 0.95))
stones = s.matte("granite stones", s.rgb("#4a4642"), roughness=(0.7, 0.9), bump=0.4, scale=8)
ground = s.matte("quay", s.rgb("#7a7268"), roughness=(0.8, 0.95), bump=0.3, scale=3)


def net_material(name):
    """A fishing net at thirty metres: a dark mesh that lets most of the light through."""
    m, nt = s.bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    dark = nt.nodes.new("ShaderNodeBsdfDiffuse")
    dark.inputs["Color"].default_value = (0.01, 0.01, 0.01, 1)
    n = s._noise(nt, coords, 3, detail=3)
    fac = s._range(nt, n.outputs["Fac"], 0.35, 0.6)
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(fac, mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(dark.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "BLEND"
    return m


net = net_material("net")


def card_material(name, tone, seed):
    """A storyboard card: paper with pencil-and-marker frames (dark blotches in a panel)."""
    m, nt, bsdf, coords = s._material(name)
    marks = s._noise(nt, coords, 9 + seed % 5, detail=6, offset=seed * 0.37)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.38
    ramp.color_ramp.elements[1].position = 0.48
    ramp.color_ramp.elements[0].color = (0.12, 0.12, 0.13, 1)
    ramp.color_ramp.elements[1].color = (*tone, 1)
    nt.links.new(marks.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.8
    bsdf.inputs["Sheen"].default_value = 0.3
    return m


PRINTS = ["aptayu/shelf", "lazza/shelter", "hama/train", "grandkayal/pool", "sahapadi/newspaper", "palmtree/junction", "lazza/flavours", "hama/ferry", "grandkayal/window", "lazza/beach"]
prints = [s.printed(f"print {k}", os.path.abspath(os.path.join(OUT, k + ".jpg")), roughness=(0.3, 0.5), bump=0.04) for k in PRINTS]
cards = [card_material(f"card {k}", tone, k) for k, tone in enumerate([s.rgb("#f3efe6"), s.rgb("#f1e6c8"), s.rgb("#f3efe6"), s.rgb("#e6ecef"), s.rgb("#f3efe6"), s.rgb("#f6d9c4")])]


def sheet(name, w, hgt, material, location, turn, curl=0.01, lift=0.0, nx=14, ny=10):
    """A loose sheet on the table, UV 0–1, its corners curled up a little (the paper's memory)."""
    c1, c2 = rng.uniform(0.3, 1.0), rng.uniform(0.0, 1.0)

    def point(u, v):
        z = curl * (c1 * u**3 * v**3 + c2 * (1 - u) ** 4 * v**2 + 0.4 * (u - 0.5) ** 2) + lift
        return ((u - 0.5) * w, (v - 0.5) * hgt, z)

    bm = bmesh.new()
    s.uv_grid(bm, nx, ny, point)
    obj = s.mesh_object(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    s.smooth(obj)
    obj.modifiers.new("thick", "SOLIDIFY").thickness = 0.0004
    return obj


# ---- the room: 5.2 m wide, the window wall at y = 6.2, a 3.6 m ceiling of teak rafters
X0, X1, YW, YB, TOP = -2.45, 2.45, 6.2, -2.6, 3.6
SILL, HEAD, DW = 0.55, 3.0, 0.4
OPENINGS = [(-1.42, 1.25), (0.0, 1.35), (1.42, 1.25)]  # centre, width
s.box(scene, "floor", (X1 - X0 + 1, YW - YB + 1, 0.1), oxide, (0, (YW + YB) / 2, -0.1))
s.box(scene, "ceiling", (X1 - X0 + 1, YW - YB + 1, 0.1), lime, (0, (YW + YB) / 2, TOP))
for k in range(13):
    s.box(scene, f"rafter {k}", (X1 - X0, 0.1, 0.16), rafter, (0, YB + 0.4 + k * 0.62, TOP - 0.16))
s.box(scene, "left wall", (0.3, YW - YB, TOP), lime, (X0 - 0.15, (YW + YB) / 2, 0))
s.box(scene, "right wall", (0.3, YW - YB, TOP), lime, (X1 + 0.15, (YW + YB) / 2, 0))
s.box(scene, "back wall", (X1 - X0, 0.3, TOP), lime, (0, YB - 0.15, 0))
s.box(scene, "skirting", (0.02, YW - YB, 0.12), s.matte("skirting", s.rgb("#3a2a22")), (X0 + 0.01, (YW + YB) / 2, 0))
# the window wall: under the sills, over the heads, and the piers between the openings
s.box(scene, "under the sills", (X1 - X0, DW, SILL), lime, (0, YW + DW / 2, 0))
s.box(scene, "over the heads", (X1 - X0, DW, TOP - HEAD), lime, (0, YW + DW / 2, HEAD))
edges = [X0] + [e for c, w in OPENINGS for e in (c - w / 2, c + w / 2)] + [X1]
for k in range(0, len(edges), 2):
    x_a, x_b = edges[k], edges[k + 1]
    s.box(scene, f"pier {k}", (x_b - x_a, DW, HEAD - SILL), lime, ((x_a + x_b) / 2, YW + DW / 2, SILL))
# teak frames in each opening: jambs, a transom with a fanlight's bars, the casements folded out
for i, (cx, w) in enumerate(OPENINGS):
    for sg in (-1, 1):
        s.box(scene, f"jamb {i}{sg}", (0.07, 0.1, HEAD - SILL), teak_frame, (cx + sg * (w / 2 - 0.035), YW + 0.05, SILL))
    s.box(scene, f"head {i}", (w, 0.1, 0.07), teak_frame, (cx, YW + 0.05, HEAD - 0.07))
    s.box(scene, f"sill {i}", (w + 0.08, 0.5, 0.04), teak_frame, (cx, YW + 0.17, SILL - 0.02), edge=0.005)
    s.box(scene, f"transom {i}", (w, 0.1, 0.08), teak_frame, (cx, YW + 0.05, 2.42))
    for b in range(1, 4):
        s.box(scene, f"fanlight bar {i}{b}", (0.03, 0.06, HEAD - 2.5), teak_frame, (cx - w / 2 + b * w / 4, YW + 0.05, 2.5))
    for sg in (-1, 1):  # casements opened outwards, against the outside of the piers
        leaf = s.box(scene, f"casement {i}{sg}", (w / 2 - 0.04, 0.04, 2.42 - SILL - 0.04), teak_frame, (0, 0, 0), edge=0.004)
        for v in leaf.data.vertices:
            v.co.x += sg * (w / 4 - 0.02)
        leaf.location = (cx + sg * (w / 2 - 0.03), YW + DW + 0.02, SILL + 0.02)
        leaf.rotation_euler = (0, 0, math.radians(sg * 70))
        for b in range(3):  # the casement's glazing bars read as a grid against the sky
            bar = s.box(scene, f"casement bar {i}{sg}{b}", (w / 2 - 0.1, 0.05, 0.025), teak_frame, (0, 0, 0))
            for v in bar.data.vertices:
                v.co.x += sg * (w / 4 - 0.02)
                v.co.z += 0.45 + b * 0.45
            bar.location = leaf.location
            bar.rotation_euler = leaf.rotation_euler

# ---- the table: a 4.6 m teak top on trestles, its near end 0.9 m from the camera
TX0, TX1, TY0, TY1, TZ = -0.55, 0.55, 0.0, 4.6, 0.775
s.box(scene, "table top", (TX1 - TX0, TY1 - TY0, 0.045), teak, (0, (TY0 + TY1) / 2, TZ - 0.045), edge=0.004)
for y in (TY0 + 0.35, TY1 - 0.35):
    for x in (TX0 + 0.12, TX1 - 0.12):
        s.box(scene, f"leg {x} {y}", (0.08, 0.08, TZ - 0.045), teak, (x, y, 0), edge=0.004)
    s.box(scene, f"apron {y}", (TX1 - TX0 - 0.2, 0.05, 0.09), teak, (0, y, TZ - 0.135))
s.box(scene, "stretcher", (0.06, TY1 - TY0 - 0.7, 0.06), teak, (0, (TY0 + TY1) / 2, 0.18))

# ---- the people, against the windows
people = {}
pp.chair(scene, "chair 1", (-0.88, 1.0, 0), -34, teak_frame)
people["sketcher"] = pp.person(scene, "sketcher", "sit_write", (-0.84, 1.0, 0), -34, skin_a, indigo, trousers, hair)
pp.chair(scene, "chair 2", (0.9, 1.95, 0), 90, teak_frame)
people["planner"] = pp.person(scene, "planner", "sit_back", (0.86, 1.95, 0), 90, skin_b, kurta, cream_pants, hair, female=True, hair_style="long", overrides=dict(yaw=-55, head=12, hands=((0.1, 0.25, 1.0), (-0.16, 0.3, 0.79))))
s.lathe(scene, "planner's tumbler", [(0.0, 0.0), (0.0292, 0.0), (0.0352, 0.103), (0.0366, 0.1045), (0.0346, 0.1035), (0.0288, 0.006), (0.0, 0.006)], steel, (0.6, 2.04, 0.96), segments=48)
pp.chair(scene, "chair 3", (-0.88, 3.05, 0), -90, teak_frame)
people["reader"] = pp.person(scene, "reader", "sit", (-0.84, 3.05, 0), -90, skin_c, white_shirt, khaki, hair, beard=True, sleeves="short", overrides=dict(head=22, hands=((0.16, 0.5, 0.83), (-0.14, 0.5, 0.83))))
pp.chair(scene, "chair 4", (0.9, 4.15, 0), 90, teak_frame)
people["designer"] = pp.person(scene, "designer", "lean", (0.9, 3.55, 0), 90, skin_a, sky_shirt, denim, hair, sleeves="short")
people["writer"] = pp.person(scene, "writer", "pin", (X0 + 0.42, 4.9, 0), 90, skin_b, sari, sari, hair, female=True, hair_style="bun", dress="sari", pallu=sari_pallu, hem=gold, sleeves="short", height=0.96)
people["photographer"] = pp.person(scene, "photographer", "camera", (1.45, 5.75, 0), 0, skin_c, olive, mundu, grey_hair, dress="mundu", hem=gold)
# every head's hair as strands (the bun and the beard too): the fringe against the windows
black = pp.hair_strands("black hair", 0.93)
grey = pp.hair_strands("grey hair", 0.18, redness=0.05)
LENGTHS = {"sketcher": 0.012, "planner": 0.02, "reader": 0.017, "designer": 0.012, "writer": 0.014, "photographer": 0.008}
for k, (who, objs) in enumerate(people.items()):
    scalp = next(o for o in objs if o.name == f"{who} hair")
    pp.strands(scalp, grey if who == "photographer" else black, LENGTHS[who], seed=11 + k)
s.box(scene, "camera body", (0.13, 0.07, 0.085), alu_dark, (1.45, 5.75 + 0.3, 1.47), edge=0.008)

# ---- the storyboard wall: cork on the left wall, rows of cards and a few prints of the work
BX = X0 + 0.02
s.box(scene, "cork board", (0.02, 4.4, 1.35), cork, (BX, 3.6, 1.0))
k = 0
for row in range(4):
    y = 1.55
    while y < 5.7:
        big = rng.random() < 0.22
        w, hh = (0.3, 0.21) if big else (0.2, 0.14)
        if rng.random() < 0.12:
            y += w * 0.7
            continue
        z = 1.07 + row * 0.31 + rng.uniform(-0.02, 0.02)
        mat = prints[k % len(prints)] if big else cards[rng.randrange(len(cards))]
        c = p.plane(scene, f"card {k}", w, hh, mat, (BX + 0.016 + rng.uniform(0, 0.004), y + w / 2, z), (0, 0, 0))
        c.rotation_euler = (rng.uniform(-0.04, 0.04), 0, math.radians(-90))
        c.rotation_euler[1] = rng.uniform(-0.05, 0.05)
        y += w + rng.uniform(0.03, 0.07)
        k += 1
# the card being pinned, in her hand at the wall
p.plane(scene, "card in hand", 0.2, 0.14, cards[1], (BX + 0.05, 4.9 + 0.1, 1.72), (0, 0, math.radians(-90)))

# ---- a shelf on the right wall: files, books, a plant on the floor by the window
s.box(scene, "shelf", (0.35, 2.2, 1.9), teak_frame, (X1 - 0.18, 1.2, 0))
for r in range(4):
    yy = 0.15
    while yy < 2.15:
        t = rng.uniform(0.025, 0.06)
        col = rng.choice(["#6a2a22", "#2a3a4a", "#d8d0bc", "#3a4a2a", "#a07a3a", "#202020"])
        hb = rng.uniform(0.22, 0.3)
        s.box(scene, f"book {r} {yy:.2f}", (0.22, t, hb), s.matte(f"book {col}", s.rgb(col)), (X1 - 0.2, 0.1 + yy, 0.05 + r * 0.46), (rng.uniform(-0.04, 0.04), 0, 0))
        yy += t + 0.004
s.lathe(scene, "pot", [(0, 0), (0.14, 0), (0.19, 0.38), (0.2, 0.4), (0, 0.4)], pot, (2.0, 5.5, 0), segments=32)
for leaf_k in range(14):
    ang = rng.uniform(0, 2 * math.pi)
    tilt = rng.uniform(0.3, 1.0)
    L = rng.uniform(0.5, 0.8)
    base = Vector((2.0, 5.5, 0.38))
    tip = base + Vector((math.cos(ang) * math.sin(tilt), math.sin(ang) * math.sin(tilt), math.cos(tilt))) * L
    bm = bmesh.new()
    side = Vector((-math.sin(ang), math.cos(ang), 0)) * 0.07
    mid = (base + tip) / 2 + Vector((0, 0, 0.05))
    vs = [bm.verts.new(c) for c in (base, mid + side, tip, mid - side)]
    bm.faces.new(vs)
    h._mesh(scene, f"leaf {leaf_k}", bm, plant_leaf)

# ---- on the table
Z = TZ


def laptop(name, x, y, turn, body, open_deg=108, lit=True):
    """A laptop facing `turn` (0: the user at -Y): base, the lid opened `open_deg`, its screen lit."""
    base = s.box(scene, name + " base", (0.31, 0.215, 0.014), body, (0, 0, 0), edge=0.004)
    lid = s.box(scene, name + " lid", (0.31, 0.006, 0.205), body, (0, 0, 0), edge=0.002)
    glow = p.plane(scene, name + " screen", 0.28, 0.18, screen if lit else alu_dark, (0, -0.004, 0.014), (0, 0, 0))
    for o in (lid, glow):
        o.parent = None
    pivot = Vector((x, y, Z))
    a_ = math.radians(turn)
    def place(obj, local, tilt):
        v = Vector(local)
        obj.location = pivot + Vector((v.x * math.cos(a_) - v.y * math.sin(a_), v.x * math.sin(a_) + v.y * math.cos(a_), v.z))
        obj.rotation_euler = (math.radians(tilt), 0, a_)
    place(base, (0, 0, 0), 0)
    hinge = (0, 0.105, 0.012)
    tilt = -(open_deg - 90)
    for obj in (lid, glow):
        place(obj, hinge, tilt)
    glow.location += Vector((-math.sin(a_), math.cos(a_), 0)) * -0.004
    return base


laptop("laptop planner", 0.2, 1.95, 90, alu)
laptop("laptop designer", 0.22, 3.55, 90, alu_dark)
laptop("laptop far", -0.25, 4.2, -90, alu, open_deg=100)
laptop("laptop reader", -0.25, 2.65, -90, alu, open_deg=80, lit=False)

# printed layouts: the clients' photographs as proofs, scattered and overlapping
for k, (x, y, t, w) in enumerate([(0.05, 1.25, 8, 0.42), (0.18, 2.45, -14, 0.3), (-0.22, 2.3, 4, 0.3), (-0.05, 3.05, 96, 0.42), (0.25, 0.95, -72, 0.3), (0.0, 4.05, 20, 0.3)]):
    sheet(f"layout {k}", w, w / 1.414, prints[(k * 3) % len(prints)], (x, y, Z + 0.0005 + k * 0.0003), t, curl=rng.uniform(0.005, 0.02))
# the reader's balance sheet in his hands, and a stack of plain paper
sheet("balance sheet", 0.21, 0.297, cards[0], (-0.37, 3.05, Z + 0.02), -90, curl=0.03, lift=0.0)
for k in range(6):
    sheet(f"stack {k}", 0.21, 0.297, paper if k < 5 else prints[4], (-0.3 + rng.uniform(-0.004, 0.004), 0.45 + rng.uniform(-0.004, 0.004), Z + 0.0006 * k), 85 + rng.uniform(-3, 3), curl=0.004)
# the small things: a pen on the proofs, a phone face down, a charger's coil, an eraser
pen = p._wire(scene, "pen", [(0, 0, 0), (0.14, 0, 0)], cable, 0.0045)
pen.location, pen.rotation_euler = (-0.36, 0.38, Z + 0.009), (0, 0, 0.5)
s.box(scene, "phone near", (0.075, 0.155, 0.009), alu_dark, (0.4, 0.95, Z), (0, 0, -0.3), edge=0.003)
coil = [(0.12 + 0.05 * math.cos(u * 0.5) * (1 + 0.08 * math.sin(u * 1.7)), 0.18 + 0.035 * math.sin(u * 0.5), Z + 0.003 + 0.0025 * (u % 3)) for u in range(0, 30)]
p._wire(scene, "charger coil", coil + [(0.2, 0.3, Z + 0.003), (0.35, 0.42, Z + 0.003), (0.42, 0.6, Z + 0.003)], white_cable, 0.002)
s.box(scene, "eraser", (0.04, 0.02, 0.01), s.matte("eraser", s.rgb("#d9d4c8")), (-0.12, 0.72, Z), (0, 0, 0.7), edge=0.002)
# the sketcher's open sketchbook, pencils
sb = s.box(scene, "sketchbook cover", (0.46, 0.3, 0.004), kraft, (-0.28, 1.15, Z), (0, 0, math.radians(-88)), edge=0.002)
for sg in (-1, 1):
    pg = sheet(f"sketchbook page {sg}", 0.22, 0.29, cards[2 + (sg > 0)], (-0.28 + 0.0, 1.15 + sg * 0.115, Z + 0.006), 2, curl=0.012)
for k in range(3):
    pc = p._wire(scene, f"pencil {k}", [(0, 0, 0), (0.17, 0, 0)], pencil, 0.0035)
    pc.location = (-0.05 + k * 0.02, 0.85 + k * 0.05, Z + 0.0035)
    pc.rotation_euler = (0, 0, rng.uniform(0, 3.1))
s.box(scene, "closed sketchbook", (0.21, 0.3, 0.014), kraft, (0.3, 0.35, Z), (0, 0, 0.25), edge=0.002)
# chai
for k, (x, y) in enumerate([(0.28, 0.62), (-0.18, 1.72), (0.1, 2.85), (-0.2, 3.75), (0.35, 4.35)]):
    p.tumbler_and_dabarah(scene, f"chai {k}", (x, y, Z), steel, tea, froth_level=rng.uniform(0.05, 0.085))
p.spectacles(scene, "glasses", (-0.05, 0.5, Z + 0.012), 30, frame_metal, lens_glass)
# cables: laptops to a power strip on the table, the strip's lead over the edge to the floor
strip = s.box(scene, "power strip", (0.05, 0.3, 0.035), white_cable, (0.38, 2.85, Z), edge=0.006)
p._wire(scene, "planner cable", [(0.33, 1.97, Z + 0.006), (0.42, 2.1, Z + 0.006), (0.4, 2.4, Z + 0.006), (0.36, 2.7, Z + 0.012)], white_cable, 0.0028)
p._wire(scene, "designer cable", [(0.36, 3.5, Z + 0.006), (0.42, 3.3, Z + 0.006), (0.39, 3.1, Z + 0.006), (0.38, 3.0, Z + 0.012)], cable, 0.0028)
p._wire(scene, "strip lead", [(0.38, 2.7, Z + 0.01), (0.45, 2.6, Z + 0.006), (0.56, 2.55, Z), (0.575, 2.5, Z - 0.2), (0.58, 2.4, 0.3), (0.7, 2.2, 0.005), (1.3, 1.6, 0.005), (2.2, 1.0, 0.005)], cable, 0.003)
p._wire(scene, "phone cable", [(-0.3, 4.2, Z + 0.006), (-0.45, 4.0, Z + 0.006), (-0.4, 3.8, Z + 0.006), (-0.2, 3.9, Z + 0.006)], white_cable, 0.0022)
s.box(scene, "phone", (0.075, 0.155, 0.008), alu_dark, (-0.2, 3.92, Z), (0, 0, 0.4), edge=0.003)

# ---- pendant lamps over the table: enamel shades, warm bulbs
for k, y in enumerate((1.8, 3.6)):
    zl = 1.9
    s.lathe(scene, f"shade {k}", [(0.21, 0.0), (0.2, 0.02), (0.1, 0.12), (0.04, 0.2), (0.03, 0.22)], shade, (0, y, zl), segments=48, caps=False)
    b = s.lathe(scene, f"bulb {k}", [(0.0, 0.03), (0.03, 0.05), (0.035, 0.08), (0.02, 0.12), (0.0, 0.12)], bulb, (0, y, zl), segments=16)
    b.visible_diffuse = False
    p._wire(scene, f"flex {k}", [(0, y, zl + 0.2), (0, y, TOP - 0.16)], cable, 0.003)
    # the near lamp dimmer, so the two sitters nearest us stay figures against the windows
    s.point_light(scene, f"lamp {k}", (0, y, zl + 0.06), (45, 90)[k], (1.0, 0.8, 0.6), radius=0.04)

# ---- outside: the quay, the harbour, the cheenavala, the far bank in haze
s.box(scene, "quay", (40, 10, 0.4), ground, (0, YW + 5.4, -0.7))
s.box(scene, "harbour", (900, 700, 0.1), backwater, (0, YW + 360, -1.4))
h.far_bank(scene, 520.0, -500, 500, rng, haze_bank, haze_frond, count=70, height=(12, 20))


def cheenavala(name, base, facing, scale=1.0, raise_deg=28):
    """A Chinese fishing net: a platform on stilts, an A-frame holding a cantilevered boom of two
    poles whose back end carries counterweight stones on ropes, a king post with stays, and at the
    boom's tip four bent spreaders from which the net hangs. Local x runs out over the water."""
    bx, by, bz = base
    c, sn = math.cos(math.radians(facing)), math.sin(math.radians(facing))

    def W(x, y, z):
        x, y, z = x * scale, y * scale, z * scale
        return (bx + x * c - y * sn, by + x * sn + y * c, bz + z)

    r = 0.16 * scale
    s.box(scene, f"{name} deck", (3.2 * scale, 2.6 * scale, 0.2 * scale), net_wood, W(-0.6, 0, 1.6), (0, 0, math.radians(facing)))
    for xx in (-2.0, 0.6):
        for yy in (-1.1, 1.1):
            p._wire(scene, f"{name} stilt {xx}{yy}", [W(xx, yy, -0.5), W(xx, yy, 1.7)], net_wood, r * 0.9)
    pivot = Vector((0, 0, 3.4))
    d = Vector((math.cos(math.radians(raise_deg)), 0, math.sin(math.radians(raise_deg))))
    tip = pivot + d * 12.5
    back = pivot - d * 5.0
    for yy in (-0.18, 0.18):
        p._wire(scene, f"{name} a-frame {yy}", [W(0.0, yy * 6, 1.7), W(0, yy, 3.4)], net_wood, r)
        mid = (back + tip) / 2 - Vector((0, 0, 0.35))
        p._wire(scene, f"{name} boom {yy}", [W(back.x, yy, back.z), W(mid.x, yy, mid.z), W(tip.x, yy * 0.4, tip.z)], net_wood, r * 1.1)
    king = pivot + Vector((-0.6, 0, 5.2))
    p._wire(scene, f"{name} king post", [W(0, 0, 3.4), W(king.x, 0, king.z)], net_wood, r * 0.8)
    for k, t in enumerate((0.45, 0.75, 1.0)):
        q = pivot + d * 12.5 * t
        p._wire(scene, f"{name} stay {k}", [W(king.x, 0, king.z), W(q.x, 0, q.z)], rope, 0.025 * scale)
    p._wire(scene, f"{name} back stay", [W(king.x, 0, king.z), W(back.x, 0, back.z)], rope, 0.025 * scale)
    # the spreaders: two long bent poles crossed at the tip, their four ends holding the net
    ends = [tip + Vector((5.2, 0, -3.2)), tip + Vector((-3.6, 0, -3.4)), tip + Vector((0.9, 4.6, -3.6)), tip + Vector((0.9, -4.6, -3.6))]
    for k, e in enumerate(ends):
        m = (tip + e) / 2 + Vector((0, 0, 0.9))
        p._wire(scene, f"{name} spreader {k}", [W(*tip), W(*m), W(*e)], net_wood, r * 0.7)
        p._wire(scene, f"{name} net rope {k}", [W(*tip), W(*(e + (tip - e) * 0.02))], rope, 0.015 * scale)
    # the net: a square hung from the four ends, sagging to a purse in the middle
    corners = [ends[1], ends[3], ends[0], ends[2]]  # round the square: back, side, front, other side
    bm = bmesh.new()
    n = 16
    grid = []
    for j in range(n + 1):
        row = []
        for i in range(n + 1):
            u, v = i / n, j / n
            # bilinear between the corners (back-left, front-left, front-right, back-right)
            pa = corners[0].lerp(corners[1], u)
            pb = corners[3].lerp(corners[2], u)
            q = pa.lerp(pb, v)
            sag = 0.9 * (math.sin(math.pi * u) ** 0.7 + math.sin(math.pi * v) ** 0.7) + 1.2 * math.sin(math.pi * u) * math.sin(math.pi * v)
            q = q - Vector((0, 0, sag))
            row.append(bm.verts.new(W(*q)))
        grid.append(row)
    for j in range(n):
        for i in range(n):
            bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
    o = h._mesh(scene, f"{name} net", bm, net)
    s.smooth(o)
    for side_k, (ga, gb) in enumerate(((0, 1), (1, 2), (2, 3), (3, 0))):  # the net's edge ropes
        pts = []
        for i in range(9):
            u = i / 8
            q = corners[ga].lerp(corners[gb], u) - Vector((0, 0, 0.9 * math.sin(math.pi * u) ** 0.7))
            pts.append(W(*q))
        p._wire(scene, f"{name} net edge {side_k}", pts, rope, 0.03 * scale)
    # counterweights: ropes hanging from the back of the boom, a bundle of stones on each
    for k in range(5):
        t = 0.15 + 0.18 * k
        top = back + d * 5.0 * t * 0.9
        drop = 1.6 + rng.uniform(-0.4, 0.8)
        bottom = top - Vector((0, 0, drop))
        p._wire(scene, f"{name} weight rope {k}", [W(*top), W(*bottom)], rope, 0.02 * scale)
        bm = bmesh.new()
        for st in range(rng.randint(2, 3)):
            cc = Vector(W(*(bottom - Vector((rng.uniform(-0.12, 0.12), rng.uniform(-0.12, 0.12), 0.15 + 0.25 * st)))))
            rr = rng.uniform(0.16, 0.24) * scale
            pp._blob(bm, cc, (rr * 1.2, rr, rr * 0.85), None, 10, 7)
        h._mesh(scene, f"{name} stones {k}", bm, stones)


cheenavala("net a", (8.0, YW + 55, -1.4), 180, scale=1.3)
cheenavala("net b", (34, YW + 115, -1.4), 200, scale=1.2, raise_deg=22)
cheenavala("net c", (-24, YW + 100, -1.4), 170, scale=1.2, raise_deg=34)

# ---- light: a low sun ahead and to the right over the harbour, the hazy sky, portals in the
# openings so the sky's light into the room is sampled where it enters
s.sky(scene, elevation=16, azimuth=-18, strength=0.6, air=1.6, dust=6.0, ozone=1.0, sun_disc=False)
s.sun(scene, elevation=16, azimuth=162, strength=3.0, colour=(1.0, 0.88, 0.74), angle=1.2)
# one portal over all three openings (every extra light splits the samples once more)
span = OPENINGS[-1][0] + OPENINGS[-1][1] / 2 - (OPENINGS[0][0] - OPENINGS[0][1] / 2)
portal = s.area_light(scene, "portal", (0, YW + DW + 0.05, (SILL + HEAD) / 2), (0, -10, (SILL + HEAD) / 2), span, 1.0, size_y=HEAD - SILL)
portal.data.cycles.is_portal = True
scene.view_settings.exposure = -1.1
scene.view_settings.look = "Medium High Contrast"  # the hazy sky kept off the clip, so the net reads

s.camera(scene, (0.35, -0.95, 1.18), (-0.45, 6.2, 1.12), lens=35, fstop=2.8, focus=(-0.7, 1.1, 1.1))
scene.cycles.sample_clamp_indirect = 0.5  # the lamp-lit bounces speckle the dark walls (and cost JPEG bytes)
scene.cycles.diffuse_bounces = 2
s.save(scene)
