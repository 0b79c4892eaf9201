"""A snake boat and its crew: a chundan vallam (a very long, narrow, black hull whose stern sweeps
up high in a curve to a brass finial), rowers seated two abreast, each at a point of the stroke
(`stroke`: the stroke runs down the boat a beat late from pair to pair), short paddles biting the
water or swung up out of it dripping, the white water at each paddle, the churned strip along the
hull and the wake.

The bodies are built from Grand Kayal's blob and limb helpers (`scenes/grandkayal/hotel.py`); the
heads are in profile (brow, nose, chin) under a headband knotted at the back. Everything is built in
the boat's own frame (bow towards +X, port side +Y, the water at z = 0) and placed with the boat.
"""

import math
import os
import sys

import bmesh
from mathutils import Matrix, Vector

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "scenes", "grandkayal"))

import hotel as h  # noqa: E402
import studio as s  # noqa: E402


# ------------------------------------------------------------------ materials


def hazed(name, colour, haze_colour, haze, strength, roughness=0.9):
    """A far surface seen through warm haze: its own dark colour mixed with the glow of the air
    in front of it (an emission of the horizon's colour), `haze` 0–1 the share of the air."""
    m, nt = s.bare_material(name)
    diff = nt.nodes.new("ShaderNodeBsdfDiffuse")
    diff.inputs["Color"].default_value = (*colour, 1)
    diff.inputs["Roughness"].default_value = roughness
    em = nt.nodes.new("ShaderNodeEmission")
    em.inputs["Color"].default_value = (*haze_colour, 1)
    em.inputs["Strength"].default_value = strength
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = haze
    nt.links.new(diff.outputs["BSDF"], mix.inputs[1])
    nt.links.new(em.outputs["Emission"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.cycles.sample_as_light = False
    return m


def backlit_cloth(material, amount=0.25):
    """Let the low sun through a thin cloth: a share of the material is a translucent of its own
    colour, so a vest or a headband glows where the light comes from behind."""
    nt = material.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    colour = nt.nodes["Principled BSDF"].inputs["Base Color"].default_value
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = colour
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = amount
    nt.links.new(surface, mix.inputs[1])
    nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return material


def white_water(name, density=1.0):
    """Spray and foam: white, half translucent so the low sun behind shines through it."""
    m, nt = s.bare_material(name)
    diff = nt.nodes.new("ShaderNodeBsdfDiffuse")
    diff.inputs["Color"].default_value = (0.9, 0.92, 0.92, 1)
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (1.0, 1.0, 1.0, 1)
    gloss = nt.nodes.new("ShaderNodeBsdfGlossy")
    gloss.inputs["Roughness"].default_value = 0.15
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.55
    nt.links.new(diff.outputs["BSDF"], mix.inputs[1])
    nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
    mix2 = nt.nodes.new("ShaderNodeMixShader")
    mix2.inputs["Fac"].default_value = 0.15
    nt.links.new(mix.outputs["Shader"], mix2.inputs[1])
    nt.links.new(gloss.outputs["BSDF"], mix2.inputs[2])
    nt.links.new(mix2.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    return m


def foam(name, scale=6.0, coverage=0.45, fade=None, stretch=(1.0, 2.5, 1.0)):
    """Foam lying on the water: white where a noise passes a threshold, clear elsewhere;
    `coverage` 0–1 how much is white; `fade` (metres along the object's +X) thins it out."""
    m, nt = s.bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = stretch
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 8
    noise.inputs["Roughness"].default_value = 0.65
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    fac = noise.outputs["Fac"]
    if fade:
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
        ramp = s._range(nt, sep.outputs["X"], 0.0, 0.0)
        ramp.node.inputs["From Min"].default_value = 0.0
        ramp.node.inputs["From Max"].default_value = fade
        ramp.node.inputs["To Min"].default_value = 0.0
        ramp.node.inputs["To Max"].default_value = 0.28
        add = nt.nodes.new("ShaderNodeMath")
        add.operation = "ADD"
        nt.links.new(fac, add.inputs[0])
        nt.links.new(ramp, add.inputs[1])
        fac = add.outputs[0]
    edge = nt.nodes.new("ShaderNodeMapRange")
    edge.inputs["From Min"].default_value = coverage - 0.04
    edge.inputs["From Max"].default_value = coverage + 0.04
    edge.inputs["To Min"].default_value = 1.0
    edge.inputs["To Max"].default_value = 0.0
    nt.links.new(fac, edge.inputs["Value"])
    white = nt.nodes.new("ShaderNodeBsdfDiffuse")
    white.inputs["Color"].default_value = (0.8, 0.83, 0.82, 1)
    trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
    trans.inputs["Color"].default_value = (0.7, 0.72, 0.7, 1)
    body = nt.nodes.new("ShaderNodeMixShader")
    body.inputs["Fac"].default_value = 0.4
    nt.links.new(white.outputs["BSDF"], body.inputs[1])
    nt.links.new(trans.outputs["BSDF"], body.inputs[2])
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(edge.outputs["Result"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(body.outputs["Shader"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "HASHED"
    return m


# ------------------------------------------------------------------ shapes in the boat's frame


def _oriented_blob(bm, centre, axis, across, radii, segments=10, rings=8):
    """An ellipsoid whose z radius runs along `axis` and whose x radius along `across`."""
    z = Vector(axis).normalized()
    x = (Vector(across) - z * Vector(across).dot(z)).normalized()
    y = z.cross(x)
    rot = Matrix((x, y, z)).transposed()
    m = bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=1.0)
    for v in m["verts"]:
        v.co = Vector(centre) + rot @ Vector((v.co.x * radii[0], v.co.y * radii[1], v.co.z * radii[2]))


def _mesh(scene, name, bm, material, location, turn):
    obj = h._mesh(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    s.smooth(obj)
    return obj


class Boat:
    """A chundan vallam along X, bow at +X: `length` overall, `beam` at its widest, the gunwale
    `freeboard` above the water amidships; over its last `tail` of the length (a share, from the
    stern) the hull narrows and sweeps up to `stern_height`, curling a little forward at the top."""

    def __init__(self, length=32.0, beam=1.5, freeboard=0.42, draught=0.32, tail=0.2, stern_height=4.6):
        self.length, self.beam, self.freeboard, self.draught = length, beam, freeboard, draught
        self.tail, self.stern_height = tail, stern_height

    def half_width(self, x):
        """Half the beam at the gunwale at `x` (0 amidships): full in the middle, a long fine entry
        to the bow, narrowing into the tail at the stern."""
        t = x / self.length + 0.5  # 0 at the stern's tip, 1 at the bow
        if t >= 0.5:
            u = (1 - t) / 0.5  # 1 amidships, 0 at the bow
            return self.beam / 2 * max(u, 0.0) ** 0.75
        u = (t - self.tail * 0.55) / (0.5 - self.tail * 0.55)
        return self.beam / 2 * max(min(u, 1.0), 0.0) ** 0.6 if u > 0 else 0.0

    def stations(self, n=90):
        """(x, top z, bottom z, half width) from the stern's tip to the bow."""
        out = []
        L, T = self.length, self.tail
        for k in range(n + 1):
            t = k / n
            x = (t - 0.5) * L
            top = self.freeboard + 0.12 * max(0.0, (t - 0.84) / 0.16) ** 2  # the bow lifts a little
            bottom = -self.draught * (math.sin(math.pi * t) ** 0.35 if t < 0.5 else 1.0)
            w = self.half_width(x)
            if t > 0.84:  # the long, low entry: the forefoot rises to meet the stem near the water
                q = (t - 0.84) / 0.16
                bottom = bottom + (top - 0.06 - bottom) * q ** 1.3
                top = top - 0.22 * q ** 1.5
            if t < T:  # the tail: the whole section rises and thins to the finial
                q = (T - t) / T  # 0 where it starts, 1 at the tip
                lift = self.stern_height * q ** 2.1
                top = self.freeboard + lift
                bottom = min(bottom + (lift + self.draught) * q ** 1.2, top - 0.12 - 0.1 * (1 - q))
                w = max(w, 0.05 * (1 - q) + 0.035)
            out.append((x, top, bottom, max(w, 0.012)))
        # the tip curls forward: the last stations move towards the bow as they rise
        curl = []
        for x, top, bottom, w in out:
            q = max(0.0, (T * L - (x + L / 2)) / (T * L))
            curl.append((x + 1.1 * q ** 4, top, bottom, w))
        return curl

    def build(self, scene, name, hull_mat, brass, location, turn):
        bm = bmesh.new()
        ring = 16
        rows = []
        for x, top, bottom, w in self.stations():
            pts = []
            for i in range(ring + 1):
                a = math.pi * i / ring
                y = -math.cos(a) * w
                z = top - (top - bottom) * math.sin(a) ** 0.6
                pts.append(bm.verts.new((x, y, z)))
            rows.append(pts)
        for k in range(len(rows) - 1):
            for i in range(ring):
                bm.faces.new((rows[k][i], rows[k + 1][i], rows[k + 1][i + 1], rows[k][i + 1]))
        hull = _mesh(scene, f"{name} hull", bm, hull_mat, location, turn)
        hull.modifiers.new("solid", "SOLIDIFY").thickness = 0.04
        # a gunwale rail of brass studs along the stern's sweep, and the finial at its tip
        st = self.stations()
        tip_x, tip_top = st[0][0], st[0][1]
        bm = bmesh.new()
        h._blob(bm, (tip_x, 0, tip_top + 0.05), (0.07, 0.07, 0.09), 14, 10)
        h._limb(bm, Vector((tip_x, 0, tip_top + 0.1)), Vector((tip_x + 0.02, 0, tip_top + 0.42)), 0.035, 0.012, 10)
        h._blob(bm, (tip_x + 0.02, 0, tip_top + 0.44), (0.03, 0.03, 0.03), 10, 8)
        for k in range(2, int(len(st) * self.tail), 2):
            x, top, _, w = st[k]
            h._limb(bm, Vector((x, -w - 0.005, top - 0.05)), Vector((x, w + 0.005, top - 0.05)), 0.018, 0.018, 8)
        _mesh(scene, f"{name} brass", bm, brass, location, turn)
        return hull


PADDLE = 1.35  # a chundan vallam's paddle, grip to blade tip (short: the rowers sit low)


def stroke(phase, x0, side, seat, hb):
    """Where a rower's upper hand (the grip) is, which way the paddle points from it, and how far
    he leans forward (degrees), at `phase` 0–1 of the stroke: 0 the catch (leaning far forward,
    the grip high in front of the face, the blade going in ahead), to 0.5 the blade out behind him
    (upright, the grip at the chest), then the recovery (the paddle swung up and forward over the
    water, the grip above the head, the blade in the air), back to the catch."""
    sgn = 1 if side > 0 else -1
    reach = sgn * (hb + 0.34)  # the blade's line outboard of the hull
    if phase < 0.5:
        w = phase / 0.5
        lean = 44 - 26 * w
        grip = Vector((x0 + 0.5 - 0.45 * w, side - sgn * 0.04, seat + 0.78 - 0.2 * w))
        aim = Vector((x0 + 0.6 - 0.95 * w, reach, -0.5))
    else:
        r = (phase - 0.5) / 0.5
        lift = math.sin(math.pi * r)
        lean = 18 + 26 * r
        grip = Vector((x0 + 0.05 + 0.45 * r, side - sgn * 0.04, seat + 0.58 + 0.2 * r + 0.42 * lift))
        aim = Vector((x0 - 0.35 + 0.95 * r + 0.2 * lift, reach + sgn * 0.25 * lift, -0.5 + 1.15 * lift))
    return grip, (aim - grip).normalized(), lean


def rower(parts, rng, x0, side, seat, hb, phase=0.0):
    """A rower seated at (x0, side) facing the bow at `phase` of the stroke (`stroke`): the grip in
    the inboard hand, the outboard hand low on the shaft, the blade in the water or in the air. A
    head in profile (brow, nose, chin) under a headband knotted at the back, its ends flying.
    `parts` holds bmeshes by role (skin, vest, lower, band, paddle, hair); returns where the shaft
    meets the water (None when the blade is out of it) and where the blade's tip is."""
    sgn = 1 if side > 0 else -1
    size = rng.uniform(0.93, 1.07)
    grip, shaft_dir, lean_deg = stroke(phase, x0, side, seat, hb)
    lean = math.radians(lean_deg + rng.uniform(-3, 3))
    fwd = Vector((math.sin(lean), 0, math.cos(lean)))
    hip = Vector((x0, side, seat + 0.1))
    chest = hip + fwd * 0.42 * size
    vest, skin, lower, band, paddle = parts["vest"], parts["skin"], parts["lower"], parts["band"], parts["paddle"]
    h._blob(lower, hip, (0.15, 0.17, 0.1), 10, 6)
    h._limb(vest, hip + fwd * 0.05, chest, 0.14, 0.16, 12)
    h._blob(vest, chest, (0.12, 0.2, 0.11), 12, 8)
    neck = chest + fwd * 0.1
    h._limb(skin, chest, neck + Vector((0.01, 0, 0.02)), 0.05, 0.045, 8)
    # the head faces the bow, tipped down by part of the lean; profile features on its +X side
    tip = lean * 0.45 + rng.uniform(-0.08, 0.08)
    hf = Vector((math.cos(tip), 0, -math.sin(tip)))  # the face's direction
    hu = Vector((math.sin(tip), 0, math.cos(tip)))  # the crown's
    head = neck + hu * 0.1 + hf * 0.02 + Vector((0, rng.uniform(-0.03, 0.03), 0))
    _oriented_blob(skin, head, hu, (0, 1, 0), (0.075, 0.092, 0.1), 12, 10)  # cranium (across, front-back, up)
    _oriented_blob(skin, head + hf * 0.035 - hu * 0.055, hu, (0, 1, 0), (0.062, 0.06, 0.065), 10, 8)  # jaw
    _oriented_blob(skin, head + hf * 0.062 - hu * 0.1, hu, (0, 1, 0), (0.03, 0.028, 0.026), 8, 6)  # chin
    _oriented_blob(skin, head + hf * 0.085 + hu * 0.03, hu, (0, 1, 0), (0.05, 0.02, 0.016), 8, 6)  # brow
    h._limb(skin, head + hf * 0.082 + hu * 0.018, head + hf * 0.105 - hu * 0.035, 0.011, 0.016, 6)  # nose
    _oriented_blob(parts["hair"], head + hu * 0.022 - hf * 0.016, hu, (0, 1, 0), (0.077, 0.092, 0.09 + rng.uniform(-0.01, 0.01)), 12, 8)
    # the headband round the brow, tied tight over the hair (a few millimetres proud of it, or it
    # reads as a hat's brim), its knot at the back and two ends streaming astern in the wind
    ring = head + hu * 0.04 - hf * 0.012
    _oriented_blob(band, ring, hu, (0, 1, 0), (0.079, 0.098, 0.019), 14, 6)
    knot = ring - hf * 0.1
    h._blob(band, knot, (0.03, 0.032, 0.028), 8, 6)
    for k in (-1, 1):
        end = knot + Vector((-0.17 - rng.uniform(0, 0.06), k * 0.03, -0.05 + k * 0.03 + rng.uniform(-0.03, 0.03)))
        _oriented_blob(band, (knot + end) / 2, end - knot, (0, 1, 0), (0.012, 0.028, (end - knot).length / 2), 8, 6)
    # the paddle: a shaft from the grip, the blade its last third
    top = grip + Vector((rng.uniform(-0.03, 0.03), 0, rng.uniform(-0.03, 0.03)))
    shaft = shaft_dir * PADDLE
    blade_top = top + shaft * 0.62
    h._limb(paddle, top, blade_top, 0.016, 0.018, 8)
    h._blob(paddle, top, (0.028, 0.028, 0.02), 8, 6)  # the grip's knob
    _oriented_blob(paddle, top + shaft * 0.8, shaft, (0, 0, 1) if abs(shaft.z) < 0.5 * PADDLE else (1, 0, 0), (0.012, 0.075, PADDLE * 0.2), 8, 8)
    low_hand = top + shaft * 0.4
    sh_out = chest + Vector((0, sgn * 0.19, 0.04))
    sh_in = chest + Vector((0, -sgn * 0.19, 0.04))
    el_out = (sh_out + low_hand) / 2 + Vector((-0.08, sgn * 0.08, -0.04))
    el_in = (sh_in + top) / 2 + Vector((-0.02, -sgn * 0.06, -0.1))
    for sh, el, hand in ((sh_out, el_out, low_hand), (sh_in, el_in, top)):
        h._limb(skin, sh, el, 0.05, 0.042, 8)
        h._limb(skin, el, hand, 0.04, 0.032, 8)
        h._blob(skin, hand, (0.04, 0.04, 0.045), 8, 6)
    # thighs forward along the seat, knees up; mostly below the gunwale
    for k in (-1, 1):
        knee = Vector((x0 + 0.42, side + k * 0.1, seat + 0.22))
        h._limb(lower, hip + Vector((0, k * 0.09, -0.02)), knee, 0.085, 0.06, 8)
        h._limb(skin, knee, Vector((x0 + 0.48, side + k * 0.1, seat - 0.25)), 0.05, 0.04, 8)
    # where the shaft crosses the water, if the blade is in it
    end = top + shaft
    if end.z >= 0:
        return None, end
    t = top.z / (top.z - end.z)
    return top + shaft * t, end


def drips(bm, rng, blade_tip, count=10):
    """Water running off a blade lifted out: a string of drops falling from its tip to the surface."""
    for k in range(count):
        z = blade_tip.z * (1 - (k + rng.uniform(0, 1)) / count)
        r = rng.uniform(0.004, 0.009)
        h._blob(bm, (blade_tip.x - 0.02 * k, blade_tip.y + rng.uniform(-0.02, 0.02), z), (r, r, r * 2.2), 5, 4)


def splash(bm, rng, at, back=(-1, 0), size=1.0):
    """White water where a paddle enters: a flat ring of foam round the shaft, a low crown of
    broken water, and fine droplets thrown back and up off the blade."""
    bx, by = back
    h._blob(bm, at + Vector((bx * 0.08, by * 0.05, -0.005)), (0.2 * size, 0.11 * size, 0.012), 10, 5)
    for k in range(4):
        c = at + Vector((rng.uniform(-0.14, 0.06), rng.uniform(-0.07, 0.07), 0.0)) * size
        r = rng.uniform(0.018, 0.035) * size
        h._blob(bm, c, (r * 1.8, r * 1.2, r * 0.7), 8, 5)
    for k in range(26):
        d = rng.uniform(0.03, 0.5) * size
        c = at + Vector((bx * d + rng.uniform(-0.04, 0.04), by * d + rng.uniform(-0.08, 0.08), rng.uniform(0.02, 0.4) * size * (1 - d) ** 2))
        r = rng.uniform(0.003, 0.009) * size
        h._blob(bm, c, (r * 1.8, r, r), 5, 4)


def stirred(name, water_material, scale=2.0, reach=3.0, coverage=0.55):
    """Water the paddles have stirred, laid over the calm water: `water_material` (a rougher
    copy of the backwater) where a noise passes a threshold that tightens with the distance from
    the boat's centreline (|y| in the object's coordinates, the boat's frame), clear elsewhere,
    so the band's edge frays instead of ending in a line."""
    m = water_material
    nt = m.node_tree
    out = nt.nodes["Material Output"]
    surface = out.inputs["Surface"].links[0].from_socket
    coords = nt.nodes.new("ShaderNodeTexCoord")
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (0.35, 1.0, 1.0)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = 5
    nt.links.new(mapping.outputs["Vector"], noise.inputs["Vector"])
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    dist = nt.nodes.new("ShaderNodeMath")
    dist.operation = "ABSOLUTE"
    nt.links.new(sep.outputs["Y"], dist.inputs[0])
    far = nt.nodes.new("ShaderNodeMapRange")
    far.inputs["From Min"].default_value = 0.6
    far.inputs["From Max"].default_value = reach
    far.inputs["To Min"].default_value = 0.0
    far.inputs["To Max"].default_value = 0.5
    nt.links.new(dist.outputs[0], far.inputs["Value"])
    add = nt.nodes.new("ShaderNodeMath")
    add.operation = "ADD"
    nt.links.new(noise.outputs["Fac"], add.inputs[0])
    nt.links.new(far.outputs["Result"], add.inputs[1])
    edge = nt.nodes.new("ShaderNodeMapRange")
    edge.inputs["From Min"].default_value = coverage - 0.06
    edge.inputs["From Max"].default_value = coverage + 0.06
    edge.inputs["To Min"].default_value = 1.0
    edge.inputs["To Max"].default_value = 0.0
    nt.links.new(add.outputs[0], edge.inputs["Value"])
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(edge.outputs["Result"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(surface, mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    m.blend_method = "HASHED"
    return m
