import AutoLayout
import Foundation
import SwiftyLayout
import VisualFormat

/// A view made from a layout file's `view` line: a plain `UIView` with the declared intrinsic content size.
open class LayoutFileView: UIView {
    /// The declared intrinsic size (`UIView.noIntrinsicMetric` on an axis without one).
    public var declaredIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    /// The declared intrinsic size.
    open override var intrinsicContentSize: CGSize { declaredIntrinsicSize }
}

/// The views, guides and constraints a `LayoutDocument` describes, built and ready to lay out.
public final class LayoutScene {
    /// The stack distribution for a name the parser accepted (`fill` otherwise).
    static func distribution(named name: String) -> UIStackView.Distribution {
        switch name {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
    }

    /// The stack alignment for a name the parser accepted (`fill` otherwise).
    static func alignment(named name: String) -> UIStackView.Alignment {
        switch name {
        case "leading", "top": .leading
        case "firstBaseline": .firstBaseline
        case "center": .center
        case "trailing", "bottom": .trailing
        case "lastBaseline": .lastBaseline
        default: .fill
        }
    }

    /// The document it was built from.
    public let document: LayoutDocument
    /// The root view (named `root`), sized by `layout(size:)`.
    public let root: UIView
    /// Every item by name, the root included.
    public private(set) var items: [String: AnyObject] = [:]
    /// Item names in declaration order, the root first.
    public private(set) var order: [String] = []
    /// The constraints of each statement, in file order.
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// Where each constraint was written.
    public private(set) var constraintLocations: [ObjectIdentifier: SourceLocation] = [:]

    /// Builds the views and guides and makes (but does not activate) the constraints.
    /// - Throws: `LayoutFileError` with the line and column of a bad VFL string (Apple's message, the column
    ///   of the caret) or of an equation that relates more than two attributes.
    public init(document: LayoutDocument, file: String? = nil) throws {
        self.document = document
        root = LayoutFileView(frame: .zero)
        root.accessibilityIdentifier = LayoutDocument.rootName
        items[LayoutDocument.rootName] = root
        order.append(LayoutDocument.rootName)

        for declaration in document.items {
            guard let parent = items[declaration.parent] as? UIView else {
                throw LayoutFileError("unknown parent '\(declaration.parent)'", at: declaration.location, file: file)
            }
            switch declaration.kind {
            case .view:
                let view: UIView
                if let settings = declaration.stack {
                    let stack = UIStackView(frame: .zero)
                    stack.axis = settings.vertical ? .vertical : .horizontal
                    stack.distribution = LayoutScene.distribution(named: settings.distribution)
                    stack.alignment = LayoutScene.alignment(named: settings.alignment)
                    stack.spacing = CGFloat(settings.spacing)
                    stack.isLayoutMarginsRelativeArrangement = settings.marginsRelative
                    view = stack
                } else if declaration.isScrollView {
                    view = UIScrollView(frame: .zero)
                } else {
                    let plain = LayoutFileView(frame: .zero)
                    plain.declaredIntrinsicSize = CGSize(
                        width: declaration.intrinsicWidth.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
                        height: declaration.intrinsicHeight.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
                    view = plain
                }
                view.translatesAutoresizingMaskIntoConstraints = false
                view.isHidden = declaration.isHidden
                view.accessibilityIdentifier = declaration.name
                if let m = declaration.margins {
                    view.layoutMargins = UIEdgeInsets(top: CGFloat(m), left: CGFloat(m), bottom: CGFloat(m), right: CGFloat(m))
                }
                if let h = declaration.hugging {
                    view.setContentHuggingPriority(UILayoutPriority(Float(h[0])), for: .horizontal)
                    view.setContentHuggingPriority(UILayoutPriority(Float(h[1])), for: .vertical)
                }
                if let c = declaration.compression {
                    view.setContentCompressionResistancePriority(UILayoutPriority(Float(c[0])), for: .horizontal)
                    view.setContentCompressionResistancePriority(UILayoutPriority(Float(c[1])), for: .vertical)
                }
                if let stack = parent as? UIStackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
                items[declaration.name] = view
            case .guide:
                let guide = UILayoutGuide()
                guide.identifier = declaration.name
                parent.addLayoutGuide(guide)
                items[declaration.name] = guide
            }
            order.append(declaration.name)
        }

        let metrics = Dictionary(document.metrics.map { ($0.name, $0.value as Any) }, uniquingKeysWith: { a, _ in a })
        // The views dictionary in the type the VFL takes, converted once (per line it was quadratic).
        let views: [String: Any] = items
        for statement in document.statements {
            switch statement {
            case .visualFormat(let format, let optionNames, let location):
                let options = optionNames.reduce(into: VisualFormatOptions()) { $0.formUnion(VisualFormatOptions.byName[$1] ?? []) }
                do {
                    let made = try NSLayoutConstraint.constraints(
                        checkingVisualFormat: format, options: options,
                        metrics: metrics, views: views)
                    for c in made { constraintLocations[ObjectIdentifier(c)] = location }
                    constraints += made
                } catch let error as VisualFormatError {
                    var at = location
                    at.column += error.caretIndex ?? 0
                    throw LayoutFileError(error.message, at: at, file: file)
                }
            case .equation(let equation, let location):
                // The engine logs an invalid constraint as it makes it; here that is an error in the file.
                let c = try LayoutDiagnostics.collectingMessages {
                    try Self.constraint(for: equation, items: items, location: location, file: file)
                }.result
                if let invalid = c.validationError {
                    throw LayoutFileError(invalid.reason, at: location, file: file)
                }
                constraintLocations[ObjectIdentifier(c)] = location
                constraints.append(c)
            }
        }
    }

    /// Parses and builds a layout file's text.
    public convenience init(text: String, file: String? = nil) throws {
        try self.init(document: try LayoutParser.parse(text, file: file), file: file)
    }

    /// The attribute for a name as written in a file (`baseline` is `lastBaseline`).
    public static func attribute(named name: String) -> NSLayoutConstraint.Attribute? {
        if name == "baseline" { return .lastBaseline }
        return NSLayoutConstraint.Attribute.allCases.first { $0.name == name && $0 != .notAnAttribute }
    }

    /// Normalises `Σ lhs REL Σ rhs` to UIKit's `first REL m × second + c` and makes the constraint.
    static func constraint(
        for equation: LayoutEquation, items: [String: AnyObject], location: SourceLocation,
        file: String?
    ) throws -> NSLayoutConstraint {
        var lhs = equation.lhs
        var rhs = equation.rhs
        var relation: NSLayoutConstraint.Relation =
            equation.relation == "<=" ? .lessThanOrEqual : equation.relation == ">=" ? .greaterThanOrEqual : .equal
        let all = lhs.terms + rhs.terms
        if all.count > 2 {
            throw LayoutFileError(
                "a constraint relates at most two item attributes; this one has \(all.count)",
                at: all[2].location, file: file)
        }
        if lhs.terms.isEmpty {
            swap(&lhs, &rhs)
            relation = relation.flipped
        }
        if lhs.terms.count == 2 {
            var moved = lhs.terms.removeLast()
            moved.coefficient = -moved.coefficient
            rhs.terms.append(moved)
        }
        func term(_ t: LinearForm.Term, constant: Double) throws -> LayoutTerm {
            guard let item = items[t.item] else { throw LayoutFileError("unknown view or guide '\(t.item)'", at: t.location, file: file) }
            guard let attribute = attribute(named: t.attribute) else {
                throw LayoutFileError("unknown attribute '\(t.attribute)'", at: t.location, file: file)
            }
            return LayoutTerm(item: item, attribute: attribute, multiplier: CGFloat(t.coefficient), constant: CGFloat(constant))
        }
        let first = lhs.terms[0]
        if first.coefficient == 0 {
            throw LayoutFileError("the first attribute is multiplied by 0", at: first.location, file: file)
        }
        let left = try term(first, constant: lhs.constant)
        let made: NSLayoutConstraint
        if let second = rhs.terms.first {
            made = NSLayoutConstraint(left, relation, try term(second, constant: rhs.constant))
        } else {
            made = NSLayoutConstraint(left, relation, CGFloat(rhs.constant))
        }
        if let p = equation.priority, p != 1000 { made.priority = UILayoutPriority(Float(p)) }
        return made
    }

    /// Activates the constraints, sizes the root and lays everything out.
    /// - Returns: what the engine logged meanwhile (unsatisfiable constraints, invalid constraints).
    @discardableResult
    public func layout(size: LayoutSize) -> [String] {
        LayoutDiagnostics.collectingMessages {
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }.messages
    }

    /// The views whose frame the constraints do not determine, with the frame parts that can move
    /// (`minX`, `minY`, `Width`, `Height`, as UIKit's ambiguity trace names them), in declaration order: the
    /// engine's answer (`UIView.ambiguousLayoutVariables(of:)`: proved from the solver's basis, or by a probe
    /// that moves the part below every priority and puts it back). Call it after `layout(size:)`.
    public func ambiguousViews() -> [(name: String, parts: [String])] {
        let views = order.compactMap { name -> (name: String, view: UIView)? in
            guard name != LayoutDocument.rootName, let view = items[name] as? UIView, view.superview != nil
            else { return nil }
            return (name, view)
        }
        let answers = UIView.ambiguousLayoutVariables(of: views.map(\.view))
        return zip(views, answers).compactMap { entry, parts in parts.isEmpty ? nil : (entry.name, parts) }
    }

    /// The frame of a named item in its superview's (a guide: its owning view's) coordinates.
    public func frame(of name: String) -> CGRect? {
        if let view = items[name] as? UIView { return view.frame }
        if let guide = items[name] as? UILayoutGuide { return guide.layoutFrame }
        return nil
    }

    /// The frame of a named item in the root view's coordinates.
    public func absoluteFrame(of name: String) -> CGRect? {
        guard var frame = frame(of: name) else { return nil }
        var parent: UIView? = (items[name] as? UIView)?.superview ?? (items[name] as? UILayoutGuide)?.owningView
        if name == LayoutDocument.rootName { parent = nil }
        while let p = parent, p !== root {
            frame.origin.x += p.frame.origin.x
            frame.origin.y += p.frame.origin.y
            parent = p.superview
        }
        return frame
    }
}
