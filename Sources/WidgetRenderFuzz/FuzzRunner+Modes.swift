import WidgetRender

extension FuzzRunner {
    /// The context a fuzzed tree renders in for `family`: the Lock Screen families vibrant (as
    /// on a device), the medium widget on the iOS 26 clear Home Screen and the large one on the
    /// iOS 18 tinted one (accented), the small widget in full colour.
    static func context(for family: WidgetFamily) -> WidgetContext {
        var context = WidgetContext(family: family)
        switch family {
        case .systemMedium:
            context.renderingMode = .accented
            context.system = .iOS26
            context.appearance = .clear(.dark)
        case .systemLarge:
            context.renderingMode = .accented
        case _ where family.isAccessory:
            context.renderingMode = .vibrant
        default:
            break
        }
        return context
    }
}
