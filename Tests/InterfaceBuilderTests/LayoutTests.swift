import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

func frameTuple(_ r: CGRect?) -> [Double]? {
    r.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)].map { ($0 * 1000).rounded() / 1000 } }
}

/// Loads `xml` and checks it in `configuration` (by default the one the document was designed in).
func checkXML(
    _ xml: String, file: String = "T.xib", configuration: IBConfiguration? = nil,
    options: IBLayoutOptions = IBLayoutOptions()
) throws -> (IBDocument, [IBCheckReport]) {
    let doc = try IBLoader.load(string: xml, file: file)
    return (doc, IBChecker.check(doc, configuration: configuration ?? .design(of: doc), options: options))
}

/// The portrait configuration of the device named `name` (an IB id such as `retina4_7`).
func portrait(_ name: String) -> IBConfiguration { IBConfiguration(device: IBDevice.named(name)!) }

func frames(_ root: IBLaidOutRoot) -> [String: [Double]] {
    var out: [String: [Double]] = [:]
    for (k, v) in root.views { out[k] = frameTuple(v.frame) }
    return out
}

@Suite struct IBLayoutTests {
    @Test func customViewXibSolvesToItsFrames() throws {
        let doc = try loadExample("CustomView.xib")
        let reports = IBChecker.check(doc, configuration: .design(of: doc))
        #expect(reports.count == 1)
        let f = frames(reports[0].root)
        #expect(f["cnt-Cv-001"] == [0, 0, 320, 48])
        #expect(f["img-Cv-001"] == [8, 8, 32, 32])
        #expect(f["lbl-Cv-001"] == [48, 13.75, 262, 20.5])
        #expect(reports[0].issues.isEmpty)
    }

    @Test func hostStoryboardCanvasMode() throws {
        let doc = try loadExample("Host.storyboard")
        let reports = IBChecker.check(doc, configuration: .design(of: doc))
        let f = frames(reports[0].root)
        #expect(reports[0].root.name == "Host View Controller")
        #expect(f["rot-Hs-001"] == [0, 0, 375, 667])
        #expect(f["cst-Hs-001"] == [20, 40, 335, 10])
        #expect(f["cap-Hs-001"] == [20, 58, 335, 20.5])
        #expect(reports[0].issues.isEmpty)
    }

    /// The seed's custom view: the embedded nib's required 8 + 32 + 8 beats `height = 10 @1`.
    @Test func hostStoryboardRuntimeEmbedsCustomViewAt48Points() throws {
        let doc = try loadExample("Host.storyboard")
        let nib = try loadExample("CustomView.xib")
        let options = IBLayoutOptions(keepPlaceholders: false, embeddedNibs: [nib])
        let reports = IBChecker.check(doc, configuration: .design(of: doc), options: options)
        let f = frames(reports[0].root)
        #expect(f["cst-Hs-001"] == [20, 40, 335, 48])
        #expect(f["cst-Hs-001/cnt-Cv-001"] == [0, 0, 335, 48])
        #expect(f["cst-Hs-001/img-Cv-001"] == [8, 8, 32, 32])
        #expect(f["cst-Hs-001/lbl-Cv-001"] == [48, 13.75, 277, 20.5])
        #expect(f["cap-Hs-001"] == [20, 96, 335, 20.5])
        #expect(reports[0].issues.filter { $0.group != .misplacedViews }.isEmpty)
        // At runtime the custom view and the caption sit lower than the canvas shows.
        #expect(
            reports[0].issues.map(\.description) == [
                "Frame for “CustomView” will be different at run time. Expected: height=48 Actual: height=10 Offset: height +38",
                "Frame for “Caption” will be different at run time. Expected: y=96 Actual: y=58 Offset: y +38",
            ])
    }

    @Test(arguments: [
        ("retina6_12", false, [16.0, 75, 361, 208], [0.0, 0, 361, 100], [0.0, 108, 361, 100], nil as [Double]?),
        ("retina6_12", true, [75, 16, 702, 100], [0, 0, 347, 100], [355, 0, 347, 100], nil),
        ("retina6_72", true, [99, 16, 734, 100], [0, 0, 363, 100], [371, 0, 363, 100], [444, 132, 44, 44]),
        ("ipad11", false, [40, 40, 754, 208], [0, 0, 754, 100], [0, 108, 754, 100], [395, 264, 44, 44]),
    ])
    func adaptiveStoryboard(device: String, landscape: Bool, cards: [Double], a: [Double], b: [Double], badge: [Double]?) throws {
        let doc = try loadExample("Adaptive.storyboard")
        let config = IBConfiguration(device: try #require(IBDevice.named(device)), landscape: landscape)
        let reports = IBChecker.check(doc, configuration: config)
        let f = frames(reports[0].root)
        #expect(f["stk-Ad-001"] == cards)
        #expect(f["crA-Ad-001"] == a)
        #expect(f["crB-Ad-001"] == b)
        #expect(f["bdg-Ad-001"] == badge)
        #expect(reports[0].issues.isEmpty, "\(reports[0].issues)")
    }

    @Test func profileStoryboardAtDesignSize() throws {
        let doc = try loadExample("Profile.storyboard")
        let reports = IBChecker.check(doc, configuration: .design(of: doc))
        #expect(reports.map(\.root.name) == ["Profile View Controller", "Legacy Guides View Controller", "Article"])
        for r in reports { #expect(r.issues.isEmpty, "\(r.root.name): \(r.issues)") }
        let p = frames(reports[0].root)
        #expect(p["avt-Pf-001"] == [147.5, 40, 80, 80])
        #expect(p["nam-Pf-001"] == [20, 132, 335, 20.5])
        #expect(p["cvr-Pf-001"] == [0, 164.5, 375, 210.938])
        #expect(p["stk-Pf-001"] == [20, 395.438, 335, 30])
        #expect(p["flw-Pf-001"] == [0, 0, 162.5, 30])
        #expect(p["msg-Pf-001"] == [172.5, 0, 162.5, 30])
        #expect(p["ntf-Pf-001"] == [20, 450.688, 120, 20.5])
        #expect(p["swt-Pf-001"] == [312, 445.438, 51, 31])
        let legacy = frames(reports[1].root)
        #expect(legacy["box-Pf-002"] == [16, 28, 343, 631])
        #expect(legacy["fix-Pf-002"] == [300, 600, 40, 40])
        let article = frames(reports[2].root)
        #expect(article["rot-Pf-003"] == [0, 0, 375, 400])
        #expect(article["scr-Pf-003"] == [0, 20, 375, 380])
        #expect(article["cnt-Pf-003"] == [0, 0, 375, 600])
    }

    @Test func profileStoryboardOnALargerPhone() throws {
        let doc = try loadExample("Profile.storyboard")
        let config = IBConfiguration(device: try #require(IBDevice.named("iphone-15")))
        let reports = IBChecker.check(doc, configuration: config)
        let p = frames(reports[0].root)
        // Safe area top 59 on a 393-point-wide screen; labels 20.333 high at @3x.
        #expect(p["avt-Pf-001"] == [156.5, 79, 80, 80])
        #expect(p["cvr-Pf-001"] == [0, 203.333, 393, 221.063])
        #expect(p["swt-Pf-001"] == [330, 494.396, 51, 31])
        // The autoresizing badge keeps its distance to the bottom-right corner (flexible left and top margins).
        let legacy = frames(reports[1].root)
        #expect(legacy["fix-Pf-002"] == [318, 785, 40, 40])
        #expect(legacy["box-Pf-002"] == [16, 67, 361, 743])
        // Misplacement is only checked on the canvas device.
        #expect(reports.allSatisfy { $0.issues.isEmpty })
    }

    @Test func problemsXib() throws {
        let doc = try loadExample("Problems.xib")
        let reports = IBChecker.check(doc, configuration: .design(of: doc))
        let r = try #require(reports.first)
        #expect(r.issues.map(\.group) == [.conflictingConstraints, .missingConstraints, .contentPriorityAmbiguity, .misplacedViews])
        #expect(
            r.issues.map(\.description) == [
                "Conflicting constraints for “Box”: Box.width = 100, Box.width = 120",
                "“Loose”: Need constraints for: width",
                "“First” and “Second” have equal horizontal hugging priorities (251). Set horizontal hugging priority of “Second” to 252.",
                "Frame for “Shifted” will be different at run time. Expected: x=200 Actual: x=180 Offset: x +20",
            ])
        #expect(r.issues[0].constraintIDs == ["bW1-Pb-001", "bW2-Pb-001"])
        #expect(r.issues[0].line == 18)
        #expect(r.issues[1].line == 23 && r.issues[1].objectID == "lse-Pb-001")
        #expect(r.conflictingViews == ["box-Pb-001"])
        #expect(r.ambiguousViews == ["lse-Pb-001", "fst-Pb-001", "snd-Pb-001"])
        #expect(r.misplacedViews == ["sft-Pb-001": IBRect(x: 180, y: 8, width: 50, height: 50)])
        #expect(r.updateFrames == ["“Shifted” (sft-Pb-001): (180, 8, 50, 50) → (200, 8, 50, 50)"])
        #expect(r.missingConstraints == ["Loose.width = 50"])
        // The canvas keeps the free parts at the saved frame (`UIView.canvasStayFrame`); probing leaves them there.
        #expect(frameTuple(r.root.view("lse-Pb-001")?.frame) == [8, 56, 50, 20])
    }

    /// A scroll view's margins related to its content are the content area's, as its edges are; its centre is the
    /// frame's (KeePassium's `TipBoxVC.storyboard`: a view on the margins + 8 and on the centre, saved 288 wide).
    @Test func scrollViewMarginsToTheContentMeanTheContentArea() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19150" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_0" orientation="portrait" appearance="light"/>
            <objects>
              <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <subviews>
                  <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="16" y="16" width="288" height="154"/>
                        <constraints>
                          <constraint firstAttribute="height" constant="154" id="h"/>
                        </constraints>
                      </view>
                    </subviews>
                    <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" constant="8" id="l"/>
                      <constraint firstItem="box" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailingMargin" constant="8" id="t"/>
                      <constraint firstItem="box" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="c"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="16" id="top"/>
                      <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="32" id="b"/>
                    </constraints>
                  </scrollView>
                </subviews>
                <constraints>
                  <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                  <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                  <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
                  <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
                </constraints>
              </view>
            </objects>
            </document>
            """
        let (_, reports) = try checkXML(xml, file: "Tips.xib")
        #expect(frames(reports[0].root)["box"] == [16, 16, 288, 154])
        #expect(reports[0].issues.isEmpty, "\(reports[0].issues)")
    }

    @Test func scrollContentAmbiguityAndStackDistributions() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/>
              <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr"><rect key="frame" x="0" y="0" width="300" height="100"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt"><rect key="frame" x="0" y="0" width="300" height="40"/></view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="cnt" firstAttribute="top" secondItem="cg" secondAttribute="top" id="a1"/>
                    <constraint firstItem="cnt" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="a2"/>
                    <constraint firstItem="cnt" firstAttribute="width" secondItem="fg" secondAttribute="width" id="a3"/>
                    <constraint firstItem="cnt" firstAttribute="height" constant="40" id="a4"/>
                  </constraints>
                  <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                  <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                </scrollView>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" distribution="equalSpacing" alignment="center" id="stk">
                  <rect key="frame" x="0" y="200" width="300" height="44"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s1" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="44"><rect key="frame" x="0" y="0" width="50" height="44"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s2" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="20"><rect key="frame" x="115" y="12" width="80" height="20"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s3" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="30"><rect key="frame" x="260" y="7" width="40" height="30"/></view>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                <constraint firstItem="scr" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r3"/>
                <constraint firstItem="scr" firstAttribute="height" constant="100" id="r4"/>
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="r5"/>
                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r6"/>
                <constraint firstItem="stk" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r7"/>
              </constraints>
            </view></objects></document>
            """
        let doc = try IBLoader.load(string: xml, file: "Scroll.xib")
        #expect(doc.issues.isEmpty)
        let r = try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
        let f = frames(r.root)
        #expect(f["scr"] == [0, 0, 300, 100])
        #expect(f["cnt"] == [0, 0, 300, 40])
        #expect(f["stk"] == [0, 200, 300, 44])
        #expect(f["s1"] == [0, 0, 50, 44])
        #expect(f["s2"] == [115, 12, 80, 20])
        #expect(f["s3"] == [260, 7, 40, 30])
        #expect(
            r.issues.map(\.description) == [
                "Scrollable content size is ambiguous for “Scroll View”. The content width and height is not determined by the constraints."
            ])
    }
}

/// `<stackView>` elements load as `UIStackView`s, so IB files get the engine's stack behaviour in full.
@Suite struct IBStackViewTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="200"/>
          <subviews>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" axis="vertical" spacing="10" id="stk">
              <rect key="frame" x="20" y="20" width="100" height="80"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="top" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="30"><rect key="frame" x="0" y="0" width="100" height="30"/></view>
                <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="40"><rect key="frame" x="0" y="40" width="100" height="40"/></label>
              </subviews>
            </stackView>
            <label text="Side" translatesAutoresizingMaskIntoConstraints="NO" id="side" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="40"><rect key="frame" x="150" y="60" width="50" height="40"/></label>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" distribution="fillProportionally" id="row">
              <rect key="frame" x="0" y="150" width="300" height="20"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="plain" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20"><rect key="frame" x="0" y="0" width="100" height="20"/></view>
                <stackView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                  <rect key="frame" x="100" y="0" width="200" height="20"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="i1" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="20"><rect key="frame" x="0" y="0" width="120" height="20"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="i2" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="20"><rect key="frame" x="120" y="0" width="80" height="20"/></view>
                  </subviews>
                </stackView>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="side" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="150" id="c3"/>
            <constraint firstItem="side" firstAttribute="lastBaseline" secondItem="stk" secondAttribute="lastBaseline" id="c4"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="c5"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
            <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c7"/>
          </constraints>
        </view></objects></document>
        """

    /// The document above, checked at its designed size.
    static func report() throws -> IBCheckReport {
        let doc = try IBLoader.load(string: xml, file: "Stacks.xib")
        return try #require(IBChecker.check(doc, configuration: .design(of: doc)).first)
    }

    /// Every view of a laid-out file has the configuration's traits, as on the simulated device.
    @Test func viewsHaveTheConfigurationsTraits() throws {
        let doc = try IBLoader.load(string: Self.xml, file: "Stacks.xib")
        let ipad = IBConfiguration(device: try #require(IBDevice.named("ipad")))
        let phoneLandscape = IBConfiguration(device: try #require(IBDevice.named("iphone-15")), landscape: true)
        let a = try #require(IBLayoutBuilder.layout(doc, configuration: ipad).first?.view("lbl")?.traitCollection)
        let b = try #require(IBLayoutBuilder.layout(doc, configuration: phoneLandscape).first?.view("lbl")?.traitCollection)
        #expect([a.horizontalSizeClass, a.verticalSizeClass] == [.regular, .regular])
        #expect([b.horizontalSizeClass, b.verticalSizeClass] == [.compact, .compact])
        #expect(b.displayScale == 3)
    }

    @Test func stackElementsAreStackViewsWithTheirArrangedSubviews() throws {
        let r = try Self.report()
        let stack = try #require(r.root.view("stk") as? IBStackView)
        #expect(stack.axis == .vertical && stack.spacing == 10 && stack.distribution == .fill)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? any IBElementView)?.ibKey } == ["top", "lbl"])
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
    }

    /// The solved frames, each as the file designs it:
    /// - a vertical stack vends its last arranged view's last baseline: “Side” (the same 40-point label) lines up
    ///   with “Name” at y = 60, where a stack without baselines would have put its baseline at its bottom
    ///   (y = 100, “Side” at 73.957);
    /// - fillProportionally measures a nested stack by its fitting size (120 + 80), not as a view without
    ///   intrinsic size: 100 and 200 share the 300 points one to two.
    @Test(
        arguments: [
            ("stk", [20, 20, 100, 80]), ("top", [0, 0, 100, 30]), ("lbl", [0, 40, 100, 40]), ("side", [150, 60, 50, 40]),
            ("row", [0, 150, 300, 20]), ("plain", [0, 0, 100, 20]), ("inner", [100, 0, 200, 20]), ("i1", [0, 0, 120, 20]),
        ] as [(String, [Double])])
    func framesFollowTheStacks(key: String, frame: [Double]) throws {
        #expect(frames(try Self.report().root)[key] == frame)
    }

    @Test func noViewIsMisplaced() throws {
        #expect(try Self.report().issues.isEmpty)
    }
}
