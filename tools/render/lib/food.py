"""Food as the bakery and the market have it: a crust that browns where the oven reached, and
a rounded lump that is dough (or a coconut, or a fish) rather than a ball. Shared by Palm Tree's
bakery counter and its morning arrivals."""

import math

import bmesh
from mathutils import Vector

import studio as s


def baked(name, top, side, roughness=(0.3, 0.5), flake=0.4, scale=60, sss=0.0):
    """A crust: darker where the oven reached (the top, by the object's Z), paler down the
    sides, an oily sheen that wanders, a flaky bump."""
    m, nt, bsdf, coords = s._material(name)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Generated"], sep.inputs["Vector"])
    tone = s._noise(nt, coords, scale * 0.1, detail=5)
    mix_fac = nt.nodes.new("ShaderNodeMath")
    mix_fac.operation = "MULTIPLY_ADD"
    nt.links.new(sep.outputs["Z"], mix_fac.inputs[0])
    mix_fac.inputs[1].default_value = 0.8
    nt.links.new(tone.outputs["Fac"], mix_fac.inputs[2])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (*s.rgb(side), 1)
    ramp.color_ramp.elements[1].color = (*s.rgb(top), 1)
    ramp.color_ramp.elements[0].position = 0.55
    ramp.color_ramp.elements[1].position = 1.1
    nt.links.new(mix_fac.outputs[0], ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    sheen = s._noise(nt, coords, scale * 0.2, detail=3, offset=0.4)
    nt.links.new(s._range(nt, sheen.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
    flakes = s._noise(nt, coords, scale, detail=8, roughness=0.7)
    nt.links.new(s._bump(nt, flakes.outputs["Fac"], flake, 0.002), bsdf.inputs["Normal"])
    if sss:
        bsdf.inputs["Subsurface"].default_value = sss
        bsdf.inputs["Subsurface Radius"].default_value = (0.003, 0.002, 0.001)
        bsdf.inputs["Subsurface Color"].default_value = (*s.rgb(side), 1)
    return m


def lumpy(scene, name, radii, material, location, seed, amount=0.08, rings=14, segments=20):
    """A rounded lump: an ellipsoid whose radius wanders by a few per cent (dough, not a ball)."""
    r = s.RNG(seed)
    phases = [r.uniform(0, 6.28) for _ in range(6)]
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=rings, radius=1.0)
    for v in bm.verts:
        d = v.co.normalized()
        wobble = 1 + amount * (math.sin(3 * d.x + phases[0]) * math.cos(2 * d.y + phases[1]) + 0.5 * math.sin(5 * d.z + phases[2]))
        v.co = Vector((d.x * radii[0], d.y * radii[1], max(d.z, -0.35) * radii[2])) * wobble
    obj = s.mesh_object(scene, name, bm, material, location)
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    s.smooth(obj)
    return obj
