import Foundation

extension WoW.Operations {
    /// **Character Statistics Summary**: a character's stat block: health, power, attributes, ratings
    /// (critical strike, haste, mastery, versatility), defenses and weapon damage.
    package static let characterStatisticsSummary = APIOperation<WoW.CharacterStatisticsSummary, RealmSlug, CharacterName>(
        "wowCharacterStatisticsSummary", "/profile/wow/character/{realmSlug}/{characterName}/statistics",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's stat block.
    ///
    /// The stats that retail and Classic bodies both carry are required;
    /// retail-only stats (versatility, avoidance, leech, speed, ...) and Classic-only ones (spirit,
    /// defense, resistances) are optional.
    ///
    /// ```swift
    /// let stats = try await client.wow.characterStatisticsSummary(realm: "norgannon", name: "drinian")
    /// stats.health                 // 351080
    /// stats.strength.effective     // 8449
    /// stats.meleeCrit.value        // 21.13889 (percent)
    /// ```
    public struct CharacterStatisticsSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterStatisticsSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// Maximum health, e.g. `351080`.
        public let health: Int
        /// Maximum power, e.g. `100` rage.
        public let power: Int
        /// The kind of power, e.g. "Rage" (1).
        public let powerType: BattleNetReference<PowerType>
        /// Strength, base and with gear, e.g. `1467` → `8449`.
        public let strength: CharacterBaseEffectiveStat
        /// Agility, e.g. `1012` → `1012`.
        public let agility: CharacterBaseEffectiveStat
        /// Intellect, e.g. `998` → `998`.
        public let intellect: CharacterBaseEffectiveStat
        /// Stamina, e.g. `1001` → `17554`.
        public let stamina: CharacterBaseEffectiveStat
        /// Spirit (Classic only).
        public let spirit: CharacterBaseEffectiveStat?
        /// Armor, e.g. `0` → `6135`.
        public let armor: CharacterBaseEffectiveStat
        /// Defense (Classic only).
        public let defense: CharacterBaseEffectiveStat?
        /// Bonus armor, e.g. `0`; may be absent in Classic bodies.
        public let bonusArmor: Int?
        /// Melee critical strike, e.g. rating `1162`, `21.13889` %.
        public let meleeCrit: CharacterStatRating
        /// Melee haste, e.g. `22.117653` %; may be absent in Classic bodies.
        public let meleeHaste: CharacterStatRating?
        /// Mastery, e.g. `27.533335` %; may be absent in Classic bodies.
        public let mastery: CharacterStatRating?
        /// Ranged critical strike.
        public let rangedCrit: CharacterStatRating
        /// Ranged haste; may be absent in Classic bodies.
        public let rangedHaste: CharacterStatRating?
        /// Spell critical strike.
        public let spellCrit: CharacterStatRating
        /// Spell haste; may be absent in Classic bodies.
        public let spellHaste: CharacterStatRating?
        /// Leech, e.g. rating `101`, `2.525` %; retail only.
        public let lifesteal: CharacterStatRating?
        /// Avoidance; retail only (rating, no value).
        public let avoidance: CharacterStatRating?
        /// Movement speed; retail only (rating, no value).
        public let speed: CharacterStatRating?
        /// Dodge, e.g. `3` %.
        public let dodge: CharacterStatRating
        /// Parry, e.g. `18.907757` %.
        public let parry: CharacterStatRating
        /// Block, e.g. `10` %.
        public let block: CharacterStatRating
        /// The versatility rating, e.g. `863`; retail only.
        public let versatility: Double?
        /// The damage done bonus of versatility, in percent, e.g. `10.152941`; retail only.
        public let versatilityDamageDoneBonus: Double?
        /// The healing done bonus of versatility, in percent, e.g. `10.152941`; retail only.
        public let versatilityHealingDoneBonus: Double?
        /// The damage taken reduction of versatility, in percent, e.g. `5.0764704`; retail only.
        public let versatilityDamageTakenBonus: Double?
        /// Attack power, e.g. `8449`.
        public let attackPower: Int
        /// Spell power, e.g. `998`.
        public let spellPower: Int
        /// Spell penetration, e.g. `0`.
        public let spellPenetration: Int
        /// Mana regenerated per 5 seconds out of combat, e.g. `3200.0`.
        public let manaRegen: Double
        /// Mana regenerated per 5 seconds in combat, e.g. `0`.
        public let manaRegenCombat: Double
        /// The main hand's lowest damage, e.g. `4446.3013`.
        public let mainHandDamageMin: Double
        /// The main hand's highest damage, e.g. `5025.375`.
        public let mainHandDamageMax: Double
        /// The main hand's speed in seconds, e.g. `2.948`.
        public let mainHandSpeed: Double
        /// The main hand's damage per second, e.g. `1606.4579`.
        public let mainHandDps: Double
        /// The off hand's lowest damage, e.g. `2178.043`.
        public let offHandDamageMin: Double
        /// The off hand's highest damage, e.g. `2327.6306`.
        public let offHandDamageMax: Double
        /// The off hand's speed in seconds, e.g. `2.948`.
        public let offHandSpeed: Double
        /// The off hand's damage per second, e.g. `764.19165`.
        public let offHandDps: Double
        /// Corruption (patch 8.3, 2020 only), e.g. `65` with `30` resistance.
        public let corruption: CharacterCorruption?
        /// Arcane resistance (Classic only).
        public let arcaneResistance: CharacterBaseEffectiveStat?
        /// Fire resistance (Classic only).
        public let fireResistance: CharacterBaseEffectiveStat?
        /// Holy resistance (Classic only).
        public let holyResistance: CharacterBaseEffectiveStat?
        /// Nature resistance (Classic only).
        public let natureResistance: CharacterBaseEffectiveStat?
        /// Shadow resistance (Classic only).
        public let shadowResistance: CharacterBaseEffectiveStat?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, health, power, powerType = "power_type", strength, agility, intellect
            case stamina, spirit, armor, defense, bonusArmor = "bonus_armor", meleeCrit = "melee_crit"
            case meleeHaste = "melee_haste", mastery, rangedCrit = "ranged_crit", rangedHaste = "ranged_haste"
            case spellCrit = "spell_crit", spellHaste = "spell_haste", lifesteal, avoidance, speed, dodge, parry, block
            case versatility, versatilityDamageDoneBonus = "versatility_damage_done_bonus"
            case versatilityHealingDoneBonus = "versatility_healing_done_bonus"
            case versatilityDamageTakenBonus = "versatility_damage_taken_bonus", attackPower = "attack_power"
            case spellPower = "spell_power", spellPenetration = "spell_penetration", manaRegen = "mana_regen"
            case manaRegenCombat = "mana_regen_combat", mainHandDamageMin = "main_hand_damage_min"
            case mainHandDamageMax = "main_hand_damage_max", mainHandSpeed = "main_hand_speed", mainHandDps = "main_hand_dps"
            case offHandDamageMin = "off_hand_damage_min", offHandDamageMax = "off_hand_damage_max"
            case offHandSpeed = "off_hand_speed", offHandDps = "off_hand_dps", corruption
            case arcaneResistance = "arcane_resistance", fireResistance = "fire_resistance"
            case holyResistance = "holy_resistance", natureResistance = "nature_resistance"
            case shadowResistance = "shadow_resistance"
        }
    }

    /// An attribute without and with gear and buffs: `{"base": 1467, "effective": 8449}`.
    public struct CharacterBaseEffectiveStat: Codable, Hashable, Sendable {
        /// The value without gear, e.g. `1467`.
        public let base: Int
        /// The value with gear and buffs, e.g. `8449`.
        public let effective: Int
    }

    /// A secondary stat: the rating, what it adds and the resulting percentage, e.g.
    /// `{"rating": 1162, "rating_bonus": 16.13889, "value": 21.13889}`.
    public struct CharacterStatRating: Codable, Hashable, Sendable {
        /// The rating from gear, e.g. `1162`; in every recorded body, `nil` when absent.
        public let rating: Int?
        /// The percentage the rating adds, e.g. `16.13889`.
        public let ratingBonus: Double
        /// The rating after diminishing returns; in no recorded body.
        public let ratingNormalized: Double?
        /// The resulting percentage, e.g. `21.13889`; absent for avoidance and speed.
        public let value: Double?

        enum CodingKeys: String, CodingKey {
            case rating, ratingBonus = "rating_bonus", ratingNormalized = "rating_normalized", value
        }
    }

    /// A character's corruption (patch 8.3): `{"corruption": 65, "corruption_resistance": 30,
    /// "effective_corruption": 35}`.
    public struct CharacterCorruption: Codable, Hashable, Sendable {
        /// Corruption from gear, e.g. `65`.
        public let corruption: Int
        /// Corruption resistance, e.g. `30`.
        public let corruptionResistance: Int
        /// Corruption that applies, e.g. `35`.
        public let effectiveCorruption: Int

        enum CodingKeys: String, CodingKey {
            case corruption, corruptionResistance = "corruption_resistance", effectiveCorruption = "effective_corruption"
        }
    }
}
