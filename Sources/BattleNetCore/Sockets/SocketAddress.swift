import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address to bind or connect to, without a port.
///
/// ```swift
/// SocketAddress.loopbackIPv4.description          // "127.0.0.1"
/// SocketAddress(numeric: "::1")?.description      // "[::1]"
/// SocketAddress(numeric: "example.com")           // nil: no name lookup
/// ```
package struct SocketAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address family.
    package enum Family: Sendable, Hashable {
        case ipv4
        case ipv6
    }

    /// The family.
    package let family: Family
    /// The address in network byte order: 4 bytes for IPv4, 16 for IPv6.
    package let bytes: [UInt8]

    private init(family: Family, bytes: [UInt8]) {
        self.family = family
        self.bytes = bytes
    }

    /// `127.0.0.1`.
    package static let loopbackIPv4 = SocketAddress(family: .ipv4, bytes: [127, 0, 0, 1])
    /// `::1`.
    package static let loopbackIPv6 = SocketAddress(family: .ipv6, bytes: Array(repeating: 0, count: 15) + [1])
    /// `0.0.0.0`: every IPv4 address of the machine (to bind only).
    package static let anyIPv4 = SocketAddress(family: .ipv4, bytes: [0, 0, 0, 0])
    /// `::`: every IPv6 address of the machine (to bind only).
    package static let anyIPv6 = SocketAddress(family: .ipv6, bytes: Array(repeating: 0, count: 16))

    /// A numeric address: dotted-decimal IPv4 (`127.0.0.1`) or IPv6 (`::1`, also in brackets:
    /// `[::1]`), as `inet_pton(3)` reads them. `nil` for anything else: no name is looked up.
    package init?(numeric host: String) {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var buffer = [UInt8](repeating: 0, count: 16)
        if bare == host, inet_pton(AF_INET, bare, &buffer) == 1 {
            self.init(family: .ipv4, bytes: Array(buffer.prefix(4)))
        } else if inet_pton(AF_INET6, bare, &buffer) == 1 {
            self.init(family: .ipv6, bytes: buffer)
        } else {
            return nil
        }
    }

    /// The `AF_INET` or `AF_INET6` constant of the family.
    var systemFamily: Int32 {
        switch family {
        case .ipv4: AF_INET
        case .ipv6: AF_INET6
        }
    }

    /// `127.0.0.1`, or an IPv6 address in brackets, `[::1]`: the way a URL and a message name it.
    package var description: String {
        switch family {
        case .ipv4:
            return bytes.map(String.init).joined(separator: ".")
        case .ipv6:
            var text = [CChar](repeating: 0, count: 64)
            let written = bytes.withUnsafeBytes { raw in
                inet_ntop(AF_INET6, raw.baseAddress, &text, socklen_t(text.count))
            }
            guard written != nil else { return "[ipv6]" }
            return "[" + String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "]"
        }
    }

    /// Runs `body` with this address and `port` as a `sockaddr` and its length.
    func withSystemAddress<Result>(port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        switch family {
        case .ipv4:
            var address = sockaddr_in()
            (address.sin_family, address.sin_port) = (sa_family_t(AF_INET), port.bigEndian)
            withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: bytes) }
            return Self.pass(&address, to: body)
        case .ipv6:
            var address = sockaddr_in6()
            (address.sin6_family, address.sin6_port) = (sa_family_t(AF_INET6), port.bigEndian)
            withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
            return Self.pass(&address, to: body)
        }
    }

    /// Runs `body` with `address` (a `sockaddr_in` or `sockaddr_in6`) as a `sockaddr` and its length;
    /// on Darwin the length is also written in the address's first byte (`sin_len`, `sin6_len`).
    private static func pass<Address, Result>(
        _ address: inout Address, to body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        let length = MemoryLayout<Address>.size
        return withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                #if canImport(Darwin)
                pointer.pointee.sa_len = UInt8(length)
                #endif
                return body(pointer, socklen_t(length))
            }
        }
    }
}
