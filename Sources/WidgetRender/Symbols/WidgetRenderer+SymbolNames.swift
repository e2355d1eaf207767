extension WidgetRenderer {
    /// The names of the bundled SF Symbols, sorted (empty when the bundled `Symbols/` folder
    /// cannot be read), for tools that list what `Image(systemName:)` can draw.
    package static var bundledSymbolNames: [String] { SymbolLibrary.shared?.allNames ?? [] }
}
