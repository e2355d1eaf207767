import Foundation

/// What a catalog entry (``CatalogWidget``, ``CatalogActivity``) is made of: given, or made
/// by a closure the first time it is asked for, once, whichever thread asks.
final class CatalogSource<Parts>: @unchecked Sendable {
    // @unchecked: `made` and `make` are only touched while `lock` is held.
    private let lock = NSLock()
    private var made: Parts?
    private var make: (() -> Parts)?

    /// Parts given now.
    init(_ parts: Parts) {
        made = parts
    }

    /// Parts `make` makes when first asked for.
    init(make: @escaping () -> Parts) {
        self.make = make
    }

    /// The parts, made now if they were not yet.
    var parts: Parts {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        guard let make else { preconditionFailure("a catalog source has neither parts nor a way to make them") }
        let parts = make()
        made = parts
        self.make = nil
        return parts
    }
}
