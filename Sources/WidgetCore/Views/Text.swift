import Foundation

/// A run of read-only text, as SwiftUI's `Text`.
///
/// ```swift
/// Text("Hello, \(name)")          // LocalizedStringKey with interpolation
/// Text(verbatim: "v1.2")
/// Text(entry.date, style: .time)  // formatted with the context's frozen "now", locale and zone
/// Text("Bold").bold() + Text(" plain")
/// ```
public struct Text: View, Sendable {
    enum Content: Sendable {
        case verbatim(String)
        case key(LocalizedStringKey)
        case date(Date, DateStyle)
        case concatenation([Text])
    }

    /// Attribute overrides applied by `Text`-returning modifiers, innermost first.
    struct Attributes: Sendable {
        var font: Font?
        var weight: Font.Weight?
        /// The width from `fontWidth(_:)`.
        var width: Font.Width?
        var bold = false
        var italic = false
        var monospacedDigit = false
        /// Whether the run uses the monospaced design (Markdown code spans).
        var monospaced = false
        /// The fill from `foregroundColor(_:)` or `foregroundStyle(_:)`, whichever came first.
        var foreground: AnyShapeStyle?
        var strikethrough: Bool?
        var underline: Bool?
        var strikethroughColor: Color?
        var underlineColor: Color?
        var tracking: CGFloat?
        /// The letter case from `textCase(_:)`: `.some(nil)` is "as written", set explicitly.
        var textCase: Text.Case??
        /// The underline or strikethrough pattern.
        var linePattern: LinePattern?
        /// The baseline offset in points.
        var baselineOffset: CGFloat?
    }

    let content: Content
    var attributes = Attributes()

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = .verbatim(content)
    }

    /// Text from a string value, shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// Text from a localized string key (string literals and interpolations).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.content = .key(key)
    }

    /// A value formatted with a format style, in the render's locale and time zone:
    /// `Text(steps, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.content = .key(LocalizedStringKey(segments: [.formatted(DeferredFormat(input, format: format))]))
    }

    /// A date formatted in one of the widget date styles, relative to the render's frozen "now".
    public init(_ date: Date, style: DateStyle) {
        self.content = .date(date, style)
    }

    init(concatenating parts: [Text]) {
        self.content = .concatenation(parts)
    }

    /// Never called: `Text` is a primitive view.
    public var body: Never { primitiveBody() }

    /// Joins two texts into one, keeping each part's attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(concatenating: [lhs, rhs])
    }
}

extension Text {
    /// The formats of `Text(_:style:)`.
    public struct DateStyle: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case time, date, relative, offset, timer
            /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
            case timerInterval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        }
        let kind: Kind
        /// "11:23 PM"
        public static let time = DateStyle(kind: .time)
        /// "June 3, 2019"
        public static let date = DateStyle(kind: .date)
        /// "2 hours, 23 minutes"
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours"
        public static let offset = DateStyle(kind: .offset)
        /// "2:32", "36:59:01"
        public static let timer = DateStyle(kind: .timer)
    }
}

extension Text {
    /// Where text that does not fit is cut.
    public typealias TruncationMode = WidgetCore.TruncationMode
}
