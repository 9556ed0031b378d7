#!/usr/bin/env bash
# Benchmarks/cache-processes.sh BNET
#
# What separate `bnet` processes send when they share the HTTP cache's folder, counted from each
# process's --trace (every `request` line is one HTTP request; token requests are counted apart):
#   1. against `bnet serve` (WoW item 19019 answered `public, max-age=86400`): two processes in turn;
#   2. against `bnet serve --max-age 2`: a process, a second at once, then a third after the answer
#      expired, whose one request is conditional and answered 304.
# Prints one line per process: API requests, their statuses, and the cache events.
set -euo pipefail
bnet=$(readlink -f "$1")
work=$(mktemp -d /tmp/bnet-cache-processes.XXXXXX)
chmod 700 "$work"
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
export BNET_CLIENT_ID=stand-in-client BNET_CLIENT_SECRET=stand-in-secret

serve() {  # serve PORT [ARGS...]: a stand-in in the background, ready when it answers
  local port=$1; shift
  "$bnet" serve --port "$port" --seconds 120 "$@" >"$work/serve-$port.log" 2>&1 &
  for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$port") 2>/dev/null && return; sleep 0.1; done
  echo "bnet serve did not start on $port" >&2; exit 1
}

call() {  # call LABEL PORT CACHE_DIR
  local label=$1 port=$2 dir=$3
  "$bnet" call wowItem 19019 --api-host "http://127.0.0.1:$port" --oauth-host "http://127.0.0.1:$port" \
    --cache-dir "$dir" --trace >/dev/null 2>"$work/$label.trace"
  python3 - "$label" "$work/$label.trace" <<'PY'
import re, sys
label, path = sys.argv[1], sys.argv[2]
lines = [l.removeprefix("bnet trace: ") for l in open(path).read().splitlines()]
api = [l for l in lines if re.match(r"request wowItem ", l)]
statuses = [m.group(1) for l in lines for m in [re.match(r"response wowItem #\d+ (\d{3})", l)] if m]
tokens = [l for l in lines if l.startswith("tokenFetch")]
cache = [l.split()[0] for l in lines if l.startswith("cache")]
print(f"{label}: {len(api)} API request(s) {statuses}, {len(tokens)} token fetch(es), cache events {cache}")
PY
}

serve 4091
mkdir -m 700 "$work/day"
call "day, process 1" 4091 "$work/day"
call "day, process 2" 4091 "$work/day"

serve 4092 --max-age 2
mkdir -m 700 "$work/short"
call "max-age=2, process 1" 4092 "$work/short"
call "max-age=2, process 2 (at once)" 4092 "$work/short"
sleep 2.5
call "max-age=2, process 3 (after expiry)" 4092 "$work/short"
