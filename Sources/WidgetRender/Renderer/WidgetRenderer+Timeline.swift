import Foundation

extension WidgetRenderer {
    /// The longest the renderer waits for one provider call or intent: 10 s. WidgetKit gives
    /// a provider a budget of seconds too; a provider that takes longer is reported as an
    /// error instead of hanging the test. Pass `timeout:` to change it for one run.
    public static let providerTimeout: TimeInterval = 10

    /// How long `placeholder(in:)` may take before it is reported as blocking: 0.5 s.
    /// WidgetKit shows the placeholder while the real data loads, so it must return at once.
    public static let placeholderBudget: TimeInterval = 0.5

    /// How far after "now" a timeline's first entry may be before it is reported: 1 s (a
    /// provider that reads the clock itself lands a little after the run's start).
    public static let timelineStartTolerance: TimeInterval = 1

    /// Runs a widget's provider as WidgetKit does for `family` on the default device:
    /// placeholder, gallery snapshot, timeline; renders each entry at its own date.
    ///
    /// See ``timeline(of:configuration:in:timeout:)``.
    public func timeline<W: Widget>(of widget: W, configuration: (any Sendable)? = nil, family: WidgetFamily, timeout: TimeInterval = WidgetRenderer.providerTimeout) throws -> TimelineRun {
        try timeline(of: widget, configuration: configuration, in: WidgetContext(family: family), timeout: timeout)
    }

    /// Runs a widget's provider as WidgetKit does: `placeholder(in:)` (rendered redacted),
    /// the snapshot (`isPreview` true) and the timeline (`isPreview` false), each given a
    /// context whose `displaySize` is the family's size on the context's device; renders each
    /// entry with its own date as the frozen "now".
    ///
    /// A configurable widget's provider gets `configuration` (an instance of its
    /// `WidgetConfigurationIntent`, or of its `INIntent` class), or, with none, the intent with
    /// its defaults: `AppEntity` parameters are filled with their query's `defaultResult()`.
    ///
    /// ```swift
    /// let intent = WeatherConfigurationIntent()
    /// intent.unit = .fahrenheit
    /// let run = try renderer.timeline(of: ConfigurableWeatherWidget(), configuration: intent, family: .systemSmall)
    /// run.entries.count   // 3
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` when the family is not supported, the configuration is
    ///   of the wrong type, or a provider call never completes within `timeout` seconds,
    ///   completes twice, or throws.
    public func timeline<W: Widget>(of widget: W, configuration: (any Sendable)? = nil, in context: WidgetContext, timeout: TimeInterval = WidgetRenderer.providerTimeout) throws -> TimelineRun {
        let widgetBox = Unchecked(widget)
        return try runTimeline(makeDescriptor: { widgetBox.value.body._descriptor }, configuration: configuration, in: context, timeout: timeout)
    }

    func runTimeline(makeDescriptor: @escaping () -> WidgetDescriptor, configuration: Any?, in context: WidgetContext, timeout: TimeInterval) throws -> TimelineRun {
        let descriptor = makeDescriptor()
        try Self.checkRenderable(descriptor, family: context.family)
        guard let provider = descriptor.provider else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" has no timeline provider; render an entry with render(_:entry:in:)")
        }
        for (identifier, folder) in context.appGroups.sorted(by: { $0.key < $1.key }) {
            AppGroupContainers.ensureRegistered(identifier, at: folder)
        }
        let start = Date()
        let now = context.date ?? start
        let size = try context.size()
        let configuration = try Self.configuration(configuration, for: descriptor, provider: provider, timeout: timeout)
        let runner = ProviderRunner(provider: provider, kind: descriptor.kind, timeout: timeout)
        var diagnostics: [Diagnostic] = []

        let galleryContext = TimelineProviderContext(family: context.family, isPreview: true, displaySize: size)
        let homeContext = TimelineProviderContext(family: context.family, isPreview: false, displaySize: size)
        let placeholder = try runner.placeholder(in: galleryContext)
        if placeholder.seconds > Self.placeholderBudget {
            diagnostics.append(
                Diagnostic(
                    .blockingPlaceholder,
                    "placeholder(in:) of widget \"\(descriptor.kind)\" took \(ProviderRunner.format((placeholder.seconds * 100).rounded() / 100)) s (more than \(ProviderRunner.format(Self.placeholderBudget)) s); it must return at once with sample data: load real data in getTimeline/timeline(for:in:)"
                ))
        }
        let snapshot = try runner.run(provider.snapshot, name: descriptor.configurationCallName(snapshot: true), context: galleryContext, configuration: configuration)
        let timeline = try runner.run(provider.timeline, name: descriptor.configurationCallName(snapshot: false), context: homeContext, configuration: configuration)

        if timeline.entries.isEmpty {
            diagnostics.append(Diagnostic(.emptyTimeline, "the timeline of widget \"\(descriptor.kind)\" has no entries; WidgetKit shows the placeholder until the next reload (\(timeline.policy)). Return at least one entry dated now."))
        } else if let first = timeline.entries.map(\.date).min(), first.timeIntervalSince(now) > Self.timelineStartTolerance {
            diagnostics.append(
                Diagnostic(
                    .timelineStartsLater,
                    "the first entry of widget \"\(descriptor.kind)\" is dated \(ISO8601DateFormatter().string(from: first)), \(ProviderRunner.format(first.timeIntervalSince(now).rounded())) s after now (\(ISO8601DateFormatter().string(from: now))); the widget shows nothing until then. Start the timeline with an entry dated now."
                ))
        }

        func rendered(_ entry: any TimelineEntry, redacted: Bool = false) throws -> TimelineRun.Entry {
            var entryContext = context
            entryContext.date = entry.date
            // The context's reasons, not only the views' environment: the composer draws a
            // context redacted as a placeholder (text and images as bars and shapes).
            if redacted { entryContext.redactionReasons.insert(.placeholder) }
            var image = try renderEntry(descriptor, entry: entry, in: entryContext)
            image.source = WidgetSource(makeDescriptor: makeDescriptor, configuration: configuration, context: entryContext, entry: entry, timeout: timeout)
            return TimelineRun.Entry(date: entry.date, relevance: entry.relevance, entry: entry, image: image)
        }

        WidgetCenter.shared.noteInUse(WidgetInfo(kind: descriptor.kind, family: context.family, configuration: configuration as? INIntent, appIntent: configuration as? any AppIntent))
        return TimelineRun(
            kind: descriptor.kind, family: context.family, providerContext: homeContext,
            placeholder: try rendered(placeholder.entry, redacted: true), snapshot: try rendered(snapshot),
            entries: try timeline.entries.map { try rendered($0) }, policy: timeline.policy, now: now, diagnostics: diagnostics
        )
    }

    /// The configuration given to the provider: `given` checked against the widget's intent
    /// type, or the intent with its defaults; App Intent parameters filled as the system does.
    private static func configuration(_ given: Any?, for descriptor: WidgetDescriptor, provider: ErasedProvider, timeout: TimeInterval) throws -> Any? {
        guard let expected = provider.configurationType, let makeDefault = provider.makeDefaultConfiguration else {
            if let given {
                throw WidgetRenderError("widget \"\(descriptor.kind)\" has a static configuration and takes no configuration, but was given a \(type(of: given)); pass configuration: nil")
            }
            return nil
        }
        let configuration = given ?? makeDefault()
        guard type(of: configuration) == expected else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" is configured by \(expected), but was given a \(type(of: configuration)); pass a \(expected)()")
        }
        if configuration is any AppIntent {
            let box = Unchecked(configuration)
            let missing = try ProviderRunner.runAsync(label: "\(descriptor.kind).parameters", timeout: timeout, what: "filling the parameters of \(expected)") {
                try await IntentParameterFilling.fill(box.value)
            }
            if !missing.isEmpty {
                throw WidgetRenderError("\(expected) has parameters with no value, no default and no query result: \(missing.joined(separator: ", ")); set them on the configuration or give them a default:")
            }
        }
        return configuration
    }
}

extension WidgetDescriptor {
    /// The provider method's name for messages.
    func configurationCallName(snapshot: Bool) -> String {
        switch (provider?.configurationType, snapshot) {
        case (nil, true): return "getSnapshot(in:completion:)"
        case (nil, false): return "getTimeline(in:completion:)"
        case (.some(let t), true): return t is any AppIntent.Type ? "snapshot(for:in:)" : "getSnapshot(for:in:completion:)"
        case (.some(let t), false): return t is any AppIntent.Type ? "timeline(for:in:)" : "getTimeline(for:in:completion:)"
        }
    }
}
