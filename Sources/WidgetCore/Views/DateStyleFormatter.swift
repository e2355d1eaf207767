import Foundation

/// Formats `Text(date, style:)` against the render's frozen "now", locale and time zone.
enum DateStyleFormatter {
    static func string(_ date: Date, style: Text.DateStyle, env: EnvironmentValues) -> String {
        let now = env.now
        switch style.kind {
        case .time:
            return format(date, "h:mm a", env)
        case .date:
            return format(date, "MMMM d, y", env)
        case .relative:
            return components(abs(date.timeIntervalSince(now)))
        case .offset:
            let delta = date.timeIntervalSince(now)
            return (delta < 0 ? "-" : "+") + components(abs(delta), unitsShown: 1)
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }
    }

    private static func format(_ date: Date, _ pattern: String, _ env: EnvironmentValues) -> String {
        let f = DateFormatter()
        f.locale = env.locale
        f.timeZone = env.timeZone
        f.calendar = Calendar(identifier: .gregorian)
        f.dateFormat = pattern
        return f.string(from: date)
    }

    /// "2 hours, 23 minutes": the two largest non-zero units (days, hours, minutes, seconds).
    private static func components(_ interval: TimeInterval, unitsShown: Int = 2) -> String {
        var rest = Int(interval)
        let units: [(Int, String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var parts: [String] = []
        for (size, name) in units where parts.count < unitsShown {
            let n = rest / size
            rest %= size
            if n > 0 || (!parts.isEmpty) {
                if n > 0 { parts.append("\(n) \(name)\(n == 1 ? "" : "s")") } else { break }
            }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
