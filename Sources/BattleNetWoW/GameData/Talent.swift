import Foundation

// The models of this family are in TalentModels.swift.

extension WoW.Operations {
    /// **Talent Tree Index**: every class and specialization talent tree (Dragonflight and later).
    package static let talentTreeIndex = APIOperation<WoW.TalentTreeIndex>(
        "wowTalentTreeIndex", "/data/wow/talent-tree/index", namespace: .static
    )

    /// **Talent Tree**: the talent tree of one specialization: its class and specialization nodes
    /// with their talents, spell tooltips and positions.
    package static let talentTree = APIOperation<WoW.TalentTree, Int, Int>(
        "wowTalentTree", "/data/wow/talent-tree/{talentTreeId}/playable-specialization/{specId}",
        namespace: .static
    )

    /// **Talent Tree Nodes**: the nodes of one class talent tree and links to its specializations'
    /// trees.
    package static let talentTreeNodes = APIOperation<WoW.TalentTreeNodes, Int>(
        "wowTalentTreeNodes", "/data/wow/talent-tree/{talentTreeId}", namespace: .static
    )

    /// **Talent Index**: every talent.
    package static let talentIndex = APIOperation<WoW.TalentIndex>(
        "wowTalentIndex", "/data/wow/talent/index", namespace: .static
    )

    /// **Talent**: one talent with its spell, class and specialization.
    package static let talent = APIOperation<WoW.Talent, Int>(
        "wowTalent", "/data/wow/talent/{talentId}", namespace: .static
    )

    /// **PvP Talent Index**: every PvP talent.
    package static let pvpTalentIndex = APIOperation<WoW.PvpTalentIndex>(
        "wowPvpTalentIndex", "/data/wow/pvp-talent/index", namespace: .static
    )

    /// **PvP Talent**: one PvP talent with its spell, specialization, unlock level and slots.
    package static let pvpTalent = APIOperation<WoW.PvpTalent, Int>(
        "wowPvpTalent", "/data/wow/pvp-talent/{pvpTalentId}", namespace: .static
    )
}
