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
public struct JSONKeyTable<Key: CodingKey & Sendable>: Sendable {
    /// The keys in table order.
    @usableFromInline let keys: [Key]
    /// Every key's UTF-8 bytes, one after another.
    @usableFromInline let storage: [UInt8]
    /// Where each key starts in ``storage``, with one final entry at its end.
    @usableFromInline let offsets: [Int]

    /// A table of `keys`, matched by their `stringValue`.
    public init(_ keys: [Key]) {
        self.keys = keys
        var storage: [UInt8] = []
        var offsets = [0]
        for key in keys {
            storage.append(contentsOf: key.stringValue.utf8)
            offsets.append(storage.count)
        }
        self.storage = storage
        self.offsets = offsets
    }

    /// The index of the key whose bytes are `length` bytes at `bytes`, or `-1`.
    @inlinable func index(of bytes: UnsafePointer<UInt8>, length: Int) -> Int {
        storage.withUnsafeBufferPointer { stored in
            offsets.withUnsafeBufferPointer { offsets in
                guard let base = stored.baseAddress else { return -1 }
                for index in 0..<(offsets.count - 1) {
                    let start = offsets[index]
                    if offsets[index + 1] - start == length, memcmp(base + start, bytes, length) == 0 { return index }
                }
                return -1
            }
        }
    }
}

extension JSONKeyTable where Key: CaseIterable {
    /// A table of every case of `Key`.
    public init() { self.init(Array(Key.allCases)) }
}
