import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Canvas rules about the safe area seen in public files: the standard spacing to a safe-area guide, and the
/// safe-area insets of a view that reaches past its superview's edge.
@Suite struct SafeAreaCanvasTests {
    /// A standard-spacing constraint (`symbolic="YES"`) to a safe-area guide spaces by 0, whatever constant the file
    /// stores; one between two views keeps its constant (8).
    @Test func standardSpacingToTheSafeAreaIsZero() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13142" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="100" width="375" height="40"/>
                  </view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="next">
                    <rect key="frame" x="0.0" y="148" width="375" height="40"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
                  <constraint firstItem="safe" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="c2"/>
                  <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                  <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
                  <constraint firstItem="next" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" symbolic="YES" id="c5"/>
                  <constraint firstItem="next" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="c6"/>
                  <constraint firstItem="next" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c7"/>
                  <constraint firstItem="next" firstAttribute="height" constant="40" id="c8"/>
                </constraints>
              </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Standard.storyboard")
        let f = frames(reports[0].root)
        #expect(f["box"] == [0, 100, 375, 40])
        #expect(f["next"] == [0, 148, 375, 40])
        #expect(reports[0].issues.isEmpty)
    }

    /// A container reaching 8 pt past the root's top and bottom, its top and bottom margins pinned to the top and
    /// bottom layout guides under a navigation bar and a toolbar: its safe-area insets are the root's whole insets
    /// (not the overlap plus the overhang), so its margins are 8 plus those and it settles where Xcode saved it.
    @Test func marginsOfAViewPastTheRootsEdgesStopAtTheRootsInsets() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s0"><objects>
              <navigationController extendedLayoutIncludesOpaqueBars="YES" toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                  <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" translucent="NO" id="tb">
                  <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                </toolbar>
                <connections>
                  <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                </connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <viewController extendedLayoutIncludesOpaqueBars="YES" id="vc" sceneMemberID="viewController">
                <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="topG"/>
                  <viewControllerLayoutGuide type="bottom" id="botG"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                      <rect key="frame" x="0.0" y="-8" width="375" height="683"/>
                    </containerView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" id="c1"/>
                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                    <constraint firstItem="box" firstAttribute="topMargin" secondItem="topG" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="botG" firstAttribute="top" secondItem="box" secondAttribute="bottomMargin" id="c4"/>
                  </constraints>
                </view>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
              </viewController>
            </objects></scene>
            </scenes>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Guides.storyboard")
        let report = try #require(reports.first { $0.root.element.id == "root" })
        #expect(frames(report.root)["box"] == [0, -8, 375, 683])
        #expect(report.issues.isEmpty)
    }

    /// A `.xib` of `toolsVersion` at `device` without safe-area guides: a top-level view `width` × `height` with a
    /// view on its four margins, inset by `inset` more.
    private func marginCardXML(toolsVersion: String, device: String, width: Int, height: Int, inset: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES" useTraitCollections="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
          <view contentMode="scaleToFill" id="card">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="body" firstAttribute="top" secondItem="card" secondAttribute="topMargin" constant="\(inset)" id="c1"/>
              <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" constant="\(inset)" id="c2"/>
              <constraint firstItem="body" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" constant="\(inset)" id="c3"/>
              <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" constant="\(inset)" id="c4"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          </view>
        </objects>
        </document>
        """
    }

    /// A `.xib`'s top-level view in a document without safe-area guides still has the device's insets: a view on
    /// its top and bottom margins, in a view wider than the screen, sits 44 below the top and 34 above the bottom.
    @Test func topLevelViewsWithoutTheGuideHaveTheDevicesInsets() throws {
        let xml = marginCardXML(toolsVersion: "17506", device: "retina6_1", width: 510, height: 160, inset: 0)
        let (_, reports) = try checkXML(xml, file: "Card.xib")
        #expect(frames(reports[0].root)["body"] == [20, 44, 470, 82])
    }

    /// Before Xcode 11 such a view has no insets, and its side margins follow its own width (20 for a 600-wide
    /// view on a 375-wide phone), as SwiftMessages' `TacoDialogView.xib` (Xcode 10) saves them.
    @Test func beforeXcode11TopLevelViewsWithoutTheGuideHaveNoInsets() throws {
        let xml = marginCardXML(toolsVersion: "14113", device: "retina4_7", width: 600, height: 309, inset: 10)
        let (_, reports) = try checkXML(xml, file: "Taco.xib")
        #expect(frames(reports[0].root)["body"] == [30, 10, 540, 289])
        let narrow = marginCardXML(toolsVersion: "14113", device: "retina4_7", width: 375, height: 309, inset: 10)
        let (_, narrowReports) = try checkXML(narrow, file: "Narrow.xib")
        #expect(frames(narrowReports[0].root)["body"] == [26, 10, 323, 289])
    }

    /// A `.xib`'s top-level view that simulates a navigation bar has it inside its safe area, under the status bar.
    @Test func aTopLevelViewsSimulatedBarAddsToItsInsets() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="owner">
                    <rect key="frame" x="10" y="102" width="394" height="21"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="owner" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c1"/>
                  <constraint firstItem="owner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="c2"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="owner" secondAttribute="trailing" constant="10" id="c3"/>
                  <constraint firstItem="owner" firstAttribute="height" constant="21" id="c4"/>
                </constraints>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
              </view>
            </objects>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Bar.xib")
        #expect(frames(reports[0].root)["owner"] == [10, 102, 394, 21])
        #expect(reports[0].issues.isEmpty)
    }
}
