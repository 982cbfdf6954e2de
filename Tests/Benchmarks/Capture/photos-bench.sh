#!/usr/bin/env bash
# Photo browser on a 16000×12000 JPEG (192 megapixels, 768 MB as RGBA): peak resident memory and
# the time to the coarsest level and to the first sharp tiles, medians over RUNS runs.
#
#   Tests/Benchmarks/Capture/photos-bench.sh [BINARY] [RUNS]
#
# BINARY defaults to .build/release/cubescroll (swift build -c release), RUNS to 3. Needs cc,
# libjpeg-turbo and libpng (the test fixture writer, Tests/ImageFixtures, is compiled here to write
# the photo: a grid of 1-pixel lines every 16 pixels, about 50 MB at quality 85) and GNU time.
# Captures, 640×360 at 30 fps (each in a fresh process, so the tile cache starts empty):
#   small   a 640×480 JPEG, 0.3 s                                  start-up
#   fit     the huge JPEG at its fitted size, 0.3 s                 + header + coarsest level (2×2 tiles of level 5)
#   corner  Ctrl+wheel to 1:1 at the bottom-right corner at t = 0, 0.3 s: the level changes once the
#           zoom has been still for 100 ms                          + the first sharp tiles (level 0, 3×2)
#   tour    the memory test's script: page away and back, zoom to 1:1 in the corner, pan   peak RSS
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
binary="${1:-.build/release/cubescroll}"
runs="${2:-3}"
[[ -x "$binary" ]] || { echo "photos-bench: no binary at $binary (swift build -c release)" >&2; exit 2; }
gnu_time="${CAPTURE_BENCH_TIME:-/usr/bin/time}"
[[ -x "$gnu_time" ]] || { echo "photos-bench: $gnu_time missing (apt-get install time)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/cubescroll-photos-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

cat > "$work/write.c" <<'C'
#include "image_fixtures.h"
#include <stdlib.h>
int main(int argc, char **argv) { return argc == 4 && ifx_write_jpeg(argv[1], atoi(argv[2]), atoi(argv[3]), 85, 0, 0) ? 0 : 1; }
C
cc -O2 -I"$root/Tests/ImageFixtures/include" "$work/write.c" "$root/Tests/ImageFixtures/image_fixtures.c" \
   -ljpeg -lpng16 -lz -o "$work/write"
mkdir -p "$work/huge" "$work/small"
"$work/write" "$work/huge/a-huge.jpg" 16000 12000
"$work/write" "$work/huge/b.jpg" 640 480
"$work/write" "$work/small/a.jpg" 640 480

script() {  # script NAME DURATION EVENTS
    printf '{ "window": {"width": 640, "height": 360}, "fps": 30, "duration": %s, "scene": {"name": "photos"}, "events": [%s] }\n' \
        "$2" "$3" > "$work/$1.json"
}
script small 0.3 ''
script fit 0.3 ''
script corner 0.3 '{"t": 0, "type": "wheel", "dy": 20, "ctrl": true, "x": 636, "y": 356}'
script tour 2.7 '{"t": 0.1, "type": "key", "key": "right"}, {"t": 0.6, "type": "key", "key": "left"},
  {"t": 1.2, "type": "wheel", "dy": 20, "ctrl": true, "x": 636, "y": 356},
  {"t": 1.7, "type": "drag", "from": [300, 100], "to": [500, 300], "duration": 0.3, "hold": 0.2}'

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

run() {  # run NAME DIR: prints "wall-seconds kilobytes cpu-seconds" of one capture
    "$gnu_time" -f '%e %M %U %S' -o "$work/time" "$binary" capture "$work/$1.json" --out "$work/out-$1" --dir "$2" \
        > /dev/null 2> "$work/err" || { cat "$work/err" >&2; exit 1; }
    awk '{ print $1, $2, $3 + $4 }' "$work/time"
}

declare -A wall rss cpu
for name in small fit corner tour; do
    dir="$work/huge"; [[ $name == small ]] && dir="$work/small"
    : > "$work/$name.times"
    for _ in $(seq "$runs"); do run "$name" "$dir" >> "$work/$name.times"; done
    wall[$name]=$(cut -d' ' -f1 "$work/$name.times" | median)
    rss[$name]=$(cut -d' ' -f2 "$work/$name.times" | median)
    cpu[$name]=$(cut -d' ' -f3 "$work/$name.times" | median)
done
printf '%-8s %10s %10s %12s\n' capture 'wall s' 'CPU s' 'peak RSS MB'
for name in small fit corner tour; do
    printf '%-8s %10.2f %10.2f %12.0f\n' "$name" "${wall[$name]}" "${cpu[$name]}" "$(echo "${rss[$name]} / 1024" | bc -l)"
done
printf 'coarsest level (fit - small): %.2f s wall, %.2f s CPU; first sharp tiles at 1:1 (corner - fit): %.2f s wall, %.2f s CPU; peak RSS of the tour: %.0f MB\n' \
    "$(echo "${wall[fit]} - ${wall[small]}" | bc -l)" "$(echo "${cpu[fit]} - ${cpu[small]}" | bc -l)" \
    "$(echo "${wall[corner]} - ${wall[fit]}" | bc -l)" "$(echo "${cpu[corner]} - ${cpu[fit]}" | bc -l)" \
    "$(echo "${rss[tour]} / 1024" | bc -l)"
