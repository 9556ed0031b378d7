import Foundation

/// Battle.net's OAuth service (`oauth.battle.net`, China `oauth.battlenet.com.cn`).
package enum OAuth {
    /// The OAuth requests ``AuthenticationManager`` makes, declared like every API operation so they
    /// share the transport, timeouts, error mapping and redaction of every other call.
    ///
    /// Their policy: the authorization-code exchange is never retried (a code is single-use); the
    /// client-credentials grant, `check_token` and `userinfo` are retried on transport errors, 429 and
    /// 5xx as the manager's ``RetryPolicy`` says. OAuth calls are not counted against the API's
    /// per-client rate limiter (another host) and never wait for a token: the manager attaches its own
    /// credentials (HTTP Basic) or the user's token.
    package enum Operations {
        /// **Token, client credentials**: a client token for the API (HTTP Basic with the client id
        /// and secret, form body `grant_type=client_credentials`). The body holds the token, so it is
        /// read by the manager and never attached to errors.
        /// - Remark: HTTP POST /token
        package static let tokenClientCredentials = APIOperation<Data>(
            "oauthTokenClientCredentials", game: .oauth, "/token", method: .post, token: .none,
            model: "AccessToken", retryable: true, rateLimited: false
        )

        /// **Token, authorization code**: a user token for a code from the sign-in redirect. Never retried.
        /// - Remark: HTTP POST /token
        package static let tokenAuthorizationCode = APIOperation<Data>(
            "oauthTokenAuthorizationCode", game: .oauth, "/token", method: .post, token: .none,
            model: "AccessToken", retryable: false, rateLimited: false
        )

        /// **Check token**: what a token grants and until when (form body `token=…`; never in a URL).
        /// - Remark: HTTP POST /check_token
        package static let checkToken = APIOperation<TokenInfo>(
            "oauthCheckToken", game: .oauth, "/check_token", method: .post, token: .none, retryable: true, rateLimited: false
        )

        /// **User info**: the signed-in user's account id and BattleTag (a user token with `openid`).
        /// - Remark: HTTP GET /userinfo
        package static let userInfo = APIOperation<UserInfo>(
            "oauthUserInfo", game: .oauth, "/userinfo", token: .user(scope: .openid), retryable: true, rateLimited: false
        )

        /// The OAuth operations this package sends.
        package static let all: [AnyAPIOperation] = [
            tokenClientCredentials.erased, tokenAuthorizationCode.erased, checkToken.erased, userInfo.erased,
        ]
    }
}
