#!/usr/bin/env bash
# Capture throughput benchmark: runs the same `cubescroll capture` with no images, with every frame
# as a PNG (--every 1) and, when ffmpeg is there, as a video; prints frames per second, CPU time per
# frame, minor page faults per frame and peak resident memory, as medians over RUNS runs, then one
# summary line. The every1-libpng row writes the same PNGs through libpng + zlib level 3
# (CUBESCROLL_PNG_ENCODER=libpng, the encoder before libdeflate). With CUBESCROLL_PNG_STATS=1 the
# capture prints each PNG's encoding CPU time and size; the summary's "png:" part gives libdeflate's
# speed ratio (libpng's median encode ms ÷ libdeflate's) and size ratio (libdeflate's median bytes
# per PNG ÷ libpng's), then the whole pipeline's CPU-per-frame ratio beyond the no-image row.
# Then one row per scene: the median capture frame (no images) of scenes-1280x720.json (drags
# across and down at 1280×720), as milliseconds and as a multiple of the cube scene's, and a SCENES
# line with every ratio. The scenes run in rounds (each round runs every scene once, the cube scene
# first), so that load from other processes falls on all of them alike; each scene's figure is the
# median over the rounds. Set CAPTURE_BENCH_SCENES=0 to skip the scene rows, and
# CAPTURE_BENCH_PIPELINE=0 to skip the rows before them (images, video, reference).
#
#   Tests/Benchmarks/Capture/capture-bench.sh [BINARY] [SCRIPT] [RUNS] [-- extra capture options]
#
# BINARY defaults to .build/release/cubescroll (build it with `swift build -c release`), SCRIPT to
# flings-1280x720.json next to this file (301 frames at 1280×720), RUNS to 3. Needs only the binary,
# the script, GNU time (/usr/bin/time, Debian package `time`) and, for the video row, ffmpeg.
# Shaders are found next to the binary's checkout or through $CUBESCROLL_SHADERS. Set
# CAPTURE_BENCH_VIDEO=0 to skip the video row. Set CAPTURE_BENCH_REFERENCE to a built
# reference-pipeline.c (see its header) to add a row for that C pipeline drawing as many frames as
# the --every 1 row, and its fps and peak-RSS ratios to the summary.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
binary="${1:-.build/release/cubescroll}"
script="${2:-$here/flings-1280x720.json}"
runs="${3:-3}"
shift $(( $# < 3 ? $# : 3 ))
[[ "${1:-}" == "--" ]] && shift
extra=("$@")
[[ -x "$binary" ]] || { echo "capture-bench: no binary at $binary (swift build -c release)" >&2; exit 2; }
gnu_time="${CAPTURE_BENCH_TIME:-/usr/bin/time}"   # GNU time; another path where it is not installed
[[ -x "$gnu_time" ]] || { echo "capture-bench: $gnu_time missing (apt-get install time)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/cubescroll-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# median of the numbers on stdin
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# run NAME OPTIONS…: RUNS captures (or, with NAME ref, RUNS runs of the C reference pipeline into
# $work/out); leaves "fps cpu_ms_per_frame rss_mib faults_per_frame" medians
# in $work/NAME.result
run() {
    local name="$1"; shift
    local cmd=(env CUBESCROLL_PNG_STATS=1 "${run_env[@]}" "$binary" capture "$script" --out "$work/out" "$@" "${extra[@]}")
    [[ "$name" == ref ]] && cmd=("$CAPTURE_BENCH_REFERENCE" "$work/out" "$reference_frames")
    : > "$work/$name.fps"; : > "$work/$name.cpu"; : > "$work/$name.rss"; : > "$work/$name.flt"; : > "$work/$name.png"
    for _ in $(seq "$runs"); do
        rm -rf "$work/out" "$work/v.mp4"
        "$gnu_time" -f "%e %U %S %M %R" -o "$work/time" "${cmd[@]}" \
            > "$work/stdout" 2> "$work/stderr" || { echo "capture-bench: $name failed:" >&2; cat "$work/stderr" >&2; exit 1; }
        # "captured N frames in S s (F fps, median frame M ms), …" or "reference: N frames in S s (F fps), …"
        local frames fps
        frames=$(sed -n 's/^\(captured\|reference:\) \([0-9]*\) frames.*/\2/p' "$work/stdout")
        fps=$(sed -n 's/.*(\([0-9.]*\) fps.*/\1/p' "$work/stdout")
        read -r _ user sys rss_kib faults < "$work/time"
        echo "$fps" >> "$work/$name.fps"
        awk -v u="$user" -v s="$sys" -v n="$frames" 'BEGIN { printf "%.2f\n", (u + s) * 1000 / n }' >> "$work/$name.cpu"
        awk -v k="$rss_kib" 'BEGIN { printf "%.1f\n", k / 1024 }' >> "$work/$name.rss"
        awk -v f="$faults" -v n="$frames" 'BEGIN { printf "%.0f\n", f / n }' >> "$work/$name.flt"
        # "png: N images, encode M ms CPU and B bytes each (…)" → "M B" (absent when no PNG)
        sed -n 's/^png: [0-9]* images, encode \([0-9.]*\) ms CPU and \([0-9]*\) bytes each.*/\1 \2/p' "$work/stdout" >> "$work/$name.png"
    done
    awk '{ print $1 }' "$work/$name.png" | median > "$work/$name.pngms"
    awk '{ print $2 }' "$work/$name.png" | median > "$work/$name.pngsize"
    echo "$(median < "$work/$name.fps") $(median < "$work/$name.cpu") $(median < "$work/$name.rss") $(median < "$work/$name.flt")" > "$work/$name.result"
    read -r f c r p < "$work/$name.result"
    printf '%-8s %7s fps %7s ms CPU/frame %7s MiB peak RSS %6s faults/frame\n' "$name" "$f" "$c" "$r" "$p"
}

echo "cubescroll capture benchmark: $(basename "$script"), $runs runs each, $(nproc) cores, medians"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ "${CAPTURE_BENCH_PIPELINE:-1}" != 0 ]]; then
echo "(SUMMARY fields per row: fps / CPU ms per frame / peak RSS MiB / minor page faults per frame)"
run_env=()
run none
run every1 --every 1
run_env=(CUBESCROLL_PNG_ENCODER=libpng)
run every1-libpng --every 1
run_env=()
reference_frames=$(sed -n 's/^captured \([0-9]*\) frames.*/\1/p' "$work/stdout")   # for the reference row
summary="cores=$(nproc)"
read -r f0 c0 r0 p0 < "$work/none.result"; read -r f1 c1 r1 p1 < "$work/every1.result"
summary+=" none=${f0}fps/${c0}ms/${r0}MiB/${p0}flt every1=${f1}fps/${c1}ms/${r1}MiB/${p1}flt"
if [[ "${CAPTURE_BENCH_VIDEO:-1}" != 0 ]] && command -v ffmpeg > /dev/null; then
    run video --video "$work/v.mp4"
    read -r f2 c2 r2 p2 < "$work/video.result"
    summary+=" video=${f2}fps/${c2}ms/${r2}MiB/${p2}flt"
fi
if [[ -n "${CAPTURE_BENCH_REFERENCE:-}" ]]; then
    [[ -x "$CAPTURE_BENCH_REFERENCE" ]] || { echo "capture-bench: no reference at $CAPTURE_BENCH_REFERENCE (build reference-pipeline.c, see its header)" >&2; exit 2; }
    run ref
    read -r f3 c3 r3 p3 < "$work/ref.result"
    summary+=" ref=${f3}fps/${c3}ms/${r3}MiB/${p3}flt every1/ref: fps $(awk -v a="$f1" -v b="$f3" 'BEGIN { printf "%.2f", a / b }')x rss $(awk -v a="$r1" -v b="$r3" 'BEGIN { printf "%.2f", a / b }')x"
fi
read -r f4 c4 r4 p4 < "$work/every1-libpng.result"
summary+=" every1-libpng=${f4}fps/${c4}ms/${r4}MiB/${p4}flt"
ms1=$(cat "$work/every1.pngms"); ms4=$(cat "$work/every1-libpng.pngms")
b1=$(cat "$work/every1.pngsize"); b4=$(cat "$work/every1-libpng.pngsize")
summary+=" png: speed $(awk -v a="$ms4" -v b="$ms1" 'BEGIN { printf "%.2f", a / b }')x (libpng ${ms4} ms / libdeflate ${ms1} ms CPU per PNG)"
summary+=" size $(awk -v a="$b1" -v b="$b4" 'BEGIN { printf "%.3f", a / b }')x (${b1} / ${b4} bytes per PNG)"
summary+=" pipeline beyond none: $(awk -v a="$c4" -v b="$c1" -v z="$c0" 'BEGIN { printf "%.2f", (a - z) / (b - z) }')x"
summary+=" every1/none: fps $(awk -v a="$f1" -v b="$f0" 'BEGIN { printf "%.2f", a / b }')x rss $(awk -v a="$r1" -v b="$r0" 'BEGIN { printf "%.2f", a / b }')x"
echo "SUMMARY $summary"
fi

# One row per scene: median of the rounds' median frame times with no images (ms), and its ratio
# to the cube scene's median (the first row).
if [[ "${CAPTURE_BENCH_SCENES:-1}" != 0 ]]; then
    scenes_script="$here/scenes-1280x720.json"
    names=$("$binary" scenes | awk 'NR > 0 && $1 ~ /^[a-z][a-z0-9-]*$/ { print $1 }')
    echo "per-scene median capture frame, $(basename "$scenes_script"), no images, $runs rounds of every scene:"
    for name in $names; do : > "$work/scene.$name.ms"; done
    for _ in $(seq "$runs"); do
        for name in $names; do
            rm -rf "$work/out"
            "$binary" capture "$scenes_script" --out "$work/out" --scene "$name" "${extra[@]}" \
                > "$work/stdout" 2> "$work/stderr" || { echo "capture-bench: scene $name failed:" >&2; cat "$work/stderr" >&2; exit 1; }
            sed -n 's/.*median frame \([0-9.]*\) ms.*/\1/p' "$work/stdout" >> "$work/scene.$name.ms"
        done
    done
    cube_ms="" line="SCENES"
    for name in $names; do
        ms=$(median < "$work/scene.$name.ms")
        [[ -z "$cube_ms" ]] && cube_ms="$ms"
        ratio=$(awk -v a="$ms" -v b="$cube_ms" 'BEGIN { printf "%.2f", a / b }')
        printf 'scene %-10s %8s ms/frame %6sx cubes  (rounds: %s)\n' "$name" "$ms" "$ratio" "$(tr '\n' ' ' < "$work/scene.$name.ms" | sed 's/ $//')"
        line+=" $name=${ratio}x"
    done
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "$line"
fi
