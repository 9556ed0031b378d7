import Foundation

extension SC2 {
    /// StarCraft II's own numeric region: `1` US, `2` EU, `3` KR/TW, `5` CN.
    ///
    /// It is not the API `BattleNetRegion`: any API host serves any SC2 region, so an EU client can read a
    /// Korean profile with `.korea`. Unknown numbers decode without failing.
    public struct RegionID: OpenIntegerValue {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Americas (realm 1 US, realm 2 Latin America).
        public static let us: Self = 1
        /// Europe (realm 1 Europe, realm 2 Russia).
        public static let eu: Self = 2
        /// Korea and Taiwan (realm 1 Korea, realm 2 Taiwan).
        public static let korea: Self = 3
        /// China.
        public static let china: Self = 5

        /// The SC2 region whose players live in an API region (`.kr` and `.tw` both map to `.korea`).
        public init(_ region: BattleNetRegion) {
            switch region {
            case .us: self = .us
            case .eu: self = .eu
            case .kr, .tw: self = .korea
            case .cn: self = .china
            }
        }

        /// The API region whose host is nearest to these players; `nil` for an unknown id.
        public var apiRegion: BattleNetRegion? {
            switch self {
            case .us: .us
            case .eu: .eu
            case .korea: .kr
            case .china: .cn
            default: nil
            }
        }
    }

    /// A realm within an SC2 region: `1` or `2` (US/Latin America, Europe/Russia, Korea/Taiwan).
    public struct RealmID: OpenIntegerValue {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Realm 1.
        public static let first: Self = 1
        /// Realm 2.
        public static let second: Self = 2
    }

    /// Where a StarCraft II profile lives: the three path parameters of every profile call.
    ///
    /// ```swift
    /// let katarn = SC2.ProfileReference(region: .eu, realm: 1, profileID: 2137104)
    /// let profile = try await client.sc2.profile(id: katarn)
    /// ```
    public struct ProfileReference: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The SC2 region the profile lives in, e.g. `2` (EU).
        public let region: RegionID
        /// The realm within the region, `1` or `2`.
        public let realm: RealmID
        /// The profile id, e.g. `2137104`.
        public let profileID: Int

        /// The profile `profileID` on `realm` of `region`, e.g. `(region: .eu, realm: 1, profileID: 2137104)`.
        public init(region: RegionID, realm: RealmID, profileID: Int) {
            self.region = region
            self.realm = realm
            self.profileID = profileID
        }

        /// Reads a starcraft2.com profile address such as `https://starcraft2.com/en-us/profile/2/1/2137104`.
        public init?(profileURL: URL) {
            let parts = profileURL.pathComponents
            guard let index = parts.lastIndex(of: "profile"), parts.count >= index + 4,
                  let region = Int(parts[index + 1]), let realm = Int(parts[index + 2]),
                  let profile = Int(parts[index + 3])
            else { return nil }
            self.init(region: RegionID(rawValue: region), realm: RealmID(rawValue: realm), profileID: profile)
        }


        /// `region/realm/profile`, e.g. `2/1/2137104`.
        public var description: String { "\(region)/\(realm)/\(profileID)" }
    }

    /// An identifier Blizzard sends as a JSON string or number, possibly above `Int64.max`
    /// (ladder team ids reach 2^64 − 1; profile and achievement ids arrive as strings).
    ///
    /// It keeps the decimal digits exactly as sent, so no id is ever rounded; numbers are read with
    /// Core's `LargeNumber` (a number that is not an exact integer is a decoding error).
    public struct Identifier: Hashable, Sendable, Codable, CustomStringConvertible,
        ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
        /// The decimal digits, e.g. `"2137104"` or `"18446744073709551615"`.
        public let text: String

        /// An id from its decimal digits, e.g. `"18446744073709551615"`.
        public init(_ text: String) { self.text = text }
        /// An id from an integer, e.g. `2137104`.
        public init(_ number: Int) { text = String(number) }
        public init(integerLiteral value: Int) { self.init(value) }
        public init(stringLiteral value: String) { self.init(value) }

        /// The id as an `Int`, or `nil` when it does not fit (see ``uint64Value``).
        public var intValue: Int? { Int(text) }
        /// The id as a `UInt64`, or `nil` when it is negative or not a number.
        public var uint64Value: UInt64? { UInt64(text) }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let number = try? container.decode(LargeNumber.self), number.isExactInteger {
                text = number.description
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an id as a string or number")
            }
        }

        /// Encodes as a string, so the id survives any JSON reader unrounded.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }

        public var description: String { text }
    }

    /// A ladder queue: the expansion and the team size.
    public struct QueueID: OpenIntegerValue {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Wings of Liberty 1v1 (`1`).
        public static let wingsOfLiberty1v1: Self = 1
        /// Wings of Liberty 2v2 (`2`).
        public static let wingsOfLiberty2v2: Self = 2
        /// Wings of Liberty 3v3 (`3`).
        public static let wingsOfLiberty3v3: Self = 3
        /// Wings of Liberty 4v4 (`4`).
        public static let wingsOfLiberty4v4: Self = 4
        /// Heart of the Swarm 1v1 (`101`).
        public static let heartOfTheSwarm1v1: Self = 101
        /// Heart of the Swarm 2v2 (`102`).
        public static let heartOfTheSwarm2v2: Self = 102
        /// Heart of the Swarm 3v3 (`103`).
        public static let heartOfTheSwarm3v3: Self = 103
        /// Heart of the Swarm 4v4 (`104`).
        public static let heartOfTheSwarm4v4: Self = 104
        /// Legacy of the Void 1v1 (`201`), the ranked 1v1 ladder today.
        public static let legacyOfTheVoid1v1: Self = 201
        /// Legacy of the Void 2v2 (`202`).
        public static let legacyOfTheVoid2v2: Self = 202
        /// Legacy of the Void 3v3 (`203`).
        public static let legacyOfTheVoid3v3: Self = 203
        /// Legacy of the Void 4v4 (`204`).
        public static let legacyOfTheVoid4v4: Self = 204
        /// Legacy of the Void Archon mode (`206`).
        public static let legacyOfTheVoidArchon: Self = 206

        /// `1v1` … `4v4` or `Archon`; `nil` for a queue this version does not know.
        public var name: String? {
            switch rawValue % 100 {
            case 1...4: "\(rawValue % 100)v\(rawValue % 100)"
            case 6 where rawValue / 100 == 2: "Archon"
            default: nil
            }
        }
    }

    /// Whether a team was arranged by its players or matched at random.
    public struct TeamType: OpenIntegerValue {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A team that queued together (`0`).
        public static let arranged: Self = 0
        /// A team matched at random (`1`).
        public static let random: Self = 1
    }

    /// A league, from bronze (`0`) to grandmaster (`6`).
    public struct LeagueID: OpenIntegerValue, Comparable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Bronze (`0`).
        public static let bronze: Self = 0
        /// Silver (`1`).
        public static let silver: Self = 1
        /// Gold (`2`).
        public static let gold: Self = 2
        /// Platinum (`3`).
        public static let platinum: Self = 3
        /// Diamond (`4`).
        public static let diamond: Self = 4
        /// Master (`5`).
        public static let master: Self = 5
        /// Grandmaster (`6`), the top 200 of a region.
        public static let grandmaster: Self = 6

        private static let names = ["bronze", "silver", "gold", "platinum", "diamond", "master", "grandmaster"]

        /// `bronze` … `grandmaster`; `nil` for a league this version does not know.
        public var name: String? { Self.names.indices.contains(rawValue) ? Self.names[rawValue] : nil }

        /// The league with this name in any case (`"GRANDMASTER"`, `"Diamond"`), as the legacy API spells them.
        public init?(name: String) {
            guard let index = Self.names.firstIndex(of: name.lowercased()) else { return nil }
            self.init(rawValue: index)
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A league by name, as profiles and the legacy API spell it (`"GRANDMASTER"`, `"platinum"`),
    /// compared case-insensitively. Unknown names decode.
    public struct LeagueName: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Bronze (`"BRONZE"`).
        public static let bronze: Self = "BRONZE"
        /// Silver (`"SILVER"`).
        public static let silver: Self = "SILVER"
        /// Gold (`"GOLD"`).
        public static let gold: Self = "GOLD"
        /// Platinum (`"PLATINUM"`).
        public static let platinum: Self = "PLATINUM"
        /// Diamond (`"DIAMOND"`).
        public static let diamond: Self = "DIAMOND"
        /// Master (`"MASTER"`).
        public static let master: Self = "MASTER"
        /// Grandmaster (`"GRANDMASTER"`).
        public static let grandmaster: Self = "GRANDMASTER"

        /// The numeric league; `nil` for a name this version does not know.
        public var leagueID: LeagueID? { LeagueID(name: rawValue) }
    }

    /// A race: `terran`, `zerg`, `protoss` or `random`, compared case-insensitively (ladders send
    /// `"terran"`, game data `"Zerg"`).
    public struct Race: CaseInsensitiveStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Terran (`"terran"`).
        public static let terran: Self = "terran"
        /// Zerg (`"zerg"`).
        public static let zerg: Self = "zerg"
        /// Protoss (`"protoss"`).
        public static let protoss: Self = "protoss"
        /// Random race (`"random"`).
        public static let random: Self = "random"
    }
}

// Written by hand: `SC2.Identifier` decodes itself (`init(from:)` above), so its fast reader
// (`JSONReader`, the large bodies) follows that `init(from:)` here rather than being generated.
extension SC2.Identifier: JSONReadable {
    /// A string, or a number that is an exact integer, as `init(from:)` reads it.
    @usableFromInline package init(reading reader: inout JSONReader) throws(JSONReader.Failure) {
        let kind = reader.nextKind()
        let offset = reader.offset
        switch kind {
        case .string:
            self.init(try reader.readString())
        case .number:
            let number = try reader.readLargeNumber()
            guard number.isExactInteger else {
                throw JSONReader.Failure(.typeMismatch(expected: "an id as a string or number", found: "a fraction"), offset: offset)
            }
            self.init(number.description)
        default:
            throw JSONReader.Failure(.typeMismatch(expected: "an id as a string or number", found: kind.description), offset: offset)
        }
    }
}
