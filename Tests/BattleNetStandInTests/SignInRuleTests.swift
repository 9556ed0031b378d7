import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BattleNetStandIn

/// The stand-in's sign-in rules: `state` required, codes bound to their `redirect_uri`, account
/// endpoints only for a user token with `wow.profile`.
@Suite("Stand-in sign-in rules", .timeLimit(.minutes(2)))
struct SignInRuleTests {
    /// Runs `/authorize` for `scope` and exchanges the code: a user token.
    func userToken(_ session: URLSession, _ server: StandInServer, scope: String) async throws -> String {
        let port = try #require(server.port)
        let response = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb"
                + "&scope=\(scope)&state=s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        let location = try #require(response.split(separator: "\r\n").first { $0.hasPrefix("Location: ") })
        let components = try #require(URLComponents(string: String(location.dropFirst("Location: ".count))))
        let code = try #require(components.queryItems?.first { $0.name == "code" }?.value)
        let exchange = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 },
            body: form("grant_type=authorization_code&code=\(code)&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb")
        )
        #expect(exchange.status == 200)
        return try #require(exchange.json["access_token"] as? String)
    }

    @Test("authorize without state (or with an empty one) gets 400 invalid_request and issues no code")
    func stateIsRequired() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        for query in ["", "&state="] {
            let response = try #require(rawExchange(
                port: port,
                "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb\(query) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            ))
            #expect(response.hasPrefix("HTTP/1.1 400 "))
            #expect(response.contains(#""error":"invalid_request""#))
            #expect(response.contains("The state parameter is required"))
            #expect(!response.contains("Location:"))
        }
        #expect(server.pendingAuthorizationCodes == 0)
        // The same request with a state is served.
        let served = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=k HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        #expect(served.hasPrefix("HTTP/1.1 302 "))
        #expect(served.contains("Location: http://127.0.0.1:9/cb?code="))
        #expect(server.pendingAuthorizationCodes == 1)
    }

    @Test("a code is bound to its redirect_uri: another one, or none, gets invalid_grant and spends the code")
    func codeBoundToRedirect() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        let session = makeSession()
        func code() throws -> String {
            let response = try #require(rawExchange(
                port: port,
                "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            ))
            let location = try #require(response.split(separator: "\r\n").first { $0.hasPrefix("Location: ") })
            return try #require(URLComponents(string: String(location.dropFirst("Location: ".count)))?
                .queryItems?.first { $0.name == "code" }?.value)
        }
        func exchange(_ code: String, _ redirect: String?) async throws -> Reply {
            try await send(
                session, url(server, "/token"), method: "POST",
                headers: formHeaders.merging(["Authorization": basic()]) { $1 },
                body: form("grant_type=authorization_code&code=\(code)" + (redirect.map { "&redirect_uri=\($0)" } ?? ""))
            )
        }
        let first = try code()
        for redirect in ["http%3A%2F%2F127.0.0.1%3A10%2Fcb", "http%3A%2F%2Flocalhost%3A9%2Fcb", nil] as [String?] {
            let refused = try await exchange(try code(), redirect)
            #expect(refused.status == 400)
            #expect(refused.json["error"] as? String == "invalid_grant")
        }
        let wrongThenRight = try await exchange(first, "http%3A%2F%2F127.0.0.1%3A9%2Fother")
        #expect(wrongThenRight.status == 400)
        // The code was spent by the mismatched attempt.
        let retried = try await exchange(first, "http%3A%2F%2F127.0.0.1%3A9%2Fcb")
        #expect(retried.status == 400)
        #expect(retried.json["error"] as? String == "invalid_grant")
        let fresh = try await exchange(try code(), "http%3A%2F%2F127.0.0.1%3A9%2Fcb")
        #expect(fresh.status == 200)
    }

    @Test("account endpoints refuse a client token and a user token without wow.profile with 403; wow.profile passes")
    func accountEndpointsNeedAUserToken() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let client = try await fetchClientToken(session, server)
        let openidOnly = try await userToken(session, server, scope: "openid")
        let profile = try await userToken(session, server, scope: "openid%20wow.profile")
        let accountPaths = [
            "/profile/user/wow?namespace=profile-us",
            "/profile/user/wow/collections/mounts?namespace=profile-us",
            "/profile/user/wow/protected-character/1262-107811065?namespace=profile-us",
        ]
        for path in accountPaths {
            for token in [client, openidOnly] {
                let refused = try await get(session, server, path, token: token)
                #expect(refused.status == 403, "\(path)")
                #expect(refused.json["code"] as? Int == 403)
                #expect(refused.json["type"] as? String == "BLZWEBAPI00000403")
            }
            // Past the gate: the recorded account summary, account mounts and protected character answer.
            let allowed = try await get(session, server, path, token: profile)
            let recordedID: Int? = path.hasPrefix("/profile/user/wow?") ? 1142637
                : path.contains("/protected-character/") ? 107811065 : nil
            #expect(allowed.status == 200, "\(path)")
            if let recordedID { #expect(allowed.json["id"] as? Int == recordedID, "\(path)") }
            if path.contains("/collections/mounts") { #expect((allowed.json["mounts"] as? [Any])?.count == 5) }
        }
        #expect(server.statistics.count(of: 403) == 2 * accountPaths.count)
        // Paths that only look alike are not account endpoints, and public data still takes a client token.
        #expect(try await get(session, server, "/profile/user/wowx?namespace=profile-us", token: client).status == 404)
        #expect(try await get(session, server, "/d3/data/act/1", token: client).status == 200)
        #expect(try await get(session, server, "/d3/data/act/1", token: profile).status == 200)
    }
}
