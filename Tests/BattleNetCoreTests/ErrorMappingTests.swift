import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

/// Every error kind, produced through the real client pipeline over a stub transport.
@Suite("Error mapping", .timeLimit(.minutes(2)))
struct ErrorMappingTests {
    /// Calls `testEcho` once against a stub answering with `response`.
    func failure(status: Int, body: Data, headers: [String: String] = [:]) async throws -> BattleNetError? {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", status: status, headers: headers, body: body)
        let (client, _) = try makeClient(stub: stub)
        return await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
    }

    @Test func recordedAccountInactive403() async throws {
        let body = try fixtureData("wow/error-403__item__19019.json")
        let error = try #require(try await failure(status: 403, body: body))
        #expect(error.kind == .forbidden)
        #expect(error.status == 403)
        #expect(error.apiError?.code == 403)
        #expect(error.apiError?.type == "Forbidden")
        #expect(error.apiError?.detail == "Account Inactive")
        #expect(error.body == body)
        #expect(error.operation == "testEcho")
        #expect(error.recoverySuggestion?.contains("Account Inactive") == true)
        #expect(error.recoverySuggestion?.contains("will not help") == true)
    }

    @Test func aNotFoundOfAnOperationWithoutAdviceGivesTheGeneralAdvice() async throws {
        let body = Data(#"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#.utf8)
        let error = try #require(try await failure(status: 404, body: body))
        #expect(error.recoverySuggestion == "Check the ids, slugs and region; profiles must be public and BattleTags are case-sensitive")
    }

    @Test func gateway404ShapeFromTheFactsFile() async throws {
        // The shape api-facts.md §6 quotes; no recorded 404 body exists in the shared collection.
        let body = Data(#"{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}"#.utf8)
        let error = try #require(try await failure(status: 404, body: body, headers: ["X-Trace-Traceid": "trace-1"]))
        #expect(error.kind == .notFound)
        #expect(error.apiError?.type == "BLZWEBAPI00000404")
        #expect(error.traceID == "trace-1")
        #expect(error.description.contains("HTTP 404"))
        #expect(error.description.contains("trace-1"))
    }

    @Test("a small document is decoded, not taken for an error body", arguments: [
        (#"{"name":"Act I","nested":{"list":[1]}}"#, "Act I"),  // no "code" anywhere: not parsed for the error shape
        (#"{"name":"code","nested":{"list":[1]}}"#, "code"),    // "code" as a value: parsed, and not the error shape
    ])
    func aSmallDocumentIsDecoded(body: String, name: String) async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        await stub.on(.get, "/test/echo/x", status: 200, body: Data(body.utf8))
        let (client, _) = try makeClient(stub: stub)
        let echo = try await client.value(TestOperations.echo("x"))
        #expect(echo.name == name)
    }

    @Test func legacyNokShape() async throws {
        let error = try #require(try await failure(status: 400, body: Data(#"{"status":"nok","reason":"Invalid region"}"#.utf8)))
        #expect(error.kind == .httpStatus)
        #expect(error.apiError?.reason == "Invalid region")
        #expect(error.message == "Invalid region")
    }

    @Test func rateLimitedCarriesRetryAfter() async throws {
        let error = try #require(try await failure(status: 429, body: Data(), headers: ["Retry-After": "3"]))
        #expect(error.kind == .rateLimited)
        #expect(error.retryAfter == .seconds(3))
        #expect(error.recoverySuggestion?.contains("100 requests per second") == true)
    }

    @Test("a malformed Retry-After is ignored, not a crash", arguments: ["F\u{348}\u{FFFD}\u{FFFD} HTTP/1.1", "soon", "Sun, 31 Feb 2019 00:00:00 GMT"])
    func malformedRetryAfter(value: String) async throws {
        let error = try #require(try await failure(status: 429, body: Data(), headers: ["Retry-After": value]))
        #expect(error.kind == .rateLimited)
        #expect(error.retryAfter == nil)
    }

    @Test func serverErrorWithAnHTMLBody() async throws {
        let html = Data("<html><body>502 Bad Gateway</body></html>".utf8)
        let error = try #require(try await failure(status: 502, body: html))
        #expect(error.kind == .httpStatus)
        #expect(error.status == 502)
        #expect(error.apiError == nil)
        #expect(error.body == html)
        #expect(error.recoverySuggestion?.contains("retry later") == true)
    }

    @Test func decodingFailureKeepsTheBytesAndAReadablePath() async throws {
        let body = Data(#"{"nested":{"list":[1]},"name":7}"#.utf8)
        let error = try #require(try await failure(status: 200, body: body))
        #expect(error.kind == .decoding)
        #expect(error.body == body)
        #expect(error.modelType == "Echo")
        #expect(error.codingPath == "name")
        #expect(error.status == 200)
        // The fallback: the bytes read without a second request.
        let object = try JSONSerialization.jsonObject(with: try #require(error.body)) as? [String: Any]
        #expect(object?["name"] as? Int == 7)
    }

    @Test func emptyTruncatedAndNonJSONBodiesAreDecodingErrors() async throws {
        for body in ["", #"{"name":"Th"#, "<html>oops</html>"] {
            let error = try #require(try await failure(status: 200, body: Data(body.utf8)))
            #expect(error.kind == (body.isEmpty ? .emptyBody : .decoding))
            #expect(error.body == Data(body.utf8))
        }
    }

    @Test func recordedOAuthErrorsFromTheTokenEndpoint() async throws {
        for (file, code) in [
            ("oauth/error-401__token-unauthorized-client.json", "unauthorized_client"),
            ("oauth/error-401__token-unauthorized.json", "unauthorized"),
        ] {
            let stub = StubTransport()
            await stub.on(.post, "/token", status: 401, body: try fixtureData(file))
            let (client, _) = try makeClient(stub: stub)
            let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
            #expect(error?.kind == .oauth)
            #expect(error?.oauthError?.error == code)
            #expect(error?.operation == "oauthTokenClientCredentials")
            #expect(error?.status == 401)
            #expect(await stub.requests(to: "/test/echo/x").isEmpty)
        }
    }

    @Test func transportAndTimeoutFailures() async throws {
        for kind in [BattleNetError.Kind.transport, .timeout] {
            let stub = StubTransport()
            await stub.on(.post, "/token", json: tokenJSON("t1"))
            await stub.on(.get, "/test/echo/x") { _ in throw BattleNetError(kind, message: "simulated") }
            let (client, _) = try makeClient(stub: stub)
            let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
            #expect(error?.kind == kind)
            #expect(error?.operation == "testEcho")
            #expect(error?.url?.hasPrefix("https://eu.api.blizzard.com/test/echo/x") == true)
        }
    }

    @Test func realSocketTimeoutIsTyped() async throws {
        // A listening socket that never answers, on loopback; the timeout passes on the transport's clock.
        let clock = BattleNetTestClock()
        let transport = URLSessionTransport(clock: clock)
        let listener = try SilentListener()
        defer { listener.close() }
        let request = BattleNetHTTPRequest(method: .get, url: try #require(URL(string: "http://127.0.0.1:\(listener.port)/x")), timeout: .milliseconds(300))
        let call = Task { try await transport.send(request) }
        await until { clock.sleeperCount == 1 }   // the call is in flight and the timer armed for it
        clock.advance(by: .milliseconds(300))
        let error = await #expect(throws: BattleNetError.self) { try await call.value }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "no response within 0.3 seconds")
    }

    /// The transport's own timer ends a late call (URLSession's timer, set five seconds past the
    /// timeout, is only a backstop): the error is the transport's, and a call with a shorter timeout
    /// than one already waiting re-arms the timer for its earlier deadline. The long call's timeout is
    /// ten minutes, so URLSession's real-time backstop cannot end it first on a slow machine.
    @Test func theTransportsTimerEndsLateCallsEarliestDeadlineFirst() async throws {
        let clock = BattleNetTestClock()
        let transport = URLSessionTransport(clock: clock)
        let listener = try SilentListener()
        defer { listener.close() }
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/x"))
        let longEnded = Flag()
        let long = Task {
            defer { longEnded.set(true) }
            return try await transport.send(BattleNetHTTPRequest(method: .get, url: url, timeout: .seconds(600)))
        }
        await until { clock.requestedDeadlines == [.seconds(600)] && clock.sleeperCount == 1 }   // armed for the long call
        let short = Task { try await transport.send(BattleNetHTTPRequest(method: .get, url: url, timeout: .milliseconds(300))) }
        // The shorter call re-arms the one timer for its earlier deadline.
        await until { clock.requestedDeadlines == [.seconds(600), .milliseconds(300)] && clock.sleeperCount == 1 }
        clock.advance(to: .milliseconds(300))
        let error = await #expect(throws: BattleNetError.self) { try await short.value }
        #expect(error?.kind == .timeout)
        #expect(error?.message == "no response within 0.3 seconds")
        // The timer re-arms for the long call's deadline, which has not come: that call is still waiting.
        await until { clock.requestedDeadlines.last == .seconds(600) && clock.sleeperCount == 1 }
        #expect(!longEnded.value)
        clock.advance(to: .seconds(600))
        let longError = await #expect(throws: BattleNetError.self) { try await long.value }
        #expect(longError?.kind == .timeout)
        #expect(longError?.message == "no response within 600.0 seconds")
    }

    @Test func missingAndInsufficientUserTokensFailBeforeSending() async throws {
        let stub = StubTransport()
        let (client, manager) = try makeClient(stub: stub)
        let missing = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.userOnly()) }
        #expect(missing?.kind == .missingUserToken)
        #expect(missing?.requiredScope == .d3Profile)
        try await manager.setUserToken(AccessToken(value: "u1", kind: .user, expiresAt: .distantFuture, scopes: [.openid]))
        let insufficient = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.userOnly()) }
        #expect(insufficient?.kind == .insufficientScope)
        #expect(insufficient?.recoverySuggestion?.contains("d3.profile") == true)
        #expect(await stub.requests.isEmpty)
    }

    @Test func invalidConfigurationWithoutCredentials() async throws {
        let stub = StubTransport()
        let manager = AuthenticationManager(clientID: "app-only", transport: stub)
        let client = try BattleNetClient(configuration: .init(region: .us), tokens: manager, transport: stub)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(TestOperations.echo("x")) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("BNET_CLIENT_ID") == true)
    }

    @Test func cancellationIsHonoured() async throws {
        let stub = StubTransport()
        await stub.on(.post, "/token", json: tokenJSON("t1"))
        // The answer never comes unless the call is cancelled (the stub's handler honours cancellation).
        await stub.on(.get, "/test/echo/x") { _ in
            try await untilCancelled()
            return BattleNetHTTPResponse(status: 200, body: Data(#"{"name":"late"}"#.utf8))
        }
        let (client, _) = try makeClient(stub: stub)
        let task = Task { try await client.value(TestOperations.echo("x")) }
        await until { await !stub.requests(to: "/test/echo/x").isEmpty }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
