"""Say hello (Kadal's contact page): the meeting corner of Kadal's studio in Kochi just after a
client's first chat. Two steel tumblers of chai in their dabarahs on a teak table (the near one
just poured, its skin of froth whole; the far one half drunk), an open ruled notebook with the
brief in pencil and a logo idea sketched on the right-hand page (brands/kadal/notebook.ts), a
red-and-black pencil across it, a phone face down, two pazham pori on a steel plate, crumbs, and
the ring a tumbler left on the wood. Late-afternoon sun low through the open window behind the
table, whose teak bars throw their shadows across it, and the backwater glinting out of focus
beyond. A 60 mm lens at f/2.8 from a seated person's eye, focused on the near tumbler.

    npx tsx tools/render/brands/kadal/notebook.ts
    bash tools/render/render.sh kadal/chai --denoise=5
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # water, the far bank

import bmesh  # noqa: E402
import bpy  # noqa: E402

import devices as d  # noqa: E402
import hotel as h  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 44, seed=59)
rng = s.RNG(2611)

FLOOR = -0.75  # the table top is z = 0

# ------------------------------------------------------------------ materials

teak = s.wood("teak table", s.rgb("#8a5a34"), s.rgb("#4a2c18"), scale=(0.9, 22, 22), rings=6, roughness=(0.22, 0.45))
teak_frame = s.wood("teak frames", s.rgb("#5a3a22"), s.rgb("#2e1d10"), scale=(1, 18, 18), rings=5)
lime = s.matte("lime plaster", s.rgb("#e6dccb"), roughness=(0.75, 0.95), bump=0.25, scale=4)
floor_mat = s.glossy("red oxide floor", s.rgb("#5e2219"), roughness=(0.15, 0.35), coat=0.3, bump=0.03, scale=3)


def steel_material(name, base=(0.8, 0.8, 0.79)):
    """Stainless steel that has been handled: a near-mirror with soft smudged patches (a cell
    noise thresholded into thumb-sized blobs), a fine wandering haze, and the slight waviness of
    pressed sheet."""
    m, nt, bsdf, coords = s._material(name)
    bsdf.inputs["Base Color"].default_value = (*base, 1)
    bsdf.inputs["Metallic"].default_value = 1.0
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.inputs["Scale"].default_value = 55
    vor.inputs["Randomness"].default_value = 1.0
    nt.links.new(coords.outputs["Object"], vor.inputs["Vector"])
    blobs = nt.nodes.new("ShaderNodeMapRange")
    blobs.inputs["From Min"].default_value = 0.18
    blobs.inputs["From Max"].default_value = 0.42
    blobs.inputs["To Min"].default_value = 1.0
    blobs.inputs["To Max"].default_value = 0.0
    nt.links.new(vor.outputs["Distance"], blobs.inputs["Value"])
    which = s._noise(nt, coords, 9, detail=3, offset=0.6)
    keep = nt.nodes.new("ShaderNodeMapRange")  # only some of the cells are fingerprints
    keep.inputs["From Min"].default_value = 0.42
    keep.inputs["From Max"].default_value = 0.52
    nt.links.new(which.outputs["Fac"], keep.inputs["Value"])
    prints = nt.nodes.new("ShaderNodeMath")
    prints.operation = "MULTIPLY"
    nt.links.new(blobs.outputs["Result"], prints.inputs[0])
    nt.links.new(keep.outputs["Result"], prints.inputs[1])
    haze = s._noise(nt, coords, 70, detail=5, offset=0.8)
    base_r = s._range(nt, haze.outputs["Fac"], 0.05, 0.13)
    rough = nt.nodes.new("ShaderNodeMath")
    rough.operation = "MULTIPLY_ADD"
    rough.inputs[1].default_value = 0.34
    nt.links.new(prints.outputs[0], rough.inputs[0])
    nt.links.new(base_r, rough.inputs[2])
    nt.links.new(rough.outputs[0], bsdf.inputs["Roughness"])
    # the fine rings of the spinning lathe round the body (bands along z), over a slight waviness
    spun = nt.nodes.new("ShaderNodeTexWave")
    spun.wave_type = "BANDS"
    spun.bands_direction = "Z"
    spun.inputs["Scale"].default_value = 260
    spun.inputs["Distortion"].default_value = 2.0
    spun.inputs["Detail"].default_value = 1
    nt.links.new(coords.outputs["Object"], spun.inputs["Vector"])
    wave = s._noise(nt, coords, 14, detail=2)
    both = nt.nodes.new("ShaderNodeMath")
    both.operation = "MULTIPLY_ADD"
    both.inputs[1].default_value = 0.15
    nt.links.new(spun.outputs["Fac"], both.inputs[0])
    nt.links.new(wave.outputs["Fac"], both.inputs[2])
    nt.links.new(s._bump(nt, both.outputs[0], 0.04, 0.001), bsdf.inputs["Normal"])
    return m


def ring_material(name, radius, width):
    """The ring a wet tumbler leaves on oiled teak: a darker, glossier line round a circle,
    stronger on one side, over a faint disc; transparent elsewhere (a decal on a plane)."""
    m, nt = s.bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeVectorMath")
    sep.operation = "LENGTH"
    nt.links.new(coords.outputs["Object"], sep.inputs[0])
    off = nt.nodes.new("ShaderNodeMath")
    off.operation = "SUBTRACT"
    off.inputs[1].default_value = radius
    nt.links.new(sep.outputs["Value"], off.inputs[0])
    dist = nt.nodes.new("ShaderNodeMath")
    dist.operation = "ABSOLUTE"
    nt.links.new(off.outputs[0], dist.inputs[0])
    line = nt.nodes.new("ShaderNodeMapRange")
    line.inputs["From Min"].default_value = 0.0
    line.inputs["From Max"].default_value = width
    line.inputs["To Min"].default_value = 0.5
    line.inputs["To Max"].default_value = 0.0
    nt.links.new(dist.outputs[0], line.inputs["Value"])
    inside = nt.nodes.new("ShaderNodeMath")
    inside.operation = "LESS_THAN"
    inside.inputs[1].default_value = radius
    nt.links.new(sep.outputs["Value"], inside.inputs[0])
    disc = nt.nodes.new("ShaderNodeMath")
    disc.operation = "MULTIPLY_ADD"
    disc.inputs[1].default_value = 0.12
    nt.links.new(inside.outputs[0], disc.inputs[0])
    nt.links.new(line.outputs["Result"], disc.inputs[2])
    patchy = s._noise(nt, coords, 160, detail=4, offset=0.5)
    strength = nt.nodes.new("ShaderNodeMath")
    strength.operation = "MULTIPLY"
    nt.links.new(disc.outputs[0], strength.inputs[0])
    nt.links.new(s._range(nt, patchy.outputs["Fac"], -0.3, 1.5), strength.inputs[1])
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    stain = nt.nodes.new("ShaderNodeBsdfPrincipled")
    stain.inputs["Base Color"].default_value = (*s.rgb("#3a2212"), 1)
    stain.inputs["Roughness"].default_value = 0.18
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(strength.outputs[0], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(stain.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "BLEND"
    return m


steel = steel_material("steel")
plate_steel = steel_material("plate steel", (0.74, 0.74, 0.73))
chai_full = p.chai_material("chai")
chai_half = p.chai_material("chai half drunk", broken=1.0, rim=0.032)

# ------------------------------------------------------------------ the room

TX0, TX1, TY0, TY1 = -0.8, 0.8, -0.45, 0.45
s.box(scene, "table top", (TX1 - TX0, TY1 - TY0, 0.04), teak, (0, 0, -0.04), edge=0.004)
for x in (TX0 + 0.08, TX1 - 0.08):
    for y in (TY0 + 0.08, TY1 - 0.08):
        s.box(scene, f"leg {x} {y}", (0.07, 0.07, -FLOOR - 0.04), teak, (x, y, FLOOR), edge=0.003)
s.box(scene, "floor", (6, 5, 0.05), floor_mat, (0, 0, FLOOR - 0.05))
s.box(scene, "ceiling", (6, 5, 0.05), lime, (0, 0, 2.0))
s.box(scene, "back wall", (6, 0.1, 3.0), lime, (0, -2.6, FLOOR))
s.box(scene, "left wall", (0.1, 5, 3.0), lime, (-2.2, 0, FLOOR))
s.box(scene, "right wall", (0.1, 5, 3.0), lime, (2.2, 0, FLOOR))

# the window wall at y = WY: a wide opening from the sill just over the table to 1.35 m above it,
# teak frame and turned bars (azhi), the shutters folded back against the reveal
WY, WD = 0.47, 0.22
SILL, HEAD = 0.02, 1.35
OX0, OX1 = -1.05, 1.05
s.box(scene, "wall under", (6, WD, SILL - FLOOR), lime, (0, WY + WD / 2, FLOOR))
s.box(scene, "wall over", (6, WD, 2.05 - HEAD), lime, (0, WY + WD / 2, HEAD))
s.box(scene, "wall left", (OX0 + 3, WD, HEAD - SILL), lime, ((OX0 - 3) / 2, WY + WD / 2, SILL))
s.box(scene, "wall right", (3 - OX1, WD, HEAD - SILL), lime, ((OX1 + 3) / 2, WY + WD / 2, SILL))
s.box(scene, "sill", (OX1 - OX0 + 0.12, WD + 0.06, 0.04), teak_frame, (0, WY + WD / 2 - 0.03, SILL - 0.02), edge=0.004)
for x in (OX0 + 0.04, OX1 - 0.04):
    s.box(scene, f"jamb {x}", (0.08, 0.1, HEAD - SILL), teak_frame, (x, WY + 0.06, SILL), edge=0.004)
s.box(scene, "head", (OX1 - OX0, 0.1, 0.08), teak_frame, (0, WY + 0.06, HEAD - 0.08), edge=0.004)
s.box(scene, "rail", (OX1 - OX0, 0.06, 0.05), teak_frame, (0, WY + 0.06, 0.95), edge=0.004)
nbars = 11
for k in range(nbars):
    x = OX0 + (OX1 - OX0) * (k + 0.5) / nbars
    s.lathe(scene, f"bar {k}", [(0.016, 0.0), (0.016, 0.93), (0.0, 0.93)], teak_frame, (x, WY + 0.06, SILL), segments=12, caps=False)
for side, x in ((-1, OX0 - 0.02), (1, OX1 + 0.02)):  # shutters folded back inside the room
    sh = s.box(scene, f"shutter {side}", (0.5, 0.035, HEAD - SILL - 0.04), teak_frame, (x + side * 0.25 * 0.2, WY - 0.25, SILL), (0, 0, math.radians(side * 80)), edge=0.004)

# outside: a strip of garden, a laterite edge, the backwater, the far bank, two palms
outside = s.matte("garden", s.rgb("#4a5a2a"), roughness=(0.8, 1.0), bump=0.3, scale=6)
laterite = s.matte("laterite", s.rgb("#9a5236"), roughness=(0.8, 0.95), bump=0.5, scale=9)
s.box(scene, "garden", (40, 1.6, 0.1), outside, (0, WY + 1.0, -1.2))
s.box(scene, "bank edge", (40, 0.35, 0.55), laterite, (0, WY + 1.95, -1.75))


def backwater_material(name):
    """The backwater seen far out of focus: hotel's water (a dark body, a mirror's gloss, ripples),
    and on top the glints of the low sun on the ripples as small, sparse, very bright specks (a
    cell noise thresholded, stretched along the line of sight, patchy), which the lens opens into
    discs. Physical glitter from the sun's reflection alone averaged out to a flat haze at f/2.8."""
    m = h.water(name, s.rgb("#1e2a2c"), ripple=1.2, scale=7.0, roughness=0.02)
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    coords = nt.nodes["Texture Coordinate"]
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (2.2, 0.6, 1.0)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    cells = nt.nodes.new("ShaderNodeTexVoronoi")
    cells.inputs["Scale"].default_value = 1.0
    cells.inputs["Randomness"].default_value = 1.0
    nt.links.new(mapping.outputs["Vector"], cells.inputs["Vector"])
    speck = nt.nodes.new("ShaderNodeMapRange")
    speck.inputs["From Min"].default_value = 0.06
    speck.inputs["From Max"].default_value = 0.16
    speck.inputs["To Min"].default_value = 1.0
    speck.inputs["To Max"].default_value = 0.0
    nt.links.new(cells.outputs["Distance"], speck.inputs["Value"])
    patch = s._noise(nt, coords, 0.12, detail=2, offset=0.3)
    keep = nt.nodes.new("ShaderNodeMapRange")
    keep.inputs["From Min"].default_value = 0.38
    keep.inputs["From Max"].default_value = 0.52
    nt.links.new(patch.outputs["Fac"], keep.inputs["Value"])
    glint = nt.nodes.new("ShaderNodeMath")
    glint.operation = "MULTIPLY"
    nt.links.new(speck.outputs["Result"], glint.inputs[0])
    nt.links.new(keep.outputs["Result"], glint.inputs[1])
    strength = nt.nodes.new("ShaderNodeMath")
    strength.operation = "MULTIPLY"
    strength.inputs[1].default_value = GLINT
    nt.links.new(glint.outputs[0], strength.inputs[0])
    bsdf.inputs["Emission"].default_value = (1.0, 0.82, 0.6, 1)
    bsdf.inputs["Specular"].default_value = 0.25  # darker between the glints
    nt.links.new(strength.outputs[0], bsdf.inputs["Emission Strength"])
    m.cycles.sample_as_light = False
    return m


GLINT = 60.0
backwater = backwater_material("backwater")
wb = s.box(scene, "backwater", (900, 700, 0.1), backwater, (0, WY + 356, -1.7))
wb.visible_diffuse = False  # its glints light nothing in the room
haze_bank = s.matte("far bank in haze", s.rgb("#8a8f86"), roughness=(0.9, 1.0))
haze_frond = s.matte("far palms in haze", s.rgb("#6f7a6a"), roughness=(0.9, 1.0))
h.far_bank(scene, 420.0, -400, 400, rng, haze_bank, haze_frond, count=50, height=(12, 20))
frond = s.matte("palm", s.rgb("#35461f"), roughness=(0.6, 0.85))
p.palm(scene, "near palm", (2.2, WY + 1.2, -1.2), 9.0, (-1.2, 0.6), rng, frond, fronds=16, frond_length=4.0)
p.palm(scene, "palm 2", (-5.5, WY + 1.5, -1.2), 11.0, (1.5, 0.3), rng, frond, fronds=14, frond_length=4.4)


# ------------------------------------------------------------------ on the table

# the notebook: a hard cover, the spread of pages rising from the gutter, the outer corners
# curling a little; UV 0–1 over the spread (the texture is both pages)
NX, NY = (-0.045, 0.055)  # the spread's middle
NW, NH = 0.296, 0.21
NTURN = -7.0
cover = s.matte("notebook cover", s.rgb("#283a4a"), roughness=(0.45, 0.65), bump=0.08, scale=300)
s.box(scene, "cover", (NW + 0.01, NH + 0.008, 0.0018), cover, (NX, NY, 0), (0, 0, math.radians(NTURN)), edge=0.0008)
page = s.printed("notebook pages", s.texture("kadal", "notebook"), roughness=(0.55, 0.72), bump=0.1, fibre=1500)
p.open_book(scene, "notebook", page, (NX, NY), (NW, NH), NTURN, rng)


def local(x, y):
    """A point on the spread (x, y from its middle) in table coordinates."""
    t = math.radians(NTURN)
    return (NX + x * math.cos(t) - y * math.sin(t), NY + x * math.sin(t) + y * math.cos(t))


# the pencil: a Natraj-style hexagonal body in red and black faces, the sharpened wood, the lead
def pencil_material():
    m, nt, bsdf, coords = s._material("pencil paint")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
    k = nt.nodes.new("ShaderNodeMath")
    k.operation = "MULTIPLY"
    k.inputs[1].default_value = 3.0
    nt.links.new(sep.outputs["X"], k.inputs[0])
    fr = nt.nodes.new("ShaderNodeMath")
    fr.operation = "FRACT"
    nt.links.new(k.outputs[0], fr.inputs[0])
    lt = nt.nodes.new("ShaderNodeMath")
    lt.operation = "LESS_THAN"
    lt.inputs[1].default_value = 0.5
    nt.links.new(fr.outputs[0], lt.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(lt.outputs[0], mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (*s.rgb("#141414"), 1)
    mix.inputs["Color2"].default_value = (*s.rgb("#a3161a"), 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.28
    bsdf.inputs["Clearcoat"].default_value = 0.3
    return m


pencil_paint = pencil_material()
pencil_wood = s.matte("pencil wood", s.rgb("#d9b48a"), roughness=(0.6, 0.8), bump=0.2, scale=400)
graphite = s.glossy("graphite", s.rgb("#2a2a2c"), roughness=(0.3, 0.4), metallic=0.4)
PR, PL = 0.0036, 0.155
pencil_parts = [
    s.lathe(scene, "pencil body", [(0.0, 0.0), (PR, 0.0), (PR, PL), (0.0, PL)], pencil_paint, segments=6),
    s.lathe(scene, "pencil cone", [(PR * 0.95, PL), (0.0011, PL + 0.017), (0.0, PL + 0.0172)], pencil_wood, segments=24),
    s.lathe(scene, "pencil lead", [(0.0011, PL + 0.0168), (0.0004, PL + 0.0205), (0.0, PL + 0.021)], graphite, segments=16),
]
px, py = local(0.07, -0.048)
pyaw = math.radians(NTURN + 197)
for o in pencil_parts:
    for poly in o.data.polygons:
        poly.use_smooth = o.name != "pencil body"
    o.rotation_euler = (0, math.radians(90), pyaw)  # its axis along the page, the point at pyaw
    o.location = (px - 0.088 * math.cos(pyaw), py - 0.088 * math.sin(pyaw), 0.0073 + PR * 0.87)

# two tumblers of chai: the near one just poured, its froth whole; the far one half drunk
NEAR = (0.2, -0.03)
FAR = (-0.215, 0.255)
p.tumbler_and_dabarah(scene, "near chai", (*NEAR, 0.0), steel, chai_full, froth_level=0.094)
p.tumbler_and_dabarah(scene, "far chai", (*FAR, 0.0), steel, chai_half, froth_level=0.055)

# the ring where a tumbler stood before it was moved, on the bare wood in front of the notebook
ring = p.plane(scene, "cup ring", 0.08, 0.08, ring_material("cup ring", 0.0302, 0.0016), (0.0, 0.0, 0.0))
bm = bmesh.new()
for c in ((-0.04, -0.04), (0.04, -0.04), (0.04, 0.04), (-0.04, 0.04)):
    bm.verts.new((*c, 0.0))
bm.faces.new(bm.verts)
ring.data = bpy.data.meshes.new("cup ring")
bm.to_mesh(ring.data)
bm.free()
ring.data.materials.append(bpy.data.materials["cup ring"])
ring.location = (0.06, -0.15, 0.00015)
ring.rotation_euler = (0, 0, 0.3)

# a phone face down at the left, its camera bump up
back = s.glossy("phone back", s.rgb("#1c1f23"), roughness=(0.38, 0.55), bump=0.0, scale=60)
alu = d.anodised("phone frame", (0.3, 0.31, 0.33))
ph = d.slab(scene, "phone", 0.0762, 0.1632, 0.0083, 0.0105, [alu, back, d.black_glass("phone glass")], edge=0.0016)
ph.location = (-0.2, -0.125, 0.0)
ph.rotation_euler = (0, 0, math.radians(-78))
bump_ = d.slab(scene, "phone camera bump", 0.022, 0.027, 0.0012, 0.006, [alu, d.black_glass("camera bump glass"), alu], edge=0.0005)
bump_.parent = ph
bump_.location = (-0.0762 / 2 + 0.02, 0.1632 / 2 - 0.024, 0.0083)

# pazham pori on a steel plate at the right, one bitten
s.lathe(scene, "plate", [(0, 0), (0.075, 0), (0.09, 0.012), (0.093, 0.0135), (0.0915, 0.014), (0.074, 0.0015), (0, 0.0015)], plate_steel, (0.275, 0.245, 0), segments=128)
pori = p.fritter_material("pazham pori", "#7a3e10", "#d99a3a")
for i, (x, y, ang) in enumerate([(0.265, 0.225, 32), (0.30, 0.29, 8)]):
    p.pazham_pori(scene, i, (x, y, 0.0015 + i * 0.005), ang, 0.07 * i, pori)
# a few crumbs of batter on the plate and the table
for k in range(9):
    cx, cy = (0.275 + rng.uniform(-0.06, 0.06), 0.245 + rng.uniform(-0.06, 0.06)) if k < 6 else (0.17 + rng.uniform(-0.04, 0.04), 0.12 + rng.uniform(-0.03, 0.03))
    bmc = bmesh.new()
    r = rng.uniform(0.0012, 0.0025)
    bmesh.ops.create_icosphere(bmc, subdivisions=1, radius=r)
    for v in bmc.verts:
        v.co.x *= rng.uniform(0.7, 1.3)
        v.co.z *= 0.6
    mesh = bpy.data.meshes.new(f"crumb {k}")
    bmc.to_mesh(mesh)
    bmc.free()
    s._object(scene, f"crumb {k}", mesh, pori, (cx, cy, (0.0015 if k < 6 else 0.0) + r * 0.5))

# ------------------------------------------------------------------ light

# late afternoon: the sun low over the backwater ahead and a little to the left, warm; the sky
# through the window (a portal), and the room's own bounce from behind the camera
SUN_AZ = -174
s.sky(scene, elevation=15, azimuth=SUN_AZ + 180, strength=0.08, air=1.0, dust=0.6, ozone=1.0, sun_disc=False)
s.sun(scene, elevation=15, azimuth=SUN_AZ, strength=4.3, colour=(1.0, 0.8, 0.58), angle=1.0)
portal = s.area_light(scene, "portal", (0, WY + WD + 0.02, (SILL + HEAD) / 2), (0, 10, (SILL + HEAD) / 2), OX1 - OX0, 1.0, size_y=HEAD - SILL)
portal.data.cycles.is_portal = True
s.area_light(scene, "room", (0.3, -1.4, 1.6), (0.0, 0.0, 0.0), 1.5, 60, (1.0, 0.9, 0.8), 1.0)

# a doorway onto the bright veranda behind the camera and the side window: seen only in the
# steel's reflections (not by diffuse rays, so they add no noise to the room)
for name, size, loc, rot in (
    ("doorway", (0.9, 2.1), (-0.5, -2.54, FLOOR), (math.radians(90), 0, math.radians(180))),
    ("side window", (1.2, 1.1), (2.14, -0.6, 0.2), (math.radians(90), 0, math.radians(90))),
):
    bright = s.emission(name, (1.0, 0.93, 0.84), 3.0)
    bright.cycles.sample_as_light = False
    o = p.plane(scene, name, *size, bright, loc, rot)
    o.visible_diffuse = False
    o.visible_shadow = False

scene.view_settings.exposure = -0.5
FOCUS = (NEAR[0], NEAR[1] - 0.03, 0.06)
s.camera(scene, (0.05, -0.92, 0.5), (0.0, 0.22, 0.0), lens=60, fstop=2.8, focus=FOCUS)
# the tumbler inside its dabarah mirrors the bowl, which mirrors the tumbler: with studio's three
# glossy bounces the gap between them went black
scene.cycles.glossy_bounces = 6
scene.cycles.max_bounces = 10
s.save(scene)
