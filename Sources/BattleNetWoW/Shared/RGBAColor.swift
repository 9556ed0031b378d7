import Foundation

extension WoW {
    /// A color as red, green and blue from 0 to 255 and an alpha from 0 to 1, as guild crest palettes
    /// and item tooltip lines send it: `{"r": 103, "g": 76, "b": 12, "a": 1}`.
    public struct RGBAColor: Codable, Hashable, Sendable {
        /// Red, 0–255.
        public let r: Int
        /// Green, 0–255.
        public let g: Int
        /// Blue, 0–255.
        public let b: Int
        /// Opacity, 0–1 (sent as `1`).
        public let a: Double

        /// A color.
        public init(r: Int, g: Int, b: Int, a: Double = 1) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }
    }
}
