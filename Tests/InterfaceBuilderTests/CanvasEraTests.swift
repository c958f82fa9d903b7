import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// The y of a view pinned to the safe area's top of a scene filling `device`'s screen (a view controller's root in
/// a storyboard, or a `.xib`'s top-level view, `height` high when given) in a file saved by `toolsVersion`: the
/// canvas's top inset.
private func safeAreaTop(toolsVersion: String, device: String, xib: Bool = false, height: Double? = nil) throws -> Double? {
    let screen = try #require(IBDevice.named(device))
    let root = """
        <view key="view" id="root">
          <rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="\(height ?? Double(screen.height))"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="40"/>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
          </constraints>
        </view>
        """
    let body =
        xib
        ? "<objects>\(root.replacingOccurrences(of: "key=\"view\" ", with: ""))</objects>"
        : "<scenes><scene sceneID=\"s1\"><objects><viewController id=\"vc\" sceneMemberID=\"viewController\">\(root)</viewController></objects></scene></scenes>"
    let type = xib ? "XIB" : "Storyboard.XIB"
    let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(type)" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        \(body)
        </document>
        """
    return frames(try checkXML(xml, file: xib ? "Top.xib" : "Top.storyboard").1[0].root)["box"]?[1]
}

/// Canvas rules that depend on the Xcode that saved a file: the old margins of a cell's content view, the top
/// inset of the 375×812 device, and where the root of a scene under an opaque simulated navigation bar lies.
@Suite struct CanvasEraTests {
    /// A free table cell in a `.xib` of Xcode 8 (toolsVersion 11762): its content view's margins are 8 on every
    /// side, so a switch on `leadingMargin` sits at x = 8 and a label on `trailingMargin` ends 8 from the edge.
    @Test func cellsOfXcode8FilesHave8PointMargins() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
              <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="left">
                      <rect key="frame" x="8" y="8" width="40" height="43.5"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="right">
                      <rect key="frame" x="272" y="8" width="40" height="43.5"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="left" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="left" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                    <constraint firstItem="left" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c3"/>
                    <constraint firstItem="left" firstAttribute="width" constant="40" id="c4"/>
                    <constraint firstItem="right" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c5"/>
                    <constraint firstItem="right" firstAttribute="top" secondItem="left" secondAttribute="top" id="c6"/>
                    <constraint firstItem="right" firstAttribute="bottom" secondItem="left" secondAttribute="bottom" id="c7"/>
                    <constraint firstItem="right" firstAttribute="width" constant="40" id="c8"/>
                  </constraints>
                </tableViewCellContentView>
              </tableViewCell>
            </objects>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "OldCell.xib")
        let f = frames(reports[0].root)
        #expect(f["left"] == [8, 8, 40, 43.5])
        #expect(f["right"] == [272, 8, 40, 43.5])
        // The same cell saved by Xcode 12 has iOS 11's margins: 16 at the sides, 11 at the top and bottom.
        let newer = xml.replacingOccurrences(of: "toolsVersion=\"11762\"", with: "toolsVersion=\"17701\"")
        let g = frames(try checkXML(newer, file: "NewCell.xib").1[0].root)
        #expect(g["left"] == [16, 11, 40, 37.5])
    }

    /// The 375×812 device (`retina5_9`) has a 50-point top inset in files of Xcode 14 and later (the iPhone 13 mini),
    /// 44 before (the iPhone X).
    @Test func the375x812DeviceHasA50PointTopFromXcode13() throws {
        func top(toolsVersion: String) throws -> Double? { try safeAreaTop(toolsVersion: toolsVersion, device: "retina5_9") }
        #expect(try top(toolsVersion: "22505") == 50)
        #expect(try top(toolsVersion: "20037") == 44)
        #expect(try top(toolsVersion: "15505") == 44)
    }

    /// The notched phones have a 44-point top before Xcode 14 (toolsVersion 21200), the new status bars after:
    /// 48 on `retina6_1`, 47 on `retina6_0`.
    @Test func notchedPhonesHaveA44PointTopBeforeXcode14() throws {
        func top(toolsVersion: String, device: String) throws -> Double? {
            try safeAreaTop(toolsVersion: toolsVersion, device: device, xib: true)
        }
        #expect(try top(toolsVersion: "20037", device: "retina6_1") == 44)
        #expect(try top(toolsVersion: "21225", device: "retina6_1") == 48)
        #expect(try top(toolsVersion: "21179.7", device: "retina6_0") == 44)  // an Xcode 14 beta
        #expect(try top(toolsVersion: "19529", device: "retina6_0") == 44)
        #expect(try top(toolsVersion: "21507", device: "retina6_0") == 47)
        // Xcode 26 doubles a notched phone's insets.
        #expect(try top(toolsVersion: "24127", device: "retina6_1") == 96)
        // So does the Xcode that writes 23727, and not the one that writes 23504 (`retina6_12`: 59).
        #expect(try top(toolsVersion: "23727", device: "retina6_12") == 118)
        #expect(try top(toolsVersion: "23504", device: "retina6_12") == 59)
    }

    /// Xcode 26 gives a notched phone twice its bottom inset too: a view 32 above the safe area's bottom of a
    /// launch screen on `retina6_1` ends 100 above the screen's.
    @Test func xcode26DoublesANotchedPhonesBottomInset() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="25094" useAutolayout="YES" launchScreen="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                    <rect key="frame" x="97" y="771" width="220" height="25"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="logo" secondAttribute="bottom" constant="32" id="c1"/>
                  <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                  <constraint firstItem="logo" firstAttribute="width" constant="220" id="c3"/>
                  <constraint firstItem="logo" firstAttribute="height" constant="25" id="c4"/>
                </constraints>
              </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Launch.storyboard")
        #expect(frames(reports[0].root)["logo"] == [97, 771, 220, 25])
        #expect(reports[0].issues.isEmpty)
    }

    /// Xcode 26 gives an iPad with a home indicator a 50-point bottom inset (the top stays 24); earlier Xcodes the
    /// home indicator's 20.
    @Test func xcode26GivesRoundedIPadsA50PointBottom() throws {
        func frame(toolsVersion: String) throws -> [Double]? {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES" useSafeAreas="YES">
                <device id="ipad12_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>
                <objects>
                  <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1366" height="1024"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="8" y="24" width="1350" height="950"/>
                      </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                      <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                      <constraint firstItem="content" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
                      <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c3"/>
                      <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" constant="8" id="c4"/>
                    </constraints>
                  </view>
                </objects>
                </document>
                """
            return frames(try checkXML(xml, file: "Call.xib").1[0].root)["content"]
        }
        #expect(try frame(toolsVersion: "24765") == [8, 24, 1350, 950])
        #expect(try frame(toolsVersion: "22155") == [8, 24, 1350, 980])
    }

    /// A scene whose root is saved at (0, `rootY`, `width`, `height`), with a view between the top and bottom layout
    /// guides: under an opaque simulated navigation bar on a phone, or on the Apple TV (`appleTV`, no bar); `device`
    /// and `freeform` (a freeform size) when given.
    private func sceneBetweenGuides(
        toolsVersion: String, device: String?, rootY: Int, width: Int, height: Int, freeform: (Int, Int)? = nil,
        appleTV: Bool = false
    ) -> String {
        let header =
            appleTV
            ? "<document type=\"com.apple.InterfaceBuilder3.AppleTV.Storyboard\" version=\"3.0\" toolsVersion=\"\(toolsVersion)\" targetRuntime=\"AppleTV\" useAutolayout=\"YES\" initialViewController=\"vc\">"
            : "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"\(toolsVersion)\" useAutolayout=\"YES\" initialViewController=\"vc\">"
        let orientation = appleTV ? "landscape" : "portrait"
        return """
            \(header)
            \(device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\" appearance=\"light\"/>" } ?? "")
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <layoutGuides>
                <viewControllerLayoutGuide type="top" id="topG"/>
                <viewControllerLayoutGuide type="bottom" id="botG"/>
              </layoutGuides>
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="\(rootY)" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="list" firstAttribute="top" secondItem="topG" secondAttribute="bottom" id="c1"/>
                  <constraint firstItem="botG" firstAttribute="top" secondItem="list" secondAttribute="bottom" id="c2"/>
                  <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                  <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c4"/>
                </constraints>
              </view>
              \(appleTV ? "" : "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>")
              \(freeform.map { "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"\($0.0)\" height=\"\($0.1)\"/>" } ?? "")
            </viewController>
            </objects></scene></scenes>
            </document>
            """
    }

    /// A file without a simulated device (Xcode 8 and older) whose root is saved at y = 64 under an opaque
    /// navigation bar, still 667 high: its views are laid out in the 603 points left on the screen.
    @Test func aDevicelessRootUnderAnOpaqueBarFillsTheRestOfTheScreen() throws {
        let xml = sceneBetweenGuides(toolsVersion: "11542", device: nil, rootY: 64, width: 375, height: 667)
        let (_, reports) = try checkXML(xml, file: "Old.storyboard")
        #expect(frames(reports[0].root)["list"] == [0, 0, 375, 603])
    }

    /// A freeform scene (500×568) under an opaque simulated navigation bar: the root is saved 524 high at y = 0
    /// and a view on the top layout guide's bottom lies at its top, filling it.
    @Test func aFreeformRootUnderAnOpaqueBarLiesBelowIt() throws {
        let xml = sceneBetweenGuides(
            toolsVersion: "18122", device: "retina4_7", rootY: 0, width: 500, height: 524, freeform: (500, 568))
        let (_, reports) = try checkXML(xml, file: "Freeform.storyboard")
        #expect(frames(reports[0].root)["list"] == [0, 0, 500, 524])
    }

    /// The same on a device's screen: a `retina4_7` scene (Xcode 11) under an opaque bar whose root is saved 623
    /// high at y = 0 lies below the bar, so the view between the layout guides fills it; a root saved as tall as
    /// the screen has the bar above its views (no status bar on this phone in Xcode 11 to 14).
    @Test func aRootShorterThanTheScreenUnderAnOpaqueBarLiesBelowIt() throws {
        let below = sceneBetweenGuides(toolsVersion: "16097", device: "retina4_7", rootY: 0, width: 375, height: 623)
        #expect(frames(try checkXML(below, file: "Below.storyboard").1[0].root)["list"] == [0, 0, 375, 623])
        let under = sceneBetweenGuides(toolsVersion: "16097", device: "retina4_7", rootY: 0, width: 375, height: 667)
        #expect(frames(try checkXML(under, file: "Under.storyboard").1[0].root)["list"] == [0, 44, 375, 623])
    }

    /// Before Xcode 11, a `.xib`'s top-level view shorter than the screen of a phone with a status bar (no notch)
    /// has no top inset; a full-screen one has the status bar's 20, and a short one on a notched phone the notch's.
    @Test func shortViewsHaveNoStatusBarBeforeXcode11() throws {
        #expect(try safeAreaTop(toolsVersion: "14460", device: "retina4_7", xib: true, height: 204) == 0)
        #expect(try safeAreaTop(toolsVersion: "14460", device: "retina4_7", xib: true) == 20)
        #expect(try safeAreaTop(toolsVersion: "14460", device: "retina6_1", xib: true, height: 204) == 44)
    }

    /// A scene shown as a sheet (root saved 414×842 at y = 0 on `retina6_1`, Xcode 13): the card lies at the bottom
    /// of the screen, so its safe area has no top inset and the home indicator's 34 at the bottom.
    @Test func aSheetsRootHasNoTopInset() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="16" y="16" width="382" height="40"/>
                  </view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="72" width="414" height="720"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="c1"/>
                  <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="16" id="c3"/>
                  <constraint firstItem="header" firstAttribute="height" constant="40" id="c4"/>
                  <constraint firstItem="list" firstAttribute="top" secondItem="header" secondAttribute="bottom" constant="16" id="c5"/>
                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" constant="16" id="c6"/>
                  <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c7"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c8"/>
                </constraints>
              </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Sheet.storyboard")
        let f = frames(reports[0].root)
        #expect(f["header"] == [16, 16, 382, 40])
        #expect(f["list"] == [0, 72, 414, 720])
        #expect(reports[0].issues.isEmpty)
        // A full-screen root has the status bar's 44 above the same views.
        let full = xml.replacingOccurrences(of: "height=\"842\"", with: "height=\"896\"")
        #expect(frames(try checkXML(full, file: "Full.storyboard").1[0].root)["header"] == [16, 60, 382, 40])
    }

    /// A `.xib`'s top-level view has no margins at the top and bottom in files of Xcode 13, 8 in files of Xcode 15:
    /// a bar between its top and bottom margins (not taken from the safe area) fills a 67-high view, or lies 8 inside.
    @Test func topLevelViewsHave8PointVerticalMarginsFromXcode15() throws {
        func bar(toolsVersion: String) throws -> [Double]? {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                  <device id="retina6_1" orientation="portrait" appearance="light"/>
                  <objects>
                    <view insetsLayoutMarginsFromSafeArea="NO" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="67"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                          <rect key="frame" x="16" y="8" width="343" height="51"/>
                        </view>
                      </subviews>
                      <viewLayoutGuide key="safeArea" id="safe"/>
                      <constraints>
                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="c1"/>
                        <constraint firstAttribute="topMargin" secondItem="bar" secondAttribute="top" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="c4"/>
                      </constraints>
                      <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                  </objects>
                </document>
                """
            return frames(try checkXML(xml, file: "Header.xib").1[0].root)["bar"]
        }
        #expect(try bar(toolsVersion: "22685") == [16, 8, 343, 51])
        #expect(try bar(toolsVersion: "19162") == [16, 0, 343, 67])
    }

    /// From Xcode 9 the Apple TV's layout guides sit inside tvOS 11's overscan margins (60 at the top and bottom): a
    /// list between them is 960 high at y = 60; in a file of Xcode 8 it fills the 1080-point screen.
    @Test func appleTVGuidesSitInsideTheOverscanFromXcode9() throws {
        func list(toolsVersion: String) throws -> [Double]? {
            let xml = sceneBetweenGuides(
                toolsVersion: toolsVersion, device: "appleTV", rootY: 0, width: 1920, height: 1080, appleTV: true)
            return frames(try checkXML(xml, file: "TV.storyboard").1[0].root)["list"]
        }
        #expect(try list(toolsVersion: "13196") == [0, 60, 1920, 960])
        #expect(try list(toolsVersion: "12121") == [0, 0, 1920, 1080])
    }

    /// A navigation controller shown as a sheet saves its bar at the card's top, 56 high: its root scene is a sheet
    /// too, its safe area below that bar and above the device's bottom inset (`retina5_9`, Xcode 11.3: a root saved
    /// 375×758, a list between the safe area's edges from y = 56 to 34 above the bottom).
    @Test func aNavigationControllersSheetKeepsItsBarInTheCard() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="758"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="56" width="375" height="668"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="c2"/>
                  <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                  <constraint firstItem="safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c4"/>
                </constraints>
              </view>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
              </connections>
            </navigationController>
            </objects></scene>
            </scenes>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "NavigationSheet.storyboard")
        let withList = reports.filter { frames($0.root)["list"] != nil }
        let report = try #require(withList.first)
        #expect(frames(report.root)["list"] == [0, 56, 375, 668])
        #expect(report.misplacedViews.isEmpty)
    }

    /// A free `.xib` cell at least 414 wide has 20-point side margins in files of Xcode 9 to 10.1 at any device;
    /// from Xcode 12 a cell wider than 320 has them on a device 414 wide; other cells have 16. Xcode 11 follows
    /// the device (15 on narrower phones), except that a cell no wider than 320 has 16 there too.
    @Test func wideFreeCellsHave20PointSideMargins() throws {
        func leading(toolsVersion: String, device: String, width: Int) throws -> Double? {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                  <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="16" y="11" width="100" height="22"/>
                        </view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="22" id="c4"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </objects>
                </document>
                """
            return frames(try checkXML(xml, file: "Cell.xib").1[0].root)["box"]?[0]
        }
        #expect(try leading(toolsVersion: "14460", device: "retina4_7", width: 600) == 20)
        // Xcode 11 gives every free cell iOS 13's cell margins: 15 on a 375-wide phone, 20 on a 414-wide one.
        #expect(try leading(toolsVersion: "16097", device: "retina4_7", width: 600) == 15)
        #expect(try leading(toolsVersion: "16097", device: "retina6_1", width: 331) == 20)
        #expect(try leading(toolsVersion: "16097", device: "retina6_1", width: 320) == 16)
        #expect(try leading(toolsVersion: "14460", device: "retina4_7", width: 320) == 16)
        #expect(try leading(toolsVersion: "18122", device: "retina4_7", width: 600) == 16)
        #expect(try leading(toolsVersion: "18122", device: "retina6_1", width: 414) == 20)
        #expect(try leading(toolsVersion: "21701", device: "retina6_1", width: 320) == 16)
        #expect(try leading(toolsVersion: "19455", device: "retina6_1", width: 331) == 20)
        #expect(try leading(toolsVersion: "21507", device: "retina4_7", width: 331) == 16)
    }

    /// Xcode 11 (from its betas) to 14.0 show the phones without a notch with no status bar: a view on the safe
    /// area's top of an iPhone 8 scene lies at y = 0 in files of toolsVersion 14800 to 21699, at 20 before and
    /// after.
    @Test func phonesWithoutANotchHaveNoStatusBarInXcode11To14() throws {
        func top(toolsVersion: String, device: String = "retina4_7") throws -> Double? {
            try safeAreaTop(toolsVersion: toolsVersion, device: device)
        }
        #expect(try top(toolsVersion: "14490") == 20)
        #expect(try top(toolsVersion: "14868") == 0)
        #expect(try top(toolsVersion: "15400") == 0)
        #expect(try top(toolsVersion: "21507") == 0)
        #expect(try top(toolsVersion: "21701") == 20)
        #expect(try top(toolsVersion: "17701", device: "retina4_0") == 0)
        // A phone with a notch keeps its inset.
        #expect(try top(toolsVersion: "17701", device: "retina5_9") == 44)
    }

    /// Xcode 12.5 to 13 show text styles at x Small: a one-line Body label is 17 high (14 pt) in a file of
    /// toolsVersion 20037, 20.5 (17 pt) in one of 21701.
    @Test func xcode13ShowsTextStylesAtExtraSmall() throws {
        func height(toolsVersion: String) throws -> Double? {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                  <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                      <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="10" y="10" width="40" height="40"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                      </label>
                    </subviews>
                    <constraints>
                      <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                      <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                    </constraints>
                  </view>
                </objects>
                </document>
                """
            return frames(try checkXML(xml, file: "Style.xib").1[0].root)["name"]?[3]
        }
        #expect(try height(toolsVersion: "20037") == 17)
        #expect(try height(toolsVersion: "21701") == 20.5)
        #expect(try height(toolsVersion: "17701") == 20.5)
    }
}
