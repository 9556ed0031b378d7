import Foundation

// The byte level of deck codes: base64 with positions in its errors, and unsigned LEB128 varints that
// must fit in `Int`. Internal; `Hearthstone.DeckCode` is the public face.

extension Hearthstone.DeckCode {
    /// Base64 (standard `+` `/` and URL-safe `-` `_` alike, padding optional) to bytes, saying which
    /// character is wrong when one is.
    static func base64Bytes(_ code: Substring) throws(Hearthstone.DeckCodeError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(code.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var length = 0
        var padding: [Int] = []   // offsets of the '=' seen so far
        for (offset, character) in code.enumerated() {
            if character == "=" {
                padding.append(offset)
                continue
            }
            guard padding.isEmpty, let value = sextet(character) else {
                throw .notBase64(character: character, offset: offset)
            }
            accumulator = (accumulator << 6) | UInt32(value)
            bits += 6
            length += 1
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        if length % 4 == 1 { throw .incompleteBase64(length: length) }
        let allowedPadding = (4 - length % 4) % 4
        if padding.count > allowedPadding {
            throw .notBase64(character: "=", offset: padding[allowedPadding])
        }
        return bytes
    }

    /// The value of one base64 character, `nil` for any other.
    private static func sextet(_ character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ascii - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
        default: return nil
        }
    }

    /// Reads bytes and varints front to back; every read checks the end first.
    struct ByteReader {
        let bytes: [UInt8]
        private(set) var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The bytes not read yet.
        var remaining: Int { bytes.count - offset }

        /// One raw byte.
        mutating func byte(_ field: Hearthstone.DeckCodeError.Field) throws(Hearthstone.DeckCodeError) -> UInt8 {
            guard offset < bytes.count else { throw .truncated(field: field, offset: bytes.count) }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// One unsigned LEB128 varint that fits in `Int`: at most ten bytes, and nothing above bit 62.
        mutating func varint(_ field: Hearthstone.DeckCodeError.Field) throws(Hearthstone.DeckCodeError) -> Int {
            let start = offset
            var value: UInt64 = 0
            var index = 0
            while true {
                let byte = try self.byte(field)
                let payload = UInt64(byte & 0x7F)
                if index < 9 {
                    value |= payload << UInt64(7 * index)
                } else if payload != 0 || byte & 0x80 != 0 {
                    // The tenth byte would carry bit 63 and above, or an eleventh byte would follow.
                    throw .numberTooLarge(field: field, offset: start)
                }
                if byte & 0x80 == 0 { break }
                index += 1
            }
            // Nine bytes of seven bits reach bit 62 at most, so the value fits in Int.
            return Int(truncatingIfNeeded: value)
        }

        /// The number of entries a list announces, checked against the bytes left (each entry takes at
        /// least `bytesPerEntry`), so that a corrupt length is an error before anything is allocated.
        mutating func listLength(
            _ field: Hearthstone.DeckCodeError.Field, entry: Hearthstone.DeckCodeError.Field, bytesPerEntry: Int
        ) throws(Hearthstone.DeckCodeError) -> Int {
            let length = try varint(field)
            let (needed, overflow) = length.multipliedReportingOverflow(by: bytesPerEntry)
            if overflow || needed > remaining { throw .truncated(field: entry, offset: bytes.count) }
            return length
        }
    }

    /// Appends `value` (not negative) as an unsigned LEB128 varint.
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(truncatingIfNeeded: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }
}
