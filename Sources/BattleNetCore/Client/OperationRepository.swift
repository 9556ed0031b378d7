import Foundation

/// The calls of one game on a client, generated from that game's operation declarations.
///
/// `Game` is the game's namespace (`D3`, `SC2`, `WoW`): every operation the game module declares has a
/// labeled method here, generated from its declaration (`Generated/OperationList.swift` in each game module,
/// written by `swift run bnet-generate`): `client.d3.act(id: 1)` fetches and decodes, `client.d3.raw.act(id: 1)`
/// returns the bytes as received, and `client.response(D3.Endpoints.act(id: 1))` both. Each argument has its
/// label and its declared type, so a wrong, missing or misplaced argument does not compile.
///
/// ```swift
/// let act = try await client.d3.act(id: 1)                    // D3.Act
/// let french = try await client.d3.locale(.frFR).act(id: 1)   // one locale for these calls
/// let hero = try await client.d3.hero(battleTag: "FaYe#2543", id: 104729462)
/// let bytes = try await client.d3.raw.act(id: 1).data         // the same call, raw
/// ```
public struct OperationRepository<Game>: Sendable {
    /// The client the operations are sent with.
    public let client: BattleNetClient
    /// The locale of every call made through this repository; the client's when `nil`.
    public let locale: LocaleCode?
    /// The namespace variant of every call made through this repository (World of Warcraft's flavor,
    /// which its module sets with `flavor(_:)`); the client's when `nil`.
    package let variant: NamespaceVariant?

    /// Binds a game's operations to `client`, optionally with a locale or variant for every call made
    /// through it: what `client.d3`, `client.sc2`, `client.wow` and `client.hearthstone` build.
    package init(client: BattleNetClient, locale: LocaleCode? = nil, variant: NamespaceVariant? = nil) {
        self.client = client
        self.locale = locale
        self.variant = variant
    }

    /// These calls in another locale.
    public func locale(_ locale: LocaleCode) -> Self { Self(client: client, locale: locale, variant: variant) }

    /// These calls for another namespace variant: what World of Warcraft's `flavor(_:)` builds.
    package func variant(_ variant: NamespaceVariant) -> Self { Self(client: client, locale: locale, variant: variant) }

    /// `endpoint` with this repository's locale and variant, where it has them: what every generated
    /// call sends (package API; an app sets `locale(_:)` and the like on its request).
    package func configured<Model>(_ endpoint: BattleNetRequest<Model>) -> BattleNetRequest<Model> {
        var endpoint = endpoint
        if let locale { endpoint.locale = locale }
        if let variant { endpoint.variant = variant }
        return endpoint
    }

    /// The same calls returning the body as received, with status and headers: `client.d3.raw.act(id: 1)`.
    public var raw: RawCalls { RawCalls(repository: self) }

    /// A game's calls returning ``RawResponse``: the bytes as received, with status and headers.
    ///
    /// One labeled method per declaration, generated as the mapped calls are:
    /// `try await client.wow.raw.item(id: 19019)`.
    public struct RawCalls: Sendable {
        /// The repository whose client, locale and variant the calls use.
        public let repository: OperationRepository

        /// The calls of `repository`.
        package init(repository: OperationRepository) { self.repository = repository }

        /// These calls in another locale.
        public func locale(_ locale: LocaleCode) -> Self { Self(repository: repository.locale(locale)) }
    }
}
