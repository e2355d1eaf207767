import Foundation

@testable import WidgetRender

/// One-run resolved text in the default design.
func plainText(
    _ string: String,
    size: CGFloat = 17,
    weight: Font.Weight = .regular,
    lineHeight: CGFloat? = nil,
    tracking: CGFloat = 0,
    monospacedDigit: Bool = false,
    alignment: TextAlignment = .leading,
    truncation: TruncationMode = .tail
) -> ResolvedText {
    let font = ResolvedFont(size: size, weight: weight, lineHeight: lineHeight, tracking: tracking, monospacedDigit: monospacedDigit)
    return ResolvedText(runs: [.init(string: string, font: font)], alignment: alignment, truncationMode: truncation)
}

/// Measures with an engine of the shared pool.
func measure(_ text: ResolvedText, width: CGFloat? = nil, maxLines: Int? = nil, fontScale: CGFloat = 1) throws -> TextMetrics {
    try TextEnginePool.shared.withEngine { $0.measure(text, width: width, maxLines: maxLines, fontScale: fontScale) }
}
