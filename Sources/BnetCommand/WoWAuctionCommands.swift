import BattleNetCore
import BattleNetWoW
import Foundation

/// `bnet wow realm` and `bnet wow auctions`: the realm directory and the region-wide auction crawl.
extension Context {
    /// `wow realm REALM`: the connected realm a realm belongs to, from the realm directory.
    func wowRealm(_ words: [String]) async throws {
        guard words.count == 1, !words[0].trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("wow realm takes one realm, its slug or its name, as in wow realm \"Area 52\"; see bnet help wow")
        }
        let client = try client()
        var wow = client.wow
        if let flavor = options.flavor { wow = wow.flavor(flavor) }
        let locale = options.locale ?? options.region.defaultLocale
        let group = try await wow.connectedRealm(containing: words[0])
        let names = group.realms.map { "\($0.name.resolved(for: locale) ?? $0.slug.rawValue) (\($0.slug))" }.sorted()
        let status = group.status.name?.resolved(for: locale) ?? group.status.type.rawValue
        let population = group.population.name?.resolved(for: locale) ?? group.population.type.rawValue
        console.out("connected realm \(group.id): " + names.joined(separator: ", "))
        console.out("\(status), \(population)" + (group.hasQueue ? ", queue" : ""))
    }

    /// `wow auctions REALM`: one realm's auction house summed up; `wow auctions --all`: every auction
    /// house of the region and its commodities, round after round, with a progress display on stderr.
    func wowAuctions(_ words: [String]) async throws {
        if options.allPages {
            guard words.isEmpty else { throw UsageError("wow auctions --all takes no realm: it crawls every auction house of the region") }
            return try await wowRegionAuctions()
        }
        guard options.rounds == nil, options.inFlight == nil else {
            throw UsageError("--rounds and --in-flight go with wow auctions --all")
        }
        guard words.count == 1 else {
            throw UsageError("wow auctions takes one realm (as in wow auctions \"Area 52\"), or --all for the whole region; see bnet help wow")
        }
        if let flavor = options.flavor, flavor != .retail {
            throw UsageError("wow auctions is for retail (Classic keeps an auction house per faction: bnet call wowClassicAuctionHouseIndex)")
        }
        let client = try client()
        let group = try await client.wow.connectedRealm(containing: words[0])
        let stream = try await client.rawStream(WoW.Endpoints.auctions(connectedRealm: group.id))
        var totals = HouseTotals()
        for try await auction in WoW.AuctionStream(stream.body) { totals.add(auction) }
        console.out(Self.table([["house", "auctions", "items", "gold listed", "last modified"], totals.row(
            name: "connected realm \(group.id)", lastModified: stream.lastModified
        )]))
    }

    /// `wow auctions --all`: the region-wide crawl, each house on its learned schedule, the schedules
    /// kept between runs (``AuctionSchedules``).
    func wowRegionAuctions() async throws {
        if let flavor = options.flavor, flavor != .retail {
            throw UsageError("wow auctions --all is for retail (Classic has no region-wide commodities)")
        }
        let replaying = if case .replay = try mode() { true } else { false }
        if replaying, let rounds = options.rounds, rounds > 1 {
            throw UsageError("a replay's recordings never change, so a second round would find nothing new: "
                + "drop --rounds, or crawl bnet serve --auction-timeline (BNET_API_HOST) or Battle.net")
        }
        let client = try client()
        let schedules = replaying || Self.isLoopback(configuration.apiBaseURL)
            ? AuctionSchedules(file: nil) : try AuctionSchedules(region: options.region, host: configuration.apiBaseURL, environment: environment)
        if let warning = schedules.warning { console.err("bnet: \(warning)") }
        let display = ProgressDisplay(console: console)
        let crawl = client.wow.regionAuctions(
            maximumBodiesInFlight: options.inFlight ?? 4, rounds: options.rounds ?? 1, histories: schedules.histories,
            progress: { display.show($0) }
        )
        var schedulesKept = schedules
        var rows: [[String]] = [["round", "house", "auctions", "items", "gold listed", "last modified"]]
        var houses = 0
        var listed = 0
        defer { display.finish() }
        for try await snapshot in crawl {
            var totals = HouseTotals()
            switch snapshot.house {
            case .connectedRealm:
                for try await auction in try snapshot.auctions() { totals.add(auction) }
            case .commodities:
                for try await commodity in try snapshot.commodities() { totals.add(commodity) }
            }
            houses += 1
            listed += totals.count
            rows.append([String(snapshot.round)] + totals.row(name: snapshot.house.description, lastModified: snapshot.lastModified))
            if let warning = schedulesKept.keep(snapshot.history, of: snapshot.house) {
                display.finish()
                console.err("bnet: \(warning)")
            }
        }
        display.finish()
        console.out(Self.table(rows))
        let directory = client.wow.realmDirectory
        let (searches, notModified) = (await directory.requestCount, await directory.notModifiedCount)
        console.out("\(houses) new snapshots, \(Self.grouped(listed)) auctions in \(options.region.rawValue); "
            + "the realm directory took \(searches) search \(searches == 1 ? "call" : "calls")"
            + (notModified > 0 ? " (\(notModified) answered 304)" : ""))
        if let file = schedulesKept.file { console.out("learned schedules: \(file.path)") }
    }
}

/// What `wow auctions --all` learned of each auction house's updates, kept between runs in one
/// owner-only file per region and API host: `$XDG_CACHE_HOME/bnet/schedules/auctions-REGION-HOST.json`.
/// A replay or a loopback host (`bnet serve`, whose timeline starts anew each run) keeps none.
struct AuctionSchedules {
    /// The file, `nil` when the schedules live for this run only (or once it could not be written).
    private(set) var file: URL?
    /// What the file held, by house.
    private(set) var histories: [WoW.AuctionHouseSnapshot.House: BattleNetUpdateHistory] = [:]
    /// Why the file was not read, when it was not.
    private(set) var warning: String?

    /// Schedules kept for this run only.
    init(file: URL?) { self.file = file }

    /// The schedules of `region` on `host`, read from their file when there is one.
    /// - Throws: `UsageError` when there is no per-user folder, or the file or its folder is refused (a
    ///   link, another user's, open to others).
    init(region: BattleNetRegion, host: URL, environment: [String: String]) throws(UsageError) {
        let folder: URL
        do {
            folder = try FileTokenStore.defaultDirectory(environment: environment).appendingPathComponent("schedules", isDirectory: true)
        } catch {
            throw UsageError("no per-user folder for the learned schedules: set XDG_CACHE_HOME or HOME to a folder only you can use")
        }
        let name = (host.host ?? "host").unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-" ? String($0) : "_" }.joined()
        file = folder.appendingPathComponent("auctions-\(region.rawValue)-\(name).json")
        guard let file, FileSystem.exists(folder.path) else { return }
        let data: Data?
        do {
            try FileSystem.checkPrivateDirectory(folder.path, what: "schedule folder")
            data = try FileSystem.readPrivateFile(file.path, what: "schedule file")
        } catch {
            throw UsageError(error.message)
        }
        guard let data else { return }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else {
            warning = "the learned schedules in \(file.path) cannot be read; they are learned anew"
            return
        }
        for (key, history) in stored.houses {
            if key == "commodities" {
                histories[.commodities] = history
            } else if let id = Int(key), id >= 0 {
                histories[.connectedRealm(id)] = history
            }
        }
    }

    /// The file's form: each house's history under `commodities` or its connected realm's id.
    struct Stored: Codable {
        var houses: [String: BattleNetUpdateHistory]
    }

    /// Records a house's history and rewrites the file (a new file renamed over the old, owner-only).
    /// - Returns: Why it could not be written, when it could not.
    mutating func keep(_ history: BattleNetUpdateHistory, of house: WoW.AuctionHouseSnapshot.House) -> String? {
        histories[house] = history
        guard let file else { return nil }
        var stored = Stored(houses: [:])
        for (house, history) in histories {
            switch house {
            case .commodities: stored.houses["commodities"] = history
            case .connectedRealm(let id): stored.houses[String(id)] = history
            }
        }
        let folder = file.deletingLastPathComponent().path
        let temporary = (folder as NSString).appendingPathComponent(".\(UUID().uuidString).tmp")
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(stored)
            try FileSystem.makePrivateDirectory(folder, what: "schedule folder")
            try FileSystem.writePrivateFile(temporary, data: data, created: nil, syncs: false, what: "schedule file")
            guard FileSystem.rename(temporary, to: file.path) else {
                FileSystem.remove(temporary)
                throw BattleNetError(.invalidConfiguration, message: "cannot write the learned schedules to \(file.path)")
            }
            return nil
        } catch {
            // Told once: the schedules live for this run only from now on.
            self.file = nil
            return ((error as? BattleNetError)?.message ?? "cannot write the learned schedules to \(file.path)")
                + "; the schedules are kept for this run only"
        }
    }
}

/// What `wow auctions` keeps of a house: counts and the gold listed, not the auctions.
struct HouseTotals {
    var count = 0
    var items: Set<Int> = []
    var copper = 0

    mutating func add(_ auction: WoW.Auction) {
        count += 1
        items.insert(auction.item.id)
        // Prices and quantities come from Battle.net's body: a sum past `Int.max` stays at `Int.max`.
        var price = auction.buyout ?? 0
        if auction.buyout == nil, let unitPrice = auction.unitPrice {
            let (product, overflow) = unitPrice.multipliedReportingOverflow(by: auction.quantity)
            price = overflow ? .max : product
        }
        copper = copper.addingReportingOverflow(price).overflow ? .max : copper + price
    }

    mutating func add(_ commodity: WoW.Commodity) {
        count += 1
        items.insert(commodity.item.id)
        let (price, overflow) = commodity.unitPrice.multipliedReportingOverflow(by: commodity.quantity)
        copper = overflow || copper.addingReportingOverflow(price).overflow ? .max : copper + price
    }

    func row(name: String, lastModified: Date?) -> [String] {
        [name, Context.grouped(count), Context.grouped(items.count), Context.grouped(copper / 10_000),
         lastModified.map { HTTPDate.format($0) } ?? "-"]
    }
}
