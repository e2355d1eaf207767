import Foundation

/// Reads a widget's entry from JSON for `render --entry`.
///
/// Keys are the entry's coding keys, as `JSONEncoder` writes them. Dates are ISO 8601 strings
/// with a time and a zone (`"2026-06-01T14:30:00Z"`), parsed as strictly as `--date`; that is
/// the form a person writes and reads, where Foundation's default (seconds since 2001) is not.
/// Every error is a ``CommandError`` with ``ExitCode/dataError`` (65) naming the file, the
/// coding path of the bad value (`hours[2].temperature`) and what was expected.
enum EntryDecoding {
    /// Decodes a `type` from `data`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            do {
                return try ISO8601Date.parse(text)
            } catch let error as CommandError {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
            }
        }
        return try decoder.decode(T.self, from: data)
    }

    /// The one-line message for `error`, thrown decoding the entry of `source` (a path, or
    /// `standard input`) as `typeName`; `subject` replaces `entry <source>` (`--state`).
    static func message(_ error: any Error, source: String, typeName: String, subject: String? = nil) -> String {
        let fix = "; fix the JSON to match \(typeName)"
        let what = subject ?? "entry \(source)"
        guard let decoding = error as? DecodingError else {
            return "invalid \(what): \(error)\(fix)"
        }
        switch decoding {
        case .typeMismatch(_, let context):
            return "invalid \(what) at \(path(context.codingPath)): \(clause(context.debugDescription))\(fix)"
        case .valueNotFound(let type, let context):
            return "invalid \(what) at \(path(context.codingPath)): expected \(typeDescription(type)), found null\(fix)"
        case .keyNotFound(let key, let context):
            return "invalid \(what) at \(path(context.codingPath + [key])): the key \"\(key.stringValue)\" is missing\(fix)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "invalid \(what): not valid JSON (\(underlying ?? context.debugDescription))\(fix)"
        case .dataCorrupted(let context):
            return "invalid \(what) at \(path(context.codingPath)): \(clause(context.debugDescription))\(fix)"
        @unknown default:
            return "invalid \(what): \(decoding)\(fix)"
        }
    }

    /// Foundation's sentence without its closing full stop, to go before `; fix …`.
    static func clause(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// `hours[2].temperature`; the root is `the top level`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// `a number`, `a string`… for the types JSON has.
    private static func typeDescription(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return "a whole number"
        case is Double.Type, is Float.Type: return "a number"
        case is [Any].Type: return "an array"
        case is [String: Any].Type: return "an object"
        default: return String(describing: type)
        }
    }
}
