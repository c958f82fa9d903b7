#!/usr/bin/env bash
# Builds the DocC documentation of the documented modules, with warnings as errors (a broken symbol link fails).
#   Scripts/build-docs.sh [OUTPUT_FOLDER]     (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
mkdir -p "$out"
for target in Cassowary AutoLayout InterfaceBuilder; do
  swift package --allow-writing-to-directory "$out" generate-documentation --target "$target" \
    --warnings-as-errors --output-path "$out/$target" > "$out/$target.log" 2>&1 \
    || { cat "$out/$target.log"; echo "documentation of $target failed"; exit 1; }
  echo "documentation of $target built"
done
