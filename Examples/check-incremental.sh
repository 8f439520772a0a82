#!/usr/bin/env bash
# Shows, and checks, how APIGenPlugin behaves on rebuilds. CI runs it after the
# example's tests; it exits non-zero when a rule does not hold.
#   1. A rebuild with nothing changed neither generates nor compiles.
#   2. Editing a spec reruns apigen and recompiles only the file that changed.
#   3. Editing a template (Templates/, named in Specs/apigen.json) reruns apigen with it.
#   4. A spec error fails the build with the spec's path:line:column: error: message.
#   5. Editing Specs/apigen.json reruns apigen with the new settings (SwiftPM does not
#      rerun the plugin itself, so apigen reads the file each time).
#   6. A misspelt key in Specs/apigen.json fails the build at the key's line and column.
set -euo pipefail
cd "$(dirname "$0")"
spec=Sources/NotesClient/Specs/notes.yaml
header=Templates/header.mustache
settings=Sources/NotesClient/Specs/apigen.json
backup=$(mktemp)
header_backup=$(mktemp)
settings_backup=$(mktemp)
cp "$spec" "$backup"
cp "$header" "$header_backup"
cp "$settings" "$settings_backup"
trap 'cp "$backup" "$spec"; cp "$header_backup" "$header"; cp "$settings_backup" "$settings"; rm -f "$backup" "$header_backup" "$settings_backup"' EXIT

swift build --build-tests >/dev/null 2>&1
swift build --build-tests >/dev/null 2>&1

echo "\$ swift build --build-tests   # nothing changed"
unchanged=$(swift build --build-tests 2>&1 | grep -E "apigen:|Compiling NotesClient|Build complete" || true)
echo "$unchanged"
if grep -qE "apigen:|Compiling NotesClient" <<<"$unchanged"; then
    echo "FAIL: a rebuild with no change ran the generator or recompiled generated code" >&2
    exit 1
fi

sed -i.orig 's/Every note, newest first\./Every note, newest first, edited./' "$spec" && rm -f "$spec.orig"
echo "\$ swift build --build-tests   # after editing a summary in $spec"
edited=$(swift build --build-tests 2>&1 | grep -E "apigen:|Compiling NotesClient|Build complete" || true)
echo "$edited"
if ! grep -q "apigen: generating the API client for NotesClient" <<<"$edited"; then
    echo "FAIL: editing a spec did not rerun the generator" >&2
    exit 1
fi
if ! grep -q "Compiling NotesClient notes.swift" <<<"$edited" || grep -q "APIGenAPI.swift" <<<"$edited"; then
    echo "FAIL: editing notes.yaml should recompile notes.swift and nothing else generated" >&2
    exit 1
fi
cp "$backup" "$spec"

generated=$(find .build/plugins/outputs -path "*NotesClient*/APIGenPlugin/Generated/notes.swift" | head -n 1)
if ! grep -q "^// Rendered with Examples/Templates" "$generated"; then
    echo "FAIL: the generated client was not rendered with Examples/Templates ($generated)" >&2
    exit 1
fi
echo "// A line added to the header." >>"$header"
echo "\$ swift build --build-tests   # after editing $header"
retemplated=$(swift build --build-tests 2>&1 | grep -E "apigen:|Compiling NotesClient|Build complete" || true)
echo "$retemplated"
if ! grep -q "apigen: generating the API client for NotesClient" <<<"$retemplated" \
    || ! grep -q "^// A line added to the header." "$generated"; then
    echo "FAIL: editing a template did not rerun the generator with it" >&2
    exit 1
fi
cp "$header_backup" "$header"
sed -i.orig 's/      title: { type: string, minLength: 1, maxLength: 100 }/      title: { type: strin, minLength: 1, maxLength: 100 }/' "$spec" && rm -f "$spec.orig"
echo "\$ swift build   # after misspelling a type in $spec"
if broken=$(swift build 2>&1); then
    echo "FAIL: a spec error did not fail the build" >&2
    exit 1
fi
grep -E "notes\.yaml:[0-9]+:[0-9]+: error:" <<<"$broken" || { echo "FAIL: no located spec error in the build output" >&2; exit 1; }
cp "$backup" "$spec"
swift build >/dev/null 2>&1
sed -i.orig 's/"access": "public"/"access": "package"/' "$settings" && rm -f "$settings.orig"
echo "\$ swift build   # after setting \"access\": \"package\" in $settings"
repackaged=$(swift build 2>&1 | grep -E "apigen:|Compiling NotesClient|Build complete" || true)
echo "$repackaged"
if ! grep -q "^package nonisolated struct Note:" "$generated"; then
    echo "FAIL: editing apigen.json did not regenerate with the new access level" >&2
    exit 1
fi
sed -i.orig 's/"access"/"acess"/' "$settings" && rm -f "$settings.orig"
echo "\$ swift build   # after misspelling a key in $settings"
if misspelt=$(swift build 2>&1); then
    echo "FAIL: a misspelt setting did not fail the build" >&2
    exit 1
fi
grep -F 'apigen.json:1:3: error: unknown key `acess` in the settings; did you mean `access`?' <<<"$misspelt" \
    || { echo "FAIL: no located settings error in the build output" >&2; exit 1; }
cp "$settings_backup" "$settings"
echo "plugin rebuilds: ok"
