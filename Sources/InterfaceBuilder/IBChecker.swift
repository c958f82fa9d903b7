import AutoLayout
import Foundation

/// The result of checking one root (scene or top-level view) in one configuration.
public struct IBCheckReport {
    /// The configuration checked.
    public var configuration: IBConfiguration
    /// The laid-out root (views, constraints, frames).
    public var root: IBLaidOutRoot
    /// Issues, grouped in IB's order: conflicts, missing constraints, content priority, scroll content, misplaced.
    public var issues: [IBIssue]
    /// Keys of views in a conflicting set's constraints.
    public var conflictingViews: Set<String>
    /// Keys of ambiguous views.
    public var ambiguousViews: Set<String>
    /// Keys of misplaced views with their designed frames.
    public var misplacedViews: [String: IBRect]
    /// "Update Frames": one line per misplaced view, `“Name” (id): (x, y, w, h) → (x, y, w, h)`.
    public var updateFrames: [String]
    /// "Add Missing Constraints": constraints suggested for ambiguous views, in IB's text form.
    public var missingConstraints: [String]
    /// Assumptions made: one line per view whose text size was taken from the frame Xcode saved
    /// (`IBIntrinsicSize.savedTextSize`), `“Name” (id): text width 41.5 as saved by Xcode`.
    public var assumedSizes: [String] = []
}

/// Interface Builder's Auto Layout checks on a laid-out document (spec §8.2).
public enum IBChecker {
    /// Lays out and checks every root of `document` in `configuration`. Saved frames are compared (misplaced
    /// views) only at the configuration the file was designed in: its device and orientation at the canvas's text
    /// size, as Xcode compares them.
    public static func check(_ document: IBDocument, configuration: IBConfiguration, options: IBLayoutOptions = IBLayoutOptions())
        -> [IBCheckReport]
    {
        let roots = IBLayoutBuilder.layout(document, configuration: configuration, options: options)
        let design = IBConfiguration.design(of: document)
        let isDesign =
            design.device.id == configuration.device.id && design.landscape == configuration.landscape
            && configuration.contentSizeCategory == nil
        return roots.map { check($0, document: document, configuration: configuration, checkMisplacement: isDesign) }
    }

    /// Checks one laid-out root.
    public static func check(_ root: IBLaidOutRoot, document: IBDocument, configuration: IBConfiguration, checkMisplacement: Bool)
        -> IBCheckReport
    {
        var issues: [IBIssue] = []
        var conflicting = Set<String>()
        var ambiguous = Set<String>()
        var misplaced: [String: IBRect] = [:]
        var updateFrames: [String] = []
        var suggestions: [String] = []

        // 1. Conflicts.
        for set in root.conflicts {
            let sources = set.compactMap { id in root.constraints.first { $0.source.id == id }?.source }
            let texts =
                sources.map { IBDescriber.describe(unprefixed($0), in: document) }
                + set.filter { id in !sources.contains { $0.id == id } }
            let firstView =
                sources.first.flatMap { document.view(id: $0.firstItem) } ?? sources.first.flatMap { document.view(id: $0.owner) }
            for s in sources {
                for item in [s.firstItem, s.secondItem].compactMap({ $0 }) where root.view(item) != nil { conflicting.insert(item) }
            }
            issues.append(
                IBIssue(
                    group: .conflictingConstraints, objectID: sources.first?.id ?? set.first ?? "",
                    line: sources.first?.line ?? 0,
                    message: "Conflicting constraints\(firstView.map { " for “\($0.displayName)”" } ?? ""):",
                    details: [texts.joined(separator: ", ")], constraintIDs: set))
        }

        // 2. Ambiguity: the frame parts the engine's own probe (below every priority) can move. The canvas's holds of
        // saved sizes (`Builder.holdSavedSizes`) place views, they do not determine them: this probe
        // and the scrollable content size's (3.) run without them, so slack they leave between views hugging at one
        // priority is not reported as a tie Xcode does not report.
        var free: [String: (x: Bool, y: Bool, w: Bool, h: Bool)] = [:]
        var undetermined = Set<String>()
        // The frames solved with the holds are restored afterwards: solving again may settle such slack elsewhere.
        let holds = root.views.flatMap { $0.view.constraints.filter { $0.identifier == Builder.savedSizeHold } }
        let solvedFrames = holds.isEmpty ? [] : root.views.map { ($0.view, $0.view.frame) }
        NSLayoutConstraint.deactivate(holds)
        // The sizes without the holds: where a held size differs, `check` lists it as an assumption.
        var unheldSizes: [ObjectIdentifier: CGSize] = [:]
        if !holds.isEmpty {
            root.view.layoutIfNeeded()
            for (_, view) in root.views { unheldSizes[ObjectIdentifier(view)] = view.frame.size }
        }
        _ = LayoutDiagnostics.collectingMessages {
            let checked = root.views.filter { $0.view !== root.view && $0.view.element.verifyAmbiguity != "off" }
            let answers = UIView.ambiguousLayoutVariables(of: checked.map { $0.view as AnyObject })
            for ((key, view), answer) in zip(checked, answers) {
                let moving = Set(answer)
                let parts = (
                    x: moving.contains("minX"), y: moving.contains("minY"), w: moving.contains("Width"),
                    h: moving.contains("Height")
                )
                if parts.x || parts.y || parts.w || parts.h { undetermined.insert(key) }
                let positionOnly = view.element.verifyAmbiguity == "ignoreSizes"
                let f = (x: parts.x, y: parts.y, w: parts.w && !positionOnly, h: parts.h && !positionOnly)
                if f.x || f.y || f.w || f.h { free[key] = f }
            }
        }
        var priorityPairs = Set<String>()
        for (key, view) in root.views {
            guard let f = free[key] else { continue }
            ambiguous.insert(key)
            // Content priority ambiguity: a free size shared with a sibling of equal hugging / compression resistance.
            var handled = false
            var reported = false
            for horizontal in [true, false] where horizontal ? (f.w || f.x) : (f.h || f.y) {
                guard let sibling = tiedSibling(of: view, key: key, horizontal: horizontal, free: free, root: root) else { continue }
                handled = true
                let stretched = isStretched(view, horizontal: horizontal)
                let p = Int(
                    stretched ? view.element.horizontalHuggingOrVertical(horizontal) : view.element.compressionOrVertical(horizontal))
                // Required content priorities that tie are not reported: no priority above 1000 could settle them,
                // and the canvas keeps both views where they were drawn. Observed: Automattic/simplenote-ios
                // `NoticeView.xib` (Xcode 12): a label and a button, both hugging at 1000, stretched across a
                // fixed-width stack, saved 102 wide each and not marked.
                if p >= 1000 { continue }
                reported = true
                let pairKey = [key, sibling.key].sorted().joined(separator: "|") + (horizontal ? "H" : "V")
                guard priorityPairs.insert(pairKey).inserted else { continue }
                let axisName = horizontal ? "horizontal" : "vertical"
                let kind = stretched ? "hugging" : "compression resistance"
                let a = view.element.displayName
                let b = sibling.view.element.displayName
                let fix =
                    stretched
                    ? "Set \(axisName) hugging priority of “\(b)” to \(p + 1)."
                    : "Set \(axisName) compression resistance priority of “\(b)” to \(p + 1)."
                issues.append(
                    IBIssue(
                        group: .contentPriorityAmbiguity, objectID: view.element.id, line: view.element.line,
                        message: "“\(a)” and “\(b)” have equal \(axisName) \(kind) priorities (\(p)).",
                        details: [fix]))
            }
            if handled {
                if !reported { ambiguous.remove(key) }
                continue
            }
            let name = view.element.displayName
            issues.append(
                IBIssue(
                    group: .missingConstraints, objectID: view.element.id, line: view.element.line,
                    message: "“\(name)”: " + IBDescriber.missingConstraintsMessage(x: f.x, y: f.y, width: f.w, height: f.h)))
            suggestions += IBDescriber.suggestedConstraints(for: view.element, x: f.x, y: f.y, width: f.w, height: f.h)
        }

        // 3. Scrollable content size.
        for (key, view) in root.views where view.element.kind == .scrollView {
            let declared = view.element.layoutGuides.filter { $0.kind == "contentLayoutGuide" }
                .compactMap { root.guides[key.dropLastID(view.element.id) + $0.id] }
            for guide in declared.isEmpty ? [guideNamed(view, "UIScrollView-contentLayoutGuide")].compactMap({ $0 }) : declared {
                let moving = Set(guide.ambiguousLayoutVariables)
                let (w, h) = (moving.contains("Width"), moving.contains("Height"))
                if w || h {
                    ambiguous.insert(key)
                    let what = [w ? "width" : nil, h ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
                    issues.append(
                        IBIssue(
                            group: .scrollableContentSizeAmbiguity, objectID: view.element.id, line: view.element.line,
                            message: "Scrollable content size is ambiguous for “\(view.element.displayName)”.",
                            details: ["The content \(what) is not determined by the constraints."]))
                }
            }
        }

        // The holds back, and the frames solved with them (2.).
        if !holds.isEmpty {
            NSLayoutConstraint.activate(holds)
            root.view.layoutIfNeeded()
            for (view, frame) in solvedFrames where view.frame != frame { view.frame = frame }
        }

        // 4. Misplaced views (designed configuration only; unambiguous views of this document).
        if checkMisplacement {
            let scale = savedFrameScale(of: document, device: configuration.device)
            for (key, view) in root.views
            where view !== root.view && !ambiguous.contains(key) && !undetermined.contains(key) && !key.contains("/") {
                guard let designed = view.element.frame, !keepsSavedFrame(view, conflicting: conflicting, root: root) else {
                    continue
                }
                let f = view.frame
                let solved = IBRect(x: Double(f.minX), y: Double(f.minY), width: Double(f.width), height: Double(f.height))
                guard let diff = IBDescriber.misplacement(designed: designed, solved: solved, scale: scale),
                    IBDescriber.misplacement(designed: designed, solved: pixelSnapped(view, in: root, scale: scale), scale: scale)
                        != nil
                else { continue }
                misplaced[key] = designed
                let name = view.element.displayName
                issues.append(
                    IBIssue(
                        group: .misplacedViews, objectID: view.element.id, line: view.element.line,
                        message: "Frame for “\(name)” will be different at run time.",
                        details: [
                            "Expected: \(diff.expected.joined(separator: ", "))", "Actual: \(diff.actual.joined(separator: ", "))",
                            "Offset: \(diff.offset.joined(separator: ", "))",
                        ]))
                let snapped = snap(solved, scale: configuration.device.scale)
                updateFrames.append("“\(name)” (\(view.element.id)): \(designed) → \(snapped)")
            }
        }
        let order = IBIssueGroup.allCases
        issues = issues.enumerated().sorted { a, b in
            let ga = order.firstIndex(of: a.element.group) ?? 0
            let gb = order.firstIndex(of: b.element.group) ?? 0
            return (ga, a.offset) < (gb, b.offset)
        }.map(\.element)
        return IBCheckReport(
            configuration: configuration, root: root, issues: issues, conflictingViews: conflicting,
            ambiguousViews: ambiguous, misplacedViews: misplaced, updateFrames: updateFrames, missingConstraints: suggestions,
            assumedSizes: assumedTextSizes(root, unheldSizes: unheldSizes))
    }

    /// The views of `root` whose text size comes from the saved frame, then those whose SF Symbol's size or
    /// alignment insets do (`IBIntrinsicSize.symbolImageSize`, `Builder.adoptSymbolAlignmentInsets`), then those
    /// whose size across a stack does (`IBStackView.assumedSavedSizes`), then those held at their saved size (`Builder.holdSavedSizes`), in
    /// document order.
    static func assumedTextSizes(_ root: IBLaidOutRoot, unheldSizes: [ObjectIdentifier: CGSize] = [:]) -> [String] {
        let text: [String] = root.views.compactMap { key, view in
            guard let v = view as? any IBSavedTextMeasuring else { return nil }
            let saved = v.savedTextSize
            guard saved.width != nil || saved.height != nil else { return nil }
            let parts = [saved.width.map { "width \(fmt(Double($0)))" }, saved.height.map { "height \(fmt(Double($0)))" }].compactMap { $0 }
            let what = (view as? UILabel).map { ($0.text ?? "").isEmpty } == true ? "empty label," : "text"
            return "“\(view.element.displayName)” (\(key)): \(what) \(parts.joined(separator: " and ")) as saved by Xcode"
        }
        let symbols: [String] = root.views.compactMap { key, view in
            if let i = (view as? IBImageView)?.savedSymbolInsets {
                return "“\(view.element.displayName)” (\(key)): symbol image's alignment insets \(fmt(Double(i.top))) above and "
                    + "\(fmt(Double(i.bottom))) below as saved by Xcode"
            }
            guard let s = (view as? any IBSavedSymbolMeasuring)?.savedSymbolSize else { return nil }
            let size = "symbol image \(fmt(Double(s.width))) × \(fmt(Double(s.height)))"
            // A button taller than its symbol gives its width only (`IBIntrinsicSize.symbolImageSize`).
            let insets = view.element.contentEdgeInsets.map { $0.top + $0.bottom } ?? 0
            let heightSaved = view.element.frame.map { abs($0.height - insets - Double(s.height)) < 0.001 } ?? true
            return "“\(view.element.displayName)” (\(key)): \(size) "
                + (heightSaved ? "as saved by Xcode" : "(its width as saved by Xcode, its height the symbol's proportions)")
        }
        let stacked: [String] = root.views.flatMap { _, view in
            ((view as? IBStackView)?.assumedSavedSizes ?? []).map { a in
                "“\(a.view.element.displayName)” (\(a.view.ibKey)): \(a.dimension) \(fmt(a.size)) in its stack as saved by Xcode"
            }
        }
        // A scroll view, its content or a plain view held at its saved size (`Builder.holdSavedSizes`), on an axis where the
        // hold changed its size (`unheldSizes`: the sizes solved without the holds).
        let scrolled: [String] = root.views.compactMap { key, view in
            guard let unheld = unheldSizes[ObjectIdentifier(view)] else { return nil }
            let held = view.constraints.filter { $0.identifier == Builder.savedSizeHold && $0.firstItem === view }
            let parts: [String] = held.compactMap { c in
                let isWidth = c.firstAttribute == .width
                let solved = isWidth ? view.frame.width : view.frame.height
                let without = isWidth ? unheld.width : unheld.height
                guard abs(solved - c.constant) < 0.01, abs(without - solved) >= 0.01 else { return nil }
                return "\(isWidth ? "width" : "height") \(fmt(Double(c.constant)))"
            }
            guard !parts.isEmpty else { return nil }
            let what = (view.superview as? any IBElementView)?.element.kind == .scrollView ? "in its scroll view" : "held"
            return "“\(view.element.displayName)” (\(key)): \(parts.joined(separator: " and ")) \(what) as saved by Xcode"
        }
        return text + symbols + stacked + scrolled
    }

    static func unprefixed(_ c: IBConstraint) -> IBConstraint {
        var c = c
        if let slash = c.id.lastIndex(of: "/") { c.id = String(c.id[c.id.index(after: slash)...]) }
        return c
    }

    /// Whether Xcode keeps `view`'s saved frame unmarked whatever the constraints say, so that `check` does not call
    /// it misplaced: when it, or a view above it (below the root), is [both inferred from saved files, unconfirmed]
    /// - hidden: the canvas does not draw it. Observed: none of the 341 hidden views of the 960 measured files is
    ///   marked misplaced (29 of their 7,600 views are); hidden views saved unmarked where their constraints cannot
    ///   put them: element-ios `RoomMembershipExpandedBubbleCell.xib` (Xcode 8.3) an overlay pinned to its
    ///   69.5-high content view saved 79.5 high, `RoomMembershipCollapsedBubbleCell.xib` the same overlay 33.5 high
    ///   in 60.5, `MXKAuthInputsPasswordBasedView.xib` a label of three lines at its width saved one line high;
    ///   Automattic/pocket-casts-ios `EpisodeCell.xib` (Xcode 10), five hidden 16×16 arranged views of one stack
    ///   saved at x = −16, 0, 18.5, 18.5, 18.5, no two of them where the stack puts them;
    /// - an item of a conflicting set of constraints (`conflicting`): its frame has no solution and Xcode shows the
    ///   conflict. Observed: woocommerce-ios `OrderSubscriptionTableViewCell.xib` (Xcode 15), a vertical stack whose
    ///   own `bottom = last.bottom + 16` contradicts its canvas connection: the last arranged view saved at its
    ///   natural 15.67 high, past the stack's bottom, where no single broken constraint puts it, unmarked, with its
    ///   two labels; in four other files views so placed are marked ambiguous, none misplaced.
    static func keepsSavedFrame(_ view: UIView, conflicting: Set<String>, root: IBLaidOutRoot) -> Bool {
        var v: UIView? = view
        while let current = v, current !== root.view {
            if current.isHidden { return true }
            if let key = root.key(of: current), conflicting.contains(key) { return true }
            v = current.superview
        }
        return false
    }

    /// The scale of the pixel grid Xcode's saved frames lie on: the device's, except at whole points for frames
    /// Xcode laid out on its old 1× canvases:
    /// - Xcode 5 (toolsVersion below 6000). Observed: the files of stack3/iOSAutoLayoutSamples (toolsVersion 4510
    ///   and 4514) have no fractional frame, and a label centred at y = 273.75 is saved at 274, unmarked
    ///   (`STCenteringViewController.storyboard`).
    /// - Files from before Xcode 9 (toolsVersion below 13000) whose root views still have the size of Xcode 6–7's
    ///   canvases, 600 wide ("Any" width) or 480 (the launch screen template's 480 × 480): Xcode 8 kept those
    ///   frames when it converted the file. Observed: 44 of the 46 such files of the 960 measured save no
    ///   fractional value (330 of the 735 files of Xcode 9 and later do); element-ios
    ///   `MXKRoomIOSOutgoingBubbleTableViewCell.xib` (toolsVersion 11762, a 600-wide cell) saves a hidden view
    ///   solved at y = −15.5, 70 high, and its subviews at −15.5 to 24.5 and 44.5 to 54.5 as −16 (71 high), −16 to
    ///   25 and 45 to 55 (each edge rounded to a whole point, halves away from zero), unmarked;
    ///   `MXKEventDetailsView.xib` a button at x = 125.5 as 126; Xcode 6's `LaunchScreen.xib` template (RxSwift,
    ///   Koloda, toolsVersion 11542) a title centred at y = 161 − 21.5 as 140.
    /// Files of Xcode 6 and later otherwise save half and third points.
    static func savedFrameScale(of document: IBDocument, device: IBDevice) -> Double {
        guard document.toolsVersion > 0 else { return device.scale }
        if document.toolsVersion < 6000 { return 1 }
        let roots = document.topLevelViews + document.viewControllers.compactMap(\.view)
        let oldCanvas = roots.contains { $0.frame?.width == 600 || $0.frame?.width == 480 }
        return document.toolsVersion < 13000 && oldCanvas ? 1 : device.scale
    }

    /// `view`'s solved frame as UIKit's pixel rounding places it: each edge rounded to the nearest pixel (halves
    /// away from zero) in the root's coordinates, the superview's origin likewise, the frame their difference.
    ///
    /// Xcode saves, for a view it does not mark misplaced, either the engine's value or this snapped frame: a
    /// width of 179.33 (three equal thirds) is saved 179 at 2× unmarked (Ramotion/folding-cell,
    /// `FoldingCell-Demo/Base.lproj/Main.storyboard`), a 0.33-pt line centred on a pixel boundary is saved 0 high
    /// (duckduckgo/iOS, `Bookmarks.storyboard`), a 50-pt button centred at y = 21.75 is saved at y = −3.5,
    /// height 50.5 (Automattic/pocket-casts-ios, `AddCell.xib`).
    /// A value a thousandth of a pixel from a half is taken as the half: files store multipliers to six digits
    /// (0.689655 for 20/29), and the engine's value of such a constraint falls that little short of it (observed:
    /// a button 0.689655 × 43.5 + 14 high, centred at 21.75, saved at y = −0.5, height 44.5; Ranchero-Software/
    /// NetNewsWire, `iOS/Account/Account.storyboard`).
    static func pixelSnapped(_ view: UIView, in root: IBLaidOutRoot, scale: Double) -> IBRect {
        func s(_ v: CGFloat) -> Double { ((Double(v) * scale * 1000).rounded() / 1000).rounded() / scale }
        let a = root.absoluteFrame(of: view)
        // The superview's coordinate origin (its bounds origin, for a scrolled view) in the root's coordinates.
        let p =
            view.superview.map { sup in
                let o = sup === root.view ? CGPoint.zero : root.absoluteFrame(of: sup).origin
                return CGPoint(x: o.x - sup.bounds.minX, y: o.y - sup.bounds.minY)
            } ?? .zero
        let (px, py) = (s(p.x), s(p.y))
        let (x0, y0, x1, y1) = (s(a.minX), s(a.minY), s(a.maxX), s(a.maxY))
        return IBRect(x: x0 - px, y: y0 - py, width: x1 - x0, height: y1 - y0)
    }

    static func snap(_ r: IBRect, scale: Double) -> IBRect {
        func s(_ v: Double) -> Double { (v * scale).rounded() / scale }
        return IBRect(x: s(r.x), y: s(r.y), width: s(r.x + r.width) - s(r.x), height: s(r.y + r.height) - s(r.y))
    }

    static func guideNamed(_ view: UIView, _ identifier: String) -> UILayoutGuide? {
        view.layoutGuides.first { $0.identifier == identifier }
    }

    static func isStretched(_ view: any IBElementView, horizontal: Bool) -> Bool {
        let i = horizontal ? view.estimatedIntrinsicSize.width : view.estimatedIntrinsicSize.height
        let s = horizontal ? view.frame.width : view.frame.height
        return s >= i
    }

    /// A sibling with intrinsic size on the same axis, also free there, with the same (rounded) hugging
    /// or compression resistance priority as `view`.
    static func tiedSibling(
        of view: any IBElementView, key: String, horizontal: Bool,
        free: [String: (x: Bool, y: Bool, w: Bool, h: Bool)], root: IBLaidOutRoot
    ) -> (key: String, view: any IBElementView)? {
        let intrinsic = horizontal ? view.estimatedIntrinsicSize.width : view.estimatedIntrinsicSize.height
        guard intrinsic >= 0, let parent = view.superview else { return nil }
        let stretched = isStretched(view, horizontal: horizontal)
        func priority(_ v: any IBElementView) -> Int {
            Int(stretched ? v.element.horizontalHuggingOrVertical(horizontal) : v.element.compressionOrVertical(horizontal))
        }
        for (otherKey, other) in root.views where other !== view && other.superview === parent {
            guard let f = free[otherKey], horizontal ? (f.w || f.x) : (f.h || f.y) else { continue }
            let oi = horizontal ? other.estimatedIntrinsicSize.width : other.estimatedIntrinsicSize.height
            guard oi >= 0, priority(other) == priority(view), isStretched(other, horizontal: horizontal) == stretched else { continue }
            return (otherKey, other)
        }
        return nil
    }
}

extension IBViewElement {
    func horizontalHuggingOrVertical(_ horizontal: Bool) -> Double { horizontal ? horizontalHugging : verticalHugging }
    func compressionOrVertical(_ horizontal: Bool) -> Double {
        horizontal ? horizontalCompressionResistance : verticalCompressionResistance
    }
}

extension String {
    /// `host/inner-id` minus `inner-id` → `host/` (the key prefix of an embedded view), or "" for plain ids.
    func dropLastID(_ id: String) -> String { hasSuffix(id) ? String(dropLast(id.count)) : "" }
}

/// A view's problem, for drawing.
public enum IBViewProblem: String, Sendable {
    case none, conflicting, ambiguous, misplaced
}

extension IBCheckReport {
    /// The key (IB id) of an engine view of this root.
    public func key(of view: UIView) -> String? { root.key(of: view) }

    /// The worst problem of `view`: conflicting, then ambiguous, then misplaced.
    public func problem(of view: UIView) -> IBViewProblem {
        guard let k = key(of: view) else { return .none }
        if conflictingViews.contains(k) { return .conflicting }
        if ambiguousViews.contains(k) { return .ambiguous }
        if misplacedViews[k] != nil { return .misplaced }
        return .none
    }

    /// The file's frame of a misplaced view, in the root's coordinates.
    public func designedFrameInRoot(of view: UIView) -> CGRect? {
        guard let k = key(of: view), let d = misplacedViews[k], let parent = view.superview else { return nil }
        let p = root.absoluteFrame(of: parent)
        return CGRect(x: p.minX + CGFloat(d.x), y: p.minY + CGFloat(d.y), width: CGFloat(d.width), height: CGFloat(d.height))
    }

    /// Whether `constraint` belongs to a conflicting set.
    public func isConflicting(_ constraint: NSLayoutConstraint) -> Bool {
        guard let id = root.constraints.first(where: { $0.constraint === constraint })?.source.id else { return false }
        return issues.contains { $0.group == .conflictingConstraints && $0.constraintIDs.contains(id) }
    }
}
