// expect: referencing instance method 'flavor' on 'OperationRepository' requires the types 'D3' and 'WoW' be equivalent
// A flavor is World of Warcraft's: Core knows no game, so only `client.wow` has `flavor(_:)`.
import BattleNetD3
import BattleNetWoW

func call(client: BattleNetClient) async throws {
    _ = try await client.d3.flavor(.classicEra).act(id: 1)
}
