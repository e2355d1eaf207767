import Foundation
import Testing
@testable import WidgetCore

@Suite struct PaintTests {
    private func operations<V: View>(_ view: V) -> [String] {
        compose(view).displayList.items.map { item in
            switch item.operation {
            case .fill(_, let style, _, _): return "fill \(style)"
            case .stroke: return "stroke"
            case .text(let t): return "text \(t.style)"
            case .beginClip: return "clip"
            case .endClip: return "endClip"
            case .beginGroup(let o): return "group \(o)"
            case .endGroup: return "endGroup"
            }
        }
    }

    @Test func opacityOnOneDrawingFoldsIntoItsColour() {
        #expect(operations(Rectangle().fill(.red).opacity(0.5)) == ["fill color(#FF3B30@0.5)"])
        #expect(operations(text10("a").foregroundStyle(.blue).opacity(0.5)) == ["text color(#007AFF@0.5)"])
    }

    @Test func opacityOnSeveralDrawingsUsesAGroup() {
        #expect(operations(ZStack { Color.red; Color.blue }.opacity(0.5)) == ["group 0.5", "fill color(#FF3B30)", "fill color(#007AFF)", "endGroup"])
        #expect(operations(text10("a").strikethrough().opacity(0.5)).first == "group 0.5")
    }

    @Test func zeroOpacityDrawsNothingAndFullOpacityNoGroup() {
        #expect(operations(Rectangle().fill(.red).opacity(0)).isEmpty)
        #expect(operations(Rectangle().fill(.red).opacity(1)) == ["fill color(#FF3B30)"])
    }
}
