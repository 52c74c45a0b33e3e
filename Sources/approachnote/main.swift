import ApproachNoteCommands
import CHeap
import CommandSupport
import FoundationEssentials

// Catalog reads, hydration batches and covers run on worker threads, and glibc gives every
// thread that allocates a heap of its own, each keeping its high-water mark once the work is
// done: two heaps, the main thread's and one the workers share, keep the peak memory of the
// largest pages lower.
cheap_limit_heaps(2)

let status = ApproachNoteCommand.run(
    rawArguments: ProcessText.rawArguments(), environment: CommandEnvironment(entries: ProcessText.rawEnvironment()),
    io: StandardIO())
ApproachNoteCommand.exit(status: status)
