import Foundation

/// `Date.RelativeFormatStyle` against the render's frozen "now".
///
/// Foundation's style always measures from the wall clock, so the renderer formats relative
/// dates itself: "1 hour ago", "in 2 days", and with the named presentation "yesterday",
/// "tomorrow", "now". English only; other locales are reported.
enum RelativeDateFormatting {
    static func format(_ date: Date, style: Date.RelativeFormatStyle, env: EnvironmentValues) -> FormattedText {
        let now = env.now
        guard DateStyleFormatter.isRepresentable(date, now: now) else {
            return FormattedText(string: "", problem: "date \(date.timeIntervalSinceReferenceDate) s from 2001 cannot be shown relative to now")
        }
        let delta = date.timeIntervalSince(now)
        let seconds = Int(abs(delta).rounded())
        let units: [(Int, String)] = [(31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        let (size, name) = units.first { seconds >= $0.0 } ?? (1, "second")
        let count = seconds / size
        var text: String
        if style.presentation == .named && count <= 1 && (name == "day" || seconds == 0) {
            text = seconds == 0 ? "now" : (delta < 0 ? "yesterday" : "tomorrow")
        } else {
            let phrase = "\(count) \(name)\(count == 1 ? "" : "s")"
            text = delta < 0 ? phrase + " ago" : "in " + phrase
        }
        let english = (env.locale.language.languageCode?.identifier ?? "en") == "en"
        return FormattedText(string: text, problem: english ? nil : "relative dates are formatted in English; \(env.locale.identifier) is not supported yet")
    }
}
