import Foundation

extension Dictionary: JSONReadable where Key == String, Value: JSONReadable {
    /// An object as a dictionary of its keys to their values, as `JSONDecoder` decodes
    /// `[String: Value]`: a repeated key keeps its first value, and a failure inside a value gets its
    /// key added to the path.
    ///
    /// ```swift
    /// let names = try JSONReader.decode([String: String].self, from: Data(#"{"en_US": "Zerg"}"#.utf8))
    /// names["en_US"]   // "Zerg"
    /// ```
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        self.init()
        _ = try reader.beginObject(expected: "an object of \(Value.self)")
        var started = false
        while try reader.nextMember(started: &started) {
            let key = try reader.readString()
            try reader.expect(UInt8(ascii: ":"), "':'")
            // A repeated key's later value is checked and skipped, never decoded, as JSONDecoder
            // never decodes it.
            if self[key] != nil {
                try reader.skipValue()
            } else {
                self[key] = try reader.read(Value.self, for: AnyKey(stringValue: key))
            }
        }
    }
}
