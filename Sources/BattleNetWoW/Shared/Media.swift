import Foundation

extension WoW {
    /// The images of a game object (an item, a spell, an achievement, a class, ...), with its assets
    /// by key.
    ///
    /// ```swift
    /// let media = try await client.wow.itemMedia(id: 19019)
    /// media[.icon]      // https://render-us.worldofwarcraft.com/icons/56/inv_sword_39.jpg
    /// ```
    public struct Media: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<Media>?
        /// The object's id, e.g. `19019`; absent in older bodies.
        public let id: Int?
        /// The images, in the order Blizzard lists them; empty when the body has none (a 2019 Classic
        /// class media body has no `assets`).
        public let assets: [Asset]

        /// Media with these assets.
        public init(links: SelfLinks<Media>? = nil, id: Int? = nil, assets: [Asset]) {
            self.links = links
            self.id = id
            self.assets = assets
        }

        /// The URL of the first asset with `key`, e.g. `media[.icon]`; `nil` when there is none.
        public subscript(key: AssetKey) -> URL? { assets.first { $0.key == key }?.value }

        enum CodingKeys: String, CodingKey {
            case links = "_links", id, assets
        }

        /// Decodes a media body; a missing `assets` list is an empty one.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            links = try container.decodeIfPresent(SelfLinks<Media>.self, forKey: .links)
            id = try container.decodeIfPresent(Int.self, forKey: .id)
            assets = try container.decodeIfPresent([Asset].self, forKey: .assets) ?? []
        }
    }

    /// One image of a ``Media`` document.
    public struct Asset: Codable, Hashable, Sendable {
        /// What the image is, e.g. ``AssetKey/icon``.
        public let key: AssetKey
        /// The image URL on Blizzard's render host.
        public let value: URL
        /// Blizzard's file data id of the image, in newer bodies.
        public let fileDataID: Int?

        /// An asset.
        public init(key: AssetKey, value: URL, fileDataID: Int? = nil) {
            self.key = key
            self.value = value
            self.fileDataID = fileDataID
        }

        enum CodingKeys: String, CodingKey {
            case key, value, fileDataID = "file_data_id"
        }
    }

    /// The key of a media asset (open: a key Blizzard adds decodes too).
    public struct AssetKey: OpenStringValue {
        /// The key as Blizzard sends it, e.g. `icon`.
        public let rawValue: String
        /// Any key, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An icon (items, spells, achievements, classes, specializations, ...).
        public static let icon: AssetKey = "icon"
        /// A full image (guild crest borders and emblems, PvP tiers, journal instances).
        public static let image: AssetKey = "image"
        /// A tile image (journal instances).
        public static let tile: AssetKey = "tile"
        /// A zoomed model render (creature displays).
        public static let zoom: AssetKey = "zoom"
        /// A rotating model render (creature displays).
        public static let rotate: AssetKey = "rotate"
        /// A character avatar.
        public static let avatar: AssetKey = "avatar"
        /// A character inset.
        public static let inset: AssetKey = "inset"
        /// A character's full render.
        public static let main: AssetKey = "main"
        /// A character's full render without background.
        public static let mainRaw: AssetKey = "main-raw"
        /// A portrait (creature displays).
        public static let portrait: AssetKey = "portrait"
    }
}
