import BattleNetD3
import BattleNetTesting
import Foundation

// What a SwiftUI preview does: the client the app ships, over a stub transport with a body of the
// app's own and a fixed token. No recorded fixture is linked.
let stub = StubTransport()
await stub.on(.get, "/d3/data/act/1", json: #"{"slug":"act-i","number":1,"name":"Act I","quests":[]}"#)
do {
    let client = try BattleNetClient(configuration: .init(region: .eu), tokens: FixedTokenProvider(), transport: stub)
    let act = try await client.value(D3.Endpoints.act(id: 1))
    print("preview act: \(act.name)")
} catch {
    print("failed: \(error)")
}
