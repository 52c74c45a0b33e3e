import Foundation
import Platform
import Synchronization
import TestThreads
import Testing

@Suite("Threads of the program's own", .testThreads)
struct DetachedThreadTests {
    @Test("the body runs on another thread, which carries its name")
    func runs() throws {
        let seen = Mutex<(thread: ThreadIdentity, main: Bool, name: String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let started = DetachedThread.start(name: "a rather long thread name") {
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            let text = name.trimmingCharacters(in: .newlines)
            seen.withLock { $0 = (ThreadIdentity.current, ThreadIdentity.isMainThread, text) }
            done.signal()
        }
        #expect(started)
        #expect(done.wait(timeout: .now() + 120) == .success)
        let result = try #require(seen.withLock { $0 })
        #expect(result.thread != ThreadIdentity.current)
        #expect(!result.main)
        #expect(result.name == "a rather long t", "Linux keeps a thread name's first 15 bytes")
    }

    @Test("a test's own thread is not the main thread, and is always the same one")
    func identity() {
        #expect(ThreadIdentity.current == ThreadIdentity.current)
        #expect(ThreadIdentity.isMainThread == (Thread.isMainThread), "the kernel's and Foundation's answers agree")
    }
}
