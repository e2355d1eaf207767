/// How an integer in a log message is written, as Apple's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    /// Octal.
    public static let octal = OSLogIntegerFormatting(radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    /// Decimal with a `+` before positive numbers and at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal, with `0x` and upper-case digits on request.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal, with `0o` on request.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: min(minDigits, 256) - digits.count) + digits }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0o" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How a floating-point number in a log message is written, as Apple's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool

    /// Fixed-point, six decimals.
    public static let fixed = OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: false)
    /// Exponent notation.
    public static let exponential = OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: false)
    /// Whichever of the two is shorter.
    public static let hybrid = OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: false)

    /// Fixed-point with `precision` decimals.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Fixed-point, with a `+` before positive numbers on request.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    /// Exponent notation with `precision` decimals.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    /// The shorter notation with `precision` significant digits.
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    func format(_ value: Double) -> String {
        let places = min(max(precision ?? 6, 0), 64)
        let spec: String
        switch style {
        case .fixed: spec = "%.\(places)f"
        case .exponential: spec = "%.\(places)e"
        case .hybrid: spec = "%.\(places)g"
        }
        let text = LogNumber.format(spec, value)
        return explicitPositiveSign && value >= 0 ? "+" + text : text
    }
}

/// How a value is padded to a column width, as Apple's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Padded on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: true) }
    /// Padded on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns(), leftAligned: false) }

    func pad(_ text: String) -> String {
        let missing = min(columns, 1_000) - text.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return leftAligned ? text + padding : padding + text
    }
}

/// How a Boolean in a log message is written, as Apple's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
