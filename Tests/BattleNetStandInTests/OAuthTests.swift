import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BattleNetStandIn

@Suite("OAuth endpoints", .timeLimit(.minutes(2)))
struct OAuthTests {
    @Test("POST /token issues a client token; a wrong secret gets 401; GET /token gets 400")
    func clientCredentials() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()

        let issued = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 }, body: form("grant_type=client_credentials")
        )
        #expect(issued.status == 200)
        let token = try #require(issued.json["access_token"] as? String)
        #expect(token.count >= 20)
        #expect(issued.json["token_type"] as? String == "bearer")
        #expect(issued.json["expires_in"] as? Int == 86_399)
        #expect(issued.json["sub"] as? String == "stand-in-client")

        let wrong = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic("stand-in-client", "nope")]) { $1 },
            body: form("grant_type=client_credentials")
        )
        #expect(wrong.status == 401)
        #expect(wrong.json["error"] as? String == "invalid_client")
        #expect(wrong.json["error_description"] as? String == "Bad client credentials")

        let missing = try await send(
            session, url(server, "/token"), method: "POST", headers: formHeaders, body: form("grant_type=client_credentials")
        )
        #expect(missing.status == 401)

        let viaForm = try await send(
            session, url(server, "/token"), method: "POST", headers: formHeaders,
            body: form("grant_type=client_credentials&client_id=stand-in-client&client_secret=stand-in-secret")
        )
        #expect(viaForm.status == 200)

        let viaGet = try await send(session, url(server, "/token?grant_type=client_credentials"), headers: ["Authorization": basic()])
        #expect(viaGet.status == 400)
        #expect(viaGet.json["error"] as? String == "invalid_request")

        let unsupported = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 }, body: form("grant_type=password")
        )
        #expect(unsupported.status == 400)
        #expect(unsupported.json["error"] as? String == "unsupported_grant_type")

        #expect(server.statistics.tokenRequests == 5)
        #expect(server.statistics.count(of: 401) == 2)
    }

    @Test("authorize → code → token exchange → userinfo; the code is single use")
    func authorizationCode() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        // The redirect target is on the stand-in itself, so URLSession follows the 302 like a browser
        // and the final URL carries the code.
        let redirectURI = server.baseURL.absoluteString + "/callback"
        let encodedRedirect = try #require(redirectURI.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let authorize = try await send(
            session,
            url(server, "/authorize?response_type=code&client_id=stand-in-client&redirect_uri=\(encodedRedirect)"
                + "&scope=openid%20d3.profile&state=xyz%20123")
        )
        let landed = try #require(authorize.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
        #expect(landed.path == "/callback")
        #expect(landed.queryItems?.first { $0.name == "state" }?.value == "xyz 123")
        let code = try #require(landed.queryItems?.first { $0.name == "code" }?.value)

        let exchange = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 },
            body: form("grant_type=authorization_code&code=\(code)&redirect_uri=\(encodedRedirect)")
        )
        #expect(exchange.status == 200)
        #expect(exchange.json["scope"] as? String == "openid d3.profile")
        #expect(exchange.json["token_type"] as? String == "bearer")
        let userToken = try #require(exchange.json["access_token"] as? String)

        let again = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 },
            body: form("grant_type=authorization_code&code=\(code)&redirect_uri=\(encodedRedirect)")
        )
        #expect(again.status == 400)
        #expect(again.json["error"] as? String == "invalid_grant")

        let userInfo = try await send(session, url(server, "/userinfo"), headers: ["Authorization": "Bearer \(userToken)"])
        #expect(userInfo.status == 200)
        #expect(userInfo.json["battletag"] as? String == "StandIn#1234")
        #expect(userInfo.json["id"] as? Int == 1)
        #expect(userInfo.json["sub"] as? String == "1")

        let clientToken = try await fetchClientToken(session, server)
        let asClient = try await send(session, url(server, "/userinfo"), headers: ["Authorization": "Bearer \(clientToken)"])
        #expect(asClient.status == 401)
        let anonymous = try await send(session, url(server, "/userinfo"))
        #expect(anonymous.status == 401)

        // A user token also works on API paths.
        let act = try await get(session, server, "/d3/data/act/1", token: userToken)
        #expect(act.status == 200)
    }

    @Test("a code exchanged with another redirect_uri is refused")
    func redirectMismatch() async throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        let response = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcb&state=s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        #expect(response.hasPrefix("HTTP/1.1 302 Found\r\n"))
        let location = try #require(response.split(separator: "\r\n").first { $0.hasPrefix("Location: ") })
        let components = try #require(URLComponents(string: String(location.dropFirst("Location: ".count))))
        #expect(components.host == "localhost" && components.port == 3000 && components.path == "/cb")
        let code = try #require(components.queryItems?.first { $0.name == "code" }?.value)

        let session = makeSession()
        let exchange = try await send(
            session, url(server, "/token"), method: "POST",
            headers: formHeaders.merging(["Authorization": basic()]) { $1 },
            body: form("grant_type=authorization_code&code=\(code)&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fother")
        )
        #expect(exchange.status == 400)
        #expect(exchange.json["error"] as? String == "invalid_grant")
    }

    @Test("authorize without response_type redirects with unsupported_response_type; bad redirect_uri gets 400")
    func authorizeErrors() throws {
        let server = try startServer()
        defer { server.stop() }
        let port = try #require(server.port)
        let missingType = try #require(rawExchange(
            port: port,
            "GET /authorize?client_id=stand-in-client&redirect_uri=https%3A%2F%2Fexample.com%2Fcb%3Fa%3D1&state=abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        #expect(missingType.hasPrefix("HTTP/1.1 302 "))
        #expect(missingType.contains("Location: https://example.com/cb?a=1&error=unsupported_response_type&"))
        #expect(missingType.contains("&state=abc"))
        #expect(!missingType.contains("code="))

        let customScheme = try #require(rawExchange(
            port: port,
            "GET /authorize?response_type=code&client_id=stand-in-client&redirect_uri=myapp%3A%2F%2Fcb HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ))
        #expect(customScheme.hasPrefix("HTTP/1.1 400 "))
        #expect(customScheme.contains("The redirect_uri parameter must be a valid URI"))
    }

    @Test("check_token describes client and user tokens; unknown and revoked tokens get invalid_token")
    func checkToken() async throws {
        let server = try startServer()
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)

        let viaForm = try await send(session, url(server, "/check_token"), method: "POST", headers: formHeaders, body: form("token=\(token)"))
        #expect(viaForm.status == 200)
        #expect(viaForm.json["client_id"] as? String == "stand-in-client")
        #expect(viaForm.json["authorities"] as? [String] == ["IS_AUTHENTICATED_FULLY", "ROLE_CLIENT"])
        let exp = try #require(viaForm.json["exp"] as? Int)
        #expect(abs(Double(exp) - Date().addingTimeInterval(86_399).timeIntervalSince1970) < 60)
        #expect(viaForm.json["user_name"] == nil)

        let viaQuery = try await send(session, url(server, "/check_token?token=\(token)"), method: "POST")
        #expect(viaQuery.status == 200)

        let userToken = server.issueToken(userScopes: ["openid", "wow.profile"])
        let user = try await send(session, url(server, "/oauth/check_token"), method: "POST", headers: formHeaders, body: form("token=\(userToken)"))
        #expect(user.status == 200)
        #expect(user.json["user_name"] as? String == "StandIn#1234")
        #expect(user.json["scope"] as? [String] == ["openid", "wow.profile"])

        let unknown = try await send(session, url(server, "/check_token"), method: "POST", headers: formHeaders, body: form("token=nope"))
        #expect(unknown.status == 400)
        #expect(unknown.json["error"] as? String == "invalid_token")

        server.revoke(token: token)
        let revoked = try await send(session, url(server, "/check_token"), method: "POST", headers: formHeaders, body: form("token=\(token)"))
        #expect(revoked.status == 400)
        #expect(revoked.json["error"] as? String == "invalid_token")
    }

    @Test("a token lifetime past Int's seconds is described as expiring at Int.max, and the next request is answered")
    func lifetimePastInt() async throws {
        let server = try startServer { $0.tokenLifetime = .max }
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let described = try await send(session, url(server, "/check_token"), method: "POST", headers: formHeaders, body: form("token=\(token)"))
        #expect(described.status == 200)
        #expect(described.json["exp"] as? Int == Int.max)
        #expect(try await get(session, server, "/d3/data/act/1", token: token).status == 200)
    }

    @Test("an expired token is refused by the API and by check_token")
    func expiredToken() async throws {
        let server = try startServer { $0.tokenLifetime = 0 }
        defer { server.stop() }
        let session = makeSession()
        let token = try await fetchClientToken(session, server)
        let api = try await get(session, server, "/d3/data/act/1", token: token)
        #expect(api.status == 401)
        let check = try await send(session, url(server, "/check_token"), method: "POST", headers: formHeaders, body: form("token=\(token)"))
        #expect(check.status == 400)
    }
}
