import BattleNetCore
import BattleNetWoW
import Foundation

/// A mistake in how `bnet` was called: exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The global options and the remaining words of a `bnet` command line.
struct Options {
    var region: BattleNetRegion = .us
    var locale: LocaleCode?
    /// `--flavor`: the WoW flavor of a call.
    var flavor: GameFlavor?
    var raw = false
    /// `bnet decode --stream`: decode the auctions one by one from 64 KiB chunks.
    var stream = false
    var changes = false
    var elapsed: Duration?
    var show = false
    var apiHost: URL?
    var oauthHost: URL?
    var timeout: Duration?
    /// `--max-body MIB`: the largest body a call may hold (`BodyLimits.maximumBodyBytes`).
    var maximumBodyMiB: Int?
    var game: String?
    var format = "tsv"
    /// Rows to print in tables (`bnet sc2 grandmaster`).
    var limit: Int?
    /// `bnet wow search`: `--order FIELD[:asc|desc]` keys in order, `--page`, `--page-size`, `--all`.
    var order: [String] = []
    var page: Int?
    var pageSize: Int?
    var allPages = false
    /// `bnet wow auctions --all`: rounds to run and auction bodies in flight.
    var rounds: Int?
    var inFlight: Int?
    /// `bnet hs cards`: the card query's filters, by option name (`--class`), as written.
    var cardFilters: [(option: String, value: String)] = []
    /// `bnet bench`: calls, calls in flight, the client's rate limit, and whether to time a bare loop too.
    var count: Int?
    var concurrency: Int?
    var rateLimit: RateLimit? = .blizzard
    /// `--hourly-limit`: the rolling hour's budget, `.some(nil)` for none; `nil` when not given (Blizzard's).
    var hourlyLimit: Int??
    var baseline = false
    /// `bnet bench --memory-cache`: calls after the warm-up served from a memory cache while the answer allows it.
    var benchMemoryCache = false
    /// `--priority interactive|background`: the calls' priority at the rate limiter.
    var priority: BattleNetPriority?
    /// `bnet bench --pace MS`: the least time between two calls' starts.
    var pace: Duration?
    /// `bnet serve`: the port to listen on (0 for any free port), and how long to run.
    var port: UInt16?
    var seconds: Double?
    /// `bnet serve --fault`: faults to queue, as written (see ``FaultSpec``).
    var faults: [String] = []
    /// `bnet serve --max-age S`: the `max-age` of every `Cache-Control` the stand-in sends.
    var maxAge: Int?
    /// `bnet serve --auction-timeline`: rebuild the auctions on a scripted day starting now.
    var auctionTimeline = false
    /// `--auction-realms N`, `--auction-generation G`: `serve`'s generated auction houses.
    var auctionRealms: Int?
    var auctionGeneration: Int?
    /// `--out DIR`: where `crawl` writes.
    var out: String?
    /// `--realms ID,ID`: the connected realms `crawl` crawls.
    var realms: [Int]?
    /// `--no-schedule`: `crawl` checks every house each round.
    var noSchedule = false
    /// `--lease S`: how long a `crawl` worker holds a job before another may take it over.
    var lease: Duration?
    /// `--queue NAME`: the name of `crawl`'s Redis queue.
    var queueName: String?
    /// `--worker NAME`: this `crawl` worker's name.
    var worker: String?
    /// `--replay`: replay the recordings even when credentials are set.
    var replay = false
    /// `--trace`: print the clients' events on stderr.
    var trace = false
    /// `--no-cache`: live calls keep no answers and reuse none.
    var noCache = false
    /// `--cache-dir DIR`: the folder of the HTTP cache instead of `$XDG_CACHE_HOME/bnet/http`.
    var cacheDirectory: URL?
    /// `--cache-policy`: how the live calls use the cache (``BattleNetCachePolicy/use`` when not given).
    var cachePolicy: BattleNetCachePolicy?
    /// `--cache-redis`: the HTTP cache in the fleet's Redis (`--redis`), shared by every process using it.
    var cacheInRedis = false
    /// `--redis URL`: the fleet's Redis, whose quota the live calls share (``Context/fleetLimiter(clientID:)``);
    /// `BNET_REDIS_URL` when not given.
    var redis: String?
    /// `--redis-password-file PATH`: where the Redis password is (`BNET_REDIS_PASSWORD_FILE` when not given).
    var redisPasswordFile: String?
    /// `--redis-sentinel-password-file PATH`: where the Sentinels' password is, for a `redis-sentinel://`
    /// address (`BNET_REDIS_SENTINEL_PASSWORD_FILE` when not given).
    var redisSentinelPasswordFile: String?
    /// `bnet login`: the scopes to ask for, the redirect URI, whether to open a browser, whether the
    /// user pastes the address the browser ended on, and how long to wait for the browser.
    var scopes: [OAuthScope]?
    var redirectURI: URL?
    var noBrowser = false
    var paste = false
    var wait: Duration?
    /// `bnet token --user`: check the signed-in user's token instead of the client's.
    var user = false
    /// `-h` / `--help` and `--version`.
    var help = false
    var version = false
    /// Whether the hosts came from `--api-host` / `--oauth-host` (not the environment).
    var apiHostFromOption = false
    var oauthHostFromOption = false
    /// The options given on the command line, by long name (`--region` for `-r`), in order: each
    /// command checks them against the options it takes.
    var given: [String] = []
    /// The command and its positional arguments.
    var words: [String] = []

    init(arguments: [String], environment: [String: String]) throws(UsageError) {
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(name) needs a value") }
            return arguments[index]
        }
        func url(_ text: String, _ name: String) throws(UsageError) -> URL {
            guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
                throw UsageError("\(name) must be a URL such as https://eu.api.blizzard.com, got \(Self.excerpt(text))")
            }
            return url
        }
        if let host = environment["BNET_API_HOST"], !host.isEmpty { apiHost = try url(host, "BNET_API_HOST") }
        if let host = environment["BNET_OAUTH_HOST"], !host.isEmpty { oauthHost = try url(host, "BNET_OAUTH_HOST") }
        var onlyPositional = false
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String?
            if !onlyPositional, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if !onlyPositional, let long = OptionSpec.longName(ofShort: argument) { argument = long }
            if !onlyPositional, argument.hasPrefix("-"), OptionSpec.named(argument) != nil, !given.contains(argument) {
                given.append(argument)
            }
            func next(_ name: String) throws(UsageError) -> String {
                if let inline { return inline }
                return try value(name)
            }
            switch argument {
            case _ where onlyPositional: words.append(argument)
            case "--": onlyPositional = true
            case "--region":
                let text = try next(argument)
                guard let region = BattleNetRegion(rawValue: text.lowercased()) else {
                    throw UsageError("--region must be one of us, eu, kr, tw, cn; got \(Self.excerpt(text))")
                }
                self.region = region
            case "--locale":
                let text = try next(argument)
                // Hearthstone serves three more locales (ja_JP, pl_PL, th_TH); they are accepted for every
                // command, though only Hearthstone is documented to serve them.
                guard let locale = LocaleCode(parsing: text), LocaleCode.hearthstone.contains(locale) else {
                    throw UsageError("--locale must be one of Battle.net's locales: "
                        + LocaleCode.hearthstone.map(\.rawValue).joined(separator: ", ") + "; got \(Self.excerpt(text))")
                }
                self.locale = locale
            case "--flavor":
                let text = try next(argument)
                guard let flavor = GameFlavor(parsing: text) else {
                    throw UsageError("--flavor must be one of retail, classic, classic1x, classicann; got \(Self.excerpt(text))")
                }
                self.flavor = flavor
            case "--raw": raw = true
            case "--stream": stream = true
            case "--changes": changes = true
            case "--elapsed":
                let text = try next(argument)
                guard let value = Int(text), value >= 0, value <= 31_536_000 else {
                    throw UsageError("--elapsed takes whole seconds from 0 to a year; got \(Self.excerpt(text))")
                }
                elapsed = .seconds(value)
            case "--show": show = true
            case "--api-host":
                apiHost = try url(try next(argument), argument)
                apiHostFromOption = true
            case "--oauth-host":
                oauthHost = try url(try next(argument), argument)
                oauthHostFromOption = true
            case "--replay": replay = true
            case "--trace": trace = true
            case "--no-cache": noCache = true
            case "--cache-redis": cacheInRedis = true
            case "--cache-dir":
                let text = try next(argument)
                guard !text.isEmpty else { throw UsageError("--cache-dir needs a folder") }
                cacheDirectory = URL(fileURLWithPath: text, isDirectory: true).standardizedFileURL
            case "--cache-policy":
                let text = try next(argument)
                guard let policy = Self.cachePolicies.first(where: { $0.name == text.lowercased() })?.policy else {
                    throw UsageError("--cache-policy must be one of \(Self.cachePolicies.map(\.name).joined(separator: ", ")); got \(Self.excerpt(text))")
                }
                cachePolicy = policy
            case "--redis":
                let text = try next(argument)
                guard !text.isEmpty else {
                    throw UsageError("--redis needs a URL such as redis://127.0.0.1:6379/0 or redis-sentinel://10.0.0.7,10.0.0.8/0#mymaster")
                }
                redis = text
            case "--redis-password-file":
                let text = try next(argument)
                guard !text.isEmpty else { throw UsageError("--redis-password-file needs a path") }
                redisPasswordFile = text
            case "--redis-sentinel-password-file":
                let text = try next(argument)
                guard !text.isEmpty else { throw UsageError("--redis-sentinel-password-file needs a path") }
                redisSentinelPasswordFile = text
            case "--timeout":
                let text = try next(argument)
                // Plain decimal only: Double() would also read hex (0x10), exponents, inf and nan.
                let isDecimal = text.range(of: #"^[0-9]+(\.[0-9]+)?$|^\.[0-9]+$"#, options: .regularExpression) != nil
                guard isDecimal, let seconds = Double(text), seconds >= 0.001, seconds <= 86_400 else {
                    throw UsageError("--timeout takes decimal seconds from 0.001 (a millisecond) to 86400; got \(Self.excerpt(text))")
                }
                timeout = .milliseconds(Int64(seconds * 1000))
            case "--max-body":
                let text = try next(argument)
                guard text.allSatisfy(\.isASCII), let value = Int(text), value >= 1, value <= 65_536 else {
                    throw UsageError("--max-body takes whole MiB from 1 to 65536; got \(Self.excerpt(text))")
                }
                maximumBodyMiB = value
            case "--game": game = try next(argument).lowercased()
            case "--format":
                format = try next(argument).lowercased()
                guard ["tsv", "json", "markdown"].contains(format) else { throw UsageError("--format must be tsv, json or markdown") }
            case "--limit":
                let text = try next(argument)
                guard let value = Int(text), value > 0 else { throw UsageError("--limit takes a positive number; got \(Self.excerpt(text))") }
                limit = value
            case "--order": order.append(try next(argument))
            case "--page", "--page-size":
                let text = try next(argument)
                guard let value = Int(text), value > 0 else { throw UsageError("\(argument) takes a positive number; got \(Self.excerpt(text))") }
                if argument == "--page" { page = value } else { pageSize = value }
            case "--all": allPages = true
            case "--rounds", "--in-flight":
                let text = try next(argument)
                guard let value = Int(text), value > 0, value <= 10_000 else {
                    throw UsageError("\(argument) takes a positive number; got \(Self.excerpt(text))")
                }
                if argument == "--rounds" { rounds = value } else { inFlight = value }
            case "--auction-timeline": auctionTimeline = true
            case "--auction-realms", "--auction-generation":
                let text = try next(argument)
                let most = argument == "--auction-realms" ? 100_000 : 1_000
                guard let value = Int(text), value >= 0, value <= most else {
                    throw UsageError("\(argument) takes a number from 0 to \(most); got \(Self.excerpt(text))")
                }
                if argument == "--auction-realms" { auctionRealms = value } else { auctionGeneration = value }
            case "--out":
                let text = try next(argument)
                guard !text.isEmpty else { throw UsageError("--out needs a folder") }
                out = text
            case "--realms":
                let text = try next(argument)
                let ids = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
                guard !ids.isEmpty, ids.count <= 10_000, ids.allSatisfy({ $0.map { (0...Int(Int32.max)).contains($0) } ?? false }) else {
                    throw UsageError("--realms takes connected realm ids separated by commas, as in 1146,1084; got \(Self.excerpt(text))")
                }
                realms = ids.compactMap { $0 }
            case "--no-schedule": noSchedule = true
            case "--lease":
                let text = try next(argument)
                guard let value = Int(text), value >= 1, value <= 86_400 else {
                    throw UsageError("--lease takes whole seconds from 1 to 86400; got \(Self.excerpt(text))")
                }
                lease = .seconds(value)
            case "--queue":
                let text = try next(argument)
                guard (1...64).contains(text.utf8.count), text.utf8.allSatisfy({ Self.isNameByte($0) || $0 == UInt8(ascii: ".") }) else {
                    throw UsageError("--queue takes a name of 1 to 64 characters of A-Z a-z 0-9 - _ .; got \(Self.excerpt(text))")
                }
                queueName = text
            case "--worker":
                let text = try next(argument)
                guard (1...100).contains(text.utf8.count), text.utf8.allSatisfy({ Self.isNameByte($0) || ".:@".utf8.contains($0) }) else {
                    throw UsageError("--worker takes a name of 1 to 100 characters of A-Z a-z 0-9 - _ . : @; got \(Self.excerpt(text))")
                }
                worker = text
            case "--class", "--set", "--rarity", "--type", "--minion-type", "--keyword", "--spell-school", "--game-mode",
                 "--mana", "--attack", "--health", "--text", "--collectible", "--tier":
                let text = try next(argument)
                guard !text.isEmpty else { throw UsageError("\(argument) needs a value") }
                cardFilters.removeAll { $0.option == argument }
                cardFilters.append((argument, text))
            case "--count", "--concurrency":
                let text = try next(argument)
                guard let value = Int(text), value > 0 else { throw UsageError("\(argument) takes a positive number; got \(Self.excerpt(text))") }
                if argument == "--count" { count = value } else { concurrency = value }
            case "--rate-limit":
                let text = try next(argument)
                if text.lowercased() == "none" {
                    rateLimit = nil
                } else {
                    guard let value = Int(text), value > 0 else { throw UsageError("--rate-limit takes requests per second or none; got \(Self.excerpt(text))") }
                    rateLimit = RateLimit(requestsPerSecond: value, requestsPerHour: RateLimit.blizzard.requestsPerHour)
                }
            case "--hourly-limit":
                let text = try next(argument)
                if text.lowercased() == "none" {
                    hourlyLimit = .some(nil)
                } else {
                    guard let value = Int(text), value > 0 else { throw UsageError("--hourly-limit takes requests per hour or none; got \(Self.excerpt(text))") }
                    hourlyLimit = value
                }
            case "--baseline": baseline = true
            case "--memory-cache": benchMemoryCache = true
            case "--priority":
                let text = try next(argument)
                guard let value = BattleNetPriority(rawValue: text) else {
                    throw UsageError("--priority takes interactive or background; got \(Self.excerpt(text))")
                }
                priority = value
            case "--pace":
                let text = try next(argument)
                guard let value = Int(text), value >= 1, value <= 60_000 else {
                    throw UsageError("--pace takes whole milliseconds from 1 to 60000; got \(Self.excerpt(text))")
                }
                pace = .milliseconds(value)
            case "--seconds":
                let text = try next(argument)
                guard let value = Double(text), value > 0, value <= 31_536_000 else { throw UsageError("--seconds takes a number of seconds up to a year; got \(Self.excerpt(text))") }
                seconds = value
            case "--fault": faults.append(try next(argument))
            case "--max-age":
                let text = try next(argument)
                guard text.allSatisfy(\.isASCII), let value = Int(text), value >= 0, value <= 31_536_000 else {
                    throw UsageError("--max-age takes whole seconds from 0 to 31536000; got \(Self.excerpt(text))")
                }
                maxAge = value
            case "--port":
                let text = try next(argument)
                guard let value = UInt16(text) else { throw UsageError("--port takes a port number 0-65535; got \(Self.excerpt(text))") }
                port = value
            case "--scope":
                let text = try next(argument)
                let parsed = [OAuthScope](parsing: text)
                let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
                guard !parsed.isEmpty, parsed.allSatisfy({ $0.rawValue.unicodeScalars.allSatisfy(allowed.contains) }) else {
                    throw UsageError("--scope takes scope names separated by commas, such as openid,wow.profile; got \(Self.excerpt(text))")
                }
                scopes = (scopes ?? []) + parsed.filter { !(scopes ?? []).contains($0) }
            case "--redirect-uri":
                let text = try next(argument)
                guard let uri = URL(string: text), let scheme = uri.scheme?.lowercased(), scheme == "http" || scheme == "https",
                      uri.host?.isEmpty == false, uri.query == nil, uri.fragment == nil else {
                    throw UsageError("--redirect-uri must be the http or https address registered on the client, without ?query, "
                        + "such as http://localhost:8375/callback; got \(Self.excerpt(text))")
                }
                redirectURI = uri
            case "--no-browser": noBrowser = true
            case "--paste": paste = true
            case "--wait":
                let text = try next(argument)
                let isDecimal = text.range(of: #"^[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil
                guard isDecimal, let seconds = Double(text), seconds >= 1, seconds <= 3600 else {
                    throw UsageError("--wait takes decimal seconds from 1 to 3600; got \(Self.excerpt(text))")
                }
                wait = .milliseconds(Int64(seconds * 1000))
            case "--user": user = true
            case "--help": help = true
            case "--version": version = true
            default:
                // `-` (standard input) and `-5` are arguments; `-x` and `--x` are options.
                if argument.hasPrefix("--") || (argument.count > 1 && argument.hasPrefix("-") && !argument.dropFirst().allSatisfy(\.isNumber)) {
                    throw UsageError("unknown option \(argument); see bnet help")
                }
                words.append(argument)
            }
            index += 1
        }
        if cacheInRedis, cacheDirectory != nil { throw UsageError("--cache-redis keeps the cache in Redis; it cannot go with --cache-dir") }
        if noCache, let option = cacheDirectory != nil ? "--cache-dir" : cachePolicy != nil ? "--cache-policy" : cacheInRedis ? "--cache-redis" : nil {
            throw UsageError("--no-cache turns the cache off; it cannot go with \(option)")
        }
        if let hourlyLimit {
            guard rateLimit != nil else { throw UsageError("--hourly-limit needs a per-second limit too; drop --rate-limit none") }
            rateLimit?.requestsPerHour = hourlyLimit
        }
    }

    /// `--cache-policy`'s values, as written on the command line.
    static let cachePolicies: [(name: String, policy: BattleNetCachePolicy)] = [
        ("use", .use), ("revalidate", .revalidate), ("reload", .reload), ("only-if-cached", .onlyIfCached),
    ]

    /// `text` for an error line: at most 40 characters, cut with an ellipsis, so a huge argument is
    /// not echoed whole.
    /// An ASCII letter or digit, `-` or `_`: the bytes of a queue's or worker's name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
