"""The video editor's desk (the opening on /careers): a laptop in Kadal's edit corner after dark,
Hama's brand film on its timeline (the train, the hostel, the ferry) and the hostel shot in its
viewer; a steel tumbler of chai in its dabarah beside it, a drive and its cable. The screen and a warm desk lamp out of frame on the left are the only lights; the
studio's wall falls dark behind. A 50 mm lens at f/2.8 from a seat to the laptop's left front,
focused on the viewer.

    npx tsx tools/render/brands/kadal/screens.ts edit
    bash tools/render/render.sh kadal/edit --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

from mathutils import Euler, Matrix, Vector  # noqa: E402

import devices as d  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 48, seed=61)

# ---- the edit corner: a walnut desk, a dark wall with felt panels
walnut = s.wood("walnut", s.rgb("#5a3b26"), s.rgb("#2e1d12"), scale=(1.2, 30, 30), rings=5, roughness=(0.3, 0.5))
s.box(scene, "desk", (1.6, 0.9, 0.035), walnut, (0.05, 0.1, -0.035), edge=0.004)
wall = s.matte("wall", s.rgb("#3a3d40"), roughness=(0.8, 0.95), bump=0.1, scale=5)
s.box(scene, "wall", (4.0, 0.1, 3.0), wall, (0.0, 1.0, -0.8))
felt = s.matte("felt panels", s.rgb("#4b5a63"), roughness=(0.9, 1.0), bump=0.6, scale=300)
for i, x in enumerate((-0.62, -0.1, 0.42)):
    s.box(scene, f"felt panel {i}", (0.48, 0.04, 0.6), felt, (x, 0.93, 0.12), edge=0.01)

# ---- the laptop with the edit, the headphones, the chai, the drive
d.laptop(scene, "laptop", s.texture("kadal", "edit"), (0.0, 0.0, 0.0), turn=-3, open_deg=106, strength=1.2, shell=(0.3, 0.31, 0.33), gamma=1.2)
steel = s.glossy("steel", (0.72, 0.72, 0.71), roughness=(0.12, 0.25), metallic=1.0, bump=0.05, scale=40)
tea = s.glossy("chai", s.rgb("#b07a4a"), roughness=(0.05, 0.12), bump=0.1, scale=60)
p.tumbler_and_dabarah(scene, "chai", (-0.27, 0.02, 0.0), steel, tea)
drive = s.glossy("drive", s.rgb("#2c2f33"), roughness=(0.3, 0.45), bump=0.03)
s.box(scene, "drive", (0.08, 0.12, 0.016), drive, (0.3, 0.12, 0.0), rotation=(0, 0, math.radians(14)), edge=0.004)
p._wire(scene, "drive cable", [(0.29, 0.06, 0.008), (0.26, 0.0, 0.004), (0.2, 0.02, 0.003), (0.17, 0.05, 0.006)], drive, 0.0025)

# ---- after dark: the screen, a warm lamp out of frame on the left, a little bounce
s.area_light(scene, "desk lamp", (-0.7, -0.2, 0.55), (-0.1, 0.0, 0.0), 0.3, 14, (1.0, 0.78, 0.52))
s.area_light(scene, "room bounce", (0.6, -1.2, 0.7), (0.0, 0.1, 0.1), 1.2, 2, (0.9, 0.94, 1.0))
s.plain_world(scene, (0.02, 0.022, 0.026), 0.3)
scene.view_settings.exposure = 0.3

# the camera: a seat to the laptop's left front, looking at the viewer (report.py's framing)
ang = math.radians(180 - 106)
hinge = Vector((0.0, 0.221 / 2 - 0.004, 0.0135))
up = Vector((0.0, math.cos(ang), math.sin(ang)))
normal = Vector((0.0, -math.sin(ang), math.cos(ang)))
centre = hinge + up * (0.221 / 2 + 0.008)
view = normal.copy()
view.rotate(Euler((0, 0, math.radians(-22))))
eye = centre + view * 0.95
rot = Matrix.Rotation(math.radians(-3), 3, "Z")
s.camera(scene, tuple(rot @ eye), tuple(rot @ (centre + Vector((0.02, -0.05, -0.07)))), lens=50, fstop=2.8, focus=tuple(rot @ (centre + up * 0.03)))
s.save(scene)
