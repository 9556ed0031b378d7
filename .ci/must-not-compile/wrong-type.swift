// expect: cannot convert value of type 'String' to expected argument type 'Int'
// Each argument has its declared type.
import BattleNetWoW

func call(client: BattleNetClient) async throws {
    _ = try await client.wow.item(id: "19019")
}
