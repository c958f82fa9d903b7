import Testing

#if canImport(UIKit)
    import UIKit
#else
    import OpenAutoLayout
#endif

/// The Auto Layout Cookbook's "Simple Label and Text Field", written as an iOS app writes it (only the imports
/// differ): a view controller that builds its views in `viewDidLoad` and pins them to the margins and the
/// top layout guide.
///
///     Name Label.Leading = Superview.LeadingMargin
///     Name Text Field.Trailing = Superview.TrailingMargin
///     Name Text Field.Leading = Name Label.Trailing + Standard
///     Name Text Field.Top = Top Layout Guide.Bottom + 20.0
///     Name label.Baseline = Name Text Field.Baseline
///
/// (The recipe's label hugs at 251, as Interface Builder's labels do; in code that is set by hand.)
final class NameFormViewController: UIViewController {
    let nameLabel = UILabel()
    let nameTextField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Name"
        nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        nameTextField.placeholder = "Enter Name"
        nameTextField.borderStyle = .roundedRect
        for v in [nameLabel, nameTextField] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameTextField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameTextField.leadingAnchor.constraint(equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1),
            nameTextField.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 20),
            nameLabel.firstBaselineAnchor.constraint(equalTo: nameTextField.firstBaselineAnchor),
        ])
    }
}

/// The iOS 7 idiom: the top and bottom layout guides named in a visual format string.
final class BannerViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        let views: [String: Any] = ["topGuide": topLayoutGuide, "bottomGuide": bottomLayoutGuide, "banner": banner]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[topGuide]-20-[banner]-20-[bottomGuide]",
                options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views))
    }
}

/// A phone's window: its size in points, its scale and its safe-area insets at the top and bottom.
private func phone(_ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height), scale: scale)
    window.safeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    return window
}

/// Makes `controller` the window's root and shows the window, as an app delegate does.
private func show(_ controller: UIViewController, on window: UIWindow) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
}

@Suite struct GuideViewControllerTests {
    @Test func layoutGuidesInAVisualFormat() {
        let vc = BannerViewController()
        let window = phone(375, 812, scale: 3, top: 44, bottom: 34)
        defer { withExtendedLifetime(window) {} }  // views hold their window weakly, as UIKit's superviews
        show(vc, on: window)
        #expect(vc.banner.frame == CGRect(x: 0, y: 64, width: 375, height: 694))
    }

    /// On an iPhone 8 the form starts 20 below the status bar; pushed on a navigation controller, 20 below
    /// the navigation bar; the label keeps its text width and the field takes the rest of the margins.
    @Test func simpleLabelAndTextFieldAlone() {
        let form = NameFormViewController()
        let window = phone(375, 667, scale: 2, top: 20, bottom: 0)
        defer { withExtendedLifetime(window) {} }  // views hold their window weakly, as UIKit's superviews
        show(form, on: window)
        let label = form.nameLabel.frame
        let field = form.nameTextField.frame
        #expect(label.minX == 16)
        #expect(label.width == form.nameLabel.intrinsicContentSize.width)
        #expect(field.minX == label.maxX + 8)
        #expect(field.maxX == 359)
        #expect(field.minY == 40)
        #expect(field.height == form.nameTextField.intrinsicContentSize.height)
        #expect(!form.view.hasAmbiguousLayout)
    }

    @Test func simpleLabelAndTextFieldInANavigationController() {
        let form = NameFormViewController()
        let window = phone(375, 667, scale: 2, top: 20, bottom: 0)
        defer { withExtendedLifetime(window) {} }  // views hold their window weakly, as UIKit's superviews
        show(UINavigationController(rootViewController: form), on: window)
        #expect(form.topLayoutGuide.length == 64)
        #expect(form.nameTextField.frame.minY == 84)
        #expect(form.nameTextField.frame.maxX == 359)
    }
}
