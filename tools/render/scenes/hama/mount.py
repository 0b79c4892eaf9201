"""The phone mount at work: the rider's view over a scooter's handlebar on a wet Kochi morning,
the phone held in Hama's mount above the speedometer with the route on its screen and rain on its
glass, a bus's tail lights and the street beyond out of focus. A 35 mm lens at f/2.8 from the
rider's eye, focused on the phone.

Used for Hama's "fit the phone mount" and "monsoon commute" films and the brand film
(tools/render/make-hama-films.sh), and as the study's full-width picture after the brand film.

    bash tools/render/render.sh hama/mount --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bpy  # noqa: E402

import bags  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=157)
rng = s.RNG(7301)
s.sky(scene, elevation=12, azimuth=80, strength=0.25, air=2.0, dust=6.0, sun_disc=False)
# an overcast morning: a low sun behind thick haze, no disc
scene.view_settings.exposure = 0.6

# ---- the road ahead, wet, with a bus pulling away and street lights down the road
road = p.asphalt("wet road", wet=0.8)
s.box(scene, "road", (30, 80, 0.02), road, (0, 30, -0.02))
paint = s.matte("road paint", s.rgb("#d9d6cc"), roughness=(0.3, 0.5))
for i in range(12):
    s.box(scene, f"centre line {i}", (0.12, 3.0, 0.004), paint, (-1.8, 4 + i * 6.0, 0))
bus_red = s.glossy("bus paint", s.rgb("#8f1d1d"), roughness=(0.2, 0.4))
s.box(scene, "bus", (2.5, 10.0, 2.8), bus_red, (0.6, 17.0, 0.4), edge=0.08)
s.box(scene, "bus window", (2.2, 0.05, 0.9), s.glossy("bus glass", (0.02, 0.02, 0.025), roughness=(0.02, 0.1)), (0.6, 11.97, 1.9))
tail = s.emission("tail light", (1.0, 0.06, 0.03), 30)
for x in (-0.5, 1.7):
    s.box(scene, f"bus tail {x}", (0.2, 0.04, 0.3), tail, (x, 11.96, 0.8), edge=0.02)
lamp = s.emission("street lamp", (1.0, 0.78, 0.5), 30)
for i in range(6):
    s.box(scene, f"pole {i}", (0.1, 0.1, 6.5), s.matte("pole", (0.1, 0.1, 0.1)), (4.2, 8 + i * 9.0, 0))
    s.box(scene, f"lamp {i}", (0.5, 0.25, 0.08), lamp, (3.5, 8 + i * 9.0, 6.4))
wall = s.matte("shop fronts", s.rgb("#8c8575"), roughness=(0.7, 0.9), bump=0.2, scale=2)
s.box(scene, "shops", (0.5, 60, 4.5), wall, (6.5, 30, 0))
signs = [s.emission(f"sign {i}", c, 3) for i, c in enumerate(((0.9, 0.9, 0.95), (0.2, 0.8, 0.4), (1.0, 0.6, 0.2)))]
for i in range(5):
    s.box(scene, f"shop sign {i}", (0.05, 2.4, 0.6), signs[i % 3], (6.22, 9 + i * 5.5, 3.0))
s.area_light(scene, "overcast", (0, 2, 6), (0, 2, 0), 8.0, 120, (0.85, 0.9, 1.0))
p.rain(scene, "rain", rng, (-3.0, 1.0, 0.0), (4.0, 9.0, 3.5), 2600, length=(0.12, 0.24), strength=0.25)

# ---- the scooter's front, seen by its rider: the handlebar cover with the speedometer, the grips,
# the mirrors on their stems, the apron falling away below
plastic = s.glossy("handlebar cover", s.rgb("#2e3338"), roughness=(0.25, 0.4), scale=10)
rubber = s.matte("grip", s.rgb("#111111"), roughness=(0.5, 0.75), bump=0.5, scale=150)
chrome = s.glossy("chrome", (0.75, 0.75, 0.76), roughness=(0.05, 0.12), metallic=1.0)
cover, _ = bags._shell(scene, "handlebar cover", 0.5, 0.2, 0.09, plastic, dome=0.05, bulge=0.05, wrinkle=0.0, rings=10)
cover.location = (0, 0.02, 0.93)
dial_glass = s.glossy("dial glass", (0.01, 0.012, 0.014), roughness=(0.02, 0.06), coat=1.0)
dial = s.box(scene, "speedometer", (0.16, 0.09, 0.006), dial_glass, (0, 0.0, 1.018), edge=0.01)
dial.rotation_euler = (math.radians(-20), 0, 0)
s.box(scene, "speed digits", (0.032, 0.012, 0.002), s.emission("digits", (0.6, 0.85, 1.0), 1.2), (-0.03, -0.005, 1.024)).rotation_euler = (math.radians(-20), 0, 0)
p._wire(scene, "handlebar", [(-0.36, 0.03, 0.975), (-0.24, 0.02, 0.98), (0.24, 0.02, 0.98), (0.36, 0.03, 0.975)], s.glossy("bar", (0.2, 0.2, 0.2), roughness=(0.2, 0.3), metallic=1.0), 0.012)
for side in (-1, 1):
    s.lathe(scene, f"grip {side}", [(0, 0), (0.018, 0), (0.019, 0.06), (0.018, 0.12), (0, 0.12)], rubber, (side * 0.26, 0.03, 0.975), segments=20, rotation=(0, math.radians(90 * side), 0))
    s.box(scene, f"switch block {side}", (0.05, 0.05, 0.04), plastic, (side * 0.24, 0.03, 0.955), edge=0.01)
    p._wire(scene, f"mirror stem {side}", [(side * 0.2, 0.06, 1.0), (side * 0.24, 0.1, 1.2), (side * 0.27, 0.12, 1.26)], chrome, 0.006)
    turn = (math.radians(-90), 0, math.radians(-side * 15))
    s.lathe(scene, f"mirror {side}", [(0, 0), (0.055, 0), (0.05, 0.02), (0, 0.024)], plastic, (side * 0.29, 0.13, 1.28), segments=32, rotation=turn)
    s.lathe(scene, f"mirror glass {side}", [(0, -0.001), (0.05, -0.001), (0.05, 0.0), (0, 0.0)], chrome, (side * 0.29, 0.13, 1.28), segments=32, rotation=turn)
paint = s.glossy("scooter paint", s.rgb("#3e4a55"), roughness=(0.08, 0.18), coat=1.0, scale=8)
apron, _ = bags._shell(scene, "apron", 0.42, 0.08, 0.7, paint, dome=0.1, bulge=0.0, wrinkle=0.0, rings=10)
apron.location = (0, 0.12, 0.22)
apron.rotation_euler = (math.radians(12), 0, 0)

# ---- Hama's mount on the bar's right, the phone in it turned to the rider, rain on the glass
screen = bpy.data.materials.new("phone screen")
screen.use_nodes = True
nt = screen.node_tree
bsdf = nt.nodes["Principled BSDF"]
img = nt.nodes.new("ShaderNodeTexImage")
img.image = bpy.data.images.load(s.texture("hama", "map-screen"), check_existing=True)
img.extension = "CLIP"
uv = nt.nodes.new("ShaderNodeTexCoord")
nt.links.new(uv.outputs["UV"], img.inputs["Vector"])
nt.links.new(img.outputs["Color"], bsdf.inputs["Emission"])
bsdf.inputs["Emission Strength"].default_value = 1.6
bsdf.inputs["Base Color"].default_value = (0.005, 0.005, 0.005, 1)
bsdf.inputs["Roughness"].default_value = 0.05
bsdf.inputs["Clearcoat"].default_value = 1.0
mount_plastic = s.glossy("mount plastic", s.rgb("#1e1e1e"), roughness=(0.35, 0.55))
yellow = bags.nylon("mount band", s.rgb("#f5c400"), sheen=0.2, weave=1400, ripstop=0)
body_m = s.glossy("phone body", (0.02, 0.02, 0.022), roughness=(0.2, 0.3))
mount = bpy.data.objects.new("mount", None)
scene.collection.objects.link(mount)
mparts = [
    s.lathe(scene, "bar clamp", [(0.0, 0.0), (0.022, 0.0), (0.022, 0.04), (0.0, 0.04)], mount_plastic, (0.0, 0.0, -0.02), segments=32, rotation=(0, math.radians(90), 0)),
    s.box(scene, "mount arm", (0.03, 0.026, 0.035), mount_plastic, (0.02, 0, 0.0), edge=0.006),
    s.box(scene, "cradle", (0.085, 0.014, 0.165), mount_plastic, (0.02, -0.004, 0.05), edge=0.005),
    s.box(scene, "phone", (0.076, 0.009, 0.156), body_m, (0.02, -0.014, 0.055), edge=0.005),
    s.box(scene, "band top", (0.092, 0.018, 0.016), yellow, (0.02, -0.008, 0.19), edge=0.004),
    s.box(scene, "band bottom", (0.092, 0.018, 0.016), yellow, (0.02, -0.008, 0.062), edge=0.004),
]
face = p.plane(scene, "phone screen", 0.07, 0.151, screen, (0.02, -0.0186, 0.0575))
mparts.append(face)
# raindrops on the glass: flattened domes, more towards the bottom where they run together
water = p.water("raindrop", ior=1.2, roughness=0.02)
for k in range(26):
    r = 0.0008 + 0.0018 * rng.random() ** 2
    x = 0.02 + (rng.random() - 0.5) * 0.066
    z = 0.06 + 0.15 * rng.random() ** 1.4
    drop = s.lathe(scene, f"drop {k}", [(0.0, 0.0), (r, 0.0), (r * 0.8, r * 0.35), (0.0, r * 0.5)], water, (x, -0.0188, z), segments=16, rotation=(math.radians(90), 0, 0))
    mparts.append(drop)
for obj in mparts:
    obj.parent = mount
mount.location = (0.1, 0.0, 0.985)
mount.rotation_euler = (math.radians(-24), 0, math.radians(-4))

s.camera(scene, (-0.04, -0.5, 1.42), (0.1, 0.25, 1.0), lens=35, fstop=2.8, focus=(0.12, -0.02, 1.08))
s.save(scene)
