#!/usr/bin/env bash
# Hama's twelve films (the brand film, two reels, three product stories, three on the road and
# three how-tos), cut from the rendered stills of its shoot (tools/render/scenes/hama/): each is
# three to five shots from at least two places, cut together: a camera easing over a still (a
# push-in, a pull-out or a pan), or a shot that moves by itself, rendered frame by frame (the
# backpack turning, the rain falling past it on the scooter, the country going by the train, the
# ferry under way, the weekend packed in stop motion: six films open on one), so the films look
# filmed, not drawn. Each as VP9 .webm and H.264 .mp4 beside the study, its first frame as its
# poster (.jpg).
#
#   bash tools/render/make-hama-films.sh
#   bash tools/render/make-hama-films.sh --sources   # first encode the rendered moving shots'
#                                                    # frames into out/hama/*.mp4 (below)
#
# The inputs are the shoot's committed renders in tools/render/out/hama/ (the study shows some of
# them as pictures too, by copies beside its study.yaml; the scooter and the ferry are in the
# films only);
# deterministic like make-loops.sh. Needs ffmpeg with libvpx and libx264, and sharp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FPS=15
# shellcheck source=lib/films.sh
source "$ROOT/tools/render/lib/films.sh"

DIR="$ROOT/content/works/videos-hama"
SHOOT="$ROOT/tools/render/out/hama"
T="$SHOOT/train.jpg"
F="$SHOOT/ferry.jpg"
H="$SHOOT/hostel.jpg"
R="$SHOOT/range.jpg"
S="$SHOOT/scooter.jpg"
P="$SHOOT/packing.jpg"
M="$SHOOT/mount.jpg"
C="$SHOOT/canvas.jpg"
# shots that move by themselves, rendered frame by frame (each scene's --animate):
TT="$SHOOT/turntable.mp4" # the backpack turning (back.py)
RN="$SHOOT/rain.mp4"      # the rain falling past the bag on the scooter, the traffic moving off (scooter.py)
WN="$SHOOT/window.mp4"    # the country going by the train's window, the coach rocking (train.py)
UW="$SHOOT/under-way.mp4" # the ferry under way, the water and the far bank going by (ferry.py)
PK="$SHOOT/packed.mp4"    # the weekend going into the bag a thing at a time, in stop motion (packing.py)

if [[ "${1:-}" == "--sources" ]]; then
  RENDERS="$ROOT/tools/render/.cache/renders/hama"
  film_source "$RENDERS/turntable" "$TT"
  film_source "$RENDERS/rain" "$RN" crf=27
  film_source "$RENDERS/window" "$WN" clean=5 crf=24
  film_source "$RENDERS/under-way" "$UW" despeckle clean=6 crf=22
  film_source "$RENDERS/packed" "$PK" hold=4
fi

# Shots: "STILL B Z0 X0 Y0 Z1 X1 Y1" (lib/films.sh). Players are 640×360, the brand film 960×540,
# the reels 360×640; 36 frames a shot (2.4 s), the brand film's five shots 30 each (10 s).
player() { cut "$DIR/$1" "$DIR/$1.jpg" 640 360 36 38 28 "${@:2}"; }
reel() { cut "$DIR/$1" "$DIR/$1.jpg" 360 640 36 38 28 "${@:2}"; }

# the brand film at a lower quality setting than the players (CRF 47/33): five shots at 960×540,
# the first the country going by the train (it moves in every pixel), within the 150 KB / 250 KB
# a study's film may weigh
cut "$DIR/brand-film" "$DIR/brand-film.jpg" 960 540 30 47 33 \
  "$WN" \
  "$M 0.5 1.05 0.5 0.5 1.5 0.6 0.45" \
  "$S 0.5 1.3 0.4 0.6 1.05 0.5 0.5" \
  "$H 0.5 1.3 0.5 0.6 1.05 0.5 0.52" \
  "$F 0.5 1.15 0.36 0.55 1.15 0.6 0.45"

# the rain's streaks change every frame: CRF 42/30 (the reel) and 46/32 keep the two films that
# open on it in budget
cut "$DIR/reel-rain-test" "$DIR/reel-rain-test.jpg" 360 640 36 42 30 \
  "$RN 0.32" \
  "$S 0.78 1.0 0.5 0.5 1.25 0.5 0.42" \
  "$F 0.34 1.15 0.5 0.32 1.0 0.5 0.5"
reel reel-varkala \
  "$P 0.15 1.0 0.5 0.5 1.25 0.5 0.35" \
  "$P 0.45 1.0 0.5 0.5 1.3 0.5 0.45" \
  "$H 0.5 1.0 0.5 0.5 1.3 0.5 0.6"

player commuter-backpack \
  "$TT" \
  "$T 0.55 1.6 0.68 0.62 2.0 0.68 0.7" \
  "$P 0.5 1.3 0.42 0.38 1.8 0.42 0.42"
player rain-cover \
  "$R 0.5 2.2 0.46 0.78 1.7 0.46 0.74" \
  "$S 0.5 1.3 0.38 0.5 1.8 0.36 0.56" \
  "$F 0.55 1.7 0.33 0.58 1.3 0.36 0.6"
player laptop-sleeve \
  "$P 0.5 1.6 0.7 0.26 2.0 0.72 0.3" \
  "$H 0.5 1.6 0.34 0.7 1.9 0.36 0.7" \
  "$R 0.5 1.5 0.72 0.62 1.9 0.76 0.66"

player 615-train \
  "$WN" \
  "$T 0.5 1.8 0.33 0.58 2.1 0.33 0.6" \
  "$T 0.5 1.6 0.3 0.36 1.1 0.5 0.5"
cut "$DIR/monsoon-commute" "$DIR/monsoon-commute.jpg" 640 360 36 46 32 \
  "$RN" \
  "$M 0.5 1.2 0.5 0.55 1.5 0.55 0.45" \
  "$S 0.5 2.0 0.36 0.52 2.4 0.34 0.56"
player last-ferry \
  "$UW" \
  "$F 0.5 1.6 0.6 0.3 1.05 0.5 0.5" \
  "$F 0.5 2.0 0.3 0.6 2.4 0.3 0.62"

# four shots: CRF 40/30 keeps it inside the budget
cut "$DIR/pack-a-weekend" "$DIR/pack-a-weekend.jpg" 640 360 36 40 30 \
  "$PK" \
  "$P 0.5 1.7 0.17 0.35 2.0 0.17 0.62" \
  "$P 0.5 1.6 0.42 0.4 2.0 0.42 0.36" \
  "$H 0.5 1.5 0.3 0.66 1.5 0.55 0.62"
player waxed-canvas \
  "$C 0.5 1.0 0.5 0.5 1.3 0.45 0.5" \
  "$C 0.5 2.0 0.3 0.45 2.4 0.34 0.5" \
  "$R 0.5 1.6 0.64 0.36 2.2 0.62 0.42"
player phone-mount \
  "$M 0.5 1.0 0.5 0.5 1.4 0.58 0.5" \
  "$R 0.5 1.8 0.13 0.8 2.4 0.11 0.82" \
  "$M 0.5 2.2 0.6 0.45 2.6 0.6 0.42"
