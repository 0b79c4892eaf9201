"""Digital marketing (Kadal's own service page): the monthly report, shown to the client. A laptop
open on the meeting table in Kadal's studio at ten in the morning, Aptayu's November dashboard on
its screen (enquiries up 32 %, cost per enquiry down 18 %, enquiries by day and by channel, the
searches that brought them); beside it the client's kumkumadi carton and an open jar of its balm,
a notebook with a pencil. Soft morning light from the window on the right, the studio's white wall
and a shelf soft behind. A 50 mm lens at f/5.6 from a seat to the left, focused on the figures.

    npx tsx tools/render/brands/kadal/screens.ts
    bash tools/render/render.sh kadal/report --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402
from mathutils import Euler, Matrix, Vector  # noqa: E402

import devices as d  # noqa: E402
import studio as s  # noqa: E402
from packs import AptayuMaterials, aptayu_carton, aptayu_jar  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 24, seed=53)
rng = s.RNG(1000)

# ---- the studio: a pale oak meeting table, a white wall, a shelf with books behind
oak = s.wood("oak", s.rgb("#c9a57a"), s.rgb("#9a744c"), scale=(1.2, 30, 30), rings=5, roughness=(0.35, 0.55))
s.box(scene, "table", (1.6, 0.9, 0.035), oak, (0.05, 0.1, -0.035), edge=0.004)
white = s.matte("wall", s.rgb("#ece9e2"), roughness=(0.8, 0.95), bump=0.1, scale=5)
s.box(scene, "wall", (4.0, 0.1, 3.0), white, (0.0, 1.5, -0.8))
shelf = s.wood("shelf", s.rgb("#6b4a30"), s.rgb("#3e2a1a"), scale=(1.2, 14, 14), rings=3)
s.box(scene, "shelf", (1.6, 0.25, 0.025), shelf, (0.1, 1.32, 0.06))
spines = [s.rgb(h) for h in ("#1f2a4d", "#a9582f", "#e8d9b8", "#56643a", "#3b1d14", "#ff6f91", "#2e3d38", "#c9a24a")]
x = -0.6
for i in range(26):
    w = rng.uniform(0.02, 0.045)
    h = rng.uniform(0.18, 0.27)
    book = s.matte(f"spine {i}", rng.choice(spines), roughness=(0.5, 0.7), bump=0.05)
    s.box(scene, f"book {i}", (w, 0.17, h), book, (x + w / 2, 1.32, 0.085), rotation=(0, 0, 0), edge=0.002)
    x += w + 0.003
    if rng.random() < 0.12:
        x += 0.08
s.sky(scene, elevation=30, azimuth=80, strength=0.35, dust=1.0)

# ---- the laptop with the report, the client's pack, the notebook
screen = s.texture("kadal", "report")
d.laptop(scene, "laptop", screen, (0.0, 0.0, 0.0), turn=-3, open_deg=106, strength=1.5, shell=(0.3, 0.31, 0.33), gamma=1.35)
m = AptayuMaterials()
aptayu_carton(scene, m, "carton-kumkumadi", (0.26, -0.03, 0.0), turn=-28, name="carton")
aptayu_jar(scene, m, (0.2, -0.15, 0.0), turn=-20, name="jar", open_lid=(0.31, -0.1, 0))
paper = s.matte("notebook paper", s.rgb("#f1ece0"), roughness=(0.75, 0.9), bump=0.2, scale=800)
cover = s.matte("notebook cover", s.rgb("#2b2b2b"), roughness=(0.5, 0.7), bump=0.1)
s.box(scene, "notebook", (0.148, 0.21, 0.009), paper, (-0.3, -0.08, 0.0), rotation=(0, 0, math.radians(12)), edge=0.002)
s.box(scene, "notebook cover", (0.152, 0.214, 0.0012), cover, (-0.3, -0.08, -0.0002), rotation=(0, 0, math.radians(12)), edge=0.0005)
graphite = s.matte("pencil", s.rgb("#d9a82a"), roughness=(0.3, 0.4), bump=0.0)
pencil = s.lathe(scene, "pencil", [(0, 0), (0.0035, 0.018), (0.0036, 0.17), (0, 0.171)], graphite, (0, 0, 0), segments=6)
pencil.rotation_euler = (0, math.radians(90), math.radians(-70))
pencil.location = (-0.32, -0.06, 0.0125)

# ---- morning light: the window on the right (its sky and a soft sun), the room's bounce
s.sun(scene, elevation=28, azimuth=75, strength=1.6, colour=(1.0, 0.94, 0.85), angle=6)
s.area_light(scene, "window", (1.0, 0.0, 0.5), (0.0, 0.0, 0.1), 1.6, 30, (0.92, 0.96, 1.0), 1.0)
s.area_light(scene, "room bounce", (-0.6, -1.2, 0.7), (0.0, 0.1, 0.1), 1.2, 6, (1.0, 0.96, 0.9))

# the camera: a seat to the laptop's left front, looking at the figures
ang = math.radians(180 - 106)
hinge = Vector((0.0, 0.221 / 2 - 0.004, 0.0135))
up = Vector((0.0, math.cos(ang), math.sin(ang)))
normal = Vector((0.0, -math.sin(ang), math.cos(ang)))
centre = hinge + up * (0.221 / 2 + 0.008)
ad = centre + up * 0.035 + Vector((-0.04, 0, 0))
view = normal.copy()
view.rotate(Euler((0, 0, math.radians(-16))))
eye = centre + view * 0.9
# the laptop is turned -3°: turn the view with it
rot = Matrix.Rotation(math.radians(-3), 3, "Z")
scene.view_settings.exposure = 0.0
s.camera(scene, tuple(rot @ eye), tuple(rot @ (centre + Vector((0.085, -0.05, -0.06)))), lens=50, fstop=5.6, focus=tuple(rot @ ad))
s.save(scene)
