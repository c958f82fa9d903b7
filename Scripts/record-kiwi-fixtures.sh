#!/usr/bin/env bash
# Records kiwisolver's answers to the differential test's 4,000 systems into
# Tests/CassowaryTests/Fixtures/kiwi-objectives.txt, so that `swift test` needs neither Python nor the network.
# Needs python3 and pip (kiwi_oracle.py installs kiwisolver into .build/python when Python lacks it).
set -euo pipefail
cd "$(dirname "$0")/.."
DIFFERENTIAL_ORACLE=live DIFFERENTIAL_RECORD=1 swift test --filter 'DifferentialTests/agreesWithKiwi'
wc -l Tests/CassowaryTests/Fixtures/kiwi-objectives.txt
