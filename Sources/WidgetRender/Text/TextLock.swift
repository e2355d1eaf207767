import Foundation

/// The one lock under which every thread of the process lays out, measures and draws text,
/// and releases Pango objects that may hold fonts.
///
/// Cairo 1.16's font code is not safe for two threads at once, even with a font map, context
/// and surface of their own each (which ``TextEngine`` has):
///
/// - **A crash.** Cairo keeps at most 10 font faces it opened itself. Opening an 11th closes a
///   face that no thread seemed to hold when it looked (`lock_count == 0`, read without that
///   face's lock), so a thread can go on with a face another thread has just closed
///   (`_cairo_ft_scaled_glyph_init` reading its freed glyph slot). It also opens faces on its
///   one FreeType library with no lock. The bundled fonts are 73 faces.
/// - **A deadlock.** A thread finishing with a font's glyphs holds that font's lock, takes the
///   global glyph cache's lock and, when the cache is full (512 pages), evicts a page of
///   another font under that font's lock; a thread destroying a font (more than 256 unused
///   ones are kept) takes the locks the other way round.
///
/// `ManyFacesConcurrencyTests` hits the first within seconds on four threads. Handing Cairo
/// faces opened once in the font patterns (`FC_FT_FACE`, which it never closes) avoided it,
/// and the same test then hit the second; that approach was dropped, since this lock covers
/// both. Text is serialised; the rest of a render (layout arithmetic, shapes, images, effects,
/// compositing, encoding) still runs in parallel. The lock is recursive: a measurement makes
/// and drops layouts inside itself.
///
/// What must hold it: anything that calls into Pango for a layout, a font, its metrics or its
/// glyphs, draws glyphs with Cairo, or drops the last reference to a Pango layout, context or
/// font map (the fonts they hold go with them). A Cairo context that drew text holds no font
/// afterwards: Pango draws between `cairo_save` and `cairo_restore`. librsvg draws an SVG's
/// `<text>` with Pango too, so an SVG holding one is drawn under the lock
/// (``SVGRasterizer/mayDrawText(_:)``); the fonts of librsvg's own font map (one per thread)
/// are released when that thread ends, unlocked: a gap only for SVG images with text.
enum TextLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock.
    static func run<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs `body` holding the lock when `needed`, else without it.
    static func run<R>(if needed: Bool, _ body: () throws -> R) rethrows -> R {
        guard needed else { return try body() }
        return try run(body)
    }
}
