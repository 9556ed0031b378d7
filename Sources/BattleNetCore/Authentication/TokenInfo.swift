import Foundation

/// What `POST /check_token` says about a token.
///
/// Battle.net sends `authorities` sometimes as strings and sometimes as `{"authority": ...}` objects;
/// both decode into strings.
public struct TokenInfo: Decodable, Hashable, Sendable {
    /// When the token expires.
    public let expiresAt: Date
    /// The client the token was issued to.
    public let clientID: String?
    /// The user's account name; absent for client tokens.
    public let userName: String?
    /// The scopes granted; empty for client tokens.
    public let scopes: [OAuthScope]
    /// Roles such as `ROLE_CLIENT` or `IS_AUTHENTICATED_FULLY`.
    public let authorities: [String]
    /// Authorities of the user account behind a user token; empty for client tokens.
    public let accountAuthorities: [String]
    /// Authorities of the API client, e.g. `ROLE_CLIENT`.
    public let clientAuthorities: [String]

    enum CodingKeys: String, CodingKey {
        case exp, scope, authorities
        case clientID = "client_id"
        case userName = "user_name"
        case accountAuthorities = "account_authorities"
        case clientAuthorities = "client_authorities"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let exp = try container.decode(Double.self, forKey: .exp)
        // `exp` is epoch seconds; a value in milliseconds is recognised by its size.
        expiresAt = Date(timeIntervalSince1970: exp > 100_000_000_000 ? exp / 1000 : exp)
        clientID = try container.decodeIfPresent(String.self, forKey: .clientID)
        userName = try container.decodeIfPresent(String.self, forKey: .userName)
        if let list = try? container.decodeIfPresent([String].self, forKey: .scope) {
            scopes = list.map(OAuthScope.init(rawValue:))
        } else {
            scopes = try container.decodeIfPresent(String.self, forKey: .scope).map([OAuthScope].init(parsing:)) ?? []
        }
        authorities = try container.decodeIfPresent(Authorities.self, forKey: .authorities)?.names ?? []
        accountAuthorities = try container.decodeIfPresent(Authorities.self, forKey: .accountAuthorities)?.names ?? []
        clientAuthorities = try container.decodeIfPresent(Authorities.self, forKey: .clientAuthorities)?.names ?? []
    }

    /// A list of authorities written either as strings or as `{"authority": "..."}` objects.
    struct Authorities: Decodable {
        let names: [String]

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var names: [String] = []
            while !container.isAtEnd {
                if let name = try? container.decode(String.self) {
                    names.append(name)
                } else {
                    names.append(try container.decode(Object.self).authority)
                }
            }
            self.names = names
        }

        struct Object: Decodable { let authority: String }
    }
}

/// The signed-in user, from `GET /userinfo` (needs the `openid` scope).
///
/// Battle.net spells the BattleTag `battletag`; OpenID tokens spell it `battle_tag`; both decode.
public struct UserInfo: Decodable, Hashable, Sendable {
    /// The OpenID subject.
    public let sub: String
    /// The numeric account id.
    public let id: Int?
    /// The user's BattleTag, e.g. `Name#1234`.
    public let battleTag: String?

    enum CodingKeys: String, CodingKey {
        case sub, id, battletag
        case battleTagSnake = "battle_tag"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let numericID = try? container.decodeIfPresent(Int.self, forKey: .id)
        let textID = try? container.decodeIfPresent(String.self, forKey: .id)
        id = numericID ?? textID.flatMap { Int($0) }
        if let sub = try? container.decodeIfPresent(String.self, forKey: .sub) {
            self.sub = sub
        } else if let id {
            sub = String(id)
        } else {
            throw DecodingError.keyNotFound(CodingKeys.sub, .init(codingPath: decoder.codingPath, debugDescription: "userinfo has neither sub nor id"))
        }
        battleTag = try container.decodeIfPresent(String.self, forKey: .battletag)
            ?? container.decodeIfPresent(String.self, forKey: .battleTagSnake)
    }
}
