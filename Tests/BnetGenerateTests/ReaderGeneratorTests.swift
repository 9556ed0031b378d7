import Foundation
import Testing
@testable import bnet_generate

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("bnet-generate: reading models", .timeLimit(.minutes(1)))
struct ModelReaderTests {
    static let models = """
        import Foundation

        extension D3 {
            /// A board.
            public struct Board: Codable, Hashable, Sendable {
                /// The rows.
                public let rows: [Row]
                public let title: LocalizedString?
                public private(set) var season: Int
                public static let empty = 0
                public var rowCount: Int { rows.count }

                enum CodingKeys: String, CodingKey {
                    case rows = "row", title
                    case season = "season_id"
                }

                public init(rows: [Row]) {
                    let local = rows
                    self.rows = local
                    title = nil
                    season = 1
                }

                public struct Row: Codable, Hashable, Sendable {
                    public let order: Int
                    public let data: [String: Int]?
                }
            }

            public struct Named<Kind: OpenStringValue>: Codable, Hashable, Sendable {
                public let type: Kind
                public let `default`: String?
            }

            public struct Custom: Codable, Sendable {
                public let value: Int
                public init(from decoder: any Decoder) throws { value = 1 }
            }

            public struct Odd: Codable, Sendable {
                public let a = 1
                private let b: Int
            }
        }

        extension D3.Board: JSONReadable {}
        """

    func read() throws -> ModelSource {
        try ModelReader(file: "Sources/BattleNetD3/Board.swift", source: Self.models).read()
    }

    @Test func readsStoredPropertiesAndCodingKeys() throws {
        let source = try read()
        let board = try #require(source.types.first { $0.name == "D3.Board" })
        #expect(board.properties.map(\.name) == ["rows", "title", "season"], "static and computed properties are not stored")
        #expect(board.properties.map(\.type.description) == ["[Row]", "LocalizedString?", "Int"])
        #expect(board.codingKeys?.map(\.name) == ["rows", "title", "season"])
        #expect(board.codingKeys?.map(\.key) == ["row", "title", "season_id"])
        #expect(board.irregularities.isEmpty, "\(board.irregularities)")
        #expect(board.inherited == ["Codable", "Hashable", "Sendable"])
        let row = try #require(source.types.first { $0.name == "D3.Board.Row" })
        #expect(row.codingKeys == nil)
        #expect(row.properties.map(\.type) == [.named(["Int"], arguments: []), .optional(.dictionary(.named(["String"], arguments: []), .named(["Int"], arguments: [])))])
        let named = try #require(source.types.first { $0.name == "D3.Named" })
        #expect(named.genericParameters == ["Kind"])
        #expect(named.properties.map(\.name) == ["type", "default"])
    }

    @Test func notesWhatDecodesItselfAndWhatCannotBeRead() throws {
        let source = try read()
        #expect(source.decodingItself["D3.Custom"] == 38)
        #expect(source.decodingItself["D3.Board"] == nil, "an initializer that is not init(from:) does not count")
        let odd = try #require(source.types.first { $0.name == "D3.Odd" })
        #expect(odd.irregularities == ["`a` (line 42) has a default value", "`b` (line 43) is private"])
        #expect(source.conformances == [ReadableConformance(type: "D3.Board", file: "Sources/BattleNetD3/Board.swift", line: 47, hasReader: false)])
    }
}

@Suite("bnet-generate: the fast readers", .timeLimit(.minutes(2)))
struct ReaderGeneratorTests {
    /// A package root in a temporary folder with `files` (relative path → contents), the other games empty.
    static func package(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-readers-\(UUID().uuidString)")
        for game in GameModule.withDeclarations {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(game.sources), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/BattleNetCore"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            extension Int: JSONReadable { init(reading reader: inout JSONReader) throws(JSONReader.Failure) {} }
            extension String: JSONReadable { init(reading reader: inout JSONReader) throws(JSONReader.Failure) {} }
            extension LocalizedString: JSONReadable { init(reading reader: inout JSONReader) throws(JSONReader.Failure) {} }
            extension Dictionary: JSONReadable where Key == String, Value: JSONReadable {}
            public protocol OpenStringValue: RawRepresentable, Codable {}
            public protocol CaseInsensitiveStringValue: OpenStringValue {}
            """.write(to: root.appendingPathComponent("Sources/BattleNetCore/Readable.swift"), atomically: true, encoding: .utf8)
        // Each game's DocC article of operations, current for a game without operations.
        for game in GameModule.all {
            let article = root.appendingPathComponent(game.topicsArticle)
            try FileManager.default.createDirectory(at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
            try DocCTopics.article(game, families: [], example: Generator.example([]))
                .write(to: article, atomically: true, encoding: .utf8)
        }
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let board = """
        extension D3 {
            public struct Board: Codable, Hashable, Sendable {
                public let rows: [Row]
                public let title: LocalizedString?
                public let kind: Kind

                enum CodingKeys: String, CodingKey {
                    case rows = "row", title, kind
                }

                public struct Row: Codable, Hashable, Sendable {
                    public let order: Int
                    public let data: [String: Int]?
                }
            }

            public struct Kind: CaseInsensitiveStringValue {
                public let rawValue: String
            }
        }
        """

    @Test func generatesEachReaderFromItsModel() throws {
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": Self.board,
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Board: JSONReadable {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.isEmpty, "\(plan.problems)")
        #expect(plan.generated == 2)
        #expect(plan.openValues == 1)
        let file = try #require(plan.files["Sources/BattleNetD3/Generated/Board+Reading.swift"])
        #expect(file.hasPrefix(ReaderGenerator.marker + "Board.swift"))
        let expected = [
            // The opted-in root: its conformance is written by hand, so only the reader is generated.
            "extension D3.Board {",
            "    static let readKeys = JSONKeyTable<CodingKeys>([.rows, .title, .kind])",
            "        var rows: [D3.Board.Row]?",
            "        var title: LocalizedString?",
            "            case .rows: rows = try reader.read([D3.Board.Row].self, for: field)",
            "            case .title: title = try reader.read(LocalizedString?.self, for: field)",
            "        self.rows = try reader.required(rows, CodingKeys.rows)",
            "        self.title = title",
            // A model without CodingKeys reads its properties' names.
            "extension D3.Board.Row: JSONReadable {",
            "    enum ReadKeys: String, CodingKey, Sendable { case order, data }",
            "            case .data: data = try reader.read([String: Int]?.self, for: field)",
            "        self.order = try reader.required(order, ReadKeys.order)",
            "extension D3.Kind: JSONReadable {}",
        ]
        for line in expected {
            #expect(file.contains(line + "\n"), "missing: \(line)")
        }
    }

    @Test func codingKeysDeclaredInAnotherFileAreTheModels() throws {
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": "extension D3 {\n    public struct Board: Codable { public let rowCount: Int }\n}\n",
            "Sources/BattleNetD3/Keys.swift": "extension D3.Board {\n    enum CodingKeys: String, CodingKey { case rowCount = \"row_count\" }\n}\n",
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Board: JSONReadable {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.isEmpty, "\(plan.problems)")
        let file = try #require(plan.files["Sources/BattleNetD3/Generated/Board+Reading.swift"])
        #expect(file.contains("    static let readKeys = JSONKeyTable<CodingKeys>([.rowCount])\n"))
        #expect(!file.contains("ReadKeys"))
    }

    @Test("a model that cannot be read mechanically stops the generator with file:line", arguments: [
        ("public struct Custom: Codable { public let value: Int\n public init(from decoder: any Decoder) throws { value = 1 } }",
         "Sources/BattleNetD3/Board.swift:3: error: `D3.Custom` decodes itself (`init(from:)`): write its `init(reading:)` by hand beside it, in an `extension D3.Custom: JSONReadable` that reads what `init(from:)` reads"),
        ("public struct Custom: Codable { public var value: Int = 3 }",
         "Sources/BattleNetD3/Board.swift:2: error: `D3.Custom`: its reader cannot be generated: `value` (line 2) has a default value"),
        ("public struct Custom: Codable { public let value: Unknown }",
         "Sources/BattleNetD3/Board.swift:2: error: `D3.Custom.value`: no reader for `Unknown` (a model of this module, or a type Core's `JSONReader` reads)"),
        ("public struct Custom: Codable { public let value: Int?? }",
         "Sources/BattleNetD3/Board.swift:2: error: `D3.Custom`: its reader cannot be generated: `value` (line 2) is a double optional"),
        ("public struct Custom: Codable { public let value: Int\n enum CodingKeys: String, CodingKey { case other } }",
         "Sources/BattleNetD3/Board.swift:2: error: `D3.Custom.value` has no case in `CodingKeys`"),
    ])
    func refused(model: String, message: String) throws {
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": "extension D3 {\n" + model + "\n}\n",
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Custom: JSONReadable {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.map(\.description).contains(message), "\(plan.problems.map(\.description))")
        #expect(plan.files.isEmpty)
    }

    @Test func aHandWrittenReaderIsKeptAndItsFieldsAreNotRead() throws {
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": """
                extension D3 {
                    public struct Holder: Codable { public let custom: Custom }
                    public struct Custom: Codable { public let value: Elsewhere
                        public init(from decoder: any Decoder) throws { value = Elsewhere() }
                    }
                }
                extension D3.Custom: JSONReadable {
                    init(reading reader: inout JSONReader) throws(JSONReader.Failure) { self.init() }
                }
                """,
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Holder: JSONReadable {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.isEmpty, "\(plan.problems)")
        #expect(plan.handWritten == ["D3.Custom"])
        #expect(plan.generated == 1)
        let file = try #require(plan.files["Sources/BattleNetD3/Generated/Board+Reading.swift"])
        #expect(file.contains("            case .custom: custom = try reader.read(D3.Custom.self, for: field)\n"))
    }

    @Test func checkNamesAStaleReaderAndWriteBringsItUpToDate() throws {
        let model = "Sources/BattleNetD3/Board.swift"
        let reader = "Sources/BattleNetD3/Generated/Board+Reading.swift"
        let root = try Self.package([model: Self.board, "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Board: JSONReadable {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        // The operation lists of the (empty) games and of OAuth are current.
        for game in GameModule.withDeclarations {
            let list = root.appendingPathComponent(game.output)
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Generator.operationList(game, []).write(to: list, atomically: true, encoding: .utf8)
        }
        func run(_ arguments: [String], environment: [String: String] = [:]) -> (code: Int32, errors: [String]) {
            var errors: [String] = []
            let code = Command.run(arguments + ["--root", root.path], environment: environment, output: { _ in }, errors: { errors.append($0) })
            return (code, errors)
        }
        #expect(run(["--check"]) == (1, ["\(reader): stale: run `swift run bnet-generate` (the readers follow their models)"]))
        #expect(run([], environment: ["BNET_CI": "1"]).code == 1)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(reader).path))
        #expect(run([]) == (0, []))
        #expect(run(["--check"]) == (0, []))

        // A key added to the model: the reader is stale until the generator runs again.
        let source = try String(contentsOf: root.appendingPathComponent(model), encoding: .utf8)
        try source.replacingOccurrences(of: "public let kind: Kind\n", with: "public let kind: Kind\n        public let season: Int?\n")
            .replacingOccurrences(of: "case rows = \"row\", title, kind", with: "case rows = \"row\", title, kind, season = \"season_id\"")
            .write(to: root.appendingPathComponent(model), atomically: true, encoding: .utf8)
        #expect(run(["--check"]).code == 1)
        #expect(run([]).code == 0)
        let written = try String(contentsOf: root.appendingPathComponent(reader), encoding: .utf8)
        #expect(written.contains("case .season: season = try reader.read(Int?.self, for: field)\n"))
        #expect(written.contains("JSONKeyTable<CodingKeys>([.rows, .title, .kind, .season])"))

        // The opt-in removed: the reader is an orphan, removed by the write mode.
        try "".write(to: root.appendingPathComponent("Sources/BattleNetD3/JSON/FastPath.swift"), atomically: true, encoding: .utf8)
        #expect(run(["--check"]) == (1, ["\(reader): stale: no model needs it any more; run `swift run bnet-generate`"]))
        #expect(run([]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(reader).path))
    }

    @Test("a reader goes into the module's Generated folder, in its model's place", arguments: [
        ("Sources/BattleNetWoW/GameData/AuctionHouse.swift", "Sources/BattleNetWoW/Generated/GameData/AuctionHouse+Reading.swift"),
        ("Sources/BattleNetSC2/Identifiers.swift", "Sources/BattleNetSC2/Generated/Identifiers+Reading.swift"),
        ("Sources/BattleNetSC2/Legacy/Deep/LegacyLadder.swift", "Sources/BattleNetSC2/Generated/Legacy/Deep/LegacyLadder+Reading.swift"),
    ])
    func outputPath(model: String, reader: String) {
        #expect(ReaderGenerator.outputPath(for: model) == reader)
    }

    @Test func aReaderBesideItsModelIsAnOrphanAndTheWriteModeMovesIt() throws {
        let old = "Sources/BattleNetD3/Board+Reading.swift"
        let reader = "Sources/BattleNetD3/Generated/Board+Reading.swift"
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": Self.board,
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Board: JSONReadable {}\n",
            old: ReaderGenerator.header(for: "Board.swift") + "// an earlier reader, written beside its model\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.isEmpty, "\(plan.problems)")
        #expect(Array(plan.files.keys) == [reader])
        #expect(plan.orphans == [old])
        var errors: [String] = []
        #expect(ReaderGenerator.apply([plan], root: root, check: true, output: { _ in }, errors: { errors.append($0) }) == 2)
        #expect(errors == [
            "\(reader): stale: run `swift run bnet-generate` (the readers follow their models)",
            "\(old): stale: no model needs it any more; run `swift run bnet-generate`",
        ])
        #expect(ReaderGenerator.apply([plan], root: root, check: false, output: { _ in }, errors: { _ in }) == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(old).path))
        #expect(try String(contentsOf: root.appendingPathComponent(reader), encoding: .utf8) == plan.files[reader])
    }

    @Test func aFileAtAReadersPlaceThatTheGeneratorDidNotWriteIsAProblem() throws {
        let reader = "Sources/BattleNetD3/Generated/Board+Reading.swift"
        let root = try Self.package([
            "Sources/BattleNetD3/Board.swift": Self.board,
            "Sources/BattleNetD3/JSON/FastPath.swift": "extension D3.Board: JSONReadable {}\n",
            reader: "// written by hand\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try ReaderGenerator.plan(of: GameModule.all[0], root: root)
        #expect(plan.problems.map(\.description) == [
            "\(reader):1: error: the readers of Sources/BattleNetD3/Board.swift go here, but the file was not written by bnet-generate: rename it",
        ])
        #expect(plan.files.isEmpty)
    }

    @Test func thePackagesReadersAreCurrent() throws {
        var generated = 0
        for game in GameModule.all {
            let plan = try ReaderGenerator.plan(of: game, root: packageRoot)
            #expect(plan.problems.isEmpty, "\(plan.problems.map(\.description))")
            #expect(plan.orphans.isEmpty)
            for (path, expected) in plan.files {
                #expect(path.hasPrefix(game.generated + "/"), "\(path)")
                let committed = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
                #expect(committed == expected, "\(path) is stale: run `swift run bnet-generate`")
            }
            generated += plan.generated
        }
        #expect(generated >= 50)
    }
}
