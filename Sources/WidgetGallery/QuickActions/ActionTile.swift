#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One action as a tile, as the Shortcuts widget draws them: the symbol at the top, the title
/// at the bottom, white on the action's colour, the whole tile a `Link`.
///
/// In the accented and vibrant modes colour is thrown away and white on a fill would become
/// one silhouette, so there the symbol takes the accent over a faint system fill (accented),
/// or the tile is an outline (vibrant: any fill brightens the material behind the title and
/// takes its contrast away).
struct ActionTile: View {
    @Environment(\.widgetRenderingMode) var renderingMode
    let action: QuickActionsEntry.Action

    var body: some View {
        let fullColor = renderingMode == .fullColor
        Link(destination: action.url) {
            VStack(alignment: .leading, spacing: 0) {
                Image(systemName: action.symbol)
                    .font(.system(size: 17, weight: .semibold))
                    .widgetAccentable()
                Spacer(minLength: 4)
                // Accentable too: in the accented mode the default group's dimmer white over
                // the tile's fill falls under 3:1 on a bright part of the clear glass.
                Text(action.title)
                    .font(.footnote.weight(.semibold))
                    .lineLimit(1)
                    .widgetAccentable()
            }
            // `Color.primary`, the label colour: inside a Link the `.primary` level would be the
            // link's tint.
            .foregroundStyle(fullColor ? Color.white : Color.primary)
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .background { tile }
        }
        .accessibilityIdentifier("action-\(action.url.host ?? action.title)")
    }

    @ViewBuilder
    var tile: some View {
        switch renderingMode {
        case .fullColor:
            ContainerRelativeShape().fill(action.tint.color.gradient)
        case .vibrant:
            ContainerRelativeShape().strokeBorder(.tertiary, lineWidth: 1)
        default:
            ContainerRelativeShape().fill(.fill.tertiary)
        }
    }
}
