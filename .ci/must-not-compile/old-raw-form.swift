// expect: has no member 'raw'
// The raw form stands before the operation: client.d3.raw.act(id:), not client.d3.act.raw(_:).
import BattleNetD3

func call(client: BattleNetClient) async throws {
    _ = try await client.d3.act.raw(1)
}
