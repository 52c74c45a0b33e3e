import Foundation
import Synchronization
import TestThreads
import Testing

@testable import Artwork

@Suite("Artwork pipeline", .testThreads)
struct ArtworkPipelineTests {
    @Test("a demo cover is drawn, stored on disk as a JPEG, and read from there next time")
    func demoCoverThroughDisk() throws {
        let directory = Scratch.directory()
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(directory: directory)
        let request = demoCover(1)
        #expect(pipeline.request(request) == .loading)
        #expect(pipeline.waitUntilIdle())
        let rendering = try #require(recorder.state(of: request)?.rendering)
        #expect(rendering.cellArt?.cells.count == 17 * 8)
        #expect(pipeline.counters.generated == 1 && pipeline.counters.decoded == 1)
        let file = CoverDiskCache(directory: directory).file(for: request.url, format: .jpeg)
        let stored = try [UInt8](Data(contentsOf: file))
        #expect(ImageFormat.sniff(stored) == .jpeg)
        #expect(try ImageDecoder().decode(stored).width == 48)

        let nextRun = DeliveryRecorder()
        let second = nextRun.pipeline(directory: directory)
        second.request(request)
        #expect(second.waitUntilIdle())
        #expect(second.counters.diskHits == 1 && second.counters.generated == 0)
        #expect(nextRun.state(of: request)?.rendering == rendering)
    }

    @Test("a ready cover is answered from memory, without new work")
    func memoryHit() throws {
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline()
        let request = demoCover(2)
        pipeline.request(request)
        #expect(pipeline.waitUntilIdle())
        let answer = pipeline.request(request)
        #expect(answer.rendering != nil && answer == recorder.state(of: request))
        #expect(pipeline.counters.memoryHits == 1 && pipeline.counters.decoded == 1 && recorder.all.count == 1)
    }

    @Test("cards asking for one cover at once share one decode")
    func shared() {
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline()
        pipeline.pause()
        let request = demoCover(3)
        for _ in 0..<3 { #expect(pipeline.request(request) == .loading) }
        pipeline.cancel(request)
        pipeline.resume()
        #expect(pipeline.waitUntilIdle())
        #expect(pipeline.counters.decoded == 1 && pipeline.counters.shared == 2 && pipeline.counters.cancelled == 0)
        #expect(recorder.all.count == 1)
    }

    @Test("scrolling across a 146-card shelf decodes only where it stops, visible cards first")
    func scrollingShelf() {
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(workers: 1)
        let cards = (0..<146).map { demoCover($0, size: 32) }
        pipeline.pause()
        for first in 0...100 {
            pipeline.updateVisible(
                Array(cards[first..<(first + 8)]), prefetch: Array(cards[(first + 8)..<(first + 12)]))
        }
        pipeline.resume()
        #expect(pipeline.waitUntilIdle())
        let counters = pipeline.counters
        #expect(counters.requested == 112 && counters.decoded == 12 && counters.cancelled == 100)
        #expect(recorder.all.map(\.request) == Array(cards[100..<112]))
        #expect(recorder.all.allSatisfy { $0.state.rendering != nil })
    }

    @Test("scrolling at full speed with workers running ends with every visible cover ready")
    func scrollingWhileWorking() {
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline(workers: 2)
        let cards = (0..<146).map { demoCover($0, size: 32) }
        for first in 0...138 {
            pipeline.updateVisible(Array(cards[first..<(first + 8)]))
        }
        #expect(pipeline.waitUntilIdle())
        let counters = pipeline.counters
        #expect(counters.decoded + counters.cancelled == counters.requested)
        #expect(counters.cancelled > 0)
        for card in cards[138..<146] { #expect(pipeline.state(of: card)?.rendering != nil, "\(card)") }
        #expect(pipeline.updateVisible(Array(cards[138..<146])).allSatisfy { $0.rendering != nil })
    }

    @Test("the memory cache stays within its budget, evicting the least recently used")
    func budget() throws {
        let single = try ArtworkConverter(geometry: .card, output: .symbols(.truecolor))
            .convert(RGBAImage(width: 136, height: 64, filledWith: RGBAPixel(red: 1, green: 2, blue: 3))).byteCount
        let budget = single * 3
        let recorder = DeliveryRecorder { _, _ in }
        let pipeline = recorder.pipeline(memoryBudget: budget)
        for index in 0..<20 { pipeline.request(demoCover(100 + index, size: 32)) }
        #expect(pipeline.waitUntilIdle())
        let counters = pipeline.counters
        #expect(counters.decoded == 20 && counters.coversInMemory == 3 && counters.evicted == 17)
        #expect(counters.bytesInMemory <= budget && counters.peakBytesInMemory <= budget)
    }

    @Test("decoding on the main thread trips the self-check; the pipeline never decodes on the caller's")
    func mainThreadCheck() throws {
        let violations = ViolationLog()
        ThreadCheck.whileObserving(violations.record) {
            _ = try? ImageDecoder().decode(Fixtures.blocksJPEG)
            let inline = ArtworkPipeline(
                configuration: ArtworkConfiguration(diskCache: CoverDiskCache(directory: Scratch.directory())),
                schedule: { $0() }, deliver: { _, _ in })
            inline.request(demoCover(7, size: 32))
        }
        #expect(violations.all == ["decoding", "decoding", "scaling", "conversion"])

        let caller = ObjectIdentifier(Thread.current)
        let recorder = DeliveryRecorder()
        let pipeline = recorder.pipeline()
        ThreadCheck.whileObserving(violations.record, mainStandIn: .current) {
            for index in 0..<4 { pipeline.request(demoCover(200 + index, size: 32)) }
        }
        #expect(pipeline.waitUntilIdle())
        #expect(recorder.all.count == 4)
        #expect(recorder.all.allSatisfy { $0.thread != caller && !$0.onMainThread && $0.state.rendering != nil })
    }
}

final class ViolationLog: Sendable {
    private let log = Mutex<[String]>([])
    var all: [String] { log.withLock { $0 } }
    func record(_ work: String) { log.withLock { $0.append(work) } }
}
