import Foundation

/// Shares one client-credentials token among several ``AuthenticationManager``s, typically the
/// processes of a fleet (on one machine or many), so that the client id asks Battle.net for one
/// token where each process would otherwise ask for its own.
///
/// A manager made with a coordinator asks it whenever it needs a client token (the first, a renewal,
/// or a replacement after a 401), and hands it a `fetch` closure that makes the manager's own OAuth
/// request (same transport, timeout and retry policy as without a coordinator). A coordinator
/// typically reads the shared token; when there is none (or only the one being replaced), one member
/// takes a renewal lock with an expiry, fetches and shares the token, while the others wait a
/// bounded time and read it. Whatever goes wrong with the shared place (unreachable, a lock holder
/// that died), a coordinator falls back to calling `fetch` itself rather than failing the call.
///
/// `BattleNetRedis`'s `FleetTokenCoordinator` shares the token through Redis:
///
/// ```swift
/// var redis = try RedisEndpoint(url: "redis://10.0.0.5:6379/0")
/// redis.password = ProcessInfo.processInfo.environment["BNET_REDIS_PASSWORD"]   // required
/// let tokens = try FleetTokenCoordinator(redis: redis)
/// let manager = AuthenticationManager(credentials: credentials, clientTokenCoordinator: tokens)
/// ```
///
/// Without a coordinator (the default), a manager fetches and renews its client token on its own. User tokens never go through a coordinator.
public protocol ClientTokenCoordinator: Sendable {
    /// A client token for the credentials named by `key`: the one shared now, unless it is
    /// `replacing`; otherwise one obtained with `fetch` (by this caller or by another member of the
    /// fleet) and shared.
    ///
    /// - Parameters:
    ///   - key: Names the credentials and OAuth host: a SHA-256 (64 hex digits) over the OAuth host,
    ///     the client id, the client secret and the API hosts the token may be sent to
    ///     (``AuthenticationManager/trustedAPIHosts``), the same in every manager with the same four and
    ///     different when any differs. Neither the id nor the secret can be read from it.
    ///   - replacing: The token the manager wants replaced (due for renewal, or answered 401); a shared
    ///     token with this value is not returned. `nil` when the manager holds none.
    ///   - fetch: Requests a new token from the OAuth server (a client-credentials grant). Call it at
    ///     most once per call, and only when no usable shared token can be had.
    /// - Returns: The token, with its expiry as the fleet knows it.
    /// - Throws: What `fetch` throws (`BattleNetError` `.oauth`, `.transport`, …), or
    ///   `CancellationError`. Failures of the shared place itself are not thrown: the coordinator
    ///   calls `fetch` instead.
    func clientToken(
        forKey key: String, replacing: AccessToken?, fetch: @escaping @Sendable () async throws -> AccessToken
    ) async throws -> AccessToken

    /// A request sent with `token` was answered 401: removes the shared token under `key` only if it
    /// is still `token` (another member may already have shared a newer one, which stays).
    /// - Parameters:
    ///   - token: The token the API rejected.
    ///   - key: The key the token was obtained under (see ``clientToken(forKey:replacing:fetch:)``).
    func clientTokenWasRejected(_ token: AccessToken, forKey key: String) async

    /// Where the coordinator tells what the manager cannot see (the shared place is unreachable and
    /// this process fetches its own token, say): the manager, and every client using it, deliver
    /// these events with their own. `nil` (the default) for a coordinator with nothing to tell.
    var events: BattleNetEventSource? { get }
}

extension ClientTokenCoordinator {
    /// No events of its own.
    public var events: BattleNetEventSource? { nil }
}
