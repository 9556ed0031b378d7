import BattleNetCore
import BattleNetWoW
import BattleNetFixtures
import BattleNetTesting
import Foundation

/// One option of `bnet`: its long name, short form, value and help line.
struct OptionSpec: Sendable {
    let name: String
    let short: String?
    /// The value's placeholder, `nil` for a flag.
    let value: String?
    let help: String
    /// The values a shell may complete, when there is a fixed set.
    let choices: [String]

    init(_ name: String, short: String? = nil, value: String? = nil, _ help: String, choices: [String] = []) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.choices = choices
    }

    static let all: [OptionSpec] = [
        OptionSpec("--region", short: "-r", value: "REGION", "Battle.net region: us, eu, kr, tw or cn (default us).",
                   choices: ["us", "eu", "kr", "tw", "cn"]),
        OptionSpec("--locale", short: "-l", value: "LOCALE", "Locale of the answer, e.g. en_GB (default: the region's).",
                   choices: LocaleCode.hearthstone.map(\.rawValue)),
        OptionSpec("--flavor", value: "FLAVOR",
                   "WoW flavor: retail, classic, classic1x (Era) or classicann (Anniversary); wowClassic… ids default to classic.",
                   choices: ["retail", "classic", "classic1x", "classicann"]),
        OptionSpec("--raw", "Print the body as received instead of the decoded model."),
        OptionSpec("--stream", "Decode the auctions one by one from 64 KiB chunks, without holding the body (decode)."),
        OptionSpec("--changes", "Print the changes from an old auctions snapshot to a new one, one JSON line each (decode)."),
        OptionSpec("--elapsed", value: "SECONDS", "decode --changes: the time between the two snapshots, for the likely ending of gone auctions (default 3600)."),
        OptionSpec("--replay", "Replay the recorded fixtures even when credentials are set (nothing is sent)."),
        OptionSpec("--trace", "Print what the client does on stderr: requests, answers, retries, waits, token fetches, cache hits (no secrets)."),
        OptionSpec("--no-cache", "Keep no answers and reuse none: every call goes to Battle.net (live calls are cached by default)."),
        OptionSpec("--cache-dir", value: "DIR", "The HTTP cache's folder (default $XDG_CACHE_HOME/bnet/http, else ~/.cache/bnet/http); refused when it is a link, another user's or open to others."),
        OptionSpec("--cache-redis", "Keep the HTTP cache in the fleet's Redis (--redis or BNET_REDIS_URL), shared by every process using it: only public answers, each fetched once by the fleet."),
        OptionSpec("--cache-policy", value: "POLICY",
                   "use (default: fresh answers again, stale ones revalidated), revalidate (ask Battle.net even when fresh), reload (fetch anew and store), only-if-cached (send nothing).",
                   choices: Options.cachePolicies.map(\.name)),
        OptionSpec("--api-host", value: "URL", "API host (or BNET_API_HOST); plain http only on loopback. Needs credentials."),
        OptionSpec("--oauth-host", value: "URL", "OAuth host (or BNET_OAUTH_HOST). Needs credentials."),
        OptionSpec("--timeout", value: "SECONDS", "Timeout of each request (default 30)."),
        OptionSpec("--priority", value: "P", "The calls' priority at the rate limiter: interactive (default) goes ahead of background within its share.",
                   choices: ["interactive", "background"]),
        OptionSpec("--max-body", value: "MIB", "Largest response body a call may hold, in MiB (default 256)."),
        OptionSpec("--game", value: "GAME", "Only this game's operations: d3, sc2, wow, wow-classic or hs.",
                   choices: ["d3", "sc2", "wow", "wow-classic", "hs"]),
        OptionSpec("--format", value: "FORMAT", "tsv (default), json, or markdown (the README's coverage table).",
                   choices: ["tsv", "json", "markdown"]),
        OptionSpec("--limit", value: "N", "Rows to print (sc2 grandmaster: 25 by default; wow realms and wow guild: all)."),
        OptionSpec("--order", value: "FIELD[:asc|desc]", "Sort search results by a field (repeatable), e.g. id:desc."),
        OptionSpec("--page", value: "N", "The search page to print, from 1 (default 1)."),
        OptionSpec("--page-size", value: "N", "Search results a page (at most 100; Hearthstone: 500)."),
        OptionSpec("--all", "Fetch and print every search page, in order (wow auctions: every auction house of the region)."),
        OptionSpec("--rounds", value: "N", "wow auctions --all: rounds to run, each checking the houses that are due (default 1); crawl: stop once round N of the crawl is finished."),
        OptionSpec("--in-flight", value: "N", "wow auctions --all: auction bodies downloading or waiting at once (default 4); crawl: jobs this process runs at once (default 4)."),
        OptionSpec("--out", value: "DIR", "crawl: the folder the snapshots, change files, schedules and journal go to."),
        OptionSpec("--realms", value: "ID,ID", "crawl: the connected realm ids to crawl (instead of --all)."),
        OptionSpec("--no-schedule", "crawl: check every house each round, back to back, instead of the houses due."),
        OptionSpec("--lease", value: "S", "crawl: how long a worker holds a job before another may take it over, unless it renews it (default 120)."),
        OptionSpec("--queue", value: "NAME", "crawl --redis: the Redis queue's name, one per crawl (default auctions-REGION)."),
        OptionSpec("--worker", value: "NAME", "crawl: this process's name among the crawl's workers (default HOST-PID)."),
        OptionSpec("--class", value: "SLUG", "hs cards: cards of a class (comma list), e.g. mage,neutral.",
                   choices: ["deathknight", "demonhunter", "druid", "hunter", "mage", "paladin", "priest", "rogue", "shaman", "warlock", "warrior", "neutral"]),
        OptionSpec("--set", value: "SLUG", "hs cards: cards of a set or set group (comma list), e.g. standard."),
        OptionSpec("--rarity", value: "SLUG", "hs cards: cards of a rarity (comma list).", choices: ["free", "common", "rare", "epic", "legendary"]),
        OptionSpec("--type", value: "SLUG", "hs cards: cards of a type (comma list).", choices: ["hero", "minion", "spell", "weapon", "location", "heropower"]),
        OptionSpec("--minion-type", value: "SLUG", "hs cards: minions of a type (comma list), e.g. murloc."),
        OptionSpec("--keyword", value: "SLUG", "hs cards: cards with a keyword (comma list), e.g. taunt."),
        OptionSpec("--spell-school", value: "SLUG", "hs cards: spells of a school (comma list), e.g. fire."),
        OptionSpec("--game-mode", value: "MODE", "hs cards, hs card: the game mode's cards and card data.",
                   choices: ["constructed", "standard", "classic", "battlegrounds", "arena", "mercenaries", "duels"]),
        OptionSpec("--mana", value: "N|A-B|A,B", "hs cards: mana cost, a range or a list."),
        OptionSpec("--attack", value: "N|A-B|A,B", "hs cards: attack, a range or a list."),
        OptionSpec("--health", value: "N|A-B|A,B", "hs cards: health, a range or a list."),
        OptionSpec("--text", value: "TEXT", "hs cards: cards whose name or text contains TEXT."),
        OptionSpec("--collectible", value: "yes|no|all", "hs cards: collectible cards (yes, the default), the others, or all.",
                   choices: ["yes", "no", "all"]),
        OptionSpec("--tier", value: "hero|N", "hs cards: Battlegrounds heroes or a tavern tier (comma list)."),
        OptionSpec("--count", value: "N", "Calls to make (default 200)."),
        OptionSpec("--concurrency", value: "C", "Calls in flight (default 10)."),
        OptionSpec("--rate-limit", value: "R|none", "Requests per second allowed (default 100, Blizzard's); none for no limit."),
        OptionSpec("--hourly-limit", value: "N|none", "Requests a rolling hour allows (default 36000, Blizzard's); none for no hourly budget."),
        OptionSpec("--redis", value: "URL", "Share the client id's quota with every process using this Redis (or BNET_REDIS_URL), e.g. redis://10.0.0.5:6379/0, or redis-sentinel://10.0.0.7,10.0.0.8:26380/0#mymaster for the primary Sentinel names mymaster (add ?primaries=HOST:PORT,… to pin its addresses when the Sentinels have no password); no user or password in it (the ACL user comes from BNET_REDIS_USER). rediss:// (TLS, the system's trust) works on macOS and iOS; Linux refuses it (use a TLS tunnel on loopback)."),
        OptionSpec("--redis-password-file", value: "PATH", "The Redis password's file (or BNET_REDIS_PASSWORD_FILE; BNET_REDIS_PASSWORD holds it directly); refused if group or others may read it."),
        OptionSpec("--redis-sentinel-password-file", value: "PATH", "With redis-sentinel://, the Sentinels' own password's file (or BNET_REDIS_SENTINEL_PASSWORD_FILE; BNET_REDIS_SENTINEL_PASSWORD holds it directly); refused if group or others may read it."),
        OptionSpec("--baseline", "Also time a bare URLSession loop on the same URL (live only)."),
        OptionSpec("--pace", value: "MS", "bench: start a call at most every MS milliseconds (a user's pace rather than a crawl's)."),
        OptionSpec("--memory-cache", "bench: give the client a memory cache, so that the calls after the warm-up are hits while the answer's Cache-Control allows (the cost of a hit)."),
        OptionSpec("--port", value: "N", "Port on 127.0.0.1 (default 4010; 0 picks a free one)."),
        OptionSpec("--seconds", value: "S", "serve: stop after S seconds (default: on Ctrl-C); bench: call for S seconds instead of --count calls."),
        OptionSpec("--fault", value: "SPEC", "Queue a failure, e.g. 503,times=3,path=/d3/ (repeatable; see below)."),
        OptionSpec("--auction-timeline", "serve: rebuild each connected realm's auctions and the commodities on a scripted day from now."),
        OptionSpec("--auction-realms", value: "N", "serve: give connected realms 1 to N an auction house each (generated from the recorded one)."),
        OptionSpec("--auction-generation", value: "G", "serve: the generation of those auction houses and of the commodities (default 0, the recorded body)."),
        OptionSpec("--max-age", value: "S", "serve: send max-age=S in every Cache-Control instead of Battle.net's, other directives kept."),
        OptionSpec("--scope", value: "SCOPES",
                   "Scopes to ask for, comma-separated (default openid): openid, wow.profile, d3.profile, sc2.profile.",
                   choices: ["openid", "wow.profile", "d3.profile", "sc2.profile", "openid,wow.profile"]),
        OptionSpec("--redirect-uri", value: "URI", "The redirect URI registered on the client (default http://localhost:8375/callback)."),
        OptionSpec("--no-browser", "Print the sign-in address on stdout instead of opening a browser."),
        OptionSpec("--paste", "Read the address the browser ended on from stdin instead of listening (any redirect URI)."),
        OptionSpec("--wait", value: "SECONDS", "How long to wait for the browser to come back (default 300)."),
        OptionSpec("--user", "The signed-in user's token (from bnet login) instead of a client token."),
        OptionSpec("--show", "Also print the token itself."),
        OptionSpec("--help", short: "-h", "Show help information."),
        OptionSpec("--version", "Show the version."),
    ]

    static func named(_ name: String) -> OptionSpec? { all.first { $0.name == name } }

    /// `--region` for `-r`.
    static func longName(ofShort text: String) -> String? { all.first { $0.short == text }?.name }

    /// `-r, --region REGION` or `--raw`.
    var label: String {
        (short.map { "\($0), " } ?? "") + name + (value.map { " " + $0 } ?? "")
    }
}

/// One `bnet` command: what it does, how it is called, the options it takes and an example.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    /// Usage lines, without the leading `bnet `.
    let usage: [String]
    /// The positional arguments and their descriptions, made when help is printed: `wow`'s lists the
    /// search documents from the WoW catalogue, which every other command need not build.
    private let argumentList: @Sendable () -> [(String, String)]
    var arguments: [(String, String)] { argumentList() }
    /// Long names of the options it takes, besides `--help`.
    let options: [String]
    let discussion: String?
    let examples: [String]

    init(
        name: String, abstract: String, usage: [String], arguments: @escaping @autoclosure @Sendable () -> [(String, String)],
        options: [String], discussion: String?, examples: [String]
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.argumentList = arguments
        self.options = options
        self.discussion = discussion
        self.examples = examples
    }

    /// The options of the HTTP cache, for the commands whose live calls use it.
    static let cacheOptions = ["--no-cache", "--cache-dir", "--cache-redis", "--cache-policy"]

    /// The options that go to Battle.net (or the replay).
    static let requestOptions = [
        "--region", "--locale", "--replay", "--api-host", "--oauth-host", "--timeout", "--priority", "--max-body", "--redis", "--redis-password-file",
        "--redis-sentinel-password-file",
    ]

    static let all: [CommandSpec] = [
        CommandSpec(
            name: "call", abstract: "Call an endpoint by operation id and print the decoded model.",
            usage: ["call OPERATION [ARG...] [options]"],
            arguments: [("OPERATION", "An operation id such as d3Act (`bnet endpoints` lists them)."),
                        ("ARG", "The operation's path arguments in path order; `bnet help call OPERATION` names them.")],
            options: ["--region", "--locale", "--flavor", "--raw", "--replay", "--api-host", "--oauth-host", "--timeout", "--max-body", "--redis", "--redis-password-file",
                      "--redis-sentinel-password-file"] + cacheOptions,
            discussion: "Each argument is read as its declared type before anything is sent. Live answers are cached as "
                + "Battle.net's Cache-Control allows (see bnet help cache); --trace shows cacheHit when one is served again.",
            examples: ["bnet call d3Act 1", "bnet call d3ProfileAccount 'FaYe#2543' -r eu -l en_GB --raw"]
        ),
        CommandSpec(
            name: "endpoints", abstract: "List every declared endpoint.",
            usage: ["endpoints [--game GAME] [--format tsv|json|markdown]"],
            arguments: [], options: ["--game", "--format"], discussion: nil,
            examples: ["bnet endpoints --game sc2", "bnet endpoints --format markdown"]
        ),
        CommandSpec(
            name: "decode", abstract: "Decode a saved body with an endpoint's model.",
            usage: ["decode OPERATION [FILE|-]", "decode --stream wowAuctions|wowAuctionCommodities [FILE|-]",
                    "decode --changes wowAuctions|wowAuctionCommodities OLD NEW [--elapsed SECONDS]"],
            arguments: [("OPERATION", "The operation whose model reads the body."),
                        ("FILE", "The body; standard input for - or no FILE.")],
            options: ["--stream", "--changes", "--elapsed"],
            discussion: """
            Exits 1 with the coding path when the body does not decode.
            With --stream, the auctions are decoded one at a time as 64 KiB chunks are read (WoW.AuctionStream,
            WoW.CommodityStream) and only totals are kept: the count, the distinct items and the lowest prices.
            With --changes, prints what changed from the OLD snapshot to the NEW one (WoW.AuctionChanges,
            WoW.CommodityChanges): one JSON line per auction listed, changed (price or quantity) or gone, the
            gone ones with the ending inferred from their time band and --elapsed ("likely":"sold" or "expired");
            the counts go to standard error. The old snapshot is held packed, the new one streamed.
            """,
            examples: ["bnet call d3Act 1 --raw > act.json && bnet decode d3Act act.json",
                       "bnet decode --stream wowAuctionCommodities commodities.json",
                       "bnet decode --changes wowAuctions before.json after.json --elapsed 3600 > changes.jsonl"]
        ),
        CommandSpec(
            name: "doctor", abstract: "List the keys a model ignores and the model fields a body lacks.",
            usage: ["doctor OPERATION FILE|-"],
            arguments: [("OPERATION", "The operation whose model reads the body."),
                        ("FILE", "The body; standard input for -.")],
            options: [], discussion: "Paths are JSON paths such as quests[2].extra. Exits 0 when the body decodes, drift or not.",
            examples: ["bnet call d3Act 1 --raw | bnet doctor d3Act -"]
        ),
        CommandSpec(
            name: "token", abstract: "Check a client token, or the signed-in user's; print its expiry and scopes.",
            usage: ["token [--show]", "token --user [--show]"],
            arguments: [], options: ["--user", "--show", "--region", "--oauth-host", "--timeout"],
            discussion: """
            Without --user: fetches a client token (needs BNET_CLIENT_ID and BNET_CLIENT_SECRET).
            With --user: checks the token bnet login stored (check_token), for BNET_CLIENT_ID; the
            secret is not needed. The token is printed only with --show.
            """,
            examples: ["BNET_CLIENT_ID=… BNET_CLIENT_SECRET=… bnet token -r eu", "bnet token --user"]
        ),
        CommandSpec(
            name: "login", abstract: "Sign a Battle.net user in and store their token for whoami and user-token calls.",
            usage: ["login [--scope openid,wow.profile,...] [--redirect-uri URI] [--no-browser] [--paste] [--wait SECONDS]"],
            arguments: [], options: ["--scope", "--redirect-uri", "--no-browser", "--paste", "--wait", "--region", "--oauth-host", "--timeout"],
            discussion: Context.loginDiscussion,
            examples: ["bnet login --scope openid,wow.profile", "bnet login --no-browser --redirect-uri http://127.0.0.1:8375/callback",
                       "bnet login --paste --redirect-uri https://example.com/bnet/callback"]
        ),
        CommandSpec(
            name: "whoami", abstract: "Show the signed-in user's BattleTag and account id.",
            usage: ["whoami"],
            arguments: [], options: ["--region", "--oauth-host", "--timeout"],
            discussion: """
            Calls /userinfo with the token bnet login stored (it needs the openid scope). BNET_CLIENT_ID
            names the client the user signed in with; the secret is not needed.
            """,
            examples: ["bnet whoami"]
        ),
        CommandSpec(
            name: "logout", abstract: "Forget the signed-in user's stored token.",
            usage: ["logout"],
            arguments: [], options: ["--region", "--oauth-host"],
            discussion: """
            Removes the token bnet login stored for BNET_CLIENT_ID and the OAuth host. Sends nothing:
            Battle.net documents no revocation, so the token itself stays valid until it expires (24 hours).
            """,
            examples: ["bnet logout"]
        ),
        CommandSpec(
            name: "sc2", abstract: "StarCraft II summaries: a profile, or the grandmaster league.",
            usage: ["sc2 profile REGION REALM PROFILE", "sc2 profile https://starcraft2.com/…/profile/2/1/2137104",
                    "sc2 grandmaster REGION [--limit N]"],
            arguments: [("REGION", "SC2's region number (1 US, 2 EU, 3 KR/TW, 5 CN) or its name (us, eu, kr, tw, cn)."),
                        ("REALM", "The realm number, 1 or 2."), ("PROFILE", "The profile id.")],
            options: requestOptions + cacheOptions + ["--limit"], discussion: nil,
            examples: ["bnet sc2 profile 2 1 2137104", "bnet sc2 grandmaster us --limit 10"]
        ),
        CommandSpec(
            name: "wow", abstract: "World of Warcraft answers: a character, a guild, search, the WoW Token price, realm status, an item.",
            usage: ["wow character REALM NAME [--flavor F]", "wow guild REALM NAME [--limit N]",
                    "wow search DOCUMENT [FIELD=VALUE|FIELD!=VALUE...] [--order FIELD[:desc]] [--page N] [--page-size N] [--all]",
                    "wow token", "wow realms [--limit N]", "wow realm REALM [--flavor F]", "wow item ID",
                    "wow auctions REALM | --all [--rounds N] [--in-flight N]"],
            arguments: [
                ("REALM", "A realm slug or its English name: howling-fjord or \"Howling Fjord\" (quote names with spaces)."),
                ("NAME", "A character name as the game shows it (any case, any script: Альвеоняша), or a guild name (\"Mythical Warriors\")."),
                ("DOCUMENT", "A search document: " + Context.wowSearchDocuments.joined(separator: ", ") + "."),
                ("FIELD=VALUE", "A filter: name.en_US=Thunderfury, id=[100,200] (range, (…) exclusive, [100,] open), "
                    + "quality.type!=POOR (negated), id=1||2 (any)."),
                ("ID", "An item id, e.g. 19019."),
            ],
            options: requestOptions + cacheOptions
                + ["--flavor", "--order", "--page", "--page-size", "--all", "--limit", "--rounds", "--in-flight"],
            discussion: "wow realm finds a realm's connected realm (by slug or name in any locale) in the realm directory, "
                + "built from the connected-realm search. wow auctions sums one realm's auction house; with --all, every "
                + "connected realm's and the region's commodities, each house on a schedule learned from its Last-Modified "
                + "stamps: checked 45 s before its next rebuild is due (a HEAD, then the body only when it changed), more "
                + "sparsely while a rebuild is late. Each round's line counts the houses fetched, unchanged, not due and stale "
                + "(no rebuild for three of its cadences); at most --in-flight bodies at once, a progress bar on stderr when it "
                + "is a terminal. The schedules are kept between runs in $XDG_CACHE_HOME/bnet/schedules (else "
                + "~/.cache/bnet/schedules), one owner-only file per region and API host, so the next run fetches only "
                + "what changed; a loopback host (bnet serve --auction-timeline) keeps them for the run only. "
                + "Offline, the recorded connected realms answer the search and each is served a recorded auction body, "
                + "one round (recordings never change). "
                + "wow character shows level, race, class and specialization, item level, guild, last login, and the "
                + "Mythic+ and PvP ratings where the flavor has them (Classic has no Mythic+). wow guild prints the roster, "
                + "guild master first. Offline, search filters the recorded documents of that kind; the other commands replay recordings.",
            examples: ["bnet wow character \"Howling Fjord\" Альвеоняша -r eu", "bnet wow guild azuremyst Imperium -r eu --limit 10",
                       "bnet wow search item name.en_US=Thunderfury --order id", "bnet wow token -r eu", "bnet wow realms -r eu",
                       "bnet wow item 19019", "bnet wow realm \"Area 52\"", "bnet wow auctions --all -r eu --in-flight 2"]
        ),
        CommandSpec(
            name: "hs", abstract: "Hearthstone answers: a deck code as a table, card search, one card.",
            usage: ["hs deck CODE", "hs cards [--class C] [--set S] [--mana N|A-B] [--rarity R] [--type T] [--text TEXT] … [--order FIELD[:desc]] [--page N] [--page-size N] [--all]",
                    "hs card ID-OR-SLUG [--game-mode MODE]"],
            arguments: [
                ("CODE", "A deck code as Hearthstone copies it; the whole clipboard text (### name, # comments) works too."),
                ("ID-OR-SLUG", "A card's id or slug, e.g. 52119 or 52119-arch-villain-rafaam."),
            ],
            options: requestOptions + cacheOptions + ["--class", "--set", "--rarity", "--type", "--minion-type", "--keyword", "--spell-school",
                                       "--game-mode", "--mana", "--attack", "--health", "--text", "--collectible", "--tier",
                                       "--order", "--page", "--page-size", "--all"],
            discussion: "hs deck decodes the code offline first: a corrupted or truncated code exits 1 with what is wrong, before anything "
                + "is sent. It then looks the cards up (mana, name, count, rarity) and prints what it could not look up by dbfId; "
                + "offline, only the recorded deck resolves. Offline, hs cards filters the recorded cards.",
            examples: ["bnet hs deck AAECAR8GxwPJBLsFmQfZB/gIDI0B2AGoArUDhwSSBe0G6wfbCe0JgQr+DAAA",
                       "bnet hs cards --mana 1 --attack 1 --health 1 -r eu -l en_GB", "bnet hs card 52119-arch-villain-rafaam"]
        ),
        CommandSpec(
            name: "crawl", abstract: "Crawl the region's auction houses into a folder: each new snapshot once, and its changes.",
            usage: ["crawl auctions --all|--realms ID,ID --out DIR [--redis URL [--queue NAME]] [--rounds N] [--in-flight N] [--no-schedule] [--lease S] [--worker NAME]"],
            arguments: [("auctions", "Every connected realm's auction house (--all, or those of --realms) and the region's commodities.")],
            options: requestOptions + ["--all", "--realms", "--out", "--queue", "--rounds", "--in-flight", "--no-schedule", "--lease", "--worker"],
            discussion: """
            Runs in rounds. Each round checks the houses that are due on the schedule learned from their
            Last-Modified stamps (a HEAD, then the body only when it moved), as background calls. Each new
            snapshot is written once to DIR/HOUSE/LAST_MODIFIED.json (uncompressed, as Battle.net sent it;
            LAST_MODIFIED in Unix seconds), and the changes from the house's previous snapshot to
            DIR/HOUSE/EARLIER-LATER.changes.jsonl, one JSON line per auction listed, changed or gone (with its
            likely ending: sold or expired, an inference from its time band). A line per round on standard error
            tells the houses checked, the new snapshots, the houses not due and stale, and the queue.
            The work is a queue of jobs: DIR/journal (locked with flock, for processes on one machine) or,
            with --redis, a Redis stream named --queue (auctions-REGION by default; one name per crawl), for
            machines anywhere that share DIR (Redis 6.2 or later, with appendonly yes).
            Start as many bnet crawl processes on the same folder or Redis as you like; they share the jobs,
            and a job whose process died is taken over when its lease (--lease, two minutes) runs out. Ctrl-C stops a process
            cleanly (its job goes back to the queue); running the same command resumes.
            --rounds N stops once round N of the crawl is finished (rounds are counted in DIR, so a resumed
            crawl goes on counting). --no-schedule checks every house each round, back to back.
            """,
            examples: ["bnet crawl auctions --all -r eu --out ~/auctions-eu", "bnet crawl auctions --realms 1146,1084 --out /tmp/auctions --rounds 1",
                       "bnet crawl auctions --all -r eu --out /srv/auctions --redis redis://10.0.0.5:6379/0"]
        ),
        CommandSpec(
            name: "cache", abstract: "Show or clear the HTTP cache of live answers.",
            usage: ["cache stats [--cache-dir DIR]", "cache clear [--cache-dir DIR]"],
            arguments: [("stats", "Print the cache's folder, and the entries and bytes it holds."),
                        ("clear", "Remove the cache's entries (the folder's other files, tokens included, stay).")],
            options: ["--cache-dir"],
            discussion: Context.cacheDiscussion,
            examples: ["bnet cache stats", "bnet cache clear --cache-dir /tmp/bnet-http"]
        ),
        CommandSpec(
            name: "bench", abstract: "Call one operation many times and print one JSON line of results.",
            usage: ["bench OPERATION [ARG...] [--count N | --seconds S] [--concurrency C] [--pace MS] [--priority P] [--rate-limit R|none] [--hourly-limit N|none] [--redis URL] [--baseline] [--raw] [--memory-cache]",
                    "bench decode OPERATION FILE [--count N]",
                    "bench changes wowAuctions|wowAuctionCommodities OLD NEW [--elapsed SECONDS]",
                    "bench schedules"],
            arguments: [("OPERATION", "The operation to call."), ("ARG", "Its path arguments, as for `bnet call`.")],
            options: requestOptions + ["--flavor", "--count", "--seconds", "--concurrency", "--pace", "--rate-limit", "--hourly-limit", "--baseline", "--raw", "--memory-cache"],
            discussion: Context.benchDiscussion,
            examples: ["bnet bench d3Act 1 --count 1000 --concurrency 50 --rate-limit none",
                       "bnet bench d3Act 1 --count 120 --rate-limit 100 --hourly-limit 100",
                       "bnet bench decode wowAuctionCommodities commodities.json --count 10",
                       "bnet bench schedules"]
        ),
        CommandSpec(
            name: "serve", abstract: "Run a local Battle.net on 127.0.0.1 serving the recorded fixtures.",
            usage: ["serve [--port N] [--rate-limit R|none] [--hourly-limit N|none] [--max-age S] [--auction-timeline] [--auction-realms N [--auction-generation G]] [--seconds S] [--fault SPEC]..."],
            arguments: [], options: ["--port", "--rate-limit", "--hourly-limit", "--max-age", "--auction-timeline", "--auction-realms", "--auction-generation", "--seconds", "--fault"],
            discussion: Context.serveDiscussion,
            examples: ["bnet serve --port 4010 --fault 503,times=3,path=/d3/ --fault 429:2", "bnet serve --max-age 5"]
        ),
        CommandSpec(
            name: "completion", abstract: "Print a shell completion script.",
            usage: ["completion bash|zsh|fish"],
            arguments: [("SHELL", "bash, zsh or fish.")], options: [],
            discussion: "It completes commands, options, option values and operation ids.",
            examples: ["source <(bnet completion bash)", "bnet completion zsh > ~/.zfunc/_bnet",
                       "bnet completion fish > ~/.config/fish/completions/bnet.fish"]
        ),
        CommandSpec(
            name: "help", abstract: "Show help for bnet, a command, or an operation.",
            usage: ["help [COMMAND]", "help call OPERATION"],
            arguments: [("COMMAND", "The command to explain."), ("OPERATION", "An operation id: its arguments and an example.")],
            options: [], discussion: nil, examples: ["bnet help call", "bnet help call d3ProfileAccount"]
        ),
    ]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// Every option the command accepts, `--help` included.
    var acceptedOptions: [String] { options + ["--trace", "--help"] }

    /// The command's help page.
    var help: String {
        var lines = ["OVERVIEW: \(abstract)", ""]
        lines.append("USAGE: " + usage.map { "bnet " + $0 }.joined(separator: "\n       "))
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + Help.columns(arguments)
        }
        let specs = acceptedOptions.compactMap(OptionSpec.named)
        lines += ["", "OPTIONS:"] + Help.columns(specs.map { ($0.label, $0.help) })
        if let discussion { lines += ["", discussion] }
        lines += ["", "EXAMPLES:"] + examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// The help pages of `bnet`.
enum Help {
    /// `bnet help`, `bnet --help`.
    static var main: String {
        var lines = [
            "OVERVIEW: Call Blizzard's Battle.net Web API, or replay its recorded answers offline.",
            "",
            "USAGE: bnet <command> [arguments] [options]",
            "",
            "COMMANDS:",
        ]
        lines += columns(CommandSpec.all.map { ($0.name, $0.abstract) })
        lines += ["", "OPTIONS:"]
        lines += columns([("-h, --help", "Show help information."), ("--version", "Show the version.")])
        lines += [
            "",
            "MODES:",
            "  live     BNET_CLIENT_ID and BNET_CLIENT_SECRET are both set: bnet calls Battle.net (or --api-host).",
            "           Client tokens are cached in ~/.cache/bnet (owner-only); loopback hosts' only in memory.",
            "  user     only BNET_CLIENT_ID is set and bnet login stored a user token: whoami, token --user and",
            "           calls that need a user token go to Battle.net with it, and stderr says so.",
            "  replay   neither is set and no host is given, or --replay: bnet replays the recorded fixtures",
            "           shipped with it, sends nothing, and says so on stderr.",
            "  One credential without the other, or a host without credentials, is a usage error.",
            "  User tokens (bnet login) are kept owner-only in ~/.cache/bnet, for every host, until bnet logout.",
            "",
            "CACHE:    live answers are kept owner-only in ~/.cache/bnet/http and served again while Battle.net's",
            "          Cache-Control says they are fresh (loopback hosts' only in memory); replays are never cached.",
            "          --no-cache, --cache-dir DIR and --cache-policy POLICY change it; bnet cache stats|clear.",
            "",
            "EXIT CODES: 0 success, 1 API, network, decoding or sign-in failure, 2 usage (also: a call needs",
            "            a signed-in user, or a scope the user token lacks; run bnet login).",
            "",
            "EXAMPLES:",
            "  bnet call d3Act 1",
            "  bnet help call d3ProfileAccount",
            "",
            "See 'bnet help <command>' for a command's arguments and options.",
        ]
        return lines.joined(separator: "\n")
    }

    /// A short reminder for standard error when no command is given.
    static let short = "USAGE: bnet <command> [arguments] [options]\n  See 'bnet help' for the commands."

    /// `bnet help call OPERATION`: the operation's arguments with their forms and an example.
    static func operation(_ resolved: Catalog.Resolved) -> String {
        let descriptor = resolved.operation.descriptor
        let entry = resolved.entry
        let parameters = descriptor.arguments.flatMap(\.parameters)
        var lines = [
            "OVERVIEW: \(entry.id): \(descriptor.method) \(descriptor.template), decoded as \(descriptor.modelName).",
            "",
            "USAGE: bnet call \(entry.id)" + parameters.map { " " + $0.uppercased() }.joined() + " [options]",
        ]
        if !descriptor.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += columns(descriptor.arguments.map { kind in
                (kind.parameters.map { $0.uppercased() }.joined(separator: " "),
                 kind.parameters.joined(separator: " ") + ": " + kind.expected)
            })
        }
        var facts = [("game", entry.game.rawValue), ("token", descriptor.token.description)]
        let swift = Catalog.swiftCall(resolved)
        if !swift.isEmpty { facts.append(("swift", swift)) }
        if let scope = descriptor.token.scope { facts.append(("scope", scope.rawValue)) }
        if let namespace = descriptor.namespace { facts.append(("namespace", namespace.rawValue)) }
        if let flavors = entry.flavors {
            facts.append(("flavors", flavors.description + (entry.defaultFlavor.map { " (default \($0))" } ?? "")))
        }
        if let regions = descriptor.regions { facts.append(("regions", regions.map(\.rawValue).joined(separator: ", "))) }
        let recordings = manifest?.entries(for: entry.id).filter { $0.status == 200 } ?? []
        facts.append(("recordings", "\(recordings.count) (replayed without credentials)"))
        lines += ["", "ABOUT:"] + columns(facts)
        lines += ["", "EXAMPLE:", "  " + example(resolved, recordings: recordings)]
        return lines.joined(separator: "\n")
    }

    static let manifest: FixtureManifest? = RecordedFixtures.directory.flatMap { try? FixtureManifest(directory: $0) }

    /// A command line that replays a recording when there is one; the parameter names otherwise.
    static func example(_ resolved: Catalog.Resolved, recordings: [FixtureManifest.Entry]) -> String {
        let descriptor = resolved.operation.descriptor
        let entry = resolved.entry
        for recording in recordings {
            guard let values = descriptor.template.matchSpanningLast(recording.path) else { continue }
            // A BattleTag is written `Name-1234` in paths and `Name#1234` on the command line.
            for candidate in [values.map(battleTagForm), values] {
                guard let endpoint = try? resolved.operation.endpoint(arguments: candidate),
                      let path = try? endpoint.path(),
                      descriptor.template.matchSpanningLast(path.removingPercentEncoding ?? path) == values
                else { continue }
                var words = ["bnet", "call", resolved.entry.id] + candidate.map(shellQuoted)
                // Profiles and ladders live in one region; other data is the same everywhere.
                let recorded = recording.columns["region"].flatMap { BattleNetRegion(rawValue: $0.lowercased()) }
                if let regions = descriptor.regions, let first = regions.first {
                    words += ["-r", (recorded.map(regions.contains) == true ? recorded ?? first : first).rawValue]
                } else if let recorded, recorded != .us, entry.game == .sc2 || descriptor.template.description.contains("profile") {
                    words += ["-r", recorded.rawValue]
                }
                return words.joined(separator: " ")
            }
        }
        return (["bnet", "call", resolved.entry.id] + descriptor.arguments.flatMap(\.parameters).map { $0.uppercased() })
            .joined(separator: " ")
    }

    private static func battleTagForm(_ value: String) -> String {
        guard let dash = value.lastIndex(of: "-"), value[value.index(after: dash)...].allSatisfy(\.isNumber),
              value.index(after: dash) < value.endIndex else { return value }
        return value[..<dash] + "#" + value[value.index(after: dash)...]
    }

    /// Quoted for a POSIX shell when it holds anything but letters, digits and `-_.:/`.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_.:/".unicodeScalars.contains($0)
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Two columns: names padded to a common width, indented two spaces.
    static func columns(_ rows: [(String, String)]) -> [String] {
        let width = min(max(rows.map(\.0.count).max() ?? 0, 8), 28)
        return rows.map { name, text in
            name.count > width
                ? "  \(name)\n  " + String(repeating: " ", count: width + 2) + text
                : "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text
        }
    }
}

extension Context {
    /// `bnet help [COMMAND]` and `bnet help call OPERATION`.
    func help(_ words: [String]) throws(UsageError) {
        guard let name = words.first else {
            console.out(Help.main)
            return
        }
        guard let spec = CommandSpec.named(name) else {
            throw UsageError("unknown command \(name); the commands are \(Completion.commandNames.joined(separator: ", "))")
        }
        if name == "call", words.count == 2 {
            console.out(Help.operation(try resolve(words[1])))
            return
        }
        guard words.count == 1 else {
            throw UsageError("help takes a command, or call and an operation, as in bnet help call d3Act")
        }
        console.out(spec.help)
    }

    /// `bnet completion bash|zsh|fish`.
    func completion(_ words: [String]) throws(UsageError) {
        guard words.count == 1, let script = Completion.script(for: words[0]) else {
            throw UsageError("completion takes one shell: bash, zsh or fish")
        }
        console.writeOut(Data(script.utf8))
    }
}
