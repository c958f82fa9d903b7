import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Smaller constructs, each in a document written for the test.
@Suite struct ConstructTests {
    func check(_ xml: String, file: String = "T.xib", configuration: IBConfiguration? = nil, options: IBLayoutOptions = IBLayoutOptions())
        throws -> (IBDocument, [IBCheckReport])
    {
        try checkXML(xml, file: file, configuration: configuration, options: options)
    }

    @Test func tableViewCellWithContentViewAndMargins() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="44" id="cel" customClass="NameCell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel" id="ctv">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" id="nme">
                    <rect key="frame" x="16" y="11.75" width="288" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstItem="nme" firstAttribute="leading" secondItem="ctv" secondAttribute="leadingMargin" id="m1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="nme" secondAttribute="trailing" id="m2"/>
                  <constraint firstItem="nme" firstAttribute="centerY" secondItem="ctv" secondAttribute="centerY" id="m3"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>
              </tableViewCellContentView>
            </tableViewCell>
            </objects></document>
            """
        let (doc, reports) = try check(xml)
        #expect(doc.issues.isEmpty, "\(doc.issues)")
        let r = try #require(reports.first)
        #expect(r.root.name == "NameCell")
        #expect(frameTuple(r.root.view("ctv")?.frame) == [0, 0, 320, 44])
        #expect(frameTuple(r.root.view("nme")?.frame) == [16, 11.75, 288, 20.5])
        #expect(r.root.view("ctv")?.element.displayName == "Content View")
        #expect(r.issues.isEmpty, "\(r.issues)")
    }

    @Test func designablesHiddenStackItemsAndVerifyAmbiguity() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="300" height="100"/>
              <subviews>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" spacing="10" id="stk"><rect key="frame" x="0" y="0" width="300" height="44"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v0" customClass="Chip"><rect key="frame" x="0" y="0" width="250" height="44"/></view>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v1" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="44"><rect key="frame" x="255" y="0" width="0" height="44"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v2" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="44"><rect key="frame" x="260" y="0" width="40" height="44"/></view>
                  </subviews>
                </stackView>
                <view translatesAutoresizingMaskIntoConstraints="NO" verifyAmbiguity="ignoreSizes" id="free"><rect key="frame" x="10" y="60" width="20" height="20"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="stk" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c4"/>
                <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c5"/>
              </constraints>
            </view></objects>
            <designables><designable name="v0"><size key="intrinsicContentSize" width="50" height="44"/></designable></designables>
            </document>
            """
        let (doc, reports) = try check(xml)
        #expect(doc.designableSizes["v0"] == IBSize(width: 50, height: 44))
        let r = try #require(reports.first)
        // fill: the first view (lowest index at equal hugging) takes the slack; the hidden view collapses.
        #expect(frameTuple(r.root.view("stk")?.frame) == [0, 0, 300, 44])
        #expect(frameTuple(r.root.view("v0")?.frame) == [0, 0, 250, 44])
        #expect(r.root.view("v1")?.frame.width == 0)
        #expect(frameTuple(r.root.view("v2")?.frame) == [260, 0, 40, 44])
        // "Verify Position Only": the free view's missing size is not reported.
        #expect(r.issues.isEmpty, "\(r.issues)")
    }

    @Test func placeholderConstraintsAreDroppedAtRuntime() throws {
        let doc = try loadExample("Profile.storyboard")
        let canvas = IBLayoutBuilder.layout(doc, configuration: .design(of: doc))[0]
        let runtime = IBLayoutBuilder.layout(doc, configuration: .design(of: doc), options: IBLayoutOptions(keepPlaceholders: false))[0]
        #expect(canvas.constraints.contains { $0.source.id == "avW-Pf-001" })
        #expect(!runtime.constraints.contains { $0.source.id == "avW-Pf-001" })
        #expect(runtime.constraints.count == canvas.constraints.count - 1)
        // The image's own size (80×80 from the resources) keeps the frame.
        #expect(frameTuple(runtime.view("avt-Pf-001")?.frame) == [147.5, 40, 80, 80])
    }

    @Test func oldFileWithoutDeviceFillsTheScreen() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
              <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="OLDMainViewController" sceneMemberID="viewController">
                  <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bot"/>
                  </layoutGuides>
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                        <constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>
                      </view>
                    </subviews>
                    <constraints>
                      <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                      <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                      <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
                    </constraints>
                  </view>
                </viewController>
              </objects></scene></scenes>
              <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
              </simulatedMetricsContainer>
            </document>
            """
        let (doc, reports) = try check(xml, file: "Old.storyboard")
        #expect(doc.device == IBDeviceInfo(id: "retina4_0", orientation: "portrait"))
        #expect(doc.scenes.first?.viewController?.displayName == "Main View Controller")
        let r = try #require(reports.first)
        #expect(frameTuple(r.root.view.frame) == [0, 0, 320, 568])
        #expect(frameTuple(r.root.view("bar")?.frame) == [0, 20, 320, 44])
        // The 600-point canvas frame differs from the runtime width.
        #expect(
            r.issues.map(\.description) == [
                "Frame for “View” will be different at run time. Expected: width=320 Actual: width=600 Offset: width -280"
            ])
    }
}

@Suite struct MultilineLabelTests {
    @Test func wrapsAtTheSolvedWidth() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="200" height="300"/>
              <subviews>
                <label numberOfLines="0" text="one two three four five six seven" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                  <rect key="frame" x="10" y="10" width="180" height="101"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="below"><rect key="frame" x="10" y="119" width="180" height="10"/>
                  <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints></view>
              </subviews>
              <constraints>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="10" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="8" id="c4"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c5"/>
                <constraint firstItem="below" firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" id="c6"/>
              </constraints>
            </view></objects></document>
            """
        let font = UIFont.systemFont(ofSize: 17)
        // 33 characters ≈ 250 points on one line; greedy wrapping at 180 points gives 2 lines. The saved 5 lines
        // are too far from that to be Xcode's measurement of the text (SavedTextSizeTests), so the label is misplaced.
        #expect(TextMeasurement.lines(of: "one two three four five six seven", font: font, wrapWidth: 180).count == 2)
        #expect(TextMeasurement.lines(of: "one two three four five six seven", font: font, wrapWidth: 80).count == 4)
        #expect(TextMeasurement.lines(of: "a\nb", font: font, wrapWidth: 500).count == 2)
        let doc = try IBLoader.load(string: xml, file: "Wrap.xib")
        let r = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        #expect(frameTuple(r.root.view("lbl")?.frame) == [10, 10, 180, 41])
        #expect(frameTuple(r.root.view("below")?.frame) == [10, 59, 180, 10])
        #expect(
            r.issues.map(\.description) == [
                "Frame for “one two three four five six seven” will be different at run time. Expected: height=41 Actual: height=101 Offset: height -60",
                "Frame for “View” will be different at run time. Expected: y=59 Actual: y=119 Offset: y -60",
            ])
    }
}

@Suite struct OldScrollViewTests {
    func xml(contentHeight: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" useAutolayout="YES"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
          <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr"><rect key="frame" x="0" y="0" width="320" height="480"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt"><rect key="frame" x="0" y="0" width="320" height="900"/>
                  \(contentHeight)
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="cnt" firstAttribute="top" secondItem="scr" secondAttribute="top" id="e1"/>
                <constraint firstItem="cnt" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="e2"/>
                <constraint firstAttribute="trailing" secondItem="cnt" secondAttribute="trailing" id="e3"/>
                <constraint firstAttribute="bottom" secondItem="cnt" secondAttribute="bottom" id="e4"/>
                <constraint firstItem="cnt" firstAttribute="width" secondItem="scr" secondAttribute="width" id="e5"/>
              </constraints>
            </scrollView>
          </subviews>
          <constraints>
            <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="r3"/>
            <constraint firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="r4"/>
          </constraints>
        </view></objects></document>
        """
    }

    @Test func edgesToTheScrollViewDefineTheContent() throws {
        let doc = try IBLoader.load(
            string: xml(contentHeight: "<constraints><constraint firstAttribute=\"height\" constant=\"900\" id=\"ch\"/></constraints>"),
            file: "Old.xib")
        let r = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        #expect(frameTuple(r.root.view("scr")?.frame) == [0, 0, 320, 480])
        // The content keeps its 900 points: the scroll view's bottom edge is the content's, not the frame's.
        #expect(frameTuple(r.root.view("cnt")?.frame) == [0, 0, 320, 900])
        #expect(r.issues.isEmpty, "\(r.issues)")
    }

    @Test func missingContentHeightIsScrollableContentAmbiguity() throws {
        let doc = try IBLoader.load(string: xml(contentHeight: ""), file: "Old.xib")
        let r = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        #expect(r.issues.map(\.group) == [.missingConstraints, .scrollableContentSizeAmbiguity])
        #expect(
            r.issues.map(\.description) == [
                "“View”: Need constraints for: height",
                "Scrollable content size is ambiguous for “Scroll View”. The content height is not determined by the constraints.",
            ])
    }
}

@Suite struct SimulatedBarTests {
    func storyboard(rootY: Int, rootHeight: Int, translucent: Bool) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root"><rect key="frame" x="0.0" y="\(rootY)" width="375" height="\(rootHeight)"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="375" height="10"/></view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="saf"/>
              <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="saf" secondAttribute="top" id="t"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="saf" secondAttribute="bottom" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="saf" secondAttribute="leading" id="l"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="saf" secondAttribute="trailing" id="r"/>
              </constraints>
            </view>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics"\(translucent ? "" : " translucent=\"NO\"") prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
          </viewController>
        </objects></scene></scenes></document>
        """
    }

    @Test func translucentBarsInsetTheSafeArea() throws {
        let doc = try IBLoader.load(string: storyboard(rootY: 0, rootHeight: 667, translucent: true), file: "Bars.storyboard")
        let vc = try #require(doc.viewControllers.first)
        #expect(vc.simulatedNavigationBar && vc.simulatedBottomBarHeight == 49)
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)
        // 20 status bar + 44 navigation bar; 49 tab bar.
        #expect(frameTuple(root.view("box")?.frame) == [0, 64, 375, 554])
    }

    @Test func rootBelowOpaqueBarsKeepsItsHeightOnOtherDevices() throws {
        let doc = try IBLoader.load(string: storyboard(rootY: 64, rootHeight: 554, translucent: false), file: "Bars.storyboard")
        let design = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)
        #expect(frameTuple(design.view.frame) == [0, 0, 375, 554])
        #expect(frameTuple(design.view("box")?.frame) == [0, 0, 375, 554])
        let device = try #require(IBDevice.named("iphone-se-1"))
        let se1 = try #require(IBLayoutBuilder.layout(doc, configuration: IBConfiguration(device: device)).first)
        // The screen is 99 points shorter: so is the root (bars keep their height).
        #expect(frameTuple(se1.view.frame) == [0, 0, 320, 455])
    }
}

@Suite struct SystemConstraintConflictTests {
    @Test func autoresizingConstraintsJoinTheConflictingSet() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root" userLabel="Root"><rect key="frame" x="0" y="0" width="300" height="100"/>
              <subviews>
                <view id="fix" userLabel="Fixed"><rect key="frame" x="10" y="10" width="50" height="50"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <constraints><constraint firstAttribute="width" constant="80" id="w80"/></constraints>
                </view>
              </subviews>
            </view></objects></document>
            """
        let doc = try IBLoader.load(string: xml, file: "Tamic.xib")
        let r = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        #expect(
            r.issues.map(\.description) == ["Conflicting constraints for “Fixed”: Fixed.width = 80, Fixed.width = 50 (autoresizing mask)"])
        #expect(r.issues.first?.line == 6)
        #expect(r.conflictingViews == ["fix"])
    }
}
