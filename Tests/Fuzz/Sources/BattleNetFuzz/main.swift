@testable import BattleNetCore
import Foundation

// The libFuzzer driver (libclang_rt.fuzzer_no_main), called with the entry this run fuzzes:
// `BattleNetFuzz ENTRY [libFuzzer flags] [corpus folders]`. SwiftPM gives the executable its own
// `main`, so libFuzzer's is not linked; `.ci/fuzz` links the driver without it.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--list-fast" {
    // The operations the `fast` entry compares, for the seed corpus (`@ID` on an input's first line).
    for operation in fastOperations { print(operation.descriptor.id) }
    exit(0)
}
guard arguments.count >= 2, let chosen = FuzzEntry.named(arguments[1]) else {
    FileHandle.standardError.write(Data((
        "usage: BattleNetFuzz ENTRY [libFuzzer flags] [corpus...]\nentries: "
            + FuzzEntry.all.map(\.name).joined(separator: " ") + "\n"
    ).utf8))
    exit(2)
}
FuzzEntry.current = chosen

// libFuzzer reads argv[0] and its own flags: drop the entry name.
var driverArguments = [arguments[0]] + arguments.dropFirst(2)
var cStrings: [UnsafeMutablePointer<CChar>?] = driverArguments.map { strdup($0) } + [nil]
var argc = Int32(driverArguments.count)
let status = cStrings.withUnsafeMutableBufferPointer { buffer -> Int32 in
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        FuzzEntry.current?.run(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
}
_ = driverArguments
exit(status)
