"""Hama's bags as objects: the commuter backpack (a soft body, a front pocket with the rubber tag,
zips, a grab handle, the shoulder straps, yellow compression straps, a carbon base) and its rain
cover, made from numbers like the other packs (no asset files)."""

import math

import bmesh
import bpy
from mathutils import Vector

import props as p
import studio as s


def hama_tag(roughness=(0.45, 0.6)):
    """Hama's woven red tag, the brand's flat art printed on a stiff patch (every shot of the range
    sews it on something)."""
    return s.printed("hama tag", s.texture("hama", "tag"), roughness=roughness, bump=0.1, fibre=400)


def hama_red():
    """The commuter backpack's red nylon."""
    return nylon("backpack red", s.rgb("#d7261e"), sheen=0.5)


def nylon(name, colour, sheen=0.4, weave=900, wet=0.0, ripstop=160):
    """Coated nylon: one colour that wanders a little (dye and wear), a fine weave and a ripstop
    grid in the bump, a matte face with a soft sheen; `wet` adds a gloss of rain that comes and
    goes over the surface. Matte on purpose: a low roughness makes a bag read as moulded plastic."""
    m, nt, bsdf, coords = s._material(name)
    tone = s._noise(nt, coords, 9, detail=4, offset=0.3)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (*[c * 0.78 for c in colour], 1)
    mix.inputs["Color2"].default_value = (*colour, 1)
    nt.links.new(s._range(nt, tone.outputs["Fac"], 0.2, 1.0), mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Sheen Tint"].default_value = 0.6
    bsdf.inputs["Specular"].default_value = 0.35
    grime = s._noise(nt, coords, 14, detail=5, offset=0.5)
    lo, hi = (0.68 - 0.45 * wet, 0.9 - 0.5 * wet)
    nt.links.new(s._range(nt, grime.outputs["Fac"], lo, hi), bsdf.inputs["Roughness"])
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (weave, weave, weave * 0.6)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "DIAGONAL"
    wave.inputs["Scale"].default_value = 1.0
    nt.links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
    height = wave.outputs["Fac"]
    if ripstop:
        # the ripstop's heavier threads every few millimetres, one set along each axis (on any
        # face two of the three make the grid, the third is constant and the bump ignores it)
        grid = nt.nodes.new("ShaderNodeMapping")
        grid.inputs["Scale"].default_value = (ripstop, ripstop, ripstop)
        nt.links.new(coords.outputs["Object"], grid.inputs["Vector"])
        total = height
        for axis in ("X", "Y", "Z"):
            bands = nt.nodes.new("ShaderNodeTexWave")
            bands.wave_type = "BANDS"
            bands.bands_direction = axis
            bands.inputs["Scale"].default_value = 1.0
            nt.links.new(grid.outputs["Vector"], bands.inputs["Vector"])
            add = nt.nodes.new("ShaderNodeMath")
            add.operation = "MULTIPLY_ADD"
            sharp = nt.nodes.new("ShaderNodeMapRange")
            sharp.inputs["From Min"].default_value = 0.88
            nt.links.new(bands.outputs["Fac"], sharp.inputs["Value"])
            nt.links.new(sharp.outputs["Result"], add.inputs[0])
            add.inputs[1].default_value = 0.6
            nt.links.new(total, add.inputs[2])
            total = add.outputs["Value"]
        height = total
    nt.links.new(s._bump(nt, height, 0.18, 0.0002), bsdf.inputs["Normal"])
    if wet:
        bsdf.inputs["Clearcoat"].default_value = wet
        bsdf.inputs["Clearcoat Roughness"].default_value = 0.08
    return m


def _crumple(obj, name, strength, scale, depth):
    """Cloth's give: a cloud noise `scale` across, displaced `strength` along the normals (the
    displacement's middle at 0.5, Blender's default, so the surface moves both ways)."""
    tex = bpy.data.textures.new(name + " crumple", "CLOUDS")
    tex.noise_scale = scale
    tex.noise_depth = depth
    disp = obj.modifiers.new("crumple", "DISPLACE")
    disp.texture = tex
    disp.strength = strength
    disp.mid_level = 0.5
    disp.texture_coords = "GLOBAL"
    return disp


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
    _crumple(obj, name, wrinkle, 0.06, 2)
    obj.modifiers.new("smooth", "SMOOTH").factor = 0.4
    s.smooth(obj)
    return obj


def stuff_sack(scene, name, radius, height, material, location, cord, seed=0, turn=0.0, tag=None):
    """A drawstring stuff sack standing on its base, something rolled tight inside: a drum whose
    sides bulge and dent where the load presses (lumps that run round it), the top drawn shut
    into a ring of pleats that deepen towards the cord's exit, the cord coming out in a loop
    through a sprung toggle, the base's seam bound in tape. `cord` dresses the cord, the toggle and
    the binding; `tag`, if given, is sewn on the front."""
    r = s.RNG(seed)
    lumps = [(r.uniform(0, 2 * math.pi), r.uniform(0.15, 0.85), r.uniform(0.05, 0.09)) for _ in range(5)]
    bm = bmesh.new()
    segs, rings = 72, 28
    rows = []
    for j in range(rings + 1):
        v = j / rings
        z = height * min(v / 0.78, 1.0) if v <= 0.78 else height + (v - 0.78) / 0.22 * 0.018
        if v <= 0.78:
            base = radius * (0.86 + 0.14 * math.sin(min(v / 0.12, 1.0) * math.pi / 2))  # the seam's round-off at the base
        else:
            q = (v - 0.78) / 0.22  # the drawn-shut top: the radius falls to the cord's exit
            base = radius * (1.0 - q) ** 1.2 + 0.006 * q
        # the gathers: folds round the top that run down the upper half as creases, fading
        fold = max(0.0, (v - 0.5) / 0.5) ** 1.6 * (0.3 if v > 0.78 else 0.14)
        row = []
        for i in range(segs):
            a = 2 * math.pi * i / segs
            bulge = sum(amp * math.exp(-((math.atan2(math.sin(a - at), math.cos(a - at))) ** 2 / 0.5 + (v - vz) ** 2 / 0.04)) for at, vz, amp in lumps)
            crease = math.sin(9 * a + 1.7 * math.sin(3 * a + v * 4)) * 0.6 + math.sin(14 * a + 2.0) * 0.4
            rr = base * (1 + bulge * (1.0 if v <= 0.8 else 0.3) + fold * crease)
            row.append(bm.verts.new((rr * math.cos(a), rr * math.sin(a), z)))
        rows.append(row)
    for j in range(rings):
        for i in range(segs):
            bm.faces.new((rows[j][i], rows[j][(i + 1) % segs], rows[j + 1][(i + 1) % segs], rows[j + 1][i]))
    bm.faces.new(list(reversed(rows[0])))
    bm.faces.new(rows[-1])
    sack = s.mesh_object(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    sack.modifiers.new("soft", "SUBSURF").levels = 1
    _crumple(sack, name, 0.003, 0.03, 2)
    s.smooth(sack)
    x, y, z0 = location
    top = z0 + height + 0.018
    p._wire(scene, name + " cord", [(x, y, top - 0.004), (x - 0.012, y - 0.01, top + 0.03), (x + 0.004, y - 0.03, top + 0.05), (x + 0.022, y - 0.016, top + 0.028), (x + 0.006, y, top - 0.004)], cord, 0.0028)
    lock = s.lathe(scene, name + " toggle", [(0, 0), (0.0075, 0), (0.0085, 0.006), (0.0075, 0.018), (0.0052, 0.021), (0, 0.021)], cord, (x - 0.004, y - 0.014, top + 0.006), segments=24)
    lock.rotation_euler = (math.radians(-25), math.radians(12), 0)
    binding = [(x + radius * 0.99 * math.cos(2 * math.pi * i / 48), y + radius * 0.99 * math.sin(2 * math.pi * i / 48), z0 + 0.006) for i in range(48)]
    p._wire(scene, name + " binding", binding, cord, 0.0035, closed=True)
    if tag is not None:
        a = math.radians(turn - 90)  # the front, turned with the sack
        out = radius * 1.09  # over the load's lumps, which the label's stiffer patch would ride
        label = p.plane(scene, name + " tag", 0.05, 0.02, tag, (x + out * math.cos(a), y + out * math.sin(a), z0 + height * 0.4))
        label.rotation_euler = (0, 0, math.radians(turn))
    return sack


def _ring(w, d_front, d_back, a, n=4.0):
    """A point of a squarish superellipse (exponent `n`) at angle `a` (0 = +X, -90° = the front,
    -Y): half-width `w`, depth `d_front` in front of the axis and `d_back` behind it."""
    c, sn = math.cos(a), math.sin(a)
    x = w * math.copysign(abs(c) ** (2 / n), c)
    y = math.copysign(abs(sn) ** (2 / n), sn)
    return x, y * (d_back if sn > 0 else d_front)


def _profile(W, D, H, dome, bulge):
    """The body's cross-section at height z, as (half-width, front depth, back depth): straight
    sides up to the dome, which rounds the top like an arch seen from the front; the front
    bulges most at mid-height (a packed bag), the back stays flat against the wearer."""

    def at(z):
        z0 = H - dome
        c = 1.0 if z <= z0 else math.sqrt(max(0.0, 1 - ((z - z0) / dome) ** 2))
        w = W / 2 * (0.88 + 0.12 * c) * (c ** 0.9 if z > z0 else 1.0)
        belly = 1 + bulge * math.sin(math.pi * min(z / H, 1.0)) ** 1.5
        return max(w, 0.004), D / 2 * belly * (0.55 + 0.45 * c), D / 2 * (0.7 + 0.3 * c)

    return at


def _shell(scene, name, W, D, H, material, dome=0.12, bulge=0.18, wrinkle=0.004, rings=28, around=48):
    """A soft bag body standing on z = 0: rings of a squarish superellipse lofted up `_profile`,
    closed at the top, subdivided and crumpled. Returns the object and its profile (so seams,
    zips and straps can be laid on its surface)."""
    at = _profile(W, D, H, dome, bulge)
    bm = bmesh.new()
    levels = []
    for j in range(rings + 1):
        # rings crowd towards the dome, where the shape turns fastest
        z = H * (1 - (1 - j / rings) ** 1.6) if j else 0.0
        w, df, db = at(z)
        levels.append([bm.verts.new((*_ring(w, df, db, 2 * math.pi * i / around - math.pi / 2), z)) for i in range(around)])
    for j in range(rings):
        for i in range(around):
            bm.faces.new((levels[j][i], levels[j][(i + 1) % around], levels[j + 1][(i + 1) % around], levels[j + 1][i]))
    bm.faces.new(list(reversed(levels[0])))
    bm.faces.new(levels[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = s._object(scene, name, mesh, material, (0, 0, 0))
    sub = obj.modifiers.new("subdivide", "SUBSURF")
    sub.levels = sub.render_levels = 2
    _crumple(obj, name, wrinkle, 0.05, 3)
    s.smooth(obj)
    return obj, at


def _seam(at, H, side, front=True, lift=0.003, steps=24, a=0.34):
    """The line where the front panel meets the side gusset, up one side from z = 0.04 and over
    the dome to the top's middle (side = -1 or 1): `a` of a quarter turn from the front's centre."""
    pts = []
    for k in range(steps + 1):
        z = 0.04 + (H - 0.045) * (1 - (1 - k / steps) ** 2)
        w, df, db = at(z)
        ang = (-math.pi / 2) + side * (math.pi / 2) * a * (1 if front else -1)
        x, y = _ring(w + lift, df + lift, db + lift, ang if front else math.pi - ang)
        pts.append((x, y, z))
    return pts


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


def _padded(scene, name, centres, width, thickness, material, taper=None):
    """A padded strap or panel along `centres` (points bottom to top): a soft cushion whose section
    is a flattened oval, `width` across and `thickness` deep; `taper(t)` scales the width from
    the first point (t = 0) to the last (a pad rounds off at both ends by default)."""
    bm = bmesh.new()
    around = 16
    rings = []
    for k, c in enumerate(centres):
        c = Vector(c)
        nxt = Vector(centres[min(k + 1, len(centres) - 1)])
        prv = Vector(centres[max(k - 1, 0)])
        along = (nxt - prv).normalized()
        side = Vector((1, 0, 0))
        out = along.cross(side).normalized()
        t = k / (len(centres) - 1)
        scale = taper(t) if taper else 0.55 + 0.45 * math.sin(math.pi * min(1.0, 0.15 + t * 0.85))
        ring = []
        for i in range(around):
            a = 2 * math.pi * i / around
            ring.append(bm.verts.new(c + side * math.cos(a) * width / 2 * scale + out * math.sin(a) * thickness / 2 * (0.6 + 0.4 * abs(math.cos(a)))))
        rings.append(ring)
    for k in range(len(rings) - 1):
        for i in range(around):
            bm.faces.new((rings[k][i], rings[k][(i + 1) % around], rings[k + 1][(i + 1) % around], rings[k + 1][i]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    obj = s.mesh_object(scene, name, bm, material)
    s.smooth(obj)
    return obj


def back_panel(scene, name, W, D, H, carbon, mesh, yellow):
    """What a commuter backpack wears against the back: three padded pads of air mesh with the
    channels between them, S-curved padded shoulder straps in mesh over carbon, their webbing
    tails and ladder locks in yellow, a sternum strap across, and the sleeve that slips over a
    trolley's handle. Built on the bag's back face (+Y), in the bag's own coordinates."""
    parts = []
    y0 = D / 2 + 0.004
    for k, (z0, z1) in enumerate(((0.07, 0.17), (0.19, 0.29), (0.31, 0.39))):
        for side in (-1, 1):
            parts.append(_padded(scene, f"{name} back pad {k} {side}", [(side * 0.068, y0 + 0.008, z0 + (z1 - z0) * j / 8) for j in range(9)], 0.11, 0.026, mesh, taper=lambda t: 0.35 + 0.65 * math.sin(math.pi * t) ** 0.35))
    parts.append(s.box(scene, f"{name} trolley sleeve", (W * 0.72, 0.008, 0.06), carbon, (0.0, y0 + 0.004, 0.205), edge=0.003))
    for side in (-1, 1):
        x = side * 0.07
        path = [(x * 0.6, y0 + 0.01, H - 0.04), (x * 0.95, y0 + 0.045, H - 0.11), (x * 1.15, y0 + 0.06, H * 0.62), (x * 1.3, y0 + 0.05, 0.2), (x * 1.45, y0 + 0.03, 0.11)]
        # widest over the shoulder, narrowing to the webbing at its foot
        parts.append(_padded(scene, f"{name} shoulder strap {side}", path, 0.064, 0.022, mesh, taper=lambda t: 0.45 + 0.55 * math.sin(math.pi * (0.25 + 0.75 * t))))
        # the webbing tail from the strap's foot down to the base, its ladder lock, its loose end
        foot = Vector(path[-1])
        parts.append(_strap(scene, f"{name} strap tail {side}", [tuple(foot), (foot.x * 1.1, foot.y - 0.005, 0.06), (foot.x * 1.2, foot.y - 0.012, 0.03)], yellow, width=0.025, thickness=0.003))
        parts.append(s.box(scene, f"{name} ladder lock {side}", (0.03, 0.008, 0.02), carbon, (foot.x * 1.05, foot.y + 0.002, 0.085), edge=0.002))
        parts.append(_strap(scene, f"{name} strap end {side}", [(foot.x * 1.05, foot.y + 0.006, 0.085), (foot.x * 1.08, foot.y + 0.012, 0.05), (foot.x * 1.02, foot.y + 0.02, 0.02)], yellow, width=0.025, thickness=0.003))
    # the sternum strap across the two, its buckle in the middle
    zs = H * 0.6
    parts.append(_strap(scene, f"{name} sternum strap", [(-0.085, y0 + 0.075, zs), (0.0, y0 + 0.08, zs - 0.005), (0.085, y0 + 0.075, zs)], yellow, width=0.016, thickness=0.003))
    parts.append(s.box(scene, f"{name} sternum buckle", (0.04, 0.012, 0.022), carbon, (0.0, y0 + 0.082, zs - 0.016), edge=0.003))
    return parts


def air_mesh(name, colour):
    """The spacer mesh on a pack's back and straps: a honeycomb of small holes over a darker
    ground, matte, soft."""
    m, nt, bsdf, coords = s._material(name)
    cells = nt.nodes.new("ShaderNodeTexVoronoi")
    cells.inputs["Scale"].default_value = 520.0
    nt.links.new(coords.outputs["Object"], cells.inputs["Vector"])
    holes = nt.nodes.new("ShaderNodeMapRange")
    holes.inputs["From Min"].default_value = 0.1
    holes.inputs["From Max"].default_value = 0.35
    nt.links.new(cells.outputs["Distance"], holes.inputs["Value"])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(holes.outputs["Result"], mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (*[c * 0.25 for c in colour], 1)
    mix.inputs["Color2"].default_value = (*colour, 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Sheen"].default_value = 0.4
    nt.links.new(s._bump(nt, holes.outputs["Result"], 0.6, 0.0015), bsdf.inputs["Normal"])
    return m


def backpack(scene, name, location, turn=0.0, body=None, cover=None, tag=None, rng=None, back=False):
    """The commuter backpack standing on its base at `location`, its front (the pocket and the
    tag) facing -Y before `turn` (degrees about Z). 30×17×44 cm, a domed top, a front that bulges
    where it is packed, piped seams where the front panel meets the gussets, the main zip along
    them over the dome. `cover` dresses it in the rain cover instead (a glossy yellow shell with
    an elastic hem; only the base shows under it)."""
    W, D, H = 0.30, 0.17, 0.44
    carbon = nylon(name + " carbon", s.rgb("#1a1a1a"), sheen=0.3)
    yellow = nylon(name + " webbing", s.rgb("#f5c400"), sheen=0.2, weave=1400, ripstop=0)
    zip_m = s.glossy(name + " zip", s.rgb("#202020"), roughness=(0.25, 0.4))
    metal = s.glossy(name + " pull", (0.55, 0.55, 0.56), roughness=(0.2, 0.35), metallic=1.0)
    parts = []
    shell, at = _shell(scene, name + " body", W, D, H, cover or body, dome=0.13, bulge=0.16 if not cover else 0.22, wrinkle=0.011 if cover else 0.004)
    parts.append(shell)
    base, _ = _shell(scene, name + " base", W + 0.012, D + 0.014, 0.075, carbon, dome=0.02, bulge=0.0, wrinkle=0.001, rings=8)
    parts.append(base)
    if cover:
        w, df, db = at(0.07)
        ring = [(*_ring(w + 0.004, df + 0.004, db + 0.004, 2 * math.pi * i / 32), 0.07) for i in range(32)]
        parts.append(p._wire(scene, name + " hem", ring, cover, 0.008, closed=True))
        # the reflective band round the cover, a hand's width under the dome: grey by day,
        # bright in a headlight (a rough metal reads like retroreflective tape)
        tape = s.glossy(name + " reflective tape", (0.7, 0.7, 0.72), roughness=(0.35, 0.45), metallic=1.0, bump=0.1, scale=200)
        w, df, db = at(0.24)
        band = [(*_ring(w + 0.005, df + 0.005, db + 0.005, math.radians(a)), 0.24) for a in range(-160, -19, 10)]
        parts.append(_strap(scene, name + " reflective band", band, tape, width=0.022, thickness=0.0015))
        if tag:
            _, df, _ = at(0.3)
            patch = p.plane(scene, name + " tag", 0.064, 0.026, tag, (0, -df - 0.006, 0.3))
            patch.rotation_euler = (math.radians(-8), 0, 0)
            parts.append(patch)
    else:
        # the piping up both front seams and over the dome: the line that makes it read as sewn
        seams = {side: _seam(at, H, side, a=0.5) for side in (-1, 1)}
        for side, pts in seams.items():
            parts.append(p._wire(scene, f"{name} piping {side}", pts, body, 0.0032))
            # the back panel's seams too, less visible
            parts.append(p._wire(scene, f"{name} back piping {side}", _seam(at, H, side, front=False, a=0.5), body, 0.0032))
        # the main zip beside the front piping, from a hand's width above the base over the top
        inner = {side: _seam(at, H, side, a=0.42, lift=0.002) for side in (-1, 1)}
        run = [q for q in inner[-1] if q[2] > 0.15] + [q for q in reversed(inner[1]) if q[2] > 0.15]
        parts.append(p._wire(scene, name + " main zip", run, zip_m, 0.0036))
        # the front pocket: a smaller domed shell half sunk into the front
        PW, PD, PH = W * 0.72, 0.07, 0.25
        _, df, _ = at(0.15)
        pocket, pat = _shell(scene, name + " pocket", PW, PD, PH, body, dome=0.07, bulge=0.2, wrinkle=0.003, rings=16, around=36)
        pocket.location = (0, -df + PD * 0.3, 0.05)
        parts.append(pocket)
        arch = [q for q in _seam(pat, PH, -1, a=0.5, lift=0.002) if q[2] > PH * 0.55]
        arch += [q for q in reversed(_seam(pat, PH, 1, a=0.5, lift=0.002)) if q[2] > PH * 0.55]
        off = Vector(pocket.location)
        parts.append(p._wire(scene, name + " pocket zip", [Vector(q) + off for q in arch], zip_m, 0.0034))
        for i, q in enumerate((Vector(arch[3]) + off, Vector(run[len(run) // 2 - 3]))):
            pull = s.box(scene, f"{name} pull {i}", (0.012, 0.004, 0.028), metal, (q.x, q.y - 0.006, q.z - 0.018), edge=0.002)
            pull.rotation_euler = (math.radians(10), 0, 0)
            tab = s.box(scene, f"{name} pull tab {i}", (0.01, 0.003, 0.034), yellow, (q.x, q.y - 0.008, q.z - 0.05), edge=0.001)
            tab.rotation_euler = (math.radians(10), 0, 0)
            parts += [pull, tab]
        if tag:
            _, pdf, _ = pat(0.11)
            patch = p.plane(scene, name + " tag", 0.064, 0.026, tag, (0, -df + PD * 0.3 - pdf - 0.003, 0.05 + 0.11))
            patch.rotation_euler = (math.radians(-4), 0, 0)
            parts.append(patch)
        # yellow compression straps around both gussets, each with a carbon buckle on the side
        for z in (0.17, 0.31):
            w, df, db = at(z)
            for side in (-1, 1):
                angs = [math.radians(a) for a in (range(-50, 51, 10) if side > 0 else range(-130, -231, -10))]
                pts = [(*_ring(w + 0.004, df + 0.004, db + 0.004, a), z) for a in angs]
                parts.append(_strap(scene, f"{name} side strap {side} {z}", pts, yellow, width=0.02, thickness=0.003))
                parts.append(s.box(scene, f"{name} buckle {side} {z}", (0.008, 0.03, 0.024), carbon, (side * (w + 0.009), 0, z), edge=0.002))
    # the grab handle and the shoulder straps (behind), carbon webbing
    parts.append(_strap(scene, name + " handle", [(-0.04, D * 0.22, H - 0.03), (-0.03, D * 0.25, H + 0.03), (0.03, D * 0.25, H + 0.03), (0.04, D * 0.22, H - 0.03)], carbon, width=0.03))
    if back:  # the side a shot of the back sees: padded pads and straps, the trolley sleeve
        parts += back_panel(scene, name, W, D, H, carbon, air_mesh(name + " air mesh", s.rgb("#2a2a2a")), yellow)
    else:  # seen from the front or the side only: the straps as plain webbing
        for side in (-1, 1):
            x = side * 0.07
            pts = [(x * 0.6, D / 2 - 0.02, H - 0.05), (x, D / 2 + 0.035, H - 0.12), (x * 1.1, D / 2 + 0.05, H * 0.55), (x * 1.3, D / 2 + 0.035, 0.12), (x * 1.5, D / 2 + 0.01, 0.05)]
            parts.append(_strap(scene, f"{name} shoulder strap {side}", pts, carbon, width=0.06, thickness=0.016))
    root = bpy.data.objects.new(name, None)
    scene.collection.objects.link(root)
    for obj in parts:
        obj.parent = root
    root.location = location
    root.rotation_euler = (0, 0, math.radians(turn))
    return root
