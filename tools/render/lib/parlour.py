"""A Lazza parlour: its counter and back wall, shared by the shots made inside it (a marble
counter, pistachio tiles with cream grout, warm pendant bulbs that the long lens turns into discs),
and its shop front seen from the street at dusk (`storefront`), in the three buildings the parlour
portraits show."""

import math

import bpy

import people as pp
import props as p
import street as st
import studio as s


def counter(scene):
    marble = s.stone("counter", s.rgb("#ece6dc"), s.rgb("#cfc6b8"), s.rgb("#b9afa2"), roughness=(0.08, 0.2), scale=3)
    s.box(scene, "counter", (2.4, 1.2, 0.04), marble, (0, 0.35, -0.04), edge=0.003)


def tile_wall(scene, y=0.98, size=(3.0, 0.05, 2.0), x=0.0, z=-0.9, upright=False):
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
    if upright:
        # the brick texture lays its courses in X and Y; a wall stands in X and Z
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(coords.outputs["Object"], sep.inputs["Vector"])
        wall_plane = nt.nodes.new("ShaderNodeCombineXYZ")
        nt.links.new(sep.outputs["X"], wall_plane.inputs["X"])
        nt.links.new(sep.outputs["Z"], wall_plane.inputs["Y"])
        nt.links.new(wall_plane.outputs["Vector"], brick.inputs["Vector"])
    else:
        nt.links.new(coords.outputs["Object"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.15
    s.box(scene, "wall", size, tiles, (x, y, z))


def bulbs(scene, places, y=0.7):
    """Pendant bulbs at (x, z) over the counter, each a warm emitter with a small light in it."""
    bulb = s.emission("bulb", (1.0, 0.72, 0.4), 40)
    for i, (x, z) in enumerate(places):
        s.lathe(scene, f"bulb {i}", [(0, -0.03), (0.028, -0.01), (0.03, 0.01), (0.0, 0.035)], bulb, (x, y, z))
        s.point_light(scene, f"bulb light {i}", (x, y - 0.04, z - 0.05), 10, (1.0, 0.7, 0.42), 0.03)


# ------------------------------------------------------------------ the shop front

FRONT_W, FRONT_H = 3.6, 2.7  # the glazed opening
DEPTH = 4.0  # the shop, from the glass to the tiled back wall


def _freezer(scene, x, y):
    """The scooping cabinet: a cream body, a sloped glass front, and twelve tubs of colour in it."""
    body = s.glossy("cabinet", s.rgb("#f4efe6"), roughness=(0.2, 0.35), coat=0.3)
    s.box(scene, "cabinet", (2.4, 0.75, 0.9), body, (x, y, 0), edge=0.02)
    steel = s.glossy("cabinet rim", (0.6, 0.6, 0.6), roughness=(0.15, 0.3), metallic=1.0)
    s.box(scene, "cabinet rim", (2.42, 0.77, 0.03), steel, (x, y, 0.9))
    flavours = ["#ff6f91", "#a9cf8d", "#fff3df", "#6b3a24", "#f2c14e", "#fbe3c4"]
    for i in range(12):
        col, row = i % 6, i // 6
        ice = s.matte(f"ice {i}", s.rgb(flavours[(i * 5) % 6]), roughness=(0.5, 0.7), bump=0.6, scale=60)
        s.box(scene, f"tub {i}", (0.34, 0.26, 0.06), ice, (x - 0.95 + col * 0.38, y - 0.16 + row * 0.3, 0.87), edge=0.02)
    glass = p.thin_glass("cabinet glass", dirt=0.1)
    pane = p.plane(scene, "cabinet glass", 2.4, 0.42, glass, (x, y - 0.38, 0.93))
    pane.rotation_euler = (math.radians(-35), 0, 0)


def storefront(scene, style, rng=None):
    """A Lazza parlour's front on a street at dusk, the glass at y = 0, the pavement in front of
    it (y < 0, 15 cm up from the road at y < -2.4), lit from inside. `style` is the building:
    "heritage" (Fort Kochi: a lime-washed ochre warehouse front, a clay-tile eave, teak shutters),
    "glass" (Kakkanad: a concrete and glass block by the IT park), or "awning" (Broadway, Ernakulam:
    an old two-storey front in faded blue, a striped awning over the glass)."""
    PAVE = 0.15
    road = p.asphalt("road", wet=0.2)
    s.box(scene, "road", (80, 30, 0.02), road, (0, -17.4, -0.02))
    pavers = s.stone("pavers", s.rgb("#9b958b"), s.rgb("#87817a"), s.rgb("#6d6862"), roughness=(0.5, 0.8), scale=2)
    s.box(scene, "pavement", (80, 2.4, PAVE), pavers, (0, -1.2, 0))
    kerb = s.matte("kerb", s.rgb("#c9c3b6"), roughness=(0.6, 0.8), bump=0.2, scale=4)
    s.box(scene, "kerb", (80, 0.2, PAVE + 0.01), kerb, (0, -2.4, 0), edge=0.02)

    facade_colour = {"heritage": "#d9a645", "glass": "#c9c7c2", "awning": "#8fb3c4"}[style]
    wash = st.weathered("facade", s.rgb(facade_colour)) if style != "glass" else s.matte("facade", s.rgb(facade_colour), roughness=(0.7, 0.9), bump=0.3, scale=3)
    W, H, T = 9.0, 7.2, 0.3
    hw = FRONT_W / 2
    z0 = PAVE
    s.box(scene, "facade left", (W / 2 - hw, T, H), wash, (-(W / 2 + hw) / 2, T / 2, z0))
    s.box(scene, "facade right", (W / 2 - hw, T, H), wash, ((W / 2 + hw) / 2, T / 2, z0))
    s.box(scene, "facade over", (FRONT_W, T, H - FRONT_H), wash, (0, T / 2, z0 + FRONT_H))
    # the neighbours either side, so the street goes on
    for side, colour in ((-1, "#b88a6a"), (1, "#d8cfb8")):
        s.box(scene, f"next door {side}", (8.0, T, H - 1.0), s.matte(f"next door {side}", s.rgb(colour), roughness=(0.7, 0.9), bump=0.3, scale=3), (side * (W / 2 + 4.0), T / 2 + 0.4, z0))

    # inside: a terrazzo floor, the tiled back wall with its bulbs, the cabinet, the side walls
    terrazzo = s.stone("terrazzo", s.rgb("#e8e0d2"), s.rgb("#b9ad98"), s.rgb("#a49680"), roughness=(0.15, 0.3), scale=8)
    s.box(scene, "shop floor", (FRONT_W + 1.0, DEPTH, 0.02), terrazzo, (0, DEPTH / 2, z0 - 0.02))
    tile_wall(scene, y=DEPTH, size=(FRONT_W + 1.0, 0.05, FRONT_H + 0.3), z=z0, upright=True)
    cream = s.matte("shop walls", s.rgb("#fff3df"), roughness=(0.7, 0.9), scale=4)
    for side in (-1, 1):
        s.box(scene, f"shop wall {side}", (0.1, DEPTH - T, FRONT_H + 0.3), cream, (side * (hw + 0.5), (DEPTH + T) / 2, z0))
    s.box(scene, "shop ceiling", (FRONT_W + 1.0, DEPTH - T, 0.05), cream, (0, (DEPTH + T) / 2, z0 + FRONT_H + 0.25))
    _freezer(scene, 0.2, 2.3)
    # two small tables inside by the glass, where the evening's customers sit
    rng = rng or s.RNG(7)
    pink = s.glossy("chair pink", s.rgb("#ff6f91"), roughness=(0.3, 0.45))
    cream_top = s.glossy("table tops", s.rgb("#fff3df"), roughness=(0.2, 0.35))
    st.bistro_set(scene, "inside table 0", (-1.2, 0.9, z0), 0, pink, cream_top)
    st.bistro_set(scene, "inside table 1", (1.25, 1.1, z0), 0, pink, cream_top)
    menu = s.printed("menu board", s.texture("lazza", "poster"), roughness=(0.3, 0.45))
    p.plane(scene, "menu board", 0.8, 1.18, menu, (-1.3, DEPTH - 0.04, z0 + 1.2))
    bulbs(scene, [(-1.0, z0 + 2.3), (0.2, z0 + 2.25), (1.4, z0 + 2.3)], y=2.0)
    s.area_light(scene, "shop light", (0, DEPTH / 2, z0 + FRONT_H + 0.2), (0, DEPTH / 2, 0), 2.5, 30, (0.92, 0.96, 1.0), size_y=3.0)

    # the glass front: a door at the right, aluminium mullions
    alu = s.glossy("mullions", s.rgb("#9a9c9e"), roughness=(0.25, 0.4), metallic=1.0)
    glass = p.thin_glass("shop glass", tint=(0.9, 0.95, 0.93), dirt=0.15)
    p.plane(scene, "shop glass", FRONT_W, FRONT_H, glass, (0, 0.02, z0))
    for x in (-hw, -0.4, 0.8, hw):
        s.box(scene, f"mullion {x:.1f}", (0.05, 0.06, FRONT_H), alu, (x, 0.02, z0))
    s.box(scene, "transom", (FRONT_W, 0.06, 0.05), alu, (0, 0.02, z0 + 2.2))
    s.box(scene, "door push", (0.03, 0.08, 0.5), alu, (0.95, -0.03, z0 + 0.8))

    # the fascia over the glass, lit by a strip
    fascia = s.printed("fascia", s.texture("lazza", "fascia"), roughness=(0.3, 0.45), coat=0.4)
    p.plane(scene, "fascia", 3.6, 0.6, fascia, (0, -0.02, z0 + FRONT_H + 0.25))
    s.area_light(scene, "fascia light", (0, -0.7, z0 + FRONT_H + 0.95), (0, 0, z0 + FRONT_H + 0.55), 3.4, 60, (1.0, 0.9, 0.78), size_y=0.1)

    if style == "heritage":
        # a clay-tile eave the length of the front, teak shutters folded open beside the glass
        clay = s.matte("clay tiles", s.rgb("#a4522f"), roughness=(0.6, 0.85), bump=0.8, scale=12)
        eave = s.box(scene, "eave", (W + 0.4, 1.1, 0.06), clay, (0, -0.45, z0 + FRONT_H + 1.4))
        eave.rotation_euler = (math.radians(-18), 0, 0)
        teak = s.wood("shutter teak", s.rgb("#6e4328"), s.rgb("#3f2416"), scale=(1, 1, 14))
        for side in (-1, 1):
            s.box(scene, f"shutter {side}", (0.9, 0.05, 2.4), teak, (side * (hw + 0.5), -0.03, z0 + 0.15), edge=0.005)
        for k, x in enumerate((-3.3, 3.3)):
            s.box(scene, f"upper window {k}", (1.0, 0.05, 1.3), teak, (x, -0.01, z0 + 4.4), edge=0.005)
        lime = st.weathered("mouldings", s.rgb("#efe3c4"))
        st.ledges(scene, "front", W, z0 + H, lime, plinth=st.weathered("plinth", s.rgb("#7a4a2e")), sills=[(x, z0 + 4.4, 1.0) for x in (-3.3, 3.3)])
    elif style == "glass":
        # the block's upper floors: a dark curtain wall in aluminium frames
        curtain = s.glossy("curtain wall", s.rgb("#2b3a46"), roughness=(0.02, 0.08), coat=0.5)
        s.box(scene, "curtain wall", (W - 0.6, 0.1, H - FRONT_H - 1.1), curtain, (0, -0.02, z0 + FRONT_H + 1.0))
        for k in range(7):
            x = -(W - 0.6) / 2 + k * (W - 0.6) / 6
            s.box(scene, f"curtain mullion {k}", (0.06, 0.14, H - FRONT_H - 1.1), alu, (x, -0.04, z0 + FRONT_H + 1.0))
    else:
        # a striped awning in the parlour's pink and vanilla, pitched out over the pavement
        stripes = p.stripes("awning", [s.rgb("#ff6f91"), s.rgb("#fff3df")], 0.3)
        awning = s.box(scene, "awning", (FRONT_W + 0.6, 1.3, 0.03), stripes, (0, -0.62, z0 + FRONT_H + 0.95))
        awning.rotation_euler = (math.radians(-28), 0, 0)
        teak = s.wood("upper shutters", s.rgb("#5a3a24"), s.rgb("#3a2416"), scale=(1, 1, 14))
        for k, x in enumerate((-3.0, -1.0, 1.0, 3.0)):
            s.box(scene, f"upper window {k}", (0.9, 0.05, 1.4), teak, (x, -0.01, z0 + 4.6), edge=0.005)
        s.box(scene, "balcony", (W, 0.6, 0.12), wash, (0, -0.3, z0 + 4.3))
        # the balcony's railing of turned balusters, and the front's cornice and lintels
        rail = st.weathered("balcony rail", s.rgb("#e8e2d2"))
        s.box(scene, "balcony handrail", (W, 0.08, 0.06), rail, (0, -0.56, z0 + 5.25), edge=0.01)
        for k in range(37):
            s.lathe(scene, f"baluster {k}", [(0.0, 0.0), (0.035, 0.0), (0.035, 0.08), (0.022, 0.14), (0.045, 0.42), (0.022, 0.7), (0.035, 0.76), (0.035, 0.83), (0.0, 0.83)], rail, (-W / 2 + 0.12 + k * (W - 0.24) / 36, -0.56, z0 + 4.42), segments=12)
        st.ledges(scene, "front", W, z0 + H, st.weathered("mouldings", s.rgb("#e8e2d2")), sills=[], lintels=False)
        for k, x in enumerate((-3.0, -1.0, 1.0, 3.0)):
            s.box(scene, f"upper lintel {k}", (1.06, 0.08, 0.14), rail, (x, -0.04, z0 + 6.02), edge=0.01)

    # what stands in front: the day's board by the door, and each street's own things
    slate = s.matte("chalkboard", s.rgb("#22282a"), roughness=(0.7, 0.9), bump=0.2, scale=30)
    board_teak = s.wood("board teak", s.rgb("#6e4328"), s.rgb("#3f2416"), scale=(1, 1, 14))
    st.a_board(scene, "a-board", (-2.35, -0.75, PAVE), 8, board_teak, slate)
    leaves = st.foliage_material("leaves", s.rgb("#1f3a1c"), s.rgb("#3f6a2c"))
    black = s.glossy("black enamel", s.rgb("#161616"), roughness=(0.2, 0.4))
    rubber = s.matte("tyres", s.rgb("#111111"), roughness=(0.6, 0.8))
    if style == "heritage":
        # bougainvillea spilling over the wall's top at the left, a roadster on its stand, a pot
        bloom = st.foliage_material("bougainvillea", s.rgb("#203a1a"), s.rgb("#3d6a2a"), flowers=s.rgb("#d02a7a"), coverage=0.4)
        st.shrub(scene, "bougainvillea", (-3.7, -0.2, z0 + 3.9), (1.8, 0.4, 0.8), bloom, rng, lumps=14)
        st.shrub(scene, "bougainvillea low", (-4.1, -0.2, z0 + 2.8), (0.7, 0.35, 1.0), bloom, rng, lumps=5)
        st.bicycle(scene, "roadster", (2.9, -1.05, PAVE), 8, black, rubber)
        st.potted(scene, "pot right", (2.05, -0.35, PAVE), s.glossy("blue glaze", s.rgb("#2c5a7a"), roughness=(0.15, 0.3)), leaves, rng, size=0.6)
    elif style == "glass":
        # concrete planters of clipped shrubs along the front, two tables out on the paving
        concrete = s.matte("planter concrete", s.rgb("#9e9a94"), roughness=(0.7, 0.9), bump=0.2, scale=5)
        for k, x in enumerate((-3.6, 3.6)):
            s.box(scene, f"planter {k}", (1.4, 0.6, 0.5), concrete, (x, -0.5, PAVE), edge=0.02)
            st.shrub(scene, f"planter shrub {k}", (x, -0.5, PAVE + 0.75), (0.65, 0.28, 0.35), leaves, rng, lumps=6)
        white = s.glossy("outdoor chairs", s.rgb("#ecebe7"), roughness=(0.3, 0.5))
        st.bistro_set(scene, "outside table", (2.45, -1.25, PAVE), 90, white, white)
        st.potted(scene, "pot door", (1.55, -0.35, PAVE), concrete, leaves, rng, size=0.5)
        # warm bulbs strung from the front to a post at the kerb, over the table outside
        s.box(scene, "festoon post", (0.05, 0.05, 2.7), black, (3.4, -2.05, PAVE))
        warm = s.emission("festoon bulbs", (1.0, 0.68, 0.36), 12.0)
        cable = s.matte("festoon cable", s.rgb("#141414"), roughness=(0.4, 0.6))
        for k, x in enumerate((1.9, 4.2)):
            st.festoon(scene, f"festoon {k}", (x, -0.05, PAVE + 2.95), (3.4, -2.05, PAVE + 2.7), 0.25, cable, warm, every=2)
    else:
        # the neighbours' shutters, one half down under its painted board, the cables overhead
        steel = s.rgb("#7d8287")
        boards = s.matte("painted board", s.rgb("#1f5a8a"), roughness=(0.5, 0.7))
        st.rolling_shutter(scene, "next shop left", (-6.3, -0.1, PAVE), 3.2, 2.6, 2.6, steel, boards)
        s.text_object(scene, "board words left", "NEW INDIA STORES", 0.28, (-6.3, -0.4, PAVE + 2.95), s.matte("board paint", s.rgb("#f3e9c8")), (math.radians(90), 0, 0), align="CENTER")
        ads = s.printed("neighbour hoarding", s.texture("palmtree", "hoarding"), roughness=(0.4, 0.6))
        st.rolling_shutter(scene, "next shop right", (6.3, -0.1, PAVE), 3.2, 2.6, 1.1, steel, ads)
        cable = s.matte("cable", s.rgb("#141414"), roughness=(0.4, 0.6))
        st.cables(scene, "cables", (-12.0, -2.3, 7.2), (12.0, -2.0, 7.0), 0.9, cable)
        st.bicycle(scene, "roadster", (-2.9, -1.15, PAVE), -10, black, rubber)
        st.potted(scene, "pot", (2.1, -0.35, PAVE), s.glossy("green glaze", s.rgb("#3a6a4a"), roughness=(0.15, 0.3)), leaves, rng, size=0.55)

    # the street at dusk: a street light at the kerb, the sky's last light
    pole = s.matte("light pole", s.rgb("#6f726f"), roughness=(0.5, 0.7), scale=4)
    lamp = s.emission("street lamp", (1.0, 0.8, 0.55), 30)
    p.street_light(scene, "street light", (-5.2, -2.2, PAVE), 8.0, 1.8, pole, lamp, face=0, energy=900)
    s.sky(scene, elevation=-2.5, azimuth=230, strength=3.0, air=1.3, dust=3.0, ozone=2.5, sun_disc=False)


def portrait(style, seed, camera, target):
    """A parlour portrait's whole shot: `storefront(style)` at dusk, 1800×1200 at 48 samples, a
    35 mm lens at f/5.6 from `camera` across the road, aimed at `target`, focused on the glass."""
    a = s.args()
    scene = s.reset()
    s.settings(scene, a, 1800, 1200, 48, seed=seed)
    storefront(scene, style, s.RNG(seed))
    scene.view_settings.exposure = 0.0
    s.camera(scene, camera, target, lens=35, fstop=5.6, focus=(0.0, 0.0, 1.6))
    if a.animate:
        # the moving version, the portrait's first shot: the evening's passers-by on the
        # pavement in front of the shop, from a camera on a tripod across the road
        passers_by(scene, 36)
        s.animate(scene, a.out, 36, 1280, 720, 16, preview=a.preview)
    else:
        s.save(scene)


# who walks past a parlour at dusk: (name, skin, top, lower, turn, y of the line they walk, x at
# frame 1, height, female, dress): a couple going left to right near the shop, a man the other
# way along the kerb
PASSERS_BY = (
    ("passer a", "#6e4630", "#e6dccb", "#2c2f36", -90, -1.55, -4.2, 1.0, False, "trousers"),
    ("passer b", "#7a4e34", "#b8475a", "#1f2233", -90, -1.95, -4.75, 0.94, True, "trousers"),
    ("passer c", "#5a3a28", "#8aa0b8", "#f1ede2", 90, -2.1, 3.6, 1.02, False, "mundu"),
)


def passers_by(scene, frames):
    """`PASSERS_BY` walking along the pavement at 1.35 m/s (0.09 m a frame) for `frames` frames."""
    hair = s.matte("passers' hair", (0.012, 0.01, 0.009), roughness=(0.55, 0.75), bump=0.2, scale=300)
    for k, (name, skin, top, lower, turn, y, x0, height, female, dress) in enumerate(PASSERS_BY):
        root = pp.walker(scene, name, turn, frames, 2 * k, pp.skin(f"{name} skin", s.rgb(skin)), pp.cloth(f"{name} top", s.rgb(top)),
                         pp.cloth(f"{name} lower", s.rgb(lower)), hair, height=height, female=female, dress=dress,
                         hair_style="long" if female else "short", sleeves="short")
        way = -1 if turn > 0 else 1
        s.key_linear(root, ((1, (x0, y, 0.15)), (frames, (x0 + way * 0.09 * (frames - 1), y, 0.15))), path="location")
