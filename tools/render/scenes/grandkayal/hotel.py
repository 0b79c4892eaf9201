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


def far_bank(scene, y, x0, x1, rng, ground, frond, count=14, height=(11, 17)):
    """The far bank: a low strip of land and a line of coconut palms along it."""
    s.box(scene, "far bank", (x1 - x0, 14, 1.4), ground, ((x0 + x1) / 2, y + 7, -0.6))
    for i in range(count):
        x = x0 + (x1 - x0) * (i + rng.uniform(0.1, 0.9)) / count
        h = rng.uniform(*height)
        p.palm(scene, f"palm {i}", (x, y + rng.uniform(1, 9), 0.5), h, (rng.uniform(-2.5, 2.5), rng.uniform(-1, 1)), rng, frond, fronds=14, frond_length=4.6)


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
    """A houseboat: a 20 m teak hull with raised ends, a long arched canopy of woven bamboo and
    coir, lit windows along its side, and (optionally) a boatman poling at the bow."""
    x, y, z = location
    hull(scene, f"{name} hull", 20.0, 3.4, 0.9, 1.4, teak, (x, y, z), turn)
    c, sn = math.cos(math.radians(turn)), math.sin(math.radians(turn))

    def at(dx, dy, dz):
        return (x + dx * c - dy * sn, y + dx * sn + dy * c, z + dz)

    bm = bmesh.new()
    m = bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=28, radius1=1.55, radius2=1.55, depth=12.5)
    for v in m["verts"]:
        # the cylinder along X, flattened, its lower half hidden in the hull
        v.co = Vector((v.co.z, v.co.x, v.co.y * 0.95))
    canopy = _mesh(scene, f"{name} canopy", bm, thatch, at(-0.6, 0, 0.7), (0, 0, math.radians(turn)))
    s.smooth(canopy)
    # windows: warm openings along the near side under the canopy's curve
    for k in range(5):
        s.box(scene, f"{name} window {k}", (1.1, 0.06, 0.55), window, at(-5.2 + k * 2.2, -1.42, 1.1), (0, 0, math.radians(turn)))
    if boatman:
        skin, cloth, lower, pole = boatman
        figure(scene, f"{name} boatman", "pole", at(7.6, 0.0, 1.05), turn + 90, skin, cloth, lower)
        bm = bmesh.new()
        _limb(bm, Vector((0, 0, 0)), Vector((0.2, 0.6, 5.6)), 0.025, 0.02, 6)
        _mesh(scene, f"{name} pole", bm, pole, at(7.9, 0.3, -1.2), (0, 0, math.radians(turn)))
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
