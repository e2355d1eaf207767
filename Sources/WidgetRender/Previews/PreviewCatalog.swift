import WidgetCore

/// Every preview compiled into the process: each `#Preview` and each view of each
/// `PreviewProvider`, in a stable order (by file, line and column; providers by module and type
/// name, their views in order).
enum PreviewCatalog {
    /// The previews of `module` (all modules when `nil`).
    static func previews(inModule module: String?) -> [Preview] {
        var previews: [Preview] = []
        for type in ConformanceRecords.conformingTypes(to: "_PreviewRegistration", inModule: "WidgetCore") {
            guard let registration = type as? any _PreviewRegistration.Type else { continue }
            previews.append(registration._makePreview())
        }
        for type in ConformanceRecords.conformingTypes(to: "PreviewProvider", inModule: "WidgetCore") {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            previews.append(contentsOf: declaredPreviews(of: provider))
        }
        if let module { previews.removeAll { $0.location.moduleName != module } }
        // Stable: a provider's views share a location, and sorting keeps their order.
        return previews.enumerated().sorted { lhs, rhs in
            if lhs.element.location != rhs.element.location { return lhs.element.location < rhs.element.location }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    private static func declaredPreviews<P: PreviewProvider>(of provider: P.Type) -> [Preview] {
        provider._declaredPreviews()
    }
}
