import Foundation

/// What UIKit would raise as an Objective-C exception for a misuse of the layout API. We never throw it
/// at the caller of a UIKit-shaped API (so the program never crashes): it is logged through
/// `LayoutDiagnostics`, and where an object is at fault (an invalid constraint) it is kept on the object.
public struct LayoutException: Error, Equatable, Sendable, CustomStringConvertible {
    /// UIKit's exception name, e.g. `NSInvalidArgumentException`.
    public let name: String
    /// The reason text, word for word as UIKit's.
    public let reason: String

    /// An exception with a name and a reason.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    public var description: String { "\(name): \(reason)" }
}

/// Where the layout engine's messages go.
///
/// By default messages are written to standard error. Install a handler for the current task (and the
/// tasks it starts) or, outside a task, the current thread with
/// `LayoutDiagnostics.withLogHandler({ message in … }) { … }`: tests use this to check exact texts
/// without interfering with each other, and independent trees on other threads are not affected.
///
/// The handlers are kept in one task-local box of class type (`Handlers`). A task-local whose value is an
/// optional closure, bound with `withValue` from synchronous code, crashes the Swift 6.3 optimizer's output
/// on Linux (`swift_task_localValuePush`, observed with `-c release`); a task-local holding an optional
/// class reference does not. `TaskLocalPatternTests` keeps the crashing form out of the sources.
public enum LayoutDiagnostics {
    /// The handlers bound for the current task or thread.
    final class Handlers: Sendable {
        let log: (@Sendable (String) -> Void)?
        let unsatisfiableAlert: (@Sendable (NSLayoutConstraint, [NSLayoutConstraint]) -> Void)?

        init(
            log: (@Sendable (String) -> Void)?,
            unsatisfiableAlert: (@Sendable (NSLayoutConstraint, [NSLayoutConstraint]) -> Void)?
        ) {
            self.log = log
            self.unsatisfiableAlert = unsatisfiableAlert
        }
    }

    @TaskLocal static var handlers: Handlers?

    /// Runs `body` with `handler` receiving every message the engine logs in it (instead of standard error),
    /// and returns what `body` returns.
    public static func withLogHandler<R>(
        _ handler: @escaping @Sendable (String) -> Void,
        _ body: () throws -> R
    ) rethrows -> R {
        let bound = Handlers(log: handler, unsatisfiableAlert: handlers?.unsatisfiableAlert)
        return try $handlers.withValue(bound) { try body() }
    }

    /// Runs `body` with `alert` called each time the engine breaks a constraint in it (as
    /// `UIViewAlertForUnsatisfiableConstraints` is called: the broken constraint, then the conflicting set),
    /// and returns what `body` returns.
    public static func withUnsatisfiableConstraintsAlert<R>(
        _ alert: @escaping @Sendable (NSLayoutConstraint, [NSLayoutConstraint]) -> Void,
        _ body: () throws -> R
    ) rethrows -> R {
        let bound = Handlers(log: handlers?.log, unsatisfiableAlert: alert)
        return try $handlers.withValue(bound) { try body() }
    }

    /// Runs `body` and returns its result with every message logged in it, in order, instead of writing
    /// them to standard error.
    public static func collectingMessages<R>(_ body: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let collector = MessageCollector()
        let result = try withLogHandler({ collector.append($0) }, body)
        return (result, collector.messages)
    }

    /// Sends one message to the current handler.
    public static func log(_ message: String) {
        if let log = handlers?.log {
            log(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// Reports what UIKit would raise: logs `reason` (UIKit's uncaught-exception text would add
    /// `*** Terminating app due to uncaught exception 'name', reason: '…'`; we carry on instead).
    public static func raise(_ exception: LayoutException) {
        log(exception.reason)
    }
}

/// Messages gathered from a handler that may be called from any thread.
final class MessageCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ message: String) {
        lock.lock()
        stored.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
