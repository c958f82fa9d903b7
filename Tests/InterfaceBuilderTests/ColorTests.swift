import Foundation
import Testing

@testable import AutoLayout
@testable import InterfaceBuilder

/// Background colors as Xcode writes them: components in the spaces it names, system colors (with the values
/// the saving Xcode put in `<resources>`), asset colors from `<namedColor>`.
private let colorsXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
          <subviews>
            <view contentMode="scaleToFill" id="gry">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <color key="backgroundColor" white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            <view contentMode="scaleToFill" id="rgb">
              <rect key="frame" x="0.0" y="10" width="10" height="10"/>
              <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <view contentMode="scaleToFill" id="sys">
              <rect key="frame" x="0.0" y="20" width="10" height="10"/>
              <color key="backgroundColor" systemColor="systemTealColor"/>
            </view>
            <view contentMode="scaleToFill" id="old">
              <rect key="frame" x="0.0" y="30" width="10" height="10"/>
              <color key="backgroundColor" systemColor="systemRedColor"/>
            </view>
            <view contentMode="scaleToFill" id="ast">
              <rect key="frame" x="0.0" y="40" width="10" height="10"/>
              <color key="backgroundColor" name="Brand"/>
            </view>
            <view contentMode="scaleToFill" id="unk">
              <rect key="frame" x="0.0" y="50" width="10" height="10"/>
              <color key="backgroundColor" name="Missing"/>
            </view>
          </subviews>
          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view>
      </objects>
      <resources>
        <namedColor name="Brand">
          <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </namedColor>
        <systemColor name="systemTealColor">
          <color red="0.35294117647058826" green="0.78431372549019607" blue="0.98039215686274506" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
      </resources>
    </document>
    """

@Suite struct IBColorTests {
    @Test func backgroundColorsAreReadAndGivenToTheViews() throws {
        let doc = try IBLoader.load(string: colorsXib, file: "Colors.xib")
        #expect(doc.issues.isEmpty)
        #expect(doc.namedColors["Brand"] == .components(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let root = try #require(IBLayoutBuilder.layout(doc, configuration: .design(of: doc)).first)
        func color(_ id: String) -> UIColor? { root.view(id)?.backgroundColor }
        #expect(color("root") == .white)
        #expect(color("gry") == UIColor(white: 0.5, alpha: 0.25))
        #expect(color("rgb")?.hexString == "#ff8000")
        // The file's own value of a system color (here iOS 13's teal) wins over today's.
        #expect(color("sys")?.hexString == "#5ac8fa")
        #expect(color("old") == .systemRed)
        #expect(color("ast")?.hexString == "#336699")
        #expect(color("unk") == nil)
    }

    @Test func systemColorsAreFoundByUIKitsNames() {
        #expect(UIColor.systemColor(named: "systemGroupedBackgroundColor") == .systemGroupedBackground)
        #expect(UIColor.systemColor(named: "whiteColor") == .white)
        #expect(UIColor.systemColor(named: "noSuchColor") == nil)
    }
}
