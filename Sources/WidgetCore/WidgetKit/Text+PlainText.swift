import Foundation

extension Text {
    /// Text from an App Intents resource (its key; nothing is localised here).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.description)
    }
}
