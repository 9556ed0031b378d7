import BattleNetCore
import Foundation

/// The recorded Battle.net bodies shipped with the package, for your own decode tests and previews.
public enum Recordings {
    /// The bytes of a recording, e.g. `Recordings.data("d3/act__1.json")`.
    /// - Throws: `BattleNetError` `.invalidConfiguration` naming the path when it is not there.
    public static func data(_ file: String) throws -> Data {
        let url = try RecordedFixtures.requiredDirectory().appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BattleNetError(.invalidConfiguration, message: "no recording at \(url.path)")
        }
        return data
    }

    /// A recording decoded with the package's decoder, e.g. `try Recordings.decode(D3.Act.self, "d3/act__1.json")`.
    /// - Throws: `BattleNetError` `.invalidConfiguration` when the file is missing, `.decoding` when it does not fit.
    public static func decode<T: Decodable>(_ type: T.Type, _ file: String) throws -> T {
        try ResponseDecoding.decode(T.self, from: try data(file))
    }
}
