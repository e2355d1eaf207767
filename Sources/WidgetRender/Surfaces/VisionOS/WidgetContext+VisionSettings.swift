import Foundation
import WidgetCore

extension WidgetContext {
    /// A note for visionOS settings on another device, where the system has none: a mounting
    /// style or texture other than the defaults, or a simplified level of detail ("on all
    /// non-visionOS platforms this will always be default", **D**). The views still see the
    /// level of detail set, so that both layouts can be previewed.
    var visionSettingsIgnored: [Diagnostic] {
        guard !device.isVision else { return [] }
        var set: [String] = []
        if mountingStyle != .elevated { set.append("mountingStyle \(mountingStyle)") }
        if widgetTexture != .glass { set.append("widgetTexture \(widgetTexture)") }
        if levelOfDetail != .default { set.append("levelOfDetail \(levelOfDetail)") }
        guard !set.isEmpty else { return [] }
        return [
            Diagnostic(
                .renderingModeAdjusted,
                "\(set.joined(separator: ", ")) exist on visionOS only; \(device.name) has none (its level of detail is always default). Use a visionOS profile such as visionPro."
            )
        ]
    }
}
