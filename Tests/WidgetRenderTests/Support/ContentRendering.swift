import Foundation

@testable import WidgetRender

extension WidgetRenderer {
    /// Renders `view` as a widget's content on a white container background.
    func renderContent<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> RenderedImage {
        try render(view.containerBackground(for: .widget) { Color.white }, in: WidgetContext(family: family))
    }
}
