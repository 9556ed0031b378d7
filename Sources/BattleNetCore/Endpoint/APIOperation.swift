import Foundation

/// The game (or service) an operation belongs to, as in the `game` column of Blizzard's catalogue.
package struct BattleNetGame: OpenStringValue {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    /// Diablo III (`d3`).
    package static let d3: BattleNetGame = "d3"
    /// StarCraft II (`sc2`).
    package static let sc2: BattleNetGame = "sc2"
    /// World of Warcraft, retail and every Classic flavor served by the same declarations (`wow`).
    package static let wow: BattleNetGame = "wow"
    /// Hearthstone (`hs`).
    package static let hearthstone: BattleNetGame = "hs"
    /// The OAuth server's own requests (`token`, `check_token`, `userinfo`).
    package static let oauth: BattleNetGame = "oauth"

    /// The game of a catalogue id, which starts with it: the leading lowercase letters and digits
    /// (`d3Act` → `d3`, `sc2CnLadder` → `sc2`, `oauthCheckToken` → `oauth`).
    package init(catalogueID id: String) {
        let prefix = id.unicodeScalars.prefix { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        self.init(rawValue: String(String.UnicodeScalarView(prefix)))
    }
}

/// An HTTP method. Battle.net game data is read with `GET`; OAuth uses `POST`.
public struct HTTPMethod: OpenStringValue {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// `GET`: every API read.
    public static let get: HTTPMethod = "GET"
    /// `HEAD`: headers only; retried like `GET`.
    public static let head: HTTPMethod = "HEAD"
    /// `POST`: the OAuth token and check requests; never retried unless the operation allows it.
    public static let post: HTTPMethod = "POST"
}

/// The access token an operation needs.
public enum TokenRequirement: Hashable, Sendable, CustomStringConvertible {
    /// No token (OAuth's own endpoints).
    case none
    /// A client-credentials token, fetched and renewed automatically.
    case client
    /// A user token from the authorization-code flow that grants `scope` (or any user token when `nil`).
    case user(scope: OAuthScope?)

    /// `none`, `client` or `user`, as in the catalogue's `token` column.
    public var description: String {
        switch self {
        case .none: "none"
        case .client: "client"
        case .user: "user"
        }
    }

    /// The scope a user token must grant, if any.
    public var scope: OAuthScope? {
        if case .user(let scope) = self { scope } else { nil }
    }

    /// Whether a user's token is sent.
    var isUser: Bool {
        if case .user = self { true } else { false }
    }
}

/// One argument of an operation as tools see it: the path parameters it fills and what it looks like.
package struct ArgumentKind: Hashable, Sendable, CustomStringConvertible {
    /// The `{parameters}` of the template it fills, in path order.
    package let parameters: [String]
    /// What a value looks like, e.g. `an integer`.
    package let expected: String

    package var description: String { parameters.joined(separator: " ") + " (\(expected))" }
}

/// One row of Blizzard's endpoint catalogue that a declaration answers.
///
/// A declaration whose variants have ids of their own answers two rows: a World of Warcraft
/// declaration served by retail and Classic answers `wowItem` (game `wow`, variant `retail`) and
/// `wowClassicItem` (game `wow-classic`, the Classic flavors).
package struct CatalogueEntry: Hashable, Sendable, CustomStringConvertible {
    /// The catalogue's operation id, e.g. `wowClassicItem`.
    package let id: String
    /// The game whose catalogue lists this id, e.g. `wow-classic` for `wowClassicItem`.
    package let game: BattleNetGame
    /// The variants this id may be called with; `nil` for an operation without variants.
    package let variants: NamespaceVariants?
    /// The variant used when a call names none: the base for the declaration's own id, the twin's
    /// preferred one for a twin id (`classic` for `wowClassic…` ids).
    package let defaultVariant: String?
    /// Whether this is the id of the variants other than the base (``NamespaceVariants/Twin``).
    package var isTwin: Bool = false

    package var description: String { id }
}

/// Everything about an operation except its Swift types: the row of the endpoint catalogue.
package struct OperationDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The operation id, e.g. `d3Act`: the `name` column of Blizzard's catalogue. For a WoW declaration
    /// that Classic shares, the retail id (`wowItem`); see ``catalogueEntries``.
    package let id: String
    /// The game the operation belongs to, e.g. ``BattleNetGame/d3``.
    package let game: BattleNetGame
    /// The HTTP method, ``HTTPMethod/get`` for every API read.
    package let method: HTTPMethod
    /// The path with its parameters, e.g. `/d3/data/act/{actId}`.
    package let template: PathTemplate
    /// The namespace kind a WoW operation needs; `nil` for games without namespaces.
    package let namespace: NamespaceKind?
    /// The token the call needs: a client token, or a user token with a scope.
    package let token: TokenRequirement
    /// The variants that serve this operation (World of Warcraft's flavors); `nil` for an operation
    /// without variants.
    package let variants: NamespaceVariants?
    /// The only API regions that serve it (China's legacy SC2 paths); `nil` for every region.
    package let regions: [BattleNetRegion]?
    /// The Swift name of the model a mapped call returns, e.g. `D3.Act`.
    package let modelName: String
    /// The arguments a call takes, in order.
    package let arguments: [ArgumentKind]
    /// This operation's timeout when neither the call nor the client sets one (large bodies such as
    /// leaderboards get longer ones); ``standardTimeout`` when `nil`.
    package let timeout: Duration?
    /// The timeout of an operation that declares none: 30 seconds.
    package static let standardTimeout: Duration = .seconds(30)
    /// Whether the call may be retried on transport errors, 429 and 5xx (never an authorization-code exchange).
    package let isRetryable: Bool
    /// Whether the call waits for the client's rate limiter (not OAuth's: it is another host).
    package let isRateLimited: Bool
    /// The weight Battle.net is reported to charge a call against the rate limit, when it is not one
    /// (WoW's commodities: 25, reported and unconfirmed); `nil` for an ordinary call. The limiter
    /// charges it only when ``RateLimit/usesOperationCosts`` is set.
    package internal(set) var cost: Int? = nil
    /// The argument labels the declaration states for its generated calls, one per argument, where the
    /// labelling rule reads badly (README, "Declaring an endpoint"); `nil` when the rule gives them.
    package internal(set) var labels: [String]? = nil
    /// The name of the generated call with its labels, e.g. `item(id:)` for `client.wow.item(id:)`;
    /// `nil` for an operation no game module's generated list names (OAuth, followed links).
    package internal(set) var swiftName: String? = nil
    /// What a 404 of this operation most likely means and what to check, as its game module declares
    /// it; `BattleNetError`'s general advice when `nil`.
    package internal(set) var notFoundAdvice: String? = nil

    package var description: String { "\(id) (\(method) \(template))" }

    /// The catalogue rows this declaration answers: its own id, then its twin's (base variant first).
    package var catalogueEntries: [CatalogueEntry] {
        guard let variants else { return [CatalogueEntry(id: id, game: game, variants: nil, defaultVariant: nil)] }
        guard let twin = variants.twin else {
            return [CatalogueEntry(id: id, game: game, variants: variants, defaultVariant: variants.names.first)]
        }
        // A declaration of the twin's ids alone (a Classic-only operation) answers its own id.
        guard game != twin.game else {
            let preferred = variants.contains(twin.preferred) ? twin.preferred : variants.names.first
            return [CatalogueEntry(id: id, game: game, variants: variants, defaultVariant: preferred, isTwin: true)]
        }
        var entries: [CatalogueEntry] = []
        if let base = variants.filter({ $0 == variants.base }) {
            entries.append(CatalogueEntry(id: id, game: game, variants: base, defaultVariant: variants.base))
        }
        if let others = variants.filter({ $0 != variants.base }) {
            let twinID = id.hasPrefix(game.rawValue) ? twin.idPrefix + id.dropFirst(game.rawValue.count) : id
            entries.append(CatalogueEntry(
                id: twinID, game: twin.game, variants: others,
                defaultVariant: others.contains(twin.preferred) ? twin.preferred : others.names.first, isTwin: true
            ))
        }
        return entries
    }
}

/// The one declaration of a Battle.net operation, from which both the raw and the mapped call derive.
///
/// `Model` is what the mapped call returns; `Parameter` are the types of the call's arguments, in path
/// order. A game module declares each operation once, as a static constant with its doc comment;
/// everything else follows from the declaration: `bnet-generate` writes the game's list of operations,
/// its labeled endpoint builders and calls (`D3.Endpoints.act(id:)`, `client.d3.act(id:)`,
/// `client.d3.raw.act(id:)`), and `bnet call`, `bnet endpoints` and the README's coverage table read
/// the list.
///
/// ```swift
/// extension D3.Operations {
///     /// **Act**: one act and its quests.
///     package static let act = APIOperation<D3.Act, Int>("d3Act", "/d3/data/act/{actId}")
/// }
/// ```
///
/// `"d3Act"` is the operation's catalogue id (the `name` column of Blizzard's catalogue); the game
/// follows from it. The generated calls carry the request's HTTP line in their documentation.
///
/// Calls go through the generated, labeled methods: `try await client.d3.act(id: 1)`.
package struct APIOperation<Model: Decodable & Sendable, each Parameter: EndpointArgument>: Sendable, CustomStringConvertible {
    /// Everything about the operation except its Swift types: id, game, method, path, token and variants.
    package let descriptor: OperationDescriptor

    /// Declares an operation.
    /// - Parameters:
    ///   - id: The catalogue's operation name, e.g. `d3Act` (for WoW, the retail name).
    ///   - game: The game it belongs to; by default the one the id starts with
    ///     (``BattleNetGame/init(catalogueID:)``).
    ///   - template: The path, with `{parameters}` in Blizzard's spelling.
    ///   - method: `GET` unless stated.
    ///   - namespace: The namespace kind for WoW operations.
    ///   - variants: The variants that serve it (World of Warcraft's flavors, which its module's
    ///     declarations state as `flavors:`); none when `nil`.
    ///   - token: The token the call needs; a client token unless stated.
    ///   - regions: The only regions that serve it; every region when `nil`.
    ///   - model: The model's display name; defaults to the Swift type name.
    ///   - timeout: A longer timeout than the standard 30 seconds for this operation's large bodies.
    ///   - retryable: Whether failed calls may be retried; by default `GET` and `HEAD` calls are, others
    ///     are not (the OAuth declarations state theirs).
    ///   - rateLimited: Whether calls wait for the client's rate limiter (`false` for OAuth).
    ///   - cost: The weight Battle.net is reported to charge a call, when it is not one; charged only
    ///     when the client's ``RateLimit/usesOperationCosts`` is set.
    ///   - labels: The argument labels of the generated calls, one per argument, where the labelling
    ///     rule reads badly or cannot apply (an argument that fills several path parameters); the rule's
    ///     labels when `nil`. `bnet-generate` reads them from the declaration.
    ///   - call: The generated calls' name where the declaration's name would repeat its label
    ///     (`deckByCode` is called as `deck(code:)`); the declaration's name when `nil`. Only
    ///     `bnet-generate` reads it: the generated list passes each call's name to ``erased(swiftName:)``.
    ///   - notFoundAdvice: What a 404 of this operation most likely means and what to check (the
    ///     recovery suggestion of its `.notFound` errors); the general advice when `nil`.
    package init(
        _ id: String, game: BattleNetGame? = nil, _ template: PathTemplate, method: HTTPMethod = .get,
        namespace: NamespaceKind? = nil, variants: NamespaceVariants? = nil, token: TokenRequirement = .client,
        regions: [BattleNetRegion]? = nil, model: String? = nil, timeout: Duration? = nil,
        retryable: Bool? = nil, rateLimited: Bool = true, cost: Int? = nil,
        labels: [String]? = nil, call: String? = nil, notFoundAdvice: String? = nil
    ) {
        var arguments: [ArgumentKind] = []
        var names = template.parameters[...]
        for type in repeat (each Parameter).self {
            let count = type.pathParameterCount
            arguments.append(ArgumentKind(parameters: Array(names.prefix(count)), expected: type.argumentDescription))
            names = names.dropFirst(count)
        }
        let game = game ?? BattleNetGame(catalogueID: id)
        var descriptor = OperationDescriptor(
            id: id, game: game, method: method, template: template, namespace: namespace,
            token: token, variants: variants, regions: regions,
            modelName: model ?? modelDisplayName(of: Model.self), arguments: arguments, timeout: timeout,
            isRetryable: retryable ?? (method == .get || method == .head), isRateLimited: rateLimited, cost: cost.map { max(1, $0) }
        )
        descriptor.labels = labels
        descriptor.notFoundAdvice = notFoundAdvice
        self.descriptor = descriptor
    }

    /// How many path parameters the argument types fill; equals the template's parameter count in
    /// every well-formed declaration (a test checks every game's declarations).
    package static var argumentParameterCount: Int {
        var count = 0
        for type in repeat (each Parameter).self { count += type.pathParameterCount }
        return count
    }

    /// The endpoint for these arguments, in path order.
    ///
    /// The generated, labeled builders (`D3.Endpoints.act(id:)`) and calls (`client.d3.act(id:)`) call
    /// it; build endpoints with those.
    ///
    /// An argument that cannot be sent (an empty slug, a string literal that is not a BattleTag) makes
    /// the endpoint fail with ``BattleNetError`` `.invalidRequest` when it is fetched, before sending.
    package func callAsFunction(_ arguments: repeat each Parameter) -> BattleNetRequest<Model> {
        var values: [String] = []
        var problem: String?
        for argument in repeat each arguments {
            do throws(BattleNetError) {
                values += try argument.pathValues()
            } catch {
                problem = problem ?? error.message
            }
        }
        return BattleNetRequest(descriptor: descriptor, pathValues: values, argumentProblem: problem)
    }

    /// The endpoint of one call of an operation that takes a query instead of path arguments: the
    /// generated searches (`WoW.Endpoints.itemSearch(_:)`, `Hearthstone.Endpoints.cardSearch(_:)`) and
    /// Hearthstone's deck lookup build theirs with it.
    /// - Parameter items: The query's items.
    /// - Throws: `BattleNetError` `.invalidRequest` when the operation takes path arguments.
    package func endpoint(query items: [URLQueryItem]) throws(BattleNetError) -> BattleNetRequest<Model> {
        guard descriptor.template.parameters.isEmpty else {
            throw BattleNetError(.invalidRequest, message: "\(descriptor.id) takes path arguments, not a query")
        }
        return BattleNetRequest(descriptor: descriptor, pathValues: [], query: items)
    }

    /// This operation with its types erased, for catalogues and tools such as `bnet`.
    package var erased: AnyAPIOperation {
        AnyAPIOperation(descriptor: descriptor, model: Model.self, parse: Self.parse)
    }

    /// This operation with its types erased and the name of its generated call, e.g. `item(id:)`
    /// (``OperationDescriptor/swiftName``); the generated operation lists use it.
    package func erased(swiftName: String) -> AnyAPIOperation {
        var descriptor = descriptor
        descriptor.swiftName = swiftName
        return AnyAPIOperation(descriptor: descriptor, model: Model.self, parse: Self.parse)
    }

    package var description: String { descriptor.description }

    /// Reads the arguments from text, one string per path parameter, checking each against its type.
    static func parse(_ texts: [String], descriptor: OperationDescriptor) throws(BattleNetError) -> [String] {
        let expected = descriptor.template.parameters.count
        guard texts.count == expected else {
            throw BattleNetError(
                .invalidRequest,
                message: "\(descriptor.id) takes \(expected) argument(s)"
                    + (descriptor.arguments.isEmpty ? "" : ": " + descriptor.arguments.map(\.description).joined(separator: ", "))
                    + "; got \(texts.count)"
            )
        }
        var rest = texts[...]
        var values: [String] = []
        for type in repeat (each Parameter).self {
            let count = type.pathParameterCount
            let piece = Array(rest.prefix(count))
            rest = rest.dropFirst(count)
            do throws(BattleNetError) {
                values += try type.init(arguments: piece).pathValues()
            } catch {
                let names = descriptor.template.parameters.dropFirst(values.count).prefix(count).joined(separator: " ")
                throw BattleNetError(
                    .invalidRequest,
                    message: "\(descriptor.id): \(names) must be \(type.argumentDescription); got \(piece.map { "\"\($0)\"" }.joined(separator: " "))"
                )
            }
        }
        return values
    }
}

/// An operation whose types are erased: it can still build endpoints from text and decode bodies.
package struct AnyAPIOperation: Sendable, CustomStringConvertible {
    /// The descriptor of the operation this value erases.
    package let descriptor: OperationDescriptor
    private let decodeBody: @Sendable (Data) throws -> any Sendable
    private let decodeMappedBody: @Sendable (MappedBody) throws -> any Sendable
    private let decodeWithJSONDecoderBody: @Sendable (Data) throws -> any Sendable
    private let modelHasFastPath: @Sendable () -> Bool
    /// Whether the model decodes through ``JSONReader`` (it conforms to ``JSONReadable``).
    package var hasFastPath: Bool { modelHasFastPath() }
    private let reencodeBody: @Sendable (Data) throws -> Data
    private let parseArguments: @Sendable ([String], OperationDescriptor) throws(BattleNetError) -> [String]

    init<Model: Decodable & Sendable>(
        descriptor: OperationDescriptor, model: Model.Type,
        parse: @escaping @Sendable ([String], OperationDescriptor) throws(BattleNetError) -> [String]
    ) {
        self.descriptor = descriptor
        let id = descriptor.id
        decodeBody = { data in try ResponseDecoding.decode(Model.self, from: data, operation: id) }
        decodeMappedBody = { body in try ResponseDecoding.decode(Model.self, from: body, operation: id) }
        decodeWithJSONDecoderBody = { data in try ResponseDecoding.decodeWithJSONDecoder(Model.self, from: data, operation: id) }
        // Asked only when needed: a conformance check per operation would slow every start of `bnet`.
        modelHasFastPath = { Model.self is any JSONReadable.Type }
        reencodeBody = { data in
            let model = try ResponseDecoding.decode(Model.self, from: data, operation: id)
            if let bytes = model as? Data { return bytes }
            guard let encodable = model as? any Encodable else {
                throw BattleNetError(.decoding, message: "\(modelDisplayName(of: Model.self)) cannot be encoded")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(encodable)
        }
        parseArguments = parse
    }

    /// Decodes `data` with the operation's model.
    /// - Throws: ``BattleNetError`` of kind `.decoding` carrying the bytes and the coding path.
    package func decode(_ data: Data) throws -> any Sendable { try decodeBody(data) }

    /// Decodes a mapped file with the operation's model, releasing the pages read as it goes when the
    /// model has a fast path (see ``MappedBody``).
    /// - Throws: ``BattleNetError`` of kind `.decoding` carrying the bytes and the coding path.
    package func decode(_ body: MappedBody) throws -> any Sendable { try decodeMappedBody(body) }

    /// Decodes `data` with `JSONDecoder` even when the model has a fast path (`bnet bench decode`).
    /// - Throws: ``BattleNetError`` of kind `.decoding` carrying the bytes and the coding path.
    package func decodeWithJSONDecoder(_ data: Data) throws -> any Sendable { try decodeWithJSONDecoderBody(data) }

    /// Decodes `data` with the operation's model and encodes the model back to JSON (sorted keys), to
    /// compare what the model kept with what the body held (`bnet doctor`).
    /// - Throws: ``BattleNetError`` `.decoding` when the body does not decode; an `EncodingError` when the model cannot be encoded.
    package func reencode(_ data: Data) throws -> Data { try reencodeBody(data) }

    /// The endpoint for arguments given as text, one string per path parameter, each checked against
    /// its declared type (`bnet call d3Act abc` is refused here).
    /// - Throws: ``BattleNetError`` `.invalidRequest` naming the parameter and what it must look like.
    package func endpoint(arguments: [String]) throws(BattleNetError) -> BattleNetRequest<Data> {
        BattleNetRequest(descriptor: descriptor, pathValues: try parseArguments(arguments, descriptor), argumentProblem: nil)
    }

    package var description: String { descriptor.description }
}

/// A request to the Battle.net API, decoded as `Model` (`Data` for the bytes as received): what the
/// client's verbs send (``BattleNetClient/value(_:)-(BattleNetRequest<R>)``, ``BattleNetClient/raw(_:)-(BattleNetRequest<R>)``,
/// ``BattleNetClient/response(_:)``, ``BattleNetClient/rawStream(_:)``).
///
/// The game modules build one for every operation they declare, from labeled arguments
/// (`D3.Endpoints.act(id: 1)`, `WoW.Endpoints.item(id: 19019)`); the generated calls
/// (`client.d3.act(id: 1)`) build the same request and send it. For a path the package has not
/// declared yet, build one with ``init(path:namespace:token:query:operation:)``:
///
/// ```swift
/// struct NewThing: Decodable, Sendable { let id: Int; let name: String }
/// let thing = try await client.value(BattleNetRequest<NewThing>(path: "/data/wow/new-thing/7", namespace: .static))
/// ```
///
/// Per-call settings return a changed copy: ``locale(_:)``, ``timeout(_:)``,
/// ``bodyLimits(_:)``, ``query(_:)``, ``namespace(_:)``, ``cost(_:)``, ``headersOnly()`` and
/// ``revalidating(_:)``.
public struct BattleNetRequest<Model: Decodable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The descriptor of the operation this endpoint calls.
    package let descriptor: OperationDescriptor
    /// The unencoded path values, in path order.
    package let pathValues: [String]
    /// Why an argument cannot be sent, if one cannot.
    let argumentProblem: String?
    /// A percent-encoded path sent as is (a followed link); the template is not used.
    var fixedPath: String?
    /// Extra query items (search filters, paging). `locale` is added by the client.
    public var query: [URLQueryItem] = []
    /// A locale for this call only; the client's locale otherwise.
    public var locale: LocaleCode?
    /// The variant of this call's namespace (World of Warcraft's flavor, which its module sets with
    /// `flavor(_:)`); the client's otherwise.
    package var variant: NamespaceVariant?
    /// A namespace string sent as is instead of the derived one (a build-pinned namespace).
    public var namespaceOverride: String?
    /// A timeout for this call only (large bodies such as leaderboards may need longer).
    public var timeout: Duration?
    /// Body limits for this call only; the client's ``BattleNetConfiguration/bodyLimits`` otherwise.
    public var bodyLimits: BodyLimits?
    /// `If-Modified-Since` to send: the `Last-Modified` text of an earlier response.
    public var ifModifiedSince: String?
    /// `If-None-Match` to send: the `ETag` of an earlier response.
    public var ifNoneMatch: String?
    /// What the rate limiter charges this call, whatever the limit's settings; `nil` for the default
    /// (1, or the operation's declared cost when ``RateLimit/usesOperationCosts`` is set: WoW's
    /// commodities, 25).
    public var costOverride: Int?
    /// The method sent instead of the operation's (`HEAD` from ``headersOnly()``).
    public private(set) var methodOverride: HTTPMethod?
    /// How this call uses the client's cache; `nil` for the cache's own policy.
    public var cachePolicy: BattleNetCachePolicy?
    /// How stale a stored answer may be served when Battle.net fails; `nil` for the cache's setting.
    public var staleIfError: Duration?
    /// The call's priority at the rate limiter; `nil` for the client's ``BattleNetConfiguration/priority``.
    public var priority: BattleNetPriority?

    /// An endpoint with path values already read (tools and references; typed calls go through ``APIOperation``).
    package init(descriptor: OperationDescriptor, pathValues: [String], query: [URLQueryItem] = []) {
        self.init(descriptor: descriptor, pathValues: pathValues, argumentProblem: nil)
        self.query = query
    }

    init(descriptor: OperationDescriptor, pathValues: [String], argumentProblem: String?) {
        self.descriptor = descriptor
        self.pathValues = pathValues
        self.argumentProblem = argumentProblem
    }

    /// The operation id.
    public var operation: String { descriptor.id }

    /// The percent-encoded path.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when an argument cannot be sent.
    public func path() throws(BattleNetError) -> String {
        if let argumentProblem {
            throw BattleNetError(.invalidRequest, message: argumentProblem).with(operation: operation)
        }
        if let fixedPath { return fixedPath }
        do { return try descriptor.template.path(pathValues) } catch { throw error.with(operation: operation) }
    }

    /// This endpoint with another locale.
    public func locale(_ locale: LocaleCode?) -> Self { var copy = self; copy.locale = locale; return copy }
    /// This endpoint with another timeout.
    public func timeout(_ timeout: Duration) -> Self { var copy = self; copy.timeout = timeout; return copy }
    /// This endpoint with other body limits than the client's, e.g. room for a body over 256 MiB:
    ///
    /// ```swift
    /// let raw = try await client.raw(WoW.Endpoints.auctionCommodities().bodyLimits(BodyLimits(maximumBodyBytes: 1 << 30)))
    /// ```
    public func bodyLimits(_ limits: BodyLimits) -> Self { var copy = self; copy.bodyLimits = limits; return copy }
    /// This endpoint with extra query items.
    public func query(_ items: [URLQueryItem]) -> Self { var copy = self; copy.query += items; return copy }
    /// This endpoint asking only for a body newer than `previous` (`If-Modified-Since` from its
    /// `Last-Modified`, `If-None-Match` from its `ETag`). See ``BattleNetClient/raw(_:ifChangedSince:)``.
    public func revalidating(_ previous: RawResponse) -> Self {
        var copy = self
        copy.ifModifiedSince = previous.header("Last-Modified")
        copy.ifNoneMatch = previous.header("ETag")
        return copy
    }
    /// This endpoint charged `cost` by the rate limiter (at least 1, at most the per-second ceiling).
    ///
    /// ```swift
    /// let raw = try await client.raw(WoW.Endpoints.auctionCommodities().cost(25))
    /// ```
    public func cost(_ cost: Int) -> Self { var copy = self; copy.costOverride = max(1, cost); return copy }
    /// This endpoint at `priority` at the rate limiter, whatever the client's.
    ///
    /// ```swift
    /// // A crawl on a client a user's screen shares: it yields to the screen's calls.
    /// let raw = try await client.raw(WoW.Endpoints.auctions(connectedRealm: 1146).priority(.background))
    /// ```
    public func priority(_ priority: BattleNetPriority) -> Self { var copy = self; copy.priority = priority; return copy }
    /// This endpoint as a `HEAD` request: the same URL, namespace and token, status and headers only
    /// (such as `Last-Modified`), no body. The rate limiter charges it 1 unless ``cost(_:)`` says otherwise.
    ///
    /// ```swift
    /// let head = try await client.raw(WoW.Endpoints.auctionCommodities().headersOnly())
    /// head.lastModified   // when Blizzard last refreshed the snapshot
    /// ```
    public func headersOnly() -> Self { var copy = self; copy.methodOverride = .head; return copy }
    /// The method this endpoint sends: `HEAD` after ``headersOnly()``, else the operation's.
    public var method: HTTPMethod { methodOverride ?? descriptor.method }
    /// Whether this endpoint carries a condition, so that 304 Not Modified is an expected answer.
    public var isConditional: Bool { ifModifiedSince != nil || ifNoneMatch != nil }
    /// This endpoint using the client's cache (``BattleNetCache``) as `policy` says.
    ///
    /// ```swift
    /// let latest = try await client.raw(WoW.Endpoints.item(id: 19019).cachePolicy(.revalidate))
    /// ```
    public func cachePolicy(_ policy: BattleNetCachePolicy) -> Self { var copy = self; copy.cachePolicy = policy; return copy }
    /// This endpoint allowing a stored answer up to `maximumStaleness` past its freshness when
    /// Battle.net answers a server error or cannot be reached (`stale-if-error`); the response's
    /// ``BattleNetRawResponse/cacheStatus`` is then ``BattleNetCacheStatus/stale``. An answer marked
    /// `must-revalidate` or `no-cache` is never served stale.
    ///
    /// ```swift
    /// let realm = try await client.raw(WoW.Endpoints.connectedRealm(id: 1084).staleIfError(upTo: .seconds(600)))
    /// ```
    public func staleIfError(upTo maximumStaleness: Duration) -> Self { var copy = self; copy.staleIfError = maximumStaleness; return copy }
    /// This endpoint with a namespace string sent as is, e.g. a build-pinned `static-12.0.1_65617-us`.
    public func namespace(_ namespace: String) -> Self { var copy = self; copy.namespaceOverride = namespace; return copy }

    public var description: String {
        "\(operation) \(descriptor.method) \((try? path()) ?? descriptor.template.description)"
    }
}

extension BattleNetRequest {
    /// A request for a path the package has not declared yet: a new Battle.net endpoint, or one of
    /// another game, sent with this client's host, token, locale, rate limiter, retries and error
    /// mapping like every declared call.
    ///
    /// ```swift
    /// struct NewThing: Decodable, Sendable { let id: Int; let name: String }
    /// let request = BattleNetRequest<NewThing>(path: "/data/wow/new-thing/7", namespace: .static)
    /// let thing = try await client.value(request)           // namespace static-us on a US client
    /// let bytes = try await client.raw(BattleNetRequest<Data>(path: "/d3/data/act/1")).data
    /// ```
    ///
    /// The path is text, not yet percent-encoded: each segment between slashes is percent-encoded as
    /// one path segment when sent, so `Альвеоняша`, `Area 52` or `Name#1234` arrive as written (a `%`
    /// is sent as `%25`). Put query items in `query`, not in the path; the client adds `locale`. A
    /// path that does not start with `/`, or with a `.` or `..` segment (which would move the request
    /// to another path), fails with ``BattleNetError`` `.invalidRequest` when the request is sent,
    /// before anything goes out.
    ///
    /// - Parameters:
    ///   - path: The path after the API host, e.g. `/data/wow/new-thing/7`.
    ///   - namespace: The namespace kind of a World of Warcraft path: the client derives the
    ///     `Battlenet-Namespace` header from it, the flavor (World of Warcraft's `flavor(_:)`, or the client's) and the
    ///     region, e.g. `static-us`. `nil` (the default) sends no namespace, as Diablo III and
    ///     StarCraft II paths need; ``namespace(_:)`` sends a namespace string as is.
    ///   - token: The token the path needs: a client token by default; `.user(scope: .wowProfile)` for
    ///     a path under `/profile/user/wow` (the client's token provider must have a signed-in user).
    ///   - query: Query items to send, e.g. search filters.
    ///   - operation: The name errors and logs give this request (``BattleNetError/operation``,
    ///     ``BattleNetRawResponse/operation``); `custom` by default.
    public init(
        path: String, namespace: NamespaceKind? = nil, token: TokenRequirement = .client, query: [URLQueryItem] = [],
        operation: String = "custom"
    ) {
        let descriptor = OperationDescriptor(
            id: operation, game: "custom", method: .get, template: PathTemplate(path), namespace: namespace,
            token: token, variants: nil, regions: nil, modelName: modelDisplayName(of: Model.self), arguments: [],
            timeout: nil, isRetryable: true, isRateLimited: true
        )
        var problem: String?
        var encoded = ""
        if !path.hasPrefix("/") {
            problem = "the path \(path.debugDescription) must start with /"
        } else {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            for segment in segments {
                if segment == "." || segment == ".." {
                    problem = "the path \(path.debugDescription) has a \"\(segment)\" segment, which would move the request to another path"
                    break
                }
                encoded += "/" + percentEncodedPathSegment(String(segment))
            }
        }
        self.init(descriptor: descriptor, pathValues: [], argumentProblem: problem)
        fixedPath = encoded.isEmpty ? "/" : encoded
        self.query = query
    }

    /// The endpoint a link Battle.net sent points to: its path and query only, so the client sends it
    /// to its own API host (a link never carries a token to another origin). A `namespace` in the
    /// query (often build-pinned) is kept and replaces the derived one.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the href has no path.
    public init(following link: BattleNetLink<Model>, operation: String = "followLink") throws(BattleNetError) {
        guard let components = URLComponents(url: link.href, resolvingAgainstBaseURL: false),
              components.percentEncodedPath.hasPrefix("/") else {
            throw BattleNetError(.invalidRequest, message: "the link \(link.href.path) has no path to follow").with(operation: operation)
        }
        let descriptor = OperationDescriptor(
            id: operation, game: "link", method: .get, template: PathTemplate(components.path), namespace: nil,
            token: .client, variants: nil, regions: nil, modelName: modelDisplayName(of: Model.self), arguments: [],
            timeout: nil, isRetryable: true, isRateLimited: true
        )
        self.init(descriptor: descriptor, pathValues: [], argumentProblem: nil)
        fixedPath = components.percentEncodedPath
        query = components.queryItems ?? []
    }
}

/// The model's name as a reader writes it: `D3.Act` rather than `BattleNetD3.D3.Act`; arrays read `[D3.ItemType]`.
func modelDisplayName(of type: Any.Type) -> String {
    // `_typeName` and a hand-written prefix strip rather than `String(reflecting:)` and a regular
    // expression: the catalogue names every operation's model at start-up, so this stays cheap.
    var name = withoutModulePrefixes(_typeName(type, qualified: true))
    while name.hasPrefix("Array<"), name.hasSuffix(">") {
        name = "[" + name.dropFirst("Array<".count).dropLast() + "]"
    }
    return name
}

/// `name` without the `BattleNet…`, `Swift` and `Foundation` module prefixes that start a word
/// (`Swift.Array<BattleNetWoW.WoW.Mount>` → `Array<WoW.Mount>`).
func withoutModulePrefixes(_ name: String) -> String {
    let characters = Array(name.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(characters.count)
    func isWord(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }
    func prefixLength(at index: Int) -> Int? {
        for module in ["Swift.", "Foundation."] where characters[index...].starts(with: module.utf8) { return module.utf8.count }
        guard characters[index...].starts(with: "BattleNet".utf8) else { return nil }
        var end = index + "BattleNet".utf8.count
        while end < characters.count, isWord(characters[end]), characters[end] != 0x5F { end += 1 }
        return end < characters.count && characters[end] == UInt8(ascii: ".") ? end + 1 - index : nil
    }
    var index = 0
    while index < characters.count {
        if index == 0 || !isWord(characters[index - 1]), let length = prefixLength(at: index) {
            index += length
            continue
        }
        result.append(characters[index])
        index += 1
    }
    return String(decoding: result, as: UTF8.self)
}
