import BattleNetCore
import BattleNetWoW
import Foundation

/// A ``BattleNetError`` as one line for a person at a shell: plain words instead of Swift names, and
/// a next step in `bnet`'s own terms (`--raw`, `--flavor`, `-r`, `bnet doctor`).
///
/// Every field comes through the error's masked views (`failureReason`, `customMirror`), so no secret
/// or token the library holds can appear.
enum ErrorText {
    static func line(_ error: BattleNetError, command: String?) -> String {
        var fields: [String: String] = [:]
        for child in error.customMirror.children {
            if let label = child.label, let text = child.value as? String { fields[label] = text }
        }
        let resolved = fields["operation"].flatMap(Catalog.resolve)
        var head = [fields["operation"], what(error.kind)].compactMap { $0 }.joined(separator: ": ")
        var context: [String] = []
        if let status = error.status { context.append("HTTP \(status)") }
        if let url = fields["url"] { context.append(url) }
        if !context.isEmpty { head += " (" + context.joined(separator: " ") + ")" }
        var text = head + ": " + (error.failureReason ?? error.kind.rawValue)
        if let path = fields["codingPath"] { text += " at \(path)" }
        if let attempts = error.attempts, attempts > 1 { text += " after \(attempts) attempts" }
        if let trace = fields["traceID"] { text += " [trace \(trace)]" }
        if let hint = hint(error, resolved: resolved, command: command) { text += "; " + hint }
        return text
    }

    /// The kind in plain words.
    static func what(_ kind: BattleNetError.Kind) -> String {
        switch kind {
        case .transport: "network failure"
        case .timeout: "timed out"
        case .httpStatus: "HTTP error"
        case .unauthorized: "unauthorized"
        case .forbidden: "forbidden"
        case .notFound: "not found"
        case .rateLimited: "rate limited"
        case .decoding: "decoding failed"
        case .oauth: "sign-in refused"
        case .invalidConfiguration: "configuration problem"
        case .missingUserToken: "needs a signed-in user"
        case .insufficientScope: "the user token lacks a scope"
        case .invalidRequest: "invalid request"
        case .redirect: "redirect refused"
        case .shutDown: "shut down"
        case .bodyTooLarge: "body too large"
        default: kind.rawValue
        }
    }

    /// What to do next when `bnet login` fails; `nil` for the general hint.
    static func loginHint(_ error: BattleNetError) -> String? {
        switch error.kind {
        case .invalidRequest:
            return "nothing was exchanged; run bnet login again and finish it in the browser it opens (or paste that browser's address)"
        case .timeout:
            return "run bnet login again and finish in the browser sooner, or allow more time with --wait SECONDS"
        case .oauth:
            return "check the redirect URI registered on the client, the scopes, BNET_CLIENT_ID and BNET_CLIENT_SECRET, then run bnet login again"
        default:
            return nil
        }
    }

    /// What to do next, for this kind, game and command.
    static func hint(_ error: BattleNetError, resolved: Catalog.Resolved?, command: String?) -> String? {
        let id = resolved?.entry.id ?? "OPERATION"
        let help = "`bnet help call \(id)` shows its arguments"
        if command == "login", let hint = loginHint(error) { return hint }
        switch error.kind {
        case .notFound:
            guard let resolved else { return "check the arguments and the region (-r)" }
            let expected = resolved.operation.descriptor.arguments.map(\.expected).joined(separator: " ")
            let parameters = resolved.operation.descriptor.arguments.flatMap(\.parameters)
            var hint: String
            let profileReasons = resolved.entry.game == .wow || resolved.entry.game == .wowClassic ? WoW.notFoundReasons(forOperation: resolved.entry.id) : nil
            let isGuild = profileReasons == WoW.guildNotFoundReasons
            if profileReasons != nil, error.message.hasPrefix("no recorded response") {
                hint = "offline, only the recorded \(isGuild ? "guilds" : "characters") answer: `bnet help call \(id)` shows one"
            } else if let profileReasons {
                hint = profileReasons + (isGuild
                    ? "; check the realm and guild name and the region (-r)"
                    : "; check the realm and name (as in `bnet wow character \"Howling Fjord\" Альвеоняша`) and the region (-r)")
            } else if expected.contains("BattleTag") {
                hint = "check the BattleTag (case-sensitive, as in FaYe#2543) and the region (-r); the profile must be public"
            } else if resolved.entry.game == .sc2, parameters.contains("profileId") {
                hint = "check the region, realm and profile id (as in a starcraft2.com profile URL, …/profile/2/1/2137104)"
            } else {
                hint = "check the arguments and the region (-r); " + help
            }
            if resolved.entry.flavors != nil { hint += "; --flavor chooses retail or a Classic flavor" }
            return hint
        case .decoding:
            return ["call", "sc2", "wow", "bench"].contains(command ?? "")
                ? "the model does not match this body: add --raw to print it as received, and `bnet doctor \(id) FILE` lists what differs"
                : "the model does not match this body: `bnet doctor \(id) FILE` lists what differs"
        case .timeout: return "retry, or allow more time with --timeout SECONDS"
        case .bodyTooLarge: return "if the body is genuine, allow more with --max-body MIB (default 256)"
        case .transport: return "check the network (and --api-host or --oauth-host if given), then retry"
        case .unauthorized:
            return "check BNET_CLIENT_ID and BNET_CLIENT_SECRET (`bnet token` tries them) and that the client is enabled in the developer portal"
        case .forbidden:
            return error.apiError?.detail == "Account Inactive"
                ? "Battle.net answered Account Inactive: the account behind this profile is inactive, and a retry will not help; if every call answers this, check the client's own account in the developer portal"
                : "the client lacks the permission this call needs; check it in the developer portal"
        case .rateLimited:
            return "slow down: Battle.net allows 100 requests per second and 36,000 per hour per client"
                + (error.retryAfter.map { "; retry after \($0.components.seconds) s" } ?? "")
        case .oauth:
            return "check BNET_CLIENT_ID, BNET_CLIENT_SECRET and --oauth-host"
        case .redirect:
            return "Battle.net does not redirect: check --api-host and --oauth-host (a proxy or captive portal may be answering)"
        case .httpStatus:
            return (error.status ?? 0) >= 500 ? "Battle.net had a server error; retry later" : "check the arguments; " + help
        case .missingUserToken, .insufficientScope:
            let scopes = [OAuthScope.openid] + (error.requiredScope.map { $0 == .openid ? [] : [$0] } ?? [])
            return "sign in with `bnet login --scope \(scopes.map(\.rawValue).joined(separator: ","))` "
                + "(with BNET_CLIENT_ID and BNET_CLIENT_SECRET set), then run this again"
        case .invalidRequest: return "check the arguments; " + help
        default: return nil
        }
    }
}
