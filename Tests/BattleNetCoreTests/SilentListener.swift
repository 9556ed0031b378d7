@testable import BattleNetCore

/// A loopback TCP socket that accepts connections into its backlog and never answers: a server
/// that hangs, for timeout tests.
final class SilentListener: Sendable {
    let port: UInt16
    private let socket: ListeningSocket

    init() throws {
        socket = try ListeningSocket(address: .loopbackIPv4, port: 0, backlog: 8)
        port = socket.port
    }

    func close() {
        socket.close()
    }
}
