import Foundation
import Testing
import WidgetRenderResources

@testable import WidgetRender

/// The fontconfig cache folder of the bundled fonts: written by the first load, read by the
/// next, replaced when the fonts change, skipped when it cannot be written, and the same
/// pixels in every case.
@Suite struct FontCacheTests {
    private struct Sample: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Lisbon").font(.headline)
                Text("23°").font(.system(size: 48, weight: .light))
                Text("Mostly Sunny ☀️").font(.caption).italic()
                Text("H:26° L:17°").font(.system(.footnote, design: .monospaced))
            }
        }
    }

    /// The folder `folder`, made, holding copies of the bundled fonts `names`.
    private func copied(_ names: [String], into folder: URL) throws -> URL {
        let bundled = try #require(BundledResources.fontsDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func png(_ configuration: FontConfiguration) throws -> Data {
        let renderer = try WidgetRenderer(configuration: configuration)
        return try renderer.render(Sample(), in: WidgetContext(family: .systemSmall)).pngData()
    }

    private func cacheFiles(in folder: FontCacheFolder?) throws -> [String] {
        guard let folder else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".cache-") }
    }

    @Test func theFirstLoadWritesTheCacheAndTheNextReadsItWithTheSamePixels() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fonts = try #require(BundledResources.fontsDirectory)
        let root = scratch.url("cache")

        let first = try FontConfiguration(fontsDirectory: fonts, cacheRoot: root)
        #expect(first.source == .scan)
        #expect(first.cacheFolder?.url.deletingLastPathComponent().lastPathComponent == "widget-render")
        #expect(try cacheFiles(in: first.cacheFolder).count == 1, "fontconfig wrote one cache file")

        let second = try FontConfiguration(fontsDirectory: fonts, cacheRoot: root)
        #expect(second.source == .cache)
        #expect(second.cacheFolder == first.cacheFolder)

        let uncached = try FontConfiguration(fontsDirectory: fonts, cacheRoot: nil)
        #expect(uncached.source == .scan && uncached.cacheFolder == nil)

        let reference = try png(uncached)
        #expect(try png(first) == reference)
        #expect(try png(second) == reference, "fonts read from the cache draw the same bytes")
    }

    @Test func changedFontsAreScannedIntoANewCacheFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bundled = try #require(BundledResources.fontsDirectory)
        let fonts = try copied(["Inter-Regular.otf", "Inter-Bold.otf"], into: scratch.url("fonts"))
        let root = scratch.url("cache")
        let original = try FontConfiguration(fontsDirectory: fonts, cacheRoot: root)
        #expect(try FontConfiguration(fontsDirectory: fonts, cacheRoot: root).source == .cache)

        // Replaced in place: the folder's modification time may not change, the key does.
        let regular = fonts.appendingPathComponent("Inter-Regular.otf")
        try FileManager.default.removeItem(at: regular)
        try FileManager.default.copyItem(at: bundled.appendingPathComponent("Inter-Light.otf"), to: regular)
        let replaced = try FontConfiguration(fontsDirectory: fonts, cacheRoot: root)
        #expect(replaced.source == .scan)
        #expect(replaced.cacheFolder != nil && replaced.cacheFolder != original.cacheFolder)

        try FileManager.default.copyItem(at: bundled.appendingPathComponent("Inter-Medium.otf"), to: fonts.appendingPathComponent("Inter-Medium.otf"))
        let added = try FontConfiguration(fontsDirectory: fonts, cacheRoot: root)
        #expect(added.source == .scan)
        #expect(added.cacheFolder != replaced.cacheFolder)
        #expect(added.fontFiles.map(\.lastPathComponent) == ["Inter-Bold.otf", "Inter-Medium.otf", "Inter-Regular.otf"])
        #expect(try FontConfiguration(fontsDirectory: fonts, cacheRoot: root).source == .cache)
    }

    @Test func fontFilesAreTheOTFTTFAndTTCFilesThatAreNotHidden() {
        for name in ["Inter-Bold.otf", "A.TTF", "b.TtC", "c.d.otf", "é.ttf"] {
            #expect(FontConfiguration.isFontFileName(name), "\(name)")
        }
        for name in [".hidden.otf", "otf", ".otf", "a.otf.bak", "a.woff", "a.ttx", "a.tf", "README", "a_otf"] {
            #expect(!FontConfiguration.isFontFileName(name), "\(name)")
        }
    }

    @Test func aCacheFolderThatCannotBeWrittenIsSkipped() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fonts = try #require(BundledResources.fontsDirectory)
        // A root under a regular file can never be created (even by root, unlike a mode).
        try Data("not a folder".utf8).write(to: scratch.url("file"))
        let configuration = try FontConfiguration(fontsDirectory: fonts, cacheRoot: scratch.url("file").appendingPathComponent("cache"))
        #expect(configuration.source == .scan)
        #expect(configuration.cacheFolder == nil)
        #expect(try scratch.names() == ["file"], "nothing was left behind")
        #expect(try png(configuration) == png(FontConfiguration(fontsDirectory: fonts, cacheRoot: nil)))
    }

    @Test func theCacheKeyFollowsTheFilesNamesSizesAndTimes() throws {
        let fonts = try #require(BundledResources.fontsDirectory)
        let files = try FontConfiguration(fontsDirectory: fonts, cacheRoot: nil).fontFiles
        let key = FontCacheFolder.key(for: files)
        #expect(key.count == 16 && key.allSatisfy(\.isHexDigit))
        #expect(FontCacheFolder.key(for: files) == key, "the same files, the same key")
        #expect(FontCacheFolder.key(for: Array(files.dropLast())) != key)
        #expect(FontCacheFolder.key(for: files.reversed()) != key)
    }

    /// The one-pass listing gives the configuration's files, sorted, and the key of their paths.
    @Test func aFolderListingHoldsItsFontsSortedAndTheirPathsKey() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = try copied(["Inter-Regular.otf", "Inter-Bold.otf", "Quicksand-Bold.ttf"], into: scratch.url("fonts"))
        for name in ["README.md", ".Inter-Hidden.otf", "notes.otf.txt"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let listing = try #require(FontFolderListing(folder: folder.path))
        #expect(listing.names == ["Inter-Bold.otf", "Inter-Regular.otf", "Quicksand-Bold.ttf"])
        #expect(listing.paths == listing.names.map { folder.path + "/" + $0 })
        #expect(listing.key == FontCacheFolder.key(forPaths: listing.paths))
        #expect(try FontConfiguration(fontsDirectory: folder, cacheRoot: nil).fontPaths == listing.paths)
        #expect(FontFolderListing(folder: scratch.url("missing").path) == nil)

        // The same fonts in another folder: another key, so each folder's cache file (named by
        // fontconfig after the folder's path) has a cache folder of its own.
        try FileManager.default.copyItem(at: folder, to: scratch.url("copy"))
        let copy = try #require(FontFolderListing(folder: scratch.url("copy").path))
        #expect(copy.names == listing.names)
        #expect(copy.key != listing.key)
    }

    @Test func aNameHoldsItsBytes() {
        #expect("sun.max.fill".containsBytes(".fill"))
        #expect("bootstrap/sun-fill.svg".containsBytes("-fill"))
        #expect(!"sun.max".containsBytes(".fill"))
        #expect(!"".containsBytes("x"))
        #expect("x".containsBytes(""))
        #expect("a.cache-8".containsBytes(".cache-") && !"a.cache".containsBytes(".cache-"))
        let bytes = Array("<svg a><svg b></svg></svg>".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            #expect(ByteSearch.first("<svg", in: bytes) == 0)
            #expect(ByteSearch.last("<svg", in: bytes) == 7)
            #expect(ByteSearch.last("</svg>", in: bytes) == 20)
            #expect(ByteSearch.first("<svgz", in: bytes) == nil)
        }
        #expect(SymbolLibrary.innerSVG(of: bytes) == "<svg b></svg>")
        #expect(SymbolLibrary.innerSVG(of: Array("</svg><svg>".utf8)) == nil, "the close before the open")
        #expect(SymbolLibrary.innerSVG(of: [0x3C, 0x73, 0x76, 0x67, 0x3E, 0xFF, 0x3C, 0x2F, 0x73, 0x76, 0x67, 0x3E]) == nil, "not UTF-8")
    }

    @Test func theDefaultRootFollowsTheXDGRule() throws {
        // Only checks the shape: the variables belong to the whole test process.
        let root = try #require(FontCacheFolder.defaultRoot())
        #expect(root.path.hasPrefix("/"))
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            #expect(root.path == URL(fileURLWithPath: xdg).path)
        } else if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
            #expect(root.path == URL(fileURLWithPath: home).appendingPathComponent(".cache").path)
        }
    }
}
