"""Lazza's parlour portrait, Broadway (Ernakulam's old market street): the shop in an old two-storey
front in faded blue with a balcony, a pink and vanilla striped awning over the glass; at dusk, lit
from inside (`parlour.portrait`).

    npx tsx tools/render/brands/make-brands.ts && bash tools/render/render.sh lazza/front-broadway --denoise
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import parlour  # noqa: E402

parlour.portrait("awning", 73, (2.2, -12.4, 1.6), (1.2, 0.5, 2.9))
