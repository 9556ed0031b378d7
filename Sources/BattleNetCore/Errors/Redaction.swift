import Foundation

/// Masks token-shaped values in text that is about to be printed.
enum Redaction {
    private static let secretKeys = ["access_token", "id_token", "refresh_token", "client_secret", "token", "code"]

    /// `"access_token":"abc"` becomes `"access_token":"<redacted>"`; `Bearer abc` becomes `Bearer <redacted>`;
    /// a `key=value` pair of a form or query whose key is one of the secret keys gets `<redacted>` as value.
    static func mask(_ text: String) -> String {
        var masked = text
        for key in secretKeys {
            masked = masked.replacingOccurrences(
                of: "(\"\(key)\"\\s*:\\s*\")[^\"]*(\")", with: "$1<redacted>$2", options: .regularExpression
            )
            masked = masked.replacingOccurrences(
                of: "(\\b\(key)=)[^&\\s\"]+", with: "$1<redacted>", options: .regularExpression
            )
        }
        return masked.replacingOccurrences(
            of: "((?:Bearer|Basic) )[A-Za-z0-9._~+/=-]+", with: "$1<redacted>", options: .regularExpression
        )
    }

    /// A masked, printable excerpt of a body.
    static func excerpt(of data: Data, limit: Int) -> String {
        let text = String(decoding: data.prefix(limit * 4), as: UTF8.self)
        let masked = mask(text)
        return masked.count > limit ? String(masked.prefix(limit)) + "…" : masked
    }
}
