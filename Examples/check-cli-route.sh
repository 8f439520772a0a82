#!/usr/bin/env bash
# Checks the CLI route from a package that depends on apigen, as the README shows it:
# `swift run apigen` in this package writes the same files the plugin generates (given the
# plugin's API file name and the same settings), and `--check` passes on what it wrote.
# CI runs it after the example's build.
set -euo pipefail
cd "$(dirname "$0")"
specs=Sources/NotesClient/Specs
plugin_output=$(find .build/plugins/outputs -type d -path "*/NotesClient/*/APIGenPlugin/Generated" | head -n 1)
if [ -z "$plugin_output" ]; then
    echo "FAIL: no plugin output under .build/plugins/outputs: build this package first" >&2
    exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "\$ swift run apigen generate $specs --output <a new folder> --settings $specs/apigen.json --api-file APIGenAPI.swift"
swift run apigen generate "$specs" --output "$out" --settings "$specs/apigen.json" --api-file APIGenAPI.swift 2>&1 | tail -n 1
if ! diff -r "$plugin_output" "$out"; then
    echo "FAIL: the CLI route wrote other files than the plugin (diff above)" >&2
    exit 1
fi
echo "\$ swift run apigen generate ... --check"
swift run apigen generate "$specs" --output "$out" --settings "$specs/apigen.json" --api-file APIGenAPI.swift --check 2>&1 | tail -n 1
echo "OK: the CLI route writes what the plugin generates"
