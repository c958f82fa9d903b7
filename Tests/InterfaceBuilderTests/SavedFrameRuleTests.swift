import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Canvas rules read from the frames Xcode saved in public files (issue 17), each test named after the rule.
@Suite struct SavedFrameRuleTests {
    /// Xcode 5 saved whole points: a 21-pt label on the bottom layout guide (engine y = 547) saved a point low, at
    /// 548, is within a pixel of that grid and not misplaced.
    @Test func aPointOffAtXcode5sWholePointsIsNotMisplaced() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="4514" systemVersion="12F45" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="tg"/>
                    <viewControllerLayoutGuide type="bottom" id="bg"/>
                  </layoutGuides>
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                      <label text="Label5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="134" y="548" width="52" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                    <constraints>
                      <constraint firstAttribute="centerX" secondItem="lbl" secondAttribute="centerX" id="c1"/>
                      <constraint firstItem="bg" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" id="c2"/>
                    </constraints>
                  </view>
                </viewController>
              </objects></scene></scenes>
              <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedScreenMetrics key="destination" type="retina4"/>
              </simulatedMetricsContainer>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Centering.storyboard")
        let f = try #require(frames(reports[0].root)["lbl"])
        #expect(f[1] == 547 && f[3] == 21)
        #expect(reports[0].misplacedViews.isEmpty, "\(reports[0].issues)")
    }
}
