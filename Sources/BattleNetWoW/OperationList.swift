// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
        auctions.erased,
        auctionCommodities.erased,
    ]
}

extension OperationRepository where Declarations == WoW.Operations {
    /// ``WoW/Operations/auctions`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctions(Int)` → `WoW.Auctions`, for `/data/wow/connected-realm/{connectedRealmId}/auctions`.
    public var auctions: BoundOperation<WoW.Auctions, Int> { bind(WoW.Operations.auctions) }
    /// ``WoW/Operations/auctionCommodities`` on this client: call it for the model, `.raw(...)` for the bytes.
    ///
    /// `client.wow.auctionCommodities()` → `WoW.Commodities`, for `/data/wow/auctions/commodities`.
    public var auctionCommodities: BoundOperation<WoW.Commodities> { bind(WoW.Operations.auctionCommodities) }
}
