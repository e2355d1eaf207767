import Foundation

/// Formats `Text(date, style:)` against the render's frozen "now", locale and time zone.
enum DateStyleFormatter {
    /// The largest interval shown, about 31,700 years; longer (and non-finite) intervals are
    /// clamped so the arithmetic below stays in range.
    static let maximumInterval: TimeInterval = 1e12

    /// Whether `date` can be formatted as given (finite and within ``maximumInterval`` of now).
    static func isRepresentable(_ date: Date, now: Date) -> Bool {
        let d = date.timeIntervalSince(now)
        return d.isFinite && abs(d) <= maximumInterval
    }

    static func string(_ date: Date, style: Text.DateStyle, env: EnvironmentValues) -> String {
        let now = env.now.timeIntervalSinceReferenceDate.isFinite ? env.now : Date(timeIntervalSinceReferenceDate: 0)
        let date = isRepresentable(date, now: now) ? date : clamped(date, now: now)
        switch style.kind {
        case .time:
            return format(date, pattern(english: "h:mm a", template: "jmm", env), env)
        case .date:
            return format(date, pattern(english: "MMMM d, y", template: "yMMMMd", env), env)
        case .relative:
            return localizedComponents(abs(date.timeIntervalSince(now)), unitsShown: 2, env) ?? components(abs(date.timeIntervalSince(now)))
        case .offset:
            let delta = date.timeIntervalSince(now)
            return (delta < 0 ? "-" : "+") + (localizedComponents(abs(delta), unitsShown: 1, env) ?? components(abs(delta), unitsShown: 1))
        case .timer:
            return timer(abs(date.timeIntervalSince(now)), showsHours: true)
        case .timerInterval(let interval, let pauseTime, let countsDown, let showsHours):
            return timer(TimerInterval.shown(interval, pauseTime: pauseTime, countsDown: countsDown, now: now), showsHours: showsHours)
        }
    }

    /// "2:32", "1:02:03"; without hours, minutes go past 59 ("62:03").
    static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(seconds.isFinite ? min(max(seconds, 0), maximumInterval) : 0)
        let h = showsHours ? total / 3600 : 0
        let m = showsHours ? (total % 3600) / 60 : total / 60
        let s = total % 60
        let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    private static func clamped(_ date: Date, now: Date) -> Date {
        let d = date.timeIntervalSince(now)
        if d.isNaN { return now }
        return now.addingTimeInterval(d > 0 ? maximumInterval : -maximumInterval)
    }

    /// US English keeps fixed patterns (ICU's spacing in English times has changed between
    /// versions, e.g. a narrow no-break space before "PM"); other locales use their own
    /// pattern for the template, e.g. en_GB "23:23", de_DE "3. Juni 2019".
    private static func pattern(english: String, template: String, _ env: EnvironmentValues) -> String {
        if env.locale.identifier == "en_US" || env.locale.identifier == "en_US_POSIX" { return english }
        return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: env.locale) ?? english
    }

    private static func format(_ date: Date, _ pattern: String, _ env: EnvironmentValues) -> String {
        let key = FormatterKey(locale: env.locale.identifier, timeZone: env.timeZone.identifier, pattern: pattern)
        formatters.lock.lock()
        defer { formatters.lock.unlock() }
        let f: DateFormatter
        if let kept = formatters.kept[key] {
            f = kept
        } else {
            f = DateFormatter()
            f.locale = env.locale
            f.timeZone = env.timeZone
            // The locale's own calendar (Buddhist in th_TH, as the device shows), Gregorian for en_US.
            var calendar = env.locale.identifier.hasPrefix("en_US") ? Calendar(identifier: .gregorian) : env.locale.calendar
            calendar.timeZone = env.timeZone
            f.calendar = calendar
            f.dateFormat = pattern
            if formatters.kept.count >= FormatterCache.capacity { formatters.kept.removeAll() }
            formatters.kept[key] = f
        }
        // ICU puts narrow no-break spaces in some patterns; a plain space reads the same and
        // does not change between ICU versions.
        return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// What a formatter is made of: its locale, time zone (each with its calendar) and pattern.
    private struct FormatterKey: Hashable {
        var locale: String
        var timeZone: String
        var pattern: String
    }

    /// The formatters made so far, kept because making one (and setting each of its
    /// properties, which remakes ICU's formatter) was about 1 % of the gallery bench's time,
    /// where formatting with one is quick. Used under the lock, so one formatter
    /// is never used by two threads at once; emptied when it holds ``capacity`` of them.
    private final class FormatterCache: @unchecked Sendable {
        // @unchecked: `kept` is only touched while `lock` is held.
        static let capacity = 64
        let lock = NSLock()
        var kept: [FormatterKey: DateFormatter] = [:]
    }

    private static let formatters = FormatterCache()

    /// The interval in the locale's words ("2 Stunden und 23 Minuten" in de_DE), or `nil` for
    /// English, which keeps the fixed wording of ``components(_:unitsShown:)`` (the same words
    /// as ICU's, without depending on its version).
    private static func localizedComponents(_ interval: TimeInterval, unitsShown: Int, _ env: EnvironmentValues) -> String? {
        guard (env.locale.language.languageCode?.identifier ?? "en") != "en" else { return nil }
        let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: unitsShown)
            .locale(env.locale)
        // Whole seconds, as the English wording: the fraction is never shown. ICU puts (narrow)
        // no-break spaces between number and unit in some locales; a plain space reads the
        // same and does not change between ICU versions (as for times, below).
        return Duration.seconds(Int64(interval.rounded(.down))).formatted(style)
            .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
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
