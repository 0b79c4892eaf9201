"""Behind the flavour stories: Lazza's counter as the set, seen from beside the camera — the
cinema camera on its tripod framing the cone on its tape mark, the monitor showing the shot, the
bounce card, the slate for scene 4 on the marble. A 35 mm lens at f/4 from a standing height.

Used in the Lazza video study's "Behind the films" gallery.

    bash tools/render/render.sh lazza/set --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import film_set  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=173)
film_set.build(scene, s.RNG(33))
scene.view_settings.exposure = -0.4
s.camera(scene, (0.78, -1.4, 0.48), (-0.1, -0.2, 0.08), lens=35, fstop=4.0, focus=(0.2, -0.78, 0.2))
s.save(scene)
