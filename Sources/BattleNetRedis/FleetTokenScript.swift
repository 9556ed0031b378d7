import BattleNetCore
import Foundation

/// The Lua scripts of the fleet token, each run atomically in Redis (one round trip).
///
/// The token is a hash under ``FleetTokenKeys/token``: `value` (the bearer token) and `expires` (when it
/// stops working, in µs on Redis's own clock, so members on machines whose clocks disagree agree on
/// its lifetime). The key's own expiry (`PEXPIRE`) is the token's lifetime less a margin, so the key is
/// gone when renewals are due. The renewal lock (``FleetTokenKeys/lock``) is a string holding the
/// member that took it, with an expiry (`SET … NX PX`).
package enum FleetTokenScript {
    /// Reads the shared token, or takes the renewal lock.
    ///
    /// KEYS: 1 the token, 2 the lock. ARGV: 1 the value the caller wants replaced (`""`: none), 2 the
    /// member, 3 the lock's expiry (ms).
    ///
    /// Returns `{1, value, µs left}` for a shared token other than ARGV 1; `{2}` when the caller took the
    /// lock (it fetches, then runs ``store``); `{0, ms left on the lock}` when another member holds it.
    package static let acquire = #"""
    pcall(redis.replicate_commands)
    local value = redis.call('HGET', KEYS[1], 'value')
    if value and value ~= ARGV[1] then
      local t = redis.call('TIME')
      local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
      local expires = tonumber(redis.call('HGET', KEYS[1], 'expires') or '0') or 0
      if expires > now then return {1, value, string.format('%.0f', expires - now)} end
    end
    if redis.call('SET', KEYS[2], ARGV[2], 'NX', 'PX', ARGV[3]) then return {2} end
    return {0, redis.call('PTTL', KEYS[2])}
    """#

    /// Shares a token the lock holder fetched, and releases its lock.
    ///
    /// KEYS: 1 the token, 2 the lock. ARGV: 1 the token, 2 its lifetime (µs), 3 the key's expiry (ms;
    /// `0`: too short-lived to share, only the lock is released), 4 the member.
    package static let store = #"""
    pcall(redis.replicate_commands)
    local t = redis.call('TIME')
    local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
    if tonumber(ARGV[3]) > 0 then
      redis.call('DEL', KEYS[1])
      redis.call('HSET', KEYS[1], 'value', ARGV[1], 'expires', string.format('%.0f', now + tonumber(ARGV[2])))
      redis.call('PEXPIRE', KEYS[1], ARGV[3])
    end
    if redis.call('GET', KEYS[2]) == ARGV[4] then redis.call('DEL', KEYS[2]) end
    return 1
    """#

    /// Releases the lock if the member still holds it (its fetch failed: another member may try now).
    ///
    /// KEYS: 1 the lock. ARGV: 1 the member. Returns 1 when released.
    package static let unlock = #"""
    if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
    return 0
    """#

    /// Compare-and-delete after a 401: removes the shared token only if it is still the value rejected.
    ///
    /// KEYS: 1 the token. ARGV: 1 the rejected value. Returns 1 when removed.
    package static let discard = #"""
    if redis.call('HGET', KEYS[1], 'value') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
    return 0
    """#
}

/// The Redis keys of one shared client token: `bnet:token:{H}:value` and `bnet:token:{H}:lock`, where
/// `H` is the first 32 hex digits of a SHA-256 of the manager's key (itself a SHA-256 over the OAuth
/// host, the client id, the secret and the API hosts the token may go to): neither the id nor the secret is stored, and another secret
/// names other keys.
package struct FleetTokenKeys: Hashable, Sendable {
    /// The hash naming the token.
    package let tag: String
    /// The shared token (a hash: `value`, `expires`).
    package var token: String { "bnet:token:{\(tag)}:value" }
    /// The renewal lock (a string: the holder).
    package var lock: String { "bnet:token:{\(tag)}:lock" }

    /// The keys for a ``ClientTokenCoordinator`` key.
    package init(key: String) {
        tag = String(SHA256.hex("BattleNetRedis token\u{0}" + key).prefix(32))
    }
}
