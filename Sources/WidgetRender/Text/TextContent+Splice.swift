import Foundation

extension TextContent {
    /// A piece of a spliced text: a byte range of the original or the ellipsis.
    enum Segment: Hashable {
        /// The original characters of a UTF-8 byte range (cut at character boundaries); with
        /// `joiningLines`, forced line breaks in it become spaces.
        case original(Range<Int>, joiningLines: Bool)
        /// "…", in the style of the run of the characters before it (the run after it when
        /// nothing precedes it).
        case ellipsis
    }

    /// The text made of `segments` in order, each character keeping its run's attributes.
    func spliced(_ segments: [Segment]) -> TextContent {
        var pieces: [(string: String, run: Int)] = []
        let bytes = Array(string.utf8)
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .original(let range, let joiningLines):
                for (run, runRange) in runRanges.enumerated() {
                    let lower = max(range.lowerBound, runRange.lowerBound)
                    let upper = min(range.upperBound, runRange.upperBound)
                    guard lower < upper else { continue }
                    var piece = String(decoding: bytes[lower..<upper], as: UTF8.self)
                    if joiningLines { piece = piece.replacingOccurrences(of: "\u{2028}", with: " ") }
                    pieces.append((piece, run))
                }
            case .ellipsis:
                let owner =
                    pieces.last?.run ?? segments.dropFirst(position + 1).lazy.compactMap { next -> Int? in
                        guard case .original(let range, _) = next else { return nil }
                        return self.runRanges.firstIndex { $0.contains(range.lowerBound) }
                    }.first ?? 0
                pieces.append((TextContent.ellipsis, owner))
            }
        }
        var spliced = self
        spliced.string = pieces.map(\.string).joined()
        var ranges: [Range<Int>] = []
        var offset = 0
        var index = 0
        for run in runRanges.indices {
            let start = offset
            while index < pieces.count, pieces[index].run == run {
                offset += pieces[index].string.utf8.count
                index += 1
            }
            ranges.append(start..<offset)
        }
        spliced.runRanges = ranges
        return spliced
    }
}
