import Foundation
import Synchronization

/// One phase of load on the server under bench: `clients` threads, each on a keep-alive
/// connection of its own, sending the requests of a mix in turn (each client starting at
/// another place in it) until the time is up; a request under way then is finished and
/// counted. A response counts as an error unless it is a 200 with exactly the body the same
/// request got before the load; so does a connection that fails, after which the client opens
/// another and goes on.
struct ServeLoad {
    /// A request and the body its answer must have.
    struct Request: Sendable {
        let target: String
        let body: [UInt8]
    }

    /// What one phase measured.
    struct Result: Encodable {
        let name: String
        let clients: Int
        let seconds: Double
        let requests: Int
        let errors: Int
        let requestsPerSecond: Double
        let p50Milliseconds: Double
        let p99Milliseconds: Double
        /// The first error's description, if any.
        let firstError: String?
        /// Every request's milliseconds, sorted; not in the JSON.
        let latencies: [Double]

        enum CodingKeys: String, CodingKey {
            case name, clients, seconds, requests, errors, requestsPerSecond, p50Milliseconds, p99Milliseconds,
                firstError
        }
    }

    /// What the clients hand over when the time is up.
    private struct Tally: Sendable {
        var latencies: [Double] = []
        var errors = 0
        var firstError: String?
    }

    let port: UInt16
    let clients: Int
    let duration: Duration

    func run(_ name: String, mix: [Request]) -> Result {
        let tally = Mutex(Tally())
        let done = DispatchGroup()
        let start = ContinuousClock.now
        let end = start + duration
        for client in 0..<clients {
            done.enter()
            Thread.detachNewThread { [port] in
                let own = Self.send(mix, from: client * mix.count / max(clients, 1), until: end, port: port)
                tally.withLock { all in
                    all.latencies += own.latencies
                    all.errors += own.errors
                    all.firstError = all.firstError ?? own.firstError
                }
                done.leave()
            }
        }
        done.wait()
        let seconds = Double((ContinuousClock.now - start) / .microseconds(1)) / 1_000_000
        let all = tally.withLock { $0 }
        let figure = BenchFigure(name, all.latencies)
        let requests = all.latencies.count
        return Result(
            name: name, clients: clients, seconds: seconds, requests: requests, errors: all.errors,
            requestsPerSecond: Double(requests) / seconds, p50Milliseconds: figure.median,
            p99Milliseconds: figure.p99, firstError: all.firstError, latencies: figure.samples)
    }

    /// One client's loop. Every request, answered right or not, leaves one latency.
    private static func send(_ mix: [Request], from first: Int, until end: ContinuousClock.Instant, port: UInt16)
        -> Tally
    {
        var tally = Tally()
        var connection: BenchHTTPConnection?
        var index = first
        while ContinuousClock.now < end {
            let request = mix[index % mix.count]
            index += 1
            let sent = BenchClock.now()
            var problem: String?
            do {
                let open = try connection ?? BenchHTTPConnection(port: port)
                connection = open
                let response = try open.get(request.target)
                if response.status != 200 {
                    problem = "\(request.target) answered \(response.status)"
                } else if !response.hasBody(request.body) {
                    problem = "\(request.target) answered \(response.body.count) bytes unlike its first answer"
                }
            } catch {
                connection = nil
                problem = "\(request.target): \(error)"
            }
            tally.latencies.append(BenchClock.milliseconds(since: sent))
            if let problem {
                tally.errors += 1
                tally.firstError = tally.firstError ?? problem
            }
        }
        return tally
    }
}
