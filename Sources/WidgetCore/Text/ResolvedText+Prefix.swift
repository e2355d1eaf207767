import Foundation

extension Array where Element == ResolvedText.Run {
    /// The runs cut after their first `count` characters (grapheme clusters), each run keeping
    /// its attributes; runs past the cut are dropped.
    package func prefix(characters count: Int) -> [ResolvedText.Run] {
        var left = count
        var cut: [ResolvedText.Run] = []
        for run in self where left > 0 {
            var r = run
            if r.string.count > left { r.string = String(r.string.prefix(left)) }
            left -= r.string.count
            cut.append(r)
        }
        return cut
    }
}
