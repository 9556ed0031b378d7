import Foundation

/// The one path every request takes, API calls and OAuth alike: attempts within the retry policy's
/// total time, a typed error for every non-success status, and the attempt count on the result.
///
/// ``BattleNetClient`` supplies attempts that take a rate-limiter slot and a token first;
/// ``AuthenticationManager`` supplies attempts that go straight to the transport (OAuth is another
/// host, outside the API's limiter, and never waits for a token).
struct RequestPipeline: Sendable {
    let retry: RetryPolicy
    let now: @Sendable () -> Date

    /// What one attempt came back with: the value, or an answer whose status is not a success.
    enum Outcome<Value> {
        case success(Value)
        case failure(BattleNetHTTPResponse)
        /// A success status whose body is Blizzard's error JSON: `response` carries the status the body names.
        case errorInBody(BattleNetHTTPResponse, sentStatus: Int)
    }

    /// Sends `request` with `attempt` until it succeeds, fails for good, or runs out of attempts or time.
    /// - Throws: ``BattleNetError`` carrying the operation and the attempts made; `CancellationError`.
    func fetch(
        _ request: BattleNetHTTPRequest, descriptor: OperationDescriptor, allowNotModified: Bool = false,
        attempt send: (BattleNetHTTPRequest) async throws -> BattleNetHTTPResponse
    ) async throws -> RawResponse {
        try await run(request, descriptor: descriptor) { request, attempt in
            let response = try await send(request)
            guard (200..<300).contains(response.status) || (allowNotModified && response.status == 304) else {
                return .failure(response)
            }
            // Blizzard's error JSON under a success status is the error it names, not a document.
            if let named = Self.errorNamed(by: response) { return .errorInBody(named, sentStatus: response.status) }
            return .success(RawResponse(
                operation: descriptor.id, url: request.url, status: response.status,
                headers: response.headers, data: response.body, attempts: attempt
            ))
        }
    }

    /// The retry loop: runs `attempt` (given the request and the attempt's number) until it succeeds,
    /// fails for good, or runs out of attempts or time; a `.failure` answer becomes its typed error.
    /// - Throws: ``BattleNetError`` carrying the operation and the attempts made; `CancellationError`.
    func run<Value>(
        _ request: BattleNetHTTPRequest, descriptor: OperationDescriptor,
        attempt perform: (BattleNetHTTPRequest, Int) async throws -> Outcome<Value>
    ) async throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now + retry.maxTotalTime
        var attempt = 0
        var interruptions = 0
        while true {
            attempt += 1
            do {
                var request = request
                // Retries fit in what is left of the total time; the first attempt has its full timeout.
                if attempt > 1 { request.timeout = min(request.timeout, max(deadline - clock.now, .milliseconds(1))) }
                switch try await perform(request, attempt) {
                case .success(let value):
                    return value
                case .failure(let response):
                    throw ErrorMapping.error(
                        for: response, operation: descriptor.id, isOAuth: descriptor.game == .oauth, request: request, now: now()
                    )
                case .errorInBody(let response, let sentStatus):
                    var error = ErrorMapping.error(
                        for: response, operation: descriptor.id, isOAuth: descriptor.game == .oauth, request: request, now: now()
                    )
                    error.message += " (Blizzard's error body, sent with status \(sentStatus))"
                    throw error
                }
            } catch let error as BattleNetError {
                var failure = error.with(operation: descriptor.id)
                failure.attempts = attempt
                failure.retryAfter = retry.clamped(retryAfter: failure.retryAfter)
                if failure.interruptedResponse { interruptions += 1 }
                // A response that broke partway is tried once more, not until the budget runs out: the
                // same break again is most likely the server's or a proxy's doing.
                guard retry.shouldRetry(failure, retryable: descriptor.isRetryable, attempt: attempt),
                      interruptions < 2 else { throw failure }
                let wait = retry.delay(beforeRetry: attempt, retryAfter: failure.retryAfter)
                guard clock.now + wait < deadline else { throw failure }
                try await Task.sleep(for: wait)
            }
        }
    }

    /// The answer a success carrying Blizzard's gateway error JSON stands for
    /// (`{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}` with status 200): the same
    /// response with the status the body names. Only a small body that is exactly that shape counts
    /// (an object of `code`, 400–599, with a `type` or `detail` text, and no other key), so no
    /// document is ever mistaken for one.
    static func errorNamed(by response: BattleNetHTTPResponse) -> BattleNetHTTPResponse? {
        guard (200..<300).contains(response.status), response.body.count <= 1024,
              response.body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{"),
              let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
              Set(object.keys).isSubset(of: ["code", "type", "detail"]),
              let code = object["code"] as? Int, (400...599).contains(code),
              object["type"] is String || object["detail"] is String else { return nil }
        var named = response
        named.status = code
        return named
    }
}
