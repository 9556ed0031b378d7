#!/usr/bin/env bash
# Release code size and compile time of BattleNetCore + BattleNetWoW at one commit.
#
# usage: /tmp/code-size.sh <commit> [--without-response-mirror] [--rebuilds N] [--full-rebuilds N] [--keep] [--reuse] [--dir DIR]
#
#   <commit>                     any commit of this repository (e.g. 6a95774, or HEAD)
#   --without-response-mirror    in the worktree only, delete the whole
#                                `extension OperationRepository.ResponseCalls where Game == WoW { ... }` block
#                                from the WoW operation list (Sources/BattleNetWoW/OperationList.swift or
#                                Sources/BattleNetWoW/Generated/OperationList.swift, whichever exists)
#   --rebuilds N                 after the clean build, N times: touch the operation list and rebuild the
#                                WoW target in release, timed (default 0). Note: the frontend then finds every
#                                object's LLVM IR hash unchanged and skips LLVM (no .o is rewritten), so this
#                                times parsing, type checking, SIL optimisation and IRGen only.
#   --full-rebuilds N            N times: delete BattleNetWoW.build/*.o and rebuild the WoW target in release,
#                                timed: the whole WoW compile including LLVM, Core already built (default 0)
#   --keep                       keep the worktree (default: `git worktree remove --force` + prune at the end)
#   --dir DIR                    worktree path (default /tmp/size-<short sha>[-noresp])
#   --reuse                      the worktree DIR was already built by this script: skip the worktree, the
#                                edit and the clean build; print the sizes and do the --rebuilds only
#                                (to interleave the WoW rebuilds of two variants)
# Environment: IDLE_TIMEOUT (seconds, default 60): how long each timed step waits for an idle machine.
#
# Steps (each a clean release build in a fresh worktree with its own .build):
#   1. swift build -c release --show-bin-path          (manifest compiled here, not in the timings)
#   2. time swift build -c release --target BattleNetCore
#   3. time swift build -c release --target BattleNetWoW   (Core already built)
#   4. size -t <bin>/BattleNetCore.build/*.o and <bin>/BattleNetWoW.build/*.o
# Never touches the repository's work tree or its .build; commits nothing.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
commit=""; strip=0; rebuilds=0; full=0; keep=0; dir=""; reuse=0
while [ $# -gt 0 ]; do
    case "$1" in
        --without-response-mirror) strip=1 ;;
        --rebuilds) rebuilds="$2"; shift ;;
        --full-rebuilds) full="$2"; shift ;;
        --keep) keep=1 ;;
        --reuse) reuse=1; keep=1 ;;
        --dir) dir="$2"; shift ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) commit="$1" ;;
    esac
    shift
done
[ -n "$commit" ] || { echo "usage: $0 <commit> [--without-response-mirror] [--rebuilds N] [--full-rebuilds N] [--keep] [--reuse] [--dir DIR]" >&2; exit 2; }

sha=$(git -C "$REPO" rev-parse --verify "$commit^{commit}")
short=${sha:0:7}
[ -n "$dir" ] || dir=/tmp/size-$short$([ $strip = 1 ] && echo -noresp || true)
log=/tmp/code-size-logs/$(basename "$dir"); mkdir -p "$log"

cleanup() {
    if [ $keep = 0 ] && [ -d "$dir" ]; then
        git -C "$REPO" worktree remove --force "$dir" || true
        git -C "$REPO" worktree prune
    fi
}
trap cleanup EXIT

if [ $reuse = 1 ]; then
    [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" = "$sha" ] || { echo "--reuse: $dir is not a worktree at $sha" >&2; exit 1; }
else
    if [ -e "$dir" ]; then
        git -C "$REPO" worktree remove --force "$dir" 2>/dev/null || rm -rf "$dir"
        git -C "$REPO" worktree prune
    fi
    git -C "$REPO" worktree add --detach "$dir" "$sha" >/dev/null 2>&1
fi

list=Sources/BattleNetWoW/Generated/OperationList.swift
[ -f "$dir/$list" ] || list=Sources/BattleNetWoW/OperationList.swift
[ -f "$dir/$list" ] || { echo "no WoW OperationList.swift at $sha" >&2; exit 1; }

if [ $reuse = 1 ]; then
    if [ $strip = 1 ] && grep -q "ResponseCalls" "$dir/$list"; then echo "--reuse: $dir still has the response mirror" >&2; exit 1; fi
    if [ $strip = 0 ] && ! git -C "$dir" diff --quiet -- "$list"; then echo "--reuse: $dir has an edited $list" >&2; exit 1; fi
elif [ $strip = 1 ]; then
    # Delete from the opening line of the block through its closing `}` at column 0, and one blank line after it.
    awk '
        skip == 0 && /^extension OperationRepository\.ResponseCalls where Game == WoW \{/ { skip = 1; found++; next }
        skip == 1 { if ($0 ~ /^\}/) skip = 2; next }
        skip == 2 { skip = 0; if ($0 ~ /^[[:space:]]*$/) next }
        { print }
        END { if (found != 1) { print "expected exactly one ResponseCalls block, found " found > "/dev/stderr"; exit 1 } }
    ' "$dir/$list" > "$dir/$list.new"
    mv "$dir/$list.new" "$dir/$list"
    if grep -q "ResponseCalls" "$dir/$list"; then echo "ResponseCalls still in $list" >&2; exit 1; fi
fi

cd "$dir"
echo "commit:      $sha ($(git log -1 --format=%s "$sha" | cut -c1-80))"
echo "variant:     $([ $strip = 1 ] && echo 'without response mirror' || echo 'as is')"
echo "worktree:    $dir"
echo "op list:     $list ($(wc -l < "$list") lines$([ $strip = 1 ] && echo ", $(git diff --numstat -- "$list" | awk '{print $2}') deleted" || true))"
echo "toolchain:   $(swift --version 2>&1 | head -1)"

bin=$(swift build -c release --show-bin-path 2>"$log/show-bin-path.err")
echo "bin path:    $bin"

# Another job may share the 2 cores. Before each timed step wait (up to IDLE_TIMEOUT seconds, default 60)
# until the machine has been quiet for 10 s: no compiler or build process outside this worktree and
# under 25 % of the CPUs busy. After each step, report the CPU seconds others used during it
# ("foreign cpu" = busy CPU time of the whole machine minus this build's user+sys).
busy_jiffies() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
foreign_procs() {
    local n=0 p c
    for p in $(pgrep -f 'swift-frontend|swift-build|swift-test|swift-driver|swift-package|swiftc|clang|/ld' || true); do
        c=$(readlink "/proc/$p/cwd" 2>/dev/null || true)
        case "$c" in "$dir"|"$dir"/*|"") ;; *) n=$((n + 1)) ;; esac
    done
    echo $n
}
wait_idle() {
    local start=$SECONDS quiet=0 b0 b1
    while [ $((SECONDS - start)) -lt "${IDLE_TIMEOUT:-60}" ]; do
        b0=$(busy_jiffies); sleep 2; b1=$(busy_jiffies)
        # 2 CPUs x 2 s x 100 jiffies = 400; quiet when under 25 % (100 jiffies) and no foreign build
        if [ $((b1 - b0)) -lt 100 ] && [ "$(foreign_procs)" = 0 ]; then quiet=$((quiet + 2)); else quiet=0; fi
        [ $quiet -ge 10 ] && { waited=$((SECONDS - start)); return 0; }
    done
    waited="$((SECONDS - start)) (timeout, machine not idle)"
}
timed() {   # timed <label> <command...>: runs it; prints wall/user/sys seconds and what others used meanwhile
    local label=$1; shift
    wait_idle
    local load; load=$(cut -d' ' -f1 /proc/loadavg)
    local b0 b1; b0=$(busy_jiffies)
    /usr/bin/time -f "%e %U %S %M" -o "$log/$label.time" "$@" > "$log/$label.out" 2>&1 || {
        echo "FAILED: $* (see $log/$label.out)" >&2; tail -30 "$log/$label.out" >&2; exit 1; }
    b1=$(busy_jiffies)
    read -r wall user sys rss < "$log/$label.time"
    local foreign; foreign=$(awk -v b="$((b1 - b0))" -v u="$user" -v s="$sys" 'BEGIN { f = b / 100 - u - s; printf "%.1f", f < 0 ? 0 : f }')
    printf '%-14s wall %7.2f s   user %7.2f s   sys %6.2f s   maxrss %5d MB   | waited %s s for idle, load %s, foreign cpu %s s\n' \
        "$label" "$wall" "$user" "$sys" $((rss / 1024)) "$waited" "$load" "$foreign"
}

if [ $reuse = 0 ]; then
    echo
    echo "== compile time (clean release build) =="
    timed core-build swift build -c release --target BattleNetCore
    timed wow-build  swift build -c release --target BattleNetWoW
fi

echo
echo "== code size (size -t, bytes) =="
for m in BattleNetCore BattleNetWoW; do
    ls "$bin/$m.build/"*.o > /dev/null || { echo "no object files in $bin/$m.build" >&2; exit 1; }
done
row() {  # row <label> <files...>
    local label=$1; shift
    size -t "$@" | awk -v l="$label" -v n=$# 'END { printf "%-18s text %9d   data %8d   bss %6d   total %9d   (%d .o)\n", l, $1, $2, $3, $4, n }'
}
row BattleNetCore "$bin/BattleNetCore.build/"*.o
row BattleNetWoW  "$bin/BattleNetWoW.build/"*.o
row Core+WoW      "$bin/BattleNetCore.build/"*.o "$bin/BattleNetWoW.build/"*.o

if [ "$rebuilds" -gt 0 ]; then
    echo
    echo "== WoW rebuild after touching $list =="
    for i in $(seq 1 "$rebuilds"); do
        touch "$list"
        label="wow-rebuild-$(date +%H%M%S)"
        timed "$label" swift build -c release --target BattleNetWoW
    done
fi

if [ "$full" -gt 0 ]; then
    echo
    echo "== full WoW rebuild after deleting $bin/BattleNetWoW.build/*.o =="
    for i in $(seq 1 "$full"); do
        rm -f "$bin/BattleNetWoW.build/"*.o
        label="wow-full-$(date +%H%M%S)"
        timed "$label" swift build -c release --target BattleNetWoW
    done
    row BattleNetWoW  "$bin/BattleNetWoW.build/"*.o
fi
