#!/usr/bin/env bash
# The page of `autolayout serve` in a real browser: installs headless Chromium and its driver from Debian's
# packages and Selenium from PyPI when they are missing, builds the release binary, and runs
# Tests/Browser/page_test.py against it.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver > /dev/null
fi
python3 -c "import selenium" 2> /dev/null || python3 -m pip install -q selenium
swift build -c release --product autolayout
python3 Tests/Browser/page_test.py .build/release/autolayout
