import Foundation

extension WoW {
    /// The auctions of a connected realm (``Auctions/auctions``), stored packed: a random-access
    /// collection of ``Auction`` values that costs about a quarter of the memory of `[Auction]`.
    ///
    /// A connected realm lists 10,000 to 120,000 auctions. Each is kept as one fixed-size record of
    /// narrow numbers (40 bytes), its bonus lists and modifiers in one shared table per block of
    /// auctions, and the ``Auction`` value is built when an element is read. Storage is lossless:
    /// every value the models accept reads back as it was (a number too large or negative for its
    /// narrow column, or a time band Blizzard adds, is kept aside in full), absent keys stay absent,
    /// and the list equals, hashes and encodes (as a plain JSON array) like the array of its elements.
    ///
    /// Use it as any collection:
    ///
    /// ```swift
    /// let house = try await client.wow.auctions(connectedRealm: 1146)
    /// house.auctions.count                                  // 120000
    /// house.auctions[0].item.id                             // 168185
    /// let gold = house.auctions.compactMap(\.buyout).reduce(0, +) / 10_000
    /// let list: WoW.AuctionList = [auction, another]        // or WoW.AuctionList(someArray)
    /// ```
    ///
    /// Reading an element builds its ``AuctionItem/bonusLists`` and ``AuctionItem/modifiers`` arrays,
    /// so iterate once and keep what you need rather than indexing the same auction repeatedly in a
    /// hot loop.
    public struct AuctionList: Hashable, Sendable {
        /// Auctions are stored in blocks of 4,096 records (160 KB), so growing the list never copies
        /// the auctions already stored and never needs twice their memory.
        static let segmentShift = 12
        static let segmentSize = 1 << segmentShift

        var segments: [Segment] = []
        /// Time bands other than the four known ones, in order of first appearance (tags 4...254).
        var bands: [AuctionTimeLeft] = []

        /// The number of auctions.
        public private(set) var count = 0

        /// An empty list.
        public init() {}

        /// The auctions of `auctions`, in order.
        ///
        /// ```swift
        /// let list = WoW.AuctionList(house.auctions.filter { $0.unitPrice == nil })
        /// ```
        public init(_ auctions: some Sequence<Auction>) {
            if let list = auctions as? AuctionList {
                self = list
                return
            }
            self.init()
            for auction in auctions { append(auction) }
        }

        /// Adds `auction` at the end of the list.
        public mutating func append(_ auction: Auction) {
            let segment = openSegment()
            let fields = segments[segment].store(auction)
            append(fields, in: segment)
        }

        /// The index of the segment the next auction goes to, opening a new one when the last is full.
        mutating func openSegment() -> Int {
            if let last = segments.indices.last, segments[last].records.count < Self.segmentSize { return last }
            var segment = Segment()
            if let previous = segments.last {
                // A full block's records in one allocation; its table sized from the previous block's.
                segment.records.reserveCapacity(Self.segmentSize)
                segment.arena.reserveCapacity(previous.arena.count + previous.arena.count / 16)
            }
            segments.append(segment)
            return segments.count - 1
        }

        /// Appends the record of `fields`, whose bonus lists and modifiers are already in the segment's
        /// table.
        mutating func append(_ fields: Fields, in segment: Int) {
            var tag: UInt8
            var band: AuctionTimeLeft?
            switch fields.timeLeft.rawValue {
            case AuctionTimeLeft.short.rawValue: tag = 0
            case AuctionTimeLeft.medium.rawValue: tag = 1
            case AuctionTimeLeft.long.rawValue: tag = 2
            case AuctionTimeLeft.veryLong.rawValue: tag = 3
            default:
                if let index = bands.firstIndex(of: fields.timeLeft) {
                    tag = UInt8(4 + index)
                } else if bands.count < Int(Self.bandOverflowTag) - 4 {
                    tag = UInt8(4 + bands.count)
                    bands.append(fields.timeLeft)
                } else {
                    tag = Self.bandOverflowTag
                    band = fields.timeLeft
                }
            }
            segments[segment].append(fields, timeLeft: tag, band: band)
            count += 1
        }

        /// The tag of a time band kept in its segment's side table.
        static let bandOverflowTag: UInt8 = 255

        func timeLeft(_ tag: UInt8, _ segment: Segment, _ local: Int) -> AuctionTimeLeft {
            switch tag {
            case 0: .short
            case 1: .medium
            case 2: .long
            case 3: .veryLong
            case Self.bandOverflowTag: segment.bandOverflow[local] ?? AuctionTimeLeft(rawValue: "")
            default: Int(tag) - 4 < bands.count ? bands[Int(tag) - 4] : AuctionTimeLeft(rawValue: "")
            }
        }
    }
}

extension WoW.AuctionList {
    /// The values of one auction on their way into (or out of) a record: the bonus lists and modifiers
    /// are already in the segment's table, from `extras` on.
    struct Fields {
        var id: Int
        var itemID: Int
        var quantity: Int
        var unitPrice: Int?
        var buyout: Int?
        var bid: Int?
        var timeLeft: WoW.AuctionTimeLeft
        var context: Int?
        var petBreedID: Int?
        var petLevel: Int?
        var petQualityID: Int?
        var petSpeciesID: Int?
        /// How many bonus lists and modifiers, `nil` when the key was absent.
        var bonusCount: Int?
        var modifierCount: Int?
        /// Where the item's bonus lists, then its modifiers (type, value pairs) start in the table.
        var extras: Int
    }

    /// Which column a value went to, for the side table of values too wide for it.
    enum Field: Int {
        case id, itemID, quantity, buyout, bid, unitPrice, extras, petSpeciesID, context, petBreedID, petLevel, petQualityID
        case bonusCount, modifierCount
        /// Not a column: an entry of the bonus lists and modifiers table.
        case table = 15
    }

    /// One auction in 40 bytes. A column holds its value when the value fits and is below the column
    /// type's maximum; the maximum means the value is in the segment's `overflow` table. Absent
    /// optionals are a zero and a clear bit in `flags`.
    struct Record: Hashable, Sendable {
        var id: UInt32 = 0
        var itemID: UInt32 = 0
        var quantity: UInt32 = 0
        var buyout: UInt32 = 0
        var bid: UInt32 = 0
        var unitPrice: UInt32 = 0
        /// Where the item's bonus lists, then its modifiers, start in the segment's table.
        var extras: UInt32 = 0
        var petSpeciesID: UInt16 = 0
        var flags: UInt16 = 0
        var context: UInt8 = 0
        var petBreedID: UInt8 = 0
        var petLevel: UInt8 = 0
        var petQualityID: UInt8 = 0
        var bonusCount: UInt8 = 0
        var modifierCount: UInt8 = 0
        /// 0–3 the four known bands, 4–254 an entry of the list's `bands`, 255 the segment's
        /// `bandOverflow`.
        var timeLeft: UInt8 = 0

        static let hasUnitPrice: UInt16 = 1 << 0
        static let hasBuyout: UInt16 = 1 << 1
        static let hasBid: UInt16 = 1 << 2
        static let hasContext: UInt16 = 1 << 3
        static let hasBonusLists: UInt16 = 1 << 4
        static let hasModifiers: UInt16 = 1 << 5
        static let hasPetBreedID: UInt16 = 1 << 6
        static let hasPetLevel: UInt16 = 1 << 7
        static let hasPetQualityID: UInt16 = 1 << 8
        static let hasPetSpeciesID: UInt16 = 1 << 9
    }

    /// A block of up to ``segmentSize`` auctions: their records, one table of their bonus lists and
    /// modifiers, and the values too wide for their columns.
    ///
    /// Every way of building a list appends through the same steps, so equal auctions in the same order
    /// give equal segments: the synthesized `==` and `hash(into:)` compare the stored form directly.
    struct Segment: Hashable, Sendable {
        var records: [Record] = []
        /// Bonus lists and modifiers; `Int32.min` means the value is in `overflow`.
        var arena: [Int32] = []
        /// Values too wide for their column: key `local index << 4 | Field`, or `table position << 4 |
        /// Field.table` for a table entry.
        var overflow: [Int: Int] = [:]
        /// Time bands beyond the list's 251 unknown ones, by local index.
        var bandOverflow: [Int: WoW.AuctionTimeLeft] = [:]

        /// `value` narrowed for a column, or the column's maximum with `value` kept in `overflow`.
        @inline(__always)
        mutating func narrow<T: FixedWidthInteger & UnsignedInteger>(_ value: Int, _ field: Field, _ local: Int) -> T {
            if let narrow = T(exactly: value), narrow != T.max { return narrow }
            overflow[local << 4 | field.rawValue] = value
            return T.max
        }

        /// `value` narrowed as ``narrow(_:_:_:)`` does, with `flag` set in `flags`: an optional column present.
        @inline(__always)
        mutating func narrow<T: FixedWidthInteger & UnsignedInteger>(
            _ value: Int, _ field: Field, _ local: Int, flag: UInt16, in flags: inout UInt16
        ) -> T {
            flags |= flag
            return narrow(value, field, local)
        }

        /// The value of a column.
        @inline(__always)
        func wide<T: FixedWidthInteger & UnsignedInteger>(_ stored: T, _ field: Field, _ local: Int) -> Int {
            stored == T.max ? overflow[local << 4 | field.rawValue, default: 0] : Int(stored)
        }

        /// Appends `value` to the table.
        @inline(__always)
        mutating func appendToTable(_ value: Int) {
            if let narrow = Int32(exactly: value), narrow != Int32.min {
                arena.append(narrow)
            } else {
                overflow[arena.count << 4 | Field.table.rawValue] = value
                arena.append(Int32.min)
            }
        }

        /// The table's entry at `position`.
        @inline(__always)
        func tableValue(_ position: Int) -> Int {
            let stored = arena[position]
            return stored == Int32.min ? overflow[position << 4 | Field.table.rawValue, default: 0] : Int(stored)
        }

        /// Removes the table's entries from `position` on.
        mutating func truncateTable(to position: Int) {
            for index in position..<arena.count where arena[index] == Int32.min {
                overflow[index << 4 | Field.table.rawValue] = nil
            }
            arena.removeSubrange(position...)
        }

        /// Puts `auction`'s bonus lists and modifiers in the table and returns its fields.
        mutating func store(_ auction: WoW.Auction) -> Fields {
            let item = auction.item
            let extras = arena.count
            if let bonusLists = item.bonusLists {
                for bonus in bonusLists { appendToTable(bonus) }
            }
            if let modifiers = item.modifiers {
                for modifier in modifiers {
                    appendToTable(modifier.type)
                    appendToTable(modifier.value)
                }
            }
            return Fields(
                id: auction.id, itemID: item.id, quantity: auction.quantity, unitPrice: auction.unitPrice,
                buyout: auction.buyout, bid: auction.bid, timeLeft: auction.timeLeft, context: item.context,
                petBreedID: item.petBreedID, petLevel: item.petLevel, petQualityID: item.petQualityID,
                petSpeciesID: item.petSpeciesID, bonusCount: item.bonusLists?.count, modifierCount: item.modifiers?.count,
                extras: extras
            )
        }

        /// Appends the record of `fields`.
        mutating func append(_ fields: Fields, timeLeft: UInt8, band: WoW.AuctionTimeLeft?) {
            let local = records.count
            var record = Record()
            record.id = narrow(fields.id, .id, local)
            record.itemID = narrow(fields.itemID, .itemID, local)
            record.quantity = narrow(fields.quantity, .quantity, local)
            record.extras = narrow(fields.extras, .extras, local)
            record.timeLeft = timeLeft
            if let band { bandOverflow[local] = band }
            var flags: UInt16 = 0
            // Each optional column present: its flag, and its value narrowed into the record.
            if let value = fields.unitPrice { record.unitPrice = narrow(value, .unitPrice, local, flag: Record.hasUnitPrice, in: &flags) }
            if let value = fields.buyout { record.buyout = narrow(value, .buyout, local, flag: Record.hasBuyout, in: &flags) }
            if let value = fields.bid { record.bid = narrow(value, .bid, local, flag: Record.hasBid, in: &flags) }
            if let value = fields.context { record.context = narrow(value, .context, local, flag: Record.hasContext, in: &flags) }
            if let value = fields.bonusCount { record.bonusCount = narrow(value, .bonusCount, local, flag: Record.hasBonusLists, in: &flags) }
            if let value = fields.modifierCount { record.modifierCount = narrow(value, .modifierCount, local, flag: Record.hasModifiers, in: &flags) }
            if let value = fields.petBreedID { record.petBreedID = narrow(value, .petBreedID, local, flag: Record.hasPetBreedID, in: &flags) }
            if let value = fields.petLevel { record.petLevel = narrow(value, .petLevel, local, flag: Record.hasPetLevel, in: &flags) }
            if let value = fields.petQualityID { record.petQualityID = narrow(value, .petQualityID, local, flag: Record.hasPetQualityID, in: &flags) }
            if let value = fields.petSpeciesID { record.petSpeciesID = narrow(value, .petSpeciesID, local, flag: Record.hasPetSpeciesID, in: &flags) }
            record.flags = flags
            records.append(record)
        }

        /// The auction at `local`, built from its record.
        func auction(at local: Int, in list: WoW.AuctionList) -> WoW.Auction {
            let record = records[local]
            let flags = record.flags
            func optional<T: FixedWidthInteger & UnsignedInteger>(_ bit: UInt16, _ stored: T, _ field: Field) -> Int? {
                flags & bit == 0 ? nil : wide(stored, field, local)
            }
            var position = wide(record.extras, .extras, local)
            var bonusLists: [Int]?
            if let count = optional(Record.hasBonusLists, record.bonusCount, .bonusCount) {
                var values: [Int] = []
                values.reserveCapacity(count)
                for offset in 0..<count { values.append(tableValue(position + offset)) }
                bonusLists = values
                position += count
            }
            var modifiers: [WoW.AuctionItemModifier]?
            if let count = optional(Record.hasModifiers, record.modifierCount, .modifierCount) {
                var values: [WoW.AuctionItemModifier] = []
                values.reserveCapacity(count)
                for offset in 0..<count {
                    values.append(WoW.AuctionItemModifier(type: tableValue(position + 2 * offset), value: tableValue(position + 2 * offset + 1)))
                }
                modifiers = values
            }
            let item = WoW.AuctionItem(
                id: wide(record.itemID, .itemID, local), context: optional(Record.hasContext, record.context, .context),
                bonusLists: bonusLists, modifiers: modifiers,
                petBreedID: optional(Record.hasPetBreedID, record.petBreedID, .petBreedID),
                petLevel: optional(Record.hasPetLevel, record.petLevel, .petLevel),
                petQualityID: optional(Record.hasPetQualityID, record.petQualityID, .petQualityID),
                petSpeciesID: optional(Record.hasPetSpeciesID, record.petSpeciesID, .petSpeciesID)
            )
            return WoW.Auction(
                id: wide(record.id, .id, local), item: item, quantity: wide(record.quantity, .quantity, local),
                unitPrice: optional(Record.hasUnitPrice, record.unitPrice, .unitPrice),
                buyout: optional(Record.hasBuyout, record.buyout, .buyout), bid: optional(Record.hasBid, record.bid, .bid),
                timeLeft: list.timeLeft(record.timeLeft, self, local)
            )
        }
    }
}

extension WoW.AuctionList: RandomAccessCollection {
    /// The position of the first auction: `0`.
    public var startIndex: Int { 0 }
    /// The position after the last auction: ``count``.
    public var endIndex: Int { count }

    /// The auction at `position` (`0 ..< count`; another position traps, as an array's does), built
    /// from its packed record.
    public subscript(position: Int) -> WoW.Auction {
        segments[position >> Self.segmentShift].auction(at: position & (Self.segmentSize - 1), in: self)
    }
}

extension WoW.AuctionList: ExpressibleByArrayLiteral {
    /// A list of the auctions written out: `[auction, another]`.
    public init(arrayLiteral elements: WoW.Auction...) {
        self.init(elements)
    }
}

extension WoW.AuctionList: Codable {
    /// Decodes a JSON array of auctions, appending each as it is decoded.
    /// - Throws: `DecodingError` when the value is not an array of auctions.
    public init(from decoder: any Decoder) throws {
        self.init()
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            append(try container.decode(WoW.Auction.self))
        }
    }

    /// Encodes the auctions as a JSON array, as `[Auction]` encodes.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for auction in self { try container.encode(auction) }
    }
}

extension WoW.AuctionList: CustomStringConvertible, CustomReflectable {
    /// The first ten auctions as an array prints them, then how many more there are.
    public var description: String {
        let shown = prefix(10).map { String(describing: $0) }.joined(separator: ", ")
        return "[" + shown + (count > 10 ? ", … \(count - 10) more]" : "]")
    }

    /// The auctions as the children of a collection, so `dump` and debuggers show auctions (as for an
    /// array), not the packed storage.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: self, displayStyle: .collection)
    }
}

// Written by hand: the packed list reads each auction straight into its storage (no `Auction` or
// `[Auction]` built), so its reader is not generated. It switches over the models' own `CodingKeys`
// with their generated tables (`Generated/GameData/AuctionHouse+Reading.swift`): a key added to `Auction` or
// `AuctionItem` fails to compile here, and the FastDecodingTests compare the list with `[Auction]`
// read by the generated readers on every recording.

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
        typealias Keys = WoW.Auction.CodingKeys
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
        typealias Keys = WoW.AuctionItem.CodingKeys
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
