"""Atham morning on a Kerala verandah: the Ponnonam post's first pookalam (brands/palmtree/flats.ts)
laid in real flowers on the red-oxide floor, chethi, marigold, chopped leaves, vadamalli and
thumba, some sixty thousand petals each coloured from the pattern under it; a brass nilavilakku
lit beside it, a brass plate of spare marigold, the house's open door behind, out of focus. Low morning sun from the left through the verandah's pillars.
A 35 mm lens at f/2.8 from a standing person's chest, looking down at the pattern.

    npx tsx tools/render/brands/palmtree/flats.ts
    bash tools/render/render.sh palmtree/onam --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402
import bpy  # noqa: E402

import people as pp  # noqa: E402  (its ellipsoid, for the petals and the flames)
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=2026)
rng = s.RNG(808)

# ---- the verandah: red-oxide floor, a step down to the yard in front, lime-washed wall and the door
oxide = s.glossy("red oxide floor", s.rgb("#6e1c14"), roughness=(0.12, 0.4), coat=0.3, bump=0.05, scale=4)
s.box(scene, "floor", (6.0, 4.2, 0.3), oxide, (0, 0.6, -0.3))
lime = s.matte("lime wash", s.rgb("#ece4d2"), roughness=(0.8, 0.95), bump=0.3, scale=5)
WALL = 1.45
door_w, door_h = 1.0, 2.1
s.box(scene, "wall left", (2.5, 0.25, 3.0), lime, (-door_w / 2 - 1.25, WALL, 0))
s.box(scene, "wall right", (2.5, 0.25, 3.0), lime, (door_w / 2 + 1.25, WALL, 0))
s.box(scene, "wall over door", (door_w, 0.25, 0.9), lime, (0, WALL, door_h))
teak = s.wood("teak", s.rgb("#5a3520"), s.rgb("#2e1a0e"), scale=(1, 16, 16), rings=5, roughness=(0.3, 0.5))
for sx in (-1, 1):
    s.box(scene, f"door post {sx}", (0.1, 0.3, door_h), teak, (sx * (door_w / 2 + 0.05), WALL - 0.02, 0))
s.box(scene, "door lintel", (door_w + 0.3, 0.3, 0.12), teak, (0, WALL - 0.02, door_h))
s.box(scene, "threshold", (door_w + 0.2, 0.3, 0.08), teak, (0, WALL - 0.02, 0))
# the room inside: dim, a warm lamp deep in it
s.box(scene, "room back", (3.0, 0.1, 3.0), lime, (0, WALL + 2.5, 0))
s.box(scene, "room floor", (3.0, 2.6, 0.05), oxide, (0, WALL + 1.2, -0.05))
s.point_light(scene, "room lamp", (0.3, WALL + 1.8, 1.9), 60, (1.0, 0.78, 0.5), radius=0.1)
# two round pillars holding the verandah's eave, one each side of the frame
for k, x in enumerate((-1.55, 1.7)):
    s.lathe(scene, f"pillar {k}", [(0.0, 0), (0.13, 0), (0.13, 0.12), (0.1, 0.16), (0.1, 2.6), (0, 2.6)], lime, (x, 1.0, 0), segments=48)

# ---- the pookalam: a disc whose UV is the pattern; petals scattered on it take their colour from
# the pattern at the point they came from (the instancer's UV)
R = 0.56 * 1024 / 980  # the texture's circle is 980 of its 1024 px half-width


def disc(name, z, material):
    """The pattern's disc at height `z`: rings of quads round a fan, its UV the texture's."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    rings, seg = 24, 96
    verts = [[bm.verts.new((0, 0, 0))]]
    for i in range(1, rings + 1):
        rr = 0.56 * i / rings
        verts.append([bm.verts.new((rr * math.cos(2 * math.pi * j / seg), rr * math.sin(2 * math.pi * j / seg), 0)) for j in range(seg)])
    for j in range(seg):
        bm.faces.new((verts[0][0], verts[1][j], verts[1][(j + 1) % seg]))
    for i in range(1, rings):
        for j in range(seg):
            bm.faces.new((verts[i][j], verts[i + 1][j], verts[i + 1][(j + 1) % seg], verts[i][(j + 1) % seg]))
    for f in bm.faces:
        for loop in f.loops:
            x, y, _ = loop.vert.co
            loop[uv].uv = (x / (2 * R) + 0.5, y / (2 * R) + 0.5)
    return s.mesh_object(scene, name, bm, material, (0, 0, z))


petal_mat, nt, bsdf, coords = s._material("petals")
coords.from_instancer = True
img = nt.nodes.new("ShaderNodeTexImage")
img.image = bpy.data.images.load(s.texture("palmtree", "pookalam"), check_existing=True)
img.interpolation = "Closest"
nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
info = nt.nodes.new("ShaderNodeObjectInfo")
hsv = nt.nodes.new("ShaderNodeHueSaturation")
nt.links.new(img.outputs["Color"], hsv.inputs["Color"])
# each petal a little lighter or darker, a little more or less saturated: real flowers vary
val = nt.nodes.new("ShaderNodeMapRange")
val.inputs["To Min"].default_value = 0.72
val.inputs["To Max"].default_value = 1.15
nt.links.new(info.outputs["Random"], val.inputs["Value"])
nt.links.new(val.outputs["Result"], hsv.inputs["Value"])
sat = nt.nodes.new("ShaderNodeMapRange")
sat.inputs["To Min"].default_value = 1.1
sat.inputs["To Max"].default_value = 0.85
nt.links.new(info.outputs["Random"], sat.inputs["Value"])
nt.links.new(sat.outputs["Result"], hsv.inputs["Saturation"])
nt.links.new(hsv.outputs["Color"], bsdf.inputs["Base Color"])
nt.links.new(hsv.outputs["Color"], bsdf.inputs["Subsurface Color"])
bsdf.inputs["Subsurface"].default_value = 0.15
bsdf.inputs["Subsurface Radius"].default_value = (0.002, 0.001, 0.0006)  # a petal's depth, not the default metre
bsdf.inputs["Roughness"].default_value = 0.55
bsdf.inputs["Sheen"].default_value = 0.5
bsdf.inputs["Specular"].default_value = 0.3

pm = bmesh.new()
pp._blob(pm, (0, 0, 0), (0.006, 0.004, 0.0012), None, 8, 5)
for v in pm.verts:  # cupped: the rim lifts
    v.co.z += 120 * (v.co.x**2 + v.co.y**2)
petal = s.mesh_object(scene, "petal", pm, petal_mat, (0, 0, -5))  # the original, out of sight
s.smooth(petal)


def scatter(surface, instance, count, seed, tilt):
    """`count` copies of `instance` strewn over `surface`'s faces, lying along its normal, each
    spun at random about it and tipped by up to `tilt` (0–1), their sizes ±45 %."""
    mod = surface.modifiers.new("petals", "PARTICLE_SYSTEM")
    ps = mod.particle_system
    ps.seed = seed
    st = ps.settings
    st.type = "EMITTER"
    st.count = count
    st.frame_start = st.frame_end = 1
    st.lifetime = 1000
    st.emit_from = "FACE"
    st.distribution = "RAND"
    st.use_emit_random = True
    st.use_even_distribution = True
    st.physics_type = "NO"
    st.render_type = "OBJECT"
    st.instance_object = instance
    st.particle_size = 1.0
    st.size_random = 0.45
    st.use_rotations = True
    st.rotation_mode = "NOR"
    st.rotation_factor_random = tilt
    st.phase_factor_random = 2.0
    st.normal_factor = 0.0
    st.use_rotation_instance = True


# two layers of petals, one on the bed and one a petal's thickness above it, so no floor shows
bed_mat = s.matte("petal bed", s.rgb("#3a2a1a"))
for k, (count, z, seed) in enumerate(((52000, 0.002, 3), (30000, 0.0042, 11))):
    bed = disc(f"pookalam {k}", z, bed_mat)
    scatter(bed, petal, count, seed, 0.12)
    bed.show_instancer_for_render = k == 0

# ---- the nilavilakku: a brass standing lamp, five wicks lit, at the pookalam's far right
brass = s.glossy("brass", s.rgb("#c7963e"), roughness=(0.18, 0.35), metallic=1.0, bump=0.05, scale=40)
lamp = (0.72, 0.5, 0)
s.lathe(
    scene,
    "nilavilakku",
    [(0, 0), (0.11, 0), (0.115, 0.01), (0.09, 0.03), (0.03, 0.06), (0.022, 0.09), (0.03, 0.11), (0.018, 0.13), (0.016, 0.36), (0.028, 0.38), (0.016, 0.4),
     (0.016, 0.47), (0.075, 0.5), (0.1, 0.53), (0.095, 0.535), (0.06, 0.51), (0.02, 0.52), (0.02, 0.6), (0.035, 0.63), (0.02, 0.66), (0.008, 0.72), (0, 0.74)],
    brass,
    lamp,
    segments=96,
)
flame = s.emission("flame", (1.0, 0.42, 0.08), 9)
for k in range(5):
    ang = 2 * math.pi * k / 5 + 0.3
    fx, fy = lamp[0] + 0.085 * math.cos(ang), lamp[1] + 0.085 * math.sin(ang)
    fm = bmesh.new()
    pp._blob(fm, (0, 0, 0.012), (0.006, 0.006, 0.018), None, 10, 8)
    for v in fm.verts:  # a teardrop: narrow to a point at the top
        if v.co.z > 0.012:
            t = (v.co.z - 0.012) / 0.018
            v.co.x *= 1 - 0.8 * t
            v.co.y *= 1 - 0.8 * t
    s.mesh_object(scene, f"flame {k}", fm, flame, (fx, fy, 0.535))
    s.point_light(scene, f"flame light {k}", (fx, fy, 0.56), 1.2, (1.0, 0.6, 0.25), radius=0.01)
# a brass plate of spare flowers beside the lamp
s.lathe(scene, "thalam", [(0, 0), (0.12, 0), (0.135, 0.015), (0.132, 0.017), (0.115, 0.004), (0, 0.004)], brass, (-0.8, 0.35, 0), segments=64)
# the spare marigold: a heap of loose petals on the plate, the same petals in plain orange
marigold = s.matte("marigold", s.rgb("#ff8400"), roughness=(0.5, 0.65), bump=0.3, scale=300)
marigold.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.5
loose = petal.copy()
loose.data = petal.data.copy()
loose.data.materials[0] = marigold
scene.collection.objects.link(loose)
heap = s.lathe(scene, "spare petals", [(0, 0.004), (0.11, 0.004), (0.08, 0.026), (0.04, 0.038), (0, 0.042)], s.matte("heap core", s.rgb("#b85a00")), (-0.8, 0.35, 0), segments=48)
scatter(heap, loose, 4000, 23, 0.5)

# ---- light: low morning sun from the left, the sky over the yard behind the camera
s.sky(scene, elevation=14, azimuth=-70, strength=0.3, sun_disc=False)
s.sun(scene, elevation=16, azimuth=-62, strength=5.5, colour=(1.0, 0.85, 0.66), angle=1.0)
s.area_light(scene, "yard bounce", (0.0, -2.5, 1.2), (0.0, 0.5, 0.3), 2.5, 25, (1.0, 0.95, 0.88))

scene.view_settings.exposure = -0.2
s.camera(scene, (0.05, -1.22, 1.42), (0.0, 0.42, 0.0), lens=35, fstop=2.8, focus=(0.0, 0.05, 0.0))
s.save(scene)
