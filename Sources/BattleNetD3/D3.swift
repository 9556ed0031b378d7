@_exported import BattleNetCore
import Foundation

/// Diablo III: every model of the Battle.net Diablo III API, and its operations.
///
/// Depend on the `BattleNetD3` product and `import BattleNetD3`; Core comes with it.
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu)
/// let act = try await client.d3.act(id: 1)                          // D3.Act
/// let bytes = try await client.raw(D3.Operations.act(1)).data       // the same call, raw
/// ```
public enum D3 {
    /// The operations of the Diablo III API: one declaration each, from which the raw call
    /// (``BattleNetClient/raw(_:)``) and the mapped call (``BattleNetClient/value(_:)``, or the
    /// ``D3Repository`` methods) derive.
    public enum Operations {
        /// Every Diablo III operation, in the order of Blizzard's documentation.
        public static let all: [AnyOperation] = [
            actIndex.erased, act.erased, artisan.erased, recipe.erased, follower.erased,
            characterClass.erased, skill.erased, itemTypeIndex.erased, itemType.erased, item.erased,
            account.erased, hero.erased, heroItems.erased, heroFollowerItems.erased,
            seasonIndex.erased, season.erased, seasonLeaderboard.erased,
            eraIndex.erased, era.erased, eraLeaderboard.erased,
        ]
    }
}

/// The Diablo III calls of a client, each returning its model.
///
/// Every method is a one-line forward to ``BattleNetClient/value(_:)`` with an operation from
/// ``D3/Operations``; use ``BattleNetClient/raw(_:)`` with the same operation for the bytes.
public struct D3Repository: Sendable {
    public let client: BattleNetClient

    public init(client: BattleNetClient) {
        self.client = client
    }
}

extension BattleNetClient {
    /// The Diablo III calls of this client.
    public var d3: D3Repository { D3Repository(client: self) }
}

extension D3.Icon {
    /// Icon sizes Blizzard's media host serves.
    public enum ItemSize: String, Sendable { case small, large }

    /// The item icon image, e.g. `https://media.blizzard.com/d3/icons/items/large/unique_sword_2h_104_x1_demonhunter_male.png`.
    public func itemURL(size: ItemSize = .large) -> URL? {
        Self.media("items/\(size.rawValue)/\(name).png")
    }

    /// The skill icon image in 21, 42 or 64 pixels (other sizes round to the nearest of those).
    public func skillURL(size: Int = 64) -> URL? {
        let served = [21, 42, 64].min { abs($0 - size) < abs($1 - size) } ?? 64
        return Self.media("skills/\(served)/\(name).png")
    }

    /// The portrait image (artisans, followers, heroes).
    public func portraitURL() -> URL? {
        Self.media("portraits/64/\(name).png")
    }

    private static func media(_ path: String) -> URL? {
        URL(string: "https://media.blizzard.com/d3/icons/" + path)
    }
}
