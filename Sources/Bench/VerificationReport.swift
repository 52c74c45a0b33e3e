import FoundationEssentials
import Layout
import TextFormatting

/// How the verification prints: per scenario and viewport, a table of its phases with the
/// targets each is held to under it; at the end, a summary table in Markdown (the README's
/// Performance section is made from it); with `--json`, one object a line per phase.
enum VerificationReport {
    static let phaseWidth = 34
    static let columns = [
        ("wall ms", 9), ("main ms", 9), ("input", 7), ("state", 7), ("layout", 7), ("draw", 7), ("flush", 7),
        ("frames", 7), ("passes", 7), ("max", 4), ("built", 7), ("bytes", 10), ("diag", 5),
    ]
    /// Where the verdict of a target line stands.
    static let verdictColumn = 98

    static func title(viewports: [VerificationViewport], processes: Int) -> String {
        "Verification: S1–S6 at \(viewports.map(\.label).joined(separator: ", ")), each in a fresh process "
            + "(\(processes) in all: covers on, then off for the memory without covers)\n"
            + "Covers are made afresh in an empty cache per process. Passes per frame are bounded at "
            + "\(LayoutEngine.maxPassesPerFrame); "
            + "“main ms” is the main thread's busy time (input, state, layout, draw, flush).\n"
    }

    static func block(_ phases: [VerificationPhase], viewport: VerificationViewport) -> String {
        guard let first = phases.first else { return "" }
        var text =
            "\n\(first.page) at \(viewport.label)\n  "
            + "phase".padded(to: phaseWidth)
            + columns.map { pad($0.0, $0.1) }.joined() + "\n"
        for phase in phases {
            text += "  " + label(phase).padded(to: phaseWidth) + row(phase) + "\n"
            for note in notes(phase) { text += "      " + note + "\n" }
            for target in phase.targets { text += line(target) }
        }
        return text
    }

    /// A target and its verdict: "      first complete frame from spawn 23.4 ms ≤ 50 ms  …  pass".
    static func line(_ target: VerificationTarget) -> String {
        let text = "      " + target.text
        return text.padded(to: max(verdictColumn, text.count + 2))
            + (target.met ? "pass" : "MISS") + "\n"
    }

    static func label(_ phase: VerificationPhase) -> String {
        switch phase.phase {
        case .open: "open (link)"
        case .expandAll: "expand all (\(phase.shelves ?? 0) shelves)"
        case .scrollToBottom: "scroll to bottom (G)"
        case .largestShelfToEnd: "largest shelf to end (End)"
        case .idle: "idle window (\(format(phase.idleSeconds ?? 0)) s)"
        case .fastScroll: "fast scroll (\(phase.events ?? 0) wheel events)"
        }
    }

    private static func row(_ phase: VerificationPhase) -> String {
        let main = VerificationPhase.loopPhases.map { phase.mainThreadMs[$0.name] ?? 0 }
        let cells =
            [format(phase.wallMs), format(phase.mainThreadTotalMs)] + main.map(format)
            + [
                phase.frames, phase.layoutPasses, phase.maxPassesPerFrame, phase.nodesBuilt, phase.bytesWritten,
                phase.diagnostics,
            ].map(String.init)
        return zip(cells, columns).map { pad($0, $1.1) }.joined()
    }

    private static func notes(_ phase: VerificationPhase) -> [String] {
        var notes: [String] = []
        switch phase.phase {
        case .open:
            if let first = phase.firstFrameMs {
                notes.append("first complete frame \(format(first)) ms from spawn, settled \(format(phase.wallMs)) ms")
            }
        case .expandAll, .scrollToBottom, .largestShelfToEnd:
            if let action = phase.actionFrameMs {
                notes.append(
                    "the action's frame \(format(action)) ms of main thread"
                        + (phase.actionFrameCPUMs.map { " (\(format($0)) ms on the CPU)" } ?? "") + "; "
                        + "then \(phase.frames - 1) frame\(phase.frames == 2 ? "" : "s") as rows and covers arrived"
                        + (phase.shelf.map { "; shelf “\($0)”" } ?? ""))
            }
        case .idle:
            notes.append(
                "CPU \(format(phase.cpuMs ?? 0)) ms over the window (one tick is \(format(VerificationPhase.tickMilliseconds)) ms)"
            )
        case .fastScroll:
            notes.append(
                "main thread per frame: p50 \(format(phase.frameP50Ms ?? 0)) ms, p99 \(format(phase.frameP99Ms ?? 0)) ms; "
                    + "covers decoded \(phase.coversDecoded ?? 0), on the main thread \(phase.coversDecodedOnMainThread ?? 0)"
            )
            if let sampled = phase.sampled {
                let names = ["idle"] + VerificationPhase.loopPhases.map(\.name)
                notes.append(
                    "sampler, 1 ms samples: " + names.map { "\($0) \(sampled[$0] ?? 0)" }.joined(separator: ", "))
            }
            notes.append(
                "peak memory \(phase.peakMemoryMB.map { format($0) + " MB" } ?? "?") with covers, "
                    + "\(phase.peakMemoryNoCoversMB.map { format($0) + " MB" } ?? "not measured") without")
        }
        if let diagnostic = phase.firstDiagnostic { notes.append("first diagnostic: \(diagnostic)") }
        return notes
    }

    /// The summary as a Markdown table, one row per scenario and viewport.
    static func summary(_ runs: [[VerificationPhase]]) -> String {
        let header = [
            "scenario", "viewport", "first frame", "settled", "expand all", "to bottom", "shelf to end",
            "max passes", "diagnostics", "idle: frames / passes / CPU", "fast scroll p50 / p99",
            "covers decoded (main thread)",
            "peak memory, no covers / covers", "misses",
        ]
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + String(repeating: "---|", count: header.count),
        ]
        for phases in runs {
            guard let first = phases.first else { continue }
            lines.append("| " + summaryCells(first, phases).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summaryCells(_ first: VerificationPhase, _ phases: [VerificationPhase]) -> [String] {
        let of = { (kind: VerificationPhase.Kind) -> VerificationPhase? in phases.first { $0.phase == kind } }
        let milliseconds = { (value: Double?) -> String in value.map { format($0) + " ms" } ?? "—" }
        let open = of(.open)
        let idle: String = of(.idle).map { "\($0.frames) / \($0.layoutPasses) / \(format($0.cpuMs ?? 0)) ms" } ?? "—"
        let fast = of(.fastScroll)
        let frames: String = fast.map { "\(format($0.frameP50Ms ?? 0)) / \(format($0.frameP99Ms ?? 0)) ms" } ?? "—"
        let decoded: String = fast.map { "\($0.coversDecoded ?? 0) (\($0.coversDecodedOnMainThread ?? 0))" } ?? "—"
        let bare: String = fast?.peakMemoryNoCoversMB.map(format) ?? "?"
        let covered: String = fast?.peakMemoryMB.map(format) ?? "?"
        let misses = phases.flatMap { phase in phase.misses.map { "**\(phase.phase.rawValue)**: \($0.figure)" } }
        var cells = [first.page, first.viewport.replacing("x", with: "×")]
        cells += [milliseconds(open?.firstFrameMs), milliseconds(open?.wallMs)]
        cells += [.expandAll, .scrollToBottom, .largestShelfToEnd].map { milliseconds(of($0)?.actionFrameMs) }
        cells += [String(phases.map(\.maxPassesPerFrame).max() ?? 0), String(phases.map(\.diagnostics).reduce(0, +))]
        cells += [
            idle, frames, decoded, "\(bare) / \(covered) MB", misses.isEmpty ? "none" : misses.joined(separator: ", "),
        ]
        return cells
    }

    /// One phase as one line of JSON, its keys sorted.
    static func json(_ phase: VerificationPhase) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(phase), as: UTF8.self) + "\n"
    }

    /// Milliseconds and megabytes: two decimals under 10, one above.
    static func format(_ value: Double) -> String { Printf.string(abs(value) < 10 ? "%.2f" : "%.1f", value) }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
