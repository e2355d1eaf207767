import Foundation

/// A type that declares previews, as SwiftUI's `PreviewProvider`: each view of ``previews`` is
/// one preview (the views of a `Group` or a multi-view builder each count), named by
/// `previewDisplayName(_:)` and shown in the family of `previewContext(WidgetPreviewContext(family:))`.
///
/// ```swift
/// struct StepsWidget_Previews: PreviewProvider {
///     static var previews: some View {
///         StepsView(entry: .sample)
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///             .previewDisplayName("Small")
///     }
/// }
/// ```
///
/// WidgetRender finds these types at run time from the Swift runtime's conformance records.
/// The runtime does not record where a type is declared, so such a preview's location is its
/// module and type name (`MyWidgets/StepsWidget_Previews`, line 0), and previews of one
/// provider keep the order of ``previews``.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one per view.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for (recorded; WidgetRender renders iOS widgets).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the previews' own.
    public static var platform: PreviewPlatform? { nil }
}

/// A preview platform, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A device for a preview, as SwiftUI's `PreviewDevice`: a name such as `"iPhone 15 Pro"`.
///
/// WidgetRender renders the preview on the first device profile whose name or models contain
/// that name (`"iPhone 15 Pro"` → iPhone6_1); a name no profile matches keeps the default
/// device and is reported when the preview renders.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device name.
    public var rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

}

/// How a preview is laid out, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
    /// In its widget (the default).
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// On a canvas of a fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A context a preview is shown in, as SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    /// The widget family the preview is shown in, if the context sets one.
    var _widgetFamily: WidgetFamily? { get }
}

/// A widget preview context, as WidgetKit's `WidgetPreviewContext`: the family a preview of a
/// widget's view is shown in.
public struct WidgetPreviewContext: PreviewContext, Sendable, Hashable {
    /// The family.
    public var family: WidgetFamily
    /// A context for `family`.
    public init(family: WidgetFamily) { self.family = family }
    public var _widgetFamily: WidgetFamily? { family }
}

/// An interface orientation for a preview, as SwiftUI's `InterfaceOrientation` (recorded;
/// widgets do not rotate).
public struct InterfaceOrientation: Sendable, Hashable {
    /// The orientation's name.
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}
