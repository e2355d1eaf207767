import Foundation
import WidgetRender

/// Reads `--entry FILE|-` and decodes it into the widget's entry type.
enum EntryInput {
    /// The render of `widget` with the entry decoded from the JSON at `path` (`-`: standard
    /// input).
    ///
    /// - Throws: ``CommandError``: ``ExitCode/usage`` when the widget's entry type is not
    ///   `Decodable`; ``ExitCode/noInput`` when the file is missing, a folder or unreadable;
    ///   ``ExitCode/dataError`` when the JSON does not decode, naming the coding path.
    static func render(_ widget: CatalogWidget, entryAt path: String) throws -> (WidgetRenderer, WidgetContext) throws -> RenderedImage {
        guard let decode = widget.decodeEntry, let typeName = widget.entryTypeName else {
            let type =
                widget.entryTypeName.map { "its entry type \($0) is not Decodable; make \($0) Codable" }
                ?? "it was added as a render function, with no entry type; add it with CatalogWidget(name:widget:entry:) and a Codable entry"
            throw CommandError(.usage, "widget \"\(widget.name)\" cannot take --entry: \(type)")
        }
        let source = path == "-" ? "from standard input" : "\"\(path)\""
        let data = try read(path)
        do {
            return try decode(data)
        } catch {
            throw CommandError(.dataError, EntryDecoding.message(error, source: source, typeName: typeName))
        }
    }

    /// The most bytes an entry may have: far more than any widget's entry, and a clear error
    /// instead of memory exhausted by `/dev/zero` or a runaway generator.
    static let maximumBytes = 64 << 20

    /// The bytes of `path`, or of standard input for `-`: any readable stream (a file, a
    /// pipe, a FIFO, process substitution), at most ``maximumBytes``.
    private static func read(_ path: String) throws -> Data {
        let name = path == "-" ? "standard input" : "entry \"\(path)\""
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let code = errno
                switch code {
                case ENOENT: throw CommandError(.noInput, "cannot read entry \"\(path)\": no such file; check the path, or pass --entry - to read standard input")
                case EACCES: throw CommandError(.noInput, "cannot read entry \"\(path)\": permission denied; check its permissions")
                default: throw CommandError(.noInput, "cannot read entry \"\(path)\": \(String(cString: strerror(code)))")
                }
            }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                switch code {
                case EISDIR:
                    throw CommandError(
                        .noInput, path == "-" ? "cannot read standard input: it is a folder; pipe the JSON in, e.g. --entry - < entry.json" : "cannot read entry \"\(path)\": it is a folder; name a JSON file, e.g. \"\(FilePath.join(path, "entry.json"))\"")
                case EBADF:
                    throw CommandError(.noInput, "cannot read standard input: it is closed; pipe the JSON in (--entry - < entry.json) or name a file (--entry entry.json)")
                default:
                    throw CommandError(.noInput, "cannot read \(name): \(String(cString: strerror(code)))")
                }
            }
            guard bytes.count + count <= maximumBytes else {
                throw CommandError(.dataError, "\(name) is larger than \(maximumBytes >> 20) MiB, more than any widget entry; pass a JSON file of the entry itself")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return Data(bytes)
    }
}
