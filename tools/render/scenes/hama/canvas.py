"""Looking after waxed canvas, close: Hama's tote laid flat on a workbench, half of its front
rubbed with a bar of wax (darker, with water standing on it in beads) and half still dry and
pale, the bar of wax on it, a cotton cloth beside and the red tag at the corner. A 90 mm lens
close, raking light from a window so the weave shows.

Used for Hama's "look after waxed canvas" film (tools/render/make-hama-films.sh) and in the
study's gallery.

    bash tools/render/render.sh hama/canvas --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import bags  # noqa: E402
import people  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=163)
rng = s.RNG(9091)
s.plain_world(scene, (0.9, 0.92, 0.95), 0.2)
scene.view_settings.exposure = -0.3


def canvas_material(name):
    """Cotton duck: a plain weave (two sets of bands at right angles, over and under) in the bump
    and in the colour, and a wax that darkens and glosses it where it has been rubbed in (x < 0,
    with a ragged edge where the strokes stopped)."""
    m, nt, bsdf, coords = s._material(name)
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (330, 330, 330)
    nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
    weave = None
    # the tote is made standing (its face in X and Z) and laid down, so the weave runs in X and Z
    for axis in ("X", "Z"):
        w = nt.nodes.new("ShaderNodeTexWave")
        w.wave_type = "BANDS"
        w.bands_direction = axis
        w.wave_profile = "SIN"
        w.inputs["Scale"].default_value = 1.0
        w.inputs["Distortion"].default_value = 0.0
        nt.links.new(mapping.outputs["Vector"], w.inputs["Vector"])
        if weave is None:
            weave = w.outputs["Fac"]
        else:
            mul = nt.nodes.new("ShaderNodeMath")
            mul.operation = "MULTIPLY"
            nt.links.new(weave, mul.inputs[0])
            nt.links.new(w.outputs["Fac"], mul.inputs[1])
            weave = mul.outputs["Value"]
    # where the wax is: left of a wandering line
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
    edge = s._noise(nt, coords, 18, detail=6, offset=0.6)
    shift = nt.nodes.new("ShaderNodeMath")
    shift.operation = "MULTIPLY_ADD"
    nt.links.new(edge.outputs["Fac"], shift.inputs[0])
    shift.inputs[1].default_value = 0.05
    nt.links.new(sep.outputs["X"], shift.inputs[2])
    waxed = nt.nodes.new("ShaderNodeMapRange")
    waxed.inputs["From Min"].default_value = 0.03
    waxed.inputs["From Max"].default_value = 0.015
    nt.links.new(shift.outputs["Value"], waxed.inputs["Value"])
    dry = nt.nodes.new("ShaderNodeMixRGB")
    dry.inputs["Color1"].default_value = (*s.rgb("#a8946c"), 1)
    dry.inputs["Color2"].default_value = (*s.rgb("#c4b38e"), 1)
    nt.links.new(weave, dry.inputs["Fac"])
    wet = nt.nodes.new("ShaderNodeMixRGB")
    wet.inputs["Color1"].default_value = (*s.rgb("#6e5a36"), 1)
    wet.inputs["Color2"].default_value = (*s.rgb("#86704a"), 1)
    nt.links.new(weave, wet.inputs["Fac"])
    colour = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(waxed.outputs["Result"], colour.inputs["Fac"])
    nt.links.new(dry.outputs["Color"], colour.inputs["Color1"])
    nt.links.new(wet.outputs["Color"], colour.inputs["Color2"])
    nt.links.new(colour.outputs["Color"], bsdf.inputs["Base Color"])
    nt.links.new(s._range(nt, waxed.outputs["Result"], 0.85, 0.38), bsdf.inputs["Roughness"])
    nt.links.new(s._bump(nt, weave, 0.3, 0.0004), bsdf.inputs["Normal"])
    bsdf.inputs["Sheen"].default_value = 0.3
    return m


# ---- the bench: old teak, and the tote's front panel lying on it
bench = s.wood("bench teak", s.rgb("#7a5232"), s.rgb("#3f2818"), scale=(1.2, 30, 30))
s.box(scene, "bench", (2.0, 1.2, 0.04), bench, (0, 0.2, -0.04))
duck = canvas_material("waxed canvas")
tote, _ = bags._shell(scene, "tote", 0.38, 0.035, 0.34, duck, dome=0.012, bulge=0.3, wrinkle=0.002, rings=20)
tote.rotation_euler = (math.radians(-90), 0, math.radians(8))
tote.location = (0.0, -0.13, 0.018)

# ---- water beads standing on the waxed half, none on the dry half (it has soaked in there)
water = p.water("bead")
depsgraph = bpy.context.evaluated_depsgraph_get()


def on_canvas(x, y):
    """The height of the tote's surface at (x, y), found by a ray down onto it."""
    hit, where, *_ = scene.ray_cast(depsgraph, (x, y, 1.0), (0, 0, -1))
    return where.z if hit else None


# the handles, lying out from the top edge on the bench; the red tag on the front's corner
carbon = bags.nylon("tote handles", s.rgb("#1a1a1a"), sheen=0.3)
bags._strap(scene, "tote handle", [(-0.12, 0.19, 0.03), (-0.1, 0.3, 0.008), (0.08, 0.33, 0.006), (0.1, 0.22, 0.03)], carbon, width=0.03)
tag = bags.hama_tag()
p.plane(scene, "tote tag", 0.064, 0.026, tag, (0.1, 0.1, on_canvas(0.1, 0.1) + 0.0008), rotation=(math.radians(-90), 0, math.radians(8)))

placed = 0
while placed < 60:
    r = 0.0012 + 0.004 * rng.random() ** 3
    x = -0.15 + 0.13 * rng.random()
    y = -0.1 + 0.26 * rng.random()
    z = on_canvas(x, y)
    if z is None or z < 0.02:
        continue
    bead = s.lathe(scene, f"bead {placed}", [(0.0, 0.0), (r, 0.0), (r * 0.92, r * 0.45), (r * 0.5, r * 0.75), (0.0, r * 0.8)], water, (x, y, z - 0.0003), segments=20)
    bead.visible_shadow = False  # no caustics in these renders: a bead's shadow would be black
    placed += 1

# ---- the bar of wax, half used, resting on the line where the waxing stopped, and the cloth
wax = s.matte("wax", s.rgb("#c9a552"), roughness=(0.25, 0.45), bump=0.1, scale=60)
wb2 = wax.node_tree.nodes["Principled BSDF"]
wb2.inputs["Subsurface"].default_value = 0.6
wb2.inputs["Subsurface Radius"].default_value = (0.004, 0.003, 0.002)
wb2.inputs["Subsurface Color"].default_value = (*s.rgb("#e8cf84"), 1)
bar = s.box(scene, "wax bar", (0.08, 0.05, 0.018), wax, (0.03, -0.02, on_canvas(0.03, -0.02) - 0.002), rotation=(0, 0, math.radians(-24)), edge=0.005)
cloth = people.cloth("cotton cloth", s.rgb("#e7e2d6"), sheen=0.4, scale=300)
rag = bags._soft_box(scene, "cloth", (0.2, 0.16, 0.02), cloth, (0.3, -0.12, 0.0), taper=(0.9, 0.85), edge=0.012, wrinkle=0.008)
rag.rotation_euler = (0, 0, math.radians(20))

# ---- a window low to the left: raking light that finds the weave
s.area_light(scene, "window", (-1.4, 0.3, 0.45), (0, 0.05, 0.1), 1.2, 220, (1.0, 0.94, 0.86), size_y=0.8)
s.area_light(scene, "fill", (0.8, -1.0, 1.2), (0, 0, 0.1), 1.5, 30, (0.95, 0.97, 1.0))

s.camera(scene, (0.22, -0.62, 0.5), (-0.02, 0.08, 0.03), lens=70, fstop=5.6, focus=(-0.05, 0.03, 0.05))
s.save(scene)
