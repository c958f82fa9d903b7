import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// A xib with a label, a wrapping label, a button, a button with insets, a text field and a switch stacked
/// vertically 8 points apart, 20 from the sides.
private let formXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
              <rect key="frame" x="20" y="20" width="42" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="one two three four five six seven eight nine ten" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrp">
              <rect key="frame" x="20" y="48.5" width="280" height="41"/>
              <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
              <rect key="frame" x="20" y="97.5" width="46" height="30"/>
              <state key="normal" title="Button"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ins">
              <rect key="frame" x="20" y="135.5" width="86" height="38"/>
              <inset key="contentEdgeInsets" minX="20" minY="10" maxX="20" maxY="10"/>
              <state key="normal">
                <string key="title">Insets</string>
              </state>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="fld">
              <rect key="frame" x="20" y="181.5" width="97" height="34"/>
              <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt">
              <rect key="frame" x="20" y="223.5" width="51" height="31"/>
            </switch>
          </subviews>
          <constraints>
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="wrp" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="wrp" secondAttribute="trailing" constant="20" id="c4"/>
            <constraint firstItem="wrp" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="8" id="c5"/>
            <constraint firstItem="btn" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c6"/>
            <constraint firstItem="btn" firstAttribute="top" secondItem="wrp" secondAttribute="bottom" constant="8" id="c7"/>
            <constraint firstItem="ins" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c8"/>
            <constraint firstItem="ins" firstAttribute="top" secondItem="btn" secondAttribute="bottom" constant="8" id="c9"/>
            <constraint firstItem="fld" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c10"/>
            <constraint firstItem="fld" firstAttribute="top" secondItem="ins" secondAttribute="bottom" constant="8" id="c11"/>
            <constraint firstItem="swt" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c12"/>
            <constraint firstItem="swt" firstAttribute="top" secondItem="fld" secondAttribute="bottom" constant="8" id="c13"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

@Suite @MainActor struct IBControlsTests {
    /// The loader builds UIKit's controls, configured from the file.
    @Test func elementsBecomeControls() throws {
        let doc = try IBLoader.load(string: formXib, file: "Form.xib")
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)
        let label = try #require(root.view("lbl") as? UILabel)
        #expect(label.text == "Label" && label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
        let wrapping = try #require(root.view("wrp") as? UILabel)
        #expect(wrapping.numberOfLines == 0 && wrapping.font.weight == .bold)
        let button = try #require(root.view("btn") as? UIButton)
        #expect(button.currentTitle == "Button")
        let insets = try #require(root.view("ins") as? UIButton)
        #expect(insets.currentTitle == "Insets" && insets.contentEdgeInsets == UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let field = try #require(root.view("fld") as? UITextField)
        #expect(field.placeholder == "Name" && field.borderStyle == .roundedRect)
        let toggle = try #require(root.view("swt") as? UISwitch)
        #expect(toggle.metricsEra == .iOS14)  // toolsVersion 21701: Xcode 14
    }

    /// One source of truth: the same views made in code get the same frames as the file's. (The views are marked
    /// misplaced, so that the canvas does not take their text sizes from the saved frames, SavedTextSizeTests.)
    @Test func fileAndCodeGiveTheSameSizes() throws {
        let misplaced = formXib.replacingOccurrences(
            of: "translatesAutoresizingMaskIntoConstraints=\"NO\"",
            with: "misplaced=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\"")
        let doc = try IBLoader.load(string: misplaced, file: "Form.xib")
        let laidOut = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.layoutRoundingScale = 2
        let label = UILabel()
        label.text = "Label"
        let wrapping = UILabel()
        wrapping.text = "one two three four five six seven eight nine ten"
        wrapping.numberOfLines = 0
        wrapping.font = .boldSystemFont(ofSize: 17)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let insets = UIButton(type: .system)
        insets.setTitle("Insets", for: .normal)
        insets.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let field = UITextField()
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        let toggle = UISwitch()
        toggle.metricsEra = .iOS13
        let views: [UIView] = [label, wrapping, button, insets, field, toggle]
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        var constraints = [
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: wrapping.trailingAnchor, constant: 20),
        ]
        for (above, below) in zip(views, views.dropFirst()) {
            constraints.append(below.leadingAnchor.constraint(equalTo: label.leadingAnchor))
            constraints.append(below.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8))
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()

        for (key, view) in zip(["lbl", "wrp", "btn", "ins", "fld", "swt"], views) {
            let fromFile = try #require(laidOut.view(key))
            #expect(fromFile.frame == view.frame, "\(key)")
            #expect(fromFile.intrinsicContentSize == view.intrinsicContentSize, "\(key)")
        }
        // The numbers themselves (2×): "Label" 42.5 × 20.5; the bold text wraps at 280 onto 2 lines; "Button" 44.5 × 30;
        // "Insets" 41.4 → 41.5, plus 20 + 20, by 10 + 18 + 10; rounded field 34 high; switch 51 × 31.
        #expect(label.frame == CGRect(x: 20, y: 20, width: 42.5, height: 20.5))
        #expect(wrapping.frame == CGRect(x: 20, y: 48.5, width: 280, height: 41))
        #expect(button.frame == CGRect(x: 20, y: 97.5, width: 44.5, height: 30))
        #expect(insets.frame.size == CGSize(width: 81.5, height: 38))
        #expect(field.frame.height == 34 && toggle.frame.size == CGSize(width: 51, height: 31))
    }

    /// Xcode 26 files (toolsVersion ≥ 24000) get iOS 26's switch; Xcode 10 files iOS 7's text field.
    @Test func metricsEraFollowsToolsVersion() throws {
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 24127) == .iOS26)
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 21701) == .iOS14)
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 16097) == .iOS13)
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 14868) == .iOS13)  // an Xcode 11 beta
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 14490) == .iOS7)
        #expect(IBIntrinsicSize.metricsEra(toolsVersion: 0) == .iOS13)
        let newer = try IBLoader.load(
            string: formXib.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"24127\""), file: "New.xib")
        let root = try #require(IBLayoutBuilder.layout(newer, configuration: .design(of: newer)).first)
        #expect(root.view("swt")?.frame.size == CGSize(width: 63, height: 28))
        let older = try IBLoader.load(
            string: formXib.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"14490\""), file: "Old.xib")
        let oldRoot = try #require(IBLayoutBuilder.layout(older, configuration: .design(of: older)).first)
        #expect(oldRoot.view("fld")?.frame.height == 30)
    }

    /// Pickers are sized by their wheels: 320 × 216, compressed between the margins; no style in the file means
    /// wheels, a compact date picker is a capsule 34⅓ high.
    @Test func pickersAreTheirWheels() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
              <device id="retina4_0" orientation="portrait" appearance="light"/>
              <objects>
                <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <subviews>
                    <datePicker contentMode="scaleToFill" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="wheels">
                      <rect key="frame" x="16" y="0.0" width="288" height="216"/>
                    </datePicker>
                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                      <rect key="frame" x="0.0" y="224" width="320" height="216"/>
                    </pickerView>
                    <datePicker contentMode="scaleToFill" datePickerMode="time" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="compact">
                      <rect key="frame" x="0.0" y="448" width="100" height="34.5"/>
                    </datePicker>
                  </subviews>
                  <constraints>
                    <constraint firstItem="wheels" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="wheels" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                    <constraint firstItem="wheels" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                    <constraint firstItem="picker" firstAttribute="top" secondItem="wheels" secondAttribute="bottom" constant="8" id="c4"/>
                    <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                    <constraint firstItem="compact" firstAttribute="top" secondItem="picker" secondAttribute="bottom" constant="8" id="c6"/>
                    <constraint firstItem="compact" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        let doc = try IBLoader.load(string: xib, file: "Pickers.xib")
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)
        let wheels = try #require(root.view("wheels") as? UIDatePicker)
        #expect(wheels.datePickerMode == .date && wheels.datePickerStyle == .wheels)
        #expect(wheels.frame == CGRect(x: 16, y: 0, width: 288, height: 216))
        #expect(root.view("picker") is UIPickerView)
        #expect(root.view("picker")?.frame == CGRect(x: 0, y: 224, width: 320, height: 216))
        let compact = try #require(root.view("compact") as? UIDatePicker)
        #expect(compact.datePickerMode == .time && compact.datePickerStyle == .compact)
        #expect(abs(compact.frame.height - 34.333) < 0.001)
        let report = IBChecker.check(doc, configuration: .design(of: doc))
        #expect(report.flatMap(\.issues).allSatisfy { $0.group != .missingConstraints })
    }

    /// A symbol image view's first baseline is its symbol's: half the image less half the cap height of the
    /// configuration's text above the bottom, the text's size read from the configuration's `pointSize` or its
    /// `fontDescription`.
    @Test func symbolImageViewsAlignByTheSymbolsBaseline() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                <subviews>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" id="big">
                    <rect key="frame" x="10" y="77.84" width="26" height="26"/>
                    <imageReference key="image" image="globe" catalog="system"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="26"/>
                  </imageView>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" id="body">
                    <rect key="frame" x="60" y="34" width="20" height="20"/>
                    <imageReference key="image" image="globe" catalog="system"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </preferredSymbolConfiguration>
                  </imageView>
                </subviews>
                <constraints>
                  <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                  <constraint firstItem="big" firstAttribute="firstBaseline" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                  <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="c3"/>
                  <constraint firstItem="body" firstAttribute="lastBaseline" secondItem="root" secondAttribute="top" constant="50" id="c4"/>
                </constraints>
              </view>
            </objects>
            <resources>
              <image name="globe" catalog="system" width="128" height="128"/>
            </resources>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "SymbolBaselines.xib")
        let f = frames(reports[0].root)
        let big = try #require(f["big"])
        // 26 high for 26-pt text: the baseline (26 − 18.32) / 2 = 3.84 above the bottom.
        #expect(abs(big[1] - (100 - (26 + UIFont.systemFont(ofSize: 26).capHeight) / 2)) < 0.01, "\(big)")
        #expect(abs(big[1] - 77.84) < 0.01, "\(big)")
        let body = try #require(f["body"])
        // Body text is 17 pt here (Xcode 16): the baseline 4.01 above the bottom of a 20-pt image.
        #expect(abs(body[1] - (50 - (20 + UIFont.systemFont(ofSize: 17).capHeight) / 2)) < 0.01, "\(body)")
    }

    /// An SF Symbol image view whose constraints fix its size takes the symbol's alignment insets from the frame
    /// Xcode saved (same width and left edge, taller or shorter on both sides): its frame is the saved one and
    /// `check` lists the insets as an assumption. A saved frame merely moved (up here, down there) is not
    /// padding: that view stays misplaced.
    @Test func symbolImageViewsTakeTheirAlignmentInsetsFromTheSavedFrame() throws {
        func imageView(_ id: String, y: Double, height: Double) -> String {
            """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="10" y="\(y)" width="25" height="\(height)"/>
              <imageReference key="image" image="exclamationmark.triangle" catalog="system" symbolScale="large"/>
              <constraints>
                <constraint firstAttribute="width" constant="25" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="25" id="\(id)-h"/>
              </constraints>
            </imageView>
            """
        }
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                <subviews>
                  \(imageView("padded", y: 17.5, height: 29.5))
                  \(imageView("moved", y: 80, height: 25))
                </subviews>
                <constraints>
                  <constraint firstItem="padded" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                  <constraint firstItem="padded" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                  <constraint firstItem="moved" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
                  <constraint firstItem="moved" firstAttribute="top" secondItem="root" secondAttribute="top" constant="83" id="c4"/>
                </constraints>
              </view>
            </objects>
            <resources>
              <image name="exclamationmark.triangle" catalog="system" width="128" height="109"/>
            </resources>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "SymbolInsets.xib")
        let f = frames(reports[0].root)
        #expect(f["padded"] == [10, 17.5, 25, 29.5])
        #expect(f["moved"] == [10, 83, 25, 25])
        #expect(reports[0].misplacedViews.keys.sorted() == ["moved"])
        #expect(reports[0].assumedSizes.contains { $0.contains("(padded): symbol image's alignment insets 2.5 above and 2 below") })
    }

    /// SF Symbols: the file gives their proportions only. A view sized by its symbol keeps Xcode's saved size when
    /// its proportions are the symbol's (listed as an assumption), a button taller than its symbol its saved width;
    /// otherwise the estimate. A configuration button
    /// shows its configuration's title only, not the classic state's "Button".
    @Test func symbolImagesTakeTheirSizeFromTheSavedFrameOrTheEstimate() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                <subviews>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" image="calendar" catalog="system" id="cal">
                    <rect key="frame" x="10" y="10" width="21" height="17.5"/>
                  </imageView>
                  <button translatesAutoresizingMaskIntoConstraints="NO" id="trash">
                    <rect key="frame" x="10" y="50" width="35" height="38"/>
                    <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                    <state key="normal"><imageReference key="image" image="trash" catalog="system"/></state>
                  </button>
                  <button translatesAutoresizingMaskIntoConstraints="NO" id="squeezed">
                    <rect key="frame" x="100" y="50" width="60" height="20"/>
                    <state key="normal" image="trash" catalog="system"/>
                  </button>
                  <button translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                    <rect key="frame" x="200" y="50" width="17" height="22"/>
                    <state key="normal" image="trash" catalog="system"/>
                  </button>
                  <button translatesAutoresizingMaskIntoConstraints="NO" id="copy">
                    <rect key="frame" x="10" y="100" width="51" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain">
                      <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
                    </buttonConfiguration>
                  </button>
                </subviews>
                <constraints>
                  <constraint firstItem="cal" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                  <constraint firstItem="cal" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                  <constraint firstItem="trash" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c3"/>
                  <constraint firstItem="trash" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c4"/>
                  <constraint firstItem="squeezed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c5"/>
                  <constraint firstItem="squeezed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c6"/>
                  <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="c9"/>
                  <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c10"/>
                  <constraint firstItem="copy" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c7"/>
                  <constraint firstItem="copy" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c8"/>
                </constraints>
              </view>
            </objects>
            <resources>
              <image name="calendar" catalog="system" width="128" height="107"/>
              <image name="trash" catalog="system" width="117" height="128"/>
              <image name="doc.on.doc" catalog="system" width="116" height="128"/>
            </resources>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Symbols.xib")
        let f = frames(reports[0].root)
        #expect(f["cal"] == [10, 10, 21, 17.5])
        #expect(f["trash"] == [10, 50, 35, 38])
        // Its saved 60 × 20 is not the symbol's proportions: the estimate, 22 high, 117/128 × 22 wide.
        let squeezed = try #require(f["squeezed"])
        #expect(abs(squeezed[2] - 22 * 117 / 128) < 0.01 && squeezed[3] == 22, "\(squeezed)")
        // Taller than its symbol (a line of the title font): the saved width is the symbol's, 17 × 128/117 high.
        #expect(f["tall"] == [200, 50, 17, 22])
        // The configuration's title is nil: the image alone, 22.9 × 1.3 × 116/128 wide and 20 high, in 12/7 insets (51 × 34 saved by Xcode).
        let copy = try #require(f["copy"])
        #expect(copy[2] == 51, "\(copy)")
        #expect(copy[3] == 34, "\(copy)")
        let assumed = reports[0].assumedSizes
        #expect(assumed.contains { $0.contains("(cal)") && $0.contains("symbol image 21 × 17.5") }, "\(assumed)")
        #expect(assumed.contains { $0.contains("(trash)") && $0.contains("symbol image 19 × 22") }, "\(assumed)")
        let tall = "symbol image 17 × 18.598 (its width as saved by Xcode"
        #expect(assumed.contains { $0.contains("(tall)") && $0.contains(tall) }, "\(assumed)")
        #expect(!assumed.contains { $0.contains("(squeezed)") || $0.contains("(copy)") }, "\(assumed)")
    }
}

/// The seed's custom view (Examples/InterfaceBuilder/CustomView.xib) as the Auto Layout blog writes it: the view
/// loads its xib with itself as owner, adds the content with `frame = bounds` and a flexible width and height,
/// and takes its outlets. Its height comes from the content's constraints (8 + 32 + 8).
final class CustomView: UIView, UINibOutletReceiver {
    var imageView: UIImageView?
    var titleLabel: UILabel?
    var contentView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let bundle = Bundle(path: URL(fileURLWithPath: examplePath("CustomView.xib")).deletingLastPathComponent().path)
        let nib = UINib(nibName: "CustomView", bundle: bundle)
        guard let content = nib.instantiate(withOwner: self, options: nil).first as? UIView else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        contentView = content
    }

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
        switch name {
        case "imageView": imageView = object as? UIImageView
        case "titleLabel": titleLabel = object as? UILabel
        default: return false
        }
        return true
    }
}

@Suite @MainActor struct UINibTests {
    /// A host laid out in code with the custom view: the runtime frames of spec interface-builder §10.2.
    @Test func customViewTakesItsHeightFromItsXib() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.layoutRoundingScale = 2
        let custom = CustomView(frame: CGRect(x: 20, y: 40, width: 335, height: 10))
        let caption = UILabel()
        caption.text = "Caption"
        for v in [custom, caption] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let low = custom.heightAnchor.constraint(equalToConstant: 10)
        low.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([
            custom.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: custom.trailingAnchor, constant: 20),
            custom.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            custom.heightAnchor.constraint(greaterThanOrEqualToConstant: 10), low,
            caption.topAnchor.constraint(equalTo: custom.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: custom.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: custom.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(custom.frame == CGRect(x: 20, y: 40, width: 335, height: 48))
        #expect(custom.contentView?.frame == CGRect(x: 0, y: 0, width: 335, height: 48))
        #expect(custom.imageView?.frame == CGRect(x: 8, y: 8, width: 32, height: 32))
        // The engine's y is 13.75 (spec §10.2); frames are rounded to the 2× pixel grid, as UIKit shows them: 14.
        #expect(custom.titleLabel?.frame == CGRect(x: 48, y: 14, width: 277, height: 20.5))
        #expect(custom.titleLabel?.text == "Label")
        #expect(caption.frame == CGRect(x: 20, y: 96, width: 335, height: 20.5))
        // Its height for a width, as a self-sizing cell asks.
        let fitting = custom.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 300, height: 48))
    }

    /// A xib naming the custom class: the registered maker builds it (with the designed frame) and its own xib's
    /// content; the host's outlet to it and to a constraint are set on the owner.
    @Test func registeredCustomClassAndOwnerOutlets() throws {
        final class Owner: UINibOutletReceiver {
            var card: CustomView?
            var height: NSLayoutConstraint?
            func setOutlet(_ name: String, to object: AnyObject) -> Bool {
                switch name {
                case "card": card = object as? CustomView
                case "height": height = object as? NSLayoutConstraint
                default: return false
                }
                return true
            }
        }
        UINib.register(className: "CustomView") { coder in
            CustomView(frame: (coder as? UIViewArchive)?.archivedFrame ?? .zero)
        }
        defer { UINib.unregister(className: "CustomView") }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                  <connections>
                    <outlet property="card" destination="crd" id="o1"/>
                    <outlet property="height" destination="hgt" id="o2"/>
                    <outlet property="missing" destination="crd" id="o3"/>
                  </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd" customClass="CustomView">
                      <rect key="frame" x="10" y="10" width="300" height="10"/>
                      <constraints>
                        <constraint firstAttribute="height" priority="1" constant="10" id="hgt"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="crd" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="crd" secondAttribute="trailing" constant="10" id="c2"/>
                    <constraint firstItem="crd" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="c3"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        let owner = Owner()
        let (objects, messages) = LayoutDiagnostics.collectingMessages {
            UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner, options: nil)
        }
        #expect(messages == ["[<Owner> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing."])
        let top = try #require(objects.first as? UIView)
        #expect(objects.count == 1 && top.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        let card = try #require(owner.card)
        #expect(card.superview === top && card.translatesAutoresizingMaskIntoConstraints == false)
        #expect(owner.height?.constant == 10 && owner.height?.priority.rawValue == 1)
        top.layoutRoundingScale = 2
        top.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 300, height: 48))
        #expect(card.titleLabel?.frame == CGRect(x: 48, y: 14, width: 242, height: 20.5))
    }

    /// Bad input: a missing nib or broken XML gives no views and a message, never a crash.
    @Test func missingOrBrokenNib() {
        let missing = UINib(nibName: "NoSuchNib", bundle: Bundle(path: "/tmp"))
        #expect(missing.loadError == .notFound(name: "NoSuchNib", bundlePath: "/tmp"))
        let (objects, messages) = LayoutDiagnostics.collectingMessages { missing.instantiate(withOwner: nil) }
        #expect(objects.isEmpty && messages == ["Could not load NIB in bundle: '/tmp' with name 'NoSuchNib'"])
        let broken = UINib(data: Data("<document><objects>".utf8))
        guard case .unreadable(.malformedXML)? = broken.loadError else {
            Issue.record("expected malformed XML, got \(String(describing: broken.loadError))")
            return
        }
        #expect(Bundle(path: "/tmp")?.loadNibNamed("NoSuchNib", owner: nil) == nil)
    }
}
