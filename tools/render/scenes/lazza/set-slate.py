"""Behind the flavour stories, on the counter: the slate for scene 4, take 2 lying on the marble
by the tape mark, chalked "Lazza · Melt slowly", "Tender coconut", "Roll A012", and the cone
standing soft beyond it in the softbox's light. A 50 mm lens at f/2.8, close.

Used in the Lazza video study's "Behind the films" gallery.

    bash tools/render/render.sh lazza/set-slate --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import film_set  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=181)
film_set.build(scene, s.RNG(33))
scene.view_settings.exposure = -0.4
s.camera(scene, (-0.52, -0.74, 0.36), (-0.17, -0.06, 0.02), lens=50, fstop=2.8, focus=(-0.3, -0.12, 0.01))
s.save(scene)
