import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Ties and bounds on Xcode's canvas: views the constraints leave free keep their saved frames above the stack
/// view's own lowest fits, an arranged view's content priorities sit just below their nominal value, and a view
/// following its superview through a flexible size does not go below zero.
@Suite struct CanvasTieTests {
    /// A 200×130 view holding a vertical stack: a 10-point view, a view held at 80 only at 750 (saved 20), and an
    /// equal-spacing stack of three views held only at 750 (6, 86, 6; saved so). 130 cannot hold them all, so
    /// the views at 750 tie.
    static let tiedStacks = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22138.1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="200" height="130"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="out">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="130"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                      <rect key="frame" x="0.0" y="0.0" width="200" height="10"/>
                      <constraints><constraint firstAttribute="height" constant="10" id="h0"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                      <rect key="frame" x="0.0" y="10" width="200" height="20"/>
                      <constraints><constraint firstAttribute="height" priority="750" constant="80" id="hb"/></constraints>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="inn">
                      <rect key="frame" x="0.0" y="30" width="200" height="100"/>
                      <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                          <rect key="frame" x="0.0" y="0.0" width="200" height="6"/>
                          <constraints><constraint firstAttribute="height" priority="750" constant="6" id="h1"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s2">
                          <rect key="frame" x="0.0" y="7" width="200" height="86"/>
                          <constraints><constraint firstAttribute="height" priority="750" constant="86" id="h2"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s3">
                          <rect key="frame" x="0.0" y="94" width="200" height="6"/>
                          <constraints><constraint firstAttribute="height" priority="750" constant="6" id="h3"/></constraints>
                        </view>
                      </subviews>
                    </stackView>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="out" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="out" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="out" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="out" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    /// The equal-spacing stack's views are free (reported as missing constraints) and keep their saved frames;
    /// the tie goes to the saved frames, so the 80-point view stays at its saved 20 and nothing is misplaced.
    /// `UISV-canvas-fit` (49) alone would have squeezed the inner stack to 40 and given the view its 80.
    @Test func freeViewsKeepTheirSavedFramesAboveTheStackFit() throws {
        let (_, reports) = try checkXML(Self.tiedStacks, file: "Tied.xib")
        let f = frames(reports[0].root)
        #expect(f["big"] == [0, 10, 200, 20])
        #expect(f["inn"] == [0, 30, 200, 100])
        #expect(f["s1"] == [0, 0, 200, 6])
        #expect(f["s2"] == [0, 7, 200, 86])
        #expect(f["s3"] == [0, 94, 200, 6])
        #expect(
            reports[0].issues.map(\.message) == [
                "“View”: Need constraints for: height", "“View”: Need constraints for: Y position, height",
                "“View”: Need constraints for: Y position, height",
            ])
    }

    /// A vertical stack 40 high: a view held at 30 at 750, a one-line label (compression resistance 750, about
    /// 20.5 high), a view 0 high. Saved as if the first view gave way (19.5 and 20.5), the first view marked
    /// misplaced (so the canvas does not hold its saved size); the label gives way: an arranged view's
    /// compression resistance sits just below 750, so the other view's 750 wins.
    static let squeezedLabel = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22138.1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                  <subviews>
                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="spc">
                      <rect key="frame" x="0.0" y="0.0" width="200" height="19.5"/>
                      <constraints><constraint firstAttribute="height" priority="750" constant="30" id="hs"/></constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                      <rect key="frame" x="0.0" y="19.5" width="200" height="20.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="end">
                      <rect key="frame" x="0.0" y="40" width="200" height="0.0"/>
                      <constraints><constraint firstAttribute="height" id="he"/></constraints>
                    </view>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="stk" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="stk" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    @Test func arrangedLabelGivesWayToAnEqualPriorityConstraint() throws {
        let (_, reports) = try checkXML(Self.squeezedLabel, file: "Squeezed.xib")
        let f = frames(reports[0].root)
        #expect(f["spc"] == [0, 0, 200, 30])
        #expect(f["lbl"] == [0, 30, 200, 10])
        #expect(
            reports[0].issues.map(\.message) == [
                "Frame for “View” will be different at run time.", "Frame for “Title” will be different at run time.",
            ])
    }

    /// A box held by `height <= 50` only, holding a fixed-frame view 0 high whose flexible height follows the box
    /// with 50 points of fixed margin.
    static let boundedBox = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="20" y="20" width="100" height="50"/>
                  <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="thin" userLabel="Thin">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="0.0"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstAttribute="height" relation="lessThanOrEqual" constant="50" id="b1"/>
                    <constraint firstAttribute="width" constant="100" id="b2"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    /// The fixed-frame view cannot be less than 0 high, so the box is at least 50 high: determined, not missing
    /// constraints, and laid out at 50.
    @Test func flexibleSizeAtZeroBoundsItsSuperviewFromBelow() throws {
        let (_, reports) = try checkXML(Self.boundedBox, file: "Bounded.xib")
        let f = frames(reports[0].root)
        #expect(f["box"] == [20, 20, 100, 50])
        #expect(f["thin"] == [0, 0, 100, 0])
        #expect(reports[0].issues.isEmpty)
    }

    /// Without it, `height <= 50` alone leaves the box's height free.
    @Test func boundFromAboveAloneLeavesTheHeightFree() throws {
        let start = try #require(Self.boundedBox.range(of: "<subviews>\n            <view contentMode=\"scaleToFill\" fixedFrame"))
        let end = try #require(Self.boundedBox.range(of: "</subviews>", range: start.upperBound..<Self.boundedBox.endIndex))
        var xml = Self.boundedBox
        xml.removeSubrange(start.lowerBound..<end.upperBound)
        let (_, reports) = try checkXML(xml, file: "Bounded.xib")
        #expect(reports[0].issues.map(\.message) == ["“Box”: Need constraints for: height"])
    }

    /// A row stack (spacing 5) of a stopped activity indicator (`hidesWhenStopped`, saved `hidden="YES"` as Xcode
    /// writes it) and a 16-point view.
    static let stoppedIndicator = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="200" height="16"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                  <rect key="frame" x="0.0" y="0.0" width="37" height="16"/>
                  <subviews>
                    <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                      <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="16" id="s1"/>
                        <constraint firstAttribute="height" constant="16" id="s2"/>
                      </constraints>
                    </activityIndicatorView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                      <rect key="frame" x="21" y="0.0" width="16" height="16"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="16" id="m1"/>
                        <constraint firstAttribute="height" constant="16" id="m2"/>
                      </constraints>
                    </view>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    /// The canvas draws the stopped indicator, so the stack makes room for it and the view is at x = 21.
    @Test func stoppedActivityIndicatorKeepsItsPlaceInAStackOnTheCanvas() throws {
        let (_, reports) = try checkXML(Self.stoppedIndicator, file: "Stopped.xib")
        let f = frames(reports[0].root)
        #expect(f["spin"] == [0, 0, 16, 16])
        #expect(f["mark"] == [21, 0, 16, 16])
        #expect(f["row"] == [0, 0, 37, 16])
        #expect(reports[0].issues.isEmpty)
    }

    /// One without `hidesWhenStopped` that the file hides collapses as any hidden view.
    @Test func hiddenIndicatorThatIsNotJustStoppedCollapses() throws {
        let xml = Self.stoppedIndicator.replacingOccurrences(of: "hidesWhenStopped=\"YES\" ", with: "")
        let (_, reports) = try checkXML(xml, file: "Hidden.xib")
        let f = frames(reports[0].root)
        #expect(f["mark"] == [0, 0, 16, 16])
        #expect(f["row"] == [0, 0, 16, 16])
    }

    /// A 220-wide row stack (spacing 16) of two short labels, both hugging at 1000, saved 102 wide each.
    static let requiredHuggingTie = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="220" height="20"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                  <rect key="frame" x="0.0" y="0.0" width="220" height="20.5"/>
                  <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" text="One" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                      <rect key="frame" x="0.0" y="0.0" width="102" height="20.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" text="Two" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                      <rect key="frame" x="118" y="0.0" width="102" height="20.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                    </label>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    /// Both must stretch; their hugging ties at 1000, which no index offset touches, so both keep their saved
    /// frames, and the tie is not reported (no priority above 1000 could settle it).
    @Test func requiredHuggingTieKeepsSavedFramesUnreported() throws {
        let (_, reports) = try checkXML(Self.requiredHuggingTie, file: "Tie.xib")
        let f = frames(reports[0].root)
        #expect(f["one"] == [0, 0, 102, 20.5])
        #expect(f["two"] == [118, 0, 102, 20.5])
        #expect(reports[0].issues.isEmpty)
    }

    /// At 251 the stack's index offsets settle it: the first label takes the slack, and the saved frames are
    /// misplaced.
    @Test func optionalHuggingTieGoesToTheFirstView() throws {
        let xml = Self.requiredHuggingTie.replacingOccurrences(
            of: "horizontalHuggingPriority=\"1000\"", with: "horizontalHuggingPriority=\"251\"")
        let (_, reports) = try checkXML(xml, file: "Tie.xib")
        let f = frames(reports[0].root)
        #expect((f["one"]?[2] ?? 0) > 150)
        #expect(
            reports[0].issues.map(\.message) == [
                "Frame for “One” will be different at run time.", "Frame for “Two” will be different at run time.",
            ])
    }

    /// A vertical stack 113 high whose content is 4 points too tall: a horizontal stack (a 16-point image, a
    /// 15 pt label 18 high) first, a label at 751, a label at 750 and a box at 999. The nested label ranks in its
    /// stack's place, before the later label; the ties at 750 weigh within the priority, so the image's hugging
    /// keeps it at 16: the nested label gives 2, the later label the other 2 (as Xcode saved element-ios'
    /// `KeyVerificationCellInnerContentView.xib`).
    static let nestedTie = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait"/>
        <objects>
        <view contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="313" height="133"/>
        <subviews>
          <stackView opaque="NO" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="10" y="10" width="293" height="113"/>
            <subviews>
              <stackView opaque="NO" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="70" y="0.0" width="153.5" height="16"/>
                <subviews>
                  <imageView contentMode="scaleAspectFit" image="enc" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                  </imageView>
                  <label text="Verification request" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                    <rect key="frame" x="20" y="0.0" width="133.5" height="16"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                  </label>
                </subviews>
              </stackView>
              <label verticalCompressionResistancePriority="751" text="User (@user:matrix.org)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                <rect key="frame" x="83.5" y="26" width="126" height="13.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="11"/>
              </label>
              <label text="Waiting..." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l3">
                <rect key="frame" x="118" y="49.5" width="57" height="13.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
              </label>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="73" width="293" height="40"/>
                <constraints>
                  <constraint firstAttribute="height" priority="999" constant="40" id="h"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="width" secondItem="outer" secondAttribute="width" id="w"/>
            </constraints>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
          <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" constant="10" id="c3"/>
          <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" constant="10" id="c4"/>
        </constraints>
        </view>
        </objects>
        <resources><image name="enc" width="16" height="16"/></resources>
        </document>
        """

    @Test func aNestedStacksViewsRankInItsPlace() throws {
        let (_, reports) = try checkXML(Self.nestedTie, file: "Nested.xib")
        let f = frames(reports[0].root)
        #expect(f["inner"] == [69.75, 0, 153.5, 16])
        #expect(f["img"] == [0, 0, 16, 16])
        #expect(f["l1"] == [20, 0, 133.5, 16])
        #expect(f["l3"] == [118, 49.5, 57, 13.5])
        #expect(reports[0].issues.isEmpty, "\(reports[0].issues.map(\.message))")
    }

    /// An equal-spacing stack centred in its view: an image view with no image (no intrinsic size, saved 140 high)
    /// above a 20-point view. The stack's `UISV-canvas-fit` (49) would shrink the image view below zero; the
    /// engine holds it at zero (`LayoutEngine.holdSizeNonNegative`), but only the constraints decide what Xcode
    /// calls missing, so its height still needs constraints and it keeps its saved frame (woocommerce-ios
    /// `OverlayMessageView.xib`, the same stack).
    static let emptyImageInEqualSpacing = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="25" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                  <rect key="frame" x="0.0" y="241" width="375" height="185"/>
                  <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="140"/>
                    </imageView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                      <rect key="frame" x="177.5" y="165" width="20" height="20"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="20" id="b1"/>
                        <constraint firstAttribute="height" constant="20" id="b2"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="img" firstAttribute="leading" secondItem="col" secondAttribute="leading" id="i1"/>
                    <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="i2"/>
                  </constraints>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="col" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="col" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
              </constraints>
            </view>
          </objects>
        </document>
        """

    @Test func aSizeOnlyZeroBoundsStillNeedsConstraints() throws {
        let (_, reports) = try checkXML(Self.emptyImageInEqualSpacing, file: "Empty.xib")
        #expect(reports[0].issues.map(\.message) == ["“Image View”: Need constraints for: height"])
        #expect(frames(reports[0].root)["img"] == [0, 0, 375, 140])
    }
}
