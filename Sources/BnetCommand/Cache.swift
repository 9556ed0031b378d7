import BattleNetCore
import BattleNetRedis
import Foundation

/// The HTTP cache of live calls, and `bnet cache stats|clear`.
extension Context {
    static let cacheDiscussion = """
    Live calls (BNET_CLIENT_ID and BNET_CLIENT_SECRET set) keep Battle.net's answers in
    $XDG_CACHE_HOME/bnet/http (else ~/.cache/bnet/http), one owner-only file each, at most 1 GiB
    (an answer at most 256 MiB), and serve them again while their Cache-Control says they are fresh: a day for WoW's game data,
    30 s for a connected realm, 5 minutes for the WoW Token and SC2 profiles. A stale answer is
    revalidated with a conditional request (Battle.net answers 304 when it is unchanged), and so is
    an answer that states no freshness but carries Last-Modified or an ETag. Calls with a user's
    token (bnet login) are never kept; streamed auction bodies are written to the folder as they
    are read.
    A loopback host (bnet serve) is cached in memory for the run only, unless --cache-dir names a folder.
    Replays (no credentials, or --replay) use no cache: recordings are never stored beside live answers.
    bnet bench uses none either: it measures the server.
    --no-cache turns the cache off for one run; --cache-dir DIR uses another folder (refused when it
    is a link, another user's or open to others: chmod 700 it); --cache-policy revalidate asks
    Battle.net even about fresh answers, reload fetches anew, only-if-cached sends nothing.
    --cache-redis keeps the cache in the fleet's Redis (--redis URL or BNET_REDIS_URL) instead: every
    process using it shares the answers marked public, and processes that miss together fetch once.
    --trace shows cacheHit, cacheMiss, cacheRevalidated, cacheStored and cacheSkipped.
    cache stats prints the folder, its entries and their bytes. cache clear removes the entries only:
    the tokens in ~/.cache/bnet and any other file stay.
    """

    /// The cache of a live client: none with `--no-cache`; the folder of `--cache-dir`; in memory for
    /// a loopback API host (`bnet serve`, whose answers must not be offered to whatever listens on
    /// that port next) or a transport given in place of the network; otherwise the per-user folder,
    /// or memory with a note when there is none.
    /// - Throws: `UsageError` when the folder of `--cache-dir` is refused.
    func httpCache() throws(UsageError) -> BattleNetCache? {
        if options.noCache { return nil }
        let policy = options.cachePolicy ?? .use
        if options.cacheInRedis {
            guard let endpoint = try redisEndpoint() else {
                throw UsageError("--cache-redis keeps the cache in the fleet's Redis: give it with --redis URL (or BNET_REDIS_URL)")
            }
            return BattleNetCache(store: BattleNetRedisCacheStore(redis: endpoint), policy: policy)
        }
        if let directory = options.cacheDirectory {
            return BattleNetCache(store: try fileCacheStore(directory), policy: policy)
        }
        let memory = BattleNetCache(store: BattleNetMemoryCacheStore(), policy: policy)
        if transport != nil || Self.isLoopback(configuration.apiBaseURL) { return memory }
        do {
            return BattleNetCache(store: try BattleNetFileCacheStore(directory: try Self.defaultCacheDirectory(environment)), policy: policy)
        } catch {
            console.err("bnet: \(error.message); answers are cached in memory for this run only")
            return memory
        }
    }

    /// `$XDG_CACHE_HOME/bnet/http`: the `http` folder beside the token files (``FileTokenStore/defaultDirectory(environment:)``).
    static func defaultCacheDirectory(_ environment: [String: String]) throws(BattleNetError) -> URL {
        do {
            return try FileTokenStore.defaultDirectory(environment: environment).appendingPathComponent("http", isDirectory: true)
        } catch {
            throw BattleNetError(.invalidConfiguration, message: "no per-user cache folder: set XDG_CACHE_HOME or HOME to a folder only you can use")
        }
    }

    /// The file store in `directory`, a refusal as a usage error (naming `--cache-dir` when it chose the folder).
    private func fileCacheStore(_ directory: URL) throws(UsageError) -> BattleNetFileCacheStore {
        do {
            return try BattleNetFileCacheStore(directory: directory)
        } catch {
            throw UsageError((options.cacheDirectory == nil ? "" : "--cache-dir: ") + error.message)
        }
    }

    /// A replay uses no cache, so the options that choose one are refused.
    func checkNoCacheInReplay() throws(UsageError) {
        if let option = options.cacheDirectory != nil ? "--cache-dir" : options.cachePolicy != nil ? "--cache-policy"
            : options.cacheInRedis ? "--cache-redis" : nil {
            throw UsageError("\(option) is for the cache of live calls; a replay uses none (set BNET_CLIENT_ID and BNET_CLIENT_SECRET)")
        }
    }

    // MARK: cache

    /// `bnet cache stats` and `bnet cache clear`: the folder of `--cache-dir`, else the per-user one.
    func cache(_ words: [String]) async throws {
        guard words.count == 1, words[0] == "stats" || words[0] == "clear" else {
            throw UsageError("cache takes stats or clear, as in bnet cache stats; see bnet help cache")
        }
        let directory: URL
        if let given = options.cacheDirectory {
            directory = given
        } else {
            do {
                directory = try Self.defaultCacheDirectory(environment)
            } catch {
                throw UsageError(error.message)
            }
        }
        // Whatever is there (a file, a link) is the store's to refuse, with its reason.
        guard FileManager.default.fileExists(atPath: directory.path) else {
            console.out("folder: \(directory.path) (not created yet)")
            console.out("entries: 0")
            console.out("bytes: 0")
            return
        }
        let store = try fileCacheStore(directory)
        let before = await store.statistics()
        if words[0] == "stats" {
            console.out("folder: \(directory.path)")
            console.out("entries: \(before.entries)")
            console.out("bytes: \(before.bytes)" + (before.bytes < 1024 ? "" : " (\(Self.size(before.bytes)))"))
            return
        }
        do {
            try await store.removeAll()
        } catch let error as BattleNetError {
            throw UsageError((options.cacheDirectory == nil ? "" : "--cache-dir: ") + error.message)
        }
        let after = await store.statistics()
        let removed = before.entries - after.entries
        console.out("removed \(removed) \(removed == 1 ? "entry" : "entries") (\(Self.size(before.bytes - after.bytes))) from \(directory.path)")
    }

    /// `bytes` in the largest unit that keeps it at least 1: `512 bytes`, `3.4 KiB`, `12.0 MiB`.
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        for unit in ["KiB", "MiB", "GiB"] {
            if value < 1024 || unit == "GiB" { return String(format: "%.1f", value) + " " + unit }
            value /= 1024
        }
        return "\(bytes) bytes"
    }
}
