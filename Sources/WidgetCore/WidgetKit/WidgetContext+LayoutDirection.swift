import Foundation

extension WidgetContext {
    /// The layout direction a widget's views see: ``layoutDirection`` when set, otherwise the
    /// direction of the context's ``locale``'s language (``LayoutDirection/init(for:)``).
    ///
    /// On iOS a widget takes its layout direction from its app's language, which the context's
    /// locale stands for: the default `en_US` lays out left to right, `ar_SA` or `he_IL` right
    /// to left. Set ``layoutDirection`` to choose the direction apart from the locale.
    public var widgetLayoutDirection: LayoutDirection {
        // The default locale, en_US, is left to right: not made to be asked.
        layoutDirection ?? storedLocale.map(LayoutDirection.init(for:)) ?? .leftToRight
    }
}
