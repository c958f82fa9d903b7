#!/usr/bin/env bash
# Builds the release `autolayout` (what users run) and runs every subcommand over every bundled example, and the
# linter's reporters, exit statuses and error cases, comparing standard output, standard error and the exit
# status with the expected output committed under Tests/Golden/. A crash or any difference fails, with a diff.
#   Scripts/check-golden.sh            compare
#   Scripts/check-golden.sh --update   write the expected output anew (review the diff before committing it)
set -uo pipefail
cd "$(dirname "$0")/.."
update=false
[ "${1:-}" = "--update" ] && update=true
swift build -c release --product autolayout > /dev/null || { echo "release build failed"; exit 1; }
bin="$(swift build -c release --show-bin-path)/autolayout"
golden=Tests/Golden
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# run NAME [< INPUT] -- ARGS...: runs the release binary and compares its output with $golden/NAME.txt.
run() {
  local name=$1; shift
  local input=/dev/null
  if [ "$1" = "<" ]; then input=$2; shift 2; fi
  local out="$work/out" err="$work/err"
  "$bin" "$@" < "$input" > "$out" 2> "$err"
  local status=$?
  local actual="$work/actual"
  { cat "$out"; echo "--- stderr"; cat "$err"; echo "--- exit $status"; } > "$actual"
  if [ "$status" -ge 128 ]; then
    echo "CRASH: autolayout $* (status $status)"; cat "$err" | tail -20
    failed=$((failed + 1)); return
  fi
  mkdir -p "$(dirname "$golden/$name.txt")"
  if $update; then
    cp "$actual" "$golden/$name.txt"
    passed=$((passed + 1))
  elif [ -f "$golden/$name.txt" ] && diff -u "$golden/$name.txt" "$actual" > "$work/diff"; then
    passed=$((passed + 1))
  else
    echo "DIFFERENT: autolayout $* (expected $golden/$name.txt)"
    [ -f "$golden/$name.txt" ] && head -60 "$work/diff" || echo "  (no expected output: run Scripts/check-golden.sh --update)"
    failed=$((failed + 1))
  fi
}

for file in Examples/*.layout Examples/InterfaceBuilder/*.xib Examples/InterfaceBuilder/*.storyboard; do
  base=$(basename "$file")
  case "$file" in
    *.layout) run "layout/$base" layout "$file" ;;
    *) run "frames/$base" frames "$file" ;;
  esac
  run "check/$base" check "$file" --fixes
  run "render/$base" render "$file"
done

# Console logs explained.
for file in Examples/Logs/*.log; do
  run "explain/$(basename "$file")" explain "$file"
done
run "cases/explain-json" explain Examples/Logs/CellTallerThanRow.log --reporter json
run "cases/explain-stdin" "<" Examples/Logs/AutoresizedCard.log explain -
run "cases/explain-no-log" explain Examples/TwoLabels.layout
run "cases/explain-unknown-reporter" explain Examples/Logs/CellTallerThanRow.log --reporter html

# The linter over every example, in every reporter.
for reporter in text xcode json sarif github junit checkstyle; do
  run "reporters/$reporter" check Examples --reporter "$reporter"
done
# Configurations, strictness, standard input, errors.
run "cases/two-devices" check Examples/InterfaceBuilder/Problems.xib --device iphone-se --device ipad --reporter xcode
run "cases/strict-warnings" check Examples/Listing13.layout --strict
run "cases/not-strict-warnings" check Examples/Listing13.layout
run "cases/stdin-xib" "<" Examples/InterfaceBuilder/Problems.xib check - --reporter xcode
run "cases/stdin-layout" "<" Examples/Unsatisfiable.layout layout - --strict
run "cases/missing-file-check" check Examples/Missing.xib
run "cases/missing-file-layout" layout Examples/Missing.layout
run "cases/missing-file-frames" frames Examples/Missing.xib
run "cases/missing-file-render" render Examples/Missing.xib
run "cases/wrong-kind-layout" layout Examples/InterfaceBuilder/Problems.xib
run "cases/wrong-kind-frames" frames Examples/TwoLabels.layout
run "cases/unknown-reporter" check Examples --reporter html
run "cases/unknown-rule" check Examples --disable misplaced
run "cases/exclude" check Examples --exclude '*.layout' --exclude '*/Broken.xib' --reporter xcode
run "cases/config" check Examples/InterfaceBuilder/Problems.xib --config Tests/Golden/configs/good.yml --reporter xcode
run "cases/config-unknown-key" check Examples --config Tests/Golden/configs/bad.yml
run "cases/render-two-sizes" render Examples/TwoLabels.layout --size 300x200 --size 200x200

echo "golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
