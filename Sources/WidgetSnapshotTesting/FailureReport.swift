import Foundation
import WidgetRender

/// `index.html` in the artefacts folder: every snapshot failure of the run, reference | actual
/// | diff with the numbers, rewritten (atomically) after each failure.
final class FailureReport: @unchecked Sendable {
    /// One failure in the report.
    struct Entry {
        let title: String
        let summary: String
        let images: [FailureArtifacts.File]
    }

    static let shared = FailureReport()

    private let lock = NSLock()
    private var entries: [String: [Entry]] = [:]

    /// Adds `entry` to the report in `root` and rewrites it; returns the report's path, or
    /// `nil` when it could not be written.
    func add(_ entry: Entry, root: URL) -> URL? {
        lock.lock()
        defer { lock.unlock() }
        let key = root.standardizedFileURL.path
        entries[key, default: []].append(entry)
        let url = root.appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try AtomicFileWriter.write(Array(Self.html(entries[key] ?? [], root: root).utf8), to: url)
            return url
        } catch {
            return nil
        }
    }

    /// The report page.
    static func html(_ entries: [Entry], root: URL) -> String {
        var page = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Widget snapshot failures</title>
            <style>body{font-family:sans-serif;margin:2em}figure{display:inline-block;margin:0 1em 1em 0;vertical-align:top}
            img{max-width:400px;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
            pre{background:#f6f6f6;padding:.5em;white-space:pre-wrap}</style></head><body>
            <h1>\(entries.count) snapshot failure\(entries.count == 1 ? "" : "s")</h1>

            """
        for entry in entries {
            page += "<section><h2>\(escaped(entry.title))</h2>\n<pre>\(escaped(entry.summary))</pre>\n"
            for image in entry.images {
                let src = relativePath(of: image.url, from: root)
                page += "<figure><figcaption>\(escaped(image.label))</figcaption><a href=\"\(escaped(src))\"><img src=\"\(escaped(src))\" alt=\"\(escaped(image.label))\"></a></figure>\n"
            }
            page += "</section>\n"
        }
        return page + "</body></html>\n"
    }

    /// `url`'s path relative to `root` when it lies inside, else its absolute file URL.
    static func relativePath(of url: URL, from root: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.absoluteString
    }

    /// `text` with HTML's special characters escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
