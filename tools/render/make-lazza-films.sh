#!/usr/bin/env bash
# Lazza's ten films (the series opener, three flavour stories, three parlour portraits and three
# summer moments), cut from the rendered stills of its shoot (tools/render/scenes/lazza/, read
# from tools/render/out/lazza/): the flavours on the counter (also the study's hero, beside it),
# the power cut, the beach at five and the three parlours' fronts (each portrait opens on its
# own parlour), each flavour's own food shot (the tender coconut at the seller's cart, the
# jackfruit in its chatti, the filter coffee's tumbler), and the parlour counter and the bus
# shelter of its campaign (campaign-lazza). Each is two shots (the opener three), cut together:
# a camera easing over a still, or a shot that moves by itself, rendered frame by frame (the cone
# lifted into the sun, the candle flickering in the power cut, the students crossing to the
# shelter, the passers-by in Fort Kochi: four of the summer moments and portraits open on one, and
# the opener ends on the lift); VP9 .webm and H.264 .mp4 beside the study, the first frame as the
# poster (.jpg). The study's gallery shows the set they were made on (lazza/set*), not these
# stills again.
#
#   bash tools/render/make-lazza-films.sh
#   bash tools/render/make-lazza-films.sh --sources   # first encode the rendered moving shots'
#                                                     # frames into out/lazza/*.mp4 (below)
#
# Deterministic like make-loops.sh. Needs ffmpeg with libvpx and libx264, and sharp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FPS=15
# shellcheck source=lib/films.sh
source "$ROOT/tools/render/lib/films.sh"

DIR="$ROOT/content/works/videos-lazza"
F="$DIR/flavours.jpg"
OUT="$ROOT/tools/render/out/lazza"
P="$OUT/power-cut.jpg"
B="$OUT/beach.jpg"
C="$ROOT/content/works/campaign-lazza/cone.jpg"
S="$ROOT/content/works/campaign-lazza/shelter.jpg"
TC="$OUT/tender-coconut.jpg"
JF="$OUT/jackfruit.jpg"
FC="$OUT/filter-coffee.jpg"
FK="$OUT/front-fort-kochi.jpg"
KK="$OUT/front-kakkanad.jpg"
BW="$OUT/front-broadway.jpg"
# shots that move by themselves, rendered frame by frame (each scene's --animate):
BL="$OUT/beach-lift.mp4" # the cone lifted into the sun (beach.py)
CN="$OUT/candle.mp4"     # the candle flickering, the camera creeping in to the cone (power-cut.py)
XN="$OUT/crossing.mp4"   # two students crossing to the shelter past the poster, the traffic moving (shelter.py)
PB="$OUT/passers-by.mp4" # the evening's passers-by in front of the Fort Kochi parlour (front-fort-kochi.py)

if [[ "${1:-}" == "--sources" ]]; then
  RENDERS="$ROOT/tools/render/.cache/renders/lazza"
  film_source "$RENDERS/beach-lift" "$BL"
  film_source "$RENDERS/candle" "$CN" despeckle clean=4 crf=22
  film_source "$RENDERS/crossing" "$XN" despeckle clean=4 crf=22
  film_source "$RENDERS/passers-by" "$PB" despeckle clean=4 crf=22
fi
# Shots: "STILL B Z0 X0 Y0 Z1 X1 Y1" (lib/films.sh). The players are 640×360, the opener 960×540;
# 36 frames a shot (2.4 s), the opener's three 24 each.
player() { cut "$DIR/$1" "$DIR/$1.jpg" 640 360 36 38 28 "${@:2}"; }

# the opener starts in the dark, on the cone by candlelight, so its poster is not the hero again
cut "$DIR/opener" "$DIR/opener.jpg" 960 540 24 38 28 \
  "$P 0.5 1.35 0.5 0.5 1.05 0.5 0.5" \
  "$F 0.5 1.3 0.3 0.5 1.3 0.7 0.5" \
  "$BL"

player tender-coconut \
  "$TC 0.4 1.15 0.5 0.45 1.5 0.53 0.34" \
  "$TC 0.6 1.6 0.28 0.62 1.6 0.52 0.3"
player jackfruit \
  "$JF 0.5 1.1 0.45 0.5 1.5 0.42 0.4" \
  "$JF 0.6 1.8 0.16 0.56 1.8 0.84 0.56"
player filter-coffee \
  "$FC 0.0 1.0 0.5 0.5 1.6 0.56 0.3" \
  "$FC 0.0 1.8 0.86 0.78 1.4 0.55 0.3"
player fort-kochi \
  "$PB" \
  "$C 0.5 1.0 0.5 0.5 1.3 0.5 0.42"
player kakkanad \
  "$KK 0.5 1.3 0.5 0.62 1.0 0.5 0.5" \
  "$FC 0.0 1.3 0.5 0.5 1.6 0.55 0.3"
player broadway \
  "$BW 0.5 1.15 0.35 0.55 1.15 0.62 0.55" \
  "$TC 0.45 1.3 0.5 0.5 1.6 0.53 0.36"

player after-the-exam \
  "$XN" \
  "$S 0.5 1.6 0.8 0.5 2.0 0.76 0.5"
player power-cut \
  "$CN" \
  "$P 0.5 1.8 0.5 0.45 2.3 0.52 0.42"
player beach-at-five \
  "$BL" \
  "$B 0.4 1.6 0.24 0.75 1.6 0.5 0.26"
