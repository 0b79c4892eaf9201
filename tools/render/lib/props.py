"""Props that more than one scene can use: flat art on a plane, a backlit light box behind thin
glass, wet asphalt, a street light, coconut palms as silhouettes, a folded newspaper and its
newsprint, a steel tumbler and dabarah, pazham pori, and soft sealed things (a cushion, a snack
pouch).

Everything here builds meshes from numbers (no asset files) and takes its randomness from the
`random.Random` a scene passes in, so a scene stays deterministic.
"""

import math

import bmesh
import bpy
from mathutils import Vector

from studio import _bump, _material, _noise, _object, _range, bare_material, box, glossy, lathe, mesh_object, rgb, smooth, uv_grid

# ------------------------------------------------------------------ materials


def thin_glass(name, tint=(0.92, 0.96, 0.95), roughness=0.02, dirt=0.25):
    """A pane of glass as one surface: straight-through transparency with a Fresnel reflection on
    top (no refraction, so it converges in a few samples), dust and smears in the reflection's
    roughness."""
    m, nt = bare_material(name)
    coords = nt.nodes.new("ShaderNodeTexCoord")
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    shine = nt.nodes.new("ShaderNodeBsdfGlossy")
    smear = _noise(nt, coords, 6, detail=6, offset=1.2)
    nt.links.new(_range(nt, smear.outputs["Fac"], roughness, roughness + dirt), shine.inputs["Roughness"])
    fresnel = nt.nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = 1.52
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(fresnel.outputs["Fac"], mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(shine.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "BLEND"
    return m


def backlit(name, image_path, strength=4.0, falloff=0.18):
    """Printed film in a light box: the art lit from behind (emission through the print, a little
    brighter at the middle where the tubes are), the print's own satin surface on top."""
    m, nt, bsdf, coords = _material(name)
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = bpy.data.images.load(image_path, check_existing=True)
    img.interpolation = "Cubic"
    img.extension = "CLIP"
    nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
    nt.links.new(img.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(img.outputs["Color"], bsdf.inputs["Emission"])
    # the tubes: brighter in a broad band down the middle, darker towards the frame
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
    centre = nt.nodes.new("ShaderNodeMath")
    centre.operation = "SUBTRACT"
    centre.inputs[1].default_value = 0.5
    nt.links.new(sep.outputs["X"], centre.inputs[0])
    sq = nt.nodes.new("ShaderNodeMath")
    sq.operation = "MULTIPLY"
    nt.links.new(centre.outputs[0], sq.inputs[0])
    nt.links.new(centre.outputs[0], sq.inputs[1])
    dim = nt.nodes.new("ShaderNodeMath")
    dim.operation = "MULTIPLY_ADD"
    dim.inputs[1].default_value = -falloff * 4 * strength
    dim.inputs[2].default_value = strength
    nt.links.new(sq.outputs[0], dim.inputs[0])
    nt.links.new(dim.outputs[0], bsdf.inputs["Emission Strength"])
    bsdf.inputs["Roughness"].default_value = 0.3
    bsdf.inputs["Specular"].default_value = 0.3
    return m


def asphalt(name, base=(0.018, 0.018, 0.02), wet=0.5, scale=1.0):
    """Road surface after rain: dark aggregate, a fine grit bump, and a wet sheen that pools in
    broad low patches (roughness 0.45 on the damp road, 0.04 in the puddles; `wet` 0–1 sets how
    much of the road is puddle)."""
    m, nt, bsdf, coords = _material(name)
    grit = _noise(nt, coords, 180 * scale, detail=4, roughness=0.7)
    tone = nt.nodes.new("ShaderNodeValToRGB")
    tone.color_ramp.elements[0].color = (base[0] * 0.6, base[1] * 0.6, base[2] * 0.6, 1)
    tone.color_ramp.elements[1].color = (base[0] * 2.2, base[1] * 2.2, base[2] * 2.1, 1)
    nt.links.new(grit.outputs["Fac"], tone.inputs["Fac"])
    nt.links.new(tone.outputs["Color"], bsdf.inputs["Base Color"])
    pools = _noise(nt, coords, 0.35 * scale, detail=5, roughness=0.6, offset=0.3)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.3 + wet * 0.2
    ramp.color_ramp.elements[1].position = 0.4 + wet * 0.2
    ramp.color_ramp.elements[0].color = (0.04, 0.04, 0.04, 1)
    ramp.color_ramp.elements[1].color = (0.45, 0.45, 0.45, 1)
    nt.links.new(pools.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Roughness"])
    nt.links.new(_bump(nt, grit.outputs["Fac"], 0.12, 0.004), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.6
    return m


def plane(scene, name, width, height, material, location=(0, 0, 0), rotation=(0, 0, 0)):
    """A rectangle in the XZ plane facing -Y, its bottom edge's middle at `location`, UV 0–1 with
    u to the right and v up as seen from the front."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    hw = width / 2
    verts = [bm.verts.new(c) for c in [(-hw, 0, 0), (hw, 0, 0), (hw, 0, height), (-hw, 0, height)]]
    face = bm.faces.new(verts)
    for loop, t in zip(face.loops, [(0, 0), (1, 0), (1, 1), (0, 1)]):
        loop[uv].uv = t
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return _object(scene, name, mesh, material, location, rotation)


# ------------------------------------------------------------------ street furniture


def light_box(scene, name, art, size, location, turn, frame, glass, depth=0.14, border=0.06, foot=0.3):
    """A double-sided free-standing light box (a bus shelter's end panel): a powder-coated frame
    `border` wide around the printed art `size` = (w, h), glass in front, standing on two feet
    `foot` high. Faces -Y before `turn` (degrees about Z); `location` is the middle of its base."""
    w, h = size
    rot = (0, 0, math.radians(turn))
    group = []
    bw, bh = w + 2 * border, h + 2 * border
    # the case: a back box, then four bars of the front frame standing proud of the glass
    group.append(box(scene, name + " case", (bw, depth, bh), frame, (0, 0, foot), edge=0.008))
    bars = [
        ((bw, 0.03, border), (0, -depth / 2 - 0.012, foot)),
        ((bw, 0.03, border), (0, -depth / 2 - 0.012, foot + bh - border)),
        ((border, 0.03, bh), (-bw / 2 + border / 2, -depth / 2 - 0.012, foot)),
        ((border, 0.03, bh), (bw / 2 - border / 2, -depth / 2 - 0.012, foot)),
    ]
    for i, (sz, loc) in enumerate(bars):
        group.append(box(scene, f"{name} bar {i}", sz, frame, loc, edge=0.004))
    for i, x in enumerate((-bw / 2 + 0.1, bw / 2 - 0.1)):
        group.append(box(scene, f"{name} foot {i}", (0.08, depth * 0.8, foot + 0.01), frame, (x, 0, 0), edge=0.004))
    group.append(plane(scene, name + " art", w, h, art, (0, -depth / 2 - 0.002, foot + border)))
    group.append(plane(scene, name + " glass", w + 0.01, h + 0.01, glass, (0, -depth / 2 - 0.02, foot + border - 0.005)))
    pivot = Vector(location)
    for obj in group:
        obj.location = pivot + _turned(obj.location, turn)
        obj.rotation_euler = rot
    return group


def _turned(v, turn):
    a = math.radians(turn)
    return Vector((v[0] * math.cos(a) - v[1] * math.sin(a), v[0] * math.sin(a) + v[1] * math.cos(a), v[2]))


def street_light(scene, name, location, height, reach, pole, lamp, face=0.0, energy=900, colour=(1.0, 0.78, 0.5)):
    """A pole of `height` with an arm of `reach` out over the road (towards `face` degrees, 0 = -Y)
    and a lamp head: an emissive lens, and a spot light under it for the pool on the ground
    (none if `energy` is 0: Blender 3.4's Cycles picks one light per sample from all of them, so
    each lamp that lights little adds noise everywhere)."""
    x, y, z = location
    a = math.radians(face)
    dx, dy = math.sin(a) * reach, -math.cos(a) * reach
    s = 0.09
    box(scene, name + " pole", (s, s, height), pole, (x, y, z))
    arm = box(scene, name + " arm", (0.06, reach, 0.06), pole, (x + dx / 2, y + dy / 2, z + height - 0.06))
    arm.rotation_euler = (0, 0, a)
    head = box(scene, name + " head", (0.28, 0.6, 0.1), pole, (x + dx, y + dy, z + height - 0.12))
    head.rotation_euler = (0, 0, a)
    lens = box(scene, name + " lens", (0.22, 0.5, 0.02), lamp, (x + dx, y + dy, z + height - 0.135))
    lens.rotation_euler = (0, 0, a)
    if energy <= 0:  # a far light: seen, but its pool left out (every extra lamp costs noise)
        return None
    data = bpy.data.lights.new(name + " pool", "SPOT")
    data.energy = energy
    data.color = colour
    data.spot_size = math.radians(130)
    data.spot_blend = 0.6
    data.shadow_soft_size = 0.2
    obj = bpy.data.objects.new(name + " pool", data)
    scene.collection.objects.link(obj)
    obj.location = (x + dx, y + dy, z + height - 0.2)
    obj.rotation_euler = (0, 0, 0)  # spots point down -Z
    return obj


def palm(scene, name, location, height, lean, rng, material, fronds=16, frond_length=4.2):
    """A coconut palm for the skyline: a tapering trunk that curves by `lean` = (dx, dy) metres at
    the top, a crown of drooping fronds, each a rachis with thin leaflets either side."""
    x, y, z = location
    lx, ly = lean
    bm = bmesh.new()
    rings, seg = 14, 10
    prev = None
    for k in range(rings + 1):
        t = k / rings
        r = 0.2 - 0.07 * t + (0.06 if k == 0 else 0)
        cx, cy = lx * t * t, ly * t * t
        ring = [bm.verts.new((cx + r * math.cos(2 * math.pi * i / seg), cy + r * math.sin(2 * math.pi * i / seg), height * t)) for i in range(seg)]
        if prev:
            for i in range(seg):
                bm.faces.new((prev[i], prev[(i + 1) % seg], ring[(i + 1) % seg], ring[i]))
        prev = ring
    top = Vector((lx, ly, height))
    for f in range(fronds):
        az = 2 * math.pi * f / fronds + rng.uniform(-0.2, 0.2)
        up = rng.uniform(-0.7, 0.75)  # initial pitch: the upper fronds rise, the lower hang
        length = frond_length * rng.uniform(0.75, 1.05)
        droop = rng.uniform(0.12, 0.3) / length
        horiz = Vector((math.cos(az), math.sin(az), 0))
        side = Vector((-math.sin(az), math.cos(az), 0))
        steps = 22
        pts = []
        for k in range(steps + 1):
            d = length * k / steps
            p = top + horiz * (d * math.cos(up)) + Vector((0, 0, d * math.sin(up) - droop * d * d * 1.6))
            pts.append(p)
        # the rachis as a thin ribbon
        for k in range(steps):
            a, b = pts[k], pts[k + 1]
            w = 0.05 * (1 - k / steps) + 0.01
            bm.faces.new([bm.verts.new(a - side * w), bm.verts.new(a + side * w), bm.verts.new(b + side * w), bm.verts.new(b - side * w)])
        # leaflets: pairs of long thin blades hanging down and out from the rachis
        for k in range(2, steps):
            p = pts[k]
            tangent = (pts[k + 1] - pts[k - 1]).normalized()
            t = k / steps
            leaf = 0.9 * math.sin(math.pi * min(1.0, t * 1.15)) + 0.25
            for sgn in (-1, 1):
                hang = rng.uniform(0.35, 0.8)
                out = (side * sgn * math.cos(hang) + Vector((0, 0, -math.sin(hang)))).normalized()
                tip = p + out * leaf + tangent * leaf * 0.35
                width = 0.035
                v0 = bm.verts.new(p - tangent * width)
                v1 = bm.verts.new(p + tangent * width)
                v2 = bm.verts.new(tip)
                bm.faces.new((v0, v1, v2))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return _object(scene, name, mesh, material, (x, y, z), (0, 0, rng.uniform(0, 6.28)))


# ------------------------------------------------------------------ paper


def folded_sheet(scene, name, size, material, location=(0, 0, 0), turn=0.0, stack=0.0025, lift=0.005, curl=0.01, rng=None, res=(56, 84)):
    """A newspaper folded once at the spine, lying on a table: the page `size` = (w, h) faces up
    with its UV 0–1 (u to the right, v up the page), its left edge the fold, where the sheets
    roll round and under; the sheets under it make a `stack` that shows at the free edges
    (a solidify). The spine side rises `lift` where the folded sheets bulge, and the free corners
    curl up by `curl`. `location` is the middle of the page at table height; `turn` degrees."""
    w, h = size
    nx, ny = res

    def height(u, v):
        z = stack + lift * (1 - u) ** 6
        z += curl * u**4 * (abs(v - 0.5) * 2) ** 3
        z += 0.0012 * math.sin(v * math.pi * 1.6 + 0.4) * u * (1 - u) * 4
        z += 0.0008 * math.sin(u * math.pi * 2.2 + 1.1) * (abs(v - 0.5) * 2)
        # the delivery fold across the middle, pressed flat again: a soft ridge
        z += 0.0012 * math.exp(-(((v - 0.5) / 0.012) ** 2))
        return z

    def point(u, v):
        z = height(u, v)
        if rng:
            z += rng.uniform(-0.00015, 0.00015)
        return ((u - 0.5) * w, (v - 0.5) * h, z)

    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    grid = uv_grid(bm, nx, ny, point)

    def quad(verts, uvs):
        f = bm.faces.new(verts)
        for loop, t in zip(f.loops, uvs):
            loop[uv].uv = t

    # the fold: a half round from the page's left edge down to the table, its UV the page's margin
    steps = 8
    prev = [grid[j][0] for j in range(ny + 1)]
    for k in range(1, steps + 1):
        a = math.pi * k / steps
        row = []
        for j in range(ny + 1):
            top = prev[j].co.z if k == 1 else grid[j][0].co.z
            r = top / 2
            row.append(bm.verts.new((-w / 2 - r * math.sin(a), (j / ny - 0.5) * h, r + r * math.cos(a))))
        for j in range(ny):
            quad((row[j], prev[j], prev[j + 1], row[j + 1]), [(0.002, j / ny), (0.002, j / ny), (0.002, (j + 1) / ny), (0.002, (j + 1) / ny)])
        prev = row
    obj = mesh_object(scene, name, bm, material, location, (0, 0, math.radians(turn)))
    smooth(obj)
    sol = obj.modifiers.new("stack", "SOLIDIFY")
    sol.thickness = stack * 0.9
    sol.offset = -1
    return obj


def newsprint(name, image_path, tone=0.96):
    """Newsprint: a matte, slightly grey stock with a soft sheen, fibres in the bump, and light
    passing through it a little (thin paper glows where the light is behind it)."""
    m, nt, bsdf, coords = _material(name)
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = bpy.data.images.load(image_path, check_existing=True)
    img.interpolation = "Cubic"
    img.extension = "EXTEND"
    nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
    mul = nt.nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    mul.inputs["Fac"].default_value = 1.0
    mul.inputs["Color2"].default_value = (tone, tone * 0.985, tone * 0.95, 1)
    nt.links.new(img.outputs["Color"], mul.inputs["Color1"])
    nt.links.new(mul.outputs["Color"], bsdf.inputs["Base Color"])
    wander = _noise(nt, coords, 14, detail=4, offset=0.5)
    nt.links.new(_range(nt, wander.outputs["Fac"], 0.62, 0.8), bsdf.inputs["Roughness"])
    fibres = _noise(nt, coords, 1400, detail=2)
    nt.links.new(_bump(nt, fibres.outputs["Fac"], 0.12, 0.0002), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.25
    bsdf.inputs["Sheen"].default_value = 0.4
    bsdf.inputs["Transmission"].default_value = 0.0
    return m


def tumbler_and_dabarah(scene, name, location, steel, tea, froth_level=0.082):
    """South Indian steel ware: a tumbler (70 mm across, 105 mm tall, rolled lip) standing in its
    dabarah (a 100 mm bowl with straight sides and a flared rim), tea in the tumbler."""
    x, y, z = location
    lathe(
        scene,
        name + " dabarah",
        [(0.0, 0.0), (0.043, 0.0), (0.0465, 0.003), (0.049, 0.034), (0.0555, 0.041), (0.0562, 0.0425), (0.0548, 0.0425), (0.0478, 0.0355), (0.0452, 0.0045), (0.0, 0.0045)],
        steel,
        (x, y, z),
        segments=128,
    )
    lathe(
        scene,
        name + " tumbler",
        [(0.0, 0.0), (0.0292, 0.0), (0.0302, 0.002), (0.0352, 0.103), (0.0366, 0.1045), (0.0362, 0.1058), (0.0346, 0.1035), (0.0288, 0.006), (0.0, 0.006)],
        steel,
        (x, y, z + 0.0045),
        segments=128,
    )
    r = 0.0288 + (0.0346 - 0.0288) * (froth_level - 0.006) / (0.1035 - 0.006)
    # a thin disc closed by its caps, flat-shaded (a lathe from the axis would smooth its normals
    # through the degenerate centre and shade the surface black)
    disc = lathe(scene, name + " tea", [(r - 0.0002, froth_level - 0.002), (r + 0.0004, froth_level)], tea, (x, y, z + 0.0045), segments=128)
    for poly in disc.data.polygons:
        poly.use_smooth = False


def chai_material(name, broken=0.0, rim=0.034):
    """Milky tea under its skin of froth: small bubbles (cells) lighter than the skin, the skin a
    pale tan; `broken` (0–1) opens holes in the froth onto the darker, glossy tea below (a tumbler
    someone has drunk from)."""
    m, nt, bsdf, coords = _material(name)
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.inputs["Scale"].default_value = 900
    nt.links.new(coords.outputs["Object"], vor.inputs["Vector"])
    skin = _noise(nt, coords, 160, detail=4, roughness=0.6)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*rgb("#b98d60"), 1)
    ramp.color_ramp.elements[1].color = (*rgb("#ead6b4"), 1)
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[1].position = 0.8
    nt.links.new(skin.outputs["Fac"], ramp.inputs["Fac"])
    froth = ramp.outputs["Color"]
    # the froth gathers at the wall: a paler ring of bigger bubbles round the edge
    radial = nt.nodes.new("ShaderNodeVectorMath")
    radial.operation = "LENGTH"
    flat = nt.nodes.new("ShaderNodeVectorMath")
    flat.operation = "MULTIPLY"
    flat.inputs[1].default_value = (1.0, 1.0, 0.0)
    nt.links.new(coords.outputs["Object"], flat.inputs[0])
    nt.links.new(flat.outputs["Vector"], radial.inputs[0])
    edge = nt.nodes.new("ShaderNodeMapRange")
    edge.inputs["From Min"].default_value = rim - 0.007
    edge.inputs["From Max"].default_value = rim - 0.001
    nt.links.new(radial.outputs["Value"], edge.inputs["Value"])
    big = nt.nodes.new("ShaderNodeTexVoronoi")
    big.inputs["Scale"].default_value = 320
    nt.links.new(coords.outputs["Object"], big.inputs["Vector"])
    foam = nt.nodes.new("ShaderNodeMath")
    foam.operation = "MULTIPLY"
    nt.links.new(edge.outputs["Result"], foam.inputs[0])
    nt.links.new(_range(nt, big.outputs["Distance"], 1.0, 0.3), foam.inputs[1])
    pale = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(foam.outputs[0], pale.inputs["Fac"])
    nt.links.new(froth, pale.inputs["Color1"])
    pale.inputs["Color2"].default_value = (*rgb("#f2e4cc"), 1)
    froth = pale.outputs["Color"]
    # the bubbles lift the bump where the cells' edges are
    nt.links.new(_bump(nt, vor.outputs["Distance"], 0.35, 0.0003), bsdf.inputs["Normal"])
    roughness = _range(nt, skin.outputs["Fac"], 0.3, 0.55)
    if broken > 0:
        holes = _noise(nt, coords, 45, detail=3, offset=0.5)
        mask = nt.nodes.new("ShaderNodeMapRange")
        mask.inputs["From Min"].default_value = 0.5 - 0.12 * broken
        mask.inputs["From Max"].default_value = 0.56 - 0.12 * broken
        nt.links.new(holes.outputs["Fac"], mask.inputs["Value"])
        mix = nt.nodes.new("ShaderNodeMixRGB")
        nt.links.new(mask.outputs["Result"], mix.inputs["Fac"])
        mix.inputs["Color1"].default_value = (*rgb("#8a5a34"), 1)
        nt.links.new(froth, mix.inputs["Color2"])
        froth = mix.outputs["Color"]
        r = nt.nodes.new("ShaderNodeMapRange")
        r.inputs["To Min"].default_value = 0.06
        nt.links.new(mask.outputs["Result"], r.inputs["Value"])
        nt.links.new(roughness, r.inputs["To Max"])
        roughness = r.outputs["Result"]
    nt.links.new(froth, bsdf.inputs["Base Color"])
    nt.links.new(roughness, bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.4
    bsdf.inputs["Subsurface"].default_value = 0.0
    return m


def open_book(scene, name, material, centre, size, turn, rng, nx=72, ny=40):
    """A notebook or sketchbook open flat: the spread of pages (UV 0–1 over both, the gutter at
    u = 0.5) rising out of the gutter, its outer edges and corners curling a little, the stack of
    pages under it a solidify. `centre` is the spread's middle on the table, `size` = (w, h) of
    the spread, `turn` in degrees; `rng` draws the paper's tiny unevenness."""
    w, h = size

    def point(u, v):
        t = min(1.0, abs(u - 0.5) / 0.09)
        z = 0.0018 + 0.0006 + 0.0034 * (1 - (1 - t) ** 2.2)  # the stack rises out of the gutter
        e = abs(u - 0.5) * 2
        z += 0.006 * e**5 * (0.4 + abs(v - 0.5) * 1.6) ** 2  # the outer edges and corners curl up
        z += 0.0016 * math.sin(v * math.pi) * math.sin(e * math.pi)  # the page's belly
        z += rng.uniform(-0.00005, 0.00005)
        x = (u - 0.5) * w
        # the pages pull in towards the gutter a little where they dive
        x -= math.copysign(0.0015 * (1 - t) ** 2, u - 0.5)
        return (x, (v - 0.5) * h, z)

    bm = bmesh.new()
    uv_grid(bm, nx, ny, point)
    obj = mesh_object(scene, name, bm, material, (centre[0], centre[1], 0), (0, 0, math.radians(turn)))
    smooth(obj)
    sol = obj.modifiers.new("stack", "SOLIDIFY")
    sol.thickness = 0.0032
    sol.offset = -1
    return obj


def _wire(scene, name, points, material, thickness, closed=False):
    """A round wire through `points` (a poly spline, smoothed by its bevel)."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = thickness
    cu.bevel_resolution = 3
    sp = cu.splines.new("NURBS")
    sp.points.add(len(points) - 1)
    for pt, co in zip(sp.points, points):
        pt.co = (*co, 1.0)
    sp.order_u = 4
    sp.use_cyclic_u = closed
    sp.use_endpoint_u = not closed
    sp.resolution_u = 6
    obj = bpy.data.objects.new(name, cu)
    scene.collection.objects.link(obj)
    obj.data.materials.append(material)
    return obj


def spectacles(scene, name, location, turn, frame, lens):
    """Reading glasses folded and set down lenses-up: two rounded-rectangle rims of thin metal wire
    with lenses in them, a bridge, and the two temples folded across behind."""
    parts = []
    w, h = 0.05, 0.034
    for side in (-1, 1):
        cx = side * 0.032
        ring = []
        for k in range(24):
            t = 2 * math.pi * k / 24
            c, sn = math.cos(t), math.sin(t)
            # a squircle: rounded rectangle, a little wider at the top
            x = cx + (w / 2) * math.copysign(abs(c) ** 0.6, c) * (1 + 0.06 * max(sn, 0))
            y = (h / 2) * math.copysign(abs(sn) ** 0.6, sn)
            ring.append((x, y, 0.0))
        parts.append(_wire(scene, f"{name} rim {side}", ring, frame, 0.0009, closed=True))
        bm = bmesh.new()
        verts = [bm.verts.new((x, y, 0.0)) for x, y, _ in ring]
        bm.faces.new(verts)
        mesh = bpy.data.meshes.new(f"{name} lens {side}")
        bm.to_mesh(mesh)
        bm.free()
        parts.append(_object(scene, f"{name} lens {side}", mesh, lens))
    parts.append(_wire(scene, name + " bridge", [(-0.008, 0.008, 0.0), (-0.003, 0.012, 0.002), (0.003, 0.012, 0.002), (0.008, 0.008, 0.0)], frame, 0.0009))
    for side in (-1, 1):
        x0 = side * 0.057
        parts.append(
            _wire(
                scene,
                f"{name} temple {side}",
                [(x0, 0.01, 0.0), (x0 + side * 0.003, 0.016, -0.004), (x0 - side * 0.03, 0.02 + 0.004 * side, -0.007), (x0 - side * 0.1, 0.022 + 0.004 * side, -0.008), (x0 - side * 0.11, 0.019 + 0.004 * side, -0.009)],
                frame,
                0.0011,
            )
        )
    pivot = Vector(location)
    for obj in parts:
        obj.location = pivot + _turned(obj.location, turn)
        obj.rotation_euler = (0, 0, math.radians(turn))
    return parts


def fritter_material(name, dark, light):
    """Batter fried golden: blotches between `dark` and `light` (sRGB hex), a fine crisp that
    varies the roughness and lifts the bump, and the oil's shine."""
    m, nt, bsdf, coords = _material(name)
    crisp = _noise(nt, coords, 140, detail=8, roughness=0.7)
    blotch = _noise(nt, coords, 25, detail=3)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*rgb(dark), 1)
    ramp.color_ramp.elements[1].color = (*rgb(light), 1)
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[1].position = 0.7
    nt.links.new(blotch.outputs["Fac"], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(_range(nt, crisp.outputs["Fac"], 0.2, 0.55), bsdf.inputs["Roughness"])
    nt.links.new(_bump(nt, crisp.outputs["Fac"], 0.8, 0.0015), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.6  # the oil
    return m


def pazham_pori(scene, i, location, turn, tilt, material):
    """The `i`th pazham pori on a plate: ripe plantain in batter, fried; long and flat, lumpy
    with batter and a little bent (more for each one after the first)."""
    prof = [(0.0, 0.0), (0.016, 0.0005), (0.021, 0.006), (0.019, 0.013), (0.011, 0.017), (0.0, 0.018)]
    f = lathe(scene, f"pazham pori {i}", prof, material, location, segments=48)
    f.scale = (3.0, 1.15, 0.85)
    f.rotation_euler = (0.0, tilt, math.radians(turn))
    f.modifiers.new("subdiv", "SUBSURF").levels = 2
    tex = bpy.data.textures.new(f"batter {i}", "CLOUDS")
    tex.noise_scale = 0.005
    tex.noise_depth = 3
    dm = f.modifiers.new("batter", "DISPLACE")
    dm.texture = tex
    dm.strength = 0.0035
    bend = f.modifiers.new("bend", "SIMPLE_DEFORM")
    bend.deform_method = "BEND"
    bend.angle = math.radians(25 + 10 * i)
    bend.deform_axis = "Z"
    return f


def pillow(scene, name, size, material, location=(0, 0, 0), rotation=(0, 0, 0), crimp=0.0, pinch=0.08, rng=None, res=(28, 40)):
    """A soft thing sewn or sealed round its edge: a cushion, or (with `crimp`, the fraction of its
    height pressed flat at the top and at the bottom) a snack pouch. `size` = (w, d, h): it stands
    on its base at `location`, `w` across, swelling to `d` deep at its middle, the front facing -Y.
    The front's UV runs 0–1 over the whole face (u to the right, v up), so a pouch's printed art
    wraps onto the swell; the back has its own 0–1, seen from behind. The edges draw in where the
    middle swells (`pinch`), as a filled pouch does."""
    w, d, h = size

    def swell(u, v):
        if crimp:
            if v < crimp or v > 1 - crimp:
                return 0.0
            v = (v - crimp) / (1 - 2 * crimp)
        return (math.sin(math.pi * u) * math.sin(math.pi * v)) ** 0.5

    # soft dents: two slow waves over each face, their phases drawn once (a smooth surface, the
    # same every run)
    dents = [rng.uniform(0, 2 * math.pi) for _ in range(4)] if rng else None

    def sheet(side):
        def point(u, v):
            s = swell(u, v)
            x = (u - 0.5) * w * (1 - pinch * s) * (-side)
            # the pressed bands are two films thick, meeting at the very edge
            film = 0.0015 * min(1, 8 * math.sin(math.pi * u)) * min(1, 8 * math.sin(math.pi * v))
            y = side * max(d / 2 * s, film if crimp else 0.0)
            if dents:
                k = 0 if side < 0 else 2
                wave = math.sin(2 * math.pi * 1.3 * u + dents[k]) * math.sin(2 * math.pi * 0.9 * v + dents[k + 1])
                y += side * s * 0.06 * d * wave
            z = h / 2 + (v - 0.5) * h * (1 - pinch * 0.5 * s)
            return (x, y, z)

        return point

    bm = bmesh.new()
    uv_grid(bm, res[0], res[1], sheet(-1))
    uv_grid(bm, res[0], res[1], sheet(1))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-7)
    obj = mesh_object(scene, name, bm, material, location, rotation)
    smooth(obj)
    return obj


__all__ = [
    "asphalt",
    "backlit",
    "chai_material",
    "folded_sheet",
    "fritter_material",
    "glossy",
    "light_box",
    "newsprint",
    "open_book",
    "palm",
    "pazham_pori",
    "pillow",
    "plane",
    "rain",
    "spectacles",
    "street_light",
    "thin_glass",
    "tumbler_and_dabarah",
    "water",
]


def rain(scene, name, rng, box_min, box_max, count, length=(0.08, 0.2), slant=(0.04, 0.0), strength=0.6):
    """Falling rain as the shutter sees it: `count` thin streaks in one mesh, scattered through the
    box from `box_min` to `box_max`, each `length` long (the drop's travel in a 1/60 s exposure)
    and leaning by `slant` (wind), in a clear material that also glows faintly, so a streak reads
    against the dark and bends the lights behind it. Out of the lens's focus they soften into the
    haze a monsoon evening has."""
    bm = bmesh.new()
    for _ in range(count):
        x, y, z = (lo + (hi - lo) * rng.random() for lo, hi in zip(box_min, box_max))
        ln = length[0] + (length[1] - length[0]) * rng.random()
        r = 0.0005 + 0.0004 * rng.random()
        top = Vector((x, y, z))
        bottom = top + Vector((slant[0] * ln, slant[1] * ln, -ln))
        ring = []
        for k in range(3):
            a = 2 * math.pi * k / 3
            off = Vector((math.cos(a) * r, math.sin(a) * r, 0))
            ring.append((bm.verts.new(top + off), bm.verts.new(bottom + off)))
        for k in range(3):
            (t0, b0), (t1, b1) = ring[k], ring[(k + 1) % 3]
            bm.faces.new((t0, t1, b1, b0))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    m, nt, bsdf, _ = _material(name + " water")
    bsdf.inputs["Base Color"].default_value = (0.9, 0.95, 1.0, 1)
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = 0.05
    bsdf.inputs["IOR"].default_value = 1.33
    bsdf.inputs["Emission"].default_value = (0.8, 0.85, 0.9, 1)
    bsdf.inputs["Emission Strength"].default_value = strength
    obj = _object(scene, name, mesh, m)
    obj.visible_shadow = False
    return obj


def water(name, ior=1.33, roughness=0.0):
    """Clear water for drops and beads: all transmission, no colour of its own."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    bsdf = m.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["IOR"].default_value = ior
    return m


def stripes(name, colours, width):
    """Vertical bands of `colours` in turn, each `width` metres across the object's X (an awning's
    canvas, a football jersey)."""
    m, nt, bsdf, coords = _material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    band = nt.nodes.new("ShaderNodeMath")
    band.operation = "WRAP"
    band.inputs[1].default_value = 0.0
    band.inputs[2].default_value = width * len(colours)
    nt.links.new(sep.outputs["X"], band.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    ramp.color_ramp.elements[0].color = (*colours[0], 1)
    for i, c in enumerate(colours[1:], start=1):
        e = ramp.color_ramp.elements.new(i / len(colours))
        e.color = (*c, 1)
    scale = nt.nodes.new("ShaderNodeMath")
    scale.operation = "DIVIDE"
    scale.inputs[1].default_value = width * len(colours)
    nt.links.new(band.outputs[0], scale.inputs[0])
    nt.links.new(scale.outputs[0], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.7
    bsdf.inputs["Sheen"].default_value = 0.4
    return m
