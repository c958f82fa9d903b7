import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A button-like view whose touch area reaches 10 points beyond its bounds, as apps widen small targets.
private final class WideTarget: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

@Suite("Hit testing and small UIKit vocabulary")
struct HitTestingTests {
    /// A 300×300 root with a card at (20, 20, 200, 100) holding a 40×40 button at (150, 30), and a
    /// transparent overlay covering the card's right half.
    private func makeScreen() -> (root: UIView, card: UIView, button: UIView) {
        let root = makeRoot(300, 300)
        let card = makeChild(of: root)
        let button = makeChild(of: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            button.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 150),
            button.topAnchor.constraint(equalTo: card.topAnchor, constant: 30),
            button.widthAnchor.constraint(equalToConstant: 40), button.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        return (root, card, button)
    }

    @Test func deepestViewUnderThePointTakesIt() {
        let (root, card, button) = makeScreen()
        #expect(root.hitTest(CGPoint(x: 190, y: 70), with: nil) === button)  // inside the button
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)  // outside the root
    }

    @Test func hiddenTransparentAndNonInteractiveViewsPassTheTouchOn() {
        let (root, card, button) = makeScreen()
        let point = CGPoint(x: 190, y: 70)
        button.isHidden = true
        #expect(root.hitTest(point, with: nil) === card)
        button.isHidden = false
        button.alpha = 0.005
        #expect(root.hitTest(point, with: nil) === card)
        button.alpha = 1
        card.isUserInteractionEnabled = false  // and with it, its subviews
        #expect(root.hitTest(point, with: nil) === root)
    }

    @Test func frontSubviewWinsAndPointInsideCanBeWidened() {
        let (root, card, button) = makeScreen()
        let overlay = UIView(frame: rect(100, 0, 100, 100))
        card.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 190, y: 70), with: nil) === overlay)
        overlay.removeFromSuperview()
        let target = WideTarget(frame: rect(10, 10, 20, 20))
        card.addSubview(target)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === target)  // (5, 5) in the card: 5 outside it
        #expect(root.hitTest(CGPoint(x: 190, y: 70), with: nil) === button)
        // A subview sticking out of its superview takes no touch outside that superview.
        let outside = UIView(frame: rect(180, 90, 50, 50))
        card.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 240, y: 140), with: nil) === root)
    }

    @Test func layerHidesWithItsView() {
        let view = UIView()
        view.layer.isHidden = true
        #expect(view.isHidden)
        let shape = CAShapeLayer()
        shape.isHidden = true
        #expect(shape.isHidden)
    }

    @Test func attributedPlaceholderSizesTheFieldAsItsText() {
        let plain = UITextField()
        plain.placeholder = "Email address"
        let attributed = UITextField()
        attributed.attributedPlaceholder = NSAttributedString(string: "Email address")
        #expect(attributed.placeholder == "Email address")
        #expect(attributed.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(attributed.intrinsicContentSize.width > UITextField().intrinsicContentSize.width)
    }

    @Test func scrollIndicatorInsetsSetBothAxes() {
        let scroll = UIScrollView()
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 2)
        #expect(scroll.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 2))
        #expect(scroll.verticalScrollIndicatorInsets == scroll.scrollIndicatorInsets)
    }

    @Test func paragraphStyleCopiesAndFeedbackCounts() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let copy = style.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.lineSpacing == 4 && copy?.alignment == .center)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        let haptic = UINotificationFeedbackGenerator()
        haptic.prepare()
        haptic.notificationOccurred(.success)
        #expect(haptic.played == [.success] && haptic.occurrences == 1)
        #expect(UIApplication.shared.applicationState == .active)
    }
}
