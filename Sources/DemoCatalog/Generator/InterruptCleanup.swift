import Catalog
import Glibc
import Synchronization

/// Removes the files of generations in progress when SIGINT, SIGTERM or SIGHUP ends the
/// process, then lets the signal take its course (a shell reports 130, 143 or 129), so an
/// interrupted generation leaves nothing behind.
///
/// A signal handler may only call async-signal-safe functions and take no locks, so the
/// paths live in C buffers allocated once and never freed, each published by one bit of an
/// atomic mask; the lock only guards registration.
enum InterruptCleanup {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let slotCount = 16
    private static let slotLength = Int(PATH_MAX)
    private nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(
        capacity: slotCount * slotLength)
    /// The action each signal had before, by signal number; restored before a re-raise.
    private nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(
        capacity: Int(signals.max()!) + 1)
    private static let published = Atomic<UInt64>(0)
    private static let registry = Mutex(Registry())

    private struct Registry {
        var claimed: UInt64 = 0
        var installed: [Int32] = []
    }

    /// Runs `body` with `files` removed should one of `signals` end the process meanwhile.
    /// Paths longer than a slot, or beyond the slots free, are left to
    /// `CatalogReplacement.removeAbandonedTemporaryFiles` on the next run.
    static func removing<T>(_ files: [String], ifInterruptedDuring body: () throws -> T) rethrows -> T {
        let slots = claim(files)
        defer { release(slots) }
        return try body()
    }

    private static func claim(_ files: [String]) -> UInt64 {
        registry.withLock { registry in
            var mask: UInt64 = 0
            for file in files {
                let bytes = Array(file.utf8)
                guard bytes.count < slotLength,
                    let slot = (0..<slotCount).first(where: { (registry.claimed | mask) & (1 << $0) == 0 })
                else { continue }
                let buffer = paths + slot * slotLength
                for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
                buffer[bytes.count] = 0
                mask |= 1 << slot
            }
            // Published before the handler is installed: the handler must find every static
            // it reads already initialised.
            let wasIdle = registry.claimed == 0
            registry.claimed |= mask
            published.bitwiseOr(mask, ordering: .releasing)
            if wasIdle, mask != 0 { registry.installed = install() }
            return mask
        }
    }

    private static func release(_ mask: UInt64) {
        registry.withLock { registry in
            published.bitwiseAnd(~mask, ordering: .releasing)
            registry.claimed &= ~mask
            if registry.claimed == 0, mask != 0 {
                for signal in registry.installed { sigaction(signal, previous + Int(signal), nil) }
                registry.installed = []
            }
        }
    }

    /// Installs the handler for each signal not ignored (an ignored signal would not have
    /// ended the process, so it must not start to); returns the signals it took over.
    private static func install() -> [Int32] {
        var installed: [Int32] = []
        for signal in signals {
            sigaction(signal, nil, previous + Int(signal))
            let handler = previous[Int(signal)].__sigaction_handler.sa_handler
            guard unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let mask = InterruptCleanup.published.load(ordering: .acquiring)
                for slot in 0..<InterruptCleanup.slotCount where mask & (1 << slot) != 0 {
                    unlink(InterruptCleanup.paths + slot * InterruptCleanup.slotLength)
                }
                sigaction(signal, InterruptCleanup.previous + Int(signal), nil)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            installed.append(signal)
        }
        return installed
    }
}
