import Foundation

/// Every figure of a control's look. Apple publishes no point sizes, radii or colours for
/// Control Center tiles, the Lock Screen buttons or the Action button's island; each figure
/// here says whether it is **Measured** (taken from a published figure or an existing surface
/// of this renderer) or a **Choice** (picked here, with the reason). Each render names them in
/// a `Diagnostic/Kind/chosenFigure` diagnostic.
public enum ControlStyleConstants {
    // MARK: Control Center grid

    /// The side of one Control Center grid module, which a small control fills. **Choice**:
    /// iOS 18's Control Center lays modules in 4 columns on a 393-pt iPhone; 4 × 64 + 3 × 16 =
    /// 304 pt leaves the ≈ 44 pt side margins its screenshots show.
    public static let gridModule: CGFloat = 64
    /// The gap between two grid modules. **Choice**: a quarter of a module, as the
    /// screenshots' gaps look next to their tiles.
    public static let gridSpacing: CGFloat = 16

    /// The tile of a Control Center size. **Measured** from the grid: small 1 × 1 module, medium
    /// 2 × 1, large 2 × 2 (two modules and the gap between them per side of two).
    public static func tileSize(_ size: ControlCenterSize) -> CGSize {
        let two = 2 * gridModule + gridSpacing
        switch size {
        case .small: return CGSize(width: gridModule, height: gridModule)
        case .medium: return CGSize(width: two, height: gridModule)
        case .large: return CGSize(width: two, height: two)
        }
    }

    /// The large tile's corner radius: half a module, the radius of the small tile's circle and
    /// the medium tile's capsule ends. **Choice**, from iOS 18's round small controls.
    public static let tileCornerRadius: CGFloat = gridModule / 2
    /// The transparent margin around a tile in the image, where the backdrop shows. **Choice**
    /// (presentation only: the image is not the whole screen).
    public static let canvasMargin: CGFloat = 8

    // MARK: Control Center content

    /// The point size of the symbol's font in a tile. **Choice**: about a third of a module,
    /// as Control Center's own glyphs.
    public static let symbolPointSize: CGFloat = 22
    /// The title's point size (semibold). **Choice**: the system's 15-pt subheadline.
    public static let titlePointSize: CGFloat = 15
    /// The value's point size (regular). **Choice**: the system's 13-pt footnote.
    public static let valuePointSize: CGFloat = 13
    /// The inset of a large tile's content, and the trailing inset of a medium tile's text.
    /// **Choice**: the 16 pt of a widget's content margin.
    public static let contentInset: CGFloat = 16
    /// The opacity of the value text against its tile. **Choice**: the secondary label's 60 %.
    public static let valueOpacity: Double = 0.6

    // MARK: Control Center colours

    /// The off tile: white over the darkened backdrop. **Choice**: a Control Center module's
    /// translucent grey.
    public static let offTile = Color.white.opacity(0.18)
    /// The on tile: opaque white, as Control Center fills an active module. **Choice**.
    public static let onTile = Color.white
    /// The symbol and text on an off tile. **Choice**: white, as Control Center's glyphs.
    public static let offForeground = Color.white
    /// The text on an on tile. **Choice**: black on the white tile.
    public static let onForeground = Color.black
    /// A toggle's symbol in its on state when the template sets no `tint(_:)`. **Choice**: the
    /// system blue, as Control Center's own active modules.
    public static let defaultTint = Color.blue
    /// How far Control Center's blur spreads the wallpaper, in points. **Choice**.
    public static let backdropBlur: CGFloat = 30
    /// How much black Control Center lays over the blurred wallpaper. **Choice**: dark enough
    /// that white glyphs keep their contrast on any wallpaper.
    public static let backdropDimming: Double = 0.45

    // MARK: Lock Screen

    /// The diameter of a Lock Screen control button. **Choice**: the 50-pt round buttons
    /// (flashlight, camera) at the Lock Screen's bottom corners.
    public static let lockScreenButton: CGFloat = 50
    /// The symbol's point size on a Lock Screen button. **Choice**: 40 % of the button.
    public static let lockScreenSymbolPointSize: CGFloat = 20

    // MARK: Action button

    /// The Dynamic Island's height while it shows an Action button control (its width is the
    /// device's compact island's, 230 or 250 pt). **Measured**: the compact island of this
    /// renderer's Live Activities, 36.67 pt (110 px at 3×).
    public static let actionButtonHeight: CGFloat = 110.0 / 3
    /// The margin between the island's ends and the symbol or value. **Choice**: the compact
    /// presentation's 11-pt side inset of this renderer's Live Activities, rounded up.
    public static let actionButtonInset: CGFloat = 12
    /// The point size of the symbol and the value in the island. **Choice**: the title's 15 pt.
    public static let actionButtonPointSize: CGFloat = 15
    /// The symbol and value of an Action button control that is off, or has no tint. **Choice**:
    /// white on the black island.
    public static let actionButtonForeground = Color.white
}
