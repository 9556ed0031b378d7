import BattleNetCore
import BattleNetWoW
import Foundation

/// `bnet wow character` and `bnet wow guild`: a character or a guild on one screen.
extension Context {
    /// The WoW calls of a client for the chosen flavor (`--flavor`), retail by default.
    func wowRepository(_ client: BattleNetClient) -> WoWRepository {
        options.flavor.map { client.wow.flavor($0) } ?? client.wow
    }

    /// Reads `REALM NAME` (realm as a slug or English name, possibly several words when quoted).
    static func realmAndName<Name>(_ words: [String], command: String, example: String,
                                   name: (String) throws(BattleNetError) -> Name) throws(UsageError) -> (RealmSlug, Name) {
        guard words.count == 2 else {
            throw UsageError("wow \(command) takes a REALM and a NAME, as in bnet \(example) (quote a realm name with spaces); see bnet help wow")
        }
        do throws(BattleNetError) {
            return (try RealmSlug(validating: words[0]), try name(words[1]))
        } catch {
            throw UsageError(error.message)
        }
    }

    /// `wow character REALM NAME`: one screen about a character: level, race, class and
    /// specialization, item level, guild, last login, and the Mythic+ and PvP ratings where the
    /// flavor has them (each from its own call; one that fails is named, not fatal).
    func wowCharacter(_ words: [String]) async throws {
        let (realm, name) = try Self.realmAndName(words, command: "character", example: "wow character \"Howling Fjord\" Альвеоняша -r eu") {
            (text: String) throws(BattleNetError) in try CharacterName(validating: text)
        }
        let client = try client()
        let wow = wowRepository(client)
        let flavor = options.flavor ?? .retail
        let locale = options.locale ?? options.region.defaultLocale
        func text(_ value: LocalizedString?) -> String { value?.resolved(for: locale) ?? "-" }
        let profile = try await wow.characterProfileSummary(realm: realm, name: name)
        var lines = ["\(profile.name), \(text(profile.realm.name)) (\(options.region.rawValue)\(flavor == .retail ? "" : ", \(flavor)"))"]
        lines.append("level \(profile.level) \(text(profile.race.name)) \(text(profile.characterClass.name))"
            + (profile.activeSpec.map { " (\(text($0.name)))" } ?? "") + ", \(text(profile.faction.name))")
        lines.append("item level \(profile.averageItemLevel) (\(profile.equippedItemLevel) equipped)"
            + (profile.achievementPoints.map { ", \(Self.grouped($0)) achievement points" } ?? ""))
        lines.append("guild: " + (profile.guild.map { "\($0.name) (\(text($0.realm.name)))" } ?? "none"))
        lines.append("last login: " + (profile.lastLoginTimestamp.date.map { ISO8601DateFormatter().string(from: $0) } ?? "unknown"))
        var unavailable: [String] = []
        if WoW.Operations.characterMythicKeystoneProfileIndex.descriptor.flavors?.contains(flavor) == true {
            if let link = profile.mythicKeystoneProfile {
                do {
                    let mythic = try await client.value(link)
                    lines.append("Mythic+ rating: " + (mythic.currentMythicRating.map { String(format: "%.1f", $0.rating) }
                        ?? "none (\(mythic.seasons.count) season\(mythic.seasons.count == 1 ? "" : "s") played)"))
                } catch let error as BattleNetError {
                    unavailable.append("Mythic+ (\(shortReason(error)))")
                }
            } else {
                lines.append("Mythic+ rating: none")
            }
        }
        if WoW.Operations.characterPvpSummary.descriptor.flavors?.contains(flavor) == true {
            do {
                let summary = try await client.value(profile.pvpSummary)
                var ratings: [String] = []
                for link in summary.brackets ?? [] {
                    guard let bracket = try? await client.value(link) else { continue }
                    ratings.append("\(Self.bracketName(bracket.bracket.type.rawValue)) \(bracket.rating)")
                }
                lines.append("PvP: " + (ratings.isEmpty ? "no rated bracket" : ratings.joined(separator: ", "))
                    + (summary.honorLevel.map { "; honor level \($0)" } ?? "")
                    + (summary.honorableKills.map { ", \(Self.grouped($0)) honorable kills" } ?? ""))
            } catch let error as BattleNetError {
                unavailable.append("PvP (\(shortReason(error)))")
            }
        }
        if !unavailable.isEmpty { lines.append("not available: " + unavailable.joined(separator: ", ")) }
        console.out(lines.joined(separator: "\n"))
    }

    /// `ARENA_2v2` → `2v2`, `BATTLEGROUNDS` → `rated battlegrounds`, `SHUFFLE` → `solo shuffle`.
    static func bracketName(_ type: String) -> String {
        switch type {
        case "BATTLEGROUNDS": "rated battlegrounds"
        case "SHUFFLE": "solo shuffle"
        case "BLITZ": "battleground blitz"
        default: type.hasPrefix("ARENA_") ? String(type.dropFirst(6)) : type.lowercased()
        }
    }

    /// `no recording` offline, `HTTP 404` or the error kind live.
    func shortReason(_ error: BattleNetError) -> String {
        if case .replay? = try? mode(), error.kind == .notFound { return "no recording" }
        return error.status.map { "HTTP \($0)" } ?? error.kind.rawValue
    }

    /// `wow guild REALM NAME`: the guild's summary, then its roster as a table (rank, name, level,
    /// class, race), guild master first.
    func wowGuild(_ words: [String]) async throws {
        let (realm, guildName) = try Self.realmAndName(words, command: "guild", example: "wow guild deathwing Enigma") {
            (text: String) throws(BattleNetError) in try GuildSlug(validating: text)
        }
        let client = try client()
        let wow = wowRepository(client)
        let locale = options.locale ?? options.region.defaultLocale
        func text(_ value: LocalizedString?) -> String { value?.resolved(for: locale) ?? "-" }
        let guild = try await wow.guild(realm: realm, name: guildName)
        let created = guild.createdTimestamp.date.map { Self.day($0) } ?? "an unknown day"
        console.out("\(guild.name) (\(text(guild.realm.name)), \(options.region.rawValue)), \(text(guild.faction.name)): "
            + "\(Self.grouped(guild.memberCount)) members, \(Self.grouped(guild.achievementPoints)) achievement points, created \(created)")
        let roster = try await client.value(guild.roster)
        // Roster entries name their class and race by id only: one index call each gives the names.
        let classes = (try? await wow.playableClassIndex())?.classes.reduce(into: [Int: String]()) { names, entry in
            if let id = entry.id { names[id] = text(entry.name) }
        } ?? [:]
        let races = (try? await wow.playableRaceIndex())?.races.reduce(into: [Int: String]()) { names, entry in
            if let id = entry.id { names[id] = text(entry.name) }
        } ?? [:]
        let members = roster.members.sorted {
            ($0.rank, $0.character.name.lowercased()) < ($1.rank, $1.character.name.lowercased())
        }
        let limit = options.limit ?? members.count
        let rows = members.prefix(limit).map { member in
            [String(member.rank) + (member.rank == 0 ? " (master)" : ""), member.character.name, String(member.character.level),
             Self.name(member.character.playableClass, in: classes), Self.name(member.character.playableRace, in: races)]
        }
        console.out(Self.table([["rank", "name", "level", "class", "race"]] + rows))
        console.out("\(members.count) members on the roster" + (limit < members.count ? "; \(limit) shown (--limit)" : ""))
    }

    /// The index's name for a reference's id, or `-` (roster references carry ids only).
    static func name<Target>(_ reference: BattleNetReference<Target>, in names: [Int: String]) -> String {
        reference.id.flatMap { names[$0] } ?? "-"
    }

    /// `2020-07-08`.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }
}
