import Foundation

/// The id and secret of a Battle.net API client from the developer portal.
///
/// The secret never appears in `description`, `debugDescription` or `dump` output. Keep it on a
/// machine you control: an app that ships it can have its client revoked. Apps that need user tokens
/// should exchange authorization codes on their own server (see ``AuthorizationCodeExchanger``).
///
/// ```swift
/// let credentials = ClientCredentials(environment: ProcessInfo.processInfo.environment)
/// ```
public struct ClientCredentials: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The API client id from the developer portal; not secret, but masked in printed errors all the same.
    public let clientID: String
    /// The client secret. It never appears in `description`, `debugDescription` or `dump` output; keep it
    /// on a machine you control.
    public let clientSecret: String

    /// Credentials of one API client from https://develop.battle.net/access/clients.
    public init(clientID: String, clientSecret: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
    }

    /// Reads `BNET_CLIENT_ID` and `BNET_CLIENT_SECRET`; `nil` unless both are set and non-empty.
    public init?(environment: [String: String]) {
        guard let id = environment["BNET_CLIENT_ID"], !id.isEmpty,
              let secret = environment["BNET_CLIENT_SECRET"], !secret.isEmpty else { return nil }
        self.init(clientID: id, clientSecret: secret)
    }

    /// The HTTP Basic `Authorization` header value for the token endpoint.
    var basicAuthorization: String {
        "Basic " + Data("\(formEncoded(clientID)):\(formEncoded(clientSecret))".utf8).base64EncodedString()
    }

    public var description: String { "ClientCredentials(clientID: \(clientID), clientSecret: <redacted>)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["clientID": clientID, "clientSecret": "<redacted>"], displayStyle: .struct)
    }
}
