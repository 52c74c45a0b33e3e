import ApproachNoteCommands
import CHeap
import CommandSupport
import Foundation

// Catalog reads, hydration batches and covers run on worker threads, and glibc gives every
// thread that allocates a heap of its own, each keeping its high-water mark once the work is
// done: the main thread's heap and one shared by the workers hold S6's peak 0.7 MB lower.
cheap_limit_heaps(2)

let status = ApproachNoteCommand.run(
    rawArguments: ProcessText.rawArguments(), environment: CommandEnvironment(entries: ProcessText.rawEnvironment()),
    io: StandardIO())
ApproachNoteCommand.exit(status: status)
