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

/// The engine's log lines during `body` (bound to this task, so tests do not interfere).
func collectingLogs(_ body: () -> Void) -> [String] {
    LayoutDiagnostics.collectingMessages(body).messages
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
