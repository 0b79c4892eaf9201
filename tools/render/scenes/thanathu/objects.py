"""Thanathu, Kadal's concept brand: three of its products on a laterite sill in late-morning window
light. An unglazed terracotta jar of black pepper with a coir-rope tie and the kasavu cotton band
(the wordmark തനത്), a stainless spice tin with the mark engraved on its side and stamped in its
lid, a kasavu towel rolled up (cream cotton, the gold borders at both ends), on a piece of coir
matting, a few peppercorns spilled. A lime-plastered wall behind; the sun comes in from a window
on the left through its wooden bars. An 85 mm lens at f/3.5, focused on the jar's band.

    npx tsx tools/render/brands/thanathu/brand.ts     # the band, the stamp, the kasavu border
    bash tools/render/render.sh thanathu/objects --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402
import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=41)
# two diffuse and glossy bounces are enough in a room this open; they buy the final its samples
scene.cycles.diffuse_bounces = 2
scene.cycles.glossy_bounces = 2
rng = s.RNG(89)


# ------------------------------------------------------------------ materials


def node(nt, kind, **inputs):
    n = nt.nodes.new(kind)
    for k, v in inputs.items():
        n.inputs[k].default_value = v
    return n


def ramp(nt, fac, stops):
    """A colour ramp on `fac` through [(position, '#hex'), …]."""
    r = nt.nodes.new("ShaderNodeValToRGB")
    els = r.color_ramp.elements
    while len(els) < len(stops):
        els.new(0.5)
    for el, (pos, hx) in zip(els, stops):
        el.position = pos
        el.color = (*s.rgb(hx), 1)
    nt.links.new(fac, r.inputs["Fac"])
    return r.outputs["Color"]


def math_node(nt, op, a_, b_=None, clamp=False):
    m = nt.nodes.new("ShaderNodeMath")
    m.operation = op
    m.use_clamp = clamp
    for i, v in enumerate((a_, b_)):
        if v is None:
            continue
        if isinstance(v, (int, float)):
            m.inputs[i].default_value = v
        else:
            nt.links.new(v, m.inputs[i])
    return m.outputs[0]


def mix(nt, fac, c1, c2, blend="MIX"):
    m = nt.nodes.new("ShaderNodeMixRGB")
    m.blend_type = blend
    for sock, v in ((m.inputs["Fac"], fac), (m.inputs["Color1"], c1), (m.inputs["Color2"], c2)):
        if isinstance(v, (int, float)):
            sock.default_value = v
        elif isinstance(v, tuple):
            sock.default_value = (*v, 1) if len(v) == 3 else v
        else:
            nt.links.new(v, sock)
    return m.outputs["Color"]


def laterite_shader(nt, coords, vector=None, scale=1.0):
    """Laterite as it is cut from the ground: red-brown iron crust with paler ochre patches and
    vermicular pores (worm-like holes, dark inside). Returns (colour, height)."""
    vec = vector or coords.outputs["Object"]
    warp = s._noise(nt, coords, 7 * scale, detail=3)
    nt.links.new(vec, warp.inputs["Vector"])
    wv = nt.nodes.new("ShaderNodeVectorMath")
    wv.operation = "SCALE"
    wv.inputs["Scale"].default_value = 0.035 / scale
    nt.links.new(warp.outputs["Color"], wv.inputs[0])
    add = nt.nodes.new("ShaderNodeVectorMath")
    add.operation = "ADD"
    nt.links.new(vec, add.inputs[0])
    nt.links.new(wv.outputs[0], add.inputs[1])
    # pores: three sizes of cells, the holes where a cell's centre is near
    height = None
    for k, (sc, lo, hi) in enumerate(((22, 0.08, 0.2), (55, 0.1, 0.24), (150, 0.14, 0.3))):
        vor = nt.nodes.new("ShaderNodeTexVoronoi")
        vor.inputs["Scale"].default_value = sc * scale
        vor.inputs["Randomness"].default_value = 1.0
        nt.links.new(add.outputs[0], vor.inputs["Vector"])
        mr = nt.nodes.new("ShaderNodeMapRange")
        mr.inputs["From Min"].default_value = lo
        mr.inputs["From Max"].default_value = hi
        nt.links.new(vor.outputs["Distance"], mr.inputs["Value"])
        height = mr.outputs["Result"] if height is None else math_node(nt, "MINIMUM", height, mr.outputs["Result"])
    # the crust: mottled red-brown to purple-brown, ochre where the clay is paler
    mottle = s._noise(nt, coords, 6 * scale, detail=10, roughness=0.7)
    nt.links.new(vec, mottle.inputs["Vector"])
    colour = ramp(nt, mottle.outputs["Fac"], [(0.28, "#3e1d14"), (0.45, "#6a3020"), (0.6, "#86432a"), (0.74, "#a26a40")])
    patch = s._noise(nt, coords, 3.0 * scale, detail=5)
    nt.links.new(vec, patch.inputs["Vector"])
    ochre = math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", patch.outputs["Fac"], 0.56, clamp=True), 3.0, clamp=True)
    colour = mix(nt, math_node(nt, "MULTIPLY", ochre, 0.8), colour, s.rgb("#b78650"))
    # the holes: dark, a few filled with pale clay
    fill = s._noise(nt, coords, 40 * scale, detail=2)
    nt.links.new(add.outputs[0], fill.inputs["Vector"])
    hole = ramp(nt, fill.outputs["Fac"], [(0.5, "#1a0a05"), (0.7, "#4a2a18")])
    colour = mix(nt, math_node(nt, "SUBTRACT", 1.0, math_node(nt, "MULTIPLY", height, 1.4, clamp=True)), colour, hole)
    grit = s._noise(nt, coords, 900 * scale, detail=3)
    nt.links.new(vec, grit.inputs["Vector"])
    h = math_node(nt, "ADD", height, math_node(nt, "MULTIPLY", grit.outputs["Fac"], 0.35))
    return colour, h


def laterite(name, scale=1.0, bump=0.5):
    m, nt, bsdf, coords = s._material(name)
    colour, h = laterite_shader(nt, coords, scale=scale)
    nt.links.new(colour, bsdf.inputs["Base Color"])
    nt.links.new(s._bump(nt, h, bump, 0.004), bsdf.inputs["Normal"])
    rough = s._noise(nt, coords, 20, detail=3)
    nt.links.new(s._range(nt, rough.outputs["Fac"], 0.78, 0.95), bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.3
    return m


def lime_wall(name):
    """Lime plaster on a laterite wall, years old: a warm off-white gone grey in the damp patches
    and darker in a tide of rising damp above the sill, trowel marks in the bump."""
    m, nt, bsdf, coords = s._material(name)
    tone = s._noise(nt, coords, 3.5, detail=6, roughness=0.6)
    colour = ramp(nt, tone.outputs["Fac"], [(0.35, "#a59680"), (0.55, "#c4b497"), (0.7, "#d3c6ad")])
    damp = s._noise(nt, coords, 1.6, detail=4, offset=0.4)
    colour = mix(nt, math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", damp.outputs["Fac"], 0.55, clamp=True), 2.5, clamp=True), colour, s.rgb("#857a66"))
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs[0])
    tide = s._noise(nt, coords, 9, detail=4)
    low = nt.nodes.new("ShaderNodeMapRange")
    low.inputs["From Min"].default_value = 0.36
    low.inputs["From Max"].default_value = 0.22
    nt.links.new(math_node(nt, "ADD", sep.outputs["Z"], math_node(nt, "MULTIPLY", tide.outputs["Fac"], 0.06)), low.inputs["Value"])
    colour = mix(nt, math_node(nt, "MULTIPLY", low.outputs["Result"], 0.55), colour, s.rgb("#7d6a55"))
    nt.links.new(colour, bsdf.inputs["Base Color"])
    trowel = s._noise(nt, coords, 12, detail=3)
    grit = s._noise(nt, coords, 400, detail=3)
    h = math_node(nt, "ADD", math_node(nt, "MULTIPLY", trowel.outputs["Fac"], 0.6), math_node(nt, "MULTIPLY", grit.outputs["Fac"], 0.3))
    nt.links.new(s._bump(nt, h, 0.5, 0.004), bsdf.inputs["Normal"])
    bsdf.inputs["Roughness"].default_value = 0.93
    bsdf.inputs["Specular"].default_value = 0.25
    return m


def terracotta(name):
    """Unglazed clay fired by hand: an orange-brown body that varies, smoke clouds from the kiln,
    the potter's throwing rings, grit."""
    m, nt, bsdf, coords = s._material(name)
    body = s._noise(nt, coords, 9, detail=6)
    colour = ramp(nt, body.outputs["Fac"], [(0.3, "#8a4329"), (0.5, "#a65a3a"), (0.68, "#b86c47")])
    smoke = s._noise(nt, coords, 3.5, detail=4, offset=0.6)
    fire = s._range(nt, math_node(nt, "SUBTRACT", smoke.outputs["Fac"], 0.47, clamp=True), 0, 1)
    colour = mix(nt, math_node(nt, "MULTIPLY", fire, 2.6, clamp=True), colour, s.rgb("#5a382b"))
    pale = s._noise(nt, coords, 14, detail=3, offset=0.2)
    colour = mix(nt, math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", pale.outputs["Fac"], 0.58, clamp=True), 2.5, clamp=True), colour, s.rgb("#d29a72"))
    nt.links.new(colour, bsdf.inputs["Base Color"])
    rings = nt.nodes.new("ShaderNodeTexWave")
    rings.wave_type = "BANDS"
    rings.bands_direction = "Z"
    rings.inputs["Scale"].default_value = 28
    rings.inputs["Distortion"].default_value = 2.5
    rings.inputs["Detail"].default_value = 2
    nt.links.new(coords.outputs["Object"], rings.inputs["Vector"])
    grit = s._noise(nt, coords, 700, detail=3)
    h = math_node(nt, "ADD", math_node(nt, "MULTIPLY", rings.outputs["Fac"], 0.5), grit.outputs["Fac"])
    nt.links.new(s._bump(nt, h, 0.18, 0.0012), bsdf.inputs["Normal"])
    r = s._noise(nt, coords, 12, detail=3)
    nt.links.new(s._range(nt, r.outputs["Fac"], 0.62, 0.88), bsdf.inputs["Roughness"])
    bsdf.inputs["Specular"].default_value = 0.35
    bsdf.inputs["Sheen"].default_value = 0.25
    return m


def cloth(name, colour_path, zari_path, vector_of):
    """Cotton with a woven gold (zari) border: the art's colour, metallic where the zari mask is
    white, a fine weave in the bump, a cotton sheen. `vector_of(nt, coords)` gives the sampling
    vector (UV for the band, a remap of the object's axis for the towel)."""
    m, nt, bsdf, coords = s._material(name)
    vec = vector_of(nt, coords)
    imgs = []
    for path in (colour_path, zari_path):
        img = nt.nodes.new("ShaderNodeTexImage")
        img.image = bpy.data.images.load(path, check_existing=True)
        img.interpolation = "Cubic"
        img.extension = "EXTEND"
        nt.links.new(vec, img.inputs["Vector"])
        imgs.append(img)
    imgs[1].image.colorspace_settings.name = "Non-Color"
    zari = imgs[1].outputs["Color"]
    soil = s._noise(nt, coords, 16, detail=4)
    base = mix(nt, math_node(nt, "MULTIPLY", soil.outputs["Fac"], 0.12), imgs[0].outputs["Color"], s.rgb("#8a7a60"))
    base = mix(nt, 1.0, base, (0.78, 0.72, 0.6), "MULTIPLY")
    nt.links.new(base, bsdf.inputs["Base Color"])
    nt.links.new(math_node(nt, "MULTIPLY", zari, 0.55), bsdf.inputs["Metallic"])
    nt.links.new(mix(nt, zari, (0.9, 0.9, 0.9), (0.42, 0.42, 0.42)), bsdf.inputs["Roughness"])
    nt.links.new(math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", 1.0, zari), 0.7), bsdf.inputs["Sheen"])
    weave = 0.0
    for axis in ("X", "Y"):
        w = nt.nodes.new("ShaderNodeTexWave")
        w.wave_type = "BANDS"
        w.bands_direction = axis
        w.inputs["Scale"].default_value = 900
        w.inputs["Distortion"].default_value = 0.5
        nt.links.new(coords.outputs["Object"], w.inputs["Vector"])
        weave = w.outputs["Fac"] if weave == 0.0 else math_node(nt, "ADD", weave, w.outputs["Fac"])
    slub = s._noise(nt, coords, 120, detail=3)
    nt.links.new(s._bump(nt, math_node(nt, "ADD", weave, slub.outputs["Fac"]), 0.12, 0.0003), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.3
    return m


def coir(name, base="#7a5431", mat=False):
    """Coir: the coconut husk's fibre, brown with lighter and darker strands, hairy and matte. As
    a mat (`mat`), a basket weave of coarse yarn."""
    m, nt, bsdf, coords = s._material(name)
    strands = s._noise(nt, coords, 220, detail=4)
    colour = ramp(nt, strands.outputs["Fac"], [(0.3, "#3e2410"), (0.5, base), (0.72, "#94612f")])
    nt.links.new(colour, bsdf.inputs["Base Color"])
    h = strands.outputs["Fac"]
    if mat:
        checker = nt.nodes.new("ShaderNodeTexChecker")
        checker.inputs["Scale"].default_value = 50
        nt.links.new(coords.outputs["Object"], checker.inputs["Vector"])
        ws = []
        for axis in ("X", "Y"):
            w = nt.nodes.new("ShaderNodeTexWave")
            w.wave_type = "BANDS"
            w.bands_direction = axis
            w.inputs["Scale"].default_value = 160
            w.inputs["Distortion"].default_value = 1.5
            w.inputs["Detail"].default_value = 3
            nt.links.new(coords.outputs["Object"], w.inputs["Vector"])
            ws.append(w.outputs["Fac"])
        weave = mix(nt, checker.outputs["Fac"], ws[0], ws[1])
        h = math_node(nt, "ADD", math_node(nt, "MULTIPLY", weave, 1.2), h)
        colour2 = mix(nt, math_node(nt, "MULTIPLY", weave, 0.35), colour, s.rgb("#3a2412"))
        nt.links.new(colour2, bsdf.inputs["Base Color"])
    nt.links.new(s._bump(nt, h, 0.6, 0.002), bsdf.inputs["Normal"])
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Sheen"].default_value = 0.4
    bsdf.inputs["Specular"].default_value = 0.3
    return m


def steel(name, stamp_path=None, wrap=None):
    """Stainless steel as a tin is made of it: turned (fine concentric or horizontal lathe marks in
    the bump), smudged; with `stamp_path` the mark pressed into it, left matte and a little dark:
    on a flat lid by its UV, or with `wrap` = (circumference, uv height, centre z, size) engraved
    on a lathe's side, centred on its front."""
    m, nt, bsdf, coords = s._material(name)
    bsdf.inputs["Metallic"].default_value = 1.0
    smudge = s._noise(nt, coords, 40, detail=5, offset=0.8)
    rough = s._range(nt, smudge.outputs["Fac"], 0.16, 0.3)
    colour = (0.74, 0.74, 0.73)
    marks = nt.nodes.new("ShaderNodeTexWave")
    marks.wave_type = "RINGS" if stamp_path and not wrap else "BANDS"
    marks.bands_direction = "Z"
    marks.rings_direction = "Z"
    marks.inputs["Scale"].default_value = 600
    marks.inputs["Distortion"].default_value = 1.0
    nt.links.new(coords.outputs["Object"], marks.inputs["Vector"])
    h = math_node(nt, "MULTIPLY", marks.outputs["Fac"], 0.3)
    if stamp_path:
        img = nt.nodes.new("ShaderNodeTexImage")
        img.image = bpy.data.images.load(stamp_path, check_existing=True)
        img.image.colorspace_settings.name = "Non-Color"
        img.interpolation = "Cubic"
        img.extension = "CLIP"
        if wrap:
            circ, span, zc, size = wrap
            sep = nt.nodes.new("ShaderNodeSeparateXYZ")
            nt.links.new(coords.outputs["UV"], sep.inputs[0])
            u = math_node(nt, "ADD", math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", sep.outputs["X"], 0.5), circ / size), 0.5)
            v = math_node(nt, "ADD", math_node(nt, "DIVIDE", math_node(nt, "SUBTRACT", math_node(nt, "MULTIPLY", sep.outputs["Y"], span), zc), size), 0.5)
            comb = nt.nodes.new("ShaderNodeCombineXYZ")
            nt.links.new(u, comb.inputs["X"])
            nt.links.new(v, comb.inputs["Y"])
            nt.links.new(comb.outputs[0], img.inputs["Vector"])
        else:
            nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
        mask = img.outputs["Color"]
        rough = mix(nt, mask, rough, (0.65, 0.65, 0.65))
        nt.links.new(mix(nt, mask, colour, (0.2, 0.19, 0.18)), bsdf.inputs["Base Color"])
        h = math_node(nt, "ADD", h, math_node(nt, "MULTIPLY", mask, -1.5))
    else:
        bsdf.inputs["Base Color"].default_value = (*colour, 1)
    # dust on what faces up
    dust = s._noise(nt, coords, 60, detail=4)
    up = nt.nodes.new("ShaderNodeSeparateXYZ")
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    nt.links.new(geo.outputs["Normal"], up.inputs[0])
    dust_fac = math_node(nt, "MULTIPLY", math_node(nt, "SUBTRACT", dust.outputs["Fac"], 0.5, clamp=True), math_node(nt, "MAXIMUM", up.outputs["Z"], 0.0))
    rough = mix(nt, math_node(nt, "MULTIPLY", dust_fac, 1.5, clamp=True), rough, (0.7, 0.7, 0.7))
    nt.links.new(rough, bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, h, 0.05, 0.0004), bsdf.inputs["Normal"])
    return m


def flat_caps(obj):
    for poly in obj.data.polygons:
        if len(poly.vertices) > 4:
            poly.use_smooth = False


def wire(name, points, material, radius, order=4, res=4):
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = radius
    cu.bevel_resolution = 2
    sp = cu.splines.new("NURBS")
    sp.points.add(len(points) - 1)
    for pt, co in zip(sp.points, points):
        pt.co = (*co, 1.0)
    sp.order_u = min(order, len(points))
    sp.use_endpoint_u = True
    sp.resolution_u = res
    obj = bpy.data.objects.new(name, cu)
    scene.collection.objects.link(obj)
    obj.data.materials.append(material)
    return obj


def rope(name, path, material, radius=0.0028, pitch=0.009, closed=False):
    """A two-strand twisted rope along `path` (points): each strand a helix round the path."""
    pts = [Vector(q) for q in path]
    # resample the path evenly
    length = sum((pts[i + 1] - pts[i]).length for i in range(len(pts) - 1))
    steps = max(8, int(length / pitch * 8))
    dense = []
    seg = [(pts[i + 1] - pts[i]).length for i in range(len(pts) - 1)]
    for k in range(steps + 1):
        d = length * k / steps
        i = 0
        while i < len(seg) - 1 and d > seg[i]:
            d -= seg[i]
            i += 1
        t = min(1.0, d / seg[i]) if seg[i] else 0.0
        dense.append(pts[i].lerp(pts[i + 1], t))
    strands = []
    for strand in range(2):
        out = []
        ref = Vector((0, 0, 1))
        for k, c in enumerate(dense):
            tang = (dense[min(k + 1, len(dense) - 1)] - dense[max(k - 1, 0)]).normalized()
            n1 = tang.cross(ref)
            if n1.length < 1e-4:
                n1 = tang.cross(Vector((1, 0, 0)))
            n1.normalize()
            n2 = tang.cross(n1)
            ang = 2 * math.pi * (k / 8) + strand * math.pi
            out.append(c + (n1 * math.cos(ang) + n2 * math.sin(ang)) * radius * 0.5)
        strands.append(wire(f"{name} strand {strand}", out, material, radius * 0.62))
    return strands, dense


def fuzz(name, along, material, rng, count, length=(0.002, 0.006), radius=0.00012):
    """Stray fibres standing out of coir: short, slightly bent hairs from points `along`."""
    bm_pts = []
    for i in range(count):
        c = Vector(rng.choice(along))
        d = Vector((rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-0.6, 1))).normalized()
        ln = rng.uniform(*length)
        bend = Vector((rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 0))) * ln * 0.3
        bm_pts.append([c, c + d * ln * 0.5 + bend * 0.3, c + d * ln + bend])
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = radius
    cu.bevel_resolution = 0
    for pts in bm_pts:
        sp = cu.splines.new("POLY")
        sp.points.add(len(pts) - 1)
        for pt, co in zip(sp.points, pts):
            pt.co = (*co, 1.0)
    obj = bpy.data.objects.new(name, cu)
    scene.collection.objects.link(obj)
    obj.data.materials.append(material)
    return obj


# ------------------------------------------------------------------ the sill and the wall

sill = laterite("laterite sill", scale=0.8, bump=1.0)
s.box(scene, "sill", (1.8, 0.85, 0.2), sill, (0, 0.175, -0.2), edge=0.006)
wall = lime_wall("lime wall")
wall_obj = s.box(scene, "wall", (2.6, 0.1, 1.6), wall, (0, 0.65, -0.2))

# ------------------------------------------------------------------ coir mat

mat_m = coir("coir mat", "#6e4522", mat=True)
mat = s.box(scene, "coir mat", (0.31, 0.22, 0.007), mat_m, (-0.035, 0.02, 0.0), (0, 0, math.radians(-4)), edge=0.002)
mat_edge = []
for i in range(70):
    side = rng.choice((-1, 1))
    t = rng.uniform(-0.5, 0.5)
    if rng.random() < 0.6:
        mat_edge.append((-0.035 + t * 0.31, 0.02 + side * 0.11, 0.004))
    else:
        mat_edge.append((-0.035 + side * 0.155, 0.02 + t * 0.22, 0.004))
coir_m = coir("coir", "#6e4522")
fuzz("mat fray", mat_edge, coir_m, rng, 140, length=(0.004, 0.012), radius=0.00025)

# ------------------------------------------------------------------ the terracotta jar

JX, JY = -0.1, 0.04
clay = terracotta("terracotta")
JAR = [
    (0.036, 0.0), (0.041, 0.002), (0.047, 0.012), (0.054, 0.03), (0.0595, 0.05), (0.0618, 0.07),
    (0.0612, 0.088), (0.0585, 0.102), (0.052, 0.118), (0.0445, 0.13), (0.0395, 0.137),
    (0.0385, 0.146), (0.0405, 0.153), (0.0432, 0.158), (0.0434, 0.1615), (0.041, 0.1635),
    (0.0375, 0.161), (0.036, 0.156),
]
jar = s.lathe(scene, "jar", JAR, clay, (JX, JY, 0.007), segments=128)
flat_caps(jar)
# a throwing wobble: the hand-made jar is not quite round
jar.modifiers.new("wobble", "SIMPLE_DEFORM").deform_method = "TAPER"
jar.modifiers["wobble"].factor = 0.015
# turned so the band's wordmark faces the lens (the camera sees the jar 7° from its right)
jar.rotation_euler = (0.01, -0.008, math.radians(7))
# the lid: a shallow terracotta cap with a knob, sitting in the mouth
LID = [(0.0412, 0.1585), (0.0445, 0.1615), (0.0442, 0.1655), (0.036, 0.171), (0.016, 0.1745), (0.0105, 0.176), (0.0095, 0.183), (0.0125, 0.1875), (0.011, 0.1905), (0.002, 0.1915)]
lid = s.lathe(scene, "jar lid", LID, clay, (JX, JY, 0.007), segments=96)
flat_caps(lid)
lid.rotation_euler = (0.015, -0.01, 0.3)


def jar_r(z):
    for (r0, z0), (r1, z1) in zip(JAR, JAR[1:]):
        if z0 <= z <= z1:
            return r0 + (r1 - r0) * (z - z0) / (z1 - z0)
    return JAR[-1][0]


# the cotton band, following the belly between 44 and 94 mm
band_m = cloth(
    "band cotton",
    s.texture("thanathu", "band"),
    s.texture("thanathu", "band-zari"),
    lambda nt, coords: coords.outputs["UV"],
)
zs = [0.044 + 0.05 * k / 16 for k in range(17)]
band = s.lathe(scene, "band", [(jar_r(z) + 0.0009, z) for z in zs], band_m, (JX, JY, 0.007), segments=160, uv_v=(0.044, 0.094), caps=False)
band.rotation_euler = jar.rotation_euler
band.modifiers.new("thickness", "SOLIDIFY").thickness = 0.0006
band.modifiers.new("wobble", "SIMPLE_DEFORM").deform_method = "TAPER"
band.modifiers["wobble"].factor = 0.015

# the coir tie round the neck, knotted at the front right, two frayed ends hanging
rope_m = coir("coir rope", "#74461f")
zc = 0.007 + 0.1405
ring = []
for k in range(65):
    t = 2 * math.pi * k / 64 - math.radians(40)
    ring.append((JX + 0.0418 * math.cos(t), JY + 0.0418 * math.sin(t), zc + 0.0012 * math.sin(3 * t)))
_, ring_pts = rope("tie", ring, rope_m, radius=0.0032, pitch=0.008)
kx, ky = JX + 0.0418 * math.cos(math.radians(-40)), JY + 0.0418 * math.sin(math.radians(-40))
knot = bpy.data.meshes.new("knot")
bm = bmesh.new()
bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=10, radius=0.0058)
bm.to_mesh(knot)
bm.free()
knot_obj = s._object(scene, "knot", knot, rope_m, (kx, ky - 0.002, zc), (0.3, 0.2, 0.4))
knot_obj.scale = (1.0, 0.75, 0.85)
s.smooth(knot_obj)
tex = bpy.data.textures.new("knot lumps", "CLOUDS")
tex.noise_scale = 0.003
disp = knot_obj.modifiers.new("lumps", "DISPLACE")
disp.texture = tex
disp.strength = 0.0025
ends = []
for e, (da, dr) in enumerate(((-8, 0.0), (6, 0.002))):
    path = []
    for k, z in enumerate((0.14, 0.128, 0.116, 0.104, 0.094, 0.086)):
        ang = math.radians(-40 + da + k * (2 if e else -3))
        r = jar_r(z) + 0.0034 + dr + 0.004 * (k == 0)
        path.append((JX + r * math.cos(ang), JY + r * math.sin(ang), 0.007 + z))
    _, pts = rope(f"end {e}", path, rope_m, radius=0.0028, pitch=0.008)
    ends += pts
    tip = Vector(path[-1])
    fuzz(f"end fray {e}", [tip + Vector((0, 0, 0.001 * j)) for j in range(3)], rope_m, rng, 26, length=(0.004, 0.011), radius=0.0002)
fuzz("tie fuzz", ring_pts + ends, rope_m, rng, 260, length=(0.0015, 0.005), radius=0.00011)

# a few peppercorns spilled on the mat
pepper = bpy.data.materials.new("peppercorn")
pepper.use_nodes = True
nt = pepper.node_tree
bsdf = nt.nodes["Principled BSDF"]
coords = nt.nodes.new("ShaderNodeTexCoord")
vor = nt.nodes.new("ShaderNodeTexVoronoi")
vor.feature = "DISTANCE_TO_EDGE"
vor.inputs["Scale"].default_value = 900
nt.links.new(coords.outputs["Object"], vor.inputs["Vector"])
nt.links.new(ramp(nt, vor.outputs["Distance"], [(0.0, "#0f0a07"), (0.3, "#3b2a1e")]), bsdf.inputs["Base Color"])
nt.links.new(s._bump(nt, vor.outputs["Distance"], 0.8, 0.0005), bsdf.inputs["Normal"])
bsdf.inputs["Roughness"].default_value = 0.55
for i in range(11):
    ang = rng.uniform(-2.4, -0.4)
    dist = rng.uniform(0.075, 0.13)
    x, y = JX + 0.01 + dist * math.cos(ang), JY + dist * math.sin(ang) * 0.7
    if i > 7:
        x, y = 0.0 + rng.uniform(-0.05, 0.05), -0.1 + rng.uniform(-0.02, 0.02)
    r = rng.uniform(0.0021, 0.0027)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=16, ring_count=10, radius=r, location=(x, y, (0.007 if abs(x + 0.035) < 0.155 and abs(y - 0.02) < 0.11 else 0.0) + r * 0.9))
    pc = bpy.context.active_object
    pc.name = f"peppercorn {i}"
    pc.data.materials.append(pepper)
    s.smooth(pc)

# ------------------------------------------------------------------ the spice tin

TX, TY = 0.04, -0.035
tin_side = steel("tin steel")
# the mark engraved on the tin's front, as Kerala's steel ware carries its owner's name
tin_body = steel("tin body steel", s.texture("thanathu", "lid"), wrap=(2 * math.pi * 0.038, 0.08, 0.031, 0.04))
body = s.lathe(scene, "tin", [(0.0365, 0.0), (0.0378, 0.0015), (0.0380, 0.004), (0.0380, 0.074), (0.0372, 0.0755), (0.0372, 0.08)], tin_body, (TX, TY, 0.007), segments=128, uv_v=(0.0, 0.08))
body.rotation_euler = (0, 0, math.radians(2))
flat_caps(body)
lid_side = s.lathe(scene, "tin lid", [(0.0386, 0.0615), (0.0393, 0.062), (0.0394, 0.064), (0.0394, 0.0795), (0.0391, 0.0812), (0.0384, 0.0818)], tin_side, (TX, TY, 0.007), segments=128, caps=False)
# the lid's top, flat, with the stamp
bm = bmesh.new()
uv = bm.loops.layers.uv.new("UVMap")
R = 0.0385
verts = [bm.verts.new((R * math.cos(2 * math.pi * k / 128), R * math.sin(2 * math.pi * k / 128), 0.0)) for k in range(128)]
face = bm.faces.new(verts)
for loop in face.loops:
    co = loop.vert.co
    # the stamp art is 76 mm across; the lid's flat top 77 mm
    loop[uv].uv = (0.5 + co.x / 0.076, 0.5 + co.y / 0.076)
mesh = bpy.data.meshes.new("tin top")
bm.to_mesh(mesh)
bm.free()
top = s._object(scene, "tin top", mesh, steel("tin lid steel", s.texture("thanathu", "lid")), (TX, TY, 0.0887), (0, 0, math.radians(-8)))

# ------------------------------------------------------------------ the kasavu towel, folded


def towel_vector(half_width):
    """The kasavu art across the towel: its two long edges at x = ±half_width (the art's u = 1,
    the cloth's edge), 100 mm of border art in from each, the cream body between."""

    def vector(nt, coords):
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(coords.outputs["Object"], sep.inputs[0])
        edge = math_node(nt, "SUBTRACT", half_width, math_node(nt, "ABSOLUTE", sep.outputs["X"]))
        u = math_node(nt, "SUBTRACT", 1.0, math_node(nt, "DIVIDE", edge, 0.1))
        comb = nt.nodes.new("ShaderNodeCombineXYZ")
        nt.links.new(u, comb.inputs["X"])
        comb.inputs["Y"].default_value = 0.5
        return comb.outputs[0]

    return vector


def rolled_towel(name, location, turn, width, material, rng, turns=7.5, core=0.007, pitch=0.0042, tail=0.05):
    """A towel rolled up and laid on its side: the cloth a spiral round the x axis (the roll's
    length `width`, the kasavu borders at both ends), its last layer coming off the roll and lying
    out flat on the sill for `tail` metres toward the camera. Soft: a little sag, lumps."""
    bm = bmesh.new()
    nx = 44
    steps_per_turn = 56
    n = int(turns * steps_per_turn)
    r_out = core + pitch * turns
    centre_z = r_out + 0.001
    rows = []
    for k in range(n + 1):
        th = 2 * math.pi * k / steps_per_turn
        r = core + pitch * th / (2 * math.pi)
        # the roll sits on the sill: squashed a little at the bottom
        y, z = -r * math.sin(th), -r * math.cos(th)
        z *= 0.86
        rows.append((y, z + centre_z * 0.95))
    # the tail: from the end of the spiral (at the bottom front) flat along the sill toward -y
    y_end, z_end = rows[-1]
    for k in range(1, 9):
        t = k / 8
        rows.append((y_end - tail * t, max(0.0012, z_end * (1 - t) ** 2) + 0.0012))
    grid = []
    for j, (y, z) in enumerate(rows):
        row = []
        for i in range(nx + 1):
            x = (i / nx - 0.5) * width
            sag = 0.0009 * math.sin(math.pi * i / nx) * (j / len(rows))
            row.append(bm.verts.new((x + rng.uniform(-0.0003, 0.0003), y, z - sag)))
        grid.append(row)
    for j in range(len(grid) - 1):
        for i in range(nx):
            bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = s._object(scene, name, mesh, material, location, (0, 0, math.radians(turn)))
    sol = obj.modifiers.new("cloth", "SOLIDIFY")
    sol.thickness = 0.0024
    sol.offset = 0
    tex = bpy.data.textures.new(name + " lumps", "CLOUDS")
    tex.noise_scale = 0.03
    tex.noise_depth = 2
    d_ = obj.modifiers.new("lumps", "DISPLACE")
    d_.texture = tex
    d_.texture_coords = "LOCAL"
    d_.strength = 0.0028
    obj.modifiers.new("soft", "SUBSURF").levels = 1
    obj.modifiers["soft"].render_levels = 1
    s.smooth(obj)
    return obj


towel_m = cloth("kasavu towel", s.texture("thanathu", "kasavu"), s.texture("thanathu", "kasavu-zari"), towel_vector(0.085))
rolled_towel("kasavu towel", (0.185, 0.1, 0.0), 14, 0.17, towel_m, rng)

# ------------------------------------------------------------------ light

# late morning: the sun high on the left through the window's wooden bars; the sky's fill
s.plain_world(scene, (0.9, 0.84, 0.78), 0.06)
s.sun(scene, elevation=38, azimuth=-72, strength=4.5, colour=(1.0, 0.9, 0.78), angle=0.8)
# the window on the left: a wall at x = -0.8 with an opening from the sill to 1 m, wooden bars in
# it (their shadows fall on the sill and the wall behind, beside the products, not across them)
plaster = s.matte("window wall", s.rgb("#9a8a78"), roughness=(0.8, 0.95))
WXW = -0.8
s.box(scene, "window head", (0.12, 3.0, 1.5), plaster, (WXW - 0.06, 0.0, 1.0))
s.box(scene, "window left", (0.12, 1.5, 1.2), plaster, (WXW - 0.06, -1.45, -0.2))
s.box(scene, "window right", (0.12, 0.4, 1.2), plaster, (WXW - 0.06, 0.65, -0.2))
teak = s.wood("teak", s.rgb("#6b4a30"), s.rgb("#3e2a1a"), scale=(1, 1, 18), rings=3)
for yb in (-0.58, -0.46, 0.0, 0.12, 0.24, 0.36):
    s.box(scene, f"bar {yb}", (0.035, 0.035, 1.2), teak, (WXW, yb, -0.2))
s.area_light(scene, "window sky", (-0.78, -0.15, 0.5), (0, 0.05, 0.05), 1.0, 9, (0.85, 0.92, 1.0), 0.8)
s.area_light(scene, "bounce", (0.9, -0.6, 0.25), (0, 0, 0.05), 0.8, 2.5, (1.0, 0.88, 0.76))

scene.view_settings.exposure = -0.2
s.camera(scene, (0.055, -1.3, 0.46), (0.045, 0.06, 0.09), lens=85, fstop=3.5, focus=(JX + 0.01, JY - 0.063, 0.075))
s.save(scene)
