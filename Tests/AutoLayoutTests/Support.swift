import Foundation
import Testing
@testable import AutoLayout

/// A view with a fixed intrinsic size and optional baselines, standing in for a label.
final class SizedView: UIView {
    var size: CGSize
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0
    var insets: UIEdgeInsets = .zero

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { size }
    override var firstBaselineOffsetFromTop: CGFloat { firstBaseline }
    override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
    override var alignmentRectInsets: UIEdgeInsets { insets }
}

/// A root view (the window) of the given size.
func makeRoot(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view for constraints (autoresizing translation off), added to `parent`.
func makeChild(of parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

/// Collects the engine's log lines for the duration of `body` (task-local, so tests do not interfere).
final class LogCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
}

func collectingLogs(_ body: () -> Void) -> [String] {
    let collector = LogCollector()
    LayoutDiagnostics.$logHandler.withValue({ collector.append($0) }) { body() }
    return collector.lines
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
