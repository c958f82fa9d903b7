import Cassowary
import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// The benchmark's bare-solver side of screens whose constraints UIKit makes (`ReplayedSystem`): the engine's
/// system, added to a solver of its own, solves to the engine's frames.
@Suite struct ReplayedSystemTests {
    /// A form of nested stack views (a header and two rows of a label and a field) laid out by the engine, then
    /// replayed in the engine's order and shuffled: every view's frame variables take the view's frame, and a
    /// changed row and a resized root follow as the views do.
    @Test(arguments: [false, true])
    func replayedFormSolvesToTheEnginesFrames(shuffled: Bool) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = AutoLayout.UILabel()
        header.text = "Section"
        var widths: [NSLayoutConstraint] = []
        var rows: [UIView] = []
        for name in ["Name", "E-mail"] {
            let label = AutoLayout.UILabel()
            label.text = name
            let field = UITextField()
            field.borderStyle = .roundedRect
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .center
            widths.append(label.widthAnchor.constraint(equalToConstant: 80))
            rows.append(row)
        }
        let form = UIStackView(arrangedSubviews: [header] + rows)
        form.axis = .vertical
        form.spacing = 8
        _ = makeChild(of: root, form)
        NSLayoutConstraint.activate(
            widths + [
                form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
        root.layoutIfNeeded()
        let system = try #require(ReplayedSystem(root: root))
        var order = system.constraints
        if shuffled { order = order.shuffled(seed: 3) }
        try system.replay(order)
        func frame(_ v: UIView) -> CGRect {
            let f = system.frameVariables(of: v).map { CGFloat(system.solver.value(of: $0)) }
            return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        var views: [UIView] = [form, header]
        for row in rows { views += [row] + row.subviews }
        for v in views { #expect(frame(v) == v.frame, "\(v)") }
        #expect(abs(frame(rows[1].subviews[1]).width - (288 - 88)) < 1e-9)
        // The last label 6 wider: only its row's views move, as they do through UIKit.
        for r in system.rows(of: widths[1]) {
            try system.solver.remove(r)
            try system.solver.add(Cassowary.Constraint(r.expression - 6, r.relation, strength: r.strength))
        }
        widths[1].constant += 6
        root.layoutIfNeeded()
        for v in views { #expect(frame(v) == v.frame, "after the change: \(v)") }
        #expect(system.rootPins.count == 4 && system.constraints.count > 20)
    }
}
