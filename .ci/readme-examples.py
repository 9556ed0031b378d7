#!/usr/bin/env python3
"""Extracts every ```swift block of README.md so CI can compile them: into Tests/ReadmeExamples (built on
Linux) and, for the blocks that need an Apple platform, into Tests/AppleExamples (type-checked for macOS and iOS
by `.ci/apple-typecheck/apple-typecheck --with-sources Tests/AppleExamples`, see its README).

Usage: readme-examples.py [README[,DOC.md...]] [PACKAGE_DIR] [APPLE_DIR]

The first argument may list several Markdown files separated by commas (README.md,CONTRIBUTING.md):
the blocks of each are compiled the same way, named after their file and line.

The comment line just before a block may say how to compile it:
  <!-- readme-example: manifest -->        a Package.swift fragment (a dependency or a target);
                                            type-checked inside a generated manifest
  <!-- readme-example: file -->            declarations, compiled at file scope as written
  <!-- readme-example: file in MODULE -->  declarations written inside MODULE's sources; compiled at
                                            file scope with `@testable import` of Core and MODULE added
                                            (such code sees the package API, as MODULE does)
  <!-- readme-example: apple -->           needs an Apple platform (os, AuthenticationServices, ...):
                                            written to APPLE_DIR, not to the Linux package; `apple uses
                                            NAME: Type, ...` and `apple file` combine it with the forms
                                            here (`apple-only` is the same as `apple`)
  <!-- readme-example: not compiled: WHY --> code for a package this one does not depend on (swift-log);
                                            skipped, and the README says so beside it
  <!-- readme-example: uses NAME: Type, ... -->
                                            statements that use values from the surrounding text
                                            (they become the parameters of the wrapping function)
Without a marker, a block is statements: its imports stay at the top of its own file and the rest
becomes the body of an `async throws` function, so an unused variable is a warning (which fails CI,
on Linux and in the Apple check alike).
A block without imports continues the README's earlier blocks and gets `import BattleNetCore` and
`import Foundation` (an Apple block also `import AuthenticationServices`, for the app's window type).
Each block is its own file, so each block's imports are checked as written. The few types the README
calls "your app's" (APP_TYPES below) are declared in APPLE_DIR when an Apple block names them.
"""
import os
import re
import shutil
import sys

MARKER = re.compile(r"<!--\s*readme-example:\s*(.*?)\s*-->")


def blocks(text):
    """Yields (line number, marker, code) for every ```swift block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            previous = next((lines[i] for i in range(index - 1, -1, -1) if lines[i].strip()), "")
            match = MARKER.search(previous)
            index += 1
            body = []
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            yield start + 1, (match.group(1) if match else ""), "\n".join(body) + "\n"
        index += 1


# Types an Apple block takes from the app around it ("`window` and `MyBackend` are your app's"): declared,
# with dummy bodies, in APPLE_DIR/AppTypes.swift when a block names them.
APP_TYPES = {
    "MyBackend": (
        "/// Your server's code exchange (AuthorizationCodeExchanger's documentation shows the same).\n"
        "struct MyBackend: AuthorizationCodeExchanger {\n"
        "    func exchange(code: String, redirectURI: URL) async throws -> AccessToken {\n"
        "        throw CancellationError()   // POST the code to your server, which calls Battle.net's /token\n"
        "    }\n"
        "}\n"
    ),
}
DEFAULT_IMPORTS = ["import BattleNetCore", "import Foundation"]
APPLE_DEFAULT_IMPORTS = DEFAULT_IMPORTS + ["import AuthenticationServices"]


def statements(origin, name, code, parameters, default_imports):
    """A statement block as the body of an `async throws` function taking `parameters`."""
    imports = [l for l in code.split("\n") if l.startswith("import ")]
    body_lines = [l for l in code.split("\n") if not l.startswith("import ")]
    if not imports:
        imports = default_imports
    body = "\n".join("    " + l if l.strip() else "" for l in body_lines).rstrip()
    return origin + "\n".join(imports) + f"\n\nfunc example{name}({parameters}) async throws {{\n{body}\n}}\n"


def main(argv):
    documents = (argv[1] if len(argv) > 1 else "README.md").split(",")
    package = argv[2] if len(argv) > 2 else "Tests/ReadmeExamples"
    apple = argv[3] if len(argv) > 3 else os.path.join(os.path.dirname(package.rstrip("/")) or ".", "AppleExamples")
    sources = os.path.join(package, "Sources", "ReadmeExamples")
    manifest_dir = os.path.join(package, ".manifest-check")
    for folder in (sources, manifest_dir, apple):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    manifest_fragments, counts = [], {"compiled": 0, "manifest": 0, "apple": 0, "skipped": 0}
    app_types = set()
    every = []
    for document in documents:
        with open(document, encoding="utf-8") as handle:
            every += [(document, line, marker, code) for line, marker, code in blocks(handle.read())]
    for document, line, marker, code in every:
        origin = f"// {document} line {line}; generated by .ci/readme-examples.py, do not edit.\n"
        stem = os.path.splitext(os.path.basename(document))[0]
        name = f"Line{line:04d}" if stem == "README" else re.sub(r"\W", "", stem.title()) + f"{line:04d}"
        if marker.startswith("not compiled"):
            counts["skipped"] += 1
            print(f"{document}:{line}: not compiled ({marker})")
            continue
        if marker == "manifest":
            manifest_fragments.append((line, code.strip()))
            counts["manifest"] += 1
            continue
        form = re.sub(r"^apple(-only)?\b\s*", "", marker)
        folder, default_imports = (apple, APPLE_DEFAULT_IMPORTS) if form != marker else (sources, DEFAULT_IMPORTS)
        if form == "file":
            source = origin + code
        elif form.startswith("file in ") and folder is sources:
            # Written inside the module, so it sees the module's package API (the declarations):
            # compiled with `@testable import`, which reaches it from this other package.
            module = form[len('file in '):]
            source = origin + "".join(f"@testable import {m}\n" for m in dict.fromkeys(["BattleNetCore", module])) + code
        elif form == "" or form.startswith("uses "):
            source = statements(origin, name, code, form[len("uses "):] if form else "", default_imports)
        else:
            print(f"{document}:{line}: unknown readme-example marker '{marker}'", file=sys.stderr)
            return 1
        if folder is apple:
            app_types |= {t for t in APP_TYPES if re.search(rf"\b{t}\b", code)}
            counts["apple"] += 1
        else:
            counts["compiled"] += 1
        with open(os.path.join(folder, f"{name}.swift"), "w", encoding="utf-8") as handle:
            handle.write(source)
    if app_types:
        with open(os.path.join(apple, "AppTypes.swift"), "w", encoding="utf-8") as handle:
            handle.write("// The app's own types the README's Apple blocks use; generated by .ci/readme-examples.py.\n"
                         + "\n".join(DEFAULT_IMPORTS) + "\n\n" + "\n".join(APP_TYPES[t] for t in sorted(app_types)))
    dependencies = [c for _, c in manifest_fragments if c.startswith(".package(")]
    targets = [c for _, c in manifest_fragments if not c.startswith(".package(")]
    manifest = (
        "// swift-tools-version: 6.0\n// The README's Package.swift fragments; generated by .ci/readme-examples.py.\n"
        "import PackageDescription\n\n"
        "let dependencies: [Package.Dependency] = [\n" + "".join(f"    {c},\n" for c in dependencies) + "]\n"
        "let targets: [Target] = [\n" + "".join(f"    {c},\n" for c in targets) + "]\n"
        'let package = Package(name: "ReadmeManifest", dependencies: dependencies, targets: targets)\n'
    )
    with open(os.path.join(manifest_dir, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(manifest)
    print(f"README swift blocks: {counts['compiled']} compiled here, {counts['manifest']} manifest fragments, "
          f"{counts['apple']} Apple-only in {apple} (for the Apple check), {counts['skipped']} not compiled")
    return 0 if counts["compiled"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
