#!/usr/bin/env bash
# Hama's twelve films (the brand film, two reels, three product stories, three on the road and
# three how-tos), cut from the rendered stills of its shoot (tools/render/scenes/hama/): each is
# two or three shots, a camera easing over a still (a push-in, a pull-out or a pan), cut together,
# so the films look filmed, not drawn. Each as VP9 .webm and H.264 .mp4 beside the study, its
# first frame as its poster (.jpg).
#
#   bash tools/render/make-hama-films.sh
#
# The inputs are the committed stills in content/works/videos-hama/ (train.jpg, hostel.jpg,
# ferry.jpg, range.jpg); deterministic like make-loops.sh. Needs ffmpeg with libvpx and libx264, and sharp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FPS=15
# shellcheck source=lib/films.sh
source "$ROOT/tools/render/lib/films.sh"

DIR="$ROOT/content/works/videos-hama"
T="$DIR/train.jpg"
F="$DIR/ferry.jpg"
H="$DIR/hostel.jpg"
R="$DIR/range.jpg"
# Shots: "STILL B Z0 X0 Y0 Z1 X1 Y1" (lib/films.sh). Players are 640×360, the brand film 960×540,
# the reels 360×640; 36 frames a shot (2.4 s), the brand film's three shots 24 each.
player() { cut "$DIR/$1" "$DIR/$1.jpg" 640 360 36 38 28 "${@:2}"; }
reel() { cut "$DIR/$1" "$DIR/$1.jpg" 360 640 36 38 28 "${@:2}"; }

cut "$DIR/brand-film" "$DIR/brand-film.jpg" 960 540 24 38 28 \
  "$T 0.55 1.0 0.5 0.5 1.25 0.66 0.6" \
  "$H 0.5 1.3 0.5 0.6 1.05 0.5 0.52" \
  "$F 0.5 1.15 0.36 0.55 1.15 0.6 0.45"

reel reel-rain-test \
  "$T 0.68 1.0 0.5 0.5 1.2 0.5 0.58" \
  "$F 0.34 1.15 0.5 0.32 1.0 0.5 0.5"
reel reel-varkala \
  "$H 0.5 1.0 0.5 0.5 1.3 0.5 0.6" \
  "$H 0.78 1.25 0.5 0.35 1.0 0.5 0.45"

player commuter-backpack \
  "$R 0.5 1.45 0.3 0.48 1.8 0.29 0.5" \
  "$T 0.55 1.6 0.68 0.62 2.0 0.68 0.7"
player rain-cover \
  "$F 0.55 1.3 0.34 0.6 1.7 0.33 0.58" \
  "$R 0.5 1.7 0.46 0.76 2.1 0.46 0.8"
player laptop-sleeve \
  "$R 0.5 1.5 0.72 0.62 1.9 0.76 0.66" \
  "$R 0.5 1.6 0.62 0.4 1.6 0.74 0.6"

player 615-train \
  "$T 0.5 1.5 0.3 0.42 1.5 0.66 0.56" \
  "$T 0.5 1.8 0.33 0.58 2.1 0.33 0.6"
player monsoon-commute \
  "$T 0.5 1.6 0.7 0.5 2.0 0.42 0.36" \
  "$F 0.55 1.2 0.3 0.5 1.5 0.34 0.56"
player last-ferry \
  "$F 0.5 1.3 0.3 0.56 1.3 0.7 0.45" \
  "$F 0.5 1.6 0.6 0.3 1.05 0.5 0.5"

player pack-a-weekend \
  "$H 0.5 1.5 0.3 0.66 1.5 0.55 0.62" \
  "$R 0.5 1.8 0.46 0.78 2.2 0.46 0.8"
player waxed-canvas \
  "$R 0.5 1.6 0.64 0.36 2.2 0.62 0.42" \
  "$R 0.5 2.2 0.6 0.26 2.4 0.66 0.45"
player phone-mount \
  "$R 0.5 1.8 0.13 0.8 2.4 0.11 0.82" \
  "$R 0.5 1.5 0.3 0.7 1.0 0.5 0.5"
