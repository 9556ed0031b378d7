import Foundation

/// Masks secrets in text that is about to be printed: by value (every client secret and token this
/// process holds) and by pattern (token-shaped fields in any spelling).
enum Redaction {
    private static let secretKeys = "access_token|id_token|refresh_token|client_secret|token|code"

    /// Registers a secret or token value, so every later ``mask(_:)`` hides it wherever it appears,
    /// in any letter case. Values shorter than ``SecretValues/minimumLength`` are ignored (masking them
    /// would mangle ordinary words).
    static func register(secret value: String) { SecretValues.shared.add(value, permanent: true) }
    static func register(token value: String) { SecretValues.shared.add(value, permanent: false) }

    /// Masks every registered value, then `"access_token":"abc"`, `access_token: abc`,
    /// `client_secret=abc`, `Bearer abc`, `Basic abc` (keys and schemes in any letter case).
    static func mask(_ text: String) -> String {
        var masked = SecretValues.shared.mask(text)
        masked = masked.replacingOccurrences(
            of: "(?i)(\"(?:\(secretKeys))\"\\s*:\\s*\")[^\"]*(\")", with: "$1<redacted>$2", options: .regularExpression
        )
        masked = masked.replacingOccurrences(
            of: "(?i)(\\b(?:\(secretKeys))=)[^&\\s\"]+", with: "$1<redacted>", options: .regularExpression
        )
        masked = masked.replacingOccurrences(
            of: "(?i)(\\b(?:\(secretKeys))\\s*:\\s*)(?![\\s\"<])[^\\s\",;&}]+", with: "$1<redacted>", options: .regularExpression
        )
        return masked.replacingOccurrences(
            of: "(?i)(\\b(?:Bearer|Basic)\\s+)(?!<redacted>)[A-Za-z0-9._~+/=-]+", with: "$1<redacted>", options: .regularExpression
        )
    }

    /// A masked, printable excerpt of a body: the text is masked *before* it is cut to `limit`
    /// characters, so a cut can never leave part of a secret unmasked.
    static func excerpt(of data: Data, limit: Int) -> String {
        // Everything shown lies in the first `limit` characters (at most 4·limit bytes); the margin lets
        // a secret that starts there be recognised whole.
        let text = String(decoding: data.prefix(limit * 4 + 8_192), as: UTF8.self)
        let masked = mask(text)
        return masked.count > limit ? String(masked.prefix(limit)) + "…" : masked
    }
}

/// The secret and token values this process holds, for ``Redaction``.
///
/// Client secrets are kept for the life of the process; tokens are kept most recent first, up to
/// ``tokenLimit`` (an old token falls out only after that many newer ones).
///
/// `@unchecked Sendable`: every stored property but the lock is read and written only while `lock`
/// is held; `NSLock` is thread-safe. (`Mutex` needs macOS 15, above this package's deployment target.)
final class SecretValues: @unchecked Sendable {
    static let shared = SecretValues()
    /// Shorter values are not registered.
    static let minimumLength = 8
    static let tokenLimit = 512

    private let lock = NSLock()
    private var secrets: [String] = []
    private var tokens: [String] = []

    func add(_ value: String, permanent: Bool) {
        guard value.count >= Self.minimumLength else { return }
        var forms = [value]
        if let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics), encoded != value { forms.append(encoded) }
        lock.withLock {
            for form in forms {
                if permanent {
                    if !secrets.contains(form) { secrets.append(form) }
                } else {
                    tokens.removeAll { $0 == form }
                    tokens.append(form)
                    if tokens.count > Self.tokenLimit { tokens.removeFirst(tokens.count - Self.tokenLimit) }
                }
            }
        }
    }

    func mask(_ text: String) -> String {
        let values = lock.withLock { secrets + tokens }
        var masked = text
        // Longest first, so a value that contains another is masked whole.
        for value in values.sorted(by: { $0.count > $1.count }) where masked.range(of: value, options: .caseInsensitive) != nil {
            masked = masked.replacingOccurrences(of: value, with: "<redacted>", options: .caseInsensitive)
        }
        return masked
    }
}
