import FoundationEssentials

/// Everything the pipeline's threads share, kept behind one lock.
struct PipelineState {
    enum Stage {
        /// Waiting for a worker to find the bytes (disk, file, generation) or learn it must
        /// download them.
        case queued
        case running
        /// Waiting for a free download slot.
        case awaitingDownload(URL)
        case downloading(HTTPDownload)
        /// Downloaded, waiting for a worker to decode.
        case downloaded([UInt8])

        var isRunnable: Bool {
            switch self {
            case .queued, .downloaded: true
            case .running, .awaitingDownload, .downloading: false
            }
        }
    }

    struct Job {
        var priority: ArtworkPriority
        /// Larger is newer: among equals, the cover that came on screen last goes first, since
        /// that is where the person is looking.
        var sequence: Int
        /// Cards that want the cover; at zero the work is dropped.
        var interest: Int
        var stage: Stage
    }

    struct Failure {
        var error: ArtworkError
        var attempts: Int
        var retryAt: ContinuousClock.Instant
    }

    var jobs: [ArtworkRequest: Job] = [:]
    var failures: [ArtworkRequest: Failure] = [:]
    var cache: MemoryCache<ArtworkRequest, ArtworkRendering>
    var converters: [ArtworkConverterKey: ArtworkConverter] = [:]
    var counters = ArtworkCounters()
    var runningWorkers = 0
    /// Results taken out of `jobs` whose `deliver` call has not returned yet.
    var deliveriesUnderway = 0
    var sequence = 0
    var paused = false
    /// What `updateVisible` last asked for, with its priority.
    var shown: [ArtworkRequest: ArtworkPriority] = [:]
    /// Whether the pipeline's being busy was last reported as work started (`PipelineLock`).
    var reportedBusy = false

    /// Whether any work is left: covers queued, running or being delivered.
    var isBusy: Bool { !jobs.isEmpty || runningWorkers > 0 || deliveriesUnderway > 0 }

    /// What keeps the pipeline busy, in words: for automation's `stats` when a wait runs long.
    var busyDescription: String? {
        guard isBusy else { return nil }
        var stages: [String: Int] = [:]
        for job in jobs.values {
            let name =
                switch job.stage {
                case .queued: "queued"
                case .running: "running"
                case .awaitingDownload: "awaiting a download"
                case .downloading: "downloading"
                case .downloaded: "downloaded"
                }
            stages[name, default: 0] += 1
        }
        var parts = stages.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        parts += ["\(runningWorkers) workers", "\(deliveriesUnderway) delivering"]
        if paused { parts.append("paused") }
        return parts.joined(separator: ", ")
    }

    init(memoryBudget: Int) {
        cache = MemoryCache(budget: memoryBudget)
    }

    mutating func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    /// The job a free worker should take: highest priority, then newest.
    func nextRunnable() -> ArtworkRequest? {
        var best: (request: ArtworkRequest, job: Job)?
        for (request, job) in jobs where job.stage.isRunnable {
            if let current = best,
                (job.priority, job.sequence) <= (current.job.priority, current.job.sequence)
            {
                continue
            }
            best = (request, job)
        }
        return best?.request
    }

    /// The download that should take a free slot, by the same rule.
    func nextAwaitingDownload() -> (ArtworkRequest, URL)? {
        var best: (request: ArtworkRequest, job: Job, url: URL)?
        for (request, job) in jobs {
            guard case .awaitingDownload(let url) = job.stage else { continue }
            if let current = best, (job.priority, job.sequence) <= (current.job.priority, current.job.sequence) {
                continue
            }
            best = (request, job, url)
        }
        return best.map { ($0.request, $0.url) }
    }

    func snapshot() -> ArtworkCounters {
        var counters = counters
        counters.bytesInMemory = cache.totalCost
        counters.coversInMemory = cache.count
        counters.inFlight = jobs.count
        return counters
    }
}

struct ArtworkConverterKey: Hashable {
    let geometry: ArtGeometry
    let output: ArtworkOutput
}
