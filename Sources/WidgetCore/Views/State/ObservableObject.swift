import Foundation

/// An object views observe, as Combine's `ObservableObject`.
///
/// There is no Combine on Linux: ``objectWillChange`` is a publisher that only counts the
/// changes announced through it. A still widget renders the object's state when `body` runs.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for the object (a new one each time: nothing subscribes in a still render).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an ``ObservableObject``'s changes, as Combine's
/// `ObservableObjectPublisher`. It has no subscribers; ``send()`` counts.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Creates a publisher.
    public init() {}

    /// Announces a change.
    public func send() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    /// How many changes were announced.
    public var sentCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// A property of an ``ObservableObject`` that announces its changes, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    /// The stored value.
    public var wrappedValue: Value

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates the property with an initial value (the older spelling).
    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }

    /// The value's publisher (`$name`): its current value; nothing subscribes in a still render.
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set { wrappedValue = newValue.value }
    }

    /// What `$name` gives: the value at the time it was read.
    public struct Publisher {
        /// The value when the publisher was made.
        public var value: Value
    }
}
