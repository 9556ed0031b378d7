import BattleNetCore
import Foundation

// The auction bodies decode through `JSONReader` (10–20 MB each); the result equals the `Codable`
// path's (`Tests/BattleNetWoWTests/GameData/FastDecodingTests.swift` checks every recording).

extension WoW.Auctions: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", connectedRealm = "connected_realm", auctions, commodities }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .connectedRealm, .auctions, .commodities])

    /// Reads the auctions of a connected realm from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var connectedRealm: BattleNetLink<WoW.ConnectedRealm>?
        var auctions: WoW.AuctionList?
        var commodities: BattleNetLink<WoW.Commodities>?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .connectedRealm: connectedRealm = try reader.read(BattleNetLink<WoW.ConnectedRealm>.self, for: key)
            case .auctions: auctions = try reader.read(WoW.AuctionList.self, for: key)
            case .commodities: commodities = try reader.read(BattleNetLink<WoW.Commodities>?.self, for: key)
            }
        }
        self.init(
            links: links, connectedRealm: try reader.required(connectedRealm, ReadKeys.connectedRealm),
            auctions: try reader.required(auctions, ReadKeys.auctions), commodities: commodities
        )
    }
}

extension WoW.AuctionList: JSONReadable {
    /// Reads a JSON array of auctions from `reader`, each appended to the packed storage as it is read
    /// (its bonus lists and modifiers straight into the table, no `Auction` or `[Auction]` built); the
    /// result equals reading `[WoW.Auction]`, failures included. See `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var list = WoW.AuctionList()
        try reader.readElements(expected: "an array of Auction") { reader throws(JSONReader.Failure) in
            let segment = list.openSegment()
            let fields = try list.segments[segment].readAuction(from: &reader)
            list.append(fields, in: segment)
        }
        self = list
    }
}

extension WoW.AuctionList.Segment {
    /// Reads one auction as `WoW.Auction(reading:)` does, its item's bonus lists and modifiers going
    /// straight into the table.
    mutating func readAuction(from reader: inout JSONReader) throws(JSONReader.Failure) -> WoW.AuctionList.Fields {
        typealias Keys = WoW.Auction.ReadKeys
        var id: Int?
        var item: WoW.AuctionList.Fields?
        var quantity: Int?
        var unitPrice: Int?
        var buyout: Int?
        var bid: Int?
        var timeLeft: WoW.AuctionTimeLeft?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: WoW.Auction.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .item:
                do throws(JSONReader.Failure) {
                    item = try readItem(from: &reader)
                } catch {
                    var failure = error
                    failure.prepend(.key(key.stringValue))
                    throw failure
                }
            case .quantity: quantity = try reader.read(Int.self, for: key)
            case .unitPrice: unitPrice = try reader.read(Int?.self, for: key)
            case .buyout: buyout = try reader.read(Int?.self, for: key)
            case .bid: bid = try reader.read(Int?.self, for: key)
            case .timeLeft: timeLeft = try reader.read(WoW.AuctionTimeLeft.self, for: key)
            }
        }
        let auctionID = try reader.required(id, Keys.id)
        var fields = try reader.required(item, Keys.item)
        fields.id = auctionID
        fields.quantity = try reader.required(quantity, Keys.quantity)
        fields.unitPrice = unitPrice
        fields.buyout = buyout
        fields.bid = bid
        fields.timeLeft = try reader.required(timeLeft, Keys.timeLeft)
        return fields
    }

    /// Reads an auctioned item as `WoW.AuctionItem(reading:)` does, its bonus lists and then its
    /// modifiers appended to the table (in that order whatever the order of the keys).
    mutating func readItem(from reader: inout JSONReader) throws(JSONReader.Failure) -> WoW.AuctionList.Fields {
        typealias Keys = WoW.AuctionItem.ReadKeys
        let extras = arena.count
        var id: Int?
        var context: Int?
        var bonusLists: (start: Int, count: Int)?
        var modifiers: (start: Int, count: Int)?
        var petBreedID: Int?
        var petLevel: Int?
        var petQualityID: Int?
        var petSpeciesID: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: WoW.AuctionItem.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .context: context = try reader.read(Int?.self, for: key)
            case .bonusLists, .modifiers:
                do throws(JSONReader.Failure) {
                    guard try !reader.readNull() else { break }
                    let start = arena.count
                    if key == .bonusLists {
                        bonusLists = (start, try readIntegers(from: &reader))
                    } else {
                        modifiers = (start, try readModifiers(from: &reader))
                    }
                } catch {
                    var failure = error
                    failure.prepend(.key(key.stringValue))
                    throw failure
                }
            case .petBreedID: petBreedID = try reader.read(Int?.self, for: key)
            case .petLevel: petLevel = try reader.read(Int?.self, for: key)
            case .petQualityID: petQualityID = try reader.read(Int?.self, for: key)
            case .petSpeciesID: petSpeciesID = try reader.read(Int?.self, for: key)
            }
        }
        if let bonus = bonusLists, let modifier = modifiers, modifier.start < bonus.start {
            // The modifiers came first: the table keeps bonus lists first, as `store(_:)` writes them.
            let values = (extras..<arena.count).map { tableValue($0) }
            truncateTable(to: extras)
            let split = bonus.start - extras
            for value in values[split...] { appendToTable(value) }
            for value in values[..<split] { appendToTable(value) }
        }
        return WoW.AuctionList.Fields(
            id: 0, itemID: try reader.required(id, Keys.id), quantity: 0, timeLeft: .short, context: context,
            petBreedID: petBreedID, petLevel: petLevel, petQualityID: petQualityID, petSpeciesID: petSpeciesID,
            bonusCount: bonusLists?.count, modifierCount: modifiers?.count, extras: extras
        )
    }

    /// Reads an array of integers into the table, as `[Int]` reads it; returns how many.
    mutating func readIntegers(from reader: inout JSONReader) throws(JSONReader.Failure) -> Int {
        try reader.readElements(expected: "an array of Int") { reader throws(JSONReader.Failure) in
            appendToTable(try Int(reading: &reader))
        }
    }

    /// Reads an array of modifiers into the table (type, value), as `[WoW.AuctionItemModifier]` reads
    /// it; returns how many.
    mutating func readModifiers(from reader: inout JSONReader) throws(JSONReader.Failure) -> Int {
        try reader.readElements(expected: "an array of AuctionItemModifier") { reader throws(JSONReader.Failure) in
            let modifier = try WoW.AuctionItemModifier(reading: &reader)
            appendToTable(modifier.type)
            appendToTable(modifier.value)
        }
    }
}

extension WoW.Auction: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case id, item, quantity, unitPrice = "unit_price", buyout, bid, timeLeft = "time_left"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .item, .quantity, .unitPrice, .buyout, .bid, .timeLeft])

    /// Reads one auction from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var item: WoW.AuctionItem?
        var quantity: Int?
        var unitPrice: Int?
        var buyout: Int?
        var bid: Int?
        var timeLeft: WoW.AuctionTimeLeft?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .item: item = try reader.read(WoW.AuctionItem.self, for: key)
            case .quantity: quantity = try reader.read(Int.self, for: key)
            case .unitPrice: unitPrice = try reader.read(Int?.self, for: key)
            case .buyout: buyout = try reader.read(Int?.self, for: key)
            case .bid: bid = try reader.read(Int?.self, for: key)
            case .timeLeft: timeLeft = try reader.read(WoW.AuctionTimeLeft.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), item: try reader.required(item, ReadKeys.item),
            quantity: try reader.required(quantity, ReadKeys.quantity), unitPrice: unitPrice, buyout: buyout, bid: bid,
            timeLeft: try reader.required(timeLeft, ReadKeys.timeLeft)
        )
    }
}

extension WoW.AuctionItem: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable {
        case id, context, bonusLists = "bonus_lists", modifiers
        case petBreedID = "pet_breed_id", petLevel = "pet_level", petQualityID = "pet_quality_id"
        case petSpeciesID = "pet_species_id"
    }
    static let readKeys = JSONKeyTable<ReadKeys>([
        .id, .context, .bonusLists, .modifiers, .petBreedID, .petLevel, .petQualityID, .petSpeciesID,
    ])

    /// Reads an auctioned item from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var context: Int?
        var bonusLists: [Int]?
        var modifiers: [WoW.AuctionItemModifier]?
        var petBreedID: Int?
        var petLevel: Int?
        var petQualityID: Int?
        var petSpeciesID: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .context: context = try reader.read(Int?.self, for: key)
            case .bonusLists: bonusLists = try reader.read([Int]?.self, for: key)
            case .modifiers: modifiers = try reader.read([WoW.AuctionItemModifier]?.self, for: key)
            case .petBreedID: petBreedID = try reader.read(Int?.self, for: key)
            case .petLevel: petLevel = try reader.read(Int?.self, for: key)
            case .petQualityID: petQualityID = try reader.read(Int?.self, for: key)
            case .petSpeciesID: petSpeciesID = try reader.read(Int?.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), context: context, bonusLists: bonusLists, modifiers: modifiers,
            petBreedID: petBreedID, petLevel: petLevel, petQualityID: petQualityID, petSpeciesID: petSpeciesID
        )
    }
}

extension WoW.AuctionItemModifier: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case type, value }
    static let readKeys = JSONKeyTable<ReadKeys>([.type, .value])

    /// Reads a modifier from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var type: Int?
        var value: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .type: type = try reader.read(Int.self, for: key)
            case .value: value = try reader.read(Int.self, for: key)
            }
        }
        self.init(type: try reader.required(type, ReadKeys.type), value: try reader.required(value, ReadKeys.value))
    }
}

extension WoW.Commodities: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case links = "_links", auctions }
    static let readKeys = JSONKeyTable<ReadKeys>([.links, .auctions])

    /// Reads a region's commodity market from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var links: SelfLinks<Self>?
        var auctions: [WoW.Commodity]?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .links: links = try reader.read(SelfLinks<Self>?.self, for: key)
            case .auctions: auctions = try reader.read([WoW.Commodity].self, for: key)
            }
        }
        self.init(links: links, auctions: try reader.required(auctions, ReadKeys.auctions))
    }
}

extension WoW.Commodity: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id, item, quantity, unitPrice = "unit_price", timeLeft = "time_left" }
    static let readKeys = JSONKeyTable<ReadKeys>([.id, .item, .quantity, .unitPrice, .timeLeft])

    /// Reads one commodity auction from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var item: WoW.CommodityItem?
        var quantity: Int?
        var unitPrice: Int?
        var timeLeft: WoW.AuctionTimeLeft?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            switch key {
            case .id: id = try reader.read(Int.self, for: key)
            case .item: item = try reader.read(WoW.CommodityItem.self, for: key)
            case .quantity: quantity = try reader.read(Int.self, for: key)
            case .unitPrice: unitPrice = try reader.read(Int.self, for: key)
            case .timeLeft: timeLeft = try reader.read(WoW.AuctionTimeLeft.self, for: key)
            }
        }
        self.init(
            id: try reader.required(id, ReadKeys.id), item: try reader.required(item, ReadKeys.item),
            quantity: try reader.required(quantity, ReadKeys.quantity), unitPrice: try reader.required(unitPrice, ReadKeys.unitPrice),
            timeLeft: try reader.required(timeLeft, ReadKeys.timeLeft)
        )
    }
}

extension WoW.CommodityItem: JSONReadable {
    enum ReadKeys: String, CodingKey, Sendable { case id }
    static let readKeys = JSONKeyTable<ReadKeys>([.id])

    /// Reads a commodity item from `reader`; see `JSONReadable`.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: Int?
        var object = try reader.beginObject()
        while let key = try reader.nextKey(in: &object, of: Self.readKeys) {
            id = try reader.read(Int.self, for: key)
        }
        self.init(id: try reader.required(id, ReadKeys.id))
    }
}

extension WoW.AuctionTimeLeft: JSONReadable {}
