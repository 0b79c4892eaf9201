"""Row with us: a chundan vallam (a Kerala snake boat) and its crew at full stroke on the backwater
just before sunset. The long black hull runs diagonally across the frame, its low bow coming
towards the camera on the left, the stern far off on the right rising high in a curve to its brass
finial; the rowers sit two abreast in vermilion vests and gold headbands knotted at the back, the
stroke running down the boat a beat late from pair to pair (paddles biting the water at the
bow, swung up and forward dripping further back); two helmsmen stand on the rising stern with long oars
down over the side, and the wake trails away astern. The sun is in the frame,
a few degrees over the palms of the far bank, so the crew are backlit silhouettes against the
glitter on the water, and the palms are dark shapes in the warm haze.
A 125 mm lens at f/2.8 from a country boat (2.2 m), focused on the nearest rowers.

    RENDER_NICE=0 bash tools/render/render.sh kadal/crew --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, os.path.join(HERE, "..", "grandkayal"))  # the water, the far bank, the figures

import bmesh  # noqa: E402
from mathutils import Vector  # noqa: E402

import crew as c  # noqa: E402
import hotel as h  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=83)
rng = s.RNG(1952)  # the first Nehru Trophy

SUN_ELEVATION, SUN_AZIMUTH = 2.6, 1.2  # degrees; azimuth from +Y towards -X is negative

# ---- materials
hull_black = s.glossy("hull", (0.008, 0.007, 0.006), roughness=(0.3, 0.5), bump=0.04, scale=6)
hull_black.node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.25
brass = s.glossy("brass", s.rgb("#c8932e"), roughness=(0.12, 0.25), metallic=1.0)
skin = s.matte("skin", s.rgb("#4a2a1a"), roughness=(0.4, 0.55), bump=0.03)
hair = s.matte("hair", (0.012, 0.01, 0.009), roughness=(0.55, 0.75), bump=0.2, scale=300)
vest = s.matte("vests", s.rgb("#c8381a"), roughness=(0.35, 0.5), bump=0.1, scale=120)  # a satin jersey
vest.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 1.0
mundu = s.matte("mundu", s.rgb("#e6dfcc"), roughness=(0.7, 0.9), bump=0.1, scale=120)
mundu.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.8
band = s.matte("headbands", s.rgb("#e3a51e"), roughness=(0.35, 0.5), bump=0.05, scale=200)
band.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.5
c.backlit_cloth(vest, 0.3)
c.backlit_cloth(band, 0.12)  # a glowing band reads as a hat's
wet_wood = s.glossy("paddles", s.rgb("#3b2616"), roughness=(0.18, 0.35), bump=0.03, scale=20)
spray = c.white_water("spray")
backwater = h.water("backwater", s.rgb("#10150f"), ripple=0.8, scale=1.2, roughness=0.05)
haze_colour = (1.0, 0.62, 0.34)
bank = c.hazed("far bank", (0.01, 0.012, 0.008), haze_colour, 0.3, 1.6)
frond = c.hazed("far palms", (0.01, 0.013, 0.008), haze_colour, 0.3, 1.6)
near_frond = c.hazed("near palms", (0.008, 0.01, 0.006), haze_colour, 0.22, 1.6)

# ---- the boat: bow towards the camera on the left, the stern far off to the right
BOAT_AT, BOAT_TURN = (0.0, 45.0, 0.0), 254.0
cos_t, sin_t = math.cos(math.radians(BOAT_TURN)), math.sin(math.radians(BOAT_TURN))


def world(x, y, z):
    """A point in the boat's frame (bow +X, port +Y) in the world's."""
    return (BOAT_AT[0] + x * cos_t - y * sin_t, BOAT_AT[1] + x * sin_t + y * cos_t, BOAT_AT[2] + z)


boat = c.Boat(length=34.0, beam=1.45, freeboard=0.4, draught=0.3, tail=0.19, stern_height=4.4)
boat.build(scene, "vallam", hull_black, brass, BOAT_AT, BOAT_TURN)

rows = 32
x_first, x_last = 12.9, -9.6  # the bow's rower to the last before the tail
materials = {"skin": skin, "hair": hair, "vest": vest, "lower": mundu, "band": band, "paddle": wet_wood, "spray": spray}
for i in range(rows):
    x = x_first + (x_last - x_first) * i / (rows - 1)
    hb = boat.half_width(x)
    # one small mesh per pair and material: bmesh operators on one big mesh grow quadratically
    parts = {k: bmesh.new() for k in materials}
    # the stroke runs down the boat a beat late from pair to pair (the song sets it at the bow)
    phase = (0.1 + 0.026 * i + rng.uniform(-0.02, 0.02)) % 1.0
    for side in (1, -1):
        at, tip = c.rower(parts, rng, x, side * min(0.33, hb * 0.5), boat.freeboard - 0.2, hb, phase=(phase + rng.uniform(-0.05, 0.05)) % 1.0)
        if at is not None:
            c.splash(parts["spray"], rng, at, back=(-1, 0.25 * side), size=rng.uniform(1.5, 2.1))
        else:
            c.drips(parts["spray"], rng, tip)
    for name, mat in materials.items():
        c._mesh(scene, f"pair {i} {name}", parts[name], mat, BOAT_AT, BOAT_TURN)

# the helmsmen stand on the rising tail, a lungi to the ankles, each with a long oar down over
# the side
lungi = s.matte("lungi", s.rgb("#4a3f3a"), roughness=(0.7, 0.9), bump=0.1, scale=120)
stations = boat.stations()
oar, oar_foam, wraps = bmesh.new(), bmesh.new(), bmesh.new()
for k, x in enumerate((-11.6, -13.2)):
    top = max(st[1] for st in stations if abs(st[0] - x) < 0.25)
    z0 = top - 0.12
    h.figure(scene, f"helmsman {k}", "pole", world(x, 0.0, z0), BOAT_TURN - 90, skin, vest, lungi)
    h._limb(wraps, Vector((x, 0.0, z0 + 0.98)), Vector((x + 0.03, 0.0, z0 + 0.12)), 0.17, 0.2, 14)
    grip = Vector((x + 0.4, 0.05, z0 + 1.62))  # just above his hands at chest height
    blade = Vector((x - 1.3 + 0.5 * k, 1.5 - 0.2 * k, -0.6))
    h._limb(oar, grip, blade, 0.04, 0.045, 8)
    c._oriented_blob(oar, grip + (blade - grip) * 0.9, blade - grip, (0, 0, 1), (0.025, 0.18, 0.5), 8, 8)
    c.splash(oar_foam, rng, grip + (blade - grip) * (grip.z / (grip.z - blade.z)), back=(-1, 0.2), size=1.6)
c._mesh(scene, "helmsmen's lungis", wraps, lungi, BOAT_AT, BOAT_TURN)
c._mesh(scene, "steering oars", oar, wet_wood, BOAT_AT, BOAT_TURN)
c._mesh(scene, "oar foam", oar_foam, spray, BOAT_AT, BOAT_TURN)

# ---- the water the boat disturbs: a band of chop along both sides where sixty paddles stir it
# (the mirror broken), foam in it, and the same chop spreading astern as the wake
chop = c.stirred("chop", h.water("chop", s.rgb("#10150f"), ripple=2.5, scale=9.0, roughness=0.08), reach=3.4)
churn = c.foam("churn", scale=3.0, coverage=0.47, stretch=(0.6, 3.0, 1.0))
for side in (1, -1):
    for mat, width, lift in ((chop, 3.2, 0.004), (churn, 0.9, 0.01)):
        strip = [(x, side * (boat.half_width(x) + 0.02), lift) for x in (16.0, 13.0, -10.0, -13.5)]
        strip += [(-40.0, side * (width + 4.0), lift), (-13.5, side * width, lift)]
        strip += [(x, side * (boat.half_width(x) + width * (0.4 if x > 13 else 1.0)), lift) for x in (-10.0, 13.0, 16.0)]
        bm = bmesh.new()
        vs = [bm.verts.new(p) for p in strip]
        bm.faces.new(vs if side > 0 else list(reversed(vs)))
        h._mesh(scene, f"{mat.name} {side}", bm, mat, BOAT_AT, (0, 0, math.radians(BOAT_TURN)))

bow_wave = c.foam("bow wave", scale=4.0, coverage=0.5, fade=9.0, stretch=(0.3, 4.0, 1.0))
for side in (1, -1):
    bm = bmesh.new()
    spread = math.radians(13) * side
    pts = [(0, 0), (10 * math.cos(spread), 10 * math.sin(spread) + side * 0.25), (10 * math.cos(spread), 10 * math.sin(spread) + side * 0.9), (0, side * 0.18)]
    vs = [bm.verts.new((px, py, 0.012)) for px, py in pts]
    bm.faces.new(vs if side > 0 else list(reversed(vs)))
    bx_, by_, _ = world(16.6, 0.0, 0.0)
    h._mesh(scene, f"bow wave {side}", bm, bow_wave, (bx_, by_, 0.0), (0, 0, math.radians(BOAT_TURN + 180)))

# ---- the backwater, the far bank with its palms 620 m off, a nearer spit of palms on the left
s.box(scene, "backwater", (3000, 3000, 0.1), backwater, (0, 0, -0.1))
h.far_bank(scene, 620.0, -500, 500, rng, bank, frond, count=0)  # the bank; its palms below, fuller
for i in range(70):
    x = -500 + 1000 * (i + rng.uniform(0.1, 0.9)) / 70
    p.palm(scene, f"palm {i}", (x, 620 + rng.uniform(1, 9), 0.5), rng.uniform(9, 18), (rng.uniform(-2.5, 2.5), rng.uniform(-1, 1)), rng, frond, fronds=26, frond_length=5.0)
back_frond = c.hazed("back palms", (0.01, 0.013, 0.008), haze_colour, 0.42, 1.6)
for i in range(60):
    x = -420 + 840 * (i + rng.uniform(0.0, 1.0)) / 60
    p.palm(scene, f"back palm {i}", (x, 660 + rng.uniform(0, 30), 0.5), rng.uniform(9, 18), (rng.uniform(-3, 3), rng.uniform(-1, 1)), rng, back_frond, fronds=24, frond_length=5.2)
for i in range(9):  # a spit of land closer in on the left, less haze (outside this framing)
    x = -150 + i * 7 + rng.uniform(-2, 2)
    p.palm(scene, f"spit palm {i}", (x, 330 + rng.uniform(-6, 6), 0.3), rng.uniform(13, 18), (rng.uniform(-2, 2), rng.uniform(-1, 1)), rng, near_frond, fronds=14, frond_length=4.8)
# low trees and scrub along both banks: a dark band under the palms
scrub = bmesh.new()
crest = 8.0
for i in range(900):  # the crowns of low trees: round clumps whose tops wander gently along the bank
    if i % 60 == 0 and i:  # a fresh mesh now and then: bmesh operators slow down as one grows
        h._mesh(scene, f"far scrub {i}", scrub, bank)
        scrub = bmesh.new()
    x = -500 + i * 1.12 + rng.uniform(-1.0, 1.0)
    crest = min(12.0, max(6.0, crest + rng.uniform(-0.45, 0.45)))
    r = rng.uniform(2.0, 4.0)
    h._blob(scrub, (x, 628 + rng.uniform(-4, 6), crest - r * 0.8 + rng.uniform(-0.6, 0.3)), (r * 1.3, 2.5, r * 0.8), 10, 6)
s.box(scene, "bank trees", (1000, 8, 6.0), bank, (0, 632, 0.0))
h._mesh(scene, "far scrub", scrub, bank)
scrub = bmesh.new()
for i in range(18):
    x = -165 + i * 5 + rng.uniform(-1.5, 1.5)
    h._blob(scrub, (x, 338 + rng.uniform(-3, 3), rng.uniform(0.3, 1.0)), (rng.uniform(3, 6), 3, rng.uniform(2, 4.5)), 10, 6)
h._mesh(scene, "spit scrub", scrub, near_frond)
s.box(scene, "spit", (90, 20, 1.0), c.hazed("spit ground", (0.01, 0.012, 0.008), haze_colour, 0.25, 1.6), (-120, 330, -0.5))

# ---- the sun ahead, 2.6° up, just right of the middle; warm haze from the Nishita sky's dust
s.sky(scene, elevation=SUN_ELEVATION, azimuth=-SUN_AZIMUTH, strength=0.35, air=1.5, dust=2.5, ozone=2.0, sun_disc=False)
world_nt = scene.world.node_tree
fill = world_nt.nodes.new("ShaderNodeLightPath")
# diffuse light from the east (behind the camera, -Y) at under half, from the west in full
sky_dir = world_nt.nodes.new("ShaderNodeTexCoord")
sky_y = world_nt.nodes.new("ShaderNodeSeparateXYZ")
world_nt.links.new(sky_dir.outputs["Generated"], sky_y.inputs["Vector"])
westward = world_nt.nodes.new("ShaderNodeMapRange")
westward.inputs["From Min"].default_value = -0.3
westward.inputs["From Max"].default_value = 0.7
westward.inputs["To Min"].default_value = 0.45
westward.inputs["To Max"].default_value = 1.0
world_nt.links.new(sky_y.outputs["Y"], westward.inputs["Value"])
dim = world_nt.nodes.new("ShaderNodeMix")
dim.data_type = "FLOAT"
dim.inputs["A"].default_value = 1.0
world_nt.links.new(fill.outputs["Is Diffuse Ray"], dim.inputs["Factor"])
world_nt.links.new(westward.outputs["Result"], dim.inputs["B"])
strength = world_nt.nodes.new("ShaderNodeMath")
strength.operation = "MULTIPLY"
strength.inputs[1].default_value = 0.35
world_nt.links.new(dim.outputs["Result"], strength.inputs[0])
world_nt.links.new(strength.outputs[0], world_nt.nodes["Background"].inputs["Strength"])
s.sun(scene, SUN_ELEVATION, 180 - SUN_AZIMUTH, 5.0, (1.0, 0.52, 0.24), angle=0.55)
# the sun's disc itself, seen by the camera only (the lamp lights the scene and makes the glitter)
disc_at = 3000.0
el, az = math.radians(SUN_ELEVATION), math.radians(SUN_AZIMUTH)
sun_dir = Vector((math.cos(el) * math.sin(az), math.cos(el) * math.cos(az), math.sin(el)))
disc = s.lathe(scene, "sun disc", [(math.sin(math.pi * k / 16), -math.cos(math.pi * k / 16)) for k in range(17)], s.emission("sun", (1.0, 0.66, 0.36), 60.0), segments=32)
disc.scale = (disc_at * math.tan(math.radians(0.27)),) * 3
disc.location = Vector((0, 0, 2.2)) + sun_dir * disc_at
# the glow a lens sees round the sun: a flat disc facing the camera, adding light that falls off
glow, nt = s.bare_material("sun glow")
coords = nt.nodes.new("ShaderNodeTexCoord")
grad = nt.nodes.new("ShaderNodeTexGradient")
grad.gradient_type = "SPHERICAL"
nt.links.new(coords.outputs["Object"], grad.inputs["Vector"])
power = nt.nodes.new("ShaderNodeMath")
power.operation = "POWER"
power.inputs[1].default_value = 3.0
nt.links.new(grad.outputs["Fac"], power.inputs[0])
em = nt.nodes.new("ShaderNodeEmission")
em.inputs["Color"].default_value = (1.0, 0.6, 0.3, 1)
scale_glow = nt.nodes.new("ShaderNodeMath")
scale_glow.operation = "MULTIPLY"
scale_glow.inputs[1].default_value = 4.0
nt.links.new(power.outputs[0], scale_glow.inputs[0])
nt.links.new(scale_glow.outputs[0], em.inputs["Strength"])
add = nt.nodes.new("ShaderNodeAddShader")
nt.links.new(em.outputs["Emission"], add.inputs[0])
nt.links.new(nt.nodes.new("ShaderNodeBsdfTransparent").outputs["BSDF"], add.inputs[1])
nt.links.new(add.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
glow.cycles.sample_as_light = False
glow.blend_method = "BLEND"
bm = bmesh.new()
bmesh.ops.create_circle(bm, cap_ends=True, segments=48, radius=1.0)
halo = h._mesh(scene, "sun glow", bm, glow, tuple(Vector((0, 0, 2.2)) + sun_dir * (disc_at * 0.9)))
halo.scale = (disc_at * 0.9 * math.tan(math.radians(4.0)),) * 3
halo.rotation_euler = (-sun_dir).to_track_quat("-Z", "Y").to_euler()
for obj in (disc, halo):
    obj.data.materials[0].cycles.sample_as_light = False
    for ray in ("diffuse", "glossy", "transmission", "volume_scatter", "shadow"):
        setattr(obj, f"visible_{ray}", False)
scene.view_settings.exposure = -2.9

CAM = (0.0, 0.0, 2.2)  # standing in a country boat
aim = (math.tan(math.radians(-1.6)) * 45.0, 45.0, 2.2 + math.tan(math.radians(-1.4)) * 45.0)
cam = s.camera(scene, CAM, aim, lens=125, fstop=2.8, focus=world(12.0, 0.3, 1.0))
cam.data.clip_end = 5000.0
s.save(scene)
