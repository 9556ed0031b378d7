import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("URL building and encoding", .timeLimit(.minutes(2)))
struct URLBuildingTests {
    @Test("path arguments are percent-encoded as single segments", arguments: [
        ("Thrall", "/test/echo/Thrall"),
        ("two words", "/test/echo/two%20words"),
        ("a#b", "/test/echo/a%23b"),
        ("slash/inside", "/test/echo/slash%2Finside"),
        ("Zoë", "/test/echo/Zo%C3%AB"),
        ("Тралл", "/test/echo/%D0%A2%D1%80%D0%B0%D0%BB%D0%BB"),
        ("aggra-português", "/test/echo/aggra-portugu%C3%AAs"),
    ])
    func encoding(argument: String, expected: String) throws {
        #expect(try TestOperations.echo(argument).path() == expected)
    }

    @Test func battleTagsAreSentWithADash() throws {
        #expect(try TestOperations.profile("FaYe#2543").path() == "/test/profile/FaYe-2543/")
        #expect(try TestOperations.profile("FaYe-2543").path() == "/test/profile/FaYe-2543/")
        #expect(try TestOperations.profile(BattleTag(parsing: "Ärger#11234")!).path() == "/test/profile/%C3%84rger-11234/")
        let error = #expect(throws: BattleNetError.self) { try TestOperations.profile("no-tag-here").path() }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.operation == "testProfile")
    }

    @Test func battleTagParsing() {
        #expect(BattleTag(parsing: "Name#1234")?.pathValue == "Name-1234")
        #expect(BattleTag(parsing: "Name-1234")?.description == "Name#1234")
        #expect(BattleTag(parsing: "Dash-Name#42")?.name == "Dash-Name")
        #expect(BattleTag(parsing: "Name#12a4") == nil)
        #expect(BattleTag(parsing: "#1234") == nil)
        #expect(BattleTag(parsing: "Name") == nil)
        let literal: BattleTag = "not a tag"
        #expect(!literal.isValid && literal.description == "not a tag")
        #expect(BattleTag("Name#1234").isValid)
    }

    @Test func argumentsGivenAsTextAreCheckedAgainstTheirDeclaredTypes() throws {
        let mount = TestOperations.mount.erased
        #expect(try mount.endpoint(arguments: ["6"]).path() == "/data/wow/mount/6")
        let notANumber = #expect(throws: BattleNetError.self) { try mount.endpoint(arguments: ["abc"]) }
        #expect(notANumber?.kind == .invalidRequest)
        #expect(notANumber?.message == #"wowMount: id must be an integer; got "abc""#)
        let count = #expect(throws: BattleNetError.self) { try mount.endpoint(arguments: ["6", "7"]) }
        #expect(count?.message == "wowMount takes 1 argument(s): id (an integer); got 2")
        let tag = #expect(throws: BattleNetError.self) { try TestOperations.profile.erased.endpoint(arguments: ["FaYe"]) }
        #expect(tag?.message.contains("must be a BattleTag such as Name#1234") == true)
        #expect(throws: BattleNetError.self) { try TestOperations.echo("").path() }
        #expect(TestOperations.protectedCharacter.descriptor.arguments.map(\.description) == ["realmId (an integer)", "characterId (an integer)"])
    }

    @Test func severalParametersMayShareOneSegment() throws {
        #expect(try TestOperations.protectedCharacter(1084, 205_145_412).path() == "/profile/user/wow/protected-character/1084-205145412")
        let template = PathTemplate("/profile/user/wow/protected-character/{realmId}-{characterId}")
        #expect(template.parameters == ["realmId", "characterId"])
        #expect(template.description == "/profile/user/wow/protected-character/{realmId}-{characterId}")
        #expect(template.match("/profile/user/wow/protected-character/1084-205145412") == ["1084", "205145412"])
        #expect(template.match("/profile/user/wow/protected-character/1084") == nil)
        let house = PathTemplate("/profile/wow/character/{realmSlug}/{characterName}/house/house-{houseNumber}")
        #expect(house.parameters == ["realmSlug", "characterName", "houseNumber"])
        #expect(try house.path(["area-52", "Zoë", "2"]) == "/profile/wow/character/area-52/Zo%C3%AB/house/house-2")
        #expect(house.match("/profile/wow/character/area-52/zoe/house/house-2") == ["area-52", "zoe", "2"])
        #expect(house.match("/profile/wow/character/area-52/zoe/house/2") == nil)
    }

    @Test func templatesKeepTheirDocumentedForm() {
        #expect(TestOperations.profile.descriptor.template.description == "/test/profile/{account}/")
        #expect(PathTemplate("/data/d3/season/").hasTrailingSlash)
        #expect(PathTemplate("/d3/data/act/{actId}").parameters == ["actId"])
        #expect(PathTemplate("/d3/data/act/{actId}").matches("/d3/data/act/1"))
        #expect(PathTemplate("/data/d3/season/").matches("/data/d3/season"))
        #expect(!PathTemplate("/d3/data/act/{actId}").matches("/d3/data/act"))
        #expect(!PathTemplate("/d3/data/act/{actId}").matches("/d3/data/hero/1"))
    }

    @Test func urlCarriesHostPathAndLocaleButNoToken() throws {
        let stub = StubTransport()
        let (client, _) = try makeClient(stub: stub)
        let url = try client.url(for: TestOperations.echo("x").query([URLQueryItem(name: "access_token", value: "sneaky")]))
        #expect(url.absoluteString == "https://eu.api.blizzard.com/test/echo/x?locale=en_GB")
        let german = try client.url(for: TestOperations.echo("x").locale(.deDE))
        #expect(german.query == "locale=de_DE")
    }

    @Test func namespaceIsSentAsAHeader() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/mount/6", json: #"{"name":"Brown Horse"}"#)
        let (client, _) = try makeClient(stub: stub, region: .kr)
        _ = try await client.value(TestOperations.mount(6))
        _ = try await client.value(TestOperations.mount(6).variant("classic1x"))
        let sent = await stub.requests(to: "/data/wow/mount/6")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-kr", "static-classic1x-kr"])
        #expect(sent.allSatisfy { $0.url.query?.contains("namespace") != true })
    }

    @Test func aFlavorTheOperationDoesNotServeIsRefusedBeforeSending() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/mythic-keystone/index", json: #"{"name":"Keystones"}"#)
        let (client, _) = try makeClient(stub: stub, region: .us)
        _ = try await client.value(TestOperations.keystone())
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.keystone().variant("classic")) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message == "wowMythicKeystoneIndex is not served for the classic flavor; it serves retail")
        #expect(await stub.requests(to: "/data/wow/mythic-keystone/index").count == 1)
        let pinned = try await client.raw(TestOperations.keystone().namespace("dynamic-12.0.1_65617-us"))
        #expect(pinned.status == 200)
        #expect(await stub.requests(to: "/data/wow/mythic-keystone/index").last?.header("Battlenet-Namespace") == "dynamic-12.0.1_65617-us")
    }

    @Test func theClientsFlavorAppliesToEveryCallUnlessACallChoosesAnother() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/mount/6", json: #"{"name":"Brown Horse"}"#)
        let manager = AuthenticationManager(credentials: testCredentials, oauthBaseURL: BattleNetRegion.eu.oauthBaseURL, transport: stub)
        var configuration = BattleNetConfiguration(region: .eu)
        configuration.variant = NamespaceVariant(name: "classicann", token: "classicann")
        let client = try BattleNetClient(configuration: configuration, tokens: manager, transport: stub)
        _ = try await client.value(TestOperations.mount(6))
        _ = try await client.value(TestOperations.mount(6).variant("retail"))
        let sent = await stub.requests(to: "/data/wow/mount/6")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-classicann-eu", "static-eu"])
    }

    @Test func aDeclarationWhoseVariantsHaveIDsAnswersBothCatalogueIDs() {
        #expect(TestOperations.mount.descriptor.catalogueEntries.map(\.id) == ["wowMount", "wowClassicMount"])
        let entries = TestOperations.protectedCharacter.descriptor.catalogueEntries
        #expect(entries.map(\.id) == ["wowProtectedCharacterProfileSummary", "wowClassicProtectedCharacterProfileSummary"])
        #expect(entries.map(\.game) == [.wow, "wow-classic"])
        #expect(entries.map(\.isTwin) == [false, true])
        #expect(entries.map { $0.variants?.description } == ["retail", "classic,classic1x,classicann?"])
        #expect(entries.map(\.defaultVariant) == ["retail", "classic"])
        #expect(TestOperations.keystone.descriptor.catalogueEntries.map(\.id) == ["wowMythicKeystoneIndex"])
    }

    @Test func hostsAreOverridableAndPlainHTTPOnlyOnLoopback() throws {
        for host in ["http://127.0.0.1:8080", "http://localhost:9000", "http://[::1]:8000", "https://proxy.example.com"] {
            var configuration = BattleNetConfiguration(region: .us)
            configuration.apiHost = URL(string: host)
            #expect(throws: Never.self) { try configuration.validate() }
        }
        for host in ["http://example.com", "http://10.0.0.1", "ftp://127.0.0.1", "https://user:pw@example.com"] {
            var configuration = BattleNetConfiguration(region: .us)
            configuration.oauthHost = URL(string: host)
            let error = #expect(throws: BattleNetError.self) { try configuration.validate() }
            #expect(error?.kind == .invalidConfiguration)
        }
    }

    @Test func regionsHaveTheirHosts() {
        #expect(BattleNetRegion.eu.apiBaseURL.absoluteString == "https://eu.api.blizzard.com")
        #expect(BattleNetRegion.tw.oauthBaseURL.absoluteString == "https://oauth.battle.net")
        #expect(BattleNetRegion.cn.apiBaseURL.absoluteString == "https://gateway.battlenet.com.cn")
        #expect(BattleNetRegion.cn.oauthBaseURL.absoluteString == "https://oauth.battlenet.com.cn")
        #expect(BattleNetRegion.cn.isExperimental && !BattleNetRegion.us.isExperimental)
        #expect(BattleNetRegion.kr.locales == [.koKR, .enGB, .enUS])
        #expect(BattleNetRegion.eu.defaultLocale == .enGB)
    }

    @Test func localesParseLeniently() {
        #expect(LocaleCode(parsing: "en-gb") == .enGB)
        #expect(LocaleCode(parsing: "zh_TW") == .zhTW)
        #expect(LocaleCode(parsing: "english") == nil)
        #expect(LocaleCode.allLocalized.count == 12)
    }

    @Test func scopesAreOpenAndSpaceSeparated() {
        let scopes: [OAuthScope] = [.openid, .d3Profile, OAuthScope(rawValue: "streaming.titles")]
        #expect(scopes.spaceSeparated == "openid d3.profile streaming.titles")
        #expect([OAuthScope](parsing: "openid wow.profile") == [.openid, .wowProfile])
    }
}

@Suite("Namespaces", .timeLimit(.minutes(2)))
struct NamespaceTests {
    @Test(arguments: [
        (NamespaceKind.static, String?.none, BattleNetRegion.us, "static-us"),
        (.dynamic, nil, .eu, "dynamic-eu"),
        (.profile, "", .kr, "profile-kr"),
        (.static, "classic", .us, "static-classic-us"),
        (.dynamic, "classic1x", .eu, "dynamic-classic1x-eu"),
        (.profile, "classicann", .tw, "profile-classicann-tw"),
        (.static, nil, .cn, "static-cn"),
    ])
    func value(kind: NamespaceKind, variant: String?, region: BattleNetRegion, expected: String) {
        #expect(BattleNetNamespace(kind, variant: variant, region: region).value == expected)
    }
}

@Suite("Localized strings", .timeLimit(.minutes(2)))
struct LocalizedStringTests {
    struct Named: Decodable { let name: LocalizedString }

    @Test func plainStringDecodes() throws {
        let named = try JSONDecoder().decode(Named.self, from: Data(#"{"name":"Act I"}"#.utf8))
        #expect(named.name.single == "Act I")
        #expect(named.name.resolved(for: .deDE) == "Act I")
    }

    @Test func localeKeyedObjectDecodesAndResolvesWithFallback() throws {
        let json = #"{"name":{"en_US":"Act I","de_DE":"Akt I","fr_FR":"Acte I","ko_KR":null}}"#
        let named = try JSONDecoder().decode(Named.self, from: Data(json.utf8))
        #expect(named.name.translations.count == 3)
        #expect(named.name.resolved(for: .deDE) == "Akt I")
        #expect(named.name.resolved(for: .koKR) == "Act I")
        #expect(named.name.resolved(for: .esMX, fallbacks: [.frFR]) == "Acte I")
        #expect(named.name.description == "Act I")
    }

    @Test func roundTripsBothShapes() throws {
        for value in [LocalizedString("x"), LocalizedString(translations: [.enUS: "x", .deDE: "y"])] {
            let data = try JSONEncoder().encode(value)
            #expect(try JSONDecoder().decode(LocalizedString.self, from: data) == value)
        }
    }
}

@Suite("Following links", .timeLimit(.minutes(2)))
struct LinkFollowingTests {
    @Test func aLinkIsReRootedOnTheClientsHostWithItsQuery() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/mount/6", json: #"{"name":"Brown Horse"}"#)
        let (client, _) = try makeClient(stub: stub, region: .eu)
        let link = BattleNetLink<Echo>(href: try #require(URL(string: "https://evil.example.com:8443/data/wow/mount/6?namespace=static-11.0.2_56313-us")))
        #expect(try await client.value(link).name == "Brown Horse")
        let reference = BattleNetReference<Echo>(key: link, id: 6)
        #expect(try await client.value(reference).name == "Brown Horse")
        let sent = await stub.requests(to: "/data/wow/mount/6")
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.url.host == "eu.api.blizzard.com" && $0.url.port == nil })
        #expect(sent.allSatisfy { $0.url.query?.contains("namespace=static-11.0.2_56313-us") == true })
        #expect(sent.allSatisfy { $0.header("Battlenet-Namespace") == nil && $0.header("Authorization") == "Bearer t1" })
        #expect(await stub.requests.allSatisfy { $0.url.host != "evil.example.com" })
    }
}

@Suite("StubTransport", .timeLimit(.minutes(2)))
struct StubTransportTests {
    @Test func aRequestWithNoRouteFailsAtOnceNamingTheRoutesAndIsNotRetried() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/known", json: #"{"name":"known"}"#)
        let (client, _) = try makeClient(stub: stub, retry: .standard)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("unknown")) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.attempts == 1)
        #expect(error?.message.contains("no route for GET /test/echo/unknown; its routes: POST /token, GET /test/echo/known") == true)
        #expect(await stub.requests(to: "/test/echo/unknown").count == 1)
    }

    @Test func routesMatchThePathAsWrittenOrEncoded() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/two words", json: #"{"name":"plain"}"#)
        await stub.on(.get, "/test/profile/Ärger-1234/", json: #"{"name":"tag"}"#)
        await stub.on(.get, "/test/echo/a%23b", json: #"{"name":"encoded"}"#)
        let (client, _) = try makeClient(stub: stub)
        #expect(try await client.value(TestOperations.echo("two words")).name == "plain")
        #expect(try await client.value(TestOperations.profile("Ärger#1234")).name == "tag")
        #expect(try await client.value(TestOperations.echo("a#b")).name == "encoded")
        #expect(await stub.requests(to: "/test/echo/two%20words").count == 1)
    }
}
