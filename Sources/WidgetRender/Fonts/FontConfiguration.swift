internal import CWidgetRender
import Foundation

/// A private fontconfig configuration that knows only the font files of one folder.
///
/// The configuration is created empty (`FcConfigCreate`), so no fontconfig configuration file,
/// no system font folder and no font cache is ever read. Each font file is added on its own
/// with `FcConfigAppFontAddFile`, which scans it in memory and writes no cache (adding a whole
/// folder would try to write one and warn "No writable cache directories").
final class FontConfiguration {
    private let config: OpaquePointer

    /// The font files the configuration knows, sorted by file name.
    let fontFiles: [URL]

    /// Creates a configuration holding every `.otf`, `.ttf` and `.ttc` file of `directory`.
    ///
    /// - Parameter directory: The folder of font files (not searched recursively).
    /// - Throws: ``WidgetRenderError`` when the folder cannot be read, holds no font, or a
    ///   file is not a font fontconfig can read.
    init(fontsDirectory directory: URL) throws {
        let files = try FontConfiguration.fontFiles(in: directory)
        guard let config = FcConfigCreate() else {
            throw WidgetRenderError(
                "cannot create a fontconfig configuration for \"\(directory.path)\": out of memory; "
                    + "free some memory and try again"
            )
        }
        self.config = config
        self.fontFiles = files
        // Never re-scan: the folder is fixed for the configuration's lifetime.
        FcConfigSetRescanInterval(config, 0)
        for file in files {
            let added = file.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added == FcTrue else {
                throw WidgetRenderError(
                    "cannot load the font \"\(file.path)\"; replace it with a valid .otf or .ttf file"
                )
            }
        }
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// Lends the `FcConfig` to `body`; the pointer must not escape it.
    func withUnsafeConfig<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(config)
    }

    private static let fontExtensions: Set<String> = ["otf", "ttf", "ttc"]

    private static func fontFiles(in directory: URL) throws -> [URL] {
        let contents: [URL]
        do {
            contents = try FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
            )
        } catch {
            throw WidgetRenderError(
                "cannot read the fonts folder \"\(directory.path)\"; "
                    + "check that the package's Fonts/ folder is installed and readable"
            )
        }
        let fonts = contents
            .filter { fontExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !fonts.isEmpty else {
            throw WidgetRenderError(
                "the fonts folder \"\(directory.path)\" holds no .otf, .ttf or .ttc file; "
                    + "restore the package's Fonts/ folder"
            )
        }
        return fonts
    }
}
