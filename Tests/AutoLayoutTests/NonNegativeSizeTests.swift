import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// A view's width and height are never negative (spec diagnostics.md §2.3): where the preferred solution would
/// need a negative size, the size stays at zero and the next priority gives way.
@Suite struct NonNegativeSizeTests {
    /// Two labels that do not fit: the one that resists compression less (749) goes down to zero, not below, and
    /// the other (750) is compressed for the rest.
    @Test func aSqueezedViewStopsAtZeroAndTheNextOneGivesWay() {
        let root = makeRoot(200, 200)
        let name = SizedView(180, 21)
        let value = SizedView(200, 21)
        name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        for v in [name, value] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let logs = collectingLogs {
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                root.trailingAnchor.constraint(equalTo: value.trailingAnchor, constant: 8),
                name.topAnchor.constraint(equalTo: root.topAnchor),
                value.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
        }
        #expect(logs.isEmpty)
        #expect(name.frame == rect(8, 0, 0, 21))
        #expect(value.frame == rect(16, 0, 176, 21))
    }

    /// A hidden arranged view gives up its `UISV-hiding` (999.999) rather than make what it holds negative: a
    /// square 8 below its top and 20 above its bottom keeps it 28 high and is itself 0 × 0 (the frames Xcode
    /// saved in element-ios's `KeyVerificationVerifyByScanningViewController.storyboard`).
    @Test func aHiddenArrangedViewKeepsTheHeightItsContentNeeds() {
        let root = makeRoot(375, 600)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let shown = SizedView(375, 200)
        let hidden = UIView()
        let square = UIView()
        square.translatesAutoresizingMaskIntoConstraints = false
        hidden.addSubview(square)
        stack.addArrangedSubview(shown)
        stack.addArrangedSubview(hidden)
        hidden.isHidden = true
        let wide = square.widthAnchor.constraint(equalToConstant: 335)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            square.topAnchor.constraint(equalTo: hidden.topAnchor, constant: 8),
            hidden.bottomAnchor.constraint(equalTo: square.bottomAnchor, constant: 20),
            square.centerXAnchor.constraint(equalTo: hidden.centerXAnchor),
            square.widthAnchor.constraint(equalTo: square.heightAnchor),
            wide,
        ])
        root.layoutIfNeeded()
        #expect(hidden.frame == rect(0, 200, 375, 28))
        #expect(square.frame == rect(187.5, 8, 0, 0))
    }

    /// A required constraint that asks for a negative size is unsatisfiable on its own, as on iOS (spec
    /// diagnostics.md §2.3, two logs): the log lists it alone (the hidden `>= 0` is not printed), breaks it, and
    /// the width stops at zero.
    @Test func aRequiredNegativeSizeIsUnsatisfiableAlone() {
        let root = makeRoot()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let negative = box.widthAnchor.constraint(equalToConstant: -16)
        let logs = collectingLogs {
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
                negative,
            ])
            root.layoutIfNeeded()
        }
        #expect(logs.count == 1)
        let log = logs.first ?? ""
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\(negative)"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(negative)"))
        #expect(box.frame == rect(10, 10, 0, 10))
    }
}
