import Foundation
import WidgetRender

/// A written contact sheet against its reference (`sheet --references <dir>`): the same file
/// name in that folder, usually a committed sheet or the output of an earlier run.
///
/// The reference is copied beside the sheet as `<name>-reference.png`, so the review page can
/// show it beside each cell wherever the folder is moved; when the two are the same size, each
/// cell is compared pixel for pixel and, when any differs, `<name>-diff.png` shows the sheet's
/// differing pixels in red over a faded copy of the reference. Sheets of different sizes (a
/// family added, another device) are only shown side by side.
struct SheetReference: Codable, Sendable {
    /// The copy of the reference beside the sheet.
    var fileName: String
    /// The diff image's file name, when any pixel differs.
    var diffFileName: String?
    /// Whether the reference has the sheet's size (cells then compared).
    var sameSize: Bool
    /// The reference's size in pixels.
    var width: Int
    var height: Int

    /// `steps.png` → `steps-reference.png`.
    static func copyName(of fileName: String) -> String { stem(fileName) + "-reference.png" }
    /// `steps.png` → `steps-diff.png`.
    static func diffName(of fileName: String) -> String { stem(fileName) + "-diff.png" }

    private static func stem(_ fileName: String) -> String {
        fileName.hasSuffix(".png") ? String(fileName.dropLast(4)) : fileName
    }

    /// Compares `review`'s written sheet with `<folder>/<its file name>` when that exists,
    /// writing the copy and the diff into `outputFolder`; marks each cell that differs. Returns
    /// the files written, or nil when the folder has no such reference.
    ///
    /// - Throws: ``CommandError`` (data error) when the reference is not a readable PNG, or
    ///   (cannot create) when a file cannot be written.
    static func compare(_ review: inout ReviewSheet, against folder: String, outputFolder: String) throws -> [String]? {
        let referencePath = FilePath.join(folder, review.fileName)
        guard FileManager.default.fileExists(atPath: referencePath) else { return nil }
        let referenceData: Data
        let reference: RenderedImage
        let sheet: RenderedImage
        do {
            referenceData = try Data(contentsOf: URL(fileURLWithPath: referencePath))
            reference = try RenderedImage(pngData: referenceData)
        } catch {
            throw CommandError(.dataError, "the reference \(referencePath) is not a readable PNG (\(error)); replace it with a sheet widget-render wrote, or leave --references out")
        }
        do {
            sheet = try RenderedImage(pngData: try Data(contentsOf: URL(fileURLWithPath: review.path)))
        } catch {
            throw CommandError(.cannotCreate, "cannot read back the sheet \(review.path) to compare it: \(error)")
        }
        var written: [String] = []
        let copy = FilePath.join(outputFolder, copyName(of: review.fileName))
        try write(Array(referenceData), to: copy)
        written.append(copy)
        let sameSize = sheet.pixelWidth == reference.pixelWidth && sheet.pixelHeight == reference.pixelHeight
        var entry = SheetReference(fileName: copyName(of: review.fileName), diffFileName: nil, sameSize: sameSize, width: reference.pixelWidth, height: reference.pixelHeight)
        if sameSize {
            let a = sheet.pixels.bytes
            let b = reference.pixels.bytes
            let width = sheet.pixelWidth
            for c in review.cells.indices {
                let f = review.cells[c].frame
                var count = 0
                for y in max(f[1], 0)..<min(f[1] + f[3], sheet.pixelHeight) {
                    var i = (y * width + max(f[0], 0)) * 4
                    for _ in max(f[0], 0)..<min(f[0] + f[2], width) {
                        if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] { count += 1 }
                        i += 4
                    }
                }
                review.cells[c].differingPixels = count
            }
            if a != b {
                let diffPath = FilePath.join(outputFolder, diffName(of: review.fileName))
                try write(Array(try diff(sheet, reference).pngData()), to: diffPath)
                entry.diffFileName = diffName(of: review.fileName)
                written.append(diffPath)
            }
        }
        review.reference = entry
        return written
    }

    /// The sheet's differing pixels in red over the reference faded to a quarter over white.
    private static func diff(_ sheet: RenderedImage, _ reference: RenderedImage) throws -> RenderedImage {
        let a = sheet.pixels.bytes
        let b = reference.pixels.bytes
        var out = [UInt8](repeating: 255, count: b.count)
        for i in stride(from: 0, to: b.count, by: 4) {
            if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] {
                out[i + 1] = 0
                out[i + 2] = 0
            } else {
                let alpha = Int(b[i + 3])
                for c in i..<(i + 3) {
                    let overWhite = (Int(b[c]) * alpha + 255 * (255 - alpha)) / 255
                    out[c] = UInt8(255 - (255 - overWhite) / 4)
                }
            }
        }
        return try RenderedImage(pixels: try PixelBuffer(width: sheet.pixelWidth, height: sheet.pixelHeight, bytes: out), scale: sheet.scale)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFileWriter.write(bytes, to: URL(fileURLWithPath: path))
        } catch let e as WidgetRenderError {
            throw CommandError(.cannotCreate, e.message)
        }
    }
}
