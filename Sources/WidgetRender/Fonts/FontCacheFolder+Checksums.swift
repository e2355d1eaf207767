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
/// vectorised), where glib's SHA-256 took 1.4 ms of every process; a file is summed again only
/// when its identity changed since its sum last matched (``FontCacheFileIdentity``). It guards against damage, not an attacker (who could rewrite the sums as
/// well): the CRC catches every flipped bit and every burst up to 32 bits, and other damage
/// slips past both sums about once in 2⁶⁴.
extension FontCacheFolder {
    /// The name of the file of checksums: `<16 hex digits>  <name>` a line.
    static let checksumsName = "checksums"

    /// The name of the file of the identities the cache files had when their checksums last
    /// matched: `<identity> <name>` a line (``FontCacheFileIdentity/text``).
    static let checkedName = "checked"

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
        name.containsBytes(".cache-") && !name.hasPrefix(".") && !name.hasSuffix(".NEW") && !name.hasSuffix(".LCK") && !name.containsBytes(".TMP-")
    }

    /// Checks fontconfig's cache files against their recorded checksums, before fontconfig
    /// reads them; removes them all (and the checksums) when one does not check out.
    func verifyCacheFiles() -> Verification {
        verifiedCacheFiles().verification
    }

    /// ``verifyCacheFiles()``, and whether a cache file is left in the folder after it (the
    /// folder is listed once for both, and for the leftovers of failed writes).
    ///
    /// A file whose identity (``FontCacheFileIdentity``) is the one recorded in ``checkedName``
    /// when its checksum last matched is not read again: reading and summing the bundled
    /// fonts' cache took 0.16–0.25 ms of every process. Any other is read and summed, and
    /// its identity recorded when it matches.
    func verifiedCacheFiles() -> (verification: Verification, holdsCacheFile: Bool) {
        let folder = path
        // A folder that cannot be listed (or is a symlink to one elsewhere) cannot be checked.
        guard let all = FontCacheFolder.names(in: folder) else { return (.unusable, false) }
        removeWriteLeftovers(listed: all)
        let names = all.filter(FontCacheFolder.isCacheFileName)
        guard !names.isEmpty else { return (.verified, false) }
        let recorded = recordedChecksums()
        let checked = recordedIdentities()
        var identities: [String: FontCacheFileIdentity] = [:]
        var problem: String?
        var quiet = false
        for name in names.sorted() where problem == nil {
            let expected = recorded[name]
            switch FontCacheFolder.check(folder + "/" + name, unchangedSince: expected == nil ? nil : checked[name]) {
            case .notRegular(let kind):
                problem = "the font cache file \(name) is \(kind.phrase), not a regular file"
            case .missing:
                problem = "the font cache file \(name) cannot be read"
            case .unchanged(let identity):
                identities[name] = identity
            case .sum(let sum, let identity):
                guard let expected else {
                    problem = "the font cache file \(name) has no checksum"
                    quiet = true
                    break
                }
                if sum != expected {
                    problem = "the font cache file \(name) does not match its checksum"
                }
                identities[name] = identity
            }
        }
        guard let problem else {
            if identities.count == names.count, names.contains(where: { checked[$0] != identities[$0] }) {
                record(identities)
            }
            return (.verified, true)
        }
        for name in names + [FontCacheFolder.checksumsName, FontCacheFolder.checkedName] {
            let path = folder + "/" + name
            if unlink(path) != 0, errno != ENOENT, rmdir(path) != 0 { return (.unusable, false) }
        }
        return (.removed(note: quiet ? nil : problem + "; it was removed and the fonts scanned again"), false)
    }

    /// Records the checksums of the cache files now in the folder (after fontconfig wrote
    /// them), replacing the file of checksums atomically, and their identities. Failures leave
    /// no checksum, so the next process scans the fonts again.
    func recordChecksums() {
        let folder = path
        var lines = ""
        var identities: [String: FontCacheFileIdentity] = [:]
        for name in (FontCacheFolder.names(in: folder) ?? []).filter(FontCacheFolder.isCacheFileName).sorted() {
            guard case .sum(let sum, let identity) = FontCacheFolder.check(folder + "/" + name, unchangedSince: nil) else { continue }
            lines += sum + "  " + name + "\n"
            identities[name] = identity
        }
        if replace(FontCacheFolder.checksumsName, with: lines) { record(identities) }
    }

    /// Records `identities` (each of a file whose checksum matched) in ``checkedName``.
    private func record(_ identities: [String: FontCacheFileIdentity]) {
        let lines = identities.sorted { $0.key < $1.key }.map { $0.value.text + " " + $0.key + "\n" }
        _ = replace(FontCacheFolder.checkedName, with: lines.joined())
    }

    /// Replaces the file `name` of the folder with `text`, atomically (a temporary file
    /// renamed over it); `false` when that fails, which leaves the old file.
    private func replace(_ name: String, with text: String) -> Bool {
        let folder = path
        let temporary = folder + "/" + TemporaryFileName.random(pid: getpid())
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = FileDescriptorIO.writeAll(Array(text.utf8), to: fd) == 0
        if close(fd) != 0 || !written || rename(temporary, folder + "/" + name) != 0 {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The recorded checksums by file name; empty when the file is missing, not a regular
    /// file or not in the format.
    private func recordedChecksums() -> [String: String] {
        var sums: [String: String] = [:]
        for line in recordedLines(FontCacheFolder.checksumsName) {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].utf8.count == 16 else { continue }
            sums[String(parts[1].drop { $0 == " " })] = String(parts[0])
        }
        return sums
    }

    /// The recorded identities by file name (`<identity> <name>` a line); empty when the file
    /// is missing, not a regular file or not in the format.
    private func recordedIdentities() -> [String: FontCacheFileIdentity] {
        var identities: [String: FontCacheFileIdentity] = [:]
        for line in recordedLines(FontCacheFolder.checkedName) {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, let identity = FontCacheFileIdentity(text: parts[0]) else { continue }
            identities[String(parts[1])] = identity
        }
        return identities
    }

    /// The lines of the folder's file `name`; none when it is missing, not a regular file or
    /// not UTF-8.
    private func recordedLines(_ name: String) -> [Substring] {
        guard case .bytes(let bytes) = CacheFile.contents(path + "/" + name, limit: 1 << 20),
            let text = String(validating: bytes, as: UTF8.self)
        else { return [] }
        return text.split(separator: "\n")
    }

    /// What ``check(_:unchangedSince:)`` found at a cache file's name.
    enum FileCheck: Equatable {
        /// A regular file with the identity it was given: not read.
        case unchanged(FontCacheFileIdentity)
        /// A regular file, its checksum, and its identity (`nil` when it changed while read).
        case sum(String, FontCacheFileIdentity?)
        /// Nothing that can be read.
        case missing
        /// Not a regular file: a FIFO, a symlink, a folder, a device…
        case notRegular(FileKind)
    }

    /// The checksum of the regular file at `path` (opened as ``CacheFile`` opens one), read
    /// 64 KB at a time, the sums updated as it is read; or ``FileCheck/unchanged(_:)`` without
    /// reading it when its identity is `known`.
    static func check(_ path: String, unchangedSince known: FontCacheFileIdentity?) -> FileCheck {
        var kind: FileKind?
        let check = CacheFile.withRegularFile(path, kind: &kind) { fd, info -> FileCheck? in
            let identity = FontCacheFileIdentity(info)
            if identity == known { return .unchanged(identity) }
            var crc: UInt32 = 0
            var adler: UInt32 = 1
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
            defer { chunk.deallocate() }
            while true {
                let got = read(fd, chunk.baseAddress, chunk.count)
                if got < 0, errno == EINTR { continue }
                guard got >= 0 else { return nil }
                if got == 0 { break }
                crc = libdeflate_crc32(crc, chunk.baseAddress, got)
                adler = libdeflate_adler32(adler, chunk.baseAddress, got)
            }
            var after = stat()
            let unchanged = fstat(fd, &after) == 0 && FontCacheFileIdentity(after) == identity
            return .sum(hex(crc) + hex(adler), unchanged ? identity : nil)
        }
        if let check { return check }
        if let kind, kind != .regular { return .notRegular(kind) }
        return .missing
    }

    /// `value` as 8 lower-case hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
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
