import CPseudoTerminal
import Dispatch
import FoundationEssentials
import Glibc
import Layout
import Platform
import Terminal

/// A pseudo-terminal the bench process runs its own frames on: the run loop writes to the
/// program's side through a `TTYTerminal`, as the application writes to its terminal, and a
/// thread reads the terminal's side as fast as a terminal emulator would, so a frame larger
/// than the kernel's buffer is never held up waiting for a reader.
final class BenchPseudoTerminal {
    let backend: TTYTerminal
    private let master: Int32
    private let program: Int32
    private let drained = DispatchSemaphore(value: 0)

    init(size: Size) throws {
        var path = [CChar](repeating: 0, count: 256)
        master = cpty_open(UInt16(size.width), UInt16(size.height), &path, path.count)
        guard master >= 0 else { throw BenchError.pseudoTerminal(String(cString: strerror(errno))) }
        program = open(path, O_RDWR | O_NOCTTY)
        guard program >= 0, let backend = TTYTerminal(input: program, output: program) else {
            let problem = String(cString: strerror(errno))
            if program >= 0 { Glibc.close(program) }
            Glibc.close(master)
            throw BenchError.pseudoTerminal(problem)
        }
        self.backend = backend
        let (master, drained) = (master, drained)
        DetachedThread.start(name: "bench drain") {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 65_536, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = read(master, buffer, 65_536)
                // Once the program's side is closed the read fails (EIO): nothing more can come.
                guard count > 0 || (count < 0 && errno == EINTR) else { break }
            }
            drained.signal()
        }
        backend.enter()
    }

    /// Puts the terminal back, closes the program's side and waits for the reader to see it.
    func close() {
        backend.leave()
        Glibc.close(program)
        drained.wait()
        Glibc.close(master)
    }
}
