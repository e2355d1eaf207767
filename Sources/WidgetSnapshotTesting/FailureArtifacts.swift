import Foundation
import WidgetRender

/// The files a failed snapshot leaves for review, under
/// `<artifacts>/<TestFileName>/<reference name>.{actual,reference,diff,compare}.png`, each
/// written atomically.
struct FailureArtifacts {
    /// One written file: what it shows and where it is.
    struct File {
        let label: String
        let url: URL
    }

    let files: [File]
    /// Files that could not be written, with the reason.
    let problems: [String]

    /// Writes the actual image, and when given the reference, the diff image (equal sizes
    /// only) and the compare image.
    init(actual: Bitmap, comparison: ImageComparison?, reference: Bitmap?, name: String, folder: URL) {
        var panels: [(String, Bitmap)] = [("actual", actual)]
        if let reference { panels.insert(("reference", reference), at: 0) }
        if let comparison, let diff = try? ComparisonImages.diff(comparison) { panels.append(("diff", diff)) }
        var files: [File] = []
        var problems: [String] = []
        func write(_ label: String, _ bitmap: Bitmap) {
            let url = folder.appendingPathComponent("\(name).\(label).png")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try AtomicFileWriter.write(try PNGEncoder().encode(bitmap), to: url)
                files.append(File(label: label, url: url))
            } catch {
                problems.append("\(label) image not written to \(url.path): \(error)")
            }
        }
        for (label, bitmap) in panels { write(label, bitmap) }
        if panels.count > 1, let compare = try? ComparisonImages.sideBySide(panels.map(\.1)) { write("compare", compare) }
        self.files = files
        self.problems = problems
    }

    /// The file labelled `label`.
    func url(_ label: String) -> URL? { files.first { $0.label == label }?.url }
}
