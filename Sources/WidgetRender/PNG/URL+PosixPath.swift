import Foundation

extension URL {
    /// The file URL's path as the kernel takes it: percent escapes decoded, and no trailing
    /// slash but for the root, as `path` gives it.
    ///
    /// Read through `path(percentEncoded:)`: `path`, `hasDirectoryPath` and
    /// `appendingPathComponent(_:)` each build a `Set` of bytes whose first use makes the
    /// Swift runtime scan every protocol-conformance record of the process (about a tenth of a
    /// millisecond of a one-render process, *Benchmarks*). The paths a render reads and writes
    /// are therefore kept as strings, and a URL given by a caller is read with this.
    package var posixPath: String {
        let path = path(percentEncoded: false)
        guard path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") else { return path }
        return String(path.dropLast())
    }

    /// Whether the URL names a folder (its path ends in `/`), as `hasDirectoryPath` says;
    /// see ``posixPath`` for why.
    package var namesFolder: Bool {
        path(percentEncoded: false).utf8.last == UInt8(ascii: "/")
    }
}
