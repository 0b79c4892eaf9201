"""Grand Kayal's hotel as objects both its shots share: the colonnade's arches, the backwater and
its far bank, a kettuvallam (a houseboat: a long teak hull with raised ends under a woven
canopy), a country boat, and people as one kind of figure (smooth, faceless, in linen or a
boatman's mundu) so every shot shows them the same way.
"""

import math

import bmesh
from mathutils import Vector

import props as p
import studio as s


_mesh = s.mesh_object


def spandrel(scene, name, x, y, width, spring, top, depth, material, segments=24):
    """The wall over one arched opening: from the semicircle (radius width/2, springing at
    `spring`) up to `top`, `depth` thick along +Y from `y`, centred on `x`. Each point of the arc
    is joined to where its ray from the arch's centre meets the bay's outline."""
    r = width / 2
    corner = math.atan2(top - spring, r)
    angles = sorted({math.pi * i / segments for i in range(segments + 1)} | {corner, math.pi - corner})
    bm = bmesh.new()
    rows = []
    for a in angles:
        dx, dz = math.cos(a), math.sin(a)
        t = min(r / abs(dx) if abs(dx) > 1e-9 else 1e9, (top - spring) / dz if dz > 1e-9 else 1e9)
        arc = (x + r * dx, r * dz + spring)
        out = (x + t * dx, spring + t * dz)
        rows.append([bm.verts.new((px, yy, pz)) for yy in (y, y + depth) for (px, pz) in (arc, out)])
    for k in range(len(rows) - 1):
        (a0, o0, b0, q0), (a1, o1, b1, q1) = rows[k], rows[k + 1]
        if (a0.co - o0.co).length > 1e-6 or (a1.co - o1.co).length > 1e-6:
            bm.faces.new((a0, a1, o1, o0))
            bm.faces.new((b0, q0, q1, b1))
        bm.faces.new((a0, b0, b1, a1))  # the arch's soffit
    return _mesh(scene, name, bm, material)


def arcade(scene, name, bays, y, width, pier, spring, top, depth, material, base=0.0):
    """A colonnade along X at `y`: `bays` centres, each an opening of `width` between square
    piers of `pier`, arches springing at `spring`, the wall up to `top`."""
    for i, x in enumerate(bays):
        spandrel(scene, f"{name} arch {i}", x, y, width, spring, top, depth, material)
    edges = sorted({round(x + sgn * (width / 2 + pier / 2), 4) for x in bays for sgn in (-1, 1)})
    for k, px in enumerate(edges):
        s.box(scene, f"{name} pier {k}", (pier, depth, top - base), material, (px, y + depth / 2, base), edge=0.01)
    return edges


def water(name, colour, ripple=0.6, scale=3.0, roughness=0.04):
    """Still water seen at a low angle: a dark body, a mirror's gloss, ripples by stretched noise."""
    m, nt, bsdf, coords = s._material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = 0.6
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (scale * 0.25, scale, 1)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 1.0
    noise.inputs["Detail"].default_value = 6
    noise.inputs["Roughness"].default_value = 0.6
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    nt.links.new(s._bump(nt, noise.outputs["Fac"], ripple, 0.02), bsdf.inputs["Normal"])
    return m


def tree_line(scene, name, y, x0, x1, rng, material, height=(4.0, 9.0), rows=3, step=1.5):
    """The bank's mass of trees behind its palms: `rows` staggered vertical strips whose tops
    wander by three octaves of noise (crowns of mango, jack and rain trees), so the far bank's
    silhouette is a canopy, not a ruler."""
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(3 * rows)]
    bm = bmesh.new()
    n = int((x1 - x0) / step)
    for r in range(rows):
        yy = y + r * 3.0
        lo, hi = height
        top = []
        for i in range(n + 1):
            x = x0 + i * step
            f = sum(
                math.sin(x / wl + phases[3 * r + k]) * amp
                for k, (wl, amp) in enumerate(((37.0, 0.5), (11.0, 0.3), (3.1, 0.2)))
            )
            z = lo + (hi - lo) * (0.5 + 0.5 * f) + rng.uniform(-0.3, 0.3)
            top.append((bm.verts.new((x, yy, -0.5)), bm.verts.new((x, yy, z))))
        for i in range(n):
            (a0, b0), (a1, b1) = top[i], top[i + 1]
            bm.faces.new((a0, a1, b1, b0))
    return _mesh(scene, name, bm, material)


def far_bank(scene, y, x0, x1, rng, ground, frond, count=14, height=(11, 17)):
    """The far bank: a low strip of land and a line of coconut palms along it."""
    s.box(scene, "far bank", (x1 - x0, 14, 1.4), ground, ((x0 + x1) / 2, y + 7, -0.6))
    for i in range(count):
        x = x0 + (x1 - x0) * (i + rng.uniform(0.1, 0.9)) / count
        h = rng.uniform(*height)
        p.palm(scene, f"palm {i}", (x, y + rng.uniform(1, 9), 0.5), h, (rng.uniform(-2.5, 2.5), rng.uniform(-1, 1)), rng, frond, fronds=14, frond_length=4.6)


def wooded_bank(scene, y, x0, x1, rng, ground, frond, trees, count=30, height=(10, 22), canopy_height=(4.0, 9.0)):
    """A far bank as the backwaters have it: a canopy of trees along the water (`trees`), and
    coconut palms in clumps of one to four, each its own height, lean, crown and frond length, the
    tallest standing clear of the canopy. (far_bank, the even line of palms, stays for the shots
    already rendered with it.)"""
    s.box(scene, "far bank", (x1 - x0, 14, 1.4), ground, ((x0 + x1) / 2, y + 7, -0.6))
    tree_line(scene, "far bank trees", y + 6, x0, x1, rng, trees, height=canopy_height)
    placed = 0
    while placed < count:
        cx = rng.uniform(x0, x1)
        for _ in range(min(rng.choice((1, 1, 2, 2, 3, 4)), count - placed)):
            h = rng.uniform(*height)
            lean = (rng.uniform(-3.5, 3.5), rng.uniform(-1.5, 1.5))
            spot = (cx + rng.uniform(-4, 4), y + rng.uniform(0.5, 9), 0.5)
            p.palm(scene, f"palm {placed}", spot, h, lean, rng, frond, fronds=rng.randint(12, 18), frond_length=rng.uniform(3.6, 5.2))
            placed += 1


def _blob(bm, centre, radii, segments=12, rings=8):
    m = bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=1.0)
    for v in m["verts"]:
        v.co = Vector((centre[0] + v.co.x * radii[0], centre[1] + v.co.y * radii[1], centre[2] + v.co.z * radii[2]))


def _limb(bm, a, b, r0, r1, segments=10):
    """A tapered limb from a to b as a capped cone."""
    a, b = Vector(a), Vector(b)
    d = b - a
    m = bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=segments, radius1=r0, radius2=r1, depth=d.length)
    rot = d.to_track_quat("Z", "Y").to_matrix().to_4x4()
    mid = (a + b) / 2
    for v in m["verts"]:
        v.co = rot @ v.co + mid
    _blob(bm, a, (r0, r0, r0), 8, 6)
    _blob(bm, b, (r1, r1, r1), 8, 6)


def figure(scene, name, pose, location, turn, skin, cloth, lower=None):
    """A person as smooth rounded forms, faceless: 'recline' (on a lounger, head to -X, about
    1.7 m), 'stand' (facing +Y) or 'pole' (a boatman leaning on his pole, hands at chest height).
    `cloth` dresses the torso, `lower` (cloth by default) the legs: a mundu or trousers."""
    lower = lower or cloth
    body, legs, head = bmesh.new(), bmesh.new(), bmesh.new()
    if pose == "recline":
        # back raised at about 35°, legs flat; hip at the origin, 0.0 is the lounger's cushion
        back = Vector((-math.cos(math.radians(35)), 0, math.sin(math.radians(35))))
        hip = Vector((0, 0, 0.12))
        chest = hip + back * 0.5
        _blob(body, hip + back * 0.08, (0.17, 0.19, 0.12))
        _limb(body, hip + back * 0.1, chest, 0.15, 0.17)
        _blob(body, chest, (0.12, 0.21, 0.11))
        for sgn in (-1, 1):
            sh = chest + Vector((0, sgn * 0.19, 0))
            el = sh + Vector((0.22, sgn * 0.06, -0.1))
            _limb(body, sh, el, 0.05, 0.04)
            _limb(head, el, el + Vector((0.22, -sgn * 0.05, 0.0)), 0.035, 0.03)
            knee = hip + Vector((0.45, sgn * 0.09, 0.08 if sgn > 0 else 0.02))
            foot = knee + Vector((0.42, sgn * 0.02, -0.06 if sgn > 0 else 0.0))
            _limb(legs, hip + Vector((0.02, sgn * 0.09, 0)), knee, 0.085, 0.055)
            _limb(legs, knee, foot, 0.05, 0.035)
            _blob(head, foot + Vector((0.04, 0, 0.03)), (0.05, 0.035, 0.06))
        neck = chest + back * 0.16
        _limb(head, chest + back * 0.05, neck, 0.05, 0.045)
        _blob(head, neck + back * 0.1 + Vector((0.02, 0, 0)), (0.095, 0.08, 0.115))
        _blob(head, neck + back * 0.13 + Vector((-0.015, 0, 0.02)), (0.1, 0.09, 0.1))  # hair
    else:
        hip = Vector((0, 0, 0.95))
        chest = Vector((0, 0, 1.35))
        lean = Vector((0, 0.06, 0)) if pose == "pole" else Vector((0, 0, 0))
        _limb(body, hip, chest + lean, 0.16, 0.18)
        _blob(body, chest + lean, (0.21, 0.12, 0.12))
        _blob(body, hip, (0.17, 0.12, 0.12))
        for sgn in (-1, 1):
            sh = chest + lean + Vector((sgn * 0.2, 0, 0.05))
            if pose == "pole":
                el = sh + Vector((sgn * 0.1, 0.18, -0.2))
                hand = Vector((0.03 * sgn, 0.34, 1.3 + (0.18 if sgn < 0 else 0)))
            else:
                el = sh + Vector((sgn * 0.04, 0.0, -0.3))
                hand = el + Vector((0, 0.03, -0.27))
            _limb(body, sh, el, 0.05, 0.042)
            _limb(head, el, hand, 0.038, 0.032)
            foot = Vector((sgn * 0.12, 0.04 if pose == "stand" else (0.12 * sgn), 0.04))
            _limb(legs, hip + Vector((sgn * 0.09, 0, 0)), foot + Vector((0, 0, 0.05)), 0.1, 0.05)
            _blob(head, foot + Vector((0, 0.05, 0)), (0.045, 0.11, 0.04))
        neck = chest + lean + Vector((0, 0, 0.16))
        _limb(head, chest + lean, neck, 0.055, 0.05)
        _blob(head, neck + Vector((0, 0.01, 0.13)), (0.09, 0.1, 0.12))
        if pose == "pole":  # a towel wound round the head, against the sun
            _blob(body, neck + Vector((0, -0.005, 0.2)), (0.1, 0.11, 0.05))
    parts = []
    for part, mat, label in ((body, cloth, "clothes"), (legs, lower, "legs"), (head, skin, "skin")):
        obj = _mesh(scene, f"{name} {label}", part, mat, location, (0, 0, math.radians(turn)))
        s.smooth(obj)
        parts.append(obj)
    return parts


def hull(scene, name, length, beam, depth, rise, material, location, turn=0.0, stations=28, ring=14):
    """A boat's hull along X: a round-bilged section that narrows to both ends, whose sheer rises
    by `rise` at the ends (a kettuvallam's high stem and stern, or a vallam's low ones)."""
    bm = bmesh.new()
    rings = []
    for k in range(stations + 1):
        t = k / stations
        x = (t - 0.5) * length
        w = beam / 2 * math.sin(math.pi * min(max(t, 0.015), 0.985)) ** 0.6
        sheer = depth + rise * (abs(2 * t - 1) ** 3)
        keel = -depth * 0.5 * math.sin(math.pi * t) ** 0.5
        pts = []
        for i in range(ring + 1):
            a = math.pi * i / ring  # from one gunwale under the keel to the other
            pts.append(bm.verts.new((x, -math.cos(a) * w, sheer - (sheer - keel) * math.sin(a) ** 0.7)))
        rings.append(pts)
    for k in range(stations):
        for i in range(ring):
            bm.faces.new((rings[k][i], rings[k + 1][i], rings[k + 1][i + 1], rings[k][i + 1]))
    obj = _mesh(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    s.smooth(obj)
    obj.modifiers.new("solid", "SOLIDIFY").thickness = 0.06
    return obj


def kettuvallam(scene, name, location, turn, teak, thatch, window, rng, boatman=None):
    """A houseboat: a 20 m teak hull with raised ends; on it a long barrel roof of woven bamboo
    matting that hoods down at both ends, on posts over a low teak bulwark; between the posts the
    lit rooms (their back walls glow: `window`) under bamboo blinds rolled half down; optionally a
    boatman poling at the bow."""
    x, y, z = location
    hull(scene, f"{name} hull", 20.0, 3.4, 0.9, 1.4, teak, (x, y, z), turn)
    c, sn = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    rot = (0, 0, math.radians(turn))

    def at(dx, dy, dz):
        return (x + dx * c - dy * sn, y + dx * sn + dy * c, z + dz)

    deck, eave, crown = 0.8, 1.9, 3.0
    x0, x1, half = -6.8, 5.6, 1.75
    # the roof: an arched section lofted along the boat, its ends drawn down and in like a hood
    bm = bmesh.new()
    stations, ring = 40, 20
    rows = []
    for k in range(stations + 1):
        t = k / stations
        end = min(t, 1 - t) * (x1 - x0)
        hood = min(1.0, end / 1.2) ** 0.5  # 0 at the very ends, 1 from 1.2 m in
        xx = x0 + t * (x1 - x0)
        row = []
        for i in range(ring + 1):
            a = math.pi * i / ring
            yy = -math.cos(a) * half * (0.55 + 0.45 * hood)
            zz = eave + math.sin(a) ** 0.8 * (crown - eave) * (0.35 + 0.65 * hood) - (1 - hood) * 0.5
            row.append(bm.verts.new((xx, yy, zz)))
        rows.append(row)
    for k in range(stations):
        for i in range(ring):
            bm.faces.new((rows[k][i], rows[k + 1][i], rows[k + 1][i + 1], rows[k][i + 1]))
    canopy = _mesh(scene, f"{name} roof", bm, thatch, at(0, 0, 0), rot)
    s.smooth(canopy)
    canopy.modifiers.new("solid", "SOLIDIFY").thickness = 0.05
    # the low bulwark along both sides, the posts, the rooms' lit back walls and the blinds
    for side in (-1, 1):
        s.box(scene, f"{name} bulwark {side}", (x1 - x0 - 1.0, 0.08, 0.45), teak, at((x0 + x1) / 2, side * 1.5, deck), rot)
        s.box(scene, f"{name} room wall {side}", (x1 - x0 - 1.6, 0.05, eave - deck - 0.1), window, at((x0 + x1) / 2, side * 0.95, deck), rot)
        for k in range(9):
            px = x0 + 0.8 + k * (x1 - x0 - 1.6) / 8
            s.box(scene, f"{name} post {side} {k}", (0.1, 0.1, eave - deck), teak, at(px, side * 1.5, deck), rot)
            if k < 8:
                span = (x1 - x0 - 1.6) / 8 - 0.14
                drop = rng.uniform(0.25, 0.55)
                s.box(scene, f"{name} blind {side} {k}", (span, 0.03, drop), thatch, at(px + (span + 0.14) / 2, side * 1.52, eave - drop), rot)
    s.box(scene, f"{name} floor", (x1 - x0 - 0.4, 2.9, 0.06), teak, at((x0 + x1) / 2, 0, deck - 0.06), rot)
    s.point_light(scene, f"{name} lamp", at(-0.6, 0, eave - 0.2), 60.0, (1.0, 0.7, 0.42), radius=0.2)
    if boatman:
        skin, cloth, lower, pole = boatman
        figure(scene, f"{name} boatman", "pole", at(7.6, 0.0, 1.05), turn + 90, skin, cloth, lower)
        bm = bmesh.new()
        _limb(bm, Vector((0, 0, 0)), Vector((0.2, 0.6, 5.6)), 0.025, 0.02, 6)
        _mesh(scene, f"{name} pole", bm, pole, at(7.9, 0.3, -1.2), rot)
    return canopy


def lantern(scene, name, location, brass, glass_glow, chain=0.6, energy=18.0):
    """A hanging brass lantern: a lit glass cylinder between two brass caps, on a chain, with a
    small warm point light inside (the glass itself is not sampled as a light)."""
    x, y, z = location
    s.lathe(scene, f"{name} cap", [(0.0, 0.3), (0.12, 0.3), (0.13, 0.32), (0.05, 0.42), (0.0, 0.44)], brass, (x, y, z), segments=24)
    s.lathe(scene, f"{name} base", [(0.0, 0.0), (0.1, 0.0), (0.125, 0.03), (0.12, 0.05), (0.0, 0.05)], brass, (x, y, z), segments=24)
    glass = s.lathe(scene, f"{name} glass", [(0.0, 0.05), (0.105, 0.05), (0.115, 0.17), (0.105, 0.3), (0.0, 0.3)], glass_glow, (x, y, z), segments=24)
    glass.visible_diffuse = False
    bm = bmesh.new()
    _limb(bm, Vector((0, 0, 0.44)), Vector((0, 0, 0.44 + chain)), 0.008, 0.008, 6)
    _mesh(scene, f"{name} chain", bm, brass, (x, y, z))
    s.point_light(scene, f"{name} light", (x, y, z + 0.17), energy, (1.0, 0.72, 0.42), radius=0.06)


def mosaic(name, colours, grout, tile=0.025, axes="xy", roughness=(0.3, 0.45)):
    """Glass mosaic: small square tiles, each one of `colours` (linear RGB) by chance, in a pale
    grout, glazed. `axes` names the two object axes the grid runs in ("xy" for a floor, "xz" or
    "yz" for a wall)."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    join = nt.nodes.new("ShaderNodeCombineXYZ")
    nt.links.new(sep.outputs["XYZ".index(axes[0].upper())], join.inputs["X"])
    nt.links.new(sep.outputs["XYZ".index(axes[1].upper())], join.inputs["Y"])
    cells = nt.nodes.new("ShaderNodeTexBrick")
    cells.offset = 0.0
    cells.squash_frequency = 1
    cells.inputs["Scale"].default_value = 1.0 / tile
    cells.inputs["Brick Width"].default_value = 1.0
    cells.inputs["Row Height"].default_value = 1.0
    cells.inputs["Mortar Size"].default_value = 0.08
    cells.inputs["Mortar Smooth"].default_value = 0.3
    cells.inputs["Color1"].default_value = (0, 0, 0, 1)
    cells.inputs["Color2"].default_value = (1, 1, 1, 1)
    cells.inputs["Mortar"].default_value = (*grout, 1)
    nt.links.new(join.outputs["Vector"], cells.inputs["Vector"])
    # each tile's shade: the brick node's own per-brick value picks a colour from a stepped ramp
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    els = ramp.color_ramp.elements
    for k, colour in enumerate(colours):
        e = els[k] if k < 2 else els.new(k / len(colours))
        e.position = k / len(colours)
        e.color = (*colour, 1)
    nt.links.new(cells.outputs["Color"], ramp.inputs["Fac"])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(cells.outputs["Fac"], mix.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
    mix.inputs["Color2"].default_value = (*grout, 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    smudge = s._noise(nt, coords, 3, detail=4)
    nt.links.new(s._range(nt, smudge.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, cells.outputs["Fac"], 0.1, 0.001), bsdf.inputs["Normal"])
    return m


def pool_water(name, tint, murk, ripple=0.15, scale=1.5):
    """A pool's water as a volume: a clear refracting surface with small wind ripples, and inside
    it a faint absorption (`murk`, per metre) of `tint`, so the deep end reads darker than the
    steps. The mesh must be closed (a box just inside the basin)."""
    m, nt, bsdf, coords = s._material(name)
    bsdf.inputs["Base Color"].default_value = (1, 1, 1, 1)
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = 0.0
    bsdf.inputs["IOR"].default_value = 1.33
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (scale, scale * 0.5, 1)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 1.0
    noise.inputs["Detail"].default_value = 4
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    nt.links.new(s._bump(nt, noise.outputs["Fac"], ripple, 0.02), bsdf.inputs["Normal"])
    absorb = nt.nodes.new("ShaderNodeVolumeAbsorption")
    absorb.inputs["Color"].default_value = (*tint, 1)
    absorb.inputs["Density"].default_value = murk
    nt.links.new(absorb.outputs["Volume"], nt.nodes["Material Output"].inputs["Volume"])
    return m


def turn_about(objects, angle, pivot=(0.0, 0.0)):
    """Turn objects built along one axis about a vertical line through `pivot` by `angle`
    degrees (a colonnade built along X set along Y)."""
    a = math.radians(angle)
    c, sn = math.cos(a), math.sin(a)
    for obj in objects:
        dx, dy = obj.location.x - pivot[0], obj.location.y - pivot[1]
        obj.location.x = pivot[0] + dx * c - dy * sn
        obj.location.y = pivot[1] + dx * sn + dy * c
        obj.rotation_euler.z += a


def tablecloth(scene, name, width, depth, drop, material, location, rng, corner=0.03):
    """A cloth laid over a table `width`×`depth` whose top is at `location`: flat on top, rolling
    over the edge and falling `drop`, flaring a little as it falls, in soft folds that deepen
    towards the hem and swing out at the corners."""
    x, y, z = location
    hw, hd = width / 2, depth / 2
    # the outline: a rounded rectangle, walked anticlockwise at even steps
    pts = []
    per_side = (int(width / 0.012), int(depth / 0.012))
    for side in range(4):
        n = per_side[side % 2]
        for k in range(n):
            t = k / n
            if side == 0:
                pts.append((-hw + t * width, -hd, 0))
            elif side == 1:
                pts.append((hw, -hd + t * depth, 1))
            elif side == 2:
                pts.append((hw - t * width, hd, 0))
            else:
                pts.append((-hw, hd - t * depth, 1))
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(3)]
    rows = 16
    bm = bmesh.new()
    rings = []
    run = 0.0
    for i, (px, py, _) in enumerate(pts):
        if i:
            run += math.dist(pts[i - 1][:2], (px, py))
        # how near a corner: 1 at a corner, 0 a fold-width away
        near = max(0.0, 1 - min(abs(abs(px) - hw), abs(abs(py) - hd)) / 0.12) if abs(abs(px) - hw) < 0.12 and abs(abs(py) - hd) < 0.12 else 0.0
        out = Vector((px / hw if abs(px) >= hw - 1e-6 else 0, py / hd if abs(py) >= hd - 1e-6 else 0, 0))
        if out.length == 0:
            out = Vector((0, -1, 0))
        out.normalize()
        col = []
        for k in range(rows + 1):
            t = k / rows
            if t == 0:
                r, zz = 0.0, 0.0
            else:
                bend = min(1.0, t * rows / 2)  # the first two rows roll over the edge
                fold = sum(math.sin(run / wl * 2 * math.pi + phases[j]) * a for j, (wl, a) in enumerate(((0.21, 0.6), (0.13, 0.3), (0.07, 0.1))))
                r = corner * bend + t * t * (0.03 + 0.05 * near) + t * 0.02 * fold
                zz = -drop * t
            col.append(bm.verts.new((px + out.x * r, py + out.y * r, zz)))
        rings.append(col)
    for i in range(len(rings)):
        a, b = rings[i], rings[(i + 1) % len(rings)]
        for k in range(rows):
            bm.faces.new((a[k], b[k], b[k + 1], a[k + 1]))
    bm.faces.new([rings[i][0] for i in range(len(rings))])
    obj = _mesh(scene, name, bm, material, (x, y, z))
    s.smooth(obj)
    obj.modifiers.new("solid", "SOLIDIFY").thickness = 0.002
    return obj


def hurricane_lamp(scene, name, location, brass, glass, flame):
    """A hurricane lamp on a table: a brass font and collar, a clear glass chimney swelling round
    the flame, a brass cap with its bail; the flame a small glowing teardrop with a warm light in
    it."""
    x, y, z = location
    s.lathe(scene, f"{name} font", [(0, 0), (0.055, 0), (0.06, 0.012), (0.058, 0.03), (0.045, 0.05), (0.03, 0.058), (0.032, 0.07), (0.0, 0.07)], brass, (x, y, z), segments=48)
    s.lathe(scene, f"{name} chimney", [(0.03, 0.07), (0.04, 0.09), (0.058, 0.13), (0.055, 0.17), (0.036, 0.21), (0.028, 0.245)], glass, (x, y, z), segments=64, caps=False)
    s.lathe(scene, f"{name} cap", [(0.0, 0.245), (0.032, 0.245), (0.034, 0.255), (0.02, 0.268), (0.0, 0.27)], brass, (x, y, z), segments=48)
    f = s.lathe(scene, f"{name} flame", [(0.0, 0.095), (0.006, 0.1), (0.0075, 0.108), (0.005, 0.12), (0.0, 0.132)], flame, (x, y, z), segments=24)
    f.visible_diffuse = False
    f.visible_shadow = False
    s.point_light(scene, f"{name} light", (x, y, z + 0.112), 6.0, (1.0, 0.66, 0.36), radius=0.01)
