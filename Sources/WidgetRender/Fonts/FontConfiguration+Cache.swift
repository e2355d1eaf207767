internal import CWidgetRender
import Foundation

/// Loading a font folder through fontconfig's own cache, in a ``FontCacheFolder``.
extension FontConfiguration {
    /// A configuration holding the folder, loaded through fontconfig's cache in `folder`;
    /// `nil` when that fails or does not give every one of `files` (a file fontconfig cannot
    /// read is skipped by a folder scan: the file-by-file scan then reports it).
    ///
    /// The cache files are checked against their checksums before fontconfig reads them, and
    /// removed when one does not check out (the note says why); the checksums of the files
    /// fontconfig writes are recorded after it wrote them (``FontCacheFolder/verifyCacheFiles()``).
    static func loadThroughCache(_ dir: String, files: [String], folder: FontCacheFolder) -> (OpaquePointer, Source, note: String?)? {
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
        guard added == true, let set = FcConfigGetFonts(config, FcSetApplication), holdsEvery(files, set) else {
            FcConfigDestroy(config)
            return nil
        }
        return (config, source, note)
    }

    /// Whether the fonts of `set` come from exactly the files at `files` (compared by file
    /// name): a folder scan skips a file fontconfig cannot read and takes fonts of other
    /// extensions too.
    static func holdsEvery(_ files: [String], _ set: UnsafeMutablePointer<FcFontSet>) -> Bool {
        var loaded = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { continue }
            loaded.insert(fileName(String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))))
        }
        return loaded == Set(files.map(fileName))
    }

    /// The last component of `path` (found in its UTF-8: searching its characters took a
    /// millisecond for the bundled fonts).
    static func fileName(_ path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[utf8.index(after: slash)...])
    }
}
