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

    @Test func aClaimedLengthIsAWaitNotAnAllocation() throws {
        var reader = RESPReader()
        reader.append(Array("$67108864\r\nabc".utf8))   // 64 MiB claimed, 3 bytes sent
        #expect(try reader.next() == nil)
        var array = RESPReader()
        array.append(Array("*1000000\r\n:1\r\n".utf8))
        #expect(try array.next() == nil)
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
