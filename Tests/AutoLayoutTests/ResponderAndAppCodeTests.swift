import Foundation
import Synchronization
import Testing

@testable import AutoLayout

/// What app code around layout calls (the responder chain, accessibility, Core Animation's transactions and
/// layers, the device, the text container), found missing by compiling real apps' view files against the library.
@Suite struct ResponderAndAppCodeTests {
    /// A controller that notes the touches that reach it.
    final class TouchedController: UIViewController {
        var began: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += touches
        }
    }

    /// UIKit's chain: a view's next responder is its controller when it is that controller's root view, else its
    /// superview; a controller's is its view's superview. An unhandled touch goes up the chain to the controller.
    @Test func touchesGoUpTheResponderChain() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = TouchedController()
        window.rootViewController = controller
        let button = AutoLayout.UIButton()
        button.frame = CGRect(x: 20, y: 30, width: 100, height: 44)
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next == nil)

        let touch = UITouch(at: CGPoint(x: 10, y: 5), in: button)
        button.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(controller.began.count == 1 && controller.began.first === touch)
        let inWindow = touch.location(in: nil)
        #expect(inWindow == CGPoint(x: 30, y: 35))
        #expect(touch.location(in: button) == CGPoint(x: 10, y: 5))
    }

    /// A text field that refuses to let go keeps the focus.
    @Test func aResponderThatCannotResignKeepsTheFocus() {
        final class StubbornField: UITextField {
            override var canResignFirstResponder: Bool { false }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = StubbornField()
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        let plain = UIView()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
    }

    /// UIKit's class defaults: labels and controls are elements, plain views and image views are not; a label is
    /// static text named by its text, a button a button named by its title.
    @Test func accessibilityDefaultsFollowTheClass() {
        let label = AutoLayout.UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Inbox")
        let button = AutoLayout.UIButton()
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
        #expect(button.accessibilityLabel == "Send")
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none && view.accessibilityLabel == nil)
        #expect(!AutoLayout.UIImageView().isAccessibilityElement)

        label.accessibilityLabel = "3 unread"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "3 unread" && label.accessibilityTraits.contains(.header))
        #expect(!label.isAccessibilityElement)
    }

    /// Completion blocks run when the outermost transaction commits, in the order given; outside a transaction,
    /// at once.
    @Test func transactionCompletionsRunAtTheOutermostCommit() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["outer", "inner"])
        CATransaction.setCompletionBlock { log.append("now") }
        #expect(log == ["outer", "inner", "now"])
    }

    /// Sublayers made in code keep their order, frames and superlayer.
    @Test func sublayersKeepTheirOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let back = CALayer()
        let front = CALayer()
        front.frame = CGRect(x: 0, y: 49, width: 100, height: 1)
        view.layer.addSublayer(front)
        view.layer.insertSublayer(back, at: 0)
        #expect(view.layer.sublayers?.count == 2 && view.layer.sublayers?.first === back)
        #expect(front.superlayer === view.layer && front.bounds == CGRect(x: 0, y: 0, width: 100, height: 1))
        back.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1 && back.superlayer == nil)
        view.layer.frame = CGRect(x: 5, y: 5, width: 80, height: 40)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 80, height: 40))
    }

    /// UIKit's raw values of the orientation masks.
    @Test func orientationMasksHaveUIKitsBits() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIScreen.main.bounds.width == 390 && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(UIApplication.shared.isIdleTimerDisabled)
        UIApplication.shared.isIdleTimerDisabled = false
    }

    /// `textContainer.lineFragmentPadding = 0` and a zero inset line a text view's text up with a label's; the
    /// container's line limit caps the height a text view with scrolling off takes.
    @Test func textContainerPaddingAndLineLimitSizeATextView() {
        let text = AutoLayout.UITextView()
        text.isScrollEnabled = false
        text.font = .systemFont(ofSize: 17)
        text.text = "Hello"
        let padded = text.intrinsicContentSize
        text.textContainer.lineFragmentPadding = 0
        let unpadded = text.intrinsicContentSize
        #expect(unpadded.width == padded.width - 10 && unpadded.height == padded.height)
        text.textContainerInset = .zero
        let label = AutoLayout.UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Hello"
        #expect(text.intrinsicContentSize.width == label.intrinsicContentSize.width)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 600))
        let long = AutoLayout.UITextView()
        long.isScrollEnabled = false
        long.font = .systemFont(ofSize: 17)
        long.text = "one two three four five six seven eight nine ten eleven twelve"
        long.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(long)
        NSLayoutConstraint.activate([
            long.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            long.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            long.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let oneLine = padded.height - 16
        let allLines = long.frame.height
        #expect(allLines > 3 * oneLine + 16)
        long.textContainer.maximumNumberOfLines = 2
        root.layoutIfNeeded()
        #expect(long.frame.height == 2 * oneLine + 16)
    }

    /// Editing mode and the navigation item's setters keep what they are given.
    @Test func editingAndNavigationItemSetters() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        let item = UINavigationItem(title: "Notes")
        item.setHidesBackButton(true, animated: false)
        #expect(item.hidesBackButton)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: dark))
    }

    /// A scroll view scrolls the least that shows a rect, and not past its content.
    @Test func scrollRectToVisibleScrollsTheLeast() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 400), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
    }

    /// Setting a window's keyboard height posts UIKit's notifications, with the keyboard's frames.
    @Test func keyboardChangesPostUIKitsNotifications() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 321, height: 480))
        // Notifications may come from other tests' windows on other threads: kept under a lock, filtered by width.
        let seen = Mutex<[(Notification.Name, CGRect)]>([])
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                    end.width == 321
                else { return }
                seen.withLock { $0.append((note.name, end)) }
            }
        }
        defer { for o in observers { NotificationCenter.default.removeObserver(o) } }
        window.keyboardHeight = 300
        window.keyboardHeight = 250
        window.keyboardHeight = 0
        let got = seen.withLock { $0 }
        #expect(got.map(\.0) == [names[0], names[1], names[2], names[3]])
        #expect(
            got.map(\.1) == [
                CGRect(x: 0, y: 180, width: 321, height: 300), CGRect(x: 0, y: 180, width: 321, height: 300),
                CGRect(x: 0, y: 230, width: 321, height: 250), CGRect(x: 0, y: 480, width: 321, height: 250),
            ])
    }
}
