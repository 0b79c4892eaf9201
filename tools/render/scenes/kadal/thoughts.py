"""Thought Starters (the landing's tile preview): the questionnaire's four pictures as the studio
prints them to start a conversation, pinned in a row on the lime-washed wall of Kadal's studio
under a teak rail, each with a push pin at its top edge; the prints curl a little away from the
wall at their free corners. Late sun comes in through the side window's teak bars and rakes across
the wall, so the plaster's texture and the bars' shadows cross the prints. A 42 mm lens at f/2.8
from a little to the left and below, focused on the second print; the prints sit in the
picture's upper half, so the tile's words lie over the sunlit wall below them.

    npx tsx tools/render/brands/kadal/thought-prints.ts
    bash tools/render/render.sh kadal/thoughts --denoise
"""

import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))

import bmesh  # noqa: E402

import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1500, 1000, 96, seed=83)
rng = s.RNG(1127)

# The wall is the plane y = 0, seen from -y; z = 0 is the prints' middle line.

lime = s.matte("lime wash", s.rgb("#e8dfcf"), roughness=(0.78, 0.95), bump=0.35, scale=3)
teak = s.wood("teak rail", s.rgb("#7a4e2c"), s.rgb("#3e2514"), scale=(1, 20, 20), rings=5, roughness=(0.3, 0.5))
bars_mat = s.matte("window bars", s.rgb("#3a2616"))
pin_heads = [
    s.glossy("pin red", s.rgb("#b3261e"), roughness=(0.12, 0.2), coat=0.4),
    s.glossy("pin teal", s.rgb("#13707a"), roughness=(0.12, 0.2), coat=0.4),
    s.glossy("pin cream", s.rgb("#e9dfc4"), roughness=(0.12, 0.2), coat=0.4),
    s.glossy("pin yellow", s.rgb("#d9a21b"), roughness=(0.12, 0.2), coat=0.4),
]

# ------------------------------------------------------------------ the wall and its rail

p.plane(scene, "wall", 4.0, 3.0, lime, location=(0.2, 0, -1.4))
s.box(scene, "rail", (3.0, 0.022, 0.045), teak, location=(0.2, -0.011, 0.16), edge=0.003)

# ------------------------------------------------------------------ the prints

PRINT_W, PRINT_H = 0.216, 0.166  # 1296×996 px at 6 px/mm
GAP = 0.05


def print_sheet(name, image, centre, tilt, curl, rng, nx=40, ny=30):
    """A photo print pinned at the middle of its top edge: a grid in the wall's plane whose free
    corners lift off the wall by up to `curl` (more at the bottom), a slight wave across it,
    `tilt` degrees turned about the pin; 0.3 mm thick."""
    cx, cz = centre
    pin = (cx, cz + PRINT_H / 2 - 0.012)
    t = math.radians(tilt)

    def point(u, v):
        x = (u - 0.5) * PRINT_W
        z = (v - 0.5) * PRINT_H
        # away from the pin the print lifts: the bottom corners most, then the top ones
        lift = curl * (abs(u - 0.5) * 2) ** 2.4 * (0.35 + 0.65 * (1 - v) ** 1.5)
        lift += 0.6 * curl * (1 - v) ** 3
        lift += 0.0006 * math.sin(u * math.pi * 1.7 + 0.6) * (1 - v)
        lift += rng.uniform(0, 0.00006)
        # turned about the pin
        px, pz = x - (pin[0] - cx), z - (pin[1] - cz)
        rx = px * math.cos(t) - pz * math.sin(t) + pin[0]
        rz = px * math.sin(t) + pz * math.cos(t) + pin[1]
        return (rx, -0.0008 - lift, rz)

    bm = bmesh.new()
    s.uv_grid(bm, nx, ny, point)
    material = s.printed(name, image, roughness=(0.28, 0.42), bump=0.04, coat=0.15, fibre=1200)
    obj = s.mesh_object(scene, name, bm, material)
    s.smooth(obj)
    sol = obj.modifiers.new("card", "SOLIDIFY")
    sol.thickness = 0.0003
    sol.offset = 1  # towards the wall
    return pin


def push_pin(name, at, head, turn):
    """An office push pin in the wall: a flat head, a waisted grip and a flange, in one coloured
    plastic, standing out from the wall along -y (the needle is in the plaster)."""
    profile = [
        (0.0, 0.0), (0.0042, 0.0), (0.0042, 0.0012), (0.0026, 0.0022), (0.0022, 0.0055),
        (0.0028, 0.0085), (0.0052, 0.0095), (0.0055, 0.0112), (0.0048, 0.0122), (0.0, 0.0124),
    ]
    obj = s.lathe(scene, name, profile, head, location=(at[0], -0.0011, at[1]), segments=48,
                  rotation=(math.radians(90 + turn[0]), 0, math.radians(turn[1])))
    return obj


FOUR = [1, 2, 3, 4]
xs = [(k - 1.5) * (PRINT_W + GAP) for k in range(4)]
heights = [0.004, -0.006, 0.002, -0.003]
tilts = [-1.2, 0.8, -0.4, 1.6]
curls = [0.004, 0.006, 0.003, 0.007]
for k, n in enumerate(FOUR):
    pin = print_sheet(f"print {n}", s.texture("kadal", f"thought-{n}"), (xs[k], heights[k]), tilts[k], curls[k], rng)
    push_pin(f"pin {n}", pin, pin_heads[k], (rng.uniform(-6, 6), rng.uniform(-8, 8)))

# ------------------------------------------------------------------ light

# The sun travels along L = (0.75, 0.45, -0.45) (rightwards, to the wall, down): in from the side
# wall's window at x = -0.95, whose teak bars throw their shadows onto the back wall.
SUN_EL, SUN_AZ = 27, -59
s.sun(scene, elevation=SUN_EL, azimuth=SUN_AZ, strength=8.0, colour=(1.0, 0.74, 0.5), angle=0.8)

SIDE_X = -0.95
WIN_Y = (-1.05, -0.2)
WIN_Z = (0.2, 1.25)
# the side wall round its window (out of the picture; only its shadow is seen)
side = s.matte("side wall", s.rgb("#d9cfbe"))
for name, (y0, y1), (z0, z1) in [
    ("side below", (-4.0, 0.0), (-3.0, WIN_Z[0])),
    ("side above", (-4.0, 0.0), (WIN_Z[1], 3.0)),
    ("side front", (-4.0, WIN_Y[0]), WIN_Z),
    ("side back", (WIN_Y[1], 0.0), WIN_Z),
]:
    s.box(scene, name, (0.12, y1 - y0, z1 - z0), side, location=(SIDE_X - 0.06, (y0 + y1) / 2, z0))
for k, y in enumerate([-0.92, -0.75, -0.58, -0.42, -0.25]):
    s.box(scene, f"bar {k}", (0.028, 0.028, WIN_Z[1] - WIN_Z[0]), bars_mat, location=(SIDE_X, y, WIN_Z[0]))

# the room's light from the open door behind the camera, and the sky in the side window
s.area_light(scene, "room", (0.2, -2.2, 0.4), (0.1, 0.0, 0.0), 2.0, 15, (1.0, 0.92, 0.84), 1.4)
s.area_light(scene, "window sky", (SIDE_X + 0.02, (WIN_Y[0] + WIN_Y[1]) / 2, (WIN_Z[0] + WIN_Z[1]) / 2),
             (0.4, -0.4, 0.0), WIN_Y[1] - WIN_Y[0], 25, (0.75, 0.85, 1.0), WIN_Z[1] - WIN_Z[0])
s.plain_world(scene, (0.55, 0.5, 0.45), 0.15)

# ------------------------------------------------------------------ camera

FOCUS = (xs[1], -0.004, heights[1])
s.camera(scene, (-0.3, -1.3, 0.02), (0.0, 0.0, -0.12), lens=42, fstop=2.8, focus=FOCUS)

s.save(scene)
