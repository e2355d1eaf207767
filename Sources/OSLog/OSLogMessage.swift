import Foundation

/// A log message with interpolated values, each with its privacy and format, as Apple's
/// `OSLogMessage`: `"loaded \(count) entries for \(name, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as the log writes it, private values redacted.
    let text: String

    /// A message without values.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message built from literals and values.
    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// The parts of a message, as Apple's `OSLogInterpolation`.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        /// Makes room for the literals and values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A string value, padded to `align`, private unless made public.
        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += privacy.redact(align.pad(value()), isScalar: false)
        }

        /// A value as its `description`, private unless made public.
        public mutating func appendInterpolation<T: CustomStringConvertible>(
            _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(value().description), isScalar: false)
        }

        /// An error (`nil` when there is none), private unless made public.
        public mutating func appendInterpolation(_ error: @autoclosure () -> (any Error)?, privacy: OSLogPrivacy = .auto) {
            text += privacy.redact(error().map { String(describing: $0) } ?? "(null)", isScalar: false)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Int8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Int16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Int32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Int64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> UInt, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> UInt8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> UInt16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> UInt32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// An integer in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> UInt64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// A floating-point number in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(number())), isScalar: true)
        }

        /// A single-precision number in `format`, public unless made private.
        public mutating func appendInterpolation(
            _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.redact(align.pad(format.format(Double(number()))), isScalar: true)
        }

        /// A Boolean, `true`/`false` or `YES`/`NO`, public unless made private.
        public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
            let value = boolean()
            text += privacy.redact(format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO"), isScalar: true)
        }

        /// A type's name, public unless made private.
        public mutating func appendInterpolation(_ type: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += privacy.redact(align.pad(String(describing: type())), isScalar: true)
        }
    }
}
