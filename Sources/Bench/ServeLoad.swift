import Dispatch
import FoundationEssentials
import Platform
import Synchronization

/// One phase of load on the server under bench: `clients` threads, each on a keep-alive
/// connection of its own, sending the requests of a mix in turn (each client starting at
/// another place in it) until the time is up; a request under way then is finished and
/// counted. A response counts as an error unless it is a 200 with exactly the body the same
/// request got before the load; so does a connection that fails, after which the client opens
/// another and goes on.
package struct ServeLoad {
    /// A request and the body its answer must have.
    package struct Request: Sendable {
        package let target: String
        package let body: [UInt8]
        /// Asks for an answer made now, not one the server kept (`Cache-Control: no-cache`).
        package var fresh = false
        /// More header lines ("Authorization: Bearer …").
        package var headers: [String] = []
    }

    /// One request as its client saw it: when it went, how long its answer took, and the
    /// answer or why the connection gave none. The response's body is a slice of the
    /// connection's buffer: an observer that keeps it makes the connection copy its buffer on
    /// the next read.
    package struct Exchange {
        package let request: Request
        /// `BenchClock`'s time when the request was sent.
        package let sent: UInt64
        package let milliseconds: Double
        package let response: Swift.Result<BenchHTTPConnection.Response, BenchHTTPConnection.Failure>

        /// What makes the exchange an error for the bench: anything but a 200 with the body
        /// expected.
        package var problem: String? {
            switch response {
            case .failure(let failure): "\(request.target): \(failure)"
            case .success(let response) where response.status != 200:
                "\(request.target) answered \(response.status)"
            case .success(let response) where !response.hasBody(request.body):
                "\(request.target) answered \(response.body.count) bytes unlike its first answer"
            case .success: nil
            }
        }
    }

    /// What one phase measured.
    struct Result: Encodable {
        let name: String
        let clients: Int
        let seconds: Double
        let requests: Int
        /// Requests that never left: their connection could not be made. Errors, but not sent.
        let unconnected: Int
        let errors: Int
        let requestsPerSecond: Double
        let p50Milliseconds: Double
        let p99Milliseconds: Double
        /// The first error's description, if any.
        let firstError: String?
        /// Every request's milliseconds, sorted; not in the JSON.
        let latencies: [Double]

        enum CodingKeys: String, CodingKey {
            case name, clients, seconds, requests, unconnected, errors, requestsPerSecond, p50Milliseconds,
                p99Milliseconds, firstError
        }
    }

    /// What a client of the bench hands over when the time is up.
    private struct Measures: Sendable {
        var latencies: [Double] = []
        var errors = 0
        var unconnected = 0
        var firstError: String?
    }

    let port: UInt16
    let clients: Int
    let duration: Duration

    func run(_ name: String, mix: [Request]) -> Result {
        let start = ContinuousClock.now
        let tallies = run(mix: mix, tally: Measures()) { tally, exchange in
            tally.latencies.append(exchange.milliseconds)
            if let problem = exchange.problem {
                tally.errors += 1
                tally.firstError = tally.firstError ?? problem
            }
            if case .failure(.connect) = exchange.response { tally.unconnected += 1 }
            return true
        }
        let seconds = Double((ContinuousClock.now - start) / .microseconds(1)) / 1_000_000
        let figure = BenchFigure(name, tallies.flatMap(\.latencies))
        let requests = figure.samples.count
        return Result(
            name: name, clients: clients, seconds: seconds, requests: requests,
            unconnected: tallies.reduce(0) { $0 + $1.unconnected }, errors: tallies.reduce(0) { $0 + $1.errors },
            requestsPerSecond: Double(requests) / seconds,
            p50Milliseconds: figure.median, p99Milliseconds: figure.p99,
            firstError: tallies.lazy.compactMap(\.firstError).first, latencies: figure.samples)
    }

    /// Runs the clients until the time is up. Each client folds its exchanges, on its own
    /// thread as they happen, into a tally of its own starting as `tally`, so that the clients
    /// share nothing while the load runs; `observe` returns false when the client has seen
    /// enough, which then stops before the time is up. The tallies come back in the clients'
    /// order.
    func run<Tally: Sendable>(
        mix: [Request], tally: Tally, observe: @escaping @Sendable (inout Tally, Exchange) -> Bool
    ) -> [Tally] {
        let tallies = Mutex([Tally?](repeating: nil, count: clients))
        let done = DispatchGroup()
        let end = ContinuousClock.now + duration
        for client in 0..<clients {
            done.enter()
            DetachedThread.start(name: "bench client") { [port, clients] in
                var own = tally
                Self.send(mix, from: client * mix.count / max(clients, 1), until: end, port: port) {
                    observe(&own, $0)
                }
                tallies.withLock { [own] in $0[client] = own }
                done.leave()
            }
        }
        done.wait()
        return tallies.withLock { $0.map { $0! } }
    }

    /// One client's loop, until the time is up or `observe` says enough. Every request,
    /// answered or not, makes one exchange.
    private static func send(
        _ mix: [Request], from first: Int, until end: ContinuousClock.Instant, port: UInt16,
        _ observe: (Exchange) -> Bool
    ) {
        var connection: BenchHTTPConnection?
        var index = first
        while ContinuousClock.now < end {
            let request = mix[index % mix.count]
            index += 1
            let sent = BenchClock.now()
            let response: Swift.Result<BenchHTTPConnection.Response, BenchHTTPConnection.Failure>
            do throws(BenchHTTPConnection.Failure) {
                if connection == nil { connection = try BenchHTTPConnection(port: port) }
                response = .success(
                    try connection!.get(request.target, fresh: request.fresh, headers: request.headers))
            } catch {
                connection = nil
                response = .failure(error)
            }
            let goesOn = observe(
                Exchange(
                    request: request, sent: sent, milliseconds: BenchClock.milliseconds(since: sent),
                    response: response))
            guard goesOn else { return }
        }
    }
}
