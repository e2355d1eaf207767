import Foundation
import Observation
import Testing

@testable import WidgetCore

private final class Settings: ObservableObject {
    @Published var name = "Ada"
}

@Observable private final class Counter {
    var count = 7
}

private struct StatefulView: View {
    @State private var count = 3
    @StateObject private var settings = Settings()
    @ObservedObject var shared: Settings
    @Binding var flag: Bool
    @Bindable var counter: Counter

    var body: some View {
        VStack {
            Text("\(count) \(settings.name) \(shared.name) \(flag ? "on" : "off") \(counter.count)").named("line")
            Inner(value: $count, name: $settings.name, count: $counter.count)
        }
    }
}

private struct Inner: View {
    @Binding var value: Int
    @Binding var name: String
    @Binding var count: Int
    var body: some View { Text("\(value)\(name)\(count)").named("inner") }
}

@Suite struct StateWrapperTests {
    @Test func viewsWithStateRenderTheirInitialValues() {
        let scene = compose(StatefulView(shared: Settings(), flag: .constant(true), counter: Counter()))
        #expect(scene.layout.node(withIdentifier: "line")?.text == "3 Ada Ada on 7")
        #expect(scene.layout.node(withIdentifier: "inner")?.text == "3Ada7")
    }

    @Test func bindingsReadAndWriteThrough() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5)
        let pair = Binding.constant((a: 1, b: 2))
        #expect(pair.wrappedValue.b == 2)
        let state = State(wrappedValue: 2)
        state.projectedValue.wrappedValue = 9
        #expect(state.wrappedValue == 9)
        let publisher = ObservableObjectPublisher()
        publisher.send()
        #expect(publisher.sentCount == 1)
    }
}
