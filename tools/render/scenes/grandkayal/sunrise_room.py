"""Grand Kayal's window room at sunrise, as two shots see it (window.py: the room and its window;
window-breakfast.py: the tray close): the window wall (laterite, lime-washed) with one arched
window, its fanlight, its louvred teak shutters folded back, a linen curtain; the window seat,
its cushion and the breakfast tray (two appams on a plate, a bowl of vegetable stew, a cup of
coffee, a linen napkin); outside, the sun just up over the far bank's trees and palms and a
boatman poling a country boat across the light.
"""

import math

import bmesh
import mathutils

import hotel as h
import props as p
import studio as s


def build(scene, rng):
    """The room, the tray, the view and the light. Returns the plate's centre on the tray (the
    point both shots focus on)."""

    # ---- materials
    lime = s.matte("lime plaster", s.rgb("#efe6d6"), roughness=(0.8, 0.95), bump=0.03, scale=3)
    teak = s.wood("teak", s.rgb("#6a4328"), s.rgb("#3a2618"), scale=(1.5, 20, 20), rings=5)
    linen = s.matte("linen", s.rgb("#f3ece0"), roughness=(0.8, 0.95), bump=0.35, scale=260)
    china = s.glossy("white china", s.rgb("#f4f1ea"), roughness=(0.05, 0.12), coat=0.3)
    backwater = h.water("backwater", s.rgb("#1c2422"), ripple=0.4, scale=0.5, roughness=0.05)
    bank = s.matte("far bank", s.rgb("#1b2119"), roughness=(0.8, 0.95))
    frond = s.matte("palm fronds", s.rgb("#1d2a1c"), roughness=(0.6, 0.8))
    canopy = s.matte("far bank trees", s.rgb("#1e281c"), roughness=(0.8, 0.95))
    glass = p.thin_glass("fanlight glass", roughness=0.02, dirt=0.3)
    skin = s.matte("skin", s.rgb("#6a4230"), roughness=(0.45, 0.6), bump=0.02)
    mundu = s.matte("boatman's mundu", s.rgb("#d9d2c2"), roughness=(0.8, 0.95))
    shirt = s.matte("boatman's shirt", s.rgb("#35404a"), roughness=(0.8, 0.95))
    boat = s.matte("country boat", s.rgb("#2a1c12"), roughness=(0.4, 0.6), bump=0.1, scale=20)
    bamboo = s.matte("bamboo pole", s.rgb("#6b5a3a"), roughness=(0.5, 0.7))


    def food(name, light, dark, scale, bump, roughness=(0.35, 0.6), specular=0.4):
        """Cooked food: two tones by coarse noise, roughness and bump by fine noise."""
        m, nt, bsdf, coords = s._material(name)
        blotch = s._noise(nt, coords, scale * 0.2, detail=3)
        ramp = nt.nodes.new("ShaderNodeValToRGB")
        ramp.color_ramp.elements[0].color = (*s.rgb(dark), 1)
        ramp.color_ramp.elements[1].color = (*s.rgb(light), 1)
        ramp.color_ramp.elements[0].position = 0.35
        ramp.color_ramp.elements[1].position = 0.7
        nt.links.new(blotch.outputs["Fac"], ramp.inputs["Fac"])
        nt.links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
        fine = s._noise(nt, coords, scale, detail=8, roughness=0.7)
        nt.links.new(s._range(nt, fine.outputs["Fac"], *roughness), bsdf.inputs["Roughness"])
        nt.links.new(s._bump(nt, fine.outputs["Fac"], bump, 0.0008), bsdf.inputs["Normal"])
        bsdf.inputs["Specular"].default_value = specular
        return m


    appam_soft = food("appam centre", "#f6ead0", "#eadbb8", 300, 0.5, roughness=(0.5, 0.7), specular=0.3)
    appam_lace = food("appam lace", "#ecc486", "#b7773a", 420, 1.2, roughness=(0.45, 0.7))
    # browned towards the rim: the batter there is thinnest and meets the pan's hot wall
    _nt = appam_lace.node_tree
    _dist = _nt.nodes.new("ShaderNodeVectorMath")
    _dist.operation = "LENGTH"
    _nt.links.new(_nt.nodes["Texture Coordinate"].outputs["Object"], _dist.inputs[0])
    _ramp = [n for n in _nt.nodes if n.type == "VALTORGB"][0]
    _brown = _nt.nodes.new("ShaderNodeMixRGB")
    _brown.blend_type = "MULTIPLY"
    _nt.links.new(s._range(_nt, _dist.outputs["Value"], -0.6, 1.0), _brown.inputs["Fac"])
    _nt.links.new(_ramp.outputs["Color"], _brown.inputs["Color1"])
    _brown.inputs["Color2"].default_value = (0.55, 0.36, 0.2, 1)
    _nt.links.new(_brown.outputs["Color"], _nt.nodes["Principled BSDF"].inputs["Base Color"])
    _snt = appam_soft.node_tree
    _pores = _snt.nodes.new("ShaderNodeTexVoronoi")
    _pores.inputs["Scale"].default_value = 900.0
    _snt.links.new(_snt.nodes["Texture Coordinate"].outputs["Object"], _pores.inputs["Vector"])
    _snt.links.new(s._bump(_snt, _pores.outputs["Distance"], 0.6, 0.0006), _snt.nodes["Principled BSDF"].inputs["Normal"])
    _soft = appam_soft.node_tree.nodes["Principled BSDF"]
    _soft.inputs["Subsurface"].default_value = 0.15
    _soft.inputs["Subsurface Radius"].default_value = (0.002, 0.0015, 0.001)
    _soft.inputs["Subsurface Color"].default_value = (*s.rgb("#fbf3e2"), 1)
    # the lace is holed where the batter ran thin: a cell pattern cut through to the plate
    _nt = appam_lace.node_tree
    _cells = _nt.nodes.new("ShaderNodeTexVoronoi")
    _cells.inputs["Scale"].default_value = 110.0
    _cells.inputs["Randomness"].default_value = 0.9
    _nt.links.new(_nt.nodes["Texture Coordinate"].outputs["Object"], _cells.inputs["Vector"])
    _hole = _nt.nodes.new("ShaderNodeMath")
    _hole.operation = "LESS_THAN"
    _nt.links.new(_cells.outputs["Distance"], _hole.inputs[0])
    # holes only towards the rim, bigger the nearer it (the centre's edge is solid batter)
    _r = _nt.nodes.new("ShaderNodeVectorMath")
    _r.operation = "LENGTH"
    _nt.links.new(_nt.nodes["Texture Coordinate"].outputs["Object"], _r.inputs[0])
    _reach = _nt.nodes.new("ShaderNodeMapRange")
    _reach.inputs["From Min"].default_value = 0.062
    _reach.inputs["From Max"].default_value = 0.1
    _reach.inputs["To Min"].default_value = 0.0
    _reach.inputs["To Max"].default_value = 0.34
    _nt.links.new(_r.outputs["Value"], _reach.inputs["Value"])
    _nt.links.new(_reach.outputs["Result"], _hole.inputs[1])
    _mix = _nt.nodes.new("ShaderNodeMixShader")
    _nt.links.new(_hole.outputs[0], _mix.inputs["Fac"])
    _nt.links.new(_nt.nodes["Principled BSDF"].outputs["BSDF"], _mix.inputs[1])
    _nt.links.new(_nt.nodes.new("ShaderNodeBsdfTransparent").outputs["BSDF"], _mix.inputs[2])
    _nt.links.new(_mix.outputs["Shader"], _nt.nodes["Material Output"].inputs["Surface"])
    stew = food("stew", "#f3e8cc", "#e6d3a8", 80, 0.15, roughness=(0.15, 0.3), specular=0.6)
    stew.node_tree.nodes["Principled BSDF"].inputs["Subsurface"].default_value = 0.2
    stew.node_tree.nodes["Principled BSDF"].inputs["Subsurface Radius"].default_value = (0.003, 0.002, 0.0015)
    carrot = food("carrot", "#e07a2e", "#c45e1c", 200, 0.2)
    potato = food("potato", "#efd99a", "#d8bd72", 200, 0.3)
    leaf = food("curry leaf", "#2f4a1e", "#1f3314", 100, 0.1, roughness=(0.2, 0.35))
    coffee = s.glossy("coffee", s.rgb("#2a160b"), roughness=(0.02, 0.06))


    def disc(name, radius, height, material, location, segments=48):
        """A flat-shaded capped cylinder (a liquid's surface): no degenerate normals at its centre."""
        bm = bmesh.new()
        bmesh.ops.create_cone(bm, cap_ends=True, cap_tris=False, segments=segments, radius1=radius, radius2=radius, depth=height)
        bmesh.ops.translate(bm, verts=bm.verts, vec=(0, 0, height / 2))
        return h._mesh(scene, name, bm, material, location)


    def appam(name, base, rng):
        """An appam as it leaves the pan: a thick soft centre, domed, and a thin lace that runs out
        and up into a curled, browned rim, its height and reach wandering round the edge."""
        waves = [(rng.uniform(0.002, 0.005), rng.randint(2, 5), rng.uniform(0, 6.28)) for _ in range(3)]

        def wobble(a):
            return sum(amp * math.sin(n * a + ph) for amp, n, ph in waves)

        def sheet(name, radii, height, material):
            bm = bmesh.new()
            seg = 96
            rows = []
            for r in radii:
                row = []
                for i in range(seg):
                    a = 2 * math.pi * i / seg
                    t = max(0.0, (r - 0.05) / 0.05)
                    rr = r + 0.5 * t * wobble(a + 1.0)
                    row.append(bm.verts.new((rr * math.cos(a), rr * math.sin(a), height(r) + t * t * wobble(a) * 0.8)))
                rows.append(row)
            for j in range(len(rows) - 1):
                for i in range(seg):
                    bm.faces.new((rows[j][i], rows[j][(i + 1) % seg], rows[j + 1][(i + 1) % seg], rows[j + 1][i]))
            return bm, rows

        # the centre: a soft dome over a flat base
        bm, rows = sheet(name, [0.0005 + 0.05 * k / 10 for k in range(11)], lambda r: 0.004 + 0.007 * max(0.0, 1 - (r / 0.05) ** 2), appam_soft)
        base_ring = [bm.verts.new((v.co.x, v.co.y, 0.0)) for v in rows[-1]]
        seg = len(base_ring)
        for i in range(seg):
            bm.faces.new((rows[-1][(i + 1) % seg], rows[-1][i], base_ring[i], base_ring[(i + 1) % seg]))
        bm.faces.new(list(reversed(rows[0])))
        bm.faces.new(base_ring[::-1])
        centre = h._mesh(scene, name + " centre", bm, appam_soft, base)
        s.smooth(centre)
        # the lace: a thin bowl from under the centre's edge out to the rim
        bm, _ = sheet(name, [0.046 + 0.056 * k / 14 for k in range(15)], lambda r: 0.002 + 0.017 * max(0.0, (r - 0.046) / 0.056) ** 1.6, appam_lace)
        lace = h._mesh(scene, name + " lace", bm, appam_lace, base)
        s.smooth(lace)
        lace.modifiers.new("solid", "SOLIDIFY").thickness = 0.0012
        return centre, lace

    # ---- the room: the window wall (laterite, lime-washed, 0.4 m thick) with one arched window
    W, SILL, SPRING, TOP, D = 1.2, 0.45, 1.55, 3.0, 0.4
    s.box(scene, "wall left", (3.0, D, TOP), lime, (-W / 2 - 1.5, D / 2, 0))
    s.box(scene, "wall right", (3.0, D, TOP), lime, (W / 2 + 1.5, D / 2, 0))
    s.box(scene, "wall under the window", (W, D, SILL), lime, (0, D / 2, 0))
    h.spandrel(scene, "wall over the window", 0.0, 0.0, W, SPRING, TOP, D, lime)
    s.box(scene, "side wall", (0.2, 5.0, TOP), lime, (-2.4, -2.3, 0))
    s.box(scene, "floor", (6, 6, 0.1), teak, (0, -2.5, -0.1))
    s.box(scene, "ceiling", (6, 6, 0.1), lime, (0, -2.5, TOP))
    # the window's teak frame and its two shutters, folded back into the room
    s.box(scene, "frame left", (0.07, 0.08, SPRING - SILL), teak, (-W / 2 + 0.035, 0.08, SILL))
    s.box(scene, "frame right", (0.07, 0.08, SPRING - SILL), teak, (W / 2 - 0.035, 0.08, SILL))
    s.box(scene, "frame transom", (W, 0.08, 0.07), teak, (0, 0.08, SPRING - 0.07))
    # the shutters: teak frames (two stiles, three rails) holding fixed louvres tilted 35°, hung on
    # the frame and folded back into the room; the light comes through between the louvres
    SH = SPRING - SILL - 0.1
    for side in (-1, 1):
        parts = []
        for name, size, at in (
            ("stile out", (0.05, 0.035, SH), (side * (W / 2 - 0.025), 0, 0)),
            ("stile in", (0.05, 0.035, SH), (side * 0.025, 0, 0)),
            ("rail bottom", (W / 2, 0.035, 0.08), (side * W / 4, 0, 0)),
            ("rail middle", (W / 2, 0.035, 0.06), (side * W / 4, 0, SH * 0.48)),
            ("rail top", (W / 2, 0.035, 0.07), (side * W / 4, 0, SH - 0.07)),
        ):
            parts.append(s.box(scene, f"shutter {side} {name}", size, teak, at, edge=0.004))
        for k in range(26):
            z = 0.1 + k * (SH - 0.2) / 25
            if abs(z - SH * 0.48 - 0.03) < 0.05:
                continue
            slat = s.box(scene, f"shutter {side} louvre {k}", (W / 2 - 0.09, 0.045, 0.006), teak, (side * W / 4, 0, z), (math.radians(35), 0, 0), edge=0.0015)
            parts.append(slat)
        hinge = (side * W / 2, -0.02, SILL + 0.05)
        turn = math.radians(side * 110)
        c, sn = math.cos(turn), math.sin(turn)
        for o in parts:  # swing the shutter about its hinge line
            dx, dy = o.location.x - side * W / 2, o.location.y
            o.location = (hinge[0] + dx * c - dy * sn, hinge[1] + dx * sn + dy * c, hinge[2] + o.location.z)
            o.rotation_euler.z += turn
    # the fanlight over the transom: glass in five radial teak bars
    bm = bmesh.new()
    rim = [bm.verts.new(((W / 2 - 0.02) * math.cos(math.pi * k / 32), 0, (W / 2 - 0.02) * math.sin(math.pi * k / 32))) for k in range(33)]
    bm.faces.new(rim)
    h._mesh(scene, "fanlight", bm, glass, (0, 0.1, SPRING))
    for k in range(5):
        ang = math.pi * (k + 1) / 6
        bar = s.box(scene, f"fanlight bar {k}", (0.016, 0.025, W / 2 - 0.02), teak, (0, 0.1, SPRING), (0, math.radians(90) - ang, 0))

    # a linen curtain gathered at the window's left, in soft vertical folds
    bm = bmesh.new()
    cols, rows = 40, 12
    cw, ch = 0.7, 2.6
    grid = []
    for j in range(rows + 1):
        row = []
        for i in range(cols + 1):
            u = i / cols
            x = -W / 2 - 0.55 + u * cw
            y = -0.12 - 0.045 * math.sin(u * math.pi * 7 + 0.4) - 0.02 * math.sin(u * 31)
            row.append(bm.verts.new((x, y, 0.05 + ch * j / rows)))
        grid.append(row)
    for j in range(rows):
        for i in range(cols):
            bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
    curtain = h._mesh(scene, "curtain", bm, linen)
    s.smooth(curtain)
    curtain.modifiers.new("solid", "SOLIDIFY").thickness = 0.004

    # ---- the window seat, its cushion and the breakfast tray
    s.box(scene, "window seat", (W + 0.6, 0.62, 0.06), teak, (0, -0.31, 0.45), edge=0.008)
    s.box(scene, "seat front", (W + 0.6, 0.04, 0.45), teak, (0, -0.6, 0.0))
    p.pillow(scene, "seat cushion", (0.56, 0.08, 0.52), linen, (-0.62, -0.04, 0.55), (math.radians(90), 0, 0), pinch=0.04, rng=rng)
    TX, TY, TZ = 0.12, -0.3, 0.51
    s.box(scene, "tray", (0.56, 0.38, 0.012), teak, (TX, TY, TZ), edge=0.003)
    for name, size, loc in (
        ("tray rim front", (0.56, 0.014, 0.04), (TX, TY - 0.183, TZ)),
        ("tray rim back", (0.56, 0.014, 0.04), (TX, TY + 0.183, TZ)),
        ("tray rim left", (0.014, 0.38, 0.04), (TX - 0.273, TY, TZ)),
        ("tray rim right", (0.014, 0.38, 0.04), (TX + 0.273, TY, TZ)),
    ):
        s.box(scene, name, size, teak, loc, edge=0.003)
    z0 = TZ + 0.012
    # two appams on a plate: a soft thick centre, a thin lacy rim that curls up
    px, py = TX - 0.1, TY - 0.03
    s.lathe(scene, "plate", [(0, 0), (0.09, 0), (0.125, 0.012), (0.128, 0.015), (0.124, 0.016), (0.088, 0.003), (0, 0.003)], china, (px, py, z0), segments=96)
    for k, (dx, dy, tilt) in enumerate(((-0.015, 0.0, 0.0), (0.03, 0.035, 0.03))):
        base = (px + dx, py + dy, z0 + 0.006 + k * 0.012)
        c, r = appam(f"appam {k}", base, rng)
        for o in (c, r):
            o.rotation_euler = (tilt, tilt * 0.5, rng.uniform(0, 6.28))
    # a bowl of stew: vegetables in coconut milk, curry leaves on top
    bx, by = TX + 0.13, TY + 0.06
    s.lathe(scene, "bowl", [(0, 0), (0.035, 0), (0.04, 0.004), (0.06, 0.03), (0.068, 0.05), (0.065, 0.051), (0.057, 0.032), (0.034, 0.008), (0, 0.008)], china, (bx, by, z0), segments=96)
    # the stew's surface a little domed where the vegetables crowd it
    s.lathe(scene, "stew", [(0.0, 0.041), (0.03, 0.0405), (0.05, 0.039), (0.0585, 0.037), (0.0585, 0.0), (0.0, 0.0)], stew, (bx, by, z0), segments=64)
    pea = food("green peas", "#7fa83a", "#5f8a2a", 300, 0.05, roughness=(0.2, 0.35), specular=0.5)
    surface = z0 + 0.039
    for k in range(28):
        ang = rng.uniform(0, 2 * math.pi)
        rad = 0.048 * math.sqrt(rng.uniform(0.0, 1.0))
        at = (bx + rad * math.cos(ang), by + rad * math.sin(ang), surface - 0.003)
        turn = (rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5), rng.uniform(0, 3.1))
        kind = k % 4
        if kind == 0:  # potato in soft cubes, half under
            s.box(scene, f"stew potato {k}", (0.014, 0.013, 0.011), potato, at, turn, edge=0.003)
        elif kind == 1:  # carrot in rounds
            s.lathe(scene, f"stew carrot {k}", [(0.0, 0.0), (0.008, 0.0), (0.0085, 0.002), (0.008, 0.004), (0.0, 0.004)], carrot, at, segments=20, rotation=turn)
        elif kind == 2:  # peas
            ball = s.lathe(scene, f"stew pea {k}", [(0.0, -0.004), (0.003, -0.003), (0.004, 0.0), (0.003, 0.003), (0.0, 0.004)], pea, (at[0], at[1], surface), segments=12)
            s.smooth(ball)
        else:  # a curry leaf lying on the surface
            s.lathe(scene, f"stew leaf {k}", [(0.0, 0.0), (0.006, 0.0), (0.0, 0.0008)], leaf, (at[0], at[1], surface + 0.0005), segments=16, rotation=(0, 0, turn[2])).scale = (2.2, 1.0, 1.0)
    # coffee in a cup on its saucer, and a linen napkin under the spoon
    cx, cy = TX + 0.16, TY - 0.1
    s.lathe(scene, "saucer", [(0, 0), (0.045, 0), (0.065, 0.008), (0.067, 0.01), (0.0, 0.004)], china, (cx, cy, z0), segments=64)
    s.lathe(scene, "cup", [(0, 0.004), (0.025, 0.004), (0.028, 0.008), (0.036, 0.045), (0.038, 0.062), (0.035, 0.062), (0.033, 0.046), (0.0, 0.012)], china, (cx, cy, z0), segments=64)
    disc("coffee", 0.033, 0.003, coffee, (cx, cy, z0 + 0.05))
    s.box(scene, "napkin", (0.14, 0.2, 0.004), linen, (TX - 0.02, TY + 0.13, z0), (0, 0, 0.18), edge=0.001)
    s.box(scene, "spoon", (0.012, 0.13, 0.003), s.glossy("steel", (0.8, 0.8, 0.79), roughness=(0.05, 0.12), metallic=1.0), (TX - 0.02, TY + 0.12, z0 + 0.004), (0, 0, 0.22))

    # ---- outside: the backwater, a boatman poling a country boat across the light, the far bank
    s.box(scene, "backwater", (900, 600, 0.1), backwater, (0, 300, -3.0))
    h.hull(scene, "country boat", 7.0, 1.0, 0.35, 0.3, boat, (3.2, 30.0, -2.8), turn=-6)
    h.figure(scene, "boatman", "pole", (3.4, 30.0, -2.75), 84, skin, shirt, mundu)

    pm = bmesh.new()
    h._limb(pm, mathutils.Vector((0, 0, 0)), mathutils.Vector((-0.3, 0.2, 5.2)), 0.025, 0.02, 6)
    h._mesh(scene, "boatman's pole", pm, bamboo, (3.9, 29.6, -4.0))
    h.wooded_bank(scene, 130.0, -160, 160, rng, bank, frond, canopy, count=34, height=(9, 19), canopy_height=(2.0, 5.0))

    # ---- light: the sun just up over the far bank, straight through the window onto the tray
    s.sky(scene, elevation=3.0, azimuth=8, strength=0.3, air=2.0, dust=2.5, ozone=1.5, sun_disc=True)
    s.sun(scene, elevation=7, azimuth=172, strength=4.5, colour=(1.0, 0.78, 0.55), angle=2.0)
    s.area_light(scene, "room bounce", (0.8, -2.8, 1.6), (0.0, 0.0, 0.5), 1.5, 20, (1.0, 0.9, 0.8))
    scene.view_settings.exposure = 0.0
    return (px, py, z0 + 0.02)
