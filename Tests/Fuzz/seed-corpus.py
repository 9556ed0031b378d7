#!/usr/bin/env python3
"""Writes Tests/Fuzz/Corpus/ENTRY/: the seed inputs of each fuzz entry.

Run from the repository's top folder: python3 Tests/Fuzz/seed-corpus.py
- fast, json, stream: the recorded bodies of Fixtures/ (real Battle.net responses, MANIFEST.tsv gives
  their provenance), trimmed: arrays longer than 3 elements keep their first 3, so each seed is small
  and still shaped as Battle.net sends it. `fast` inputs start with `@OPERATION_ID` and a newline.
- the fuzzing findings (Tests/Fuzz/Findings, README there): kept whole as regression seeds.
- cache: the caching headers Battle.net sends (Fixtures/cache-control.tsv) and hostile ones, each
  followed by a NUL and a stored entry's bytes (whole, truncated, with a huge length field).
- numbers, httpdate, standin, routing, callback, listener, deckcode, resp, sentinel: hand-written edge
  cases, known vectors and the inputs of earlier findings (resp: a first byte choosing the piece size and
  the reply bound, then Redis replies; sentinel: a master name and pinned primaries, then an address
  reply and, after a NUL, the bytes of the +switch-master subscription).
Each file is named after the SHA-1 of its content, as libFuzzer names corpus files.
"""
import base64, csv, hashlib, json, os, sys

ROOT = os.getcwd()
OUT = os.path.join(ROOT, "Tests/Fuzz/Corpus")
FAST = ["d3EraLeaderboard", "d3SeasonLeaderboard", "sc2CnLadder", "sc2LadderData", "sc2GrandmasterLeaderboard",
        "sc2LegacyLadder", "sc2PlayerLadder", "wowAchievementIndex", "wowAuctions", "wowAuctionCommodities",
        "wowClassicPvpLeaderboard", "wowMythicKeystoneLeaderboard", "wowPvpLeaderboard", "wowCharacterAchievementsSummary",
        "wowCharacterAchievementStatistics", "wowCharacterCompletedQuests", "wowGuildAchievements"]


def write(entry, data):
    folder = os.path.join(OUT, entry)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def trimmed(value, keep=3):
    if isinstance(value, list):
        return [trimmed(v, keep) for v in value[:keep]]
    if isinstance(value, dict):
        return {k: trimmed(v, keep) for k, v in value.items()}
    return value


def main():
    if os.path.isdir(OUT):
        for entry in os.listdir(OUT):
            for name in os.listdir(os.path.join(OUT, entry)):
                os.remove(os.path.join(OUT, entry, name))
    with open(os.path.join(ROOT, "Fixtures/MANIFEST.tsv"), newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    seen_json = 0
    for row in rows:
        if row["http_status"] != "200":
            continue
        path = os.path.join(ROOT, "Fixtures", row["file"])
        try:
            with open(path, "rb") as f:
                body = json.loads(f.read())
        except (OSError, ValueError):
            continue
        small = json.dumps(trimmed(body), ensure_ascii=False, separators=(",", ":")).encode()
        if len(small) > 65536:
            small = json.dumps(trimmed(body, 1), ensure_ascii=False, separators=(",", ":")).encode()
        for operation in row["operation"].split(","):
            if operation in FAST:
                write("fast", b"@" + operation.encode() + b"\n" + small)
        if seen_json < 60 and len(small) < 8192:
            write("json", small)
            seen_json += 1
        if row["operation"] == "wowAuctionCommodities":
            for seed in (b"\x00" * 8, b"\x01\x02\x03\x04\x05\x06\x07\x08", b"\xff" * 8):
                write("stream", seed + small)

    findings = os.path.join(ROOT, "Tests/Fuzz/Findings/statistics-fast-vs-codable.json")
    if os.path.exists(findings):
        with open(findings, "rb") as f:
            write("fast", b"@wowCharacterAchievementStatistics\n" + f.read())
    # Finding 1: a number of many zeros (quadratic before; 500,000 zeros took seconds).
    zeros = b'{"auctions":[{"id":0.' + b"0" * 500_000 + b'1,"item":{"id":1},"quantity":1,"unit_price":1,"time_left":"SHORT"}]}'
    write("fast", b"@wowAuctionCommodities\n" + zeros)
    write("stream", b"\x00" * 8 + zeros)
    # Finding 3: underflow.
    write("fast", b'@wowAuctionCommodities\n{"auctions":[{"id":1e-400,"item":{"id":1},"quantity":1,"unit_price":1,"time_left":"SHORT"}]}')

    for text in ["0", "-0", "1.0", "1e2", "10E-1", "0.5e1", "1e-400", "1e400", "9007199254740993.0", "9223372036854775807",
                 "9223372036854775807.0", "18446744073709551615", "18446744073709551616", "1.0000000000000000001",
                 "0." + "0" * 40 + "1", "4.9e-324", "1.8446744073709548e+19", "0e5", "-1e-400", "123456789012345678901234567890e-20",
                 "-9223372036854775808.0000000000000000000000"]:
        write("numbers", text.encode())
    for text in ['{"a":[1,2,{"b":null}],"c":"\\u00e9\\ud83d\\ude00","d":true}', "[]", "{}", '"x"', "1", "[1,]", '["\\ud800"]',
                 '\ufeff[1]', "[" * 600 + "]" * 600, '{"a":1,"a":2}', '["\\x"]', "[01]", '{"a":1,"a":1e-4002e-4002}']:
        write("json", text.encode())
    for text in ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
                 "Thu, 26 Nov 2026 03:51:54 UTC", "Thu, 26 Nov 2026 03:51:54 +0100", "120", "0", "-5", "Fri, 31 Feb 2025 00:00:00 GMT"]:
        write("httpdate", text.encode())
    magic = b"BNETCACHE1\n"
    entry_json = b'{"key":"k","status":200,"headers":{"Cache-Control":"public, max-age=86400"},"requestDate":0,"responseDate":0,"varying":{},"bodyBytes":2,"bodyChecksum":0}'
    whole = magic + len(entry_json).to_bytes(4, "big") + entry_json + b"{}"
    for text in ["Cache-Control: public, max-age=86400\nLast-Modified: Thu, 19 Dec 2019 18:30:04 GMT",
                 "Cache-Control: max-age=300\nETag: \"abc\"", "Cache-Control: no-cache\nETag: W/\"x\"",
                 "Cache-Control: max-age=99999999999999999999\nAge: 99999999999999999999999",
                 "Cache-Control: max-age=1, max-age=2, s-maxage=\"3\", private=\"a,b\"\nVary: *",
                 "Expires: Thu, 01 Jan 9999 00:00:00 GMT\nDate: Thu, 01 Jan 1970 00:00:00 GMT", "Expires: 0\nAge: -5"]:
        for stored in [whole, whole[:-1], magic + b"\xff\xff\xff\xff" + entry_json, b"BNETCACHE2\n{}" + entry_json + len(entry_json).to_bytes(4, "big")]:
            write("cache", text.encode() + b"\0" + stored)
    for text in ["GET /d3/data/act/1?locale=en_GB HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer x\r\n\r\n",
                 "POST /token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 29\r\n\r\ngrant_type=client_credentials",
                 "POST /token HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\nabcd",
                 "GET /data/wow/search/item?name.en_US=Thunder&orderby=id&_page=1 HTTP/1.1\r\nBattlenet-Namespace: static-us\r\n\r\n",
                 "GET http://127.0.0.1/x HTTP/1.0\r\n\r\n", "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"]:
        write("standin", text.encode())
    for text in ["http://localhost:8765/callback?code=abc&state=STATE", "http://LOCALHOST:8765/callback?state=STATE&code=x&code=y",
                 "http://localhost:8765/callback?error=access_denied&error_description=no&state=STATE",
                 "http://localhost:80/callback?code=1&state=STATE", "myapp://bnet?code=1&state=STATE", "http://user@localhost:8765/callback?code=1&state=STATE"]:
        write("callback", text.encode())
    for text in ["GET /callback?code=abc&state=STATE HTTP/1.1\r\nHost: 127.0.0.1\r\n", "GET /favicon.ico HTTP/1.1\r\n",
                 "GET /callback?state=STATE&state=STATE&code=1 HTTP/1.1\r\n", "POST /callback HTTP/1.1\r\n",
                 "GET /callback?error=access_denied&state=STATE HTTP/1.1\r\n", "GET /start/x HTTP/1.1\r\n", "GET  HTTP/1.1\r\n"]:
        write("listener", text.encode())
    # Hearthstone deck codes: the vectors of api-facts §14 and HearthSim's tests, a sideboard deck, the
    # clipboard form, URL-safe and unpadded forms, and the recorded deck's (pre-sideboard) code.
    for text in ["AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA",
                 "AAEBAR8DAQQGAwIFBwIDAwkDAQMKAgEDCAMAAA==", "AAEBAx8hHgMBBAYDAgUHAgMDCQMBAwoCAQMIAwAA", "AAEAAQAAAAAA",
                 "AAECAQcG+wyd8AKS+AKggAOblAPanQMMS6IE/web8wLR9QKD+wKe+wKz/AL1gAOXlAOalAOSnwMA",
                 "### Deck\n# Class: Warrior\n#\nAAECAR8GxwPJBLsFmQfZB_gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr-DAAA\n# comment\n",
                 "AAECAR8GxwPJBLsFmQfZB-gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr-DAAA", "AAE", "AAEC//////////////8B",
                 # Finding: copies of 2^62 that expanding (one dbfId per copy) turned into a trap.
                 "AAECAQcAAAIFgICAgICAgIBABoCAgICAgICAQAEAAAIIgICAgICAgIBABQmAgICAgICAgEAF"]:
        write("deckcode", text.encode())
    # The stand-in's routes: a request target, then header lines. Findings: page numbers whose offset
    # overflowed, and a forged deck code the stand-in expanded.
    for text in ["/data/wow/search/item?_page=9223372036854775807&_pageSize=2\nBattlenet-Namespace: static-us",
                 "/data/wow/search/connected-realm?_page=4611686018427387905&_pageSize=1000&orderby=id\nBattlenet-Namespace: dynamic-eu",
                 "/hearthstone/cards?page=9223372036854775807&pageSize=2", "/hearthstone/cardbacks?page=-9223372036854775808&pageSize=0",
                 "/hearthstone/deck?code=AAECAQcAAAIFgICAgICAgIBABoCAgICAgICAQAEAAAIIgICAgICAgIBABQmAgICAgICAgEAF",
                 "/hearthstone/deck?ids=1,1,1,1&hero=7&sideboardCards=1:1", "/d3/data/act/1?locale=en_GB",
                 "/data/wow/item/19019?locale=en_US\nBattlenet-Namespace: static-us\nIf-Modified-Since: Wed, 01 Jan 2020 00:00:00 GMT",
                 "/sc2/ladder/grandmaster/1", "/profile/user/wow?locale=en_US\nBattlenet-Namespace: profile-us"]:
        write("routing", text.encode())
    # Redis replies (RESP2): every kind, nested, pipelined; claims past the bounds; the flood of the
    # hostile-Sentinel report (arrays of 2^20 elements 32 deep, then simple strings).
    for text in [b"+OK\r\n", b"-ERR wrong\r\n", b":-42\r\n", b"$5\r\nhe\r\no\r\n", b"$-1\r\n", b"*-1\r\n", b"*0\r\n",
                 b"*3\r\n:1\r\n$3\r\nabc\r\n*2\r\n+x\r\n-ERR y\r\n", b"+PONG\r\n:1\r\n$0\r\n\r\n",
                 b"$67108864\r\nabc", b"*1048576\r\n" * 32 + b"+x\r\n" * 64, b"*1\r\n" * 40 + b":1\r\n", b"+OK\rX",
                 b"$3\r\nabcd\r\n", b":99999999999999999999\r\n", b"*2\r\n$3\r\nfoo\r\n", b"+" + b"a" * 300]:
        for first in [0, 5, 130, 255]:
            write("resp", bytes([first]) + text)
    # Finding (of the entry's own check): an error line of bytes that are not UTF-8, whose String is
    # three times longer than the line; the reader was right to take it.
    write("resp", base64.b64decode("AC1Fvb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29/////2JjDQoqJDMNvb29vb29vb29vb29vVIiYmlkIm5nDQo="))
    # Sentinels: a master name and pinned primaries; an address reply; the subscription's bytes.
    address = b"*2\r\n$9\r\n127.0.0.1\r\n$4\r\n6379\r\n"
    switch = b"*3\r\n$7\r\nmessage\r\n$14\r\n+switch-master\r\n$31\r\nm 127.0.0.1 6379 127.0.0.1 6380\r\n"
    confirm = b"*3\r\n$9\r\nsubscribe\r\n$14\r\n+switch-master\r\n:1\r\n"
    for header, reply, subscription in [
            (b"m", address, b"\x03" + confirm + switch), (b"m 127.0.0.1:6379,[::1]:6380", address, b"\x00" + confirm),
            (b"m 10.0.0.5:6379", address, b"\x10" + confirm), (b"m", b"*2\r\n$11\r\nexample.com\r\n:6379\r\n", b""),
            (b"m", b"$-1\r\n", b""), (b"m", b"*2\r\n$9\r\n127.0.0.1\r\n:0\r\n", b""), (b"m", b"-NOAUTH\r\n", b""),
            (b"m", address, b"\x07" + b"*1048576\r\n" * 32 + b"+x\r\n" * 64), (b"m", address, b"\xff+x\r\n" * 16),
            (b"m", address, b"\x01" + confirm + b"*3\r\n$7\r\nmessage\r\n$14\r\n+switch-master\r\n$5000\r\n")]:
        write("sentinel", header + b"\n" + reply + b"\x00" + subscription)
    for entry in sorted(os.listdir(OUT)):
        print(entry, len(os.listdir(os.path.join(OUT, entry))))


if __name__ == "__main__":
    sys.exit(main())
