import AutoLayout
import Foundation
import Testing

@testable import InterfaceBuilder

/// A storyboard scene's controller: takes its label outlet, and notes what it had when it woke and loaded.
final class ProfileViewController: UIViewController, UINibOutletReceiver {
    var nameLabel: UILabel?
    var awakenings = 0
    var labelAtViewDidLoad: UILabel?
    var madeByCreator = false

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
        guard name == "nameLabel", let label = object as? UILabel else { return false }
        nameLabel = label
        return true
    }

    override func awakeFromNib() { awakenings += 1 }
    override func viewDidLoad() { labelAtViewDidLoad = nameLabel }
}

/// Shows `vc` as the root of a window of `size` with `insets` as its safe area, laid out.
private func show(_ vc: UIViewController, width: CGFloat, height: CGFloat, insets: UIEdgeInsets = .zero) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.safeAreaInsets = insets
    window.rootViewController = vc
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// A controller that notes how many children it had when its view loaded.
final class ParentViewController: UIViewController {
    var childrenAtViewDidLoad = -1
    override func viewDidLoad() { childrenAtViewDidLoad = children.count }
}

/// A controller whose view comes from `NoteViewController.xib` or `NoteView.xib` (File's Owner, its `view` outlet).
final class NoteViewController: UIViewController, UINibOutletReceiver {
    var titleLabel: UILabel?
    var titleAtViewDidLoad: String?

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
        guard name == "titleLabel", let label = object as? UILabel else { return false }
        titleLabel = label
        return true
    }

    override func viewDidLoad() { titleAtViewDidLoad = titleLabel?.text }
}

/// A table scene's controller: two rows of the scene's prototype cell, titled.
final class ListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        (cell as? RowCell)?.titleLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A prototype cell's class: takes its title outlet.
final class RowCell: UITableViewCell, UINibOutletReceiver {
    var titleLabel: UILabel?

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
        guard name == "titleLabel", let label = object as? UILabel else { return false }
        titleLabel = label
        return true
    }
}

/// A navigation controller (the initial scene) whose root is a profile scene (a label 20 below the safe area's
/// top, on the leading margin), and a table scene connected to its controller.
private let storyboardText = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
              </navigationBar>
              <connections>
                <segue destination="profile" kind="relationship" relationship="rootViewController" id="r1"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController storyboardIdentifier="Profile" title="Profile" id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                  <label opaque="NO" text="Ada" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="16" y="123" width="31" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                  <constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                  <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                </constraints>
              </view>
              <connections>
                <outlet property="nameLabel" destination="name" id="o1"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <tableViewController storyboardIdentifier="List" id="list" customClass="ListViewController" sceneMemberID="viewController">
              <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <prototypes>
                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="proto" customClass="RowCell">
                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="proto" id="pc">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="rl">
                          <rect key="frame" x="30" y="12" width="36" height="20.5"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                      </subviews>
                      <constraints>
                        <constraint firstItem="rl" firstAttribute="leading" secondItem="pc" secondAttribute="leading" constant="30" id="p1"/>
                        <constraint firstItem="rl" firstAttribute="centerY" secondItem="pc" secondAttribute="centerY" id="p2"/>
                      </constraints>
                    </tableViewCellContentView>
                    <connections>
                      <outlet property="titleLabel" destination="rl" id="o4"/>
                    </connections>
                  </tableViewCell>
                </prototypes>
                <connections>
                  <outlet property="dataSource" destination="list" id="o2"/>
                  <outlet property="delegate" destination="list" id="o3"/>
                </connections>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

/// `UIStoryboard` makes a storyboard's controllers as UIKit does: classes, containers, lazily loaded views,
/// outlets and connections.
@Suite(.serialized) struct StoryboardRuntimeTests {
    init() {
        UIStoryboard.register(className: "ProfileViewController") { ProfileViewController(coder: $0) }
        UIStoryboard.register(className: "ListViewController") { ListViewController(coder: $0) }
        UINib.register(className: "RowCell") { RowCell(coder: $0) }
    }

    private var storyboard: UIStoryboard { UIStoryboard(data: Data(storyboardText.utf8)) }

    /// The initial scene is a navigation controller holding the profile scene's controller, of its registered
    /// class, awake once, its view not loaded until read; then its outlet is set before `viewDidLoad()` and the
    /// label sits 20 below the safe area's top on the leading margin once the window lays it out.
    @Test func initialNavigationControllerHoldsTheProfileScene() throws {
        let sb = storyboard
        let nav = try #require(sb.instantiateInitialViewController() as? UINavigationController)
        let profile = try #require(nav.topViewController as? ProfileViewController)
        #expect(nav.viewControllers.count == 1)
        #expect(profile.awakenings == 1)
        #expect(profile.title == "Profile")
        #expect(profile.storyboard === sb)
        #expect(!profile.isViewLoaded)

        let window = show(nav, width: 393, height: 852)
        #expect(window.rootViewController === nav)
        let label = try #require(profile.nameLabel)
        #expect(profile.labelAtViewDidLoad === label)
        #expect(label.superview === profile.view)
        #expect(label.frame.minY == profile.view.safeAreaInsets.top + 20)
        #expect(label.frame.minX == 16)
        #expect(label.text == "Ada")
    }

    /// Each call makes a new controller and a new view.
    @Test func eachInstantiationMakesNewControllersAndViews() throws {
        let sb = storyboard
        let a = try #require(sb.instantiateViewController(withIdentifier: "Profile") as? ProfileViewController)
        let b = try #require(sb.instantiateViewController(withIdentifier: "Profile") as? ProfileViewController)
        #expect(a !== b)
        #expect(a.view !== b.view)
        #expect(a.nameLabel != nil && a.nameLabel !== b.nameLabel)
    }

    /// A table scene's controller gets the scene's table, its data source and delegate connected to it.
    @Test func tableSceneIsConnectedToItsController() throws {
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "List") as? ListViewController)
        let table = try #require(list.tableView)
        #expect(table.dataSource === list)
        #expect(table.delegate === list)
        #expect(table.rowHeight == 44)

        // The prototype is dequeued as its class, its label in the cell's own content view, placed by its constraints.
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        table.layoutIfNeeded()
        let cells = table.visibleCells.compactMap { $0 as? RowCell }
        #expect(cells.count == 2)
        let first = try #require(cells.first)
        let label = try #require(first.titleLabel)
        #expect(first.reuseIdentifier == "Row")
        #expect(label.superview === first.contentView)
        #expect(first.subviews.filter { $0 === first.contentView }.count == 1)
        #expect(label.text == "Row 0")
        #expect(cells[1].titleLabel?.text == "Row 1")
        #expect(cells[1].titleLabel !== label)
        #expect(first.frame.height == 44)
        #expect(label.frame.minX == 30)
        #expect(abs(label.frame.midY - 22) < 0.01)
    }

    /// An embed segue makes the child controller with the parent's view, before its `viewDidLoad()`; the child's
    /// view fills the container view and follows it.
    @Test func embedSegueMakesTheChildInTheContainerView() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="parent">
              <device id="retina6_12" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="a">
                  <objects>
                    <viewController id="parent" customClass="ParentViewController" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                          <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="100" width="353" height="200"/>
                            <connections>
                              <segue destination="child" kind="embed" id="e1"/>
                            </connections>
                          </containerView>
                        </subviews>
                        <constraints>
                          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                          <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="b2"/>
                          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b3"/>
                          <constraint firstItem="box" firstAttribute="height" constant="200" id="b4"/>
                        </constraints>
                      </view>
                    </viewController>
                  </objects>
                </scene>
                <scene sceneID="b">
                  <objects>
                    <viewController id="child" title="Child" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="childRoot">
                        <rect key="frame" x="0.0" y="0.0" width="353" height="200"/>
                      </view>
                    </viewController>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        UIStoryboard.register(className: "ParentViewController") { ParentViewController(coder: $0) }
        let parent = try #require(UIStoryboard(data: Data(text.utf8)).instantiateInitialViewController() as? ParentViewController)
        #expect(parent.children.isEmpty)
        let window = show(parent, width: 320, height: 568)
        #expect(window.rootViewController === parent)
        #expect(parent.childrenAtViewDidLoad == 1)
        let child = try #require(parent.children.first)
        #expect(child.title == "Child")
        #expect(child.parent === parent)
        let container = try #require(child.view.superview)
        #expect(container.frame == CGRect(x: 20, y: 100, width: 280, height: 200))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 280, height: 200))
    }

    /// A pre-safe-area scene's top and bottom layout guides are made with its view: a view between them lies
    /// within the window's safe area.
    @Test func layoutGuidesOfAnOldSceneAreMade() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="old">
              <device id="retina4_0" orientation="portrait"/>
              <scenes>
                <scene sceneID="a">
                  <objects>
                    <viewController id="old" sceneMemberID="viewController">
                      <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="tg"/>
                        <viewControllerLayoutGuide type="bottom" id="bg"/>
                      </layoutGuides>
                      <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                            <rect key="frame" x="0.0" y="28" width="320" height="540"/>
                          </view>
                        </subviews>
                        <constraints>
                          <constraint firstItem="body" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="g1"/>
                          <constraint firstItem="bg" firstAttribute="top" secondItem="body" secondAttribute="bottom" id="g2"/>
                          <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g3"/>
                          <constraint firstAttribute="trailing" secondItem="body" secondAttribute="trailing" id="g4"/>
                        </constraints>
                      </view>
                    </viewController>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        let vc = try #require(UIStoryboard(data: Data(text.utf8)).instantiateInitialViewController())
        let window = show(vc, width: 320, height: 568, insets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(window.rootViewController === vc)
        let body = try #require(vc.view.subviews.first)
        #expect(body.frame == CGRect(x: 0, y: 28, width: 320, height: 530))
    }

    /// A controller made with a nib name loads its view from that nib, File's Owner being the controller; one made
    /// without looks for a nib named after its class without "Controller"; a missing named nib is logged.
    @Test func controllerLoadsItsNib() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
              <device id="retina6_12" orientation="portrait" appearance="light"/>
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteViewController">
                  <connections>
                    <outlet property="view" destination="root" id="v1"/>
                    <outlet property="titleLabel" destination="t" id="v2"/>
                  </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <label opaque="NO" text="Notes" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                      <rect key="frame" x="20" y="20" width="50" height="20.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                  </subviews>
                  <constraints>
                    <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="n1"/>
                    <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="n2"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Notes.xib"))
        try Data(xib.utf8).write(to: folder.appendingPathComponent("NoteView.xib"))
        let bundle = try #require(Bundle(path: folder.path))

        let named = NoteViewController(nibName: "Notes", bundle: bundle)
        #expect(!named.isViewLoaded)
        let label = try #require(named.view.subviews.first as? UILabel)
        #expect(named.titleLabel === label)
        #expect(named.titleAtViewDidLoad == "Notes")
        named.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        named.view.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 20, y: 20))

        let byClass = NoteViewController(nibName: nil, bundle: bundle)
        #expect(byClass.view.subviews.first is UILabel)

        let (missing, messages) = LayoutDiagnostics.collectingMessages { () -> UIView in
            NoteViewController(nibName: "Nothing", bundle: bundle).view
        }
        #expect(missing.subviews.isEmpty)
        #expect(messages == ["Could not load NIB in bundle: '\(bundle.bundlePath)' with name 'Nothing'"])
    }

    /// A cell xib registered with a table is dequeued as its cell, once per row, its content view the cell's own.
    @Test func cellNibRegisteredWithATableIsDequeued() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
              <device id="retina6_12" orientation="portrait" appearance="light"/>
              <objects>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Note" id="cell" customClass="RowCell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                      <label opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                        <rect key="frame" x="12" y="12" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                    </subviews>
                    <constraints>
                      <constraint firstItem="t" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="12" id="n1"/>
                      <constraint firstItem="t" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="n2"/>
                    </constraints>
                  </tableViewCellContentView>
                  <connections>
                    <outlet property="titleLabel" destination="t" id="n3"/>
                  </connections>
                </tableViewCell>
              </objects>
            </document>
            """
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UINib(data: Data(xib.utf8)), forCellReuseIdentifier: "Note")
        let a = try #require(table.dequeueReusableCell(withIdentifier: "Note") as? RowCell)
        let b = try #require(table.dequeueReusableCell(withIdentifier: "Note") as? RowCell)
        #expect(a !== b)
        #expect(a.reuseIdentifier == "Note")
        #expect(a.titleLabel?.superview === a.contentView)
        #expect(a.titleLabel?.text == "Note")
        a.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        a.layoutIfNeeded()
        #expect(a.titleLabel?.frame.origin == CGPoint(x: 12, y: 12))
    }

    /// A creator makes the controller from the scene's coder (iOS 13's `instantiateViewController(identifier:creator:)`).
    @Test func creatorMakesTheController() {
        let made: ProfileViewController = storyboard.instantiateViewController(identifier: "Profile") { coder in
            let vc = ProfileViewController(coder: coder)
            vc?.madeByCreator = true
            return vc
        }
        #expect(made.madeByCreator)
        #expect(made.title == "Profile")
        _ = made.view
        #expect(made.nameLabel?.text == "Ada")
    }

    /// An unknown identifier logs UIKit's message and gives a plain controller; an unreadable file logs why.
    @Test func missingSceneAndBrokenFileAreReported() {
        let (vc, messages) = LayoutDiagnostics.collectingMessages {
            storyboard.instantiateViewController(withIdentifier: "Settings")
        }
        #expect(type(of: vc) == UIViewController.self)
        #expect(messages == ["Storyboard (<data>) doesn't contain a view controller with identifier 'Settings'"])

        let broken = UIStoryboard(data: Data("<document".utf8))
        #expect(broken.loadError != nil)
        let (initial, brokenMessages) = LayoutDiagnostics.collectingMessages { broken.instantiateInitialViewController() }
        #expect(initial == nil)
        #expect(brokenMessages.count == 1)

        let missing = UIStoryboard(name: "NoSuchStoryboard", bundle: Bundle.main)
        #expect(missing.loadError == .notFound(name: "NoSuchStoryboard", bundlePath: Bundle.main.bundlePath))
    }
}
