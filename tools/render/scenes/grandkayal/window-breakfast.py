"""Grand Kayal at sunrise, the breakfast close: the tray on the window seat (sunrise_room.py)
seen from a seated guest's eye, the appams, the stew and the coffee sharp, the window, the sun on the water
and the boatman soft beyond. Upright, for the feed and the stories. A 40 mm lens at f/2.8.

Used in the "Appam, stew, and nowhere to be." post and the "Tomorrow · 6.10 am" story.

    RENDER_NICE=0 bash tools/render/render.sh grandkayal/window-breakfast --denoise
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "lib"))
sys.path.insert(0, HERE)

import studio as s  # noqa: E402
import sunrise_room  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1200, 1800, 96, seed=61)
px, py, pz = sunrise_room.build(scene, s.RNG(611))
s.camera(scene, (px + 0.06, py - 0.62, pz + 0.42), (px + 0.13, py + 0.38, pz + 0.13), lens=40, fstop=2.8, focus=(px + 0.1, py + 0.02, pz))
s.save(scene)
