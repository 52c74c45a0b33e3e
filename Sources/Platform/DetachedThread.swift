import CGNUExtensions
import Glibc

/// A thread of the program's own, started to run one closure and never joined: the watcher,
/// the samplers and the servers' helpers, each asleep in a system call while it has nothing to
/// do.
public enum DetachedThread {
    /// Starts `body` on a new thread named `name` (as `top -H` and debuggers show it; Linux
    /// keeps its first 15 bytes). A thread the system refuses is reported as `false`.
    @discardableResult
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Launch(name: name, body: body))
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let status = pthread_create(
            &thread, &attributes,
            { context in
                let launch = Unmanaged<Launch>.fromOpaque(context!).takeRetainedValue()
                cgnu_set_thread_name(launch.name)
                launch.body()
                return nil
            }, box.toOpaque())
        if status != 0 { box.release() }
        return status == 0
    }

    private final class Launch {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
