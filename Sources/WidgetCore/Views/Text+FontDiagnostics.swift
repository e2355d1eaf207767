import Foundation

extension Text {
    /// Reports what of `font` the bundled fonts cannot draw: an unknown custom family (drawn
    /// with the default design), a width other than standard, and small capitals in a design
    /// whose substitute has none (only Noto Serif, the serif design, has `smcp`).
    static func reportFontProblems(_ font: Font, resolved: ResolvedFont, context: ResolveScope) {
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
}
