/// A map that holds its first two keys in place, compared with `==`, and any more in a
/// dictionary.
///
/// A ``LayoutBox`` is asked about one or two proposals in most passes; for those, hashing the
/// proposal into a `Dictionary` (SipHash over two optional doubles) cost more than comparing
/// it with the one or two kept. Keys that are not equal to themselves (a NaN proposal) are
/// never found, as in a dictionary.
struct FewKeyCache<Key: Hashable, Value> {
    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    /// The third key on; an empty dictionary allocates nothing.
    private var more: [Key: Value] = [:]

    /// The value kept for `key`, or `nil`.
    subscript(key: Key) -> Value? {
        if let first, first.key == key { return first.value }
        if let second, second.key == key { return second.value }
        return more.isEmpty ? nil : more[key]
    }

    /// Keeps `value` for `key`, replacing what was kept for it.
    mutating func set(_ value: Value, for key: Key) {
        if first == nil || first?.key == key {
            first = (key, value)
        } else if second == nil || second?.key == key {
            second = (key, value)
        } else {
            more[key] = value
        }
    }

    /// Forgets every key.
    mutating func removeAll() {
        first = nil
        second = nil
        more = [:]
    }
}
