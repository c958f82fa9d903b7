import Foundation

@testable import LayoutCheck

/// A folder of files written for one test, removed when the value is released.
final class TemporaryFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "layoutcheck-" + UUID().uuidString
        for (name, text) in files {
            let full = (path as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Small files that show each rule.
enum Samples {
    /// A view 100 wide by constraint, placed at x 10 with no y and no height: missing constraints (y, height)
    /// wherever it is laid out; designed on an iPhone 8.
    static let missingConstraints = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top" userLabel="Top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="lse" userLabel="Loose">
                            <rect key="frame" x="10" y="20" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lse" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="l1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Two required widths for one view: a conflict (an error).
    static let conflict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top" userLabel="Top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w1"/>
                                <constraint firstAttribute="width" constant="120" id="w2"/>
                                <constraint firstAttribute="height" constant="40" id="h1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="l1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" id="t1"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// A layout file without problems.
    static let cleanLayout = "size 320x480\nview box 100x40\nH:|-[box]\nV:|-[box]\n"

    /// A layout file with two required trailing spaces: unsatisfiable.
    static let unsatisfiableLayout = "size 320x480\nview ok 64x30\nV:|-20-[ok]\nH:[ok]-(20)-|\nH:[ok]-(29)-|\n"
}
