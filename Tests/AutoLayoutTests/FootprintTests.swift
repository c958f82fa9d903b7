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
        /// The bytes the allocator gave `object` (its usable size).
        private func allocation(of object: AnyObject) -> Int {
            mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
        }

        /// An anchor constraint is one allocation of at most 72 usable bytes; a content-size constraint (two rows, two
        /// priorities) of at most 88.
        @Test func aPlainConstraintFitsInSeventyTwoBytes() {
            let a = UIView()
            let b = UIView()
            let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
            #expect(allocation(of: c) <= 72)
            let size = NSContentSizeLayoutConstraint(
                view: a, axis: .horizontal, size: 120, hugging: .defaultLow, compression: .defaultHigh)
            #expect(allocation(of: size) <= 88)
        }

        /// A plain label is one allocation of at most 304 usable bytes; what it keeps aside reads back as set.
        @Test func aLabelKeepsItsRareFieldsAside() {
            let label = AutoLayout.UILabel()
            #expect(allocation(of: label) <= 304)
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

        /// A plain view is one allocation of at most 216 usable bytes, its variables' four slots among them; they read
        /// back as the engine made them.
        @Test func aViewFitsInTwoHundredSixteenBytes() {
            let root = makeRoot(100, 100)
            let view = UIView()
            #expect(allocation(of: view) <= 216)
            root.addSubview(view)
            root.layoutIfNeeded()
            let engine = root.engine!
            let variables = engine.variables(of: view)!
            #expect(engine.item(of: variables.minX) === view && engine.item(of: variables.height) === view)
            #expect(Set([variables.minX, variables.minY, variables.width, variables.height]).count == 4)
        }
    #endif

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
