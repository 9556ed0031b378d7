import Foundation
import BattleNetCore

/// Hands out one fixed token for every call, for tests and previews that must not reach the OAuth
/// server. It grants every scope, so user-token calls work too.
public struct FixedTokenProvider: AccessTokenProvider {
    /// The token returned for every request.
    public let token: AccessToken

    /// A provider of a never-expiring token with the value `value`.
    public init(value: String = "fixed-test-token", scopes: [OAuthScope] = [.openid, .d3Profile, .sc2Profile, .wowProfile]) {
        token = AccessToken(value: value, kind: .client, expiresAt: .distantFuture, scopes: scopes)
    }

    public func accessToken(for requirement: TokenRequirement) async throws -> AccessToken? {
        requirement == .none ? nil : token
    }

    public func tokenWasRejected(_ token: AccessToken) async -> Bool { false }
}
