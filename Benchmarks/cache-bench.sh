#!/usr/bin/env bash
# Benchmarks/cache-bench.sh BNET [COUNT] [ROUNDS]
#
# The cost of a memory-cache hit against the same call uncached, side by side in one run: nginx on
# loopback serves WoW item 19019 (the recording) with Battle.net's `Cache-Control: public,
# max-age=86400`, and each round runs in turn, at one call in flight:
#   - `BNET bench wowItem 19019 --raw` (every call reaches nginx),
#   - the same with `--memory-cache` (the warm-up call stores the answer; the timed calls are hits),
#   - and both again for the mapped call (each body decoded into WoW.Item).
# Prints each round's calls per second and, per form, the median ratio of a hit's cost to an
# uncached call's (uncached rps / cached rps). Not part of CI: the figures depend on the machine.
set -euo pipefail
bnet=$(readlink -f "$1") count=${2:-5000} rounds=${3:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
port=8093 run=$(mktemp -d /tmp/bnet-cache-bench.XXXXXX)
chmod 755 "$run"   # nginx's workers (another user) read the recording
mkdir -p "$run/root/data/wow/item"
cp "$here/Fixtures/wow/item__19019.json" "$run/root/data/wow/item/19019.json"
cat >"$run/nginx.conf" <<CONF
worker_processes 1;
pid $run/nginx.pid;
error_log $run/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:$port;
    location = /token { return 200 '{"access_token":"perf-token","token_type":"bearer","expires_in":86399,"sub":"perf"}'; }
    location / { root $run/root; try_files \$uri \$uri.json =404; add_header Cache-Control "public, max-age=86400" always; }
  }
}
CONF
nginx -c "$run/nginx.conf"
trap 'kill "$(cat "$run/nginx.pid")" 2>/dev/null || true; rm -rf "$run"' EXIT
sleep 0.3
bench() {  # bench COUNT OPTIONS...
  local calls=$1; shift
  BNET_CLIENT_ID=perf BNET_CLIENT_SECRET=perf "$bnet" bench wowItem 19019 --count "$calls" --concurrency 1 \
    --rate-limit none --api-host "http://127.0.0.1:$port" --oauth-host "http://127.0.0.1:$port" "$@" |
    python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); assert not d["errors"], d; print(d["rps"], sum(d["statuses"].values()))'
}
raw_ratios=() mapped_ratios=()
for round in $(seq "$rounds"); do
  # Hits are timed over ten times the calls: each takes a small fraction of a round trip.
  read -r raw_rps raw_wire < <(bench "$count" --raw)
  read -r hit_rps hit_wire < <(bench $((count * 10)) --raw --memory-cache)
  read -r mapped_rps _ < <(bench "$count")
  read -r mapped_hit_rps _ < <(bench $((count * 10)) --memory-cache)
  raw_ratio=$(python3 -c "print(round($raw_rps / $hit_rps, 4))")
  mapped_ratio=$(python3 -c "print(round($mapped_rps / $mapped_hit_rps, 4))")
  raw_ratios+=("$raw_ratio") mapped_ratios+=("$mapped_ratio")
  echo "round $round: raw $raw_rps/s ($raw_wire requests) vs hit $hit_rps/s ($hit_wire requests) -> $raw_ratio; mapped $mapped_rps/s vs hit $mapped_hit_rps/s -> $mapped_ratio"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo "median cost of a hit / an uncached call: raw $(median "${raw_ratios[@]}"), mapped $(median "${mapped_ratios[@]}")"
