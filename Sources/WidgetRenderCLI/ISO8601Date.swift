import Foundation

/// A strict parser for `--date`: `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds, then `Z`
/// or an offset `±HH:MM`, naming the part that is wrong.
///
/// Foundation's `ISO8601DateFormatter` on Linux accepts `2026-02-30` (as March 2) and text
/// after the zone (`…Zjunk`); this parser accepts only real dates and times.
enum ISO8601Date {
    /// The date `text` denotes.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` naming `text` and what is wrong.
    static func parse(_ text: String) throws -> Date {
        let bytes = Array(text.utf8)
        guard let fields = Fields(bytes) else {
            throw invalid(text, "expected ISO 8601 with a time and a zone, e.g. 2026-06-01T14:30:00Z or 2026-06-01T16:30:00+02:00")
        }
        if let problem = fields.problem {
            throw invalid(text, "\(problem); expected e.g. 2026-06-01T14:30:00Z")
        }
        return Date(timeIntervalSince1970: fields.secondsSince1970)
    }

    private static func invalid(_ text: String, _ detail: String) -> CommandError {
        CommandError(.usage, "invalid date \"\(text)\"; \(detail)")
    }

    /// The numbers of a date that has the right shape (not yet checked for range).
    private struct Fields {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offsetMinutes = 0

        init?(_ b: [UInt8]) {
            guard b.count >= 20,
                let year = Self.number(b, 0, 4), b[4] == UInt8(ascii: "-"),
                let month = Self.number(b, 5, 2), b[7] == UInt8(ascii: "-"),
                let day = Self.number(b, 8, 2), b[10] == UInt8(ascii: "T"),
                let hour = Self.number(b, 11, 2), b[13] == UInt8(ascii: ":"),
                let minute = Self.number(b, 14, 2), b[16] == UInt8(ascii: ":"),
                let second = Self.number(b, 17, 2)
            else { return nil }
            (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
            var i = 19
            if b[i] == UInt8(ascii: ".") {
                let start = i + 1
                i = start
                while i < b.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[i]) { i += 1 }
                guard i > start, i - start <= 9, let value = Double("0." + String(decoding: b[start..<i], as: UTF8.self)) else { return nil }
                fraction = value
            }
            guard i < b.count else { return nil }
            if b[i] == UInt8(ascii: "Z"), i + 1 == b.count { return }
            guard b.count == i + 6, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"),
                let hours = Self.number(b, i + 1, 2), b[i + 3] == UInt8(ascii: ":"), let minutes = Self.number(b, i + 4, 2),
                hours <= 23, minutes <= 59
            else { return nil }
            offsetMinutes = (hours * 60 + minutes) * (b[i] == UInt8(ascii: "-") ? -1 : 1)
        }

        /// What is out of range, or `nil` when the date and time exist.
        var problem: String? {
            if year < 1 { return "year \(year) is out of range (0001 to 9999)" }
            if !(1...12).contains(month) { return "month \(month) is out of range (01 to 12)" }
            let days = Self.daysInMonth(year, month)
            if !(1...days).contains(day) { return "day \(day) does not exist in \(Self.padded(year, 4))-\(Self.padded(month, 2)), which has \(days) days" }
            if hour > 23 { return "hour \(hour) is out of range (00 to 23)" }
            if minute > 59 { return "minute \(minute) is out of range (00 to 59)" }
            if second > 59 { return "second \(second) is out of range (00 to 59)" }
            return nil
        }

        /// The moment, in seconds since 1970-01-01 00:00 UTC.
        var secondsSince1970: Double {
            let days = Self.daysSince1970(year, month, day)
            let seconds = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
            return Double(seconds) + fraction
        }

        /// The digits at `b[start..<start + count]` as a number, or `nil` if any is not a digit.
        private static func number(_ b: [UInt8], _ start: Int, _ count: Int) -> Int? {
            guard start + count <= b.count else { return nil }
            var value = 0
            for byte in b[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }

        private static func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }

        private static func daysInMonth(_ year: Int, _ month: Int) -> Int {
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        }

        /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
        private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }
    }
}
