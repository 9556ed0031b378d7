import Foundation

extension D3 {
    /// Display colour (quality) of an item or of an affix line: `"orange"` = legendary, `"green"` = set, ...
    public struct ItemDisplayColor: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let blue: Self = "blue"
        public static let yellow: Self = "yellow"
        public static let orange: Self = "orange"
        public static let green: Self = "green"
        /// Normal.
        public static let white: Self = "white"
        /// Inferior.
        public static let gray: Self = "gray"
    }

    /// An equipment slot an item fits, e.g. `"right-hand"`, `"follower-left-hand"`, `"torso"`.
    public struct ItemSlot: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let head: Self = "head"
        public static let neck: Self = "neck"
        public static let shoulders: Self = "shoulders"
        public static let torso: Self = "torso"
        /// Sent by the 2015 API for cloaks and chest armour.
        public static let chest: Self = "chest"
        public static let hands: Self = "hands"
        public static let bracers: Self = "bracers"
        public static let waist: Self = "waist"
        public static let legs: Self = "legs"
        public static let feet: Self = "feet"
        public static let rightHand: Self = "right-hand"
        public static let leftHand: Self = "left-hand"
        public static let followerLeftHand: Self = "follower-left-hand"
        public static let special: Self = "special"
        public static let leftFinger: Self = "leftFinger"
        public static let rightFinger: Self = "rightFinger"
        public static let mainHand: Self = "mainHand"
        public static let offHand: Self = "offHand"
    }

    /// Kind of an affix line in the 2015 API (`"default"`, `"utility"`).
    public struct ItemAffixType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default`: Self = "default"
        public static let utility: Self = "utility"
    }

    /// Item type info (`type` object).
    public struct ItemKind: Codable, Sendable, Hashable {
        /// Item type id, e.g. `.sword2H`, `.cloak`.
        public let id: ItemTypeID
        /// Whether the item takes both hands.
        public let twoHanded: Bool
    }

    /// The affix lines of an item or gem.
    public struct ItemAttributes: Codable, Sendable, Hashable {
        /// Primary affixes.
        public let primary: [ItemAttribute]
        /// Secondary affixes (the current API puts the legendary power here); optional in kinkofer's model.
        public let secondary: [ItemAttribute]?
        /// Legendary powers; 2015 shape only.
        public let passive: [ItemAttribute]?
        /// Other lines; current shape only (usually `[]`).
        public let other: [ItemAttribute]?
    }

    /// One affix line.
    public struct ItemAttribute: Codable, Sendable, Hashable {
        /// Plain text, e.g. `"+456 Dexterity"`.
        public let text: String
        /// The line as HTML; current shape only.
        public let textHTML: String?
        /// Line colour; 2015 shape only.
        public let color: ItemDisplayColor?
        /// Affix kind; 2015 shape only.
        public let affixType: ItemAffixType?

        enum CodingKeys: String, CodingKey {
            case text, color, affixType
            case textHTML = "textHtml"
        }
    }

    /// A group of possible affixes of which one is rolled.
    public struct ItemRandomAffix: Codable, Sendable, Hashable {
        /// The candidates.
        public let oneOf: [ItemAttribute]
    }

    /// A `{min, max}` value (2015 shape: `armor`, `dps`, `attributesRaw`). Always `Double`.
    public struct ItemValueRange: Codable, Sendable, Hashable {
        /// Lower bound (equal to ``max`` for a rolled item).
        public let min: Double
        /// Upper bound.
        public let max: Double
    }

    /// A gem socketed in the item (2015 shape).
    public struct ItemGem: Codable, Sendable, Hashable {
        /// The gem.
        public let item: ItemGemReference
        /// The gem's effect lines.
        public let attributes: ItemAttributes
        /// Raw attributes by internal name.
        public let attributesRaw: [String: ItemValueRange]
        /// Whether this is a regular gem.
        public let isGem: Bool
        /// Whether this is a legendary gem (jewel).
        public let isJewel: Bool
        /// Upgrade rank of a legendary gem; absent on regular gems (kinkofer model).
        public let jewelRank: Int?
        /// Rank at which a legendary gem's secondary effect unlocks; absent on regular gems (kinkofer model).
        public let jewelSecondaryUnlockRank: Int?
    }

    /// The item part of a ``D3/ItemGem``.
    public struct ItemGemReference: Codable, Sendable, Hashable {
        /// Game id, e.g. `"Emerald_18"`.
        public let id: String
        /// Localized name.
        public let name: String
        /// Gem icon name.
        public let icon: Icon
        /// Quality colour.
        public let displayColor: ItemDisplayColor
        /// Tooltip path of the gem.
        public let tooltipParams: String
    }
}
