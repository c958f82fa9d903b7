#!/usr/bin/env bash
# The whole test suite under a sanitizer, in its own build folder (.build-SANITIZER):
#
#   bash Scripts/sanitize.sh address     # heap and stack errors (leaks: Scripts/leak-check.sh)
#   bash Scripts/sanitize.sh thread      # data races (CI runs ThreadedLayoutTests this way)
#
# Extra arguments go to `swift test` (e.g. --filter Suite). Slow: on a 2-core machine the address run builds in
# about 23 minutes and runs in about 19.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: Scripts/sanitize.sh address|thread [swift test arguments]}
shift
# Leaks are the leak check's job: Swift Testing and Foundation keep allocations alive until exit.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} PIP_INDEX_URL=http://127.0.0.1:9/simple PIP_NO_INDEX=1 \
    swift test --scratch-path ".build-$sanitizer" --sanitize="$sanitizer" "$@"
