"""Hama's commuter backpack on a turntable: the catalogue's sweep and lights, the bag turning a third
of the way round in 2.4 s (36 frames at 15 fps), from the front three-quarter past the side's
compression straps to the padded back and its straps. The only shot in Hama's films where the thing
itself moves, not the camera: the first shot of "The commuter backpack".

Renders the frames, not a still (so not through render.sh): 1280×720 at 16 samples, each frame
halved to the film's 640×360 when it is encoded, which averages four samples' noise into one pixel.

    npx tsx tools/render/brands/hama/brand.ts   # the tag's texture, if .cache/textures is stale
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 \\
      -P tools/render/scenes/hama/turntable.py -- --out tools/render/.cache/renders/hama/turntable/
    bash tools/render/make-hama-films.sh --turntable   # the frames → out/hama/turntable.mp4, then the films
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bags  # noqa: E402
import packshot  # noqa: E402
import studio as s  # noqa: E402

FRAMES = 36
START, SWEEP = 24.0, 120.0  # degrees: the front three-quarter, then a third of a turn

a = s.args()
scene = s.reset()
s.settings(scene, a, 1280, 720, 16, seed=89)
rng = s.RNG(3011)
packshot.catalogue(scene)

tag = bags.hama_tag()
red = bags.hama_red()
root = bags.backpack(scene, "backpack", (0.0, 0.3, 0.0), turn=START, body=red, tag=tag, rng=rng, back=True)

# a turntable turns at a constant speed: two keys, linear between them
s.key_linear(root, ((1, (0, 0, math.radians(START))), (FRAMES, (0, 0, math.radians(START + SWEEP)))))

s.camera(scene, (0.1, -1.62, 0.46), (0.0, 0.3, 0.23), lens=70, fstop=8.0, focus=(0.0, 0.25, 0.24))
s.animate(scene, a.out, FRAMES, 1280, 720, 16, preview=a.preview)
