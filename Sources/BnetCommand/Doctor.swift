import BattleNetCore
import Foundation

// `bnet doctor OPERATION FILE`: decode a body with the operation's model and report, by JSON path, the
// keys the model ignored and the model fields the body lacks.

extension Context {
    func doctor(_ words: [String]) throws {
        guard words.count == 2 else { throw UsageError("doctor takes an operation and a file (- for stdin)") }
        let operation = try operation(words[0])
        let data = try body(at: words[1])
        let model = try operation.decode(data)
        let name = operation.descriptor.modelName
        guard !(model is Data) else {
            console.out("\(operation.descriptor.id): raw-only operation (no model to compare)")
            return
        }
        let report = try Doctor.diagnose(body: data, model: model, reencoded: operation.reencode(data))
        console.out(report.render(operation: operation.descriptor.id, model: name))
    }
}

/// What a model kept of a body.
struct Doctor {
    /// Paths present in the body that the model does not read.
    var ignored: [String] = []
    /// Paths of model fields the body did not send (optionals that came back `nil`).
    var missing: [String] = []

    /// Compares `body` with the model decoded from it (`model`) and its re-encoding (`reencoded`).
    static func diagnose(body: Data, model: any Sendable, reencoded: Data) throws -> Doctor {
        let bodyTree = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        let modelTree = try JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed])
        var doctor = Doctor()
        doctor.compare(bodyTree, modelTree, path: "")
        if let encodable = model as? any Encodable {
            let recorder = NilRecorder()
            try encodable.encode(to: RecordingEncoder(recorder: recorder, codingPath: []))
            doctor.missing = recorder.paths.filter { !Self.exists($0, in: bodyTree) }
                .map { String($0.map(\.text).joined().trimmingLeadingDot) }
        }
        return doctor
    }

    private mutating func compare(_ body: Any, _ model: Any, path: String) {
        if let body = body as? [String: Any], let model = model as? [String: Any] {
            for key in body.keys.sorted() {
                let child = Self.join(path, key)
                if let kept = model[key] {
                    compare(body[key] as Any, kept, path: child)
                } else if !(body[key] is NSNull) {  // a `null` the model read as `nil` is not ignored
                    ignored.append(child)
                }
            }
        } else if let body = body as? [Any], let model = model as? [Any] {
            for (index, element) in body.enumerated() where index < model.count {
                compare(element, model[index], path: path + "[\(index)]")
            }
        }
    }

    /// Whether the body has a value (even `null`) at `path`.
    private static func exists(_ path: [PathStep], in tree: Any) -> Bool {
        var node: Any = tree
        for step in path {
            switch step {
            case .key(let key):
                guard let object = node as? [String: Any], let next = object[key] else { return false }
                node = next
            case .index(let index):
                guard let array = node as? [Any], array.indices.contains(index) else { return false }
                node = array[index]
            }
        }
        return true
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// `acts[0].quests[2]` → `acts[*].quests[*]`.
    static func pattern(_ path: String) -> String {
        path.replacingOccurrences(of: #"\[\d+\]"#, with: "[*]", options: .regularExpression)
    }

    /// One line per distinct path pattern: the first concrete path, and how many more share its pattern.
    static func grouped(_ paths: [String]) -> [String] {
        var order: [String] = []
        var groups: [String: [String]] = [:]
        for path in paths {
            let key = pattern(path)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(path)
        }
        return order.map { key in
            let members = groups[key] ?? []
            let first = members.first ?? key
            return members.count > 1 ? "\(first)  (and \(members.count - 1) more: \(key))" : first
        }
    }

    func render(operation: String, model: String) -> String {
        var lines = ["\(operation): the body decodes as \(model)"]
        let ignoredLines = Self.grouped(ignored)
        let missingLines = Self.grouped(missing)
        if ignoredLines.isEmpty && missingLines.isEmpty {
            lines.append("no drift: the model reads every key of the body, and the body has every field of the model")
        }
        if !ignoredLines.isEmpty {
            lines.append("keys the model ignores (\(ignored.count)):")
            lines += ignoredLines.map { "  " + $0 }
        }
        if !missingLines.isEmpty {
            lines.append("model fields the body lacks (\(missing.count)):")
            lines += missingLines.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// One step of a JSON path.
enum PathStep: Equatable {
    case key(String)
    case index(Int)

    init(_ key: any CodingKey) {
        if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
            self = .index(index)
        } else {
            self = .key(key.stringValue)
        }
    }

    var text: String {
        switch self {
        case .key(let key): "." + key
        case .index(let index): "[\(index)]"
        }
    }
}

extension String {
    fileprivate var trimmingLeadingDot: String { hasPrefix(".") ? String(dropFirst()) : self }
}

/// Collects the coding paths at which a model skipped an absent optional (`encodeIfPresent(nil)`).
final class NilRecorder {
    var paths: [[PathStep]] = []
}

/// An encoder that writes nothing: it walks a model as `JSONEncoder` would and records where an
/// optional was `nil`, with the key the model would have used.
struct RecordingEncoder: Encoder {
    let recorder: NilRecorder
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    func child(_ key: any CodingKey) -> RecordingEncoder {
        RecordingEncoder(recorder: recorder, codingPath: codingPath + [key])
    }

    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: RecordingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func absent(_ key: Key) { encoder.recorder.paths.append((codingPath + [key]).map(PathStep.init)) }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try value.encode(to: encoder.child(key)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws {}
        mutating func encode(_ value: String, forKey key: Key) throws {}
        mutating func encode(_ value: Double, forKey key: Key) throws {}
        mutating func encode(_ value: Float, forKey key: Key) throws {}
        mutating func encode(_ value: Int, forKey key: Key) throws {}
        mutating func encode(_ value: Int8, forKey key: Key) throws {}
        mutating func encode(_ value: Int16, forKey key: Key) throws {}
        mutating func encode(_ value: Int32, forKey key: Key) throws {}
        mutating func encode(_ value: Int64, forKey key: Key) throws {}
        mutating func encode(_ value: UInt, forKey key: Key) throws {}
        mutating func encode(_ value: UInt8, forKey key: Key) throws {}
        mutating func encode(_ value: UInt16, forKey key: Key) throws {}
        mutating func encode(_ value: UInt32, forKey key: Key) throws {}
        mutating func encode(_ value: UInt64, forKey key: Key) throws {}
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { absent(key) }
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { if value == nil { absent(key) } }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.child(key).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.child(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.child(key) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: RecordingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count = 0

        init(encoder: RecordingEncoder) { self.encoder = encoder }

        private mutating func next() -> RecordingEncoder {
            defer { count += 1 }
            return encoder.child(IndexKey(count))
        }

        mutating func encodeNil() throws { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: next()) }
        mutating func encode(_ value: Bool) throws { count += 1 }
        mutating func encode(_ value: String) throws { count += 1 }
        mutating func encode(_ value: Double) throws { count += 1 }
        mutating func encode(_ value: Float) throws { count += 1 }
        mutating func encode(_ value: Int) throws { count += 1 }
        mutating func encode(_ value: Int8) throws { count += 1 }
        mutating func encode(_ value: Int16) throws { count += 1 }
        mutating func encode(_ value: Int32) throws { count += 1 }
        mutating func encode(_ value: Int64) throws { count += 1 }
        mutating func encode(_ value: UInt) throws { count += 1 }
        mutating func encode(_ value: UInt8) throws { count += 1 }
        mutating func encode(_ value: UInt16) throws { count += 1 }
        mutating func encode(_ value: UInt32) throws { count += 1 }
        mutating func encode(_ value: UInt64) throws { count += 1 }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            next().container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { next() }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: RecordingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder) }
        mutating func encode(_ value: Bool) throws {}
        mutating func encode(_ value: String) throws {}
        mutating func encode(_ value: Double) throws {}
        mutating func encode(_ value: Float) throws {}
        mutating func encode(_ value: Int) throws {}
        mutating func encode(_ value: Int8) throws {}
        mutating func encode(_ value: Int16) throws {}
        mutating func encode(_ value: Int32) throws {}
        mutating func encode(_ value: Int64) throws {}
        mutating func encode(_ value: UInt) throws {}
        mutating func encode(_ value: UInt8) throws {}
        mutating func encode(_ value: UInt16) throws {}
        mutating func encode(_ value: UInt32) throws {}
        mutating func encode(_ value: UInt64) throws {}
    }
}
