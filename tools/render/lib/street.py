"""What a Kerala street has in front of its shops, for the parlour portraits (parlour.storefront):
foliage (a shrub, a bougainvillea spilling over a wall, a plant in a pot), a café table with two
chairs, a chalkboard A-frame, a bicycle on its stand, a neighbour's rolling shutter half down under a
painted board, and the cables slung between poles. Built from numbers, randomness from the
scene's generator, like everything in lib/.
"""

import math

import bmesh
from mathutils import Vector

import props as p
import studio as s


def foliage_material(name, dark, light, flowers=None, coverage=0.0):
    """Leaves as a mottle of two greens with a crisp bump; optionally flowers (`flowers`, a
    colour) over `coverage` of the surface in clumps, as bougainvillea carries them."""
    m, nt, bsdf, coords = s._material(name)
    mottle = s._noise(nt, coords, 9, detail=6, roughness=0.7)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].color = (*light, 1)
    nt.links.new(mottle.outputs["Fac"], ramp.inputs["Fac"])
    colour = ramp.outputs["Color"]
    if flowers:
        clumps = s._noise(nt, coords, 22, detail=3, roughness=0.5, offset=0.3)
        mask = nt.nodes.new("ShaderNodeMapRange")
        mask.inputs["From Min"].default_value = 0.62 - coverage * 0.3
        mask.inputs["From Max"].default_value = 0.64 - coverage * 0.3
        nt.links.new(clumps.outputs["Fac"], mask.inputs["Value"])
        mix = nt.nodes.new("ShaderNodeMixRGB")
        nt.links.new(mask.outputs["Result"], mix.inputs["Fac"])
        nt.links.new(colour, mix.inputs["Color1"])
        mix.inputs["Color2"].default_value = (*flowers, 1)
        colour = mix.outputs["Color"]
    nt.links.new(colour, bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.55
    bsdf.inputs["Subsurface"].default_value = 0.05
    fine = s._noise(nt, coords, 60, detail=4)
    nt.links.new(s._bump(nt, fine.outputs["Fac"], 0.9, 0.01), bsdf.inputs["Normal"])
    return m


def weathered(name, colour, scale=3.0):
    """A painted wall after a few monsoons: the colour mottled, dark streaks run down from every
    ledge (a noise stretched tall), and a damp, darker band at the foot where the rain splashes
    back; lighter at the top where the sun bleaches it. By world height, so every wall built of
    boxes streaks the same way."""
    m, nt, bsdf, coords = s._material(name)
    mottle = s._noise(nt, coords, scale, detail=5, roughness=0.6)
    base = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(s._range(nt, mottle.outputs["Fac"], 0.25, 0.75), base.inputs["Fac"])
    base.inputs["Color1"].default_value = (*[c * 0.8 for c in colour], 1)
    base.inputs["Color2"].default_value = (*colour, 1)
    # streaks: noise squeezed across and stretched down the wall
    stretch = nt.nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (9.0, 9.0, 0.6)
    world = nt.nodes.new("ShaderNodeNewGeometry")
    nt.links.new(world.outputs["Position"], stretch.inputs["Vector"])
    streak = nt.nodes.new("ShaderNodeTexNoise")
    streak.inputs["Scale"].default_value = 1.0
    streak.inputs["Detail"].default_value = 4
    nt.links.new(stretch.outputs["Vector"], streak.inputs["Vector"])
    grime = nt.nodes.new("ShaderNodeMixRGB")
    grime.blend_type = "MULTIPLY"
    nt.links.new(s._range(nt, streak.outputs["Fac"], -0.35, 0.55), grime.inputs["Fac"])
    nt.links.new(base.outputs["Color"], grime.inputs["Color1"])
    grime.inputs["Color2"].default_value = (0.55, 0.5, 0.45, 1)
    # the damp foot: darker below about 60 cm
    height = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(world.outputs["Position"], height.inputs["Vector"])
    foot = nt.nodes.new("ShaderNodeMapRange")
    foot.inputs["From Min"].default_value = 0.75
    foot.inputs["From Max"].default_value = 0.2
    nt.links.new(height.outputs["Z"], foot.inputs["Value"])
    damp = nt.nodes.new("ShaderNodeMixRGB")
    damp.blend_type = "MULTIPLY"
    nt.links.new(foot.outputs["Result"], damp.inputs["Fac"])
    nt.links.new(grime.outputs["Color"], damp.inputs["Color1"])
    damp.inputs["Color2"].default_value = (0.6, 0.58, 0.55, 1)
    nt.links.new(damp.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(s._range(nt, mottle.outputs["Fac"], 0.75, 0.95), bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, mottle.outputs["Fac"], 0.3, 0.002), bsdf.inputs["Normal"])
    return m


def ledges(scene, name, width, top, material, y=0.0, plinth=None, plinth_from=2.8, sills=(), lintels=True):
    """The mouldings a plain front has: a cornice along its `top` (a band and a projecting cap),
    a plinth at its foot if `plinth` (a material) is given (0.45 m, proud of the wall, from
    `plinth_from` either side of the middle out to the ends: the shop's opening has none), and under
    each window in `sills` ((x, z, w): its middle, the bottom of its opening, its width) a sill
    that sticks out, with a lintel over it (1.3 m up) if `lintels`."""
    s.box(scene, name + " cornice band", (width, 0.12, 0.3), material, (0, y - 0.06, top - 0.42), edge=0.01)
    s.box(scene, name + " cornice cap", (width + 0.2, 0.28, 0.1), material, (0, y - 0.12, top - 0.12), edge=0.015)
    s.box(scene, name + " cornice bead", (width + 0.1, 0.18, 0.05), material, (0, y - 0.08, top - 0.18), edge=0.01)
    if plinth is not None:
        for side in (-1, 1):
            run = width / 2 - plinth_from
            s.box(scene, f"{name} plinth {side}", (run, 0.06, 0.45), plinth, (side * (plinth_from + run / 2), y - 0.03, 0.15), edge=0.01)
    for k, (x, z, w) in enumerate(sills):
        s.box(scene, f"{name} sill {k}", (w + 0.2, 0.16, 0.07), material, (x, y - 0.08, z - 0.07), edge=0.012)
        if lintels:
            s.box(scene, f"{name} lintel {k}", (w + 0.16, 0.08, 0.14), material, (x, y - 0.04, z + 1.32), edge=0.01)


def shrub(scene, name, centre, radii, material, rng, lumps=7):
    """A bush: a few overlapping lumpy spheres, each pushed in and out by low-frequency waves so
    the outline reads as a mass of leaves, not a ball."""
    bm = bmesh.new()
    for k in range(lumps):
        c = Vector((centre[0] + rng.uniform(-0.5, 0.5) * radii[0], centre[1] + rng.uniform(-0.5, 0.5) * radii[1], centre[2] + rng.uniform(-0.2, 0.4) * radii[2]))
        r = [v * rng.uniform(0.45, 0.7) for v in radii]
        ph = [rng.uniform(0, 6.28) for _ in range(3)]
        m = bmesh.ops.create_icosphere(bm, subdivisions=3, radius=1.0)
        for v in m["verts"]:
            d = v.co.normalized()
            bump = 1 + 0.12 * math.sin(5 * d.x + ph[0]) * math.sin(4 * d.y + ph[1]) + 0.08 * math.sin(9 * d.z + ph[2])
            v.co = Vector((c.x + d.x * r[0] * bump, c.y + d.y * r[1] * bump, c.z + d.z * r[2] * bump))
    obj = s.mesh_object(scene, name, bm, material)
    s.smooth(obj)
    return obj


def potted(scene, name, location, pot, leaves, rng, size=0.5):
    """A plant in a glazed pot on the pavement."""
    x, y, z = location
    s.lathe(scene, f"{name} pot", [(0, 0), (size * 0.32, 0), (size * 0.42, size * 0.5), (size * 0.45, size * 0.56), (size * 0.4, size * 0.56), (0.0, size * 0.5)], pot, (x, y, z), segments=40)
    return shrub(scene, f"{name} plant", (x, y, z + size * 0.95), (size * 0.55, size * 0.55, size * 0.6), leaves, rng, lumps=5)


def bistro_set(scene, name, location, turn, metal, top):
    """A small round café table with two bent-metal chairs either side of it."""
    x, y, z = location
    s.lathe(scene, f"{name} table", [(0, 0), (0.22, 0), (0.22, 0.02), (0.03, 0.04), (0.025, 0.7), (0.0, 0.7)], metal, (x, y, z), segments=32)
    s.lathe(scene, f"{name} top", [(0, 0.7), (0.3, 0.7), (0.3, 0.73), (0, 0.73)], top, (x, y, z), segments=48)
    for side in (-1, 1):
        a = math.radians(turn) + (0 if side > 0 else math.pi)
        cx, cy = x + math.cos(a) * 0.52, y + math.sin(a) * 0.52
        s.lathe(scene, f"{name} chair {side} seat", [(0, 0.44), (0.2, 0.44), (0.21, 0.46), (0, 0.47)], top, (cx, cy, z), segments=32)
        for k in range(4):
            la = a + math.pi / 4 + k * math.pi / 2
            lx, ly = cx + math.cos(la) * 0.16, cy + math.sin(la) * 0.16
            p._wire(scene, f"{name} chair {side} leg {k}", [(lx + math.cos(la) * 0.03, ly + math.sin(la) * 0.03, z), (lx, ly, z + 0.22), (lx, ly, z + 0.44)], metal, 0.01)
        bx, by = cx + math.cos(a) * 0.19, cy + math.sin(a) * 0.19
        # the back: a hoop of bent rod from one side of the seat over to the other
        px_, py_ = -math.sin(a) * 0.18, math.cos(a) * 0.18
        hoop = []
        for t in range(9):
            ang = math.pi * t / 8
            hoop.append((bx + px_ * math.cos(ang) + math.cos(a) * 0.04 * math.sin(ang), by + py_ * math.cos(ang) + math.sin(a) * 0.04 * math.sin(ang), z + 0.46 + 0.38 * math.sin(ang) ** 0.3))
        p._wire(scene, f"{name} chair {side} back", hoop, metal, 0.009)


def a_board(scene, name, location, turn, frame, board):
    """A chalkboard A-frame on the pavement: two teak-framed boards leaning together."""
    x, y, z = location
    t = math.radians(turn)
    for side in (-1, 1):
        at = (x - math.sin(t) * side * 0.2, y + math.cos(t) * side * 0.2, z)
        s.box(scene, f"{name} frame {side}", (0.6, 0.03, 0.92), frame, at, (side * math.radians(12), 0, t), edge=0.004)
        face = (x - math.sin(t) * side * 0.218, y + math.cos(t) * side * 0.218, z + 0.06)
        s.box(scene, f"{name} slate {side}", (0.5, 0.01, 0.78), board, face, (side * math.radians(12), 0, t))


def bicycle(scene, name, location, turn, frame, tyre):
    """An old roadster on its stand: two wheels, the diamond frame, a carrier, the handlebar."""
    x, y, z = location
    t = math.radians(turn)

    def at(u, v, w):
        return (x + u * math.cos(t) - v * math.sin(t), y + u * math.sin(t) + v * math.cos(t), z + w)

    R = 0.34
    for k, u in enumerate((-0.55, 0.55)):
        ring = [at(u + R * math.cos(2 * math.pi * i / 32), 0, R + R * math.sin(2 * math.pi * i / 32)) for i in range(32)]
        p._wire(scene, f"{name} tyre {k}", ring, tyre, 0.018, closed=True)
        for i in range(0, 32, 2):
            p._wire(scene, f"{name} spoke {k} {i}", [at(u, 0, R), ring[i]], frame, 0.0015)
    seat, head, crank = at(-0.18, 0, 0.92), at(0.42, 0, 0.95), at(-0.05, 0, 0.3)
    for a_, b_ in ((at(-0.55, 0, R), seat), (at(-0.55, 0, R), crank), (seat, crank), (seat, head), (crank, head), (head, at(0.55, 0, R))):
        p._wire(scene, f"{name} tube", [a_, b_], frame, 0.014)
    p._wire(scene, f"{name} bar", [at(0.38, -0.28, 1.06), at(0.44, 0, 1.04), at(0.38, 0.28, 1.06)], frame, 0.012)
    s.box(scene, f"{name} saddle", (0.24, 0.14, 0.05), tyre, at(-0.2, 0, 0.93), (0, 0, t), edge=0.02)
    s.box(scene, f"{name} carrier", (0.4, 0.16, 0.015), frame, at(-0.6, 0, 0.72), (0, 0, t))


def rolling_shutter(scene, name, location, width, height, drop, metal, board_material):
    """A neighbour's shop shut or half shut: a corrugated steel shutter rolled down to `drop`
    from the top of its opening, the dark shop under it, a painted board over it."""
    x, y, z = location
    m, nt, bsdf, coords = s._material(f"{name} corrugation")
    bsdf.inputs["Base Color"].default_value = (*metal, 1)
    bsdf.inputs["Metallic"].default_value = 0.6
    bsdf.inputs["Roughness"].default_value = 0.45
    waves = nt.nodes.new("ShaderNodeTexWave")
    waves.wave_type = "BANDS"
    waves.bands_direction = "Z"
    waves.inputs["Scale"].default_value = 12.0
    nt.links.new(coords.outputs["Object"], waves.inputs["Vector"])
    nt.links.new(s._bump(nt, waves.outputs["Fac"], 0.6, 0.01), bsdf.inputs["Normal"])
    dirt = s._noise(nt, coords, 3, detail=5)
    nt.links.new(s._range(nt, dirt.outputs["Fac"], 0.3, 0.7), bsdf.inputs["Roughness"])
    s.box(scene, f"{name} shutter", (width, 0.04, drop), m, (x, y - 0.02, z + height - drop))
    if height - drop > 0.01:
        s.box(scene, f"{name} inside", (width, 0.05, height - drop), s.emission(f"{name} tube light", (0.82, 0.9, 1.0), 0.1), (x, y + 0.4, z))
    s.box(scene, f"{name} box", (width + 0.1, 0.3, 0.3), m, (x, y - 0.1, z + height))
    p.plane(scene, f"{name} board", width + 0.2, 0.7, board_material, (x, y - 0.26, z + height + 0.35))


def cables(scene, name, a, b, sag, material, count=3):
    """Overhead cables slung from a to b, sagging by `sag`, a few strands a little apart."""
    for k in range(count):
        pts = []
        for i in range(17):
            u = i / 16
            pts.append((a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u + k * 0.12, a[2] + (b[2] - a[2]) * u - sag * 4 * u * (1 - u) - k * 0.1))
        p._wire(scene, f"{name} {k}", pts, material, 0.008)


def festoon(scene, name, a, b, sag, cable, bulb, every=3, points=13):
    """A string of warm bulbs slung from a to b, sagging by `sag` at its middle, a bulb hanging
    at every `every`th point of the cable."""
    pts = []
    for j in range(points):
        t = j / (points - 1)
        pts.append(tuple(a[i] + (b[i] - a[i]) * t for i in range(2)) + (a[2] + (b[2] - a[2]) * t - sag * math.sin(math.pi * t),))
    p._wire(scene, name, pts, cable, 0.003)
    for j in range(1, points - 1, every):
        s.lathe(scene, f"{name} bulb {j}", [(0.0, -0.05), (0.018, -0.045), (0.022, -0.025), (0.012, -0.008), (0.0, 0.0)], bulb, pts[j], segments=16)
