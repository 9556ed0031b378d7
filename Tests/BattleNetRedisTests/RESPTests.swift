import Foundation
import Testing
@testable import BattleNetRedis

@Suite("RESP2 reader and writer")
struct RESPTests {
    static let replies: [(bytes: String, value: RESPValue)] = [
        ("+OK\r\n", .simple("OK")),
        ("-NOSCRIPT No matching script. Please use EVAL.\r\n", .error("NOSCRIPT No matching script. Please use EVAL.")),
        (":-42\r\n", .integer(-42)),
        ("$5\r\nhe\r\no\r\n", .bulk(Array("he\r\no".utf8))),
        ("$0\r\n\r\n", .bulk([])),
        ("$-1\r\n", .bulk(nil)),
        ("*-1\r\n", .array(nil)),
        ("*0\r\n", .array([])),
        ("*3\r\n:1\r\n$3\r\nabc\r\n*2\r\n+x\r\n-ERR y\r\n", .array([.integer(1), .bulk(Array("abc".utf8)), .array([.simple("x"), .error("ERR y")])])),
    ]

    @Test func everyKindOfReplyReadsWholeAndByteByByte() throws {
        for (text, expected) in Self.replies {
            var whole = RESPReader()
            whole.append(Array(text.utf8))
            #expect(try whole.next() == expected, "\(text)")
            #expect(try whole.next() == nil)
            var split = RESPReader()
            var got: RESPValue?
            for byte in text.utf8 {
                #expect(got == nil, "a value before its last byte: \(text)")
                split.append([byte])
                got = try split.next()
            }
            #expect(got == expected, "\(text) read byte by byte")
            #expect(split.pendingByteCount == 0)
        }
    }

    @Test func pipelinedRepliesComeOutInOrder() throws {
        var reader = RESPReader()
        reader.append(Array(Self.replies.map(\.bytes).joined().utf8))
        var values: [RESPValue] = []
        while let value = try reader.next() { values.append(value) }
        #expect(values == Self.replies.map(\.value))
    }

    @Test(arguments: [
        "?x\r\n", ":12a\r\n", "$-2\r\n", "*-5\r\n", "$3\r\nabcd\r\n", "+OK\rX", "$99999999999\r\n",
        "*2000000\r\n", String(repeating: "*1\r\n", count: 40) + ":1\r\n",
    ])
    func bytesThatAreNotRESPAreRefused(text: String) {
        var reader = RESPReader()
        reader.append(Array(text.utf8))
        #expect(throws: RESPProtocolError.self) { try reader.next() }
    }

    @Test func arraysNestedToTheLimitAreReadAndOneLevelDeeperIsRefused() throws {
        let deepest = String(repeating: "*1\r\n", count: RESPReader.maximumDepth) + ":1\r\n"
        var reader = RESPReader()
        reader.append(Array(deepest.utf8))
        var value = try #require(try reader.next())
        var depth = 0
        while case .array(let elements?) = value, let inner = elements.first {
            depth += 1
            value = inner
        }
        #expect(depth == RESPReader.maximumDepth && value == .integer(1))
        var deeper = RESPReader()
        deeper.append(Array(("*1\r\n" + deepest).utf8))
        #expect(throws: RESPProtocolError.self) { try deeper.next() }
    }

    /// A bulk string's bytes end with exactly CR LF: any other two bytes after them are refused.
    @Test(arguments: ["$3\r\nabc\n\r", "$3\r\nabc\r\r", "$3\r\nabc\n\n", "$3\r\nabcXY", "$3\r\nabc\rX"])
    func aBulkStringNotEndedByCRLFIsRefused(text: String) throws {
        var reader = RESPReader()
        reader.append(Array(text.utf8))
        #expect(throws: RESPProtocolError.self) { try reader.next() }
        var control = RESPReader()
        control.append(Array("$3\r\nabc\r\n".utf8))
        #expect(try control.next() == .bulk(Array("abc".utf8)))
    }

    @Test func aClaimedLengthIsAWaitNotAnAllocation() throws {
        var reader = RESPReader(maximumReplyBytes: 65 << 20)
        reader.append(Array("$67108864\r\nabc".utf8))   // 64 MiB claimed, 3 bytes sent
        #expect(try reader.next() == nil)
        var array = RESPReader(maximumReplyBytes: 4 << 20)
        array.append(Array("*1000000\r\n:1\r\n".utf8))
        #expect(try array.next() == nil)
        // Past the reply's bound, the same claims are refused when announced.
        for claim in ["$67108864\r\nabc", "*1000000\r\n:1\r\n"] {
            var bounded = RESPReader()
            bounded.append(Array(claim.utf8))
            #expect(throws: RESPProtocolError.self) { try bounded.next() }
        }
        var line = RESPReader()
        line.append(Array(repeating: UInt8(ascii: "a"), count: RESPReader.maximumLineLength + 10))
        #expect(throws: RESPProtocolError.self) { try line.next() }
    }

    @Test func commandsAreArraysOfBulkStrings() {
        #expect(String(decoding: respCommand(["SET", "k", "v a", "NX"]), as: UTF8.self) == "*4\r\n$3\r\nSET\r\n$1\r\nk\r\n$3\r\nv a\r\n$2\r\nNX\r\n")
        #expect(String(decoding: respCommand(["GET", "ключ"]), as: UTF8.self) == "*2\r\n$3\r\nGET\r\n$8\r\nключ\r\n")
    }

    @Test func valuesReadAsTheirSwiftForms() {
        #expect(RESPValue.bulk(Array("17".utf8)).integer == 17)
        #expect(RESPValue.simple("PONG").string == "PONG")
        #expect(RESPValue.array(nil).elements == [])
        #expect(RESPValue.bulk(nil).isNil && RESPValue.bulk(nil).string == nil)
    }
}

/// The reservation script's reply is outside data: a hostile or broken Redis may answer any numbers.
@Suite("The fleet's reservation reply")
struct FleetReservationTests {
    static func reply(_ wait: Int64, _ granted: Int64, _ tail: Int64, _ slot: Int64) -> RESPValue {
        .array([.integer(wait), .integer(granted), .bulk(Array("e1".utf8)), .integer(tail), .integer(slot)])
    }

    @Test func theScriptsRepliesRead() throws {
        let granted = try FleetReservation(reply: Self.reply(12_000, 1, 40_000, 1_765_000_000_000_000), maximumWait: .seconds(60))
        #expect(granted == FleetReservation(wait: 12_000, granted: true, epoch: "e1", tail: 40_000, slot: 1_765_000_000_000_000))
        // A refusal names a wait beyond the maximum; a grant at exactly the maximum is read.
        let refused = try FleetReservation(reply: Self.reply(61_000_000, 0, 0, 1_765_000_061_000_000), maximumWait: .seconds(60))
        #expect(!refused.granted && refused.wait == 61_000_000)
        #expect(try FleetReservation(reply: Self.reply(60_000_000, 1, 0, 0), maximumWait: .seconds(60)).wait == 60_000_000)
    }

    @Test(arguments: [
        reply(0, 1, 0, .max),                      // a slot at Int64's end: adding the lateness would overflow
        reply(.min, 1, 0, 0),                      // a negative wait: the lateness would overflow
        reply(60_000_001, 1, 0, 0),                // a grant further away than the maximum wait
        reply(.max, 0, 0, 0),                      // a refusal beyond any clock
        reply(0, 1, -1, 0),                        // a negative tail
        reply(0, 2, 0, 0),                         // neither granted nor refused
        .array([.integer(0), .integer(1)]),        // too short
        .integer(1),                               // not an array
    ])
    func outOfRangeRepliesAreProtocolViolations(reply: RESPValue) {
        let error = #expect(throws: RedisError.self) { try FleetReservation(reply: reply, maximumWait: .seconds(60)) }
        #expect(error?.reason == .protocolViolation)
    }

    @Test func durationsInMicrosecondsSaturate() {
        #expect(Duration.seconds(Int64.max).microseconds == .max)
        #expect(Duration.seconds(Int64.min).microseconds == .min)
        #expect(Duration.milliseconds(1_500).microseconds == 1_500_000)
    }
}
