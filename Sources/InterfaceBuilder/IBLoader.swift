import AutoLayout
import Foundation

/// Errors that stop a file from loading at all (anything smaller becomes an `IBLoadIssue`).
public enum IBError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The XML is broken at this place.
    case malformedXML(file: String, line: Int, column: Int, message: String)
    /// The root element is not an Interface Builder `<document>`.
    case notAnInterfaceBuilderDocument(file: String, line: Int, rootElement: String)

    /// `file:line:column: error: …`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): error: cannot read the file: \(reason)"
        case .malformedXML(let file, let line, let column, let message):
            return "\(file):\(line):\(column): error: malformed XML: \(message)"
        case .notAnInterfaceBuilderDocument(let file, let line, let root):
            return
                "\(file):\(line): error: <\(root)> is not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">)"
        }
    }
}

/// Reads `.xib` and `.storyboard` files into an `IBDocument`.
public enum IBLoader {
    /// Loads the file at `path`; `file` names it in messages (defaults to the last path component).
    public static func load(path: String, file: String? = nil) throws -> IBDocument {
        let name = file ?? (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IBError.unreadable(
                file: name, reason: FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file")
        }
        return try load(data: data, file: name)
    }

    /// Loads a document from XML text.
    public static func load(string: String, file: String = "<string>") throws -> IBDocument {
        try load(data: Data(string.utf8), file: file)
    }

    /// Loads a document from XML bytes.
    public static func load(data: Data, file: String) throws -> IBDocument {
        let root = try XMLTreeBuilder.parse(data, file: file)
        guard root.name == "document" else {
            throw IBError.notAnInterfaceBuilderDocument(file: file, line: root.line, rootElement: root.name)
        }
        let type = root["type"] ?? ""
        let kind: IBDocumentKind = type.contains("Storyboard") || root.child("scenes") != nil ? .storyboard : .xib
        let reader = Reader(file: file, document: IBDocument(file: file, kind: kind))
        reader.read(root)
        return reader.document
    }
}

/// Elements that are views (their UIKit class is derived from the name).
let knownViewElements: Set<String> = [
    "view", "label", "button", "imageView", "stackView", "scrollView", "textField", "textView", "switch", "slider",
    "segmentedControl", "stepper", "progressView", "activityIndicatorView", "pageControl", "datePicker", "pickerView",
    "tableView", "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "containerView", "visualEffectView", "searchBar",
    "navigationBar", "toolbar", "tabBar", "mapView", "wkWebView", "webView", "skView", "sceneKitView", "arscnView", "arskView",
    "mtkView", "glkView", "tableViewHeaderFooterView",
]

/// Elements that are view controllers.
let knownViewControllerElements: Set<String> = [
    "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
    "pageViewController", "splitViewController", "hostingController", "viewControllerPlaceholder", "avPlayerViewController",
    "glkViewController",
]

/// Children of views that carry no layout meaning and are skipped silently.
let ignoredViewChildren: Set<String> = [
    "color", "nil", "connections", "userDefinedRuntimeAttributes", "accessibility", "point", "freeformSimulatedSizeMetrics",
    "simulatedMetricsContainer", "textInputTraits", "inset", "imageReference", "backgroundConfiguration", "preferredSymbolConfiguration",
    "segments", "items", "gestureRecognizers", "size", "locale", "date", "real", "integer", "bool", "dataDetectorType",
    "collectionViewFlowLayout", "collectionViewLayout", "paragraphStyle", "attributedString", "string",
    "state", "buttonConfiguration", "fontDescription", "rect", "autoresizingMask", "edgeInsets", "directionalEdgeInsets",
    "subviews", "constraints", "variation", "viewLayoutGuide", "keyboardLayoutGuide", "blurEffect", "vibrancyEffect",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics",
    "simulatedScreenMetrics", "simulatedOrientationMetrics", "navigationItem", "tabBarItem", "toolbarItems", "barButtonItem",
    "searchBarTextField", "scopeButtonTitles", "wkWebViewConfiguration", "datePickerMode", "offsetWrapper", "mutableString",
    "attributedString", "textAttributes", "titleTextAttributes", "imageView", "label", "button",
    "contentInset", "contentOffset", "designables", "buttonConfigurationTitle", "backgroundImage", "shadowImage",
]

final class Reader {
    let file: String
    let document: IBDocument

    init(file: String, document: IBDocument) {
        self.file = file
        self.document = document
    }

    func issue(_ node: XMLNode, _ message: String) {
        document.issues.append(IBLoadIssue(file: file, line: node.line, element: node.name, message: message))
    }

    // MARK: attribute readers

    func number(_ node: XMLNode, _ name: String) -> Double? {
        guard let raw = node[name] else { return nil }
        guard let v = Double(raw) else {
            issue(node, "attribute \(name)=\"\(raw)\" is not a number; ignored")
            return nil
        }
        if v.isFinite { return v }
        issue(node, "attribute \(name)=\"\(raw)\" is not a finite number; ignored")
        return nil
    }

    func bool(_ node: XMLNode, _ name: String) -> Bool? {
        guard let raw = node[name] else { return nil }
        switch raw {
        case "YES", "yes", "true": return true
        case "NO", "no", "false": return false
        default:
            issue(node, "attribute \(name)=\"\(raw)\" is not YES or NO; ignored")
            return nil
        }
    }

    func rect(_ node: XMLNode) -> IBRect? {
        guard let x = number(node, "x") ?? (node["x"] == nil ? 0 : nil),
            let y = number(node, "y") ?? (node["y"] == nil ? 0 : nil),
            let w = number(node, "width"), let h = number(node, "height")
        else {
            if node["width"] == nil || node["height"] == nil { issue(node, "rect without width or height; ignored") }
            return nil
        }
        return IBRect(x: x, y: y, width: w, height: h)
    }

    func size(_ node: XMLNode) -> IBSize? {
        guard let w = number(node, "width"), let h = number(node, "height") else { return nil }
        return IBSize(width: w, height: h)
    }

    /// A `<color>`: a system or asset color by name, else its components in the space it names (white alone is a
    /// gray; Display P3 is kept apart; calibrated and generic spaces are read as sRGB, our choice).
    func color(_ node: XMLNode) -> IBColor? {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] { return .system(name) }
        if let name = node["name"] { return .named(name) }
        let alpha = number(node, "alpha") ?? 1
        if let white = number(node, "white") { return .components(red: white, green: white, blue: white, alpha: alpha) }
        guard let r = number(node, "red"), let g = number(node, "green"), let b = number(node, "blue") else { return nil }
        if node["customColorSpace"] == "displayP3" { return .displayP3(red: r, green: g, blue: b, alpha: alpha) }
        return .components(red: r, green: g, blue: b, alpha: alpha)
    }

    func font(_ node: XMLNode) -> IBFont {
        var f = IBFont()
        if let style = node["style"] {
            f.type = "textStyle"
            f.style = style
            f.pointSize = textStyleSize(style)
        }
        if let t = node["type"] { f.type = t }
        if node["name"] != nil && node["type"] == nil { f.type = "custom" }
        f.name = node["name"]
        f.weight = node["weight"]
        if let p = number(node, "pointSize") { f.pointSize = p }
        return f
    }

    /// The size of a Dynamic Type style as the file's Xcode showed it: at the default content size (Large, HIG),
    /// except in files of Xcode 12.5 to 13 (toolsVersion 18000 to 20999), whose canvas shows text styles at the
    /// smallest size, x Small (`UIFont.TextStyle.pointSize(for: .extraSmall)`). Observed: labels saved at those sizes'
    /// line heights in files of toolsVersion 18122 and 20037 from element-ios (Body 17 high, Callout 16:
    /// `SpaceDetailViewController.storyboard`, `RoomContextPreviewViewController.storyboard`), woocommerce-ios
    /// (`StoreTableViewCell.xib`, `EmptyStateViewController.xib`) and openfoodfacts-ios (`Settings.storyboard`,
    /// Subhead 14.5, Caption 1 13.5): 38 views agree with x Small and none with Large; files of 17701 and older
    /// (simplenote-ios `SPSortBar.xib`) and of 21225 and later (woocommerce-ios `RoleErrorViewController.xib`)
    /// save Large's. Why those Xcodes did so is unknown.
    func textStyleSize(_ style: String) -> Double {
        // Files name Large Title `UICTFontTextStyleTitle0`, UIKit's raw value (observed: Automattic/simplenote-ios
        // `AccountVerificationViewController.xib`, Xcode 12, a one-line label saved 41 high, 34 pt's line); the
        // spelled-out name is accepted too.
        let textStyle =
            style == "UICTFontTextStyleLargeTitle" ? UIFont.TextStyle.largeTitle : UIFont.TextStyle(rawValue: style)
        let xcode13 = document.toolsVersion >= 18000 && document.toolsVersion < 21000
        return Double(textStyle.pointSize(for: xcode13 ? .extraSmall : .large))
    }

    /// A constraint's multiplier: a number, or a ratio IB writes as `16:9` (aspect ratios) or `1/3` (observed:
    /// IBDecodable `Tests/Resources/Launch Screen.storyboard`, Xcode 9, a label centred at a third of the root's
    /// height, saved at y = 202 in a 667-high root).
    func multiplier(_ node: XMLNode) -> Double {
        guard let raw = node["multiplier"] else { return 1 }
        if let v = Double(raw) { return v }
        let parts = raw.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), b != 0
        {
            return a / b
        }
        issue(node, "attribute multiplier=\"\(raw)\" is neither a number nor a ratio like 16:9; using 1")
        return 1
    }

    // MARK: document

    func read(_ root: XMLNode) {
        document.isTV = root["targetRuntime"] == "AppleTV"
        document.toolsVersion = Double(root["toolsVersion"]?.split(separator: ".").first.map(String.init) ?? "") ?? 0
        // `toolsVersion="32700.99.1234"` is a placeholder some Xcode builds write, above every released version;
        // the Cocoa Touch plug-in's version then names the real one (observed: 6 public files with plug-in 22684
        // and 22685, Xcode 15, whose switches are the 51 × 31 of before Xcode 26; in 176 other public files the
        // plug-in's version is within 200 of toolsVersion).
        if document.toolsVersion == 32700,
            let plugIn = root.child("dependencies")?.children(named: "plugIn").first(where: {
                $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
            }),
            let version = plugIn["version"].flatMap({ Double($0.split(separator: ".").first.map(String.init) ?? "") })
        {
            document.toolsVersion = version
        }
        document.useAutolayout = bool(root, "useAutolayout") ?? false
        document.useTraitCollections = bool(root, "useTraitCollections") ?? false
        document.useSafeAreas = bool(root, "useSafeAreas") ?? false
        document.initialViewController = root["initialViewController"]
        if let type = root["type"], !type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") {
            issue(root, "document type \"\(type)\" is not an iOS (CocoaTouch) document; reading it anyway")
        }
        // Resources and designables first, so views can use them.
        for child in root.children {
            switch child.name {
            case "resources":
                for r in child.children(named: "namedColor") {
                    if let name = r["name"], let c = r.child("color").flatMap(color) { document.namedColors[name] = c }
                }
                for r in child.children(named: "systemColor") {
                    if let name = r["name"], let c = r.child("color").flatMap(color) { document.systemColors[name] = c }
                }
                for r in child.children(named: "image") {
                    guard let name = r["name"], let s = size(r) else { continue }
                    if r["catalog"] == "system" {
                        if s.height > 0 { document.symbolAspects[name] = s.width / s.height }
                    } else {
                        document.imageSizes[name] = s
                    }
                }
            case "designables":
                for d in child.children(named: "designable") {
                    if let id = d["name"], let s = d.child("size", key: "intrinsicContentSize").flatMap(size) {
                        document.designableSizes[id] = s
                    }
                }
            default: break
            }
        }
        for child in root.children {
            switch child.name {
            case "device":
                document.device = IBDeviceInfo(id: child["id"] ?? "", orientation: child["orientation"] ?? "portrait")
                document.hasDeviceElement = true
            case "simulatedMetricsContainer":
                if document.device == nil, let screen = child.child("simulatedScreenMetrics"), let type = screen["type"] {
                    document.device = IBDeviceInfo(id: type == "retina4" ? "retina4_0" : type, orientation: "portrait")
                }
            case "dependencies", "resources", "designables", "classes", "inferredMetricsTieBreakers": break
            case "objects": readObjects(child)
            case "scenes":
                for scene in child.children {
                    if scene.name == "scene" { readScene(scene) } else { issue(scene, "unknown element inside <scenes>; skipped") }
                }
            default: issue(child, "unknown element inside <document>; skipped")
            }
        }
        resolveReferences()
        IBContainerBars.inherit(in: document)
    }

    func readObjects(_ node: XMLNode) {
        for child in node.children {
            if child.name == "placeholder" {
                if child["placeholderIdentifier"] == "IBFilesOwner" { document.filesOwnerClass = child["customClass"] }
            } else if knownViewControllerElements.contains(child.name) {
                if let vc = readViewController(child) { document.topLevelViewControllers.append(vc) }
            } else if let v = readViewIfView(child, parent: nil) {
                document.topLevelViews.append(v)
            } else if ![
                "customObject", "customObjects", "exit", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
                "pinchGestureRecognizer", "longPressGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
                "navigationItem", "barButtonItem", "tabBarItem", "searchDisplayController", "window", "menu",
            ].contains(child.name) {
                issue(child, "unknown top-level object; skipped")
            }
        }
    }

    func readScene(_ node: XMLNode) {
        var scene = IBScene(sceneID: node["sceneID"] ?? "", comment: node.precedingComments.last, viewController: nil, line: node.line)
        for objects in node.children(named: "objects") {
            for child in objects.children {
                if knownViewControllerElements.contains(child.name) {
                    if scene.viewController == nil { scene.viewController = readViewController(child) }
                } else if child.name == "placeholder" || child.name == "exit" || child.name == "customObject"
                    || child.name.hasSuffix("GestureRecognizer")
                {
                    continue
                } else if let v = readViewIfView(child, parent: nil) {
                    document.topLevelViews.append(v)
                } else {
                    issue(child, "unknown object in scene \(scene.sceneID); skipped")
                }
            }
        }
        document.scenes.append(scene)
    }

    func readViewController(_ node: XMLNode) -> IBViewController? {
        let vc = IBViewController(element: node.name, id: node["id"] ?? "", line: node.line)
        vc.customClass = node["customClass"]
        vc.title = node["title"]
        vc.storyboardIdentifier = node["storyboardIdentifier"]
        for child in node.children {
            switch child.name {
            case "layoutGuides":
                for g in child.children(named: "viewControllerLayoutGuide") {
                    let type = g["type"] ?? "top"
                    vc.layoutGuides.append(
                        IBLayoutGuide(
                            id: g["id"] ?? "", kind: type == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide", owner: "", line: g.line))
                }
            case "size":
                if child["key"] == "freeformSize" { vc.freeformSize = size(child) }
            case "simulatedNavigationBarMetrics":
                vc.simulatedNavigationBar = true
                vc.simulatedNavigationBarPrompted = bool(child, "prompted") ?? false
                vc.simulatedNavigationBarIsOpaque = child["translucent"] == "NO"
            case "nil":
                if child["key"] == "simulatedTopBarMetrics" { vc.noSimulatedTopBar = true }
                if child["key"] == "simulatedBottomBarMetrics" { vc.noSimulatedBottomBar = true }
            case "extendedEdge" where child["key"] == "edgesForExtendedLayout":
                vc.extendsUnderTopBar = bool(child, "top") ?? false
            case "simulatedTabBarMetrics":
                vc.simulatedBottomBarHeight = Double(UITabBar.defaultHeight)
            case "simulatedToolbarMetrics":
                vc.simulatedBottomBarHeight = 44
            default:
                if child["key"] == "view" || (vc.view == nil && child["key"] == nil && knownViewElements.contains(child.name)) {
                    if let v = readViewIfView(child, parent: nil) { vc.view = v }
                } else if knownViewElements.contains(child.name) && child["key"] != nil {
                    // navigationBar, toolbar, tabBar of container controllers: placed by their controller.
                    if child.child("rect", key: "frame") != nil { vc.placedViews.append(readView(child, parent: nil)) }
                } else if child.name == "navigationItem" || child.name == "toolbarItems" {
                    readBarItemViews(child) { vc.placedViews.append(self.readView($0, parent: nil)) }
                }
            }
        }
        if let root = vc.view {
            for i in vc.layoutGuides.indices { vc.layoutGuides[i].owner = root.id }
        }
        vc.attributes = node.attributes.filter {
            ["navigationBarHidden", "toolbarHidden", "extendedLayoutIncludesOpaqueBars"].contains($0.key)
        }
        collectSegues(node, into: vc)
        return vc
    }

    /// Every `<segue>` under a view controller's element (its own connections and its views' and cells'), in order.
    func collectSegues(_ node: XMLNode, into vc: IBViewController, source: String? = nil) {
        let source = node["id"] ?? source
        for child in node.children {
            if child.name == "segue", let destination = child["destination"] {
                vc.segues.append(
                    IBSegue(destination: destination, kind: child["kind"] ?? "", relationship: child["relationship"], source: source))
            } else {
                collectSegues(child, into: vc, source: source)
            }
        }
    }

    /// Reads `node` as a view when it is one (known view element, or unknown element with a frame).
    func readViewIfView(_ node: XMLNode, parent: IBViewElement?) -> IBViewElement? {
        if knownViewElements.contains(node.name) { return readView(node, parent: parent) }
        if node.child("rect", key: "frame") != nil {
            issue(node, "unknown view element; loaded as a plain UIView")
            return readView(node, parent: parent)
        }
        return nil
    }

    /// A button state's or configuration's `<imageReference key="image" image=… symbolScale=…>` (the form Xcode 13
    /// and later write for SF Symbols), into the view's image.
    func readImageReference(_ node: XMLNode, into v: IBViewElement) {
        guard let r = node.child("imageReference", key: "image"), let image = r["image"] else { return }
        v.imageName = image
        if let scale = r["symbolScale"] { v.symbolScale = scale }
    }

    func readView(_ node: XMLNode, parent: IBViewElement?) -> IBViewElement {
        let id: String
        if let given = node["id"] {
            id = given
        } else {
            id = "line\(node.line)"
            issue(node, "view without id; named \(id)")
        }
        let v = IBViewElement(element: node.name, id: id, line: node.line)
        v.superview = parent
        v.key = node["key"]
        v.customClass = node["customClass"]
        v.userLabel = node["userLabel"]
        v.text = node["text"]
        v.title = node["title"]
        if let t = bool(node, "translatesAutoresizingMaskIntoConstraints") { v.translatesAutoresizingMaskIntoConstraints = t }
        if let p = number(node, "horizontalHuggingPriority") { v.horizontalHugging = p }
        if let p = number(node, "verticalHuggingPriority") { v.verticalHugging = p }
        if let p = number(node, "horizontalCompressionResistancePriority") { v.horizontalCompressionResistance = p }
        if let p = number(node, "verticalCompressionResistancePriority") { v.verticalCompressionResistance = p }
        v.isHidden = bool(node, "hidden") ?? false
        v.fixedFrame = bool(node, "fixedFrame") ?? false
        v.savedMisplaced = bool(node, "misplaced") ?? false
        v.savedAmbiguous = bool(node, "ambiguous") ?? false
        v.verifyAmbiguity = node["verifyAmbiguity"]
        v.placeholderIntrinsicWidth = placeholderIntrinsic(node, "placeholderIntrinsicWidth")
        v.placeholderIntrinsicHeight = placeholderIntrinsic(node, "placeholderIntrinsicHeight")
        v.preservesSuperviewLayoutMargins = bool(node, "preservesSuperviewLayoutMargins") ?? false
        v.insetsLayoutMarginsFromSafeArea = bool(node, "insetsLayoutMarginsFromSafeArea") ?? true
        if let n = node["numberOfLines"] {
            if let i = Int(n) { v.numberOfLines = i } else { issue(node, "attribute numberOfLines=\"\(n)\" is not an integer; ignored") }
        }
        v.imageName = node["image"]
        for a in [
            "style", "borderStyle", "rowHeight", "estimatedRowHeight", "preferredMaxLayoutWidth", "numberOfPages", "progress",
            "buttonType", "axis", "minimumValue", "maximumValue", "accessoryType", "editingAccessoryType", "reuseIdentifier",
            "separatorStyle", "translucent", "hidesWhenStopped", "animating", "datePickerMode",
        ] {
            if let value = node[a] { v.attributes[a] = value }
        }
        if node.name == "stackView" { v.stack = readStack(node, into: IBStackAttributes()) }
        readControlDetails(node, into: v)

        for child in node.children {
            switch child.name {
            case "rect":
                if child["key"] == "frame" { v.frame = rect(child) }
            case "color" where child["key"] == "backgroundColor":
                v.backgroundColor = color(child)
            case "autoresizingMask":
                v.autoresizingMask = readMask(child)
            case "subviews":
                for sub in child.children {
                    if let s = readViewIfView(sub, parent: v) {
                        v.subviews.append(s)
                    } else {
                        issue(sub, "unknown element inside <subviews>; skipped")
                    }
                }
            case "constraints":
                for c in child.children {
                    if c.name == "constraint" {
                        if let con = readConstraint(c, owner: v.id) { v.constraints.append(con) }
                    } else {
                        issue(c, "unknown element inside <constraints>; skipped")
                    }
                }
            case "imageReference" where child["key"] == "image":
                readImageReference(node, into: v)
            case "preferredSymbolConfiguration":
                if let scale = child["scale"] { v.symbolScale = scale }
                if let p = number(child, "pointSize") {
                    v.symbolPointSize = p
                } else if let f = child.child("fontDescription") {
                    v.symbolPointSize = font(f).pointSize
                }
            case "viewLayoutGuide":
                v.layoutGuides.append(
                    IBLayoutGuide(id: child["id"] ?? "", kind: child["key"] ?? "layoutGuide", owner: v.id, line: child.line))
            case "keyboardLayoutGuide":
                v.layoutGuides.append(IBLayoutGuide(id: child["id"] ?? "", kind: "keyboard", owner: v.id, line: child.line))
            case "simulatedNavigationBarMetrics" where child["key"] == "simulatedTopBarMetrics":
                v.simulatedTopBarHeight = (bool(child, "prompted") ?? false) ? 74 : Double(UINavigationBar.defaultHeight)
            case "simulatedTabBarMetrics" where child["key"] == "simulatedBottomBarMetrics":
                v.simulatedBottomBarHeight = Double(UITabBar.defaultHeight)
            case "simulatedToolbarMetrics" where child["key"] == "simulatedBottomBarMetrics":
                v.simulatedBottomBarHeight = 44
            case "edgeInsets" where child["key"] == "layoutMargins":
                v.layoutMargins = IBInsets(
                    top: number(child, "top") ?? 0, left: number(child, "left") ?? 0,
                    bottom: number(child, "bottom") ?? 0, right: number(child, "right") ?? 0)
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                v.layoutMargins = IBInsets(
                    top: number(child, "top") ?? 0, left: number(child, "leading") ?? 0,
                    bottom: number(child, "bottom") ?? 0, right: number(child, "trailing") ?? 0, directional: true)
            case "fontDescription":
                if child["key"] == "fontDescription" || child["key"] == "titleFontDescription" { v.font = font(child) }
            case "string":
                if child["key"] == "text" { v.text = child.text }
            case "attributedString":
                if child["key"] == "attributedText" {
                    v.text = child.children(named: "fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
                        .joined()
                }
            case "state":
                if child["key"] == "normal" {
                    // A configuration's title is the only one shown: Xcode also writes the classic state's "Button"
                    // beside a configuration without a title, and the canvas shows the image alone (observed: seven
                    // buttons, Xcode 14–26, KeePassium `PasswordGeneratorVC.storyboard` 51 × 34 for a large symbol,
                    // pocket-casts-ios `PlayerChapterCell.xib`).
                    if let t = child["title"], !v.usesButtonConfiguration { v.title = t }
                    if let i = child["image"] { v.imageName = i }
                    readImageReference(child, into: v)
                }
            case "buttonConfiguration":
                v.usesButtonConfiguration = true
                v.title = child["title"]
                if let i = child["image"] { v.imageName = i }
                readImageReference(child, into: v)
                if let f = child.child("fontDescription") { v.font = font(f) }
            case "variation":
                v.variations.append(readVariation(child, view: v))
            case "tableViewCellContentView", "collectionViewCellContentView":
                v.subviews.append(readView(child, parent: v))
            case "items" where node.name == "navigationBar" || node.name == "toolbar":
                // Bar items' custom and title views: placed by the bar, at their saved frames.
                readBarItemViews(child) { v.cells.append(self.readView($0, parent: v)) }
            case "prototypes", "cells":
                readCells(child, into: v)
            case "sections":
                for section in child.children {
                    guard section.name == "tableViewSection" else {
                        issue(section, "unknown element inside <sections>; skipped")
                        continue
                    }
                    for cells in section.children(named: "cells") { readCells(cells, into: v) }
                }
            default:
                if knownViewElements.contains(child.name), let key = child["key"] {
                    if ["contentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView"].contains(key) {
                        v.subviews.append(readView(child, parent: v))
                    } else if child.name == "collectionReusableView" {
                        // A collection view's section header or footer: placed by the layout, like a cell.
                        v.cells.append(readView(child, parent: v))
                    }
                    // Other keyed views (a button's imageView…) are internal parts: not laid out.
                } else if !ignoredViewChildren.contains(child.name) {
                    if child.child("rect", key: "frame") != nil, let s = readViewIfView(child, parent: v) {
                        v.subviews.append(s)
                    } else {
                        issue(child, "unknown element inside <\(node.name)> (id \(id)); skipped")
                    }
                }
            }
        }
        if node.name == "stackView", v.layoutMargins != nil, v.stack?.layoutMarginsRelativeArrangement == nil {
            // Observed: stack views with explicit margins lay out inside them although the attribute is absent.
            v.stack?.layoutMarginsRelativeArrangement = true
        }
        return v
    }

    /// Finds the views bar items carry (a bar button item's `customView`, a navigation item's `titleView`) under
    /// `node` and hands each to `add`: the bar places them, at the frame Xcode saved.
    func readBarItemViews(_ node: XMLNode, add: (XMLNode) -> Void) {
        for child in node.children {
            if knownViewElements.contains(child.name), child["key"] != nil {
                if child.child("rect", key: "frame") != nil { add(child) }
            } else {
                readBarItemViews(child, add: add)
            }
        }
    }

    /// Reads the cells of `<prototypes>` or `<cells>` into `container.cells`.
    func readCells(_ node: XMLNode, into container: IBViewElement) {
        for cell in node.children {
            if cell.name == "tableViewCell" || cell.name == "collectionViewCell" {
                container.cells.append(readView(cell, parent: container))
            } else {
                issue(cell, "unknown element inside <\(node.name)> (expected table or collection view cells); skipped")
            }
        }
    }

    func placeholderIntrinsic(_ node: XMLNode, _ name: String) -> Double? {
        guard let raw = node[name] else { return nil }
        if raw == "infinite" { return .infinity }
        return number(node, name)
    }

    func readMask(_ node: XMLNode) -> IBAutoresizingMask {
        var m: IBAutoresizingMask = []
        let bits: [(String, IBAutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, bit) in bits where bool(node, name) == true { m.insert(bit) }
        for a in node.attributes.keys where a != "key" && !bits.contains(where: { $0.0 == a }) {
            issue(node, "unknown autoresizing flag \(a); ignored")
        }
        return m
    }

    func readStack(_ node: XMLNode, into base: IBStackAttributes) -> IBStackAttributes {
        var s = base
        if let a = node["axis"] {
            if a == "horizontal" || a == "vertical" {
                s.axis = a
            } else {
                issue(node, "stack axis \"\(a)\" is not horizontal or vertical; ignored")
            }
        }
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        if let d = node["distribution"] {
            if distributions.contains(d) {
                s.distribution = d
            } else {
                issue(node, "stack distribution \"\(d)\" is unknown; using \(s.distribution)")
            }
        }
        let alignments = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
        if let a = node["alignment"] {
            if alignments.contains(a) { s.alignment = a } else { issue(node, "stack alignment \"\(a)\" is unknown; using \(s.alignment)") }
        }
        if let sp = number(node, "spacing") { s.spacing = sp }
        if node["spacingType"] == "standard" { s.standardSpacing = true }
        if let b = bool(node, "baselineRelativeArrangement") { s.baselineRelativeArrangement = b }
        if let m = bool(node, "layoutMarginsRelativeArrangement") { s.layoutMarginsRelativeArrangement = m }
        return s
    }

    func readVariation(_ node: XMLNode, view: IBViewElement) -> IBViewVariation {
        var v = IBViewVariation(
            key: node["key"] ?? "default", properties: [:], excludedConstraints: [], includedConstraints: [],
            excludedSubviews: [], includedSubviews: [], font: nil)
        validateTraitKey(v.key, node)
        for (k, value) in node.attributes where k != "key" { v.properties[k] = value }
        for child in node.children {
            switch child.name {
            case "mask":
                let excl = child.children(named: "exclude").compactMap { $0["reference"] }
                let incl = child.children(named: "include").compactMap { $0["reference"] }
                switch child["key"] {
                case "constraints":
                    v.excludedConstraints += excl
                    v.includedConstraints += incl
                case "subviews":
                    v.excludedSubviews += excl
                    v.includedSubviews += incl
                default: issue(child, "mask with key \"\(child["key"] ?? "")\" is not understood; skipped")
                }
            case "fontDescription": v.font = font(child)
            case "rect", "color", "string", "nil", "edgeInsets", "directionalEdgeInsets", "state", "attributedString": break
            default: issue(child, "unknown element inside <variation>; skipped")
            }
        }
        return v
    }

    func validateTraitKey(_ key: String, _ node: XMLNode) {
        if key == "default" { return }
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2, ["widthClass", "heightClass"].contains(String(kv[0])), ["compact", "regular"].contains(String(kv[1]))
            else {
                issue(
                    node,
                    "trait key \"\(key)\" is not understood (expected e.g. heightClass=compact-widthClass=regular); this variation never applies"
                )
                return
            }
        }
    }

    func readConstraint(_ node: XMLNode, owner: String) -> IBConstraint? {
        guard let firstRaw = node["firstAttribute"] else {
            issue(node, "constraint \(node["id"] ?? "") has no firstAttribute; dropped")
            return nil
        }
        guard let first = IBAttribute(rawValue: firstRaw) else {
            issue(node, "constraint \(node["id"] ?? ""): unknown firstAttribute \"\(firstRaw)\"; dropped")
            return nil
        }
        var second: IBAttribute?
        if let s = node["secondAttribute"] {
            guard let a = IBAttribute(rawValue: s) else {
                issue(node, "constraint \(node["id"] ?? ""): unknown secondAttribute \"\(s)\"; dropped")
                return nil
            }
            second = a
        }
        var secondItem = node["secondItem"]
        if secondItem != nil && second == nil {
            issue(node, "constraint \(node["id"] ?? ""): secondItem without secondAttribute; dropped")
            return nil
        }
        if second != nil && secondItem == nil {
            // IB never writes this, but the owner is the natural reading (like a missing firstItem).
            secondItem = owner
        }
        var relation = IBRelation.equal
        if let r = node["relation"] {
            if let rel = IBRelation(rawValue: r) {
                relation = rel
            } else {
                issue(node, "constraint \(node["id"] ?? ""): unknown relation \"\(r)\"; dropped")
                return nil
            }
        }
        var priority = number(node, "priority") ?? 1000
        if priority < 1 || priority > 1000 {
            issue(node, "constraint \(node["id"] ?? ""): priority \(fmt(priority)) is outside 1…1000; clamped")
            priority = min(max(priority, 1), 1000)
        }
        var variations: [IBConstraintVariation] = []
        for child in node.children {
            if child.name == "variation" {
                let key = child["key"] ?? "default"
                validateTraitKey(key, child)
                variations.append(IBConstraintVariation(key: key, constant: number(child, "constant"), priority: number(child, "priority")))
            } else {
                issue(child, "unknown element inside <constraint>; skipped")
            }
        }
        let id: String
        if let given = node["id"] {
            id = given
        } else {
            id = "line\(node.line)"
            issue(node, "constraint without id; named \(id)")
        }
        return IBConstraint(
            id: id, firstItem: node["firstItem"] ?? owner, firstAttribute: first, relation: relation,
            secondItem: secondItem, secondAttribute: second, multiplier: multiplier(node),
            constant: number(node, "constant") ?? 0, priority: priority, identifier: node["identifier"],
            userLabel: node["userLabel"], isPlaceholder: bool(node, "placeholder") ?? false,
            isSymbolic: bool(node, "symbolic") ?? false, owner: owner, variations: variations, line: node.line)
    }

    /// Drops constraints that name ids the document does not hold (reported with their line).
    func resolveReferences() {
        var known = Set<String>()
        for v in document.allViews {
            known.insert(v.id)
            for g in v.layoutGuides { known.insert(g.id) }
        }
        for vc in document.viewControllers { for g in vc.layoutGuides { known.insert(g.id) } }
        var seen = Set<String>()
        for v in document.allViews {
            if seen.contains(v.id) {
                document.issues.append(IBLoadIssue(file: file, line: v.line, element: v.element, message: "id \(v.id) is used twice"))
            }
            seen.insert(v.id)
            v.constraints.removeAll { c in
                for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where !known.contains(item) {
                    document.issues.append(
                        IBLoadIssue(
                            file: file, line: c.line, element: "constraint",
                            message: "constraint \(c.id) refers to unknown item \(item); dropped"))
                    return true
                }
                return false
            }
        }
    }
}
