// Generated from the declarations in this module by `BNET_UPDATE_GENERATED=1 swift test`; a test fails
// when it is stale. Do not edit.

import Foundation

extension WoW.Operations {
    /// Every World of Warcraft operation, grouped by source file.
    public static let all: [AnyAPIOperation] = [
    ]
}

extension OperationRepository where Declarations == WoW.Operations {
}
