#!/usr/bin/env bash
# Start-up of `cubescroll capture` for scripts whose events share one timestamp: N wheel notches at
# t = 0, one frame (fps 1, duration 1), 160×90. Prints N and the wall-clock seconds of the whole
# run (load, validation, expansion, the frame) and its CPU seconds (user + system), medians of 3
# runs; on a shared machine the CPU seconds are the steadier figure.
#     Tests/Benchmarks/Capture/startup-bench.sh .build/debug/cubescroll 10000 80000 2000000
set -euo pipefail
bin=$1; shift
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
for n in "$@"; do
    python3 - "$n" > "$dir/s.json" <<'PY'
import sys
n = int(sys.argv[1])
sys.stdout.write('{"window": {"width": 160, "height": 90}, "fps": 1, "duration": 1, "events": [')
sys.stdout.write(",".join(['{"t":0,"type":"wheel","dy":-1}'] * n))
sys.stdout.write(']}')
PY
    walls=(); cpus=()
    for _ in 1 2 3; do
        /usr/bin/time -f "%e %U %S" -o "$dir/time" "$bin" capture "$dir/s.json" --out "$dir/out" >/dev/null 2>"$dir/err"
        read -r wall user sys < "$dir/time"
        walls+=("$wall"); cpus+=("$(echo "$user + $sys" | bc)")
    done
    echo "$n events: wall $(printf '%s\n' "${walls[@]}" | sort -n | sed -n 2p) s, CPU $(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 2p) s"
done
