"""SEO (Kadal's own service page): at four minutes past nine at night a phone lies on a teak
bedside table showing the results for "ayurvedic oil shop near me", Ayur Central Edappally first
in the map pack (4.7 stars, open until 10 pm, Directions). Lit by its own screen and a bedside
lamp's warm shade at the back left; reading glasses folded beside it, a paperback, a steel
tumbler of water. A 95 mm lens at f/7.1 from the pillow's side, focused on the map, so the query above it and the first listing below it are sharp.

    npx tsx tools/render/brands/kadal/screens.ts
    bash tools/render/render.sh kadal/seo --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import devices as d  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 24, seed=41)
rng = s.RNG(2104)

# ---- the bedside table, the wall behind it, the bed's edge on the right
teak = s.wood("teak", s.rgb("#5e3b24"), s.rgb("#26140b"), scale=(1.5, 30, 30), rings=8, roughness=(0.25, 0.5))
s.box(scene, "table", (0.62, 0.46, 0.03), teak, (0.0, 0.08, -0.03), edge=0.003)
wall = s.matte("wall", s.rgb("#c9b79a"), roughness=(0.8, 0.95), bump=0.2, scale=5)
s.box(scene, "wall", (3.0, 0.05, 2.0), wall, (0, 0.34, -0.9))
sheet = s.matte("bedsheet", s.rgb("#d8d2c6"), roughness=(0.8, 1.0), bump=0.3, scale=60)
bed = s.box(scene, "bed", (1.0, 2.0, 0.18), sheet, (0.86, 0.4, -0.08), edge=0.05)
s.plain_world(scene, (0.25, 0.32, 0.5), 0.015)

# ---- the lamp: a brass stem and a linen drum shade at the back left, lit from inside
brass = s.glossy("brass", s.rgb("#b08a3e"), roughness=(0.15, 0.3), metallic=1.0, scale=40)
s.lathe(scene, "lamp foot", [(0, 0), (0.065, 0), (0.066, 0.006), (0.05, 0.018), (0.012, 0.024), (0, 0.024)], brass, (-0.2, 0.23, 0), segments=64)
s.lathe(scene, "lamp stem", [(0, 0), (0.009, 0), (0.009, 0.3), (0, 0.3)], brass, (-0.2, 0.23, 0.02), segments=24)
linen_m, nt, bsdf, coords = s._material("shade linen")
bsdf.inputs["Base Color"].default_value = (*s.rgb("#efe2c8"), 1)
bsdf.inputs["Roughness"].default_value = 0.9
bsdf.inputs["Transmission"].default_value = 0.0
bsdf.inputs["Subsurface"].default_value = 0.0
trans = nt.nodes.new("ShaderNodeBsdfTranslucent")
trans.inputs["Color"].default_value = (*s.rgb("#f3d9a8"), 1)
mix = nt.nodes.new("ShaderNodeMixShader")
mix.inputs["Fac"].default_value = 0.55
nt.links.new(bsdf.outputs["BSDF"], mix.inputs[1])
nt.links.new(trans.outputs["BSDF"], mix.inputs[2])
nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
shade = s.lathe(scene, "lamp shade", [(0.12, 0.0), (0.118, 0.001), (0.095, 0.17), (0.093, 0.171)], linen_m, (-0.2, 0.23, 0.22), segments=96, caps=False)
shade.modifiers.new("thick", "SOLIDIFY").thickness = 0.002
shade.visible_shadow = False  # the bulb lights the table straight (a shade that casts costs noise)
s.point_light(scene, "bulb", (-0.2, 0.23, 0.3), 5.0, (1.0, 0.6, 0.3), radius=0.03)

# ---- the phone, a little turned, where a hand put it down
screen = s.texture("kadal", "seo")
d.phone(scene, "phone", screen, (0.0, 0.0, 0.0), turn=-11, strength=0.6, frame=(0.12, 0.12, 0.13), gamma=1.35)
# on charge: the cable from the port, off the table's front edge on the left
a11 = math.radians(-11)
d.cable(scene, "cable", (0.0816 * math.sin(a11), -0.0816 * math.cos(a11), 0.0042), (math.sin(a11), -math.cos(a11)), [(-0.02, -0.118, 0.0022), (-0.035, -0.15, 0.0017), (-0.09, -0.17, 0.0017), (-0.16, -0.15, 0.0017), (-0.24, -0.17, 0.0017)])

# ---- the paperback under the lamp, the glasses on it, a tumbler of water
cover = s.matte("paperback cover", s.rgb("#2f4f5a"), roughness=(0.45, 0.6), bump=0.02)
pages = s.matte("pages", s.rgb("#e9e0cc"), roughness=(0.8, 0.9), bump=0.4, scale=900)
book = s.box(scene, "pages", (0.128, 0.196, 0.022), pages, (-0.2, 0.04, 0.0005), rotation=(0, 0, math.radians(14)), edge=0.001)
s.box(scene, "cover top", (0.131, 0.199, 0.0012), cover, (-0.2, 0.04, 0.0225), rotation=(0, 0, math.radians(14)), edge=0.0004)
s.box(scene, "cover bottom", (0.131, 0.199, 0.0012), cover, (-0.2, 0.04, 0.0), rotation=(0, 0, math.radians(14)), edge=0.0004)
gunmetal = s.glossy("gunmetal", (0.2, 0.19, 0.18), roughness=(0.15, 0.3), metallic=1.0, scale=80)
p.spectacles(scene, "glasses", (-0.2, 0.07, 0.0335), 100, gunmetal, p.thin_glass("lens", roughness=0.0, dirt=0.05))
steel = s.glossy("steel", (0.8, 0.8, 0.79), roughness=(0.05, 0.14), metallic=1.0, bump=0.02, scale=50)
water = s.glossy("water", (0.02, 0.025, 0.03), roughness=(0.0, 0.02), bump=0.0)
p.tumbler_and_dabarah(scene, "tumbler", (0.118, 0.105, 0.0), steel, water, froth_level=0.08)

# ---- a cool spill from the window behind the camera, faint
s.area_light(scene, "window", (0.5, -0.9, 0.9), (0, 0, 0), 1.0, 1.2, (0.55, 0.65, 1.0))

scene.view_settings.exposure = 0.0
s.camera(scene, (0.01, -0.37, 0.6), (0.002, 0.004, 0.0), lens=95, fstop=7.1, focus=(-0.006, 0.036, 0.009))
s.save(scene)
