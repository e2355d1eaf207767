import Foundation
import WidgetRender

/// This process's resident memory (`VmRSS` of `/proc/self/status`), sampled over time.
///
/// One sample swings by ±10% from one second to the next while many threads render (freed
/// images stay in malloc's per-thread arenas for a while), so ``mean(over:)`` of a few
/// seconds of samples shows a trend that single samples hide.
struct RSSSamples {
    /// The samples: seconds since the start, and megabytes.
    private(set) var samples: [(time: Double, megabytes: Double)] = []

    /// Reads the resident memory now and keeps it as the sample at `time`.
    mutating func record(at time: Double) throws -> Double {
        let megabytes = try RSSSamples.statusMegabytes("VmRSS")
        samples.append((time, megabytes))
        return megabytes
    }

    /// The mean of the samples taken in `window` (open below, closed above), or 0 if none.
    func mean(over window: ClosedRange<Double>) -> Double {
        let values = samples.filter { $0.time > window.lowerBound && $0.time <= window.upperBound }.map(\.megabytes)
        return values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// A line of `/proc/self/status` in MB, e.g. `VmRSS` or `VmHWM`.
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
}
