import Foundation

/// The system's backdrop for Lock Screen and watch widgets, as WidgetKit's
/// `AccessoryWidgetBackground`: it fills the container's shape in accessoryCircular,
/// accessoryRectangular and accessoryCorner, and draws nothing in other families (it still
/// takes the space offered).
///
/// Apple describes it as "a soft transparent view in full color and accented, and black in the
/// vibrant environment, which results in a low brightness and full blur" and publishes no
/// values: it is drawn as the label colour at ``AccessoryWidgetBackground/softOpacity`` in full
/// colour and accented, and opaque black in vibrant (which the vibrant pass turns into the
/// dim material).
public struct AccessoryWidgetBackground: View {
    /// The opacity of the soft backdrop in full colour and accented (chosen by eye).
    public static let softOpacity = 0.15

    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var mode

    /// Creates the background.
    public init() {}

    /// The backdrop for the family and rendering mode.
    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryCorner:
            plate.wrapped { child, scope in ViewNode(AccessoryBackgroundPlatePrimitive(), children: [child], scope: scope) }
        default:
            Color.clear
        }
    }

    /// The plate: black in the vibrant mode (drawn there as the Lock Screen's dark plate), the
    /// label colour at ``softOpacity`` otherwise.
    @ViewBuilder private var plate: some View {
        if mode == .vibrant {
            ContainerRelativeShape().fill(Color.black)
        } else {
            ContainerRelativeShape().fill(HierarchicalShapeStyle.primary.opacity(AccessoryWidgetBackground.softOpacity))
        }
    }
}

/// Marks what `AccessoryWidgetBackground` draws as the accessory plate
/// (`DisplayItem.isAccessoryBackground`), which the vibrant mode draws as the dark, fully
/// blurred plate of the Lock Screen material instead of as content.
struct AccessoryBackgroundPlatePrimitive: RenderEffectPrimitive {
    var name: String { "accessoryWidgetBackground" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        for child in node.children { painter.paintAccessoryBackground(child, into: &items) }
    }
}
