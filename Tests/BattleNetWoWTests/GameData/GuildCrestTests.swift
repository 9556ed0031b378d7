import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

@Suite("WoW game data: Guild Crest", .timeLimit(.minutes(2)))
struct GuildCrestTests {
    @Test func decodesComponentsIndexOf2019WithoutMediaIDs() throws {
        let index = try decodeFixture(WoW.GuildCrestComponentsIndex.self, "wow/guild-crest-index.json")
        #expect(index.emblems.count == 196)
        #expect(index.borders.count == 6)
        #expect(index.emblems.last?.id == 195)
        #expect(index.emblems[1].media.id == nil)
        #expect(index.borders.last?.media.pathAndQuery == "/data/wow/media/guild-crest/border/5?namespace=static-8.2.5_31884-eu")
        #expect(index.colors == nil)
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/guild-crest/?namespace=static-8.2.5_31884-eu")
    }

    @Test func decodesComponentsIndexOf2020WithMediaIDs() throws {
        let index = try decodeFixture(WoW.GuildCrestComponentsIndex.self, "wow/guild-crest-index__argentpony.json")
        #expect(index.emblems.count == 196)
        #expect(index.borders.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(index.emblems[1].media.id == 1)
        #expect(index.emblems[1].media.key.lastPathComponent == "1")
    }

    @Test func decodesClassicComponentsIndex() throws {
        let index = try decodeFixture(WoW.GuildCrestComponentsIndex.self, "wow-classic/guild-crest-index.json")
        #expect(index.emblems.count == 196)
        #expect(index.borders.count == 6)
        #expect(index.emblems[0].media.pathAndQuery.hasSuffix("emblem/0?namespace=static-1.13.2_31446-classic-eu"))
    }

    @Test func decodesBorderMedia() throws {
        let current = try decodeFixture(WoW.Media.self, "wow/guild-crest-border-media__0.json")
        #expect(current.id == 0)
        #expect(current[.image]?.absoluteString == "https://render-us.worldofwarcraft.com/guild/tabards/border_00.png")
        let older = try decodeFixture(WoW.Media.self, "wow/guild-crest-border-media__1.json")
        #expect(older.id == nil)
        #expect(older[.image]?.absoluteString == "https://eu.battle.net/wow/static/images/guild/tabards/border_01.png")
        let classic = try decodeFixture(WoW.Media.self, "wow-classic/guild-crest-border-media__1.json")
        #expect(classic[.image]?.absoluteString == "https://render-classic-eu.worldofwarcraft.com/guild/tabards/border_01.png")
    }

    @Test func decodesEmblemMedia() throws {
        let current = try decodeFixture(WoW.Media.self, "wow/guild-crest-emblem-media__0.json")
        #expect(current.id == 0)
        #expect(current.assets.map(\.key) == [.image])
        #expect(current[.image]?.lastPathComponent == "emblem_00.png")
        let older = try decodeFixture(WoW.Media.self, "wow/guild-crest-emblem-media__1.json")
        #expect(older[.image]?.lastPathComponent == "emblem_01.png")
        #expect(older.links?.selfLink.pathAndQuery == "/data/wow/media/guild-crest/emblem/1?namespace=static-8.2.5_31884-eu")
        let classic = try decodeFixture(WoW.Media.self, "wow-classic/guild-crest-emblem-media__1.json")
        #expect(classic[.image]?.absoluteString == "https://render-classic-eu.worldofwarcraft.com/guild/tabards/emblem_01.png")
    }

    /// Test input shaped as Pewtro's types describe the palette (a partial one, with an alpha of 0.5).
    @Test func decodesColorsAndTypesMediaReferences() throws {
        let index = try decodeInline(WoW.GuildCrestComponentsIndex.self, """
        {"emblems": [{"id": 7, "media": {"key": {"href": "https://us.api.blizzard.com/data/wow/media/guild-crest/emblem/7?namespace=static-us"}, "id": 7}}],
         "borders": [],
         "colors": {"emblems": [{"id": 2, "rgba": {"r": 103, "g": 76, "b": 12, "a": 1}}],
                    "backgrounds": [{"id": 50, "rgba": {"r": 0, "g": 0, "b": 0, "a": 0.5}}]}}
        """)
        let media: BattleNetReference<WoW.Media> = index.emblems[0].media
        #expect(media.key.pathAndQuery.hasPrefix("/data/wow/media/guild-crest/emblem/7"))
        #expect(index.colors?.emblems?.first?.rgba.r == 103)
        #expect(index.colors?.backgrounds?.first?.rgba.a == 0.5)
        #expect(index.colors?.borders == nil)
    }

    @Test func decodesComponentsIndexOf2025WithTheColorPalette() throws {
        // The 2025 body is the first recording with `colors`: 17 emblem and border colors, 51 backgrounds.
        let index = try decodeFixture(WoW.GuildCrestComponentsIndex.self, "wow/guild-crest-index__damia-2025.json")
        #expect(index.emblems.count == 196)
        #expect(index.borders.map(\.id) == [0, 1, 2, 3, 4, 5])
        #expect(index.emblems[1].media.id == 1)
        #expect(index.borders[2].media.pathAndQuery == "/data/wow/media/guild-crest/border/2?namespace=static-11.2.0_62213-us")
        let colors = try #require(index.colors)
        #expect(colors.emblems?.count == 17)
        #expect(colors.borders?.count == 17)
        #expect(colors.backgrounds?.count == 51)
        #expect(colors.emblems?.first?.id == 0)
        #expect(colors.emblems?.first?.rgba.r == 103)
        #expect(colors.emblems?.first?.rgba.b == 33)
        #expect(colors.emblems?.last?.rgba.g == 165)
        #expect(colors.backgrounds?.last?.id == 50)
        #expect(colors.backgrounds?.last?.rgba.b == 145)
        #expect(colors.backgrounds?.allSatisfy { $0.rgba.a == 1 } == true)
    }

    @Test func decodesBorderMedia2Of2019FromTheOldTabardImages() throws {
        let border = try decodeFixture(WoW.Media.self, "wow/guild-crest-border-media__2__rbattlenet-2019.json")
        #expect(border.id == nil)
        #expect(border.assets.map(\.key) == [.image])
        #expect(border[.image]?.absoluteString == "https://eu.battle.net/wow/static/images/guild/tabards/border_02.png")
        #expect(border.links?.selfLink.pathAndQuery == "/data/wow/media/guild-crest/border/2?namespace=static-8.2.5_31884-eu")
    }

    @Test func decodesEmblemMedia2Of2019FromTheOldTabardImages() throws {
        let emblem = try decodeFixture(WoW.Media.self, "wow/guild-crest-emblem-media__2__rbattlenet-2019.json")
        #expect(emblem.id == nil)
        #expect(emblem.assets.map(\.key) == [.image])
        #expect(emblem[.image]?.absoluteString == "https://eu.battle.net/wow/static/images/guild/tabards/emblem_02.png")
        #expect(emblem.links?.selfLink.pathAndQuery == "/data/wow/media/guild-crest/emblem/2?namespace=static-8.2.5_31884-eu")
    }
}
