#!/bin/sh
# embed-shaders.sh OUTPUT.swift SHADER... — writes a Swift file holding each shader's text as a raw
# string literal, keyed by file name. Run by the EmbedShaders build plugin; shaders/ stays the source.
set -eu
out="$1"; shift
{
    echo "// Generated at build time from shaders/ by Plugins/EmbedShaders. Do not edit."
    echo "enum EmbeddedShaders {"
    echo "    /// The GLSL text of each file in shaders/, by file name."
    echo "    static let files: [String: String] = ["
    for file in "$@"; do
        if grep -q '"""#' "$file"; then echo "embed-shaders: $file contains \"\"\"#" >&2; exit 1; fi
        printf '        "%s": #"""\n' "$(basename "$file")"
        cat "$file"
        printf '\n"""#,\n'
    done
    echo "    ]"
    echo "}"
} > "$out.tmp"
mv "$out.tmp" "$out"
