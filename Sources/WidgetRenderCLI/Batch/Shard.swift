/// One part of a batch split for a CI matrix: `--shard i/n` takes part `i` of `n`.
///
/// Shards are numbered from 1, as in CI matrices (`--shard 1/3`, `--shard 2/3`, `--shard 3/3`)
/// and in the shard options of Jest and Playwright. The jobs are sorted by name first, and job
/// `k` of the sorted list (counting from 0) belongs to shard `k % n + 1`: round-robin, so the
/// shards differ in size by at most one job and neighbours in the list (one widget's families)
/// are spread over the machines. Every job is in exactly one shard, so the shards are disjoint
/// and their union is the whole batch, whatever the machine or the order the jobs were made in.
/// A shard may be empty when there are fewer jobs than shards; that is not an error.
///
/// This API is stable: batch commands rely on ``parse(_:)`` and ``select(_:name:)`` as they are.
struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// The part, from 1 to ``count``.
    let index: Int
    /// How many parts the batch is split into.
    let count: Int

    /// The whole batch: shard 1 of 1.
    static let whole = Shard(index: 1, count: 1)

    /// `i/n`, as given on the command line.
    var description: String { "\(index)/\(count)" }

    /// The shard `text` (`i/n`, `1 ≤ i ≤ n`) names.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` naming `text` and the expected form.
    static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy(Self.isDigits), parts.contains(where: { $0.utf8.count > Self.maximumDigits }) {
            throw CommandError(.usage, "invalid shard \"\(text)\"; i and n have at most \(Self.maximumDigits) digits (a batch has far fewer jobs), e.g. --shard 1/4")
        }
        guard parts.count == 2, let index = Self.number(parts[0]), let count = Self.number(parts[1]) else {
            throw CommandError(.usage, "invalid shard \"\(text)\"; expected i/n with 1 ≤ i ≤ n, e.g. --shard 1/4 (shards count from 1)")
        }
        guard count >= 1, index >= 1, index <= count else {
            throw CommandError(.usage, "invalid shard \"\(text)\"; the part must be from 1 to \(max(count, 1)), e.g. --shard 1/\(max(count, 1)) (shards count from 1)")
        }
        return Shard(index: index, count: count)
    }

    /// The items of this shard: `items` sorted by `name`, then every `count`-th from
    /// `index - 1`. Items with equal names keep their order.
    func select<T>(_ items: [T], name: (T) -> String) -> [T] {
        let sorted = items.enumerated().sorted { a, b in
            let (x, y) = (name(a.element), name(b.element))
            return x != y ? x < y : a.offset < b.offset
        }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element.element)
    }

    /// A non-negative decimal number of ASCII digits (no sign, no spaces), or nil.
    private static func number(_ text: Substring) -> Int? {
        guard isDigits(text), text.utf8.count <= maximumDigits else { return nil }
        return Int(text)
    }

    /// The most digits `i` and `n` may have (so that no number overflows).
    static let maximumDigits = 9

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
