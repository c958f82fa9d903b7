import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Labels, a button and a borderless text field, each pinned only at its leading and top edges (so its size is its
/// intrinsic size), with the frames Xcode would save.
private let textXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hel">
              <rect key="frame" x="20" y="20" width="41.5" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="far">
              <rect key="frame" x="20" y="60" width="60" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Moved" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="mis">
              <rect key="frame" x="20" y="100" width="55" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
              <rect key="frame" x="20" y="140" width="50" height="30"/>
              <state key="normal" title="Button"/>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld">
              <rect key="frame" x="20" y="180" width="100" height="22"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pwd">
              <rect key="frame" x="130" y="180" width="100" height="21"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
              <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
            </textField>
            <label text="one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrp">
              <rect key="frame" x="20" y="220" width="280" height="41"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="hel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="hel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="far" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="far" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
            <constraint firstItem="mis" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
            <constraint firstItem="mis" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
            <constraint firstItem="btn" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
            <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="c8"/>
            <constraint firstItem="fld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c9"/>
            <constraint firstItem="fld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="c10"/>
            <constraint firstItem="fld" firstAttribute="width" constant="100" id="c11"/>
            <constraint firstItem="pwd" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="130" id="c15"/>
            <constraint firstItem="pwd" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="c16"/>
            <constraint firstItem="pwd" firstAttribute="width" constant="100" id="c17"/>
            <constraint firstItem="wrp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c12"/>
            <constraint firstAttribute="trailing" secondItem="wrp" secondAttribute="trailing" constant="20" id="c13"/>
            <constraint firstItem="wrp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="220" id="c14"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

@Suite @MainActor struct SavedTextSizeTests {
    func laidOut() throws -> (IBDocument, IBLaidOutRoot) {
        let doc = try IBLoader.load(string: textXib, file: "Text.xib")
        return (doc, try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first))
    }

    /// A saved text size within our estimate's error band is Xcode's measurement and becomes the intrinsic size;
    /// one outside the band (60 for "Hi", estimated 15) or of a view Xcode marked misplaced is not used.
    @Test func savedSizeWithinTheBandIsUsed() throws {
        let (_, root) = try laidOut()
        let system17 = UIFont.systemFont(ofSize: 17)
        // "Hello" is estimated at 37.06 → 37.5; Xcode measured 41.5, within −10 % − 1 … +12 % + 1.
        #expect((TextMeasurement.width(of: "Hello", font: system17) * 2).rounded(.up) / 2 == 37.5)
        #expect(root.view("hel")?.frame == CGRect(x: 20, y: 20, width: 41.5, height: 20.5))
        #expect((TextMeasurement.width(of: "Hi", font: system17) * 2).rounded(.up) / 2 == 15)
        #expect(root.view("far")?.frame == CGRect(x: 20, y: 60, width: 15, height: 20.5))
        let moved = (TextMeasurement.width(of: "Moved", font: system17) * 2).rounded(.up) / 2
        #expect(moved != 55)
        #expect(root.view("mis")?.frame == CGRect(x: 20, y: 100, width: moved, height: 20.5))
        // The button's title is measured on the title's width: 50 saved, 46 estimated.
        #expect(root.view("btn")?.frame == CGRect(x: 20, y: 140, width: 50, height: 30))
    }

    /// At another display scale than the design device's (here 3× for a 2× file) the saved sizes are not used:
    /// they are rounded to the design device's pixels.
    @Test func otherScaleUsesTheEstimate() throws {
        let doc = try IBLoader.load(string: textXib, file: "Text.xib")
        let config = IBConfiguration(device: try #require(IBDevice.named("iphone-15")))
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: config).first)
        let width = (TextMeasurement.width(of: "Hello", font: .systemFont(ofSize: 17)) * 3).rounded(.up) / 3
        #expect(root.view("hel")?.frame.size == CGSize(width: width, height: 61.0 / 3))
    }

    /// A borderless text field is its line height rounded up to whole points, plus 1: 22 at 17 pt; a secure
    /// one (`textInputTraits secureTextEntry`) 21.
    @Test func borderlessTextFieldHeight() throws {
        let (_, root) = try laidOut()
        #expect(root.view("fld")?.frame == CGRect(x: 20, y: 180, width: 100, height: 22))
        #expect((root.view("pwd") as? UITextField)?.isSecureTextEntry == true)
        #expect(root.view("pwd")?.frame == CGRect(x: 130, y: 180, width: 100, height: 21))
    }

    /// A wrapping label takes the saved height while it wraps at its saved width, even where our estimate breaks
    /// the text into one line more (3 lines here, Xcode 2).
    @Test func wrappingLabelAtItsSavedWidth() throws {
        let (_, root) = try laidOut()
        let text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        #expect(TextMeasurement.lines(of: text, font: .systemFont(ofSize: 17), wrapWidth: 280).count == 3)
        #expect(root.view("wrp")?.frame == CGRect(x: 20, y: 220, width: 280, height: 41))
    }

    /// The fidelity report counts the measured views whose agreement rests on a saved text size.
    @Test func fidelityCountsTheAssumption() throws {
        let report = try IBFidelityReport.measure(data: Data(textXib.utf8), file: "Text.xib")
        #expect(report.measured.filter(\.usesSavedTextSize).map(\.id) == ["hel", "btn", "wrp"])
        #expect(report.assumingSavedTextSize == 3)
    }

    /// `check` lists each size it took from the file as an assumption.
    @Test func assumptionsAreReported() throws {
        let (doc, root) = try laidOut()
        let report = IBChecker.check(root, document: doc, configuration: .design(of: doc), checkMisplacement: true)
        #expect(
            report.assumedSizes == [
                "“Hello” (hel): text width 41.5 as saved by Xcode",
                "“Button” (btn): text width 50 as saved by Xcode",
                "“one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen” (wrp): text width 280 and height 41 as saved by Xcode",
            ])
        #expect(report.misplacedViews.keys.sorted() == ["far", "mis"])
    }
}

@Suite struct ToolsVersionPlaceholderTests {
    /// `toolsVersion="32700.99.1234"` names no release: the Cocoa Touch plug-in's version is the tools version.
    @Test func placeholderTakesThePlugInsVersion() throws {
        func xib(_ tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
              </dependencies>
              <objects>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="400"/></view>
              </objects>
            </document>
            """
        }
        let placeholder = try IBLoader.load(string: xib("32700.99.1234"), file: "P.xib")
        #expect(placeholder.toolsVersion == 22685)
        #expect(IBIntrinsicSize.metricsEra(of: placeholder) == .iOS13)
        #expect(try IBLoader.load(string: xib("22505"), file: "R.xib").toolsVersion == 22505)
    }
}
