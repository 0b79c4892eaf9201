#!/usr/bin/env bash
# Render one shot and encode it as the committed "photograph".
#
#   bash tools/render/render.sh aptayu/shelf              # final: out/aptayu/shelf.jpg
#   bash tools/render/render.sh aptayu/shelf --preview    # half size, an eighth of the samples
#   bash tools/render/render.sh aptayu/shelf --engine eevee   (under xvfb-run; for measuring)
#
# Blender runs at the lowest priority (nice 19) on two threads, so it never slows other work.
# The PNG stays in tools/render/.cache/renders/; the JPEG (1600 px wide, quality 80, mozjpeg,
# 4:2:0) is written by sharp, the image library the site's build uses, to tools/render/out/.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHOT="${1:?usage: render.sh <client>/<shot> [--preview] [--engine cycles|eevee] [--samples N]}"
shift
SCENE="$HERE/scenes/$SHOT.py"
[[ -f "$SCENE" ]] || { echo "no scene $SCENE" >&2; exit 1; }

PREVIEW=0
ENGINE=cycles
for arg in "$@"; do
  [[ "$arg" == "--preview" ]] && PREVIEW=1
  [[ "$arg" == "eevee" ]] && ENGINE=eevee
done

# the flat art first (fast; the PNG textures are not committed)
if [[ ! -d "$HERE/.cache/textures" || -n "$(find "$HERE/brands" -newer "$HERE/.cache/textures" -name '*.ts' 2>/dev/null)" ]]; then
  (cd "$ROOT" && nice -n 19 npx tsx tools/render/brands/make-brands.ts >/dev/null)
  touch "$HERE/.cache/textures"
fi

TAG=""
[[ $PREVIEW == 1 ]] && TAG="-preview"
[[ $ENGINE == eevee ]] && TAG="$TAG-eevee"
PNG="$HERE/.cache/renders/$SHOT$TAG.png"
mkdir -p "$(dirname "$PNG")"

RUN=(nice -n 19 blender -b -noaudio --factory-startup --python-exit-code 1 -t 2 -P "$SCENE" -- --out "$PNG" "$@")
[[ $ENGINE == eevee ]] && RUN=(xvfb-run -a -s "-screen 0 1280x1024x24" "${RUN[@]}")

START=$(date +%s)
"${RUN[@]}" >"$HERE/.cache/renders/$(echo "$SHOT$TAG" | tr / -).log" 2>&1 || {
  tail -30 "$HERE/.cache/renders/$(echo "$SHOT$TAG" | tr / -).log" >&2
  exit 1
}
SECONDS_TAKEN=$(($(date +%s) - START))

if [[ $PREVIEW == 1 || $ENGINE == eevee ]]; then
  OUT="$HERE/.cache/renders/$SHOT$TAG.jpg"
else
  OUT="$HERE/out/$SHOT.jpg"
fi
mkdir -p "$(dirname "$OUT")"
(cd "$ROOT" && nice -n 19 node --input-type=module -e '
  import sharp from "sharp";
  const [src, dst] = process.argv.slice(1);
  const info = await sharp(src)
    .resize({ width: 1600, withoutEnlargement: true, kernel: "lanczos3" })
    .toColourspace("srgb")
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toFile(dst);
  console.log(`${dst}: ${info.width}×${info.height}, ${info.size} bytes`);
' "$PNG" "$OUT")
echo "$SHOT: rendered in ${SECONDS_TAKEN} s"
