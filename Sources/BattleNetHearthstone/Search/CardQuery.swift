import Foundation

extension Hearthstone {
    /// The subject of a card search: ``CardQuery`` is `SearchQuery<CardSearch>`.
    public enum CardSearch: Sendable {}

    /// What the card search returns: filters, sort order and page, each a typed value (a
    /// ``SearchQuery`` whose card filters are below).
    ///
    /// Each method returns a new query; filters that take several values match any of them (Battle.net's
    /// comma lists). Mana cost, attack and health take one value, several, or a range:
    ///
    /// ```swift
    /// let query = Hearthstone.CardQuery()
    ///     .classes(.mage, .neutral)           // class=mage,neutral
    ///     .manaCost(1...3)                    // manaCost=1,2,3
    ///     .rarities(.legendary)               // rarity=legendary
    ///     .collectible(true)                  // collectible=1
    ///     .sorted(by: .manaCost, .descending) // sort=manaCost:desc
    ///     .pageSize(40)
    /// let page = try await client.hearthstone.cardSearch(query)
    /// for try await page in client.hearthstone.pages.cardSearch(query) {   // every page, in order
    ///     for card in page.cards { print(card.name) }
    /// }
    /// ```
    ///
    /// A query that cannot be sent (a page below 1, a page size outside 1...``SearchQuery/maxPageSize``, a negative
    /// stat) makes the call fail with `BattleNetError` `.invalidRequest` before anything is sent.
    public typealias CardQuery = SearchQuery<CardSearch>
}

extension Hearthstone.SearchQuery where Subject == Hearthstone.CardSearch {
    /// Cards of any of `classes` (`class=`).
    public func classes(_ classes: Hearthstone.ClassSlug...) -> Self { setting("class", classes.map(\.rawValue)) }
    /// Cards of any of `sets` or set groups (`set=`).
    public func sets(_ sets: Hearthstone.SetSlug...) -> Self { setting("set", sets.map(\.rawValue)) }
    /// Cards of any of `rarities` (`rarity=`).
    public func rarities(_ rarities: Hearthstone.RaritySlug...) -> Self { setting("rarity", rarities.map(\.rawValue)) }
    /// Cards of any of `types` (`type=`).
    public func types(_ types: Hearthstone.CardTypeSlug...) -> Self { setting("type", types.map(\.rawValue)) }
    /// Minions of any of `types` (`minionType=`).
    public func minionTypes(_ types: Hearthstone.MinionTypeSlug...) -> Self { setting("minionType", types.map(\.rawValue)) }
    /// Cards with any of `keywords` (`keyword=`).
    public func keywords(_ keywords: Hearthstone.KeywordSlug...) -> Self { setting("keyword", keywords.map(\.rawValue)) }
    /// Spells of any of `schools` (`spellSchool=`).
    public func spellSchools(_ schools: Hearthstone.SpellSchoolSlug...) -> Self { setting("spellSchool", schools.map(\.rawValue)) }
    /// The cards and card data of one game mode (`gameMode=`); constructed by default.
    public func gameMode(_ mode: Hearthstone.GameModeSlug) -> Self { setting("gameMode", [mode.rawValue]) }
    /// Cards costing `cost` mana (`manaCost=`).
    public func manaCost(_ cost: Int...) -> Self { setting("manaCost", cost) }
    /// Cards costing any mana in `range` (`manaCost=1,2,3`).
    public func manaCost(_ range: ClosedRange<Int>) -> Self { setting("manaCost", Array(range)) }
    /// Cards with `attack` attack (`attack=`).
    public func attack(_ attack: Int...) -> Self { setting("attack", attack) }
    /// Cards with any attack in `range`.
    public func attack(_ range: ClosedRange<Int>) -> Self { setting("attack", Array(range)) }
    /// Cards with `health` health (`health=`).
    public func health(_ health: Int...) -> Self { setting("health", health) }
    /// Cards with any health in `range`.
    public func health(_ range: ClosedRange<Int>) -> Self { setting("health", Array(range)) }

    /// Only collectible cards (`true`, `collectible=1`), only the others (`false`, `0`), or both
    /// (`nil`, `0,1`); Battle.net returns collectible cards when the filter is absent.
    public func collectible(_ collectible: Bool?) -> Self {
        setting("collectible", collectible.map { [$0 ? "1" : "0"] } ?? ["0", "1"])
    }

    /// Battlegrounds cards of any of `tiers` (`tier=hero,1,2`); sets the Battlegrounds game mode.
    public func battlegroundsTiers(_ tiers: Hearthstone.BattlegroundsTier...) -> Self {
        gameMode(.battlegrounds).setting("tier", tiers.map(\.rawValue))
    }
    /// Battlegrounds heroes or minions only (`bgCardType=`, undocumented by Blizzard); sets the
    /// Battlegrounds game mode.
    public func battlegroundsCardType(_ type: Hearthstone.BattlegroundsCardType) -> Self {
        gameMode(.battlegrounds).setting("bgCardType", [type.rawValue])
    }
    /// Mercenaries of any of `roles` (`mercenaryRole=`); sets the Mercenaries game mode.
    public func mercenaryRoles(_ roles: Hearthstone.MercenaryRoleSlug...) -> Self {
        gameMode(.mercenaries).setting("mercenaryRole", roles.map(\.rawValue))
    }
}
