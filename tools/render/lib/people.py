"""People at work, for shots that show them at a few metres, against the light: a jointed figure
(an elliptical torso lofted up a bent spine, arms and legs set by two-bone IK to hands and feet
put where the pose needs them, a head with a brow, nose, chin and ears so it reads as a profile
in silhouette, hair short, long or in a bun, an optional beard) dressed in a shirt or kurta,
trousers, a mundu or a sari with its pallu; and the teak chair a seated one sits on.

Poses (the person faces +Y before `turn`; the origin is the floor under the pelvis):
  'sit'        upright at a table, both hands on it
  'sit_write'  bent over the table, head down, writing hand forward
  'sit_back'   leaning back, a tumbler held at the chest
  'lean'       standing, bent at the hips over the table, hands on it (at a laptop)
  'pin'        standing at a wall 0.4 m ahead, the right hand up pinning a card, cards in the left
  'camera'     standing, both hands up at the face holding a camera
  'stand'      standing, arms down

A step closer than `grandkayal/hotel.py`'s figure (which stays right at 20 m and more); still no
face detail beyond the profile's shape, so never show one frontal and lit.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

import studio as s


_mesh = s.mesh_object


def _blob(bm, centre, radii, frame=None, segments=16, rings=10):
    """An ellipsoid; `frame` a 3×3 matrix whose columns are its x, y, z axes."""
    m = bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=1.0)
    f = frame or Matrix.Identity(3)
    c = Vector(centre)
    for v in m["verts"]:
        v.co = c + f @ Vector((v.co.x * radii[0], v.co.y * radii[1], v.co.z * radii[2]))


def _limb(bm, a, b, r0, r1, segments=12, joints=True):
    a, b = Vector(a), Vector(b)
    d = b - a
    m = bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=segments, radius1=r0, radius2=r1, depth=max(d.length, 1e-4))
    rot = d.to_track_quat("Z", "Y").to_matrix().to_4x4()
    mid = (a + b) / 2
    for v in m["verts"]:
        v.co = rot @ v.co + mid
    if joints:
        _blob(bm, a, (r0, r0, r0), None, 10, 6)
        _blob(bm, b, (r1, r1, r1), None, 10, 6)


def _loft(bm, centres, half_widths, half_depths, side, fwd, segments=20, wobble=None):
    """A tube through `centres`, each ring an ellipse `half_widths`×`half_depths` in the plane of
    `side` and `fwd` (vectors or one per ring); `wobble(k, angle)` scales a ring's radius (pleats)."""
    rings = []
    for k, c in enumerate(centres):
        sd = side[k] if isinstance(side, list) else side
        fw = fwd[k] if isinstance(fwd, list) else fwd
        ring = []
        for i in range(segments):
            t = 2 * math.pi * i / segments
            w = wobble(k, t) if wobble else 1.0
            ring.append(bm.verts.new(Vector(c) + sd * (math.cos(t) * half_widths[k] * w) + fw * (math.sin(t) * half_depths[k] * w)))
        rings.append(ring)
    for k in range(len(rings) - 1):
        for i in range(segments):
            bm.faces.new((rings[k][i], rings[k][(i + 1) % segments], rings[k + 1][(i + 1) % segments], rings[k + 1][i]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])


def _ik(root, target, l1, l2, pole):
    """The middle joint of a two-bone chain from `root` reaching for `target`, bent towards `pole`."""
    root, target, pole = Vector(root), Vector(target), Vector(pole)
    d = target - root
    dist = min(d.length, (l1 + l2) * 0.999)
    d.normalize()
    a = (l1 * l1 - l2 * l2 + dist * dist) / (2 * dist)
    h = math.sqrt(max(l1 * l1 - a * a, 0.0))
    n = pole - d * pole.dot(d)
    n = n.normalized() if n.length > 1e-6 else Vector((0, 0, -1))
    mid = root + d * a + n * h
    end = root + d * dist
    return mid, end


def _rot(pitch=0.0, yaw=0.0, roll=0.0):
    """Pitch forward (+: the top tips towards +Y), then yaw to the left (+), in degrees."""
    return Matrix.Rotation(math.radians(yaw), 3, "Z") @ Matrix.Rotation(math.radians(roll), 3, "Y") @ Matrix.Rotation(-math.radians(pitch), 3, "X")


POSES = {
    # pelvis (local), spine pitch, head pitch, head yaw, hands (R, L), feet (R, L), standing?
    "sit": dict(pelvis=(0, 0, 0.5), lean=6, head=8, yaw=0, hands=((0.19, 0.5, 0.79), (-0.2, 0.47, 0.79)), feet=((0.13, 0.46, 0.07), (-0.12, 0.42, 0.07))),
    "sit_write": dict(pelvis=(0, 0, 0.5), lean=24, head=32, yaw=-6, hands=((0.08, 0.56, 0.795), (-0.22, 0.5, 0.79)), feet=((0.14, 0.42, 0.07), (-0.1, 0.5, 0.07))),
    "sit_back": dict(pelvis=(0, -0.02, 0.5), lean=-10, head=-4, yaw=12, hands=((0.09, 0.27, 1.02), (-0.22, 0.48, 0.79)), feet=((0.16, 0.55, 0.07), (-0.1, 0.5, 0.07))),
    "lean": dict(pelvis=(0, -0.05, 0.95), lean=52, head=22, yaw=0, hands=((0.22, 0.55, 0.79), (-0.2, 0.5, 0.79)), feet=((0.13, 0.02, 0.07), (-0.14, -0.12, 0.07))),
    "pin": dict(pelvis=(0, 0, 0.95), lean=-3, head=-14, yaw=8, hands=((0.12, 0.36, 1.78), (-0.16, 0.2, 1.08)), feet=((0.12, 0.05, 0.07), (-0.12, -0.08, 0.07))),
    "camera": dict(pelvis=(0, 0, 0.95), lean=2, head=0, yaw=0, hands=((0.07, 0.24, 1.5), (-0.07, 0.26, 1.48)), feet=((0.13, 0.02, 0.07), (-0.14, -0.1, 0.07))),
    "stand": dict(pelvis=(0, 0, 0.95), lean=0, head=4, yaw=0, hands=((0.24, 0.05, 0.78), (-0.24, 0.04, 0.78)), feet=((0.12, 0.03, 0.07), (-0.12, -0.03, 0.07))),
}


def sari_material(name, cream, gold, border=0.14):
    """A cream sari with a gold (kasavu) border along both edges of the cloth's UV v."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
    edge = nt.nodes.new("ShaderNodeMath")
    edge.operation = "PINGPONG"
    edge.inputs[1].default_value = 0.5
    nt.links.new(sep.outputs["Y"], edge.inputs[0])
    step = nt.nodes.new("ShaderNodeMath")
    step.operation = "LESS_THAN"
    step.inputs[1].default_value = border
    nt.links.new(edge.outputs[0], step.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(step.outputs[0], mix.inputs["Fac"])
    mix.inputs["Color1"].default_value = (*cream, 1)
    mix.inputs["Color2"].default_value = (*gold, 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(step.outputs[0], bsdf.inputs["Metallic"])
    bsdf.inputs["Roughness"].default_value = 0.55
    bsdf.inputs["Sheen"].default_value = 0.6
    return m


def skin(name, colour):
    """Skin: a little light under the surface (millimetres of it, not Cycles' default metre), a
    soft sheen at the edges, no polish; a matte brown reads as carved wood."""
    m = s.matte(name, colour, roughness=(0.48, 0.62), bump=0.03)
    bsdf = m.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Subsurface"].default_value = 0.12
    bsdf.inputs["Subsurface Color"].default_value = (*[min(1.0, c * 1.25) for c in colour], 1)
    bsdf.inputs["Subsurface Radius"].default_value = (0.004, 0.0018, 0.001)
    bsdf.inputs["Specular"].default_value = 0.35
    bsdf.inputs["Sheen"].default_value = 0.25
    return m


def cloth(name, colour, sheen=0.5, scale=220, bump=0.25):
    """Cotton: matte, a sheen at grazing angles (the rim light catches it), a fine weave bump."""
    m = s.matte(name, colour, roughness=(0.75, 0.92), bump=bump, scale=scale)
    bsdf = m.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Sheen Tint"].default_value = 0.3
    return m


def person(scene, name, pose, location, turn, skin, top, lower, hair, height=1.0, female=False,
           hair_style="short", beard=None, sleeves="full", dress="trousers", pallu=None, border=None,
           hem=None, overrides=None):
    """A person in `pose` at `location` facing +Y turned by `turn` degrees. `dress` is 'trousers',
    'mundu' (a white wrap to the ankles standing, over the legs seated) or 'sari' (pleated to
    the floor, `pallu` the cloth over the left shoulder, `hem` the border at the foot).
    Returns the objects, each material's part its own object."""
    P = dict(POSES[pose])
    P.update(overrides or {})
    hs = height
    standing = P["pelvis"][2] > 0.7
    pelvis = Vector(P["pelvis"]) * 1.0
    pelvis.z *= hs if standing else 1.0
    R = _rot(P["lean"])
    up, fwd, side = R @ Vector((0, 0, 1)), R @ Vector((0, 1, 0)), R @ Vector((1, 0, 0))
    parts = {k: bmesh.new() for k in ("top", "lower", "skin", "hair", "shoes", "pallu", "hem")}

    # ---- torso: hips, waist, chest, shoulders, up a spine that pitches and curves a little
    hips = 0.175 if female else 0.16
    heights = [-0.1, 0.0, 0.13, 0.26, 0.36, 0.44, 0.49]
    widths = [hips * 0.95, hips, 0.135 if female else 0.145, 0.155, 0.175, 0.185, 0.09]
    depths = [0.105, 0.115, 0.095, 0.105 if female else 0.1, 0.108, 0.09, 0.06]
    spine = []
    sides, fwds = [], []
    for k, z in enumerate(heights):
        bend = _rot(P["lean"] * (0.5 + 0.5 * k / (len(heights) - 1)))
        spine.append(pelvis + bend @ Vector((0, 0, z * hs)) * 1.0 + Vector((0, 0, 0)))
        sides.append(bend @ Vector((1, 0, 0)))
        fwds.append(bend @ Vector((0, 1, 0)))
    _loft(parts["top"], spine, [w * (1 + 0.05 * (hs - 1)) for w in widths], depths, sides, fwds, segments=22)
    chest_top = spine[-2]
    bend = _rot(P["lean"])
    neck0 = spine[-1]
    Rh = _rot(P["lean"] + P["head"], P["yaw"])
    hu, hf, hsd = Rh @ Vector((0, 0, 1)), Rh @ Vector((0, 1, 0)), Rh @ Vector((1, 0, 0))
    neck1 = neck0 + (up * 0.6 + Vector((0, 0, 0.4))).normalized() * 0.09
    _limb(parts["skin"], neck0 - up * 0.02, neck1, 0.052, 0.048)
    head = neck1 + hu * 0.095 + hf * 0.012
    F = Matrix((hsd, hf, hu)).transposed()
    _blob(parts["skin"], head, (0.074, 0.094, 0.1), F, 20, 14)  # cranium
    _blob(parts["skin"], head + hf * 0.038 - hu * 0.05, (0.062, 0.062, 0.066), F, 16, 10)  # cheeks, jaw
    _blob(parts["skin"], head + hf * 0.062 - hu * 0.098, (0.032, 0.03, 0.026), F, 12, 8)  # chin
    _blob(parts["skin"], head + hf * 0.088 + hu * 0.03, (0.052, 0.02, 0.016), F, 12, 8)  # brow
    nose = head + hf * 0.1 - hu * 0.018
    _limb(parts["skin"], head + hf * 0.086 + hu * 0.02, nose - hu * 0.02, 0.011, 0.016, 8)
    _blob(parts["skin"], head + hf * 0.077 - hu * 0.072, (0.026, 0.012, 0.008), F, 10, 6)  # lips
    for sg in (-1, 1):
        _blob(parts["skin"], head + hsd * sg * 0.074 - hu * 0.008, (0.012, 0.022, 0.03), F, 10, 6)
    # hair: a cap over the cranium, roughened by tufts (a smooth cap reads as a painted dome)
    _blob(parts["hair"], head + hu * 0.016 - hf * 0.014, (0.079, 0.1, 0.1), F, 20, 14)
    tufts = random.Random(sum(ord(ch) * (i + 1) for i, ch in enumerate(name)))
    for _ in range(14):
        az = tufts.uniform(0, 2 * math.pi)
        el = tufts.uniform(0.6, 1.35)  # the crown only: cropped sides, volume on top
        if math.sin(az) > 0.55 and el < 0.9:
            continue  # keep the forehead clear
        dirn = hsd * (math.cos(az) * math.cos(el)) + hf * (math.sin(az) * math.cos(el)) + hu * math.sin(el)
        rr = tufts.uniform(0.03, 0.045)
        _blob(parts["hair"], head + hu * 0.016 - hf * 0.014 + dirn * (0.09 - rr * 0.95), (rr, rr, rr * 0.7), F, 10, 6)
    if hair_style == "long":
        _blob(parts["hair"], head - hf * 0.06 - hu * 0.12, (0.085, 0.05, 0.17), F, 16, 10)
    elif hair_style == "bun":
        _blob(parts["hair"], head - hf * 0.105 - hu * 0.035, (0.048, 0.04, 0.045), F, 14, 8)
    elif hair_style == "grey":
        pass
    if beard:
        _blob(parts["hair"], head + hf * 0.035 - hu * 0.066, (0.066, 0.066, 0.058), F, 16, 10)
        _blob(parts["hair"], head + hf * 0.07 - hu * 0.095, (0.034, 0.034, 0.035), F, 12, 8)

    # ---- arms: shoulders on the torso's top ring, elbows by IK towards the pole (down, out, back)
    for sg, hand in ((1, P["hands"][0]), (-1, P["hands"][1])):
        sh = chest_top + sides[-2] * sg * 0.155 + up * 0.015
        target = Vector(hand)
        pole = Vector((sg * 0.6, -0.6, -1.0))
        el, wr = _ik(sh, target, 0.29 * hs, 0.26 * hs, pole)
        sleeve_to = el if sleeves == "short" else (el + (wr - el) * 0.82)
        _limb(parts["top"], sh, el if sleeves != "short" else sh + (el - sh) * 0.55, 0.058, 0.05 if sleeves != "short" else 0.052)
        if sleeves == "short":
            _limb(parts["skin"], sh + (el - sh) * 0.3, el, 0.045, 0.04)
            _limb(parts["skin"], el, wr, 0.038, 0.03)
        else:
            _limb(parts["top"], el, sleeve_to, 0.046, 0.04)
            _limb(parts["skin"], sleeve_to, wr, 0.032, 0.029)
        d = (wr - el).normalized()
        hand_c = wr + d * 0.055
        Hf = Matrix((d.cross(Vector((0, 0, 1))).normalized() if abs(d.z) < 0.95 else Vector((1, 0, 0)), d, Vector((0, 0, 1)))).transposed()
        _blob(parts["skin"], hand_c, (0.042, 0.06, 0.02), Hf, 12, 8)

    # ---- legs: hip joints under the pelvis, knees by IK towards the front
    for sg, foot in ((1, P["feet"][0]), (-1, P["feet"][1])):
        hip = pelvis + side * sg * 0.09 - up * 0.06
        ankle = Vector(foot) + Vector((0, 0, 0.02))
        kn, an = _ik(hip, ankle, 0.45 * hs, 0.44 * hs, Vector((0, 1, 0.25)))
        clothed = "lower" if dress != "sari" or not standing else "skin"
        thick = 1.15 if dress in ("mundu", "sari") else 1.0
        _limb(parts[clothed], hip, kn, 0.09 * thick, 0.058 * thick)
        _limb(parts[clothed], kn, an + (kn - an) * 0.12, 0.056 * thick, 0.043 * thick)
        _limb(parts["skin"], an + (kn - an) * 0.15, an, 0.04, 0.036)
        toe = an + Vector((0, 0.13, -0.05))
        _limb(parts["shoes"], an + Vector((0, -0.03, -0.03)), toe, 0.04, 0.034)  # sandals, dark

    # ---- a mundu or a sari's pleats, standing: a wrap from the waist to the ankles
    if standing and dress in ("mundu", "sari"):
        foot_mid = (Vector(P["feet"][0]) + Vector(P["feet"][1])) / 2
        top_c = pelvis + up * 0.06
        bot_c = Vector((foot_mid.x, foot_mid.y + 0.03, 0.05 if dress == "sari" else 0.12))
        n = 9
        centres = [top_c + (bot_c - top_c) * (k / (n - 1)) for k in range(n)]
        w0, w1 = (hips * 1.02, 0.25) if dress == "sari" else (hips * 0.98, 0.2)
        wid = [w0 + (w1 - w0) * (k / (n - 1)) ** 1.3 for k in range(n)]
        dep = [0.12 + (0.2 - 0.12) * (k / (n - 1)) ** 1.3 for k in range(n)]
        pleats = (lambda k, t: 1.0 + 0.05 * (k / (n - 1)) * math.sin(t * 22) * (1 if math.sin(t) > 0 else 0.3))
        _loft(parts["lower"], centres, wid, dep, Vector((1, 0, 0)), Vector((0, 1, 0)), segments=64, wobble=pleats)
        if hem is not None:
            hc = [centres[-1] + Vector((0, 0, 0.0)), centres[-1] + Vector((0, 0, 0.09))]
            _loft(parts["hem"], hc, [w1 * 1.02, w1 * 0.985], [0.205, 0.2], Vector((1, 0, 0)), Vector((0, 1, 0)), segments=64, wobble=lambda k, t: 1.0 + 0.05 * math.sin(t * 22) * (1 if math.sin(t) > 0 else 0.3))

    # ---- the pallu: from the right hip across the chest, over the left shoulder, down the back
    if pallu is not None:
        lsh = chest_top - sides[-2] * 0.13 + up * 0.07
        path = [
            pelvis + side * 0.12 + fwd * 0.125 + up * 0.05,
            spine[3] + fwd * 0.115 + side * 0.02,
            spine[4] + fwd * 0.12 - side * 0.07,
            lsh + fwd * 0.05,
            lsh - fwd * 0.06,
            spine[4] - fwd * 0.125 - side * 0.1,
            spine[2] - fwd * 0.14 - side * 0.08,
            pelvis - fwd * 0.15 - side * 0.06 - up * 0.25 * hs,
        ]
        bm = parts["pallu"]
        uvl = bm.loops.layers.uv.new("UVMap")
        widths_p = [0.14, 0.18, 0.16, 0.1, 0.11, 0.2, 0.24, 0.27]
        rows = []
        for k, c in enumerate(path):
            nxt = path[min(k + 1, len(path) - 1)] - path[max(k - 1, 0)]
            # across the cloth: perpendicular to its run, roughly in the body's surface
            normal = (c - (pelvis + up * (c - pelvis).dot(up))).normalized()
            across = nxt.cross(normal).normalized()
            rows.append([bm.verts.new(c + across * widths_p[k] * (j / 2 - 0.5) * 2) for j in range(3)])
        for k in range(len(rows) - 1):
            for j in range(2):
                f = bm.faces.new((rows[k][j], rows[k][j + 1], rows[k + 1][j + 1], rows[k + 1][j]))
                for loop, (u, v) in zip(f.loops, ((k, j / 2), (k, (j + 1) / 2), (k + 1, (j + 1) / 2), (k + 1, j / 2))):
                    loop[uvl].uv = (u / 8, v)

    mats = {"top": top, "lower": lower, "skin": skin, "hair": hair, "shoes": hair, "pallu": pallu, "hem": hem}
    objs = []
    for key, bm in parts.items():
        if not bm.verts or mats[key] is None:
            bm.free()
            continue
        obj = _mesh(scene, f"{name} {key}", bm, mats[key], location, (0, 0, math.radians(turn)))
        s.smooth(obj)
        if key == "pallu":
            sol = obj.modifiers.new("cloth", "SOLIDIFY")
            sol.thickness = 0.006
            sol.offset = 1
            obj.modifiers.new("soft", "SUBSURF").levels = 2
        objs.append(obj)
    return objs


def hand(scene, name, radius_at, z, location, skin, forearm_to=(0.16, -0.4, -0.3), sleeve=None):
    """A right hand round something upright at `location` (a cone, a glass, a torch), seen from its
    owner's side: the palm on its right, the four fingers curled round the back with their tips
    showing at the front on the left, the thumb up the front's right edge; `radius_at(h)` is the held thing's radius at
    height h, `z` the height of the index finger. The wrist and forearm run down towards
    `forearm_to` (from the location), in `sleeve` from the wrist if given."""
    bm, cuff = bmesh.new(), bmesh.new()
    ox, oy, oz = location

    def around(theta, h, out):
        r = radius_at(h) + out
        return Vector((ox + r * math.cos(theta), oy + r * math.sin(theta), oz + h))

    # four fingers, index on top: knuckles stacked at the palm's back edge, each curled round the
    # back to the left and on round the front, three segments tapering, the tips turned in
    for dz, reach, rad in ((0.0, 250, 0.0098), (-0.0195, 258, 0.0102), (-0.038, 248, 0.0096), (-0.0545, 230, 0.0084)):
        h0 = z + dz
        start = math.radians(40)
        end = math.radians(reach)
        joints = [start + (end - start) * f for f in (0.0, 0.46, 0.76, 1.0)]
        pts = [around(a, h0 - 0.003 * i, rad * 1.02 + (0.005 if i == 0 else 0.0)) for i, a in enumerate(joints)]
        for i in range(3):
            _limb(bm, pts[i], pts[i + 1], rad * (1.0 - 0.08 * i), rad * (0.93 - 0.08 * i), 10)
        _blob(bm, pts[-1] + (pts[-1] - pts[-2]).normalized() * 0.002, (rad * 0.82, rad * 0.82, rad * 0.82), None, 10, 6)
    # the palm on the right, from the thumb's ball at the front to the knuckles at the back, as
    # tall as the four fingers; its inner face on the held thing
    F = Matrix.Identity(3)
    for theta, out, radii in ((-8, 0.017, (0.017, 0.02, 0.042)), (24, 0.017, (0.017, 0.022, 0.04))):
        a = math.radians(theta)
        Fp = Matrix(((math.cos(a), -math.sin(a), 0), (math.sin(a), math.cos(a), 0), (0, 0, 1)))
        _blob(bm, around(a, z - 0.03, out), radii, Fp, 16, 10)
    palm_c = around(math.radians(8), z - 0.03, 0.02)
    # the thumb: from its ball low at the front right, up along the front's right edge (the print
    # on the front stays in view), its tip just under the rim
    ball = around(math.radians(-28), z - 0.045, 0.017)
    _blob(bm, ball, (0.019, 0.02, 0.024), F, 12, 8)
    t1 = around(math.radians(-44), z - 0.02, 0.011)
    t2 = around(math.radians(-52), z + 0.002, 0.0105)
    t3 = around(math.radians(-57), z + 0.017, 0.0095)
    _limb(bm, ball, t1, 0.0128, 0.0112, 10)
    _limb(bm, t1, t2, 0.0112, 0.0102, 10)
    _limb(bm, t2, t3, 0.0102, 0.0088, 10)
    _blob(bm, t3, (0.0088, 0.0088, 0.0088), None, 10, 6)
    # the wrist and the forearm, down and back towards the owner
    wrist = palm_c + Vector((0.012, -0.012, -0.05))
    elbow = Vector(location) + Vector(forearm_to)
    _limb(bm, palm_c - Vector((0, 0, 0.02)), wrist, 0.03, 0.027, 16)
    _limb(bm if sleeve is None else cuff, wrist + (elbow - wrist).normalized() * (0.0 if sleeve is None else 0.06), elbow, 0.029 if sleeve is None else 0.034, 0.036 if sleeve is None else 0.04, 16)
    if sleeve is None:
        _limb(bm, wrist, wrist + (elbow - wrist).normalized() * 0.06, 0.027, 0.029, 16)
    else:
        _limb(bm, wrist, wrist + (elbow - wrist).normalized() * 0.07, 0.027, 0.029, 16)
    obj = _mesh(scene, name, bm, skin)
    # one skin over the parts: the blobs and limbs fused by a voxel remesh (a millimetre voxel)
    # and relaxed, or each joint shows as a bead and it reads as a jointed wooden hand
    fuse = obj.modifiers.new("fuse", "REMESH")
    fuse.mode = "VOXEL"
    fuse.voxel_size = 0.0011
    relax = obj.modifiers.new("relax", "SMOOTH")
    relax.factor, relax.iterations = 0.8, 12
    s.smooth(obj)
    out = [obj]
    if sleeve is not None:
        c = _mesh(scene, name + " sleeve", cuff, sleeve)
        s.smooth(c)
        out.append(c)
    return out


def hair_strands(material, melanin, redness=0.1, roughness=0.35):
    """Strands for `strands`: Cycles' principled hair, coloured by its melanin (0.9 black, 0.5
    brown, 0.15 grey-white), a little random in colour and roughness from strand to strand."""
    m, nt = s.bare_material(material)
    bsdf = nt.nodes.new("ShaderNodeBsdfHairPrincipled")
    bsdf.parametrization = "MELANIN"
    bsdf.inputs["Melanin"].default_value = melanin
    bsdf.inputs["Melanin Redness"].default_value = redness
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Radial Roughness"].default_value = 0.4
    bsdf.inputs["Random Color"].default_value = 0.15
    bsdf.inputs["Random Roughness"].default_value = 0.2
    nt.links.new(bsdf.outputs["BSDF"], nt.nodes["Material Output"].inputs["Surface"])
    return m


def strands(obj, material, length=0.012, count=1500, children=24, seed=1, frizz=0.0015, clump=0.2, fall=0.6):
    """Hair as strands on `obj` (a person's "hair" part: the cap, the tufts, a bun, a beard):
    `count` guide hairs of `length` grown out of its faces, `children` more round each, frizzed
    and clumped a little, and combed down by `fall` (a share of the length). Against the light the edge of a head then breaks into a fringe that
    catches the rim, which a smooth cap cannot do (it reads as a painted dome, or a helmet)."""
    obj.data.materials.append(material)
    mod = obj.modifiers.new("strands", "PARTICLE_SYSTEM")
    ps = mod.particle_system
    ps.seed = seed
    st = ps.settings
    st.type = "HAIR"
    st.count = count
    st.hair_length = length
    st.emit_from = "FACE"
    st.distribution = "RAND"
    st.use_emit_random = True
    st.use_even_distribution = True
    st.use_advanced_hair = True  # then the emission's speeds set the length, not `hair_length`
    st.normal_factor = length
    st.factor_random = length * 0.3  # strands leave the scalp at a spread of angles, not bristles
    st.object_align_factor = (0.0, 0.0, -length * fall)  # and lie down over it (the object's z is up)
    st.material = len(obj.material_slots)  # 1-based: the slot just added
    st.child_type = "INTERPOLATED"
    st.child_nbr = 4
    st.rendered_child_count = children
    st.child_length = 1.0
    st.child_length_threshold = 0.4
    st.clump_factor = clump
    st.roughness_1 = frizz
    st.roughness_1_size = 0.5
    st.roughness_endpoint = frizz * 0.6
    st.root_radius = 1.0
    st.tip_radius = 0.0
    st.radius_scale = 0.00012  # about a tenth of a millimetre at the root
    st.use_close_tip = True
    return ps


# a walk as three poses shown in turn (right foot forward, passing, left foot forward, passing),
# for a figure seen in a film: the legs and arms swing, and the motion hides the cut between them
STRIDES = {
    "right": dict(feet=((0.11, 0.3, 0.08), (-0.11, -0.28, 0.14)), hands=((0.24, -0.14, 0.8), (-0.24, 0.16, 0.82))),
    "pass": dict(feet=((0.11, 0.04, 0.08), (-0.11, -0.06, 0.2)), hands=((0.24, 0.02, 0.78), (-0.24, 0.03, 0.78))),
    "left": dict(feet=((0.11, -0.28, 0.14), (-0.11, 0.3, 0.08)), hands=((0.24, 0.16, 0.82), (-0.24, -0.14, 0.8))),
}
STEP = ("right", "pass", "left", "pass")


def walker(scene, name, turn, frames, phase, skin, top, lower, hair, step=4, **kw):
    """A person walking towards +Y turned by `turn` degrees, for frames 0 to `frames` + 1 of a moving
    shot: the three `STRIDES` poses built once each (`person`'s other arguments in `kw`), each shown
    only on its frames, a pose every `step` frames (4 at 15 fps: a stride of 0.6 m at 1.35 m/s),
    `phase` frames into the cycle. Returns the empty they ride on: the caller keys its location."""
    root = bpy.data.objects.new(name, None)
    scene.collection.objects.link(root)
    root.rotation_euler = (0, 0, math.radians(turn))
    for stride, pose in STRIDES.items():
        for obj in person(scene, f"{name} {stride}", "stand", (0, 0, 0), 0, skin, top, lower, hair, overrides=dict(pose, head=6, lean=4), **kw):
            obj.parent = root
            for frame in range(0, frames + 2):
                obj.hide_render = STEP[((frame + phase) // step) % len(STEP)] != stride
                obj.keyframe_insert("hide_render", frame=frame)
    return root


def chair(scene, name, location, turn, wood, cane=None):
    """A plain teak chair: a seat at 0.45 m (cane-woven if `cane` is given), four legs, two back
    posts that lean back and a top rail. Faces +Y before `turn` (the sitter's front)."""
    bm = bmesh.new()
    for sx in (-1, 1):
        for sy in (-1, 1):
            top = 0.45 if sy > 0 else 0.86
            lean = 0.0 if sy > 0 else -0.07
            _limb(bm, Vector((sx * 0.2, sy * 0.2, 0)), Vector((sx * 0.2, sy * 0.2 + lean, top)), 0.018, 0.016, 8, joints=False)
    for k, z in enumerate((0.42, 0.44)):
        _limb(bm, Vector((-0.2, 0.2, z - 0.02 * k)), Vector((0.2, 0.2, z - 0.02 * k)), 0.014, 0.014, 6, joints=False)
        _limb(bm, Vector((-0.2, -0.2, z - 0.02 * k)), Vector((0.2, -0.2, z - 0.02 * k)), 0.014, 0.014, 6, joints=False)
    _limb(bm, Vector((-0.21, -0.265, 0.8)), Vector((0.21, -0.265, 0.8)), 0.03, 0.03, 8, joints=False)
    _limb(bm, Vector((-0.2, -0.245, 0.62)), Vector((0.2, -0.245, 0.62)), 0.012, 0.012, 6, joints=False)
    _limb(bm, Vector((-0.2, 0.2, 0.12)), Vector((-0.2, -0.2, 0.12)), 0.01, 0.01, 6, joints=False)
    _limb(bm, Vector((0.2, 0.2, 0.12)), Vector((0.2, -0.2, 0.12)), 0.01, 0.01, 6, joints=False)
    frame = _mesh(scene, name, bm, wood, location, (0, 0, math.radians(turn)))
    seat = s.box(scene, name + " seat", (0.42, 0.42, 0.025), cane or wood, location, (0, 0, math.radians(turn)), edge=0.006)
    seat.location = (location[0], location[1], location[2] + 0.44)
    return frame, seat
