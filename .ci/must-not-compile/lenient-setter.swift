// expect: cannot assign to property: 'tier' setter is inaccessible
// A lenient property reads like a `let`: an app cannot change a decoded model's value.
import BattleNetHearthstone

func change(_ battlegrounds: Hearthstone.Card.Battlegrounds) {
    var copy = battlegrounds
    copy.tier = 7
}
