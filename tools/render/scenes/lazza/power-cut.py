"""The power cut: a Kochi front room in a summer evening's power cut, a candle on the dining table
lighting a Lazza cone stood in a steel tumbler, the tub beside it, the window behind blue with the
last of the dusk and the ceiling fan's blades still. A 50 mm lens at f/2 from a seated height.

    bash tools/render/render.sh lazza/power-cut --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/lazza/power-cut.py \
      -- --animate --out tools/render/.cache/renders/lazza/candle/   # the moving version's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import props as p  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=23)
m = LazzaMaterials()

# ---- the room: a teak dining table, a lime-washed wall with a window, the floor
table = s.wood("table", s.rgb("#7a5030"), s.rgb("#3e2617"), scale=(1, 1, 14), roughness=(0.2, 0.45))
s.box(scene, "table", (1.6, 0.9, 0.04), table, (0, 0.2, -0.04), edge=0.004)
wall = s.matte("wall", s.rgb("#d9cfbd"), roughness=(0.8, 0.95), bump=0.15, scale=4)
s.box(scene, "wall left", (1.2, 0.08, 2.4), wall, (-1.05, 1.6, -0.8))
s.box(scene, "wall right", (1.2, 0.08, 2.4), wall, (1.05, 1.6, -0.8))
s.box(scene, "wall below", (0.9, 0.08, 0.9), wall, (0, 1.6, -0.8))
s.box(scene, "wall above", (0.9, 0.08, 0.6), wall, (0, 1.6, 1.0))
dusk = s.emission("dusk", (0.32, 0.45, 0.8), 0.35)
pane = p.plane(scene, "window", 0.9, 0.9, dusk, (0, 1.7, 0.1))
frame = s.matte("window frame", s.rgb("#2f4a3a"), roughness=(0.5, 0.7))
s.box(scene, "window bar", (0.9, 0.03, 0.03), frame, (0, 1.62, 0.55))
for x in (-0.15, 0.15):
    s.box(scene, f"window post {x}", (0.03, 0.03, 0.9), frame, (x, 1.62, 0.1))

# ---- the candle on a steel plate, its flame, and its light
wax = s.matte("candle wax", s.rgb("#f3ecdc"), roughness=(0.3, 0.5), bump=0.02, scale=40)
steel = s.glossy("steel", (0.78, 0.78, 0.78), roughness=(0.15, 0.3), metallic=1.0, bump=0.02, scale=60)
s.lathe(scene, "candle plate", [(0, 0), (0.06, 0), (0.065, 0.008), (0, 0.006)], steel, (-0.13, -0.06, 0.0), segments=48)
s.lathe(scene, "candle", [(0, 0.006), (0.011, 0.006), (0.011, 0.1), (0.009, 0.104), (0, 0.104)], wax, (-0.13, -0.06, 0.0), segments=32)
flame = s.emission("flame", (1.0, 0.62, 0.25), 60)
flame.cycles.sample_as_light = False
flame_obj = s.lathe(scene, "flame", [(0, 0.0), (0.004, 0.006), (0.0035, 0.014), (0, 0.026)], flame, (-0.13, -0.06, 0.106), segments=16)
candle = s.point_light(scene, "candle light", (-0.13, -0.06, 0.125), 7.0, (1.0, 0.6, 0.28), radius=0.01)

# ---- the cone stood in a steel tumbler, the tub beside
s.lathe(scene, "tumbler", [(0, 0), (0.03, 0), (0.035, 0.09), (0.036, 0.092), (0.034, 0.092), (0.029, 0.004), (0, 0.004)], steel, (0.05, 0.05, 0.0), segments=48)
lazza_cone(scene, m, (0.05, 0.05, 0.03))
s.lathe(scene, "tub", [(0, 0), (0.042, 0), (0.05, 0.09), (0, 0.09)], m.tub, (0.2, 0.22, 0.0))
lid = s.lathe(scene, "lid", [(0, 0.09), (0.051, 0.09), (0.051, 0.096), (0, 0.096)], m.lid, (0.2, 0.22, 0.0))
uv = lid.data.uv_layers["UVMap"]
for loop in lid.data.loops:
    co = lid.data.vertices[loop.vertex_index].co
    uv.data[loop.index].uv = (co.x / 0.102 + 0.5, co.y / 0.102 + 0.5)

# ---- a phone lying face up, its torch off, and the dusk's faint fill through the window
screen = s.glossy("phone glass", (0.01, 0.012, 0.015), roughness=(0.02, 0.08), coat=1.0)
phone = s.box(scene, "phone", (0.075, 0.155, 0.009), screen, (0.3, -0.02, 0.0), edge=0.004)
phone.rotation_euler = (0, 0, math.radians(-20))
s.area_light(scene, "dusk fill", (0, 1.5, 0.5), (0, 0, 0.1), 0.9, 4, (0.45, 0.6, 1.0))
s.plain_world(scene, (0.02, 0.025, 0.04), 0.2)
scene.view_settings.exposure = 0.6

if a.animate:
    # the moving version, the power cut's first shot: the camera creeping in towards the cone on
    # a slow dolly while the candle flickers (the flame stretches and leans, its light and the
    # shadows it throws breathe with it), 36 frames at 15 fps
    FRAMES = 36
    cam = s.camera(scene, (0.12, -0.62, 0.2), (0.02, 0.2, 0.13), lens=50, fstop=2.0, focus=(0.05, 0.05, 0.12))
    s.key_linear(cam, ((1, (0.13, -0.7, 0.21)), (FRAMES, (0.12, -0.6, 0.2))), path="location", interpolation="BEZIER")
    s.wobble(flame_obj, "scale", 0.7, 2.5, phase=1.0, index=2)
    s.wobble(flame_obj, "rotation_euler", 0.4, 4, phase=2.0, index=0)
    s.wobble(candle, "location", 0.004, 3, phase=4.0)
    s.wobble(candle.data, "energy", 9.0, 2.5, phase=5.0)
    s.wobble(flame.node_tree.nodes["Emission"].inputs["Strength"], "default_value", 70.0, 2.5, phase=5.0)
    s.animate(scene, a.out, FRAMES, 1280, 720, 32, preview=a.preview)  # the scoops and the wax scatter light: 16 is speckled
else:
    s.camera(scene, (0.12, -0.62, 0.2), (0.02, 0.2, 0.13), lens=50, fstop=2.0, focus=(0.05, 0.05, 0.12))
    s.save(scene)
