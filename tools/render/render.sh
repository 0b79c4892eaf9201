#!/usr/bin/env bash
# Render one shot and encode it as the committed "photograph".
#
#   bash tools/render/render.sh aptayu/shelf              # final: out/aptayu/shelf.jpg
#   bash tools/render/render.sh aptayu/shelf --preview    # half size, an eighth of the samples
#   bash tools/render/render.sh aptayu/shelf --engine eevee   (under xvfb-run; for measuring)
#   bash tools/render/render.sh lazza/shelter --denoise       # clean the PNG before the JPEG
#   bash tools/render/render.sh lazza/shelter --denoise=4     # the same, nlmeans strength 4 (3)
#   bash tools/render/render.sh lazza/shelter --denoise --encode-only   # redo only the post step
#
# Blender runs at the lowest priority (nice 19, or $RENDER_NICE) on two threads, so it never slows
# other work. --denoise first clamps fireflies (ImageMagick: no pixel brighter than its 3×3
# median + 6 %), then runs ffmpeg's non-local-means filter (nlmeans=s=S:p=7:r=15) over the
# rendered PNG and encodes the JPEG from the filtered copy (Debian's Blender has no denoiser).
# --encode-only skips Blender and reuses the PNG already in .cache/renders/.
# The PNG stays in tools/render/.cache/renders/; the JPEG (1600 px wide, quality 80, mozjpeg,
# 4:2:0) is written by sharp, the image library the site's build uses, to tools/render/out/.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHOT="${1:?usage: render.sh <client>/<shot> [--preview] [--engine cycles|eevee] [--samples N] [--denoise[=S]] [--encode-only]}"
shift
SCENE="$HERE/scenes/$SHOT.py"
[[ -f "$SCENE" ]] || { echo "no scene $SCENE" >&2; exit 1; }

PREVIEW=0
ENGINE=cycles
DENOISE=""
ENCODE_ONLY=0
NICE="${RENDER_NICE:-19}"
BLENDER_ARGS=()
for arg in "$@"; do
  case "$arg" in
    --denoise) DENOISE=3 ;;
    --denoise=*) DENOISE="${arg#--denoise=}" ;;
    --encode-only) ENCODE_ONLY=1 ;;
    *) BLENDER_ARGS+=("$arg") ;;
  esac
  [[ "$arg" == "--preview" ]] && PREVIEW=1
  [[ "$arg" == "eevee" ]] && ENGINE=eevee
done

# the flat art first (fast; the PNG textures are not committed)
if [[ ! -d "$HERE/.cache/textures" || -n "$(find "$HERE/brands" -newer "$HERE/.cache/textures" -name '*.ts' 2>/dev/null)" ]]; then
  (cd "$ROOT" && nice -n "$NICE" npx tsx tools/render/brands/make-brands.ts >/dev/null)
  touch "$HERE/.cache/textures"
fi

TAG=""
[[ $PREVIEW == 1 ]] && TAG="-preview"
[[ $ENGINE == eevee ]] && TAG="$TAG-eevee"
PNG="$HERE/.cache/renders/$SHOT$TAG.png"
mkdir -p "$(dirname "$PNG")"

RUN=(nice -n "$NICE" blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P "$SCENE" -- --out "$PNG" ${BLENDER_ARGS[@]+"${BLENDER_ARGS[@]}"})
[[ $ENGINE == eevee ]] && RUN=(xvfb-run -a -s "-screen 0 1280x1024x24" "${RUN[@]}")

START=$(date +%s)
if [[ $ENCODE_ONLY == 1 ]]; then
  [[ -f "$PNG" ]] || { echo "no $PNG to encode: render it first" >&2; exit 1; }
else
  "${RUN[@]}" >"$HERE/.cache/renders/$(echo "$SHOT$TAG" | tr / -).log" 2>&1 || {
    tail -30 "$HERE/.cache/renders/$(echo "$SHOT$TAG" | tr / -).log" >&2
    exit 1
  }
fi
SECONDS_TAKEN=$(($(date +%s) - START))

SRC="$PNG"
if [[ -n "$DENOISE" ]]; then
  SRC="${PNG%.png}-nlm.png"
  D0=$(date +%s)
  CLAMPED="${PNG%.png}-clamped.png"
  nice -n "$NICE" convert "$PNG" \( +clone -statistic median 3x3 -evaluate add 6% \) \
    -compose darken -composite "$CLAMPED"
  nice -n "$NICE" ffmpeg -loglevel error -y -i "$CLAMPED" -vf "nlmeans=s=$DENOISE:p=7:r=15" -pix_fmt rgb48be "$SRC"
  rm -f "$CLAMPED"
  echo "$SHOT: denoised (firefly clamp, nlmeans s=$DENOISE) in $(($(date +%s) - D0)) s"
fi

if [[ $PREVIEW == 1 || $ENGINE == eevee ]]; then
  OUT="$HERE/.cache/renders/$SHOT$TAG.jpg"
else
  OUT="$HERE/out/$SHOT.jpg"
fi
mkdir -p "$(dirname "$OUT")"
(cd "$ROOT" && nice -n "$NICE" node --input-type=module -e '
  import sharp from "sharp";
  const [src, dst] = process.argv.slice(1);
  const info = await sharp(src)
    .resize({ width: 1600, withoutEnlargement: true, kernel: "lanczos3" })
    .toColourspace("srgb")
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(dst);
  console.log(`${dst}: ${info.width}×${info.height}, ${info.size} bytes`);
' "$SRC" "$OUT")
if [[ $ENCODE_ONLY == 1 ]]; then
  echo "$SHOT: encoded again from the PNG (not rendered)"
else
  echo "$SHOT: rendered in ${SECONDS_TAKEN} s"
fi
