#!/usr/bin/env bash
# Suite parallelism benchmark: a suite of SCRIPTS copies of one capture script (default: 1 s of the
# cube scene at 960×540, a fling and two captures), run with `cubescroll suite --jobs 1` and with
# `--jobs J`; prints the median wall time of each over RUNS runs and their ratio.
#
#   Tests/Benchmarks/Capture/suite-bench.sh [BINARY] [SCRIPTS] [J] [RUNS]
#
# BINARY defaults to .build/release/cubescroll, SCRIPTS to 8, J to 2, RUNS to 3. The goldens are
# recorded once first (not timed); the timed runs compare against them (--update none).
set -euo pipefail
binary="${1:-.build/release/cubescroll}"
scripts="${2:-8}"
jobs="${3:-2}"
runs="${4:-3}"
[[ -x "$binary" ]] || { echo "suite-bench: no binary at $binary (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/cubescroll-suite-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
for i in $(seq "$scripts"); do
    cat > "$work/fling-$i.json" <<JSON
{"fps": 60, "duration": 1.0, "scene": {"cubes": 30, "seed": $i},
 "events": [{"t": 0.1, "type": "drag", "from": [700, 448], "to": [400, 448], "duration": 0.2, "hz": 120},
            {"t": 0.5, "type": "capture", "name": "mid"}, {"t": 1.0, "type": "capture", "name": "end"}]}
JSON
done
"$binary" suite "$work" --update missing > /dev/null 2>&1
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
time_suite() {  # wall seconds of one run with --jobs $1
    local start end
    start=$(date +%s.%N)
    "$binary" suite "$work" --jobs "$1" --update none > /dev/null 2>&1 || { echo "suite-bench: suite failed" >&2; exit 1; }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
}
: > "$work/one"; : > "$work/many"
for _ in $(seq "$runs"); do   # interleaved, so a change in machine load hits both alike
    time_suite 1 >> "$work/one"
    time_suite "$jobs" >> "$work/many"
done
one=$(median < "$work/one"); many=$(median < "$work/many")
echo "cubescroll suite benchmark: $scripts scripts, $runs runs each, $(nproc) cores, medians"
echo "jobs 1: $one s   jobs $jobs: $many s"
echo "SUMMARY scripts=$scripts cores=$(nproc) jobs1=${one}s jobs$jobs=${many}s ratio=$(awk -v a="$many" -v b="$one" 'BEGIN { printf "%.2f", a / b }')"
