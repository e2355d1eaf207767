internal import CWidgetRender
import Foundation
import WidgetRenderResources

/// A private fontconfig configuration that knows only the font files of one folder.
///
/// The configuration is created empty (`FcConfigCreate`), so no fontconfig configuration file,
/// no system font folder and no system font cache is ever read. The folder is loaded through
/// a cache folder of this project's own (``FontCacheFolder``, named in a `<cachedir>` rule)
/// when it can be written: the first load scans the fonts and writes fontconfig's cache there,
/// later ones map it. Otherwise each font file is added on its own with
/// `FcConfigAppFontAddFile`, which scans it in memory and writes no cache (adding a folder with
/// no writable cache folder would warn "No writable cache directories").
///
/// Building one loads the patterns of every font into fontconfig's memory, so it is made once
/// and shared: one per ``WidgetRenderer`` and one for ``TextEnginePool/shared``, used by the
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

    /// The path of the folder the font files were read from.
    let directoryPath: String

    /// The folder the font files were read from.
    var directory: URL { URL(fileURLWithPath: directoryPath, isDirectory: true) }

    /// The font files the configuration knows, sorted by file name.
    var fontFiles: [URL] { fontPaths.map { URL(fileURLWithPath: $0, isDirectory: false) } }

    /// The paths of ``fontFiles``.
    var fontPaths: [String] { fonts.paths }

    /// The font files' names and their cache key.
    private let fonts: FontFolderListing

    /// How the font patterns were loaded.
    enum Source: Equatable {
        /// Read from a valid fontconfig cache in ``cacheFolder``; no font file was scanned.
        case cache
        /// Scanned from the font files (and, when there is a ``cacheFolder``, written to it).
        case scan
    }

    /// How this configuration's font patterns were loaded.
    let source: Source

    /// The cache folder the configuration read or wrote, or `nil` when it used none (no
    /// cache root, or a folder that could not be written).
    let cacheFolder: FontCacheFolder?

    /// Why the cache files in ``cacheFolder`` were removed and the fonts scanned again (a
    /// cache file that did not match its checksum or was not a regular file), or `nil`.
    let cacheNote: String?

    /// Creates a configuration holding every `.otf`, `.ttf` and `.ttc` file of `directory`.
    ///
    /// With a cache root whose folder for these fonts (``FontCacheFolder``) can be written,
    /// fontconfig loads the folder through its cache there: the first process scans the fonts
    /// and writes the cache, the next ones only map it. Otherwise every file is scanned on its
    /// own, in memory. Both give the same font patterns, in the same order (file name order),
    /// and so the same output.
    ///
    /// - Parameters:
    ///   - directory: The folder of font files (not searched recursively).
    ///   - cacheRoot: The user cache folder (``FontCacheFolder/defaultRoot()`` by default);
    ///     `nil` scans the fonts and writes no cache.
    /// - Throws: ``WidgetRenderError`` when the folder cannot be read, holds no font, or a
    ///   file is not a font fontconfig can read.
    convenience init(fontsDirectory directory: URL, cacheRoot: URL? = FontCacheFolder.defaultRoot()) throws {
        try self.init(fontsPath: directory.posixPath, cacheRootPath: cacheRoot?.posixPath)
    }

    /// ``init(fontsDirectory:cacheRoot:)`` with the folders given as paths.
    init(fontsPath directory: String, cacheRootPath: String?) throws {
        let fonts = try FontConfiguration.fonts(in: directory)
        self.directoryPath = directory
        self.fonts = fonts
        let folder = cacheRootPath.map { FontCacheFolder(key: fonts.key, rootPath: $0) }
        if let folder, folder.prepare(), let (config, source, note) = FontConfiguration.loadThroughCache(directory, names: fonts.names, folder: folder) {
            self.config = config
            self.source = source
            self.cacheFolder = folder
            self.cacheNote = note
            if let note { FontCacheNotes.shared.append(note) }
            return
        }
        self.cacheNote = nil
        self.config = try FontConfiguration.scan(directory, files: fonts.paths)
        self.source = .scan
        self.cacheFolder = nil
    }

    /// An empty configuration with the bitmap scaling rule, never rescanned, and the cache
    /// folder `cacheDirectory` when one is given (in the same document: fontconfig sets up an
    /// XML parser for each).
    static func makeConfig(for directory: String, cacheDirectory: String? = nil) throws -> OpaquePointer {
        guard let config = FcConfigCreate() else {
            throw WidgetRenderError(
                "cannot create a fontconfig configuration for \"\(directory)\": out of memory; "
                    + "free some memory and try again"
            )
        }
        // Never re-scan: the folder is fixed for the configuration's lifetime.
        FcConfigSetRescanInterval(config, 0)
        let rules = cacheDirectory.map { bitmapScalingRules(more: "<cachedir>" + MarkupText.escape($0) + "</cachedir>") } ?? bitmapScalingRules
        guard parse(rules, into: config) else {
            FcConfigDestroy(config)
            throw WidgetRenderError("cannot load the fontconfig rules that scale colour emoji; fontconfig 2.13 or later is needed")
        }
        return config
    }

    /// A configuration holding `files`, each scanned on its own in memory (no cache read or
    /// written).
    private static func scan(_ directory: String, files: [String]) throws -> OpaquePointer {
        let config = try makeConfig(for: directory)
        for file in files {
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added == FcTrue else {
                FcConfigDestroy(config)
                throw WidgetRenderError(
                    "cannot load the font \"\(file)\"; replace it with a valid .otf or .ttf file"
                )
            }
        }
        return config
    }

    /// Loads fontconfig XML rules into `config`.
    static func parse(_ rules: String, into config: OpaquePointer) -> Bool {
        rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue) == FcTrue
            }
        }
    }

    /// Creates a configuration over the package's bundled `Fonts/` folder.
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled folder is missing or unreadable.
    convenience init() throws {
        guard let directory = BundledResources.fontsPath else {
            throw WidgetRenderError(
                "the bundled Fonts/ folder is missing from the WidgetRender resources; "
                    + "rebuild the package so that SwiftPM copies its resources"
            )
        }
        try self.init(fontsPath: directory, cacheRootPath: StartupBenchSwitches.noFontCache ? nil : FontCacheFolder.defaultRootPath())
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The one rule the configuration holds, from fontconfig's own `10-scale-bitmap-fonts.conf`:
    /// a bitmap font (Noto Color Emoji has a single 109 px strike) is scaled by a font matrix
    /// to the size asked for, so an emoji in 17 pt text is 17 pt, not 109 px. Without it
    /// emoji would be drawn, and measured, at their bitmap size. The rule reads no file and
    /// names no folder.
    static let bitmapScalingRules = bitmapScalingRules(more: "")

    /// ``bitmapScalingRules`` with the elements `more` after the rule.
    static func bitmapScalingRules(more: String) -> String {
        """
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
          </match>\(more)
        </fontconfig>
        """
    }

    /// Lends the `FcConfig` to `body`; the pointer must not escape it unless the user takes a
    /// reference of its own (as `pango_fc_font_map_set_config` does).
    func withUnsafeConfig<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(config)
    }

    /// Whether `name` is a font file's: not hidden, and ending in `.otf`, `.ttf` or `.ttc`
    /// in any case (compared as bytes: lower-casing each name was most of the listing).
    static func isFontFileName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isFontFileName(UnsafeRawBufferPointer($0)) }
    }

    /// ``isFontFileName(_:)`` of a name's UTF-8 bytes.
    static func isFontFileName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        guard n > 4, bytes[0] != UInt8(ascii: "."), bytes[n - 4] == UInt8(ascii: ".") else { return false }
        let (a, b, c) = (bytes[n - 3] | 0x20, bytes[n - 2] | 0x20, bytes[n - 1] | 0x20)
        guard b == UInt8(ascii: "t") else { return false }
        return (a == UInt8(ascii: "o") && c == UInt8(ascii: "f")) || (a == UInt8(ascii: "t") && (c == UInt8(ascii: "f") || c == UInt8(ascii: "c")))
    }

    private static func fonts(in folder: String) throws -> FontFolderListing {
        guard let fonts = FontFolderListing(folder: folder) else {
            throw WidgetRenderError(
                "cannot read the fonts folder \"\(folder)\"; "
                    + "check that the package's Fonts/ folder is installed and readable"
            )
        }
        guard !fonts.names.isEmpty else {
            throw WidgetRenderError(
                "the fonts folder \"\(folder)\" holds no .otf, .ttf or .ttc file; "
                    + "restore the package's Fonts/ folder"
            )
        }
        return fonts
    }
}
