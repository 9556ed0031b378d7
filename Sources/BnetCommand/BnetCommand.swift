import BattleNetCore
import BattleNetWoW
import BattleNetHearthstone
import BattleNetFixtures
import BattleNetRedis
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
    /// Whether standard error is a terminal: long operations then draw a progress bar there, and
    /// write plain progress lines otherwise.
    public var errorIsTerminal: Bool
    /// Reads one line of standard input (`bnet login --paste`); `nil` at its end.
    public var readLine: @Sendable () async -> String?

    /// - Parameters:
    ///   - writeOut: Receives standard output's bytes.
    ///   - writeErr: Receives standard error's text.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - errorIsTerminal: Whether standard error is a terminal.
    ///   - readLine: Reads a line of standard input; by default from the process's standard input,
    ///     on a thread of its own so no task waits blocked.
    public init(writeOut: @escaping @Sendable (Data) -> Void, writeErr: @escaping @Sendable (String) -> Void,
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, readLine: @escaping @Sendable () async -> String? = Console.standardInputLine) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.readLine = readLine
    }

    /// One line of the process's standard input, read on a dispatch thread; `nil` at its end.
    public static let standardInputLine: @Sendable () async -> String? = {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Swift.readLine(strippingNewline: true)) }
        }
    }

    public static let standard = Console(
        writeOut: { FileHandle.standardOutput.write($0) },
        writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
        outputIsTerminal: isatty(STDOUT_FILENO) == 1,
        errorIsTerminal: isatty(STDERR_FILENO) == 1
    )

    func out(_ text: String) { writeOut(Data((TerminalText.escaped(text) + "\n").utf8)) }
    func err(_ text: String) { writeErr(TerminalText.escaped(text) + "\n") }
    /// A body as received: unchanged into a file or pipe, escaped on a terminal.
    func raw(_ data: Data) { writeOut(TerminalText.rawOutput(data, toTerminal: outputIsTerminal)) }
}

/// The `bnet` command line: calls Battle.net live with credentials, or replays recordings without.
public enum BnetCommand {
    /// The version `bnet --version` prints: the next release in `CHANGELOG.md`, with `-dev` until it is tagged.
    public static let version = "0.1.0-dev"

    /// Runs one command line and returns the exit code: 0 success, 1 API, network or decoding
    /// failure, 2 usage (a mistake in the command line or the environment it reads).
    /// - Parameters:
    ///   - transport: Replaces both the live transport and the replay (tests).
    ///   - tokenStore: Replaces the file token store of live mode (tests).
    ///   - clock: Replaces the system clock of the clients made for API calls (tests).
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        console: Console = .standard, transport: (any HTTPTransport)? = nil, tokenStore: (any TokenStore)? = nil,
        clock: (any BattleNetClock)? = nil
    ) async -> Int32 {
        var commandName: String?
        var tracer: Tracer?
        let fleet = FleetMembership()
        do {
            let options = try Options(arguments: arguments, environment: environment)
            tracer = options.trace ? Tracer(console: console) : nil
            let context = Context(options: options, environment: environment, console: console,
                                  transport: transport, tokenStore: tokenStore, tracer: tracer, fleet: fleet, clock: clock)
            guard let command = options.words.first else {
                if options.version && options.given == ["--version"] {
                    console.out("bnet \(version)")
                    return 0
                }
                if options.help && options.given == ["--help"] {
                    console.out(Help.main)
                    return 0
                }
                if let option = options.given.first(where: { $0 != "--help" && $0 != "--version" }) {
                    throw UsageError("\(option) belongs after a command, as in bnet call d3Act 1 \(option) …; see bnet help")
                }
                console.err(Help.short)
                return 2
            }
            guard let spec = CommandSpec.named(command) else {
                throw UsageError("unknown command \(command); the commands are \(Completion.commandNames.joined(separator: ", ")) (see bnet help)")
            }
            commandName = command
            let rest = Array(options.words.dropFirst())
            // `bnet COMMAND --help`, `bnet sc2 help`, `bnet serve help`: that command's page.
            if options.help || (rest == ["help"] && ["sc2", "wow", "hs", "serve", "completion", "cache"].contains(command)) {
                try context.help([command] + (command == "call" ? Array(rest.prefix(1)) : []))
                return 0
            }
            if let option = options.given.first(where: { !spec.acceptedOptions.contains($0) }) {
                throw UsageError("\(command) does not take \(option); see bnet help \(command)")
            }
            switch command {
            case "call": try await context.call(rest)
            case "endpoints": try context.endpoints(rest)
            case "decode": try await context.decode(rest)
            case "doctor": try context.doctor(rest)
            case "token": try await context.token(rest)
            case "login": try await context.login(rest)
            case "whoami": try await context.whoami(rest)
            case "logout": try await context.logout(rest)
            case "sc2": try await context.sc2(rest)
            case "hs": try await context.hs(rest)
            case "wow": try await context.wow(rest)
            case "bench": try await context.bench(rest)
            case "serve": try await context.serve(rest)
            case "crawl": try await context.crawl(rest)
            case "cache": try await context.cache(rest)
            case "completion": try context.completion(rest)
            default: try context.help(rest)
            }
            await fleet.leaveAll()
            await tracer?.finish()
            return 0
        } catch let error as UsageError {
            await fleet.leaveAll()
            await tracer?.finish()
            console.err("bnet: \(error.description)")
            return 2
        } catch let error as BattleNetError {
            await fleet.leaveAll()
            await tracer?.finish()
            console.err("bnet: " + ErrorText.line(error, command: commandName))
            return exitCode(for: error, command: commandName)
        } catch is CancellationError {
            await fleet.leaveAll()
            await tracer?.finish()
            console.err("bnet: cancelled")
            return 1
        } catch {
            await fleet.leaveAll()
            await tracer?.finish()
            console.err("bnet: \(error.localizedDescription)")
            return 1
        }
    }
}

extension BnetCommand {
    /// 2 for what is refused before anything is sent and fixed by another command line: a malformed
    /// request, or a call that needs a signed-in user when none is (or the token lacks the scope or
    /// expired: run `bnet login`). 1 for the rest, a refused or failed sign-in included (a forged
    /// `state` is not the command line's mistake).
    static func exitCode(for error: BattleNetError, command: String?) -> Int32 {
        switch error.kind {
        case .missingUserToken, .insufficientScope: 2
        case .invalidRequest: command == "login" ? 1 : 2
        default: 1
        }
    }
}

/// Where a run's calls go.
enum Mode {
    /// Battle.net (or the host given) with the client's credentials.
    case live(ClientCredentials)
    /// Battle.net with the user token `bnet login` stored: `BNET_CLIENT_ID` names the client it was
    /// issued to, and no secret is set, so only calls that need a user token can be made.
    case user(clientID: String)
    /// The recorded fixtures; nothing is sent.
    case replay
}

/// One run's settings and the commands.
struct Context {
    let options: Options
    let environment: [String: String]
    let console: Console
    let transport: (any HTTPTransport)?
    let tokenStore: (any TokenStore)?
    /// `--trace`: shows the events of the clients and managers made here.
    let tracer: Tracer?
    /// The fleet limiters made for `--redis`, left when the command ends.
    var fleet = FleetMembership()
    /// The clock of the clients made for API calls; the system's when `nil`.
    var clock: (any BattleNetClock)? = nil

    var configuration: BattleNetConfiguration {
        var configuration = BattleNetConfiguration(region: options.region, locale: options.locale)
        configuration.apiHost = options.apiHost
        configuration.oauthHost = options.oauthHost
        if let timeout = options.timeout {
            // --timeout wins over what an operation declares (auctions: 120 s).
            configuration.timeout = timeout
        }
        if let mebibytes = options.maximumBodyMiB { configuration.bodyLimits.maximumBodyBytes = mebibytes << 20 }
        if let priority = options.priority { configuration.priority = priority }
        return configuration
    }

    /// The manager of the client token; with a fleet's Redis (``redisEndpoint()``) that has a password,
    /// the token is shared by the whole fleet (``fleetTokenCoordinator()``).
    /// - Throws: `UsageError` for a Redis address or password that cannot be used.
    func authenticationManager(_ credentials: ClientCredentials) throws(UsageError) -> AuthenticationManager {
        traced(AuthenticationManager(
            credentials: credentials, oauthBaseURL: configuration.oauthBaseURL,
            transport: transport ?? URLSessionTransport(),
            store: tokenStore ?? defaultTokenStore(),
            clientTokenCoordinator: try fleetTokenCoordinator(),
            timeout: options.timeout ?? .seconds(30)
        ))
    }

    /// The per-user file store for Battle.net's hosts; in memory (with a note) when there is no
    /// per-user cache folder.
    ///
    /// A loopback OAuth host (`bnet serve`, a test server) keeps its tokens in memory: such a server's
    /// tokens die with it, a file per port would pile up in `~/.cache/bnet`, and a token cached for one
    /// local server must not be offered to whatever listens on that port next.
    private func defaultTokenStore() -> any TokenStore {
        if Self.isLoopback(configuration.oauthBaseURL) { return InMemoryTokenStore() }
        do {
            return FileTokenStore(directory: try FileTokenStore.defaultDirectory(environment: environment))
        } catch {
            console.err("bnet: \(error.message); the token is kept in memory for this run only")
            return InMemoryTokenStore()
        }
    }

    /// `localhost`, `127.x.x.x` or `::1` (the forms the configuration accepts over plain http).
    static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
    }

    private func nonEmpty(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }

    /// Live or replay, decided from the credentials, the hosts and `--replay`; anything in between
    /// is a usage error naming what is missing.
    ///
    /// User tokens: a command that needs only a user token (`whoami`, `token --user`, a user-token
    /// operation) is ``Mode/user(clientID:)`` when `BNET_CLIENT_ID` is set without the secret: the
    /// token `bnet login` stored for that client and OAuth host is used (``userManager()`` checks that
    /// one is stored and says so on stderr). With both set it is live, and the stored user token is
    /// used all the same.
    /// - Parameters:
    ///   - canReplay: `false` for commands that only work live (`token`, `whoami`, `login`).
    ///   - requirement: The token the command needs; `.user` allows ``Mode/user(clientID:)``.
    func mode(canReplay: Bool = true, token requirement: TokenRequirement = .client) throws(UsageError) -> Mode {
        if options.replay {
            if options.apiHostFromOption || options.oauthHostFromOption {
                throw UsageError("--replay sends nothing, so it takes no --api-host or --oauth-host")
            }
            return .replay
        }
        let needsUser = if case .user = requirement { true } else { false }
        switch (nonEmpty("BNET_CLIENT_ID"), nonEmpty("BNET_CLIENT_SECRET")) {
        case let (id?, secret?):
            return .live(ClientCredentials(clientID: id, clientSecret: secret))
        case let (id?, nil) where needsUser:
            return .user(clientID: id)
        case (nil, nil) where needsUser && !canReplay:
            throw UsageError("this needs the token of a user signed in with bnet login: set BNET_CLIENT_ID to the client "
                + "you signed in with (bnet login itself needs BNET_CLIENT_SECRET too)")
        case (_?, nil):
            throw UsageError("BNET_CLIENT_ID is set but BNET_CLIENT_SECRET is not: set both to call Battle.net"
                + (canReplay ? ", or neither (or pass --replay) to replay the recorded fixtures" : ""))
        case (nil, _?):
            throw UsageError("BNET_CLIENT_SECRET is set but BNET_CLIENT_ID is not: set both to call Battle.net"
                + (canReplay ? ", or neither (or pass --replay) to replay the recorded fixtures" : ""))
        case (nil, nil):
            let host: (String, URL)? = options.apiHost.map { (options.apiHostFromOption ? "--api-host" : "BNET_API_HOST", $0) }
                ?? options.oauthHost.map { (options.oauthHostFromOption ? "--oauth-host" : "BNET_OAUTH_HOST", $0) }
            if let (source, url) = host {
                throw UsageError("\(source) \(url.absoluteString) needs BNET_CLIENT_ID and BNET_CLIENT_SECRET "
                    + "(bnet serve prints the stand-in's)"
                    + (canReplay ? "; without a host and credentials bnet replays the recorded fixtures" : ""))
            }
            return .replay
        }
    }

    /// The configuration, its hosts checked: a host that cannot work is a usage error.
    func checkedConfiguration() throws(UsageError) -> BattleNetConfiguration {
        let configuration = configuration
        do {
            try configuration.validate()
        } catch {
            throw UsageError((error.failureReason ?? error.message).replacingOccurrences(of: "the API host", with: "--api-host")
                .replacingOccurrences(of: "the OAuth host", with: "--oauth-host"))
        }
        return configuration
    }

    /// The one line that says a run replays.
    func announceReplay(_ what: String = "replaying recorded fixtures") {
        console.err(options.replay
            ? "bnet: \(what) (offline, --replay)"
            : "bnet: \(what) (offline); set BNET_CLIENT_ID and BNET_CLIENT_SECRET to call Battle.net")
    }

    /// A live client with credentials, caching Battle.net's answers (``httpCache()``); a replaying one
    /// without, which caches nothing (see ``mode()``).
    func client() throws -> BattleNetClient {
        let configuration = try checkedConfiguration()
        switch try mode() {
        case .live(let credentials):
            return traced(try BattleNetClient(
                configuration: configuration, tokens: try authenticationManager(credentials),
                transport: transport ?? URLSessionTransport(), rateLimiter: try fleetLimiter(clientID: credentials.clientID),
                cache: try httpCache(), clock: clock ?? BattleNetSystemClock()
            ))
        case .user:
            // `mode()` of a client-token command never answers `.user`; `client(for:)` handles it.
            throw UsageError("this call needs BNET_CLIENT_ID and BNET_CLIENT_SECRET")
        case .replay:
            try checkNoFleetInReplay()
            try checkNoCacheInReplay()
            announceReplay()
            return traced(try BattleNetClient(
                configuration: configuration, tokens: FixedTokenProvider(),
                transport: transport ?? replayTransport(), clock: clock ?? BattleNetSystemClock()
            ))
        }
    }

    /// The recorded fixtures, telling stderr when a body recorded for another flavor, region or
    /// locale answers a call.
    func replayTransport() throws -> ReplayTransport {
        let console = console
        var replay = try ReplayTransport.recordedFixtures { console.err("bnet: \($0)") }
        replay.deckCode = Hearthstone.DeckCode.replayReader
        return replay
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
    func endpoint(_ words: [String]) throws(UsageError) -> BattleNetRequest<Data> {
        let resolved = try resolve(words.first)
        let entry = resolved.entry
        var endpoint: BattleNetRequest<Data>
        do {
            endpoint = try resolved.operation.endpoint(arguments: Array(words.dropFirst()))
            _ = try endpoint.path()  // a dot segment or an empty argument is refused before anything is sent
        } catch {
            throw UsageError(error.message + " (\(resolved.operation.descriptor.template))")
        }
        if let regions = resolved.operation.descriptor.regions, !regions.contains(options.region) {
            let names = regions.map(\.rawValue)
            throw UsageError("\(entry.id) is served only in \(names.joined(separator: ", ")); add -r \(names[0])")
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
        try await call(operation, endpoint)
    }

    /// Sends `endpoint` and prints its model (its body with `--raw`). An operation that needs a user
    /// token goes with the token `bnet login` stored (see ``client(for:)``).
    func call(_ operation: AnyAPIOperation, _ endpoint: BattleNetRequest<Data>) async throws {
        let client = try await client(for: operation.descriptor.token)
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
        let games = Array(Set(Catalog.entries.map(\.entry.game.rawValue))).sorted()
        if let game = options.game, !games.contains(game) {
            throw UsageError("unknown game \(game); --game takes one of \(games.joined(separator: ", "))")
        }
        let manifest = RecordedFixtures.directory.flatMap { try? FixtureManifest(directory: $0) }
        if options.format == "markdown" {
            let descriptors = Catalog.operations.map(\.descriptor).filter { descriptor in
                options.game == nil || descriptor.catalogueEntries.contains { $0.game.rawValue == options.game }
            }
            let catalogue = try? EndpointCatalogue.shipped()
            console.writeOut(Data(CoverageTable.markdown(descriptors, manifest: manifest, catalogue: catalogue).utf8))
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
                var object = Dictionary(columns(row).map { ($0.0, $0.0 == "fixtures" ? Int($0.1) ?? 0 : $0.1 as Any) }) { first, _ in first }
                object["swift"] = Catalog.swiftCall(row)
                return object
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

    func decode(_ words: [String]) async throws {
        let operation = try operation(words.first)
        if options.changes {
            guard words.count == 3 else { throw UsageError("decode --changes takes an operation and two files: the old snapshot, then the new") }
            return try await decodeChanges(operation, old: words[1], new: words[2])
        }
        guard words.count <= 2 else { throw UsageError("decode takes an operation and at most one file") }
        let path = words.count == 2 ? words[1] : "-"
        if options.stream { return try await decodeStream(operation, path: path) }
        // A file is mapped, not read: a 20 MB auction body then costs its model, not model and body.
        let model: any Sendable
        if let path = environment["BNET_DECODE_WITH"] {  // `bnet bench decode`'s child processes
            let data = try body(at: words.count == 2 ? words[1] : "-")
            model = path == "jsondecoder" ? try operation.decodeWithJSONDecoder(data) : try operation.decode(data)
        } else if path != "-", let mapped = MappedBody(path: path) {
            model = try operation.decode(mapped)
        } else {
            model = try operation.decode(try body(at: path))
        }
        console.out(ModelRenderer.summary(model, typeName: operation.descriptor.modelName))
    }

    /// The bytes of a saved body: a file, or standard input for `-`.
    func body(at path: String) throws(UsageError) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let contents = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        return contents
    }

    // MARK: token

    func token(_ words: [String]) async throws {
        guard words.isEmpty else { throw UsageError("token takes no arguments (use --show to print the token)") }
        if options.user { return try await userToken() }
        guard case .live(let credentials) = try mode(canReplay: false) else {
            throw UsageError("token needs BNET_CLIENT_ID and BNET_CLIENT_SECRET: it fetches a live client token "
                + "(bnet token --user checks the signed-in user's)")
        }
        _ = try checkedConfiguration()
        let manager = try authenticationManager(credentials)
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
