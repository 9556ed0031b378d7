import BattleNetTesting
import BattleNetWoW
import Foundation
import Testing

/// World of Warcraft's flavors, through the calls an app makes: the namespace each sends, the flavors
/// an operation refuses, and the catalogue ids a declaration answers.
@Suite("WoW flavors", .timeLimit(.minutes(2)))
struct FlavorTests {
    /// A client over a stub that answers `path` with a small body, with `flavor` for the client.
    func client(answering path: String, flavor: GameFlavor = .retail, region: BattleNetRegion = .us) async throws -> (BattleNetClient, StubTransport) {
        let stub = StubTransport()
        await stub.on(.get, path, json: #"{"id":1}"#)
        var configuration = BattleNetConfiguration(region: region, rateLimit: nil, retry: .none)
        configuration.flavor = flavor
        return (try BattleNetClient(configuration: configuration, tokens: FixedTokenProvider(), transport: stub), stub)
    }

    @Test func eachCallSendsTheNamespaceOfItsFlavor() async throws {
        let (client, stub) = try await client(answering: "/data/wow/item/19019", region: .kr)
        _ = try await client.raw(WoW.Endpoints.item(id: 19019))
        _ = try await client.raw(WoW.Endpoints.item(id: 19019).flavor(.classicEra))
        _ = try await client.wow.flavor(.classic).raw.item(id: 19019)
        let sent = await stub.requests(to: "/data/wow/item/19019")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-kr", "static-classic1x-kr", "static-classic-kr"])
    }

    @Test func theClientsFlavorAppliesToEveryCallUnlessACallChoosesAnother() async throws {
        let (client, stub) = try await client(answering: "/data/wow/item/19019", flavor: .classicAnniversary, region: .eu)
        #expect(client.configuration.flavor == .classicAnniversary)
        _ = try await client.raw(WoW.Endpoints.item(id: 19019))
        _ = try await client.raw(WoW.Endpoints.item(id: 19019).flavor(.retail))
        let sent = await stub.requests(to: "/data/wow/item/19019")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-classicann-eu", "static-eu"])
    }

    @Test func aFlavorTheOperationDoesNotServeIsRefusedBeforeSending() async throws {
        let (client, stub) = try await client(answering: "/data/wow/mythic-keystone/index")
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(WoW.Endpoints.mythicKeystoneIndex().flavor(.classic)) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message == "wowMythicKeystoneIndex is not served for the classic flavor; it serves retail")
        #expect(await stub.requests.isEmpty)
    }

    @Test func aPathThePackageDoesNotDeclareTakesTheFlavorAsked() async throws {
        let (client, stub) = try await client(answering: "/data/wow/new-thing/7")
        let request = BattleNetRequest<Data>(path: "/data/wow/new-thing/7", namespace: .static)
        _ = try await client.raw(request.flavor(.classicEra))
        _ = try await client.raw(request.flavor(.retail))
        let sent = await stub.requests(to: "/data/wow/new-thing/7")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-classic1x-us", "static-us"])
    }

    @Test func aDeclarationServedByClassicAnswersItsRetailAndClassicIDs() {
        let entries = WoW.Operations.item.descriptor.catalogueEntries
        #expect(entries.map(\.id) == ["wowItem", "wowClassicItem"])
        #expect(entries.map(\.game) == [.wow, .wowClassic])
        #expect(entries.map { $0.flavors?.description } == ["retail", "classic,classic1x,classicann"])
        #expect(entries.map(\.defaultFlavor) == [.retail, .classic])
        #expect(WoW.Operations.mythicKeystoneIndex.descriptor.catalogueEntries.map(\.id) == ["wowMythicKeystoneIndex"])
        let classicOnly = WoW.Operations.classicAuctions.descriptor.catalogueEntries
        #expect(classicOnly.map(\.id) == ["wowClassicAuctions"])
        #expect(classicOnly.map(\.game) == [.wowClassic])
    }

    @Test func flavorsReadAsTheCatalogueAndUsersWriteThem() throws {
        #expect(FlavorSupport(catalogue: "classic,classic1x,classicann?") == FlavorSupport([.classic, .classicEra], unconfirmed: [.classicAnniversary]))
        #expect(FlavorSupport(catalogue: "") == nil)
        #expect(GameFlavor(parsing: "Era") == .classicEra)
        #expect(GameFlavor(parsing: "anniversary") == .classicAnniversary)
        #expect(GameFlavor(parsing: "wotlk") == nil)
        #expect(BattleNetNamespace(.profile, flavor: .classicAnniversary, region: .tw).value == "profile-classicann-tw")
        #expect(BattleNetNamespace(.static, flavor: .retail, region: .cn).value == "static-cn")
        #expect(BattleNetNamespace(.dynamic, variant: "classic1x", region: .eu).flavor == .classicEra)
        let shipped = try EndpointCatalogue.shipped()
        #expect(shipped.rows(game: "wow-classic").allSatisfy { FlavorSupport(catalogue: $0["flavors"]) != nil })
    }
}
