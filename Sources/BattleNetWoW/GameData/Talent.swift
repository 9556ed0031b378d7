import Foundation

// The models of this family are in TalentModels.swift.

extension WoW.Operations {
    /// **Talent Tree Index**: every class and specialization talent tree (Dragonflight and later).
    /// - Remark: HTTP GET /data/wow/talent-tree/index (namespace `static`)
    package static let talentTreeIndex = APIOperation<WoW.TalentTreeIndex>(
        ID.talentTreeIndex, "/data/wow/talent-tree/index", namespace: .static
    )

    /// **Talent Tree**: the talent tree of one specialization: its class and specialization nodes
    /// with their talents, spell tooltips and positions.
    /// - Remark: HTTP GET /data/wow/talent-tree/{talentTreeId}/playable-specialization/{specId} (namespace `static`)
    package static let talentTree = APIOperation<WoW.TalentTree, Int, Int>(
        ID.talentTree, "/data/wow/talent-tree/{talentTreeId}/playable-specialization/{specId}",
        namespace: .static
    )

    /// **Talent Tree Nodes**: the nodes of one class talent tree and links to its specializations'
    /// trees.
    /// - Remark: HTTP GET /data/wow/talent-tree/{talentTreeId} (namespace `static`)
    package static let talentTreeNodes = APIOperation<WoW.TalentTreeNodes, Int>(
        ID.talentTreeNodes, "/data/wow/talent-tree/{talentTreeId}", namespace: .static
    )

    /// **Talent Index**: every talent.
    /// - Remark: HTTP GET /data/wow/talent/index (namespace `static`)
    package static let talentIndex = APIOperation<WoW.TalentIndex>(
        ID.talentIndex, "/data/wow/talent/index", namespace: .static
    )

    /// **Talent**: one talent with its spell, class and specialization.
    /// - Remark: HTTP GET /data/wow/talent/{talentId} (namespace `static`)
    package static let talent = APIOperation<WoW.Talent, Int>(
        ID.talent, "/data/wow/talent/{talentId}", namespace: .static
    )

    /// **PvP Talent Index**: every PvP talent.
    /// - Remark: HTTP GET /data/wow/pvp-talent/index (namespace `static`)
    package static let pvpTalentIndex = APIOperation<WoW.PvpTalentIndex>(
        ID.pvpTalentIndex, "/data/wow/pvp-talent/index", namespace: .static
    )

    /// **PvP Talent**: one PvP talent with its spell, specialization, unlock level and slots.
    /// - Remark: HTTP GET /data/wow/pvp-talent/{pvpTalentId} (namespace `static`)
    package static let pvpTalent = APIOperation<WoW.PvpTalent, Int>(
        ID.pvpTalent, "/data/wow/pvp-talent/{pvpTalentId}", namespace: .static
    )
}
