import Foundation

extension Color {
    /// Magenta: what a colour missing from every catalog draws, as Xcode's previews do.
    static let missingAssetColor = RGBA(red: 1, green: 0, blue: 1)

    /// The catalog colour `name` for `scheme`, or magenta with a diagnostic naming the
    /// catalogs searched.
    static func catalogColor(_ name: String, _ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA {
        let catalogs = environment.assetCatalogs
        guard let provider = ImageResources.current else {
            DiagnosticSink.reportToCurrent(Diagnostic(.missingAsset, "Color(\"\(name)\") names an asset-catalog colour, but no renderer reads catalogs here; drawn magenta. Render with WidgetRenderer and set WidgetContext.assetCatalogs."))
            return missingAssetColor
        }
        let lookup = provider.color(named: name, catalogs: catalogs)
        lookup.diagnostics.forEach(DiagnosticSink.reportToCurrent)
        guard let color = lookup.value else { return missingAssetColor }
        return scheme == .dark ? color.dark : color.light
    }

    /// The catalogs searched, for messages.
    static func catalogList(_ catalogs: [URL]) -> String {
        catalogs.isEmpty ? "no asset catalogs (set WidgetContext.assetCatalogs)" : catalogs.map(\.path).joined(separator: ", ")
    }
}
