/// A log: a subsystem and a category, as Apple's `OSLog`.
public final class OSLog: Sendable {
    /// The subsystem, usually the bundle identifier (`com.example.app.widgets`).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String
    /// Whether messages to this log are kept at all (false for ``disabled``).
    let isEnabled: Bool

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    /// A log for `subsystem` and one of the system's categories.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The log without a subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that keeps nothing.
    public static let disabled = OSLog(disabled: ())

    /// The system's categories, as Apple's `OSLog.Category`.
    public struct Category: RawRepresentable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// Creates a category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown in Instruments' Points of Interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Messages whose cost is measured.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Stack traces of the messages.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
