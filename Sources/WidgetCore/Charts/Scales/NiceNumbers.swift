import Foundation

/// Round numbers for an axis, by the "nice numbers" rule (P. Heckbert, *Graphics Gems*, 1990):
/// a step of 1, 2 or 5 times a power of ten, near the span divided by the values wanted, and
/// a domain widened to whole steps. Swift Charts' rule is not published; its documented
/// example (values 0 to 141 give a domain 0 to 150 marked every 50) is what this gives.
enum NiceNumbers {
    /// A round number near `x`: the nearest (`rounding`) or the next at or above it.
    static func nice(_ x: Double, rounding: Bool) -> Double {
        guard x > 0, x.isFinite else { return 1 }
        let exponent = floor(log10(x))
        let power = pow(10, exponent)
        let fraction = x / power
        let niceFraction: Double
        if rounding {
            niceFraction = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        } else {
            niceFraction = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        }
        return niceFraction * power
    }

    /// The step and widened domain for values from `lower` to `upper`, about `count` values.
    static func domain(_ lower: Double, _ upper: Double, count: Int) -> (lower: Double, upper: Double, step: Double) {
        var lower = lower
        var upper = upper
        if upper <= lower {
            // One value: a unit around it (or from zero up to it).
            let pad = lower == 0 ? 1 : abs(lower) * 0.5
            lower = lower > 0 ? 0 : lower - pad
            upper = upper < 0 ? 0 : upper + pad
        }
        let range = nice(upper - lower, rounding: false)
        let step = nice(range / Double(max(count - 1, 1)), rounding: true)
        return (floor(lower / step) * step, ceil(upper / step) * step, step)
    }

    /// The multiples of `step` from `lower` to `upper` (at most 1,000).
    static func ticks(_ lower: Double, _ upper: Double, step: Double) -> [Double] {
        guard step > 0, step.isFinite, upper >= lower else { return [] }
        let first = ceil(lower / step - 1e-9)
        var values: [Double] = []
        var k = first
        while k * step <= upper + step * 1e-9, values.count < 1_000 {
            let v = k * step
            values.append(abs(v) < step * 1e-9 ? 0 : v)
            k += 1
        }
        return values
    }
}
