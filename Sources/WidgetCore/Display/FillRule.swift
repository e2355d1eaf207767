/// How a path's interior is decided.
package enum FillRule: Sendable, Hashable {
    /// Non-zero winding.
    case nonZero
    /// Even-odd.
    case evenOdd
}
