import HealthKit

/// The app's step count, shared with the widget.
enum StepStore {
    static var today: Int { 8_000 }
}
