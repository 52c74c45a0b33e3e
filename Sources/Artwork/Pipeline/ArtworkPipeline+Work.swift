import CDelayedLibraries
import FoundationEssentials
import Platform

/// The workers' side: each job runs on a worker from start to finish, except that a download
/// gives its worker back while it waits and comes back as a job of its own to be decoded.
extension ArtworkPipeline {
    func startWorkers() {
        let started = state.withLock { state -> [(ArtworkRequest, PipelineState.Stage)] in
            var started: [(ArtworkRequest, PipelineState.Stage)] = []
            while !state.paused, state.runningWorkers < configuration.workerCount,
                let request = state.nextRunnable(), var job = state.jobs[request]
            {
                started.append((request, job.stage))
                job.stage = .running
                state.jobs[request] = job
                state.runningWorkers += 1
            }
            return started
        }
        for (request, stage) in started {
            schedule { [self] in
                run(request, from: stage)
                state.withLock { $0.runningWorkers -= 1 }
                startWorkers()
            }
        }
    }

    private func run(_ request: ArtworkRequest, from stage: PipelineState.Stage) {
        let bytes: [UInt8]
        var downloaded = false
        if case .downloaded(let fetched) = stage {
            bytes = fetched
            downloaded = true
        } else {
            do {
                switch try source.load(request.url) {
                case .bytes(let found, let origin):
                    count(origin)
                    bytes = found
                case .remote(let url):
                    queueDownload(request, url)
                    return
                }
            } catch {
                fail(request, error)
                return
            }
        }
        guard isStillWanted(request) else { return }
        let rendering: ArtworkRendering
        do {
            try ArtworkLibrary.require(CDELAYED_CHAFA)
            let renderer = CoverRenderer(decoder: decoder, converter: converter(for: request))
            guard let rendered = try renderer.render(bytes, shouldContinue: { isStillWanted(request) }) else { return }
            rendering = rendered
        } catch {
            fail(request, error)
            return
        }
        if downloaded { try? source.diskCache.write(bytes, for: request.url) }
        complete(request, rendering)
    }

    private func converter(for request: ArtworkRequest) -> ArtworkConverter {
        let key = ArtworkConverterKey(geometry: request.geometry, output: request.output)
        return state.withLock { state in
            if let converter = state.converters[key] { return converter }
            let converter = ArtworkConverter(geometry: request.geometry, output: request.output)
            state.converters[key] = converter
            return converter
        }
    }

    private func count(_ origin: LocalCoverSource.Origin) {
        state.withLock { state in
            switch origin {
            case .diskCache: state.counters.diskHits += 1
            case .generated: state.counters.generated += 1
            case .file: break
            }
        }
    }

    /// False (and the job dropped) when every card withdrew while the job ran.
    private func isStillWanted(_ request: ArtworkRequest) -> Bool {
        state.withLock { state in
            guard let job = state.jobs[request] else { return false }
            guard job.interest <= 0 else { return true }
            state.jobs[request] = nil
            state.counters.cancelled += 1
            return false
        }
    }

    private func queueDownload(_ request: ArtworkRequest, _ url: URL) {
        let wanted = state.withLock { state -> Bool in
            guard var job = state.jobs[request] else { return false }
            guard job.interest > 0 else {
                state.jobs[request] = nil
                state.counters.cancelled += 1
                return false
            }
            job.stage = .awaitingDownload(url)
            state.jobs[request] = job
            return true
        }
        if wanted { startWaitingDownloads() }
    }

    /// Starts the most wanted waiting downloads while there are free slots.
    func startWaitingDownloads() {
        let started = state.withLock { state -> [(ArtworkRequest, URL, HTTPDownload)] in
            var started: [(ArtworkRequest, URL, HTTPDownload)] = []
            while state.counters.activeDownloads < configuration.downloadLimit,
                let (request, url) = state.nextAwaitingDownload(), var job = state.jobs[request]
            {
                let download = HTTPDownload()
                job.stage = .downloading(download)
                state.jobs[request] = job
                state.counters.activeDownloads += 1
                started.append((request, url, download))
            }
            return started
        }
        for (request, url, download) in started {
            fetcher.fetch(url, as: download) { [self] result in downloadEnded(request, download, result) }
        }
    }

    private func downloadEnded(
        _ request: ArtworkRequest, _ download: HTTPDownload, _ result: Result<[UInt8], ArtworkError>
    ) {
        let current = state.withLock { state -> Bool in
            guard var job = state.jobs[request], case .downloading(let running) = job.stage, running === download else {
                return false
            }
            state.counters.activeDownloads -= 1
            if case .success(let bytes) = result {
                state.counters.downloaded += 1
                job.stage = .downloaded(bytes)
                state.jobs[request] = job
            }
            return true
        }
        guard current else { return }
        if case .failure(let error) = result { fail(request, error) }
        startWaitingDownloads()
        startWorkers()
    }

    private func complete(_ request: ArtworkRequest, _ rendering: ArtworkRendering) {
        let onMainThread = ThreadIdentity.isMainThread
        state.withLock { state in
            state.jobs[request] = nil
            state.failures[request] = nil
            state.counters.decoded += 1
            if onMainThread { state.counters.decodedOnMainThread += 1 }
            state.counters.evicted += state.cache.insert(rendering, for: request, cost: rendering.byteCount)
            state.counters.peakBytesInMemory = max(state.counters.peakBytesInMemory, state.cache.totalCost)
            state.deliveriesUnderway += 1
        }
        deliver(request, .ready(rendering))
        state.withLock { $0.deliveriesUnderway -= 1 }
    }

    /// Records the failure and when to try again: the delay doubles with each failure in a
    /// row, up to the maximum, so a dead server is not asked every frame.
    private func fail(_ request: ArtworkRequest, _ error: ArtworkError) {
        let now = configuration.now()
        state.withLock { state in
            state.jobs[request] = nil
            let attempts = (state.failures[request]?.attempts ?? 0) + 1
            let delay = min(
                configuration.maximumRetryDelay, configuration.retryDelay * Double(1 << min(attempts - 1, 20)))
            state.failures[request] = PipelineState.Failure(
                error: error, attempts: attempts, retryAt: now + .milliseconds(Int64(delay * 1000)))
            state.counters.failed += 1
            state.deliveriesUnderway += 1
        }
        deliver(request, .failed(error))
        state.withLock { $0.deliveriesUnderway -= 1 }
    }
}
