import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: `URLSession`, on Linux and Apple platforms alike.
///
/// Honours task cancellation (the data task is cancelled and `CancellationError` thrown) and the
/// request's timeout. No cookies are stored and no response is cached by URLSession.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// A transport over an ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// A transport over your own session.
    public init(session: URLSession) {
        self.session = session
    }

    /// Sends `request`, giving up after `request.timeout` with a `.timeout` error.
    ///
    /// The timeout is enforced here rather than left to URLSession, whose `timeoutInterval` is an idle
    /// timeout and, on Linux, is not honoured below one second.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await self.exchange(request) }
            group.addTask {
                try await Task.sleep(for: request.timeout)
                var timeout = BattleNetError(.timeout, message: "no response within \(request.timeout)")
                timeout.url = Redaction.mask(request.url.absoluteString)
                throw timeout
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        // URLSession's own timer is only a backstop: `send` enforces the request's timeout.
        urlRequest.timeoutInterval = max(request.timeout.timeInterval + 5, 5)

        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    if let error {
                        continuation.resume(throwing: Self.mapped(error, request: request))
                    } else if let http = response as? HTTPURLResponse {
                        var headers: [String: String] = [:]
                        for (key, value) in http.allHeaderFields {
                            headers[String(describing: key)] = String(describing: value)
                        }
                        continuation.resume(returning: HTTPResponse(
                            status: http.statusCode, headers: headers, body: data ?? Data()
                        ))
                    } else {
                        continuation.resume(throwing: BattleNetError(
                            .transport, message: "the response to \(request) was not HTTP"
                        ))
                    }
                }
                box.start(task)
            }
        } onCancel: {
            box.cancel()
        }
    }

    private static func mapped(_ error: any Error, request: HTTPRequest) -> any Error {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            switch nsError.code {
            case NSURLErrorCancelled: return CancellationError()
            case NSURLErrorTimedOut:
                var timeout = BattleNetError(.timeout, message: "no response within \(request.timeout)")
                timeout.url = Redaction.mask(request.url.absoluteString)
                return timeout
            default: break
            }
        }
        var transport = BattleNetError(.transport, message: Redaction.mask(nsError.localizedDescription))
        transport.url = Redaction.mask(request.url.absoluteString)
        return transport
    }
}

/// Holds the data task so a cancellation that arrives before or after it starts still cancels it.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = self.cancelled
        lock.unlock()
        if cancelled { task.cancel() } else { task.resume() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
