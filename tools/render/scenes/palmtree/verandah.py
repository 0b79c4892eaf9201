"""A follower's entry to Lessgo, the photograph behind "Setup of the day" (@rinu_from_kaloor's
post: "Ammachi in the Argentina jersey, three packets of banana chips, and the big TV moved to the
verandah"): a Kerala house's verandah at night, the TV on a stool at the far end with the match on
it, the family seen from behind against its light. Ammachi in a plastic chair in the jersey (sky
blue and white stripes, her grey hair in a bun), a cousin on the floor beside her with a packet of
Palm Tree's banana chips, another jumping up with both arms in the air; two more packets on the red
oxide floor, a pillar, the night and a coconut palm beyond the half wall. Shot on a phone: a 26 mm
lens at f/1.8 from behind everyone, a little high, the TV the only light but a bulb on the wall.

Used inside the post (brands/palmtree/flats.ts, "lessgo-setup"), as its photograph.

    bash tools/render/render.sh palmtree/verandah --denoise
"""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))

import bags  # noqa: E402
import people as pp  # noqa: E402
import props as p  # noqa: E402
import studio as s  # noqa: E402

a = s.args()
scene = s.reset()
s.settings(scene, a, 1800, 1200, 64, seed=14)
rng = s.RNG(1986)

# ---- the verandah: a red oxide floor, the house wall on the right, a half wall and a pillar on
# the left open to the night, the roof's underside
oxide = s.glossy("red oxide floor", s.rgb("#7a2418"), roughness=(0.2, 0.45), bump=0.05, scale=8)
s.box(scene, "floor", (5.0, 7.0, 0.05), oxide, (0, 2.0, -0.05))
lime = s.matte("lime wash", s.rgb("#e6ddc8"), roughness=(0.8, 0.95), bump=0.2, scale=6)
s.box(scene, "house wall", (0.2, 7.0, 3.0), lime, (1.7, 2.0, 0.0))
s.box(scene, "half wall", (0.25, 7.0, 0.6), lime, (-1.7, 2.0, 0.0))
s.box(scene, "half wall cap", (0.34, 7.0, 0.05), oxide, (-1.7, 2.0, 0.6))
for y in (1.2, 4.4):
    s.lathe(scene, f"pillar {y}", [(0.0, 0.0), (0.14, 0.0), (0.14, 0.08), (0.11, 0.12), (0.11, 2.5), (0.0, 2.5)], lime, (-1.7, y, 0.65), segments=32)
teak = s.wood("rafters", s.rgb("#4a2e1a"), s.rgb("#2a180c"), scale=(1, 20, 20), rings=4)
s.box(scene, "ceiling", (5.0, 7.0, 0.05), teak, (0, 2.0, 3.05))
s.box(scene, "end wall", (5.0, 0.2, 3.1), lime, (0, 5.3, 0.0))

# ---- the TV on a steel stool against the end wall, the match on it: a floodlit pitch, mown in
# stripes, the touchline and the score in the corner
STOOL = s.glossy("stool", (0.5, 0.5, 0.52), roughness=(0.25, 0.4), metallic=1.0)
s.lathe(scene, "stool", [(0.0, 0.0), (0.2, 0.0), (0.16, 0.5), (0.19, 0.52), (0.19, 0.55), (0.0, 0.55)], STOOL, (0.1, 4.85, 0.0), segments=32)
pitch, nt, bsdf, coords = s._material("the match")
nt.nodes.remove(bsdf)
stripes = nt.nodes.new("ShaderNodeTexWave")
stripes.wave_type, stripes.bands_direction = "BANDS", "X"
stripes.inputs["Scale"].default_value = 4.0
stripes.inputs["Distortion"].default_value = 0.0
nt.links.new(coords.outputs["UV"], stripes.inputs["Vector"])
grass = nt.nodes.new("ShaderNodeValToRGB")
grass.color_ramp.elements[0].color = (*s.rgb("#1f5a1c"), 1)
grass.color_ramp.elements[1].color = (*s.rgb("#2c7426"), 1)
nt.links.new(stripes.outputs["Fac"], grass.inputs["Fac"])
sep = nt.nodes.new("ShaderNodeSeparateXYZ")
nt.links.new(coords.outputs["UV"], sep.inputs["Vector"])
line = nt.nodes.new("ShaderNodeMath")  # the touchline, a third of the way up the screen
line.operation = "COMPARE"
line.inputs[1].default_value = 0.3
line.inputs[2].default_value = 0.008
nt.links.new(sep.outputs["Y"], line.inputs[0])
with_line = nt.nodes.new("ShaderNodeMixRGB")
nt.links.new(line.outputs[0], with_line.inputs["Fac"])
nt.links.new(grass.outputs["Color"], with_line.inputs["Color1"])
with_line.inputs["Color2"].default_value = (0.9, 0.95, 0.9, 1)
glow = nt.nodes.new("ShaderNodeEmission")
glow.inputs["Strength"].default_value = 3.0
nt.links.new(with_line.outputs["Color"], glow.inputs["Color"])
nt.links.new(glow.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
TV_W, TV_H = 1.22, 0.69  # a 55-inch set
black = s.glossy("tv bezel", (0.01, 0.01, 0.012), roughness=(0.1, 0.2))
s.box(scene, "tv", (TV_W + 0.03, 0.05, TV_H + 0.03), black, (0.1, 4.9, 0.56), edge=0.004)
screen = p.plane(scene, "screen", TV_W, TV_H, pitch, (0.1, 4.87, 0.575))
# the players: a few figures in the two kits on the pitch, tiny and bright
for k in range(9):
    kit = s.emission(f"kit {k}", (0.55, 0.8, 1.0) if k % 2 else (0.95, 0.85, 0.1), 8.0)
    px = 0.1 + rng.uniform(-0.5, 0.5)
    pz = 0.575 + rng.uniform(0.2, 0.55)
    s.box(scene, f"player {k}", (0.012, 0.002, 0.03), kit, (px, 4.865, pz))
score = s.emission("score", (0.95, 0.95, 0.95), 6.0)
s.box(scene, "score box", (0.16, 0.002, 0.035), score, (0.1 - TV_W / 2 + 0.12, 4.865, 0.575 + TV_H - 0.07))

# ---- the family, from behind
skin_a, skin_b, skin_c = pp.skin("skin a", s.rgb("#6e4630")), pp.skin("skin b", s.rgb("#7a4e34")), pp.skin("skin c", s.rgb("#5a3a28"))
jersey = p.stripes("argentina jersey", [s.rgb("#f4f4f2"), s.rgb("#6cace4")], 0.065)
jersey.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.8  # a polyester shine
mundu = pp.cloth("mundu", s.rgb("#ece6d6"))
nightie = pp.cloth("ammachi's skirt", s.rgb("#3a4f7a"))
tee = pp.cloth("tee", s.rgb("#c8102e"))
shorts = pp.cloth("shorts", s.rgb("#2a2a2a"))
kurta = pp.cloth("kurta", s.rgb("#e0a51e"))
hair = s.matte("hair cap", (0.012, 0.01, 0.009), roughness=(0.55, 0.75), bump=0.2, scale=300)
grey_cap = s.matte("grey hair cap", s.rgb("#a8a49c"), roughness=(0.55, 0.75), bump=0.2, scale=300)
black_hair = pp.hair_strands("black hair", 0.93)
grey_hair = pp.hair_strands("grey hair", 0.15, redness=0.05)

plastic = s.glossy("plastic chair", s.rgb("#e8e4dc"), roughness=(0.3, 0.45))
people = {}
pp.chair(scene, "ammachi's chair", (-0.35, 2.6, 0), 0, plastic)
people["ammachi"] = pp.person(scene, "ammachi", "sit", (-0.35, 2.6, 0), 0, skin_b, jersey, nightie, grey_cap, female=True, hair_style="bun", height=0.95,
                              overrides=dict(head=-4, yaw=8, hands=((0.2, 0.42, 0.68), (-0.2, 0.4, 0.66))))
# a cousin on the floor beside her, cross-legged, leaning back on one hand: seated low, so built
# as a seated figure a chair's height down
people["cousin"] = pp.person(scene, "cousin", "sit_back", (0.45, 2.9, -0.42), 8, skin_a, tee, shorts, hair, sleeves="short",
                             overrides=dict(hands=((0.1, 0.3, 0.95), (-0.3, -0.12, 0.44))))
# and one up on his feet, both arms in the air: a goal
people["fan"] = pp.person(scene, "fan", "stand", (0.95, 3.55, 0), -10, skin_c, kurta, mundu, hair, dress="mundu", sleeves="short",
                          overrides=dict(head=-12, hands=((0.3, 0.12, 2.05), (-0.28, 0.18, 2.02))))
for k, (who, objs) in enumerate(people.items()):
    scalp = next(o for o in objs if o.name == f"{who} hair")
    pp.strands(scalp, grey_hair if who == "ammachi" else black_hair, {"ammachi": 0.007, "cousin": 0.012, "fan": 0.016}[who], seed=31 + k)

# ---- the chips: one packet in the cousin's lap, two on the floor by the chair
chips = s.printed("banana chips", s.texture("palmtree", "chips-banana"), roughness=(0.18, 0.32), bump=0.15, coat=0.6, fibre=300)
for k, (x, y, z, rot) in enumerate(((0.12, 3.35, 0.026, (math.radians(-90), 0, math.radians(160))), (-0.78, 3.1, 0.026, (math.radians(-90), 0, math.radians(20))), (0.58, 3.05, 0.14, (math.radians(-40), 0, math.radians(190))))):
    p.pillow(scene, f"chips {k}", (0.16, 0.05, 0.26), chips, (x, y, z), rot, crimp=0.07, rng=rng, res=(20, 34))

# ---- outside, beyond the half wall: the night, a coconut palm against it
s.plain_world(scene, s.rgb("#0b1424"), 0.6)
trunk = s.matte("palm trunk", (0.02, 0.018, 0.015), roughness=(0.8, 0.9))
s.lathe(scene, "palm trunk", [(0.0, 0.0), (0.2, 0.0), (0.15, 4.0), (0.13, 9.0), (0.0, 9.0)], trunk, (-6.0, 4.0, -0.5), segments=16)
frond_m = s.matte("fronds", (0.01, 0.015, 0.01), roughness=(0.8, 0.9))
for k in range(10):
    ang = 2 * math.pi * k / 10 + rng.uniform(-0.2, 0.2)
    bags._strap(scene, f"frond {k}", [(-6.0, 4.0, 8.4), (-6.0 + 1.6 * math.cos(ang), 4.0 + 1.6 * math.sin(ang), 8.9), (-6.0 + 3.0 * math.cos(ang), 4.0 + 3.0 * math.sin(ang), 7.9)], frond_m, width=0.35)

# ---- light: the TV (its screen is an emission; an area light over it carries most of the light,
# so the room converges), a small bulb on the house wall, the night sky
s.area_light(scene, "tv light", (0.1, 4.82, 0.92), (0.1, 0.0, 0.9), TV_W, 28, (0.75, 0.95, 0.8), size_y=TV_H)
s.point_light(scene, "wall bulb", (1.55, 1.0, 2.4), 6, (1.0, 0.7, 0.4), radius=0.03)
scene.view_settings.exposure = -0.2

s.camera(scene, (0.15, 0.55, 1.55), (0.1, 4.8, 0.85), lens=26, fstop=1.8, focus=(0.0, 2.9, 1.0), sensor=36)
s.save(scene)
