"""Grand Kayal at sunrise: a room's arched window onto the backwater (sunrise_room.py), its
louvred teak shutters folded back, breakfast on the window seat, a boatman poling a country boat
across the sun's path. A 24 mm lens at f/2.8 from a seated guest's eye, focused on the appams,
the water beyond falling soft.

Used as the study's full-width picture and its "The water wakes first." post.

    RENDER_NICE=0 bash tools/render/render.sh grandkayal/window --denoise
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
s.settings(scene, a, 1800, 1200, 96, seed=59)
plate = sunrise_room.build(scene, s.RNG(611))
s.camera(scene, (-0.4, -2.1, 0.9), (0.0, 1.0, 1.2), lens=24, fstop=2.8, focus=plate)
s.save(scene)
