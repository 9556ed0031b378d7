import Foundation

/// The package's one JSON decoding configuration and its error mapping.
public enum ResponseDecoding {
    /// A decoder configured as every BattleNet model expects.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        return decoder
    }

    /// Decodes `data` into `type`.
    ///
    /// `Data` is returned as is, so a raw endpoint is a `BattleNetRequest<Data>`. The models of the large
    /// bodies (auctions, leaderboards, ladders) are read by the package's own byte-level JSON reader,
    /// several times faster than `JSONDecoder` and with the same result; any other type goes through
    /// `JSONDecoder` configured by ``makeDecoder()``.
    /// - Throws: ``BattleNetError`` `.decoding` with the bytes, the model name and a readable coding
    ///   path; `.emptyBody` when there are no bytes (or only whitespace) to decode.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, operation: String? = nil) throws(BattleNetError) -> T {
        if let data = data as? T { return data }
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            var failure = BattleNetError(.emptyBody, message: "the body is empty, so there is no \(modelDisplayName(of: T.self)) to decode")
            failure.body = data
            failure.operation = operation
            failure.modelType = modelDisplayName(of: T.self)
            throw failure
        }
        if let readable = T.self as? any JSONReadable.Type {
            return try decodeReadable(readable, as: T.self, from: data, operation: operation)
        }
        return try decodeWithJSONDecoder(T.self, from: data, operation: operation)
    }

    /// Decodes `data` with `JSONDecoder` even when `type` has a fast path (to compare the two: `bnet
    /// bench decode`, the fuzzers).
    /// - Throws: ``BattleNetError`` `.decoding`, as `decode(_:from:operation:)`.
    package static func decodeWithJSONDecoder<T: Decodable>(_ type: T.Type, from data: Data, operation: String? = nil) throws(BattleNetError) -> T {
        do {
            return try makeDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            var failure = BattleNetError(.decoding, message: describe(error, body: data))
            failure.body = data
            failure.operation = operation
            failure.modelType = modelDisplayName(of: T.self)
            failure.codingPath = codingPath(of: error)
            throw failure
        } catch {
            var failure = BattleNetError(.decoding, message: String(describing: error))
            failure.body = data
            failure.operation = operation
            failure.modelType = modelDisplayName(of: T.self)
            throw failure
        }
    }

    static func decodeReadable<R: JSONReadable, T>(
        _ readable: R.Type, as type: T.Type, from data: Data, operation: String?, releasingPages: Bool = false
    ) throws(BattleNetError) -> T {
        do throws(JSONReader.Failure) {
            let value = try JSONReader.decode(R.self, from: data, releasingPages: releasingPages)
            guard let model = value as? T else { throw JSONReader.Failure(.invalidValue("\(R.self) is not \(T.self)"), offset: 0) }
            return model
        } catch {
            var failure = BattleNetError(.decoding, message: describe(error, body: data))
            failure.body = data
            failure.operation = operation
            failure.modelType = modelDisplayName(of: T.self)
            failure.codingPath = error.pathDescription
            throw failure
        }
    }

    /// The message for a fast-path failure, with the same first checks as for `JSONDecoder`'s errors.
    static func describe(_ error: JSONReader.Failure, body: Data) -> String {
        if body.isEmpty { return "the body is empty" }
        if error.isSyntaxError {
            if case .invalidUTF8 = error.reason { return "the body is not UTF-8 text, so not JSON" }
            let start = body.prefix(64).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            if start.first == UInt8(ascii: "<") { return "the body is HTML or XML, not JSON (a gateway error page?)" }
        }
        return error.message
    }

    /// `heroes[3].class`, or `(root)`.
    static func codingPath(of error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: path = []
        }
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "(root)" : text
    }

    static func describe(_ error: DecodingError, body: Data) -> String {
        if body.isEmpty { return "the body is empty" }
        if String(data: body, encoding: .utf8) == nil { return "the body is not UTF-8 text, so not JSON" }
        let start = body.prefix(64).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if start.first == UInt8(ascii: "<") {
            return "the body is HTML or XML, not JSON (a gateway error page?)"
        }
        switch error {
        case .keyNotFound(let key, _): return "required key \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "expected \(type) but found something else (\(context.debugDescription))"
        case .valueNotFound(let type, _): return "expected \(type) but found null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.localizedDescription
            return "the body is not valid JSON for this model: " + (underlying ?? context.debugDescription)
        @unknown default: return String(describing: error)
        }
    }
}
