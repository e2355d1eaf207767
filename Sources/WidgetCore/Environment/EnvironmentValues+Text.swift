import Foundation

struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct BoldKey: EnvironmentKey { static let defaultValue = false }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct ReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
struct StrikethroughKey: EnvironmentKey { static let defaultValue = false }
struct UnderlineKey: EnvironmentKey { static let defaultValue = false }
struct StrikethroughColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct UnderlineColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }

extension EnvironmentValues {
    /// A weight that overrides the font's (from `.fontWeight(_:)`).
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text is bold (from `.bold()`).
    public var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }

    /// Whether text is italic (from `.italic()`).
    public var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// Whether digits are tabular (from `.monospacedDigit()`).
    public var isMonospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// The most lines text may take (`nil`: no limit), clamped to 0…``maximumLineLimit``.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue.map(Self.clampedLineCount) }
    }

    /// The fewest lines text takes (from `lineLimit(2...4)`), even when it needs fewer,
    /// clamped as ``lineLimit``.
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue.map(Self.clampedLineCount) }
    }

    /// The most lines a line limit counts: far more than any widget shows (a systemExtraLarge
    /// holds under 100 lines of the smallest text), so a larger limit, `Int.max` included,
    /// shows the same and no line count can overflow.
    public static let maximumLineLimit = 10_000

    private static func clampedLineCount(_ n: Int) -> Int { min(max(n, 0), maximumLineLimit) }

    /// Whether text reserves `lineLimit` lines even when it needs fewer.
    public var lineLimitReservesSpace: Bool {
        get { self[ReservesSpaceKey.self] }
        set { self[ReservesSpaceKey.self] = newValue }
    }

    /// How lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    /// The smallest factor text may shrink by to fit before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    var isStrikethrough: Bool {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }

    var isUnderline: Bool {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var strikethroughColor: Color? {
        get { self[StrikethroughColorKey.self] }
        set { self[StrikethroughColorKey.self] = newValue }
    }

    var underlineColor: Color? {
        get { self[UnderlineColorKey.self] }
        set { self[UnderlineColorKey.self] = newValue }
    }

    /// A design that overrides the font's (from `.fontDesign(_:)` / `.monospaced()`).
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// A width that overrides the font's (from `.fontWidth(_:)`).
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}
