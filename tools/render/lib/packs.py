"""The clients' packs as objects, dressed in their flat art (tools/render/brands)."""

import math

from studio import carton, glossy, lathe, printed, rgb, texture


class AptayuMaterials:
    def __init__(self):
        self.label = printed("jar label", texture("aptayu", "jar-label"), roughness=(0.42, 0.6))
        self.cartons = {
            name: printed(
                name,
                texture("aptayu", name),
                roughness=(0.28, 0.42),
                coat=0.15,
                bump=0.05,
            )
            for name in ("carton-kumkumadi", "carton-nalpamaradi")
        }
        # amber glass read as a dark glossy body (opaque: converges fast without a denoiser)
        self.glass = glossy("amber glass", rgb("#3a1a08"), roughness=(0.02, 0.09), coat=0.6)
        self.balm = glossy("balm", rgb("#d9902a"), roughness=(0.25, 0.5), bump=0.4, scale=220)
        self.lid = glossy("copper lid", rgb("#c07a52"), roughness=(0.22, 0.38), metallic=1.0, bump=0.05, scale=80)


def aptayu_jar(scene, m, location, turn=0.0, name="jar", open_lid=None):
    """The 50 g balm jar: 64 mm amber glass, a 38 mm wrap label, a copper lid. `turn` in degrees
    turns the label's front away from -Y. With `open_lid` = (x, y, turn) the lid lies on the
    surface there, upside down, and the balm shows."""
    rot = (0, 0, math.radians(turn))
    body = [
        (0.0, 0.0),
        (0.0285, 0.0),
        (0.0312, 0.0012),
        (0.032, 0.004),
        (0.032, 0.047),
        (0.0308, 0.0495),
        (0.0285, 0.0505),
        (0.0285, 0.053),
    ]
    lathe(scene, name + " body", body, m.glass, location, rotation=rot)
    lathe(
        scene,
        name + " label",
        [(0.03225, 0.006), (0.03225, 0.044)],
        m.label,
        location,
        caps=False,
        uv_v=(0.006, 0.044),
        rotation=rot,
    )
    lid = [
        (0.0, 0.0515),
        (0.0334, 0.0515),
        (0.0338, 0.0525),
        (0.0338, 0.0675),
        (0.0330, 0.0688),
        (0.0310, 0.0694),
        (0.0, 0.0696),
    ]
    if open_lid is None:
        lathe(scene, name + " lid", lid, m.lid, location, rotation=rot)
        return
    lathe(scene, name + " balm", [(0.0, 0.0534), (0.025, 0.0533), (0.0262, 0.0528)], m.balm, location, rotation=rot)
    lx, ly, lturn = open_lid
    flipped = [(r, 0.0696 - z) for r, z in reversed(lid)]
    lathe(scene, name + " lid", flipped, m.lid, (lx, ly, location[2]), rotation=(0, 0, math.radians(lturn)))


def aptayu_carton(scene, m, which, location, turn=0.0, name="carton", lying=False):
    """A 40 × 40 × 120 mm carton standing (or lying on its back) with its front towards -Y."""
    rot = (math.radians(-90) if lying else 0, 0, math.radians(turn))
    return carton(scene, name, (0.04, 0.04, 0.12), m.cartons[which], location, rot)


class LazzaMaterials:
    def __init__(self, sleeve="cone-sleeve"):
        """`sleeve`: the sleeve's texture, cone-sleeve (tender coconut) or a flavour's own
        (cone-sleeve-jackfruit, cone-sleeve-filter-coffee)."""
        self.sleeve = printed("cone sleeve", texture("lazza", sleeve), roughness=(0.3, 0.45), coat=0.3)
        self.lid = printed("tub lid", texture("lazza", "tub-lid"), roughness=(0.2, 0.35), coat=0.4)
        self.poster = printed("poster", texture("lazza", "poster"), roughness=(0.35, 0.5), bump=0.02)
        self.wafer = _wafer()
        self.cream = _ice_cream("tender coconut", rgb("#f4ecd9"))
        self.pink = _ice_cream("falooda", rgb("#f3a3b5"))
        self.tub = glossy("tub", rgb("#fff3df"), roughness=(0.25, 0.4), bump=0.01)


def _wafer():
    """A baked wafer: a diamond grid of ridges (two crossed wave textures), toasted brown."""
    import bpy

    m = bpy.data.materials.new("wafer")
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    coords = nt.nodes.new("ShaderNodeTexCoord")
    waves = []
    for direction in ("X", "Y"):
        w = nt.nodes.new("ShaderNodeTexWave")
        w.wave_type = "BANDS"
        w.bands_direction = "DIAGONAL" if direction == "X" else "X"
        w.wave_profile = "TRI"
        w.inputs["Scale"].default_value = 14
        nt.links.new(coords.outputs["UV"], w.inputs["Vector"])
        waves.append(w)
    mul = nt.nodes.new("ShaderNodeMath")
    mul.operation = "MAXIMUM"
    nt.links.new(waves[0].outputs["Fac"], mul.inputs[0])
    nt.links.new(waves[1].outputs["Fac"], mul.inputs[1])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*rgb("#c98b45"), 1)
    ramp.color_ramp.elements[1].color = (*rgb("#8a4f1c"), 1)
    nt.links.new(mul.outputs[0], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bump = nt.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.6
    bump.inputs["Distance"].default_value = 0.001
    nt.links.new(mul.outputs[0], bump.inputs["Height"])
    nt.links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    bsdf.inputs["Roughness"].default_value = 0.7
    return m


def _ice_cream(name, colour):
    """Scooped ice cream: soft subsurface, a fine frosty bump, small flecks darker."""
    import bpy

    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    coords = nt.nodes.new("ShaderNodeTexCoord")
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Subsurface"].default_value = 0.06
    bsdf.inputs["Subsurface Color"].default_value = (*colour, 1)
    bsdf.inputs["Subsurface Radius"].default_value = (0.004, 0.003, 0.002)
    bsdf.inputs["Roughness"].default_value = 0.45
    frost = nt.nodes.new("ShaderNodeTexNoise")
    frost.inputs["Scale"].default_value = 900
    frost.inputs["Detail"].default_value = 3
    nt.links.new(coords.outputs["Object"], frost.inputs["Vector"])
    bump = nt.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.25
    bump.inputs["Distance"].default_value = 0.0004
    nt.links.new(frost.outputs["Fac"], bump.inputs["Height"])
    nt.links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return m


def scoop(scene, name, material, location, radius, seed):
    """A scoop: a sphere roughed up by a clouds displacement, flattened a little at its base."""
    import bmesh
    import bpy

    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=96, v_segments=64, radius=radius)
    for v in bm.verts:
        if v.co.z < -radius * 0.45:
            v.co.z = -radius * 0.45 + (v.co.z + radius * 0.45) * 0.25
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    scene.collection.objects.link(obj)
    obj.location = location
    obj.data.materials.append(material)
    for p in obj.data.polygons:
        p.use_smooth = True
    tex = bpy.data.textures.new(name + " ridges", "CLOUDS")
    tex.noise_scale = radius * 0.3
    tex.noise_depth = 4
    tex.noise_basis = "ORIGINAL_PERLIN"
    disp = obj.modifiers.new("ridges", "DISPLACE")
    disp.texture = tex
    disp.texture_coords = "LOCAL"
    disp.strength = radius * 0.3
    disp.mid_level = 0.5
    # the seed moves the texture's sampling, so two scoops never share their ridges
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    tex.intensity = 1.0 + (seed % 7) * 0.01
    disp.texture_coords_object = None
    obj.rotation_euler = (0.1 * (seed % 3), 0.07 * (seed % 5), 0.9 * seed)
    return obj


def lazza_cone(scene, m, location, flavour_top=None, tilt=(0.0, 0.0)):
    """A Lazza cone standing on its tip at `location`: the printed sleeve over the lower 100 mm,
    the wafer above it and two scoops."""
    rot = (math.radians(tilt[0]), math.radians(tilt[1]), 0)
    h = math.sqrt(0.1**2 - 0.027**2)
    lathe(scene, "sleeve", [(0.0, 0.0), (0.0272, h)], m.sleeve, location, caps=False, rotation=rot)
    k = 0.027 / h
    top = h + 0.016
    lathe(
        scene,
        "wafer",
        [(0.0, 0.0006), (k * top, top), (k * top + 0.0012, top + 0.001), (k * top - 0.002, top + 0.0015), (0.0, top - 0.004)],
        m.wafer,
        location,
        rotation=rot,
    )
    x, y, z = location
    scoop(scene, "scoop low", m.cream, (x, y, z + top + 0.012), 0.031, 3)
    scoop(scene, "scoop high", flavour_top or m.pink, (x + 0.002, y - 0.002, z + top + 0.047), 0.027, 5)
