// expect: argument 'realm' must precede argument 'name'
// Arguments given out of order do not compile.
import BattleNetWoW

func call(client: BattleNetClient) async throws {
    _ = try await client.wow.characterProfileSummary(name: "Альвеоняша", realm: "Howling Fjord")
}
