import BattleNetCore
import Foundation

/// How `bnet` shows a long operation's progress on stderr: a bar redrawn in place on a terminal,
/// plain lines (at most one a second, and the last of each round) in a pipe or a file.
final class ProgressDisplay: @unchecked Sendable {
    // `@unchecked Sendable`: every field is read and written only while `lock` is held.
    private let lock = NSLock()
    private let console: Console
    private let isTerminal: Bool
    private let width: Int
    private var lastDraw: ContinuousClock.Instant?
    private var drawn = false
    private var lastLine = ""
    private var lastWait: String?

    /// - Parameters:
    ///   - console: Where to write (its `writeErr`).
    ///   - width: The bar's width in cells.
    init(console: Console, width: Int = 24) {
        self.console = console
        isTerminal = console.errorIsTerminal
        self.width = width
    }

    /// Shows `progress`: redrawn at most ten times a second on a terminal, a line a second otherwise;
    /// a finished round is always shown.
    func show(_ progress: BattleNetProgress) {
        lock.withLock {
            let now = ContinuousClock.now
            let interval: Duration = isTerminal ? .milliseconds(100) : .seconds(1)
            let due = lastDraw.map { now - $0 >= interval } ?? true
            let finished = progress.isFinished && progress.waitingFor == nil
            guard due || finished else { return }
            let text = TerminalText.escaped(progress.description)
            if isTerminal {
                console.writeErr("\r\u{1B}[2K" + bar(progress.fractionCompleted) + " " + text)
                drawn = true
                if finished {
                    console.writeErr("\n")
                    drawn = false
                }
            } else if text != lastLine, progress.waitingFor == nil || progress.waitingFor != lastWait {
                // In a file, a wait is one line, not a countdown.
                console.writeErr("bnet: " + text + "\n")
            }
            lastWait = progress.waitingFor
            lastLine = text
            lastDraw = now
        }
    }

    /// Ends a bar left on the line, so what follows starts on a line of its own.
    func finish() {
        lock.withLock {
            if drawn { console.writeErr("\n") }
            drawn = false
        }
    }

    /// `[#########...............]`, or a bar of dots while the total is unknown.
    func bar(_ fraction: Double?) -> String {
        let filled = Int(((fraction ?? 0) * Double(width)).rounded(.down))
        return "[" + String(repeating: "#", count: min(width, max(0, filled))) + String(repeating: ".", count: max(0, width - filled)) + "]"
    }
}
