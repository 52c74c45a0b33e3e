import ApproachNoteCommands
import Foundation

let status = ApproachNoteCommand.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, io: StandardIO())
ApproachNoteCommand.exit(status: status)
