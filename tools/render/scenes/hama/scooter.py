"""The monsoon commute: Hama's backpack in its yellow rain cover on the footboard of a parked
scooter, a helmet on the seat, outside a tea shop on a Kochi road in the evening rain, the shop's
tube light and the traffic's lights out of focus behind the falling rain. A 50 mm lens at f/2 from
a crouch, focused on the bag.

Used for Hama's "monsoon commute" and "rain cover" films, the rain-test reel and the brand film
(tools/render/make-hama-films.sh); not shown as a picture (the scooter is a few soft shapes).

    bash tools/render/render.sh hama/scooter --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/hama/scooter.py \
      -- --animate --out tools/render/.cache/renders/hama/rain/   # the moving version's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402

import bags  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 96, seed=131)
rng = s.RNG(4417)
s.plain_world(scene, s.rgb("#1c2733"), 0.35)
scene.view_settings.exposure = 0.0

# ---- the road after an hour of rain, and the tea shop's verandah behind the scooter
road = p.asphalt("wet road", wet=0.75)
s.box(scene, "road", (60, 40, 0.02), road, (0, 10, -0.02))
plaster = s.matte("shop wall", s.rgb("#b9b08f"), roughness=(0.7, 0.9), bump=0.3, scale=3)
s.box(scene, "verandah step", (9, 1.2, 0.18), s.matte("step", s.rgb("#3a332f"), roughness=(0.1, 0.35), bump=0.2, scale=8), (-1.0, 4.2, 0))
s.box(scene, "shop wall left", (3.0, 0.25, 3.0), plaster, (-3.8, 5.4, 0))
s.box(scene, "shop wall right", (3.0, 0.25, 3.0), plaster, (2.2, 5.4, 0))
s.box(scene, "shop lintel", (3.0, 0.25, 0.7), plaster, (-0.8, 5.4, 2.3))
# inside the shop: the tube light's glow on a back wall, a glass jar counter as bright shapes
inside = s.emission("shop inside", (1.0, 0.86, 0.62), 0.5)
s.box(scene, "shop inside", (3.0, 0.1, 2.3), inside, (-0.8, 6.6, 0))
tube = s.emission("tube", (0.9, 0.97, 1.0), 12)
s.box(scene, "tube light", (1.2, 0.04, 0.04), tube, (-0.8, 5.2, 2.2))
jar_glass = p.thin_glass("jar glass")
for i in range(5):
    s.lathe(scene, f"jar {i}", [(0.0, 0), (0.1, 0), (0.11, 0.2), (0.07, 0.26), (0.0, 0.26)], jar_glass, (-1.8 + i * 0.4, 5.2, 0.95), segments=24)
s.box(scene, "counter", (2.4, 0.5, 0.95), s.matte("counter", s.rgb("#3d3b3a")), (-1.0, 5.1, 0))
# bare bulbs hung over the counter, and bunches of bananas hung from the lintel (warm discs and
# yellow shapes once the lens has blurred them)
bulb = s.emission("bulb", (1.0, 0.8, 0.5), 25)
for i, x in enumerate((-1.6, -0.2)):
    s.lathe(scene, f"bulb {i}", [(0, 0), (0.03, 0.01), (0.035, 0.04), (0.015, 0.07), (0, 0.07)], bulb, (x, 5.0, 1.95), segments=16)
banana = s.matte("banana", s.rgb("#c9a227"), roughness=(0.4, 0.6))
for i, x in enumerate((-2.0, -1.75, 0.2)):
    bunch, _ = bags._shell(scene, f"bananas {i}", 0.22, 0.2, 0.45, banana, dome=0.12, bulge=0.3, wrinkle=0.02, rings=10, around=16)
    bunch.location = (x, 4.85, 1.55)
# the verandah's sheet roof dripping at its edge
roof = s.box(scene, "roof", (9, 1.8, 0.05), s.matte("roof sheet", s.rgb("#6f6b62"), roughness=(0.3, 0.5)), (-1.0, 4.3, 2.9))
roof.rotation_euler = (math.radians(8), 0, 0)
s.area_light(scene, "shop spill", (-0.8, 4.6, 2.0), (-0.2, 0.4, 0.3), 2.6, 120, (1.0, 0.82, 0.58), size_y=1.0)

# far down the road: street lights and the traffic's lights, for bokeh
lamp = s.emission("sodium", (1.0, 0.72, 0.42), 40)
head = s.emission("headlight", (1.0, 0.96, 0.9), 60)
tail = s.emission("tail light", (1.0, 0.08, 0.04), 40)
for i in range(6):
    x = 6 + i * 7.0
    s.lathe(scene, f"lamp {i}", [(0, 0), (0.12, 0), (0.12, 0.06), (0, 0.06)], lamp, (x, 2.0 + i * 0.4, 5.6), segments=16)
for i, (x, y, m) in enumerate([(9, -1.0, head), (9.4, -1.0, head), (15, 0.2, tail), (15.6, 0.2, tail), (22, -1.4, head), (27, 0.6, tail), (-9, 1.0, tail), (-8.5, 1.0, tail)]):
    s.lathe(scene, f"traffic light {i}", [(0, 0), (0.07, 0), (0.07, 0.05), (0, 0.05)], m, (x, y, 0.8), segments=16, rotation=(math.radians(90), 0, 0))
s.area_light(scene, "sky", (2, -3, 6), (0, 1, 0), 6.0, 60, (0.55, 0.7, 0.95))

# ---- the scooter, parked along the road, its nose to the left (-X)
paint = s.glossy("scooter paint", s.rgb("#3e4a55"), roughness=(0.08, 0.18), coat=1.0, scale=8)
black = s.glossy("scooter plastic", s.rgb("#151515"), roughness=(0.4, 0.6), scale=12)
seat_m = s.glossy("seat vinyl", s.rgb("#111111"), roughness=(0.3, 0.5), bump=0.15, scale=60)
rubber = s.matte("tyre", s.rgb("#0e0e0e"), roughness=(0.5, 0.75), bump=0.3, scale=90)
chrome = s.glossy("chrome", (0.75, 0.75, 0.76), roughness=(0.05, 0.12), metallic=1.0)
SX, SY = 0.0, 1.5
parts = []
body, _ = bags._shell(scene, "rear body", 0.95, 0.34, 0.42, paint, dome=0.2, bulge=0.05, wrinkle=0.0, rings=20)
body.location = (0.42, 0, 0.34)
parts.append(body)
seat, _ = bags._shell(scene, "seat", 0.74, 0.3, 0.1, seat_m, dome=0.07, bulge=0.1, wrinkle=0.001, rings=12)
seat.location = (0.38, 0, 0.72)
parts.append(seat)
parts.append(s.box(scene, "footboard", (0.46, 0.34, 0.06), black, (-0.24, 0, 0.26), edge=0.02))
mat = s.matte("floor mat", s.rgb("#222222"), roughness=(0.6, 0.8), bump=0.6, scale=160)
parts.append(s.box(scene, "floor mat", (0.42, 0.3, 0.008), mat, (-0.24, 0, 0.32)))
apron, _ = bags._shell(scene, "apron", 0.05, 0.42, 0.74, paint, dome=0.04, bulge=0.0, wrinkle=0.0, rings=12)
apron.location = (-0.52, 0, 0.28)
apron.rotation_euler = (0, math.radians(-12), 0)
parts.append(apron)
parts.append(s.box(scene, "steering column", (0.06, 0.06, 0.35), black, (-0.62, 0, 0.98)))
bar = p._wire(scene, "handlebar", [(-0.64, -0.34, 1.28), (-0.62, -0.2, 1.3), (-0.62, 0.2, 1.3), (-0.64, 0.34, 1.28)], black, 0.014)
parts.append(bar)
for side in (-1, 1):
    parts.append(s.lathe(scene, f"grip {side}", [(0, 0), (0.018, 0), (0.018, 0.12), (0, 0.12)], rubber, (-0.64, side * 0.28, 1.28), segments=16, rotation=(math.radians(90 * side), 0, 0)))
    parts.append(p._wire(scene, f"mirror stem {side}", [(-0.62, side * 0.24, 1.3), (-0.6, side * 0.27, 1.48)], chrome, 0.005))
    mirror = s.lathe(scene, f"mirror {side}", [(0, 0), (0.06, 0), (0.06, 0.02), (0, 0.02)], black, (-0.6, side * 0.27, 1.5), segments=24, rotation=(0, math.radians(-80), 0))
    parts.append(mirror)
for x, name in ((0.78, "rear"), (-0.72, "front")):
    tyre = s.lathe(scene, f"{name} tyre", [(0.13, -0.05), (0.2, -0.052), (0.22, -0.03), (0.22, 0.03), (0.2, 0.052), (0.13, 0.05), (0.13, -0.05)], rubber, (x, 0, 0.22), segments=48, rotation=(math.radians(90), 0, 0))
    hub = s.lathe(scene, f"{name} hub", [(0, -0.04), (0.13, -0.04), (0.13, 0.04), (0, 0.04)], s.glossy("hub", (0.3, 0.3, 0.31), roughness=(0.2, 0.35), metallic=1.0), (x, 0, 0.22), segments=32, rotation=(math.radians(90), 0, 0))
    parts += [tyre, hub]
parts.append(s.box(scene, "tail light", (0.04, 0.2, 0.06), s.emission("tail lamp", (1.0, 0.05, 0.03), 12), (0.9, 0, 0.6), edge=0.01))
plate_m = s.matte("plate", (0.85, 0.85, 0.82), roughness=(0.3, 0.4))
parts.append(s.box(scene, "plate", (0.01, 0.24, 0.1), plate_m, (0.93, 0, 0.44), edge=0.004))
ink = s.matte("plate ink", (0.02, 0.02, 0.02))
parts.append(s.text_object(scene, "plate text", "KL 07 CK 2461", 0.032, (0.937, 0, 0.477), ink, (math.radians(90), 0, math.radians(90)), align="CENTER"))

# the helmet on the seat: a white shell with a smoked visor, tipped on its side
shell_m = s.glossy("helmet shell", (0.8, 0.8, 0.78), roughness=(0.05, 0.15), coat=1.0)
visor_m = s.glossy("visor", (0.02, 0.02, 0.025), roughness=(0.02, 0.06), coat=1.0)
helmet = s.lathe(scene, "helmet", [(0.12, 0.0), (0.135, 0.05), (0.14, 0.1), (0.12, 0.17), (0.07, 0.215), (0.0, 0.23)], shell_m, (0.52, 0.02, 0.8), segments=48, rotation=(math.radians(-20), math.radians(20), math.radians(30)))
parts.append(helmet)
visor = s.lathe(scene, "visor", [(0.126, 0.05), (0.142, 0.1), (0.125, 0.16)], visor_m, (0.52, 0.02, 0.8), segments=48, caps=False, rotation=(math.radians(-20), math.radians(20), math.radians(30)))
parts.append(visor)

root = bpy.data.objects.new("scooter", None)
scene.collection.objects.link(root)
for obj in parts:
    obj.parent = root
root.location = (SX, SY, 0)
root.rotation_euler = (0, 0, math.radians(-8))

# ---- the backpack in its rain cover, standing on the footboard against the apron, wet
tag = s.printed("hama tag", s.texture("hama", "tag"), roughness=(0.2, 0.3), bump=0.1, fibre=400, coat=0.6)
cover = bags.nylon("rain cover", s.rgb("#f5c400"), sheen=0.1, wet=0.9)
bags.backpack(scene, "backpack", (SX - 0.22, SY + 0.03, 0.325), turn=-8, body=cover, cover=cover, tag=tag, rng=rng)

# ---- the rain: near streaks in front of the camera, and the curtain beyond the scooter. The
# moving version stacks FALL metres more of the same rain above each box and lowers it at 6 m/s
# (0.4 m a frame), so drops fall through the whole shot and none is left hanging
FRAMES, FALL = 36, 0.4 * 36 if a.animate else 0.0
for name, lo, hi, count, extra in (
    ("rain near", (-1.0, 0.8, 0.0), (1.2, 1.3, 1.9), 300, {"strength": 0.12}),
    ("rain far", (-6.0, 2.2, 0.0), (8.0, 4.0, 3.6), 2400, {"length": (0.12, 0.26), "strength": 0.25}),
):
    dense = round(count * (hi[2] + FALL) / hi[2])
    drops = p.rain(scene, name, rng, lo, (hi[0], hi[1], hi[2] + FALL), dense, **extra)
    if a.animate:
        s.key_linear(drops, ((1, (0, 0, 0)), (FRAMES, (0, 0, -0.4 * (FRAMES - 1)))), path="location")

# a street light over the road behind the camera: the key on the wet cover and the falling rain
key = bpy.data.lights.new("street light", "SPOT")
key.energy = 900
key.color = (1.0, 0.76, 0.5)
key.spot_size = math.radians(70)
key.spot_blend = 0.5
key.shadow_soft_size = 0.25
key_obj = bpy.data.objects.new("street light", key)
scene.collection.objects.link(key_obj)
key_obj.location = (-1.6, -1.2, 4.6)
key_obj.rotation_euler = (Vector((-0.2, 1.5, 0.5)) - Vector(key_obj.location)).to_track_quat("-Z", "Y").to_euler()

cam = s.camera(scene, (0.3, 0.3, 1.3), (-0.08, 1.6, 0.66), lens=40, fstop=2.0, focus=(-0.22, 1.45, 0.6))
if a.animate:
    # the moving version, the first shot of "Monsoon commute": the rain falling past the bag, the
    # far lane's traffic moving off behind it, from a hand that holds the camera a little unsteady
    for obj in scene.objects:
        # only the lights down the road to the right move: the tail-lights stopped on the left
        # would drive straight past the lens (a white disc filling the frame: the first render)
        if obj.name.startswith("traffic light") and obj.location.x > 0:
            way = -1 if obj.data.materials[0].name == "headlight" else 1  # coming, or going away
            end = obj.location + Vector((way * 0.5 * (FRAMES - 1), 0, 0))
            s.key_linear(obj, ((1, tuple(obj.location)), (FRAMES, tuple(end))), path="location")
    s.wobble(cam, "rotation_euler", 0.004, 18, phase=3.0)
    # 960×540 (not the others' 1280×720): rendered again in the time a test run left
    s.animate(scene, a.out, FRAMES, 960, 540, 16, preview=a.preview)
else:
    s.save(scene)
