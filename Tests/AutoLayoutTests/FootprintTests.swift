import Foundation
import TestSupport
import Testing

@testable import AutoLayout

#if os(Linux)
    /// glibc's `malloc_usable_size` (declared in malloc.h, which the Glibc module leaves out).
    @_silgen_name("malloc_usable_size") private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// What a screen holds many of stays small: a constraint keeps its multiplier, identifier and other rare fields
/// outside its own object, which stays 72 bytes (an 80-byte allocation), and labels share their system font; what
/// UIKit shows of them reads the same.
@Suite struct FootprintTests {
    #if os(Linux)
        /// The bytes the allocator gives an object that `make` makes (its usable size): the least of 64 made
        /// together, since the allocator may hand one a larger free block that other tests left (in parallel). Eight
        /// were not enough once in CI: every one of eight labels got a 280-byte block (264 is the label's own size).
        private func allocation(of make: @autoclosure () -> AnyObject) -> Int {
            let objects = (0..<64).map { _ in make() }
            return objects.map { mallocUsableSize(Unmanaged.passUnretained($0).toOpaque()) }.min()!
        }

        /// An anchor constraint is one allocation of at most 72 usable bytes, and so is a content-size constraint
        /// (two rows, its priorities read from its view).
        @Test func aPlainConstraintFitsInSeventyTwoBytes() {
            let a = UIView()
            let b = UIView()
            #expect(allocation(of: a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)) <= 72)
            #expect(allocation(of: NSContentSizeLayoutConstraint(view: a, axis: .horizontal, size: 120)) <= 72)
            let size = NSContentSizeLayoutConstraint(view: a, axis: .vertical, size: 120)
            a.setContentHuggingPriority(.defaultHigh, for: .vertical)
            a.setContentCompressionResistancePriority(.required, for: .horizontal)
            #expect(size.multiplier == 1 && size.huggingPriority == .defaultHigh)
            #expect(size.compressionResistancePriority == .defaultHigh)
        }

        /// A plain label is one allocation of at most 264 usable bytes; what it keeps aside reads back as set.
        @Test func aLabelKeepsItsRareFieldsAside() {
            #expect(allocation(of: AutoLayout.UILabel()) <= 264)
            let label = AutoLayout.UILabel()
            #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.minimumScaleFactor == 0)
            #expect(label.textColor == .label && label.highlightedTextColor == nil && label.attributedText == nil)
            label.text = "Hello"
            label.shadowOffset = CGSize(width: 1, height: 2)
            label.minimumScaleFactor = 0.5
            label.textColor = .red
            #expect(label.shadowOffset == CGSize(width: 1, height: 2) && label.minimumScaleFactor == 0.5)
            #expect(label.textColor == .red && label.attributedText?.string == "Hello")
            label.textColor = nil
            #expect(label.textColor == .label)
            label.attributedText = NSAttributedString(string: "World")
            #expect(label.text == "World" && label.attributedText?.string == "World")
        }

        /// An autoresizing constraint is a plain constraint's 72 bytes: its mask and whether it places or sizes sit in
        /// the base's padding, a superview factor other than 0 or 1 is its multiplier; all read back as made.
        @Test func anAutoresizingConstraintFitsInSeventyTwoBytes() {
            let superview = makeRoot(400, 300)
            let view = UIView(frame: CGRect(x: 100, y: 20, width: 100, height: 40))
            view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin]
            superview.addSubview(view)
            let made = AutoresizingTranslator.constraints(for: view, in: superview)
            #expect(made.map { allocation(of: $0) }.allSatisfy { $0 <= 72 })
            #expect(made.allSatisfy { $0.maskNotation == "h=&&- v=--&" })
            #expect(made.map(\.isPosition) == [true, false, true, false])
            #expect(made.map(\.autoresizingAttributeName) == ["minX", "width", "minY", "height"])
            // Left margin 100 and width 100 share the change half and half; nothing flexible moves vertically.
            #expect(made.map(\.multiplier) == [0.5, 0.5, 0, 0])
            #expect(made[2].secondItem == nil && made[0].secondItem === superview)
            #expect(made[0].description.contains("h=&&- v=--&"))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let flexible = AutoresizingTranslator.constraints(for: view, in: superview)
            #expect(flexible.map(\.multiplier) == [0, 1, 0, 1] && flexible[0].maskNotation == "h=-&- v=-&-")
        }

        /// A plain text field is one allocation of at most 312 usable bytes; its delegate, side views, content type
        /// and color live aside and read back as set (the delegate weakly held).
        @Test func aTextFieldKeepsItsRareFieldsAside() {
            #expect(allocation(of: AutoLayout.UITextField()) <= 312)
            let field = AutoLayout.UITextField()
            #expect(field.delegate == nil && field.leftView == nil && field.rightView == nil)
            #expect(field.textContentType == nil && field.textColor == nil)
            let left = UIView()
            field.leftView = left
            field.textContentType = .username
            field.textColor = .red
            #expect(field.leftView === left && field.rightView == nil && field.textContentType == .username)
            #expect(field.textColor == .red)
            do {
                let delegate = FieldDelegate()
                field.delegate = delegate
                #expect(field.delegate === delegate)
            }
            #expect(field.delegate == nil)
            field.leftView = nil
            #expect(field.leftView == nil && field.textColor == .red)
        }

        /// A stack that holds and owns nothing else shares one buffer between its constraints and
        /// `stackConstraints`, its guides and `stackGuides`, its arranged views and subviews; a later change to one
        /// leaves the other as it was.
        @Test func aStackSharesItsListsWithItsHeldOnes() {
            let root = makeRoot()
            let a = UIView()
            let b = UIView()
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.alignment = .center
            root.addSubview(stack)
            root.layoutIfNeeded()
            func base<T>(_ array: [T]) -> UnsafeRawPointer? { array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
            #expect(!stack.stackConstraints.isEmpty && base(stack.storedConstraints) == base(stack.stackConstraints))
            #expect(stack.stackGuides.count == 1 && base(stack.storedGuides) == base(stack.stackGuides))
            #expect(base(stack.arrangedSubviews) == base(stack.subviews))
            let extra = UIView()
            stack.addSubview(extra)
            #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3)
            let own = stack.heightAnchor.constraint(equalToConstant: 40)
            stack.addConstraint(own)
            #expect(stack.storedConstraints.last === own && !stack.stackConstraints.contains { $0 === own })
        }

        /// A plain view is one allocation of at most 200 usable bytes, its variables' four slots among them; they read
        /// back as the engine made them, and its packed yes/no fields as set.
        @Test func aViewFitsInTwoHundredBytes() {
            let root = makeRoot(100, 100)
            #expect(allocation(of: UIView()) <= 200)
            let flags = UIView()
            flags.clipsToBounds = true
            flags.translatesAutoresizingMaskIntoConstraints = false
            flags.insetsLayoutMarginsFromSafeArea = false
            flags.preservesSuperviewLayoutMargins = true
            #expect(flags.clipsToBounds && !flags.translatesAutoresizingMaskIntoConstraints)
            #expect(!flags.insetsLayoutMarginsFromSafeArea && flags.preservesSuperviewLayoutMargins)
            #expect(flags.engine == nil && flags.extras == nil)
            let view = UIView()
            root.addSubview(view)
            root.layoutIfNeeded()
            let engine = root.engine!
            let variables = engine.variables(of: view)!
            #expect(engine.item(of: variables.minX) === view && engine.item(of: variables.height) === view)
            #expect(Set([variables.minX, variables.minY, variables.width, variables.height]).count == 4)
        }
    #endif

    /// The engine adds each constraint's rows by content, owned by the constraint: the solver holds no `Constraint`
    /// object for them (a 96-byte object each, 4.7 a view on a card list), only the root's pins; each row names its
    /// constraint, a content-size constraint two.
    @Test func constraintsReachTheSolverWithoutSolverObjects() throws {
        let root = makeRoot(200, 100)
        let label = AutoLayout.UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root.engine)
        #expect(engine.solver.constraints.allSatisfy { pin in engine.rootPins.contains { $0 === pin } })
        let owners = engine.rowsInOrder().map(\.owner).filter { $0 is NSLayoutConstraint }
        #expect(owners.count == 3 + 4)  // three anchors' rows, and the label's two content-size constraints' two each
        #expect(Set(owners.map(ObjectIdentifier.init)).count == 5)
        #expect(label.frame == CGRect(x: 8, y: 8, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height))
    }

    /// Multipliers read back as made: 1 by default, another kept aside, an autoresizing constraint's the share of
    /// its superview's size.
    @Test func multipliersReadBackAsMade() {
        let root = makeRoot(200, 100)
        let a = UIView()
        root.addSubview(a)
        #expect(a.widthAnchor.constraint(equalTo: root.widthAnchor).multiplier == 1)
        #expect(a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25).multiplier == 0.25)
        let item = NSLayoutConstraint(
            item: a, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0, constant: 4)
        #expect(item.multiplier == 0)
        a.frame = CGRect(x: 50, y: 0, width: 50, height: 20)
        a.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        root.layoutIfNeeded()
        let width = root.constraints.first { ($0 as? NSAutoresizingMaskLayoutConstraint)?.autoresizingAttributeName == "width" }
        #expect(width?.multiplier == 0.25)
    }

    /// Setting a rare field on an active constraint moves its engine row aside with it: the constraint still
    /// follows its constant, and deactivates cleanly.
    @Test func aConstraintGivenAnIdentifierWhileActiveStillMovesItsView() {
        let root = makeRoot(200, 100)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let half = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([
            leading, half, a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 100, 20))
        leading.identifier = "lead"
        half.identifier = "half"
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(a.frame == rect(30, 0, 100, 20))
        #expect(leading.description.contains("'lead'"))
        #expect(half.multiplier == 0.5)
        half.isActive = false
        a.widthAnchor.constraint(equalToConstant: 40).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == rect(30, 0, 40, 20))
    }

    /// The system font at one size and weight is one object; a Dynamic Type font is its own, so that the text style
    /// it records reaches no other label.
    @Test func labelsShareTheirSystemFont() {
        let a = AutoLayout.UILabel()
        let b = AutoLayout.UILabel()
        #expect(a.font === b.font)
        #expect(UIFont.systemFont(ofSize: 15, weight: .bold) === UIFont.boldSystemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 15) !== UIFont.systemFont(ofSize: 16))
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && body !== UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).dynamicSource == nil)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(body.adjusted(to: large).pointSize > 17)
        #expect(UIFont.systemFont(ofSize: 17).adjusted(to: large).pointSize == 17)
    }
}

/// A text field delegate for `FootprintTests` (the field holds it weakly).
private final class FieldDelegate: AutoLayout.UITextFieldDelegate {}
