import Foundation

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey`.
///
/// There are no string tables here: the key is shown as written, its literal parts read as
/// inline Markdown as SwiftUI does (`"**\(count)** new"`: the interpolated value is bold,
/// but Markdown inside an interpolated string is shown as written). Interpolated values become
/// text when the key is made (`description`; `Double` as `%lf`, as SwiftUI does). Values with
/// a format style (`\(value, format: .number)`) and dates in a widget style
/// (`\(date, style: .relative)`) are formatted when the view resolves, with the render's
/// frozen "now", locale and time zone; a style whose locale or time zone you pinned keeps it.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    enum Segment: Sendable {
        /// Literal text of the key, read as inline Markdown (``MarkdownParser``).
        case markdown(String)
        /// An interpolated string, shown as written.
        case literal(String)
        case text(Text)
        case date(Date, Text.DateStyle)
        case formatted(DeferredFormat)
    }

    var segments: [Segment]

    /// A key from a string value, shown as written.
    public init(_ value: String) { segments = [.markdown(value)] }
    /// A key from a string literal.
    public init(stringLiteral value: String) { segments = [.markdown(value)] }
    /// A key from a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    init(segments: [Segment]) { self.segments = segments }

    /// Collects the parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// Creates an empty interpolation; the capacities are not used.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part of the string.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.markdown(literal)) }
        }

        /// Appends a string as written.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.literal(string))
        }

        /// Appends a value's `description`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            segments.append(.literal(value.description))
        }

        /// Appends a text, keeping its attributes (font, colour…).
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
        }

        /// A date in a widget date style: `Text("Ends \(date, style: .relative)")`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.date(date, style))
        }

        /// A value formatted with a format style: `\(value, format: .number)`.
        ///
        /// The value is formatted when the view resolves; number, percent and date styles take
        /// the render's locale (and date styles its time zone), as they take the device's on iOS.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted(DeferredFormat(value, format: format)))
        }

        /// A number formatted with a `printf`-style specifier: `\(value, specifier: "%.1f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.literal(String(format: specifier, value)))
        }

        /// A `Double`, formatted as SwiftUI formats it in a localized key (`%lf`: "3.141590").
        public mutating func appendInterpolation(_ value: Double) {
            segments.append(.literal(String(format: "%lf", value)))
        }

        /// A `Float`, formatted as SwiftUI formats it in a localized key (`%f`).
        public mutating func appendInterpolation(_ value: Float) {
            segments.append(.literal(String(format: "%f", Double(value))))
        }

        /// A `CGFloat`, formatted as SwiftUI formats it in a localized key (`%lf`).
        public mutating func appendInterpolation(_ value: CGFloat) {
            segments.append(.literal(String(format: "%lf", Double(value))))
        }
    }
}
