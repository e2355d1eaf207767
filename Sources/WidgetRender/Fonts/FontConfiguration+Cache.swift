internal import CWidgetRender
import Foundation

/// Loading a font folder through fontconfig's own cache, in a ``FontCacheFolder``.
extension FontConfiguration {
    /// A configuration holding the folder, loaded through fontconfig's cache in `folder`;
    /// `nil` when that fails or does not give every one of the files `names` (sorted by their
    /// bytes; a file fontconfig cannot read is skipped by a folder scan: the file-by-file scan
    /// then reports it).
    ///
    /// The cache files are checked against their checksums before fontconfig reads them, and
    /// removed when one does not check out (the note says why); the checksums of the files
    /// fontconfig writes are recorded after it wrote them (``FontCacheFolder/verifyCacheFiles()``).
    static func loadThroughCache(_ dir: String, names: [String], folder: FontCacheFolder) -> (OpaquePointer, Source, note: String?)? {
        let note: String?
        let (verification, holdsCacheFile) = folder.verifiedCacheFiles()
        switch verification {
        case .verified: note = nil
        case .removed(let reason): note = reason
        case .unusable: return nil
        }
        // fontconfig would write a cache now and print its own line if that failed.
        if !holdsCacheFile, let failure = folder.newCacheWriteFailure() {
            FontCacheNotes.shared.append(
                "the font cache in \(folder.path) cannot be written (\(failure)); the fonts are scanned on every run until it can. Free some space or raise the file size limit (ulimit -f)")
            return nil
        }
        guard let config = try? makeConfig(for: dir, cacheDirectory: folder.path) else { return nil }
        var source = Source.scan
        let added: Bool? = dir.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: dir.utf8.count + 1) { path in
                // Whether a valid cache is there already (fontconfig checks it against the
                // folder's modification time). It stays loaded while the folder is added,
                // which then takes that same mapping instead of opening the file again.
                let cached = FcDirCacheLoad(path, config, nil)
                defer { cached.map { FcDirCacheUnload($0) } }
                if cached != nil {
                    source = .cache
                } else if !folder.acceptsNewFiles() {
                    // fontconfig is about to write a cache where no file can be written.
                    return nil
                }
                return FcConfigAppFontAddDir(config, path) == FcTrue
            }
        }
        if source == .scan, added != nil {
            folder.recordChecksums()
            folder.removeWriteLeftovers()
        }
        guard added == true, let set = FcConfigGetFonts(config, FcSetApplication), holdsEvery(names, set) else {
            FcConfigDestroy(config)
            return nil
        }
        return (config, source, note)
    }

    /// Whether the fonts of `set` come from exactly the files named `names` (sorted by their
    /// bytes; a font is matched by its file's name): a folder scan skips a file fontconfig
    /// cannot read and takes fonts of other extensions too.
    ///
    /// Each font's file name is found in `names` by its C string, with no Swift string made:
    /// two sets of sixty strings took a twentieth of a millisecond of every process.
    static func holdsEvery(_ names: [String], _ set: UnsafeMutablePointer<FcFontSet>) -> Bool {
        var held = [Bool](repeating: false, count: names.count)
        for font in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[font] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { continue }
            let path = UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)
            let name = strrchr(path, Int32(UInt8(ascii: "/"))).map { UnsafePointer($0) + 1 } ?? path
            guard let index = index(of: name, in: names) else { return false }
            held[index] = true
        }
        return !held.contains(false)
    }

    /// Where `name` is in `names` (sorted by their bytes, as `strcmp` orders them).
    private static func index(of name: UnsafePointer<CChar>, in names: [String]) -> Int? {
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            let order = names[middle].withCString { strcmp($0, name) }
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
