import Foundation

/// How a widget image was made, so `tap(_:on:)` can run its provider again: the widget's
/// configuration, the configuration intent, the context and the entry shown.
package struct WidgetSource: @unchecked Sendable {
    // @unchecked: the widget, intent and entry are the user's values; they are read on the
    // renderer's threads one call at a time.
    /// Makes the widget's configuration again.
    let makeDescriptor: () -> WidgetDescriptor
    /// The configuration the provider was given (`nil` for a static widget).
    let configuration: Any?
    /// The context the image was rendered in (its date is the entry's).
    let context: WidgetContext
    /// The entry shown.
    let entry: any TimelineEntry
    /// The provider timeout of the run.
    let timeout: TimeInterval
}
