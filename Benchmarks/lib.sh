# shellcheck shell=bash
# Shared by Benchmarks/run, Benchmarks/instructions and Benchmarks/github (sourced, not run): the
# release builds of both generators and the synthetic API maker, the packages that compile one
# generated client, and their interleaved builds. The caller sets `here` (this folder), `work`
# (its scratch folder) and, for medians, `RUNS` first.

log() { echo "$@" >&2; }

# Installs a Debian package when the command (a name, or a path such as /usr/bin/time, since
# `time` alone is also a shell keyword) is missing.
need() { # command package
    command -v "$1" >/dev/null && return
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y -qq "$2"
}

# Builds apigen, swift-openapi-generator and the synthetic API maker in release (and any further
# products of this package named as arguments), and sets `apigen`, `peer` and `make` to them.
# Installs /usr/bin/time first: every build of a client runs under it (limited_build), as do
# the measurements in run.
build_tools() { # [product...]
    need /usr/bin/time time
    log "building (release)..."
    (cd "$here/.." && swift build -c release --product apigen >&2)
    local product
    for product in swift-openapi-generator MakeSyntheticAPI "$@"; do
        (cd "$here" && swift build -c release --product "$product" >&2)
    done
    apigen="$(cd "$here/.." && pwd)/.build/release/apigen"
    peer="$here/.build/release/swift-openapi-generator"
    make="$here/.build/release/MakeSyntheticAPI"
}

# Renames a client's files so that its heaviest files share the first batch. swift-driver splits
# a module's files, in name order, into batches of equal count (two on two cores, up to 50 files),
# and the first batch runs beside the job that emits the module while the second waits for a
# core: the second batch should be the lighter one. apigen: the API file and common.swift (one
# model) go last; the peer: Types+Operations.swift (half its lines) first, Client.swift last.
reorder() { # folder generator
    if [ "$2" = apigen ]; then
        mv "$1/SyntheticAPI.swift" "$1/zz-SyntheticAPI.swift"
        mv "$1/common.swift" "$1/zz-common.swift"
    else
        mv "$1/Types+Operations.swift" "$1/A-Types+Operations.swift"
        mv "$1/Client.swift" "$1/zz-Client.swift"
    fi
}

# The machine has no swap: a compiler that outgrows its memory is killed by the kernel, and the
# run with it. So a build is stopped once its processes together hold more than
# BUILD_MEMORY_MAX_MB (by default 90% of the machine's memory) or it has run BUILD_TIME_MAX_S.
BUILD_MEMORY_MAX_MB=${BUILD_MEMORY_MAX_MB:-$(awk '/^MemTotal:/ { printf "%d", $2 * 0.9 / 1024 }' /proc/meminfo)}
BUILD_TIME_MAX_S=${BUILD_TIME_MAX_S:-900}

# The process IDs below a process (itself included), and their resident memory in KB, summed:
# "kb pid...".
process_tree() { # pid
    ps -eo pid=,ppid=,rss= | awk -v root="$1" '
        { parent[$1] = $2; rss[$1] = $3 }
        END {
            for (p in parent) {
                for (q = p; q != "" && q != 0 && q != root; q = parent[q]) {}
                if (q == root) { kb += rss[p]; pids = pids " " p }
            }
            print kb + 0 pids
        }'
}

# Builds the client of a package folder (debug) under /usr/bin/time, which writes "seconds user
# system peak_KB" (the largest process) to $work/time.txt. A build past a limit above is stopped:
# $work/stopped.txt then holds "seconds MB limit" (its time, its memory with all its processes
# summed, sampled every half second, and the limit it passed), and the function returns 3. Any
# other failure returns 1.
limited_build() { # folder
    rm -f "$work/stopped.txt"
    (cd "$1" && exec /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" swift build --target Client >"$work/build.txt" 2>&1) &
    local pid=$! start=$SECONDS peak=0 kb pids
    while kill -0 "$pid" 2>/dev/null; do
        read -r kb pids < <(process_tree "$pid")
        [ "$kb" -gt "$peak" ] && peak=$kb
        local limit=""
        [ $((kb / 1024)) -gt "$BUILD_MEMORY_MAX_MB" ] && limit="the memory limit (BUILD_MEMORY_MAX_MB=$BUILD_MEMORY_MAX_MB)"
        [ $((SECONDS - start)) -gt "$BUILD_TIME_MAX_S" ] && limit="the time limit (BUILD_TIME_MAX_S=$BUILD_TIME_MAX_S)"
        if [ -n "$limit" ]; then
            # $pids is a list of process IDs: split on purpose.
            # shellcheck disable=SC2086
            kill $pids 2>/dev/null || true
            wait "$pid" 2>/dev/null || true
            echo "$((SECONDS - start)) $((peak / 1024)) $limit" > "$work/stopped.txt"
            return 3
        fi
        sleep 0.5
    done
    wait "$pid" || { cat "$work/build.txt" >&2; return 1; }
}

# A package that compiles one generated client (debug), its runtime built beforehand and not
# counted. Prints the package folder and the client's lines of code. With a fourth argument,
# `reordered`, the client's files are renamed first (see reorder). When the first build is stopped
# (see limited_build), prints nothing and fails, unless STOP_OK=1: then `stopped.txt` in the
# folder says when, at what memory and at which limit it was stopped.
# Makes a folder whose Sources/Client holds a generated client into a package that builds it
# against its generator's runtime (apigen's APIRuntime, the peer's OpenAPIRuntime 1.13.4), and
# builds that runtime, which no measured build counts.
client_package() { # folder generator
    local dir=$1
    if [ "$2" = apigen ]; then
        cat > "$dir/Package.swift" <<PKG
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "C", dependencies: [.package(name: "apigen", path: "$(cd "$here/.." && pwd)")],
    targets: [.target(name: "Client", dependencies: [.product(name: "APIRuntime", package: "apigen")])])
PKG
        (cd "$dir" && swift build --target APIRuntime >&2)
    else
        cat > "$dir/Package.swift" <<PKG
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "C", platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4")],
    targets: [.target(name: "Client", dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")])])
PKG
        (cd "$dir" && swift build --target OpenAPIRuntime >&2)
    fi
}

# The median of the RUNS numbers on standard input.
median() { sort -g | awk -v n="$RUNS" 'NR == int((n + 1) / 2)'; }
# The first number over the second, as "3.4x" (the peer's time over apigen's).
ratio() { awk -v p="$1" -v a="$2" 'BEGIN { printf "%.1fx", p / a }'; }

# Runs a command RUNS times, each after the command in the array `prepare` (which may be
# empty); prints "median_seconds median_peak_MB".
measure() {
    local times=() mems=()
    for _ in $(seq "$RUNS"); do
        "${prepare[@]}" >/dev/null 2>&1 || true
        /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || { cat "$work/stderr.txt" >&2; return 1; }
        read -r t m < <(tail -n 1 "$work/time.txt")
        times+=("$t"); mems+=("$m")
    done
    local mt mm
    mt=$(printf '%s\n' "${times[@]}" | median)
    mm=$(printf '%s\n' "${mems[@]}" | median)
    echo "$mt $(awk -v k="$mm" 'BEGIN { printf "%.0f", k / 1024 }')"
}

# Rebuilds the client in each folder RUNS times, taking turns so that both see the same
# machine; prints "median_seconds median_cpu_seconds median_peak_MB" per folder, one folder per
# line. CPU time (user + system, over all cores) shows the work apart from how the build spread it
# over the cores. Touching every source makes SwiftPM recompile the whole module, and nothing else.
compile_interleaved() { # folder...
    local dir
    for dir in "$@"; do : > "$dir/times.txt"; done
    for _ in $(seq "$RUNS"); do
        for dir in "$@"; do
            touch "$dir"/Sources/Client/*.swift
            limited_build "$dir" || { log "a build of $dir failed or was stopped (seconds, MB, limit): $(cat "$work/stopped.txt" 2>/dev/null)"; return 1; }
            tail -n 1 "$work/time.txt" | awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' >> "$dir/times.txt"
        done
    done
    for dir in "$@"; do
        local mt mc mm
        mt=$(awk '{ print $1 }' "$dir/times.txt" | median)
        mc=$(awk '{ print $2 }' "$dir/times.txt" | median)
        mm=$(awk '{ print $3 }' "$dir/times.txt" | median)
        echo "$mt $mc $(awk -v k="$mm" 'BEGIN { printf "%.0f", k / 1024 }')"
    done
}

setup_compile() { # generator N shape [reordered]
    local generator=$1 n=$2 shape=$3 dir="$work/compile-$1-$2-$3${4:+-$4}"
    rm -rf "$dir"; mkdir -p "$dir/Sources/Client"
    "$make" "$n" "$shape" "$dir/api" >&2
    if [ "$generator" = apigen ]; then
        "$apigen" generate "$dir/api/specs" --output "$dir/Sources/Client" >&2
    else
        "$peer" generate "$dir/api/openapi.yaml" --config "$dir/api/openapi-generator-config.yaml" --output-directory "$dir/Sources/Client" \
            >&2 2> "$work/peer-warnings.txt"
        # The document must say what the apigen specs say: until 2026-11-25 each `parent` was
        # indented into `address`; the peer warned, left it out, and no model held another.
        if grep -q "warning:" "$work/peer-warnings.txt"; then
            cat "$work/peer-warnings.txt" >&2
            log "swift-openapi-generator warned about the synthetic OpenAPI document (above): it does not match the specs"
            return 1
        fi
    fi
    client_package "$dir" "$generator"
    [ "${4:-}" = reordered ] && reorder "$dir/Sources/Client" "$generator"
    # A first build, not counted: SwiftPM plans the target once.
    local status=0
    limited_build "$dir" || status=$?
    if [ "$status" -eq 3 ]; then
        mv "$work/stopped.txt" "$dir/stopped.txt"
        log "the first build of $generator's N=$n $shape client was stopped (seconds, MB, limit): $(cat "$dir/stopped.txt")"
        [ "${STOP_OK:-}" = 1 ] || return 1
    elif [ "$status" -ne 0 ]; then
        return 1
    fi
    echo "$dir $(cat "$dir"/Sources/Client/*.swift | wc -l)"
}
