import Dispatch
import FoundationEssentials

/// Which image protocols the terminal draws, asked once the terminal is entered; the answers
/// are picked out of the input as it flows.
extension MainLoop {
    /// A graphics probe under way: its answers so far, the question and how long to wait for
    /// its answer, when it gives up (nil until the question is sent), and who wants the answer.
    struct PendingGraphicsProbe {
        var probe = GraphicsProbe()
        let question: String
        let timeout: Double
        var deadline: UInt64?
        let completion: (TerminalGraphics) -> Void
    }

    /// Asks the terminal which image protocols it draws (`GraphicsProbe`) and hands the answer
    /// to `completion` on the main thread; after `timeout` seconds without one, it hands what
    /// the window size tells (no protocol). Asked before `run` (or `start`), the question
    /// waits until the terminal is entered: in raw mode, so the answer is never echoed. Input keeps flowing
    /// meanwhile; the answers are picked out of it.
    public func probeGraphics(
        askingKitty: Bool = true, timeout: Double = 0.5, completion: @escaping (TerminalGraphics) -> Void
    ) {
        graphicsProbe = PendingGraphicsProbe(
            question: GraphicsProbe.question(askingKitty: askingKitty), timeout: timeout, completion: completion)
        if attached { sendGraphicsQuestion() }
    }

    func sendGraphicsQuestion() {
        guard let pending = graphicsProbe, pending.deadline == nil else { return }
        graphicsProbe?.deadline = DispatchTime.now().uptimeNanoseconds + UInt64(pending.timeout * 1e9)
        backend.write(Array(pending.question.utf8))
    }

    func take(_ reply: TerminalReply) {
        guard var probe = graphicsProbe, probe.deadline != nil else { return }
        if var graphics = probe.probe.take(reply) {
            graphicsProbe = nil
            if graphics.cellPixels == nil { graphics.cellPixels = backend.cellPixels }
            probe.completion(graphics)
        } else {
            graphicsProbe = probe
        }
    }

    /// Past its deadline, the probe gives up and hands what the window size tells. Returns
    /// whether it did.
    func expireGraphicsProbe(at now: UInt64) -> Bool {
        guard let probe = graphicsProbe, let deadline = probe.deadline, deadline <= now else { return false }
        graphicsProbe = nil
        probe.completion(TerminalGraphics(cellPixels: backend.cellPixels))
        return true
    }
}
