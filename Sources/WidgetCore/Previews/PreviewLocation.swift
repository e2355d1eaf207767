/// Where a preview is declared: the file (as `#fileID` and `#filePath` give it), line and column
/// of its `#Preview` or of its `PreviewProvider` type.
public struct PreviewLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `Module/File.swift`.
    public var fileID: String
    /// The file's full path at build time.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The module the preview is declared in: the part of ``fileID`` before the first `/`.
    public var moduleName: String {
        String(fileID.prefix { $0 != "/" })
    }

    /// `Module/File.swift:12:1`.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// Orders by file, then line, then column: the order previews are listed and rendered in.
    public static func < (lhs: PreviewLocation, rhs: PreviewLocation) -> Bool {
        (lhs.fileID, lhs.line, lhs.column) < (rhs.fileID, rhs.line, rhs.column)
    }
}
