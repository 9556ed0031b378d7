import Foundation

/// The calls of one game on a client, generated from that game's operation declarations.
///
/// `Game` is the game's namespace (`D3`, `SC2`, `WoW`): every operation the game module declares has a
/// labeled method here, generated from its declaration (`Generated/OperationList.swift` in each game module,
/// written by `swift run bnet-generate`): `client.d3.act(id: 1)` fetches and decodes, `client.d3.raw.act(id: 1)`
/// returns the bytes as received, and `client.d3.response.act(id: 1)` both. Each argument has its
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
    /// The WoW flavor of every call made through this repository; the client's when `nil`.
    public let flavor: GameFlavor?

    /// Binds a game's operations to `client`, optionally with a locale or flavor for every call made
    /// through it: what `client.d3`, `client.sc2`, `client.wow` and `client.hearthstone` build.
    package init(client: BattleNetClient, locale: LocaleCode? = nil, flavor: GameFlavor? = nil) {
        self.client = client
        self.locale = locale
        self.flavor = flavor
    }

    /// These calls in another locale.
    public func locale(_ locale: LocaleCode) -> Self { Self(client: client, locale: locale, flavor: flavor) }

    /// These calls for another WoW flavor.
    public func flavor(_ flavor: GameFlavor) -> Self { Self(client: client, locale: locale, flavor: flavor) }

    /// `endpoint` with this repository's locale and flavor, where it has them: what every generated
    /// call sends (package API; an app sets `locale(_:)` and `flavor(_:)` on its request).
    package func configured<Model>(_ endpoint: BattleNetRequest<Model>) -> BattleNetRequest<Model> {
        var endpoint = endpoint
        if let locale { endpoint.locale = locale }
        if let flavor { endpoint.flavor = flavor }
        return endpoint
    }

    /// The same calls returning the body as received, with status and headers: `client.d3.raw.act(id: 1)`.
    public var raw: RawCalls { RawCalls(repository: self) }

    /// The same calls returning the model with the raw response beside it: `client.d3.response.act(id: 1)`.
    public var response: ResponseCalls { ResponseCalls(repository: self) }

    /// A game's calls returning ``RawResponse``: the bytes as received, with status and headers.
    ///
    /// One labeled method per declaration, generated as the mapped calls are:
    /// `try await client.wow.raw.item(id: 19019)`.
    public struct RawCalls: Sendable {
        /// The repository whose client, locale and flavor the calls use.
        public let repository: OperationRepository

        /// These calls in another locale.
        public func locale(_ locale: LocaleCode) -> Self { Self(repository: repository.locale(locale)) }

        /// These calls for another WoW flavor.
        public func flavor(_ flavor: GameFlavor) -> Self { Self(repository: repository.flavor(flavor)) }
    }

    /// A game's calls returning ``BattleNetResponse``: the decoded model with its ``RawResponse``.
    ///
    /// One labeled method per declaration, generated as the mapped calls are:
    /// `try await client.wow.response.item(id: 19019)`.
    public struct ResponseCalls: Sendable {
        /// The repository whose client, locale and flavor the calls use.
        public let repository: OperationRepository

        /// These calls in another locale.
        public func locale(_ locale: LocaleCode) -> Self { Self(repository: repository.locale(locale)) }

        /// These calls for another WoW flavor.
        public func flavor(_ flavor: GameFlavor) -> Self { Self(repository: repository.flavor(flavor)) }
    }
}
