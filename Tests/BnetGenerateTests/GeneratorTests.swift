import BattleNetTesting
import Foundation
import Testing
@testable import bnet_generate

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("bnet-generate: the tokenizer", .timeLimit(.minutes(1)))
struct TokenizerTests {
    @Test func stepsOverCommentsAndStringsAndKeepsDocLines() throws {
        let source = """
            /* a /* nested */ comment */ let a = "x\\"y" // trailing
            /// Doc line.
            let b = "\\(f("(")) and \\(g)" + #"raw "quoted" \\(not)"# + \"\"\"
                multi
                "line"
                \"\"\"
            let c = `class`
            """
        let tokens = try Tokenizer.tokens(of: source)
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.count == 4)
        #expect(strings.prefix(3).map(\.text) == ["x\"y", " and ", #"raw "quoted" \(not)"#])
        #expect(strings.map(\.isPlain) == [true, false, true, false])
        #expect(tokens.filter { $0.kind == .documentation }.map(\.text) == ["Doc line."])
        #expect(tokens.first { $0.isIdentifier("b") }?.line == 3)
        #expect(tokens.first { $0.isIdentifier("c") }?.line == 7)
        #expect(tokens.last?.isIdentifier("class") == true)
        #expect(!tokens.contains { $0.isIdentifier("comment") || $0.isIdentifier("trailing") })
    }

    @Test func anUnterminatedStringNamesItsLine() {
        #expect(throws: TokenizerError.self) { try Tokenizer.tokens(of: "let a = 1\nlet b = \"open\n") }
        do {
            _ = try Tokenizer.tokens(of: "let a = 1\nlet b = \"open\n")
        } catch {
            #expect(error.line == 2)
        }
    }
}

@Suite("bnet-generate: reading declarations", .timeLimit(.minutes(1)))
struct DeclarationReaderTests {
    static let form = """
        import Foundation

        extension D3.Operations {
            /// **Act**: one act and its quests,
            /// on two lines.
            ///
            /// More text.
            /// - Remark: HTTP GET /d3/data/act/{actId}
            package static let act = APIOperation<D3.Act, Int>(ID.act, "/d3/data/act/{actId}")

            /// A profile.
            package static let hero = APIOperation<D3.Hero, BattleTag, Int>(
                "d3ProfileHero", "/d3/profile/{account}/hero/{heroId}",
                model: "a \\(interpolated) model, [and] (brackets)", labels: ["battleTag", "id"]
            )

            /// Not an operation.
            package static let other = 3
        }

        /// ```swift
        /// package static let example = APIOperation<D3.Act, Int>(ID.example, "/x")
        /// ```
        extension D3 {}
        """

    func read(_ source: String) throws(SourceError) -> [Declaration] {
        try DeclarationReader(file: "Sources/X/File.swift", source: source, namespace: "D3").declarations()
    }

    @Test func readsTheDocumentedForm() throws {
        let declarations = try read(Self.form)
        #expect(declarations.count == 2, "a declaration in a doc comment is not read")
        let act = try #require(declarations.first)
        #expect(act.name == "act")
        #expect(act.model == "D3.Act")
        #expect(act.arguments == ["Int"])
        #expect(act.id == "d3Act")
        #expect(act.statedID == nil)
        #expect(act.template == "/d3/data/act/{actId}")
        #expect(act.method == "GET")
        #expect(act.namespaceKind == nil)
        #expect(act.startLine == 9)
        #expect(act.parameters == ["actId"])
        #expect(act.summary == ["**Act**: one act and its quests,", "on two lines."])
        #expect(act.statedLabels == nil)
        #expect(act.line == 9)
        let hero = try #require(declarations.last)
        #expect(hero.id == "d3ProfileHero")
        #expect(hero.statedID == "d3ProfileHero")
        #expect(hero.startLine == 12)
        #expect(hero.line == 12)
        #expect(hero.arguments == ["BattleTag", "Int"])
        #expect(hero.statedLabels == ["battleTag", "id"])
        #expect(hero.parameters == ["account", "heroId"])
        #expect(hero.options.keys.sorted() == ["model"], "the other labeled arguments are kept as written")
    }

    @Test func readsNestedGenericTypes() throws {
        let source = """
            extension D3.Operations {
                package static let search = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>(ID.search, "/data/wow/search/item", method: .head, namespace: .static)
                package static let list = APIOperation<[D3.ItemTypeSummary], [String: Int]>(ID.list, "/d3/data/item-type/{x}")
            }
            """
        let declarations = try read(source)
        #expect(declarations.map(\.model) == ["WoW.SearchPage<WoW.ItemSearchDocument>", "[D3.ItemTypeSummary]"])
        #expect(declarations.last?.arguments == ["[String: Int]"])
        #expect(declarations.first?.method == "HEAD")
        #expect(declarations.first?.namespaceKind == "static")
        #expect(declarations.map(\.id) == ["d3Search", "d3List"])
    }

    /// Each source the reader refuses, with the line and the start of the message it reports.
    @Test("anything else that declares an operation fails with file:line", arguments: [
        ("extension D3.Operations {\n    static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    public static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    package static let act: APIOperation<D3.Act, Int> = .init(ID.act, \"/a/{b}\")\n}", 2, "declare `act` as"),
        ("extension D3 {\n    package static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\")\n}", 2, "the operation `act` must be declared directly inside `extension D3.Operations`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(id, \"/a/{b}\")\n}", 2, "`act`: the first argument must be `ID.act` (the id d3Act"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(ID.item, \"/a/{b}\")\n}", 2, "`act`: pass its own id, `ID.act`, not `ID.item`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\")\n}", 2, "`act`: \"d3Act\" is the id derived from the game and the name: write `ID.act`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3-act\", \"/a/{b}\")\n}", 2, "`act`: the id \"d3-act\" must be letters and digits"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "`act`: drop `game:`: the game follows from the id"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Acts\", \"/a/{b}\", game: .d3)\n}", 2, "`act`: drop `game:`"),
        ("extension D3.Operations {\n\n    package static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/\\(b)\")\n}", 3, "`act`: the second argument must be the path template"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\", labels: names)\n}", 2, "`act`: write `labels:` as an array"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\", namespace: kind)\n}", 2, "`act`: write `namespace` as `.name`"),
        ("extension D3.Operations {\n    package static let act = APIOperation(ID.act, \"/a/{b}\")\n}", 2, "`act`: write the model and argument types"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>.make(ID.act)\n}", 2, "`act`: the declaration's initializer must follow"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int(ID.act, \"/a/{b}\")\n}", 2, "`act`:"),
    ])
    func refused(source: String, line: Int, message: String) {
        do {
            let declarations = try read(source)
            Issue.record("read \(declarations.map(\.name)) from a form it should refuse")
        } catch {
            #expect(error.file == "Sources/X/File.swift")
            #expect(error.line == line)
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.description.hasPrefix("Sources/X/File.swift:\(line): error: "))
        }
    }
}

@Suite("bnet-generate: labels", .timeLimit(.minutes(1)))
struct LabelRuleTests {
    @Test("one rule from the path parameters", arguments: [
        ("item", ["itemId"], ["id"]),
        ("itemMedia", ["itemId"], ["id"]),
        ("characterProfileSummary", ["realmSlug", "characterName"], ["realm", "name"]),
        ("mythicKeystoneLeaderboard", ["connectedRealmId", "dungeonId", "period"], ["connectedRealm", "dungeon", "period"]),
        ("hero", ["account", "heroId"], ["account", "id"]),
        ("mythicKeystoneAffix", ["keystoneAffixId"], ["id"]),
        ("pvpLeaderboard", ["pvpSeasonId", "pvpBracket"], ["season", "bracket"]),
        ("classicPvpLeaderboard", ["pvpRegionId", "pvpSeasonId", "pvpBracket"], ["region", "season", "bracket"]),
        ("characterPvpBracketStatistics", ["realmSlug", "characterName", "pvpBracket"], ["realm", "name", "bracket"]),
        ("eraLeaderboard", ["eraId", "leaderboardId"], ["era", "id"]),
        ("artisan", ["artisanSlug"], ["slug"]),
        ("recipe", ["artisanSlug", "recipeSlug"], ["artisan", "slug"]),
        ("characterHouse", ["realmSlug", "characterName", "houseNumber"], ["realm", "name", "number"]),
        ("guild", ["realmSlug", "nameSlug"], ["realm", "name"]),
        ("season", ["regionId"], ["region"]),
    ])
    func rule(method: String, parameters: [String], labels: [String]) {
        #expect(Labels.rule(method: method, parameters: parameters) == labels)
    }

    func operation(_ source: String, game: GameModule = GameModule.all[0]) throws -> Result<DeclaredOperation, Generator.Message> {
        let declaration = try #require(try DeclarationReader(file: "F.swift", source: source, namespace: game.namespace, idPrefix: game.idPrefix).declarations().first)
        return Generator.operation(declaration, game: game)
    }

    @Test func statedLabelsWinAndAreChecked() throws {
        let stated = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, BattleTag, Int>(\"d3ProfileHero\", \"/d3/profile/{account}/hero/{heroId}\", labels: [\"battleTag\", \"id\"]) }")
        #expect(try stated.get().swiftName == "hero(battleTag:id:)")
        let endingInId = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, Int>(\"d3X\", \"/x/{heroId}\", labels: [\"heroId\"]) }")
        #expect(throws: Generator.Message.self) { try endingInId.get() }
        let wrongCount = try operation("extension D3.Operations { package static let hero = APIOperation<D3.Hero, Int>(\"d3X\", \"/x/{heroId}\", labels: [\"a\", \"b\"]) }")
        #expect(throws: Generator.Message.self) { try wrongCount.get() }
        let reserved = try operation("extension D3.Operations { package static let raw = APIOperation<D3.Hero, Int>(\"d3X\", \"/x/{heroId}\") }")
        #expect(throws: Generator.Message.self) { try reserved.get() }
        let severalParameters = try operation("extension D3.Operations { package static let profile = APIOperation<D3.Hero, SC2.ProfileReference>(\"d3X\", \"/x/{regionId}/{realmId}/{profileId}\") }")
        #expect(throws: Generator.Message.self) { try severalParameters.get() }
    }

    @Test func aSearchTakesAQuery() throws {
        let wow = try #require(GameModule.all.first { $0.namespace == "WoW" })
        let search = try operation("extension WoW.Operations { package static let itemSearch = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>(ID.itemSearch, \"/data/wow/search/item\") }", game: wow).get()
        #expect(search.isSearch)
        #expect(search.swiftName == "itemSearch(_:)")
        #expect(search.parameterList == "_ query: WoW.SearchQuery = WoW.SearchQuery()")
    }

    @Test func theDeckLookupTakesAQueryWithoutDefaultAndItsPathFormTakesAnArgument() throws {
        let hs = try #require(GameModule.all.first { $0.namespace == "Hearthstone" })
        #expect(hs.idPrefix == "hs" && hs.member == "hearthstone")
        let byQuery = try operation("extension Hearthstone.Operations { package static let deck = APIOperation<Hearthstone.Deck>(ID.deck, \"/hearthstone/deck\") }", game: hs).get()
        #expect(byQuery.isSearch && byQuery.query?.hasPages == false)
        #expect(byQuery.parameterList == "_ query: Hearthstone.DeckQuery")
        #expect(byQuery.declaration.id == "hsDeck")
        let byPath = try operation("extension Hearthstone.Operations { package static let deckByCode = APIOperation<Hearthstone.Deck, String>(ID.deckByCode, \"/hearthstone/deck/{deckCode}\", labels: [\"code\"]) }", game: hs).get()
        #expect(!byPath.isSearch)
        #expect(byPath.swiftName == "deckByCode(code:)")
        let cards = try operation("extension Hearthstone.Operations { package static let cardSearch = APIOperation<Hearthstone.CardPage>(ID.cardSearch, \"/hearthstone/cards\") }", game: hs).get()
        #expect(cards.parameterList == "_ query: Hearthstone.CardQuery = Hearthstone.CardQuery()" && cards.query?.hasPages == true)
    }

    @Test func aSummarysRelativeLinksPointToTheEndpointBuilders() {
        let calls = ["auctionCommodities": "auctionCommodities()", "item": "item(id:)"]
        #expect(Generator.absoluteLinks("except commodities (``auctionCommodities``); see ``WoW/Item`` and ``Media``", namespace: "WoW", calls: calls)
                == "except commodities (``WoW/Endpoints/auctionCommodities()``); see ``WoW/Item`` and ``Media``")
        #expect(Generator.absoluteLinks("as ``item`` and ``unknown`` do", namespace: "WoW", calls: calls)
                == "as ``WoW/Endpoints/item(id:)`` and `unknown` do")
    }

    @Test func aKeywordLabelIsEscapedAsAParameterName() throws {
        let skill = try operation("extension D3.Operations { package static let skill = APIOperation<D3.SkillDetail, D3.HeroClass, String>(\"d3ApiSkill\", \"/d3/data/hero/{classSlug}/skill/{skillSlug}\") }").get()
        #expect(skill.swiftName == "skill(class:slug:)")
        #expect(skill.parameterList == "`class`: D3.HeroClass, slug: String")
        #expect(skill.forwardedArguments == "class: `class`, slug: slug")
    }
}

@Suite("bnet-generate: the package's own declarations", .timeLimit(.minutes(2)))
struct PackageDeclarationTests {
    @Test func everyDeclarationReadsAndEveryGeneratedListIsCurrent() throws {
        for game in GameModule.all {
            let (operations, problems) = try Generator.operations(of: game, root: packageRoot)
            #expect(problems.isEmpty, "\(problems.map(\.description))")
            #expect(operations.count >= 8)
            for operation in operations {
                #expect(!operation.labels.contains { $0.hasSuffix("Id") || $0.hasSuffix("ID") || $0.hasSuffix("Slug") },
                        "\(operation.swiftName): a label ends in Id or Slug")
                #expect(operation.labels.count == operation.declaration.arguments.count || operation.isSearch)
            }
            let committed = try String(contentsOf: packageRoot.appendingPathComponent(game.output), encoding: .utf8)
            #expect(committed == Generator.operationList(game, operations), "\(game.output) is stale: run `swift run bnet-generate`")
        }
    }

    @Test func theOAuthRequestsAreDeclaredLikeTheGamesOperationsWithTheirIdsUnchanged() throws {
        let oauth = GameModule.oauth
        let (operations, problems) = try Generator.operations(of: oauth, root: packageRoot)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        // The ids users, fixtures and events know: derived from `oauth` and the name, none stated.
        #expect(operations.map(\.declaration.id) == [
            "oauthTokenClientCredentials", "oauthTokenAuthorizationCode", "oauthCheckToken", "oauthUserInfo",
        ])
        #expect(operations.allSatisfy { $0.declaration.statedID == nil })
        #expect(operations.map { "\($0.declaration.method) \($0.declaration.template)" } == [
            "POST /token", "POST /token", "POST /check_token", "GET /userinfo",
        ])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(oauth.output), encoding: .utf8)
        let list = Generator.operationList(oauth, operations)
        #expect(committed == list, "\(oauth.output) is stale: run `swift run bnet-generate`")
        // Ids and the list only: nothing calls these requests but the package.
        #expect(list.contains("package static let checkToken = \"oauthCheckToken\""))
        #expect(list.contains("        userInfo.erased,"))
        #expect(!list.contains("Endpoints") && !list.contains("OperationRepository"))
        // Its HTTP lines are generated in place like a game's.
        let source = try String(contentsOf: packageRoot.appendingPathComponent(oauth.sources + "/OAuthOperations.swift"), encoding: .utf8)
        #expect(source.components(separatedBy: "/// - Remark: HTTP ").count == 5)
    }

    @Test func checkModeNamesAStaleFileAndWriteModeRewritesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/BattleNetD3")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for game in GameModule.all {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(game.catalog), withIntermediateDirectories: true)
            try "## Topics\n\n\(DocCTopics.begin)\n\(DocCTopics.end)\n"
                .write(to: root.appendingPathComponent(game.topicsArticle), atomically: true, encoding: .utf8)
        }
        for game in GameModule.withDeclarations.dropFirst() {
            let output = root.appendingPathComponent(game.output)
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: output, atomically: true, encoding: .utf8)
        }
        try "// swift-tools-version: 6.0".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try DeclarationReaderTests.form.write(to: sources.appendingPathComponent("Act.swift"), atomically: true, encoding: .utf8)
        try "extension D3 {\n    /// An act.\n    public struct Act {}\n    /// A hero.\n    public struct Hero {}\n}\n"
            .write(to: sources.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        let list = root.appendingPathComponent("Sources/BattleNetD3/OperationList.swift")
        try "stale".write(to: list, atomically: true, encoding: .utf8)

        var errors: [String] = []
        let check = Command.run(["--check", "--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) })
        #expect(check == 1)
        #expect(errors.contains { $0.hasPrefix("Sources/BattleNetD3/OperationList.swift: stale (the operation list)") })
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")

        // Under CI the write mode only checks.
        #expect(Command.run(["--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 1)
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")

        #expect(Command.run(["--root", root.path], environment: [:], output: { _ in }, errors: { _ in }) == 0)
        let written = try String(contentsOf: list, encoding: .utf8)
        #expect(written.contains("public static func act(id: Int) -> BattleNetRequest<D3.Act>"))
        #expect(written.contains("public func hero(battleTag: BattleTag, id: Int) async throws -> D3.Hero"))
        #expect(written.contains("package static let all: [AnyAPIOperation]"))
        #expect(written.contains("extension OperationRepository where Game == D3 {"))
        #expect(Command.run(["--check", "--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 0)

        // A declaration it cannot read stops it with file:line, and nothing is written.
        try "extension D3.Operations {\n    static let bad = APIOperation<D3.Act>(ID.bad, \"/bad\")\n}\n"
            .write(to: sources.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        errors = []
        #expect(Command.run(["--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) }) == 1)
        #expect(errors == ["Sources/BattleNetD3/Bad.swift:2: error: the operation `bad` must be declared `package static let`"])
        #expect(try String(contentsOf: list, encoding: .utf8) == written)
    }

    @Test func theCheckModePassesOnThePackage() async {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        await withTaskExecutorPreference(HeavyWork.executor) {
            var errors: [String] = []
            var lines: [String] = []
            #expect(Command.run(["--check", "--root", packageRoot.path], environment: [:], output: { lines.append($0) }, errors: { errors.append($0) }) == 0)
            #expect(errors == [])
            #expect(lines.first?.contains("the doc lines, the DocC topics, the coverage article and ") == true)
        }
    }

    @Test func theMigrationTableHasARowPerOperation() throws {
        var lines: [String] = []
        #expect(Command.run(["--migration-table", "--root", packageRoot.path], environment: [:], output: { lines.append($0) }, errors: { _ in }) == 0)
        let rows = lines.joined(separator: "\n").split(separator: "\n")
        let count = try GameModule.all.map { try Generator.operations(of: $0, root: packageRoot).operations.count }.reduce(0, +)
        #expect(rows.count == 2 + count)
        #expect(rows.contains("| `WoW.Operations.item` | `client.wow.item(Int)` | `client.wow.item(id: Int)` |"))
        #expect(rows.contains("| `D3.Operations.hero` | `client.d3.hero(BattleTag, Int)` | `client.d3.hero(battleTag: BattleTag, id: Int)` |"))
    }
}

@Suite("bnet-generate: ids", .timeLimit(.minutes(1)))
struct IdsTests {
    @Test func anIDIsTheGameAndTheName() {
        #expect(Ids.derived(prefix: "d3", name: "act") == "d3Act")
        #expect(Ids.derived(prefix: "wow", name: "classicAuctions") == "wowClassicAuctions")
        #expect(Ids.derived(prefix: "sc2", name: "season") == "sc2Season")
    }

    @Test func theGeneratedListDeclaresEveryIDByName() throws {
        let source = """
            extension D3.Operations {
                package static let act = APIOperation<D3.Act, Int>(ID.act, "/d3/data/act/{actId}")
                package static let skill = APIOperation<D3.SkillDetail, D3.HeroClass, String>("d3ApiSkill", "/d3/data/hero/{classSlug}/skill/{skillSlug}")
            }
            """
        let declarations = try DeclarationReader(file: "F.swift", source: source, namespace: "D3").declarations()
        let game = GameModule.all[0]
        let operations = try declarations.map { try Generator.operation($0, game: game).get() }
        let list = Generator.operationList(game, operations)
        #expect(list.contains("    package enum ID {\n        package static let act = \"d3Act\"\n        package static let skill = \"d3ApiSkill\"  // stated by the declaration\n    }"))
        #expect(list.contains("(`d3` + `act` is `d3Act`)"))
        #expect(list.contains("        case \"d3ApiSkill\": skill.erased(swiftName: \"skill(class:slug:)\")"))
    }
}

@Suite("bnet-generate: doc lines", .timeLimit(.minutes(1)))
struct DocLinesTests {
    @Test("the type a response line goes to", arguments: [
        ("D3.Act", "D3.Act", ""),
        ("[D3.ItemTypeSummary]", "D3.ItemTypeSummary", ", an array of these"),
        ("D3.SearchPage<D3.ItemDocument>", "D3.ItemDocument", ", in a ``D3/SearchPage``"),
    ])
    func response(model: String, type: String, how: String) {
        #expect(DocLines.response(of: model, namespace: "D3") == DocLines.Response(type: type, how: how))
    }

    @Test func otherShapesHaveNoResponseLine() {
        for model in ["Data", "WoW.Item", "[String: Int]", "D3.Outer.Inner", "D3.Pair<D3.A, D3.B>"] {
            #expect(DocLines.response(of: model, namespace: "D3") == nil, "\(model)")
        }
    }

    static let source = """
        extension D3.Operations {
            /// **Act**: one act.
            /// - Remark: HTTP GET /d3/data/old
            /// - Note: kept.
            package static let act = APIOperation<D3.Act, Int>(ID.act, "/d3/data/act/{actId}")

            /// **Acts**: every act.
            package static let acts = APIOperation<[D3.Act]>(ID.acts, "/d3/data/act", namespace: .static)
        }

        extension D3 {
            /// An act of the campaign.
            ///
            /// ```swift
            /// let act = try await client.d3.act(id: 1)
            /// ```
            @available(macOS 14, *)
            public struct Act: Codable {}

            public struct Quest: Codable {}
        }
        """

    func update(_ source: String) throws -> DocLines.Update {
        let game = GameModule.all[0]
        let declarations = try DeclarationReader(file: "F.swift", source: source, namespace: "D3").declarations()
        let operations = try declarations.map { try Generator.operation($0, game: game).get() }
        let types = try TypeScanner.types(file: "F.swift", source: source)
        let act = try #require(types.first { $0.qualifiedName == "D3.Act" })
        return DocLines.update(file: "F.swift", source: source, declarations: declarations, responses: [(act, operations)], namespace: "D3")
    }

    @Test func theHTTPLinesAndTheResponseParagraphAreWrittenInPlace() throws {
        let update = try update(Self.source)
        #expect(update.problems == [])
        #expect(update.stale == ["the HTTP line of `act`", "the HTTP line of `acts`", "the response line of `D3.Act`"])
        #expect(update.text == """
            extension D3.Operations {
                /// **Act**: one act.
                /// - Note: kept.
                /// - Remark: HTTP GET /d3/data/act/{actId}
                package static let act = APIOperation<D3.Act, Int>(ID.act, "/d3/data/act/{actId}")

                /// **Acts**: every act.
                /// - Remark: HTTP GET /d3/data/act (namespace `static`)
                package static let acts = APIOperation<[D3.Act]>(ID.acts, "/d3/data/act", namespace: .static)
            }

            extension D3 {
                /// An act of the campaign.
                ///
                /// Response of:
                /// - `GET /d3/data/act/{actId}` (``D3/Endpoints/act(id:)``)
                /// - `GET /d3/data/act` (``D3/Endpoints/acts()``), an array of these
                ///
                /// ```swift
                /// let act = try await client.d3.act(id: 1)
                /// ```
                @available(macOS 14, *)
                public struct Act: Codable {}

                public struct Quest: Codable {}
            }
            """)
        // Written once, the file is current; a stale paragraph anywhere is replaced in its place.
        #expect(try self.update(update.text).stale == [])
        let moved = update.text.replacingOccurrences(of: "(``D3/Endpoints/acts()``)", with: "(``D3/Endpoints/old()``)")
        let again = try self.update(moved)
        #expect(again.stale == ["the response line of `D3.Act`"])
        #expect(again.text == update.text)
    }

    @Test func aTypeWithoutACommentGetsTheResponseLineAlone() throws {
        let source = Self.source.replacingOccurrences(of: "APIOperation<[D3.Act]>", with: "APIOperation<[D3.Quest]>")
        let game = GameModule.all[0]
        let declarations = try DeclarationReader(file: "F.swift", source: source, namespace: "D3").declarations()
        let types = try TypeScanner.types(file: "F.swift", source: Self.source)
        let quest = try #require(types.first { $0.qualifiedName == "D3.Quest" })
        let operation = try Generator.operation(declarations[1], game: game).get()
        let update = DocLines.update(file: "F.swift", source: Self.source, declarations: [], responses: [(quest, [operation])], namespace: "D3")
        #expect(update.text.contains("\n\n    /// Response of `GET /d3/data/act` (``D3/Endpoints/acts()``), an array of these.\n    public struct Quest"))
    }

    @Test func aCommentThatRestatesTheRequestIsRefused() throws {
        let source = Self.source.replacingOccurrences(of: "/// An act of the campaign.", with: "/// An act (`GET /d3/data/act/{actId}`).")
        let update = try update(source)
        #expect(update.problems.map(\.line) == [12])
        #expect(update.problems.first?.message.hasPrefix("the doc comment of `D3.Act` restates a request") == true)
    }

    @Test func theScannerFindsNamespaceTypesAndTheirScopes() throws {
        let types = try TypeScanner.types(file: "F.swift", source: """
            public enum D3 {
                public struct A { struct Inner {} }
                public typealias B = [A]
            }
            extension D3.A { public enum C { case x } }
            extension D3 {
                final public class D {}
                func f() { struct Local {} }
                class func g() {}
            }
            """)
        #expect(types.map(\.qualifiedName) == ["D3", "D3.A", "D3.A.Inner", "D3.B", "D3.A.C", "D3.D"])
        #expect(types.map(\.isPublic) == [true, true, false, true, true, true])
        #expect(types.map(\.line) == [1, 2, 2, 3, 5, 7])
    }
}

@Suite("bnet-generate: DocC topics", .timeLimit(.minutes(1)))
struct DocCTopicsTests {
    @Test("headings from folders and files", arguments: [
        ("GameData/Achievement", "Game Data: Achievement"),
        ("GameData/WoWToken", "Game Data: WoW Token"),
        ("GameData/PvpSeason", "Game Data: PvP Season"),
        ("Legacy/LegacyData", "Legacy: Data"),
        ("Profile/Profile", "Profile"),
        ("Profile/CharacterProfile", "Profile: Character Profile"),
        ("Icon", "Icon"),
    ])
    func heading(key: String, heading: String) {
        #expect(DocCTopics.heading(key, namespace: "WoW") == heading)
    }

    @Test func aModelsFileJoinsItsFamily() {
        #expect(DocCTopics.key("GameData/ItemModels.swift") == "GameData/Item")
        #expect(DocCTopics.key("GameData/Item.swift") == "GameData/Item")
        #expect(DocCTopics.key("Models.swift") == "Models")
    }

    @Test func theRegionIsReplacedAndHandCuratedSymbolsAreLeftOut() throws {
        let article = """
            # Operations

            ## Topics

            \(DocCTopics.begin)
            ### Old
            - ``D3/Old``
            \(DocCTopics.end)

            ### By hand

            - ``D3/Shared``
            """
        #expect(DocCTopics.handCurated(article) == ["D3/Shared"])
        let families = [DocCTopics.Family(heading: "Community: Act", symbols: ["D3/Endpoints/act(id:)", "D3/Act"])]
        let updated = try #require(DocCTopics.update(article, region: DocCTopics.region(families)))
        #expect(updated == """
            # Operations

            ## Topics

            \(DocCTopics.begin)

            ### Community: Act

            - ``D3/Endpoints/act(id:)``
            - ``D3/Act``

            \(DocCTopics.end)

            ### By hand

            - ``D3/Shared``
            """)
        #expect(DocCTopics.update("## Topics\n", region: []) == nil)
    }

    @Test func theFamiliesOfTheD3Module() throws {
        let game = GameModule.all[0]
        let sources = try Generator.sources(of: game, root: packageRoot)
        let operations = Generator.operations(of: game, sources: sources).operations
        let types = try sources.flatMap { try TypeScanner.types(file: $0.path, source: $0.text) }
        let families = DocCTopics.families(
            game, files: sources.map { String($0.path.dropFirst(game.sources.count + 1)) }, operations: operations,
            types: types, handCurated: ["D3/Quest"]
        )
        let act = try #require(families.first)
        #expect(act == DocCTopics.Family(heading: "Community: Act", symbols: ["D3/Endpoints/actIndex()", "D3/Endpoints/act(id:)", "D3/ActIndex", "D3/Act"]))
        let item = try #require(families.first { $0.heading == "Community: Item" })
        #expect(item.symbols.prefix(3) == ["D3/Endpoints/item(key:)", "D3/Item", "D3/ItemDisplayColor"], "ItemModels.swift joins Item.swift")
        // Eras and seasons are one family (LeaderboardPeriod.swift); Leaderboard.swift's model is returned by
        // that family only, so its group lists it (unless an article curates it by hand).
        let periods = try #require(families.first { $0.heading == "Game Data: Leaderboard Period" })
        #expect(periods.symbols.contains("D3/Leaderboard"))
        #expect(periods.symbols.prefix(2) == ["D3/Endpoints/eraIndex()", "D3/Endpoints/era(id:)"])
        #expect(families.filter { $0.symbols.contains("D3/Leaderboard") }.count == 1)
        #expect(families.map(\.heading) == [
            "Community: Act", "Community: Artisan", "Community: Character Class", "Community: Follower", "Community: Item",
            "Community: Item Type", "Game Data: Leaderboard Period", "Profile",
        ])
    }
}

/// The issue's "done when": adding an endpoint touches its declaration (with its summary) and its model
/// only; the check names what else is stale, and the generator brings it up to date.
@Suite("bnet-generate: adding an endpoint", .timeLimit(.minutes(1)))
struct AddingAnEndpointTests {
    static let sample = """
        import Foundation

        extension D3.Operations {
            /// **Rune**: one rune of a skill, with its description.
            package static let rune = APIOperation<D3.RuneDetail, D3.HeroClass, String>(ID.rune, "/d3/data/hero/{classSlug}/rune/{runeSlug}")
        }

        extension D3 {
            /// One rune of a skill, with its description.
            public struct RuneDetail: Codable, Sendable, Hashable {
                /// The rune's name.
                public let name: String
            }
        }

        """

    /// Every file under `directory`, relative to it, with its bytes.
    func files(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let base = directory.resolvingSymlinksInPath().path
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func theCheckNamesWhatIsStaleAndTheGeneratorWritesIt() async throws {
        // Seconds of CPU: off the cooperative pool, so the timing-sensitive suites beside it keep running.
        try await withTaskExecutorPreference(HeavyWork.executor) {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-generate-sample-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Package.swift"), to: root.appendingPathComponent("Package.swift"))
            // The game modules, and Core, whose readers the generated fast readers of the models use.
            for sources in GameModule.all.map(\.sources) + ["Sources/BattleNetCore"] {
                try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(sources), to: root.appendingPathComponent(sources))
            }
            // What the coverage article reads besides the declarations.
            for file in ["Fixtures/MANIFEST.tsv", "Fixtures/COVERAGE.tsv", "Sources/BattleNetTesting/Resources/endpoints.tsv"] {
                let copy = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(file), to: copy)
            }
            func run(_ arguments: [String]) -> (code: Int32, errors: [String]) {
                var errors: [String] = []
                let code = Command.run(arguments + ["--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) })
                return (code, errors)
            }
            #expect(run(["--check"]).code == 0, "the copy starts current")

            // The author's part: the declaration with its summary, and its model.
            let sample = root.appendingPathComponent("Sources/BattleNetD3/Community/Rune.swift")
            try Self.sample.write(to: sample, atomically: true, encoding: .utf8)
            let before = try files(root)

            let check = run(["--check"])
            #expect(check.code == 1)
            #expect(check.errors == [
                "Sources/BattleNetD3/OperationList.swift: stale (the operation list): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
                "Sources/BattleNetD3/Community/Rune.swift: stale (the HTTP line of `rune`; the response line of `D3.RuneDetail`): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
                "Sources/BattleNetD3/BattleNetD3.docc/DiabloIIIOperations.md: stale (the generated topics): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
                "Sources/BattleNetCore/BattleNetCore.docc/Coverage.md: stale (the coverage article): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
            ])
            #expect(try files(root) == before, "the check writes nothing")

            #expect(run([]).code == 0)
            #expect(run(["--check"]) == (0, []))

            // Only the generated files and the sample's own doc lines changed.
            let after = try files(root)
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            #expect(changed == [
                "Sources/BattleNetD3/OperationList.swift", "Sources/BattleNetD3/Community/Rune.swift",
                "Sources/BattleNetD3/BattleNetD3.docc/DiabloIIIOperations.md", "Sources/BattleNetCore/BattleNetCore.docc/Coverage.md",
            ])
            let text = { (path: String) in String(decoding: after[path] ?? Data(), as: UTF8.self) }
            #expect(text("Sources/BattleNetCore/BattleNetCore.docc/Coverage.md")
                .contains("| `d3Rune` | GET `/d3/data/hero/{classSlug}/rune/{runeSlug}` | client | `D3.RuneDetail` | 0 |\n"))
            #expect(text("Sources/BattleNetD3/Community/Rune.swift") == """
                import Foundation

                extension D3.Operations {
                    /// **Rune**: one rune of a skill, with its description.
                    /// - Remark: HTTP GET /d3/data/hero/{classSlug}/rune/{runeSlug}
                    package static let rune = APIOperation<D3.RuneDetail, D3.HeroClass, String>(ID.rune, "/d3/data/hero/{classSlug}/rune/{runeSlug}")
                }

                extension D3 {
                    /// One rune of a skill, with its description.
                    ///
                    /// Response of `GET /d3/data/hero/{classSlug}/rune/{runeSlug}` (``D3/Endpoints/rune(class:slug:)``).
                    public struct RuneDetail: Codable, Sendable, Hashable {
                        /// The rune's name.
                        public let name: String
                    }
                }

                """)
            let list = text("Sources/BattleNetD3/OperationList.swift")
            for entry in [
                "        package static let rune = \"d3Rune\"\n",
                "        rune.erased(swiftName: \"rune(class:slug:)\"),\n",
                "        case \"d3Rune\": rune.erased(swiftName: \"rune(class:slug:)\")\n",
                "        /// **Rune**: one rune of a skill, with its description.\n",
                "        public static func rune(`class`: D3.HeroClass, slug: String) -> BattleNetRequest<D3.RuneDetail> {\n",
                "    public func rune(`class`: D3.HeroClass, slug: String) async throws -> D3.RuneDetail {\n",
                "    public func rune(`class`: D3.HeroClass, slug: String) async throws -> RawResponse {\n",
            ] {
                #expect(list.contains(entry), "OperationList.swift lacks \(entry)")
            }
            #expect(text("Sources/BattleNetD3/BattleNetD3.docc/DiabloIIIOperations.md").contains("""
                ### Community: Rune

                - ``D3/Endpoints/rune(class:slug:)``
                - ``D3/RuneDetail``

                """))
        }
    }
}
