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
/// tasks it starts) with `LayoutDiagnostics.$logHandler.withValue({ … }) { … }` — tests use this to
/// check exact texts without interfering with each other.
public enum LayoutDiagnostics {
    /// The handler for this task; nil writes to standard error.
    @TaskLocal public static var logHandler: (@Sendable (String) -> Void)?

    /// Sends one message to the current handler.
    public static func log(_ message: String) {
        if let logHandler {
            logHandler(message)
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
