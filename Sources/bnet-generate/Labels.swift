/// The argument labels of an operation's generated calls, from its path parameters by one rule.
///
/// For each path parameter, in order:
/// 1. drop a trailing `Id` or `Slug` (`connectedRealmId` → `connectedRealm`);
/// 2. drop the leading words the method's name already has, in a row (`characterName` in
///    `characterProfileSummary` → `name`; `pvpSeasonId` in `pvpLeaderboard` → `season`);
/// 3. a parameter the method names entirely is what the call fetches: `id` for an `…Id` or `…Slug`
///    whatever its type (`realm(id:)` for `{realmSlug}`, `characterClass(id:)` for `{classSlug}`),
///    its last word otherwise (`pvpBracket` in `characterPvpBracketStatistics` → `bracket`), unless
///    a later parameter is named entirely too: then it keeps its noun (`eraLeaderboard(era:id:)`).
///
/// Every other argument is labelled by its meaning, one label per meaning (``meanings``): the
/// generator refuses a typed value under another label, and a label of the list on another type.
///
/// So `item(id:)`, `characterProfileSummary(realm:name:)`,
/// `mythicKeystoneLeaderboard(connectedRealm:dungeon:period:)`. A declaration states `labels:` where
/// the rule reads badly or cannot apply: an argument type that fills several parameters (SC2's
/// profile reference), or a parameter whose name says little (`{account}`, a BattleTag).
enum Labels {
    /// The words of a lowerCamelCase name: `connectedRealmId` → `connected`, `Realm`, `Id`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `name` with its first letter lowercased.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// The labels the rule gives the parameters of `method`, one per parameter.
    static func rule(method: String, parameters: [String]) -> [String] {
        let methodWords = words(method).map { $0.lowercased() }
        func containsRun(_ run: ArraySlice<String>) -> Bool {
            guard !run.isEmpty, run.count <= methodWords.count else { return false }
            return (0...(methodWords.count - run.count)).contains { start in
                Array(methodWords[start..<(start + run.count)]) == Array(run)
            }
        }
        var labels: [String] = []
        var stems: [String] = []
        var named: [Bool] = []
        for parameter in parameters {
            var stem = words(parameter)
            var identifies = false
            if stem.count > 1, let last = stem.last, last == "Id" || last == "Slug" {
                identifies = true
                stem.removeLast()
            }
            let lowered = stem.map { $0.lowercased() }
            var dropped = 0
            for length in stride(from: lowered.count, through: 1, by: -1) where containsRun(lowered[0..<length]) {
                dropped = length
                break
            }
            let rest = stem.dropFirst(dropped)
            stems.append(lowerFirst(stem.joined()))
            if rest.isEmpty {
                labels.append(identifies ? "id" : (stem.last?.lowercased() ?? parameter))
                named.append(true)
            } else {
                labels.append(lowerFirst(rest.joined()))
                named.append(false)
            }
        }
        // Only the last parameter the method names entirely becomes `id`; earlier ones keep their noun.
        if let last = named.lastIndex(of: true) {
            for index in named.indices where named[index] && index < last { labels[index] = stems[index] }
        }
        return labels
    }

    /// One meaning: the label its arguments take and the types it may have, in one game or in all.
    struct Meaning {
        /// The game's namespace (`WoW`), or `nil` for every game.
        let game: String?
        let label: String
        /// The argument types as declarations write them.
        let types: Set<String>
    }

    /// One label per meaning. An argument whose type is listed takes the listed label, or `id` when it
    /// is what the call fetches; a listed label is given to its types only. A label may end in `ID`
    /// only when it is listed (a realm's id beside ``RealmSlug``'s `realm`).
    static let meanings: [Meaning] = [
        Meaning(game: nil, label: "battleTag", types: ["BattleTag"]),
        Meaning(game: nil, label: "region", types: ["BattleNetRegion"]),
        Meaning(game: "WoW", label: "realm", types: ["RealmSlug"]),
        Meaning(game: "WoW", label: "realmID", types: ["Int"]),
        Meaning(game: "WoW", label: "name", types: ["CharacterName", "GuildSlug"]),
        Meaning(game: "WoW", label: "regionID", types: ["Int"]),
        Meaning(game: "WoW", label: "bracket", types: ["WoW.PvpBracketSlug"]),
        Meaning(game: "WoW", label: "faction", types: ["WoW.MythicRaidLeaderboardFaction"]),
        Meaning(game: "WoW", label: "type", types: ["WoW.ItemInventoryType"]),
        Meaning(game: "D3", label: "class", types: ["D3.HeroClass"]),
        Meaning(game: "D3", label: "artisan", types: ["D3.ArtisanSlug"]),
        Meaning(game: "D3", label: "follower", types: ["D3.FollowerSlug"]),
        Meaning(game: "SC2", label: "region", types: ["SC2.RegionID"]),
        Meaning(game: "SC2", label: "profile", types: ["SC2.ProfileReference"]),
        Meaning(game: "SC2", label: "profileID", types: ["Int"]),
        Meaning(game: "SC2", label: "name", types: ["String"]),
        Meaning(game: "SC2", label: "queue", types: ["SC2.QueueID"]),
        Meaning(game: "SC2", label: "teamType", types: ["SC2.TeamType"]),
        Meaning(game: "SC2", label: "league", types: ["SC2.LeagueID"]),
        Meaning(game: "Hearthstone", label: "code", types: ["String"]),
        Meaning(game: "Hearthstone", label: "type", types: ["Hearthstone.MetadataType"]),
    ]

    /// Why `label` does not fit an argument of `type` in `game`'s calls by ``meanings``, or `nil` when it does.
    static func meaningProblem(label: String, type: String, game: String) -> String? {
        // The game's own meanings first: SC2's `region:` is its own region id, not a `BattleNetRegion`.
        let inGame = meanings.filter { $0.game == game } + meanings.filter { $0.game == nil }
        if let meaning = inGame.first(where: { $0.label == label }), !meaning.types.contains(type) {
            return "`\(label):` is \(meaning.types.sorted().joined(separator: " or ")) in every call: label this \(type) by what it means"
        }
        if label != "id", type != "Int", type != "String", let meaning = inGame.first(where: { $0.types.contains(type) }),
           meaning.label != label {
            return "a \(type) is `\(meaning.label):` in every call (or `id:` when it is what the call fetches), not `\(label):`"
        }
        if label.hasSuffix("ID"), !inGame.contains(where: { $0.label == label }) {
            return "the label `\(label)` ends in ID: name what the argument is (state `labels:`), or add its meaning to `Labels.meanings`"
        }
        return nil
    }

    /// Words Swift does not allow as an argument label.
    static let forbidden: Set<String> = ["inout", "var", "let"]

    /// Keywords that need backticks as a parameter name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// `label` as a parameter name: in backticks when it is a keyword.
    static func parameterName(_ label: String) -> String {
        keywords.contains(label) ? "`\(label)`" : label
    }

    /// Whether `label` is a lowerCamelCase identifier.
    static func isIdentifier(_ label: String) -> Bool {
        guard let first = label.unicodeScalars.first, first.properties.isLowercase else { return false }
        return label.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
