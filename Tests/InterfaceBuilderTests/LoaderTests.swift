import Foundation
import Testing

@testable import InterfaceBuilder

/// Path of a file in Examples/InterfaceBuilder.
func examplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/InterfaceBuilder/\(name)").path
}

func loadExample(_ name: String) throws -> IBDocument { try IBLoader.load(path: examplePath(name)) }

@Suite struct IBLoaderTests {
    @Test func customViewXib() throws {
        let doc = try loadExample("CustomView.xib")
        #expect(doc.kind == .xib)
        #expect(doc.toolsVersion == 21701)
        #expect(doc.useAutolayout && doc.useSafeAreas && doc.useTraitCollections)
        #expect(doc.device == IBDeviceInfo(id: "retina4_7", orientation: "portrait"))
        #expect(doc.filesOwnerClass == "CustomView")
        #expect(doc.issues.isEmpty)
        #expect(doc.topLevelViews.count == 1)
        let content = try #require(doc.topLevelViews.first)
        #expect(content.id == "cnt-Cv-001")
        #expect(content.userLabel == "Content")
        #expect(content.displayName == "Content")
        #expect(content.frame == IBRect(x: 0, y: 0, width: 320, height: 48))
        #expect(content.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        #expect(content.subviews.map(\.element) == ["imageView", "label"])
        let image = content.subviews[0]
        let label = content.subviews[1]
        #expect(image.displayName == "Image View")
        #expect(image.horizontalHugging == 251 && image.verticalCompressionResistance == 750)
        #expect(!image.translatesAutoresizingMaskIntoConstraints)
        #expect(image.constraints.map(\.constant) == [32, 32])
        #expect(image.constraints[0].firstItem == "img-Cv-001" && image.constraints[0].secondItem == nil)
        #expect(label.text == "Label" && label.displayName == "Label")
        #expect(label.frame == IBRect(x: 48, y: 13.75, width: 262, height: 20.5))
        #expect(label.font == IBFont(type: "system", pointSize: 17))
        #expect(label.superview === content)
        // `firstItem` absent ⇒ the owning view.
        let c03 = try #require(content.constraints.first { $0.id == "c03-Cv-001" })
        #expect(c03.firstItem == "cnt-Cv-001" && c03.firstAttribute == .bottom)
        #expect(c03.secondItem == "img-Cv-001" && c03.secondAttribute == .bottom && c03.constant == 8)
        #expect(c03.relation == .equal && c03.multiplier == 1 && c03.priority == 1000)
        #expect(doc.allConstraints.count == 8)
    }

    @Test func hostStoryboard() throws {
        let doc = try loadExample("Host.storyboard")
        #expect(doc.kind == .storyboard)
        #expect(doc.initialViewController == "hVC-Hs-001")
        #expect(doc.scenes.count == 1)
        let scene = doc.scenes[0]
        #expect(scene.sceneID == "scn-Hs-001")
        #expect(scene.comment == "Host View Controller")
        let vc = try #require(scene.viewController)
        #expect(vc.customClass == "HostViewController" && vc.displayName == "Host View Controller")
        let root = try #require(vc.view)
        #expect(root.key == "view")
        #expect(
            root.layoutGuides == [IBLayoutGuide(id: "saf-Hs-001", kind: "safeArea", owner: "rot-Hs-001", line: root.layoutGuides[0].line)])
        let custom = try #require(doc.view(id: "cst-Hs-001"))
        #expect(custom.customClass == "CustomView" && custom.displayName == "CustomView")
        let weak = try #require(custom.constraints.first { $0.id == "hWk-Hs-001" })
        #expect(weak.priority == 1 && weak.constant == 10 && weak.relation == .equal)
        let min = try #require(custom.constraints.first { $0.id == "hMn-Hs-001" })
        #expect(min.relation == .greaterThanOrEqual && min.priority == 1000)
        let l04 = try #require(root.constraints.first { $0.id == "l04-Hs-001" })
        #expect(l04.isSymbolic && !l04.isPlaceholder)
        #expect(doc.view(id: "cap-Hs-001")?.displayName == "Caption")
        #expect(doc.issues.isEmpty)
    }

    @Test func adaptiveStoryboardVariations() throws {
        let doc = try loadExample("Adaptive.storyboard")
        let stack = try #require(doc.view(id: "stk-Ad-001"))
        #expect(stack.stack?.axis == "vertical" && stack.stack?.spacing == 8 && stack.stack?.distribution == "fill")
        #expect(stack.variations.count == 1)
        #expect(stack.variations[0].key == "heightClass=compact")
        #expect(stack.variations[0].properties == ["axis": "horizontal", "distribution": "fillEqually"])
        let root = try #require(doc.view(id: "rot-Ad-001"))
        #expect(root.variations.map(\.key) == ["default", "widthClass=regular"])
        #expect(root.variations[0].excludedSubviews == ["bdg-Ad-001"])
        #expect(root.variations[1].includedSubviews == ["bdg-Ad-001"])
        let leading = try #require(root.constraints.first { $0.id == "sLd-Ad-001" })
        #expect(leading.variations == [IBConstraintVariation(key: "widthClass=regular", constant: 40, priority: nil)])
        #expect(doc.device?.id == "retina6_12")
        #expect(doc.issues.isEmpty)
    }

    @Test func profileStoryboardConstructs() throws {
        let doc = try loadExample("Profile.storyboard")
        #expect(doc.issues.isEmpty, "\(doc.issues)")
        #expect(
            doc.scenes.map { $0.viewController?.displayName } == ["Profile View Controller", "Legacy Guides View Controller", "Article"])
        #expect(doc.imageSizes["avatar"] == IBSize(width: 80, height: 80))
        let avatar = try #require(doc.view(id: "avt-Pf-001"))
        #expect(avatar.imageName == "avatar")
        #expect(avatar.constraints.first?.isPlaceholder == true)
        let name = try #require(doc.view(id: "nam-Pf-001"))
        #expect(name.text == "Jane Appleseed & Co")
        #expect(name.font == IBFont(type: "system", weight: "semibold", pointSize: 17))
        #expect(name.font?.isBold == true)
        let cover = try #require(doc.view(id: "cvr-Pf-001"))
        let aspect = try #require(cover.constraints.first)
        #expect(aspect.multiplier == 16.0 / 9.0)
        #expect(aspect.firstItem == "cvr-Pf-001" && aspect.secondItem == "cvr-Pf-001" && aspect.secondAttribute == .height)
        let stack = try #require(doc.view(id: "stk-Pf-001"))
        #expect(stack.stack?.axis == "horizontal" && stack.stack?.distribution == "fillEqually" && stack.stack?.spacing == 10)
        #expect(stack.subviews.map(\.displayName) == ["Follow", "Message"])
        let notif = try #require(doc.view(id: "ntf-Pf-001"))
        #expect(notif.placeholderIntrinsicWidth == 120 && notif.placeholderIntrinsicHeight == 20.5)
        #expect(notif.font?.style == "UICTFontTextStyleBody" && notif.font?.pointSize == 17)
        #expect(doc.view(id: "swt-Pf-001")?.displayName == "Switch")
        let root = try #require(doc.view(id: "rot-Pf-001"))
        let p13 = try #require(root.constraints.first { $0.id == "p13-Pf-001" })
        #expect(p13.secondAttribute == .trailingMargin && p13.constant == 2)
        let p09 = try #require(root.constraints.first { $0.id == "p09-Pf-001" })
        #expect(p09.identifier == "actions-top")
        let p17 = try #require(root.constraints.first { $0.id == "p17-Pf-001" })
        #expect(p17.priority == 750 && p17.relation == .greaterThanOrEqual)

        let legacy = try #require(doc.scenes[1].viewController)
        #expect(legacy.layoutGuides.map(\.kind) == ["topLayoutGuide", "bottomLayoutGuide"])
        #expect(legacy.layoutGuides.allSatisfy { $0.owner == "rot-Pf-002" })
        let badge = try #require(doc.view(id: "fix-Pf-002"))
        #expect(badge.fixedFrame && badge.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.autoresizingMask == [.flexibleLeftMargin, .flexibleTopMargin])
        #expect(badge.autoresizingMask?.rawValue == 9)

        let article = try #require(doc.scenes[2].viewController)
        #expect(article.freeformSize == IBSize(width: 375, height: 400))
        let scroll = try #require(doc.view(id: "scr-Pf-003"))
        #expect(scroll.layoutGuides.map(\.kind) == ["contentLayoutGuide", "frameLayoutGuide"])
        #expect(scroll.displayName == "Scroll View")
    }

    @Test func brokenFileReportsAndContinues() throws {
        let doc = try loadExample("Broken.xib")
        let lines = doc.issues.map(\.description)
        #expect(
            lines == [
                "Broken.xib:9: warning: <fancyWidget>: unknown view element; loaded as a plain UIView",
                "Broken.xib:14: warning: <sparkles>: unknown element inside <view> (id box-Bk-001); skipped",
                "Broken.xib:19: warning: <constraint>: attribute constant=\"ten\" is not a number; ignored",
                "Broken.xib:20: warning: <constraint>: constraint k03-Bk-001: unknown firstAttribute \"middle\"; dropped",
                "Broken.xib:22: warning: <constraint>: attribute multiplier=\"2:0\" is neither a number nor a ratio like 16:9; using 1",
                "Broken.xib:21: warning: <constraint>: constraint k04-Bk-001 refers to unknown item nowhere-01; dropped",
            ])
        let root = try #require(doc.topLevelViews.first)
        #expect(root.subviews.map(\.id) == ["fcy-Bk-001", "box-Bk-001"])
        #expect(root.subviews[0].uiKitClass == "UIFancyWidget")
        #expect(root.constraints.map(\.id) == ["k01-Bk-001", "k02-Bk-001", "k05-Bk-001", "k06-Bk-001"])
        #expect(root.constraints[1].constant == 0)
    }

    /// Overflowing or non-numeric values (`1e999`, `nan`) are refused like text: a frame that has one is dropped
    /// (the view is laid out from its constraints alone), a constant that has one is read as 0.
    @Test func nonFiniteNumbersAreRefused() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="300" height="200"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1e999" height="50"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="v" firstAttribute="width" constant="nan" id="c1"/>
              </constraints>
            </view></objects></document>
            """
        let doc = try IBLoader.load(string: xml, file: "Huge.xib")
        #expect(
            doc.issues.map(\.description) == [
                "Huge.xib:4: warning: <rect>: attribute width=\"1e999\" is not a finite number; ignored",
                "Huge.xib:7: warning: <constraint>: attribute constant=\"nan\" is not a finite number; ignored",
            ])
        #expect(doc.view(id: "v")?.frame == nil)
        #expect(doc.topLevelViews.first?.constraints.first?.constant == 0)
    }

    @Test func malformedXMLNamesFileAndLine() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="a">
                </objects>
            </document>
            """
        #expect {
            _ = try IBLoader.load(string: xml, file: "Bad.xib")
        } throws: { error in
            guard case IBError.malformedXML(let file, let line, _, let message) = error else { return false }
            return file == "Bad.xib" && line == 5 && message == "end tag does not match its start tag"
                && "\(error)".hasPrefix("Bad.xib:5:")
        }
    }

    @Test func notADocument() {
        #expect(throws: IBError.notAnInterfaceBuilderDocument(file: "x.xib", line: 1, rootElement: "plist")) {
            _ = try IBLoader.load(string: "<plist version=\"1.0\"></plist>", file: "x.xib")
        }
        #expect(throws: IBError.unreadable(file: "missing.xib", reason: "no such file")) {
            _ = try IBLoader.load(path: "/nonexistent/missing.xib")
        }
    }

    @Test func namesAndRatios() throws {
        #expect(dropClassPrefix("STCustomViewController") == "CustomViewController")
        #expect(splitWords(dropClassPrefix("PrioritySettingViewController")) == "Priority Setting View Controller")
        #expect(splitWords("tableViewCell") == "Table View Cell")
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="r"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <constraints><constraint firstAttribute="width" secondItem="r" secondAttribute="height" multiplier="1:2" id="c"/>
              <constraint firstAttribute="height" secondItem="r" secondAttribute="width" multiplier="1/3" id="d"/></constraints>
            <textField borderStyle="roundedRect" id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>
            </view></objects></document>
            """
        let doc = try IBLoader.load(string: xml)
        #expect(doc.allConstraints.map(\.multiplier) == [0.5, 1.0 / 3.0])
        #expect(doc.topLevelViews.first?.displayName == "View")
    }
}
