import Cassowary
import Foundation
import TestSupport
import Testing

@testable import AutoLayout

/// The order in which the engine hands a tree's constraints to its solver (`LayoutEngine.installBatch`).
@Suite struct InstallOrderTests {
    /// Three cards stacked under the root's margins guide, each with an image and a title, their constraints last to
    /// first; returns the constraints, the cards and the titles.
    func cards(in root: UIView) -> (constraints: [NSLayoutConstraint], cards: [UIView], titles: [UIView]) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var cards: [UIView] = []
        var titles: [UIView] = []
        for _ in 0..<3 {
            let card = makeChild(of: root)
            let image = makeChild(of: card)
            let title = makeChild(of: card)
            constraints += [
                card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                previous.map { card.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                    ?? card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                image.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                image.widthAnchor.constraint(equalToConstant: 44),
                image.heightAnchor.constraint(equalTo: image.widthAnchor),
                card.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                title.heightAnchor.constraint(equalToConstant: 21),
                title.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            ]
            previous = card
            cards.append(card)
            titles.append(title)
        }
        return (constraints.reversed(), cards, titles)
    }

    /// The last item (four consecutive slots each, in tree order, in a fresh engine) of each solver constraint
    /// from `start` on.
    func lastItems(_ engine: LayoutEngine, from start: Int = 0) -> [Int] {
        engine.rowsInOrder().dropFirst(start).map { ($0.row.expression.terms.map(\.variable.slot).max() ?? -1) / 4 }
    }

    @Test func aTreeIsInstalledViewByViewWhateverOrderItWasActivatedIn() throws {
        let root = makeRoot()
        let (constraints, cards, titles) = cards(in: root)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()

        // Each constraint reaches the solver once the last item it touches has its variables: the last item of the
        // solver's constraints never goes back.
        let last = lastItems(try #require(root.engine))
        #expect(last.count >= constraints.count)
        #expect(last == last.sorted())
        // And the layout is the one the written order gives.
        #expect(cards.map(\.frame) == [rect(8, 8, 304, 60), rect(8, 76, 304, 60), rect(8, 144, 304, 60)])
        #expect(titles.allSatisfy { $0.frame == rect(60, 19.5, 236, 21) })
    }

    @Test func anArrayActivatedInALaidOutTreeIsInstalledViewByView() throws {
        let root = makeRoot()
        root.layoutIfNeeded()
        let engine = try #require(root.engine)
        let (constraints, cards, _) = cards(in: root)
        NSLayoutConstraint.activate(constraints)

        // The array's constraints are the solver's last (one row each), after the margins guide's own.
        let last = lastItems(engine, from: engine.rowsInOrder().count - constraints.count)
        #expect(last == last.sorted())
        root.layoutIfNeeded()
        #expect(cards.map(\.frame) == [rect(8, 8, 304, 60), rect(8, 76, 304, 60), rect(8, 144, 304, 60)])
    }

    /// A conflict inside an array activated at once breaks what activating the array one by one breaks: the most
    /// recently activated constraint, whichever the engine added last.
    @Test func aConflictInsideAnActivatedArrayBreaksTheLatestConstraint() {
        let root = makeRoot()
        let v = makeChild(of: root)
        root.layoutIfNeeded()
        var events: [UnsatisfiableConstraintsEvent] = []
        root.unsatisfiableConstraintsHandler = { events.append($0) }
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        // Each touches `v` last, so they share their place in the batch and go in activation order.
        NSLayoutConstraint.activate([
            w200, v.heightAnchor.constraint(equalToConstant: 10), w100,
            v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(events.count == 1)
        #expect(events.first?.victim === w100)
        #expect(events.first.map { Set($0.conflicting.map(ObjectIdentifier.init)) } == [ObjectIdentifier(w100), ObjectIdentifier(w200)])
        #expect(v.frame == rect(0, 0, 200, 10))
    }

    /// Within the constraints of one item too, the order is the engine's, not the app's: the same tree activated in
    /// its written order and in two shuffled orders hands its solver the same constraints in the same order.
    @Test func constraintsOfOneItemGoInTheSameOrderWhateverTheActivationOrder() throws {
        func solverSequence(shuffledSeed: UInt64?) throws -> [String] {
            let root = makeRoot()
            let constraints = cards(in: root).constraints
            NSLayoutConstraint.activate(shuffledSeed.map { constraints.shuffled(seed: $0) } ?? constraints)
            root.layoutIfNeeded()
            return try #require(root.engine).rowsInOrder().map(\.row.description)
        }
        let written = try solverSequence(shuffledSeed: nil)
        #expect(written.count > 30)
        #expect(try solverSequence(shuffledSeed: 3) == written)
        #expect(try solverSequence(shuffledSeed: 12345) == written)
    }

    /// `count` cards (as `cards(in:)`, twelve constraints each) under `root`, their constraints in the written order.
    func manyCards(_ count: Int, in root: UIView) -> [NSLayoutConstraint] {
        (0..<(count + 2) / 3).flatMap { _ in cards(in: root).constraints }
    }

    /// A large batch in an order far from its objects' order in memory is visited in memory order
    /// (`NSLayoutConstraint.memoryOrderIfScattered`), and nothing of that shows: the activation numbers, each view's
    /// `constraints` and the layout follow the array, in a tree laid out before or after.
    @Test func aScatteredBatchIsActivatedInItsOwnOrder() throws {
        for laidOutFirst in [false, true] {
            let reference = makeRoot()
            let written = manyCards(300, in: reference)
            NSLayoutConstraint.activate(written)
            reference.layoutIfNeeded()

            let root = makeRoot()
            let constraints = manyCards(300, in: root).shuffled(seed: 11)
            #expect(constraints.count >= 3_000)
            #expect(NSLayoutConstraint.memoryOrderIfScattered(constraints) != nil)
            if laidOutFirst { root.layoutIfNeeded() }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()

            #expect(constraints.allSatisfy { $0.isActive })
            let sequences = constraints.map(\.sequence)
            #expect(zip(sequences, sequences.dropFirst()).allSatisfy { $0 < $1 })
            // Each holder lists its constraints in the array's order.
            let holders = [root] + root.subviews
            let batch = Set(constraints.map(ObjectIdentifier.init))
            let inOrder = holders.filter { holder in
                holder.storedConstraints.filter { batch.contains(ObjectIdentifier($0)) }
                    .elementsEqual(constraints.filter { $0.container === holder }) { $0 === $1 }
            }
            #expect(inOrder.count == holders.count)
            #expect(root.subviews.map(\.frame) == reference.subviews.map(\.frame))
        }
    }

    /// A scattered batch holding a constraint that cannot be activated is activated one by one, in the array's
    /// order: the message comes once, the others are active, each view's list is in the array's order.
    @Test func aScatteredBatchWithAnUnrelatedConstraintIsActivatedOneByOne() {
        let root = makeRoot()
        var constraints = manyCards(150, in: root).shuffled(seed: 5)
        let stranger = UIView()
        let unrelated = stranger.widthAnchor.constraint(equalTo: root.widthAnchor)
        constraints.insert(unrelated, at: constraints.count / 2)
        #expect(NSLayoutConstraint.memoryOrderIfScattered(constraints) != nil)
        let logs = collectingLogs { NSLayoutConstraint.activate(constraints) }
        #expect(logs.count == 1)
        #expect(logs.first?.contains("because they have no common ancestor") == true, "\(logs)")
        withExtendedLifetime(stranger) {}
        #expect(!unrelated.isActive)
        #expect(constraints.filter { $0.isActive }.count == constraints.count - 1)
        let sequences = constraints.filter(\.isActive).map(\.sequence)
        #expect(zip(sequences, sequences.dropFirst()).allSatisfy { $0 < $1 })
        let batch = Set(constraints.map(ObjectIdentifier.init))
        let inOrder = root.storedConstraints.filter { batch.contains(ObjectIdentifier($0)) }
            .elementsEqual(constraints.filter { $0.container === root }) { $0 === $1 }
        #expect(inOrder)
    }

    /// A constraint listed twice in a scattered batch is activated once, numbered where it first appears.
    @Test func aConstraintListedTwiceInAScatteredBatchIsActivatedOnce() {
        let root = makeRoot()
        var constraints = manyCards(150, in: root).shuffled(seed: 8)
        let twice = constraints[10]
        constraints.append(twice)
        #expect(NSLayoutConstraint.memoryOrderIfScattered(constraints) != nil)
        NSLayoutConstraint.activate(constraints)
        #expect(twice.isActive)
        #expect(twice.container!.storedConstraints.filter { $0 === twice }.count == 1)
        #expect(twice.sequence > constraints[9].sequence && twice.sequence < constraints[11].sequence)
    }

    /// Arrays in the order their constraints lie in memory, or short, are visited as they stand. (The order they were
    /// made in is usually that order, but not when tests running beside this one allocate objects of the same size
    /// meanwhile, so the array is put in address order here.)
    @Test func batchesInMemoryOrderOrShortAreVisitedAsTheyStand() {
        let root = makeRoot()
        let constraints = manyCards(300, in: root)
        let inMemoryOrder = constraints.sorted { Unmanaged.passUnretained($0).toOpaque() < Unmanaged.passUnretained($1).toOpaque() }
        #expect(NSLayoutConstraint.memoryOrderIfScattered(inMemoryOrder) == nil)
        #expect(NSLayoutConstraint.memoryOrderIfScattered(Array(constraints.shuffled(seed: 2).prefix(1_000))) == nil)
    }

    /// The key sort behind the memory order: a radix sort for many keys, a comparison sort for few, the same answer.
    @Test func sortedKeysSortsLargeAndSmallArrays() {
        var random = SeededRandom(seed: 4)
        for count in [0, 1, 17, 4_095, 4_096, 20_000] {
            // 44-bit keys: 31 random bits and 13 more.
            let keys = (0..<count).map { _ in random.next() << 13 | random.next() >> 18 }
            #expect(NSLayoutConstraint.sortedKeys(keys, bits: 44) == keys.sorted())
        }
    }
}
