internal import CWidgetRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checksums that make fontconfig's cache files in a ``FontCacheFolder`` ours.
///
/// fontconfig trusts a cache file whose size and modification time look right: one flipped
/// bit in it crashed the process, aborted it in a Pango assertion, looped for ever or drew
/// other pixels, and the file was never replaced. So a checksum of every cache file
/// fontconfig writes is recorded in ``checksumsName`` (written to a temporary name and
/// renamed, after fontconfig has written the cache), and the files are checked against it
/// before fontconfig reads any of them: a file that differs, is not a regular file (a FIFO
/// there hung every process) or has no checksum is removed, with the other cache files, and
/// fontconfig scans the fonts and writes the cache again.
///
/// The checksum is the file's CRC-32 and Adler-32 side by side (64 bits, libdeflate's, both
/// vectorised): 0.05 ms for the bundled fonts' 130 KB cache, where glib's SHA-256 took 1.4 ms
/// of every process. It guards against damage, not an attacker (who could rewrite the sums as
/// well): the CRC catches every flipped bit and every burst up to 32 bits, and other damage
/// slips past both sums about once in 2⁶⁴.
extension FontCacheFolder {
    /// The name of the file of checksums: `<16 hex digits>  <name>` a line.
    static let checksumsName = "checksums"

    /// What ``verifyCacheFiles()`` found.
    enum Verification: Equatable {
        /// Every cache file matches its checksum (or there is none): fontconfig may read them.
        case verified
        /// The cache files were removed, for the reason given when it is worth a note (a
        /// cache file without a checksum, as an older version left it, is removed quietly).
        case removed(note: String?)
        /// The folder cannot be listed, or a cache file that does not check out could not be
        /// removed: the cache must not be used.
        case unusable
    }

    /// Whether `name` is one of fontconfig's cache files (`<md5>-<arch>.cache-<version>`), not
    /// one of the lock and temporary files of its writes.
    static func isCacheFileName(_ name: String) -> Bool {
        name.contains(".cache-") && !name.hasPrefix(".") && !name.hasSuffix(".NEW") && !name.hasSuffix(".LCK") && !name.contains(".TMP-")
    }

    /// Checks fontconfig's cache files against their recorded checksums, before fontconfig
    /// reads them; removes them all (and the checksums) when one does not check out.
    func verifyCacheFiles() -> Verification {
        removeWriteLeftovers()
        let folder = url.path
        // A folder that cannot be listed (or is a symlink to one elsewhere) cannot be checked.
        guard let all = FontCacheFolder.names(in: folder) else { return .unusable }
        let names = all.filter(FontCacheFolder.isCacheFileName)
        guard !names.isEmpty else { return .verified }
        let recorded = recordedChecksums()
        var problem: String?
        var quiet = false
        for name in names.sorted() where problem == nil {
            switch CacheFile.contents(folder + "/" + name, limit: 1 << 30) {
            case .notRegular(let kind):
                problem = "the font cache file \(name) is \(kind.phrase), not a regular file"
            case .missing:
                problem = "the font cache file \(name) cannot be read"
            case .bytes(let bytes):
                guard let expected = recorded[name] else {
                    problem = "the font cache file \(name) has no checksum"
                    quiet = true
                    break
                }
                if FontCacheFolder.checksum(bytes) != expected {
                    problem = "the font cache file \(name) does not match its checksum"
                }
            }
        }
        guard let problem else { return .verified }
        for name in names + [FontCacheFolder.checksumsName] {
            let path = folder + "/" + name
            if unlink(path) != 0, errno != ENOENT, rmdir(path) != 0 { return .unusable }
        }
        return .removed(note: quiet ? nil : problem + "; it was removed and the fonts scanned again")
    }

    /// Records the checksums of the cache files now in the folder (after fontconfig wrote
    /// them), replacing the file of checksums atomically. Failures leave no checksum, so the
    /// next process scans the fonts again.
    func recordChecksums() {
        let folder = url.path
        var lines = ""
        for name in (FontCacheFolder.names(in: folder) ?? []).filter(FontCacheFolder.isCacheFileName).sorted() {
            guard case .bytes(let bytes) = CacheFile.contents(folder + "/" + name, limit: 1 << 30) else { continue }
            lines += FontCacheFolder.checksum(bytes) + "  " + name + "\n"
        }
        let temporary = folder + "/" + TemporaryFileName.random(pid: getpid())
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let written = FileDescriptorIO.writeAll(Array(lines.utf8), to: fd) == 0
        if close(fd) != 0 || !written || rename(temporary, folder + "/" + FontCacheFolder.checksumsName) != 0 {
            unlink(temporary)
        }
    }

    /// The recorded checksums by file name; empty when the file is missing, not a regular
    /// file or not in the format.
    private func recordedChecksums() -> [String: String] {
        guard case .bytes(let bytes) = CacheFile.contents(url.path + "/" + FontCacheFolder.checksumsName, limit: 1 << 20),
            let text = String(validating: bytes, as: UTF8.self)
        else { return [:] }
        var sums: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].utf8.count == 16 else { continue }
            sums[String(parts[1].drop { $0 == " " })] = String(parts[0])
        }
        return sums
    }

    /// The CRC-32 and the Adler-32 of `bytes`, each as 8 lower-case hex digits.
    static func checksum(_ bytes: [UInt8]) -> String {
        let (crc, adler) = bytes.withUnsafeBytes { (libdeflate_crc32(0, $0.baseAddress, $0.count), libdeflate_adler32(1, $0.baseAddress, $0.count)) }
        func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }
        return hex(UInt32(truncatingIfNeeded: crc)) + hex(UInt32(truncatingIfNeeded: adler))
    }

    /// The names in the folder at `path` ("." and ".." included), or `nil` when it cannot be
    /// read or is a symlink.
    static func names(in path: String) -> [String]? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return DirectoryEntry.names(inFolder: fd)
    }
}
