import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

@Suite struct TraitAndDeviceTests {
    @Test func variationKeyMatching() {
        let cr = IBTraits(widthClass: .compact, heightClass: .regular)
        #expect(IBTraitResolver.match("default", cr) == 0)
        #expect(IBTraitResolver.match("widthClass=compact", cr) == 1)
        #expect(IBTraitResolver.match("heightClass=regular", cr) == 2)
        #expect(IBTraitResolver.match("heightClass=regular-widthClass=compact", cr) == 3)
        #expect(IBTraitResolver.match("widthClass=regular", cr) == nil)
        #expect(IBTraitResolver.match("heightClass=compact-widthClass=compact", cr) == nil)
        #expect(IBTraitResolver.match("depth=deep", cr) == nil)
    }

    @Test func adaptiveInCompactRegular() throws {
        let doc = try loadExample("Adaptive.storyboard")
        let c = IBTraitResolver.resolve(doc, traits: IBTraits(widthClass: .compact, heightClass: .regular))
        #expect(c.uninstalledViews == ["bdg-Ad-001"])
        #expect(c.stacks["stk-Ad-001"]?.axis == "vertical")
        #expect(Set(c.inactiveConstraints.map(\.id)) == ["bdW-Ad-001", "bdH-Ad-001", "bTp-Ad-001", "bCx-Ad-001"])
        #expect(c.constraints.first { $0.id == "sLd-Ad-001" }?.constant == 16)
        #expect(c.constraints.count == 5)
    }

    @Test func adaptiveInRegularCompact() throws {
        let doc = try loadExample("Adaptive.storyboard")
        let c = IBTraitResolver.resolve(doc, traits: IBTraits(widthClass: .regular, heightClass: .compact))
        #expect(c.uninstalledViews.isEmpty)
        #expect(c.stacks["stk-Ad-001"]?.axis == "horizontal")
        #expect(c.stacks["stk-Ad-001"]?.distribution == "fillEqually")
        #expect(c.constraints.first { $0.id == "sLd-Ad-001" }?.constant == 40)
        #expect(c.constraints.first { $0.id == "sTr-Ad-001" }?.constant == 40)
        #expect(c.inactiveConstraints.isEmpty)
        #expect(c.constraints.count == 9)
    }

    @Test func constraintMasksAndHiddenVariations() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useTraitCollections="YES"><scenes><scene sceneID="s"><objects>
            <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews>
                <view id="a" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="0" width="10" height="10"/>
                  <constraints><constraint firstAttribute="height" constant="80" id="h">
                    <variation key="heightClass=regular-widthClass=regular" constant="120"/>
                  </constraint></constraints>
                  <variation key="heightClass=compact" hidden="YES"/>
                </view>
              </subviews>
              <constraints><constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/></constraints>
              <variation key="default"><mask key="constraints"><exclude reference="t"/></mask></variation>
              <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="t"/></mask></variation>
            </view></viewController></objects></scene></scenes></document>
            """
        let doc = try IBLoader.load(string: xml, file: "Masks.storyboard")
        #expect(doc.issues.isEmpty)
        let rr = IBTraitResolver.resolve(doc, traits: IBTraits(widthClass: .regular, heightClass: .regular))
        #expect(rr.constraints.map(\.id) == ["t", "h"])
        #expect(rr.constraints.first { $0.id == "h" }?.constant == 120)
        #expect(rr.hidden["a"] == false)
        let cc = IBTraitResolver.resolve(doc, traits: IBTraits(widthClass: .compact, heightClass: .compact))
        #expect(cc.constraints.map(\.id) == ["h"])
        #expect(cc.constraints[0].constant == 80)
        #expect(cc.inactiveConstraints.map(\.id) == ["t"])
        #expect(cc.hidden["a"] == true)
    }

    @Test func devices() throws {
        let se = try #require(IBDevice.named("iphone-se"))
        #expect(se.id == "retina4_7" && se.width == 375 && se.height == 667 && se.scale == 2)
        let p15 = try #require(IBDevice.named("iphone-15"))
        let land = IBConfiguration(device: p15, landscape: true)
        #expect(land.size == IBSize(width: 852, height: 393))
        #expect(land.safeArea == IBEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(land.traits == IBTraits(widthClass: .compact, heightClass: .compact))
        let max = try #require(IBDevice.named("retina6_72"))
        #expect(IBConfiguration(device: max, landscape: true).traits == IBTraits(widthClass: .regular, heightClass: .compact))
        let p16 = try #require(IBDevice.named("retina6_3"))
        #expect(IBConfiguration(device: p16).description == "retina6_3 portrait 402x874 wC hR")
        #expect(IBConfiguration(device: p16).safeArea == IBEdgeInsets(top: 62, bottom: 34))
        #expect(IBDevice.named("iphone-16-pro-max")?.id == "retina6_9")
        let pad = try #require(IBDevice.named("ipad-pro-11"))
        #expect(IBConfiguration(device: pad).safeArea == IBEdgeInsets(top: 24, bottom: 20))
        #expect(IBConfiguration(device: pad).description == "ipad11 portrait 834x1194 wR hR")
        #expect(IBDevice.named("ipad10_9")?.id == "ipad10_9rounded")
        #expect(IBDevice.named("toaster") == nil)
        let t = IBTraits.parse("heightClass=compact", over: IBTraits(widthClass: .compact, heightClass: .regular))
        #expect(t == IBTraits(widthClass: .compact, heightClass: .compact))
        #expect(IBTraits.parse("colour=blue", over: t!) == nil)
        let doc = try loadExample("Adaptive.storyboard")
        #expect(IBConfiguration.design(of: doc).device.id == "retina6_12")
        #expect(IBConfiguration(device: .custom(width: 320, height: 480)).traits == IBTraits(widthClass: .compact, heightClass: .regular))
        #expect(IBConfiguration(device: .custom(width: 667, height: 375)).traits == IBTraits(widthClass: .compact, heightClass: .compact))
        #expect(IBConfiguration(device: .custom(width: 896, height: 414)).traits == IBTraits(widthClass: .regular, heightClass: .compact))
        #expect(IBConfiguration(device: .custom(width: 1024, height: 768)).traits == IBTraits(widthClass: .regular, heightClass: .regular))
        #expect(IBConfiguration(device: .custom(width: 320, height: 480)).safeArea == IBEdgeInsets(top: 20))
    }

    @Test func intrinsicEstimates() throws {
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 20.287109375)
        let doc = IBDocument(file: "t", kind: .xib)
        func label(_ text: String, _ size: Double) -> IBViewElement {
            let v = IBViewElement(element: "label", id: "l", line: 1)
            v.text = text
            v.font = IBFont(pointSize: size)
            return v
        }
        // Heights IB writes for single-line system-font labels at @2x.
        for (pt, h) in [
            (11.0, 13.5), (12, 14.5), (13, 16), (14, 17), (15, 18), (16, 19.5), (17, 20.5), (20, 24), (25, 30), (30, 36), (50, 60),
            (70, 84),
        ] {
            #expect(IBIntrinsicSize.estimate(label("Label", pt), document: doc).height == h, "\(pt) pt")
        }
        #expect(IBIntrinsicSize.estimate(label("Label", 16), document: doc, scale: 3).height == 58.0 / 3)
        // "This is a test string" at 17 pt: 8.63 em by the table ⇒ 146.71 → 147 at @2x (measured on iOS: 144.093, 2% off).
        #expect(IBIntrinsicSize.estimate(label("This is a test string", 17), document: doc).width == 147)
        #expect(IBIntrinsicSize.estimate(label("", 17), document: doc) == (0, 0))
        let button = IBViewElement(element: "button", id: "b", line: 1)
        button.title = "Button"
        button.attributes["buttonType"] = "system"
        let b = IBIntrinsicSize.estimate(button, document: doc)
        #expect(b.height == 30 && b.width == 44.5)
        // Without a type a button is a custom one, whose title is 18 pt.
        button.attributes["buttonType"] = nil
        #expect(IBIntrinsicSize.estimate(button, document: doc).height == 34)
        let sw = IBViewElement(element: "switch", id: "s", line: 1)
        #expect(IBIntrinsicSize.estimate(sw, document: doc) == (49, 31))  // the constrained rectangle of a 51-wide frame
        let plain = IBViewElement(element: "view", id: "v", line: 1)
        #expect(IBIntrinsicSize.estimate(plain, document: doc) == (nil, nil))
        plain.placeholderIntrinsicWidth = 100
        plain.placeholderIntrinsicHeight = .infinity
        #expect(IBIntrinsicSize.estimate(plain, document: doc) == (100, nil))
        let profile = try loadExample("Profile.storyboard")
        let avatar = try #require(profile.view(id: "avt-Pf-001"))
        #expect(IBIntrinsicSize.estimate(avatar, document: profile) == (80, 80))
    }
}

/// A file laid out at another Dynamic Type size: text-style fonts take the HIG's size at it (whether or not the
/// view adjusts its font: a nib's text styles are resolved when the app loads it), fixed-size fonts keep theirs.
@Suite struct ContentSizeTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <objects><view id="root"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
              <rect key="frame" x="16" y="100" width="39" height="20.5"/>
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
              <rect key="frame" x="16" y="128.5" width="42" height="20.5"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
          </subviews><constraints>
            <constraint firstItem="styled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
            <constraint firstItem="styled" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
            <constraint firstItem="fixed" firstAttribute="top" secondItem="styled" secondAttribute="bottom" constant="8" id="t2"/>
            <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
          </constraints></view></objects></document>
        """

    @Test func textStylesTakeTheirSizeAtTheCategory() throws {
        let doc = try IBLoader.load(string: Self.xml, file: "Sizes.xib")
        var configuration = IBConfiguration.design(of: doc)
        let canvas = try #require(IBLayoutBuilder.layout(doc, configuration: configuration).first)
        #expect(frameTuple(canvas.view("styled")?.frame)?[3] == 20.5)
        configuration.contentSizeCategory = .accessibilityExtraLarge
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: configuration).first)
        let styled = try #require(root.view("styled") as? UILabel)
        #expect(styled.font.pointSize == 40)
        #expect(frameTuple(styled.frame)?[3] == 48)  // 40 pt's line, 47.7, on the 1/3-point grid
        #expect(frameTuple(root.view("fixed")?.frame) == [16, 156, 42, 20.5])
        #expect(configuration.description.hasSuffix("text AX3"))
    }

    @Test func categoriesAreNamedShortlyOrAsUIKitDoes() {
        #expect(IBConfiguration.contentSizeCategory(named: "AX3") == .accessibilityExtraLarge)
        #expect(IBConfiguration.contentSizeCategory(named: "xs") == .extraSmall)
        #expect(IBConfiguration.contentSizeCategory(named: "UICTContentSizeCategoryXXL") == .extraExtraLarge)
        #expect(IBConfiguration.contentSizeCategory(named: "huge") == nil)
    }
}
