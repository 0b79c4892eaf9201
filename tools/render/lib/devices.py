"""Screens as objects: a phone (a rounded aluminium slab, black bezel, the lit screen under a cover
glass that carries smudges and wipe marks) and a laptop (aluminium base with keys and a trackpad,
the lid open on its hinge, the screen in a black bezel). The screens are Kadal's flat UIs from
brands/kadal/screens.ts, shown as emission.

Deterministic like the rest: meshes from numbers, no random numbers but the procedural textures'
fixed inputs.
"""

import math

import bmesh
import bpy

from studio import _material, _noise, _object, _range, bare_material, bevel, box, glossy, smooth


def rounded_outline(w, h, r, seg=10):
    """The corners of a w×h rectangle rounded by r, anticlockwise from the bottom right."""
    pts = []
    for cx, cy, a0 in ((w / 2 - r, -h / 2 + r, -90), (w / 2 - r, h / 2 - r, 0), (-w / 2 + r, h / 2 - r, 90), (-w / 2 + r, -h / 2 + r, 180)):
        for k in range(seg + 1):
            a = math.radians(a0 + 90 * k / seg)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _flat(name, w, h, r, z=0.0, seg=10):
    """A flat rounded rectangle at height z facing +Z, its UV 0–1 over the w×h box."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    verts = [bm.verts.new((x, y, z)) for x, y in rounded_outline(w, h, r, seg)]
    f = bm.faces.new(verts)
    for loop in f.loops:
        loop[uv].uv = (loop.vert.co.x / w + 0.5, loop.vert.co.y / h + 0.5)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return mesh


def slab(scene, name, w, h, t, r, materials, edge=0.0012, seg=12):
    """A rounded slab w×h×t standing on z = 0; `materials` = (sides, top, bottom)."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    outline = rounded_outline(w, h, r, seg)
    bottom = [bm.verts.new((x, y, 0)) for x, y in outline]
    top = [bm.verts.new((x, y, t)) for x, y in outline]
    n = len(outline)
    for i in range(n):
        f = bm.faces.new((bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]))
        f.material_index = 0
    ft = bm.faces.new(top)
    ft.material_index = 1
    fb = bm.faces.new(list(reversed(bottom)))
    fb.material_index = 2
    for f in bm.faces:
        for loop in f.loops:
            loop[uv].uv = (loop.vert.co.x / w + 0.5, loop.vert.co.y / h + 0.5)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(scene, name, mesh)
    for m in materials:
        obj.data.materials.append(m)
    mod = bevel(obj, edge, 4)
    mod.angle_limit = math.radians(50)
    mod.harden_normals = False
    smooth(obj)
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    return obj


# ------------------------------------------------------------------ materials


def screen_material(name, image_path, strength=1.0, warmth=(1.0, 1.0, 1.0), gamma=1.0):
    """A lit screen: the UI as emission, no reflection of its own (the cover glass above carries
    that). `gamma` over 1 deepens the greys (Filmic flattens a screen's contrast more than a
    camera's picture profile would)."""
    m, nt = bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = bpy.data.images.load(image_path, check_existing=True)
    img.interpolation = "Cubic"
    img.extension = "EXTEND"
    nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
    curve = nt.nodes.new("ShaderNodeGamma")
    curve.inputs["Gamma"].default_value = gamma
    nt.links.new(img.outputs["Color"], curve.inputs["Color"])
    tint = nt.nodes.new("ShaderNodeMixRGB")
    tint.blend_type = "MULTIPLY"
    tint.inputs["Fac"].default_value = 1.0
    tint.inputs["Color2"].default_value = (*warmth, 1)
    nt.links.new(curve.outputs["Color"], tint.inputs["Color1"])
    em = nt.nodes.new("ShaderNodeEmission")
    nt.links.new(tint.outputs["Color"], em.inputs["Color"])
    em.inputs["Strength"].default_value = strength
    nt.links.new(em.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
    return m


def cover_glass(name, smudge=1.0):
    """A phone's or laptop's cover glass: clear straight through, a Fresnel reflection on top whose
    roughness carries fingerprint smudges (blotches of a voronoi) and the arcs of a wipe on a
    sleeve (a stretched noise), and a faint haze of dust."""
    m, nt = bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    shine = nt.nodes.new("ShaderNodeBsdfGlossy")
    shine.distribution = "GGX"
    # fingerprints: a cell noise thresholded into soft oval blobs
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.feature = "F1"
    vor.inputs["Scale"].default_value = 14
    vor.inputs["Randomness"].default_value = 1.0
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (1.0, 0.7, 1.0)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    nt.links.new(mapping.outputs["Vector"], vor.inputs["Vector"])
    prints = nt.nodes.new("ShaderNodeMapRange")
    prints.inputs["From Min"].default_value = 0.12
    prints.inputs["From Max"].default_value = 0.32
    prints.inputs["To Min"].default_value = 1.0
    prints.inputs["To Max"].default_value = 0.0
    nt.links.new(vor.outputs["Distance"], prints.inputs["Value"])
    where = _noise(nt, coords, 9, detail=3, offset=0.6)
    gate = nt.nodes.new("ShaderNodeMapRange")
    gate.inputs["From Min"].default_value = 0.5
    gate.inputs["From Max"].default_value = 0.62
    nt.links.new(where.outputs["Fac"], gate.inputs["Value"])
    blobs = nt.nodes.new("ShaderNodeMath")
    blobs.operation = "MULTIPLY"
    nt.links.new(prints.outputs["Result"], blobs.inputs[0])
    nt.links.new(gate.outputs["Result"], blobs.inputs[1])
    # the wipe: a streaky noise stretched one way
    wipe_map = nt.nodes.new("ShaderNodeMapping")
    wipe_map.inputs["Scale"].default_value = (1.0, 14.0, 1.0)
    wipe_map.inputs["Rotation"].default_value = (0, 0, math.radians(28))
    nt.links.new(coords.outputs["Object"], wipe_map.inputs["Vector"])
    wipe = nt.nodes.new("ShaderNodeTexNoise")
    wipe.inputs["Scale"].default_value = 25
    wipe.inputs["Detail"].default_value = 4
    nt.links.new(wipe_map.outputs["Vector"], wipe.inputs["Vector"])
    wipe_r = _range(nt, wipe.outputs["Fac"], -0.05, 0.22)
    total = nt.nodes.new("ShaderNodeMath")
    total.operation = "MAXIMUM"
    total.use_clamp = True
    nt.links.new(blobs.outputs[0], total.inputs[0])
    nt.links.new(wipe_r, total.inputs[1])
    rough = nt.nodes.new("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = 0.015
    rough.inputs["To Max"].default_value = 0.015 + 0.35 * smudge
    nt.links.new(total.outputs[0], rough.inputs["Value"])
    nt.links.new(rough.outputs["Result"], shine.inputs["Roughness"])
    # the smudge's oil also lifts the reflection a little (it scatters light back)
    fresnel = nt.nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = 1.5
    lift = nt.nodes.new("ShaderNodeMath")
    lift.operation = "MULTIPLY_ADD"
    lift.inputs[1].default_value = 0.05 * smudge
    nt.links.new(total.outputs[0], lift.inputs[0])
    nt.links.new(fresnel.outputs["Fac"], lift.inputs[2])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(lift.outputs[0], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(shine.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "BLEND"
    return m


def black_glass(name):
    m, nt, bsdf, coords = _material(name)
    bsdf.inputs["Base Color"].default_value = (0.004, 0.004, 0.005, 1)
    bsdf.inputs["Roughness"].default_value = 0.35
    bsdf.inputs["Specular"].default_value = 0.2
    return m


def anodised(name, colour, roughness=(0.22, 0.34)):
    """Bead-blasted anodised aluminium: metallic, a soft sheen, scuffs in the roughness."""
    return glossy(name, colour, roughness=roughness, metallic=1.0, bump=0.01, scale=90)


# ------------------------------------------------------------------ the devices


def phone(scene, name, image_path, location, turn=0.0, tilt=(0.0, 0.0), strength=1.0, frame=(0.2, 0.2, 0.21), warmth=(1.0, 1.0, 1.0), smudge=1.0, gamma=1.0):
    """A 76×163×8.3 mm phone lying face up at `location` (its back's middle), its top towards +Y
    before `turn` (degrees about Z); `tilt` = (x, y) degrees lifts it (on a camera bump, or leaning).
    The screen 68.8×149 mm (1080×2340) sits 2.5 mm inside the frame at the sides."""
    w, h, t = 0.0762, 0.1632, 0.0083
    parent = bpy.data.objects.new(name, None)
    scene.collection.objects.link(parent)
    metal = anodised(name + " frame", frame)
    back = glossy(name + " back", tuple(c * 0.8 for c in frame), roughness=(0.3, 0.45), bump=0.0)
    body = slab(scene, name + " body", w, h, t, 0.0105, [metal, black_glass(name + " bezel"), back], edge=0.0016)
    sw, sh = 0.0688, 0.149
    scr = _object(scene, name + " screen", _flat(name + " screen", sw, sh, 0.0085, t + 0.00005), screen_material(name + " screen", image_path, strength, warmth, gamma))
    glass = _object(scene, name + " glass", _flat(name + " glass", w - 0.0012, h - 0.0012, 0.0099, t + 0.0003, seg=14), cover_glass(name + " glass", smudge))
    # the front camera's punch hole, over the status bar's middle
    hole = _object(scene, name + " camera", _flat(name + " camera", 0.0034, 0.0034, 0.0017, t + 0.0001), black_glass(name + " lens"))
    hole.location = (0, sh / 2 - 0.0038, 0)
    # the buttons on the right side
    keys = []
    for y0, length in ((0.028, 0.012), (0.008, 0.024)):
        keys.append(box(scene, f"{name} key {y0}", (0.0012, length, 0.0024), metal, (w / 2 + 0.0003, y0, t * 0.45), edge=0.0004))
    for obj in [body, scr, glass, hole, *keys]:
        obj.parent = parent
    parent.location = location
    parent.rotation_euler = (math.radians(tilt[0]), math.radians(tilt[1]), math.radians(turn))
    return parent


def laptop(scene, name, image_path, location, turn=0.0, open_deg=112, strength=1.0, shell=(0.62, 0.63, 0.65), warmth=(1.0, 1.0, 1.0), gamma=1.0):
    """A 14-inch laptop on a table: base 312×221×14 mm, its front edge towards -Y before `turn`;
    the lid hinged on the base's back edge, opened `open_deg` degrees from closed; the screen
    302×189 mm (2560×1600) in a black bezel under cover glass."""
    W, D, T = 0.312, 0.221, 0.0135
    parent = bpy.data.objects.new(name, None)
    scene.collection.objects.link(parent)
    metal = anodised(name + " shell", shell)
    dark = black_glass(name + " deck dark")
    base = slab(scene, name + " base", W, D, T, 0.012, [metal, metal, metal], edge=0.0025)
    parts = [base]
    # the keyboard: a well, then the keys
    # black PBT keycaps: a narrow sheen (a broad one turns them grey in a bright room)
    keycap = glossy(name + " keys", (0.006, 0.006, 0.007), roughness=(0.28, 0.4), bump=0.0)
    keycap.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.12
    well = _object(scene, name + " well", _flat(name + " well", 0.276, 0.112, 0.004, T + 0.0001), dark)
    well.location = (0, 0.045, 0)
    parts.append(well)
    rows = [14, 14, 14, 13, 12, 10]
    pitch = 0.0192
    for r, count in enumerate(rows):
        y = 0.045 + 0.045 - r * pitch * 0.92
        kh = 0.0095 if r == 0 else 0.0165
        widths = [1.0] * count
        if r == 1 or r == 2:
            widths[-1] = 1.5
        if r == 3:
            widths[0], widths[-1] = 1.75, 2.25
        if r == 4:
            widths[0], widths[-1] = 2.3, 2.8
        if r == 5:
            widths = [1, 1, 1, 1.3, 5.5, 1.3, 1, 1, 1]
        total = sum(widths) * pitch
        x = -total / 2
        for k, kw in enumerate(widths):
            size = (kw * pitch - 0.003, kh, 0.0009)
            cap = box(scene, f"{name} key {r}.{k}", size, keycap, (x + kw * pitch / 2, y, T - 0.0003), edge=0.0008)
            parts.append(cap)
            x += kw * pitch
    pad = glossy(name + " trackpad", tuple(c * 0.55 for c in shell), roughness=(0.3, 0.45), metallic=0.0, bump=0.0)
    tp = _object(scene, name + " trackpad", _flat(name + " trackpad", 0.13, 0.08, 0.005, T + 0.00005), pad)
    tp.location = (0, -0.058, 0)
    parts.append(tp)
    # the lid, built closed over the base (screen side down) and turned open on the hinge
    lid = bpy.data.objects.new(name + " lid", None)
    scene.collection.objects.link(lid)
    lt = 0.0062
    shell_obj = slab(scene, name + " lid shell", W, D, lt, 0.012, [metal, black_glass(name + " bezel"), metal], edge=0.002)
    sw, sh = 0.3015, 0.1885
    # in the lid's own frame the screen faces +Z; the lid is then turned so +Z faces the user
    scr = _object(scene, name + " screen", _flat(name + " screen", sw, sh, 0.002, lt + 0.00005), screen_material(name + " screen", image_path, strength, warmth, gamma))
    scr.location = (0, 0.008, 0)
    glass = _object(scene, name + " glass", _flat(name + " glass", W - 0.004, D - 0.004, 0.01, lt + 0.0003), cover_glass(name + " glass", 0.6))
    for obj in (shell_obj, scr, glass):
        obj.parent = lid
        # put the lid's bottom edge (y = -D/2) at the hinge's axis
        obj.location = (obj.location.x, obj.location.y + D / 2, obj.location.z)
    # the hinge at the base's back edge, on top of it
    lid.parent = parent
    lid.location = (0, D / 2 - 0.004, T)
    # in the lid's frame the lid runs +Y from the hinge with its screen facing +Z: turned by 0 it
    # lies open flat (180° from closed), by 90° it stands with the screen facing -Y (the user)
    lid.rotation_euler = (math.radians(180 - open_deg), 0, 0)
    for obj in parts:
        obj.parent = parent
    parent.location = location
    parent.rotation_euler = (0, 0, math.radians(turn))
    return parent


def cable(scene, name, plug_at, direction, points, sheath=(0.9, 0.9, 0.88)):
    """A charging cable: a USB-C plug's moulded boot at `plug_at` (its tip), pointing along
    `direction` (a unit vector in the table's plane, out of the port), then the cord through
    `points` lying on the table."""
    from props import _wire

    rubber = glossy(name + " sheath", sheath, roughness=(0.35, 0.5), bump=0.0)
    dx, dy = direction
    x, y, z = plug_at
    boot = box(scene, name + " boot", (0.0075, 0.021, 0.0042), rubber, (x + dx * 0.0105, y + dy * 0.0105, z - 0.0021), edge=0.0016)
    boot.rotation_euler = (0, 0, math.atan2(dy, dx) - math.pi / 2)
    start = (x + dx * 0.021, y + dy * 0.021, z)
    return _wire(scene, name, [start, *points], rubber, 0.0017)
