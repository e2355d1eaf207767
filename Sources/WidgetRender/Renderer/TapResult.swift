import Foundation

/// What tapping a rendered widget did: the target hit, the images before, during (a toggle's
/// optimistic state) and after, and the reloads the intent asked for.
public struct TapResult {
    /// The tap target that was hit.
    public let target: TapTarget
    /// The image that was tapped.
    public let before: RenderedImage
    /// For a toggle: the same entry rendered with the toggle flipped, as iOS shows it while the
    /// intent runs; `nil` for other targets.
    public let optimistic: RenderedImage?
    /// The widget after the intent ran and its timeline was reloaded: the entry current at the
    /// tapped image's date. For a URL target, the tapped image (nothing changes in the widget).
    public let after: RenderedImage
    /// The URL the system would open: a `Link`'s or `widgetURL`'s; for an intent, the last URL
    /// its `perform()` opened through `OpenURLAction`, else the URL of an `OpenURLIntent` or
    /// `URLRepresentableIntent` that was tapped or that the result opens next.
    public let openedURL: URL?
    /// The `WidgetCenter` reload requests the intent made. WidgetKit reloads the tapped
    /// widget's timeline after an intent in any case; these show what else it asked for.
    public let reloadRequests: [WidgetCenter.ReloadRequest]
    /// The provider run after the intent (`nil` for a URL target).
    public let timeline: TimelineRun?
    /// For a `ProgressReportingIntent`: its `progress.fractionCompleted` when `perform()`
    /// returned; `nil` for other targets.
    public var progressFractionCompleted: Double? = nil
}
