import Foundation

/// Text from Battle.net (or any server) made safe to print on a terminal: control characters that
/// could move the cursor, retitle the window, clear the screen or reorder the line are escaped.
enum TerminalText {
    /// `text` with C0 controls (except newline and tab), DEL, C1 controls and bidirectional
    /// overrides written as `\u{1B}` escapes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Raw bytes for standard output: unchanged when they go to a file or a pipe, escaped (as UTF-8
    /// text) when they go to a terminal.
    static func rawOutput(_ data: Data, toTerminal: Bool) -> Data {
        guard toTerminal else { return data }
        return Data(escaped(String(decoding: data, as: UTF8.self)).utf8)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
