"""A studio packshot: the product on a seamless paper sweep, a large soft key from the upper left,
a fill from the right and a rim from behind; a long lens stopped down, so the whole pack is sharp
and the frame converges in few samples. Used for prototypes shown one by one."""

import math

import bmesh
import bpy

import studio as s


def sweep(scene, colour, width=1.6, depth=0.9, height=0.8, radius=0.25):
    """A paper sweep: the floor runs back and curves up into the wall, with no horizon line."""
    mesh = bpy.data.meshes.new("sweep")
    bm = bmesh.new()
    profile = [(-0.5, 0.0)]  # (y, z) from the front edge back to the top of the wall
    steps = 16
    for i in range(steps + 1):
        a = math.pi / 2 * i / steps
        profile.append((depth - radius + radius * math.sin(a), radius - radius * math.cos(a)))
    profile.append((depth, height))
    rows = []
    for x in (-width / 2, width / 2):
        rows.append([bm.verts.new((x, y, z)) for y, z in profile])
    for j in range(len(profile) - 1):
        bm.faces.new((rows[0][j], rows[1][j], rows[1][j + 1], rows[0][j + 1]))
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new("sweep", mesh)
    scene.collection.objects.link(obj)
    obj.data.materials.append(s.matte("sweep paper", s.rgb(colour), roughness=(0.75, 0.9), bump=0.02, scale=30))
    s.smooth(obj)
    return obj


def studio(scene, a, paper="#d8d2c6", seed=40, samples=32, width=1500, height=1000):
    """The settings, the sweep and the three lights; the scene adds the product and the camera."""
    s.settings(scene, a, width, height, samples, seed=seed)
    sweep(scene, paper)
    s.plain_world(scene, (0.95, 0.93, 0.9), 0.05)
    s.area_light(scene, "key", (-0.55, -0.45, 0.6), (0, 0, 0.05), 0.8, 38, (1.0, 0.95, 0.88))
    s.area_light(scene, "fill", (0.6, -0.5, 0.25), (0, 0, 0.05), 0.7, 9, (0.95, 0.97, 1.0))
    s.area_light(scene, "rim", (0.15, 0.55, 0.45), (0, 0, 0.06), 0.4, 16, (1.0, 0.9, 0.8))
    # the paper reads as paper, a shade darker than white, and the packs keep their colours
    scene.view_settings.exposure = -0.9


def catalogue(scene):
    """Hama's catalogue sweep: the same warm grey paper and three lights as `studio`, sized for
    bags (a 3.2 m sweep, the key 1.6 m across); the scene adds the settings, the bags and the
    camera."""
    sweep(scene, "#cbc4b8", width=3.2, depth=1.6, height=1.6, radius=0.5)
    s.plain_world(scene, (0.95, 0.93, 0.9), 0.08)
    s.area_light(scene, "key", (-1.3, -1.0, 1.5), (0, 0.3, 0.2), 1.6, 260, (1.0, 0.95, 0.88))
    s.area_light(scene, "fill", (1.4, -1.1, 0.6), (0, 0.3, 0.2), 1.2, 60, (0.95, 0.97, 1.0))
    s.area_light(scene, "rim", (0.4, 1.3, 1.2), (0, 0.3, 0.3), 0.8, 70, (1.0, 0.9, 0.8))
    scene.view_settings.exposure = -0.6


def shoot(scene, target, distance=0.75, height=0.16, lens=100, fstop=11, turn=-8):
    """The camera in front of `target`, a little above it, turned `turn` degrees round it."""
    t = math.radians(turn)
    x, y, z = target
    s.camera(
        scene,
        (x + distance * math.sin(t), y - distance * math.cos(t), z + height),
        target,
        lens=lens,
        fstop=fstop,
    )
    s.save(scene)
