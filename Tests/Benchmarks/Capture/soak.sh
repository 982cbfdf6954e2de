#!/usr/bin/env bash
# Soak benchmark: one long `cubescroll capture` with no images (a tiny window, a fling every 110
# frames), sampling the process's resident memory (VmRSS) twice a second next to the frame count
# the progress line last reported. Prints the samples, then RSS at the first sample past FROM frames
# and at the last sample, and the growth per frame between them; exits 1 when the growth exceeds
# 1 MiB (memory that creeps with the run's length, e.g. something kept per frame).
#
#   Tests/Benchmarks/Capture/soak.sh [BINARY] [FRAMES] [FROM] [SCENE]
#
# BINARY defaults to .build/release/cubescroll, FRAMES to 1000000 (the most a run may have), FROM to
# 100000, SCENE to cubes. Needs only the binary and /proc. The release binary captures this window
# at roughly 10,000–20,000 frames a second on a 2-core VM; a debug one at about 7,000.
set -euo pipefail
binary="${1:-.build/release/cubescroll}"
frames="${2:-1000000}"
from="${3:-100000}"
scene="${4:-cubes}"
[[ -x "$binary" ]] || { echo "soak: no binary at $binary (swift build -c release)" >&2; exit 2; }
(( frames > from )) || { echo "soak: FRAMES ($frames) must be more than FROM ($from)" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/cubescroll-soak.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The script: `frames` frames at 60 fps, a 40 pt fling every 110 frames (alternating directions).
awk -v n="$frames" -v scene="$scene" 'BEGIN {
    printf "{ \"window\": {\"width\": 64, \"height\": 48, \"scale\": 1}, \"fps\": 60, \"duration\": %.6f,\n", (n - 1) / 60
    printf "  \"scene\": {\"name\": \"%s\"}, \"events\": [\n", scene
    sep = ""
    for (f = 5; f + 20 < n; f += 110) {
        k = int(f / 110) % 2
        a = k ? 12 : 52; b = k ? 52 : 12
        printf "%s    {\"t\": %.6f, \"type\": \"drag\", \"from\": [%d, 30], \"to\": [%d, 30], \"duration\": 0.05, \"hz\": 120}", sep, f / 60, a, b
        sep = ",\n"
    }
    printf "\n  ] }\n"
}' > "$work/soak.json"

"$binary" capture "$work/soak.json" --out "$work/out" > "$work/stdout" 2> "$work/stderr" &
pid=$!
: > "$work/samples"
while kill -0 "$pid" 2> /dev/null; do
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2> /dev/null || true)
    done_frames=$(tr '\r' '\n' < "$work/stderr" | sed -n 's/^frame \([0-9]*\)\/.*/\1/p' | tail -1)
    [[ -n "$rss" && -n "$done_frames" ]] && echo "$done_frames $rss" >> "$work/samples"
    sleep 0.5
done
wait "$pid" || { echo "soak: capture failed:" >&2; tail -5 "$work/stderr" >&2; exit 1; }

echo "cubescroll soak: $scene, $frames frames, 64×48, no images; frame  VmRSS (KiB)"
awk '{ printf "  %9d  %8d\n", $1, $2 }' "$work/samples"
awk -v from="$from" '
    $1 >= from && !started { f0 = $1; r0 = $2; started = 1 }
    { f1 = $1; r1 = $2 }
    END {
        if (!started || f1 <= f0) { print "soak: no sample past frame " from " (run too short or too fast to sample)"; exit 2 }
        growth = (r1 - r0) * 1024
        printf "RSS %d KiB at frame %d, %d KiB at frame %d: %+.0f KiB, %+.2f bytes/frame\n", r0, f0, r1, f1, growth / 1024, growth / (f1 - f0)
        if (growth > 1048576) { print "FAIL: grew more than 1 MiB"; exit 1 }
        print "PASS: flat within 1 MiB"
    }' "$work/samples"
