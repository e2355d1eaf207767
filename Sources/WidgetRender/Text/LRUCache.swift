/// A cache that holds at most `capacity` values and forgets the least recently used first.
///
/// Lookups, insertions and evictions take constant time: a dictionary maps each key to a slot
/// of a doubly linked list kept in arrays (most recently used at the head).
///
/// ```swift
/// var cache = LRUCache<String, Int>(capacity: 2)
/// cache["a"] = 1; cache["b"] = 2
/// _ = cache["a"]          // "a" is now the most recent
/// cache["c"] = 3          // evicts "b"
/// cache["b"]              // nil
/// ```
struct LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var previous: Int
        var next: Int
    }

    /// The most values kept.
    let capacity: Int
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    private var head = -1
    private var tail = -1

    /// Creates an empty cache that keeps at most `capacity` values (at least one).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        // The index grows as values come, not to `capacity` at once: reserved, the text
        // metrics cache's index was 2.6 MB, and each of a render's first measurements landed
        // on a page of its own (a page fault each, some 150 a one-render process).
    }

    /// The number of values held.
    var count: Int { index.count }

    /// The value for `key`, marking it most recently used; setting stores it, evicting the
    /// least recently used value when full.
    subscript(key: Key) -> Value? {
        mutating get {
            guard let i = index[key] else { return nil }
            moveToHead(i)
            return slots[i].value
        }
        set {
            guard let newValue else { return }
            if let i = index[key] {
                slots[i].value = newValue
                moveToHead(i)
                return
            }
            if slots.count < capacity {
                slots.append(Slot(key: key, value: newValue, previous: -1, next: -1))
                let i = slots.count - 1
                index[key] = i
                link(i)
            } else {
                let i = tail
                unlink(i)
                index[slots[i].key] = nil
                slots[i].key = key
                slots[i].value = newValue
                index[key] = i
                link(i)
            }
        }
    }

    private mutating func moveToHead(_ i: Int) {
        guard i != head else { return }
        unlink(i)
        link(i)
    }

    private mutating func link(_ i: Int) {
        slots[i].previous = -1
        slots[i].next = head
        if head >= 0 { slots[head].previous = i }
        head = i
        if tail < 0 { tail = i }
    }

    private mutating func unlink(_ i: Int) {
        let p = slots[i].previous
        let n = slots[i].next
        if p >= 0 { slots[p].next = n } else { head = n }
        if n >= 0 { slots[n].previous = p } else { tail = p }
    }
}
