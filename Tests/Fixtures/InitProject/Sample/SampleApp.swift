import SwiftUI

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup { Text("\(StepStore.today) steps") }
    }
}
