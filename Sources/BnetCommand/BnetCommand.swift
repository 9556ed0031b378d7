import BattleNetCore
import BattleNetFixtures
import BattleNetTesting
import Foundation

/// Where `bnet` writes: standard output and standard error by default, a buffer in tests.
///
/// Text lines (`out`, `err`) always have control characters escaped, since they may carry text from
/// Battle.net; `--raw` bodies are escaped only when standard output is a terminal.
public struct Console: Sendable {
    public var writeOut: @Sendable (Data) -> Void
    public var writeErr: @Sendable (String) -> Void
    /// Whether standard output is a terminal (raw bodies are then escaped too).
    public var outputIsTerminal: Bool

    public init(writeOut: @escaping @Sendable (Data) -> Void, writeErr: @escaping @Sendable (String) -> Void,
                outputIsTerminal: Bool = false) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.outputIsTerminal = outputIsTerminal
    }

    public static let standard = Console(
        writeOut: { FileHandle.standardOutput.write($0) },
        writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1
    )

    func out(_ text: String) { writeOut(Data((TerminalText.escaped(text) + "\n").utf8)) }
    func err(_ text: String) { writeErr(TerminalText.escaped(text) + "\n") }
    /// A body as received: unchanged into a file or pipe, escaped on a terminal.
    func raw(_ data: Data) { writeOut(TerminalText.rawOutput(data, toTerminal: outputIsTerminal)) }
}

/// The `bnet` command line: calls Battle.net live with credentials, or replays recordings without.
public enum BnetCommand {
    static let usage = """
    usage: bnet [options] <command> [arguments]

    commands:
      call OPERATION [ARG...]    call an endpoint by operation id with its path arguments in path order,
                                 e.g. `bnet call d3Act 1`; prints the model (the body with --raw)
      endpoints [--game G] [--format tsv|json|markdown]
                                 list every declared endpoint (markdown: the README's coverage table)
      decode OPERATION [FILE|-]  decode a saved body with the endpoint's model (stdin for - or no FILE)
      doctor OPERATION FILE|-    decode a body and list, by JSON path, the keys the model ignores and
                                 the model fields the body lacks (exit 0 when it decodes, drift or not)
      token [--show]             fetch and check a client token; print its expiry and scopes
      sc2 profile REGION REALM ID  a StarCraft II profile summary (REGION: 1 US, 2 EU, 3 KR/TW, 5 CN)
      sc2 grandmaster REGION [--limit N]
                                 the grandmaster league as a table
      bench OPERATION [ARG...] [--count N] [--concurrency C] [--rate-limit R|none] [--baseline]
                                 call one operation N times, C in flight; print one JSON line of results
      serve [--port N] [--rate-limit R|none] [--seconds S] [--fault SPEC]...
                                 run a local Battle.net on 127.0.0.1 (default port 4010) serving the
                                 recorded fixtures, with OAuth, Bearer tokens, namespaces and 429s;
                                 --fault 503,times=3,path=/d3/ queues failures (see bnet serve help)
      help                       this text

    options:
      --region us|eu|kr|tw|cn    region (default us)      --locale en_US     locale (region's default)
      --flavor F                 WoW flavor: retail, classic, classic1x (Era), classicann (Anniversary);
                                 wowClassic… ids default to classic
      --raw                      print the body as received
      --api-host URL             API host (or BNET_API_HOST; plain http only on loopback)
      --oauth-host URL           OAuth host (or BNET_OAUTH_HOST)
      --timeout SECONDS          timeout of each request (default 30)

    With BNET_CLIENT_ID and BNET_CLIENT_SECRET set, bnet calls the live API (tokens are cached in
    ~/.cache/bnet, owner-only); without them it replays the recorded fixtures shipped with it.
    Exit codes: 0 success, 1 API, network or decoding failure, 2 usage.
    """

    /// Runs one command line and returns the exit code.
    /// - Parameters:
    ///   - transport: Replaces both the live transport and the replay (tests).
    ///   - tokenStore: Replaces the file token store of live mode (tests).
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        console: Console = .standard, transport: (any HTTPTransport)? = nil, tokenStore: (any TokenStore)? = nil
    ) async -> Int32 {
        do {
            let options = try Options(arguments: arguments, environment: environment)
            let context = Context(options: options, environment: environment, console: console,
                                  transport: transport, tokenStore: tokenStore)
            guard let command = options.words.first else {
                console.err(usage)
                return 2
            }
            let rest = Array(options.words.dropFirst())
            switch command {
            case "call": try await context.call(rest)
            case "endpoints": try context.endpoints(rest)
            case "decode": try context.decode(rest)
            case "doctor": try context.doctor(rest)
            case "token": try await context.token(rest)
            case "sc2": try await context.sc2(rest)
            case "bench": try await context.bench(rest)
            case "serve": try await context.serve(rest)
            case "help": console.out(usage)
            default: throw UsageError("unknown command \(command); see bnet help")
            }
            return 0
        } catch let error as UsageError {
            console.err("bnet: \(error.description)")
            return 2
        } catch let error as BattleNetError {
            console.err("bnet: \(error.description)")
            return 1
        } catch {
            console.err("bnet: \(error)")
            return 1
        }
    }
}

/// One run's settings and the commands.
struct Context {
    let options: Options
    let environment: [String: String]
    let console: Console
    let transport: (any HTTPTransport)?
    let tokenStore: (any TokenStore)?

    var credentials: ClientCredentials? { ClientCredentials(environment: environment) }

    var configuration: BattleNetConfiguration {
        var configuration = BattleNetConfiguration(region: options.region, locale: options.locale)
        configuration.apiHost = options.apiHost
        configuration.oauthHost = options.oauthHost
        if let timeout = options.timeout { configuration.timeout = timeout }
        return configuration
    }

    func authenticationManager(_ credentials: ClientCredentials) -> AuthenticationManager {
        AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL,
            transport: transport ?? URLSessionTransport(),
            store: tokenStore ?? defaultTokenStore(),
            timeout: options.timeout ?? .seconds(30)
        )
    }

    /// The per-user file store; in memory (with a note) when there is no per-user cache folder.
    private func defaultTokenStore() -> any TokenStore {
        do {
            return FileTokenStore(directory: try FileTokenStore.defaultDirectory(environment: environment))
        } catch {
            console.err("bnet: \(error.message); the token is kept in memory for this run only")
            return InMemoryTokenStore()
        }
    }

    /// A live client with credentials, a replaying one without.
    func client() throws -> BattleNetClient {
        if let credentials {
            return try BattleNetClient(
                configuration: configuration, tokens: authenticationManager(credentials),
                transport: transport ?? URLSessionTransport()
            )
        }
        console.err("bnet: BNET_CLIENT_ID and BNET_CLIENT_SECRET are not set: replaying recorded fixtures (offline)")
        return try BattleNetClient(
            configuration: configuration, tokens: FixedTokenProvider(),
            transport: transport ?? ReplayTransport.recordedFixtures()
        )
    }

    func resolve(_ id: String?) throws(UsageError) -> Catalog.Resolved {
        guard let id else { throw UsageError("name an operation; `bnet endpoints` lists them") }
        guard let resolved = Catalog.resolve(id) else {
            let close = Catalog.entries.map(\.entry.id).filter {
                $0.lowercased().contains(id.lowercased()) || id.lowercased().contains($0.lowercased())
            }
            throw UsageError("unknown operation \(id)" + (close.isEmpty ? "; `bnet endpoints` lists them" : "; did you mean \(close.joined(separator: ", "))?"))
        }
        return resolved
    }

    func operation(_ id: String?) throws(UsageError) -> AnyAPIOperation { try resolve(id).operation }

    /// The endpoint a command line names: the operation id, its arguments read as their declared
    /// types, and the flavor checked against what that id serves. Nothing is sent.
    func endpoint(_ words: [String]) throws(UsageError) -> Endpoint<Data> {
        let resolved = try resolve(words.first)
        let entry = resolved.entry
        var endpoint: Endpoint<Data>
        do {
            endpoint = try resolved.operation.endpoint(arguments: Array(words.dropFirst()))
        } catch {
            throw UsageError(error.message + " (\(resolved.operation.descriptor.template))")
        }
        guard let support = entry.flavors else {
            if let flavor = options.flavor {
                throw UsageError("\(entry.id) has no game flavors (--flavor \(flavor) is for World of Warcraft operations)")
            }
            return endpoint
        }
        let flavor = options.flavor ?? entry.defaultFlavor ?? .retail
        guard support.contains(flavor) else {
            let other = Catalog.entries.first {
                $0.operation.descriptor.id == resolved.operation.descriptor.id && $0.entry.flavors?.contains(flavor) == true
            }
            throw UsageError(
                "\(entry.id) serves \(support), not \(flavor)"
                    + (other.map { "; for \(flavor) call \($0.entry.id) --flavor \(flavor)" } ?? "")
            )
        }
        if support.isUnconfirmed(flavor) {
            console.err("bnet: \(entry.id) for \(flavor) is seen only in third-party code (unconfirmed)")
        }
        endpoint.flavor = flavor
        return endpoint
    }

    // MARK: call

    func call(_ words: [String]) async throws {
        let operation = try operation(words.first)
        let endpoint = try endpoint(words)
        let client = try client()
        let raw = try await client.raw(endpoint)
        if options.raw {
            console.raw(raw.data)
            return
        }
        let model: any Sendable
        do {
            model = try operation.decode(raw.data)
        } catch var error as BattleNetError {
            error.url = raw.url.absoluteString
            error.status = raw.status
            throw error
        }
        if let bytes = model as? Data {
            console.raw(bytes)  // a raw-only operation: its model is the body itself
            return
        }
        console.out(ModelRenderer.render(model))
    }

    // MARK: endpoints

    func endpoints(_ words: [String]) throws {
        guard words.isEmpty else { throw UsageError("endpoints takes no arguments (use --game and --format)") }
        let manifest = RecordedFixtures.directory.flatMap { try? FixtureManifest(directory: $0) }
        if options.format == "markdown" {
            let descriptors = Catalog.operations.map(\.descriptor).filter { descriptor in
                options.game == nil || descriptor.catalogueEntries.contains { $0.game.rawValue == options.game }
            }
            console.writeOut(Data(CoverageTable.markdown(descriptors, manifest: manifest).utf8))
            return
        }
        let rows = Catalog.entries.filter { options.game == nil || $0.entry.game.rawValue == options.game }
        func fixtures(_ id: String) -> Int { manifest?.entries(for: id).filter { $0.status == 200 }.count ?? 0 }
        func columns(_ row: Catalog.Resolved) -> [(String, String)] {
            let descriptor = row.operation.descriptor
            return [
                ("operation", row.entry.id), ("game", row.entry.game.rawValue), ("method", descriptor.method.rawValue),
                ("path_template", descriptor.template.description), ("namespace", descriptor.namespace?.rawValue ?? "none"),
                ("token", descriptor.token.description), ("scope", descriptor.token.scope?.rawValue ?? ""),
                ("model", descriptor.modelName), ("fixtures", String(fixtures(row.entry.id))),
                ("flavors", row.entry.flavors?.description ?? ""),
            ]
        }
        if options.format == "json" {
            let objects: [[String: Any]] = rows.map { row in
                Dictionary(columns(row).map { ($0.0, $0.0 == "fixtures" ? Int($0.1) ?? 0 : $0.1 as Any) }) { first, _ in first }
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            console.writeOut(data + Data("\n".utf8))
            return
        }
        var lines = ["operation\tgame\tmethod\tpath_template\tnamespace\ttoken\tscope\tmodel\tfixtures\tflavors"]
        for row in rows { lines.append(columns(row).map(\.1).joined(separator: "\t")) }
        console.out(lines.joined(separator: "\n"))
    }

    // MARK: decode

    func decode(_ words: [String]) throws {
        let operation = try operation(words.first)
        guard words.count <= 2 else { throw UsageError("decode takes an operation and at most one file") }
        let data: Data
        if words.count == 1 || words[1] == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: words[1]) else {
                throw UsageError("cannot read \(words[1])")
            }
            data = contents
        }
        let model = try operation.decode(data)
        console.out(ModelRenderer.summary(model, typeName: operation.descriptor.modelName))
    }

    // MARK: token

    func token(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("token takes no arguments (use --show to print the token)") }
        guard let credentials else {
            throw UsageError("bnet token needs BNET_CLIENT_ID and BNET_CLIENT_SECRET")
        }
        try configuration.validate()
        let manager = authenticationManager(credentials)
        let token = try await manager.clientAccessToken()
        let info = try await manager.checkToken(token)
        // `exp` comes from the server: clamp before converting, so a far-off date cannot trap.
        let remaining = Int(min(max(info.expiresAt.timeIntervalSinceNow, 0), 1e9))
        console.out("client: \(info.clientID ?? credentials.clientID)")
        console.out("expires: \(ISO8601DateFormatter().string(from: info.expiresAt)) (in \(remaining / 3600)h \((remaining % 3600) / 60)m)")
        console.out("scopes: \(info.scopes.isEmpty ? "(none)" : info.scopes.spaceSeparated)")
        if !info.authorities.isEmpty { console.out("authorities: \(info.authorities.joined(separator: " "))") }
        if options.show { console.out("token: \(token.value)") }
    }
}
