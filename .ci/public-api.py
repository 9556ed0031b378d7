#!/usr/bin/env python3
"""The public surface of every library product, checked against a baseline.

    .ci/public-api.py            # compare with .ci/public-api/<Module>.txt; fail on any difference
    .ci/public-api.py --update   # rewrite the baseline (commit it: every change to the surface is deliberate)

It asks SwiftPM for the symbol graphs of the package's public API (`swift package dump-symbol-graph
--minimum-access-level public`, which builds the package), then, for each module a library product
exports:
- lists every public symbol (kind, path, declaration) in `.ci/public-api/<Module>.txt`, sorted, with the
  count on the first line, and fails when the list differs from the committed one;
- fails when the module extends a type of another module that is not one of ours (Swift, Foundation,
  Dispatch, ...): a public member or a conformance added to `Int`, `String`, `Array`, `Data` ... shows
  in every app's autocomplete. Extensions of our own modules' types (a game module adding its calls to
  Core's repository) are listed in the baseline like any symbol.
The lists hold what an app's autocomplete offers, members inherited from the standard library's
protocols included (`HTTPBodyStream.map(_:)`, marked synthesized in the graph), so a new toolchain may
change them: rerun `--update` with it and review the difference.
Needs only python3 and the Swift toolchain.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, ".ci", "public-api")


def run(*arguments):
    return subprocess.run(arguments, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def library_modules():
    package = json.loads(run("swift", "package", "dump-package"))
    modules = []
    for product in package["products"]:
        if "library" in product["type"]:
            modules += [target for target in product["targets"] if target not in modules]
    return modules, [target["name"] for target in package["targets"]]


def symbol_graph_directory(modules):
    """Writes the public symbol graphs afresh and returns their folder.

    SwiftPM also asks for the test modules' graphs and exits non-zero when the tests are not built
    (`.ci/run` builds them first; a plain checkout need not): that is accepted as long as every
    library module's graph was written by this run.
    """
    bin_path = run("swift", "build", "--show-bin-path").strip()
    stale = os.path.join(os.path.dirname(bin_path), "symbolgraph")
    if os.path.isdir(stale):
        shutil.rmtree(stale)
    process = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        cwd=ROOT, capture_output=True, text=True,
    )
    directory = None
    for line in process.stdout.splitlines():
        if line.startswith("Files written to "):
            directory = line[len("Files written to "):].strip()
    missing = [m for m in modules if not directory or not os.path.exists(os.path.join(directory, f"{m}.symbols.json"))]
    if missing:
        sys.stderr.write(process.stdout + process.stderr)
        sys.exit(f"public-api: no symbol graph for {', '.join(missing)} (swift package dump-symbol-graph exited {process.returncode})")
    return directory


# Conformances the compiler restates on every extended type: not added by the extension.
IMPLICIT_CONFORMANCES = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"}


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def lines_for(graph, extended=None):
    lines = []
    for symbol in graph["symbols"]:
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        path = ".".join(symbol["pathComponents"])
        prefix = f"[extends {extended}] " if extended else ""
        lines.append(f"{prefix}{kind} {path}: {declaration(symbol)}")
    return lines


def main():
    update = "--update" in sys.argv[1:]
    modules, targets = library_modules()
    directory = symbol_graph_directory(modules)
    problems = []
    files = os.listdir(directory)
    os.makedirs(BASELINE, exist_ok=True)
    for module in modules:
        with open(os.path.join(directory, f"{module}.symbols.json")) as handle:
            lines = lines_for(json.load(handle))
        for name in sorted(files):
            if not (name.startswith(module + "@") and name.endswith(".symbols.json")):
                continue
            extended = name[len(module) + 1:-len(".symbols.json")]
            with open(os.path.join(directory, name)) as handle:
                graph = json.load(handle)
            if extended not in targets:
                members = sorted({".".join(symbol["pathComponents"]) for symbol in graph["symbols"]})
                conformances = sorted({
                    f"{relationship['source']}: {relationship.get('targetFallback') or relationship['target']}"
                    for relationship in graph.get("relationships", [])
                    if relationship["kind"] == "conformsTo"
                    and relationship.get("targetFallback") not in IMPLICIT_CONFORMANCES
                })
                if members or conformances:
                    problems.append(
                        f"{module} extends {extended}'s types: {len(members)} public members "
                        f"({', '.join(members[:8])}{', ...' if len(members) > 8 else ''})"
                        + (f" and {len(conformances)} conformances ({', '.join(conformances[:4])}"
                           f"{', ...' if len(conformances) > 4 else ''})" if conformances else "")
                        + "; make them package (or internal), or wrap the type"
                    )
                continue
            lines += lines_for(graph, extended)
        lines = sorted(set(lines))
        text = f"# {module}: {len(lines)} public symbols (generated by .ci/public-api.py --update)\n" + "\n".join(lines) + "\n"
        path = os.path.join(BASELINE, f"{module}.txt")
        current = open(path).read() if os.path.exists(path) else None
        if update:
            if current != text:
                with open(path, "w") as handle:
                    handle.write(text)
                print(f"public-api: wrote {os.path.relpath(path, ROOT)} ({len(lines)} symbols)")
        elif current != text:
            old = set((current or "").splitlines()[1:])
            new = set(lines)
            added, removed = sorted(new - old), sorted(old - new)
            report = [f"{module}: the public surface changed ({len(removed)} removed, {len(added)} added); "
                      "if deliberate, run .ci/public-api.py --update and commit the baseline"]
            report += ["  - " + line for line in removed[:20]] + ["  + " + line for line in added[:20]]
            if len(removed) > 20 or len(added) > 20:
                report.append("  ...")
            problems.append("\n".join(report))
        else:
            print(f"public-api: {module}: {len(lines)} public symbols, as in the baseline")
    if problems:
        print("\n".join("public-api: " + problem for problem in problems), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
