import Foundation

/// The game (or service) an operation belongs to, as in the `game` column of Blizzard's catalogue.
public struct Game: OpenStringValue {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let d3: Game = "d3"
    public static let sc2: Game = "sc2"
    public static let wow: Game = "wow"
    public static let wowClassic: Game = "wow-classic"
    public static let hearthstone: Game = "hs"
    public static let oauth: Game = "oauth"
}

/// An HTTP method. Battle.net game data is read with `GET`; OAuth uses `POST`.
public struct HTTPMethod: OpenStringValue {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    public static let get: HTTPMethod = "GET"
    public static let head: HTTPMethod = "HEAD"
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
}

/// Everything about an operation except its response type: the row of the endpoint catalogue.
public struct OperationDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The operation id, e.g. `d3Act`: the `name` column of Blizzard's catalogue.
    public let id: String
    public let game: Game
    public let method: HTTPMethod
    public let template: PathTemplate
    /// The namespace kind a WoW operation needs; `nil` for games without namespaces.
    public let namespace: NamespaceKind?
    public let token: TokenRequirement
    /// The Swift name of the model a mapped call returns, e.g. `D3.Act`.
    public let modelName: String
    /// A timeout for this operation's calls when the endpoint sets none (large bodies such as
    /// leaderboards get longer ones); the client's timeout when `nil`.
    public let timeout: Duration?

    public var description: String { "\(id) (\(method) \(template))" }
}

/// The one declaration of a Battle.net operation, from which both the raw and the mapped call derive.
///
/// A game module declares each operation once as a static constant; calling it with path arguments
/// gives an ``Endpoint`` that ``BattleNetClient`` can fetch raw (``BattleNetClient/raw(_:)``) or
/// decoded (``BattleNetClient/value(_:)``).
///
/// ```swift
/// static let act = Operation<D3.Act>("d3Act", game: .d3, "/d3/data/act/{actId}")
/// let act = try await client.value(D3.Operations.act(1))
/// ```
public struct Operation<Response: Decodable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    public let descriptor: OperationDescriptor

    /// Declares an operation.
    /// - Parameters:
    ///   - id: The catalogue's operation name, e.g. `d3Act`.
    ///   - game: The game it belongs to.
    ///   - template: The path, with `{parameters}` in Blizzard's spelling.
    ///   - method: `GET` unless stated.
    ///   - namespace: The namespace kind for WoW operations.
    ///   - token: The token the call needs; a client token unless stated.
    ///   - model: The model's display name; defaults to the Swift type name.
    ///   - timeout: A longer (or shorter) timeout than the client's for this operation's large bodies.
    public init(
        _ id: String, game: Game, _ template: PathTemplate, method: HTTPMethod = .get,
        namespace: NamespaceKind? = nil, token: TokenRequirement = .client, model: String? = nil,
        timeout: Duration? = nil
    ) {
        descriptor = OperationDescriptor(
            id: id, game: game, method: method, template: template, namespace: namespace, token: token,
            modelName: model ?? Self.displayName(of: Response.self), timeout: timeout
        )
    }

    /// The endpoint for these path arguments, in path order.
    public func callAsFunction(_ arguments: PathArgument..., query: [URLQueryItem] = []) -> Endpoint<Response> {
        endpoint(arguments, query: query)
    }

    /// The endpoint for these path arguments, in path order.
    public func endpoint(_ arguments: [PathArgument], query: [URLQueryItem] = []) -> Endpoint<Response> {
        Endpoint(descriptor: descriptor, arguments: arguments, query: query)
    }

    /// This operation with its response type erased, for catalogues and tools such as `bnet`.
    public var erased: AnyOperation { AnyOperation(self) }

    public var description: String { descriptor.description }

    /// `D3.Act` rather than `BattleNetD3.D3.Act`; arrays read `[D3.ItemType]`.
    static func displayName(of type: Any.Type) -> String {
        var name = String(reflecting: type)
            .replacingOccurrences(of: #"\b(BattleNet[A-Za-z0-9]*|Swift|Foundation)\."#, with: "", options: .regularExpression)
        while name.hasPrefix("Array<"), name.hasSuffix(">") {
            name = "[" + name.dropFirst("Array<".count).dropLast() + "]"
        }
        return name
    }
}

/// An operation whose response type is erased: it can still decode bodies with its model.
public struct AnyOperation: Sendable, CustomStringConvertible {
    public let descriptor: OperationDescriptor
    private let decodeBody: @Sendable (Data) throws -> any Sendable

    public init<Response>(_ operation: Operation<Response>) {
        descriptor = operation.descriptor
        decodeBody = { data in try ResponseDecoding.decode(Response.self, from: data, operation: operation.descriptor.id) }
    }

    /// Decodes `data` with the operation's model.
    /// - Throws: ``BattleNetError`` of kind `.decoding` carrying the bytes and the coding path.
    public func decode(_ data: Data) throws -> any Sendable { try decodeBody(data) }

    /// Decodes `data` with the operation's model and encodes the model back to JSON (sorted keys), so a
    /// tool can compare a body with what its model kept (`bnet doctor`).
    /// - Throws: ``BattleNetError`` `.decoding` when the body does not decode; `EncodingError` when the
    ///   model is not `Encodable` or cannot be encoded.
    public func reencode(_ data: Data) throws -> Data {
        let model = try decodeBody(data)
        guard let encodable = model as? any Encodable else {
            throw EncodingError.invalidValue(model, .init(codingPath: [], debugDescription: "\(descriptor.modelName) is not Encodable"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(encodable)
    }

    /// The endpoint for these path arguments, to fetch raw bytes.
    public func endpoint(_ arguments: [PathArgument], query: [URLQueryItem] = []) -> Endpoint<Data> {
        Endpoint(descriptor: descriptor, arguments: arguments, query: query)
    }

    public var description: String { descriptor.description }
}

/// A concrete request for one operation: the operation plus its path arguments and query.
public struct Endpoint<Response: Decodable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    public let descriptor: OperationDescriptor
    public let arguments: [PathArgument]
    /// Extra query items (search filters, paging). `locale` is added by the client.
    public let query: [URLQueryItem]
    /// A locale for this call only; the client's locale otherwise.
    public var locale: LocaleCode?
    /// A game flavour for this call's namespace (WoW Classic); retail otherwise.
    public var flavor: GameFlavor?
    /// A timeout for this call only (large bodies such as leaderboards may need longer).
    public var timeout: Duration?
    /// `If-Modified-Since` to send: the `Last-Modified` text of an earlier response.
    public var ifModifiedSince: String?
    /// `If-None-Match` to send: the `ETag` of an earlier response.
    public var ifNoneMatch: String?

    public init(descriptor: OperationDescriptor, arguments: [PathArgument], query: [URLQueryItem] = []) {
        self.descriptor = descriptor
        self.arguments = arguments
        self.query = query
    }

    /// The operation id.
    public var operation: String { descriptor.id }

    /// The percent-encoded path.
    /// - Throws: ``BattleNetError`` `.invalidRequest` when the arguments do not fit the template.
    public func path() throws(BattleNetError) -> String {
        do { return try descriptor.template.path(arguments) } catch { throw error.with(operation: operation) }
    }

    /// This endpoint with another locale.
    public func locale(_ locale: LocaleCode?) -> Self { var copy = self; copy.locale = locale; return copy }
    /// This endpoint with another timeout.
    public func timeout(_ timeout: Duration) -> Self { var copy = self; copy.timeout = timeout; return copy }
    /// This endpoint asking only for a body newer than `previous` (`If-Modified-Since` from its
    /// `Last-Modified`, `If-None-Match` from its `ETag`). See ``BattleNetClient/raw(_:ifChangedSince:)``.
    public func revalidating(_ previous: RawResponse) -> Self {
        var copy = self
        copy.ifModifiedSince = previous.header("Last-Modified")
        copy.ifNoneMatch = previous.header("ETag")
        return copy
    }
    /// Whether this endpoint carries a condition, so that 304 Not Modified is an expected answer.
    public var isConditional: Bool { ifModifiedSince != nil || ifNoneMatch != nil }
    /// This endpoint with a WoW game flavour.
    public func flavor(_ flavor: GameFlavor) -> Self { var copy = self; copy.flavor = flavor; return copy }

    public var description: String {
        "\(operation) \(descriptor.method) \((try? path()) ?? descriptor.template.description)"
    }
}
