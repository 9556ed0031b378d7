import Foundation

/// The steps every request takes, API calls and OAuth alike: attempts within the retry policy's total
/// time, the exchange with the transport (with its events), a typed error for every non-success
/// status, and the attempt count on the result.
///
/// ``BattleNetClient`` supplies attempts that take a token and a rate-limiter slot and run the user's
/// middleware first; ``AuthenticationManager`` supplies attempts that go straight to the exchange (OAuth
/// is another host, outside the API's limiter, and never waits for a token).
struct RequestPipeline: Sendable {
    let retry: RetryPolicy
    /// The clock of the retries' back-off and total time, and the date `Retry-After` counts from
    /// when an answer has no `Date`.
    let clock: any BattleNetClock
    let events: EventHub

    /// What one attempt came back with: the value, or an answer whose status is not a success.
    enum Outcome<Value> {
        case success(Value)
        case failure(BattleNetHTTPResponse)
        /// A success status whose body is Blizzard's error JSON: `response` carries the status the body names.
        case errorInBody(BattleNetHTTPResponse, sentStatus: Int)
    }

    /// Sends `request` with `send` until it succeeds, fails for good, or runs out of attempts or time.
    /// - Throws: ``BattleNetError`` carrying the operation and the attempts made; `CancellationError`.
    func fetch(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext, allowNotModified: Bool = false,
        attempt send: (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPResponse
    ) async throws -> RawResponse {
        try await run(request, context: context) { request, context in
            let response = try await send(request, context)
            guard BattleNetCallContext.isSuccess(response.status, allowNotModified: allowNotModified) else {
                return .failure(response)
            }
            // Blizzard's error JSON under a success status is the error it names, not a document.
            if let named = Self.errorNamed(by: response) { return .errorInBody(named, sentStatus: response.status) }
            return .success(RawResponse(
                operation: context.operation, url: request.url, status: response.status,
                headers: response.headers, data: response.body, attempts: context.attempt
            ))
        }
    }

    /// The retry loop: runs `attempt` (given the request and the call's context with the attempt's
    /// number) until it succeeds, fails for good, or runs out of attempts or time; a `.failure` answer
    /// becomes its typed error.
    /// - Throws: ``BattleNetError`` carrying the operation and the attempts made; `CancellationError`.
    func run<Value>(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        attempt perform: (BattleNetHTTPRequest, BattleNetCallContext) async throws -> Outcome<Value>
    ) async throws -> Value {
        let deadline = clock.now + retry.maxTotalTime
        var context = context
        context.attempt = 0
        var interruptions = 0
        while true {
            context.attempt += 1
            var request = request
            do {
                // Retries fit in what is left of the total time; the first attempt has its full timeout.
                if context.attempt > 1 { request.timeout = min(request.timeout, max(deadline - clock.now, .milliseconds(1))) }
                switch try await perform(request, context) {
                case .success(let value):
                    return value
                case .failure(let response):
                    throw error(for: response, request: request, context: context)
                case .errorInBody(let response, let sentStatus):
                    var error = error(for: response, request: request, context: context)
                    error.message += " (Blizzard's error body, sent with status \(sentStatus))"
                    throw error
                }
            } catch let error as BattleNetError {
                var failure = context.completed(error, url: request.url)
                failure.retryAfter = retry.clamped(retryAfter: failure.retryAfter)
                if failure.interruptedResponse { interruptions += 1 }
                // A response that broke partway is tried once more, not until the budget runs out: the
                // same break again is most likely the server's or a proxy's doing.
                let wait = retry.delay(beforeRetry: context.attempt, retryAfter: failure.retryAfter)
                guard retry.shouldRetry(failure, retryable: context.descriptor.isRetryable, attempt: context.attempt),
                      interruptions < 2, clock.now + wait < deadline else {
                    events.emit { Self.event(.failure, failure, context: context) }
                    throw failure
                }
                events.emit {
                    var event = Self.event(.retry, failure, context: context)
                    event.duration = wait
                    return event
                }
                try await clock.sleep(for: wait)
            }
        }
    }

    /// The transport step: sends `request` with `send`, with a `request` event before and a `response`
    /// (or `transportFailure`) event after; a failure becomes a ``BattleNetError`` naming the call.
    func exchange<Answer: BattleNetHTTPResponseHead>(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        _ send: (BattleNetHTTPRequest) async throws -> Answer
    ) async throws -> Answer {
        events.emit {
            var event = BattleNetEvent(.request, operation: context.operation)
            event.attempt = context.attempt
            event.method = request.method.rawValue
            event.url = request.url.absoluteString
            return event
        }
        let started = clock.now
        do {
            let answer = try await send(request)
            events.emit {
                var event = BattleNetEvent(.response, operation: context.operation)
                event.attempt = context.attempt
                event.status = answer.status
                event.duration = clock.now - started
                event.traceID = answer.traceID
                return event
            }
            if answer.status == 429 {
                events.emit {
                    var event = BattleNetEvent(.rateLimited, operation: context.operation)
                    event.attempt = context.attempt
                    event.status = 429
                    event.retryAfter = retryAfter(in: answer)
                    return event
                }
            }
            return answer
        } catch {
            let failure = context.failure(error, url: request.url)
            if let failure = failure as? BattleNetError {
                events.emit {
                    var event = Self.event(.transportFailure, failure, context: context)
                    event.duration = clock.now - started
                    return event
                }
            }
            throw failure
        }
    }

    /// The typed error of a non-success answer to `request`.
    func error(for response: BattleNetHTTPResponse, request: BattleNetHTTPRequest, context: BattleNetCallContext) -> BattleNetError {
        ErrorMapping.error(for: response, context: context, request: request, now: clock.date)
    }

    /// The `Retry-After` of an answer, counted from its `Date` when it sent one, as the policy takes it.
    func retryAfter(in answer: some BattleNetHTTPResponseHead) -> Duration? {
        let serverNow = answer.headers.headerValue("Date").flatMap(HTTPDate.parse) ?? clock.date
        return retry.clamped(retryAfter: HTTPDate.retryAfter(answer.headers.headerValue("Retry-After"), now: serverNow))
    }

    private static func event(_ kind: BattleNetEvent.Kind, _ failure: BattleNetError, context: BattleNetCallContext) -> BattleNetEvent {
        var event = BattleNetEvent(kind, operation: context.operation)
        event.attempt = context.attempt
        event.status = failure.status
        event.errorKind = failure.kind
        event.retryAfter = failure.retryAfter
        event.traceID = failure.traceID
        return event
    }

    /// The answer a success carrying Blizzard's gateway error JSON stands for
    /// (`{"code":404,"type":"BLZWEBAPI00000404","detail":"Not Found"}` with status 200): the same
    /// response with the status the body names. Only a small body that is exactly that shape counts
    /// (an object of `code`, 400–599, with a `type` or `detail` text, and no other key), so no
    /// document is ever mistaken for one.
    ///
    /// Only a body that can hold a `code` key (the bytes `"code"`, or an escape that could spell it) is
    /// parsed: small documents (an act, a class) are common answers, and parsing each of them a second
    /// time cost more than the rest of the request path.
    static func errorNamed(by response: BattleNetHTTPResponse) -> BattleNetHTTPResponse? {
        guard (200..<300).contains(response.status), response.body.count <= 1024,
              response.body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{"),
              mayHoldCodeKey(response.body),
              let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
              Set(object.keys).isSubset(of: ["code", "type", "detail"]),
              let code = object["code"] as? Int, (400...599).contains(code),
              object["type"] is String || object["detail"] is String else { return nil }
        var named = response
        named.status = code
        return named
    }

    /// Whether `body` has the bytes `"code"` or a backslash (a key may spell `code` with escapes):
    /// without either, no key of the object is `code`.
    static func mayHoldCodeKey(_ body: Data) -> Bool {
        body.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == backslash { return true }
                if byte == quote, index + 5 < bytes.count, bytes[index + 1] == UInt8(ascii: "c"), bytes[index + 2] == UInt8(ascii: "o"),
                   bytes[index + 3] == UInt8(ascii: "d"), bytes[index + 4] == UInt8(ascii: "e"), bytes[index + 5] == quote {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
