import Foundation

/// The package's bundled resource folders: the top-level `Fonts/` and `Symbols/`.
///
/// Shared between the package's modules only (`package` access); not public API.
package enum BundledResources {
    /// The folder holding the bundled fonts and their licences.
    package static var fontsDirectory: URL? { directory(named: "Fonts") }

    /// The folder holding the bundled SVG symbols and their manifest.
    package static var symbolsDirectory: URL? { directory(named: "Symbols") }

    private static func directory(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: nil)
    }
}
