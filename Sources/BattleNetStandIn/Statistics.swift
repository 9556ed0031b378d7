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
                + "evicted: \(connectionsEvicted), "
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
            ])
        }
    }
}

/// A token's counters for the current fixed second and the current fixed hour.
struct RateWindow: Sendable {
    var second: Int64
    var secondCount: Int
    var hour: Int64
    var hourCount: Int
}
