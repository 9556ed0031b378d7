import Foundation

extension WoW.Operations {
    /// **Character Media Summary**: the render images of a character (avatar, inset, full render).
    package static let characterMediaSummary = APIOperation<WoW.CharacterMediaSummary, RealmSlug, CharacterName>(
        "wowCharacterMediaSummary", "/profile/wow/character/{realmSlug}/{characterName}/character-media",
        namespace: .profile, flavors: .retailAndClassicProfiles
    )
}

extension WoW {
    /// A character's render images.
    ///
    /// Bodies since late 2020 list ``assets`` by key (`avatar`, `inset`, `main`, `main-raw`); the 2019
    /// and mid-2020 recordings send three URLs instead (``avatarURL``, ``bustURL``, ``renderURL``).
    ///
    /// ```swift
    /// let media = try await client.wow.characterMediaSummary(realm: "norgannon", name: "drinian")
    /// media[.avatar]   // https://render-us.worldofwarcraft.com/character/norgannon/59/183057723-avatar.jpg
    /// ```
    public struct CharacterMediaSummary: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterMediaSummary>?
        /// The character, e.g. "Drinian" on Norgannon.
        public let character: CharacterReference
        /// The images by key, e.g. `avatar` → `.../183057723-avatar.jpg`; absent in bodies before late 2020.
        public let assets: [Asset]?
        /// The avatar image, in bodies before late 2020, e.g. `.../142650023-avatar.jpg`.
        @LenientURL public var avatarURL: URL?
        /// The bust (inset) image, in bodies before late 2020, e.g. `.../142650023-inset.jpg`.
        @LenientURL public var bustURL: URL?
        /// The full render, in bodies before late 2020, e.g. `.../142650023-main.jpg`.
        @LenientURL public var renderURL: URL?

        /// The URL of the first asset with `key`, falling back on the older URL fields for
        /// ``AssetKey/avatar``, ``AssetKey/inset`` and ``AssetKey/main``; `nil` when there is none.
        public subscript(key: AssetKey) -> URL? {
            if let url = assets?.first(where: { $0.key == key })?.value { return url }
            switch key {
            case .avatar: return avatarURL
            case .inset: return bustURL
            case .main: return renderURL
            default: return nil
            }
        }

        enum CodingKeys: String, CodingKey {
            case links = "_links", character, assets, avatarURL = "avatar_url", bustURL = "bust_url", renderURL = "render_url"
        }
    }
}
