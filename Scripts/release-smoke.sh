#!/usr/bin/env bash
# Builds the release `autolayout` (what users run) and runs every subcommand over every bundled example.
# A crash (exit status 128 or more: a signal) fails; ordinary statuses (0, 1 for issues found, 65 for a file of
# the wrong kind) are the commands' own answers.
set -uo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product autolayout || exit 1
bin="$(swift build -c release --show-bin-path)/autolayout"
failed=0
runs=0
for file in Examples/*.layout Examples/InterfaceBuilder/*.xib Examples/InterfaceBuilder/*.storyboard; do
  for command in layout check frames render; do
    "$bin" "$command" "$file" > /dev/null 2>&1
    status=$?
    runs=$((runs + 1))
    if [ "$status" -ge 128 ]; then
      echo "release autolayout $command $file: crashed with status $status"
      failed=$((failed + 1))
    fi
  done
done
echo "release smoke: $((runs - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
