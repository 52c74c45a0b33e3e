import Bench
import CHeap
import CommandSupport
import Glibc

// The heaps limited as approachnote's own start limits them, so that the pages measured in
// this process use memory as they do there.
cheap_limit_heaps(2)

exit(
    BenchProgram.run(
        rawArguments: ProcessText.rawArguments(),
        environment: CommandEnvironment(entries: ProcessText.rawEnvironment()), io: StandardIO()))
