import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// Table and collection view cells, each laid out as its own root (files written for the tests, shaped like the
/// public files the rules were observed in).
@Suite struct CellTests {
    /// A settings screen: an inset-grouped static table on a 414-wide phone with a disclosure cell, and a plain
    /// prototype table whose cell leaves a view's height and Y position open.
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s1"><objects>
        <tableViewController id="tvc" title="Settings" sceneMemberID="viewController">
          <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" id="tbl">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <sections>
              <tableViewSection headerTitle="General" id="sec">
                <cells>
                  <tableViewCell preservesSuperviewLayoutMargins="YES" accessoryType="disclosureIndicator" id="cel" userLabel="Account">
                    <rect key="frame" x="20" y="55.5" width="374" height="51"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel" id="cnt">
                      <rect key="frame" x="0.0" y="0.0" width="343.5" height="51"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Bar">
                          <rect key="frame" x="20" y="11" width="315.5" height="29"/>
                        </view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="b1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="b2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="b3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b4"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </cells>
              </tableViewSection>
            </sections>
          </tableView>
        </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="vc2" title="List" sceneMemberID="viewController">
          <view key="view" id="root2">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <tableView translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="60" id="list">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                  <tableViewCell reuseIdentifier="Row" id="row">
                    <rect key="frame" x="0.0" y="28" width="414" height="60"/>
                    <tableViewCellContentView key="contentView" tableViewCell="row" id="rowc">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                          <rect key="frame" x="20" y="0.0" width="10" height="10"/>
                        </view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="dot" firstAttribute="leading" secondItem="rowc" secondAttribute="leadingMargin" id="d1"/>
                        <constraint firstItem="dot" firstAttribute="width" constant="10" id="d2"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </subviews>
            <constraints>
              <constraint firstItem="list" firstAttribute="leading" secondItem="root2" secondAttribute="leading" id="l1"/>
              <constraint firstItem="list" firstAttribute="trailing" secondItem="root2" secondAttribute="trailing" id="l2"/>
              <constraint firstItem="list" firstAttribute="top" secondItem="root2" secondAttribute="top" id="l3"/>
              <constraint firstItem="list" firstAttribute="bottom" secondItem="root2" secondAttribute="bottom" id="l4"/>
            </constraints>
          </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """

    func roots(_ xml: String, file: String = "Cells.storyboard", device: String? = nil) throws -> [IBCheckReport] {
        try checkXML(xml, file: file, configuration: device.map(portrait)).1
    }

    /// The static cell is its own root, named after its scene, at the table's width less the inset-grouped 20 pt
    /// each side; the content view is the cell less the disclosure indicator (as saved), with 20-pt side margins
    /// on a 414-wide phone, 8 beside the accessory, 11 at the top and bottom.
    @Test func staticCellOfAnInsetGroupedTableAtItsDesignDevice() throws {
        let reports = try roots(Self.storyboard)
        #expect(reports.map(\.root.name) == ["Settings", "Settings › Account", "List", "List › Table View Cell “Row”"])
        let cell = reports[1]
        let f = frames(cell.root)
        #expect(f["cel"] == [0, 0, 374, 51])
        #expect(f["cnt"] == [0, 0, 343.5, 51])
        #expect(f["bar"] == [20, 11, 315.5, 29])
        #expect(cell.issues.isEmpty)
    }

    /// At a 375-wide phone the cell follows its table (375 − 40), the content view keeps the accessory's 30.5 pt,
    /// and the side margin is 16.
    @Test func cellFollowsItsTableAtAnotherDevice() throws {
        let reports = try roots(Self.storyboard, device: "retina4_7")
        let f = frames(reports[1].root)
        #expect(f["cel"] == [0, 0, 335, 51])
        #expect(f["cnt"] == [0, 0, 304.5, 51])
        #expect(f["bar"] == [16, 11, 280.5, 29])
        let row = frames(reports[3].root)
        #expect(row["row"] == [0, 0, 375, 60])
        #expect(row["dot"]?[0] == 16)
    }

    /// Ambiguity inside a cell is reported, in the cell's root (its path names the scene and the cell).
    @Test func missingConstraintsInsideAPrototypeCell() throws {
        let reports = try roots(Self.storyboard)
        let row = reports[3]
        #expect(row.root.name == "List › Table View Cell “Row”")
        #expect(row.issues.map(\.message) == ["“Dot”: Need constraints for: Y position, height"])
    }

    /// Fidelity: every cell is laid out, and the views inside compare with Xcode's saved frames.
    @Test func fidelityComparesViewsInsideCells() throws {
        let report = try IBFidelityReport.measure(data: Data(Self.storyboard.utf8), file: "Cells.storyboard")
        #expect(report.notLaidOut.isEmpty)
        #expect(report.rows.map(\.id) == ["cnt", "bar", "list", "rowc", "dot"])
        #expect(report.measured.map(\.id) == ["bar", "list", "dot"])
        #expect(report.rows.first { $0.id == "bar" }?.agrees() == true)
        #expect(report.rows.first { $0.id == "list" }?.agrees() == true)
    }

    /// A collection view cell keeps its item size; an Xcode 10 `.xib`'s free table cell without a saved content
    /// frame gets the cell less one pixel of separator, 16-pt side margins and 11 at the top.
    @Test func collectionCellAndFreeXibCell() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
            <tableViewCell id="free">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              <tableViewCellContentView key="contentView" tableViewCell="free" id="fc">
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                    <rect key="frame" x="16" y="11" width="288" height="21.5"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="tag" firstAttribute="leading" secondItem="fc" secondAttribute="leadingMargin" id="t1"/>
                  <constraint firstItem="tag" firstAttribute="trailing" secondItem="fc" secondAttribute="trailingMargin" id="t2"/>
                  <constraint firstItem="tag" firstAttribute="top" secondItem="fc" secondAttribute="topMargin" id="t3"/>
                  <constraint firstItem="tag" firstAttribute="bottom" secondItem="fc" secondAttribute="bottomMargin" id="t4"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            <collectionView id="grid">
              <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <cells>
                <collectionViewCell id="item">
                  <rect key="frame" x="10" y="10" width="100" height="80"/>
                  <view key="contentView" id="ic">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                    <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="pic">
                        <rect key="frame" x="8" y="8" width="84" height="64"/>
                      </view>
                    </subviews>
                    <constraints>
                      <constraint firstItem="pic" firstAttribute="leading" secondItem="ic" secondAttribute="leadingMargin" id="p1"/>
                      <constraint firstItem="pic" firstAttribute="trailing" secondItem="ic" secondAttribute="trailingMargin" id="p2"/>
                      <constraint firstItem="pic" firstAttribute="top" secondItem="ic" secondAttribute="topMargin" id="p3"/>
                      <constraint firstItem="pic" firstAttribute="bottom" secondItem="ic" secondAttribute="bottomMargin" id="p4"/>
                    </constraints>
                  </view>
                </collectionViewCell>
              </cells>
            </collectionView>
            </objects></document>
            """
        let reports = try roots(xib, file: "Cells.xib")
        #expect(reports.map(\.root.name) == ["Table View Cell", "Collection View", "Collection View › Collection View Cell"])
        let free = frames(reports[0].root)
        #expect(free["fc"] == [0, 0, 320, 43.5])
        #expect(free["tag"] == [16, 11, 288, 21.5])
        let item = frames(reports[2].root)
        #expect(item["item"] == [0, 0, 100, 80])
        #expect(item["ic"] == [0, 0, 100, 80])
        #expect(item["pic"] == [8, 8, 84, 64])
    }

    /// Files of Xcode 9 to 11 give a cell in a table iOS 11 to 13's side margins: 15 on a 375-wide phone, 20 on a
    /// 414-wide one (the table's 16 and 20 from Xcode 12).
    @Test func cellsInTablesOfXcode9To11Have15PointSidesOnNarrowPhones() throws {
        let old = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"16097\"")
        #expect(frames(try roots(old)[1].root)["bar"]?[0] == 20)
        let narrow = old.replacingOccurrences(of: "retina6_1", with: "retina4_7")
        #expect(frames(try roots(narrow)[1].root)["bar"]?[0] == 15)
        let newer = Self.storyboard.replacingOccurrences(of: "retina6_1", with: "retina4_7")
            .replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"375\" height=\"667\"")
            .replacingOccurrences(of: "width=\"374\"", with: "width=\"335\"")
        #expect(frames(try roots(newer)[1].root)["bar"]?[0] == 16)
    }

    /// From Xcode 12 a cell in a table has 20-point sides when the table is at least 390 wide, 16 when narrower,
    /// whatever the device: a 393-wide table on `retina6_12` gives 20, a 300-wide one on `retina6_1` 16.
    @Test func cellSidesFollowTheTablesWidth() throws {
        let pro = Self.storyboard.replacingOccurrences(of: "retina6_1", with: "retina6_12")
            .replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"393\" height=\"852\"")
            .replacingOccurrences(of: "width=\"374\"", with: "width=\"353\"")
        #expect(frames(try roots(pro)[1].root)["bar"]?[0] == 20)
        let narrow = Self.storyboard.replacingOccurrences(of: "width=\"414\" height=\"896\"", with: "width=\"300\" height=\"896\"")
            .replacingOccurrences(of: "width=\"374\"", with: "width=\"260\"")
        #expect(frames(try roots(narrow)[1].root)["bar"]?[0] == 16)
    }

    /// Files of Xcode 26 give a table cell's content view 15-pt top and bottom margins (11 before).
    @Test func xcode26CellsHave15PointVerticalMargins() throws {
        let xml = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"24506\"")
        let reports = try roots(xml)
        let f = frames(reports[1].root)
        #expect(f["bar"] == [20, 15, 315.5, 21])
    }

    /// A table's cells are named in reports by their reuse identifier or, without one, their first label's text.
    @Test func cellRootsAreNamedSoThatTheyCanBeToldApart() throws {
        func cell(_ id: String, _ text: String) -> String {
            """
            <tableViewCell id="\(id)" customClass="VibrantCell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="\(id)-c">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <subviews>
                  <label text="\(text)" id="\(id)-l"><rect key="frame" x="16" y="0.0" width="288" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
                </subviews>
              </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s"><objects><tableViewController id="t" title="Prefs" sceneMemberID="viewController">
              <tableView key="view" dataMode="static" style="grouped" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections><tableViewSection id="s1"><cells>
                  \(cell("a", "Sync"))\(cell("b", "Accounts and sync settings for every device you own"))
                </cells></tableViewSection></sections>
              </tableView>
            </tableViewController></objects></scene></scenes></document>
            """
        let reports = try roots(xml)
        #expect(
            reports.map(\.root.name) == [
                "Prefs", "Prefs › VibrantCell “Sync”",
                "Prefs › VibrantCell “Accounts and sync settings for every de…”",
            ])
    }
}
