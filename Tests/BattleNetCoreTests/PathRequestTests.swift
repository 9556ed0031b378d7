import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// `BattleNetRequest(path:namespace:token:query:operation:)`: a path the package has not declared,
/// sent with the client's host, namespace, token, locale and error mapping like a declared call.
@Suite("Requests for undeclared paths", .timeLimit(.minutes(2)))
struct PathRequestTests {
    @Test("each segment of the path is percent-encoded as one path segment", arguments: [
        ("/data/wow/new-thing/7", "/data/wow/new-thing/7"),
        ("/profile/wow/character/howling-fjord/Альвеоняша", "/profile/wow/character/howling-fjord/%D0%90%D0%BB%D1%8C%D0%B2%D0%B5%D0%BE%D0%BD%D1%8F%D1%88%D0%B0"),
        ("/d3/profile/FaYe#2543/", "/d3/profile/FaYe%232543/"),
        ("/data/wow/realm/Area 52", "/data/wow/realm/Area%2052"),
        ("/already%20encoded", "/already%2520encoded"),
        ("/data/d3/season/", "/data/d3/season/"),
        ("/", "/"),
    ])
    func encoding(path: String, expected: String) throws {
        #expect(try BattleNetRequest<Data>(path: path).path() == expected)
    }

    @Test("a path that is not one is refused before sending", arguments: [
        "data/wow/new-thing/7", "", "/data/wow/../oauth/token", "/data/./wow",
    ])
    func refused(path: String) async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        let (client, _) = try makeClient(stub: stub)
        let request = BattleNetRequest<Echo>(path: path, operation: "myNewThing")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(request) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.operation == "myNewThing")
        #expect(await stub.requests.isEmpty)
    }

    @Test func aWoWPathGetsItsNamespaceQueryAndLocaleAndDecodesLikeADeclaredCall() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/new-thing/7", json: #"{"name":"New Thing"}"#)
        let (client, _) = try makeClient(stub: stub, region: .us)
        let request = BattleNetRequest<Echo>(
            path: "/data/wow/new-thing/7", namespace: .static, query: [URLQueryItem(name: "orderby", value: "id")]
        )
        #expect(try await client.value(request) == Echo(name: "New Thing"))
        let raw = try await client.raw(request.variant("classic1x").locale(.frFR))
        #expect(raw.operation == "custom")
        let sent = await stub.requests(to: "/data/wow/new-thing/7")
        #expect(sent.map { $0.header("Battlenet-Namespace") } == ["static-us", "static-classic1x-us"])
        #expect(sent.map { $0.url.query ?? "" } == ["orderby=id&locale=en_GB", "orderby=id&locale=fr_FR"])
        #expect(sent.allSatisfy { $0.header("Authorization") == "Bearer t1" })
    }

    @Test func aPathWithoutANamespaceSendsNone() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/d3/data/act/1", json: #"{"name":"Act I"}"#)
        let (client, _) = try makeClient(stub: stub)
        #expect(try await client.value(BattleNetRequest<Echo>(path: "/d3/data/act/1")).name == "Act I")
        #expect(await stub.requests(to: "/d3/data/act/1").first?.header("Battlenet-Namespace") == nil)
    }

    @Test func errorsNameTheOperationAndAUserTokenIsAsked() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/data/wow/missing/1", status: 404, json: #"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#)
        let (client, _) = try makeClient(stub: stub)
        let missing = await #expect(throws: BattleNetError.self) {
            try await client.value(BattleNetRequest<Echo>(path: "/data/wow/missing/1", namespace: .static, operation: "wowMissing"))
        }
        #expect(missing?.kind == .notFound)
        #expect(missing?.operation == "wowMissing")
        let user = BattleNetRequest<Data>(path: "/profile/user/wow", namespace: .profile, token: .user(scope: .wowProfile))
        let unsigned = await #expect(throws: BattleNetError.self) { try await client.raw(user) }
        #expect(unsigned?.kind == .missingUserToken)
        #expect(await stub.requests(to: "/profile/user/wow").isEmpty)
    }

    @Test func theDescriptionShowsTheOperationMethodAndPath() {
        #expect(BattleNetRequest<Data>(path: "/data/wow/new-thing/7").description == "custom GET /data/wow/new-thing/7")
        #expect(BattleNetRequest<Data>(path: "/data/wow/new-thing/7", operation: "newThing").operation == "newThing")
    }
}
