import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Interface Builder canvas rules seen in public files: fixed-frame views, Xcode 6–7's "Any" canvas.
@Suite struct CanvasRuleTests {
    func check(_ xml: String, file: String, device: String? = nil) throws -> (IBDocument, [IBCheckReport]) {
        try checkXML(xml, file: file, configuration: device.map(portrait))
    }

    static let fixedFrames = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc" title="Fixed" sceneMemberID="viewController">
          <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pin" userLabel="Pinned">
                <rect key="frame" x="20" y="100" width="120" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
              <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="wide" userLabel="Wide">
                <rect key="frame" x="10" y="200" width="355" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
              </view>
              <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="named" userLabel="Named">
                <rect key="frame" x="0.0" y="300" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="named" firstAttribute="width" constant="50" id="n1"/>
            </constraints>
          </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """

    /// A `fixedFrame` view no constraint names keeps its saved frame through its autoresizing mask and is not
    /// missing constraints; one a constraint names is laid out by constraints only (prototypes are dropped).
    @Test func fixedFrameViewsKeepTheirFrames() throws {
        let (_, reports) = try check(Self.fixedFrames, file: "Fixed.storyboard")
        let f = frames(reports[0].root)
        #expect(f["pin"] == [20, 100, 120, 40])
        #expect(f["wide"] == [10, 200, 355, 40])
        #expect(reports[0].issues.map(\.message) == ["“Named”: Need constraints for: X position, Y position, height"])
    }

    /// At a wider device the autoresizing mask moves and stretches them as UIKit would.
    @Test func fixedFrameViewsFollowTheirMaskAtAnotherDevice() throws {
        let (_, reports) = try check(Self.fixedFrames, file: "Fixed.storyboard", device: "retina6_1")
        let f = frames(reports[0].root)
        #expect(f["pin"] == [20, 100, 120, 40])
        #expect(f["wide"] == [10, 200, 394, 40])
    }

    /// Without `<device>` or simulated screen metrics (Xcode 6–7 size-class files), the file is laid out at the
    /// size its root saved, the 600×600 "Any" canvas, where its saved frames hold; at a device the root fills it.
    @Test func fileWithoutDeviceIsLaidOutOnItsSavedCanvas() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15F34" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
              <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                      <tableView translatesAutoresizingMaskIntoConstraints="NO" rowHeight="44" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <prototypes>
                          <tableViewCell reuseIdentifier="Cell" id="cel">
                            <rect key="frame" x="0.0" y="28" width="600" height="44"/>
                            <tableViewCellContentView key="contentView" tableViewCell="cel" id="cnt">
                              <rect key="frame" x="0.0" y="0.0" width="600" height="43"/>
                              <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                  <rect key="frame" x="128" y="10" width="452" height="20"/>
                                  <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                                </view>
                              </subviews>
                              <constraints>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" constant="128" id="a"/>
                                <constraint firstAttribute="trailing" secondItem="lbl" secondAttribute="trailing" constant="20" id="b"/>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="10" id="c"/>
                              </constraints>
                            </tableViewCellContentView>
                          </tableViewCell>
                        </prototypes>
                      </tableView>
                    </subviews>
                    <constraints>
                      <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                      <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                      <constraint firstAttribute="trailing" secondItem="tbl" secondAttribute="trailing" id="t3"/>
                      <constraint firstAttribute="bottom" secondItem="tbl" secondAttribute="bottom" id="t4"/>
                    </constraints>
                  </view>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        let (doc, reports) = try check(xml, file: "Any.storyboard")
        #expect(IBConfiguration.design(of: doc).size == IBSize(width: 600, height: 600))
        #expect(frames(reports[0].root)["tbl"] == [0, 0, 600, 600])
        #expect(frames(reports[1].root)["lbl"] == [128, 10, 452, 20])
        #expect(reports.allSatisfy { $0.issues.isEmpty })
        let (_, phone) = try check(xml, file: "Any.storyboard", device: "retina4_7")
        #expect(frames(phone[0].root)["tbl"] == [0, 0, 375, 667])
        #expect(frames(phone[1].root)["lbl"] == [128, 10, 227, 20])
    }

    /// A `.xib`'s top-level views with a safe-area guide get the part of the device's insets they overlap at the top
    /// left of its screen: all of them when full screen, only the top when short; retina6_1's top is 44 in files
    /// of Xcode 12 and older.
    @Test func xibTopLevelViewsGetTheDevicesSafeArea() throws {
        func view(_ id: String, height: Int) -> String {
            """
            <view contentMode="scaleToFill" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-in"><rect key="frame" x="0.0" y="44" width="414" height="10"/></view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
              <constraints>
                <constraint firstItem="\(id)-in" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-1"/>
                <constraint firstItem="\(id)-sa" firstAttribute="bottom" secondItem="\(id)-in" secondAttribute="bottom" id="\(id)-2"/>
                <constraint firstItem="\(id)-in" firstAttribute="leading" secondItem="\(id)-sa" secondAttribute="leading" id="\(id)-3"/>
                <constraint firstItem="\(id)-sa" firstAttribute="trailing" secondItem="\(id)-in" secondAttribute="trailing" id="\(id)-4"/>
              </constraints>
            </view>
            """
        }
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>\(view("full", height: 896))\(view("short", height: 100))</objects></document>
            """
        let (_, reports) = try check(xml, file: "Top.xib")
        #expect(frames(reports[0].root)["full-in"] == [0, 44, 414, 818])
        #expect(frames(reports[1].root)["short-in"] == [0, 44, 414, 56])
    }

    /// A scene whose root (`ID-root`, saved `height` high, `misplaced` as given) holds one view `ID-v` pinned to
    /// the safe area's top and bottom and to the root's sides; `attributes` go on the view controller.
    static func scene(
        _ id: String, height: Double, misplaced: Bool = false, attributes: String = "", extra: String = "", segue: String = ""
    ) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
        <viewController id="\(id)" title="\(id)" \(attributes) sceneMemberID="viewController">
          <view key="view" id="\(id)-root" \(misplaced ? "misplaced=\"YES\"" : "")>
            <rect key="frame" x="0.0" y="0.0" width="414" height="\(Int(height))"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-v">
                <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                \(segue)
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
            <constraints>
              <constraint firstItem="\(id)-v" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-1"/>
              <constraint firstItem="\(id)-sa" firstAttribute="bottom" secondItem="\(id)-v" secondAttribute="bottom" id="\(id)-2"/>
              <constraint firstItem="\(id)-v" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-3"/>
              <constraint firstItem="\(id)-v" firstAttribute="trailing" secondItem="\(id)-root" secondAttribute="trailing" id="\(id)-4"/>
            </constraints>
          </view>
          \(extra)
        </viewController>
        </objects></scene>
        """
    }

    /// Scenes shown by a navigation controller (its root, and what is pushed from it) have its navigation bar in their
    /// safe area; a tab bar controller's scenes its tab bar; a scene saying it has no top bar keeps its own.
    @Test func containerBarsAreInTheirScenesSafeArea() throws {
        func scene(_ id: String, extra: String = "", segue: String = "") -> String {
            Self.scene(id, height: 896, extra: extra, segue: segue)
        }
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s-nav"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                  <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="g1"/></connections>
              </navigationController>
            </objects></scene>
            \(scene("first", segue: "<connections><segue destination=\"pushed\" kind=\"show\" id=\"g2\"/></connections>"))
            \(scene("pushed", segue: "<connections><segue destination=\"bare\" kind=\"show\" id=\"g4\"/></connections>"))
            \(scene("bare", extra: "<nil key=\"simulatedTopBarMetrics\"/>"))
            <scene sceneID="s-tabs"><objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                  <rect key="frame" x="0.0" y="813" width="414" height="83"/>
                  <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections><segue destination="tabbed" kind="relationship" relationship="viewControllers" id="g3"/></connections>
              </tabBarController>
            </objects></scene>
            \(scene("tabbed"))
            </scenes></document>
            """
        let (_, reports) = try check(xml, file: "Bars.storyboard")
        #expect(Self.sceneRootFrame("first", in: reports) == [0, 92, 414, 770])
        #expect(Self.sceneRootFrame("pushed", in: reports) == [0, 92, 414, 770])
        #expect(Self.sceneRootFrame("tabbed", in: reports) == [0, 48, 414, 765])
        // Pushed too, but it says it has no top bar: the device's insets (retina6_1: 48 at the top, 34 at the bottom).
        #expect(Self.sceneRootFrame("bare", in: reports) == [0, 48, 414, 814])
    }

    /// A tab bar saved 1000 × 1000 at the origin is Xcode's placeholder, not the bar: its scenes get the standard
    /// tab bar, 49 high above the home indicator's 34 on `retina6_1` (SkeletonView, XLPagerTabStrip). Taken as the
    /// bar, it put the safe area's bottom 1000 points up.
    @Test func aPlaceholderTabBarIsTheStandardOne() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s-tabs"><objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                  <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                  <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections><segue destination="tabbed" kind="relationship" relationship="viewControllers" id="g3"/></connections>
              </tabBarController>
            </objects></scene>
            \(Self.scene("tabbed", height: 896))
            </scenes></document>
            """
        let (_, reports) = try check(xml, file: "Placeholder.storyboard")
        #expect(Self.sceneRootFrame("tabbed", in: reports) == [0, 48, 414, 765])
    }

    /// A navigation controller's opaque bar (`translucent="NO"`): its scenes' roots lie below it, with no top inset;
    /// a root Xcode marked misplaced is laid out at the canvas's size (the screen less the status bar and the bar),
    /// not its stale saved one; a scene extending under opaque bars keeps the bar in its safe area.
    @Test func opaqueNavigationBarPushesTheRootBelowIt() throws {
        let xml = Self.navigationStoryboard(
            bar: #"translucent="NO""#, root: "stale",
            scenes: [
                Self.scene(
                    "stale", height: 666, misplaced: true,
                    segue: #"<connections><segue destination="below" kind="show" id="g2"/></connections>"#),
                Self.scene("below", height: 672, segue: #"<connections><segue destination="under" kind="show" id="g3"/></connections>"#),
                Self.scene("under", height: 736, attributes: #"extendedLayoutIncludesOpaqueBars="YES""#),
            ])
        let (_, reports) = try check(xml, file: "Opaque.storyboard")
        #expect(Self.sceneRootFrame("stale", in: reports) == [0, 0, 414, 672])
        #expect(Self.sceneRootFrame("below", in: reports) == [0, 0, 414, 672])
        #expect(Self.sceneRootFrame("under", in: reports) == [0, 64, 414, 672])
    }

    /// A scene whose `edgesForExtendedLayout` leaves out the top lies below its container's navigation bar even
    /// when the bar is translucent: no top inset. With the top among its edges (or by default) the bar is in its
    /// safe area.
    @Test func aSceneNotExtendedUnderTheTopLiesBelowATranslucentBar() throws {
        let xml = Self.navigationStoryboard(
            root: "none",
            scenes: [
                Self.scene(
                    "none", height: 672, extra: #"<extendedEdge key="edgesForExtendedLayout"/>"#,
                    segue: #"<connections><segue destination="top" kind="show" id="g2"/></connections>"#),
                Self.scene(
                    "top", height: 736, extra: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#,
                    segue: #"<connections><segue destination="all" kind="show" id="g3"/></connections>"#),
                Self.scene("all", height: 736),
            ])
        let (_, reports) = try check(xml, file: "Edges.storyboard")
        #expect(Self.sceneRootFrame("none", in: reports) == [0, 0, 414, 672])
        #expect(Self.sceneRootFrame("top", in: reports) == [0, 64, 414, 672])
        #expect(Self.sceneRootFrame("all", in: reports) == [0, 64, 414, 672])
    }

    /// A storyboard (Xcode 15, `retina5_5`) of a navigation controller, its bar with `barAttributes` at y = 20,
    /// whose root is the scene of `rootID`, followed by `scenes`.
    static func navigationStoryboard(bar barAttributes: String = "", root rootID: String, scenes: [String]) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina5_5" orientation="portrait" appearance="light"/>
        <scenes>
        <scene sceneID="s-nav"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="nav-bar">
              <rect key="frame" x="0.0" y="20" width="414" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="\(rootID)" kind="relationship" relationship="rootViewController" id="g1"/></connections>
          </navigationController>
        </objects></scene>
        \(scenes.joined(separator: "\n"))
        </scenes></document>
        """
    }

    /// The frame of the root view of scene `id` (`id-v`), in whichever report laid it out.
    static func sceneRootFrame(_ id: String, in reports: [IBCheckReport]) -> [Double]? {
        reports.lazy.compactMap { frames($0.root)["\(id)-v"] }.first
    }

    /// Navigation bars and toolbars placed by constraints are 44 high, tab bars 49, with no height constraint.
    @Test func barsAmongSubviewsHaveTheirIntrinsicHeight() throws {
        let bars = [("navigationBar", "nb", 0, 44), ("toolbar", "tl", 475, 44), ("tabBar", "tb", 519, 49)]
        let views = bars.map { element, id, y, height in
            """
            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="\(y)" width="320" height="\(height)"/>
            </\(element)>
            """
        }
        let sides = bars.map { _, id, _, _ in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-1"/>
            <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="\(id)-2"/>
            """
        }
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
              <subviews>\(views.joined())</subviews>
              <constraints>\(sides.joined())
                <constraint firstItem="nb" firstAttribute="top" secondItem="root" secondAttribute="top" id="nb-3"/>
                <constraint firstItem="tl" firstAttribute="bottom" secondItem="tb" secondAttribute="top" id="tl-3"/>
                <constraint firstAttribute="bottom" secondItem="tb" secondAttribute="bottom" id="tb-3"/>
              </constraints>
            </view>
            </objects></document>
            """
        let (_, reports) = try check(xml, file: "Bars.xib")
        let f = frames(reports[0].root)
        #expect(f["nb"] == [0, 0, 320, 44])
        #expect(f["tb"] == [0, 519, 320, 49])
        #expect(f["tl"] == [0, 475, 320, 44])
        #expect(reports[0].issues.isEmpty)
    }

    /// An empty stack view (filled at run time) with a placeholder intrinsic size takes that size in the canvas.
    @Test func emptyStackTakesItsPlaceholderSize() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
              <subviews>
                <stackView placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="dots">
                  <rect key="frame" x="20" y="30" width="260" height="50"/>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="dots" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="dots" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="dots" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c3"/>
              </constraints>
            </view>
            </objects></document>
            """
        let (_, reports) = try check(xml, file: "Dots.xib")
        #expect(frames(reports[0].root)["dots"] == [20, 30, 260, 50])
        #expect(reports[0].issues.isEmpty)
    }
}

@Suite struct RequiredContentPriorityTests {
    /// A label resisting compression at 1000 between required edges too close for its text, and a button hugging
    /// at 1000 round a 16-pt image with required width and height 30: the canvas keeps the file's constraints.
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" useAutolayout="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <subviews>
                <label text="A title far too long for the room it gets" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                  <rect key="frame" x="20" y="20" width="120" height="20.5"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <button horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                  <rect key="frame" x="150" y="20" width="30" height="30"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="30" id="bw"/>
                    <constraint firstAttribute="height" constant="30" id="bh"/>
                  </constraints>
                  <state key="normal" image="cross"/>
                </button>
              </subviews>
              <constraints>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="btn" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="10" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="20" id="c4"/>
                <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c5"/>
              </constraints>
            </view>
          </objects>
          <resources><image name="cross" width="16" height="16"/></resources>
        </document>
        """

    @Test func requiredContentPrioritiesGiveWayToTheFilesConstraints() throws {
        let (_, reports) = try checkXML(Self.xml, file: "Required.xib")
        let f = frames(reports[0].root)
        #expect(f["lbl"] == [20, 20, 120, 20.5])
        #expect(f["btn"] == [150, 20, 30, 30])
        #expect(reports[0].issues.isEmpty)
    }
}

@Suite struct SliderEraTests {
    /// A slider pinned 16 pt from both sides: its frame extends 2 pt beyond on each side in files before Xcode 26, not
    /// in Xcode 26's.
    @Test(arguments: [("17506", [14.0, 10, 292, 31]), ("24765", [16.0, 10, 288, 31])])
    func sliderFrameFollowsTheFilesEra(toolsVersion: String, frame: [Double]) throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
              <device id="retina4_7" orientation="portrait" appearance="light"/>
              <objects>
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <subviews>
                    <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                      <rect key="frame" x="\(frame[0])" y="10" width="\(frame[2])" height="31"/>
                    </slider>
                  </subviews>
                  <constraints>
                    <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Slider.xib")
        #expect(frames(reports[0].root)["sld"] == frame)
        #expect(reports[0].issues.isEmpty)
    }
}
