// The floor for client overhead: a bare URLSession loop that fetches D3 act 1 COUNT times,
// CONCURRENCY at a time, and decodes each body into the whole act, as `bnet bench d3Act 1` decodes
// it into `D3.Act` (the same fields, the same synthesized Decodable, JSONDecoder). Usage: bare BASE_URL COUNT CONCURRENCY
//
// The same loop as the workplace's `bare-urlsession`, except for the model: that one decodes only the
// act's name, so it did less work per call than the client it was compared with.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `D3.Act`'s shape: what the client decodes every body into.
struct Act: Decodable {
    struct Quest: Decodable {
        let id: Int
        let name: String
        let slug: String
    }
    let slug: String
    let number: Int
    let name: String
    let quests: [Quest]
}

enum BareError: Error { case usage, noToken }

let args = CommandLine.arguments
guard args.count == 4, let count = Int(args[2]), let concurrency = Int(args[3]), let tokenURL = URL(string: args[1] + "/token"),
      let actURL = URL(string: args[1] + "/d3/data/act/1?locale=en_US") else {
    FileHandle.standardError.write(Data("usage: bare BASE_URL COUNT CONCURRENCY\n".utf8))
    throw BareError.usage
}
let session = URLSession(configuration: .ephemeral)
var tokenRequest = URLRequest(url: tokenURL)
tokenRequest.httpMethod = "POST"
let (tokenData, _) = try await session.data(for: tokenRequest)
guard let token = (try JSONSerialization.jsonObject(with: tokenData) as? [String: Any])?["access_token"] as? String else {
    throw BareError.noToken
}
var request = URLRequest(url: actURL)
request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
let fixed = request
func one() async throws {
    let (data, _) = try await session.data(for: fixed)
    let act = try JSONDecoder().decode(Act.self, from: data)
    precondition(act.name == "Act I" && act.quests.count == 10)
}
try await one()
let clock = ContinuousClock()
let start = clock.now
try await withThrowingTaskGroup(of: Void.self) { group in
    var started = 0
    while started < min(concurrency, count) { group.addTask { try await one() }; started += 1 }
    while try await group.next() != nil {
        if started < count { group.addTask { try await one() }; started += 1 }
    }
}
let elapsed = clock.now - start
let seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
print("{\"client\": \"bare-urlsession-act\", \"requests\": \(count), \"seconds\": \(seconds), \"rps\": \(Double(count) / seconds)}")
