"""Behind the flavour stories, over the camera operator's shoulder: the monitor on the cinema
camera sharp, showing the framed shot, and the real cone on its tape mark soft beyond it, the
softbox's glow at the edge. A 50 mm lens at f/2.

Used in the Lazza video study's "Behind the films" gallery.

    bash tools/render/render.sh lazza/set-monitor --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import film_set  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=179)
film_set.build(scene, s.RNG(33))
scene.view_settings.exposure = -0.4
s.camera(scene, (0.52, -1.2, 0.42), (0.0, -0.42, 0.2), lens=50, fstop=2.0, focus=(0.217, -0.848, 0.28))
s.save(scene)
