#!/usr/bin/env python3
"""auction-successor.py IN OUT [--seed N] [--price-keys buyout,bid,unit_price]
Writes OUT, the next snapshot of the auctions body IN as an hour of an auction house makes one:
about 30 % of the auctions gone, 10 % with a new price, 10 % with one fewer unit, 20 % a time band
shorter, a quarter as many new auctions listed (new ids, VERY_LONG), the order shuffled and, half
the time, one id listed twice. Seeded, so a benchmark's successor is the same every run; it is made
when the benchmark runs and never stored in Fixtures/."""
import json, random, sys

src, out = sys.argv[1], sys.argv[2]
args = dict(zip(sys.argv[3::2], sys.argv[4::2]))
rng = random.Random(int(args.get("--seed", 44)))
body = json.load(open(src))
old = body["auctions"]
keys = args.get("--price-keys")
keys = keys.split(",") if keys else (["unit_price"] if "connected_realm" not in body else ["buyout", "bid", "unit_price"])
bands = ["SHORT", "MEDIUM", "LONG", "VERY_LONG"]
largest = max((a["id"] for a in old), default=0)
new = []
for a in old:
    roll = rng.randrange(10)
    if roll < 3:
        continue
    a = dict(a)
    if roll == 3:
        key = rng.choice(keys)
        a[key] = (a.get(key) if isinstance(a.get(key), int) else 100) + rng.randrange(1, 5001)
    elif roll == 4:
        a["quantity"] = max(1, a["quantity"] - 1)
    elif roll in (5, 6) and a["time_left"] in bands and bands.index(a["time_left"]) > 0:
        a["time_left"] = bands[bands.index(a["time_left"]) - 1]
    new.append(a)
for _ in range(len(old) // 4 + 1):
    a = dict(rng.choice(old))
    largest += rng.randrange(1, 10)
    a["id"] = largest
    a["time_left"] = "VERY_LONG"
    new.append(a)
if new and rng.random() < 0.5:
    new.append(new[0])
rng.shuffle(new)
body["auctions"] = new
text = json.dumps(body, separators=(",", ":"))
open(out, "w").write(text)
print(f"{out}: {len(text)} bytes, {len(new)} auctions")
