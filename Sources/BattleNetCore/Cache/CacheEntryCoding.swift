import Foundation

/// The bytes of a stored entry (``BattleNetCacheEntry/encoded(key:)``): the magic, the metadata's
/// length (4 bytes, big-endian), the metadata as JSON (the key, the entry's fields, the body's length
/// and checksum), then the body.
enum CacheEntryCoding {
    /// The format's first bytes; data without them is not an entry.
    static let magic = Data("BNETCACHE1\n".utf8)
    /// The largest metadata block read (headers and dates).
    static let maximumMetadataBytes = 1 << 20

    /// What precedes the body: the key (checked on reading), the entry's fields, and the body's
    /// length and checksum.
    struct Metadata: Codable {
        var key: String
        var status: Int
        var headers: [String: String]
        var requestDate: Date
        var responseDate: Date
        var varying: [String: String]
        var bodyBytes: Int
        var bodyChecksum: UInt64
    }

    /// The magic, the metadata's length (4 bytes, big-endian), the metadata as JSON, the body.
    static func encode(_ entry: BattleNetCacheEntry, key: String) -> Data? {
        let metadata = Metadata(
            key: key, status: entry.status, headers: entry.headers, requestDate: entry.requestDate,
            responseDate: entry.responseDate, varying: entry.varying, bodyBytes: entry.body.count, bodyChecksum: checksum(entry.body)
        )
        guard let json = try? JSONEncoder().encode(metadata), json.count <= maximumMetadataBytes else { return nil }
        var data = magic
        let length = UInt32(json.count)
        data.append(contentsOf: [UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)])
        data.append(json)
        data.append(entry.body)
        return data
    }

    /// The entry in `data` when it is whole and was written for `key`; `nil` otherwise.
    static func decode(_ data: Data, key: String) -> BattleNetCacheEntry? {
        let bytes = [UInt8](data.prefix(magic.count + 4))
        guard bytes.count == magic.count + 4, Data(bytes.prefix(magic.count)) == magic else { return nil }
        let length = bytes[magic.count...].reduce(0) { $0 << 8 | Int($1) }
        let start = data.startIndex + magic.count + 4
        guard length <= maximumMetadataBytes, length <= data.count - magic.count - 4 else { return nil }
        guard let metadata = try? JSONDecoder().decode(Metadata.self, from: data[start..<(start + length)]),
              metadata.key == key, metadata.bodyBytes == data.count - magic.count - 4 - length else { return nil }
        let body = Data(data[(start + length)...])
        guard checksum(body) == metadata.bodyChecksum else { return nil }
        return BattleNetCacheEntry(
            status: metadata.status, headers: metadata.headers, body: body, requestDate: metadata.requestDate,
            responseDate: metadata.responseDate, varying: metadata.varying
        )
    }

    /// FNV-1a (64 bits) of `data`: catches a changed or shifted byte of a body.
    static func checksum(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
