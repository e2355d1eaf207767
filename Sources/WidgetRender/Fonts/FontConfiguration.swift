internal import CWidgetRender
import Foundation
import WidgetRenderResources

/// A private fontconfig configuration that knows only the font files of one folder.
///
/// The configuration is created empty (`FcConfigCreate`), so no fontconfig configuration file,
/// no system font folder and no font cache is ever read. Each font file is added on its own
/// with `FcConfigAppFontAddFile`, which scans it in memory and writes no cache (adding a whole
/// folder would try to write one and warn "No writable cache directories").
///
/// Building one scans every font file and keeps their patterns in fontconfig's memory, so it is
/// made once and shared: one per ``WidgetRenderer`` and one for ``TextEnginePool/shared``, used by the
/// font maps of all the engines of that pool (each engine still has a font map and a Pango
/// context of its own, which are not thread-safe).
///
/// ## Sharing and lifetime
///
/// An `FcConfig` is reference-counted: `FcConfigCreate` returns it with one reference, which
/// this object owns and releases with `FcConfigDestroy` in `deinit`; `FcConfigReference` adds
/// one and every `FcConfigDestroy` drops one, the last freeing it. Each user keeps a reference
/// of its own: a Pango font map takes one in `pango_fc_font_map_set_config` and drops it when
/// its ``FontLibrary`` detaches the configuration before releasing the map (which also makes
/// Pango 1.50 let go of the configuration's font patterns), and every ``FontLibrary`` keeps
/// this object alive, so the configuration outlives every font map made over it and is freed
/// with the last of them.
///
/// ## Threads
///
/// The configuration is complete when `init` returns and never changes afterwards (rescanning
/// is off, no font is added later), so any number of threads may read it at once: fontconfig's
/// reference counts are atomic, and the matching that Pango runs on it (`FcFontSetMatch`,
/// `FcFontSetSort`, `FcFontRenderPrepare`, `FcFontSetList`) only reads it.
final class FontConfiguration: @unchecked Sendable {
    // @unchecked: `config` is written once, in `init`, and only read afterwards (see above);
    // `fontFiles` and `directory` are immutable values.
    private let config: OpaquePointer

    /// The folder the font files were read from.
    let directory: URL

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
        self.directory = directory
        self.fontFiles = files
        // Never re-scan: the folder is fixed for the configuration's lifetime.
        FcConfigSetRescanInterval(config, 0)
        let parsed = FontConfiguration.bitmapScalingRules.withCString { rules in
            rules.withMemoryRebound(to: FcChar8.self, capacity: FontConfiguration.bitmapScalingRules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue else {
            throw WidgetRenderError("cannot load the fontconfig rules that scale colour emoji; fontconfig 2.13 or later is needed")
        }
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

    /// Creates a configuration over the package's bundled `Fonts/` folder.
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled folder is missing or unreadable.
    convenience init() throws {
        guard let directory = BundledResources.fontsDirectory else {
            throw WidgetRenderError(
                "the bundled Fonts/ folder is missing from the WidgetRender resources; "
                    + "rebuild the package so that SwiftPM copies its resources"
            )
        }
        try self.init(fontsDirectory: directory)
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The one rule the configuration holds, from fontconfig's own `10-scale-bitmap-fonts.conf`:
    /// a bitmap font (Noto Color Emoji has a single 109 px strike) is scaled by a font matrix
    /// to the size asked for, so an emoji in 17 pt text is 17 pt, not 109 px. Without it
    /// emoji would be drawn, and measured, at their bitmap size. The rule reads no file and
    /// names no folder.
    static let bitmapScalingRules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix>
                <name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name>
              </matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Lends the `FcConfig` to `body`; the pointer must not escape it unless the user takes a
    /// reference of its own (as `pango_fc_font_map_set_config` does).
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
