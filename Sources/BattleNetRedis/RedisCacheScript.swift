import BattleNetCore
import Foundation

/// The Lua scripts of the Redis cache store, each run atomically in Redis (one round trip).
///
/// An entry is a string under ``RedisCacheKeys/entry(_:)`` holding the encoded entry, expiring after
/// the store's retention (`PX`). Its bookkeeping names it by its hash (the member):
/// - ``RedisCacheKeys/sizes``, a hash: member → the value's bytes;
/// - ``RedisCacheKeys/times``, a sorted set: member scored by its write time (ms, Redis's clock), the
///   oldest first;
/// - ``RedisCacheKeys/total``, a string: the sum of the sizes.
///
/// An entry that expired, or that Redis's own `maxmemory` policy evicted, stays in the bookkeeping
/// until it reaches the front of the sorted set: a write or a statistics read then forgets it (the
/// entry key no longer exists). The entry keys of evictions are named from ARGV (the namespace's
/// entry prefix and the member), not declared in KEYS: a single Redis primary, never a Cluster.
package enum RedisCacheScript {
    /// The helpers of the bookkeeping scripts. KEYS: 1 sizes, 2 times, 3 total.
    ///
    /// `total` is the running sum as the script sees it; `save()` applies what changed with `INCRBY`
    /// (which keeps the key's expiry) and never leaves it below 0. A total that is not an integer is
    /// not this store's: it is dropped and counted again from 0.
    static let prelude = #"""
    local sizes, times, totalKey = KEYS[1], KEYS[2], KEYS[3]
    local raw = redis.call('GET', totalKey)
    local total = 0
    if raw then
      if string.match(raw, '^%-?%d+$') then total = tonumber(raw) else redis.call('DEL', totalKey) end
    end
    local delta = 0
    local function forget(member)
      local old = tonumber(redis.call('HGET', sizes, member) or '0') or 0
      if redis.call('HDEL', sizes, member) == 1 then
        total = total - old
        delta = delta - old
      end
      redis.call('ZREM', times, member)
    end
    local function prune(prefix, limit)
      for _ = 1, limit do
        local oldest = redis.call('ZRANGE', times, 0, 0)
        if #oldest == 0 then
          redis.call('DEL', sizes)
          delta = delta - total
          total = 0
          return
        end
        if redis.call('EXISTS', prefix .. oldest[1]) == 1 then return end
        forget(oldest[1])
      end
    end
    local function save()
      if delta ~= 0 then
        local now = redis.call('INCRBY', totalKey, string.format('%.0f', delta))
        if now < 0 then redis.call('INCRBY', totalKey, -now) end
      end
      if total < 0 then total = 0 end
    end

    """#

    /// Stores an entry and evicts the oldest while the total would pass the budget.
    ///
    /// KEYS: 1 sizes, 2 times, 3 total, 4 the entry. ARGV: 1 the encoded entry, 2 the retention (ms),
    /// 3 the budget (bytes), 4 the member, 5 the namespace's entry prefix.
    ///
    /// Entries already gone (expired) are forgotten without counting as evicted. The bookkeeping keys
    /// expire no sooner than the retention after the last write: once every entry has expired, they go too.
    /// Returns `{1, evicted}`.
    package static let store = #"""
    pcall(redis.replicate_commands)
    """# + "\n" + prelude + #"""
    local size = string.len(ARGV[1])
    local limit = tonumber(ARGV[3])
    local retention = tonumber(ARGV[2])
    forget(ARGV[4])
    prune(ARGV[5], 64)
    local evicted = 0
    while total + size > limit do
      local oldest = redis.call('ZRANGE', times, 0, 0)
      if #oldest == 0 then
        delta = delta - total
        total = 0
        break
      end
      if redis.call('DEL', ARGV[5] .. oldest[1]) == 1 then evicted = evicted + 1 end
      forget(oldest[1])
    end
    local t = redis.call('TIME')
    local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
    redis.call('SET', KEYS[4], ARGV[1], 'PX', ARGV[2])
    redis.call('HSET', sizes, ARGV[4], string.format('%.0f', size))
    redis.call('ZADD', times, string.format('%.0f', now), ARGV[4])
    total = total + size
    delta = delta + size
    save()
    for _, key in ipairs({sizes, times, totalKey}) do
      if redis.call('PTTL', key) < retention then redis.call('PEXPIRE', key, ARGV[2]) end
    end
    return {1, evicted}
    """#

    /// Removes an entry and its bookkeeping.
    ///
    /// KEYS: 1 sizes, 2 times, 3 total, 4 the entry. ARGV: 1 the member. Returns 1.
    package static let remove = prelude + #"""
    redis.call('DEL', KEYS[4])
    forget(ARGV[1])
    save()
    return 1
    """#

    /// How many entries and bytes the bookkeeping holds, after forgetting the oldest entries that are
    /// gone (at most 1000 a call).
    ///
    /// KEYS: 1 sizes, 2 times, 3 total. ARGV: 1 the namespace's entry prefix. Returns `{entries, bytes}`.
    package static let statistics = prelude + #"""
    prune(ARGV[1], 1000)
    save()
    return {redis.call('ZCARD', times), total}
    """#

    /// Releases a fill lock if it still holds the caller's token (compare-and-delete).
    ///
    /// KEYS: 1 the lock. ARGV: 1 the token. Returns 1 when released.
    package static let release = #"""
    if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
    return 0
    """#
}

/// The Redis keys of one cache namespace: `<namespace>:e:<H>` for an entry and `<namespace>:l:<H>`
/// for its fill lock, where `H` is the 64 hex digits of a SHA-256 of the cache key (a key's text never
/// names a Redis key), and `<namespace>:sizes`, `<namespace>:times` and `<namespace>:total` for the
/// bookkeeping (``RedisCacheScript``).
package struct RedisCacheKeys: Hashable, Sendable {
    /// What every key starts with, before `:`.
    package let namespace: String

    package init(namespace: String) {
        self.namespace = namespace
    }

    /// The member naming a cache key in the bookkeeping: the SHA-256 of the key, in hex.
    package static func member(_ key: String) -> String { SHA256.hex(key) }

    /// What every entry key starts with: `<namespace>:e:`.
    package var entryPrefix: String { namespace + ":e:" }
    /// The entry of `member`.
    package func entry(_ member: String) -> String { entryPrefix + member }
    /// The fill lock of `member`.
    package func lock(_ member: String) -> String { namespace + ":l:" + member }
    /// The hash of entry sizes.
    package var sizes: String { namespace + ":sizes" }
    /// The sorted set of write times.
    package var times: String { namespace + ":times" }
    /// The running total of bytes.
    package var total: String { namespace + ":total" }
    /// The bookkeeping keys, in the order the scripts take them.
    package var bookkeeping: [String] { [sizes, times, total] }

    /// A `SCAN MATCH` pattern for the entry keys: the namespace with glob characters escaped.
    package var entryPattern: String {
        var pattern = ""
        for character in entryPrefix {
            if "*?[]\\".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "*"
    }

    /// Whether `key` is an entry key of this namespace (the prefix, then 64 lowercase hex digits):
    /// another namespace that starts with this one's entry prefix names other keys.
    package func isEntry(_ key: String) -> Bool {
        guard key.hasPrefix(entryPrefix) else { return false }
        let member = key.utf8.dropFirst(entryPrefix.utf8.count)
        return member.count == 64 && member.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
