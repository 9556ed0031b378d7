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
            /// - Note: not part of the summary.
            package static let act = APIOperation<D3.Act, Int>("d3Act", "/d3/data/act/{actId}")

            /// A profile.
            package static let hero = APIOperation<D3.Hero, BattleTag, Int>(
                "d3ProfileHero", "/d3/profile/{account}/hero/{heroId}",
                model: "a \\(interpolated) model, [and] (brackets)", labels: ["battleTag", "id"]
            )

            /// Not an operation.
            package static let other = 3
        }

        /// ```swift
        /// package static let example = APIOperation<D3.Act, Int>("d3Example", "/x")
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
        #expect(act.template == "/d3/data/act/{actId}")
        #expect(act.method == "GET")
        #expect(act.namespaceKind == nil)
        #expect(act.startLine == 9)
        #expect(act.parameters == ["actId"])
        #expect(act.summary == ["**Act**: one act and its quests,", "on two lines."])
        #expect(act.statedLabels == nil)
        #expect(act.line == 9)
        let hero = try #require(declarations.last)
        #expect(hero.id == "d3ProfileHero", "the id is the one stated, not one derived from the name")
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
                package static let search = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>("d3Search", "/data/wow/search/item", method: .head, namespace: .static)
                package static let list = APIOperation<[D3.ItemTypeSummary], [String: Int]>("d3ItemTypes", "/d3/data/item-type/{x}")
            }
            """
        let declarations = try read(source)
        #expect(declarations.map(\.model) == ["WoW.SearchPage<WoW.ItemSearchDocument>", "[D3.ItemTypeSummary]"])
        #expect(declarations.last?.arguments == ["[String: Int]"])
        #expect(declarations.first?.method == "HEAD")
        #expect(declarations.first?.namespaceKind == "static")
        #expect(declarations.map(\.id) == ["d3Search", "d3ItemTypes"])
    }

    /// Each source the reader refuses, with the line and the start of the message it reports.
    /// The message for a first argument that is not the catalogue id as a plain string literal.
    static let idMessage = "`act`: the first argument must be the operation's catalogue id as a plain string literal, e.g. \"d3Act\" (the name column of Blizzard's catalogue)"

    /// Each source the reader refuses, with the line and the start of the message it reports.
    @Test("anything else that declares an operation fails with file:line", arguments: [
        ("extension D3.Operations {\n    static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    public static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\")\n}", 2, "the operation `act` must be declared `package static let`"),
        ("extension D3.Operations {\n    package static let act: APIOperation<D3.Act, Int> = .init(\"d3Act\", \"/a/{b}\")\n}", 2, "declare `act` as `package static let act = APIOperation<Model, Argument...>(\"<catalogue id>\", \"/path\")`, without a type annotation"),
        ("extension D3 {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\")\n}", 2, "the operation `act` must be declared directly inside `extension D3.Operations`"),
        // The id: the catalogue's, as a plain string literal, and nothing else.
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(id, \"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(ID.act, \"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3\\(name)\", \"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3\" + \"Act\", \"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(id: \"d3Act\", \"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"/a/{b}\")\n}", 2, DeclarationReaderTests.idMessage),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3-act\", \"/a/{b}\")\n}", 2, "`act`: the id \"d3-act\" must be letters and digits"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"\", \"/a/{b}\")\n}", 2, "`act`: the id \"\" must be letters and digits"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"x1\", \"/a/{b}\")\n}", 2, "`act`: the id \"x1\" must start with the game's prefix, d3"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"sc2Act\", \"/a/{b}\")\n}", 2, "`act`: the id \"sc2Act\" must start with the game's prefix, d3"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"D3Act\", \"/a/{b}\")\n}", 2, "`act`: the id \"D3Act\" must start with the game's prefix, d3"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", game: .d3, \"/a/{b}\")\n}", 2, "`act`: drop `game:`: the game follows from the id"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Acts\", \"/a/{b}\", game: .d3)\n}", 2, "`act`: drop `game:`"),
        ("extension D3.Operations {\n\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/\\(b)\")\n}", 3, "`act`: the second argument must be the path template"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\", labels: names)\n}", 2, "`act`: write `labels:` as an array"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>(\"d3Act\", \"/a/{b}\", namespace: kind)\n}", 2, "`act`: write `namespace` as `.name`"),
        ("extension D3.Operations {\n    package static let act = APIOperation(\"d3Act\", \"/a/{b}\")\n}", 2, "`act`: write the model and argument types"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int>.make(\"d3Act\")\n}", 2, "`act`: the declaration's initializer must follow `APIOperation<…>` directly: `(\"<catalogue id>\", \"/path\")`"),
        ("extension D3.Operations {\n    package static let act = APIOperation<D3.Act, Int(\"d3Act\", \"/a/{b}\")\n}", 2, "`act`:"),
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

    @Test func theIdStartsWithTheGamesOwnPrefix() throws {
        func read(_ id: String) throws(SourceError) -> [Declaration] {
            try DeclarationReader(
                file: "F.swift", source: "extension Hearthstone.Operations {\n    package static let deck = APIOperation<Hearthstone.Deck>(\"\(id)\", \"/hearthstone/deck\")\n}",
                namespace: "Hearthstone", idPrefix: "hs"
            ).declarations()
        }
        #expect(try read("hsDeck").map(\.id) == ["hsDeck"])
        #expect(try read("hsDeckLookup").map(\.id) == ["hsDeckLookup"], "any id with the prefix, not only the derived one")
        #expect(throws: SourceError(file: "F.swift", line: 2, message: "`deck`: the id \"hearthstoneDeck\" must start with the game's prefix, hs")) {
            try read("hearthstoneDeck")
        }
        #expect(throws: SourceError(file: "F.swift", line: 2, message: "`deck`: the first argument must be the operation's catalogue id as a plain string literal, e.g. \"hsDeck\" (the name column of Blizzard's catalogue)")) {
            try DeclarationReader(
                file: "F.swift", source: "extension Hearthstone.Operations {\n    package static let deck = APIOperation<Hearthstone.Deck>(ID.deck, \"/hearthstone/deck\")\n}",
                namespace: "Hearthstone", idPrefix: "hs"
            ).declarations()
        }
        // Without a stated prefix, the namespace lowercased.
        #expect(try DeclarationReader(file: "F.swift", source: "", namespace: "SC2").idPrefix == "sc2")
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
        ("artisan", ["artisanSlug"], ["id"]),
        ("recipe", ["artisanSlug", "recipeSlug"], ["artisan", "id"]),
        ("realm", ["realmSlug"], ["id"]),
        ("mythicRaidLeaderboard", ["raid", "faction"], ["raid", "faction"]),
        ("characterHouse", ["realmSlug", "characterName", "houseNumber"], ["realm", "name", "number"]),
        ("guild", ["realmSlug", "nameSlug"], ["realm", "name"]),
        ("season", ["regionId"], ["region"]),
    ])
    func rule(method: String, parameters: [String], labels: [String]) {
        #expect(Labels.rule(method: method, parameters: parameters) == labels)
    }

    @Test("a label of the list is given to its types only, and a listed type takes its label", arguments: [
        ("WoW", "realm", "Int", "`realm:` is RealmSlug in every call: label this Int by what it means"),
        ("WoW", "slug", "RealmSlug", "a RealmSlug is `realm:` in every call (or `id:` when it is what the call fetches), not `slug:`"),
        ("WoW", "region", "Int", "`region:` is BattleNetRegion in every call: label this Int by what it means"),
        ("SC2", "reference", "SC2.ProfileReference", "a SC2.ProfileReference is `profile:` in every call (or `id:` when it is what the call fetches), not `reference:`"),
        ("SC2", "profile", "Int", "`profile:` is SC2.ProfileReference in every call: label this Int by what it means"),
        ("D3", "slug", "D3.HeroClass", "a D3.HeroClass is `class:` in every call (or `id:` when it is what the call fetches), not `slug:`"),
        ("D3", "heroID", "Int", "the label `heroID` ends in ID: name what the argument is (state `labels:`), or add its meaning to `Labels.meanings`"),
    ])
    func meaningRefused(game: String, label: String, type: String, problem: String) {
        #expect(Labels.meaningProblem(label: label, type: type, game: game) == problem)
    }

    @Test("what the list allows", arguments: [
        ("WoW", "realm", "RealmSlug"), ("WoW", "realmID", "Int"), ("WoW", "id", "RealmSlug"), ("WoW", "name", "GuildSlug"),
        ("WoW", "regionID", "Int"), ("SC2", "region", "SC2.RegionID"), ("SC2", "id", "SC2.ProfileReference"),
        ("D3", "class", "D3.HeroClass"), ("D3", "id", "D3.HeroClass"), ("D3", "season", "Int"),
    ])
    func meaningAllowed(game: String, label: String, type: String) {
        #expect(Labels.meaningProblem(label: label, type: type, game: game) == nil)
    }

    @Test func theTestToolsKnowTheListsLabelsThatEndInID() {
        #expect(Set(Labels.meanings.map(\.label).filter { $0.hasSuffix("ID") }) == DeclarationChecks.idLabels)
    }

    @Test func theDeclarationsOfEveryGameKeepOneLabelPerMeaning() throws {
        for game in GameModule.all {
            let (operations, problems) = try Generator.operations(of: game, root: packageRoot)
            #expect(problems.isEmpty, "\(problems)")
            for operation in operations {
                for (label, type) in zip(operation.labels, operation.declaration.arguments) {
                    #expect(Labels.meaningProblem(label: label, type: type, game: game.namespace) == nil, "\(operation.swiftName)")
                }
                #expect(!operation.swiftName.contains("By"), "\(operation.swiftName) repeats its label")
            }
        }
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
        let search = try operation("extension WoW.Operations { package static let itemSearch = APIOperation<WoW.SearchPage<WoW.ItemSearchDocument>>(\"wowItemSearch\", \"/data/wow/search/item\") }", game: wow).get()
        #expect(search.isSearch)
        #expect(search.swiftName == "itemSearch(_:)")
        #expect(search.parameterList == "_ query: WoW.SearchQuery = WoW.SearchQuery()")
    }

    @Test func theDeckLookupTakesAQueryWithoutDefaultAndItsPathFormTakesAnArgument() throws {
        let hs = try #require(GameModule.all.first { $0.namespace == "Hearthstone" })
        #expect(hs.idPrefix == "hs" && hs.member == "hearthstone")
        let byQuery = try operation("extension Hearthstone.Operations { package static let deck = APIOperation<Hearthstone.Deck>(\"hsDeck\", \"/hearthstone/deck\") }", game: hs).get()
        #expect(byQuery.isSearch && byQuery.query?.hasPages == false)
        #expect(byQuery.parameterList == "_ query: Hearthstone.DeckQuery")
        #expect(byQuery.declaration.id == "hsDeck")
        let stutters = try operation("extension Hearthstone.Operations { package static let deckByCode = APIOperation<Hearthstone.Deck, String>(\"hsDeckByCode\", \"/hearthstone/deck/{deckCode}\", labels: [\"code\"]) }", game: hs)
        #expect(throws: Generator.Message(text: "`deckByCode(code:)` says `code` twice: state `call:` without it (e.g. call: \"deck\")")) { try stutters.get() }
        let byPath = try operation("extension Hearthstone.Operations { package static let deckByCode = APIOperation<Hearthstone.Deck, String>(\"hsDeckByCode\", \"/hearthstone/deck/{deckCode}\", labels: [\"code\"], call: \"deck\") }", game: hs).get()
        #expect(!byPath.isSearch)
        #expect(byPath.name == "deckByCode")
        #expect(byPath.swiftName == "deck(code:)")
        let cards = try operation("extension Hearthstone.Operations { package static let cardSearch = APIOperation<Hearthstone.CardPage>(\"hsCardSearch\", \"/hearthstone/cards\") }", game: hs).get()
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
        #expect(skill.swiftName == "skill(class:id:)")
        #expect(skill.parameterList == "`class`: D3.HeroClass, id: String")
        #expect(skill.forwardedArguments == "class: `class`, id: id")
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
                #expect(!operation.labels.contains { $0.hasSuffix("Id") || $0.hasSuffix("Slug") },
                        "\(operation.swiftName): a label ends in Id or Slug")
                #expect(operation.labels.filter { $0.hasSuffix("ID") }.allSatisfy { label in Labels.meanings.contains { $0.label == label } })
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
        // The ids users, fixtures and events know, each stated by its declaration.
        #expect(operations.map(\.declaration.id) == [
            "oauthTokenClientCredentials", "oauthTokenAuthorizationCode", "oauthCheckToken", "oauthUserInfo",
        ])
        #expect(operations.map { "\($0.declaration.method) \($0.declaration.template)" } == [
            "POST /token", "POST /token", "POST /check_token", "GET /userinfo",
        ])
        #expect(oauth.output == "Sources/BattleNetCore/Generated/OAuthOperationList.swift")
        let committed = try String(contentsOf: packageRoot.appendingPathComponent(oauth.output), encoding: .utf8)
        let list = Generator.operationList(oauth, operations)
        #expect(committed == list, "\(oauth.output) is stale: run `swift run bnet-generate`")
        // The list only: no ids (the declarations state them) and nothing that calls these requests.
        #expect(list == """
            // Generated by `swift run bnet-generate` from the operation declarations beside it (CONTRIBUTING.md,
            // "Declaring an endpoint"); `swift run bnet-generate --check` fails when it is stale. Do not edit.

            import Foundation

            extension OAuth.Operations {
                /// The OAuth operations this package sends.
                package static let all: [AnyAPIOperation] = [
                    tokenClientCredentials.erased,
                    tokenAuthorizationCode.erased,
                    checkToken.erased,
                    userInfo.erased,
                ]
            }

            """)
        // The hand-written declarations state their ids and carry no generated lines.
        let source = try String(contentsOf: packageRoot.appendingPathComponent(oauth.sources + "/OAuthOperations.swift"), encoding: .utf8)
        #expect(source.contains("APIOperation<TokenInfo>(\n        \"oauthCheckToken\", \"/check_token\","))
        #expect(!source.contains("- Remark: HTTP"))
        #expect(!source.contains("ID."))
    }

    @Test func checkModeNamesAStaleFileAndWriteModeRewritesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for game in GameModule.withDeclarations {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(game.sources), withIntermediateDirectories: true)
        }
        let sources = root.appendingPathComponent("Sources/BattleNetD3")
        try "// swift-tools-version: 6.0".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let act = sources.appendingPathComponent("Act.swift")
        try DeclarationReaderTests.form.write(to: act, atomically: true, encoding: .utf8)
        try "extension D3 {\n    /// An act.\n    public struct Act {}\n    /// A hero.\n    public struct Hero {}\n}\n"
            .write(to: sources.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        // An article of the module's catalog curates a symbol by hand: the generated article leaves it out.
        let catalog = sources.appendingPathComponent("BattleNetD3.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "# ``BattleNetD3``\n\n## Topics\n\n### Heroes\n\n- ``D3/Hero``\n"
            .write(to: catalog.appendingPathComponent("BattleNetD3.md"), atomically: true, encoding: .utf8)
        // The Generated folder is the generator's: a source there is not read (this one would be refused).
        let generated = sources.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: generated.appendingPathComponent("Old"), withIntermediateDirectories: true)
        try "extension D3.Operations {\n    static let stray = APIOperation<D3.Act>(\"d3Stray\", \"/stray\")\n}\n"
            .write(to: generated.appendingPathComponent("Old/Stray.swift"), atomically: true, encoding: .utf8)
        let list = generated.appendingPathComponent("OperationList.swift")
        try "stale".write(to: list, atomically: true, encoding: .utf8)
        let article = root.appendingPathComponent("Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md")

        var errors: [String] = []
        let check = Command.run(["--check", "--root", root.path], environment: [:], output: { _ in }, errors: { errors.append($0) })
        #expect(check == 1)
        let run = " run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")"
        #expect(errors == [
            "Sources/BattleNetD3/Generated/OperationList.swift: stale (the operation list):" + run,
            "Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md: stale (the article of operations):" + run,
            "Sources/BattleNetSC2/Generated/OperationList.swift: stale (the operation list):" + run,
            "Sources/BattleNetSC2/BattleNetSC2.docc/Generated/StarCraftIIOperations.md: stale (the article of operations):" + run,
            "Sources/BattleNetWoW/Generated/OperationList.swift: stale (the operation list):" + run,
            "Sources/BattleNetWoW/BattleNetWoW.docc/Generated/WorldOfWarcraftOperations.md: stale (the article of operations):" + run,
            "Sources/BattleNetHearthstone/Generated/OperationList.swift: stale (the operation list):" + run,
            "Sources/BattleNetHearthstone/BattleNetHearthstone.docc/Generated/HearthstoneOperations.md: stale (the article of operations):" + run,
            "Sources/BattleNetCore/Generated/OAuthOperationList.swift: stale (the operation list):" + run,
        ])
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")
        #expect(!FileManager.default.fileExists(atPath: article.path))

        // Under CI the write mode only checks.
        #expect(Command.run(["--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 1)
        #expect(try String(contentsOf: list, encoding: .utf8) == "stale")

        #expect(Command.run(["--root", root.path], environment: [:], output: { _ in }, errors: { _ in }) == 0)
        let written = try String(contentsOf: list, encoding: .utf8)
        #expect(written.contains("public static func act(id: Int) -> BattleNetRequest<D3.Act>"))
        #expect(written.contains("public func hero(battleTag: BattleTag, id: Int) async throws -> D3.Hero"))
        #expect(written.contains("package static let all: [AnyAPIOperation]"))
        #expect(written.contains("extension OperationRepository where Game == D3 {"))
        #expect(written.contains("        /// `GET /d3/data/act/{actId}`, decoded as `D3.Act`.\n"))
        #expect(!written.contains("stray"))
        // The article is written whole, in the catalog's Generated folder, without the hand-curated hero.
        #expect(try String(contentsOf: article, encoding: .utf8) == DocCTopics.article(
            GameModule.all[0],
            families: [DocCTopics.Family(heading: "Act", symbols: ["D3/Endpoints/act(id:)", "D3/Endpoints/hero(battleTag:id:)", "D3/Act"])],
            example: "act(id:)"
        ))
        // The hand-written sources are left as they are.
        #expect(try String(contentsOf: act, encoding: .utf8) == DeclarationReaderTests.form)
        #expect(Command.run(["--check", "--root", root.path], environment: ["BNET_CI": "1"], output: { _ in }, errors: { _ in }) == 0)

        // A declaration it cannot read stops it with file:line, and nothing is written.
        try "extension D3.Operations {\n    static let bad = APIOperation<D3.Act>(\"d3Bad\", \"/bad\")\n}\n"
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
            #expect(lines.first?.hasPrefix("bnet-generate: Sources/BattleNetD3/Generated/OperationList.swift (") == true, "\(lines)")
            #expect(lines.first?.contains("the DocC articles of operations, the coverage article and ") == true, "\(lines)")
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

@Suite("bnet-generate: the Generated folders", .timeLimit(.minutes(1)))
struct GeneratedFolderTests {
    @Test func everyGeneratedFileIsInAGeneratedFolder() throws {
        let d3 = GameModule.all[0]
        #expect(d3.generated == "Sources/BattleNetD3/Generated")
        #expect(d3.output == "Sources/BattleNetD3/Generated/OperationList.swift")
        #expect(d3.articleName == "DiabloIIIOperations")
        #expect(d3.topicsArticle == "Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md")
        #expect(GameModule.all.map(\.topicsArticle) == [
            "Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md",
            "Sources/BattleNetSC2/BattleNetSC2.docc/Generated/StarCraftIIOperations.md",
            "Sources/BattleNetWoW/BattleNetWoW.docc/Generated/WorldOfWarcraftOperations.md",
            "Sources/BattleNetHearthstone/BattleNetHearthstone.docc/Generated/HearthstoneOperations.md",
        ])
        // OAuth's declarations are in Core's Authentication folder; its list is in Core's Generated folder.
        #expect(GameModule.oauth.sources == "Sources/BattleNetCore/Authentication")
        #expect(GameModule.oauth.output == "Sources/BattleNetCore/Generated/OAuthOperationList.swift")
        #expect(Coverage.path == "Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md")
    }

    @Test func theSourcesLeaveOutEveryGeneratedFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["A.swift", "Sub/B.swift", "Sub/Notes.md", "Generated/C.swift", "Generated/Deep/D.swift", "Sub/Generated/E.swift", "GeneratedNot/F.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: url, atomically: true, encoding: .utf8)
        }
        let files = try Generator.sourceFiles(in: root).map { $0.resolvingSymlinksInPath().path }
        #expect(files == ["A.swift", "GeneratedNot/F.swift", "Sub/B.swift"].map { root.appendingPathComponent($0).resolvingSymlinksInPath().path })
    }

    @Test func thePackagesSourcesAreHandWrittenOnly() throws {
        for game in GameModule.withDeclarations {
            let sources = try Generator.sources(of: game, root: packageRoot)
            #expect(!sources.isEmpty)
            #expect(!sources.contains { $0.path.contains("/Generated/") }, "\(game.module)")
            #expect(!sources.contains { $0.text.contains("- Remark: HTTP") }, "\(game.module): a generated HTTP line in a hand-written source")
        }
    }
}

@Suite("bnet-generate: ids", .timeLimit(.minutes(1)))
struct IdsTests {
    @Test func anIDIsTheGameAndTheName() {
        #expect(Ids.derived(prefix: "d3", name: "act") == "d3Act")
        #expect(Ids.derived(prefix: "wow", name: "classicAuctions") == "wowClassicAuctions")
        #expect(Ids.derived(prefix: "sc2", name: "season") == "sc2Season")
    }

    @Test func theGeneratedListUsesTheStatedIdsAndNamesEachRequest() throws {
        let source = """
            extension D3.Operations {
                /// **Act**: one act.
                package static let act = APIOperation<D3.Act, Int>("d3Act", "/d3/data/act/{actId}")
                package static let skill = APIOperation<D3.SkillDetail, D3.HeroClass, String>("d3ApiSkill", "/d3/data/hero/{classSlug}/skill/{skillSlug}", namespace: .static)
                package static let mark = APIOperation<D3.Mark, Int>("d3Mark", "/d3/data/mark/{markId}", method: .post)
            }
            """
        let declarations = try DeclarationReader(file: "F.swift", source: source, namespace: "D3").declarations()
        let game = GameModule.all[0]
        let operations = try declarations.map { try Generator.operation($0, game: game).get() }
        let list = Generator.operationList(game, operations)
        // No ids of its own: `all` follows the extension's brace directly.
        #expect(list.contains("""
            extension D3.Operations {
                /// Every Diablo III operation, grouped by source file.
                package static let all: [AnyAPIOperation] = [
                    act.erased(swiftName: "act(id:)"),
                    skill.erased(swiftName: "skill(class:id:)"),
                    mark.erased(swiftName: "mark(id:)"),
                ]

            """))
        #expect(!list.contains("enum ID") && !list.contains("ID."))
        #expect(list.contains("        case \"d3Act\": act.erased(swiftName: \"act(id:)\")\n"))
        #expect(list.contains("        case \"d3ApiSkill\": skill.erased(swiftName: \"skill(class:id:)\")\n"))
        // The request of each call, with its method and, when the declaration states one, its namespace.
        for line in [
            "        /// **Act**: one act.\n        ///\n        /// `GET /d3/data/act/{actId}`, decoded as `D3.Act`.\n",
            "        /// `GET /d3/data/hero/{classSlug}/skill/{skillSlug}` (namespace `static`), decoded as `D3.SkillDetail`.\n",
            "        /// `POST /d3/data/mark/{markId}`, decoded as `D3.Mark`.\n",
            "    /// `GET /d3/data/hero/{classSlug}/skill/{skillSlug}` (namespace `static`) → `D3.SkillDetail`; `raw.skill(class:id:)` gives the bytes, `client.response(_:)` of the endpoint both.\n",
            "    /// `GET /d3/data/hero/{classSlug}/skill/{skillSlug}` (namespace `static`), the body as received with status and headers.\n",
            "    /// `GET /d3/data/act/{actId}` → `D3.Act`; `raw.act(id:)` gives the bytes, `client.response(_:)` of the endpoint both.\n",
            "    /// `GET /d3/data/act/{actId}`, the body as received with status and headers.\n",
            "    /// `POST /d3/data/mark/{markId}`, the body as received with status and headers.\n",
        ] {
            #expect(list.contains(line), "missing: \(line)")
        }
        #expect(list.components(separatedBy: "(namespace `static`)").count - 1 == 3, "the skill's three calls (endpoint, mapped, raw), and no other")
        #expect(!list.contains("ResponseCalls"), "no third mirror of the calls")
    }
}

@Suite("bnet-generate: response types", .timeLimit(.minutes(1)))
struct ResponseTypeTests {
    @Test("the type a declaration returns", arguments: [
        ("D3.Act", "D3.Act", ""),
        ("[D3.ItemTypeSummary]", "D3.ItemTypeSummary", ", an array of these"),
        ("D3.SearchPage<D3.ItemDocument>", "D3.ItemDocument", ", in a ``D3/SearchPage``"),
    ])
    func response(model: String, type: String, how: String) {
        #expect(ResponseType.response(of: model, namespace: "D3") == ResponseType.Response(type: type, how: how))
    }

    @Test func otherShapesHaveNoResponseType() {
        for model in ["Data", "WoW.Item", "[String: Int]", "D3.Outer.Inner", "D3.Pair<D3.A, D3.B>"] {
            #expect(ResponseType.response(of: model, namespace: "D3") == nil, "\(model)")
        }
    }

    @Test func aResponseTypeTheModuleDoesNotDeclareIsAProblem() throws {
        let game = GameModule.all[0]
        let source = """
            extension D3.Operations {
                package static let act = APIOperation<D3.Act, Int>("d3Act", "/d3/data/act/{actId}")

                package static let quests = APIOperation<[D3.Quest]>("d3Quests", "/d3/data/quest")
                package static let bytes = APIOperation<Data>("d3Bytes", "/d3/data/bytes")
            }

            extension D3 {
                public struct Act: Codable {}
            }
            """
        let sources = [SourceFile(path: "Sources/BattleNetD3/F.swift", text: source)]
        let (operations, problems) = Generator.operations(of: game, sources: sources)
        #expect(problems.isEmpty)
        // A root without files: nothing to compare with, and `outputs` writes nothing.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bnet-none-\(UUID().uuidString)")
        let (outputs, fileProblems) = try Command.outputs(game, operations: operations, sources: sources, root: root)
        #expect(fileProblems == [SourceError(file: "Sources/BattleNetD3/F.swift", line: 4, message: "`quests`: its response type D3.Quest is not declared in BattleNetD3")])
        #expect(outputs.map(\.path) == [game.output, game.topicsArticle])
        #expect(outputs.allSatisfy { $0.current == nil })
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }
}

@Suite("bnet-generate: the type scanner", .timeLimit(.minutes(1)))
struct TypeScannerTests {
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

    @Test func everySymbolLineOfAnArticleIsHandCurated() {
        let article = """
            # ``BattleNetD3``

            Text that names ``D3/Mentioned`` is no curation.

            ## Topics

            ### Essentials

            - ``D3/Shared``
            - ``D3/Endpoints/act(id:)``
            - <doc:DiabloIIIOperations>
              - ``D3/Indented``
            - ``D3/Followed`` and text
            - ````

            ### More

            - ``D3/Later``
            """
        #expect(DocCTopics.handCurated(article) == ["D3/Shared", "D3/Endpoints/act(id:)", "D3/Later"])
        #expect(DocCTopics.handCurated("") == [])
    }

    @Test func theArticleIsWrittenWhole() throws {
        let families = [
            DocCTopics.Family(heading: "Community: Act", symbols: ["D3/Endpoints/act(id:)", "D3/Act"]),
            DocCTopics.Family(heading: "Community: Empty", symbols: []),
            DocCTopics.Family(heading: "Profile", symbols: ["D3/Endpoints/hero(battleTag:id:)"]),
        ]
        #expect(DocCTopics.article(GameModule.all[0], families: families, example: "act(id:)") == """
            # Diablo III operations by API family

            Every Diablo III operation the module declares, grouped by API family with its models.

            ## Overview

            Each operation is declared once, and `swift run bnet-generate` writes its calls and this article from the
            declaration: `client.d3.act(id:)` fetches the model, `client.d3.raw.act(id:)` the
            bytes, and ``D3/Endpoints`` builds the request (`client.response(_:)` of it gives both)
            without sending it. A family is a source file of declarations with its `…Models.swift`; `bnet endpoints`
            lists the same operations.

            ## Topics

            ### Community: Act

            - ``D3/Endpoints/act(id:)``
            - ``D3/Act``

            ### Profile

            - ``D3/Endpoints/hero(battleTag:id:)``

            """)
        let hs = try #require(GameModule.all.first { $0.namespace == "Hearthstone" })
        let empty = DocCTopics.article(hs, families: [], example: "card(id:)")
        #expect(empty.hasPrefix("# Hearthstone operations by API family\n"))
        #expect(empty.contains("`client.hearthstone.card(id:)` fetches the model"))
        #expect(empty.contains("``Hearthstone/Endpoints`` builds the request"))
        #expect(empty.hasSuffix("\n## Topics\n"))
    }

    @Test func thePackagesArticlesOfOperationsAreCurrent() throws {
        for game in GameModule.all {
            let sources = try Generator.sources(of: game, root: packageRoot)
            let operations = Generator.operations(of: game, sources: sources).operations
            let (outputs, problems) = try Command.outputs(game, operations: operations, sources: sources, root: packageRoot)
            #expect(problems.isEmpty, "\(problems.map(\.description))")
            let article = try #require(outputs.first { $0.path == game.topicsArticle })
            #expect(article.current == article.expected, "\(game.topicsArticle) is stale: run `swift run bnet-generate`")
            // A symbol the module's other articles curate is not listed again.
            let curated = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(game.catalog).path)
                .filter { $0.hasSuffix(".md") }
                .map { DocCTopics.handCurated(try String(contentsOf: packageRoot.appendingPathComponent(game.catalog + "/" + $0), encoding: .utf8)) }
                .reduce(into: Set<String>()) { $0.formUnion($1) }
            #expect(curated.isDisjoint(with: DocCTopics.handCurated(article.expected)), "\(game.module)")
        }
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
            package static let rune = APIOperation<D3.RuneDetail, D3.HeroClass, String>("d3Rune", "/d3/data/hero/{classSlug}/rune/{runeSlug}")
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
                "Sources/BattleNetD3/Generated/OperationList.swift: stale (the operation list): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
                "Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md: stale (the article of operations): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
                "Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md: stale (the coverage article): run `swift run bnet-generate` (CONTRIBUTING.md, \"Declaring an endpoint\")",
            ])
            #expect(try files(root) == before, "the check writes nothing")

            #expect(run([]).code == 0)
            #expect(run(["--check"]) == (0, []))

            // Only the generated files changed, each in a Generated folder: the sample is left as written.
            let after = try files(root)
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            #expect(changed == [
                "Sources/BattleNetD3/Generated/OperationList.swift",
                "Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md",
                "Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md",
            ])
            let text = { (path: String) in String(decoding: after[path] ?? Data(), as: UTF8.self) }
            #expect(text("Sources/BattleNetCore/BattleNetCore.docc/Generated/Coverage.md")
                .contains("| `d3Rune` | GET `/d3/data/hero/{classSlug}/rune/{runeSlug}` | client | `D3.RuneDetail` | 0 |\n"))
            #expect(text("Sources/BattleNetD3/Community/Rune.swift") == Self.sample)
            let list = text("Sources/BattleNetD3/Generated/OperationList.swift")
            #expect(!list.contains("enum ID"))
            for entry in [
                "        rune.erased(swiftName: \"rune(class:id:)\"),\n",
                "        case \"d3Rune\": rune.erased(swiftName: \"rune(class:id:)\")\n",
                "        /// **Rune**: one rune of a skill, with its description.\n",
                "        /// `GET /d3/data/hero/{classSlug}/rune/{runeSlug}`, decoded as `D3.RuneDetail`.\n",
                "        public static func rune(`class`: D3.HeroClass, id: String) -> BattleNetRequest<D3.RuneDetail> {\n",
                "    public func rune(`class`: D3.HeroClass, id: String) async throws -> D3.RuneDetail {\n",
                "    public func rune(`class`: D3.HeroClass, id: String) async throws -> RawResponse {\n",
            ] {
                #expect(list.contains(entry), "OperationList.swift lacks \(entry)")
            }
            #expect(text("Sources/BattleNetD3/BattleNetD3.docc/Generated/DiabloIIIOperations.md").contains("""
                ### Community: Rune

                - ``D3/Endpoints/rune(class:id:)``
                - ``D3/RuneDetail``

                """))
        }
    }
}
