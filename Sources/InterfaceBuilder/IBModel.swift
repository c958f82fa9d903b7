import Foundation

/// A rectangle as Interface Builder writes it (`<rect key="frame" x y width height/>`), in points.
public struct IBRect: Equatable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Makes a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// `(x, y, w, h)` with short numbers.
    public var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height)))" }
}

/// A width and height in points.
public struct IBSize: Equatable, Sendable {
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Makes a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Edge insets (`<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets>`; leading/trailing stored in left/right).
public struct IBInsets: Equatable, Sendable {
    /// Top inset.
    public var top: Double
    /// Left (or leading) inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right (or trailing) inset.
    public var right: Double
    /// True when written as `directionalEdgeInsets` (leading/trailing).
    public var directional: Bool
    /// Makes insets.
    public init(top: Double, left: Double, bottom: Double, right: Double, directional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.directional = directional
    }
}

/// UIViewAutoresizing as the `<autoresizingMask>` element writes it.
public struct IBAutoresizingMask: OptionSet, Equatable, Sendable {
    /// Raw bits as UIKit numbers them.
    public let rawValue: Int
    /// Makes a mask from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `flexibleMinX` (flexible left margin), bit 1.
    public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1)
    /// `widthSizable`, bit 2.
    public static let flexibleWidth = IBAutoresizingMask(rawValue: 2)
    /// `flexibleMaxX` (flexible right margin), bit 4.
    public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 4)
    /// `flexibleMinY` (flexible top margin), bit 8.
    public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 8)
    /// `heightSizable`, bit 16.
    public static let flexibleHeight = IBAutoresizingMask(rawValue: 16)
    /// `flexibleMaxY` (flexible bottom margin), bit 32.
    public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 32)
}

/// A font as `<fontDescription>` gives it.
public struct IBFont: Equatable, Sendable {
    /// `system`, `boldSystem`, `italicSystem`, `custom` (named font) or `textStyle`.
    public var type: String
    /// Weight name (`medium`, `semibold`…), nil for regular.
    public var weight: String?
    /// Point size (for text styles: the style's default size).
    public var pointSize: Double
    /// Dynamic Type style, e.g. `UICTFontTextStyleBody`.
    public var style: String?
    /// Font name for custom fonts.
    public var name: String?
    /// Makes a font description.
    public init(type: String = "system", weight: String? = nil, pointSize: Double = 17, style: String? = nil, name: String? = nil) {
        self.type = type
        self.weight = weight
        self.pointSize = pointSize
        self.style = style
        self.name = name
    }
    /// True for bold, semibold, heavy, black weights or `boldSystem`.
    public var isBold: Bool {
        type == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight ?? "")
    }
}

/// A layout attribute as the XML names it (`leading`, `topMargin`, `baseline`…).
public enum IBAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// True for the horizontal attributes.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            return true
        default: return false
        }
    }
    /// True for `width` and `height`.
    public var isSize: Bool { self == .width || self == .height }
}

/// The relation of a constraint.
public enum IBRelation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
    /// `=`, `<=`, `>=` as IB shows it (ASCII).
    public var symbol: String {
        switch self {
        case .equal: return "="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Per-trait override of a constraint (`<variation key="heightClass=compact" constant="-86"/>`).
public struct IBConstraintVariation: Equatable, Sendable {
    /// Trait key, e.g. `heightClass=compact`.
    public var key: String
    /// Replacement constant, when given.
    public var constant: Double?
    /// Replacement priority, when given.
    public var priority: Double?
}

/// One `<constraint>` element.
public struct IBConstraint: Equatable, Sendable {
    /// IB object id (`id=`), referenced by masks and outlets.
    public var id: String
    /// First item id; `nil` in the file means the owning view (already filled in by the loader: never nil after loading).
    public var firstItem: String
    /// First attribute.
    public var firstAttribute: IBAttribute
    /// Relation, `equal` when absent.
    public var relation: IBRelation
    /// Second item id, nil for constant-only constraints.
    public var secondItem: String?
    /// Second attribute, nil for constant-only constraints.
    public var secondAttribute: IBAttribute?
    /// Multiplier (`0.5` or `1:2` in the file), 1 when absent.
    public var multiplier: Double
    /// Constant, 0 when absent.
    public var constant: Double
    /// Priority 1…1000, 1000 when absent.
    public var priority: Double
    /// `identifier=` (NSLayoutConstraint.identifier).
    public var identifier: String?
    /// `userLabel=` (document label only).
    public var userLabel: String?
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the system standard spacing.
    public var isSymbolic: Bool
    /// Id of the view whose `<constraints>` holds this constraint.
    public var owner: String
    /// Per-trait overrides.
    public var variations: [IBConstraintVariation]
    /// Line of the element in the file.
    public var line: Int
}

/// Stack view properties (`<stackView axis distribution alignment spacing>`).
public struct IBStackAttributes: Equatable, Sendable {
    /// `horizontal` (default) or `vertical`.
    public var axis: String = "horizontal"
    /// `fill` (default), `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: String = "fill"
    /// `fill` (default), `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.
    public var alignment: String = "fill"
    /// Spacing, 0 by default.
    public var spacing: Double = 0
    /// `spacingType="standard"`.
    public var standardSpacing: Bool = false
    /// `baselineRelativeArrangement="YES"`.
    public var baselineRelativeArrangement: Bool = false
    /// `layoutMarginsRelativeArrangement`; nil when the attribute is absent.
    public var layoutMarginsRelativeArrangement: Bool?
    /// Makes default stack attributes.
    public init() {}
}

/// A `<variation key=…>` on a view: include/exclude masks and property overrides.
public struct IBViewVariation: Equatable, Sendable {
    /// Trait key: `default`, `widthClass=compact`, `heightClass=compact-widthClass=regular`…
    public var key: String
    /// Attributes the variation sets (`hidden`, `axis`, `distribution`, `alignment`, `spacing`…).
    public var properties: [String: String]
    /// Constraint ids excluded in this trait.
    public var excludedConstraints: [String]
    /// Constraint ids included in this trait.
    public var includedConstraints: [String]
    /// Subview ids excluded in this trait.
    public var excludedSubviews: [String]
    /// Subview ids included in this trait.
    public var includedSubviews: [String]
    /// Font override, when given.
    public var font: IBFont?
}

/// A layout guide element: `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide">`,
/// `<keyboardLayoutGuide>`, or `<viewControllerLayoutGuide type="top|bottom">`.
public struct IBLayoutGuide: Equatable, Sendable {
    /// Guide id used as a constraint item.
    public var id: String
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `keyboard`, `topLayoutGuide`, `bottomLayoutGuide`.
    public var kind: String
    /// Id of the view owning the guide (for VC guides: the root view).
    public var owner: String
    /// Line in the file.
    public var line: Int
}

/// The element names the loader and layout give a meaning of their own (views, controls, containers, cells and
/// controllers); any other element is read as a plain view or controller, by its name.
public enum IBElementKind: String, Sendable, CaseIterable {
    case view, label, button, imageView, textField, textView, `switch`, slider, segmentedControl, stepper
    case progressView, activityIndicatorView, searchBar, pageControl, datePicker, pickerView, stackView, scrollView
    case tableView, tableViewCell, collectionView, collectionViewCell
    case navigationBar, toolbar, tabBar
    case viewController, navigationController, tabBarController, tableViewController
}

/// One view element (`view`, `label`, `button`, `stackView`…) with its subviews and constraints.
public final class IBViewElement {
    /// Element name, e.g. `label`.
    public let element: String
    /// What the element is, when its name is one the loader knows.
    public let kind: IBElementKind?
    /// IB object id.
    public var id: String
    /// `key=` role in the parent (`view`, `contentView`…), nil for plain subviews.
    public var key: String?
    /// `customClass=`.
    public var customClass: String?
    /// `userLabel=`.
    public var userLabel: String?
    /// Text (label/text field `text=`, `<string key="text">`, attributed fragments).
    public var text: String?
    /// Button normal title (classic or configuration).
    public var title: String?
    /// True for buttons written with `<buttonConfiguration>` (Xcode 13+).
    public var usesButtonConfiguration = false
    /// Designed frame, in the superview's coordinates.
    public var frame: IBRect?
    /// `<color key="backgroundColor">`; nil when the element is absent.
    public var backgroundColor: IBColor?
    /// `<autoresizingMask>`; nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints` (absent ⇒ true).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// Hugging priorities (absent ⇒ 250).
    public var horizontalHugging: Double = 250
    /// Vertical hugging priority.
    public var verticalHugging: Double = 250
    /// Compression resistance priorities (absent ⇒ 750).
    public var horizontalCompressionResistance: Double = 750
    /// Vertical compression resistance priority.
    public var verticalCompressionResistance: Double = 750
    /// `hidden="YES"`.
    public var isHidden = false
    /// `fixedFrame="YES"`.
    public var fixedFrame = false
    /// The height of the top bar a `.xib`'s top-level view simulates (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics">`: 44, 74 prompted), 0 for none.
    public var simulatedTopBarHeight: Double = 0
    /// The height of the bottom bar a `.xib`'s top-level view simulates (a tab bar 49, a toolbar 44), 0 for none.
    public var simulatedBottomBarHeight: Double = 0
    /// IB's saved verdicts (hints only).
    public var savedMisplaced = false
    /// IB's saved ambiguity verdict (hint only).
    public var savedAmbiguous = false
    /// `verifyAmbiguity` (`off`, `ignoreSizes`), nil when absent.
    public var verifyAmbiguity: String?
    /// `placeholderIntrinsicWidth/Height`; `nil` component = not given; `.infinity` written as `infinite` = no metric.
    public var placeholderIntrinsicWidth: Double?
    /// Placeholder intrinsic height.
    public var placeholderIntrinsicHeight: Double?
    /// Explicit layout margins.
    public var layoutMargins: IBInsets?
    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (absent ⇒ true).
    public var insetsLayoutMarginsFromSafeArea = true
    /// Font of labels, buttons, text fields.
    public var font: IBFont?
    /// `numberOfLines` of labels (1 when absent).
    public var numberOfLines = 1
    /// Image name of image views and buttons.
    public var imageName: String?
    /// The `symbolScale` of an SF Symbol image (`<imageReference symbolScale="large">`, or the view's
    /// `<preferredSymbolConfiguration scale>`): `small`, `medium`, `large`; nil for the default.
    public var symbolScale: String?
    /// The point size of the text an SF Symbol image is drawn for (`<preferredSymbolConfiguration pointSize>` or its
    /// `fontDescription`'s size); nil for the default (17).
    public var symbolPointSize: Double?
    /// A classic button's `<inset key="contentEdgeInsets" minX minY maxX maxY>`.
    public var contentEdgeInsets: IBInsets?
    /// A button configuration's `<directionalEdgeInsets key="contentInsets">` (leading/trailing in left/right).
    public var configurationInsets: IBInsets?
    /// A segmented control's segment titles (`<segments><segment title>`), in order.
    public var segmentTitles: [String] = []
    /// Other layout-relevant element attributes (e.g. `style` of activity indicators, `borderStyle`, `rowHeight`).
    public var attributes: [String: String] = [:]
    /// Stack view properties, for `stackView`.
    public var stack: IBStackAttributes?
    /// Subviews in order (for stack views: the arranged subviews).
    public var subviews: [IBViewElement] = []
    /// A table view's prototype cells (`<prototypes>`) and static cells (`<sections><tableViewSection><cells>`), or a
    /// collection view's cells (`<cells>`) and section headers and footers (`<collectionReusableView>`), in
    /// document order. They are not subviews: the table or collection view
    /// places them itself, so each is laid out as its own root (`IBLayoutBuilder`); their `superview` is the container.
    public var cells: [IBViewElement] = []
    /// Constraints listed in this view's `<constraints>`.
    public var constraints: [IBConstraint] = []
    /// Layout guides owned by this view.
    public var layoutGuides: [IBLayoutGuide] = []
    /// Trait variations.
    public var variations: [IBViewVariation] = []
    /// Line in the file.
    public var line: Int
    /// The parent view (nil for top-level / root views).
    public internal(set) weak var superview: IBViewElement?

    /// Makes a view for `element`.
    public init(element: String, id: String, line: Int) {
        self.element = element
        kind = IBElementKind(rawValue: element)
        self.id = id
        self.line = line
    }

    /// The UIKit class the element stands for (`label` → `UILabel`), before `customClass`.
    public var uiKitClass: String { IBViewElement.uiKitClass(for: element) }

    /// The UIKit class for an element name.
    public static func uiKitClass(for element: String) -> String {
        switch element {
        case "containerView": return "UIView"
        case "activityIndicatorView": return "UIActivityIndicatorView"
        case "wkWebView": return "WKWebView"
        case "mapView": return "MKMapView"
        case "skView": return "SKView"
        case "sceneKitView": return "SCNView"
        case "arscnView": return "ARSCNView"
        case "arskView": return "ARSKView"
        case "mtkView": return "MTKView"
        case "glkView": return "GLKView"
        case "tableViewCellContentView", "collectionViewCellContentView": return "UIView"
        default:
            guard let f = element.first else { return "UIView" }
            return "UI" + String(f).uppercased() + element.dropFirst()
        }
    }

    /// This view and all descendants, depth first, cells of a table or collection view after its subviews.
    public var allViews: [IBViewElement] { [self] + subviews.flatMap { $0.allViews } + cells.flatMap { $0.allViews } }

    /// True for `tableViewCell` and `collectionViewCell` elements.
    public var isCell: Bool { kind == .tableViewCell || kind == .collectionViewCell }

    /// A cell's content view (`<tableViewCellContentView key="contentView">`, `<collectionViewCellContentView>` or,
    /// before Xcode 11, `<view key="contentView">`); nil for other views.
    public var contentView: IBViewElement? {
        guard isCell else { return nil }
        return subviews.first { $0.key == "contentView" || $0.element.hasSuffix("CellContentView") }
    }

    /// The name Interface Builder shows for the view (userLabel, text, title, then the class's words).
    public var displayName: String {
        if let u = userLabel, !u.isEmpty { return u }
        switch element {
        case "label": if let t = text, !t.isEmpty { return t }
        case "button": if let t = title, !t.isEmpty { return t }
        case "textField":
            if let t = text, !t.isEmpty { return t }
            return attributes["borderStyle"] == "roundedRect" ? "Round Style Text Field" : "Text Field"
        default: break
        }
        if let c = customClass, !c.isEmpty { return c }
        switch element {
        case "activityIndicatorView": return "Activity Indicator"
        case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
        case "containerView": return "Container View"
        default: return splitWords(element)
        }
    }
}

/// A view controller of a storyboard scene (or one at a xib's top level).
public final class IBViewController {
    /// Element name (`viewController`, `tableViewController`…).
    public let element: String
    /// What the controller is, when its name is one the loader knows.
    public var kind: IBElementKind? { IBElementKind(rawValue: element) }
    /// IB id.
    public var id: String
    /// `customClass=`.
    public var customClass: String?
    /// `title=`.
    public var title: String?
    /// `storyboardIdentifier=`: the name `UIStoryboard.instantiateViewController(withIdentifier:)` finds it by.
    public var storyboardIdentifier: String?
    /// The root view (`key="view"`).
    public var view: IBViewElement?
    /// Views the controller's bars place, at the frame Xcode saved: a container controller's navigation bar,
    /// toolbar or tab bar, bar button items' custom views, a navigation item's title view. Each is laid out as
    /// its own root.
    public var placedViews: [IBViewElement] = []
    /// Segues leaving this controller or its views, in document order.
    public var segues: [IBSegue] = []
    /// `navigationBarHidden`, `toolbarHidden` of container controllers; `extendedLayoutIncludesOpaqueBars`.
    public var attributes: [String: String] = [:]
    /// `<nil key="simulatedTopBarMetrics"/>`: the controller says it shows no top bar.
    public var noSimulatedTopBar = false
    /// `<nil key="simulatedBottomBarMetrics"/>`: the controller says it shows no bottom bar.
    public var noSimulatedBottomBar = false
    /// The navigation bar of the navigation controller that shows this controller (its saved frame), if any
    /// (`IBContainerBars`).
    public var inheritedTopBar: IBRect?
    /// Whether that navigation bar is opaque (`translucent="NO"`): the scene's root then lies below it.
    public var inheritedTopBarIsOpaque = false
    /// Whether the root extends under a top bar: `edgesForExtendedLayout` includes the top (UIKit's default, all
    /// edges; `<extendedEdge key="edgesForExtendedLayout"/>` without `top="YES"` leaves it out).
    public var extendsUnderTopBar = true
    /// The tab bar or toolbar of the container that shows this controller (its saved frame), if any.
    public var inheritedBottomBar: IBRect?
    /// `<viewControllerLayoutGuide>`s (pre-safe-area files).
    public var layoutGuides: [IBLayoutGuide] = []
    /// `<size key="freeformSize">` when the VC uses freeform metrics.
    public var freeformSize: IBSize?
    /// True when `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` is present.
    public var simulatedNavigationBar = false
    /// True when the simulated navigation bar is `prompted="YES"` (74 points instead of 44).
    public var simulatedNavigationBarPrompted = false
    /// True when the simulated navigation bar is opaque (`translucent="NO"`).
    public var simulatedNavigationBarIsOpaque = false
    /// Height of the simulated bottom bar: 49 for a tab bar, 44 for a toolbar, 0 for none.
    public var simulatedBottomBarHeight: Double = 0
    /// Line in the file.
    public var line: Int
    /// Makes a view controller.
    public init(element: String, id: String, line: Int) {
        self.element = element
        self.id = id
        self.line = line
    }

    /// The name IB gives the scene: title, else custom class without its prefix and split into words, else "View Controller".
    public var displayName: String {
        if let t = title, !t.isEmpty { return t }
        if let c = customClass, !c.isEmpty { return splitWords(dropClassPrefix(c)) }
        return splitWords(element)
    }
}

/// A `<segue destination kind relationship>` of a storyboard.
public struct IBSegue: Equatable, Sendable {
    /// The destination controller's id.
    public var destination: String
    /// `relationship`, `show`, `push`, `presentation`, `embed`…
    public var kind: String
    /// For relationship segues: `rootViewController`, `viewControllers`…
    public var relationship: String?
    /// The id of the element whose connections hold the segue (the controller, or a view: an embed segue's
    /// container view).
    public var source: String?
}

/// A storyboard scene.
public struct IBScene {
    /// `sceneID=`.
    public var sceneID: String
    /// The comment IB writes before the scene (`<!--Host View Controller-->`), if any.
    public var comment: String?
    /// The scene's view controller (nil if the scene holds none the loader understands).
    public var viewController: IBViewController?
    /// Line in the file.
    public var line: Int
}

/// The simulated device of the document (`<device id orientation>` or old simulated metrics).
public struct IBDeviceInfo: Equatable, Sendable {
    /// IB device id, e.g. `retina4_7`.
    public var id: String
    /// `portrait` or `landscape`.
    public var orientation: String
}

/// Something the loader did not understand or had to drop; the rest of the file still loads.
public struct IBLoadIssue: Equatable, Sendable, CustomStringConvertible {
    /// File name (as given to the loader).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// Element name concerned.
    public var element: String
    /// What is wrong.
    public var message: String
    /// `file:line: warning: <element>: message`, the compiler-style form.
    public var description: String { "\(file):\(line): warning: <\(element)>: \(message)" }
}

/// The kind of document.
public enum IBDocumentKind: String, Sendable {
    case xib, storyboard
}

/// A whole `.xib` or `.storyboard` document.
public final class IBDocument {
    /// File name used in messages.
    public var file: String
    /// xib or storyboard.
    public var kind: IBDocumentKind
    /// `toolsVersion=` (IB build number), 0 when absent.
    public var toolsVersion: Double = 0
    /// `useAutolayout="YES"`.
    public var useAutolayout = false
    /// `useTraitCollections="YES"`.
    public var useTraitCollections = false
    /// `useSafeAreas="YES"`.
    public var useSafeAreas = false
    /// `targetRuntime="AppleTV"`: a tvOS document, whose controls have tvOS's defaults (`IBControls.configure`).
    public var isTV = false
    /// Simulated device, if the file names one.
    public var device: IBDeviceInfo?
    /// True when the file has a `<device>` element (Xcode 8+); older files only name a simulated screen,
    /// and their root views (often 600×600 "any size" canvases) fill the screen instead.
    public var hasDeviceElement = false
    /// `initialViewController=` (storyboards).
    public var initialViewController: String?
    /// Scenes (storyboards).
    public var scenes: [IBScene] = [] {
        didSet {
            viewIndex = nil
            constrainedIDs = nil
        }
    }
    /// Top-level views (xibs).
    public var topLevelViews: [IBViewElement] = [] {
        didSet {
            viewIndex = nil
            constrainedIDs = nil
        }
    }
    /// Top-level view controllers (xibs holding one).
    public var topLevelViewControllers: [IBViewController] = [] {
        didSet {
            viewIndex = nil
            constrainedIDs = nil
        }
    }
    /// Custom class of the File's Owner placeholder (xibs).
    public var filesOwnerClass: String?
    /// `<resources><image name width height>` sizes.
    public var imageSizes: [String: IBSize] = [:]
    /// `<resources><namedColor name>` values: the asset catalog's colors as Xcode saved them.
    public var namedColors: [String: IBColor] = [:]
    /// `<resources><systemColor name>` values: the system colors as the saving Xcode resolved them.
    public var systemColors: [String: IBColor] = [:]
    /// The width ÷ height of the SF Symbols the file uses (`<resources><image catalog="system">`, whose sizes are
    /// the symbol's proportions at 128 points on its longer side, not its size in a view).
    public var symbolAspects: [String: Double] = [:]
    /// Whether `element` is an image view showing an SF Symbol (its image among `symbolAspects`).
    public func showsSymbolImage(_ element: IBViewElement) -> Bool {
        element.kind == .imageView && element.imageName.map { symbolAspects[$0] != nil } == true
    }
    /// `<designables>` cached intrinsic sizes by view id (−1 = no metric).
    public var designableSizes: [String: IBSize] = [:]
    /// Problems found while loading.
    public var issues: [IBLoadIssue] = []

    /// Makes an empty document.
    public init(file: String, kind: IBDocumentKind) {
        self.file = file
        self.kind = kind
    }

    /// Every view controller: scenes' and top-level ones.
    public var viewControllers: [IBViewController] {
        scenes.compactMap { $0.viewController } + topLevelViewControllers
    }

    /// Root views to lay out: each view controller's root view and the views its bars place, then top-level views.
    public var rootViews: [IBViewElement] { viewControllers.flatMap { [$0.view].compactMap { $0 } + $0.placedViews } + topLevelViews }

    /// Every view in the document.
    public var allViews: [IBViewElement] { rootViews.flatMap { $0.allViews } }

    /// The view with IB id `id`, through an index of every view built at the first look-up (looking up each of
    /// a large file's views one by one was quadratic). Setting `scenes`, `topLevelViews` or
    /// `topLevelViewControllers` rebuilds it; call `reindexViews()` after changing views inside them.
    public func view(id: String) -> IBViewElement? {
        if viewIndex == nil { reindexViews() }
        return viewIndex?[id]
    }

    /// Rebuilds the index `view(id:)` reads.
    public func reindexViews() {
        var index: [String: IBViewElement] = [:]
        for v in allViews where index[v.id] == nil { index[v.id] = v }
        viewIndex = index
    }

    private var viewIndex: [String: IBViewElement]?

    /// Whether `view` keeps its saved frame through its autoresizing mask: a `fixedFrame="YES"` view that no
    /// constraint of the document names. Xcode writes such views with `translatesAutoresizingMaskIntoConstraints="NO"`
    /// and adds prototype constraints for the saved frame at build time, which the Auto Layout Guide says are
    /// dropped from a view any constraint names [doc]; the saved frame is kept and the view is not missing
    /// constraints (observed: 88 such views in 13 public files, each with its `autoresizingMask`, e.g.
    /// stack3/iOSAutoLayoutSamples `STBasicLayoutViewController.storyboard`, pocket-casts-ios `PodcastGridCell.xib`).
    public func keepsSavedFrame(_ view: IBViewElement) -> Bool {
        guard view.fixedFrame else { return false }
        if constrainedIDs == nil {
            var ids = Set<String>()
            for c in allConstraints {
                ids.insert(c.firstItem)
                if let s = c.secondItem { ids.insert(s) }
            }
            constrainedIDs = ids
        }
        return !(constrainedIDs?.contains(view.id) ?? false)
    }

    private var constrainedIDs: Set<String>?

    /// Every constraint in the document.
    public var allConstraints: [IBConstraint] { allViews.flatMap { $0.constraints } }
}

/// `STCustomViewController` → `CustomViewController`: drops an uppercase class prefix (2+ capitals before a capitalised word).
func dropClassPrefix(_ name: String) -> String {
    let chars = Array(name)
    var i = 0
    while i < chars.count, chars[i].isUppercase { i += 1 }
    // "STCustom": capitals S,T,C then lowercase ⇒ prefix is all but the last capital.
    if i >= 3, i < chars.count { return String(chars[(i - 1)...]) }
    return name
}

/// `tableViewCell` / `CustomViewController` → `Table View Cell` / `Custom View Controller`.
func splitWords(_ name: String) -> String {
    var out = ""
    var prev: Character?
    for c in name {
        if let p = prev, c.isUppercase, p.isLowercase || p.isNumber { out.append(" ") }
        out.append(out.isEmpty ? Character(c.uppercased()) : c)
        prev = c
    }
    return out
}

/// Short decimal form: 20 → "20", 13.75 → "13.75", 35.333333 → "35.333".
package func fmt(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

/// A color as Interface Builder writes it (`<color …>`): components (sRGB, white, calibrated or Display P3), a
/// system color by name (`systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="whiteColor"`) or an asset
/// catalog color (`name="AccentColor"`), resolved through the document's resources.
public enum IBColor: Equatable, Sendable {
    /// sRGB components, 0…1.
    case components(red: Double, green: Double, blue: Double, alpha: Double)
    /// Display P3 components, 0…1.
    case displayP3(red: Double, green: Double, blue: Double, alpha: Double)
    /// A system color's name, as the file writes it (`systemBackgroundColor`, `whiteColor`).
    case system(String)
    /// An asset catalog color's name.
    case named(String)
}
