/// The argument labels of an operation's generated calls, from its path parameters by one rule.
///
/// For each path parameter, in order:
/// 1. drop a trailing `Id` or `Slug` (`connectedRealmId` → `connectedRealm`);
/// 2. drop the leading words the method's name already has, in a row (`characterName` in
///    `characterProfileSummary` → `name`; `pvpSeasonId` in `pvpLeaderboard` → `season`);
/// 3. a parameter the method names entirely is `id` (`slug` after a `Slug`, its last word after
///    neither: `pvpBracket` in `characterPvpBracketStatistics` → `bracket`), unless a later parameter
///    is named entirely too: then it keeps its noun (`eraLeaderboard(era:id:)`).
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
            var suffix: String?
            if stem.count > 1, let last = stem.last, last == "Id" || last == "Slug" {
                suffix = last.lowercased()
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
                labels.append(suffix ?? (stem.last?.lowercased() ?? parameter))
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
