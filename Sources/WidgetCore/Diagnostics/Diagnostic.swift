/// Something the renderer noticed about a widget: a problem iOS would show, a value it
/// corrected, or a feature it does not draw yet.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of finding this is.
    public enum Kind: String, Sendable, Hashable {
        /// Text was cut to fit (tail/head/middle ellipsis).
        case truncatedText
        /// Characters that no bundled font can draw (shown as missing-glyph boxes).
        case missingGlyphs
        /// Text smaller than the 11 pt the HIG allows in widgets.
        case smallText
        /// The content is larger than the widget's content area and is cut off by its edges.
        case contentOverflow
        /// The widget's view declares no `containerBackground(for: .widget)`.
        case missingContainerBackground
        /// An `Image(systemName:)` names a symbol that is not bundled.
        case missingSymbol
        /// An `Image("name")` or `Color("name")` that no asset catalog has.
        case missingAsset
        /// An image file or catalog entry that cannot be read (corrupt or unsupported data).
        case unreadableImage
        /// A modifier or view was given a value it cannot use (NaN, ∞, negative); it was corrected.
        case invalidValue
        /// A font or design was replaced by a bundled substitute.
        case fontSubstitution
        /// A feature is accepted but not drawn yet.
        case unsupported
        /// An input beyond what a widget can show (text length, gradient stops, path
        /// segments, nesting depth) was cut to a documented limit.
        case limitExceeded
        /// A `Link` in a systemSmall widget, where only `widgetURL` opens a URL.
        case linkInSmallWidget
        /// More than one `widgetURL` in a widget; only one takes effect.
        case multipleWidgetURLs
        /// A tap target smaller than 44 × 44 pt in a system family.
        case smallTapTarget
        /// A gesture or action closure, which does nothing in a widget (`onTapGesture`,
        /// `Button(action:)`).
        case ignoredInteraction
        /// A provider's `placeholder(in:)` took long (it must return at once).
        case blockingPlaceholder
        /// A timeline whose first entry is after "now": the widget shows nothing until then.
        case timelineStartsLater
        /// A timeline with no entries.
        case emptyTimeline
        /// Rendering modes: two colours that differ in full colour come out the same in the
        /// accented mode (or, differing only by hue, in the vibrant mode).
        case colorsMerged
        /// Text against what is behind it under the contrast the HIG asks (4.5:1 for text up
        /// to 17 pt, 3:1 for larger, bold or faded text), measured on the composited pixels.
        case lowContrast
        /// Content the family's outline cuts (a bar chamfered by an accessory slot's corner).
        case contentCut
        /// A progress indicator whose progress cannot be told from its track on the
        /// composited pixels.
        case progressIndistinct
        /// Rendering modes: a full-bleed opaque view that is not the container background
        /// (a white block in the accented mode).
        case opaqueBackgroundAsContent
        /// Rendering modes: an opaque image flattened to a silhouette in the accented mode.
        case imageFlattened
        /// Rendering modes: a setting the imitated system does not have, and what was used
        /// instead; or content the system drops (accessoryInline).
        case renderingModeAdjusted
        /// Live Activities: content taller than the 160 pt the system shows; it is cut.
        case activityTooTall
        /// Live Activities: a compact or minimal view wider than its part of the island; the
        /// camera hides what passes it.
        case compactContentTooWide
        /// Live Activities: an expanded leading or trailing region that passes under the
        /// TrueDepth camera.
        case contentUnderCamera
        /// Live Activities: an image whose pixels are larger than its presentation (the
        /// activity may fail to start).
        case imageTooLarge
        /// Live Activities: a presentation without a `widgetURL`; a tap opens the app's
        /// default screen.
        case missingWidgetURL
        /// A figure Apple does not publish was chosen for this image (a margin, a corner
        /// radius, a background; the Live Activities article names each), or a stand-in for a
        /// font whose metrics are not published (SF Compact on a watch, `Fonts/README.md`).
        /// Contact sheets keep these in the cells' diagnostics without a badge.
        case chosenFigure
        /// Controls: a label the system draws otherwise: `tint(_:)` on its views (ignored; the
        /// template's `tint(_:)` colours a control), a view other than `Label`, `Text` or
        /// `Image` (taken whole as the symbol), or no symbol where the placement shows one.
        case controlLabel
    }

    /// What kind of finding this is.
    public var kind: Kind
    /// A readable message naming the view or value and the fix.
    public var message: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The kind's name and the message, as `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
