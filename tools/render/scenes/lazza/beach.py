"""The beach at five: a Lazza cone held up against the sun going down over the sea at Kozhikode
beach, in the hand of whoever bought it (the shot they would take themselves): the fingers round
the printed sleeve, the thumb across it, the scoops lit from behind; the beach, the waterline and a
family walking it soft beyond. A 40 mm lens at f/2 from the eater's eye, focused on the cone.

    bash tools/render/render.sh lazza/beach --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/lazza/beach.py \
      -- --animate --out tools/render/.cache/renders/lazza/beach-lift/   # the moving version's frames
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # the water and the walkers

import hotel as h  # noqa: E402
import studio as s  # noqa: E402
from packs import LazzaMaterials, lazza_cone  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 32, seed=19)
m = LazzaMaterials()

# ---- dry sand to the waterline 6 m out, damp sand, then the sea
sand, nt, bsdf, coords = s._material("sand")
bsdf.inputs["Base Color"].default_value = (*s.rgb("#b89a72"), 1)
bsdf.inputs["Roughness"].default_value = 0.9
mapping = nt.nodes.new("ShaderNodeMapping")
mapping.inputs["Scale"].default_value = (3.0, 12.0, 1.0)
nt.links.new(coords.outputs["Object"], mapping.inputs["Vector"])
ripples = nt.nodes.new("ShaderNodeTexNoise")
ripples.inputs["Scale"].default_value = 3.0
ripples.inputs["Detail"].default_value = 6
nt.links.new(mapping.outputs["Vector"], ripples.inputs["Vector"])
nt.links.new(s._bump(nt, ripples.outputs["Fac"], 0.6, 0.006), bsdf.inputs["Normal"])
s.box(scene, "sand", (40, 9, 0.1), sand, (0, 1.5, -0.1))
damp = s.glossy("damp sand", s.rgb("#6e573f"), roughness=(0.05, 0.25), bump=0.05, scale=2)
s.box(scene, "damp sand", (200, 20, 0.1), damp, (0, 16, -0.14))
sea = h.water("sea", s.rgb("#16303c"), ripple=1.0, scale=0.5, roughness=0.08)
s.box(scene, "sea", (900, 600, 0.1), sea, (0, 326, -0.17))

# ---- the cone, held up at arm's length; the hand round its sleeve
import bpy  # noqa: E402
import people as pp  # noqa: E402

CONE = (0.0, 0.0, 1.2)
ELBOW = (0.13, -0.32, -0.3)  # from the cone
SLEEVE_H = math.sqrt(0.1**2 - 0.027**2)  # as packs.lazza_cone: the sleeve's slant is 100 mm
before = set(bpy.data.objects)
lazza_cone(scene, m, CONE)
pp.hand(scene, "hand", lambda z: 0.0272 * min(z, SLEEVE_H) / SLEEVE_H + 0.0008, 0.083, CONE, pp.skin("hand skin", s.rgb("#8a5a3c")),
        forearm_to=ELBOW)
held = [obj for obj in bpy.data.objects if obj not in before]

# ---- a family walking the waterline, small against the sea
skin = s.matte("skin", s.rgb("#6e4630"), roughness=(0.45, 0.6))
for i, (x, y, cloth) in enumerate(((-5.5, 23.0, "#c8102e"), (-4.9, 23.3, "#f3ece0"), (-4.5, 23.1, "#2433a0"))):
    h.figure(scene, f"walker {i}", "stand", (x, y, -0.04), 90, skin, s.matte(f"walker cloth {i}", s.rgb(cloth), roughness=(0.8, 0.95)))

# ---- the sun low over the sea, ahead and to the right; a warm bounce off the sand
s.sky(scene, elevation=3, azimuth=20, strength=0.7, air=1.4, dust=4.0, ozone=2.0, sun_disc=True)
s.sun(scene, 3, 200, 2.5, (1.0, 0.66, 0.38), angle=1.0)  # the lamp's azimuth runs 180° from the sky's
s.area_light(scene, "sand bounce", (0.25, -0.55, 0.95), CONE, 0.8, 1.5, (1.0, 0.85, 0.7))
scene.view_settings.exposure = -0.8

s.camera(scene, (0.07, -0.5, 1.16), (0.0, 0.0, 1.27), lens=40, fstop=2.0, focus=(0.0, -0.02, 1.28))

if a.animate:
    # the moving version, the first shot of "the beach at five": the arm lifts the cone up into
    # the sun, swinging about the elbow from 22° lower, easing in and out over 2.4 s (36 frames)
    elbow = bpy.data.objects.new("elbow", None)
    scene.collection.objects.link(elbow)
    elbow.location = tuple(c + e for c, e in zip(CONE, ELBOW))
    bpy.context.view_layer.update()  # so its matrix_world is where it now stands
    for obj in held:
        if obj.parent is None:
            obj.parent = elbow
            obj.matrix_parent_inverse = elbow.matrix_world.inverted()
    s.key_linear(elbow, ((1, (math.radians(-22), 0, math.radians(6))), (36, (0, 0, 0))), interpolation="BEZIER")
    s.animate(scene, a.out, 36, 1280, 720, 16, preview=a.preview)
else:
    s.save(scene)
