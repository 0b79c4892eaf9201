"""Lazza's parlour portrait, Kakkanad: the parlour at the foot of a concrete and glass block by the IT park, its curtain wall dark above the lit shop; lit from inside at dusk, the cabinet's tubs and the pistachio tiles
seen through the glass, the fascia's melt over it. A 35 mm lens at f/5.6 from across the road, at
eye height. The shop itself is `parlour.storefront`, the same for the three parlours' portraits.

    npx tsx tools/render/brands/make-brands.ts && bash tools/render/render.sh lazza/front-kakkanad --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=72)
parlour.storefront(scene, s.RNG(808), "glass")
scene.view_settings.exposure = 0.0
s.camera(scene, (2.4, -9.2, 1.5), (-0.2, 0.5, 2.7), lens=35, fstop=5.6, focus=(0.0, 0.0, 1.6))
s.save(scene)
