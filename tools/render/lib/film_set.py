"""Lazza's counter as a film set, the day the flavour stories were shot: the cone in its steel
stand on the marble (as `lazza/cone` has it), and round it what made the film — a cinema camera
on a tripod with its monitor showing the shot (the committed `lazza/cone` render), a softbox on a
stand for the key, a white bounce card, the slate on the counter and the tape mark the cone
stands on. The scenes `lazza/set` and `lazza/set-monitor` look at it from two places."""

import math
import os

import bpy

import parlour
import props as p
import studio as s
from packs import LazzaMaterials, lazza_cone

RENDER = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _image_emission(name, path, strength):
    """A screen: the picture at `path` as light, under a glossy cover."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = bpy.data.images.load(path, check_existing=True)
    img.extension = "CLIP"
    uv = nt.nodes.new("ShaderNodeTexCoord")
    nt.links.new(uv.outputs["UV"], img.inputs["Vector"])
    nt.links.new(img.outputs["Color"], bsdf.inputs["Emission"])
    bsdf.inputs["Emission Strength"].default_value = strength
    bsdf.inputs["Base Color"].default_value = (0.01, 0.01, 0.01, 1)
    bsdf.inputs["Roughness"].default_value = 0.08
    return m


def _slate(scene, location, turn):
    """The clapperboard lying on the counter: a black board with chalk lines and the take, its
    striped sticks open a little on their hinge."""
    black = s.matte("slate", s.rgb("#161616"), roughness=(0.5, 0.7), bump=0.1, scale=200)
    chalk = s.matte("chalk", s.rgb("#efefe8"), roughness=(0.8, 0.9))
    stripes, nt, bsdf, coords = s._material("clapper stripes")
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.bands_direction = "DIAGONAL"
    wave.wave_profile = "SAW"
    wave.inputs["Scale"].default_value = 14.0
    nt.links.new(coords.outputs["Object"], wave.inputs["Vector"])
    step = nt.nodes.new("ShaderNodeMath")
    step.operation = "GREATER_THAN"
    step.inputs[1].default_value = 0.5
    nt.links.new(wave.outputs["Fac"], step.inputs[0])
    nt.links.new(step.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.35
    root = bpy.data.objects.new("slate", None)
    scene.collection.objects.link(root)
    parts = [s.box(scene, "slate board", (0.24, 0.18, 0.008), black, (0, 0, 0), edge=0.002)]
    for y in (0.03, -0.015, -0.06):
        parts.append(s.box(scene, f"slate line {y}", (0.22, 0.002, 0.0004), chalk, (0, y, 0.008)))
    parts.append(s.box(scene, "slate divider", (0.002, 0.09, 0.0004), chalk, (0.0, -0.06 + 0.045, 0.008)))
    flat = (0, 0, 0)
    for body, size, at in (
        ("LAZZA · MELT SLOWLY", 0.016, (-0.105, 0.045, 0.0085)),
        ("SCENE 4", 0.013, (-0.105, 0.0, 0.0085)),
        ("TAKE 2", 0.013, (0.01, 0.0, 0.0085)),
        ("TENDER COCONUT", 0.011, (-0.105, -0.045, 0.0085)),
        ("ROLL A012", 0.011, (-0.105, -0.08, 0.0085)),
    ):
        parts.append(s.text_object(scene, body, body, size, at, chalk, flat))
    bottom = s.box(scene, "clapper bottom", (0.24, 0.03, 0.012), stripes, (0, 0.105, 0), edge=0.0015)
    top = s.box(scene, "clapper top", (0.24, 0.03, 0.012), stripes, (0, 0.105, 0.013), edge=0.0015)
    top.rotation_euler = (0, math.radians(-7), 0)
    parts += [bottom, top]
    for obj in parts:
        obj.parent = root
    root.location = location
    root.rotation_euler = (0, 0, math.radians(turn))
    return root


def build(scene, rng):
    """The set, the cone at the origin on the counter (the counter's top at z = 0, the tiled wall
    behind at y = 0.98, the shop floor 90 cm down)."""
    m = LazzaMaterials()
    parlour.counter(scene)
    parlour.tile_wall(scene)
    floor = s.matte("shop floor", s.rgb("#5c5752"), roughness=(0.3, 0.5), bump=0.1, scale=6)
    s.box(scene, "floor", (6, 6, 0.02), floor, (0, 0, -0.92))
    # the shop's side wall, closing the room on the left
    plaster = s.matte("side wall", s.rgb("#e9dfcf"), roughness=(0.7, 0.9), bump=0.2, scale=4)
    s.box(scene, "side wall", (0.1, 3.5, 2.6), plaster, (-1.3, -0.7, -0.92))
    front = s.matte("counter front", s.rgb("#3b1d14"), roughness=(0.3, 0.5))
    s.box(scene, "counter front", (2.4, 0.04, 0.88), front, (0, -0.24, -0.92))
    parlour.bulbs(scene, [(-0.5, 0.42), (-0.12, 0.46), (0.28, 0.4), (0.62, 0.44)])
    # the tubs on their shelf, as in lazza/cone
    shelf = s.matte("shelf", s.rgb("#3b1d14"), roughness=(0.3, 0.5))
    s.box(scene, "tub shelf", (1.2, 0.2, 0.02), shelf, (0.45, 0.86, 0.22))
    for i in range(9):
        x = 0.0 + i * 0.11 + rng.uniform(-0.01, 0.01)
        s.lathe(scene, f"tub {i}", [(0, 0), (0.042, 0), (0.05, 0.09), (0, 0.09)], m.tub, (x, 0.86, 0.24))

    # the cone in its stand on an X of red tape
    steel = s.glossy("steel", (0.8, 0.8, 0.8), roughness=(0.15, 0.3), metallic=1.0, bump=0.02, scale=60)
    s.lathe(scene, "stand base", [(0, 0), (0.045, 0), (0.045, 0.004), (0.0, 0.005)], steel, (0, 0, 0))
    s.lathe(scene, "stand post", [(0.004, 0.004), (0.004, 0.036)], steel, (0.03, 0.012, 0), caps=False)
    s.box(scene, "stand arm", (0.028, 0.004, 0.003), steel, (0.018, 0.006, 0.033), rotation=(0, 0, 0.38))
    s.lathe(scene, "stand ring", [(0.0088, 0.033), (0.0108, 0.033), (0.0108, 0.036), (0.0088, 0.036), (0.0088, 0.033)], steel, (0, 0, 0), caps=False)
    lazza_cone(scene, m, (0, 0, 0.006))
    tape = s.matte("gaffer tape", s.rgb("#c8281e"), roughness=(0.5, 0.7), bump=0.1, scale=300)
    for turn in (35, -35):
        s.box(scene, f"tape mark {turn}", (0.16, 0.018, 0.0005), tape, (0, 0, 0), rotation=(0, 0, math.radians(turn)))

    # the camera on its tripod, in front of the counter, looking at the cone
    body_m = s.glossy("camera body", s.rgb("#232426"), roughness=(0.35, 0.5), bump=0.05, scale=80)
    rubber = s.matte("lens rubber", s.rgb("#111111"), roughness=(0.6, 0.8), bump=0.4, scale=300)
    metal = s.glossy("tripod", s.rgb("#2a2a2a"), roughness=(0.25, 0.4), metallic=0.8)
    cam = bpy.data.objects.new("cinema camera", None)
    scene.collection.objects.link(cam)
    parts = [
        s.box(scene, "camera body", (0.11, 0.2, 0.12), body_m, (0, 0, 0), edge=0.008),
        s.lathe(scene, "lens", [(0.0, 0.0), (0.045, 0.0), (0.045, 0.06), (0.05, 0.065), (0.05, 0.12), (0.043, 0.14), (0.0, 0.14)], rubber, (0, 0.1, 0.06), segments=48, rotation=(math.radians(-90), 0, 0)),
        s.lathe(scene, "front glass", [(0.0, 0.0), (0.036, 0.0), (0.0, 0.002)], s.glossy("lens glass", (0.02, 0.03, 0.04), roughness=(0.01, 0.03), coat=1.0), (0, 0.241, 0.06), segments=32, rotation=(math.radians(-90), 0, 0)),
        s.box(scene, "top handle", (0.03, 0.16, 0.02), body_m, (0, 0.0, 0.13), edge=0.004),
        s.box(scene, "tripod head", (0.09, 0.12, 0.06), metal, (0, 0, -0.06), edge=0.006),
    ]
    parts.append(p._wire(scene, "pan bar", [(0.03, -0.06, -0.04), (0.1, -0.3, -0.08), (0.13, -0.42, -0.1)], metal, 0.008))
    # the monitor on its arm, turned to the operator and to us
    monitor = s.box(scene, "monitor", (0.15, 0.018, 0.1), body_m, (0, 0, 0), edge=0.004)
    screen_m = _image_emission("monitor screen", os.path.join(RENDER, "out", "lazza", "cone.jpg"), 1.4)
    screen = p.plane(scene, "monitor screen", 0.136, 0.0765, screen_m, (0, -0.0095, 0.012))
    screen.parent = monitor
    monitor.location = (0.0, -0.07, 0.15)
    monitor.rotation_euler = (math.radians(-8), 0, math.radians(25))
    parts.append(monitor)
    for obj in parts:
        obj.parent = cam
    cam.location = (0.2, -0.78, 0.12)
    # turned so its lens (+Y) points at the cone
    cam.rotation_euler = (math.radians(-4), 0, math.atan2(0.2, 0.78))
    for k in range(3):
        a = math.radians(90 + k * 120)
        foot = (0.2 + 0.42 * math.cos(a), -0.78 + 0.42 * math.sin(a), -0.92)
        p._wire(scene, f"tripod leg {k}", [(0.2, -0.78, 0.04), foot], metal, 0.012)

    # the key: a softbox on a stand to the left, its face the light
    face = s.emission("softbox face", (1.0, 0.97, 0.92), 4.0)
    black = s.matte("softbox", s.rgb("#121212"), roughness=(0.7, 0.9))
    box = bpy.data.objects.new("softbox", None)
    scene.collection.objects.link(box)
    shell = s.box(scene, "softbox shell", (0.6, 0.35, 0.6), black, (0, 0.175, -0.3), edge=0.01)
    front_face = p.plane(scene, "softbox front", 0.58, 0.58, face, (0, -0.002, -0.29))
    for obj in (shell, front_face):
        obj.parent = box
    box.location = (-0.72, -0.5, 0.42)
    box.rotation_euler = (math.radians(-18), 0, math.radians(125))
    p._wire(scene, "light stand", [(-0.86, -0.32, 0.3), (-0.86, -0.32, -0.92)], metal, 0.012)
    # the bounce card on the right, foam board leaning on a tub
    board = s.matte("foam board", s.rgb("#f4f2ee"), roughness=(0.8, 0.9))
    card = s.box(scene, "bounce card", (0.4, 0.006, 0.3), board, (0.36, 0.02, 0.0))
    card.rotation_euler = (math.radians(-12), 0, math.radians(38))
    _slate(scene, (-0.3, -0.12, 0.0), 14)

    s.sky(scene, elevation=35, strength=0.05)
    s.area_light(scene, "room", (0.0, -1.5, 1.6), (0, 0, 0), 2.0, 14, (1.0, 0.92, 0.82))
