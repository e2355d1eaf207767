import Foundation

/// Timing helpers shared by the bench sections.
enum Bench {
    /// `BENCH_ITERATIONS` from the environment: when set, every section runs exactly that many
    /// measured iterations (after its warm-up), instead of its own default and time budget.
    static let iterationsOverride: Int? = ProcessInfo.processInfo.environment["BENCH_ITERATIONS"]
        .flatMap { Int($0) }
        .flatMap { $0 > 0 ? $0 : nil }

    static let clock = ContinuousClock()

    static func milliseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    static func pad(_ s: String, _ width: Int) -> String {
        // At least one space, so a value longer than its column stays a separate word.
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }

    /// `n` with thousands separators: 10,000.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// Runs `body` `warmUp` times unmeasured, then measures it; returns the times in ms.
    ///
    /// Without `BENCH_ITERATIONS`, measuring stops after `iterations` runs or once `budget`
    /// seconds have been spent measuring, whichever comes first (at least one run is measured),
    /// so that slow cases keep the whole bench short. With it, exactly that many runs are
    /// measured.
    static func measure(iterations: Int, warmUp: Int = 1, budget: Double, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmUp { try body() }
        let wanted = iterationsOverride ?? iterations
        let limit = iterationsOverride == nil ? budget * 1000 : .infinity
        var times: [Double] = []
        var spent = 0.0
        while times.count < wanted, times.isEmpty || spent < limit {
            let t0 = clock.now
            try body()
            let ms = milliseconds(clock.now - t0)
            times.append(ms)
            spent += ms
        }
        return times
    }
}
