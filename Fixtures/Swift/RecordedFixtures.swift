import BattleNetCore
import Foundation

/// The recorded Battle.net bodies shipped with the package (see `Fixtures/README.md`): about 26 MB of
/// resources, in the `BattleNetFixtures` product of their own so that linking `BattleNetTesting` into
/// an app (for its stub transport and previews) does not ship them.
public enum RecordedFixtures {
    /// The folder that holds `MANIFEST.tsv` and the `d3/`, `sc2/`, `oauth/`, `wow/` and `wow-classic/` recordings.
    public static var directory: URL? {
        Bundle.module.url(forResource: "MANIFEST", withExtension: "tsv")?.deletingLastPathComponent()
    }

    /// ``directory``, or an error saying the resources are missing.
    static func requiredDirectory() throws(BattleNetError) -> URL {
        guard let directory else {
            throw BattleNetError(.invalidConfiguration, message: "the BattleNetFixtures resources were not found next to this executable")
        }
        return directory
    }
}
