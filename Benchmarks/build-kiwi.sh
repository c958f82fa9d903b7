#!/bin/sh
# Fetches kiwi's headers from the kiwisolver source distribution (never committed) and builds our C++ driver
# into Benchmarks/.kiwi/kiwi_driver. Needs pip and g++.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/.kiwi"
version=1.5.1
if [ -x "$out/kiwi_driver" ] && [ "$out/kiwi_driver" -nt "$here/kiwi_driver.cpp" ]; then exit 0; fi
mkdir -p "$out"
if [ ! -d "$out/kiwisolver-$version/kiwi" ]; then
    pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$out" >&2
    tar xzf "$out/kiwisolver-$version.tar.gz" -C "$out"
fi
g++ -O2 -std=c++17 -I "$out/kiwisolver-$version" "$here/kiwi_driver.cpp" -o "$out/kiwi_driver"
