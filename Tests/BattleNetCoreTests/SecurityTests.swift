import BattleNetCore
import BattleNetTesting
import Foundation
import Testing

@Suite("Plain http only for hosts that are loopback addresses")
struct LoopbackHostTests {
    func validate(_ host: String) throws(BattleNetError) {
        var configuration = BattleNetConfiguration(region: .eu)
        configuration.apiHost = URL(string: host)
        try configuration.validate()
    }

    @Test(arguments: [
        "http://127.0.0.1:4010", "http://127.255.0.9", "http://localhost:9000", "http://LOCALHOST", "http://[::1]:8000",
        "http://[0:0:0:0:0:0:0:1]", "http://[::0:1]:80", "http://[0::1]", "https://127.0.0.1.example.com",
    ])
    func loopbackAddressesAreAccepted(host: String) throws {
        try validate(host)
    }

    @Test(arguments: [
        "http://127.0.0.1.:4010", "http://127..0.0.1:4010", "http://127.0.0.1.evil.example", "http://127.1",
        "http://0x7f.0.0.1", "http://0177.0.0.1", "http://127.000.000.001", "http://2130706433", "http://localhost.",
        "http://localhost.evil.example", "http://[::ffff:127.0.0.1]", "http://[::2]", "http://[::1%25lo]",
        "http://127.0.0.256", "http://128.0.0.1", "http://%31%32%37.0.0.1", "http://[1::1]", "http://[::1::]",
    ])
    func namesThatLookLikeLoopbackAreRefused(host: String) {
        #expect(URL(string: host) != nil, "not a URL at all")
        let error = #expect(throws: BattleNetError.self) { try validate(host) }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.contains("plain http") == true || error?.message.contains("host") == true)
    }
}
