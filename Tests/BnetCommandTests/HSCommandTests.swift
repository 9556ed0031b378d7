import BattleNetCore
import BattleNetHearthstone
import BattleNetStandIn
import BattleNetTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BnetCommand

/// `bnet hs …` offline: deck codes decoded by the codec and resolved from the recordings, the card
/// search over the recorded cards, one card.
@Suite("bnet hs", .timeLimit(.minutes(2)))
struct HSCommandTests {
    @Test func aDeckCodeIsDecodedOfflineAndWhatCannotBeResolvedIsNamed() async {
        let (code, output) = await bnet(["hs", "deck", "AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA"])
        #expect(code == 0)
        #expect(output.out.hasPrefix("Standard deck, hero 31: 30 cards (6 single, 12 double)\nmana  name"))
        let rows = output.out.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 18)
        #expect(rows.first == "-     card 141   2      -")
        #expect(output.err.contains("not resolved: 18 card(s) shown by dbfId and the hero: no recording holds this deck"))
    }

    @Test func theRecordedDecksCodePrintsItsCardsByName() async {
        let clipboard = """
        ### Boom Warrior
        # Class: Warrior
        # Format: Standard
        #
        AAECAQcG+wyd8AKS+AKggAOblAPanQMMS6IE/web8wLR9QKD+wKe+wKz/AL1gAOXlAOalAOSnwMA
        #
        # To use this deck, copy it to your clipboard and create a new deck in Hearthstone
        """
        let (code, output) = await bnet(["hs", "deck", clipboard, "-r", "eu", "-l", "en_GB"])
        #expect(code == 0)
        #expect(output.out.hasPrefix("Standard deck, Garrosh Hellscream (7): 30 cards (6 single, 12 double)"))
        #expect(output.out.contains("5     Zilliax               1      Legendary"))
        #expect(output.out.contains("1     Eternium Rover        2      Common"))
        #expect(!output.err.contains("not resolved"))
    }

    @Test(arguments: [
        ("AAECAQcG+wyd8AKS+AKggAOblAPanQMMS6IE/web8wLR9QKD+wKe+wKz/AL1gAOXlAOalAOSnwM", "cut short"),
        ("AAECAQcG!!!", "not base64"),
        ("AAIC", "version"),
    ])
    func aCorruptedOrTruncatedCodeExits1WithTheReason(code text: String, reason: String) async {
        let (code, output) = await bnet(["hs", "deck", text])
        #expect(code == 1)
        #expect(output.err.hasPrefix("bnet: not a deck code: "))
        #expect(output.err.lowercased().contains(reason), "\(output.err)")
        #expect(output.out.isEmpty)
    }

    /// Two cards of 2^62 copies and a sideboard card of as many: expanded one dbfId per copy, the deck
    /// would need exabytes.
    static let forged = "AAECAQcAAAIFgICAgICAgIBABoCAgICAgICAQAEAAAIIgICAgICAgIBABQmAgICAgICAgEAF"

    @Test func aForgedCodeWithHugeCopyCountsExits1WithTheReason() async {
        for arguments in [["hs", "deck", Self.forged, "--replay"], ["hs", "deck", Self.forged]] {
            let (code, output) = await bnet(arguments)
            #expect(code == 1)
            #expect(output.err.hasPrefix("bnet: not a deck code: The card 5 in the main deck has 4611686018427387904 copies"), "\(output.err)")
            #expect(output.out.isEmpty)
        }
    }

    @Test func theStandInRefusesAForgedCodeAndAnswersTheNextRequest() async throws {
        // The stand-in reads codes as `bnet serve` makes it read them.
        var configuration = StandInServer.Configuration(fixtures: try FixtureManifest(directory: fixtures))
        configuration.deckCode = Hearthstone.DeckCode.replayReader
        let server = StandInServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        let token = server.issueToken()
        func status(_ query: String) async throws -> Int? {
            var request = URLRequest(url: try #require(URL(string: server.baseURL.absoluteString + "/hearthstone/deck?" + query)))
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            return (try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode
        }
        #expect(try await status("code=" + Self.forged) == 404)
        #expect(try await status("code=AAECAQcG%2Bwyd8AKS%2BAKggAOblAPanQMMS6IE%2Fweb8wLR9QKD%2BwKe%2BwKz%2FAL1gAOXlAOalAOSnwMA") == 200)
    }

    @Test func cardSearchWithFiltersAsOptions() async {
        let (code, output) = await bnet(["hs", "cards", "--mana", "1", "--attack", "1", "--health", "1", "-r", "eu", "-l", "en_GB"])
        #expect(code == 0)
        let lines = output.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("id") == true)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains(" 1     1/1") })
        #expect(lines.last?.hasSuffix("; page 1 of 1") == true)
        let (usage, usageOutput) = await bnet(["hs", "cards", "--mana", "x"])
        #expect(usage == 2)
        #expect(usageOutput.err.contains("--mana takes a number, a range such as 1-3"))
    }

    @Test func oneCardByIDWithItsNames() async {
        let (code, output) = await bnet(["hs", "card", "52119", "-r", "eu", "-l", "en_GB"])
        #expect(code == 0)
        #expect(output.out.hasPrefix("Arch-Villain Rafaam  (52119, 52119-arch-villain-rafaam)\n"))
        #expect(output.out.contains("Legendary"))
        #expect(!output.out.contains("<b>"))
    }

    @Test func hearthstoneLocalesAreAccepted() async {
        let (code, output) = await bnet(["hs", "card", "254", "--locale", "ja_JP"])
        #expect(code == 0, "\(output.err)")
        let (refused, refusedOutput) = await bnet(["hs", "card", "254", "--locale", "xx_YY"])
        #expect(refused == 2)
        #expect(refusedOutput.err.contains("th_TH"))
    }
}
