import Foundation

extension WoW {
    /// A reference whose link may be missing: Classic profile bodies name talents and spells as
    /// `{"name": "Improved Blizzard", "id": 11185}` or even `{"id": 11185}`, where retail sends a full
    /// `BattleNetReference` with its `key`.
    ///
    /// ```swift
    /// let talent: WoW.LooseReference<WoW.Talent> = ...
    /// talent.id              // 22633
    /// talent.reference?.key  // the link, when the body had one
    /// ```
    public struct LooseReference<Target>: Codable, Hashable, Sendable {
        /// The link to the referenced document, when sent (retail bodies).
        public let key: BattleNetLink<Target>?
        /// The referenced document's id, e.g. `22633`.
        public let id: Int?
        /// Its name, e.g. "Endless Rage", when sent.
        public let name: LocalizedString?

        /// A loose reference (for tests and previews).
        public init(key: BattleNetLink<Target>? = nil, id: Int? = nil, name: LocalizedString? = nil) {
            self.key = key
            self.id = id
            self.name = name
        }

        /// The same reference as a `BattleNetReference`; `nil` when the body sent no link.
        public var reference: BattleNetReference<Target>? { key.map { BattleNetReference(key: $0, id: id, name: name) } }
    }
}
