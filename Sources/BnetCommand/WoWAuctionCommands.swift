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
        guard options.rounds == nil, options.inFlight == nil, options.interval == nil else {
            throw UsageError("--rounds, --in-flight and --interval go with wow auctions --all")
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

    /// `wow auctions --all`: the region-wide crawl.
    func wowRegionAuctions() async throws {
        if let flavor = options.flavor, flavor != .retail {
            throw UsageError("wow auctions --all is for retail (Classic has no region-wide commodities)")
        }
        let client = try client()
        let display = ProgressDisplay(console: console)
        let crawl = client.wow.regionAuctions(
            maximumBodiesInFlight: options.inFlight ?? 4, rounds: options.rounds ?? 1,
            schedule: PollSchedule(retryInterval: options.interval ?? .seconds(60)), progress: { display.show($0) }
        )
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
        }
        display.finish()
        console.out(Self.table(rows))
        let directory = client.wow.realmDirectory
        let (searches, notModified) = (await directory.requestCount, await directory.notModifiedCount)
        console.out("\(houses) new snapshots, \(Self.grouped(listed)) auctions in \(options.region.rawValue); "
            + "the realm directory took \(searches) search \(searches == 1 ? "call" : "calls")"
            + (notModified > 0 ? " (\(notModified) answered 304)" : ""))
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
