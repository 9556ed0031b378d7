import BattleNetFixtures
@testable import BattleNetTesting
import Foundation
import Testing
@testable import BattleNetWoW

/// Offline replay picks the recording made for the call's namespace: flavor, region and locale, and a
/// 2xx body before a recorded error of the same path.
@Suite("Replay matching by namespace", .timeLimit(.minutes(2)))
struct ReplayMatchingTests {
    /// `/data/wow/item/19019` has three recordings: a US retail 403, a US retail 200 and an EU Classic 200.
    static let itemByID = APIOperation<OpaqueBody, Int>(
        "wowItem", "/data/wow/item/{itemId}", namespace: .static, flavors: .all
    )

    /// Any JSON object: what these tests look at is which recording answered.
    struct OpaqueBody: Decodable, Sendable {}

    final class Notices: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    func client(region: BattleNetRegion, locale: LocaleCode? = nil, notices: Notices) throws -> BattleNetClient {
        try BattleNetClient(
            configuration: .init(region: region, locale: locale), tokens: FixedTokenProvider(),
            transport: ReplayTransport.recordedFixtures { notices.append($0) }
        )
    }

    @Test func aRetailCallGetsTheRecorded200NotTheRecorded403() async throws {
        let notices = Notices()
        let raw = try await client(region: .us, locale: .enUS, notices: notices).raw(Self.itemByID(19019))
        #expect(raw.status == 200)
        #expect(raw.header("X-BattleNet-Fixture") == "wow/item__19019.json")
        #expect(raw.header("X-BattleNet-Fixture-Differs") == nil)
        #expect(notices.all.isEmpty)
    }

    @Test func eachClassicFlavorGetsAClassicBodyAndIsToldWhenItWasRecordedForAnother() async throws {
        let notices = Notices()
        let eu = try client(region: .eu, locale: .enGB, notices: notices)
        let classic = try await eu.raw(Self.itemByID(19019).flavor(.classic))
        #expect(classic.header("X-BattleNet-Fixture") == "wow-classic/item__19019.json")
        #expect(classic.header("X-BattleNet-Fixture-Differs") == nil)
        let era = try await eu.raw(Self.itemByID(19019).flavor(.classicEra))
        #expect(era.header("X-BattleNet-Fixture") == "wow-classic/item__19019.json")
        #expect(era.header("X-BattleNet-Fixture-Differs") == "flavor classic (asked classic1x)")
        #expect(notices.all == ["replaying wow-classic/item__19019.json, recorded for flavor classic (asked classic1x)"])
    }

    @Test func anotherRegionsRecordingAnswersAndSaysSo() async throws {
        let notices = Notices()
        let raw = try await client(region: .eu, locale: .enGB, notices: notices).raw(Self.itemByID(19019))
        #expect(raw.header("X-BattleNet-Fixture") == "wow/item__19019.json")
        #expect(raw.header("X-BattleNet-Fixture-Differs") == "region us (asked eu), locale en_US (asked en_GB)")
        #expect(notices.all.count == 1)
    }

    @Test func aRecordedErrorIsServedWhenAskedForByFile() async throws {
        let replay = try ReplayTransport.recordedFixtures()
        let url = try #require(URL(string: "https://us.api.blizzard.com/data/wow/item/19019?locale=en_US"))
        let asked = BattleNetHTTPRequest(method: .get, url: url, headers: [
            "Battlenet-Namespace": "static-us", "X-BattleNet-Fixture": "wow/error-403__item__19019.json",
        ])
        let response = try await replay.send(asked)
        #expect(response.status == 403)
        let body = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(body?["detail"] as? String == "Account Inactive")
    }

    @Test func namespacesAreReadWithOrWithoutABuildNumber() {
        let pinned = FixtureManifest.RecordedNamespace(parsing: "static-1.13.2_31446-classic-eu")
        #expect(pinned == .init(parsing: "static-classic-eu"))
        #expect(pinned.kind == "static" && pinned.flavor == "classic" && pinned.region == "eu")
        #expect(FixtureManifest.RecordedNamespace(parsing: "dynamic-us").flavor == "retail")
    }
}
