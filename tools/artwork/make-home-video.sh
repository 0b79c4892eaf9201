#!/usr/bin/env bash
# Makes the Works tile's background loop: app/assets/video/works-loop.webm (VP9) and .mp4 (H.264).
#
# Inputs are deterministic: 75 frames of worksScene(t) from tools/artwork/lib.ts (the same scene
# as works-poster.svg, whose look is frame 0), rendered by sharp, at 15 fps = 5 s, 720×960, no audio.
# The outputs are committed, so neither CI nor a fresh clone needs ffmpeg; rerun this only when the
# scene changes. Needs ffmpeg with libvpx and libx264 (Debian: apt-get install -y ffmpeg).
#
# Usage: bash tools/artwork/make-home-video.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/app/assets/video"
FRAMES="$(mktemp -d)"
trap 'rm -rf "$FRAMES"' EXIT

FPS=15
COUNT=75

"$ROOT/node_modules/.bin/tsx" "$ROOT/tools/artwork/render-video-frames.ts" "$FRAMES" "$COUNT"
mkdir -p "$OUT"

# Shared flags: single thread and bitexact so a rerun on the same ffmpeg build gives the same
# bytes; no audio; no metadata (encoder strings, dates).
COMMON=(-hide_banner -loglevel error -y -framerate "$FPS" -i "$FRAMES/%03d.png" -an -map_metadata -1
  -fflags +bitexact -flags:v +bitexact -threads 1)

# VP9 in constant-quality mode (-crf with -b:v 0); one keyframe per loop.
ffmpeg "${COMMON[@]}" -c:v libvpx-vp9 -crf 36 -b:v 0 -deadline good -cpu-used 1 -row-mt 0 \
  -g "$COUNT" -pix_fmt yuv420p "$OUT/works-loop.webm"

# H.264 Main profile, yuv420p for every browser and iOS, moov atom first (+faststart) so it
# starts before it has fully downloaded.
ffmpeg "${COMMON[@]}" -c:v libx264 -profile:v main -level 3.1 -preset veryslow -tune animation \
  -crf 26 -g "$COUNT" -pix_fmt yuv420p -movflags +faststart "$OUT/works-loop.mp4"

ls -l "$OUT"/works-loop.*
