import Foundation

extension StandInServer {
    /// What the server has seen since it was created or since ``StandInServer/resetStatistics()``.
    ///
    /// ```swift
    /// let stats = server.statistics
    /// #expect(stats.statusCounts[429, default: 0] > 0)
    /// #expect(stats.tokenRequests == 1)
    /// ```
    ///
    /// ``peakRequestsPerSecond`` is keyed by access token; printing or dumping a `Statistics` value
    /// shows only the counts, never the tokens.
    public struct Statistics: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
        /// Every request read, including malformed ones and requests answered by a fault.
        public var totalRequests = 0
        /// `POST /token` requests (also `/oauth/token`).
        public var tokenRequests = 0
        /// Requests to API paths (everything that is not an OAuth endpoint).
        public var apiRequests = 0
        /// How many responses carried each status. Connection resets are counted in no status.
        public var statusCounts: [Int: Int] = [:]
        /// API requests rejected because they carried `access_token` in the query.
        public var tokenInURL = 0
        /// The most requests the server was handling at one time.
        public var peakConcurrentRequests = 0
        /// Per access token, the most requests made with it within one fixed clock second.
        public var peakRequestsPerSecond: [String: Int] = [:]
        /// Per client id: its API requests, those let through and those refused by its per-second or
        /// hourly limit, and its token requests (every token of a client id shares its limits).
        public var clients: [String: StandInServer.ClientStatistics] = [:]
        /// TCP connections accepted; fewer than requests means clients reused connections (keep-alive).
        public var connectionsAccepted = 0
        /// Requests that carried an `Authorization` header (Basic or Bearer).
        public var requestsWithAuthorization = 0
        /// Connections closed because their request's headers or body did not arrive within
        /// ``StandInServer/Configuration/requestDeadline`` (slow or stalled clients).
        public var connectionsTimedOut = 0
        /// Connections refused (answered 503, or closed when no thread could start) because
        /// ``StandInServer/Configuration/maxConnections`` were open and each was in the middle of a request.
        public var connectionsRefused = 0
        /// Connections without a complete request head closed to make room for a new one at
        /// ``StandInServer/Configuration/maxConnections``.
        public var connectionsEvicted = 0
        /// Bodies of ``StandInServer/Fault/largeBody(bytes:declaresLength:)`` written to their last byte
        /// (a client enforcing a body limit stops reading, and the server never gets there).
        public var largeBodiesCompleted = 0

        /// Empty statistics.
        public init() {}

        /// The number of responses with `status`.
        public func count(of status: Int) -> Int { statusCounts[status, default: 0] }

        /// A one-line summary of the counts (no tokens).
        public var description: String {
            let statuses = statusCounts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "Statistics(total: \(totalRequests), token: \(tokenRequests), api: \(apiRequests), "
                + "statuses: [\(statuses)], tokenInURL: \(tokenInURL), peakConcurrent: \(peakConcurrentRequests), "
                + "peakPerSecond: \(peakRequestsPerSecond.values.sorted(by: >)), connections: \(connectionsAccepted), "
                + "withAuthorization: \(requestsWithAuthorization), timedOut: \(connectionsTimedOut), refused: \(connectionsRefused), "
                + "evicted: \(connectionsEvicted), clients: \(clients.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }), "
                + "largeBodiesCompleted: \(largeBodiesCompleted))"
        }

        /// Mirrors the counts without the access tokens that key ``peakRequestsPerSecond``.
        public var customMirror: Mirror {
            Mirror(self, children: [
                "totalRequests": totalRequests,
                "tokenRequests": tokenRequests,
                "apiRequests": apiRequests,
                "statusCounts": statusCounts,
                "tokenInURL": tokenInURL,
                "peakConcurrentRequests": peakConcurrentRequests,
                "peakRequestsPerSecond": peakRequestsPerSecond.values.sorted(by: >),
                "connectionsAccepted": connectionsAccepted,
                "requestsWithAuthorization": requestsWithAuthorization,
                "connectionsTimedOut": connectionsTimedOut,
                "connectionsRefused": connectionsRefused,
                "connectionsEvicted": connectionsEvicted,
                "largeBodiesCompleted": largeBodiesCompleted,
                "clients": clients,
            ])
        }
    }
}

extension StandInServer {
    /// What one client id did: its API requests (with every token issued to it), how many went
    /// through, how many its limits refused with 429, and how many tokens it asked for.
    ///
    /// ```swift
    /// let fleet = server.statistics.clients["stand-in-client"]
    /// print(fleet?.rateLimited ?? 0, fleet?.tokenRequests ?? 0)
    /// ```
    public struct ClientStatistics: Sendable, Equatable, CustomStringConvertible {
        /// API requests with a valid token of this client id (the limit is checked on these).
        public var apiRequests = 0
        /// API requests its limits let through.
        public var admitted = 0
        /// API requests answered 429 because the client id's per-second limit was spent.
        public var perSecondRefusals = 0
        /// API requests answered 429 because the client id's hourly budget was spent.
        public var hourlyRefusals = 0
        /// Requests to the token endpoint that authenticated as this client id (any grant).
        public var tokenRequests = 0
        /// The most requests let through within one fixed clock second, across all its tokens.
        public var peakRequestsPerSecond = 0

        /// No requests yet.
        public init() {}

        /// Every 429 its limits answered.
        public var rateLimited: Int { perSecondRefusals + hourlyRefusals }

        /// The counts on one line.
        public var description: String {
            "api \(apiRequests), admitted \(admitted), 429 per second \(perSecondRefusals), 429 hourly \(hourlyRefusals), "
                + "tokens \(tokenRequests), peak/s \(peakRequestsPerSecond)"
        }
    }
}

/// A token's count in the current fixed second (for ``StandInServer/Statistics/peakRequestsPerSecond``).
struct RateWindow: Sendable {
    var second: Int64
    var secondCount: Int
}

/// A client id's limits: the current fixed second, and the rolling hour as minute buckets, oldest first.
struct ClientWindow: Sendable {
    var second: Int64
    var secondCount = 0
    var minutes: [(minute: Int64, count: Int)] = []
}
