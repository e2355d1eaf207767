import Foundation

extension WidgetRenderer {
    /// Taps the control tagged `identifier` (its `accessibilityIdentifier`) on a widget image:
    /// runs the intent's `perform()`, records the `WidgetCenter` reloads it asks for, runs the
    /// provider again and renders the widget again, as WidgetKit does after an interaction.
    ///
    /// ```swift
    /// let before = try renderer.timeline(of: TodoWidget(), family: .systemMedium).entries[0].image
    /// let tap = try renderer.tap("todo-1", on: before)
    /// tap.optimistic   // the toggle flipped at once
    /// tap.after        // the widget after ToggleTodoIntent ran and the timeline reloaded
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` when the image was not rendered from a widget, no tap
    ///   target has the identifier, or the intent or provider fails or does not finish within
    ///   the run's timeout.
    public func tap(_ identifier: String, on image: RenderedImage) throws -> TapResult {
        let targets = image.tapTargets
        guard let target = targets.last(where: { $0.identifier == identifier }) else {
            let names = targets.compactMap(\.identifier)
            throw WidgetRenderError("no tap target is tagged \"\(identifier)\"; " + (names.isEmpty ? "tag a Button, Toggle or Link with .accessibilityIdentifier(_:), or tap a point" : "tagged targets: " + names.joined(separator: ", ")))
        }
        return try tap(target, on: image)
    }

    /// Taps the point `point` (in points, widget coordinates): the front-most control there, or
    /// the `widgetURL` when no control is there. See ``tap(_:on:)-(String,_)``.
    public func tap(at point: CGPoint, on image: RenderedImage) throws -> TapResult {
        let targets = image.tapTargets
        guard let target = targets.last(where: { $0.kind != .widgetURL && $0.frame.contains(point) }) ?? targets.first(where: { $0.kind == .widgetURL }) else {
            throw WidgetRenderError("nothing reacts to a tap at (\(point.x), \(point.y)); the tap targets are: " + (targets.isEmpty ? "none" : targets.map(\.description).joined(separator: "; ")))
        }
        return try tap(target, on: image)
    }

    private func tap(_ target: TapTarget, on image: RenderedImage) throws -> TapResult {
        guard let source = image.source else {
            throw WidgetRenderError("the image was not rendered from a widget, so a tap cannot run its provider again; render it with render(_:entry:in:) or timeline(of:family:)")
        }
        switch target.action {
        case .url(let url):
            return TapResult(target: target, before: image, optimistic: nil, after: image, openedURL: url, reloadRequests: [], timeline: nil)
        case .none:
            throw WidgetRenderError("\(target) has no App Intent: a Button(action:) or Toggle(isOn:) with a binding does nothing when tapped in a widget; use Button(intent:) or Toggle(isOn:intent:)")
        case .intent(let intent, let ordinal):
            var optimistic: RenderedImage?
            if let ordinal {
                optimistic = try renderEntry(source.makeDescriptor(), entry: source.entry, in: source.context) { $0.optimisticToggle = ordinal }
                optimistic?.source = source
            }
            let typeName = String(describing: type(of: intent))
            let performed = try ProviderRunner.runAsync(label: "\(typeName).perform", timeout: source.timeout, what: "\(typeName).perform()") {
                try await Self.perform(intent)
            }
            let run = try runTimeline(makeDescriptor: source.makeDescriptor, configuration: source.configuration, in: source.context, timeout: source.timeout)
            guard let after = run.entry(at: source.context.date ?? run.now)?.image else {
                throw WidgetRenderError("after \(typeName) ran, the timeline of widget \"\(run.kind)\" has no entries; return at least one entry")
            }
            var result = TapResult(target: target, before: image, optimistic: optimistic, after: after, openedURL: performed.openedURL, reloadRequests: performed.reloadRequests, timeline: run)
            result.progressFractionCompleted = performed.progressFractionCompleted
            return result
        }
    }

    /// What running an intent's `perform()` did.
    struct Performed: Sendable {
        var reloadRequests: [WidgetCenter.ReloadRequest]
        var openedURL: URL?
        var progressFractionCompleted: Double?
    }

    /// Fills the intent's parameters, runs `perform()`, and returns the reloads it asked for,
    /// the URL it opened and its progress.
    static func perform(_ intent: any AppIntent) async throws -> Performed {
        let missing = try await IntentParameterFilling.fill(intent)
        if !missing.isEmpty {
            throw WidgetRenderError("\(type(of: intent)) has parameters with no value: \(missing.joined(separator: ", ")); pass them to the intent's initializer")
        }
        let progress = IntentProgressScope.Box()
        let ((nextURL, opened), requests) = try await WidgetCenter.recordingReloads {
            try await OpenedURLRecording.recording {
                try await IntentProgressScope.$current.withValue(progress) { try await performOpened(intent) }
            }
        }
        let url = opened.last ?? IntentOpenedURL.url(of: intent) ?? nextURL
        let fraction = intent is any ProgressReportingIntent ? progress.progress.fractionCompleted : nil
        return Performed(reloadRequests: requests, openedURL: url, progressFractionCompleted: fraction)
    }

    /// Runs `perform()` and returns the URL of the intent its result opens next, if any.
    private static func performOpened<I: AppIntent>(_ intent: I) async throws -> URL? {
        let result = try await intent.perform()
        return IntentOpenedURL.url(ofResult: result)
    }
}
