#!/usr/bin/env bash
# The studies' silent loops cut from the rendered photographs: a camera that moves over a still
# (a push-in and back, so the loop has no seam) instead of animation, each as VP9 .webm and
# H.264 .mp4 beside the study that plays it, with its first frame as the poster (.jpg).
#
#   bash tools/render/make-loops.sh
#
# Deterministic (lib/films.sh): single-threaded, bitexact, no metadata; the
# inputs are the committed JPEGs. Needs ffmpeg with libvpx and libx264 and the project's sharp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WORKS="$ROOT/content/works"
FPS=15

# encode() is shared with the Hama films (make-hama-films.sh).
# shellcheck source=lib/films.sh
source "$ROOT/tools/render/lib/films.sh"

# push_in STILL DEST FRAMES ZOOM CX CY CROP: a 960×540 loop of FRAMES frames over the 16:9 CROP
# (w:h:x:y) of STILL, pushing in to ZOOM× towards the point (CX, CY) (fractions of the crop) and
# back out, eased (a cosine), so the last frame meets the first.
push_in() {
  local still="$1" dest="$2" frames="$3" zoom="$4" cx="$5" cy="$6" crop="$7"
  local tmp
  tmp="$(mktemp -d)"
  # Scaled up first so the window moves by fractions of an output pixel: no judder.
  ffmpeg -nostdin -hide_banner -loglevel error -y -loop 1 -i "$still" -vf \
    "crop=$crop,scale=4800:2700:flags=lanczos,zoompan=z='1+($zoom-1)*(0.5-0.5*cos(2*PI*on/$frames))':x='(iw-iw/zoom)*$cx':y='(ih-ih/zoom)*$cy':d=1:s=960x540:fps=$FPS" \
    -frames:v "$frames" -threads 1 "$tmp/%03d.png"
  encode "$tmp" "$dest" "$frames" 38 27 "$dest.jpg"
}

# The Works tile's showreel (720×960): shots of the studies cut together, each SHOT_FRAMES long,
# the camera moving over each still. A shot is "STILL pan X0 X1" (a 3:4 window the still's height
# tall slides from X0 to X1, in the still's pixels) or "STILL push X0 ZOOM CX CY" (the window at X0
# pushes in to ZOOM× towards (CX, CY), fractions of the window). The poster is the first frame.
# The shots and their length are in reel.json, which the reel's test reads too.
SHOT_FRAMES=$(node -p 'require(process.argv[1]).frames' "$ROOT/tools/render/reel.json")
reel() {
  local dest="$1" poster="$2"
  shift 2
  local tmp i=0
  tmp="$(mktemp -d)"
  for shot in "$@"; do
    read -r still move a b c d e <<<"$shot"
    local h w
    h=$(ffprobe -v error -select_streams v:0 -show_entries stream=height -of csv=p=0 "$still")
    w=$((h * 3 / 4))
    local ease="(0.5-0.5*cos(PI*n/($SHOT_FRAMES-1)))"
    local filter
    if [[ $move == pan ]]; then
      # four times larger first, so the window moves by quarter pixels
      filter="scale=iw*4:ih*4:flags=lanczos,crop=$((w * 4)):$((h * 4)):x='4*($a+($b-$a)*$ease)':y=0,scale=720:960:flags=lanczos"
    else
      filter="crop=$w:$h:$a:0,scale=2880:3840:flags=lanczos,zoompan=z='1+($b-1)*(0.5-0.5*cos(PI*on/($SHOT_FRAMES-1)))':x='(iw-iw/zoom)*$c':y='(ih-ih/zoom)*$d':d=1:s=720x960:fps=$FPS"
    fi
    ffmpeg -nostdin -hide_banner -loglevel error -y -loop 1 -framerate "$FPS" -i "$still" -vf "$filter" \
      -frames:v "$SHOT_FRAMES" -threads 1 -start_number $((i * SHOT_FRAMES + 1)) "$tmp/%03d.png"
    i=$((i + 1))
  done
  encode "$tmp" "$dest" "$SHOT_FRAMES" 42 30 "$poster"
}

# Aptayu's identity in use: in on the balm jar's label and back (branding-aptayu).
push_in "$WORKS/packaging-aptayu/stone.jpg" "$WORKS/branding-aptayu/film" 90 1.7 0.556 0.69 1600:900:0:100

# The Works tile on the landing: the studies' photographs, not a drawing (issue 30). The tile
# crops the 3:4 frame to a tall strip on a wide screen and a wide band on a phone, so each shot
# keeps its subject in the middle; the first is the poster, the landing's largest image.
mapfile -t SHOTS < <(node -e '
  const { shots } = require(process.argv[1]);
  for (const shot of shots)
    console.log([process.argv[2] + "/" + shot.still, shot.pan ? "pan" : "push", ...(shot.pan ?? shot.push)].join(" "));
' "$ROOT/tools/render/reel.json" "$WORKS")
reel "$ROOT/app/assets/video/works-loop" "$ROOT/app/assets/art/works-poster.jpg" "${SHOTS[@]}"
