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
        #expect(IBIntrinsicSize.metricsEra(of: placeholder) == .iOS17)  // the plug-in's 22685: Xcode 15
        #expect(try IBLoader.load(string: xib("22505"), file: "R.xib").toolsVersion == 22505)
    }
}

/// A center-aligned horizontal stack 60 high: a spacer sized only in width and a view whose label is placed by its
/// center only, so nothing but the stack's ambiguity suppression decides their heights; a 20-pt square beside them.
private let stackXib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
          <subviews>
            <stackView alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
              <rect key="frame" x="0.0" y="20" width="320" height="60"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="spc" userLabel="Spacer">
                  <rect key="frame" x="0.0" y="1" width="12" height="58"/>
                  <constraints><constraint firstAttribute="width" constant="12" id="w1"/></constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="12" y="0.0" width="288" height="60"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                      <rect key="frame" x="0.0" y="25" width="10" height="10"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="10" id="w2"/>
                        <constraint firstAttribute="height" constant="10" id="h2"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="dot" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="dot" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" id="c2"/>
                  </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="sqr">
                  <rect key="frame" x="300" y="20" width="20" height="20"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="20" id="w3"/>
                    <constraint firstAttribute="width" secondItem="sqr" secondAttribute="height" id="a3"/>
                  </constraints>
                </view>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s3"/>
            <constraint firstItem="stk" firstAttribute="height" constant="60" id="s4"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

@Suite struct StackSavedSizeTests {
    /// The canvas leaves the heights nothing decides at their saved sizes (UIKit at run time: 0), centered in the
    /// stack; `check` lists them as assumptions and the fidelity report counts them; the square keeps its own size.
    @Test func sizesOnlyTheSuppressionDecidesKeepTheirSavedSize() throws {
        let (_, reports) = try checkXML(stackXib, file: "Stack.xib")
        let f = frames(reports[0].root)
        #expect(f["spc"] == [0, 1, 12, 58])
        #expect(f["box"] == [12, 0, 288, 60])
        #expect(f["dot"] == [0, 25, 10, 10])
        #expect(f["sqr"] == [300, 20, 20, 20])
        #expect(
            reports[0].assumedSizes == [
                "“Spacer” (spc): height 58 in its stack as saved by Xcode",
                "“Box” (box): height 60 in its stack as saved by Xcode",
            ])
        let fidelity = try IBFidelityReport.measure(data: Data(stackXib.utf8), file: "Stack.xib")
        #expect(fidelity.assumingSavedStackSize == 2)
        #expect(fidelity.agreeing == fidelity.measured.count)
    }
}
