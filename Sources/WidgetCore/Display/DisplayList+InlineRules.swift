import Foundation

extension DisplayList {
    /// The items an `accessoryInline` widget shows, as the system does: one text and at most
    /// one image (the first of each, back to front), no backgrounds or shapes. Text is already
    /// one line (the inline environment has `lineLimit(1)`) and truncated by layout. Scope items
    /// are kept so the list stays balanced; what is dropped is reported.
    package func applyingInlineRules(report: (Diagnostic) -> Void) -> [DisplayItem] {
        var keptText = false
        var keptImage = false
        var droppedShapes = 0
        var droppedTexts: [String] = []
        var droppedImages = 0
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count)
        for item in items {
            switch item.operation {
            case .fill, .stroke:
                // The widget's own clip-and-background fill of a full-colour render is not user
                // content: only content items reach here (the container background is not drawn).
                droppedShapes += 1
            case .text(let t):
                if keptText {
                    droppedTexts.append(t.text.string)
                } else {
                    keptText = true
                    out.append(item)
                }
            case .image:
                if keptImage {
                    droppedImages += 1
                } else {
                    keptImage = true
                    out.append(item)
                }
            default:
                out.append(item)
            }
        }
        if droppedShapes > 0 {
            report(
                Diagnostic(
                    .renderingModeAdjusted, "accessoryInline shows no backgrounds or shapes: \(droppedShapes) fill\(droppedShapes == 1 ? "" : "s") or stroke\(droppedShapes == 1 ? "" : "s") dropped. Show one Text (and at most one Image) in the inline family."))
        }
        if !droppedTexts.isEmpty {
            let quoted = droppedTexts.prefix(3).map { "\"\($0.replacingOccurrences(of: "\n", with: "\\n"))\"" }.joined(separator: ", ")
            report(Diagnostic(.renderingModeAdjusted, "accessoryInline shows one line of text: \(quoted)\(droppedTexts.count > 3 ? "…" : "") dropped. Combine the texts into one Text (Text + Text, or interpolation)."))
        }
        if droppedImages > 0 {
            report(Diagnostic(.renderingModeAdjusted, "accessoryInline shows at most one image: \(droppedImages) more dropped."))
        }
        return out
    }
}
