import Foundation

extension Color {
    /// The accent colour in `scheme`: the catalog colour the context names
    /// (``WidgetContext/globalAccentColorName``, `AccentColor` by default) when one of its
    /// catalogs has it, as Xcode compiles it into the app, else system blue.
    static func accentColor(_ scheme: ColorScheme, _ environment: EnvironmentValues) -> RGBA {
        if let name = environment.accentColorName, let color = optionalCatalogColor(name, scheme, environment) { return color }
        return SystemColor.blue.resolve(scheme, system: environment.widgetSystem)
    }
}
