import Foundation

/// A resolved control region (`widgetURL`, `Link`, `Button`, `Toggle`): its child laid out and
/// drawn as is; the placed node's frame is the tap target.
struct TapTargetPrimitive: RenderEffectPrimitive {
    let kind: TapTarget.Kind
    let action: TapAction
    var isOn: Bool? = nil

    var name: String { kind.rawValue }
}

extension LayoutTree {
    /// The tap targets of the tree, in drawing order; a `widgetURL` covers the whole widget.
    public var tapTargets: [TapTarget] {
        var targets: [TapTarget] = []
        let whole = root.frame
        forEach { node in
            guard let p = node.primitive as? TapTargetPrimitive else { return }
            if case .url(let url) = p.action, p.kind == .widgetURL {
                targets.append(TapTarget(kind: .widgetURL, frame: whole, identifier: node.identifier, action: .url(url)))
            } else {
                targets.append(TapTarget(kind: p.kind, frame: node.tapRegion, identifier: node.identifier, action: p.action, isOn: p.isOn))
            }
        }
        return targets
    }

    /// Reviewer diagnostics about the tap targets in `family`: a `Link` in systemSmall, more
    /// than one `widgetURL`, targets under ``TapTarget/minimumSide`` in system families.
    public func interactionDiagnostics(family: WidgetFamily) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let targets = tapTargets
        if family == .systemSmall {
            for link in targets where link.kind == .link {
                found.append(Diagnostic(.linkInSmallWidget, "Link to \(link.url?.absoluteString ?? "?") in a systemSmall widget does nothing: a small widget opens only its widgetURL. Use .widgetURL(_:) on the widget, or a Button(intent:)."))
            }
        }
        let urls = targets.filter { $0.kind == .widgetURL }
        if urls.count > 1 {
            found.append(Diagnostic(.multipleWidgetURLs, "the widget has \(urls.count) widgetURLs (\(urls.compactMap(\.url?.absoluteString).joined(separator: ", "))); only one takes effect and which one is undefined. Set widgetURL once, on the root view."))
        }
        if family.isSystem {
            let side = TapTarget.minimumSide
            for t in targets where t.kind != .widgetURL && (t.frame.width < side - 0.001 || t.frame.height < side - 0.001) {
                found.append(
                    Diagnostic(
                        .smallTapTarget,
                        "\(t.kind.rawValue)\(t.identifier.map { " #\($0)" } ?? "") is \(LayoutDump.format(t.frame.width)) × \(LayoutDump.format(t.frame.height)) pt, under the \(Int(side)) × \(Int(side)) pt the HIG asks for; make it larger (padding or frame(minWidth:minHeight:)) so it is easy to tap."
                    ))
            }
        }
        return found
    }
}

extension TapTarget {
    /// The smallest comfortable tap target, per side: 44 pt (HIG).
    public static let minimumSide: CGFloat = 44
}
