import Foundation

extension D3 {
    /// Display colour (quality) of an item or of an affix line: `"orange"` = legendary, `"green"` = set, ...
    public struct ItemDisplayColor: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Magic (`blue`). The 2015 item body uses it for its `Royal Emerald` gems and its primary and
        /// secondary affix lines.
        public static let blue: Self = "blue"
        /// Rare (`yellow`), e.g. the crafted `"Rare Ring"` `Faith Charge` of the recorded templar.
        public static let yellow: Self = "yellow"
        /// Legendary (`orange`), e.g. `"Legendary Amulet"` `The Johnstone`; also the 2015 body's legendary
        /// power line.
        public static let orange: Self = "orange"
        /// Set item (`green`), e.g. `"Set Helm"` `Pestilence Mask`.
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

        /// The helm slot (`head`), e.g. `Pestilence Mask`.
        public static let head: Self = "head"
        /// The amulet slot (`neck`), e.g. `The Johnstone`.
        public static let neck: Self = "neck"
        /// The shoulder slot (`shoulders`), e.g. `Corpsewhisper Pauldrons`.
        public static let shoulders: Self = "shoulders"
        /// The chest armor slot of the profile API (`torso`), e.g. `Pestilence Robe`.
        public static let torso: Self = "torso"
        /// Sent by the 2015 API for cloaks and chest armour.
        public static let chest: Self = "chest"
        /// The glove slot (`hands`), e.g. `Pestilence Gloves`.
        public static let hands: Self = "hands"
        /// The bracer slot (`bracers`), e.g. `Nemesis Bracers`.
        public static let bracers: Self = "bracers"
        /// The belt slot (`waist`), e.g. `Vigilante Belt`.
        public static let waist: Self = "waist"
        /// The pants slot (`legs`), e.g. `Pestilence Incantations`.
        public static let legs: Self = "legs"
        /// The boot slot (`feet`), e.g. `Pestilence Battle Boots`.
        public static let feet: Self = "feet"
        /// A hand slot of the current item data API's `slots` list (`right-hand`), sent with ``leftHand``
        /// and ``followerLeftHand`` for a two-handed sword; no body in `Fixtures/d3` has it. Its relation
        /// to ``mainHand`` is undocumented.
        public static let rightHand: Self = "right-hand"
        /// A hand slot of the current item data API's `slots` list (`left-hand`); see ``rightHand``.
        public static let leftHand: Self = "left-hand"
        /// A follower's hand slot in the current item data API's `slots` list (`follower-left-hand`); see
        /// ``rightHand``.
        public static let followerLeftHand: Self = "follower-left-hand"
        /// The follower token or relic slot (`special`), followers only, e.g. the templar's `Enchanting Favor`.
        public static let special: Self = "special"
        /// The left ring slot (`leftFinger`), e.g. `Obsidian Ring of the Zodiac`.
        public static let leftFinger: Self = "leftFinger"
        /// The right ring slot (`rightFinger`), e.g. `Krysbin's Sentence`.
        public static let rightFinger: Self = "rightFinger"
        /// The main-hand weapon slot (`mainHand`), e.g. `In-geom`.
        public static let mainHand: Self = "mainHand"
        /// The off-hand slot (`offHand`): a phylactery (`Bone Ringer`), a shield (`Freeze of Deflection`), ...
        public static let offHand: Self = "offHand"
    }

    /// Kind of an affix line in the 2015 API (`"default"`, `"utility"`).
    public struct ItemAffixType: OpenStringValue {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// As sent by Blizzard; meaning undocumented. In the 2015 body: `"+456 Dexterity"`, the secondary
        /// `"Reduces damage from ranged attacks by 6.0%."` and the legendary power line.
        public static let `default`: Self = "default"
        /// As sent by Blizzard; meaning undocumented. In the 2015 body: `"+10% Movement Speed"` and
        /// `"Increases Hatred Regeneration by 1.23 per Second (Demon Hunter Only)"`.
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
        /// Secondary affixes (the current API puts the legendary power here); `nil` when absent.
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
        /// Upgrade rank of a legendary gem; absent on regular gems.
        public let jewelRank: Int?
        /// Rank at which a legendary gem's secondary effect unlocks; absent on regular gems.
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
