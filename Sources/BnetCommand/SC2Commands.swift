import BattleNetCore
import BattleNetSC2
import Foundation

/// `bnet sc2 …`: StarCraft II answers for people, built on the same repository calls as the library.
extension Context {
    func sc2(_ words: [String]) async throws {
        switch words.first {
        case "profile": try await sc2Profile(Array(words.dropFirst()))
        case "grandmaster", "gm": try await sc2Grandmaster(Array(words.dropFirst()))
        case let other?: throw UsageError("unknown sc2 command \(other); use sc2 profile or sc2 grandmaster (see bnet help sc2)")
        case nil: throw UsageError("name an sc2 command: sc2 profile or sc2 grandmaster (see bnet help sc2)")
        }
    }

    /// SC2's region from a number or a name, or a usage error saying which forms there are.
    static func sc2RegionArgument(_ text: String) throws(UsageError) -> SC2.RegionID {
        guard let region = sc2Region(text), [1, 2, 3, 5].contains(region.rawValue) else {
            throw UsageError("REGION must be 1 (US), 2 (EU), 3 (KR/TW) or 5 (CN), or us, eu, kr, tw, cn; got \(text)")
        }
        return region
    }

    /// A one-screen profile summary: name, clan, career, season snapshot, swarm levels.
    func sc2Profile(_ words: [String]) async throws {
        let reference: SC2.ProfileReference
        if words.count == 1, let url = URL(string: words[0]), let parsed = SC2.ProfileReference(profileURL: url) {
            reference = parsed
        } else if words.count == 3 {
            let region = try Self.sc2RegionArgument(words[0])
            guard let realm = Int(words[1]), let id = Int(words[2]) else {
                throw UsageError("REALM and PROFILE must be integers; got \(words[1]) \(words[2])")
            }
            reference = SC2.ProfileReference(region: region, realm: SC2.RealmID(rawValue: realm), profileID: id)
        } else {
            throw UsageError("sc2 profile takes REGION REALM PROFILE or a starcraft2.com profile URL; see bnet help sc2")
        }
        let profile = try await client().sc2.profile(id: reference)
        let summary = profile.summary
        let clan = summary.clanTag.map { " [\($0)]" } ?? ""
        var lines = ["\(summary.displayName)\(clan)  \(reference)  \(summary.totalAchievementPoints) achievement points"]
        let career = profile.career
        lines.append("career: \(career.totalCareerGames) games, \(career.totalGamesThisSeason) this season; wins terran \(career.terranWins), zerg \(career.zergWins), protoss \(career.protossWins)")
        lines.append("best 1v1: \(career.best1v1Finish.leagueName?.rawValue.lowercased() ?? "none"), best team: \(career.bestTeamFinish.leagueName?.rawValue.lowercased() ?? "none")")
        let levels = profile.swarmLevels
        lines.append("swarm level \(levels.level): terran \(levels.terran.level), zerg \(levels.zerg.level), protoss \(levels.protoss.level)")
        let earned = profile.earnedAchievements.filter(\.isComplete).count
        lines.append("achievements: \(earned) complete of \(profile.earnedAchievements.count) tracked; rewards: \(profile.earnedRewards.count)")
        console.out(lines.joined(separator: "\n"))
    }

    /// The grandmaster league as a table, highest MMR first.
    func sc2Grandmaster(_ words: [String]) async throws {
        let limit = options.limit ?? 25
        guard words.count == 1 else { throw UsageError("sc2 grandmaster takes one REGION, as in sc2 grandmaster us; see bnet help sc2") }
        let region = try Self.sc2RegionArgument(words[0])
        let leaderboard = try await client().sc2.grandmasterLeaderboard(region: region)
        let teams = leaderboard.ladderTeams.sorted { ($0.mmr ?? .min) > ($1.mmr ?? .min) }
        var rows = [["#", "mmr", "points", "w-l", "race", "player"]]
        for (index, team) in teams.prefix(limit).enumerated() {
            let player = team.teamMembers.map { member in
                (member.clanTag.map { "[\($0)] " } ?? "") + member.displayName
            }.joined(separator: ", ")
            rows.append([
                String(index + 1), team.mmr.map(String.init) ?? "-", team.points.map(String.init) ?? "-",
                "\(team.wins.map(String.init) ?? "-")-\(team.losses.map(String.init) ?? "-")",
                team.teamMembers.first?.favoriteRace?.rawValue.lowercased() ?? "-", player,
            ])
        }
        console.out(Self.table(rows))
        console.out("\(leaderboard.ladderTeams.count) grandmaster teams in region \(region)")
    }

    static func sc2Region(_ text: String) -> SC2.RegionID? {
        if let number = Int(text) { return SC2.RegionID(rawValue: number) }
        return BattleNetRegion(rawValue: text.lowercased()).map(SC2.RegionID.init)
    }

    /// Left-aligned columns separated by two spaces.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).enumerated().map { index, cell in
                index == row.count - 1 ? cell.0 : cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
