#!/usr/bin/env bash
# The studies' silent loops cut from the rendered photographs: a camera that moves over a still
# (a push-in and back, so the loop has no seam) instead of animation, each as VP9 .webm and
# H.264 .mp4 beside the study that plays it, with its first frame as the poster (.jpg).
#
#   bash tools/render/make-loops.sh
#
# Deterministic like tools/artwork/make-films.sh: single-threaded, bitexact, no metadata; the
# inputs are the committed JPEGs. Needs ffmpeg with libvpx and libx264 and the project's sharp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WORKS="$ROOT/content/works"
FPS=15

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
  local common=(-nostdin -hide_banner -loglevel error -y -framerate "$FPS" -i "$tmp/%03d.png" -an
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)
  ffmpeg "${common[@]}" -c:v libvpx-vp9 -crf 38 -b:v 0 -deadline good -cpu-used 1 -row-mt 0 \
    -g "$frames" -pix_fmt yuv420p "$dest.webm"
  ffmpeg "${common[@]}" -c:v libx264 -profile:v main -level 3.1 -preset veryslow -crf 27 \
    -g "$frames" -pix_fmt yuv420p -movflags +faststart "$dest.mp4"
  (cd "$ROOT" && node --input-type=module -e '
    import sharp from "sharp";
    const [src, dst] = process.argv.slice(1);
    await sharp(src).jpeg({ quality: 80, mozjpeg: true }).toFile(dst);
  ' "$tmp/001.png" "$dest.jpg")
  rm -rf "$tmp"
  ls -l "$dest".{webm,mp4,jpg} | awk '{print $5, $9}'
}

# Aptayu's identity in use: in on the balm jar's label and back (branding-aptayu).
push_in "$WORKS/packaging-aptayu/stone.jpg" "$WORKS/branding-aptayu/film" 90 1.7 0.556 0.69 1600:900:0:100
