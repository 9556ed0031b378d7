import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No neighborhood response was recorded and no peer models one: the bodies here are test inputs
/// carrying the common game-data fields beside an unknown one, which the models skip.
@Suite("WoW game data: Neighborhood Map", .timeLimit(.minutes(2)))
struct NeighborhoodMapTests {
    @Test func neighborhoodMapIndexKeepsTheCommonFields() throws {
        let index = try decodeInline(WoW.NeighborhoodMapIndex.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/neighborhood-map/?namespace=dynamic-us"}},
         "unknown_list": [{"id": 1}]}
        """)
        #expect(index.links?.selfLink.pathAndQuery == "/data/wow/neighborhood-map/?namespace=dynamic-us")
        #expect(index.id == nil)
        #expect(index.name == nil)
    }

    @Test func neighborhoodMapWithoutALocale() throws {
        let map = try decodeInline(WoW.NeighborhoodMap.self, """
        {"id": 1, "name": {"en_US": "Test Map", "pt_BR": "Mapa de teste"}, "unknown": {"nested": true}}
        """)
        #expect(map.id == 1)
        #expect(map.name?.translations[.ptBR] == "Mapa de teste")
        #expect(map.name?.description == "Test Map")
    }

    @Test func neighborhoodLinkIsTyped() throws {
        let neighborhood = try decodeInline(WoW.Neighborhood.self, """
        {"_links": {"self": {"href": "https://us.api.blizzard.com/data/wow/neighborhood-map/1/neighborhood/7?namespace=dynamic-us"}},
         "id": 7, "name": "Test Neighborhood"}
        """)
        #expect(neighborhood.id == 7)
        #expect(neighborhood.name == "Test Neighborhood")
        let link: BattleNetLink<WoW.Neighborhood>? = neighborhood.links?.selfLink
        #expect(link?.pathAndQuery.hasPrefix("/data/wow/neighborhood-map/1/neighborhood/7?") == true)
    }

    @Test func anEmptyBodyDecodes() throws {
        let neighborhood = try decodeInline(WoW.Neighborhood.self, "{}")
        #expect(neighborhood.id == nil)
        #expect(neighborhood.links == nil)
    }
}
