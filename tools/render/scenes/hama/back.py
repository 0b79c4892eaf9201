"""Hama's commuter backpack from behind, as the catalogue shows what carries it: the padded
shoulder straps in air mesh, curved to the shoulder, their yellow webbing tails and ladder locks,
the sternum strap, the back's three pairs of pads with the air channels between them, and the
sleeve that slips over a trolley's handle; on the same warm grey sweep as the range, turned a
third of the way to show the gusset's compression straps. An 85 mm lens at f/8.

Used in the Hama study's gallery ("The back").

    npx tsx tools/render/brands/hama/brand.ts && bash tools/render/render.sh hama/back --denoise
    nice blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P tools/render/scenes/hama/back.py \
      -- --animate --out tools/render/.cache/renders/hama/turntable/   # the turntable's frames
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bags  # noqa: E402
import packshot  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 48, seed=89)
rng = s.RNG(3011)
packshot.catalogue(scene)

tag = bags.hama_tag()
red = bags.hama_red()
if a.animate:
    # the moving version, the first shot of "The commuter backpack": the bag on a turntable, a
    # third of the way round at a constant speed (two keys, linear between them) from the front
    # three-quarter past the side's compression straps to this back, 36 frames at 15 fps
    FRAMES, START, SWEEP = 36, 24.0, 120.0
    root = bags.backpack(scene, "backpack", (0.0, 0.3, 0.0), turn=START, body=red, tag=tag, rng=rng, back=True)
    s.key_linear(root, ((1, (0, 0, math.radians(START))), (FRAMES, (0, 0, math.radians(START + SWEEP)))))
    s.camera(scene, (0.1, -1.62, 0.46), (0.0, 0.3, 0.23), lens=70, fstop=8.0, focus=(0.0, 0.25, 0.24))
    s.animate(scene, a.out, FRAMES, 1280, 720, 16, preview=a.preview)
else:
    bags.backpack(scene, "backpack", (0.0, 0.3, 0.0), turn=148, body=red, tag=tag, rng=rng, back=True)
    s.camera(scene, (0.15, -1.75, 0.62), (0.0, 0.3, 0.22), lens=85, fstop=8.0, focus=(0.0, 0.2, 0.25))
    s.save(scene)
