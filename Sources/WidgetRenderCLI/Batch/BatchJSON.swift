import Foundation
import WidgetRender

/// The `--json` output of a batch command: one object with sorted keys (see ``BatchRunner``).
enum BatchJSON {
    /// The object for `outcomes` of shard `shard` of a batch of `total` jobs, as one line.
    static func text(command: String, shard: Shard, total: Int, outcomes: [BatchOutcome]) -> String {
        var files: [[String: Any]] = []
        var failures: [[String: Any]] = []
        for outcome in outcomes {
            switch outcome.result {
            case .success(let written):
                files += written.map { file in
                    ["job": outcome.name, "path": file.path, "diagnostics": file.diagnostics.map(diagnostic)]
                }
            case .failure(let failure):
                failures.append(["job": outcome.name, "message": failure.message, "exitCode": Int(failure.code.rawValue)])
            }
        }
        let object: [String: Any] = [
            "command": command, "shard": shard.description, "jobs": outcomes.count, "total": total,
            "files": files, "failures": failures,
        ]
        return string(object)
    }

    /// A diagnostic as `{"kind": …, "message": …}`.
    static func diagnostic(_ d: Diagnostic) -> [String: Any] {
        ["kind": d.kind.rawValue, "message": d.message]
    }

    /// `object` as compact JSON with sorted keys and unescaped slashes (the same bytes every run).
    static func string(_ object: Any) -> String {
        // Only strings, numbers, arrays and dictionaries are put in, so serialising cannot fail.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
