import Foundation

/// An image of an asset catalog, as Xcode's generated asset symbols (`Image(.logo)`).
///
/// ```swift
/// extension ImageResource { static let logo = ImageResource(name: "logo", bundle: .main) }
/// Image(.logo)
/// ```
public struct ImageResource: Sendable, Hashable {
    /// The asset's name in its catalog.
    public let name: String

    /// An image resource; the bundle is not searched (the context's catalogs are).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

/// A colour of an asset catalog, as Xcode's generated asset symbols (`Color(.brand)`).
public struct ColorResource: Sendable, Hashable {
    /// The asset's name in its catalog.
    public let name: String

    /// A colour resource; the bundle is not searched (the context's catalogs are).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The colour of a generated asset symbol (`Color(.brand)`).
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
