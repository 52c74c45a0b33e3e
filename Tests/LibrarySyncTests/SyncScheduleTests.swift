import Testing

@testable import LibrarySync

/// When the application syncs: on start, after a change, every few minutes with jitter, and
/// never while the server asks to wait.
@Suite struct SyncScheduleTests {
    @Test func startThenThePeriodWithJitter() {
        var schedule = SyncSchedule()
        #expect(!schedule.isDue(at: 0))
        schedule.started(at: 100)
        #expect(schedule.isDue(at: 100))
        schedule.began()
        #expect(!schedule.isDue(at: 10_000))
        schedule.ended(.synced, at: 110, unit: 0)
        #expect(schedule.due == 380.0)
        schedule.began()
        schedule.ended(.synced, at: 500, unit: 0.999)
        #expect(schedule.due! > 500 + 329 && schedule.due! < 500 + 330)
    }

    @Test func aChangeBringsTheSyncCloserButNeverLater() {
        var schedule = SyncSchedule()
        schedule.started(at: 0)
        schedule.began()
        schedule.ended(.synced, at: 0, unit: 0.5)
        #expect(schedule.due == 300)
        schedule.changed(at: 50)
        #expect(schedule.due == 52)
        schedule.changed(at: 51)
        #expect(schedule.due == 52)
        // While a sync runs, a change does not start another; the next comes shortly after
        // the running one ends, not a period later.
        schedule.began()
        schedule.changed(at: 53)
        #expect(schedule.due == nil)
        schedule.ended(.synced, at: 60, unit: 0.5)
        #expect(schedule.due == 62)
    }

    @Test func aServerAskingToWaitIsObeyedEvenAfterAChange() {
        var schedule = SyncSchedule()
        schedule.started(at: 0)
        schedule.began()
        schedule.ended(.busy(seconds: 3600), at: 10, unit: 0.5)
        #expect(schedule.due == 3610)
        schedule.changed(at: 20)
        #expect(schedule.due == 3610)
        #expect(!schedule.isDue(at: 3609))
        #expect(schedule.isDue(at: 3610))
        // Without a number, a minute.
        schedule.began()
        schedule.ended(.busy(seconds: nil), at: 4000, unit: 0.5)
        #expect(schedule.notBefore == 4060)
    }

    @Test func offlineTriesSoonerThenAtThePeriod() {
        var schedule = SyncSchedule()
        schedule.started(at: 0)
        var waits: [Double] = []
        var now = 0.0
        for _ in 0..<7 {
            schedule.began()
            schedule.ended(.offline, at: now, unit: 0.5)
            waits.append(schedule.due! - now)
            now = schedule.due!
        }
        #expect(waits == [15, 30, 60, 120, 240, 300, 300])
        schedule.began()
        schedule.ended(.synced, at: now, unit: 0.5)
        schedule.began()
        schedule.ended(.offline, at: now, unit: 0.5)
        #expect(schedule.due! - now == 15)
    }

    @Test func signedOutStopsUntilSignedIn() {
        var schedule = SyncSchedule()
        schedule.started(at: 0)
        schedule.began()
        schedule.ended(.signedOut, at: 5, unit: 0.5)
        schedule.changed(at: 6)
        #expect(schedule.due == nil)
        schedule.signedIn(at: 7)
        #expect(schedule.isDue(at: 7))
    }
}
