/// A wallpaper the accented and vibrant modes composite the widget onto: the backdrop the
/// system blurs behind a tinted or clear Home Screen widget, or the Lock Screen's.
///
/// The bundled wallpapers are drawn procedurally (deterministic gradient art), so they are
/// the same on every machine and need no files. An image of your own is straight-alpha RGBA;
/// `Wallpaper(pngAt:)` in WidgetRender reads one from a PNG file.
///
/// ```swift
/// context.wallpaper = .dusk                                    // a bundled one
/// context.wallpaper = Wallpaper(width: 1, height: 1, rgba: [40, 90, 160, 255])
/// ```
public struct Wallpaper: Sendable, Hashable {
    /// Where the wallpaper's pixels come from.
    public enum Source: Sendable, Hashable {
        /// One of the procedurally drawn wallpapers, by name.
        case bundled(String)
        /// Straight-alpha RGBA bytes, rows top to bottom, `width × height × 4` of them.
        case pixels(width: Int, height: Int, rgba: [UInt8])
    }

    /// The wallpaper's pixels.
    public var source: Source

    /// A wallpaper from straight-alpha RGBA bytes (transparent pixels are drawn over black).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        source = .pixels(width: width, height: height, rgba: rgba)
    }

    init(bundled name: String) { source = .bundled(name) }

    /// A bundled wallpaper: deep blue rising to violet and a warm glow (the Home Screen default).
    public static let dusk = Wallpaper(bundled: "dusk")
    /// A bundled wallpaper: teal and green bands over a dark sea (the Lock Screen default).
    public static let aurora = Wallpaper(bundled: "aurora")
    /// A bundled wallpaper: warm sand and coral, light (shows low contrast on light wallpapers).
    public static let dune = Wallpaper(bundled: "dune")

    /// The names of the bundled wallpapers.
    public static let bundledNames = ["dusk", "aurora", "dune"]
}
