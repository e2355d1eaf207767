import Foundation
import WidgetRender

extension Diffing where Value == Bitmap {
    /// Images as PNG references, compared under `matching` (``ImageComparison``); a failure
    /// leaves the actual, reference, diff and side-by-side images (``FailureArtifacts``).
    ///
    /// References are written with ``PNGEncoder/reference``: libdeflate at its highest level,
    /// since a reference is written once and read many times.
    ///
    /// - Parameter scale: The image's pixels per point, for the hint when a reference of
    ///   another size has the same shape.
    static func image(matching: SnapshotMatching, scale: CGFloat?) -> Diffing<Bitmap> {
        Diffing(
            noun: "reference", reviewed: "the PNG", reviewAfterRecording: "the PNGs and commit them",
            encode: { try PNGEncoder.reference.encode($0) },
            decode: { try PNGDecoder.decode(Data($0)) },
            describe: { ImageDiffLines.size($0) },
            difference: { reference, actual, target in
                let comparison = ImageComparison(actual: actual, reference: reference, matching: matching)
                guard !comparison.matches else { return nil }
                return ImageDiffLines(comparison: comparison, matching: matching, scale: scale).difference(target)
            },
            artifactsWithoutReference: { actual, target in
                ImageDiffLines.artifacts(FailureArtifacts(actual: actual, comparison: nil, reference: nil, name: target.name, folder: target.folder), sizes: ["actual": ImageDiffLines.size(actual)])
            }
        )
    }
}

/// The lines of an image mismatch: the measured numbers against the required, or the sizes.
struct ImageDiffLines {
    let comparison: ImageComparison
    let matching: SnapshotMatching
    let scale: CGFloat?

    func difference(_ target: ArtifactTarget) -> Difference {
        let a = comparison.actual
        let r = comparison.reference
        let summary =
            comparison.sizesMatch
            ? ["\(target.name) does not match its reference.", "  measured:  \(measured)", "  required:  \(matching)"]
            : ["\(target.name): the reference's size differs: actual \(Self.size(a)), reference \(Self.size(r))\(scaleHint)."]
        let files = FailureArtifacts(actual: a, comparison: comparison, reference: r, name: target.name, folder: target.folder)
        var details = Self.artifacts(files, sizes: ["actual": Self.size(a), "reference": Self.size(r)], skipping: ["reference"])
        details.lines.insert("  reference: \(target.reference.path) (\(Self.size(r)))", at: 0)
        return Difference(summary: summary, details: details)
    }

    /// The numbers: differing pixels and the largest difference.
    private var measured: String {
        let pixels = comparison.pixelCount ?? 0
        let largest: String
        switch matching {
        case .perceptual: largest = "the largest ΔE2000 is \(SnapshotMatching.number(comparison.largestDifference))"
        default: largest = "the largest channel difference is \(Int(comparison.largestDifference))"
        }
        let beyond: String
        switch matching {
        case .exact: beyond = "differ"
        case .tolerance(let channel, _): beyond = "differ by more than \(channel) in some channel"
        case .perceptual(let deltaE, _): beyond = "differ by more than ΔE2000 \(SnapshotMatching.number(deltaE))"
        }
        return "\(comparison.differingPixelCount) of \(pixels) pixels (\(Self.percentage(comparison.differingPixelCount, of: pixels))) \(beyond); \(largest)"
    }

    /// A hint when the sizes have the same aspect ratio: the reference was made at another scale.
    private var scaleHint: String {
        let a = comparison.actual
        let r = comparison.reference
        guard let scale, r.width > 0, r.height > 0 else { return "" }
        let ratioX = Double(a.width) / Double(r.width)
        let ratioY = Double(a.height) / Double(r.height)
        guard abs(ratioX - ratioY) * Double(max(r.width, r.height)) < 1.5 else { return "" }
        let referenceScale = Double(scale) / ratioX
        return "; the same shape at another scale: the reference looks rendered at \(SnapshotMatching.number((referenceScale * 100).rounded() / 100))×, the image is \(SnapshotMatching.number(Double(scale)))×"
    }

    /// The artefact lines of `artifacts`, each with its size or what it shows.
    static func artifacts(_ artifacts: FailureArtifacts, sizes: [String: String], skipping: Set<String> = []) -> ArtifactLines {
        var lines: [String] = []
        let notes = ["diff": "differing pixels in red over the faded reference", "compare": "reference | actual | diff"]
        for file in artifacts.files where !skipping.contains(file.label) {
            let detail = sizes[file.label] ?? notes[file.label]
            let label = (file.label + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(label) \(file.url.path)\(detail.map { " (\($0))" } ?? "")")
        }
        return ArtifactLines(lines: lines + artifacts.problems.map { "  \($0)" }, attachments: artifacts.files.map(\.url), reportFiles: artifacts.files)
    }

    /// `20×10`.
    static func size(_ bitmap: Bitmap) -> String { "\(bitmap.width)×\(bitmap.height)" }

    /// The share of differing pixels as a percentage with three significant digits and no
    /// trailing zeros: `25%`, `0.0077%`, `0%`.
    static func percentage(_ differing: Int, of pixels: Int) -> String {
        let percent = pixels > 0 ? Double(differing) / Double(pixels) * 100 : 0
        guard percent > 0 else { return "0%" }
        let decimals = min(max(2 - Int(log10(percent).rounded(.down)), 0), 9)
        var text = String(format: "%.\(decimals)f", percent)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "%"
    }
}
