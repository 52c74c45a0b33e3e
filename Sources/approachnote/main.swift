import ApproachNoteCommands
import Foundation

let status = ApproachNoteCommand.run(
    rawArguments: ProcessText.rawArguments(), environment: CommandEnvironment(entries: ProcessText.rawEnvironment()),
    io: StandardIO())
ApproachNoteCommand.exit(status: status)
