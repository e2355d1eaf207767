import Foundation

/// Values over time, as Combine's `Publisher` (Combine is not on Linux): enough for
/// `onReceive(_:perform:)` to compile. Nothing subscribes in a still render.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error that ends the stream.
    associatedtype Failure: Error
}

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }
}

extension Published.Publisher: WidgetCore.Publisher {
    /// The property's type.
    public typealias Output = Value
    /// Never fails.
    public typealias Failure = Never
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// A timer publisher that starts with its first subscriber, as Combine's `Publishers.Autoconnect`.
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The timer.
        public let upstream: Upstream
    }
}

extension Timer {
    /// A publisher of the date every `interval` seconds, as Combine's `Timer.publish`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish(every:on:in:)` makes, as Combine's `Timer.TimerPublisher`.
    public struct TimerPublisher: Publisher {
        /// The dates it fires at.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never
        /// Seconds between dates.
        public let interval: TimeInterval

        /// The publisher, started by its first subscriber.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name`, as Combine's `NotificationCenter.publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
        NotificationPublisher(name: name)
    }

    /// The publisher of ``publisher(for:object:)``, as Combine's `NotificationCenter.Publisher`.
    public struct NotificationPublisher: WidgetCore.Publisher {
        /// The notifications.
        public typealias Output = Notification
        /// Never fails.
        public typealias Failure = Never
        /// The notification name.
        public let name: Notification.Name
    }
}
