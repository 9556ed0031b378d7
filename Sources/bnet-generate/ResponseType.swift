/// The model a declaration returns, as the generator names it: the type whose declaration must be in
/// the module, and how the response holds it.
enum ResponseType {
    /// What a declaration returns.
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
}

extension String {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
