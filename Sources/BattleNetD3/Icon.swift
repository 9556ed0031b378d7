import Foundation

extension D3 {
    /// An icon name as Blizzard sends it (e.g. `"barbarian_bash"`); turn it into an image URL with
    /// ``itemURL(size:)``, ``skillURL(size:)`` or ``portraitURL()``.
    public struct Icon: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The icon name as sent, e.g. `barbarian_bash`.
        public let name: String
        /// An icon called `name`.
        public init(_ name: String) { self.name = name }
        public init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
        public var description: String { name }
    }
}
