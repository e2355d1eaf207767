import Foundation

extension Text: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        let env = context.environment
        var runs: [ResolvedText.Run] = []
        appendRuns(to: &runs, inherited: Attributes(), context: context)
        runs = Text.limited(Text.coalesced(runs), context: context)
        var text = ResolvedText(runs: runs, alignment: env.multilineTextAlignment, truncationMode: env.truncationMode)
        text.lineSpacing = Text.checkedLineSpacing(env.textLineSpacing, context: context)
        text.layoutDirection = env.layoutDirection
        if env.allowsTightening {
            context.report(Diagnostic(.unsupported, "allowsTightening(true) is not drawn: text is never tightened before it truncates. Use minimumScaleFactor to let it shrink."))
        }
        let style = (attributes.foreground ?? AnyShapeStyle(HierarchicalShapeStyle.primary))._resolve(in: env)
        let onWatch = env.widgetSystem.isWatch
        let floor = onWatch ? Text.minimumWatchComplicationSize : Text.minimumLegibleSize
        for run in runs where run.font.size < floor && !run.string.isEmpty {
            let rule = onWatch ? "watch complication text should be at least 10 pt (the HIG's smallest, a 40 mm corner's)" : "widget text should be at least 11 pt"
            context.report(Diagnostic(.smallText, "text \"\(Text.excerpt(text.string))\" is \(LayoutDump.format(run.font.size)) pt; \(rule). Use .caption2 or larger."))
            break
        }
        var lineLimit = env.lineLimit
        if let l = lineLimit, l < 1 {
            context.report(Diagnostic(.invalidValue, "lineLimit(\(l)) is less than 1; treated as 1. Pass a positive limit or nil."))
            lineLimit = 1
        }
        var minScale = env.minimumScaleFactor
        if !minScale.isFinite || minScale <= 0 || minScale > 1 {
            context.report(Diagnostic(.invalidValue, "minimumScaleFactor(\(minScale)) is outside 0…1; treated as 1. Pass a factor in (0, 1]."))
            minScale = 1
        }
        var reserved = env.lineLimitReservesSpace ? lineLimit : nil
        if let minimum = env.lineLimitMinimum { reserved = max(reserved ?? 0, min(max(minimum, 1), lineLimit ?? .max)) }
        let primitive = TextPrimitive(text: text, style: style, lineLimit: lineLimit, reservedLines: reserved, minimumScaleFactor: minScale)
        return [ViewNode(primitive, scope: context)]
    }

    /// Reports a date too far from "now" (or not finite) to format; it is clamped.
    static func checkDate(_ date: Date, context: ResolveScope) {
        guard !DateStyleFormatter.isRepresentable(date, now: context.environment.now) else { return }
        context.report(Diagnostic(.invalidValue, "date \(date.timeIntervalSinceReferenceDate) s from 2001 is not finite or more than \(Int(DateStyleFormatter.maximumInterval)) s from now; clamped. Pass a real date."))
    }

    /// The Apple font a design stands for, for messages.
    static func designFontName(_ design: Font.Design) -> String {
        switch design {
        case .default: return "SF Pro"
        case .rounded: return "SF Pro Rounded"
        case .serif: return "New York"
        case .monospaced: return "SF Mono"
        }
    }

    /// Adjacent runs with the same attributes joined into one (`"\(low)°"` is one run, not
    /// two), so the text engine and the painter see as few runs as the text really has.
    static func coalesced(_ runs: [ResolvedText.Run]) -> [ResolvedText.Run] {
        var out: [ResolvedText.Run] = []
        for run in runs {
            if var last = out.last {
                var probe = run
                probe.string = last.string
                if probe == last {
                    last.string += run.string
                    out[out.count - 1] = last
                    continue
                }
            }
            out.append(run)
        }
        return out
    }

    /// The smallest text size the HIG allows in widgets.
    static let minimumLegibleSize: CGFloat = 11

    /// The smallest text size the watch's complications use: the HIG's default corner text on
    /// 40 mm, 10 pt (Complications, **D**); below it a watch render reports small text.
    static let minimumWatchComplicationSize: CGFloat = 10

    /// The first 24 characters of `s` for messages, with line breaks and tabs shown as `\n`
    /// and `\t` so a message stays on one line.
    static func excerpt(_ s: String) -> String {
        let short = s.count > 24 ? String(s.prefix(24)) + "…" : s
        return short.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// Flattens this text (and concatenated parts) into runs; outer attributes apply where
    /// inner ones are unset.
    private func appendRuns(to runs: inout [ResolvedText.Run], inherited: Attributes, context: ResolveScope) {
        let env = context.environment
        let attrs = attributes.merged(over: inherited)
        switch content {
        case .concatenation(let parts):
            for part in parts {
                if let style = part.attributes.foreground, case .color = style._resolve(in: env) {
                } else if part.attributes.foreground != nil {
                    context.report(Diagnostic(.unsupported, "a gradient on part of a concatenated Text is drawn with the whole text's style; apply the gradient to the whole Text instead."))
                }
                part.appendRuns(to: &runs, inherited: attrs, context: context)
            }
            return
        case .verbatim(let s):
            runs.append(attrs.run(s, env: env, context: context))
        case .date(let date, let style):
            Text.checkDate(date, context: context)
            runs.append(attrs.run(DateStyleFormatter.string(date, style: style, env: env), env: env, context: context))
        case .key(let key):
            if key.segments.allSatisfy({ if case .markdown = $0 { return false } else { return true } }) {
                for segment in key.segments { appendSegment(segment, to: &runs, attrs: attrs, context: context) }
                return
            }
            // Markdown spans the whole key ("**\(n)** new"): interpolated segments stand in the
            // source as private-use placeholders, so they take the style around them.
            var source = ""
            var placeholders: [Character: LocalizedStringKey.Segment] = [:]
            for segment in key.segments {
                if case .markdown(let literal) = segment {
                    source += literal
                    continue
                }
                guard let scalar = Unicode.Scalar(Text.placeholderBase + UInt32(placeholders.count)) else { continue }
                placeholders[Character(scalar)] = segment
                source.unicodeScalars.append(scalar)
            }
            for span in MarkdownParser.parse(source) {
                let styled = attrs.styled(by: span.style)
                // A span without a placeholder's scalar is one run, its characters not looked
                // up one by one (hashing each `Character` was most of resolving a text).
                guard span.text.unicodeScalars.contains(where: { $0.value >= Text.placeholderBase && $0.value < Text.placeholderBase + UInt32(placeholders.count) }) else {
                    if !span.text.isEmpty { runs.append(styled.run(span.text, env: env, context: context)) }
                    continue
                }
                var pending = ""
                for character in span.text {
                    if let segment = placeholders[character] {
                        if !pending.isEmpty { runs.append(styled.run(pending, env: env, context: context)) }
                        pending = ""
                        appendSegment(segment, to: &runs, attrs: styled, context: context)
                    } else {
                        pending.append(character)
                    }
                }
                if !pending.isEmpty { runs.append(styled.run(pending, env: env, context: context)) }
            }
        }
    }
}

extension Text {
    /// The first of the private-use code points that stand for interpolated segments while a
    /// key's Markdown is parsed (U+F0000, plane 15: never in widget text in practice).
    static let placeholderBase: UInt32 = 0xF0000

    /// Appends the runs of one segment of a key, not read as Markdown.
    private func appendSegment(_ segment: LocalizedStringKey.Segment, to runs: inout [ResolvedText.Run], attrs: Attributes, context: ResolveScope) {
        let env = context.environment
        switch segment {
        case .literal(let s): runs.append(attrs.run(s, env: env, context: context))
        case .markdown(let s):
            for span in MarkdownParser.parse(s) { runs.append(attrs.styled(by: span.style).run(span.text, env: env, context: context)) }
        case .date(let d, let style):
            Text.checkDate(d, context: context)
            runs.append(attrs.run(DateStyleFormatter.string(d, style: style, env: env), env: env, context: context))
        case .formatted(let f):
            let formatted = f.format(env)
            if let problem = formatted.problem { context.report(Diagnostic(.unsupported, problem + ".")) }
            runs.append(attrs.run(formatted.string, env: env, context: context))
        case .text(let t): t.appendRuns(to: &runs, inherited: attrs, context: context)
        }
    }
}

extension Text.Attributes {
    /// The attributes with a Markdown span's style on top: bold, italic, strikethrough, the
    /// monospaced design for code and the tint for links (as SwiftUI draws links in widgets).
    func styled(by style: MarkdownParser.Style) -> Text.Attributes {
        var a = self
        if style.bold { a.bold = true }
        if style.italic { a.italic = true }
        if style.strikethrough { a.strikethrough = true }
        if style.code { a.monospaced = true }
        if style.link != nil { a.foreground = AnyShapeStyle(TintShapeStyle()) }
        return a
    }

    func merged(over outer: Text.Attributes) -> Text.Attributes {
        var m = self
        m.font = font ?? outer.font
        m.weight = weight ?? outer.weight
        m.width = width ?? outer.width
        m.bold = bold || outer.bold
        m.italic = italic || outer.italic
        m.monospacedDigit = monospacedDigit || outer.monospacedDigit
        m.monospaced = monospaced || outer.monospaced
        m.strikethrough = strikethrough ?? outer.strikethrough
        m.strikethroughColor = strikethroughColor ?? outer.strikethroughColor
        m.underlineColor = underlineColor ?? outer.underlineColor
        m.underline = underline ?? outer.underline
        m.tracking = tracking ?? outer.tracking
        m.textCase = textCase ?? outer.textCase
        m.linePattern = linePattern ?? outer.linePattern
        m.baselineOffset = baselineOffset ?? outer.baselineOffset
        m.foreground = foreground ?? outer.foreground
        return m
    }

    func run(_ string: String, env: EnvironmentValues, context: ResolveScope) -> ResolvedText.Run {
        var fontEnv = env
        if let w = weight { fontEnv.fontWeight = w }
        if bold { fontEnv.isBold = true }
        if italic { fontEnv.isItalic = true }
        if monospacedDigit { fontEnv.isMonospacedDigit = true }
        var chosen = font ?? env.font ?? .body
        if monospaced { chosen = chosen.monospaced() }
        if let w = width ?? env.fontWidth { chosen = chosen.width(w) }
        var font = chosen.resolve(in: fontEnv)
        Text.reportFontProblems(chosen, resolved: font, onWatch: env.widgetSystem.isWatch, context: context)
        if let pattern = linePattern, pattern != .solid {
            context.report(Diagnostic(.unsupported, "line pattern .\(pattern) is drawn solid: the text engine draws solid underlines and strikethroughs only."))
        }
        let string = Text.applying(textCase ?? env.textCase, to: string, locale: env.locale)
        if let t = tracking ?? env.textTracking {
            if t.isFinite {
                // Added to the font's own (SF Pro's) tracking, as SwiftUI adds it.
                font.tracking += ValueCheck.bounded(t, "tracking", context)
            } else {
                context.report(Diagnostic(.invalidValue, "tracking \(t) is not finite; the font's own tracking is used. Pass a finite number of points."))
            }
        }
        // A solid foreground style becomes the run's colour, so concatenated parts keep theirs.
        var runColor: RGBA?
        if let foreground, case .color(let c) = foreground._resolve(in: env) { runColor = c }
        return ResolvedText.Run(
            string: string,
            font: font,
            color: runColor,
            strikethrough: strikethrough ?? env.isStrikethrough,
            underline: underline ?? env.isUnderline,
            strikethroughColor: (strikethroughColor ?? env.strikethroughColor)?.resolve(in: env),
            underlineColor: (underlineColor ?? env.underlineColor)?.resolve(in: env),
            baselineOffset: Text.checkedBaselineOffset(baselineOffset ?? env.textBaselineOffset, context: context)
        )
    }
}

extension Text {
    /// The baseline offset, or 0 when it is not finite (reported).
    static func checkedBaselineOffset(_ offset: CGFloat?, context: ResolveScope) -> CGFloat {
        guard let offset else { return 0 }
        guard offset.isFinite else {
            context.report(Diagnostic(.invalidValue, "baselineOffset(\(offset)) is not finite; 0 used. Pass a finite number of points."))
            return 0
        }
        return ValueCheck.bounded(offset, "baselineOffset", context)
    }
}

extension Text {
    /// The line spacing, 0 when it is not finite or negative (reported).
    static func checkedLineSpacing(_ spacing: CGFloat, context: ResolveScope) -> CGFloat {
        guard spacing != 0 else { return 0 }
        guard spacing.isFinite, spacing > 0 else {
            context.report(Diagnostic(.invalidValue, "lineSpacing(\(spacing)) is not a finite, non-negative number of points; 0 used."))
            return 0
        }
        return ValueCheck.bounded(spacing, "lineSpacing", context)
    }
}
