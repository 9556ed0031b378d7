import BattleNetCore

// The models whose bodies decode through `JSONReader` instead of `JSONDecoder` (README "Large
// bodies"). Each conformance is all that is written by hand: `swift run bnet-generate` writes the
// reader of the model and of every model type it holds into `Generated/<folder>/<model file>+Reading.swift`,
// from their stored properties and `CodingKeys`; `swift run bnet-generate --check` fails when one is
// stale. A model with an `init(from:)` of its own keeps a reader written by hand beside it.

extension WoW.Auctions: JSONReadable {}
/// One auction at a time: `WoW.AuctionStream`.
extension WoW.Auction: JSONReadable {}
extension WoW.Commodities: JSONReadable {}
extension WoW.AchievementIndex: JSONReadable {}
extension WoW.CharacterAchievementsSummary: JSONReadable {}
extension WoW.CharacterAchievementStatistics: JSONReadable {}
extension WoW.GuildAchievements: JSONReadable {}
extension WoW.PvpLeaderboard: JSONReadable {}
extension WoW.MythicKeystoneLeaderboard: JSONReadable {}
extension WoW.CharacterCompletedQuests: JSONReadable {}
