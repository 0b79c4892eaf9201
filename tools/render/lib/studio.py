"""What every scene shares: arguments, render settings, camera, light, sky, materials and the
shapes the clients' packs are made of (labels, cartons, jars, cones).

Imported by tools/render/scenes/<client>/<shot>.py under Blender 3.4 (Debian's `blender`):

    blender -b -noaudio --factory-startup -t 2 -P scene.py -- --out x.png [--preview]

Deterministic: a scene builds the same objects in the same order every time, every random number
comes from `random.Random(seed)` or a procedural texture's fixed inputs, Cycles' seed is pinned and
not animated, and nothing reads the clock.
"""

import argparse
import math
import os
import random
import sys

import bmesh
import bpy
from mathutils import Vector

HERE = os.path.dirname(os.path.abspath(__file__))
RENDER = os.path.dirname(HERE)
TEXTURES = os.path.join(RENDER, ".cache", "textures")


# ------------------------------------------------------------------ arguments and settings


def args():
    """The arguments after `--`: --out PATH, --preview (a quarter of the pixels, few samples),
    --engine cycles|eevee (for the measurement), --samples N (overrides the shot's own),
    --region X0 Y0 X1 Y1 (fractions of the frame from its top left: render only that part, at
    full size, to check a detail without waiting for the whole), --animate (a scene that has a
    moving version renders its frames, `animate`, instead of the still)."""
    argv = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--preview", action="store_true")
    p.add_argument("--engine", default="cycles", choices=["cycles", "eevee"])
    p.add_argument("--samples", type=int, default=0)
    p.add_argument("--region", type=float, nargs=4, default=None)
    p.add_argument("--animate", action="store_true")
    return p.parse_args(argv)


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.unit_settings.system = "METRIC"
    return scene


def settings(scene, a, width, height, samples, seed=7):
    """Render settings pinned for the shot: `width`×`height` and `samples` are the final render's;
    --preview renders at half size with an eighth of the samples."""
    scale = 0.5 if a.preview else 1.0
    samples = a.samples or (max(8, samples // 8) if a.preview else samples)
    r = scene.render
    r.resolution_x, r.resolution_y = width, height
    r.resolution_percentage = int(scale * 100)
    if a.region:
        x0, y0, x1, y1 = a.region
        r.use_border, r.use_crop_to_border = True, True
        r.border_min_x, r.border_max_x = x0, x1
        r.border_min_y, r.border_max_y = 1 - y1, 1 - y0  # Blender counts from the bottom
    r.image_settings.file_format = "PNG"
    r.image_settings.color_depth = "16"
    r.image_settings.color_mode = "RGB"
    r.filepath = os.path.abspath(a.out)
    r.use_persistent_data = False
    r.film_transparent = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = 0.0
    scene.view_settings.gamma = 1.0
    scene.sequencer_colorspace_settings.name = "sRGB"
    if a.engine == "cycles":
        r.engine = "CYCLES"
        c = scene.cycles
        c.device = "CPU"
        c.samples = samples
        c.use_adaptive_sampling = False  # a fixed amount of work per pixel, the same every run
        c.seed = seed
        c.use_animated_seed = False
        c.use_denoising = False  # Debian's build has no OpenImageDenoise
        c.max_bounces = 8
        c.diffuse_bounces = 3
        c.glossy_bounces = 3
        c.transmission_bounces = 6
        c.transparent_max_bounces = 8
        c.caustics_reflective = False
        c.caustics_refractive = False
        c.sample_clamp_direct = 0.0
        c.sample_clamp_indirect = 3.0
        c.blur_glossy = 1.0
        c.pixel_filter_type = "BLACKMAN_HARRIS"
        c.filter_width = 1.5
        c.use_auto_tile = True
        c.tile_size = 256
        r.threads_mode = "AUTO"  # -t on the command line decides
    else:
        r.engine = "BLENDER_EEVEE"
        e = scene.eevee
        e.taa_render_samples = samples
        e.use_gtao = True
        e.gtao_distance = 0.2
        e.use_ssr = True
        e.use_ssr_refraction = False
        e.use_soft_shadows = True
        e.shadow_cube_size = "2048"
        e.shadow_cascade_size = "4096"
        e.use_bloom = False
    return scene


def save(scene):
    os.makedirs(os.path.dirname(scene.render.filepath), exist_ok=True)
    bpy.ops.render.render(write_still=True)


def animate(scene, out, frames, width, height, samples, preview=False):
    """Render frames 1–`frames` of the scene's keyed motion as PNGs (0001.png …) into the folder
    `out`, at `width`×`height` and `samples` (a film's source, halved when it is encoded, so its
    noise averages out); --preview renders the first frame only."""
    scene.render.resolution_x, scene.render.resolution_y = width, height
    scene.render.resolution_percentage = 100
    scene.cycles.samples = samples
    scene.frame_start, scene.frame_end = 1, 1 if preview else frames
    out = os.path.abspath(out)
    os.makedirs(out, exist_ok=True)
    scene.render.filepath = os.path.join(out, "")
    bpy.ops.render.render(animation=True)


def key_linear(obj, keys, path="rotation_euler", interpolation="LINEAR"):
    """Key `obj`'s `path` at each (frame, value) of `keys`, `interpolation` between them."""
    for frame, value in keys:
        setattr(obj, path, value)
        obj.keyframe_insert(path, frame=frame)
    for curve in obj.animation_data.action.fcurves:
        curve.extrapolation = "LINEAR"  # motion blur reads the motion just before and after
        for key in curve.keyframe_points:
            key.interpolation = interpolation


def wobble(owner, path, strength, scale, phase=0.0, index=-1):
    """Keep `owner`'s `path` where it is but let it wander by up to about `strength` on a smooth
    random curve whose waves last about `scale` frames: a hand-held camera's drift, a train's
    rocking, a candle's flicker. An F-curve noise modifier, seeded by `phase`, so every run is the
    same."""
    owner.keyframe_insert(path, index=index, frame=1)
    # a node's socket is animated by its node tree, under the socket's full path
    full = owner.path_from_id(path)
    for curve in owner.id_data.animation_data.action.fcurves:
        if curve.data_path != full or (index >= 0 and curve.array_index != index):
            continue
        noise = curve.modifiers.new("NOISE")
        noise.strength = strength
        noise.scale = scale
        noise.phase = phase + 7.3 * curve.array_index


# ------------------------------------------------------------------ camera, light, world


def camera(scene, location, target, lens=50, fstop=2.8, focus=None, sensor=36):
    """A camera at `location` looking at `target`, focused on `focus` (a point) or on `target`."""
    cam_data = bpy.data.cameras.new("camera")
    cam_data.lens = lens
    cam_data.sensor_width = sensor
    cam = bpy.data.objects.new("camera", cam_data)
    scene.collection.objects.link(cam)
    cam.location = location
    direction = Vector(target) - Vector(location)
    cam.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()
    cam_data.dof.use_dof = True
    cam_data.dof.aperture_fstop = fstop
    cam_data.dof.aperture_blades = 7
    cam_data.dof.focus_distance = (Vector(focus or target) - Vector(location)).length
    scene.camera = cam
    return cam


def area_light(scene, name, location, target, size, energy, colour=(1, 1, 1), size_y=None):
    data = bpy.data.lights.new(name, "AREA")
    data.energy = energy
    data.color = colour
    data.shape = "RECTANGLE"
    data.size = size
    data.size_y = size_y or size
    obj = bpy.data.objects.new(name, data)
    scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (Vector(target) - Vector(location)).to_track_quat("-Z", "Y").to_euler()
    return obj


def point_light(scene, name, location, energy, colour=(1, 1, 1), radius=0.05):
    data = bpy.data.lights.new(name, "POINT")
    data.energy = energy
    data.color = colour
    data.shadow_soft_size = radius
    obj = bpy.data.objects.new(name, data)
    scene.collection.objects.link(obj)
    obj.location = location
    return obj


def sun(scene, elevation, azimuth, strength, colour=(1, 0.95, 0.88), angle=1.5):
    data = bpy.data.lights.new("sun", "SUN")
    data.energy = strength
    data.color = colour
    data.angle = math.radians(angle)
    obj = bpy.data.objects.new("sun", data)
    scene.collection.objects.link(obj)
    obj.rotation_euler = (math.radians(90 - elevation), 0, math.radians(azimuth))
    return obj


def sky(scene, elevation=20, azimuth=120, strength=1.0, air=1.0, dust=1.5, ozone=1.0, sun_disc=True):
    """A physical (Nishita) sky, no HDRI file: the sun's height sets the time of day. For blue
    hour put the sun a few degrees under the horizon (elevation -4), raise `ozone` (3: the deep
    blue overhead) and `strength` (3–4), and leave out the sun's disc."""
    world = bpy.data.worlds.new("sky")
    scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    bg = nodes["Background"]
    tex = nodes.new("ShaderNodeTexSky")
    tex.sky_type = "NISHITA"
    tex.sun_elevation = math.radians(elevation)
    tex.sun_rotation = math.radians(azimuth)
    tex.air_density = air
    tex.dust_density = dust
    tex.ozone_density = ozone
    tex.sun_disc = sun_disc
    tex.altitude = 10
    world.node_tree.links.new(tex.outputs["Color"], bg.inputs["Color"])
    bg.inputs["Strength"].default_value = strength
    return world


def plain_world(scene, colour, strength):
    world = bpy.data.worlds.new("room")
    scene.world = world
    world.use_nodes = True
    bg = world.node_tree.nodes["Background"]
    bg.inputs["Color"].default_value = (*colour, 1)
    bg.inputs["Strength"].default_value = strength
    return world


# ------------------------------------------------------------------ materials


def _material(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    coords = nt.nodes.new("ShaderNodeTexCoord")
    return m, nt, bsdf, coords


def _noise(nt, coords, scale, detail=6, roughness=0.55, space="Object", offset=0.0):
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    noise.inputs["Roughness"].default_value = roughness
    noise.inputs["Distortion"].default_value = offset
    nt.links.new(coords.outputs[space], noise.inputs["Vector"])
    return noise


def _range(nt, socket, lo, hi):
    """Map a 0–1 socket onto lo–hi."""
    m = nt.nodes.new("ShaderNodeMapRange")
    m.inputs["To Min"].default_value = lo
    m.inputs["To Max"].default_value = hi
    nt.links.new(socket, m.inputs["Value"])
    return m.outputs["Result"]


def _bump(nt, height, strength, distance=0.001):
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = strength
    b.inputs["Distance"].default_value = distance
    nt.links.new(height, b.inputs["Height"])
    return b.outputs["Normal"]


def rgb(hex_colour):
    """A '#rrggbb' sRGB colour as linear RGB for Blender's colour sockets."""
    h = hex_colour.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(h[i : i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return tuple(out)


def printed(name, image_path, roughness=(0.38, 0.55), bump=0.08, sheen=0.0, coat=0.0, fibre=900):
    """Printed board or paper: the flat art as colour, roughness that wanders (handling marks),
    a faint fibre bump, optionally a thin varnish coat."""
    m, nt, bsdf, coords = _material(name)
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = bpy.data.images.load(image_path, check_existing=True)
    img.interpolation = "Cubic"
    img.extension = "CLIP"
    nt.links.new(coords.outputs["UV"], img.inputs["Vector"])
    nt.links.new(img.outputs["Color"], bsdf.inputs["Base Color"])
    marks = _noise(nt, coords, 18, detail=4, offset=0.4)
    nt.links.new(_range(nt, marks.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    fibres = _noise(nt, coords, fibre, detail=2)
    nt.links.new(_bump(nt, fibres.outputs["Fac"], bump, 0.0003), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.4
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Clearcoat"].default_value = coat
    bsdf.inputs["Clearcoat Roughness"].default_value = 0.25
    return m


def glossy(name, colour, roughness=(0.04, 0.12), metallic=0.0, coat=0.0, bump=0.02, scale=30):
    """Glass, glaze, plastic or metal: one colour, roughness that varies over the surface (smudges)
    and a slight waviness."""
    m, nt, bsdf, coords = _material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Metallic"].default_value = metallic
    smudge = _noise(nt, coords, scale, detail=5, offset=0.8)
    nt.links.new(_range(nt, smudge.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    wave = _noise(nt, coords, scale * 0.3, detail=2)
    nt.links.new(_bump(nt, wave.outputs["Fac"], bump, 0.001), bsdf.inputs["Normal"])
    bsdf.inputs["Clearcoat"].default_value = coat
    return m


def wood(name, light, dark, scale=(1, 1, 18), roughness=(0.35, 0.6), rings=6.0):
    """Grain along the object's X axis: stretched noise feeding a wave texture, two browns between."""
    m, nt, bsdf, coords = _material(name)
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = scale
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    distort = nt.nodes.new("ShaderNodeTexNoise")
    distort.inputs["Scale"].default_value = 3.0
    distort.inputs["Detail"].default_value = 4
    nt.links.new(mapping.outputs["Vector"], distort.inputs["Vector"])
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "BANDS"
    wave.bands_direction = "Z"
    wave.inputs["Scale"].default_value = rings
    wave.inputs["Distortion"].default_value = 9.0
    wave.inputs["Detail"].default_value = 3
    wave.inputs["Detail Roughness"].default_value = 0.6
    mix_in = nt.nodes.new("ShaderNodeMixRGB")
    mix_in.blend_type = "ADD"
    mix_in.inputs["Fac"].default_value = 0.25
    nt.links.new(mapping.outputs["Vector"], mix_in.inputs["Color1"])
    nt.links.new(distort.outputs["Color"], mix_in.inputs["Color2"])
    nt.links.new(mix_in.outputs["Color"], wave.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*dark, 1)
    ramp.color_ramp.elements[1].color = (*light, 1)
    ramp.color_ramp.elements[0].position = 0.15
    ramp.color_ramp.elements[1].position = 0.85
    nt.links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    # patina: a broad darker cloud over the grain
    patina = _noise(nt, coords, 4, detail=3)
    mult = nt.nodes.new("ShaderNodeMixRGB")
    mult.blend_type = "MULTIPLY"
    nt.links.new(_range(nt, patina.outputs["Fac"], 0.0, 0.45), mult.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], mult.inputs["Color1"])
    mult.inputs["Color2"].default_value = (0.55, 0.45, 0.38, 1)
    nt.links.new(mult.outputs["Color"], bsdf.inputs["Base Color"])
    wear = _noise(nt, coords, 25, detail=5)
    nt.links.new(_range(nt, wear.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    nt.links.new(_bump(nt, wave.outputs["Fac"], 0.15, 0.0006), bsdf.inputs["Normal"])
    bsdf.inputs["Specular"].default_value = 0.35
    return m


def stone(name, base, fleck, vein, roughness=(0.25, 0.5), scale=6.0):
    """A honed limestone: a mottled ground, small flecks, faint veins, polish that comes and goes."""
    m, nt, bsdf, coords = _material(name)
    mottle = _noise(nt, coords, scale, detail=8, roughness=0.6)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*vein, 1)
    ramp.color_ramp.elements[1].color = (*base, 1)
    ramp.color_ramp.elements[0].position = 0.3
    ramp.color_ramp.elements[1].position = 0.62
    nt.links.new(mottle.outputs["Fac"], ramp.inputs["Fac"])
    flecks = nt.nodes.new("ShaderNodeTexVoronoi")
    flecks.inputs["Scale"].default_value = scale * 60
    nt.links.new(coords.outputs["Object"], flecks.inputs["Vector"])
    fleck_mask = nt.nodes.new("ShaderNodeMath")
    fleck_mask.operation = "LESS_THAN"
    fleck_mask.inputs[1].default_value = 0.08
    nt.links.new(flecks.outputs["Distance"], fleck_mask.inputs[0])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(fleck_mask.outputs[0], mix.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
    mix.inputs["Color2"].default_value = (*fleck, 1)
    nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    polish = _noise(nt, coords, scale * 2.5, detail=4)
    nt.links.new(_range(nt, polish.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    grain = _noise(nt, coords, scale * 120, detail=2)
    nt.links.new(_bump(nt, grain.outputs["Fac"], 0.05, 0.0004), bsdf.inputs["Normal"])
    return m


def matte(name, colour, roughness=(0.6, 0.85), bump=0.05, scale=40):
    m, nt, bsdf, coords = _material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    n = _noise(nt, coords, scale, detail=5)
    nt.links.new(_range(nt, n.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    nt.links.new(_bump(nt, n.outputs["Fac"], bump, 0.002), bsdf.inputs["Normal"])
    return m


def bare_material(name):
    """A node material with only its output: for shaders other than the Principled BSDF."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    for node in list(nt.nodes):
        if node.type == "BSDF_PRINCIPLED":
            nt.nodes.remove(node)
    return m, nt


def emission(name, colour, strength):
    m, nt = bare_material(name)
    em = nt.nodes.new("ShaderNodeEmission")
    em.inputs["Color"].default_value = (*colour, 1)
    em.inputs["Strength"].default_value = strength
    nt.links.new(em.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
    return m


# ------------------------------------------------------------------ shapes


def _object(scene, name, mesh, material=None, location=(0, 0, 0), rotation=(0, 0, 0)):
    obj = bpy.data.objects.new(name, mesh)
    scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = rotation
    if material:
        obj.data.materials.append(material)
    return obj


def mesh_object(scene, name, bm, material=None, location=(0, 0, 0), rotation=(0, 0, 0)):
    """The object of a finished bmesh (which is freed)."""
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return _object(scene, name, mesh, material, location, rotation)


def uv_grid(bm, nx, ny, point):
    """A sheet of nx × ny quads added to `bm`: the vertex at (u, v) = (i/nx, j/ny) is `point(u, v)`
    and (u, v) is its UV (u to the right, v up the sheet). Vertices are made row by row from v = 0,
    so a `point` that draws random numbers draws them in a fixed order. Returns the rows of
    vertices, for a shape that goes on from the sheet's edge."""
    uv = bm.loops.layers.uv.get("UVMap") or bm.loops.layers.uv.new("UVMap")
    grid = [[bm.verts.new(point(i / nx, j / ny)) for i in range(nx + 1)] for j in range(ny + 1)]
    for j in range(ny):
        for i in range(nx):
            f = bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
            corners = [(i / nx, j / ny), ((i + 1) / nx, j / ny), ((i + 1) / nx, (j + 1) / ny), (i / nx, (j + 1) / ny)]
            for loop, t in zip(f.loops, corners):
                loop[uv].uv = t
    return grid


def smooth(obj):
    for p in obj.data.polygons:
        p.use_smooth = True


def bevel(obj, width, segments=2):
    mod = obj.modifiers.new("bevel", "BEVEL")
    mod.width = width
    mod.segments = segments
    mod.limit_method = "ANGLE"
    mod.harden_normals = False
    return mod


def box(scene, name, size, material, location=(0, 0, 0), rotation=(0, 0, 0), edge=0.0):
    """A plain box standing on its base at `location`, `size` = (x, y, z) in metres."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co = Vector((v.co.x * size[0], v.co.y * size[1], (v.co.z + 0.5) * size[2]))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(scene, name, mesh, material, location, rotation)
    if edge:
        bevel(obj, edge)
    return obj


def carton(scene, name, size, material, location=(0, 0, 0), rotation=(0, 0, 0), edge=0.0006):
    """A carton (w, d, h) mapped onto make-brands' atlas: sides left to right front, right, back,
    left in the top three quarters of the image (each 1/4 wide), top and bottom below them. The
    front faces -Y."""
    w, d, h = size
    hw, hd = w / 2, d / 2
    rows = 0.75  # the sides' share of the atlas height (120 mm of 160 mm)
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")

    def quad(corners, uvs):
        verts = [bm.verts.new(c) for c in corners]
        face = bm.faces.new(verts)
        for loop, t in zip(face.loops, uvs):
            loop[uv].uv = t
        return face

    def side(i, a, b):
        # a, b: bottom-left and bottom-right corners seen from outside
        u0, u1 = i / 4, (i + 1) / 4
        quad(
            [(a[0], a[1], 0), (b[0], b[1], 0), (b[0], b[1], h), (a[0], a[1], h)],
            [(u0, 1 - rows), (u1, 1 - rows), (u1, 1), (u0, 1)],
        )

    side(0, (-hw, -hd), (hw, -hd))  # front
    side(1, (hw, -hd), (hw, hd))  # right
    side(2, (hw, hd), (-hw, hd))  # back
    side(3, (-hw, hd), (-hw, -hd))  # left
    quad(
        [(-hw, -hd, h), (hw, -hd, h), (hw, hd, h), (-hw, hd, h)],
        [(0, 0), (0.25, 0), (0.25, 1 - rows), (0, 1 - rows)],
    )
    quad(
        [(-hw, hd, 0), (hw, hd, 0), (hw, -hd, 0), (-hw, -hd, 0)],
        [(0.25, 0), (0.5, 0), (0.5, 1 - rows), (0.25, 1 - rows)],
    )
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(scene, name, mesh, material, location, rotation)
    if edge:
        bevel(obj, edge, 2)
    return obj


def lathe(scene, name, profile, material, location=(0, 0, 0), segments=96, uv_v=None, caps=True, rotation=(0, 0, 0)):
    """A surface of revolution from `profile` [(radius, z), …] bottom to top; u runs round once
    (0 at the front, -Y, increasing anticlockwise seen from above), v along the profile, or by
    z between uv_v = (z0, z1) if given."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    rings = []
    for r, z in profile:
        ring = []
        for i in range(segments + 1):
            a = 2 * math.pi * i / segments - math.pi / 2
            ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), z)))
        rings.append(ring)
    total = sum(
        math.dist(profile[k], profile[k + 1]) for k in range(len(profile) - 1)
    ) or 1.0
    acc = [0.0]
    for k in range(len(profile) - 1):
        acc.append(acc[-1] + math.dist(profile[k], profile[k + 1]))

    def v_of(k):
        if uv_v:
            return (profile[k][1] - uv_v[0]) / (uv_v[1] - uv_v[0])
        return acc[k] / total

    for k in range(len(rings) - 1):
        for i in range(segments):
            f = bm.faces.new((rings[k][i], rings[k][i + 1], rings[k + 1][i + 1], rings[k + 1][i]))
            us = (i / segments + 0.5) % 1.0
            ue = us + 1 / segments
            for loop, t in zip(f.loops, [(us, v_of(k)), (ue, v_of(k)), (ue, v_of(k + 1)), (us, v_of(k + 1))]):
                loop[uv].uv = t
    # close the seam between the first and last column
    bmesh.ops.remove_doubles(bm, verts=[r[0] for r in rings] + [r[-1] for r in rings], dist=1e-7)
    for k in (0, len(rings) - 1) if caps else ():
        if profile[k][0] > 1e-6:
            ring = [v for v in rings[k] if v.is_valid]
            ring = list(dict.fromkeys(ring))
            if k == 0:
                ring.reverse()
            bm.faces.new(ring)
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(scene, name, mesh, material, location, rotation)
    smooth(obj)
    return obj


def text_object(scene, name, body, size, location, material, rotation=(0, 0, 0), align="LEFT"):
    """Words set in Blender's own face as a flat object (a slate's chalk, a number plate, a hand
    card's letter), `size` the cap-to-descender height in metres."""
    curve = bpy.data.curves.new(name, "FONT")
    curve.body = body
    curve.size = size
    curve.align_x = align
    obj = bpy.data.objects.new(name, curve)
    obj.data.materials.append(material)
    scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def jitter(rng, amount):
    return (rng.uniform(-amount, amount), rng.uniform(-amount, amount), 0)


def texture(client, name):
    path = os.path.join(TEXTURES, client, name + ".png")
    if not os.path.exists(path):
        raise SystemExit(f"{path} is missing: run npx tsx tools/render/brands/make-brands.ts")
    return path


RNG = random.Random
