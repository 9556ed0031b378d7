import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetWoW

/// No media search response was ever recorded: the input is a test snippet shaped as api-facts §8 and
/// Pewtro's search types describe it.
@Suite("WoW game data: Media Search", .timeLimit(.minutes(2)))
struct MediaSearchTests {
    @Test func decodesAMediaSearchPageWithTypedKeys() throws {
        let page = try decodeInline(WoW.SearchPage<WoW.MediaSearchDocument>.self, """
        {"page": 1, "pageSize": 100, "maxPageSize": 100, "pageCount": 3, "resultCountCapped": true,
         "results": [{"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/19019?namespace=static-us"},
                      "data": {"id": 19019, "assets": [{"key": "icon", "value": "https://render.worldofwarcraft.com/us/icons/56/inv_sword_39.jpg", "file_data_id": 135349}]}},
                     {"key": {"href": "https://us.api.blizzard.com/data/wow/media/item/1?namespace=static-us"}, "data": {}}]}
        """)
        #expect(page.pageCount == 3)
        #expect(page.resultCountCapped)
        let key: BattleNetLink<WoW.Media> = page.results[0].key
        #expect(key.pathAndQuery.hasPrefix("/data/wow/media/item/19019"))
        #expect(page.results[0].data.id == 19019)
        #expect(page.results[0].data.assets?.first?.key == .icon)
        #expect(page.results[0].data.assets?.first?.fileDataID == 135349)
        #expect(page.results[1].data.id == nil)
        #expect(page.results[1].data.assets == nil)
    }
}
