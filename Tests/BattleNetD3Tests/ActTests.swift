import BattleNetFixtures
import Foundation
import Testing
@testable import BattleNetD3

@Suite("D3 community: Act", .timeLimit(.minutes(2)))
struct ActTests {
    @Test func decodesActIndex() throws {
        let index = try decodeFixture(D3.ActIndex.self, "d3/act-index.json")
        #expect(index.acts.count == 5)
        #expect(index.acts.map(\.number) == [1, 2, 3, 4, 5])
        #expect(index.acts.map(\.quests.count) == [10, 10, 7, 4, 8])
        #expect(index.acts[0].slug == "act-i")
        #expect(index.acts[0].quests[0] == D3.Quest(id: 87700, name: "The Fallen Star", slug: "the-fallen-star"))
    }

    @Test func decodesAct() throws {
        let act = try decodeFixture(D3.Act.self, "d3/act__1.json")
        #expect(act.name == "Act I")
        #expect(act.number == 1)
        #expect(act.quests.count == 10)
        #expect(act.quests.last?.id == 136656)
        #expect(act.quests.last?.slug == "return-to-new-tristram")
    }

    @Test func actInIndexEqualsActResponse() throws {
        let index = try decodeFixture(D3.ActIndex.self, "d3/act-index.json")
        let act = try decodeFixture(D3.Act.self, "d3/act__1.json")
        #expect(index.acts[0] == act)
    }
}
