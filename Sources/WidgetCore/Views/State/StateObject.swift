import Foundation

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`.
///
/// The object is made the first time it is read and kept for the render.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: StateObjectStorage<ObjectType>

    /// Creates the property; `thunk` makes the object when it is first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: storage.object)
    }
}

/// Makes a ``StateObject``'s object once.
final class StateObjectStorage<ObjectType> {
    private let make: () -> ObjectType
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
