import Foundation
import WidgetGallery
import WidgetRender

/// `make memory`: renders the gallery from many threads at once for a while and shows whether
/// the resident memory stays flat: RSS (`VmRSS` of `/proc/self/status`) at the first sample and
/// at the end, and their ratio (goal: at most 1.10, i.e. within 10%).
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

    /// A line of `/proc/self/status` in MB, e.g. `VmRSS`.
    static func statusMegabytes(_ field: String) throws -> Double {
        let status: String
        do {
            status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        } catch {
            throw WidgetRenderError("cannot read /proc/self/status for \(field); the memory bench needs Linux's /proc")
        }
        for line in status.split(separator: "\n") where line.hasPrefix("\(field):") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if parts.count >= 2, let kilobytes = Double(parts[1]) { return kilobytes / 1024 }
        }
        throw WidgetRenderError("/proc/self/status has no \(field) line; the memory bench needs Linux's /proc")
    }

    static func run(_ renderer: WidgetRenderer) throws {
        let seconds = setting("MEMORY_SECONDS", default: 60)
        let firstSample = min(setting("MEMORY_FIRST_SAMPLE", default: 10), seconds)
        let threads = Int(setting("MEMORY_THREADS", default: 32))
        // Each thread makes its own jobs: their render closures are not `Sendable`.
        let jobCount = jobs().count
        let reference = try jobs().map { try $0.render(renderer, $0.context).bitmap }
        print("WidgetRender memory: \(jobCount) gallery renders in turn on each of \(threads) threads for \(format(seconds)) s (release build)")
        print(Bench.pad("time", 9) + Bench.pad("VmRSS", 12) + "renders")

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

        // Samples every 10 s, plus the first sample and the end.
        var times = Set(stride(from: 10.0, to: seconds, by: 10))
        times.insert(firstSample)
        times.insert(seconds)
        var first = 0.0, last = 0.0
        for time in times.sorted() {
            Thread.sleep(until: Date(timeIntervalSinceNow: max(0, time - Bench.milliseconds(Bench.clock.now - start) / 1000)))
            let rss = try statusMegabytes("VmRSS")
            if time == firstSample { first = rss }
            last = rss
            print(Bench.pad("\(format(time)) s", 9) + Bench.pad(String(format: "%.1f MB", rss), 12) + Bench.grouped(tally.snapshot.renders))
        }
        tally.stop()
        finished.wait()

        let result = tally.snapshot
        let peak = try statusMegabytes("VmHWM")
        print(String(format: "RSS at %@ s: %.1f MB; at %@ s: %.1f MB; ratio end / first: %.3f (goal ≤ 1.10); peak (VmHWM) %.1f MB",
                     format(firstSample), first, format(seconds), last, first > 0 ? last / first : 0, peak))
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
