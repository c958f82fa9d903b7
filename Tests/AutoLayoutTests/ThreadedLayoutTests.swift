import Dispatch
import Foundation
import Testing
import TestSupport
import AutoLayout

/// Independent trees (one root each) are laid out on several threads at once: each tree is confined to the
/// thread that uses it, as UIKit's views are to the main thread; what is shared (the constraint sequence
/// counter) is locked, and what is bound per task or thread (log handlers, fake addresses) stays with it.
@Suite struct ThreadedLayoutTests {
    /// A card list of `cards` cards in a root `width` wide, with one required conflict (the last card's image
    /// width 44 and 45), laid out; returns every view's frame, the messages logged and the fake address text.
    static func layOutCards(_ cards: Int, width: CGFloat) -> (frames: [CGRect], messages: [String]) {
        let laidOut = LayoutDiagnostics.withFakeAddresses {
            LayoutDiagnostics.collectingMessages { () -> [CGRect] in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
                var views: [UIView] = []
                var previous: UIView?
                for i in 0..<cards {
                    let card = makeChild(of: root), image = makeChild(of: card), title = makeChild(of: card)
                    NSLayoutConstraint.activate([
                        card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                        previous.map { card.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                            ?? card.topAnchor.constraint(equalTo: root.topAnchor),
                        image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                        image.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                        image.widthAnchor.constraint(equalToConstant: 44),
                        image.heightAnchor.constraint(equalTo: image.widthAnchor),
                        card.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                        title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                        title.heightAnchor.constraint(equalToConstant: 21),
                        title.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                    ])
                    if i == cards - 1 { image.widthAnchor.constraint(equalToConstant: 45).isActive = true }
                    views += [card, image, title]
                    previous = card
                }
                root.layoutIfNeeded()
                return views.map(\.frame)
            }
        }
        return (laidOut.result, laidOut.messages)
    }

    @Test func treesOnManyThreadsMatchTheSameTreesOnOne() {
        let trees = Soak.amount(short: 16, full: 64)
        let widths = (0..<trees).map { CGFloat(300 + $0 % 7 * 10) }
        let alone = widths.map { Self.layOutCards(20, width: $0) }
        let results = ResultsBox(count: trees)
        DispatchQueue.concurrentPerform(iterations: trees) { i in
            results.set(i, Self.layOutCards(20, width: widths[i]))
        }
        for i in 0..<trees {
            let together = results.get(i)
            #expect(together?.frames == alone[i].frames)
            #expect(together?.messages == alone[i].messages)
        }
        // Each tree logged its own conflict once, with its own fake addresses: the logs do not mix.
        #expect(alone[0].messages.count == 1)
        #expect(alone[0].messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(alone[0].frames[1] == CGRect(x: 8, y: 8, width: 44, height: 44))
        #expect(alone[0].frames[2] == CGRect(x: 60, y: 19.5, width: 216, height: 21))
    }
}

/// Results written from many threads.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [([CGRect], [String])?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: ([CGRect], [String])) { lock.lock(); values[i] = value; lock.unlock() }
    func get(_ i: Int) -> (frames: [CGRect], messages: [String])? {
        lock.lock(); defer { lock.unlock() }
        return values[i].map { ($0.0, $0.1) }
    }
}
