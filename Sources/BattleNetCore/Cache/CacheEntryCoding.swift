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
    static func checksum(_ data: Data, continuing seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash = seed
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}

/// The bytes of an entry whose body was written as it arrived (``BattleNetFileCacheStore``'s
/// streamed entries): the magic, the body, then the metadata as JSON and its length (4 bytes,
/// big-endian) at the end, since the body's length and checksum are known only then.
enum StreamedEntryCoding {
    /// The format's first bytes.
    static let magic = Data("BNETCACHE2\n".utf8)

    /// The metadata and its length, written after the body.
    static func trailer(for head: BattleNetCacheEntry, key: String, bodyBytes: Int, checksum: UInt64) -> Data? {
        let metadata = CacheEntryCoding.Metadata(
            key: key, status: head.status, headers: head.headers, requestDate: head.requestDate,
            responseDate: head.responseDate, varying: head.varying, bodyBytes: bodyBytes, bodyChecksum: checksum
        )
        guard let json = try? JSONEncoder().encode(metadata), json.count <= CacheEntryCoding.maximumMetadataBytes else { return nil }
        let length = UInt32(json.count)
        return json + Data([UInt8(length >> 24 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)])
    }

    /// Where the body lies in a file of `size` bytes and the metadata that describes it, read with
    /// `read(offset, count)`; `nil` unless the metadata was written for `key` and its length fits.
    static func layout(size: Int, key: String, read: (Int, Int) -> Data?) -> (metadata: CacheEntryCoding.Metadata, body: Range<Int>)? {
        guard size >= magic.count + 4, read(0, magic.count) == magic, let tail = read(size - 4, 4), tail.count == 4 else { return nil }
        let length = tail.reduce(0) { $0 << 8 | Int($1) }
        guard length <= CacheEntryCoding.maximumMetadataBytes, length <= size - magic.count - 4,
              let json = read(size - 4 - length, length),
              let metadata = try? JSONDecoder().decode(CacheEntryCoding.Metadata.self, from: json),
              metadata.key == key, metadata.bodyBytes == size - magic.count - 4 - length else { return nil }
        return (metadata, magic.count..<(magic.count + metadata.bodyBytes))
    }

    /// The entry in `data` (a whole file of this format) when it is whole and was written for `key`.
    static func decode(_ data: Data, key: String) -> BattleNetCacheEntry? {
        let base = data.startIndex
        guard let (metadata, range) = layout(size: data.count, key: key, read: { offset, count in
            guard offset >= 0, count >= 0, offset <= data.count - count else { return nil }
            return Data(data[(base + offset)..<(base + offset + count)])
        }) else { return nil }
        let body = Data(data[(base + range.lowerBound)..<(base + range.upperBound)])
        guard CacheEntryCoding.checksum(body) == metadata.bodyChecksum else { return nil }
        return BattleNetCacheEntry(
            status: metadata.status, headers: metadata.headers, body: body, requestDate: metadata.requestDate,
            responseDate: metadata.responseDate, varying: metadata.varying
        )
    }
}
