import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A saved body mapped from its file rather than read into memory, for decoding bodies of tens of
/// megabytes with the least memory (`bnet decode`).
///
/// The mapping is private and read-only. When a ``JSONReadable`` model decodes it, the pages already
/// read are handed back to the kernel as the reader moves on with `madvise(MADV_DONTNEED)` (they read
/// back unchanged from the file if touched again). **On Linux** that drops them from the process at
/// once, so the process holds the model and about a megabyte of the body rather than both whole.
/// **On Apple platforms** the same call is only advice: the pages are marked inactive and the system
/// reclaims them when it needs memory, so the resident size may show the whole body until then (the
/// memory is still reclaimable, not held). The file must not be truncated while it is mapped.
///
/// ```swift
/// guard let body = MappedBody(path: "commodities.json") else { return }
/// let market = try ResponseDecoding.decode(WoW.Commodities.self, from: body)
/// ```
package struct MappedBody: Sendable {
    /// The bytes of the file (an empty file is an empty `Data`).
    package let data: Data

    /// Maps the file at `path`; `nil` when it cannot be opened, is not a regular file, or cannot be mapped.
    package init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else {
            data = Data()
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        data = Data(bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in _ = munmap(pointer, count) })
    }

    /// Hands the whole pages of `bytes[0..<end]` back to the kernel; they read back from the file.
    /// Linux frees them at once; Darwin deactivates them, to be reclaimed under memory pressure.
    static func release(_ bytes: UnsafePointer<UInt8>, upTo end: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (page - Int(bitPattern: bytes) % page) % page
        let length = (end - start) / page * page
        guard page > 0, length > 0 else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: bytes + start), length, MADV_DONTNEED)
    }
}

extension ResponseDecoding {
    /// Decodes a mapped body into `type` as `decode(_:from:operation:)` with `Data` does; with the fast path, the
    /// pages of the body already read are released as decoding goes (see ``MappedBody``).
    /// - Throws: ``BattleNetError`` `.decoding` with the bytes, the model name and the coding path.
    package static func decode<T: Decodable>(_ type: T.Type, from body: MappedBody, operation: String? = nil) throws(BattleNetError) -> T {
        if let readable = T.self as? any JSONReadable.Type {
            return try decodeReadable(readable, as: T.self, from: body.data, operation: operation, releasingPages: true)
        }
        return try decode(T.self, from: body.data, operation: operation)
    }
}
