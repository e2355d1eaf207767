import Foundation

/// A string literal with interpolations, as SwiftUI's `LocalizedStringKey`.
///
/// There are no string tables here: the key is shown as written, with interpolated values
/// formatted in the render's locale when the view resolves.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    enum Segment: Sendable {
        case literal(String)
        case text(Text)
        case date(Date, Text.DateStyle)
    }

    var segments: [Segment]

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Collects the parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        public mutating func appendInterpolation(_ string: String) {
            segments.append(.literal(string))
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            segments.append(.literal(value.description))
        }

        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
        }

        /// A date in a widget date style: `Text("Ends \(date, style: .relative)")`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.date(date, style))
        }

        /// A value formatted with a format style: `\(value, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.literal(format.format(value)))
        }
    }
}
