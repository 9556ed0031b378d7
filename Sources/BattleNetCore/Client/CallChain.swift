import Foundation

/// The rest of a chain, as a step calls it.
typealias ChainNext = @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer

/// One call's ordered steps, from the call to the transport: each a ``BattleNetMiddleware``, composed
/// once when the client is made.
struct CallChain: Sendable {
    /// The steps' names, in order (``BattleNetClient/steps``).
    let names: [String]
    private let entry: ChainNext
    private let events: EventHub

    /// Composes `steps` in order before `terminal`, the step that sends.
    init(_ steps: [(name: String, step: any BattleNetMiddleware)], terminal: (name: String, send: ChainNext), events: EventHub) {
        self.events = events
        names = steps.map(\.name) + [terminal.name]
        var next = terminal.send
        for (_, step) in steps.reversed() {
            let rest = next
            next = { request, context in try await step.intercept(request, context: context, next: rest) }
        }
        entry = next
    }

    /// Runs the chain for `request`: the one place a call ends. Whichever step answered or failed, a
    /// failure is completed here (operation, attempts, masked URL; anything but a ``BattleNetError``
    /// or `CancellationError` becomes `.transport`) and reported by one `failure` event.
    /// - Throws: ``BattleNetError``, or `CancellationError`.
    func perform(_ request: BattleNetHTTPRequest, context: BattleNetCallContext) async throws -> BattleNetHTTPAnswer {
        do {
            return try await entry(request, context)
        } catch {
            let failure = context.failure(error, url: request.url)
            if let failure = failure as? BattleNetError {
                events.emit {
                    var event = ExchangeStep.event(.failure, failure, context: context)
                    event.attempt = failure.attempts ?? context.attempt
                    return event
                }
            }
            throw failure
        }
    }

    /// The name a user's middleware has in ``names``: its type's.
    static func name(of middleware: any BattleNetMiddleware) -> String {
        "middleware: " + String(describing: type(of: middleware))
    }
}

// MARK: The built-in steps

/// Identical `GET`s in flight share one request (buffered calls only: a stream is read once). A
/// caller that is cancelled stops waiting; the shared request goes on for the others.
struct SharedCallsStep: BattleNetMiddleware {
    let coalescer = RequestCoalescer()

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        guard !context.isStreaming, request.method == .get else { return try await next(request, context) }
        let token = context.descriptor.token
        let key = [request.method.rawValue, request.url.absoluteString, token.description, token.scope?.rawValue ?? "",
                   request.header("Battlenet-Namespace") ?? "", request.header("If-Modified-Since") ?? "",
                   request.header("If-None-Match") ?? ""].joined(separator: "\u{1F}")
        return try await coalescer.run(key) {
            var answer = try await next(request, context)
            // Shared by every waiter: held in memory, as a buffered call's answer is.
            if answer.body.data == nil {
                answer.body = BattleNetHTTPBody(try await answer.body.collected(upTo: request.maximumBodyBytes ?? .max))
            }
            return answer
        }
    }
}

/// The retry policy: attempts within its total time, and the typed ``BattleNetError`` of an answer
/// that is not a success (read whole, at most 1 MiB of a stream), or of Blizzard's error JSON under a
/// success status. A successful stream's first chunk is read here, within the attempt.
struct RetryStep: BattleNetMiddleware {
    let retry: RetryPolicy
    let clock: any BattleNetClock
    let events: EventHub

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        let deadline = clock.now + retry.maxTotalTime
        var context = context
        context.attempt = 0
        var interruptions = 0
        while true {
            context.attempt += 1
            var request = request
            // Retries fit in what is left of the total time; the first attempt has its full timeout.
            if context.attempt > 1 { request.timeout = min(request.timeout, max(deadline - clock.now, .milliseconds(1))) }
            do {
                var answer = try await checked(try await next(request, context), request: request, context: context)
                answer.attempts = context.attempt
                return answer
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                guard var failure = context.failure(error, url: request.url) as? BattleNetError else { throw error }
                failure.retryAfter = retry.clamped(retryAfter: failure.retryAfter)
                if failure.interruptedResponse { interruptions += 1 }
                // A response that broke partway is tried once more, not until the budget runs out: the
                // same break again is most likely the server's or a proxy's doing.
                let wait = retry.delay(beforeRetry: context.attempt, retryAfter: failure.retryAfter)
                guard retry.shouldRetry(failure, retryable: context.descriptor.isRetryable, attempt: context.attempt),
                      interruptions < 2, clock.now + wait < deadline else {
                    throw failure
                }
                events.emit {
                    var event = ExchangeStep.event(.retry, failure, context: context)
                    event.duration = wait
                    return event
                }
                try await clock.sleep(for: wait)
            }
        }
    }

    /// `answer` when it is a success; else the typed error it stands for.
    private func checked(_ answer: BattleNetHTTPAnswer, request: BattleNetHTTPRequest, context: BattleNetCallContext) async throws -> BattleNetHTTPAnswer {
        guard BattleNetCallContext.isSuccess(answer.status, allowNotModified: context.acceptsNotModified) else {
            let body: Data
            do {
                body = try await answer.body.collected(upTo: 1 << 20)
            } catch {
                throw context.failure(error, url: request.url)
            }
            let response = BattleNetHTTPResponse(status: answer.status, headers: answer.headers, body: body)
            throw ErrorMapping.error(for: response, context: context, request: request, now: clock.date)
        }
        // Blizzard's error JSON under a success status is the error it names, not a document.
        if let data = answer.body.data,
           let named = ExchangeStep.errorNamed(by: BattleNetHTTPResponse(status: answer.status, headers: answer.headers, body: data)) {
            var error = ErrorMapping.error(for: named, context: context, request: request, now: clock.date)
            error.message += " (Blizzard's error body, sent with status \(answer.status))"
            throw error
        }
        // A stream's first chunk is read here, after the limiter's permit was released with the head,
        // so that a failure before the first byte is retried like a dropped connection.
        guard context.isStreaming, case .stream(let stream) = answer.body.storage else { return answer }
        var primed = answer
        primed.body = BattleNetHTTPBody(streaming: try await stream.primed(context: context, url: request.url))
        return primed
    }
}

/// The call's token (refused for a host its tokens may not go to), handed to the transport step in
/// the context; when the answer is 401 and the provider dropped the token, once more with a new one.
struct TokenStep: BattleNetMiddleware {
    let tokens: any AccessTokenProvider
    let events: EventHub

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        let requirement = context.descriptor.token
        // A token from Battle.net's OAuth host goes only to Battle.net's API hosts (or those trusted in code).
        if requirement != .none, let manager = tokens as? AuthenticationManager, !manager.maySendTokens(to: request.url) {
            throw manager.refusal(sending: request.url)
        }
        var context = context
        let token = try await tokens.accessToken(for: requirement)
        context.authorization = token?.authorizationHeader
        let answer = try await next(request, context)
        guard answer.status == 401, let token, await tokens.tokenWasRejected(token) else { return answer }
        events.emit {
            var event = BattleNetEvent(.tokenRejected, operation: context.operation)
            event.attempt = context.attempt
            event.status = 401
            return event
        }
        // Renew once and send once more; a second 401 is reported.
        context.authorization = try await tokens.accessToken(for: requirement)?.authorizationHeader
        return try await next(request, context)
    }
}

/// One permit of the limiter for each request sent, held until its answer's head (or a failure)
/// arrives, with the answer's status (and a 429's `Retry-After`) as feedback.
struct LimiterStep: BattleNetMiddleware {
    let limiter: any RequestLimiter
    let events: EventHub
    let retryAfter: @Sendable (BattleNetHTTPAnswer) -> Duration?

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        guard context.isRateLimited else { return try await next(request, context) }
        let permit = try await limiter.beginRequest(cost: context.cost, priority: context.priority)
        if permit.waited >= .milliseconds(1) {
            events.emit {
                var event = BattleNetEvent(.limiterWait, operation: context.operation)
                event.attempt = context.attempt
                event.duration = permit.waited
                return event
            }
        }
        do {
            let answer = try await next(request, context)
            let retryAfter = answer.status == 429 ? retryAfter(answer) : nil
            await limiter.endRequest(permit, feedback: RateLimitFeedback(status: answer.status, retryAfter: retryAfter))
            return answer
        } catch {
            await limiter.endRequest(permit, feedback: RateLimitFeedback(status: nil))
            throw error
        }
    }
}

/// A step of the user's that, for OAuth's own requests, sees headers only: the request's form and
/// the answer's body are hidden from it, and its answer keeps the real body.
struct HeadersOnlyForOAuth: BattleNetMiddleware {
    let base: any BattleNetMiddleware

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        guard context.isOAuth else { return try await base.intercept(request, context: context, next: next) }
        let form = request.body
        var shown = request
        shown.body = nil
        let held = HeldBody()
        var answer = try await base.intercept(shown, context: context) { request, context in
            var request = request
            request.body = form
            var answer = try await next(request, context)
            held.body = answer.body
            answer.body = BattleNetHTTPBody()
            return answer
        }
        if let body = held.body { answer.body = body }
        return answer
    }

    /// The real body of an OAuth answer while a user's step holds the answer.
    private final class HeldBody: @unchecked Sendable {
        private let lock = NSLock()
        private var value: BattleNetHTTPBody?
        var body: BattleNetHTTPBody? {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}

/// The step that sends: the `Authorization` header (one a middleware set is removed; the token's or
/// OAuth's credentials are added), then the transport, with the `request`, `response`,
/// `transportFailure` and `rateLimited` events.
struct ExchangeStep: Sendable {
    let transport: any HTTPTransport
    let clock: any BattleNetClock
    /// The policy that clamps a 429's `Retry-After`.
    let retry: RetryPolicy
    let events: EventHub
    let state: ShutdownState
    /// Who owns this chain, for the shutdown's message ("client", "authentication manager").
    let owner: String

    func send(_ request: BattleNetHTTPRequest, context: BattleNetCallContext) async throws -> BattleNetHTTPAnswer {
        try state.check(owner)
        var request = request
        for name in request.headers.keys where [String: String].sameFieldName(name, "Authorization") {
            request.headers[name] = nil
        }
        if let authorization = context.authorization { request.headers["Authorization"] = authorization }
        do {
            return try await exchange(request, context: context)
        } catch {
            throw state.explained(error, owner)
        }
    }

    private func exchange(_ request: BattleNetHTTPRequest, context: BattleNetCallContext) async throws -> BattleNetHTTPAnswer {
        events.emit {
            var event = BattleNetEvent(.request, operation: context.operation)
            event.attempt = context.attempt
            event.method = request.method.rawValue
            event.url = request.url.absoluteString
            return event
        }
        let started = clock.now
        do {
            let answer: BattleNetHTTPAnswer
            if context.isStreaming {
                let head = try await transport.stream(request)
                answer = BattleNetHTTPAnswer(status: head.status, headers: head.headers, body: BattleNetHTTPBody(streaming: head.body))
            } else {
                let response = try await transport.send(request).withinLimit(of: request)
                answer = BattleNetHTTPAnswer(status: response.status, headers: response.headers, body: BattleNetHTTPBody(response.body))
            }
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

    /// The `Retry-After` of an answer, counted from its `Date` when it sent one, as the policy takes it.
    func retryAfter(in answer: some BattleNetHTTPResponseHead) -> Duration? {
        let serverNow = answer.header("Date").flatMap(HTTPDate.parse) ?? clock.date
        return retry.clamped(retryAfter: HTTPDate.retryAfter(answer.header("Retry-After"), now: serverNow))
    }

    static func event(_ kind: BattleNetEvent.Kind, _ failure: BattleNetError, context: BattleNetCallContext) -> BattleNetEvent {
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
    /// time would cost more than the rest of the request path.
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

/// The HTTP cache (``BattleNetCache``): a fresh stored answer is served without going further; a
/// stale one is revalidated with a conditional request; a storable answer is kept. Calls that carry
/// their own condition, `HEAD`s, streams and calls with a user's token pass by.
struct CacheStep: BattleNetMiddleware {
    let cache: BattleNetCache
    let clock: any BattleNetClock
    let events: EventHub
    /// What every key of this client starts with: the region, the transport, and for a store that
    /// is not shared, the client id's digest.
    let keyPrefix: String

    func intercept(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        guard request.method == .get, !context.acceptsNotModified, !context.isOAuth,
              !context.descriptor.token.isUser,
              request.header("If-None-Match") == nil, request.header("If-Modified-Since") == nil else {
            return try await next(request, context)
        }
        if context.isStreaming {
            guard let store = cache.store as? any BattleNetStreamingCacheStore else { return try await next(request, context) }
            return try await stream(request, context: context, store: store, next: next)
        }
        let store = cache.store
        let shared = store.isShared
        let policy = context.cachePolicy ?? cache.policy
        let key = self.key(for: request)
        var entry = policy == .reload ? nil : await store.entry(forKey: key)
        if let found = entry, found.status != 200 || !CacheRules.matches(found, request) { entry = nil }
        let now = clock.date
        let freshness = entry.map { CacheFreshness($0, shared: shared) }
        if let entry, let freshness {
            if policy == .use, freshness.isFresh(at: now, of: entry) {
                emit(.cacheHit, context: context, request: request, message: "age \(Self.seconds(freshness.age(at: now, of: entry)))")
                return answer(entry, freshness: freshness, now: now, status: .hit)
            }
            if policy == .onlyIfCached {
                let fresh = freshness.isFresh(at: now, of: entry)
                emit(fresh ? .cacheHit : .cacheStaleServed, context: context, request: request, message: "only if cached")
                return answer(entry, freshness: freshness, now: now, status: fresh ? .hit : .stale)
            }
        } else if policy == .onlyIfCached {
            throw notCached(context: context, request: request)
        }
        // Processes sharing a store that miss together ask once: the others take what it stored.
        let filled = await store.beginFill(forKey: key)
        if let filled, filled.status == 200, CacheRules.matches(filled, request) {
            let filledFreshness = CacheFreshness(filled, shared: shared)
            let now = clock.date
            if filledFreshness.isFresh(at: now, of: filled) {
                await store.endFill(forKey: key)
                emit(.cacheHit, context: context, request: request, message: "stored meanwhile by another process")
                return answer(filled, freshness: filledFreshness, now: now, status: .hit)
            }
        }
        do {
            let answer = try await fetch(request, context: context, entry: entry, freshness: freshness, key: key, next: next)
            await store.endFill(forKey: key)
            return answer
        } catch {
            await store.endFill(forKey: key)
            throw error
        }
    }

    /// `request` made conditional on `entry`'s validators, with a context that takes a 304 as an
    /// answer; a miss is reported when there is nothing to revalidate.
    private func conditional(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext, entry: BattleNetCacheEntry?
    ) -> (BattleNetHTTPRequest, BattleNetCallContext) {
        var sent = request
        var sentContext = context
        let validators = entry.map(Self.validators) ?? [:]
        if validators.isEmpty {
            emit(.cacheMiss, context: context, request: request, message: entry == nil ? nil : "stored answer has no validator")
        } else {
            for (name, value) in validators { sent.headers[name] = value }
            sentContext.acceptsNotModified = true
        }
        return (sent, sentContext)
    }

    /// Sends `request` on, conditional when `entry` has a validator, and stores or refreshes what comes back.
    private func fetch(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext, entry: BattleNetCacheEntry?,
        freshness: CacheFreshness?, key: String,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        let store = cache.store
        let shared = store.isShared
        let (sent, sentContext) = conditional(request, context: context, entry: entry)
        let requestDate = clock.date
        let answer: BattleNetHTTPAnswer
        do {
            answer = try await next(sent, sentContext)
        } catch let error as BattleNetError {
            if let entry, let freshness, let served = staleIfError(error, entry: entry, freshness: freshness, context: context, request: request) {
                return served
            }
            throw error
        }
        let responseDate = clock.date
        if answer.status == 304, let entry {
            guard !CacheRules.contradicts(answer.headers, entry.headers) else {
                // A 304 for another version cannot refresh this one: fetch it whole.
                await store.removeEntry(forKey: key)
                return try await next(request, context)
            }
            var refreshed = entry
            refreshed.headers = CacheRules.refreshed(entry.headers, by: answer.headers)
            refreshed.requestDate = requestDate
            refreshed.responseDate = responseDate
            let refreshedFreshness = CacheFreshness(refreshed, shared: shared)
            emit(.cacheRevalidated, context: context, request: request, message: nil)
            if CacheRules.refusal(status: 200, headers: refreshed.headers, shared: shared) == nil {
                await write(refreshed, key: key, context: context, request: request, announce: false)
            } else {
                await store.removeEntry(forKey: key)
            }
            var served = self.answer(refreshed, freshness: refreshedFreshness, now: responseDate, status: .revalidated)
            served.attempts = answer.attempts
            return served
        }
        guard let body = answer.body.data else { return answer }
        if let refusal = CacheRules.refusal(status: answer.status, headers: answer.headers, shared: shared) {
            if entry != nil { await store.removeEntry(forKey: key) }
            if answer.status == 200 { emit(.cacheSkipped, context: context, request: request, message: refusal) }
            return answer
        }
        let names = CacheRules.varyingNames(answer.headers) ?? []
        let stored = BattleNetCacheEntry(
            status: answer.status, headers: CacheRules.stored(answer.headers), body: body,
            requestDate: requestDate, responseDate: responseDate, varying: CacheRules.varying(names, in: request)
        )
        await write(stored, key: key, context: context, request: request, announce: true)
        return answer
    }

    /// A streamed call: served from a stored file in chunks, or its answer written to the store as
    /// its reader takes the chunks (kept only when read to the end).
    private func stream(
        _ request: BattleNetHTTPRequest, context: BattleNetCallContext, store: any BattleNetStreamingCacheStore,
        next: @escaping @Sendable (BattleNetHTTPRequest, BattleNetCallContext) async throws -> BattleNetHTTPAnswer
    ) async throws -> BattleNetHTTPAnswer {
        let shared = store.isShared
        let policy = context.cachePolicy ?? cache.policy
        let key = self.key(for: request)
        var found = policy == .reload ? nil : await store.streamedEntry(forKey: key)
        if let head = found?.head, head.status != 200 || !CacheRules.matches(head, request) { found = nil }
        let now = clock.date
        let freshness = found.map { CacheFreshness($0.head, shared: shared) }
        if let found, let freshness {
            let fresh = freshness.isFresh(at: now, of: found.head)
            if (policy == .use && fresh) || policy == .onlyIfCached {
                emit(fresh ? .cacheHit : .cacheStaleServed, context: context, request: request,
                     message: policy == .onlyIfCached ? "only if cached" : "age \(Self.seconds(freshness.age(at: now, of: found.head)))")
                return answer(found.head, body: found.body, freshness: freshness, now: now, status: fresh ? .hit : .stale)
            }
        } else if policy == .onlyIfCached {
            throw notCached(context: context, request: request)
        }
        let (sent, sentContext) = conditional(request, context: context, entry: found?.head)
        let requestDate = clock.date
        var answer: BattleNetHTTPAnswer
        do {
            answer = try await next(sent, sentContext)
        } catch let error as BattleNetError {
            if let found, let freshness, let served = staleIfError(error, entry: found.head, freshness: freshness, context: context, request: request) {
                var stale = served
                stale.body = BattleNetHTTPBody(streaming: found.body)
                return stale
            }
            throw error
        }
        let responseDate = clock.date
        if answer.status == 304, let found {
            guard !CacheRules.contradicts(answer.headers, found.head.headers) else {
                await store.removeEntry(forKey: key)
                return try await next(request, context)
            }
            var refreshed = found.head
            refreshed.headers = CacheRules.refreshed(found.head.headers, by: answer.headers)
            refreshed.requestDate = requestDate
            refreshed.responseDate = responseDate
            emit(.cacheRevalidated, context: context, request: request, message: nil)
            var body = found.body
            // The entry is written again with its new headers as the reader takes the stored body.
            if CacheRules.refusal(status: 200, headers: refreshed.headers, shared: shared) == nil,
               let writer = await store.streamWriter(forKey: key, head: refreshed) {
                body = teed(found.body, into: writer, context: context, request: request, announce: false)
            }
            var served = self.answer(refreshed, body: body, freshness: CacheFreshness(refreshed, shared: shared), now: responseDate, status: .revalidated)
            served.attempts = answer.attempts
            return served
        }
        guard answer.status == 200, case .stream(let body) = answer.body.storage else { return answer }
        if let refusal = CacheRules.refusal(status: answer.status, headers: answer.headers, shared: shared) {
            if found != nil { await store.removeEntry(forKey: key) }
            emit(.cacheSkipped, context: context, request: request, message: refusal)
            return answer
        }
        let names = CacheRules.varyingNames(answer.headers) ?? []
        let head = BattleNetCacheEntry(
            status: 200, headers: CacheRules.stored(answer.headers), body: Data(),
            requestDate: requestDate, responseDate: responseDate, varying: CacheRules.varying(names, in: request)
        )
        guard let writer = await store.streamWriter(forKey: key, head: head) else { return answer }
        answer.body = BattleNetHTTPBody(streaming: teed(body, into: writer, context: context, request: request, announce: true))
        return answer
    }

    /// `body`, each chunk also given to `writer` as its reader takes it; the entry is stored when the
    /// body ends, dropped when it breaks off or its reader stops.
    private func teed(
        _ body: HTTPBodyStream, into writer: any BattleNetCacheStreamWriter, context: BattleNetCallContext,
        request: BattleNetHTTPRequest, announce: Bool
    ) -> HTTPBodyStream {
        HTTPBodyStream(source: TeeChunks(upstream: body.owner, writer: writer) { write in
            if announce || !write.stored {
                emit(write.stored ? .cacheStored : .cacheSkipped, context: context, request: request,
                     message: write.stored ? "streamed" : "not stored (over the store's entry cap, or a failed write)")
            }
            if write.evicted > 0 { emit(.cacheEvicted, context: context, request: request, message: "\(write.evicted) entries") }
        })
    }

    /// The failure of an only-if-cached call the store cannot answer, with its `cacheMiss` event.
    private func notCached(context: BattleNetCallContext, request: BattleNetHTTPRequest) -> BattleNetError {
        emit(.cacheMiss, context: context, request: request, message: "only if cached")
        return context.completed(BattleNetError(
            .notCached, message: "\(context.operation) is not in the cache, and the call asked for a stored answer only"
        ), url: request.url)
    }

    /// The key of `request`: never its token.
    func key(for request: BattleNetHTTPRequest) -> String {
        [keyPrefix, request.method.rawValue, request.url.absoluteString, request.header("Battlenet-Namespace") ?? ""]
            .joined(separator: "\u{1F}")
    }

    /// The conditional headers that revalidate `entry`.
    static func validators(_ entry: BattleNetCacheEntry) -> [String: String] {
        var headers: [String: String] = [:]
        if let etag = entry.headers.headerValue("ETag") { headers["If-None-Match"] = etag }
        if let modified = entry.headers.headerValue("Last-Modified") { headers["If-Modified-Since"] = modified }
        return headers
    }

    /// `head` with `body` as an answer, with its current `Age`.
    private func answer(_ head: BattleNetCacheEntry, body: HTTPBodyStream, freshness: CacheFreshness, now: Date, status: BattleNetCacheStatus) -> BattleNetHTTPAnswer {
        var answer = answer(head, freshness: freshness, now: now, status: status)
        answer.body = BattleNetHTTPBody(streaming: body)
        return answer
    }

    /// `entry` as an answer, with its current `Age`.
    private func answer(_ entry: BattleNetCacheEntry, freshness: CacheFreshness, now: Date, status: BattleNetCacheStatus) -> BattleNetHTTPAnswer {
        var headers = entry.headers
        for name in headers.keys where [String: String].sameFieldName(name, "Age") { headers[name] = nil }
        let age = freshness.age(at: now, of: entry)
        headers["Age"] = String(Int64(min(age, TimeInterval(CacheDirectives.largestDelta)).rounded(.down)))
        var answer = BattleNetHTTPAnswer(status: entry.status, headers: headers, body: BattleNetHTTPBody(entry.body))
        answer.cacheStatus = status
        return answer
    }

    /// The stored answer served in place of `error`, when the call allows `stale-if-error`, the
    /// failure is Battle.net's (a 5xx, no answer, a timeout) and the answer permits it.
    private func staleIfError(
        _ error: BattleNetError, entry: BattleNetCacheEntry, freshness: CacheFreshness,
        context: BattleNetCallContext, request: BattleNetHTTPRequest
    ) -> BattleNetHTTPAnswer? {
        guard let allowance = context.staleIfError ?? cache.staleIfError else { return nil }
        let serverFailed = error.kind == .transport || error.kind == .timeout || (error.status ?? 0) >= 500
        let directives = CacheDirectives(entry.headers.headerValue("Cache-Control"))
        let now = clock.date
        guard serverFailed, !directives.mustRevalidate, !directives.noCache,
              freshness.staleness(at: now, of: entry) <= allowance.timeInterval else { return nil }
        emit(.cacheStaleServed, context: context, request: request, message: "\(error.kind) after \(error.attempts ?? context.attempt) attempts")
        var answer = answer(entry, freshness: freshness, now: now, status: .stale)
        answer.attempts = error.attempts ?? 1
        return answer
    }

    private func write(_ entry: BattleNetCacheEntry, key: String, context: BattleNetCallContext, request: BattleNetHTTPRequest, announce: Bool) async {
        let write = await cache.store.store(entry, forKey: key)
        if announce {
            emit(write.stored ? .cacheStored : .cacheSkipped, context: context, request: request,
                 message: write.stored ? "\(entry.body.count) bytes" : "not stored (over the store's entry cap, or a failed write)")
        }
        if write.evicted > 0 {
            emit(.cacheEvicted, context: context, request: request, message: "\(write.evicted) entries")
        }
    }

    private func emit(_ kind: BattleNetEvent.Kind, context: BattleNetCallContext, request: BattleNetHTTPRequest, message: String?) {
        events.emit {
            var event = BattleNetEvent(kind, operation: context.operation)
            event.url = request.url.absoluteString
            event.message = message
            return event
        }
    }

    static func seconds(_ interval: TimeInterval) -> String { "\(Int64(min(interval, 1e15).rounded(.down))) s" }
}

/// A body passed on as it is read, each chunk also written to a cache entry: finished at the body's
/// end, dropped when the body fails or its reader stops.
final class TeeChunks: ChunkSource, @unchecked Sendable {
    // `writing` is only touched under `lock`.
    private let lock = NSLock()
    private let upstream: SourceOwner
    private let writer: any BattleNetCacheStreamWriter
    private let finished: @Sendable (BattleNetCacheWrite) -> Void
    private var writing = true

    init(upstream: SourceOwner, writer: any BattleNetCacheStreamWriter, finished: @escaping @Sendable (BattleNetCacheWrite) -> Void) {
        self.upstream = upstream
        self.writer = writer
        self.finished = finished
    }

    deinit { writer.abandon() }

    func next() async throws -> Data? {
        let chunk: Data?
        do {
            chunk = try await upstream.source.next()
        } catch {
            stopWriting()
            throw error
        }
        let active = lock.withLock { writing }
        guard active else { return chunk }
        if let chunk {
            if !writer.append(chunk) {
                stopWriting()
                finished(BattleNetCacheWrite(stored: false))
            }
        } else {
            lock.withLock { writing = false }
            finished(await writer.finish())
        }
        return chunk
    }

    func cancel() {
        stopWriting()
        upstream.source.cancel()
    }

    private func stopWriting() {
        lock.withLock { writing = false }
        writer.abandon()
    }
}
