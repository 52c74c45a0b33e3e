import TestThreads
import Testing

@testable import Screens

@Suite("Work ledger", .testThreads)
struct WorkLedgerTests {
    @Test("each owner counts apart; the ledger sums them; an owner back at zero is busy no more")
    func scopes() {
        let ledger = WorkLedger()
        let page = ledger.scope()
        let covers = ledger.scope()
        #expect(!page.isBusy && !covers.isBusy && ledger.outstanding == 0)
        page.began()
        page.report(2)
        covers.report(1)
        #expect(page.outstanding == 3 && covers.outstanding == 1 && ledger.outstanding == 4)
        page.ended()
        page.report(-2)
        #expect(!page.isBusy && covers.isBusy && ledger.outstanding == 1)
        covers.report(-1)
        #expect(ledger.outstanding == 0)
    }

    @Test("two ledgers share nothing")
    func ledgersApart() {
        let first = WorkLedger().scope()
        let second = WorkLedger().scope()
        first.began()
        #expect(first.isBusy && !second.isBusy)
        first.ended()
    }
}
