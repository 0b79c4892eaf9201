"""Lazza's jackfruit flavour story, on a kitchen table in jackfruit season: two scoops of jackfruit
ice cream in a small clay chatti on a cut banana leaf, and the golden bulbs (chakka chula) pulled
from the fruit that morning, one split to show its seed. Dark teak, a dark room, soft light from a
window on the right; a 90 mm lens at f/3.5 from a seated person's eye, focused on the scoops.

    bash tools/render/render.sh lazza/jackfruit --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bmesh  # noqa: E402

import studio as s  # noqa: E402
from packs import _ice_cream, scoop  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=29)
rng = s.RNG(1717)

# ---- the table and the dark room
teak = s.wood("dark teak", s.rgb("#4a2e1c"), s.rgb("#1e120a"), scale=(1.2, 30, 30), rings=7, roughness=(0.3, 0.55))
s.box(scene, "table", (1.6, 1.2, 0.04), teak, (0, 0.2, -0.04), edge=0.004)
wall = s.matte("dark wall", s.rgb("#2a221c"), roughness=(0.8, 0.95), bump=0.2, scale=4)
s.box(scene, "wall", (4, 0.05, 2.5), wall, (0, 1.2, -0.8))
s.plain_world(scene, (0.5, 0.48, 0.45), 0.05)

# ---- the banana leaf: a sheet cut from the leaf, rippled, its ribs running out from the midrib
leaf, nt, bsdf, coords = s._material("banana leaf")
sep = nt.nodes.new("ShaderNodeSeparateXYZ")
nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
ribs = nt.nodes.new("ShaderNodeTexWave")
ribs.wave_type = "BANDS"
ribs.bands_direction = "X"
ribs.inputs["Scale"].default_value = 150
ribs.inputs["Distortion"].default_value = 0.5
nt.links.new(coords.outputs["UV"], ribs.inputs["Vector"])
tone = s._noise(nt, coords, 4, detail=4)
ramp = nt.nodes.new("ShaderNodeValToRGB")
ramp.color_ramp.elements[0].color = (*s.rgb("#173a0e"), 1)
ramp.color_ramp.elements[1].color = (*s.rgb("#3c6e1e"), 1)
nt.links.new(tone.outputs["Fac"], ramp.inputs["Fac"])
midrib = nt.nodes.new("ShaderNodeMapRange")  # the pale midrib along the leaf's v = 0 edge
midrib.inputs["From Min"].default_value = 0.04
midrib.inputs["From Max"].default_value = 0.0
nt.links.new(sep.outputs["Y"], midrib.inputs["Value"])
mix = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(midrib.outputs["Result"], mix.inputs["Fac"])
nt.links.new(ramp.outputs["Color"], mix.inputs["Color1"])
mix.inputs["Color2"].default_value = (*s.rgb("#a8c070"), 1)
nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
nt.links.new(s._bump(nt, ribs.outputs["Fac"], 0.06, 0.0003), bsdf.inputs["Normal"])
bsdf.inputs["Roughness"].default_value = 0.4
bsdf.inputs["Specular"].default_value = 0.35
bm = bmesh.new()
L, W = 0.62, 0.34
s.uv_grid(bm, 40, 20, lambda u, v: ((u - 0.5) * L, v * W - 0.02, 0.0015 + 0.004 * math.sin(u * 9 + v * 2) * v + 0.006 * v * v))
s.mesh_object(scene, "leaf", bm, leaf, (0.0, -0.08, 0), (0, 0, math.radians(-8)))

# ---- the chatti: unglazed clay, a rolled lip, two scoops of jackfruit ice cream in it
clay = s.matte("clay", s.rgb("#9a4e2c"), roughness=(0.7, 0.9), bump=0.6, scale=90)
s.lathe(scene, "chatti", [(0.0, 0.0), (0.045, 0.0), (0.07, 0.025), (0.078, 0.05), (0.072, 0.068), (0.076, 0.074), (0.08, 0.078), (0.074, 0.08), (0.066, 0.072), (0.068, 0.05), (0.06, 0.03), (0.0, 0.02)], clay, (-0.03, 0.08, 0.003), segments=96)
jack = _ice_cream("jackfruit", s.rgb("#f6d890"))
scoop(scene, "scoop a", jack, (-0.045, 0.075, 0.088), 0.034, 3)
scoop(scene, "scoop b", jack, (-0.005, 0.095, 0.098), 0.03, 4)

# ---- jackfruit bulbs: waxy golden pods, each a bent, flattened ellipsoid with a seam
pod = s.glossy("chakka chula", s.rgb("#f08a00"), roughness=(0.3, 0.45), bump=0.3, scale=260)
pod.node_tree.nodes["Principled BSDF"].inputs["Subsurface"].default_value = 0.35
# a few millimetres of scattering, as in fruit flesh (the default radius is a metre: it turns to fog)
pod.node_tree.nodes["Principled BSDF"].inputs["Subsurface Radius"].default_value = (0.003, 0.0015, 0.0008)
pod.node_tree.nodes["Principled BSDF"].inputs["Subsurface Color"].default_value = (*s.rgb("#f0a030"), 1)
seed_mat = s.glossy("seed", s.rgb("#d9c4a0"), roughness=(0.3, 0.45), scale=80)
for k, (x, y, turn) in enumerate(((-0.2, -0.02, 20), (-0.15, 0.12, 80), (0.22, 0.14, -30), (-0.24, 0.1, 130), (0.2, -0.05, 60))):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=32, v_segments=20, radius=1.0)
    for v in bm.verts:
        x0, y0, z0 = v.co
        y1 = y0 * 0.048
        y1 *= 1.25
        # folded along its length: a crease down the top, the two lobes either side of it
        crease = 0.35 * math.exp(-((x0 / 0.25) ** 2)) if z0 > 0 else 0.0
        v.co = (x0 * 0.026 * (1 - 0.3 * y0 * y0) + 3.0 * y1 * y1, y1, z0 * 0.013 * (1 - crease) + 0.3 * y1 * y1 + 0.013)
    obj = s.mesh_object(scene, f"bulb {k}", bm, pod, (x, y, 0.002), (0, 0, math.radians(turn + rng.uniform(-10, 10))))
    s.smooth(obj)
    if k == 1:  # split open, the seed in its skin showing
        sb = bmesh.new()
        bmesh.ops.create_uvsphere(sb, u_segments=24, v_segments=14, radius=1.0)
        for v in sb.verts:
            v.co = (v.co.x * 0.011, v.co.y * 0.02, v.co.z * 0.009)
        so = s.mesh_object(scene, "seed", sb, seed_mat, (x + 0.004, y, 0.027), (0, 0, math.radians(turn)))
        s.smooth(so)

# ---- light: the window on the right, soft and low; a weak fill from the room; a rim behind
s.area_light(scene, "window", (0.9, 0.1, 0.45), (0.0, 0.05, 0.05), 1.0, 22, (1.0, 0.95, 0.88), 1.4)
s.area_light(scene, "fill", (-0.8, -0.9, 0.4), (0.0, 0.05, 0.05), 1.0, 1.5, (0.9, 0.92, 1.0))
s.area_light(scene, "rim", (-0.3, 0.9, 0.5), (0.0, 0.05, 0.08), 0.5, 6, (1.0, 0.85, 0.7))
scene.view_settings.exposure = -0.2

s.camera(scene, (0.05, -1.05, 0.5), (0.0, 0.06, 0.06), lens=90, fstop=3.5, focus=(-0.03, 0.08, 0.09))
s.save(scene)
