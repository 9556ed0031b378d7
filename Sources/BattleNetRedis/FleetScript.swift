import Foundation

/// The Lua script every member of a fleet runs, atomically in Redis, to reserve the slot of one call:
/// one round trip, no polling, slots handed out in the order the calls ask (Redis runs scripts one at
/// a time), on Redis's own clock (`TIME`), by the rules of the in-process `RateLimiter`:
///
/// - **Even pacing** (GCRA): the fleet's slots are spaced `cost / rate` apart, `rate` being the fleet's
///   sustained rate minus the fallback shares of members that stopped answering (they spend those on
///   their own while cut off from Redis).
/// - **The rolling hour**: minute buckets of what was sent; nothing past the budget; below the reserve,
///   what remains is spread over the time until the oldest counted minute leaves the hour.
/// - **A 429 pauses the fleet** until the `Retry-After` it carried (see ``FleetScript/pause``).
/// - Time never moves backwards in the state (a Redis clock stepped back is held at the last time seen).
/// - Times are stored as whole microseconds written with `%.0f`: Redis before 7 turns a Lua number
///   into text with 14 significant digits, which would round a µs timestamp to 100 µs.
///
/// - **The state's epoch**: the Redis time (µs) at which this fleet's state was created, kept in a key
///   of its own and made again when missing. A member that sees another epoch than the one it recorded
///   into knows the state was lost (a restart of a Redis that keeps nothing, or a flush) and reports what
///   it spent in the last hour once (``FleetScript/reseed``); a failover to a replica that kept the data
///   keeps the epoch too, so nothing is counted twice.
///
/// - **The per-second cap** (the in-process limiter's `departuresPerSecond`): what leaves in each second
///   of Redis's clock is counted. Even pacing never fills a second past the cap; a call that woke too
///   late for its slot (a stalled process) and would leave in a later second than its slot's asks again
///   with the slot it missed: it leaves at once when this second has room, else it gives the slot back
///   (and its count in the hour) and reserves anew. So a stall that ends in another second does not
///   send that second's own calls plus the stalled ones, which Battle.net, counting fixed seconds, would
///   answer with 429s. A second that late calls filled passes its slots on to the next.
///
/// - **Priorities**: interactive calls keep a schedule of their own (KEYS[8]: `tat`, and `seen`, when
///   the last one reserved), so they never queue behind background calls' slots; each one pushes the
///   background schedule back by its interval. While an interactive call reserved within the window,
///   background calls fill each second only up to the cap less the interactive share (rounded up), so
///   every second keeps room for interactive calls; with none in the window, background calls may fill
///   whole seconds. Background calls never spend the last interactive share of the hourly budget.
///
/// KEYS: 1 the schedule (hash: `tat`, `last`, `departed`), 2 the hour (hash: minute → cost sent), 3 the members
/// (sorted set: member → last heartbeat, µs), 4 the members' fallback rates (hash), 5 the pause (string,
/// µs), 6 the epoch (string), 7 the departures by second (hash: second → cost, and `low`), 8 the
/// interactive schedule (hash: `tat`, `seen`). ARGV: 1 member,
/// 2 cost, 3 the fleet's sustained rate per second, 4 the hourly budget (0: none),
/// 5 the hourly reserve (fraction), 6 the longest wait (µs), 7 this member's fallback rate per second,
/// 8 how long a silent member counts as alive (µs), 9 the most cost a second may hold, 10 the slot (µs)
/// a late call missed, 0 for a new call, 11 `1` for an interactive call, `0` for a background one, 12 the
/// interactive share (fraction), 13 the window (µs) after an interactive call during which background
/// calls leave its share of each second.
///
/// Returns `{wait µs, 1, epoch, tail µs, slot µs}` for a granted slot (leave after `wait`; `slot` is when,
/// on Redis's clock), or `{retry-after µs, 0, epoch, tail µs, slot µs}` when the slot is further away than
/// the longest wait; `tail` is how long from now
/// the fleet's schedule runs (its next free slot), so a member that loses Redis lets every slot already
/// granted leave before spending its own share.
package enum FleetScript {
    package static let reserve = #"""
    \#(clock)
    local function n(x) return string.format('%.0f', x) end
    local member, cost, rate = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
    local budget, reserve, maxWait = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
    local fallback, alive = tonumber(ARGV[7]), tonumber(ARGV[8])
    local cap, missed = tonumber(ARGV[9]), tonumber(ARGV[10])
    local interactive, share, window = ARGV[11] == '1', tonumber(ARGV[12]), tonumber(ARGV[13])
    \#(epoch(key: 6))
    local minute = 60000000

    -- What this call may use: a background call leaves the interactive share of each second while an
    -- interactive call reserved within the window, and of the hour always.
    local seen = tonumber(redis.call('HGET', KEYS[8], 'seen') or '0')
    local ownCap, ownBudget = cap, budget
    if not interactive then
      local kept = math.ceil(share * cap)
      if now - seen < window and kept < cap then ownCap = cap - kept end
      if budget > 0 then ownBudget = math.max(1, budget - math.ceil(share * budget)) end
    end

    -- The departures of each second of Redis's clock (KEYS[7], second -> cost); 'low' is the oldest
    -- second that may still be there, so dropping the past costs a field or two a call.
    local second = math.floor(now / 1000000)
    local low = tonumber(redis.call('HGET', KEYS[7], 'low') or n(second - 2))
    if second - low > 64 then
      for _, field in ipairs(redis.call('HKEYS', KEYS[7])) do
        if field ~= 'low' and tonumber(field) < second - 2 then redis.call('HDEL', KEYS[7], field) end
      end
    else
      for s = low, second - 3 do redis.call('HDEL', KEYS[7], n(s)) end
    end
    redis.call('HSET', KEYS[7], 'low', n(math.max(low, second - 2)))
    redis.call('PEXPIRE', KEYS[7], 3700000)
    local function departures(s) return tonumber(redis.call('HGET', KEYS[7], n(s)) or '0') end

    redis.call('ZADD', KEYS[3], n(now), member)
    redis.call('HSET', KEYS[4], member, fallback)
    local taken = 0
    for _, gone in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', '(' .. n(now - alive))) do
      if now - tonumber(redis.call('ZSCORE', KEYS[3], gone)) > 20 * alive then
        redis.call('ZREM', KEYS[3], gone)
        redis.call('HDEL', KEYS[4], gone)
      else
        taken = taken + tonumber(redis.call('HGET', KEYS[4], gone) or '0')
      end
    end
    -- A call that woke too late for its slot (a stalled process) and would leave in another second than
    -- its slot's: it leaves now if this second has room, else it gives its slot back and reserves anew.
    if missed > 0 then
      local was = math.floor(missed / 1000000)
      local tat = math.max(tonumber(redis.call('HGET', KEYS[1], 'tat') or '0'), tonumber(redis.call('HGET', KEYS[8], 'tat') or '0'))
      if was == second then return {0, 1, epoch, math.floor(math.max(tat - now, 0)), missed} end
      local here = departures(second)
      if departures(was) >= cost then redis.call('HINCRBY', KEYS[7], n(was), -cost) end
      if budget > 0 then
        local m = tostring(math.floor(missed / minute))
        if tonumber(redis.call('HGET', KEYS[2], m) or '0') >= cost then redis.call('HINCRBY', KEYS[2], m, -cost) end
      end
      if here == 0 or here + cost <= ownCap then
        redis.call('HINCRBY', KEYS[7], n(second), cost)
        if budget > 0 then redis.call('HINCRBY', KEYS[2], tostring(math.floor(now / minute)), cost) end
        return {0, 1, epoch, math.floor(math.max(tat - now, 0)), now}
      end
    end

    local effective = math.max(rate - taken, rate * 0.05)
    local interval = cost * 1000000 / effective

    local tat = tonumber(redis.call('HGET', KEYS[1], 'tat') or '0')
    local itat = tonumber(redis.call('HGET', KEYS[8], 'tat') or '0')
    local start = math.max(now, interactive and itat or tat)
    local paused = tonumber(redis.call('GET', KEYS[5]) or '0')
    if paused > start then start = paused end

    if budget > 0 then
      local current = math.floor(start / minute)
      local used, oldest = 0, nil
      local buckets = redis.call('HGETALL', KEYS[2])
      for i = 1, #buckets, 2 do
        local m, sent = tonumber(buckets[i]), tonumber(buckets[i + 1])
        if m <= current - 60 then
          redis.call('HDEL', KEYS[2], buckets[i])
        else
          used = used + sent
          if oldest == nil or m < oldest then oldest = m end
        end
      end
      local remaining = ownBudget - used
      if remaining < cost then
        start = math.max(start, ((oldest or current) + 60) * minute)
      elseif remaining < reserve * ownBudget and oldest ~= nil then
        local left = (oldest + 60) * minute - start
        local spacing = cost * left / remaining
        local previous = tonumber(redis.call('HGET', KEYS[1], 'departed') or '0')
        start = math.max(start, previous + spacing)
      end
    end

    -- The per-second cap: a second that late calls filled passes its slots on to the next.
    local slot = math.floor(start / 1000000)
    local used = departures(slot)
    while used > 0 and used + cost > ownCap do
      slot = slot + 1
      start = slot * 1000000
      used = departures(slot)
    end

    local wait = start - now
    local tail = math.max(tat - now, itat - now, 0)
    if wait > maxWait then return {math.floor(wait), 0, epoch, math.floor(tail), math.floor(start)} end
    redis.call('HINCRBY', KEYS[7], n(slot), cost)
    if interactive then
      -- Its own schedule moves on, and the background one makes room for it.
      itat = math.max(itat, start) + interval
      tat = math.max(tat, now) + interval
      redis.call('HSET', KEYS[8], 'tat', n(itat), 'seen', n(now))
      redis.call('PEXPIRE', KEYS[8], 3700000)
    else
      tat = math.max(tat, start) + interval
    end
    redis.call('HSET', KEYS[1], 'tat', n(tat), 'last', n(now), 'departed', n(start))
    if budget > 0 then
      redis.call('HINCRBY', KEYS[2], tostring(math.floor(start / minute)), cost)
      redis.call('PEXPIRE', KEYS[2], 3700000)
    end
    redis.call('PEXPIRE', KEYS[1], 3700000)
    redis.call('PEXPIRE', KEYS[3], 3700000)
    redis.call('PEXPIRE', KEYS[4], 3700000)
    return {math.floor(wait), 1, epoch, math.floor(math.max(tat - now, itat - now, 0)), math.floor(start)}
    """#

    /// Says a member is alive without reserving anything (a member between calls, or one rejoining):
    /// records Redis's now (never behind the schedule's last time) as its heartbeat and its fallback
    /// rate. KEYS: 1 the schedule, 2 the members, 3 the members' fallback rates, 4 the epoch (made when
    /// missing, as ``reserve`` does). ARGV: 1 member, 2 its fallback rate per second. Returns
    /// `{the time recorded µs, epoch}`.
    package static let heartbeat = #"""
    \#(clock)
    \#(epoch(key: 4))
    redis.call('ZADD', KEYS[2], string.format('%.0f', now), ARGV[1])
    redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
    redis.call('PEXPIRE', KEYS[2], 3700000)
    redis.call('PEXPIRE', KEYS[3], 3700000)
    return {now, epoch}
    """#

    /// Lua that sets `now` to Redis's clock in µs, never behind the schedule's last time (`KEYS[1]`'s
    /// `last`, so a clock that steps back cannot reorder slots): the same in ``reserve`` and ``heartbeat``.
    private static let clock = """
        pcall(redis.replicate_commands)
        local t = redis.call('TIME')
        local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
        local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
        if now < last then now = last end
        """

    /// Lua that reads the fleet state's epoch from `KEYS[key]` into `epoch`, making it (Redis's `now`, µs)
    /// when missing, and refreshes its expiry: the same in ``reserve`` and ``heartbeat``.
    private static func epoch(key: Int) -> String {
        """
        local epoch = redis.call('GET', KEYS[\(key)])
        if not epoch then
          epoch = string.format('%.0f', now)
          redis.call('SET', KEYS[\(key)], epoch)
        end
        redis.call('PEXPIRE', KEYS[\(key)], 3700000)
        """
    }

    /// Adds what one member spent to the hour of the state of epoch `ARGV[1]`, only while that is still
    /// the state's epoch (a report never lands in a later state it was not meant for): after the state
    /// was lost, everything it spent in the last hour; after it was cut off from a state that survived,
    /// what it spent on its fallback share meanwhile. Minutes that left the hour are skipped. KEYS: 1 the
    /// epoch, 2 the hour. ARGV: 1 the epoch, then minute (Unix minutes), cost pairs. Returns 1 when added,
    /// 0 when the epoch is another.
    package static let reseed = #"""
    pcall(redis.replicate_commands)
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    local t = redis.call('TIME')
    local current = math.floor(tonumber(t[1]) / 60)
    for i = 2, #ARGV - 1, 2 do
      local minute = tonumber(ARGV[i])
      if minute > current - 60 and minute <= current then
        redis.call('HINCRBY', KEYS[2], ARGV[i], tonumber(ARGV[i + 1]))
      end
    end
    redis.call('PEXPIRE', KEYS[2], 3700000)
    return 1
    """#

    /// Pauses the fleet until `ARGV[1]` µs from Redis's now (a 429's `Retry-After`), never shortening a
    /// longer pause. KEYS: 1 the pause. Returns the pause's end, µs.
    package static let pause = #"""
    pcall(redis.replicate_commands)
    local t = redis.call('TIME')
    local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
    local until_ = now + tonumber(ARGV[1])
    local current = tonumber(redis.call('GET', KEYS[1]) or '0')
    if until_ > current then
      redis.call('SET', KEYS[1], string.format('%.0f', until_), 'PX', math.floor(tonumber(ARGV[1]) / 1000) + 1000)
      return until_
    end
    return current
    """#
}
