import Foundation

/// The recorded Battle.net bodies shipped with the package (see `Fixtures/README.md`).
public enum RecordedFixtures {
    /// The folder that holds `MANIFEST.tsv` and the `d3/`, `oauth/` and `wow/` recordings.
    public static var directory: URL? {
        Bundle.module.url(forResource: "MANIFEST", withExtension: "tsv")?.deletingLastPathComponent()
    }
}
