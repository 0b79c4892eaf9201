# What the films cut from the rendered stills share (make-loops.sh, make-hama-films.sh,
# make-lazza-films.sh): the encoder, and a cut of several camera moves over stills. Sourced;
# needs ROOT and FPS set. Deterministic: single-threaded, bitexact, no metadata.

# encode FRAMES_DIR DEST GOP CRF_VP9 CRF_X264 POSTER: the PNG frames as DEST.webm (VP9, constant
# quality) and DEST.mp4 (H.264 Main, moov first), a keyframe every GOP frames, and the first frame
# as the POSTER JPEG; then the frames are removed.
encode() {
  local tmp="$1" dest="$2" gop="$3" crf_vp9="$4" crf_x264="$5" poster="$6"
  local common=(-nostdin -hide_banner -loglevel error -y -framerate "$FPS" -i "$tmp/%03d.png" -an
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)
  ffmpeg "${common[@]}" -c:v libvpx-vp9 -crf "$crf_vp9" -b:v 0 -deadline good -cpu-used 1 -row-mt 0 \
    -g "$gop" -pix_fmt yuv420p "$dest.webm"
  ffmpeg "${common[@]}" -c:v libx264 -profile:v main -level 3.1 -preset veryslow -crf "$crf_x264" \
    -g "$gop" -pix_fmt yuv420p -movflags +faststart "$dest.mp4"
  (cd "$ROOT" && node --input-type=module -e '
    import sharp from "sharp";
    const [src, dst] = process.argv.slice(1);
    await sharp(src).jpeg({ quality: 80, mozjpeg: true }).toFile(dst);
  ' "$tmp/001.png" "$poster")
  rm -rf "$tmp"
  ls -l "$dest".{webm,mp4} "$poster" | awk '{print $5, $9}'
}

# film_source FRAMES_DIR DEST [clean=S] [hold=N] [crf=C]: a rendered shot's frames (1280×720 PNGs,
# 0001.png …) as the film source DEST.mp4, halved to 640×360 (four samples' noise averaged into
# each pixel), H.264 at CRF C (20 unless given: a high quality; rain, all fine streaks that change
# every frame, takes 27 to stay near 200 KB): a source the films are cut from, committed like the
# stills. With clean=S each frame is first cleaned by ffmpeg's non-local means at strength S, as
# render.sh --denoise cleans a still (for a scene whose materials stay grainy at the samples a film
# can afford); with despeckle, before that, each pixel is kept within its 3×3 neighbours' range
# (removegrain's mode 4, a median's cousin), which takes out the fireflies light scattered under a
# surface leaves at low samples; with hold=N each rendered frame stays on screen for N of the
# film's (a stop motion).
film_source() {
  local frames="$1" dest="$2" clean="" despeckle="" rate="$FPS" crf=20 option held=""
  for option in "${@:3}"; do
    case "$option" in
      clean=*) clean="nlmeans=s=${option#clean=}:p=7:r=15," ;;
      despeckle) despeckle="format=yuv444p,removegrain=m0=4:m1=4:m2=4," ;;
      hold=*) rate="$FPS/${option#hold=}" held="fps=$FPS," ;;
      crf=*) crf="${option#crf=}" ;;
      *) echo "film_source: unknown option $option" >&2 && return 1 ;;
    esac
  done
  ffmpeg -nostdin -hide_banner -loglevel error -y -framerate "$rate" -i "$frames/%04d.png" -an \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1 -vf "${held}${despeckle}${clean}scale=640:360:flags=lanczos" \
    -c:v libx264 -preset veryslow -crf "$crf" -pix_fmt yuv420p -movflags +faststart "$dest"
  ls -l "$dest" | awk '{print $5, $9}'
}

# cut DEST POSTER W H SHOT_FRAMES CRF_VP9 CRF_X264 SHOT...: a W×H film of shots cut together, each
# SHOT_FRAMES long, the camera easing from one framing of a still to another. A shot is
# "STILL B Z0 X0 Y0 Z1 X1 Y1": the still is first cropped to the film's shape, as large as fits,
# its centre at B (a fraction along the side that is too long); then the camera eases from zoom
# Z0 centred on (X0, Y0) to zoom Z1 on (X1, Y1), fractions of that crop (zoom 1 is the whole crop).
# A shot may instead be a rendered film (a path ending .mp4: frames that move by themselves, like
# the turntable): "FILM [B]", its first SHOT_FRAMES frames, scaled to fill W×H, the crop's centre at
# B along the side that is too long (0.5 if not given).
# The first frame is the POSTER (a JPEG), so the poster is a frame of the film.
cut() {
  local dest="$1" poster="$2" w="$3" h="$4" frames="$5" crf_vp9="$6" crf_x264="$7"
  shift 7
  local tmp i=0
  tmp="$(mktemp -d)"
  for shot in "$@"; do
    read -r still b z0 x0 y0 z1 x1 y1 <<<"$shot"
    if [[ "$still" == *.mp4 ]]; then
      b="${b:-0.5}"
      ffmpeg -nostdin -hide_banner -loglevel error -y -i "$still" -vf \
        "scale=$w:$h:force_original_aspect_ratio=increase:flags=lanczos,crop=$w:$h:(iw-$w)*$b:(ih-$h)*$b" \
        -frames:v "$frames" -threads 1 -start_number $((i * frames + 1)) "$tmp/%03d.png"
      i=$((i + 1))
      # a short source would leave a gap in the numbering, where the encoder would stop
      if [[ ! -f "$tmp/$(printf %03d $((i * frames))).png" ]]; then
        echo "cut: $still has fewer than $frames frames" >&2
        return 1
      fi
      continue
    fi
    local sw sh cw ch cx cy
    sw=$(ffprobe -v error -select_streams v:0 -show_entries stream=width -of csv=p=0 "$still")
    sh=$(ffprobe -v error -select_streams v:0 -show_entries stream=height -of csv=p=0 "$still")
    if ((sw * h > sh * w)); then
      ch=$sh cw=$((sh * w / h)) cy=0
      cx=$(node -p "Math.round(Math.min(Math.max($b * $sw - $cw / 2, 0), $sw - $cw))")
    else
      cw=$sw ch=$((sw * h / w)) cx=0
      cy=$(node -p "Math.round(Math.min(Math.max($b * $sh - $ch / 2, 0), $sh - $ch))")
    fi
    local e="(0.5-0.5*cos(PI*on/($frames-1)))"
    local z="($z0+($z1-$z0)*$e)"
    # the window's centre eases too; clipped so the window never leaves the crop
    local x="clip(iw*($x0+($x1-$x0)*$e)-iw/zoom/2,0,iw-iw/zoom)"
    local y="clip(ih*($y0+($y1-$y0)*$e)-ih/zoom/2,0,ih-ih/zoom)"
    # four times the film's size first, so the window moves by quarter pixels: no judder
    ffmpeg -nostdin -hide_banner -loglevel error -y -loop 1 -framerate "$FPS" -i "$still" -vf \
      "crop=$cw:$ch:$cx:$cy,scale=$((w * 4)):$((h * 4)):flags=lanczos,zoompan=z='$z':x='$x':y='$y':d=1:s=${w}x${h}:fps=$FPS" \
      -frames:v "$frames" -threads 1 -start_number $((i * frames + 1)) "$tmp/%03d.png"
    i=$((i + 1))
  done
  encode "$tmp" "$dest" "$frames" "$crf_vp9" "$crf_x264" "$poster"
}
