import SwiftShims

// swift-format-ignore: AlwaysUseLowerCamelCase
// The Swift runtime's own function, declared under its symbol's name.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafePointer<MetadataSections>, UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)

/// Finds, at run time, every non-generic type of the process that conforms to a given protocol,
/// by reading the Swift runtime's protocol conformance records (the `swift5_protocol_conformances`
/// section of every loaded image, as the runtime itself and Swift Testing read them on ELF
/// platforms). This is how previews are discovered without a registry or a build plugin: the
/// `#Preview` macro declares a type conforming to `_PreviewRegistration`, and `PreviewProvider`
/// types conform to `PreviewProvider`.
///
/// The layouts read here are the runtime's stable ABI (swift/ABI/Metadata.h): relative 32-bit
/// pointers, the low bit of an indirectable one marking an indirection.
enum ConformanceRecords {
    /// The types conforming to the protocol `protocolName` declared in module `moduleName`,
    /// in no particular order.
    static func conformingTypes(to protocolName: String, inModule moduleName: String) -> [Any.Type] {
        let search = Search(protocolName: protocolName, moduleName: moduleName)
        let context = Unmanaged.passRetained(search)
        swift_enumerateAllMetadataSections(visitSections, context.toOpaque())
        context.release()
        return search.types
    }

    /// What one search looks for and has found; handed to the C callback as its context.
    private final class Search {
        let protocolName: String
        let moduleName: String
        var types: [Any.Type] = []

        init(protocolName: String, moduleName: String) {
            self.protocolName = protocolName
            self.moduleName = moduleName
        }
    }

    /// Reads the conformance records of one image's metadata sections.
    private static let visitSections: @convention(c) (UnsafePointer<MetadataSections>, UnsafeMutableRawPointer) -> Bool = { sections, context in
        let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
        let range = sections.pointee.swift5_protocol_conformances
        guard let start = UnsafeRawPointer(bitPattern: range.start) else { return true }
        for offset in stride(from: 0, to: Int(range.length), by: 4) {
            guard let record = relative(start + offset),
                let type = conformingType(of: record, protocolName: search.protocolName, moduleName: search.moduleName)
            else { continue }
            search.types.append(type)
        }
        return true
    }

    /// The type of one conformance record, when it conforms to the protocol asked for and is a
    /// non-generic struct, enum or class.
    private static func conformingType(of record: UnsafeRawPointer, protocolName: String, moduleName: String) -> Any.Type? {
        guard let proto = indirectable(record),
            contextKind(proto) == 3, name(of: proto) == protocolName,
            let module = indirectable(proto + 4), contextKind(module) == 0, name(of: module) == moduleName
        else { return nil }
        let flags = record.load(fromByteOffset: 12, as: UInt32.self)
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: descriptor = relative(record + 4)
        case 1: descriptor = relative(record + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }
        default: descriptor = nil  // Objective-C classes
        }
        guard let descriptor, (16...18).contains(contextKind(descriptor)),
            descriptor.load(as: UInt32.self) & 0x80 == 0,  // generic types need arguments
            let accessor = relative(descriptor + 12)
        else { return nil }
        typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
        let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = access(0) else { return nil }  // 0: complete metadata
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The kind of a context descriptor: 0 module, 3 protocol, 16 class, 17 struct, 18 enum, ….
    private static func contextKind(_ descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.load(as: UInt32.self) & 0x1F
    }

    /// The name of a module, protocol or type context descriptor.
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        relative(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The target of a relative direct pointer stored at `field`.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative indirectable pointer stored at `field`.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
}
