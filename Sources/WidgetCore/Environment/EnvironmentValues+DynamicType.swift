import Foundation

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size text styles are set at (default ``DynamicTypeSize/large``; a
    /// widget's comes from ``WidgetContext/dynamicTypeSize``, clamped to Large…AX5).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name; reading and writing it is the same as
    /// ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { dynamicTypeSize.contentSizeCategory }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

extension View {
    /// Sets the Dynamic Type size of text in the view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of text in the view to `range`: a size outside it is
    /// clamped to the nearest end (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentModifier> where T.Bound == DynamicTypeSize {
        environmentChanged { $0.dynamicTypeSize = DynamicTypeSize.clamp($0.dynamicTypeSize, to: range) }
    }
}

extension DynamicTypeSize {
    /// `size` moved into `range`: the nearest size the range contains (ranges that contain
    /// no size leave it unchanged).
    static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lowest = inside.first, let highest = inside.last else { return size }
        return size < lowest ? lowest : highest
    }
}
