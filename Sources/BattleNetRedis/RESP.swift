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
/// The parse keeps its place between reads: the arrays being filled, a bulk string's announced length,
/// how far a line was searched for its CRLF. Each byte is looked at once, however many reads a reply
/// takes (re-parsing the whole buffer after each read would be quadratic in the reply's size).
///
/// Bounded: a reply of more than ``maximumReplyBytes`` bytes (counted from its first byte, its
/// elements included), a line longer than ``maximumLineLength``, an array of more than
/// ``maximumElements`` elements or nested deeper than ``maximumDepth`` is a protocol error, never an
/// allocation of what the peer claims. A bulk string or an array that announces more than the reply
/// may hold (an element takes at least 3 bytes) is refused when announced, before its bytes arrive.
/// After an error every later ``next()`` throws it again: the connection cannot be trusted past it.
package struct RESPReader: Sendable {
    package static let maximumLineLength = 64 * 1024
    package static let maximumElements = 1 << 20
    package static let maximumDepth = 32
    /// The reply bound of a reader made without one: 1 MiB.
    package static let defaultMaximumReplyBytes = 1 << 20

    /// The most bytes one reply may take; may be changed between replies (a command that expects a
    /// larger or a smaller one).
    package var maximumReplyBytes: Int

    private var buffer: [UInt8] = []
    /// The first byte not yet read as (part of) a value.
    private var start = 0
    /// How many bytes after `start` are known to hold no CR: the search for a line's end resumes there.
    private var scanned = 0
    /// The bytes of the reply being read, consumed so far.
    private var replyBytes = 0
    /// The arrays being filled, outermost first.
    private var open: [(remaining: Int, elements: [RESPValue])] = []
    /// A bulk string's length, read from its header; its bytes and CRLF are awaited.
    private var pendingBulk: Int?
    private var failure: RESPProtocolError?

    /// A reader refusing replies of more than `maximumReplyBytes` bytes (1 MiB by default).
    package init(maximumReplyBytes: Int = RESPReader.defaultMaximumReplyBytes) {
        self.maximumReplyBytes = max(16, maximumReplyBytes)
    }

    /// Bytes read from the connection.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// How many bytes are held but not yet read as (part of) a value.
    package var pendingByteCount: Int { buffer.count - start }

    /// Whether a reply has begun but is not whole yet.
    package var isInsideReply: Bool { replyBytes > 0 || pendingBulk != nil || !open.isEmpty }

    /// The next whole value, or `nil` when the bytes held end inside one.
    /// - Throws: ``RESPProtocolError`` when the bytes are not RESP2 (or break a bound); again on every
    ///   later call.
    package mutating func next() throws(RESPProtocolError) -> RESPValue? {
        if let failure { throw failure }
        do throws(RESPProtocolError) {
            let value = try advance()
            compact()
            return value
        } catch {
            failure = error
            buffer = []
            start = 0
            open = []
            throw error
        }
    }

    private mutating func advance() throws(RESPProtocolError) -> RESPValue? {
        while true {
            var item: RESPValue
            if let length = pendingBulk {
                guard buffer.count - start >= length + 2 else { return nil }
                guard buffer[start + length] == UInt8(ascii: "\r"), buffer[start + length + 1] == UInt8(ascii: "\n") else {
                    throw RESPProtocolError(message: "a bulk string not followed by CRLF")
                }
                item = .bulk(Array(buffer[start..<(start + length)]))
                start += length + 2
                replyBytes += length + 2
                pendingBulk = nil
            } else {
                guard let (kind, line) = try takeLine() else { return nil }
                switch kind {
                case UInt8(ascii: "+"):
                    item = .simple(String(decoding: line, as: UTF8.self))
                case UInt8(ascii: "-"):
                    item = .error(String(decoding: line, as: UTF8.self))
                case UInt8(ascii: ":"):
                    guard let number = Self.integer(line) else { throw RESPProtocolError(message: "an integer reply that is not a number") }
                    item = .integer(number)
                case UInt8(ascii: "$"):
                    guard let length = Self.integer(line), length >= -1 else { throw RESPProtocolError(message: "a bulk string of a bad length") }
                    if length == -1 {
                        item = .bulk(nil)
                    } else {
                        // The reply's bytes so far, the payload and its CRLF: all within the bound.
                        guard length <= Int64(maximumReplyBytes - replyBytes) - 2 else {
                            throw RESPProtocolError(message: "a bulk string of \(length) bytes in a reply of at most \(maximumReplyBytes) bytes")
                        }
                        pendingBulk = Int(length)
                        continue
                    }
                case UInt8(ascii: "*"):
                    guard let count = Self.integer(line), count >= -1 else { throw RESPProtocolError(message: "an array of a bad length") }
                    if count == -1 {
                        item = .array(nil)
                    } else if count == 0 {
                        item = .array([])
                    } else {
                        guard count <= Self.maximumElements else {
                            throw RESPProtocolError(message: "an array of \(count) elements (at most \(Self.maximumElements))")
                        }
                        guard open.count < Self.maximumDepth else {
                            throw RESPProtocolError(message: "arrays nested deeper than \(Self.maximumDepth)")
                        }
                        // Each element takes at least 3 bytes (`+\r\n`); no array is reserved for what the peer claims.
                        guard count * 3 <= Int64(maximumReplyBytes - replyBytes) else {
                            throw RESPProtocolError(message: "an array of \(count) elements in a reply of at most \(maximumReplyBytes) bytes")
                        }
                        open.append((Int(count), []))
                        continue
                    }
                default:
                    throw RESPProtocolError(message: "a reply starting with byte \(kind)")
                }
            }
            // The item completes an element; a filled array completes one of its parent's, or the reply.
            while let last = open.indices.last {
                open[last].elements.append(item)
                open[last].remaining -= 1
                guard open[last].remaining == 0 else { break }
                item = .array(open.removeLast().elements)
            }
            if open.isEmpty {
                replyBytes = 0
                return item
            }
        }
    }

    /// The kind byte and the bytes up to the next CRLF (consumed, with the CRLF), or `nil` when the
    /// line has not arrived whole yet. The bytes already searched are not searched again.
    private mutating func takeLine() throws(RESPProtocolError) -> (UInt8, ArraySlice<UInt8>)? {
        guard start < buffer.count else { return nil }
        let kind = buffer[start]
        switch kind {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "$"), UInt8(ascii: "*"): break
        default: throw RESPProtocolError(message: "a reply starting with byte \(kind)")
        }
        let room = min(Self.maximumLineLength, maximumReplyBytes - replyBytes)
        var index = start + max(1, scanned)
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\r") {
                guard index + 1 < buffer.count else { break }
                guard buffer[index + 1] == UInt8(ascii: "\n") else { throw RESPProtocolError(message: "a CR without LF") }
                let line = buffer[(start + 1)..<index]
                let taken = index + 2 - start
                guard taken <= room + 2 else { throw tooLong() }
                start = index + 2
                replyBytes += taken
                scanned = 0
                return (kind, line)
            }
            index += 1
        }
        scanned = index - start
        guard scanned <= room + 1 else { throw tooLong() }
        return nil
    }

    private func tooLong() -> RESPProtocolError {
        maximumReplyBytes - replyBytes < Self.maximumLineLength
            ? RESPProtocolError(message: "a reply longer than \(maximumReplyBytes) bytes")
            : RESPProtocolError(message: "a line longer than \(Self.maximumLineLength) bytes")
    }

    /// Drops the bytes read, once they are most of the buffer (so the copy is paid for by the reads).
    private mutating func compact() {
        if start == buffer.count {
            if start > 0 {
                buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
                start = 0
            }
        } else if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
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
