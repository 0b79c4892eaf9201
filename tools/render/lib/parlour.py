"""A Lazza parlour's counter and back wall, shared by the shots made inside it: a marble counter,
pistachio tiles with cream grout, warm pendant bulbs that the long lens turns into discs."""

import bpy

import studio as s


def counter(scene):
    marble = s.stone("counter", s.rgb("#ece6dc"), s.rgb("#cfc6b8"), s.rgb("#b9afa2"), roughness=(0.08, 0.2), scale=3)
    s.box(scene, "counter", (2.4, 1.2, 0.04), marble, (0, 0.35, -0.04), edge=0.003)


def tile_wall(scene, y=0.98):
    tiles = bpy.data.materials.new("tiles")
    tiles.use_nodes = True
    nt = tiles.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.inputs["Color1"].default_value = (*s.rgb("#8fbf72"), 1)
    brick.inputs["Color2"].default_value = (*s.rgb("#7fae63"), 1)
    brick.inputs["Mortar"].default_value = (*s.rgb("#fff3df"), 1)
    brick.inputs["Scale"].default_value = 10
    brick.inputs["Mortar Size"].default_value = 0.012
    brick.offset = 0.5
    coords = nt.nodes.new("ShaderNodeTexCoord")
    nt.links.new(coords.outputs["Object"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.15
    s.box(scene, "wall", (3.0, 0.05, 2.0), tiles, (0, y, -0.9))


def bulbs(scene, places, y=0.7):
    """Pendant bulbs at (x, z) over the counter, each a warm emitter with a small light in it."""
    bulb = s.emission("bulb", (1.0, 0.72, 0.4), 40)
    for i, (x, z) in enumerate(places):
        s.lathe(scene, f"bulb {i}", [(0, -0.03), (0.028, -0.01), (0.03, 0.01), (0.0, 0.035)], bulb, (x, y, z))
        s.point_light(scene, f"bulb light {i}", (x, y - 0.04, z - 0.05), 10, (1.0, 0.7, 0.42), 0.03)
