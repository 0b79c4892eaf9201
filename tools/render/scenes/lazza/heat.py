"""'Lick the heat' at the parlour counter on a hot afternoon: the day's heat card (38°, the
second scoop on the heat) in its acrylic stand on the marble, a customer's phone lying open on
the campaign page with the reading and the melt wall, a staff badge asking "how hot is it?", and
a cone melting in its stand; the pistachio tiles and the pendant bulbs soft behind. A 50 mm lens
at f/2.8 from a customer's eye at the counter.

Used in the Lazza campaign study's gallery.

    npx tsx tools/render/brands/make-brands.ts
    bash tools/render/render.sh lazza/heat --denoise=4
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import devices as d  # noqa: E402
import parlour  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 96, seed=211)
rng = s.RNG(417)
m = LazzaMaterials()

parlour.counter(scene)
parlour.tile_wall(scene, upright=True)
parlour.bulbs(scene, [(-0.55, 0.42), (-0.15, 0.46), (0.3, 0.4), (0.7, 0.44)])

# ---- the heat card, A5 upright in a clear acrylic stand, turned a little to the customer
card = s.printed("heat card", s.texture("lazza", "heat-card"), roughness=(0.3, 0.45), bump=0.05, fibre=900, coat=0.3)
acrylic = p.thin_glass("acrylic", tint=(0.96, 0.98, 0.98), roughness=0.01, dirt=0.15)
stand = s.box(scene, "stand base", (0.17, 0.07, 0.006), acrylic, (0, 0, 0), edge=0.002)
face = p.plane(scene, "heat card face", 0.148, 0.21, card, (0, 0.0, 0.008))
face.rotation_euler = (math.radians(-12), 0, 0)
front = p.plane(scene, "stand front", 0.156, 0.215, acrylic, (0, -0.004, 0.006))
front.rotation_euler = (math.radians(-12), 0, 0)
holder = bpy.data.objects.new("heat card", None)
scene.collection.objects.link(holder)
for obj in (stand, face, front):
    obj.parent = holder
holder.location = (-0.13, 0.13, 0.0)
holder.rotation_euler = (0, 0, math.radians(14))

# ---- the customer's phone on the counter, open on the campaign page
d.phone(scene, "phone", s.texture("lazza", "heat-page"), (0.03, -0.07, 0.0), turn=-22, strength=1.2, frame=(0.85, 0.8, 0.74), gamma=1.2)

# ---- the staff badge, a 58 mm pin, lying face up by the phone
badge_art = s.printed("badge", s.texture("lazza", "badge"), roughness=(0.08, 0.15), bump=0.0, coat=1.0)
badge = s.lathe(scene, "badge", [(0.0, 0.0), (0.029, 0.0), (0.029, 0.003), (0.027, 0.006), (0.0, 0.0065)], badge_art, (0.15, -0.1, 0.0), segments=64)
# its art faces up: map the top cap's UVs from x and y, not round the lathe
uv = badge.data.uv_layers["UVMap"]
for loop in badge.data.loops:
    co = badge.data.vertices[loop.vertex_index].co
    uv.data[loop.index].uv = (co.x / 0.058 + 0.5, co.y / 0.058 + 0.5)

# ---- a cone in its stand beside the card, melting: drips down the sleeve
steel = s.glossy("steel", (0.8, 0.8, 0.8), roughness=(0.15, 0.3), metallic=1.0, bump=0.02, scale=60)
CX, CY = 0.07, 0.17
s.lathe(scene, "stand base", [(0, 0), (0.045, 0), (0.045, 0.004), (0.0, 0.005)], steel, (CX, CY, 0))
s.lathe(scene, "stand post", [(0.004, 0.004), (0.004, 0.036)], steel, (CX + 0.03, CY + 0.012, 0), caps=False)
s.box(scene, "stand arm", (0.028, 0.004, 0.003), steel, (CX + 0.018, CY + 0.006, 0.033), rotation=(0, 0, 0.38))
s.lathe(scene, "stand ring", [(0.0088, 0.033), (0.0108, 0.033), (0.0108, 0.036), (0.0088, 0.036), (0.0088, 0.033)], steel, (CX, CY, 0), caps=False)
lazza_cone(scene, m, (CX, CY, 0.006))
melt = s.glossy("melt", s.rgb("#f6e7cf"), roughness=(0.15, 0.3), bump=0.05, scale=40)
for k, (ang, length) in enumerate(((20, 0.035), (110, 0.05), (200, 0.028))):
    a0 = math.radians(ang)
    x, y = CX + 0.026 * math.cos(a0), CY + 0.026 * math.sin(a0)
    p._wire(scene, f"drip {k}", [(x, y, 0.102), (x * 0.995 + CX * 0.005, y, 0.102 - length)], melt, 0.0028)
# a puddle of melt on the marble under the stand
s.lathe(scene, "puddle", [(0.0, 0.0), (0.03, 0.0), (0.028, 0.0012), (0.0, 0.0016)], melt, (CX + 0.035, CY - 0.03, 0.0), segments=40)

s.sky(scene, elevation=35, strength=0.05)
s.area_light(scene, "window", (-0.9, -0.7, 0.8), (0, 0.05, 0.05), 1.0, 60, (1.0, 0.93, 0.82))
s.area_light(scene, "fill", (0.8, -0.8, 0.4), (0, 0.05, 0.05), 0.8, 14, (0.9, 0.95, 1.0))
scene.view_settings.exposure = -0.9

s.camera(scene, (0.07, -0.64, 0.24), (0.0, 0.1, 0.11), lens=50, fstop=2.8, focus=(0.0, 0.02, 0.05))
s.save(scene)
