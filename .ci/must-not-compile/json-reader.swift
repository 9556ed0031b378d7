// expect: cannot find 'JSONReader' in scope
// The byte-level JSON reader is package API; apps decode with ResponseDecoding or the client.
import BattleNetWoW
import Foundation

func decode(_ body: Data) throws -> WoW.Commodities {
    try JSONReader.decode(WoW.Commodities.self, from: body)
}
