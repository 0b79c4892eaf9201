"""Grand Kayal at sunrise: a room's arched window onto the backwater, its teak shutters folded
back, a linen curtain; on the window seat a teak tray of breakfast (two appams on a plate, a
bowl of vegetable stew, a cup of coffee, a linen napkin); outside, the sun just up over the far
bank's palms and a boatman poling a country boat across the light. A 24 mm lens at f/2.8 from a
seated guest's eye, focused on the appams, the water beyond falling soft.

    bash tools/render/render.sh grandkayal/window --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import bmesh  # noqa: E402
import bpy  # noqa: E402

import hotel as h  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=59)
rng = s.RNG(611)

# ---- materials
lime = s.matte("lime plaster", s.rgb("#efe6d6"), roughness=(0.75, 0.95), bump=0.2, scale=5)
teak = s.wood("teak", s.rgb("#6a4328"), s.rgb("#3a2618"), scale=(1.5, 20, 20), rings=5)
linen = s.matte("linen", s.rgb("#f3ece0"), roughness=(0.8, 0.95), bump=0.35, scale=260)
china = s.glossy("white china", s.rgb("#f4f1ea"), roughness=(0.05, 0.12), coat=0.3)
backwater = h.water("backwater", s.rgb("#1c2422"), ripple=0.4, scale=0.5, roughness=0.05)
bank = s.matte("far bank", s.rgb("#1b2119"), roughness=(0.8, 0.95))
frond = s.matte("palm fronds", s.rgb("#1d2a1c"), roughness=(0.6, 0.8))
skin = s.matte("skin", s.rgb("#6a4230"), roughness=(0.45, 0.6), bump=0.02)
mundu = s.matte("boatman's mundu", s.rgb("#d9d2c2"), roughness=(0.8, 0.95))
shirt = s.matte("boatman's shirt", s.rgb("#35404a"), roughness=(0.8, 0.95))
boat = s.matte("country boat", s.rgb("#2a1c12"), roughness=(0.4, 0.6), bump=0.1, scale=20)
bamboo = s.matte("bamboo pole", s.rgb("#6b5a3a"), roughness=(0.5, 0.7))


def food(name, light, dark, scale, bump, roughness=(0.35, 0.6), specular=0.4):
    """Cooked food: two tones by coarse noise, roughness and bump by fine noise."""
    m, nt, bsdf, coords = s._material(name)
    blotch = s._noise(nt, coords, scale * 0.2, detail=3)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*s.rgb(dark), 1)
    ramp.color_ramp.elements[1].color = (*s.rgb(light), 1)
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[1].position = 0.7
    nt.links.new(blotch.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    fine = s._noise(nt, coords, scale, detail=8, roughness=0.7)
    nt.links.new(s._range(nt, fine.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, fine.outputs["Fac"], bump, 0.0008), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = specular
    return m


appam_soft = food("appam centre", "#fbf6ea", "#efe4cc", 300, 0.5, roughness=(0.5, 0.7), specular=0.3)
appam_lace = food("appam lace", "#f0d9a8", "#c68a48", 420, 1.2, roughness=(0.45, 0.7))
stew = food("stew", "#efe2c2", "#d9c194", 80, 0.15, roughness=(0.15, 0.3), specular=0.6)
carrot = food("carrot", "#e07a2e", "#c45e1c", 200, 0.2)
potato = food("potato", "#efd99a", "#d8bd72", 200, 0.3)
leaf = food("curry leaf", "#2f4a1e", "#1f3314", 100, 0.1, roughness=(0.2, 0.35))
coffee = s.glossy("coffee", s.rgb("#2a160b"), roughness=(0.02, 0.06))


def disc(name, radius, height, material, location, segments=48):
    """A flat-shaded capped cylinder (a liquid's surface): no degenerate normals at its centre."""
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=segments, radius1=radius, radius2=radius, depth=height)
    bmesh.ops.translate(bm, verts=bm.verts, vec=(0, 0, height / 2))
    return h._mesh(scene, name, bm, material, location)


# ---- the room: the window wall (laterite, lime-washed, 0.4 m thick) with one arched window
W, SILL, SPRING, TOP, D = 1.2, 0.45, 1.55, 3.0, 0.4
s.box(scene, "wall left", (3.0, D, TOP), lime, (-W / 2 - 1.5, D / 2, 0))
s.box(scene, "wall right", (3.0, D, TOP), lime, (W / 2 + 1.5, D / 2, 0))
s.box(scene, "wall under the window", (W, D, SILL), lime, (0, D / 2, 0))
h.spandrel(scene, "wall over the window", 0.0, 0.0, W, SPRING, TOP, D, lime)
s.box(scene, "side wall", (0.2, 5.0, TOP), lime, (-2.4, -2.3, 0))
s.box(scene, "floor", (6, 6, 0.1), teak, (0, -2.5, -0.1))
s.box(scene, "ceiling", (6, 6, 0.1), lime, (0, -2.5, TOP))
# the window's teak frame and its two shutters, folded back into the room
s.box(scene, "frame left", (0.07, 0.08, SPRING - SILL), teak, (-W / 2 + 0.035, 0.08, SILL))
s.box(scene, "frame right", (0.07, 0.08, SPRING - SILL), teak, (W / 2 - 0.035, 0.08, SILL))
s.box(scene, "frame transom", (W, 0.08, 0.07), teak, (0, 0.08, SPRING - 0.07))
for side in (-1, 1):
    shutter = s.box(scene, f"shutter {side}", (W / 2, 0.04, SPRING - SILL - 0.1), teak, (0, 0, 0), edge=0.006)
    for v in shutter.data.vertices:
        v.co.x += side * W / 4
    shutter.location = (side * W / 2, -0.02, SILL + 0.05)
    shutter.rotation_euler = (0, 0, math.radians(-side * 20))
    for k in range(4):  # louvres read as lines of shadow
        slat = s.box(scene, f"louvre {side}{k}", (W / 2 - 0.12, 0.01, 0.02), s.matte("louvre shadow", s.rgb("#2a1a10")), (0, 0, 0))
        for v in slat.data.vertices:
            v.co.x += side * W / 4
            v.co.y -= 0.025
            v.co.z += 0.18 + k * 0.22
        slat.location = shutter.location
        slat.rotation_euler = shutter.rotation_euler

# a linen curtain gathered at the window's left, in soft vertical folds
bm = bmesh.new()
cols, rows = 40, 12
cw, ch = 0.7, 2.6
grid = []
for j in range(rows + 1):
    row = []
    for i in range(cols + 1):
        u = i / cols
        x = -W / 2 - 0.55 + u * cw
        y = -0.12 - 0.045 * math.sin(u * math.pi * 7 + 0.4) - 0.02 * math.sin(u * 31)
        row.append(bm.verts.new((x, y, 0.05 + ch * j / rows)))
    grid.append(row)
for j in range(rows):
    for i in range(cols):
        bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
curtain = h._mesh(scene, "curtain", bm, linen)
s.smooth(curtain)
curtain.modifiers.new("solid", "SOLIDIFY").thickness = 0.004

# ---- the window seat, its cushion and the breakfast tray
s.box(scene, "window seat", (W + 0.6, 0.62, 0.06), teak, (0, -0.31, 0.45), edge=0.008)
s.box(scene, "seat front", (W + 0.6, 0.04, 0.45), teak, (0, -0.6, 0.0))
s.box(scene, "seat cushion", (0.55, 0.55, 0.07), linen, (-0.62, -0.3, 0.51), edge=0.025)
TX, TY, TZ = 0.12, -0.3, 0.51
s.box(scene, "tray", (0.56, 0.38, 0.012), teak, (TX, TY, TZ), edge=0.003)
for name, size, loc in (
    ("tray rim front", (0.56, 0.014, 0.04), (TX, TY - 0.183, TZ)),
    ("tray rim back", (0.56, 0.014, 0.04), (TX, TY + 0.183, TZ)),
    ("tray rim left", (0.014, 0.38, 0.04), (TX - 0.273, TY, TZ)),
    ("tray rim right", (0.014, 0.38, 0.04), (TX + 0.273, TY, TZ)),
):
    s.box(scene, name, size, teak, loc, edge=0.003)
z0 = TZ + 0.012
# two appams on a plate: a soft thick centre, a thin lacy rim that curls up
px, py = TX - 0.1, TY - 0.03
s.lathe(scene, "plate", [(0, 0), (0.09, 0), (0.125, 0.012), (0.128, 0.015), (0.124, 0.016), (0.088, 0.003), (0, 0.003)], china, (px, py, z0), segments=96)
for k, (dx, dy, tilt) in enumerate(((-0.015, 0.0, 0.0), (0.03, 0.035, 0.12))):
    base = (px + dx, py + dy, z0 + 0.006 + k * 0.012)
    c = s.lathe(scene, f"appam {k} centre", [(0.0, 0.012), (0.035, 0.011), (0.048, 0.006), (0.05, 0.0), (0.0, 0.0)], appam_soft, base, segments=48)
    r = s.lathe(scene, f"appam {k} lace", [(0.045, 0.002), (0.07, 0.006), (0.088, 0.014), (0.1, 0.026), (0.102, 0.029)], appam_lace, base, segments=72, caps=False)
    r.modifiers.new("solid", "SOLIDIFY").thickness = 0.0015
    for o in (c, r):
        o.rotation_euler = (tilt, tilt * 0.5, 0)
# a bowl of stew: vegetables in coconut milk, curry leaves on top
bx, by = TX + 0.13, TY + 0.06
s.lathe(scene, "bowl", [(0, 0), (0.035, 0), (0.04, 0.004), (0.06, 0.03), (0.068, 0.05), (0.065, 0.051), (0.057, 0.032), (0.034, 0.008), (0, 0.008)], china, (bx, by, z0), segments=96)
disc("stew", 0.058, 0.004, stew, (bx, by, z0 + 0.036))
for k in range(9):
    ang = rng.uniform(0, 2 * math.pi)
    rad = rng.uniform(0.0, 0.045)
    mat, size = rng.choice(((carrot, (0.012, 0.012, 0.006)), (potato, (0.016, 0.014, 0.008)), (leaf, (0.022, 0.008, 0.002))))
    bit = s.box(scene, f"stew bit {k}", size, mat, (bx + rad * math.cos(ang), by + rad * math.sin(ang), z0 + 0.037), (rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3), rng.uniform(0, 3.1)), edge=0.002)
# coffee in a cup on its saucer, and a linen napkin under the spoon
cx, cy = TX + 0.16, TY - 0.1
s.lathe(scene, "saucer", [(0, 0), (0.045, 0), (0.065, 0.008), (0.067, 0.01), (0.0, 0.004)], china, (cx, cy, z0), segments=64)
s.lathe(scene, "cup", [(0, 0.004), (0.025, 0.004), (0.028, 0.008), (0.036, 0.045), (0.038, 0.062), (0.035, 0.062), (0.033, 0.046), (0.0, 0.012)], china, (cx, cy, z0), segments=64)
disc("coffee", 0.033, 0.003, coffee, (cx, cy, z0 + 0.05))
s.box(scene, "napkin", (0.14, 0.2, 0.004), linen, (TX - 0.02, TY + 0.13, z0), (0, 0, 0.18), edge=0.001)
s.box(scene, "spoon", (0.012, 0.13, 0.003), s.glossy("steel", (0.8, 0.8, 0.79), roughness=(0.05, 0.12), metallic=1.0), (TX - 0.02, TY + 0.12, z0 + 0.004), (0, 0, 0.22))

# ---- outside: the backwater, a boatman poling a country boat across the light, the far bank
s.box(scene, "backwater", (900, 600, 0.1), backwater, (0, 300, -3.0))
h.hull(scene, "country boat", 7.0, 1.0, 0.35, 0.3, boat, (3.2, 30.0, -2.8), turn=-6)
h.figure(scene, "boatman", "pole", (3.4, 30.0, -2.75), 84, skin, shirt, mundu)
import mathutils  # noqa: E402

pm = bmesh.new()
h._limb(pm, mathutils.Vector((0, 0, 0)), mathutils.Vector((-0.3, 0.2, 5.2)), 0.025, 0.02, 6)
h._mesh(scene, "boatman's pole", pm, bamboo, (3.9, 29.6, -4.0))
h.far_bank(scene, 130.0, -160, 160, rng, bank, frond, count=30, height=(10, 16))

# ---- light: the sun just up over the far bank, straight through the window onto the tray
s.sky(scene, elevation=3.0, azimuth=8, strength=0.3, air=2.0, dust=2.5, ozone=1.5, sun_disc=True)
s.sun(scene, elevation=7, azimuth=188, strength=4.5, colour=(1.0, 0.78, 0.55), angle=2.0)
s.area_light(scene, "room bounce", (0.8, -2.8, 1.6), (0.0, 0.0, 0.5), 1.5, 20, (1.0, 0.9, 0.8))
scene.view_settings.exposure = 0.0

s.camera(scene, (-0.4, -2.1, 0.9), (0.0, 1.0, 1.2), lens=24, fstop=2.8, focus=(px, py, z0 + 0.02))
s.save(scene)
