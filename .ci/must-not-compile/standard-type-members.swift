// expect: 'pathComponent' is inaccessible due to 'package' protection level
// A product adds no public member to a Swift type: the path helpers on Int are package API, out of an app's reach.
import BattleNetWoW

func path() throws -> String {
    try 19019.pathComponent()
}
