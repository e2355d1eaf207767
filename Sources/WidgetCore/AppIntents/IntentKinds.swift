import Foundation

/// An intent of a kind the system knows (audio, Live Activities, opening), as App Intents'
/// `SystemIntent`. Accepted; the renderer runs every intent the same way.
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app on a target, as App Intents' `OpenIntent`.
///
/// ```swift
/// struct OpenTeamIntent: OpenIntent {
///     static var title: LocalizedStringResource { "Open Team" }
///     @Parameter(title: "Team") var target: TeamEntity
/// }
/// ```
public protocol OpenIntent: SystemIntent {
    /// The type of the thing opened.
    associatedtype Value
    /// The thing to open.
    var target: Value { get set }
}

/// An intent that plays audio, as App Intents' `AudioPlaybackIntent` (a widget `Button` that
/// starts or pauses playback).
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts audio, as App Intents' `AudioStartingIntent` (the iOS 16 form of
/// ``AudioPlaybackIntent``).
public protocol AudioStartingIntent: SystemIntent {}

/// An intent that starts or updates a Live Activity, as App Intents' `LiveActivityIntent`.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that sets a value, as App Intents' `SetValueIntent` (the intent of a control toggle).
public protocol SetValueIntent: SystemIntent {
    /// The type of the value.
    associatedtype ValueType
    /// The value to set.
    var value: ValueType { get set }
}

/// An App Intent that replaces a SiriKit intent of an older app version, as App Intents'
/// `CustomIntentMigratedAppIntent`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent it replaces.
    static var intentClassName: String { get }
}
