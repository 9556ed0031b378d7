import BnetCommand
import Foundation

let code = await BnetCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
