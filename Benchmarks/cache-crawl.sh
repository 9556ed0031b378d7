#!/usr/bin/env bash
# Benchmarks/cache-crawl.sh BNET [REDIS_SERVER]
#
# A crawl of World of Warcraft's static game data through the HTTP cache, against `bnet serve`: every
# public game-data document the recordings hold (Fixtures/MANIFEST.tsv rows whose template
# Fixtures/cache-control.tsv records as `public`), one `bnet call` process each, counted from each
# process's --trace (`request` lines of API operations; token requests apart):
#   1. run twice in turn with one cache folder: the second run should send nothing;
#   2. four processes at once, each crawling the whole list in the same order, sharing the cache
#      through one redis-server (--redis … --cache-redis): together they should fetch each document once.
set -euo pipefail
bnet=$(readlink -f "$1") redis_server=${2:-redis-server}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/bnet-cache-crawl.XXXXXX)
chmod 700 "$work"
trap 'kill $(jobs -p) 2>/dev/null || true; [ -f "$work/redis.pid" ] && kill "$(cat "$work/redis.pid")" 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
export BNET_CLIENT_ID=stand-in-client BNET_CLIENT_SECRET=stand-in-secret
port=4093 redis_port=6393

# The documents: operation, path arguments, region and locale of each recorded public answer.
python3 - "$here" >"$work/documents" <<'PY'
import re, sys
root = sys.argv[1]
public = {}
for line in open(f"{root}/Fixtures/cache-control.tsv"):
    parts = line.rstrip("\n").split("\t")
    if len(parts) >= 3 and parts[0].startswith("/") and "public" in parts[2]:
        public[parts[0]] = True
seen = set()
for line in open(f"{root}/Fixtures/MANIFEST.tsv"):
    r = line.rstrip("\n").split("\t")
    if len(r) < 8 or r[2] != "wow" or r[-1] != "200" or r[3] not in public:
        continue
    path = "/" + r[4].split(" ", 1)[1].split("?")[0].split("/", 1)[1]
    pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "([^/]+)", re.escape(r[3])) + "$"
    match = re.match(pattern, path)
    if not match:
        continue
    key = (r[1], match.groups(), r[5], r[6].lower())
    if key in seen:
        continue
    seen.add(key)
    print("|".join([r[1], " ".join(match.groups()), r[5], r[6]]))
PY
count=$(wc -l <"$work/documents")
echo "$count documents"

"$bnet" serve --port "$port" --rate-limit none --seconds 900 >"$work/serve.log" 2>&1 &
up() { for _ in $(seq 100); do (echo >/dev/tcp/127.0.0.1/"$1") 2>/dev/null && return 0; sleep 0.1; done; echo "nothing listens on $1" >&2; cat "$work/serve.log" >&2; exit 1; }
up "$port"

crawl() {  # crawl TRACE OPTIONS...: every document once, in order
  local trace=$1; shift
  while IFS="|" read -r operation arguments region locale; do
    # shellcheck disable=SC2086
    "$bnet" call "$operation" $arguments --region "$region" --locale "$locale" --raw \
      --api-host "http://127.0.0.1:$port" --oauth-host "http://127.0.0.1:$port" --trace "$@" >/dev/null 2>>"$trace" || true
  done <"$work/documents"
}
requests() {  # requests TRACE...: API requests sent, and how many got each status
  python3 - "$@" <<'PY'
import collections, re, sys
sent, statuses = 0, collections.Counter()
for path in sys.argv[1:]:
    for line in open(path):
        line = line.removeprefix("bnet trace: ")
        if re.match(r"request wow", line): sent += 1
        m = re.match(r"response wow\w* #\d+ (\d{3})", line)
        if m: statuses[m.group(1)] += 1
print(sent, dict(statuses))
PY
}

mkdir -m 700 "$work/cache"
crawl "$work/run1.trace" --cache-dir "$work/cache"
crawl "$work/run2.trace" --cache-dir "$work/cache"
echo "folder, run 1: $(requests "$work/run1.trace")"
echo "folder, run 2: $(requests "$work/run2.trace")"

mkdir -m 700 "$work/redis"
"$redis_server" --port "$redis_port" --bind 127.0.0.1 --save "" --appendonly no --dir "$work/redis" \
  --daemonize yes --pidfile "$work/redis.pid" >/dev/null
up "$redis_port"
for member in 1 2 3 4; do
  crawl "$work/member$member.trace" --redis "redis://127.0.0.1:$redis_port/0" --cache-redis &
done
wait $(jobs -p | tail -4) 2>/dev/null || true
for member in 1 2 3 4; do echo "redis, member $member: $(requests "$work/member$member.trace")"; done
echo "redis, four members together: $(requests "$work"/member?.trace) for $count documents"
