import Foundation

/// The record mode an assertion uses, and whether a request to record was refused on CI.
struct RecordDecision: Equatable {
    /// The mode in effect.
    let mode: SnapshotRecordMode
    /// Why recording was refused (`record: .all was ignored because CI is set`), or `nil`.
    let refusal: String?

    /// The argument, else the configuration, else the environment; always `.never` on CI.
    init(argument: SnapshotRecordMode?, configuration: SnapshotConfiguration) {
        let environment = configuration.resolvedEnvironment
        let requested = argument ?? configuration.record
        guard SnapshotRecordMode.isContinuousIntegration(environment) else {
            mode = requested ?? SnapshotRecordMode.fromEnvironment(environment)
            refusal = nil
            return
        }
        mode = .never
        if let requested {
            refusal = requested == .never ? nil : "record: .\(requested) was ignored because CI is set; references are only recorded locally"
        } else if let variable = environment[SnapshotRecordMode.environmentVariable], !variable.isEmpty, variable.lowercased() != "never" {
            refusal = "\(SnapshotRecordMode.environmentVariable)=\(variable) was ignored because CI is set; references are only recorded locally"
        } else {
            refusal = nil
        }
    }
}
