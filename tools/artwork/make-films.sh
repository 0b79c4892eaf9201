#!/usr/bin/env bash
# Makes the drawn video study's films, each as VP9 .webm and H.264 .mp4 beside its study
# (the Works tile's reel and the branding study's loop come from tools/render/make-loops.sh):
#   lazza-*  Lazza's films (tools/artwork/film-scenes.ts): 640×360 players, 960×540 for the
#            study's feature film; 60 frames = 4 s each
# Hama's films are not drawn: they are rendered in Blender by tools/render (its README).
#
# Inputs are deterministic: the frames of a scene from tools/artwork/lib.ts (whose frame 0 is the
# film's poster SVG), rendered by sharp; no audio. The outputs are committed, so neither CI nor a
# fresh clone needs ffmpeg; rerun this only when a scene changes. Needs ffmpeg with libvpx and
# libx264 (Debian: apt-get install -y ffmpeg).
#
# Usage: bash tools/artwork/make-films.sh           (every film)
#        bash tools/artwork/make-films.sh lazza-o   (only the films whose name starts so)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/app/assets/video"
FPS=15
mkdir -p "$OUT"

# A study's films sit beside its entry (content/works/{slug}/): {client}-{name} is a film of
# videos-{client}; the rest go to app/assets/video. (The branding study's loop is cut from its
# rendered photographs by tools/render/make-loops.sh.)
dest_of() {
  local name="$1" client="${1%%-*}" rest="${1#*-}"
  if [[ -d "$ROOT/content/works/videos-$client" ]]; then echo "$ROOT/content/works/videos-$client/$rest"
  else echo "$OUT/$name"; fi
}

make_film() {
  local scene="$1" name="$2" count="$3" crf_vp9="${4:-36}" crf_x264="${5:-26}"
  local dest
  dest="$(dest_of "$name")"
  [[ -n "${ONLY:-}" && "$name" != "$ONLY"* ]] && return 0
  local frames
  frames="$(mktemp -d)"
  "$ROOT/node_modules/.bin/tsx" "$ROOT/tools/artwork/render-video-frames.ts" "$scene" "$frames" "$count" </dev/null

  # Shared flags: single thread and bitexact so a rerun on the same ffmpeg build gives the same
  # bytes; no audio; no metadata (encoder strings, dates).
  local common=(-nostdin -hide_banner -loglevel error -y -framerate "$FPS" -i "$frames/%03d.png" -an
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)

  # VP9 in constant-quality mode (-crf with -b:v 0); one keyframe per loop.
  ffmpeg "${common[@]}" -c:v libvpx-vp9 -crf "$crf_vp9" -b:v 0 -deadline good -cpu-used 1 -row-mt 0 \
    -g "$count" -pix_fmt yuv420p "$dest.webm"

  # H.264 Main profile, yuv420p for every browser and iOS, moov atom first (+faststart) so it
  # starts before it has fully downloaded.
  ffmpeg "${common[@]}" -c:v libx264 -profile:v main -level 3.1 -preset veryslow -tune animation \
    -crf "$crf_x264" -g "$count" -pix_fmt yuv420p -movflags +faststart "$dest.mp4"
  rm -rf "$frames"
}

ONLY="${1:-}"
# The study films are small flat loops; a higher CRF keeps each file near 60 KB or under.
while read -r name count; do
  make_film "$name" "$name" "$count" 40 31
done < <("$ROOT/node_modules/.bin/tsx" "$ROOT/tools/artwork/render-video-frames.ts" --list)
ls -l "$OUT"
