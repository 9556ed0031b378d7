import Foundation

/// The keys one model reads, as bytes, for ``JSONReader/nextKey(in:of:)``: a key in the body is
/// matched by comparing its bytes, never by building a `String`.
///
/// Build one table per model, once, from its `CodingKeys` (any `CodingKey` enum whose cases are all
/// the keys to read):
///
/// ```swift
/// enum CodingKeys: String, CodingKey, CaseIterable { case id, unitPrice = "unit_price" }
/// static let jsonKeys = JSONKeyTable<CodingKeys>()
/// ```
@usableFromInline package struct JSONKeyTable<Key: CodingKey & Sendable>: Sendable {
    /// The keys in table order.
    @usableFromInline let keys: [Key]
    /// Every key's UTF-8 bytes, one after another.
    @usableFromInline let storage: [UInt8]
    /// Where each key starts in ``storage``, with one final entry at its end.
    @usableFromInline let offsets: [Int]
    /// Each key's first 8 bytes and next 8 bytes as little-endian words (zero-padded), so a key of up
    /// to 16 bytes compares in two loads.
    @usableFromInline let words: [(UInt64, UInt64)]

    /// A table of `keys`, matched by their `stringValue`.
    @usableFromInline package init(_ keys: [Key]) {
        self.keys = keys
        var storage: [UInt8] = []
        var offsets = [0]
        for key in keys {
            storage.append(contentsOf: key.stringValue.utf8)
            offsets.append(storage.count)
        }
        self.storage = storage
        self.offsets = offsets
        words = keys.map { key in
            let bytes = Array(key.stringValue.utf8.prefix(16)) + [UInt8](repeating: 0, count: 16)
            func word(_ start: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) } }
            return (word(0), word(8))
        }
    }

    /// The index of the key of `length` bytes at `bytes`, for keys of at most 16 bytes when 16 bytes
    /// can be read at `bytes`, or `-1`.
    @inlinable func index(ofShortKey bytes: UnsafePointer<UInt8>, length: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let head = length >= 8 ? first : first & ((1 << UInt64(length * 8)) &- 1)
        let tail = length >= 16 ? second : length <= 8 ? 0 : second & ((1 << UInt64((length - 8) * 8)) &- 1)
        var index = 0
        while index < words.count {
            if words[index].0 == head, words[index].1 == tail, offsets[index + 1] - offsets[index] == length { return index }
            index += 1
        }
        return -1
    }

    /// The index of the key whose bytes are `length` bytes at `bytes`, or `-1`.
    @inlinable func index(of bytes: UnsafePointer<UInt8>, length: Int) -> Int {
        var index = 0
        while index < keys.count {
            let start = offsets[index]
            if offsets[index + 1] - start == length {
                var offset = 0
                while offset < length, storage[start + offset] == bytes[offset] { offset += 1 }
                if offset == length { return index }
            }
            index += 1
        }
        return -1
    }
}

extension JSONKeyTable where Key: CaseIterable {
    /// A table of every case of `Key`.
    @usableFromInline package init() { self.init(Array(Key.allCases)) }
}
