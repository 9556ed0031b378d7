#!/usr/bin/env python3
"""Documentation coverage of the library products, from the compiler's symbol graphs.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR BASELINE [--write-baseline]

Counts the public declarations each module declares in its own sources (re-exported symbols are
counted in the module that declares them; compiler-synthesized members are skipped), reports the
share that carry a doc comment (written, or inherited from the protocol requirement they implement),
and fails when an undocumented declaration is not listed in BASELINE (one `Module path(kind)` a line).
Entries of BASELINE that are now documented are reported so the list can only shrink.
"""
import json
import os
import sys

MODULES = ["BattleNetCore", "BattleNetD3", "BattleNetSC2", "BattleNetWoW", "BattleNetHearthstone", "BattleNetRedis", "BattleNetTesting", "BattleNetStandIn", "BattleNetFixtures"]
FOLDERS = {"BattleNetFixtures": "/Fixtures/"}


def declarations(graph_dir):
    """Yields (module, key, documented, location) for every public declaration, once."""
    seen = {}
    for name in sorted(os.listdir(graph_dir)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(graph_dir, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            uri = symbol.get("location", {}).get("uri", "")
            module = next((m for m in MODULES if FOLDERS.get(m, f"/Sources/{m}/") in uri), None)
            if module is None:
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            path = ".".join(symbol["pathComponents"])
            key = f"{module} {path}({kind})"
            lines = symbol.get("docComment", {}).get("lines", [])
            documented = any(line.get("text", "").strip() for line in lines)
            line = symbol["location"].get("position", {}).get("line", -1) + 1
            where = uri.split("/Sources/")[-1] if "/Sources/" in uri else uri.split("/Fixtures/")[-1]
            previous = seen.get(symbol["identifier"]["precise"])
            if previous is None or (documented and not previous[2]):
                seen[symbol["identifier"]["precise"]] = (module, key, documented, f"{where}:{line}")
    return list(seen.values())


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    graph_dir, baseline_path = argv[1], argv[2]
    found = declarations(graph_dir)
    if not found:
        print(f"no public declarations found in {graph_dir}", file=sys.stderr)
        return 2
    undocumented = sorted({(key, where) for (_, key, documented, where) in found if not documented})
    if "--write-baseline" in argv:
        with open(baseline_path, "w", encoding="utf-8") as handle:
            handle.write("".join(f"{key}\n" for key in sorted({key for key, _ in undocumented})))
    baseline = set()
    if os.path.exists(baseline_path):
        with open(baseline_path, encoding="utf-8") as handle:
            baseline = {line.strip() for line in handle if line.strip() and not line.startswith("#")}
    print("documentation coverage (public declarations with a doc comment):")
    for module in MODULES:
        mine = [d for d in found if d[0] == module]
        if mine:
            done = sum(1 for d in mine if d[2])
            print(f"  {module:<18} {done:>5}/{len(mine):<5} {100.0 * done / len(mine):6.1f}%")
    total_done = sum(1 for d in found if d[2])
    print(f"  {'all':<18} {total_done:>5}/{len(found):<5} {100.0 * total_done / len(found):6.1f}%")
    new = [(key, where) for key, where in undocumented if key not in baseline]
    fixed = sorted(baseline - {key for key, _ in undocumented})
    if fixed:
        print(f"{len(fixed)} baseline entries are documented now; remove them from {baseline_path}:")
        for key in fixed:
            print(f"  {key}")
    if new:
        print(f"{len(new)} public declarations have no doc comment (and are not in {baseline_path}):", file=sys.stderr)
        for key, where in new:
            print(f"  {where}: {key}", file=sys.stderr)
        return 1
    print(f"undocumented and in the baseline: {len(undocumented)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
