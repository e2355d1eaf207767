import Foundation

@testable import WidgetRender

let white = RGBA(red: 1, green: 1, blue: 1)
let red = RGBA(red: 1, green: 0, blue: 0)
let blue = RGBA(red: 0, green: 0, blue: 1)
let black = RGBA(red: 0, green: 0, blue: 0)

/// A fill of `rect` with `style`, whose gradients span `rect`.
func fill(_ rect: CGRect, _ style: ResolvedStyle, rule: FillRule = .nonZero) -> DisplayItem {
    DisplayItem(.fill(Path(rect), style: style, bounds: rect, rule: rule))
}

/// A fill of `rect` with a solid colour.
func fill(_ rect: CGRect, _ color: RGBA) -> DisplayItem {
    fill(rect, .color(color))
}

/// A text drawing at `origin`, sized as the engine measures it.
func textItem(_ text: ResolvedText, at origin: CGPoint, width: CGFloat? = nil, maxLines: Int? = nil, style: ResolvedStyle = .color(black)) throws -> (DisplayItem, CGRect) {
    let metrics = try measure(text, width: width, maxLines: maxLines)
    let frame = CGRect(origin: origin, size: metrics.size)
    let drawing = TextDrawing(text: text, frame: frame, width: width, maxLines: maxLines, fontScale: 1, style: style)
    return (DisplayItem(.text(drawing)), frame)
}

/// A display list that exercises every kind of item.
func sampleDisplayList(size: CGSize = CGSize(width: 338, height: 158), scale: CGFloat = 3) throws -> DisplayList {
    let bounds = CGRect(origin: .zero, size: size)
    var items: [DisplayItem] = [
        fill(
            bounds,
            .linearGradient(
                [GradientStop(color: RGBA(hex: 0x1E3A8A), location: 0), GradientStop(color: RGBA(hex: 0x60A5FA), location: 1)],
                start: .top, end: .bottom
            )),
        DisplayItem(.beginClip(Path(roundedRect: bounds.insetBy(dx: 8, dy: 8), cornerRadius: 20))),
        fill(
            CGRect(x: 20, y: 20, width: 120, height: 60),
            .radialGradient(
                [GradientStop(color: white, location: 0), GradientStop(color: RGBA(hex: 0xF59E0B, alpha: 0.4), location: 1)],
                center: .center, startRadius: 0, endRadius: 60
            )),
        DisplayItem(.beginGroup(opacity: 0.6)),
        fill(CGRect(x: 160, y: 30, width: 80, height: 80), red),
        DisplayItem(.stroke(Path(ellipseIn: CGRect(x: 180, y: 50, width: 90, height: 60)), style: .color(white), bounds: .zero, stroke: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))),
        DisplayItem(.endGroup),
        DisplayItem(
            .fill(
                Path { p in
                    p.move(to: CGPoint(x: 250, y: 120))
                    p.addQuadCurve(to: CGPoint(x: 320, y: 120), control: CGPoint(x: 285, y: 60))
                    p.closeSubpath()
                }, style: .color(RGBA(hex: 0x10B981)), bounds: .zero, rule: .nonZero)),
        DisplayItem(.endClip),
    ]
    items.append(try textItem(plainText("Cupertino 72°", size: 28, weight: .semibold), at: CGPoint(x: 20, y: 90), style: .color(white)).0)
    items.append(
        try textItem(
            ResolvedText(runs: [
                .init(string: "Sunny ", font: ResolvedFont(size: 13)),
                .init(string: "until 4 PM, then rain", font: ResolvedFont(size: 13, weight: .bold), color: RGBA(hex: 0xFDE68A), underline: true),
            ]),
            at: CGPoint(x: 20, y: 126), width: 200, maxLines: 1,
            style: .linearGradient(
                [GradientStop(color: white, location: 0), GradientStop(color: RGBA(hex: 0xBFDBFE), location: 1)],
                start: .leading, end: .trailing
            )
        ).0)
    return DisplayList(size: size, scale: scale, items: items)
}
