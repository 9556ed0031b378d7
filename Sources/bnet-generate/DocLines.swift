/// The doc-comment lines written from the declarations, in place in the game modules' sources.
///
/// - **The HTTP line of a declaration**: the last line of the declaration's doc comment is
///   `- Remark: HTTP GET /d3/data/act/{actId}`, with `` (namespace `static`)`` when the declaration
///   states a namespace. Every other `- Remark: HTTP` line of that comment is removed; the rest of the
///   comment (the summary and any notes) is the author's.
/// - **The response line of a model**: the doc comment of each type a declaration returns (`D3.Act`;
///   the element of `[D3.ItemTypeSummary]`; the document of `WoW.SearchPage<WoW.ItemDocument>`) has,
///   as its second paragraph (right after the summary, or first when it has no summary), one line
///   per declaration that returns it:
///
///       Response of `GET /d3/data/act/{actId}` (``D3/Endpoints/act(id:)``).
///
///   or, for a type several declarations return, `Response of:` and a list, one request per item.
///   An array response adds `, an array of these`; a generic one `, in a ``WoW/SearchPage```. The
///   paragraph that starts `Response of` is the generator's; the rest of the comment must not
///   restate the request (a `` `GET /`` in it is refused).
enum DocLines {
    /// `- Remark: HTTP GET /d3/data/act/{actId}` and, when stated, `` (namespace `static`)``.
    static func remark(_ declaration: Declaration) -> String {
        "- Remark: HTTP \(declaration.method) \(declaration.template)"
            + (declaration.namespaceKind.map { " (namespace `\($0)`)" } ?? "")
    }

    /// Whether a doc line (after `///`) is a generated HTTP line.
    static func isRemark(_ text: String) -> Bool { text.hasPrefix("- Remark: HTTP ") }

    /// What a declaration returns, as the response lines name it.
    struct Response: Equatable {
        /// The named type, e.g. `D3.ItemTypeSummary` for `[D3.ItemTypeSummary]`.
        let type: String
        /// How the response holds it: `, an array of these`, `, in a ``WoW/SearchPage```, or nothing.
        let how: String
    }

    /// The type the response line of `model` goes to: `D3.Act` → `D3.Act`; `[D3.Item]` → `D3.Item`,
    /// an array; `WoW.SearchPage<WoW.ItemDocument>` → `WoW.ItemDocument`, in a ``WoW/SearchPage``.
    /// `nil` for any other shape (a type of another module, a dictionary, several generic arguments).
    static func response(of model: String, namespace: String) -> Response? {
        func named(_ text: Substring) -> String? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == namespace, parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !parts[1].isEmpty else { return nil }
            return String(text)
        }
        let trimmed = model[...]
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), let type = named(trimmed.dropFirst().dropLast()) {
            return Response(type: type, how: ", an array of these")
        }
        if let open = trimmed.firstIndex(of: "<"), trimmed.hasSuffix(">"),
           let container = named(trimmed[..<open]), let type = named(trimmed[trimmed.index(after: open)...].dropLast()) {
            return Response(type: type, how: ", in a ``\(container.replacingOccurrences(of: ".", with: "/"))``")
        }
        return named(trimmed).map { Response(type: $0, how: "") }
    }

    /// The generated paragraph of a type that `operations` return, one entry each, in order.
    static func responseParagraph(_ operations: [DeclaredOperation], namespace: String) -> [String] {
        let entries = operations.map { operation in
            let how = response(of: operation.declaration.model, namespace: namespace)?.how ?? ""
            return "`\(operation.declaration.method) \(operation.declaration.template)` (``\(namespace)/Endpoints/\(operation.swiftName)``)\(how)"
        }
        if entries.count == 1 { return ["Response of \(entries[0])."] }
        return ["Response of:"] + entries.map { "- \($0)" }
    }

    /// Whether a paragraph (its first line, after `///`) is the generated response paragraph.
    static func isResponseParagraph(_ firstLine: String) -> Bool {
        firstLine.hasPrefix("Response of `") || firstLine == "Response of:"
    }

    /// One file's text with its declarations' HTTP lines and its types' response paragraphs current.
    struct Update {
        let text: String
        /// What was stale, e.g. "the HTTP line of `act`" (empty when the file is current).
        let stale: [String]
        /// What the author must fix (a doc comment that restates the request).
        let problems: [SourceError]
    }

    /// Brings `source` (the file `file`) up to date.
    /// - Parameters:
    ///   - declarations: The file's operation declarations.
    ///   - responses: The file's types that declarations return, each with the operations returning it.
    static func update(
        file: String, source: String, declarations: [Declaration],
        responses: [(type: TypeDeclaration, operations: [DeclaredOperation])], namespace: String
    ) -> Update {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var edits: [(start: Int, end: Int, lines: [String], what: String)] = []  // 0-based, end exclusive
        var problems: [SourceError] = []

        for declaration in declarations {
            let first = declaration.startLine - 1
            guard first >= 0, first < lines.count else { continue }
            let indent = String(lines[first].prefix { $0 == " " || $0 == "\t" })
            let start = commentStart(lines, before: first)
            var comment = Array(lines[start..<first]).filter { !isRemark(text(of: $0)) }
            comment.append("\(indent)/// \(remark(declaration))")
            edits.append((start, first, comment, "the HTTP line of `\(declaration.name)`"))
        }

        for (type, operations) in responses {
            var first = type.line - 1
            guard first >= 0, first < lines.count else { continue }
            while first > 0, lines[first - 1].trimmingLeadingSpaces.hasPrefix("@") { first -= 1 }
            let indent = String(lines[first].prefix { $0 == " " || $0 == "\t" })
            let start = commentStart(lines, before: first)
            let generated = responseParagraph(operations, namespace: namespace).map { "\(indent)/// \($0)" }
            let blank = "\(indent)///"
            // The comment's paragraphs (runs of non-blank lines), the generated one left out.
            var kept: [String] = []
            var index = start
            while index < first {
                if text(of: lines[index]).isEmpty { kept.append(lines[index]); index += 1; continue }
                var end = index
                while end < first, !text(of: lines[end]).isEmpty { end += 1 }
                if !isResponseParagraph(text(of: lines[index])) { kept += lines[index..<end] }
                index = end
            }
            // Blank lines left at the ends or doubled where the generated paragraph was.
            var cleaned: [String] = []
            for line in kept where !(text(of: line).isEmpty && (cleaned.isEmpty || text(of: cleaned[cleaned.count - 1]).isEmpty)) {
                cleaned.append(line)
            }
            while let last = cleaned.last, text(of: last).isEmpty { cleaned.removeLast() }
            for (offset, line) in cleaned.enumerated() where line.contains("`GET /") || line.contains("`POST /") {
                problems.append(SourceError(
                    file: file, line: start + offset + 1,
                    message: "the doc comment of `\(type.qualifiedName)` restates a request: bnet-generate writes its response line (`Response of …`) from the declarations; leave the request out of the hand-written text"
                ))
            }
            // The summary: up to the first blank line, callout (`- `) or code fence.
            var summaryEnd = 0
            while summaryEnd < cleaned.count {
                let text = text(of: cleaned[summaryEnd])
                if text.isEmpty || text.hasPrefix("- ") || text.hasPrefix("```") { break }
                summaryEnd += 1
            }
            var comment = Array(cleaned[..<summaryEnd])
            if !comment.isEmpty { comment.append(blank) }
            comment += generated
            var rest = Array(cleaned[summaryEnd...])
            while let head = rest.first, text(of: head).isEmpty { rest.removeFirst() }
            if !rest.isEmpty { comment += [blank] + rest }
            edits.append((start, first, comment, "the response line of `\(type.qualifiedName)`"))
        }

        var stale: [String] = []
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            if Array(lines[edit.start..<edit.end]) != edit.lines {
                stale.insert(edit.what, at: 0)
                lines.replaceSubrange(edit.start..<edit.end, with: edit.lines)
            }
        }
        return Update(text: lines.joined(separator: "\n"), stale: stale, problems: problems)
    }

    /// The first line (0-based) of the `///` comment that ends right before line `first`.
    static func commentStart(_ lines: [String], before first: Int) -> Int {
        var start = first
        while start > 0, lines[start - 1].trimmingLeadingSpaces.hasPrefix("///"), !lines[start - 1].trimmingLeadingSpaces.hasPrefix("////") {
            start -= 1
        }
        return start
    }

    /// A doc line's text: what follows `///` and one space, without trailing spaces.
    static func text(of line: String) -> String {
        var body = line.trimmingLeadingSpaces.dropFirst(3)
        if body.first == " " { body = body.dropFirst() }
        while body.last == " " || body.last == "\t" { body = body.dropLast() }
        return String(body)
    }
}

extension String {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
