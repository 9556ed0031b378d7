// expect: missing argument label 'id:' in call
// Positional calls are gone: every argument has its label.
import BattleNetD3

func call(client: BattleNetClient) async throws {
    _ = try await client.d3.act(1)
}
