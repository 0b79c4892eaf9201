"""Lazza's parlour portrait, Fort Kochi: the parlour in a lime-washed ochre warehouse front on a heritage street, a clay-tile eave over its fascia, teak shutters folded open beside the glass; lit from inside at dusk, the cabinet's tubs and the pistachio tiles
seen through the glass, the fascia's melt over it. A 35 mm lens at f/5.6 from across the road, at
eye height. The shop itself is `parlour.storefront`, the same for the three parlours' portraits.

    npx tsx tools/render/brands/make-brands.ts && bash tools/render/render.sh lazza/front-fort-kochi --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=71)
parlour.storefront(scene, s.RNG(807), "heritage")
scene.view_settings.exposure = 0.0
s.camera(scene, (-2.2, -9.0, 1.6), (0.3, 0.5, 2.6), lens=35, fstop=5.6, focus=(0.0, 0.0, 1.6))
s.save(scene)
