import Foundation
import WidgetGallery
import WidgetRender

/// `make memory`: renders the gallery from many threads at once for a while and shows whether
/// the resident memory stays flat: RSS (`VmRSS` of `/proc/self/status`) at the first sample and
/// at the end, and their ratio; and, since single samples swing by ±10%, the ratio of the mean
/// RSS over the 5 s before each (goal: at most 1.10, i.e. within 10%).
///
/// Every render is compared with a serial render of the same widget made before the threads
/// start, so the run also shows that concurrent renders give the serial bytes.
///
/// Settings, from the environment:
/// - `MEMORY_SECONDS` (default 60): how long the threads render.
/// - `MEMORY_FIRST_SAMPLE` (default 10): when the first RSS sample is taken, in seconds; the
///   ratio is measured from it, after the engines and caches have warmed up.
/// - `MEMORY_THREADS` (default 32): how many threads render at once.
enum MemoryBench {
    /// One widget render: a gallery item in one family and colour scheme.
    struct Job {
        var name: String
        var context: WidgetContext
        var render: (WidgetRenderer, WidgetContext) throws -> RenderedImage
    }

    /// What the threads did, added up under a lock.
    final class Tally: @unchecked Sendable {
        // @unchecked: every stored property is only touched while `lock` is held.
        private let lock = NSLock()
        private var renders = 0
        private var mismatches = 0
        private var errors: [String] = []
        private var stopped = false

        func record(matched: Bool) {
            lock.withLock {
                renders += 1
                if !matched { mismatches += 1 }
            }
        }

        func record(error: any Error) {
            lock.withLock { errors.append("\(error)") }
        }

        func stop() { lock.withLock { stopped = true } }
        var isStopped: Bool { lock.withLock { stopped } }
        var snapshot: (renders: Int, mismatches: Int, errors: [String]) {
            lock.withLock { (renders, mismatches, errors) }
        }
    }

    static func setting(_ name: String, default value: Double) -> Double {
        guard let text = ProcessInfo.processInfo.environment[name] else { return value }
        guard let number = Double(text), number.isFinite, number > 0 else {
            FileHandle.standardError.write(Data("widget-render-bench: \(name)=\(text) is not a positive number; using \(value)\n".utf8))
            return value
        }
        return number
    }

    /// Every gallery widget in every family of the default device, light and dark.
    static func jobs() -> [Job] {
        var jobs: [Job] = []
        for item in Gallery.items {
            for family in item.families where DeviceProfile.iPhone6_1.slots[family] != nil {
                for scheme in [ColorScheme.light, .dark] {
                    jobs.append(Job(name: "\(item.name)-\(family.rawValue)-\(scheme)", context: WidgetContext(family: family, colorScheme: scheme), render: item.render))
                }
            }
        }
        return jobs
    }

    static func run(_ renderer: WidgetRenderer) throws {
        let seconds = setting("MEMORY_SECONDS", default: 60)
        let firstSample = min(setting("MEMORY_FIRST_SAMPLE", default: 10), seconds)
        let threads = Int(setting("MEMORY_THREADS", default: 32))
        // Each thread makes its own jobs: their render closures are not `Sendable`.
        let jobCount = jobs().count
        let reference = try jobs().map { try $0.render(renderer, $0.context).bitmap }
        print("WidgetRender memory: \(jobCount) gallery renders in turn on each of \(threads) threads for \(format(seconds)) s (release build)")
        // A sample every half second; a line every 10 s, at the first sample and at the end.
        let interval = 0.5
        let firstTick = max(1, (firstSample / interval).rounded()) * interval
        let lastTick = max(firstTick, (seconds / interval).rounded() * interval)
        let window = min(5, firstTick / 2)
        let lines = Set(stride(from: 10.0, to: lastTick, by: 10)).union([firstTick, lastTick])
        print(Bench.pad("time", 9) + Bench.pad("VmRSS", 12) + Bench.pad("mean of \(format(window)) s", 16) + "renders")

        let tally = Tally()
        let finished = DispatchGroup()
        let start = Bench.clock.now
        for index in 0..<threads {
            finished.enter()
            let thread = Thread {
                defer { finished.leave() }
                let jobs = jobs()
                var next = index % jobs.count
                while !tally.isStopped {
                    let job = jobs[next]
                    do {
                        let image = try job.render(renderer, job.context)
                        tally.record(matched: image.bitmap == reference[next])
                    } catch {
                        tally.record(error: error)
                        return
                    }
                    next = (next + 1) % jobs.count
                }
            }
            thread.stackSize = 8 << 20  // as the main thread's: deep view trees recurse
            thread.start()
        }

        var rss = RSSSamples()
        var first = 0.0
        var last = 0.0
        var tick = interval
        while tick <= lastTick {
            Thread.sleep(until: Date(timeIntervalSinceNow: max(0, tick - Bench.milliseconds(Bench.clock.now - start) / 1000)))
            let value = try rss.record(at: tick)
            if tick == firstTick { first = value }
            last = value
            if lines.contains(tick) {
                print(
                    Bench.pad("\(format(tick)) s", 9) + Bench.pad(String(format: "%.1f MB", value), 12)
                        + Bench.pad(String(format: "%.1f MB", rss.mean(over: (tick - window)...tick)), 16) + Bench.grouped(tally.snapshot.renders))
            }
            tick += interval
        }
        tally.stop()
        finished.wait()

        let result = tally.snapshot
        let peak = try RSSSamples.statusMegabytes("VmHWM")
        let early = rss.mean(over: (firstTick - window)...firstTick)
        let late = rss.mean(over: (lastTick - window)...lastTick)
        print(
            String(
                format: "RSS at %@ s: %.1f MB; at %@ s: %.1f MB; ratio end / first: %.3f; peak (VmHWM) %.1f MB",
                format(firstTick), first, format(lastTick), last, first > 0 ? last / first : 0, peak))
        print(
            String(
                format: "mean RSS over %@–%@ s: %.1f MB; over %@–%@ s: %.1f MB; ratio: %.3f (goal ≤ 1.10)",
                format(firstTick - window), format(firstTick), early, format(lastTick - window), format(lastTick), late,
                early > 0 ? late / early : 0))
        print("renders: \(Bench.grouped(result.renders)) (\(String(format: "%.1f", Double(result.renders) / seconds))/s), \(result.mismatches) differing from the serial bytes, \(result.errors.count) errors")
        print("text engines created: \(renderer.textEnginesCreated) (bound \(renderer.maximumTextEngines)) for \(threads) threads")
        if let error = result.errors.first {
            throw WidgetRenderError("a render failed on a bench thread: \(error)")
        }
        if result.mismatches > 0 {
            throw WidgetRenderError("\(result.mismatches) concurrent renders differ from the serial render of the same widget")
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
