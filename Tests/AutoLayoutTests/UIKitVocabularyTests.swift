import Foundation
import Testing

@testable import AutoLayout

/// UIKit calls that screens make around their layout: actions, bar items, the screen, appearance traits,
/// attributed text, refresh controls and presentation.
@Suite struct UIKitVocabularyTests {
    @Test func actionsRunForTheirEventsAndGiveAButtonItsTitle() {
        var log: [String] = []
        let button = AutoLayout.UIButton(
            type: .system,
            primaryAction: UIAction(title: "Share") { action in
                log.append("share from \(action.sender is AutoLayout.UIButton)")
            })
        #expect(button.title(for: .normal) == "Share")
        #expect(button.intrinsicContentSize.width > 30)  // the title is measured
        let extra = UIAction(identifier: UIAction.Identifier("extra")) { _ in log.append("extra") }
        button.addAction(extra, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["share from true", "extra"])
        button.removeAction(identifiedBy: UIAction.Identifier("extra"), for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["share from true", "extra", "share from true"])
        let configured = AutoLayout.UIButton(
            configuration: .filled(), primaryAction: UIAction(title: "Go", image: UIImage(systemName: "play")) { _ in })
        #expect(configured.configuration?.title == "Go" && configured.configuration?.image?.isSymbolImage == true)
    }

    @Test func barButtonItemsAreKeptOnTheNavigationItem() {
        var tapped = false
        let vc = UIViewController()
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, primaryAction: UIAction { _ in tapped = true })
        vc.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit"), .flexibleSpace(), .fixedSpace(12)]
        #expect(vc.navigationItem.rightBarButtonItems?.count == 1)
        #expect(vc.navigationItem.leftBarButtonItem?.title == "Edit")
        #expect(vc.navigationItem.leftBarButtonItems?.last?.width == 12)
        vc.navigationItem.rightBarButtonItem?.performPrimaryAction()
        #expect(tapped)
        vc.navigationItem.rightBarButtonItem = nil
        #expect(vc.navigationItem.rightBarButtonItems == nil)
    }

    @Test func theMainScreenIsAPhoneUntilTheHostSaysOtherwise() {
        let main = UIScreen.main
        #expect(main.bounds.size == CGSize(width: 390, height: 844) && main.scale == 3)
        #expect(main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(main.traitCollection.horizontalSizeClass == .compact && main.traitCollection.displayScale == 3)
        #expect(UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2).traitCollection.horizontalSizeClass == .regular)
        #expect(UIScreen(bounds: .zero, scale: .nan).scale == 1)
    }

    @Test func theAppearanceIsATraitThatDynamicColorsRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        root.traitOverrides.userInterfaceStyle = .dark
        root.layoutIfNeeded()
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(ink.resolvedColor(with: child.traitCollection) == .white)
        #expect(ink == .black)
        #expect(
            UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)])
                .userInterfaceStyle == .light)
        #expect(UITraitCollection(userInterfaceStyle: .dark).description.hasSuffix("DisplayScale = 0, UserInterfaceStyle = Dark>"))
        root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        root.layoutIfNeeded()
        #expect(child.traitCollection.userInterfaceStyle == .unspecified)
    }

    @Test func attributedTextIsMeasuredAsItsCharacters() {
        let plain = AutoLayout.UILabel()
        plain.text = "Hello, world"
        let attributed = AutoLayout.UILabel()
        attributed.attributedText = NSAttributedString(string: "Hello, world")
        #expect(attributed.text == "Hello, world")
        #expect(attributed.intrinsicContentSize == plain.intrinsicContentSize)
        attributed.text = "Bye"
        #expect(attributed.attributedText?.string == "Bye")
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "x")
        #expect(field.text == "x")
    }

    @Test func aRefreshControlIsKeptAndToggles() {
        let scroll = UIScrollView()
        let refresh = UIRefreshControl()
        scroll.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(scroll.refreshControl?.isRefreshing == true)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(!scroll.subviews.contains { $0 === refresh })
    }

    @Test func presentingShowsTheControllerOverTheWindow() throws {
        final class Tracked: UIViewController {
            var events: [String] = []
            override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = Tracked()
        window.rootViewController = home
        window.makeKeyAndVisible()
        home.events = []
        let sheet = Tracked()
        var completed = false
        home.present(sheet, animated: true) { completed = true }
        #expect(!completed)
        window.layoutIfNeeded()
        #expect(completed)
        #expect(home.presentedViewController === sheet && sheet.presentingViewController === home)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 390, height: 834))  // a page sheet
        #expect(sheet.events == ["willAppear", "didAppear"] && home.events.isEmpty)
        let messages = LayoutDiagnostics.collectingMessages { home.present(Tracked(), animated: false) }.messages
        #expect(messages.first?.contains("which is already presenting") == true)
        sheet.dismiss(animated: true)
        window.layoutIfNeeded()
        #expect(home.presentedViewController == nil && sheet.view.superview == nil)
        #expect(sheet.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])

        let cover = Tracked()
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: false)
        window.layoutIfNeeded()
        #expect(cover.view.frame == window.bounds)
        #expect(home.events == ["willDisappear", "didDisappear"])
        home.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(home.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])

        let detached = UIViewController()
        let logged = LayoutDiagnostics.collectingMessages { detached.present(Tracked(), animated: false) }.messages
        #expect(logged.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
        #expect(detached.presentedViewController == nil)
    }
}

/// `keyboardLayoutGuide`: at the safe area's bottom without a keyboard, at the keyboard's top with one.
@Suite struct KeyboardLayoutGuideTests {
    @Test func aComposerRidesOnTheKeyboard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        window.rootViewController = vc
        let composer = UIView()
        composer.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(composer)
        let guide = vc.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 50),
            composer.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(composer.frame == CGRect(x: 0, y: 752, width: 390, height: 50))
        window.keyboardHeight = 336
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(composer.frame.minY == 450)
        #expect(!composer.hasAmbiguousLayout)
        window.keyboardHeight = 0
        window.layoutIfNeeded()
        #expect(composer.frame.minY == 752)
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        window.keyboardHeight = .nan
        #expect(window.keyboardHeight == 0)
    }
}

/// Pickers as a form builds them in code: a picker view with a data source, date pickers in each style.
@Suite struct PickerTests {
    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 5 : 3
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(row)"
        }
    }

    @Test func aPickerViewIsItsWheelsAndKeepsItsSelectionWithinItsRows() {
        let sizes = Sizes()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let picker = UIPickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        picker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            picker.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(picker.frame == CGRect(x: 35, y: 628, width: 320, height: 216))
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 160, height: 32))
        picker.selectRow(9, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 2 && picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    @Test func aDatePickerMeasuresByItsResolvedStyle() {
        let picker = UIDatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 06:26 UTC
        picker.datePickerMode = .date
        // Automatic resolves to compact: the medium date in a capsule 11 points each side.
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.formattedParts() == ["Nov 18, 2026"])
        let text = TextMeasurement.width(of: "Nov 18, 2026", font: .systemFont(ofSize: 17))
        #expect(abs(picker.intrinsicContentSize.width - (text + 22)) < 0.001)  // detached: no pixel grid
        #expect(abs(picker.intrinsicContentSize.height - 34.333) < 0.001)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 330))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.minimumDate = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(picker.date == picker.minimumDate)
    }
}

/// Focus, text sizes, safe-area callbacks and alerts, as form screens use them.
@Suite struct FormVocabularyTests {
    @Test func focusBelongsToTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = AutoLayout.UITextField()
        let plain = UIView()
        #expect(!field.becomeFirstResponder())  // not in a window yet
        window.addSubview(field)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(window.endEditing(true) && !field.isFirstResponder)
    }

    @Test func textSizesWithoutTraitsAreLargeOnes() {
        let font = UIFont.systemFont(ofSize: 28, weight: .bold)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font) == font)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .extraLarge)
    }

    /// The HIG's Dynamic Type sizes (body and subheadline also observed in the iOS 8.4 simulator, see
    /// `UIFont.TextStyle.pointSize(for:)`), and UIFontMetrics' scaling in proportion to its style.
    @Test func dynamicTypeSizesFollowTheCategory() {
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax3).weight == .semibold)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let sizes = [UIFont.TextStyle.largeTitle, .subheadline, .footnote, .caption2].map {
            UIFont.preferredFont(forTextStyle: $0, compatibleWith: xxxl).pointSize
        }
        #expect(sizes == [40, 21, 19, 17])
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax3) == 80)
        let custom = UIFont(name: "Avenir-Book", size: 15)!
        let expected: CGFloat = 15 * 40 / 17
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: ax3).pointSize == expected)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax3).pointSize == 30)
        #expect(ax3.description.hasSuffix("PreferredContentSizeCategory = AccessibilityXL>"))
    }

    /// A label that adjusts its font takes its traits' size, and again when they change; one that does not keeps
    /// the size it was given; a plain system font never changes.
    @Test func labelsThatAdjustTheirFontFollowTheWindowsCategory() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        let adjusting = AutoLayout.UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Hello"
        let fixed = AutoLayout.UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Hello"
        let plain = AutoLayout.UITextField()
        plain.font = .systemFont(ofSize: 15)
        plain.adjustsFontForContentSizeCategory = true
        let scaled = AutoLayout.UITextView()
        scaled.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12))
        scaled.adjustsFontForContentSizeCategory = true
        for v in [adjusting, fixed, plain, scaled] as [UIView] { window.addSubview(v) }
        #expect(adjusting.font.pointSize == 33)
        #expect(adjusting.intrinsicContentSize.height > 38)
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font?.pointSize == 15)
        #expect(scaled.font?.pointSize == 26)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
        #expect(scaled.font?.pointSize == 11)
        window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(adjusting.font.pointSize == 14)  // no category given: the font stays as it was
    }

    @Test func controllersHearOfSafeAreaChangesAndAlertsRunTheirActions() {
        final class Screen: UIViewController {
            var safeAreaChanges = 0
            override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let before = screen.safeAreaChanges
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(screen.safeAreaChanges > before)
        var tapped: [String] = []
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { tapped.append($0.title ?? "") }
        alert.addAction(ok)
        alert.addTextField { $0.placeholder = "Name" }
        screen.present(alert, animated: false)
        window.layoutIfNeeded()
        #expect(screen.presentedViewController === alert && alert.modalPresentationStyle == .overFullScreen)
        #expect(alert.textFields?.first?.placeholder == "Name")
        alert.tap(ok)
        window.layoutIfNeeded()
        #expect(tapped == ["OK"] && screen.presentedViewController == nil)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let refused = LayoutDiagnostics.collectingMessages { sheet.addTextField() }
        #expect(refused.messages == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"])
    }
}
