#!/usr/bin/env bash
# Suite parallelism benchmark: times `cubescroll suite --jobs 1` and `--jobs J` on the same suite,
# runs alternating, and prints the medians of the wall times, the CPU times and the ratio of the
# wall medians (docs/suite-speed.md says how to read them).
#
#   Tests/Benchmarks/Capture/suite-bench.sh [BINARY] [SUITE] [J] [RUNS]
#
# BINARY defaults to .build/release/cubescroll, J to 2, RUNS to 5. SUITE is either a number N
# (default 8): N one-second captures of the cube scene at 960×540 (a fling and two captures), or a
# folder of scripts with their goldens, e.g. Tests/Goldens (copied; its goldens are used as they
# are). Goldens that are missing are recorded once first (not timed); the timed runs compare
# against them (--update none) and must pass.
#
# Every run waits until the machine is quiet: both cores at least 90 % idle over 2 s (at most
# QUIET_WAIT seconds, default 900; then it runs anyway and says so). Each run's line gives the CPU
# time other processes used meanwhile ("others"); a run where they used more than 5 % of the run's
# core-seconds is marked "busy" and left out of the medians (when all are busy, all are used and
# the summary says so). SUITE_ARGS adds options to both commands (e.g. "--draw all"); variables such
# as LP_NUM_THREADS pass through to the suite and its children.
set -euo pipefail
binary="${1:-.build/release/cubescroll}"
suite="${2:-8}"
jobs="${3:-2}"
runs="${4:-5}"
quiet_wait="${QUIET_WAIT:-900}"
read -r -a extra <<< "${SUITE_ARGS:-}"
[[ -x "$binary" ]] || { echo "suite-bench: no binary at $binary (swift build -c release)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/cubescroll-suite-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir "$work/suite"
if [[ "$suite" =~ ^[0-9]+$ ]]; then
    for i in $(seq "$suite"); do
        cat > "$work/suite/fling-$i.json" <<JSON
{"fps": 60, "duration": 1.0, "scene": {"cubes": 30, "seed": $i},
 "events": [{"t": 0.1, "type": "drag", "from": [700, 448], "to": [400, 448], "duration": 0.2, "hz": 120},
            {"t": 0.5, "type": "capture", "name": "mid"}, {"t": 1.0, "type": "capture", "name": "end"}]}
JSON
    done
    label="$suite one-second cube scripts"
else
    [[ -d "$suite" ]] || { echo "suite-bench: $suite is neither a number of scripts nor a folder" >&2; exit 2; }
    cp -R "$suite/." "$work/suite/"
    label="$suite ($(find "$work/suite" -name '*.json' | wc -l) scripts)"
fi
"$binary" suite "$work/suite" --update missing "${extra[@]}" > /dev/null 2>&1 \
    || { echo "suite-bench: recording the goldens failed" >&2; exit 1; }

busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
idle_ticks() { awk '/^cpu / { print $5 + $6 }' /proc/stat; }
wait_quiet() {   # prints the idle percentage it saw
    local waited=0 b0 i0 b1 i1 idle
    while :; do
        b0=$(busy_ticks); i0=$(idle_ticks); sleep 2; b1=$(busy_ticks); i1=$(idle_ticks)
        idle=$(( 100 * (i1 - i0) / ((b1 - b0) + (i1 - i0) + 1) ))
        if (( idle >= 90 )); then echo "${idle}%"; return; fi
        waited=$((waited + 2))
        if (( waited >= quiet_wait )); then echo "${idle}% (not quiet after ${quiet_wait} s)"; return; fi
    done
}
hz=$(getconf CLK_TCK)
cores=$(nproc)
time_suite() {  # one run with --jobs $1; appends "wall cpu others" to $work/runs-$1
    local idle b0 b1 start end wall cpu others
    idle=$(wait_quiet)
    b0=$(busy_ticks); start=$(date +%s.%N)
    /usr/bin/time -o "$work/time" -f "%U %S" "$binary" suite "$work/suite" --jobs "$1" --update none "${extra[@]}" \
        > /dev/null 2> "$work/stderr" || { echo "suite-bench: the suite failed:" >&2; tail -3 "$work/stderr" >&2; exit 1; }
    end=$(date +%s.%N); b1=$(busy_ticks)
    read -r user sys < "$work/time"
    wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    others=$(awk -v t=$((b1 - b0)) -v hz="$hz" -v c="$cpu" 'BEGIN { o = t / hz - c; printf "%.2f", o < 0 ? 0 : o }')
    local mark=""
    if awk -v o="$others" -v w="$wall" -v n="$cores" 'BEGIN { exit !(o > 0.05 * w * n) }'; then mark=" busy"; fi
    echo "jobs $1: wall $wall s, cpu $cpu s, others $others s, idle before ${idle}, load $(cut -d' ' -f1-3 /proc/loadavg)$mark"
    echo "$wall $cpu $mark" >> "$work/runs-$1"
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
pick() {  # column $2 of the quiet runs of $1 (all runs when none was quiet)
    if grep -qv busy "$work/runs-$1"; then grep -v busy "$work/runs-$1" | awk -v c="$2" '{ print $c }'
    else awk -v c="$2" '{ print $c }' "$work/runs-$1"; fi
}
: > "$work/runs-1"; : > "$work/runs-$jobs"
for _ in $(seq "$runs"); do   # interleaved, so a change in machine load hits both alike
    time_suite 1
    time_suite "$jobs"
done
quiet1=$(grep -vc busy "$work/runs-1" || true); quietj=$(grep -vc busy "$work/runs-$jobs" || true)
one=$(pick 1 1 | median); many=$(pick "$jobs" 1 | median)
cpu1=$(pick 1 2 | median); cpuj=$(pick "$jobs" 2 | median)
echo "cubescroll suite benchmark: $label, $runs runs each, $cores cores, medians of the quiet runs ($quiet1 and $quietj)${SUITE_ARGS:+, $SUITE_ARGS}"
echo "jobs 1: $one s (cpu $cpu1 s)   jobs $jobs: $many s (cpu $cpuj s)"
echo "SUMMARY scripts=$(find "$work/suite" -name '*.json' | wc -l) cores=$cores jobs1=${one}s jobs$jobs=${many}s ratio=$(awk -v a="$many" -v b="$one" 'BEGIN { printf "%.2f", a / b }') quiet_runs=$quiet1/$quietj"
