import Foundation

extension Color {
    /// Magenta: what a colour missing from every catalog draws, as Xcode's previews do.
    static let missingAssetColor = RGBA(red: 1, green: 0, blue: 1)

    /// The catalog colour `name` for `scheme`, or magenta with a diagnostic naming the
    /// catalogs searched.
    static func catalogColor(_ name: String, _ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA {
        guard let provider = ImageResources.current else {
            DiagnosticSink.reportToCurrent(Diagnostic(.missingAsset, "Color(\"\(name)\") names an asset-catalog colour, but no renderer reads catalogs here; drawn magenta. Render with WidgetRenderer and set WidgetContext.assetCatalogs."))
            return missingAssetColor
        }
        let lookup = provider.color(named: name, catalogs: environment.assetCatalogs, idiom: environment.assetIdiom)
        lookup.diagnostics.forEach(DiagnosticSink.reportToCurrent)
        guard let color = lookup.value else { return missingAssetColor }
        return resolve(color, name: name, scheme, environment) ?? missingAssetColor
    }

    /// The catalog colour `name` for `scheme` when a catalog has it, else `nil` with nothing
    /// reported: for the colours Xcode's build settings name (the accent colour, the widget
    /// background), which an app need not have. A colour set that is there but unreadable is
    /// reported.
    static func optionalCatalogColor(_ name: String, _ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA? {
        guard !environment.assetCatalogs.isEmpty, let provider = ImageResources.current else { return nil }
        let lookup = provider.color(named: name, catalogs: environment.assetCatalogs, idiom: environment.assetIdiom)
        guard let color = lookup.value else {
            lookup.diagnostics.filter { $0.kind != .missingAsset }.forEach(DiagnosticSink.reportToCurrent)
            return nil
        }
        lookup.diagnostics.forEach(DiagnosticSink.reportToCurrent)
        return resolve(color, name: name, scheme, environment)
    }

    /// The appearance of `color` for `scheme`: its components, or the system colour it refers
    /// to on the environment's OS generation (`nil`, reported, for a name not known).
    private static func resolve(_ color: CatalogColor, name: String, _ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA? {
        switch scheme == .dark ? color.dark : color.light {
        case .rgba(let rgba):
            return rgba
        case .system(let reference):
            guard let system = SystemColor.catalogReference(reference) else {
                DiagnosticSink.reportToCurrent(
                    Diagnostic(
                        .unreadableImage,
                        "Color(\"\(name)\"): the colour set refers to the system colour \"\(reference)\", which is not known here (an iOS colour such as \"systemBlueColor\" or \"labelColor\" is); drawn magenta. Give the colour set components."))
                return nil
            }
            return system.resolve(scheme, system: environment.widgetSystem)
        }
    }

    /// The catalogs searched, for messages.
    static func catalogList(_ catalogs: [URL]) -> String {
        catalogs.isEmpty ? "no asset catalogs (set WidgetContext.assetCatalogs)" : catalogs.map(\.path).joined(separator: ", ")
    }
}
