import Foundation

extension Text {
    /// Reports what of `font` the bundled fonts cannot draw: an unknown custom family (drawn
    /// with the default design), a width other than standard, and small capitals in a design
    /// whose substitute has none (only Noto Serif, the serif design, has `smcp`); and, on a
    /// watch, the system font's stand-in (``watchStandInMessage(for:design:)``), as a
    /// ``Diagnostic/Kind/chosenFigure``: a choice made where Apple publishes no figure, which
    /// contact sheets do not badge.
    static func reportFontProblems(_ font: Font, resolved: ResolvedFont, onWatch: Bool, context: ResolveScope) {
        if onWatch, let message = watchStandInMessage(for: font, design: resolved.design) {
            context.report(Diagnostic(.chosenFigure, message))
        }
        if case .custom(let name, _, _) = font.base, Font.bundledDesign(forCustomName: name) == nil {
            context.report(Diagnostic(.fontSubstitution, "Font.custom(\"\(name)\") is not bundled; drawn with the default design (Inter). Bundled: Inter, Quicksand, Noto Serif, JetBrains Mono."))
        }
        if let width = font.width, width != .standard {
            context.report(Diagnostic(.fontSubstitution, "font width \(LayoutDump.format(width.value)) is drawn at the standard width: the bundled fonts have one width."))
        }
        if resolved.smallCaps, resolved.design != .serif {
            context.report(Diagnostic(.fontSubstitution, "small capitals are drawn as ordinary letters in the .\(resolved.design) design: its bundled substitute has no small capitals (only .serif has)."))
        }
    }

    /// What a watch draws instead of SF Compact, the watchOS system font: Inter for the default
    /// design, Quicksand for the rounded one, neither chosen by SF Compact's metrics, which are
    /// not published (Fonts/README.md, "SF Compact"); `nil` for a custom font and for the serif
    /// and monospaced designs, which watchOS draws in New York and SF Mono as iOS does.
    static func watchStandInMessage(for font: Font, design: Font.Design) -> String? {
        if case .custom = font.base { return nil }
        switch design {
        case .default:
            return "watchOS sets this text in SF Compact, whose average width, x-height and cap height are not published; it is drawn in Inter, the SF Pro stand-in, assumed as wide as SF Pro Text (Fonts/README.md, \"SF Compact\")."
        case .rounded:
            return "watchOS sets this text in SF Compact Rounded, whose metrics are not published; it is drawn in Quicksand, the SF Pro Rounded stand-in (Fonts/README.md, \"SF Compact\")."
        default:
            return nil
        }
    }
}
