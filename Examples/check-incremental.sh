#!/usr/bin/env bash
# Shows, and checks, how APIGenPlugin behaves on rebuilds. CI runs it after the
# example's tests; it exits non-zero when a rule does not hold.
#   1. A rebuild with nothing changed neither generates nor compiles.
#   2. Editing a spec reruns apigen and recompiles only the file that changed.
#   3. Editing a template (Templates/, named in Specs/apigen.json) reruns apigen with it.
#   4. A spec error fails the build with the spec's path:line:column: error: message.
set -euo pipefail
cd "$(dirname "$0")"
spec=Sources/NotesClient/Specs/notes.yaml
header=Templates/header.mustache
backup=$(mktemp)
header_backup=$(mktemp)
cp "$spec" "$backup"
cp "$header" "$header_backup"
trap 'cp "$backup" "$spec"; cp "$header_backup" "$header"; rm -f "$backup" "$header_backup"' EXIT

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
echo "plugin rebuilds: ok"
