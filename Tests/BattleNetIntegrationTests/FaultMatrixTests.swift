import BattleNetCore
import BattleNetSC2
import BattleNetStandIn
import BattleNetWoW
import Foundation
import Testing

/// The faults of the fault matrix (BattleNetCore.docc, ReliabilityAndLimits.md) that `StandInIntegrationTests` does not play: each
/// one a stand-in fault (`StandInServer.Fault`) against the real client stack over 127.0.0.1, with the
/// outcome the table promises: never a hang, a crash or a wrong model.
@Suite("Fault matrix: the client against a broken or hostile Battle.net", .timeLimit(.minutes(2)))
struct FaultMatrixTests {
    static let json = ["Content-Type": "application/json;charset=UTF-8"]

    // MARK: Bodies that are not documents

    @Test("a success without a body (200 empty, 204): the raw call returns it, a mapped call throws .emptyBody without a retry",
          arguments: [StandInServer.Fault.emptyBody, .answer(status: 204)])
    func aSuccessWithoutABody(fault: StandInServer.Fault) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(fault, on: "/sc2/", times: 2)
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.data.isEmpty)
        #expect(raw.attempts == 1)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .emptyBody)
        #expect(error?.status == (fault == .emptyBody ? 200 : 204))
        #expect(error?.modelType == "SC2.Season")
        #expect(error?.recoverySuggestion?.contains("raw call returns the empty body") == true)
        #expect(server.statistics.apiRequests == 2, "an empty body is not retried")
        #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
    }

    @Test("Blizzard's error JSON under a 200 is the error it names, for raw and mapped calls, and retried as that status",
          arguments: [(404, BattleNetError.Kind.notFound), (403, .forbidden), (429, .rateLimited)])
    func anErrorBodyUnderA200(code: Int, kind: BattleNetError.Kind) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, retry: .none)
        let body = #"{"code":\#(code),"type":"BLZWEBAPI00000\#(code)","detail":"Named \#(code)"}"#
        server.inject(.answer(status: 200, headers: Self.json, body: body), on: "/sc2/", times: 2)
        let mapped = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        let raw = await #expect(throws: BattleNetError.self) { try await client.raw(SC2.Endpoints.season(region: .us)) }
        for error in [mapped, raw] {
            #expect(error?.kind == kind)
            #expect(error?.status == code)
            #expect(error?.apiError?.detail == "Named \(code)")
            #expect(error?.message.contains("sent with status 200") == true, "\(error?.message ?? "")")
        }
        // A retryable status named that way is retried like the status itself.
        let (retrying, _) = try makeClient(server)
        server.inject(.answer(status: 200, headers: Self.json, body: #"{"code":503,"type":"BLZWEBAPI00000503","detail":"Service Unavailable"}"#), on: "/sc2/")
        let recovered = try await retrying.raw(SC2.Endpoints.season(region: .us))
        #expect(recovered.attempts == 2)
    }

    @Test("a body that merely has a code field is a document, not an error")
    func aDocumentWithACodeIsNotAnError() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, retry: .none)
        let body = #"{"code":404,"type":"x","detail":"y","id":1}"#
        server.inject(.answer(status: 200, headers: Self.json, body: body), on: "/sc2/")
        #expect(try await client.raw(SC2.Endpoints.season(region: .us)).data == Data(body.utf8))
    }

    // MARK: Retry-After

    @Test("Retry-After as an HTTP date counts from the response's Date, not the client's clock")
    func retryAfterAsADate() async throws {
        let server = try startServer()
        let clock = waitsClock()
        let (client, _) = try makeClient(server, clock: clock)
        // The server's clock says 1994: measured against the client's clock the date is long past (no wait).
        server.inject(.answer(
            status: 429,
            headers: Self.json.merging(["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Retry-After": "Sun, 06 Nov 1994 08:49:39 GMT"]) { $1 },
            body: #"{"code":429,"type":"BLZWEBAPI00000429","detail":"Too Many Requests"}"#
        ), on: "/sc2/")
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.attempts == 2)
        #expect(clock.now >= .seconds(2) && clock.now < .seconds(3), "waited \(clock.now), not the 2 s the server's clocks asked for")
    }

    @Test("a negative Retry-After is zero: retried after the backoff, not refused or awaited")
    func negativeRetryAfter() async throws {
        let server = try startServer()
        let clock = waitsClock()
        let (client, _) = try makeClient(server, clock: clock)
        server.inject(.status(429, retryAfter: "-3600"), on: "/sc2/")
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.attempts == 2)
        #expect(clock.now > .zero && clock.now <= quickRetry.maxDelay, "waited \(clock.now): one back-off")
    }

    @Test("a huge Retry-After is clamped to the policy's maxRetryAfter: reported when past the budget, awaited when within")
    func hugeRetryAfter() async throws {
        let server = try startServer()
        let huge = "99999999999999999999999999"
        let clock = waitsClock()
        let (client, _) = try makeClient(server, clock: clock)
        server.inject(.status(429, retryAfter: huge), on: "/sc2/")
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.retryAfter == .seconds(3600))
        #expect(error?.recoverySuggestion?.contains("retry after 3600 s") == true)
        #expect(clock.now == .zero, "the clamped wait is past the budget: reported, not awaited (waited \(clock.now))")
        #expect(server.statistics.count(of: 429) == 1)

        var patient = quickRetry
        patient.maxRetryAfter = .seconds(1)
        let patientClock = waitsClock()
        let (clamping, _) = try makeClient(server, retry: patient, clock: patientClock)
        server.inject(.status(429, retryAfter: huge), on: "/sc2/")
        let raw = try await clamping.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.attempts == 2)
        #expect(patientClock.now >= .seconds(1) && patientClock.now < .seconds(2), "waited \(patientClock.now)")
    }

    @Test("a 429 storm longer than the retry budget ends in .rateLimited with the wait, one request per attempt")
    func aStormOf429s() async throws {
        let server = try startServer()
        let budget = RetryPolicy(maxAttempts: 10, baseDelay: .milliseconds(20), maxDelay: .milliseconds(200), maxTotalTime: .seconds(4))
        let clock = waitsClock()
        let (client, _) = try makeClient(server, retry: budget, clock: clock)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))  // warm: token and connection
        let start = clock.now
        server.inject(.status(429, retryAfter: "1"), on: "/sc2/", times: 1000)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .rateLimited)
        #expect(error?.retryAfter == .seconds(1))
        // Attempts at 0, 1, 2 and 3 s; a fifth would start at 4 s, the end of the budget, so the fourth
        // answer is the error.
        let attempts = try #require(error?.attempts)
        #expect(attempts == 4, "\(attempts) attempts in a 4 s budget with 1 s waits")
        // The three Retry-After seconds, and the limiter's spacing of the departures (about 10 ms each).
        #expect(clock.now - start >= .seconds(3) && clock.now - start < .seconds(3.1), "waited \(clock.now - start)")
        #expect(server.statistics.count(of: 429) == attempts, "no request beyond the attempts: no busy loop")

        // Without Retry-After: backoff, the same bound on requests.
        server.clearFaults()
        server.inject(.status(429), on: "/sc2/", times: 1000)
        let (quick, _) = try makeClient(server)
        let backedOff = await #expect(throws: BattleNetError.self) { try await quick.value(SC2.Endpoints.season(region: .us)) }
        #expect(backedOff?.attempts == quickRetry.maxAttempts)
        #expect(server.statistics.count(of: 429) == attempts + quickRetry.maxAttempts)
    }

    // MARK: Refusals

    @Test("403 Account Inactive is .forbidden saying a retry will not help; a 403 without a body is .forbidden too; neither is retried")
    func forbidden() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(.answer(status: 403, headers: Self.json, body: #"{"code":403,"type":"Forbidden","detail":"Account Inactive"}"#), on: "/sc2/")
        let inactive = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(inactive?.kind == .forbidden)
        #expect(inactive?.apiError?.detail == "Account Inactive")
        #expect(inactive?.recoverySuggestion?.contains("a retry will not help") == true)

        server.inject(.answer(status: 403), on: "/sc2/")
        let bare = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(bare?.kind == .forbidden)
        #expect(bare?.body?.isEmpty == true)
        #expect(bare?.message == "Forbidden")
        #expect(server.statistics.count(of: 403) == 2)
        #expect(server.statistics.tokenRequests == 1)
    }

    @Test("a 401 on a user-token call is .unauthorized telling to sign in again: no renewal, the token is dropped")
    func aRevokedSignIn() async throws {
        let server = try startServer()
        let transport = URLSessionTransport()
        let auth = AuthenticationManager(
            credentials: ClientCredentials(clientID: "stand-in-client", clientSecret: "stand-in-secret"),
            oauthBaseURL: server.baseURL, transport: transport
        )
        let login = CommandLineSignIn(manager: auth, scopes: [.wowProfile], redirectURI: URL(string: "https://app.example.com/cb")!)
        let browser = Browser()
        _ = try await login.signInByPasting { try await browser.authorize($0) }
        let client = try BattleNetClient(
            configuration: BattleNetConfiguration(region: .eu, locale: .enGB, apiHost: server.baseURL, oauthHost: server.baseURL, retry: quickRetry),
            tokens: auth, transport: transport
        )
        let tokensBefore = server.statistics.tokenRequests
        server.inject(.revokeToken, on: "/profile/user/wow")
        let error = await #expect(throws: BattleNetError.self) { try await client.raw(WoW.Endpoints.accountProfileSummary()) }
        #expect(error?.kind == .unauthorized)
        #expect(error?.recoverySuggestion?.contains("sign the user in again") == true, "\(error?.recoverySuggestion ?? "")")
        #expect(server.statistics.tokenRequests == tokensBefore, "a user token cannot be renewed: nothing asked")
        #expect(server.statistics.count(of: 401) == 1, "sent once: no renewal loop")
        #expect(try await auth.currentUserToken() == nil)
        let next = await #expect(throws: BattleNetError.self) { try await client.raw(WoW.Endpoints.accountProfileSummary()) }
        #expect(next?.kind == .missingUserToken)
        #expect(server.statistics.count(of: 401) == 1, "the next call fails before sending")
    }

    // MARK: Broken connections and framing

    @Test("a connection dropped after the head or mid-body is retried once, then a typed transport error",
          arguments: [StandInServer.Fault.dropAfterHead(declaresLength: true), .dropAfterHead(declaresLength: false),
                      .truncatedBody, .dropMidChunkedBody])
    func aDroppedResponse(fault: StandInServer.Fault) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))
        server.inject(fault, on: "/sc2/")
        let season = try await client.value(SC2.Endpoints.season(region: .us))
        #expect(season.number == 4)

        let (fresh, _) = try makeClient(server, coalescing: false)
        let before = server.statistics.apiRequests
        server.inject(fault, on: "/sc2/", times: 10)
        let error = await #expect(throws: BattleNetError.self) { try await fresh.raw(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .transport)
        #expect(error?.attempts == 2, "retried once, not \(quickRetry.maxAttempts) times")
        #expect(error?.status == 200)
        #expect(error?.message.contains("during the response body") == true, "\(error?.message ?? "")")
        #expect(server.statistics.apiRequests - before == 2)
        server.clearFaults()
    }

    @Test("a Content-Length larger than the body times the attempt out, and the retry gets through")
    func aLengthLargerThanTheBody() async throws {
        let server = try startServer()
        // Five seconds, so that the retry's answer arrives within the timeout on a busy machine too.
        let (client, _) = try makeClient(server, timeout: .seconds(5))
        server.inject(.misdeclaredLength(delta: 50), on: "/sc2/")
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.attempts == 2)
        #expect(raw.status == 200)
    }

    @Test("a Content-Length smaller than the body: the raw call has the declared bytes, the mapped call a .decoding error with them")
    func aLengthSmallerThanTheBody() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        let whole = try await client.raw(SC2.Endpoints.season(region: .us)).data
        server.inject(.misdeclaredLength(delta: -20), on: "/sc2/", times: 2)
        let raw = try await client.raw(SC2.Endpoints.season(region: .us))
        #expect(raw.data == whole.prefix(whole.count - 20))
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .decoding)
        #expect(error?.body == whole.prefix(whole.count - 20))
    }

    @Test("gzip-declared garbage is retried once, then a transport error naming the encoding")
    func gzipGarbage() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, coalescing: false)
        _ = try await client.raw(SC2.Endpoints.season(region: .us))  // warm: token and connection
        server.inject(.garbageGzip, on: "/sc2/")
        #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
        server.inject(.garbageGzip, on: "/sc2/", times: 10)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .transport)
        #expect(error?.attempts == 2)
        #expect(error?.message.contains("Content-Encoding (gzip)") == true, "\(error?.message ?? "")")
        server.clearFaults()
    }

    @Test("a JSON body under another Content-Type is accepted",
          arguments: ["text/plain", "application/octet-stream", "text/html;charset=UTF-8"])
    func aWrongContentType(contentType: String) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, retry: .none)
        server.inject(.contentType(contentType), on: "/sc2/")
        #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
    }

    // MARK: Tokens

    @Test("a token response without expires_in counts as one hour, and a 401 renews it")
    func aTokenWithoutExpiry() async throws {
        let server = try startServer()
        let (client, auth) = try makeClient(server)
        server.inject(.announcedTokenLifetime(seconds: nil), on: "/token")
        let start = Date()
        #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
        let token = try await auth.clientAccessToken()
        #expect(abs(token.expiresAt.timeIntervalSince(start) - 3600) < 60, "\(token.expiresAt)")
        server.revokeAllTokens()
        #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
        #expect(server.statistics.tokenRequests == 2)
        #expect(server.statistics.count(of: 401) == 1)
    }

    @Test("tokens announcing expires_in of 0 or a few seconds are renewed at most once per 10 s of a crawl",
          arguments: [0, 2])
    func shortLivedTokens(seconds: Int) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server, coalescing: false)
        server.inject(.announcedTokenLifetime(seconds: seconds), on: "/token", times: 1000)
        let (_, elapsed) = try await timed {
            for _ in 0..<30 {
                #expect(try await client.value(SC2.Endpoints.season(region: .us)).number == 4)
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        let allowed = 1 + Int(elapsed / .seconds(10))
        #expect(server.statistics.tokenRequests <= allowed, "\(server.statistics.tokenRequests) token requests in \(elapsed)")
        server.clearFaults()
    }

    @Test("tokens the API rejects as soon as they are issued: one renewal, then .unauthorized without a token storm")
    func tokensRejectedAtOnce() async throws {
        let server = try startServer { $0.tokenLifetime = 0 }
        // The ten seconds within which a rejected renewal is not renewed again are the client's: on its
        // clock, which only the client's own waits move, the ten calls come within them however slow
        // the machine.
        let (client, _) = try makeClient(server, clock: waitsClock())
        for _ in 0..<10 {
            let error = await #expect(throws: BattleNetError.self) { try await client.raw(SC2.Endpoints.season(region: .us)) }
            #expect(error?.kind == .unauthorized)
        }
        #expect(server.statistics.tokenRequests == 2, "the first token and one renewal; \(server.statistics.tokenRequests) asked")
    }

    @Test("OAuth error bodies, RFC 6749 JSON or China's plain words, are .oauth with the server's words, not retried",
          arguments: [
            (["Content-Type": "application/json;charset=UTF-8"], #"{"error":"invalid_client","error_description":"Bad client credentials"}"#),
            (["Content-Type": "application/json;charset=UTF-8"], #"{"error":"unauthorized","error_description":"Bad client credentials"}"#),
            (["Content-Type": "text/plain;charset=UTF-8"], "Bad client credentials"),
          ])
    func oauthErrorBodies(headers: [String: String], body: String) async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        server.inject(.answer(status: 401, headers: headers, body: body), on: "/token", times: 5)
        let error = await #expect(throws: BattleNetError.self) { try await client.value(SC2.Endpoints.season(region: .us)) }
        #expect(error?.kind == .oauth)
        #expect(error?.message.contains("Bad client credentials") == true, "\(error?.message ?? "")")
        #expect(error?.recoverySuggestion?.contains("BNET_CLIENT_ID") == true)
        #expect(server.statistics.tokenRequests == 1)
        #expect(server.statistics.apiRequests == 0)
        server.clearFaults()
    }

    @Test("a 404 is .notFound with the reasons Battle.net has, sent once")
    func notFound() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        let error = await #expect(throws: BattleNetError.self) {
            try await client.value(WoW.Endpoints.characterProfileSummary(realm: "area-52", name: "nobodyhere"))
        }
        #expect(error?.kind == .notFound)
        #expect(error?.recoverySuggestion?.contains("may be private") == true, "\(error?.recoverySuggestion ?? "")")
        #expect(error?.namespace == "profile-eu")
        #expect(server.statistics.count(of: 404) == 1)
    }

    // MARK: Namespaces

    @Test("a namespace the server rejects: a 404 whose advice names the flavor and region to check and the namespace sent")
    func aRejectedNamespace() async throws {
        let server = try startServer()
        let (client, _) = try makeClient(server)
        var configuration = client.configuration
        configuration.flavor = .classicEra
        let classic = try BattleNetClient(configuration: configuration, tokens: client.tokens, transport: URLSessionTransport())
        server.inject(.rejectNamespace("static-classic1x-eu"), on: "/data/wow/")
        let error = await #expect(throws: BattleNetError.self) { try await classic.value(WoW.Endpoints.item(id: 19019)) }
        #expect(error?.kind == .notFound)
        #expect(error?.namespace == "static-classic1x-eu")
        let advice = error?.recoverySuggestion ?? ""
        #expect(advice == "Check the ids, slugs and region. Battle.net answers 404 when the namespace's flavor or region does not "
            + "serve the id or the document, so check the client's flavor (`.flavor(_:)`, `--flavor`) and region as well. The request "
            + "was sent with namespace static-classic1x-eu")
        #expect(server.statistics.count(of: 404) == 1)
    }
}
