#!/usr/bin/env bash
# The illustrator's sketchbook open on the desk (scenes/kadal/illustrate.py): an A5 spread
# (296×210 mm at 8 px/mm) of studies drawn from the studio's own shoots. Left page, in ink: the
# Kochi ferry (hama/ferry) large and the 6:15 train (hama/train) small below it, each the render's
# edges as pen lines over a light pencil shading. Right page: the hostel bunk in Varkala
# (hama/hostel) as a watercolour, the render's colours blurred into washes under the same pen
# lines, and a row of colour tests. Made with ImageMagick from the committed renders, so it is the same on every run.
#
#   bash tools/render/brands/kadal/sketchbook.sh   # .cache/textures/kadal/sketchbook.png
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$HERE/../../out"
DEST="$HERE/../../.cache/textures/kadal"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$DEST"
PAPER="#f1ebdc"
export MAGICK_THREAD_LIMIT=1

# ink: the still's edges (Canny) as dark lines, thickened a little, over its tones as a faint
# pencil shading; W wide
ink() {
  local still="$1" w="$2" dest="$3"
  convert "$still" -colorspace gray -resize "$((w * 3 / 2))x" -canny 0x1.4+6%+22% -negate \
    -morphology erode:2 diamond -resize "${w}x" "$TMP/lines.png"
  convert "$still" -colorspace gray -resize "${w}x" -sketch 0x10+135 \
    -level 0%,100%,1.6 +level 66%,100% "$TMP/shade.png"
  # the drawing stops short of its frame: lines and shading fade out towards the edges
  convert "$TMP/shade.png" "$TMP/lines.png" -compose multiply -composite \
    -fill "#2a2622" -tint 60 -background white -vignette 0x40+30+30 "$dest"
}
# watercolour: the still's colours, blurred and posterised into washes, paled towards the paper,
# under its ink lines
wash() {
  local still="$1" w="$2" dest="$3"
  ink "$still" "$w" "$TMP/ink.png"
  convert "$still" -resize "${w}x" -blur 0x14 -posterize 9 -modulate 100,170 \
    \( +clone -fill "$PAPER" -colorize 100 \) -compose blend -define compose:args=62 -composite \
    -background "$PAPER" -vignette 0x60+40+40 "$TMP/colour.png"
  convert "$TMP/colour.png" "$TMP/ink.png" -compose multiply -composite "$dest"
}

ink "$OUT/hama/ferry.jpg" 1000 "$TMP/ferry.png"
ink "$OUT/hama/train.jpg" 620 "$TMP/train.png"
wash "$OUT/hama/hostel.jpg" 1000 "$TMP/hostel.png"

# the colour tests: five round washes of the palette tried for the tea table, each darker at its rim
swatches=()
x=150
for c in "#c98a3a" "#2f6f73" "#a8432c" "#6b8f4e" "#3a3f6b"; do
  swatches+=(-fill "$c" -draw "circle $((1184 + x)),1460 $((1184 + x + 62)),1460")
  x=$((x + 190))
done
convert -size 2368x1680 "xc:$PAPER" "${swatches[@]}" -channel RGB -blur 0x3 +channel "$TMP/base.png"

# the spread: the gutter's shadow, the drawings placed with their margins
convert "$TMP/base.png" \
  "$TMP/ferry.png" -geometry +92+150 -compose multiply -composite \
  "$TMP/train.png" -geometry +472+1010 -compose multiply -composite \
  "$TMP/hostel.png" -geometry +1276+150 -compose multiply -composite \
  \( -size 1680x60 gradient:"$PAPER"-"#d8d0bf" -rotate 90 \) -geometry +1184+0 -compose multiply -composite \
  \( -size 1680x60 gradient:"#d8d0bf"-"$PAPER" -rotate 90 \) -geometry +1124+0 -compose multiply -composite \
  -strip "$DEST/sketchbook.png"
echo "$DEST/sketchbook.png"
