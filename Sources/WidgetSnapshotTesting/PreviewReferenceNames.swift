import Foundation
import WidgetRender

/// The reference names of a module's previews, stable when code moves: `<file>-<name>`, the
/// unnamed previews of a file numbered `Preview-1`, `Preview-2`… in source order, a name used
/// twice in a file suffixed `-2`, `-3`….
struct PreviewReferenceNames {
    private var names: [PreviewLocation: String] = [:]

    init(_ previews: [Preview]) {
        let byFile = Dictionary(grouping: previews) { $0.location.fileID }
        for (fileID, inFile) in byFile {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            var unnamed = 0
            var uses: [String: Int] = [:]
            for preview in inFile.sorted(by: { $0.location < $1.location }) {
                var name: String
                if let given = preview.name {
                    name = given
                } else {
                    unnamed += 1
                    name = "Preview \(unnamed)"
                }
                let use = (uses[name] ?? 0) + 1
                uses[name] = use
                if use > 1 { name += " \(use)" }
                names[preview.location] = "\(base)-\(name)"
            }
        }
    }

    /// The name of `preview`'s references (before the sanitising of file names).
    func name(of preview: Preview) -> String {
        names[preview.location] ?? preview.displayName
    }
}
