import Foundation
import WidgetCore

/// Texts drawn fully opaque (a designer's primary text: not faded by an opacity or a
/// translucent colour, which de-emphasise on purpose) whose composited contrast is under
/// WCAG's 3:1 (`Diagnostic/Kind/lowContrast`). StandBy at night is skipped: its dim
/// monochrome red is the system's choice.
struct LowContrastCheck: SurfaceCheck {
    /// WCAG's minimum contrast for large text and graphics.
    static let minimumContrast = 3.0

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        guard !(input.context.renderingMode == .vibrant && input.context.standByNight) else { return [] }
        var out: [Diagnostic] = []
        var opacities: [Double] = []
        for (index, item) in input.list.items.enumerated() {
            switch item.operation {
            case .beginGroup(let o): opacities.append(o)
            case .endGroup: _ = opacities.popLast()
            default: break
            }
            guard !input.reportedItems.contains(index), case .text(let t) = item.operation, t.bend == nil, opacities.allSatisfy({ $0 >= 0.99 }),
                Self.isOpaque(t), let ratio = input.contrast(in: t.frame), ratio < Self.minimumContrast
            else { continue }
            out.append(
                Diagnostic(
                    .lowContrast,
                    "low contrast in \(input.modeName) mode: text \"\(PixelMeasure.quote(t.text.string))\" is \(String(format: "%.1f", ratio)):1 against what is behind it (WCAG asks at least 3:1). Use an opaque, brighter colour or .widgetAccentable() to set it apart."
                ))
        }
        return out
    }

    /// Whether every glyph of `t` is drawn at full opacity.
    private static func isOpaque(_ t: TextDrawing) -> Bool {
        let styleOpaque: Bool
        switch t.style {
        case .color(let c): styleOpaque = c.alpha >= 0.99
        default: styleOpaque = true
        }
        return t.text.runs.allSatisfy { run in run.color.map { $0.alpha >= 0.99 } ?? styleOpaque }
    }
}
