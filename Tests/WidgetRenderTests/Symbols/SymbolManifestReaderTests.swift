import Foundation
import Testing
import WidgetRenderResources

@testable import WidgetRender

/// The manifest reader gives what `JSONDecoder` gives, and declines what it does not read.
@Suite struct SymbolManifestReaderTests {
    @Test func theBundledManifestReadsAsJSONDecoderReadsIt() throws {
        let dir = try #require(BundledResources.symbolsDirectory)
        let data = try Data(contentsOf: dir.appendingPathComponent("manifest.json"))
        let decoded = try JSONDecoder().decode(SymbolManifest.self, from: data)
        let read = try #require(SymbolManifestReader.read(data))
        #expect(read.viewBox == decoded.viewBox)
        #expect(read.symbols.count == decoded.symbols.count)
        let differing = decoded.symbols.filter { name, entry in
            let other = read.symbols[name]
            return other?.file != entry.file || other?.transform != entry.transform || other?.multicolor != entry.multicolor
        }
        #expect(differing.isEmpty, "\(differing.keys.sorted().prefix(5))")
    }

    @Test func otherMembersAndNullsAreSkipped() throws {
        let json = #"{"source": "x", "list": [1, {"a": true}, null], "viewBox": 16.5, "symbols": {"sun.max": {"file": "s.svg", "transform": null, "extra": [false]}, "drop": {"multicolor": "blue", "file": "d.svg"}}}"#
        let read = try #require(SymbolManifestReader.read(Data(json.utf8)))
        #expect(read.viewBox == 16.5)
        #expect(read.symbols["sun.max"]?.file == "s.svg" && read.symbols["sun.max"]?.transform == nil)
        #expect(read.symbols["drop"]?.multicolor == "blue")
    }

    @Test func whatItDoesNotReadIsLeftToJSONDecoder() {
        for json in [
            #"{"viewBox": 16, "symbols": {"a": {"file": "\u0061.svg"}}}"#,  // an escape
            #"{"viewBox": 16, "symbols": {"a": {"transform": "scale"}}}"#,  // no file
            #"{"viewBox": 16, "symbols": {}} trailing"#,
            #"{"symbols": {}}"#,
            #"{"viewBox": 16, "symbols": {"a": {"file": "a.svg"}"#,
            "",
        ] {
            #expect(SymbolManifestReader.read(Data(json.utf8)) == nil, "\(json)")
            #expect(SymbolManifestReader.index(Data(json.utf8)) == nil, "\(json)")
        }
    }

    @Test func theIndexLooksUpWhatTheReaderReads() throws {
        let dir = try #require(BundledResources.symbolsDirectory)
        let data = try Data(contentsOf: dir.appendingPathComponent("manifest.json"))
        let read = try #require(SymbolManifestReader.read(data))
        let index = try #require(SymbolManifestReader.index(data))
        #expect(index.viewBox == read.viewBox)
        #expect(Set(index.names) == Set(read.symbols.keys) && index.names.count == read.symbols.count)
        let differing = read.symbols.filter { name, entry in
            let other = index.entry(named: name)
            return other?.file != entry.file || other?.transform != entry.transform || other?.multicolor != entry.multicolor
        }
        #expect(differing.isEmpty, "\(differing.keys.sorted().prefix(5))")
        #expect(index.entry(named: "no.such.symbol") == nil && index.entry(named: "") == nil)
    }

    @Test func theIndexTakesARepeatedNamesLastEntryAsTheReaderDoes() throws {
        let json = #"{"viewBox": 16, "symbols": {"a": {"file": "1.svg"}, "b": {"file": "b.svg", "transform": null}, "a": {"file": "2.svg", "multicolor": "red"}}}"#
        let read = try #require(SymbolManifestReader.read(Data(json.utf8)))
        let index = try #require(SymbolManifestReader.index(Data(json.utf8)))
        #expect(read.symbols["a"]?.file == "2.svg" && index.entry(named: "a")?.file == "2.svg")
        #expect(index.entry(named: "a")?.multicolor == "red" && index.entry(named: "b")?.transform == nil)
        #expect(index.names.sorted() == ["a", "b"])
    }
}
