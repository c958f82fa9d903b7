import AutoLayout
import Foundation
import Testing

// DiagnosticsTests.swift declares stand-ins named UILabel and UIButton in this module: the real controls are
// named with their module here.

/// A root at display scale `scale` holding `view`, laid out once.
@MainActor
private func measured<V: UIView>(_ view: V, scale: CGFloat = 2) -> V {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.layoutRoundingScale = scale
    root.addSubview(view)
    root.layoutIfNeeded()
    return view
}

@Suite @MainActor struct UIFontTests {
    /// SF Pro's metrics per 2048 units: ascender 1950, descender −494, cap height 1443 (spec interface-builder §7).
    @Test func systemFontMetrics() {
        let f = UIFont.systemFont(ofSize: 17)
        #expect(f.lineHeight == 20.287109375)  // asserted in public XCTest code
        #expect(f.ascender == 17.0 * 1950 / 2048)
        #expect(f.descender == -17.0 * 494 / 2048)
        #expect(f.capHeight == 17.0 * 1443 / 2048)
        #expect(f.leading == 0)
        #expect(f.pointSize == 17)
        #expect(f.withSize(34).lineHeight == 2 * 20.287109375)
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
    }

    /// UIKit's weight values (doc: `UIFont.Weight`).
    @Test func weights() {
        #expect(
            [UIFont.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map(\.rawValue)
                == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }

    /// Text styles at the default size (doc: HIG type sizes; headline semibold).
    @Test func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)") }
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        // At x Small (HIG).
        let small: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 31), (.title1, 25), (.title2, 19), (.title3, 17), (.headline, 14),
            (.body, 14), (.callout, 13), (.subheadline, 12), (.footnote, 12), (.caption1, 11), (.caption2, 11),
        ]
        for (style, size) in small { #expect(style.pointSize(for: .extraSmall) == size, "\(style.rawValue)") }
    }

    /// Helvetica Neue faces get its metrics (952 / −213 / 28 per 1000) and the weight of their name.
    @Test func helveticaNeue() throws {
        let f = try #require(UIFont(name: "HelveticaNeue-Bold", size: 17))
        #expect(f.familyName == "Helvetica Neue")
        #expect(f.weight == .bold)
        #expect(abs(f.lineHeight - 17 * 1.193) < 1e-9)
        #expect(UIFont(name: "", size: 17) == nil)
    }

    /// Widths from the advance table; wrapping is greedy at spaces, newlines always break.
    @Test func measurement() {
        let f = UIFont.systemFont(ofSize: 17)
        // "This is a test string": 8.63 em by the table (144.093 measured on iOS).
        #expect(abs(TextMeasurement.width(of: "This is a test string", font: f) - 8.63 * 17) < 1e-9)
        #expect(TextMeasurement.lines(of: "one two three four five six seven", font: f, wrapWidth: 180).count == 2)
        #expect(TextMeasurement.lines(of: "one two", font: f, wrapWidth: nil) == [TextMeasurement.width(of: "one two", font: f)])
        #expect(TextMeasurement.lines(of: "a\nb\nc", font: f, wrapWidth: nil, maximumLines: 2).count == 2)
        #expect(TextMeasurement.lines(of: "", font: f, wrapWidth: 100).isEmpty)
        // Asterisks are narrow: "* * * *" at 17 pt is 43 wide (owncloud's passcode label, as Xcode saved it).
        #expect(abs(TextMeasurement.width(of: "* * * *", font: f) - 43) < 0.05)
        // Semibold and heavier are 5% wider.
        #expect(
            TextMeasurement.width(of: "Label", font: UIFont.systemFont(ofSize: 17, weight: .semibold))
                == TextMeasurement.width(of: "Label", font: f) * 1.05)
    }

    /// Helvetica Neue's figures are tabular, 0.556 em in every weight ("1" as wide as "0"); its letters and the
    /// system font's figures keep the table. A borderless field holding "500" in Light 15 pt comes within the half
    /// point of the 30 Xcode saved in Charts' `MultipleBarChartViewController.xib` (Xcode 9): 25.02 of text, rounded
    /// up to the pixel, and 5.
    @Test func helveticaNeueFigures() throws {
        let light = try #require(UIFont(name: "HelveticaNeue-Light", size: 15))
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 15))
        #expect(abs(TextMeasurement.width(of: "500", font: light) - 3 * 0.556 * 15) < 1e-9)
        #expect(TextMeasurement.width(of: "111", font: bold) == TextMeasurement.width(of: "500", font: light))
        #expect(
            abs(TextMeasurement.width(of: "a1", font: light) - (TextMeasurement.advance("a") + 0.556) * 15) < 1e-9)
        #expect(abs(TextMeasurement.width(of: "500", font: .systemFont(ofSize: 15)) - 3 * 0.58 * 15) < 1e-9)
        let field = measured(AutoLayout.UITextField())
        field.font = light
        field.text = "500"
        #expect(field.intrinsicContentSize.width == 30.5)
    }

    /// An emoji is its font's point size plus 5 wide, whatever the weight; a flag or a skin-toned emoji counts once.
    @Test func emojiWidths() {
        #expect(TextMeasurement.width(of: "😬", font: .systemFont(ofSize: 38)) == 43)
        #expect(TextMeasurement.width(of: "👍", font: .systemFont(ofSize: 11, weight: .bold)) == 16)
        #expect(TextMeasurement.width(of: "💁🏻", font: .systemFont(ofSize: 35)) == 40)
        #expect(TextMeasurement.width(of: "⚠️", font: .systemFont(ofSize: 17)) == 22)
        // A text-style symbol without the emoji selector stays in the text font.
        #expect(abs(TextMeasurement.width(of: "#", font: .systemFont(ofSize: 17)) - TextMeasurement.advance("#") * 17) < 1e-9)
        let label = measured(AutoLayout.UILabel())
        label.font = .systemFont(ofSize: 45)
        label.text = "🌮"
        #expect(label.intrinsicContentSize.width == 50)
    }
}

@Suite @MainActor struct UILabelTests {
    /// "Label" at 17 pt: 2.49 em = 42.33 → 42.5 at 2×; height 20.287 → 20.5 (IB's "Label" ≈ 42 × 20.5, spec §7).
    @Test func intrinsicSizeBaselinesAndPriorities() {
        let label = measured(AutoLayout.UILabel())
        label.text = "Label"
        #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 20.5))
        let slack = (20.5 - 20.287109375) / 2
        #expect(abs(label.firstBaselineOffsetFromTop - (slack + 17 * 1950 / 2048)) < 1e-9)
        #expect(abs(label.lastBaselineOffsetFromBottom - (slack + 17 * 494 / 2048)) < 1e-9)
        // Made in code: 250 / 750 (observed in a log, spec engine §9).
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    /// Heights IB wrote for single-line system-font labels at 2× (spec interface-builder §7), and 3×.
    @Test(arguments: [
        (11.0, 13.5), (12, 14.5), (13, 16), (14, 17), (15, 18), (16, 19.5), (17, 20.5), (20, 24), (25, 30), (30, 36), (50, 60), (70, 84),
    ])
    func heightsAt2x(pointSize: Double, height: Double) {
        let label = measured(AutoLayout.UILabel())
        label.text = "Label"
        label.font = .systemFont(ofSize: CGFloat(pointSize))
        #expect(label.intrinsicContentSize.height == CGFloat(height))
    }

    @Test func heightAt3x() {
        let label = measured(AutoLayout.UILabel(), scale: 3)
        label.text = "Label"
        label.font = .systemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
    }

    /// Every mandatory line break starts a line: a line separator, a paragraph separator, CR LF, a line feed.
    @Test(arguments: ["One\u{2028}Two\u{2028}Three", "One\u{2029}Two\nThree", "One\r\nTwo\rThree"])
    func mandatoryBreaksStartLines(_ text: String) {
        let label = measured(AutoLayout.UILabel(), scale: 3)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.text = text
        #expect(label.intrinsicContentSize.height == 3 * 61.0 / 3)
        #expect(
            label.intrinsicContentSize.width == TextMeasurement.ceilToPixels(TextMeasurement.width(of: "Three", font: label.font), scale: 3)
        )
    }

    /// A multi-line label pinned to both sides wraps at the width layout gives it (automatic preferred width).
    @Test func wrapsAtItsSolvedWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.layoutRoundingScale = 2
        let label = AutoLayout.UILabel()
        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 180, height: 41))
        // Narrower: four lines.
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 82))
        // A single-line label keeps one line and does not wrap.
        label.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(label.frame.height == 20.5)
    }

    /// An explicit preferredMaxLayoutWidth wraps there whatever the frame; the width is the widest line.
    @Test func wrapsAtPreferredMaxLayoutWidth() {
        let label = measured(AutoLayout.UILabel())
        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 80
        let lines = TextMeasurement.lines(of: label.text!, font: label.font, wrapWidth: 80)
        #expect(lines.count == 4)
        #expect(label.intrinsicContentSize == CGSize(width: ((lines.max()! * 2).rounded(.up)) / 2, height: 82))
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize.height == 41)
    }

    /// Two labels in different fonts aligned on their first baselines.
    @Test func firstBaselinesAlign() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let big = AutoLayout.UILabel()
        let small = AutoLayout.UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        for l in [big, small] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // No display scale: sizes are the fonts' exact metrics.
        #expect(abs(big.frame.minY + 34 * 1950 / 2048 - (small.frame.minY + 12 * 1950 / 2048)) < 1e-6)
    }
}

@Suite @MainActor struct UIButtonTests {
    /// A button centres its title in its bounds: held by its height to 60 (above its 33-point intrinsic height),
    /// its first baseline is the title's centred there, 30 below its top less half a line plus the ascender;
    /// a label's baseline stays where its text starts.
    @Test func stretchedButtonKeepsItsBaselineCentred() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let button = AutoLayout.UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        let label = AutoLayout.UILabel()
        label.text = "Title"
        label.font = .systemFont(ofSize: 17)
        for v in [button, label] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.heightAnchor.constraint(equalToConstant: 60),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let font = UIFont.systemFont(ofSize: 17)
        let baseline = 10 + 30 - font.lineHeight / 2 + font.ascender
        #expect(abs(label.frame.minY + label.firstBaselineOffsetFromTop - baseline) < 1e-6, "\(label.frame)")
    }

    /// Classic buttons: title width + insets; height = ceil(line height) + 12 (observed: 30 @15, 29 @14, 27 @12,
    /// 26 @11, 32 @16, 33 @17; spec interface-builder §7).
    @Test(arguments: [(15.0, 30.0), (14, 29), (12, 27), (11, 26), (16, 32), (17, 33)])
    func classicHeights(pointSize: Double, height: Double) {
        let b = measured(AutoLayout.UIButton(type: .system))
        b.setTitle("Button", for: .normal)
        b.titleLabel?.font = .systemFont(ofSize: CGFloat(pointSize))
        #expect(b.intrinsicContentSize.height == CGFloat(height))
    }

    /// A custom button's title starts at 18 pt, a system button's at 15: "Reload" 34 and 30 high.
    @Test func customButtonsStartAt18Points() {
        let custom = measured(AutoLayout.UIButton())
        custom.setTitle("Reload", for: .normal)
        #expect(custom.titleLabel?.font.pointSize == 18)
        #expect(custom.intrinsicContentSize.height == 34)
        let system = measured(AutoLayout.UIButton(type: .system))
        system.setTitle("Reload", for: .normal)
        #expect(system.intrinsicContentSize.height == 30)
        #expect(custom.intrinsicContentSize.width > system.intrinsicContentSize.width)
    }

    /// An info or detail disclosure button is its circled "i": 22 square before iOS 13, 25⅔ from it.
    @Test func infoButtonsAreTheirSymbol() {
        let info = measured(AutoLayout.UIButton(type: .infoLight), scale: 3)
        info.metricsEra = .iOS14
        #expect(info.intrinsicContentSize == CGSize(width: 77.0 / 3, height: 77.0 / 3))
        info.metricsEra = .iOS7
        #expect(info.intrinsicContentSize == CGSize(width: 22, height: 22))
    }

    @Test func classicWidthInsetsAndImage() {
        let b = measured(AutoLayout.UIButton(type: .system))
        b.setTitle("Button", for: .normal)
        // "Button" at 15 pt: 2.94 em = 44.1 → 44.5 at 2× (IB shows 46: the table is 4% narrow here).
        #expect(b.intrinsicContentSize == CGSize(width: 44.5, height: 30))
        #expect(b.currentTitle == "Button" && b.title(for: .highlighted) == "Button")
        // Non-zero insets replace the 12 points of padding.
        b.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(b.intrinsicContentSize == CGSize(width: 84.5, height: 38))
        // Title and image insets do not change the size.
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(b.intrinsicContentSize == CGSize(width: 84.5, height: 38))
        b.contentEdgeInsets = .zero
        b.setImage(UIImage(size: CGSize(width: 24, height: 40)), for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 68.5, height: 40))
        b.setTitle(nil, for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 24, height: 40))
        // A small image alone: the empty title still takes a line of the font (15 pt: 18 high).
        b.setImage(UIImage(size: CGSize(width: 12, height: 12)), for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 12, height: 18))
        let custom = measured(AutoLayout.UIButton())
        custom.setImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 20, height: 22))
        // With insets, the image and the insets only.
        custom.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(custom.intrinsicContentSize == CGSize(width: 22, height: 22))
        custom.setImage(UIImage(size: CGSize(width: 10, height: 10)), for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 12, height: 12))
    }

    /// A short title alone is padded to 30 wide (Interface Builder's "OK" buttons are 30 × 30); insets or an image
    /// lift the minimum.
    @Test func classicShortTitleIsAtLeast30Wide() {
        let b = measured(AutoLayout.UIButton(type: .system))
        b.setTitle("OK", for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 30, height: 30))
        b.contentEdgeInsets = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        #expect(b.intrinsicContentSize.width < 30)
    }

    /// A plain configuration: body 17 pt title + 12 leading/trailing and 7 top/bottom ("Button" ≈ 75 × 34.33 at 3×).
    @Test func configuration() {
        var c = AutoLayout.UIButton.Configuration.plain()
        c.title = "Button"
        let b = measured(AutoLayout.UIButton(configuration: c), scale: 3)
        #expect(b.intrinsicContentSize == CGSize(width: 74, height: 20 + 1.0 / 3 + 14))
        var bigger = c
        bigger.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        b.configuration = bigger
        #expect(b.intrinsicContentSize == CGSize(width: 50, height: 20 + 1.0 / 3))
    }

    /// The title's baseline, centred in the button's height.
    @Test func baselines() {
        let b = measured(AutoLayout.UIButton(type: .system))
        b.setTitle("Go", for: .normal)
        let f = UIFont.systemFont(ofSize: 15)
        let extra = (30 - f.lineHeight) / 2
        #expect(abs(b.firstBaselineOffsetFromTop - (extra + f.ascender)) < 1e-9)
        #expect(abs(b.lastBaselineOffsetFromBottom - (extra - f.descender)) < 1e-9)
    }
}

@Suite @MainActor struct OtherControlsTests {
    /// Rounded-rect text fields: 34 from iOS 13, 30 before (observed, spec §7); the width follows the text.
    @Test func textField() {
        let t = measured(UITextField())
        t.borderStyle = .roundedRect
        t.font = .systemFont(ofSize: 14)
        #expect(t.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 34))
        t.metricsEra = .iOS7
        #expect(t.intrinsicContentSize.height == 30)
        t.borderStyle = .line
        #expect(t.intrinsicContentSize.height == 17)  // 16.71 → 17 at 2×
        t.placeholder = "Name"
        let w = (TextMeasurement.width(of: "Name", font: .systemFont(ofSize: 14)) * 2).rounded(.up) / 2 + 14
        #expect(t.intrinsicContentSize.width == w)
        #expect(abs(t.firstBaselineOffsetFromTop - ((17 - t.font!.lineHeight) / 2 + t.font!.ascender)) < 1e-9)
    }

    /// Borderless text fields: the line height rounded up to whole points, plus 1 (observed: 22 at 17 pt, 21 at
    /// 16 pt in Xcode 11–26 files).
    @Test func borderlessTextField() {
        let t = measured(UITextField())
        t.font = .systemFont(ofSize: 17)
        #expect(t.intrinsicContentSize.height == 22)  // 20.29 → 21, + 1
        t.font = .systemFont(ofSize: 16)
        #expect(t.intrinsicContentSize.height == 21)  // 19.09 → 20, + 1
        t.font = .systemFont(ofSize: 14)
        #expect(t.intrinsicContentSize.height == 18)  // 16.71 → 17, + 1
        // A secure field (password) has no extra point: 21 at 17 pt (observed).
        t.font = .systemFont(ofSize: 17)
        t.isSecureTextEntry = true
        #expect(t.intrinsicContentSize.height == 21)
        // Without a border the text has 5 points beside it (14 with one): "Room Name" at 18 pt medium, 101 wide.
        t.font = .systemFont(ofSize: 18, weight: .medium)
        t.text = "Room Name"
        #expect(t.intrinsicContentSize.width == (TextMeasurement.width(of: "Room Name", font: t.font!) * 2).rounded(.up) / 2 + 5)
        t.borderStyle = .roundedRect
        #expect(t.intrinsicContentSize.width == (TextMeasurement.width(of: "Room Name", font: t.font!) * 2).rounded(.up) / 2 + 14)
        t.borderStyle = .none
        t.text = nil
        t.font = .systemFont(ofSize: 17)
        // Before iOS 13 no field has the extra point: 21 at 17 pt, 16 at 13 pt (Xcode 8 files).
        t.isSecureTextEntry = false
        t.metricsEra = .iOS7
        #expect(t.intrinsicContentSize.height == 21)
        t.font = .systemFont(ofSize: 13)
        #expect(t.intrinsicContentSize.height == 16)
    }

    /// An image view is as large as its image, and has no size without one.
    @Test func imageView() {
        let v = UIImageView(image: UIImage(size: CGSize(width: 32, height: 24)))
        #expect(v.intrinsicContentSize == CGSize(width: 32, height: 24))
        #expect(v.frame.size == CGSize(width: 32, height: 24))
        v.image = nil
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// With scrolling off a text view is sized by its text, wrapped at its solved width; with scrolling on it has no size.
    @Test func textView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        root.layoutRoundingScale = 2
        let t = UITextView()
        t.font = .systemFont(ofSize: 17)
        t.text = "one two three four five six seven"
        t.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(t)
        NSLayoutConstraint.activate([
            t.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            t.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            t.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(t.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        t.isScrollEnabled = false
        root.layoutIfNeeded()
        // 200 wide less 10 of padding: the text wraps at 190 into 2 lines of 20.5, plus 8 + 8.
        #expect(TextMeasurement.lines(of: t.text, font: t.font!, wrapWidth: 190).count == 2)
        #expect(t.frame == CGRect(x: 0, y: 0, width: 200, height: 57))
    }

    /// Switches: frames 51 × 31 until iOS 18, 63 × 28 on iOS 26 (spec §7, §12), of which the constrained
    /// (alignment) rectangle is 2 points narrower, the frame extending on the right; hugging 750.
    @Test func switchSizesByEra() {
        let s = UISwitch()
        #expect(s.intrinsicContentSize == CGSize(width: 61, height: 28))
        #expect(s.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 61, height: 28)) == CGRect(x: 0, y: 0, width: 63, height: 28))
        s.metricsEra = .iOS13
        #expect(s.intrinsicContentSize == CGSize(width: 49, height: 31))
        s.metricsEra = .iOS7
        #expect(s.intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(s.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(s.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }

    /// A slider's frame is 2 points wider than its constrained track on each side and 1 point taller than its 30-point
    /// track below it (not in iOS 26's metrics, 31 high); frame height 31.
    @Test func slider() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let s = UISlider()
        #expect(s.alignmentRectInsets == .zero && s.intrinsicContentSize.height == 31)
        s.metricsEra = .iOS13
        #expect(s.intrinsicContentSize.height == 30)
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            s.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            s.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(s.frame == CGRect(x: 18, y: 10, width: 284, height: 31))
    }

    /// Segmented control: width from the segments (22 points beside each title, 16 before iOS 13), height 31
    /// (28 before iOS 13) for its alignment rectangle, the frame one point taller.
    @Test func segmentedControl() {
        let s = measured(UISegmentedControl(items: ["First", "Second"]))
        s.metricsEra = .iOS13
        // Widest title "Second" at 13 pt: 43.42 → 43.5; (43.5 + 22) × 2 + 1.
        #expect(s.intrinsicContentSize == CGSize(width: 132, height: 31))
        // Three segments, widest "Bottom" (42): (42 + 22) × 3 + 2, SwiftMessages' 194.
        let three = measured(UISegmentedControl(items: ["Top", "Bottom", "Center"]))
        three.metricsEra = .iOS13
        #expect(abs(three.intrinsicContentSize.width - 194) < 1e-9, "\(three.intrinsicContentSize.width)")
        s.metricsEra = .iOS7
        #expect(s.intrinsicContentSize == CGSize(width: 120, height: 28))
        s.apportionsSegmentWidthsByContent = true
        #expect(abs(s.intrinsicContentSize.width - (27.5 + 16 + 43.5 + 16 + 1)) < 1e-9, "\(s.intrinsicContentSize.width)")
        s.removeAllSegments()
        #expect(s.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        s.insertSegment(withTitle: "One", at: 0, animated: false)
        #expect(s.numberOfSegments == 1 && s.titleForSegment(at: 0) == "One")
    }

    /// A view 8 points below a segmented control lies 8 below its alignment rectangle: one point inside its frame
    /// (element-ios `SegmentedController.storyboard`: control at y 52, 32 high; the view below at 91).
    @Test func segmentedControlFrameExtendsBelowItsAlignmentRectangle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        let s = UISegmentedControl(items: ["Rooms", "People"])
        let below = UIView()
        for v in [s, below] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            s.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            s.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            s.topAnchor.constraint(equalTo: root.topAnchor, constant: 52),
            below.topAnchor.constraint(equalTo: s.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            below.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(s.frame == CGRect(x: 16, y: 52, width: 382, height: 32))
        #expect(below.frame.minY == 91)
        s.metricsEra = .iOS7
        root.layoutIfNeeded()
        #expect(s.frame.height == 29)
        #expect(below.frame.minY == 88)
    }

    /// Fixed-size controls (spec interface-builder §7).
    @Test func fixedSizes() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.metricsEra = .iOS7
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 29))
        #expect(stepper.contentHuggingPriority(for: .vertical) == .defaultHigh)

        let progress = UIProgressView(progressViewStyle: .bar)
        #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        progress.metricsEra = .iOS7
        #expect(progress.intrinsicContentSize.height == 2)
        progress.metricsEra = .iOS13
        #expect(progress.intrinsicContentSize.height == 2)
        progress.metricsEra = .iOS14
        #expect(progress.intrinsicContentSize.height == 4)
        #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)

        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)

        let search = UISearchBar()
        #expect(search.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        // Minimal: 64 on iOS 26, 50 before.
        search.searchBarStyle = .minimal
        #expect(search.intrinsicContentSize.height == 64)
        search.prompt = "Find"
        #expect(search.intrinsicContentSize.height == 94)
        search.metricsEra = .iOS14
        #expect(search.intrinsicContentSize.height == 80)
        search.metricsEra = .iOS7
        search.prompt = nil
        #expect(search.intrinsicContentSize.height == 50)
        search.searchBarStyle = .default
        #expect(search.intrinsicContentSize.height == 44)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 39, height: 37))
    }

    /// UIControl's state follows its flags.
    @Test func controlState() {
        let b = AutoLayout.UIButton(type: .custom)
        #expect(b.state == .normal)
        b.isEnabled = false
        b.isSelected = true
        #expect(b.state == [.disabled, .selected])
        #expect(b.buttonType == .custom)
    }
}
