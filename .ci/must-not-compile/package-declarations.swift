// expect: 'Operations' is inaccessible due to 'package' protection level
// The operation declarations are package API: an app calls the generated methods.
import BattleNetD3

func call(client: BattleNetClient) async throws {
    _ = try await client.value(D3.Operations.act(1))
}
