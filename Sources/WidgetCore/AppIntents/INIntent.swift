import Foundation

/// The base class of SiriKit intents, as Intents' `INIntent`, so pre-iOS 17 widgets that use
/// `IntentConfiguration` compile. The classes Xcode generates from an `.intentdefinition`
/// file are not generated here: declare the intent class in the test target
/// (`final class ConfigurationIntent: INIntent { var city: String? }`).
open class INIntent: @unchecked Sendable {
    // @unchecked: as on iOS, an intent's properties are set before it is handed to a provider.
    /// The intent's identifier.
    public var identifier: String?

    /// Creates an intent with no values set.
    public required init() {}
}

/// An object that can be a parameter of a SiriKit intent, as Intents' `INObject`.
open class INObject: @unchecked Sendable {
    /// The identifier.
    public let identifier: String?
    /// The name shown.
    public let displayString: String

    /// Creates an object.
    public init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
    }
}
