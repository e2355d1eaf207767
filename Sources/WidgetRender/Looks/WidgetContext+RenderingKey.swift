import Foundation
import WidgetCore

extension WidgetContext {
    /// The context with every setting that cannot change a render's pixels set to one value:
    /// two contexts with the same key render the same widget to the same bytes.
    ///
    /// The colour scheme is the one the system reports (`reportedColorScheme`): a view reads
    /// only that, and the surfaces draw from the mode, generation and appearance. Snapshot
    /// matrices use it to render no cell twice.
    public var renderingKey: WidgetContext {
        var key = self
        key.colorScheme = reportedColorScheme
        return key
    }
}
