@_exported import BattleNetCore
import Foundation

/// Diablo III: every model of the Battle.net Diablo III API, and its operations.
///
/// Depend on the `BattleNetD3` product and `import BattleNetD3`; Core comes with it.
///
/// ```swift
/// let client = try BattleNetClient(credentials: credentials, region: .eu)
/// let act = try await client.d3.act(id: 1)                              // D3.Act
/// let bytes = try await client.d3.raw.act(id: 1).data                  // the same call, raw
/// let hero = try await client.d3.hero(battleTag: "FaYe#2543", id: 104729462)      // arguments in path order
/// ```
public enum D3 {
    /// The operations of the Diablo III API: one declaration each, from which the raw call
    /// (`BattleNetClient.raw(_:)`) and the mapped call (`BattleNetClient.value(_:)`, or
    /// `client.d3.<operation>(...)`) derive. ``all`` lists them (generated from the declarations).
    public enum Operations {}
}

/// The Diablo III calls of a client: `client.d3.act(id: 1)`, one member per declaration in ``D3/Operations``.
public typealias D3Repository = OperationRepository<D3.Operations>

extension BattleNetClient {
    /// The Diablo III calls of this client, e.g. `client.d3.act(id: 1)` or `client.d3.raw.act(id: 1)`.
    public var d3: D3Repository { D3Repository(client: self) }
}

extension D3.ArtisanSlug: PathComponentArgument {}
extension D3.FollowerSlug: PathComponentArgument {}
extension D3.HeroClass: PathComponentArgument {}

extension D3.Icon {
    /// Icon sizes Blizzard's media host serves.
    public enum ItemSize: String, Sendable {
        /// The `items/small/` image.
        case small
        /// The `items/large/` image, the default of ``D3/Icon/itemURL(size:)``.
        case large
    }

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
