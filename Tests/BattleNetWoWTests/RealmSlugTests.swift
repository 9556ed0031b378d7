import BattleNetCore
import BattleNetWoW
import BattleNetFixtures
import BattleNetTesting
import Foundation
import Testing

@Suite("Realm slugs", .timeLimit(.minutes(2)))
struct RealmSlugTests {
    /// The operations whose recorded bodies carry realms' names and slugs.
    static let realmOperations: Set<String> = ["wowRealmIndex", "wowRealm", "wowConnectedRealmIndex", "wowConnectedRealm"]

    struct Pair: Hashable { let name: String, slug: String }

    /// Every English name/slug pair in the recorded realm bodies (World of Warcraft and Classic),
    /// with the files they came from.
    static func recordedPairs() throws -> (pairs: Set<Pair>, files: Set<String>) {
        guard let directory = RecordedFixtures.directory else {
            throw BattleNetError(.invalidConfiguration, message: "the BattleNetFixtures resources were not found")
        }
        let manifest = try FixtureManifest(directory: directory)
        var pairs: Set<Pair> = []
        var files: Set<String> = []
        for entry in manifest.entries
        where ["wow", "wow-classic"].contains(entry.columns["game"]) && entry.status == 200
            && entry.operations.contains(where: realmOperations.contains) {
            // Names are English only in English responses; other locales translate them.
            guard entry.locale.lowercased().hasPrefix("en_") else { continue }
            let json = try JSONSerialization.jsonObject(with: try Recordings.data(entry.file))
            collect(json, into: &pairs)
            files.insert(entry.file)
        }
        return (pairs, files)
    }

    /// Walks a body for objects with a `slug` and a `name` (a string, or a localized object's `en_US`).
    static func collect(_ json: Any, into pairs: inout Set<Pair>) {
        if let object = json as? [String: Any] {
            if let slug = object["slug"] as? String,
               let name = object["name"] as? String ?? (object["name"] as? [String: Any])?["en_US"] as? String {
                pairs.insert(Pair(name: name, slug: slug))
            }
            for value in object.values { collect(value, into: &pairs) }
        } else if let array = json as? [Any] {
            for value in array { collect(value, into: &pairs) }
        }
    }

    @Test func everyRecordedNameGivesItsRecordedSlug() throws {
        let (pairs, files) = try Self.recordedPairs()
        #expect(files.isSuperset(of: [
            "wow/realm-index.json", "wow/realm-index__argentpony.json", "wow/realm__500.json",
            "wow/realm__tichondrius.json", "wow/connected-realm__11.json", "wow/connected-realm__509.json",
        ]))
        #expect(pairs.count >= 365, "the EU and US realm indexes alone hold 365 distinct realms")
        #expect(pairs.isSuperset(of: [
            Pair(name: "Aggra (Português)", slug: "aggra-português"), Pair(name: "Azjol-Nerub", slug: "azjolnerub"),
            Pair(name: "Area 52", slug: "area-52"),
        ]))
        for pair in pairs {
            let (name, slug) = (pair.name, pair.slug)
            #expect(RealmSlug.fromName(name).rawValue == slug, "fromName(\(name))")
            #expect(RealmSlug(name).rawValue == slug, "init(\(name))")
            #expect(RealmSlug(slug).rawValue == slug, "a recorded slug is kept: \(slug)")
            #expect(try RealmSlug(validating: name).pathValue == slug)
            #expect(try RealmSlug(validating: slug).pathValue == slug)
        }
    }

    @Test("names as shown in game", arguments: [
        ("Area 52", "area-52"),
        ("Azjol-Nerub", "azjolnerub"),
        ("Aggra (Português)", "aggra-português"),
        ("Mal'Ganis", "malganis"),
        ("Pozzo dell'Eternità", "pozzo-delleternità"),
        ("The Venture Co", "the-venture-co"),
        ("  Area   52 \n", "area-52"),
        ("Blade’s Edge", "blades-edge"),
    ])
    func names(name: String, slug: String) {
        #expect(RealmSlug(name).rawValue == slug)
        #expect(RealmSlug(name).pathValue == slug)
        #expect(RealmSlug(name).description == slug)
    }

    @Test("slugs are kept as given", arguments: ["area-52", "azjolnerub", "aggra-português", "stormrage", "howling-fjord"])
    func slugsAsGiven(slug: String) {
        #expect(RealmSlug(slug).rawValue == slug)
        #expect(RealmSlug(" \(slug) ").rawValue == slug)
    }

    @Test func theDecisionBetweenSlugAndNameMatters() {
        // A slug read as a name would lose its hyphens: init keeps it.
        #expect(RealmSlug.fromName("area-52").rawValue == "area52")
        #expect(RealmSlug("area-52").rawValue == "area-52")
        // Capitals, spaces, apostrophes and parentheses mark a name.
        #expect(RealmSlug("Area-52").rawValue == "area52")
        #expect(RealmSlug("area 52").rawValue == "area-52")
        #expect(RealmSlug("mal'ganis").rawValue == "malganis")
        // The documented limit: a lowercase name with its own hyphen reads as a slug.
        #expect(RealmSlug("azjol-nerub").rawValue == "azjol-nerub")
    }

    @Test func inputIsNormalisedToNFC() {
        let decomposed = "Aggra (Portugue\u{0302}s)"
        #expect(Array(RealmSlug(decomposed).rawValue.utf8) == Array("aggra-portugu\u{00EA}s".utf8))
        #expect(Array(RealmSlug("aggra-portugue\u{0302}s").rawValue.utf8) == Array("aggra-portugu\u{00EA}s".utf8))
        #expect(percentEncodedPathSegment(RealmSlug(decomposed).pathValue) == "aggra-portugu%C3%AAs")
    }

    @Test func literalsAndEquality() {
        let realm: RealmSlug = "Mal'Ganis"
        #expect(realm == RealmSlug("malganis"))
        #expect(RealmSlug("Area 52") == RealmSlug("area-52"))
        #expect(Set([RealmSlug("Area 52"), RealmSlug("area-52")]).count == 1)
    }

    @Test("user input that is not a realm", arguments: ["", "   ", "\t\n", "stormrage/sheday", "area-52?", "#stormrage", "storm\u{0}rage", "'()"])
    func invalidInput(text: String) {
        let error = #expect(throws: BattleNetError.self) { try RealmSlug(validating: text) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("such as area-52") == true)
    }

    @Test func validUserInput() throws {
        #expect(try RealmSlug(validating: " Area 52 ").rawValue == "area-52")
        #expect(try RealmSlug(validating: "aggra-português").rawValue == "aggra-português")
    }

    @Test func codable() throws {
        let encoded = try JSONEncoder().encode([RealmSlug("Area 52")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["area-52"]"#)
        let decoded = try JSONDecoder().decode([RealmSlug].self, from: Data(#"["aggra-português","Azjol-Nerub"]"#.utf8))
        #expect(decoded.map(\.rawValue) == ["aggra-português", "azjolnerub"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([RealmSlug].self, from: Data(#"["  "]"#.utf8)) }
    }
}
