import CGNUExtensions
import Glibc

/// Which thread is running, by the kernel's thread id: the main thread's id is the process's.
public struct ThreadIdentity: Hashable, Sendable {
    private let id: Int32

    public static var current: ThreadIdentity { ThreadIdentity(id: cgnu_thread_id()) }

    public static var isMainThread: Bool { cgnu_thread_id() == getpid() }
}
