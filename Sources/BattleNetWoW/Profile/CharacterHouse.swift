import Foundation

// Player Housing (Midnight). The endpoint is documented but was reported answering 404 everywhere,
// and its body's shape is unknown: a character profile only links a character's
// houses (`houses: [Href]`). The model holds what every profile document has (its link
// and the character) and nothing more, so any real body decodes; fields are added once one is recorded.

extension WoW.Operations {
    /// **Character House**: one of a character's player houses (Midnight).
    package static let characterHouse = APIOperation<WoW.CharacterHouse, RealmSlug, CharacterName, Int>(
        "wowCharacterHouse", "/profile/wow/character/{realmSlug}/{characterName}/house/house-{houseNumber}", namespace: .profile
    )
}

extension WoW {
    /// One of a character's player houses.
    ///
    /// No body was ever recorded and no peer documents one, so only the fields every profile
    /// document has are read; fetch the raw body for the rest.
    ///
    /// ```swift
    /// let house = try await client.wow.characterHouse(realm: "norgannon", name: "Drinian", number: 1)
    /// house.links?.selfLink.pathAndQuery   // "/profile/wow/character/norgannon/drinian/house/house-1?namespace=profile-us"
    /// ```
    public struct CharacterHouse: Codable, Hashable, Sendable {
        /// The link to this document.
        public let links: SelfLinks<CharacterHouse>?
        /// The house's owner, when the body names it (profile documents usually do).
        public let character: CharacterReference?

        enum CodingKeys: String, CodingKey {
            case links = "_links", character
        }
    }
}
