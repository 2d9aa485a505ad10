import Foundation
import ReviewReadyCommands

exit(ReviewReadyCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
