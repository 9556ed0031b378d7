import Foundation

/// The calls of one game on a client, derived from that game's operation declarations.
///
/// Every static ``APIOperation`` declared on `Declarations` (e.g. `D3.Operations`) has a member here,
/// generated from the declaration (`OperationList.swift` in each game module, kept current by a test):
/// `client.d3.act(1)` fetches and decodes, `client.d3.act.raw(1)` returns the bytes, and
/// `client.d3.act.response(1)` both. Arguments come in path order, each of its declared type, so a
/// wrong argument does not compile; nothing is written by hand per endpoint beyond its declaration.
///
/// ```swift
/// let act = try await client.d3.act(1)                              // D3.Act
/// let french = try await client.d3.locale(.frFR).act(1)            // one locale for these calls
/// let hero = try await client.d3.hero("FaYe#2543", 104729462)      // BattleTag, then hero id
/// ```
public struct OperationRepository<Declarations>: Sendable {
    /// The client the operations are sent with.
    public let client: BattleNetClient
    /// The locale of every call made through this repository; the client's when `nil`.
    public let locale: LocaleCode?
    /// The WoW flavor of every call made through this repository; the client's when `nil`.
    public let flavor: GameFlavor?

    /// Binds a game's operations to `client`, optionally with a locale or flavor for every call made through it.
    /// You normally use `client.d3` or `client.sc2` instead.
    public init(client: BattleNetClient, locale: LocaleCode? = nil, flavor: GameFlavor? = nil) {
        self.client = client
        self.locale = locale
        self.flavor = flavor
    }

    /// `operation` bound to this repository's client, locale and flavor.
    public func bind<Model, each Parameter>(
        _ operation: APIOperation<Model, repeat each Parameter>
    ) -> BoundOperation<Model, repeat each Parameter> {
        BoundOperation(operation: operation, repository: self)
    }

    /// These calls in another locale.
    public func locale(_ locale: LocaleCode) -> Self { Self(client: client, locale: locale, flavor: flavor) }

    /// These calls for another WoW flavor.
    public func flavor(_ flavor: GameFlavor) -> Self { Self(client: client, locale: locale, flavor: flavor) }

    func configure<Model>(_ endpoint: Endpoint<Model>) -> Endpoint<Model> {
        var endpoint = endpoint
        if let locale { endpoint.locale = locale }
        if let flavor { endpoint.flavor = flavor }
        return endpoint
    }
}

/// One operation bound to a client: call it for the model, or use ``raw(_:)`` for the bytes.
public struct BoundOperation<Model: Decodable & Sendable, each Parameter: EndpointArgument>: Sendable {
    /// The declaration this value calls.
    public let operation: APIOperation<Model, repeat each Parameter>
    let repository: OperationRepository<Void>

    init<Declarations>(operation: APIOperation<Model, repeat each Parameter>, repository: OperationRepository<Declarations>) {
        self.operation = operation
        self.repository = OperationRepository(client: repository.client, locale: repository.locale, flavor: repository.flavor)
    }

    /// The client the calls go to.
    public var client: BattleNetClient { repository.client }

    /// `endpoint` with this binding's locale and flavor applied, for extensions that build an
    /// endpoint themselves (WoW search adds its query this way).
    public func configured(_ endpoint: Endpoint<Model>) -> Endpoint<Model> {
        repository.configure(endpoint)
    }

    /// The endpoint these arguments address, with the repository's locale and flavor.
    public func endpoint(_ arguments: repeat each Parameter) -> Endpoint<Model> {
        repository.configure(operation(repeat each arguments))
    }

    /// Fetches and decodes the model.
    /// - Throws: ``BattleNetError`` as ``BattleNetClient/value(_:)-(Endpoint<R>)`` does; a `.decoding` error carries the body.
    public func callAsFunction(_ arguments: repeat each Parameter) async throws -> Model {
        try await repository.client.value(endpoint(repeat each arguments))
    }

    /// Fetches the body as received, with status and headers.
    /// - Throws: ``BattleNetError`` as ``BattleNetClient/raw(_:)-(Endpoint<R>)`` does.
    public func raw(_ arguments: repeat each Parameter) async throws -> RawResponse {
        try await repository.client.raw(endpoint(repeat each arguments))
    }

    /// Fetches and decodes, keeping the raw response beside the model.
    /// - Throws: ``BattleNetError`` as ``BattleNetClient/response(_:)`` does.
    public func response(_ arguments: repeat each Parameter) async throws -> Response<Model> {
        try await repository.client.response(endpoint(repeat each arguments))
    }
}
