# Shell functions the probes' `run` scripts share (each sources this file): free ports on
# 127.0.0.1, a wait for the server under test, and a client generated from the document it serves.

# Prints COUNT distinct free TCP ports on 127.0.0.1, on one line.
free_ports() {
    python3 -c 'import socket, sys
sockets = [socket.socket() for _ in range(int(sys.argv[1]))]
for s in sockets: s.bind(("127.0.0.1", 0))
print(" ".join(str(s.getsockname()[1]) for s in sockets))' "$1"
}

# Fetches URL into OUT until the server answers, for up to SECONDS (30 by default); else names
# its LOG and exits 1.
await_server() {
    local url=$1 out=$2 log=$3 seconds=${4:-30}
    for _ in $(seq 1 $((seconds * 2))); do
        curl --silent --fail "$url" >"$out" && return 0
        sleep 0.5
    done
    echo "the server did not start in ${seconds} s; see $log"
    exit 1
}

# Imports DOCUMENT with this checkout's apigen into WORK/Specs (its warnings in WORK/import.log)
# and generates the client into OUTPUT. Sets `apigen`, and `modules` (APIRuntime's, for swiftc).
import_client() {
    local document=$1 work=$2 output=$3 root
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
    (cd "$root" && swift build --product apigen >/dev/null && swift build --target APIRuntime >/dev/null)
    apigen="$(cd "$root" && swift build --show-bin-path)/apigen"
    modules="$(cd "$root" && swift build --show-bin-path)/Modules"
    "$apigen" import "$document" --output "$work/Specs" 2>"$work/import.log"
    echo "imported with $(grep -c ': warning: ' "$work/import.log") warnings (in $work/import.log)"
    "$apigen" "$work/Specs" --output "$output"
}

# Builds the probe's package quietly; when the build fails, prints its output (kept in WORK/build.log) and exits 1.
build_probe() {
    local work=$1
    swift build >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "the probe did not build"; exit 1; }
}
