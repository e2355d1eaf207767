/// How a value in a log message is shown, as Apple's `OSLogPrivacy`.
///
/// Decision: as on a device with no debugger attached, `.private` values, and `.auto`
/// values that are not numbers or Booleans, are written `<private>`; `.sensitive` ones are
/// always `<private>` (with a `.hash` mask, `<mask.hash: 'n'>`).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// A way of masking a private value.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// The value's hash stands in for it.
        public static let hash = Mask(hashes: true)
        /// Nothing stands in for it.
        public static let none = Mask(hashes: false)
    }

    /// Public for numbers and Booleans, private otherwise.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Always shown.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Never shown.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Never shown, even when private data is enabled.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// Automatic privacy, masked with `mask` when private.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Private, masked with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Sensitive, masked with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// `text` as the log shows it: itself when public, else `<private>` or its hash.
    func redact(_ text: String, isScalar: Bool) -> String {
        switch kind {
        case .public: return text
        case .auto where isScalar: return text
        default:
            guard mask.hashes else { return "<private>" }
            var hash: UInt32 = 2_166_136_261  // FNV-1a: the same text, the same mask, every run
            for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return "<mask.hash: '\(hash)'>"
        }
    }
}
