"""Lead generation (Kadal's own service page): Grand Kayal's reservations phone on the teak
reception desk at a quarter to five, showing a new enquiry from the hotel's website form (a couple's
anniversary, two nights in a lake-view room) and the desk's reply three minutes later, read. The
guest register lies open beside it with a fountain pen, a brass call bell behind; late sun from
the lobby's arches on the left. An 85 mm lens at f/5.6 from the clerk's side, focused on the
enquiry.

    npx tsx tools/render/brands/kadal/screens.ts
    bash tools/render/render.sh kadal/leads --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402
import bpy  # noqa: E402

import devices as d  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 24, seed=47)
rng = s.RNG(1645)

# ---- the desk: dark polished teak, the lobby's wall behind it
teak = s.wood("desk teak", s.rgb("#6a4128"), s.rgb("#3e2414"), scale=(1.0, 22, 22), rings=6, roughness=(0.12, 0.3))
s.box(scene, "desk", (1.4, 0.7, 0.04), teak, (0.0, 0.12, -0.04), edge=0.006)
linen = s.matte("lobby wall", s.rgb("#e9dfcc"), roughness=(0.8, 0.95), bump=0.15, scale=5)
s.box(scene, "wall", (4.0, 0.1, 3.0), linen, (0, 1.3, -1.0))
s.sky(scene, elevation=14, azimuth=-80, strength=0.25, dust=2.0)

# ---- the guest register, open, lined pages, a cloth spine
paper_m, nt, bsdf, coords = s._material("register page")
lines = nt.nodes.new("ShaderNodeTexWave")
lines.wave_type = "BANDS"
lines.bands_direction = "Y"
lines.wave_profile = "SAW"
lines.inputs["Scale"].default_value = 39.0  # the wave's period is 0.314/scale: a rule every 8 mm
lines.inputs["Distortion"].default_value = 0.0
nt.links.new(coords.outputs["Object"], lines.inputs["Vector"])
rule = nt.nodes.new("ShaderNodeMath")
rule.operation = "GREATER_THAN"
rule.inputs[1].default_value = 0.9
nt.links.new(lines.outputs["Fac"], rule.inputs[0])
mix = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(rule.outputs[0], mix.inputs["Fac"])
mix.inputs["Color1"].default_value = (*s.rgb("#dcd2bc"), 1)
mix.inputs["Color2"].default_value = (*s.rgb("#8aa0b8"), 1)
nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
bsdf.inputs["Roughness"].default_value = 0.75
bsdf.inputs["Sheen"].default_value = 0.3
fib = s._noise(nt, coords, 900, detail=2)
nt.links.new(s._bump(nt, fib.outputs["Fac"], 0.08, 0.0003), bsdf.inputs["Normal"])
cloth = s.matte("register cloth", s.rgb("#5a1f1c"), roughness=(0.7, 0.9), bump=0.4, scale=400)
reg_turn = math.radians(8)
bm = bmesh.new()
pw, ph, nx = 0.2, 0.3, 28
for side in (-1, 1):
    grid = []
    for j in range(2):
        row = []
        for i in range(nx + 1):
            u = i / nx
            x = side * u * pw
            z = 0.014 + 0.006 * (1 - u) ** 3 - 0.0025 * math.exp(-((u) / 0.04) ** 2) + 0.002 * u ** 3
            row.append(bm.verts.new((x, (j - 0.5) * ph, z)))
        grid.append(row)
    for i in range(nx):
        q = (grid[0][i], grid[0][i + 1], grid[1][i + 1], grid[1][i])
        bm.faces.new(q if side > 0 else tuple(reversed(q)))
mesh = bpy.data.meshes.new("register pages")
bm.to_mesh(mesh)
bm.free()
pages = s._object(scene, "register pages", mesh, paper_m, (-0.275, 0.11, 0.0), (0, 0, reg_turn))
s.smooth(pages)
block = s.matte("page edges", s.rgb("#e2d6bc"), roughness=(0.8, 0.9), bump=0.6, scale=2000)
for side in (-1, 1):
    b = s.box(scene, f"register block {side}", (pw - 0.004, ph - 0.004, 0.013), block, (0, 0, 0.0015), edge=0.001)
    b.parent = pages
    b.location = (side * pw / 2, 0, 0.0015)
cov = s.box(scene, "register cover", (2 * pw + 0.02, ph + 0.012, 0.003), cloth, (0, 0, 0), edge=0.001)
cov.parent = pages
cov.location = (0, 0, 0)

# the fountain pen, put down on the desk
black = s.glossy("pen resin", (0.015, 0.015, 0.018), roughness=(0.05, 0.12), bump=0.0)
pen = s.lathe(scene, "pen", [(0, 0), (0.002, 0.003), (0.0045, 0.02), (0.0055, 0.06), (0.006, 0.13), (0.0048, 0.14), (0, 0.142)], black, (0, 0, 0), segments=32)
pen.rotation_euler = (0, math.radians(90), math.radians(-35))
pen.location = (-0.095, -0.045, 0.006)

# ---- the brass call bell behind the phone, on the right
brass = s.glossy("bell brass", s.rgb("#c09040"), roughness=(0.08, 0.2), metallic=1.0, scale=40)
dark_wood = s.wood("bell base", s.rgb("#3a2214"), s.rgb("#1a0e08"), scale=(1, 8, 8))
s.lathe(scene, "bell base", [(0, 0), (0.052, 0), (0.054, 0.004), (0.052, 0.016), (0, 0.016)], dark_wood, (0.16, 0.07, 0), segments=64)
s.lathe(scene, "bell dome", [(0.046, 0.0), (0.045, 0.012), (0.038, 0.03), (0.024, 0.043), (0.008, 0.048), (0.0, 0.0485)], brass, (0.16, 0.07, 0.016), segments=96, caps=False)
s.lathe(scene, "bell plunger", [(0, 0), (0.003, 0), (0.003, 0.012), (0.008, 0.014), (0.008, 0.018), (0, 0.019)], brass, (0.16, 0.07, 0.063), segments=24)

# ---- the phone, on the desk between them, a little turned
screen = s.texture("kadal", "leads")
d.phone(scene, "phone", screen, (0.02, 0.0, 0.0), turn=9, strength=1.6, frame=(0.78, 0.74, 0.68), gamma=1.3)

# ---- late sun from the arches on the left (an arch's edge falls across the desk), the lobby's fill
s.sun(scene, elevation=16, azimuth=-70, strength=3.0, colour=(1.0, 0.82, 0.6), angle=1.0)
arch = s.matte("arch", s.rgb("#d9cdb6"))
s.box(scene, "arch pier", (0.3, 0.5, 2.0), arch, (-1.2, 1.0, -0.6))
s.area_light(scene, "lobby", (0.3, -1.0, 0.8), (0, 0.1, 0), 1.5, 5, (1.0, 0.95, 0.9))

scene.view_settings.exposure = -0.1
s.camera(scene, (0.03, -0.37, 0.58), (0.03, -0.005, 0.0), lens=85, fstop=5.6, focus=(0.02, 0.012, 0.009))
s.save(scene)
