// expect: argument 'connectedRealm' must precede argument 'dungeon'
// Three integers side by side: their labels keep them apart.
import BattleNetWoW

func call(client: BattleNetClient) async throws {
    _ = try await client.wow.mythicKeystoneLeaderboard(dungeon: 197, connectedRealm: 11, period: 641)
}
