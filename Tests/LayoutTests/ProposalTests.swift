import TestThreads
import Testing

@testable import Layout

@Suite("Proposals", .testThreads)
struct ProposalTests {
    @Test("an offer of the ideal size and every extent, zero and negative ones too, stay apart")
    func extentsAndIdeal() {
        let extents: [Int?] = [nil, 0, 1, -1, 200, Proposal.unlimited, Int.max, Int.min + 1]
        var seen: Set<Proposal> = []
        for width in extents {
            for height in extents {
                let proposal = Proposal(width: width, height: height)
                #expect(proposal.width == width && proposal.height == height)
                #expect(seen.insert(proposal).inserted, "\(proposal) equals another")
            }
        }
        #expect(seen.count == extents.count * extents.count)
        #expect(Proposal.ideal == Proposal(width: nil, height: nil))
        #expect(Proposal(width: nil, height: 3).description == "nil×3")
    }

    @Test("an extent set, cleared or set by axis reads back as set")
    func setting() {
        var proposal = Proposal(width: 40, height: nil)
        proposal.height = 12
        proposal.width = nil
        #expect(proposal == Proposal(width: nil, height: 12))
        proposal[.horizontal] = 7
        proposal[.vertical] = nil
        #expect(proposal == Proposal(.horizontal, along: 7, across: nil))
        #expect(proposal.hashValue == Proposal(width: 7, height: nil).hashValue)
    }
}
