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
        /// Whether the view's SF Symbol size was taken from its saved frame (`IBIntrinsicSize.symbolImageSize`).
        public var usesSavedSymbolSize = false

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
                        usesSavedSymbolSize: (view as? any IBSavedSymbolMeasuring)?.savedSymbolSize != nil))
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
}
