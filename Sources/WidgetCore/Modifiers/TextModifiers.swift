import Foundation

extension View {
    /// Sets the default font of text in the view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.font = font }
    }

    /// Sets the font weight of text in the view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.fontWeight = weight }
    }

    /// Makes text in the view bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.isBold = isActive }
    }

    /// Makes text in the view italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.isItalic = isActive }
    }

    /// Gives digits in the view equal widths.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.isMonospacedDigit = true }
    }

    /// Draws a line through text in the view.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.isStrikethrough = isActive
            $0.strikethroughColor = color
        }
    }

    /// Underlines text in the view.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.isUnderline = isActive
            $0.underlineColor = color
        }
    }

    /// Sets the font design of text in the view (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.fontDesign = design }
    }

    /// Sets the font width of text in the view (`.compressed`, `.condensed`, `.expanded`),
    /// as SwiftUI's `fontWidth(_:)`; `nil` keeps each font's own width.
    ///
    /// ```swift
    /// Text("72°").font(.system(size: 32)).fontWidth(.compressed)
    /// ```
    ///
    /// The bundled fonts have one width: text is drawn at the standard width and a width other
    /// than ``Font/Width/standard`` is reported as a ``Diagnostic/Kind/fontSubstitution``.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.fontWidth = width }
    }

    /// Uses the monospaced design for text in the view.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.fontDesign = isActive ? .monospaced : nil }
    }

    /// Caps the lines of text in the view (`nil`: no cap).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.lineLimit = number
            $0.lineLimitMinimum = nil
            $0.lineLimitReservesSpace = false
        }
    }

    /// Gives text between `limit.lowerBound` and `limit.upperBound` lines: it takes the
    /// minimum even when it needs fewer.

    /// Caps the lines of text and, with `reservesSpace`, always takes that many lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.lineLimit = limit.upperBound
            $0.lineLimitMinimum = limit.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Gives text at least `limit.lowerBound` lines, with no maximum.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.lineLimit = nil
            $0.lineLimitMinimum = limit.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Caps text at `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// Caps the lines of text and, with `reservesSpace`, always takes that many lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged {
            $0.lineLimit = limit
            $0.lineLimitMinimum = nil
            $0.lineLimitReservesSpace = reservesSpace
        }
    }

    /// Aligns the lines of multi-line text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.multilineTextAlignment = alignment }
    }

    /// Lets text shrink down to `factor` of its size to fit before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.minimumScaleFactor = factor }
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.truncationMode = mode }
    }
}
