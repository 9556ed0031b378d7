import Foundation

extension WoW.Operations {
    /// **Spell**: one spell with its description and a link to its icon.
    package static let spell = APIOperation<WoW.Spell, Int>(
        "wowSpell", "/data/wow/spell/{spellId}", namespace: .static
    )

    /// **Spell Media**: the icon of a spell.
    package static let spellMedia = APIOperation<WoW.Media, Int>(
        "wowSpellMedia", "/data/wow/media/spell/{spellId}", namespace: .static
    )

    /// **Spell Search**: spells matching a query (`name.en_US=...`, `orderby`, `_page`), every locale
    /// of each name.
    package static let spellSearch = APIOperation<WoW.SearchPage<WoW.SpellSearchDocument>>(
        "wowSpellSearch", "/data/wow/search/spell", namespace: .static
    )
}

extension WoW {
    /// A spell, e.g. 196607 "Eye of the Tiger".
    ///
    /// Talents, PvP talents and tech talents reference spells; ``media`` links to the spell's icon.
    public struct Spell: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Spell>?
        /// The spell id, e.g. `196607`.
        public let id: Int
        /// The spell's name, e.g. "Eye of the Tiger".
        public let name: LocalizedString
        /// The tooltip text, e.g. "Tiger Palm also applies Eye of the Tiger, ..."; `null` for some
        /// spells.
        public let description: LocalizedString?
        /// The spell's icon (``WoW/Endpoints/spellMedia(id:)``), e.g. `/data/wow/media/spell/196607`.
        public let media: BattleNetReference<Media>?

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, name, description, media
        }
    }

    /// A spell's tooltip as talents, tech talents, covenant abilities, conduit ranks and
    /// specializations show it: the spell, its text and its casting lines (`"cast_time": "Passive"`,
    /// `"cooldown": "3 min cooldown"`).
    ///
    /// The casting lines appear when the spell has them (`power_cost` is `null` for free spells);
    /// specialization tooltips leave out the spell, which their context names.
    public struct SpellTooltip: Codable, Hashable, Sendable {
        /// The spell the tooltip describes, e.g. 342270 "Run Without Tiring"; absent where the
        /// context names the spell already (a specialization's PvP talent and talent tiers), and
        /// without its link in Classic character bodies (`{"name": "Improved Frostbolt", "id": 16763}`);
        /// `spell?.reference` gives a followable `BattleNetReference` when the link is there.
        public let spell: LooseReference<Spell>?
        /// The tooltip text, e.g. "While in Soulshape, you regenerate 5% of your maximum health
        /// every 3 sec."; `null` for some spells.
        public let description: LocalizedString?
        /// The casting time line, e.g. "Passive", "Instant" or "2.5 sec cast".
        public let castTime: LocalizedString?
        /// The cooldown line, e.g. "3 min cooldown"; only for spells with a cooldown.
        public let cooldown: LocalizedString?
        /// The cost line, e.g. "75,000 Mana"; only for spells with a cost.
        public let powerCost: LocalizedString?
        /// The range line, e.g. "40 yd range"; only for spells with a range.
        public let range: LocalizedString?

        enum CodingKeys: String, CodingKey {
            case spell, description, castTime = "cast_time", cooldown, powerCost = "power_cost", range
        }
    }

    /// The searchable data of a spell, as a result of ``WoW/Endpoints/spellSearch(_:)`` holds it
    /// (`data` of a result: id, every-locale name and the media id).
    ///
    /// No spell search response was recorded, so no recorded body backs this model.
    public struct SpellSearchDocument: WoWSearchDocument {
        /// The full document a result links to.
        public typealias Full = WoW.Spell

        /// The spell id, e.g. `196607`.
        public let id: Int
        /// The spell's name in every locale, e.g. `{"en_US": "Eye of the Tiger", ...}`.
        public let name: LocalizedString
        /// The id of the spell's media document (`{"id": 196607}`), when sent.
        public let media: SpellSearchMedia?

        enum CodingKeys: String, CodingKey {
            case id, name, media
        }
    }

    /// The media of a spell search document: the media document's id only.
    public struct SpellSearchMedia: Codable, Hashable, Sendable {
        /// The id of the spell's media document (``WoW/Endpoints/spellMedia(id:)``), e.g. `196607`.
        public let id: Int?

        enum CodingKeys: String, CodingKey {
            case id
        }
    }
}
