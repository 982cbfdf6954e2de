#!/usr/bin/env bash
# Builds cubescroll's C API (libcubescroll.so, the package's CubescrollC product) in release mode and installs
# it with its header and a pkg-config file, so that a C or C++ app builds with
#     cc app.c $(pkg-config --cflags --libs cubescroll)
# Usage: Scripts/install-c-library.sh [PREFIX]     (default /usr/local; PREFIX/lib/pkgconfig must be
# on PKG_CONFIG_PATH for a prefix pkg-config does not search by default).
#
# Run time: libcubescroll.so links the Swift runtime libraries (libswiftCore.so, libFoundation.so, …)
# dynamically and finds them through the RUNPATH SwiftPM records when it links it: the toolchain's
# usr/lib/swift/linux. Keep that toolchain installed, or copy those libraries next to the app and set
# LD_LIBRARY_PATH.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:-/usr/local}"
export PATH="/opt/swift/usr/bin:$PATH"
# The product is CubescrollC (a product called cubescroll would clash with the app's executable in
# the package graph); it is installed under the name C apps link, libcubescroll.so.
swift build -c release --package-path "$root" --product CubescrollC >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)"
version="$("$root/Scripts/version")"
install -d "$prefix/lib/pkgconfig" "$prefix/include"
install -m 0755 "$bin/libCubescrollC.so" "$prefix/lib/libcubescroll.so"
install -m 0644 "$root/include/cubescroll.h" "$prefix/include/cubescroll.h"
cat > "$prefix/lib/pkgconfig/cubescroll.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: cubescroll
Description: iOS scrolling feel (tracking, deceleration, rubber band, snapping) for C and C++ apps
Version: $version
Libs: -L\${libdir} -Wl,-rpath,\${libdir} -lcubescroll
Cflags: -I\${includedir}
PC
echo "installed libcubescroll $version into $prefix (pkg-config file: $prefix/lib/pkgconfig/cubescroll.pc)"
