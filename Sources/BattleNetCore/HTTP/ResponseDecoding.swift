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
    /// `Data` is returned as is, so a raw endpoint is an `Endpoint<Data>`.
    /// - Throws: ``BattleNetError`` `.decoding` with the bytes, the model name and a readable coding path.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, operation: String? = nil) throws(BattleNetError) -> T {
        if let data = data as? T { return data }
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
