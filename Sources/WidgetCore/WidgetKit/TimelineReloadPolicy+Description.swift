import Foundation

extension TimelineReloadPolicy: CustomStringConvertible {
    /// `atEnd`, `never` or `after(2026-06-01T12:00:00Z)`.
    public var description: String {
        switch kind {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let date): return "after(\(ISO8601DateFormatter().string(from: date)))"
        }
    }

    /// The date of `.after(date)`, else `nil`.
    public var reloadDate: Date? {
        if case .after(let date) = kind { return date }
        return nil
    }
}
