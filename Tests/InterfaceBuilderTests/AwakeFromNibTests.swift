import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// A view that notes when it wakes and whether its outlet was set by then.
final class AwakeningView: UIView, UINibOutletReceiver {
    var title: UILabel?
    var awakenings = 0
    var titleSetWhenAwoken: Bool?
    /// A subview the view makes itself: not the nib's, so the nib does not wake it.
    let madeInCode = CountingView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(madeInCode)
    }

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
        guard name == "title" else { return false }
        title = object as? UILabel
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
        titleSetWhenAwoken = title != nil
    }
}

/// A view that counts its awakenings.
final class CountingView: UIView {
    var awakenings = 0
    override func awakeFromNib() { awakenings += 1 }
}

@Suite struct AwakeFromNibTests {
    /// UIKit sends `awakeFromNib()` to each object a nib made, once, after every outlet is set; views a made view
    /// creates itself are not the nib's.
    @Test func madeViewsWakeOnceTheirOutletsAreSet() throws {
        UINib.register(className: "AwakeningView") { coder in
            AwakeningView(frame: (coder as? UIViewArchive)?.archivedFrame ?? .zero)
        }
        defer { UINib.unregister(className: "AwakeningView") }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <objects>
                <view contentMode="scaleToFill" id="top" customClass="AwakeningView">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                      <rect key="frame" x="16" y="16" width="36" height="20.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="ttl" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstItem="ttl" firstAttribute="top" secondItem="top" secondAttribute="top" constant="16" id="c2"/>
                  </constraints>
                  <connections>
                    <outlet property="title" destination="ttl" id="o1"/>
                  </connections>
                </view>
              </objects>
            </document>
            """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let top = try #require(objects.first as? AwakeningView)
        #expect(top.awakenings == 1)
        #expect(top.titleSetWhenAwoken == true)
        #expect(top.title?.text == "Title")
        #expect(top.madeInCode.awakenings == 0)
    }
}
