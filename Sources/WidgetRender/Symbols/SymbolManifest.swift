import Foundation

/// `Symbols/manifest.json`: each SF Symbol name → an SVG file, a transform and a multicolour.
struct SymbolManifest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        /// The SVG file, relative to `Symbols/`.
        var file: String
        /// How the file is turned into the symbol (see ``SymbolTransform``); `nil`: as is.
        var transform: String?
        /// The system colour of `.multicolor` rendering.
        var multicolor: String?
    }

    /// The side of the artwork's square view box.
    var viewBox: CGFloat
    var symbols: [String: Entry]
}
