import Foundation

extension Text {
    /// A letter case text can be shown in, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        /// Every letter upper case, in the render's locale ("STEPS").
        case uppercase
        /// Every letter lower case, in the render's locale.
        case lowercase
    }

    /// A pattern for underline and strikethrough lines, as SwiftUI's `Text.LineStyle.Pattern`.
    ///
    /// Pango draws solid lines only: every other pattern is drawn solid and reported as a
    /// ``Diagnostic/Kind/unsupported`` diagnostic.
    public enum LinePattern: Sendable, Hashable {
        /// A solid line.
        case solid
        /// A dotted line.
        case dot
        /// A dashed line.
        case dash
        /// Dashes and dots.
        case dashDot
        /// A dash and two dots.
        case dashDotDot
    }

    /// The text underlined with a pattern.
    public func underline(_ isActive: Bool = true, pattern: LinePattern, color: Color? = nil) -> Text {
        var t = underline(isActive, color: color)
        if t.attributes.linePattern == nil { t.attributes.linePattern = pattern }
        return t
    }

    /// The text with a line through it, in a pattern.
    public func strikethrough(_ isActive: Bool = true, pattern: LinePattern, color: Color? = nil) -> Text {
        var t = strikethrough(isActive, color: color)
        if t.attributes.linePattern == nil { t.attributes.linePattern = pattern }
        return t
    }

    /// The text raised (positive) or lowered (negative) from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var t = self
        if t.attributes.baselineOffset == nil { t.attributes.baselineOffset = baselineOffset }
        return t
    }

    /// The text in a letter case (`nil`: as written).
    public func textCase(_ textCase: Case?) -> Text {
        var t = self
        if t.attributes.textCase == nil { t.attributes.textCase = textCase.map { .some($0) } ?? .some(nil) }
        return t
    }

    /// `string` in `textCase`, in `locale` ("i" → "İ" in Turkish).
    static func applying(_ textCase: Case?, to string: String, locale: @autoclosure () -> Locale) -> String {
        // The locale is read only for a case: a render without one makes none (see
        // `WidgetContext.locale`).
        switch textCase {
        case .uppercase?: return string.uppercased(with: locale())
        case .lowercase?: return string.lowercased(with: locale())
        case nil: return string
        }
    }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The letter case text is shown in (from `.textCase(_:)`; `nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows text in the view in a letter case (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.textCase = textCase }
    }

    /// Adds space between the characters of text in the view, in points.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.textTracking = tracking }
    }

    /// Adds space between the characters of text in the view, in points (as `tracking`).
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.textTracking = kerning }
    }

    /// Raises (positive) or lowers (negative) text in the view from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.textBaselineOffset = baselineOffset }
    }
}

extension View {
    /// Adds space between the lines of text in the view, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.textLineSpacing = lineSpacing }
    }

    /// Lets text in the view tighten its letter spacing before it truncates. Not drawn: the
    /// text engine never tightens, so `true` is reported as a diagnostic.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.allowsTightening = flag }
    }
}

struct TextLineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Extra space between lines of text, from `lineSpacing(_:)`.
    var textLineSpacing: CGFloat {
        get { self[TextLineSpacingKey.self] }
        set { self[TextLineSpacingKey.self] = newValue }
    }

    /// Whether text may tighten before truncating, from `allowsTightening(_:)`.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct TextBaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// Tracking set by the `tracking(_:)` or `kerning(_:)` view modifier.
    var textTracking: CGFloat? {
        get { self[TextTrackingKey.self] }
        set { self[TextTrackingKey.self] = newValue }
    }

    /// The baseline offset set by the `baselineOffset(_:)` view modifier.
    var textBaselineOffset: CGFloat? {
        get { self[TextBaselineOffsetKey.self] }
        set { self[TextBaselineOffsetKey.self] = newValue }
    }
}
