import AutoLayout
import Foundation

/// How closely our layout reproduces the frames Xcode saved in a file.
///
/// Xcode writes, for every view, the frame its own Auto Layout gives at the document's device (`<rect
/// key="frame">`), except where it marks the view `misplaced="YES"` (the saved frame is not the solved one) or
/// `ambiguous="YES"`. Laying the file out at its designed configuration and comparing each constrained view's
/// frame with the saved one measures our fidelity to Xcode on files we did not write.
public struct IBFidelityReport: Sendable {
    /// One view: its saved frame beside ours.
    public struct Row: Sendable {
        /// The view's IB id.
        public var id: String
        /// The view's name as Interface Builder shows it.
        public var name: String
        /// The element name (`label`, `view`, …).
        public var element: String
        /// The frame Xcode saved, in the superview's coordinates.
        public var saved: IBRect
        /// Our solved frame, in the superview's coordinates.
        public var ours: CGRect
        /// Whether the view is placed by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`).
        public var isConstrained: Bool
        /// Whether Xcode marked the view misplaced or ambiguous (its saved frame is then not Xcode's solution).
        public var isMarkedByXcode: Bool
        /// Whether our `check` reports the view misplaced.
        public var isReportedMisplaced: Bool
        /// Whether the view's text size was taken from its saved frame (`IBIntrinsicSize.savedTextSize`): its
        /// agreement then rests on that assumption.
        public var usesSavedTextSize = false
        /// Whether the view's size across its stack was taken from its saved frame (`IBStackView.assumedSavedSizes`).
        public var usesSavedStackSize = false
        /// Whether the view's SF Symbol size (`IBIntrinsicSize.symbolImageSize`) or alignment insets
        /// (`Builder.adoptSymbolAlignmentInsets`) were taken from its saved frame.
        public var usesSavedSymbolSize = false
        /// The id of a required constraint of the file that the saved frames themselves break (see
        /// `IBFidelityReport.constraintsBrokenBySavedFrames`): the saved frame is then not a solution of the file as
        /// it stands, whatever Xcode's layout.
        public var savedFrameBreaks: String?

        /// The largest difference of origin or size between the two frames, in points.
        public var difference: Double {
            max(
                abs(Double(ours.minX) - saved.x), abs(Double(ours.minY) - saved.y),
                abs(Double(ours.width) - saved.width), abs(Double(ours.height) - saved.height))
        }

        /// Whether the frames agree within `tolerance` points (0.5 by default, half a point of Xcode's canvas).
        public func agrees(within tolerance: Double = IBFidelityReport.tolerance) -> Bool { difference <= tolerance }
    }

    /// Half a point: the agreement the fidelity measure asks for.
    public static let tolerance = 0.5

    /// The file's name.
    public var file: String
    /// Views we laid out that have a saved frame, in document order.
    public var rows: [Row]
    /// View elements of the file with a saved frame that we did not lay out (cells the loader skips, say).
    public var notLaidOut: [String]

    /// Constrained views Xcode did not mark: the views whose saved frame is Xcode's own solution.
    public var measured: [Row] { rows.filter { $0.isConstrained && !$0.isMarkedByXcode } }
    /// Measured views whose frames agree within half a point.
    public var agreeing: Int { measured.filter { $0.agrees() }.count }
    /// Measured views whose text size was taken from the saved frame (an assumption, see `Row.usesSavedTextSize`).
    public var assumingSavedTextSize: Int { measured.filter(\.usesSavedTextSize).count }
    /// Measured views whose size across their stack was taken from the saved frame (see `Row.usesSavedStackSize`).
    public var assumingSavedStackSize: Int { measured.filter(\.usesSavedStackSize).count }
    /// Measured views whose SF Symbol size was taken from the saved frame (see `Row.usesSavedSymbolSize`).
    public var assumingSavedSymbolSize: Int { measured.filter(\.usesSavedSymbolSize).count }
    /// Views Xcode did not mark that our `check` reports misplaced.
    public var falseMisplaced: Int { rows.filter { !$0.isMarkedByXcode && $0.isReportedMisplaced }.count }
    /// Of `falseMisplaced`, the views whose saved frame breaks a required constraint of the file (`Row.savedFrameBreaks`):
    /// the file was changed after Xcode last laid it out, and Xcode too shows them misplaced when it opens it.
    public var falseMisplacedOnStaleFrames: Int {
        rows.filter { !$0.isMarkedByXcode && $0.isReportedMisplaced && $0.savedFrameBreaks != nil }.count
    }
    /// Views Xcode did not mark (the denominator of the false "misplaced" rate).
    public var unmarked: Int { rows.filter { !$0.isMarkedByXcode }.count }

    /// Lays `data` out at the configuration its file was designed for and compares every view with a saved frame.
    public static func measure(data: Data, file: String) throws -> IBFidelityReport {
        let xml = try XMLTreeBuilder.parse(data, file: file)
        let document = try IBLoader.load(data: data, file: file)
        let configuration = IBConfiguration.design(of: document)
        let roots = IBLayoutBuilder.layout(document, configuration: configuration)
        var rows: [Row] = []
        var laidOut = Set<String>()
        for root in roots {
            let report = IBChecker.check(root, document: document, configuration: configuration, checkMisplacement: true)
            let stackSized = Set(root.views.flatMap { ($0.view as? IBStackView)?.assumedSavedSizes.map(\.view.ibKey) ?? [] })
            let broken = constraintsBrokenBySavedFrames(in: root, document: document)
            for (key, view) in root.views where !key.contains("/") {
                laidOut.insert(key)
                guard view !== root.view, let saved = view.element.frame else { continue }
                let assumed =
                    (view as? any IBSavedTextMeasuring).map { $0.savedTextSize != (nil, nil) } ?? false
                rows.append(
                    Row(
                        id: key, name: view.element.displayName, element: view.element.element, saved: saved,
                        ours: view.frame, isConstrained: !view.element.translatesAutoresizingMaskIntoConstraints,
                        isMarkedByXcode: view.element.savedMisplaced || view.element.savedAmbiguous,
                        isReportedMisplaced: report.misplacedViews[key] != nil, usesSavedTextSize: assumed,
                        usesSavedStackSize: stackSized.contains(key),
                        usesSavedSymbolSize: (view as? any IBSavedSymbolMeasuring)?.savedSymbolSize != nil
                            || (view as? IBImageView)?.savedSymbolInsets != nil,
                        savedFrameBreaks: broken[key]))
            }
            laidOut.insert(root.element.id)
        }
        // Views a size-class variation leaves out (`<exclude reference=…>`), and the views inside them, are rightly
        // absent at some devices.
        var excluded = Set<String>()
        var stack = [xml]
        while let node = stack.popLast() {
            if node.name == "exclude", let id = node["reference"] { excluded.insert(id) }
            stack.append(contentsOf: node.children)
        }
        var elements: [XMLNode] = []
        stack = [xml]
        while let node = stack.popLast() {
            if let id = node["id"], excluded.contains(id) { continue }
            if knownViewElements.contains(node.name), node.child("rect", key: "frame") != nil { elements.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        let notLaidOut = elements.compactMap { node in node["id"].flatMap { laidOut.contains($0) ? nil : $0 } }
        return IBFidelityReport(file: file, rows: rows, notLaidOut: notLaidOut)
    }

    /// For each view whose saved frame breaks a required constraint of the file, by more than a point, with the
    /// saved frame of the constraint's other item: the constraint's IB id, by view key.
    ///
    /// Xcode's saved frames are its solution of the file's constraints at save time, so they satisfy every
    /// required constraint a satisfiable file has (to the pixel rounding of the saved values; a point of slack
    /// covers it at every scale). Saved frames that break one come from a file changed after Xcode last laid it
    /// out (a constraint edited by hand or in a merge; observed: openfoodfacts/openfoodfacts-ios,
    /// `Settings.storyboard`, a view saved 50 high under its own required `height = 76`, unmarked), and Xcode
    /// shows such views misplaced when it opens the file. Only what the file itself says is used: constraints
    /// between views' edges, sizes and centres, with a multiplier of 1 on positions (a multiplier's coordinate
    /// space is the engine's, not the saved frames'); guides, margins, baselines and views Xcode marked are left
    /// out, and so are image views showing an SF Symbol, whose constraints hold their alignment rectangle, not
    /// their frame (observed: KeePassium, `AppIconPicker.storyboard`, a `star.fill` image view under a required
    /// `height = 29` and 1:1 aspect saved 29×36, unmarked).
    static func constraintsBrokenBySavedFrames(in root: IBLaidOutRoot, document: IBDocument) -> [String: String] {
        // A view's saved frame in the root's coordinates (the root at the origin); nil when a view on the way has none.
        func savedFrame(_ view: UIView) -> IBRect? {
            guard let element = (view as? any IBElementView)?.element, let frame = element.frame else { return nil }
            if document.showsSymbolImage(element) { return nil }
            if view === root.view { return IBRect(x: 0, y: 0, width: frame.width, height: frame.height) }
            if element.savedMisplaced || element.savedAmbiguous { return nil }
            guard let superview = view.superview, let outer = savedFrame(superview) else { return nil }
            return IBRect(x: outer.x + frame.x, y: outer.y + frame.y, width: frame.width, height: frame.height)
        }
        func value(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> Double? {
            guard let f = savedFrame(view) else { return nil }
            let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            switch attribute {
            case .left: return f.x
            case .right: return f.x + f.width
            case .leading: return rightToLeft ? f.x + f.width : f.x
            case .trailing: return rightToLeft ? f.x : f.x + f.width
            case .top: return f.y
            case .bottom: return f.y + f.height
            case .width: return f.width
            case .height: return f.height
            case .centerX: return f.x + f.width / 2
            case .centerY: return f.y + f.height / 2
            default: return nil
            }
        }
        var broken: [String: String] = [:]
        for (source, constraint) in root.constraints where constraint.priority == .required {
            guard let first = constraint.firstItem as? UIView,
                let lhs = value(first, constraint.firstAttribute)
            else { continue }
            var rhs = Double(constraint.constant)
            var items = [first]
            if let second = constraint.secondItem {
                let isSize = constraint.secondAttribute == .width || constraint.secondAttribute == .height
                guard let second = second as? UIView, isSize || constraint.multiplier == 1,
                    let v = value(second, constraint.secondAttribute)
                else { continue }
                rhs += Double(constraint.multiplier) * v
                items.append(second)
            }
            let excess: Double =
                switch constraint.relation {
                case .equal: abs(lhs - rhs)
                case .lessThanOrEqual: lhs - rhs
                case .greaterThanOrEqual: rhs - lhs
                }
            guard excess > 1 else { continue }
            for item in items where item !== root.view {
                if let key = root.key(of: item), broken[key] == nil { broken[key] = source.id }
            }
        }
        return broken
    }
}
