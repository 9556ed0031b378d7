import Foundation

/// Prints decoded models for people: indented `name: value` lines, or one summary line.
enum ModelRenderer {
    /// How many elements of a list are shown before `… N more`.
    static let listLimit = 10

    /// The model as indented lines.
    static func render(_ value: Any) -> String {
        var lines: [String] = []
        write(value, label: nil, indent: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// One line: the type, then its top-level fields (lists as counts).
    static func summary(_ value: Any, typeName: String) -> String {
        if let data = value as? Data {
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            return "\(typeName): \(data.count) bytes" + (isJSON ? " of valid JSON" : ", not JSON")
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection { return "\(typeName): \(mirror.children.count) items" }
        let fields = mirror.children.map(field).compactMap { child -> String? in
            guard let label = child.label, let text = short(child.value) else { return nil }
            return "\(label)=\(text)"
        }
        let line = "\(typeName): " + fields.joined(separator: " ")
        return line.count > 240 ? String(line.prefix(239)) + "…" : line
    }

    private static func short(_ value: Any) -> String? {
        let value = unwrapped(value)
        guard let value else { return nil }
        if let leaf = leaf(value) { return leaf.count > 40 ? String(leaf.prefix(39)) + "…" : leaf }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set: return "[\(mirror.children.count)]"
        case .dictionary: return "{\(mirror.children.count) keys}"
        default: return "{…}"
        }
    }

    private static func write(_ value: Any, label: String?, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let prefix = pad + (label.map { "\($0): " } ?? "")
        guard let value = unwrapped(value) else { return }
        if let leaf = leaf(value) {
            lines.append(prefix + leaf.replacingOccurrences(of: "\n", with: "\n" + pad + "  "))
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set:
            let count = mirror.children.count
            lines.append(prefix.isEmpty ? "(\(count) items)" : prefix + "(\(count) items)")
            for (index, child) in mirror.children.prefix(listLimit).enumerated() {
                write(child.value, label: "[\(index)]", indent: indent + 1, into: &lines)
            }
            if count > listLimit { lines.append(pad + "  … \(count - listLimit) more") }
        case .dictionary:
            lines.append(prefix.isEmpty ? "" : String(prefix.dropLast()))
            let pairs = mirror.children.compactMap { child -> (String, Any)? in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return nil }
                return (leaf(pair[0].value) ?? "\(pair[0].value)", pair[1].value)
            }.sorted { $0.0 < $1.0 }
            for (key, item) in pairs { write(item, label: key, indent: indent + 1, into: &lines) }
        default:
            if label != nil { lines.append(String(prefix.dropLast())) }
            for child in mirror.children.map(field) {
                write(child.value, label: child.label ?? "-", indent: label == nil ? indent : indent + 1, into: &lines)
            }
        }
    }

    /// Strings, numbers, dates, URLs and types that describe themselves print on one line.
    private static func leaf(_ value: Any) -> String? {
        switch value {
        case let text as String: return text
        case let date as Date: return ISO8601DateFormatter().string(from: date)
        case let url as URL: return url.absoluteString
        case is Int, is Int64, is UInt64, is Double, is Bool, is Float: return "\(value)"
        case let data as Data: return "<\(data.count) bytes>"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return "\(value)" }
        if mirror.displayStyle != .collection, mirror.displayStyle != .dictionary, mirror.displayStyle != .set,
           let described = value as? any CustomStringConvertible {
            return described.description
        }
        return nil
    }

    /// A stored property as the model declares it: a property wrapper's `_name` storage is shown as
    /// `name` with its wrapped value (`@LenientURL var portrait` prints as `portrait: https://…`).
    private static func field(_ child: Mirror.Child) -> Mirror.Child {
        guard let label = child.label, label.hasPrefix("_"),
              let wrapped = Mirror(reflecting: child.value).children.first(where: { $0.label == "wrappedValue" }) else { return child }
        return (String(label.dropFirst()), wrapped.value)
    }

    /// The wrapped value of an optional, `nil` when it is empty.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}
