import AutoLayout
import Foundation
import VisualFormat

/// Builds and tears down what a long-lived process builds, over and over, so that the leak sanitizer (which runs
/// when the process exits) sees anything kept alive by a cycle: views and constraints holding each other, solver
/// storage, controllers, animations, and every file given read through its parser (XML errors included).
/// `Scripts/leak-check.sh` runs it; `LEAK_CHECK=CYCLES autolayout-fuzz FILE…` runs it by hand.
enum TeardownLoop {
    /// With `LEAK_CHECK=CYCLES` set, runs the loop over the files named on the command line and exits.
    static func runIfAsked() {
        guard let value = ProcessInfo.processInfo.environment["LEAK_CHECK"] else { return }
        guard let cycles = Int(value), cycles > 0 else {
            FileHandle.standardError.write(Data("LEAK_CHECK must be a number of cycles\n".utf8))
            exit(64)
        }
        run(cycles: cycles, files: Array(CommandLine.arguments.dropFirst()))
        exit(0)
    }

    /// Runs `cycles` cycles over `files` (each read by the parser its extension names) and prints a summary.
    static func run(cycles: Int, files: [String]) {
        let inputs: [(FuzzTarget, Data)] = files.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            switch (path as NSString).pathExtension {
            case "layout": return (.layout, data)
            case "xib", "storyboard": return (.ib, data)
            case "log", "txt": return (.log, data)
            default: return nil
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        for _ in 0..<cycles {
            screen(on: root)
            controllers()
            for (target, data) in inputs { target.run(data) }
            for text in malformedXML { FuzzTarget.ib.run(Data(text.utf8)) }
        }
        print("teardown loop: \(cycles) cycles, \(inputs.count) files each")
    }

    /// XML that the parser refuses: an unclosed element, an unknown entity, a tag that does not match.
    private static let malformedXML = [
        "<document><objects><view id=\"a\"></objects></document>",
        "<document>&undefined;</document>",
        "<document><objects></document>",
    ]

    /// A screen built as an app builds one (anchors, a format string, a stack view, an animation), laid out, changed,
    /// and removed from a root that lives on.
    private static func screen(on root: UIView) {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let title = UILabel()
        let image = UIImageView()
        let stack = UIStackView()
        title.text = "Title"
        for view in [title, image, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        for text in ["One", "Two", "Three"] {
            let label = UILabel()
            label.text = text
            stack.addArrangedSubview(label)
        }
        let views: [String: Any] = ["title": title, "image": image, "stack": stack]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[image(44)]-[title]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[image(44)]-[stack]-|", metrics: nil, views: views)
                + [
                    card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                    card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                    card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                    title.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                    stack.leadingAnchor.constraint(equalTo: image.leadingAnchor),
                ])
        root.layoutIfNeeded()
        let width = image.widthAnchor.constraint(equalToConstant: 60)
        width.priority = .defaultHigh
        width.isActive = true
        UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        UIViewAnimationClock.current.advance(by: 1)
        card.removeFromSuperview()
        root.layoutIfNeeded()
    }

    /// A navigation controller with a child pushed and popped, its views loaded and laid out.
    private static func controllers() {
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        navigation.pushViewController(second, animated: false)
        navigation.view.layoutIfNeeded()
        _ = navigation.popViewController(animated: false)
        navigation.view.layoutIfNeeded()
    }
}
