"""Hama's bags as objects: the commuter backpack (a soft body, a front pocket with the rubber tag,
zips, a grab handle, the shoulder straps, yellow compression straps, a carbon base) and its rain
cover, made from numbers like the other packs (no asset files)."""

import math

import bmesh
import bpy
from mathutils import Vector

import props as p
import studio as s


def nylon(name, colour, sheen=0.4, weave=900, wet=0.0):
    """Coated nylon: one colour, a fine weave in the bump, a soft sheen; `wet` adds a gloss of
    rain that comes and goes over the surface."""
    m, nt, bsdf, coords = s._material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Sheen Tint"].default_value = 0.6
    grime = s._noise(nt, coords, 14, detail=5, offset=0.5)
    lo, hi = (0.55 - 0.4 * wet, 0.8 - 0.45 * wet)
    nt.links.new(s._range(nt, grime.outputs["Fac"], lo, hi), bsdf.inputs["Roughness"])
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (weave, weave, weave * 0.6)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "DIAGONAL"
    wave.inputs["Scale"].default_value = 1.0
    nt.links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    nt.links.new(s._bump(nt, wave.outputs["Fac"], 0.12, 0.0002), bsdf.inputs["Normal"])
    if wet:
        bsdf.inputs["Clearcoat"].default_value = wet
        bsdf.inputs["Clearcoat Roughness"].default_value = 0.08
    return m


def _soft_box(scene, name, size, material, location, taper=(1.0, 1.0), edge=0.04, wrinkle=0.004, seed=0):
    """A box standing on its base whose top is narrowed by `taper` (x, y), rounded by a bevel and
    subdivided, with a little crumple displaced into it (fabric, not a block)."""
    w, d, h = size
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        top = v.co.z > 0
        v.co = Vector((v.co.x * w * (taper[0] if top else 1), v.co.y * d * (taper[1] if top else 1), (v.co.z + 0.5) * h))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = s._object(scene, name, mesh, material, location)
    s.bevel(obj, edge, 5)
    sub = obj.modifiers.new("subdivide", "SUBSURF")
    sub.subdivision_type = "SIMPLE"
    sub.levels = sub.render_levels = 3
    tex = bpy.data.textures.new(name + " crumple", "CLOUDS")
    tex.noise_scale = 0.06
    tex.noise_depth = 2
    disp = obj.modifiers.new("crumple", "DISPLACE")
    disp.texture = tex
    disp.strength = wrinkle
    disp.mid_level = 0.5
    disp.texture_coords = "GLOBAL"
    obj.modifiers.new("smooth", "SMOOTH").factor = 0.4
    s.smooth(obj)
    return obj


def _strap(scene, name, points, material, width=0.038, thickness=0.004):
    """Flat webbing along `points`: a curve with a rectangular profile, its width across."""
    obj = p._wire(scene, name, points, material, thickness)
    obj.data.bevel_depth = 0
    obj.data.extrude = 0
    prof = bpy.data.curves.new(name + " profile", "CURVE")
    prof.dimensions = "2D"
    sp = prof.splines.new("POLY")
    sp.points.add(3)
    for pt, co in zip(sp.points, [(-width / 2, -thickness / 2), (width / 2, -thickness / 2), (width / 2, thickness / 2), (-width / 2, thickness / 2)]):
        pt.co = (*co, 0, 1)
    sp.use_cyclic_u = True
    shape = bpy.data.objects.new(name + " profile", prof)
    scene.collection.objects.link(shape)
    shape.hide_render = True
    obj.data.bevel_mode = "OBJECT"
    obj.data.bevel_object = shape
    return obj


def backpack(scene, name, location, turn=0.0, body=None, cover=None, tag=None, rng=None):
    """The commuter backpack standing on its base at `location`, its front (the pocket and the
    tag) facing -Y before `turn` (degrees about Z). 30×17×44 cm. `cover` dresses it in the rain
    cover instead (a glossy yellow shell with an elastic hem; only the base shows under it)."""
    W, D, H = 0.30, 0.17, 0.44
    carbon = nylon(name + " carbon", s.rgb("#1a1a1a"), sheen=0.3)
    yellow = nylon(name + " webbing", s.rgb("#f5c400"), sheen=0.2, weave=1400)
    zip_m = s.glossy(name + " zip", s.rgb("#202020"), roughness=(0.25, 0.4))
    metal = s.glossy(name + " pull", (0.55, 0.55, 0.56), roughness=(0.2, 0.35), metallic=1.0)
    parts = []
    pack = _soft_box(scene, name + " body", (W, D, H), cover or body, (0, 0, 0.02), taper=(0.86, 0.72), edge=0.07, wrinkle=0.005 if cover else 0.003)
    parts.append(pack)
    parts.append(_soft_box(scene, name + " base", (W + 0.006, D + 0.006, 0.075), carbon, (0, 0, 0), edge=0.035, wrinkle=0.001))
    if cover:
        # the hem's elastic, pulled in a little above the base
        ring = [(W / 2 * 0.98 * math.cos(a), D / 2 * 0.98 * math.sin(a), 0.07) for a in [2 * math.pi * i / 24 for i in range(24)]]
        parts.append(p._wire(scene, name + " hem", ring, cover, 0.008, closed=True))
        if tag:
            # the cover's own tag, high on its front where the pocket's would be
            patch = p.plane(scene, name + " tag", 0.064, 0.026, tag, (0, -D / 2 - 0.004, 0.3))
            patch.rotation_euler = (math.radians(-14), 0, 0)
            parts.append(patch)
    else:
        # the front pocket, its zip along the top, the tag on its face
        pocket = _soft_box(scene, name + " pocket", (W * 0.78, 0.05, 0.22), body, (0, -D / 2 + 0.004, 0.05), taper=(0.92, 0.8), edge=0.022, wrinkle=0.002)
        parts.append(pocket)
        top = 0.05 + 0.22
        zip_pts = [(-W * 0.36, -D / 2 - 0.022, top - 0.02), (-W * 0.2, -D / 2 - 0.028, top - 0.004), (W * 0.2, -D / 2 - 0.028, top - 0.004), (W * 0.36, -D / 2 - 0.022, top - 0.02)]
        parts.append(p._wire(scene, name + " pocket zip", zip_pts, zip_m, 0.0035))
        # the main zip: up one side of the front, over the top, down the other
        main = []
        for i in range(13):
            t = i / 12
            a = math.pi * t
            main.append((-math.cos(a) * W * 0.44, -D * 0.36 * math.sin(a) - 0.01, 0.16 + (H - 0.2) * math.sin(a) ** 0.35))
        parts.append(p._wire(scene, name + " main zip", main, zip_m, 0.0035))
        for i, (x, z) in enumerate(((W * 0.16, top - 0.006), (-W * 0.1, H - 0.035))):
            pull = s.box(scene, f"{name} pull {i}", (0.012, 0.004, 0.03), metal, (x, -D / 2 - 0.03 - (0.02 if i else 0), z - 0.03), edge=0.002)
            pull.rotation_euler = (math.radians(8), 0, 0)
            parts.append(pull)
            tab = s.box(scene, f"{name} pull tab {i}", (0.01, 0.003, 0.035), yellow, (x, -D / 2 - 0.031 - (0.02 if i else 0), z - 0.066), edge=0.001)
            parts.append(tab)
        if tag:
            patch = p.plane(scene, name + " tag", 0.064, 0.026, tag, (0, -D / 2 - 0.047, 0.16))
            patch.rotation_euler = (math.radians(-6), 0, 0)
            parts.append(patch)
        # yellow compression straps across both sides, lying on the tapered body
        for side in (-1, 1):
            z = 0.3
            half = W / 2 * (1 - (1 - 0.86) * z / H) - 0.004
            strap = s.box(scene, f"{name} side strap {side}", (0.005, D * (1 - (1 - 0.72) * z / H) * 0.92, 0.025), yellow, (side * half, 0, z), edge=0.0015)
            parts.append(strap)
    # the grab handle and the shoulder straps (behind), carbon webbing
    parts.append(_strap(scene, name + " handle", [(-0.04, D * 0.2, H - 0.01), (-0.03, D * 0.22, H + 0.045), (0.03, D * 0.22, H + 0.045), (0.04, D * 0.2, H - 0.01)], carbon, width=0.03))
    for side in (-1, 1):
        x = side * 0.07
        pts = [(x * 0.6, D / 2 - 0.01, H - 0.03), (x, D / 2 + 0.04, H - 0.1), (x * 1.1, D / 2 + 0.055, H * 0.55), (x * 1.3, D / 2 + 0.04, 0.12), (x * 1.5, D / 2 + 0.01, 0.05)]
        parts.append(_strap(scene, f"{name} shoulder strap {side}", pts, carbon, width=0.06, thickness=0.016))
    root = bpy.data.objects.new(name, None)
    scene.collection.objects.link(root)
    for obj in parts:
        obj.parent = root
    root.location = location
    root.rotation_euler = (0, 0, math.radians(turn))
    return root
