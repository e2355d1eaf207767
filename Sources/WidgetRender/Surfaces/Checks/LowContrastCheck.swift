import Foundation
import WidgetCore

/// Text whose composited contrast against what is actually behind it is under what Apple's
/// Human Interface Guidelines ask (`Diagnostic/Kind/lowContrast`), in every look.
///
/// The thresholds are the HIG's (Accessibility, "Color and contrast", after WCAG 2 AA): text
/// up to 17 pt at a weight under bold needs **4.5:1**; text of 18 pt and over, or bold and
/// heavier at any size, **3:1**.
///
/// Decision: where the widget's own colours are drawn (``Colours/widget``: the full-colour Home
/// Screen, StandBy by day, a Live Activity's platter and the Dynamic Island) those thresholds
/// apply as they are. Where the system draws the colours (``Colours/system``: the tinted and
/// clear Home Screens, the vibrant Lock Screen, the watch face, the dimmed Mac desktop, the
/// controls), a widget chooses only which text is primary and which is faded; the system's
/// own secondary levels there are its choice, so only text drawn at full strength is
/// measured, against 3:1.
///
/// Text the widget fades on purpose (an opacity under 1 on it or a group around it,
/// a translucent colour, the hierarchical `.secondary` and `.tertiary` styles) is held to
/// 3:1 at every size. The system's own secondary label is 3.4:1 on white (60 % of #3C3C43),
/// so the 4.5:1 bar on de-emphasised text would flag Apple's own design on every widget;
/// under 3:1 (the weather footer's white at 80 % on a light sky, 2.1:1) it is unreadable.
/// Text nearly invisible on purpose (under 10 % opacity) is not measured, nor text over
/// pixels the widget does not cover (a full-colour accessory widget's transparent canvas: its
/// backdrop is the watch face or the Lock Screen, not drawn here), nor redacted text (the
/// placeholder's bars). StandBy at night is skipped: its dim monochrome red is the system's
/// choice.
struct LowContrastCheck: SurfaceCheck {
    /// Who chose the colours the check measures.
    enum Colours: Sendable {
        /// The widget's own colours, drawn as they are.
        case widget
        /// Colours the system derives from the widget's (accented groups, vibrancy levels).
        case system
    }

    /// Who chose the colours: the system by default.
    var colours: Colours = .system

    /// WCAG's and the HIG's minimum for large, bold or de-emphasised text.
    static let minimumContrast = 3.0
    /// The HIG's minimum for regular text up to 17 pt.
    static let minimumBodyContrast = 4.5
    /// The smallest size the HIG counts as large text.
    static let largeTextSize: CGFloat = 18
    /// Text fainter than this is meant to be nearly invisible and is not measured.
    static let faintestMeasured = 0.1
    /// The most texts measured in one list, as the other checks cap their work: a generated
    /// list of thousands of texts is left at that (a widget shows a few dozen).
    static let maximumTexts = 256

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        guard !input.context.standByNight else { return [] }
        var out: [Diagnostic] = []
        var opacities: [Double] = []
        var effects: [RenderEffect] = []
        var measured = 0
        for (index, item) in input.list.items.enumerated() {
            switch item.operation {
            case .beginGroup(let o): opacities.append(o)
            case .endGroup: _ = opacities.popLast()
            case .beginEffect(let e): effects.append(e)
            case .endEffect: _ = effects.popLast()
            default: break
            }
            guard !input.reportedItems.contains(index), case .text(let t) = item.operation, t.bend == nil, !t.text.string.allSatisfy(\.isWhitespace),
                !Self.isRedacted(effects)
            else { continue }
            let opacity = opacities.reduce(1, *) * Self.opacity(of: t)
            guard opacity >= Self.faintestMeasured, measured < Self.maximumTexts else { continue }
            let faded = opacity < 0.99
            if colours == .system && faded { continue }
            let required = colours == .system ? Self.minimumContrast : Self.requiredContrast(for: t, faded: faded)
            measured += 1
            guard let ratio = input.contrast(in: t.frame, coveredOnly: true), ratio < required else { continue }
            out.append(Diagnostic(.lowContrast, Self.message(for: t, ratio: ratio, required: required, faded: faded, mode: input.modeName)))
        }
        return out
    }

    /// The contrast `t` needs: 4.5:1 when any of its runs is regular text under 18 pt and it
    /// is not faded on purpose, else 3:1.
    static func requiredContrast(for t: TextDrawing, faded: Bool) -> Double {
        guard !faded else { return minimumContrast }
        let small = t.text.runs.contains { $0.font.size * t.fontScale < largeTextSize && $0.font.weight < .bold }
        return small ? minimumBodyContrast : minimumContrast
    }

    /// Whether text inside `effects` is drawn as placeholder bars (a redaction not undone by
    /// an `unredacted()` inside it): the bars are the system's, not text to read.
    static func isRedacted(_ effects: [RenderEffect]) -> Bool {
        for effect in effects.reversed() {
            switch effect {
            case .redactText: return true
            case .unredact: return false
            default: continue
            }
        }
        return false
    }

    /// The lowest alpha any glyph of `t` is drawn with (a gradient style counts by its most
    /// transparent stop).
    static func opacity(of t: TextDrawing) -> Double {
        let style: Double
        switch t.style {
        case .color(let c): style = c.alpha
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _): style = stops.map(\.color.alpha).min() ?? 1
        case .pattern: style = 1
        }
        return t.text.runs.map { run in run.color.map(\.alpha) ?? style }.min() ?? style
    }

    private static func message(for t: TextDrawing, ratio: Double, required: Double, faded: Bool, mode: String) -> String {
        let size = t.text.runs.map { $0.font.size * t.fontScale }.min() ?? 0
        let sizeText = size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : String(format: "%.1f", Double(size))
        let why: String
        let fix: String
        if faded {
            why = "faded text needs at least 3:1"
            fix = "Fade it less, or darken (lighten) what is behind it."
        } else if required > minimumContrast {
            why = "text under 18 pt needs at least 4.5:1 (HIG)"
            fix = "Use a darker (lighter) colour or background, a bold weight, or a size of 18 pt or more."
        } else if t.text.runs.contains(where: { $0.font.size * t.fontScale >= largeTextSize || $0.font.weight >= .bold }) {
            why = "large or bold text needs at least 3:1 (HIG)"
            fix = "Use a colour or background further apart, or .widgetAccentable() to set it apart."
        } else {
            why = "text drawn at full strength needs at least 3:1 here"
            fix = "Use a brighter colour, or .widgetAccentable() to set it apart."
        }
        return "low contrast in \(mode) mode: text \"\(PixelMeasure.quote(t.text.string))\" (\(sizeText) pt) is \(String(format: "%.1f", ratio)):1 against what is behind it; \(why). \(fix)"
    }
}
