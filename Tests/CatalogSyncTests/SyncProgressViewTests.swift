import ApproachNoteCommands
import CatalogSync
import CommandSupport
import TestFixtures
import TestThreads
import Testing

/// The sync's progress as drawn, at instants the test chooses: the rate, the time left and how
/// often the line is redrawn come from the clock given to the view, never from the machine's.
@Suite(.testThreads)
struct SyncProgressViewTests {
    static let erase = "\r\u{1B}[2K"

    @Test("on a terminal of 40 columns each redrawn line fits one row, so none is left behind")
    func narrowTerminal() {
        let io = CapturedIO(errorIsTerminal: true, errorColumns: 40)
        let view = SyncProgressView(io: io, now: ManualClock().seconds)
        let reason = "Busy: the server at https://api.example.org is being asked too often and asks to wait 30 s."
        view.show(.waiting(seconds: 30, reason: reason))
        view.show(.began(phase: .recordingPages, total: 107_281))
        view.clear()
        #expect(
            io.error.components(separatedBy: Self.erase) == [
                "", "Waiting 30 s: Busy: the server at…", "Syncing recording pages: 0 of 107,281", "",
            ])
    }

    @Test("on a terminal: one line redrawn at most every tenth of a second, the last count always, then erased")
    func terminal() {
        let io = CapturedIO(errorIsTerminal: true)
        let clock = ManualClock()
        let view = SyncProgressView(io: io, now: clock.seconds)
        view.show(.began(phase: .performers, total: 203))
        clock.advance(by: .milliseconds(50))
        view.show(.advanced(phase: .performers, done: 2, total: 203, fetched: 2, unchanged: 0, kept: 0))
        clock.advance(by: .milliseconds(2_450))
        view.show(.advanced(phase: .performers, done: 100, total: 203, fetched: 100, unchanged: 0, kept: 0))
        clock.advance(by: .milliseconds(50))
        view.show(.advanced(phase: .performers, done: 101, total: 203, fetched: 101, unchanged: 0, kept: 0))
        clock.advance(by: .milliseconds(10))
        view.show(.advanced(phase: .performers, done: 203, total: 203, fetched: 203, unchanged: 0, kept: 0))
        view.show(.ended(phase: .performers, total: 203, fetched: 203, unchanged: 0, kept: 0, seconds: 2.56))
        view.show(.writing)
        view.clear()
        #expect(io.output == "")
        #expect(
            io.error.components(separatedBy: Self.erase) == [
                "", "Syncing performers: 0 of 203",
                "Syncing performers ███████████░░░░░░░░░░░░░ 100/203, 40/s, 3 s left",
                "Syncing performers ████████████████████████ 203/203, 79/s, 0 s left",
                "Writing the catalog", "",
            ])
    }

    @Test("the rate counts only what was fetched in this run, not what an interrupted run kept")
    func resumedRate() {
        let io = CapturedIO(errorIsTerminal: true)
        let clock = ManualClock()
        let view = SyncProgressView(io: io, now: clock.seconds)
        view.show(.began(phase: .recordingPages, total: 1_000))
        clock.advance(by: .seconds(10))
        view.show(.advanced(phase: .recordingPages, done: 600, total: 1_000, fetched: 100, unchanged: 0, kept: 500))
        #expect(
            io.error.components(separatedBy: Self.erase).last
                == "Syncing recording pages ██████████████░░░░░░░░░░ 600/1,000, 10/s, 40 s left")
    }

    @Test("a wait of over a minute is given in minutes and seconds, on the one line")
    func waiting() {
        let io = CapturedIO(errorIsTerminal: true)
        let view = SyncProgressView(io: io, now: ManualClock().seconds)
        view.show(.waiting(seconds: 64.2, reason: "the server asked to wait (429)"))
        #expect(io.error == Self.erase + "Waiting 1 min 5 s: the server asked to wait (429)")
    }

    @Test("without a terminal: a line per phase's end, a wait said at most every 5 s, no bar, nothing to erase")
    func pipe() {
        let io = CapturedIO()
        let clock = ManualClock()
        let view = SyncProgressView(io: io, now: clock.seconds)
        view.show(.began(phase: .indexes, total: 2))
        view.show(.advanced(phase: .indexes, done: 2, total: 2, fetched: 1, unchanged: 1, kept: 0))
        view.show(.ended(phase: .indexes, total: 2, fetched: 1, unchanged: 1, kept: 0, seconds: 0.04))
        view.show(.waiting(seconds: 2, reason: "no answer"))
        clock.advance(by: .milliseconds(4_900))
        view.show(.waiting(seconds: 4, reason: "no answer"))
        clock.advance(by: .milliseconds(100))
        view.show(.waiting(seconds: 8, reason: "no answer"))
        view.show(.writing)
        view.clear()
        #expect(
            io.error
                == "indexes: 2 (1 fetched, 1 unchanged, 0 kept from the last run) in 0.0 s\n"
                + "Waiting 2 s: no answer\nWaiting 8 s: no answer\nWriting the catalog\n")
    }
}
