"""Food as the bakery and the market have it: a crust that browns where the oven reached, and
a rounded lump that is dough (or a coconut, or a fish) rather than a ball. Shared by Palm Tree's
bakery counter and its morning arrivals."""

import math

import bmesh
from mathutils import Vector

import studio as s


def baked(name, top, side, roughness=(0.3, 0.5), flake=0.4, scale=60, sss=0.0, layers=0):
    """A crust: darker where the oven reached (the top, by the object's Z), paler down the
    sides, an oily sheen that wanders, a flaky bump; `layers` > 0 laminates it (puff pastry:
    that many wavering leaves up the object's height, ridged and a shade darker at each edge)."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Generated"], sep.inputs["Vector"])
    tone = s._noise(nt, coords, scale * 0.1, detail=5)
    mix_fac = nt.nodes.new("ShaderNodeMath")
    mix_fac.operation = "MULTIPLY_ADD"
    nt.links.new(sep.outputs["Z"], mix_fac.inputs[0])
    mix_fac.inputs[1].default_value = 0.8
    nt.links.new(tone.outputs["Fac"], mix_fac.inputs[2])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*s.rgb(side), 1)
    ramp.color_ramp.elements[1].color = (*s.rgb(top), 1)
    ramp.color_ramp.elements[0].position = 0.55
    ramp.color_ramp.elements[1].position = 1.1
    nt.links.new(mix_fac.outputs[0], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    sheen = s._noise(nt, coords, scale * 0.2, detail=3, offset=0.4)
    nt.links.new(s._range(nt, sheen.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    flakes = s._noise(nt, coords, scale, detail=8, roughness=0.7)
    height = flakes.outputs["Fac"]
    if layers:
        leaves = nt.nodes.new("ShaderNodeTexWave")
        leaves.wave_type = "BANDS"
        leaves.bands_direction = "Z"
        leaves.wave_profile = "SAW"
        leaves.inputs["Scale"].default_value = layers / 2  # the texture's unit band is two per scale
        leaves.inputs["Distortion"].default_value = 3.0
        leaves.inputs["Detail"].default_value = 3.0
        nt.links.new(coords.outputs["Generated"], leaves.inputs["Vector"])
        add = nt.nodes.new("ShaderNodeMath")
        add.operation = "MULTIPLY_ADD"
        nt.links.new(leaves.outputs["Fac"], add.inputs[0])
        add.inputs[1].default_value = 1.5
        nt.links.new(flakes.outputs["Fac"], add.inputs[2])
        height = add.outputs[0]
        edge = nt.nodes.new("ShaderNodeMixRGB")
        edge.blend_type = "MULTIPLY"
        nt.links.new(s._range(nt, leaves.outputs["Fac"], 0.0, 0.35), edge.inputs["Fac"])
        nt.links.new(ramp.outputs["Color"], edge.inputs["Color1"])
        edge.inputs["Color2"].default_value = (0.55, 0.4, 0.28, 1)
        nt.links.new(edge.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(s._bump(nt, height, flake, 0.002), bsdf.inputs["Normal"])
    if sss:
        bsdf.inputs["Subsurface"].default_value = sss
        bsdf.inputs["Subsurface Radius"].default_value = (0.003, 0.002, 0.001)
        bsdf.inputs["Subsurface Color"].default_value = (*s.rgb(side), 1)
    return m


def pillow(scene, name, size, material, location, seed, squareness=4.0, dome=0.6, turn=0.0):
    """A puffed pastry: a rounded rectangle `size` (x, y, z) in plan, risen more in the middle than
    at the edges (`dome`), its sides bulging where the leaves separated, a flat base; squarer as
    `squareness` grows (a superellipse's exponent)."""
    r = s.RNG(seed)
    phases = [r.uniform(0, 6.28) for _ in range(4)]
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=32, v_segments=16, radius=1.0)
    e = 2.0 / squareness
    sx, sy, sz = size[0] / 2, size[1] / 2, size[2]
    for v in bm.verts:
        d = v.co.normalized()
        ax, ay = math.atan2(d.y, d.x), math.asin(max(-1.0, min(1.0, d.z)))
        cx, sy_ = math.cos(ax), math.sin(ax)
        ring = math.cos(ay)
        px = math.copysign(abs(cx) ** e, cx) * ring
        py = math.copysign(abs(sy_) ** e, sy_) * ring
        wobble = 1 + 0.04 * math.sin(3 * ax + phases[0]) + 0.03 * math.sin(5 * ax + phases[1])
        up = max(d.z, 0.0)
        z = (up ** 0.7) * sz * (1 - dome + dome * (1 - (px * px + py * py) * 0.8)) if d.z > 0 else 0.0
        # the sides bulge a little at mid-height, where the leaves rose apart
        bulge = 1 + 0.06 * math.sin(math.pi * min(1.0, up * 1.6))
        v.co = Vector((px * sx * wobble * bulge, py * sy * wobble * bulge, z + 0.002 * math.sin(7 * ax + phases[2]) * up))
    obj = s.mesh_object(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    s.smooth(obj)
    return obj


def lumpy(scene, name, radii, material, location, seed, amount=0.08, rings=14, segments=20):
    """A rounded lump: an ellipsoid whose radius wanders by a few per cent (dough, not a ball)."""
    r = s.RNG(seed)
    phases = [r.uniform(0, 6.28) for _ in range(6)]
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=1.0)
    for v in bm.verts:
        d = v.co.normalized()
        wobble = 1 + amount * (math.sin(3 * d.x + phases[0]) * math.cos(2 * d.y + phases[1]) + 0.5 * math.sin(5 * d.z + phases[2]))
        v.co = Vector((d.x * radii[0], d.y * radii[1], max(d.z, -0.35) * radii[2])) * wobble
    obj = s.mesh_object(scene, name, bm, material, location)
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    s.smooth(obj)
    return obj


def karimeen_material(name):
    """A pearl spot's skin: grey-green silver, darker on the back, six to eight dark bands across
    the body, and the pale pearly spots it is named for, under a wet gloss."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    bands = nt.nodes.new("ShaderNodeTexWave")
    bands.wave_type = "BANDS"
    bands.bands_direction = "X"
    bands.inputs["Scale"].default_value = 2.6
    bands.inputs["Distortion"].default_value = 2.0
    bands.inputs["Detail"].default_value = 2
    nt.links.new(coords.outputs["Generated"], bands.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*s.rgb("#2f3a34"), 1)
    ramp.color_ramp.elements[1].color = (*s.rgb("#8a968c"), 1)
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[1].position = 0.7
    nt.links.new(bands.outputs["Fac"], ramp.inputs["Fac"])
    spots = nt.nodes.new("ShaderNodeTexVoronoi")
    spots.inputs["Scale"].default_value = 180.0
    nt.links.new(coords.outputs["Object"], spots.inputs["Vector"])
    spot_mask = nt.nodes.new("ShaderNodeMath")
    spot_mask.operation = "LESS_THAN"
    spot_mask.inputs[1].default_value = 0.16
    nt.links.new(spots.outputs["Distance"], spot_mask.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(spot_mask.outputs[0], mix.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
    mix.inputs["Color2"].default_value = (*s.rgb("#d9e4dc"), 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Metallic"].default_value = 0.35
    bsdf.inputs["Roughness"].default_value = 0.18
    bsdf.inputs["Clearcoat"].default_value = 0.6
    scales = nt.nodes.new("ShaderNodeTexVoronoi")
    scales.inputs["Scale"].default_value = 420.0
    nt.links.new(coords.outputs["Object"], scales.inputs["Vector"])
    nt.links.new(s._bump(nt, scales.outputs["Distance"], 0.25, 0.0005), bsdf.inputs["Normal"])
    return m


def fish(scene, name, length, depth, body, fin, eye, location, turn=0.0):
    """A pearl spot (karimeen) lying on its side, nose to -X: a deep, flat oval body lofted from
    elliptical sections, a narrow wrist and a fanned tail, the spiny fin along its back and the
    fin under its belly, a dark eye. Its side faces up (+Z), its back to +Y."""
    bm = bmesh.new()
    stations, ring = 36, 20
    rows = []
    body_len = length * 0.8
    for k in range(stations + 1):
        t = k / stations
        x = -length / 2 + t * body_len
        # the outline: a blunt nose, deepest a third back, narrowing to the wrist
        h = depth / 2 * (math.sin(math.pi * min(1.0, t * 1.05)) ** 0.7) * (1 - 0.75 * max(0.0, t - 0.7) / 0.3) + 0.004
        w = depth * 0.17 * math.sin(math.pi * min(1.0, t * 1.02)) ** 0.6 + 0.002
        belly = -depth * 0.06 * math.sin(math.pi * t)
        row = []
        for i in range(ring):
            a = 2 * math.pi * i / ring
            row.append(bm.verts.new((x, belly + math.cos(a) * h, math.sin(a) * w)))
        rows.append(row)
    for k in range(stations):
        for i in range(ring):
            bm.faces.new((rows[k][i], rows[k + 1][i], rows[k + 1][(i + 1) % ring], rows[k][(i + 1) % ring]))
    bm.faces.new(list(reversed(rows[0])))
    bm.faces.new(rows[-1])
    b = s.mesh_object(scene, name, bm, body)
    s.smooth(b)
    parts = [b]
    # the tail: a thin fan from the wrist
    wrist = -length / 2 + body_len
    bm = bmesh.new()
    fan = [bm.verts.new((wrist - 0.004, 0, 0))]
    for i in range(9):
        a = math.radians(-38 + i * 76 / 8)
        reach = length * 0.17 * (1 - 0.18 * math.cos(math.radians(i * 45)))
        fan.append(bm.verts.new((wrist + math.cos(a) * reach, math.sin(a) * reach * 1.1, 0)))
    for i in range(1, 9):
        bm.faces.new((fan[0], fan[i], fan[i + 1]))
    parts.append(s.mesh_object(scene, name + " tail", bm, fin))
    # the fins: a long spiny one along the back, a shorter one under the belly
    for sign, x0, x1, height in ((1, 0.15, 0.7, 0.32), (-1, 0.4, 0.7, 0.22)):
        bm = bmesh.new()
        base, tip = [], []
        for k in range(9):
            u = k / 8
            x = -length / 2 + (x0 + (x1 - x0) * u) * length
            t = min(1.0, max(0.0, (x + length / 2) / body_len))
            h = depth / 2 * (math.sin(math.pi * min(1.0, t * 1.05)) ** 0.7) * (1 - 0.75 * max(0.0, t - 0.7) / 0.3) - depth * 0.06 * math.sin(math.pi * t) * sign
            base.append(bm.verts.new((x, sign * (h - 0.003), 0)))
            tip.append(bm.verts.new((x + 0.01, sign * (h + depth * height * (0.5 + 0.5 * math.sin(math.pi * u))), 0)))
        for k in range(8):
            bm.faces.new((base[k], base[k + 1], tip[k + 1], tip[k]))
        parts.append(s.mesh_object(scene, f"{name} fin {sign}", bm, fin))
    # the eye, on the up side
    e = s.lathe(scene, name + " eye", [(0.0, 0.0), (length * 0.035, 0.0), (length * 0.03, 0.004), (0.0, 0.005)], eye, (-length * 0.36, depth * 0.1, depth * 0.1))
    parts.append(e)
    for o in parts:
        o.location = (location[0] + o.location.x * math.cos(turn) - o.location.y * math.sin(turn), location[1] + o.location.x * math.sin(turn) + o.location.y * math.cos(turn), location[2] + o.location.z)
        o.rotation_euler.z += turn
    return parts


def tender_coconut(scene, name, husk, cut, location, rotation, rng, size=1.0, trim=0.62):
    """A tender coconut as the seller trims it: a green, slightly three-sided body, its top cut
    to a point in facets by a few strokes of the knife, showing the pale husk inside; `trim` is
    the fraction of its height left green, `size` scales the whole nut (1: 21 cm across)."""
    bm = bmesh.new()
    seg, rows = 18, 16
    grid = []
    phase = rng.uniform(0, 6.28)
    for j in range(rows + 1):
        t = j / rows
        z = (-0.11 + t * 0.26) * size
        if t < trim:  # the green body
            r = 0.105 * size * math.sin(math.pi * (0.12 + 0.88 * t / trim) * 0.5 + 0.5) ** 0.5
        else:  # the trimmed cone to the top
            r = 0.105 * size * (1 - (t - trim) / (1 - trim)) * 0.95 + 0.012 * size
        row = []
        for i in range(seg):
            a = 2 * math.pi * i / seg
            lobe = 1 + 0.06 * math.cos(3 * a + phase)
            facet = 1.0 if t < trim else (0.93 + 0.07 * abs(math.cos(3 * a + phase)))
            row.append(bm.verts.new((math.cos(a) * r * lobe * facet, math.sin(a) * r * lobe * facet, z)))
        grid.append(row)
    faces_cut = []
    for j in range(rows):
        for i in range(seg):
            f = bm.faces.new((grid[j][i], grid[j][(i + 1) % seg], grid[j + 1][(i + 1) % seg], grid[j + 1][i]))
            if j >= int(rows * trim):
                faces_cut.append(f)
    top = bm.faces.new(grid[-1])
    faces_cut.append(top)
    bm.faces.new(list(reversed(grid[0])))
    for f in faces_cut:
        f.material_index = 1
    obj = s.mesh_object(scene, name, bm, husk, location, rotation)
    obj.data.materials.append(cut)
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    s.smooth(obj)
    return obj
