#!/usr/bin/env bash
# Measures our frames against the frames Xcode saved, over every .xib and .storyboard under a folder:
#   Scripts/fidelity.sh FOLDER [--summary]
# Real files from public apps are read into a folder outside the repository (their text is not ours to commit);
# docs/controls-fidelity-sources.tsv and docs/cells-fidelity-sources.tsv list the ones the rules were found on;
# docs/holdout-fidelity-sources.tsv lists files from other apps, collected afterwards to measure on files the
# rules were not tuned to.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:?usage: Scripts/fidelity.sh FOLDER [--summary]}
shift
swift build -c release --product autolayout > /dev/null
bin="$(swift build -c release --show-bin-path)/autolayout"
find "$folder" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z | xargs -0 "$bin" fidelity "$@"
