import AutoLayout
import Dispatch
import Foundation
import TestSupport
import Testing

/// Independent trees (one root each) are laid out on several threads at once: each tree is confined to the
/// thread that uses it, as UIKit's views are to the main thread; what is shared (the constraint sequence
/// counter) is locked, and what is bound per task or thread (log handlers, fake addresses) stays with it.
@Suite struct ThreadedLayoutTests {
    /// A card list (`CardList`) of `cards` cards in a root `width` wide, with one required conflict (the last
    /// card's image width 44 and 45), laid out; returns every card's, image's and title's frame and the messages
    /// logged (with fake addresses).
    static func layOutCards(_ cards: Int, width: CGFloat) -> (frames: [CGRect], messages: [String]) {
        let laidOut = LayoutDiagnostics.withFakeAddresses {
            LayoutDiagnostics.collectingMessages { () -> [CGRect] in
                let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
                let list = CardList(count: cards)
                list.pin(to: root)
                list.images[cards - 1].widthAnchor.constraint(equalToConstant: 45).isActive = true
                root.layoutIfNeeded()
                return list.cards.indices.flatMap { [list.cards[$0].frame, list.images[$0].frame, list.titles[$0].frame] }
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
        #expect(alone[0].frames[2] == CGRect(x: 60, y: 19.5, width: 120, height: 21))
    }
}

/// Results written from many threads.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [([CGRect], [String])?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: ([CGRect], [String])) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }
    func get(_ i: Int) -> (frames: [CGRect], messages: [String])? {
        lock.lock()
        defer { lock.unlock() }
        return values[i].map { ($0.0, $0.1) }
    }
}
