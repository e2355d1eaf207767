import Foundation
import WidgetCore

/// What pressing a rendered control did: the images before and after, the intent that ran
/// and what it asked for.
public struct ControlTapResult {
    /// The control before the press.
    public let before: RenderedImage
    /// The control after the press: a toggle in its new state, a button as it was.
    public let after: RenderedImage
    /// A toggle's state after the press (`nil` for a button).
    public let isOn: Bool?
    /// The intent whose `perform()` ran: a toggle's `SetValueIntent` with `value` set to the
    /// new state, a button's action.
    public let intent: any AppIntent
    /// The URL the intent opened (an `OpenURLIntent`, a `URLRepresentableIntent`, an
    /// `OpenURLAction`), if any.
    public let openedURL: URL?
    /// The `WidgetCenter` and `ControlCenter` reloads the intent asked for.
    public let reloadRequests: [WidgetCenter.ReloadRequest]
}
