import BattleNetCore
import Foundation

/// A value of Redis's protocol (RESP2): what a command returns.
package enum RESPValue: Hashable, Sendable {
    /// `+OK`: a status line.
    case simple(String)
    /// `-ERR …`: an error reply (the command failed; the connection is fine).
    case error(String)
    /// `:42`.
    case integer(Int64)
    /// `$5\r\nhello`, or `$-1` (`nil`: no such key).
    case bulk([UInt8]?)
    /// `*2\r\n…`, or `*-1` (`nil`).
    case array([RESPValue]?)

    /// The text of a status or a bulk string, if it is one (and is UTF-8).
    package var string: String? {
        switch self {
        case .simple(let text): text
        case .bulk(let bytes?): String(bytes: bytes, encoding: .utf8)
        default: nil
        }
    }

    /// The number of an integer reply, or of a bulk string holding a decimal integer.
    package var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .bulk(let bytes?): String(bytes: bytes, encoding: .utf8).flatMap { Int64($0) }
        default: nil
        }
    }

    /// The elements of an array reply (empty for a `nil` array).
    package var elements: [RESPValue]? {
        if case .array(let values) = self { return values ?? [] }
        return nil
    }

    /// Whether it is `nil` (`$-1` or `*-1`).
    package var isNil: Bool {
        switch self {
        case .bulk(nil), .array(nil): true
        default: false
        }
    }
}

/// Why bytes from a Redis server are not a RESP value: the connection cannot be trusted past them.
package struct RESPProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `a bulk string of -5 bytes`.
    package let message: String
    package var description: String { "not Redis's protocol: \(message)" }
}

/// Reads RESP2 values from bytes as they arrive, however the reads split them: ``append(_:)`` what
/// a read returned, then take whole values with ``next()`` until it answers `nil` (more bytes needed).
///
/// Bounded: a line longer than ``maximumLineLength``, a bulk string longer than ``maximumBulkLength``,
/// an array of more than ``maximumElements`` elements or nested deeper than ``maximumDepth`` is a
/// protocol error, never an allocation of what the peer claims.
package struct RESPReader: Sendable {
    package static let maximumLineLength = 64 * 1024
    package static let maximumBulkLength = 64 * 1024 * 1024
    package static let maximumElements = 1 << 20
    package static let maximumDepth = 32

    private var buffer: [UInt8] = []
    private var start = 0

    package init() {}

    /// Bytes read from the connection.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// How many bytes are held but not yet read as a value.
    package var pendingByteCount: Int { buffer.count - start }

    /// The next whole value, or `nil` when the bytes held end inside one.
    /// - Throws: ``RESPProtocolError`` when the bytes are not RESP2 (or break a bound).
    package mutating func next() throws(RESPProtocolError) -> RESPValue? {
        var position = start
        guard let value = try Self.value(in: buffer, at: &position, depth: 0) else { return nil }
        start = position
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return value
    }

    private static func value(in bytes: [UInt8], at position: inout Int, depth: Int) throws(RESPProtocolError) -> RESPValue? {
        guard depth <= maximumDepth else { throw RESPProtocolError(message: "arrays nested deeper than \(maximumDepth)") }
        guard position < bytes.count else { return nil }
        let kind = bytes[position]
        var cursor = position + 1
        guard let line = try self.line(in: bytes, at: &cursor) else { return nil }
        switch kind {
        case UInt8(ascii: "+"):
            position = cursor
            return .simple(String(decoding: line, as: UTF8.self))
        case UInt8(ascii: "-"):
            position = cursor
            return .error(String(decoding: line, as: UTF8.self))
        case UInt8(ascii: ":"):
            guard let number = integer(line) else { throw RESPProtocolError(message: "an integer reply that is not a number") }
            position = cursor
            return .integer(number)
        case UInt8(ascii: "$"):
            guard let length = integer(line), length >= -1 else { throw RESPProtocolError(message: "a bulk string of a bad length") }
            if length == -1 {
                position = cursor
                return .bulk(nil)
            }
            guard length <= maximumBulkLength else { throw RESPProtocolError(message: "a bulk string of \(length) bytes (at most \(maximumBulkLength))") }
            let count = Int(length)
            guard bytes.count - cursor >= count + 2 else { return nil }
            guard bytes[cursor + count] == UInt8(ascii: "\r"), bytes[cursor + count + 1] == UInt8(ascii: "\n") else {
                throw RESPProtocolError(message: "a bulk string not followed by CRLF")
            }
            let payload = Array(bytes[cursor..<(cursor + count)])
            position = cursor + count + 2
            return .bulk(payload)
        case UInt8(ascii: "*"):
            guard let count = integer(line), count >= -1 else { throw RESPProtocolError(message: "an array of a bad length") }
            if count == -1 {
                position = cursor
                return .array(nil)
            }
            guard count <= maximumElements else { throw RESPProtocolError(message: "an array of \(count) elements (at most \(maximumElements))") }
            // Each element takes at least 3 bytes (`+\r\n`): more than the bytes held can hold is a wait,
            // and no array is reserved for what the peer claims.
            var elements: [RESPValue] = []
            for _ in 0..<Int(count) {
                guard let element = try value(in: bytes, at: &cursor, depth: depth + 1) else { return nil }
                elements.append(element)
            }
            position = cursor
            return .array(elements)
        default:
            throw RESPProtocolError(message: "a reply starting with byte \(kind)")
        }
    }

    /// The bytes up to the next CRLF (moving `position` past it), or `nil` when none arrived yet.
    private static func line(in bytes: [UInt8], at position: inout Int) throws(RESPProtocolError) -> ArraySlice<UInt8>? {
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                guard bytes[index + 1] == UInt8(ascii: "\n") else { throw RESPProtocolError(message: "a CR without LF") }
                let line = bytes[position..<index]
                position = index + 2
                return line
            }
            if index - position > maximumLineLength { throw RESPProtocolError(message: "a line longer than \(maximumLineLength) bytes") }
            index += 1
        }
        if bytes.count - position > maximumLineLength { throw RESPProtocolError(message: "a line longer than \(maximumLineLength) bytes") }
        return nil
    }

    private static func integer(_ line: ArraySlice<UInt8>) -> Int64? {
        guard !line.isEmpty, line.count <= 20 else { return nil }
        return Int64(String(decoding: line, as: UTF8.self))
    }
}

/// A command as RESP2 sends it: an array of bulk strings.
package func respCommand(_ arguments: [String]) -> [UInt8] {
    respCommand(arguments.map { Array($0.utf8) })
}

/// A command of byte arguments as RESP2 sends it.
package func respCommand(_ arguments: [[UInt8]]) -> [UInt8] {
    var bytes = Array("*\(arguments.count)\r\n".utf8)
    for argument in arguments {
        bytes += Array("$\(argument.count)\r\n".utf8)
        bytes += argument
        bytes += [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
    }
    return bytes
}
