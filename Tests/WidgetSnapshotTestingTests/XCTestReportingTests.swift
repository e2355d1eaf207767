import Foundation
import WidgetRender
import XCTest

@testable import WidgetSnapshotTesting

/// Under XCTest, failures go through `XCTFail`: captured here by overriding `recordFailure`.
final class XCTestReportingTests: XCTestCase {
    private var capturing = false
    private var captured: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFailuresGoThroughXCTFail() throws {
        XCTAssertEqual(SnapshotIssueReporter.destination, .xcTest)
        let sandbox = SnapshotSandbox()
        let image = try SnapshotSandbox.solid(4, 4)
        capturing = true
        withSnapshotConfiguration(sandbox.configuration(record: .never)) {
            assertImageSnapshot(of: image, scale: 1, reference: sandbox.reference("xctest.png"))
        }
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("xctest: no reference at \(sandbox.reference("xctest.png").path).") == true, "\(captured)")
    }

    func testTheHelperSetsTheConfiguration() {
        withWidgetSnapshots(record: .failed, matching: .tolerance(channel: 1, maximumDifferingFraction: 0)) {
            XCTAssertEqual(SnapshotConfiguration.current.record, .failed)
            XCTAssertEqual(SnapshotConfiguration.current.matching, .tolerance(channel: 1, maximumDifferingFraction: 0))
        }
        XCTAssertNil(SnapshotConfiguration.current.record)
    }
}
