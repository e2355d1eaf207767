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
            let type = widget.entryTypeName.map { "its entry type \($0) is not Decodable; make \($0) Codable" }
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

    /// The bytes of `path`, or of standard input for `-`.
    private static func read(_ path: String) throws -> Data {
        if path == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandError(.noInput, "cannot read entry \"\(path)\": no such file; check the path, or pass --entry - to read standard input")
        }
        guard !isFolder.boolValue else {
            throw CommandError(.noInput, "cannot read entry \"\(path)\": it is a folder; name a JSON file, e.g. \"\(FilePath.join(path, "entry.json"))\"")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError(.noInput, "cannot read entry \"\(path)\": \(error.localizedDescription); check its permissions")
        }
    }
}
