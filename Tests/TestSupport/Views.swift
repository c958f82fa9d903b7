import AutoLayout
import Foundation

/// A view with a fixed intrinsic size and optional baselines and alignment insets, standing in for a label.
/// Autoresizing translation is off.
public final class SizedView: UIView {
    /// The intrinsic content size.
    public var size: CGSize
    /// The first baseline's distance from the top.
    public var firstBaseline: CGFloat = 0
    /// The last baseline's distance from the bottom.
    public var lastBaseline: CGFloat = 0
    /// The alignment rectangle's insets.
    public var insets: UIEdgeInsets = .zero

    /// A view of intrinsic size `width × height`.
    public init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    public override var intrinsicContentSize: CGSize { size }
    public override var firstBaselineOffsetFromTop: CGFloat { firstBaseline }
    public override var lastBaselineOffsetFromBottom: CGFloat { lastBaseline }
    public override var alignmentRectInsets: UIEdgeInsets { insets }
}

/// A root view (the window) of the given size.
public func makeRoot(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view for constraints (autoresizing translation off), added to `parent`; `view` when given, else a plain one.
@discardableResult
public func makeChild(of parent: UIView, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// `CGRect(x:y:width:height:)`, short.
public func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The engine's log lines during `body` (bound to this task, so tests do not interfere).
public func collectingLogs(_ body: () -> Void) -> [String] {
    LayoutDiagnostics.collectingMessages(body).messages
}
