import Foundation
import Testing
import os

@testable import OSLog

/// `Logger` and `os_log` as widget code writes them: the messages, with private values
/// redacted as a device redacts them, each on one line of its log.
@Suite(.serialized) struct OSLogTests {
    /// The lines `body` logs.
    private func lines(_ body: () -> Void) -> [String] {
        var captured: [String] = []
        LogOutput.capture = { captured.append($0) }
        defer { LogOutput.capture = nil }
        body()
        return captured
    }

    @Test func aLoggerWritesItsSubsystemCategoryLevelAndMessage() {
        let logger = Logger(subsystem: "com.example.widgets", category: "timeline")
        let name = "Lisbon"
        let count = 24
        let written = lines {
            logger.info("loaded \(count) entries for \(name, privacy: .public)")
            logger.error("could not read \(name)")
            logger.debug("ratio \(0.5, format: .fixed(precision: 2)) hex \(255, format: .hex(includePrefix: true)) ok \(true)")
            logger.fault("city \(name, privacy: .private(mask: .hash))")
        }
        #expect(
            written == [
                "com.example.widgets[timeline] info: loaded 24 entries for Lisbon",
                "com.example.widgets[timeline] error: could not read <private>",
                "com.example.widgets[timeline] debug: ratio 0.50 hex 0xff ok true",
                "com.example.widgets[timeline] fault: city <mask.hash: '\(hash("Lisbon"))'>",
            ])
    }

    @Test func osLogTakesMessagesAndPrintfFormats() {
        let log = OSLog(subsystem: "com.example", category: "refresh")
        let written = lines {
            os_log(.error, log: log, "failed \(3) times")
            os_log("%{public}@ has %d items", log: log, type: .info, "Inbox" as NSString, 7)
            os_log("nothing", log: .disabled)
        }
        #expect(written == ["com.example[refresh] error: failed 3 times", "com.example[refresh] info: Inbox has 7 items"])
    }

    @Test func alignmentAndNegativeNumbers() {
        let written = lines {
            Logger().notice("[\("ab", align: .right(columns: 4), privacy: .public)] [\(-5, format: .decimal(minDigits: 3))] [\(5, format: .decimal(explicitPositiveSign: true))]")
        }
        #expect(written == ["default: [  ab] [-005] [+5]"])
    }

    /// The FNV-1a hash the `.hash` mask shows.
    private func hash(_ text: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for byte in text.utf8 { h = (h ^ UInt32(byte)) &* 16_777_619 }
        return h
    }
}
