import Cassowary

/// The chain of the benchmarks: `n` variables `left` left to right 8 apart, widths at least 20 and preferably
/// 100 (at `widthPriority(i)`), the last one inside `w`, an edit variable (750) suggested to the chain's natural
/// width plus `room`. Every constraint is in `all`, in the order added.
public struct SolverChain {
    /// The solver holding the chain.
    public let solver: Solver
    /// Each view's left edge and width.
    public let left: [Variable], width: [Variable]
    /// The container's width (an edit variable).
    public let w: Variable
    /// The constraints, in the order added.
    public let all: [Constraint]

    /// Builds the chain and suggests `108 n - 8 + room` for `w`; with `shuffledSeed`, the constraints are added in
    /// the order `shuffled(seed:)` gives (`all` keeps the written order).
    public init(n: Int, widthPriority: (Int) -> Double = { _ in 250 }, room: Double = 100, shuffledSeed: UInt64? = nil)
        throws
    {
        let s = Solver()
        let left = (0..<n).map { _ in s.makeVariable() }
        let width = (0..<n).map { _ in s.makeVariable() }
        let w = s.makeVariable("W")
        var all: [Constraint] = []
        for i in 0..<n {
            all.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
            all.append(width[i] >= 20)
            all.append(width[i] == 100 ~ Strength(priority: widthPriority(i)))
        }
        all.append(left[n - 1] + width[n - 1] <= w)
        for c in shuffledSeed.map({ all.shuffled(seed: $0) }) ?? all { try s.add(c) }
        try s.addEditVariable(w, strength: Strength(priority: 750))
        try s.suggestValue(108 * Double(n) - 8 + room, for: w)
        (solver, self.left, self.width, self.w, self.all) = (s, left, width, w, all)
    }
}

/// The grid of the benchmarks: `k × k` cells 8 apart filling `w × h` (edit variables at 750, no value suggested
/// yet), cells of one row equally wide, of one column equally tall, each at least 10 × 10. Cell `i` is at row
/// `i / k`, column `i % k`.
public struct SolverGrid {
    /// The solver holding the grid.
    public let solver: Solver
    /// Each cell's left edge, top edge, width and height.
    public let left: [Variable], top: [Variable], width: [Variable], height: [Variable]
    /// The container's width and height (edit variables).
    public let w: Variable, h: Variable

    /// Builds the grid; with `shuffledSeed`, the constraints are added in the order `shuffled(seed:)` gives.
    public init(k: Int, shuffledSeed: UInt64? = nil) throws {
        let s = Solver()
        let left = (0..<k * k).map { _ in s.makeVariable() }
        let top = (0..<k * k).map { _ in s.makeVariable() }
        let width = (0..<k * k).map { _ in s.makeVariable() }
        let height = (0..<k * k).map { _ in s.makeVariable() }
        let w = s.makeVariable("W")
        let h = s.makeVariable("H")
        var all: [Constraint] = []
        for r in 0..<k {
            for c in 0..<k {
                let i = r * k + c
                if c == 0 {
                    all.append(left[i] == 0)
                } else {
                    all.append(left[i] == left[i - 1] + width[i - 1] + 8)
                    all.append(width[i] == width[i - 1])
                }
                if c == k - 1 { all.append(left[i] + width[i] == w) }
                if r == 0 {
                    all.append(top[i] == 0)
                } else {
                    all.append(top[i] == top[i - k] + height[i - k] + 8)
                    all.append(height[i] == height[i - k])
                }
                if r == k - 1 { all.append(top[i] + height[i] == h) }
                all.append(width[i] >= 10)
                all.append(height[i] >= 10)
            }
        }
        for c in shuffledSeed.map({ all.shuffled(seed: $0) }) ?? all { try s.add(c) }
        try s.addEditVariable(w, strength: Strength(priority: 750))
        try s.addEditVariable(h, strength: Strength(priority: 750))
        (solver, self.left, self.top, self.width, self.height, self.w, self.h) = (s, left, top, width, height, w, h)
    }
}

/// Issue 19's card list, written straight against `Solver`: `n` cards in a container of width `w` (an edit variable
/// at 750, suggested 375 once every constraint is in), each card pinned 16 inside the container left and right and
/// stacked 8 below the previous one; in each, a title (left and top 8 inside the card, an intrinsic size of
/// 120 × 21 as two inequalities per axis: compression resistance `>=` at 750 and hugging `<=` at 250) and an image
/// (right and top 8 inside, 1:1 aspect, a preferred width of 44 at 500), the title at least 8 left of the image,
/// and the card at least 8 below both, preferably no taller (hugging at 250). 12 variables and 17 constraints a card.
///
/// Without `shuffledSeed` the constraints arrive as a layout engine adds them: each card's own card by card, then
/// the intrinsic sizes of all titles (asked for once the constraints are in); with it, all of them in the order
/// `shuffled(seed:)` gives.
public struct SolverCardList {
    /// A view's four edges.
    public struct View {
        /// The edges.
        public let left, right, top, bottom: Variable
    }
    /// The solver holding the list.
    public let solver: Solver
    /// The container's width (an edit variable).
    public let w: Variable
    /// Each card, its title and its image.
    public let cards: [View], titles: [View], images: [View]

    /// Builds the list and suggests 375 for `w`; `afterEachAddition` (for tests) sees the solver after every constraint.
    public init(n: Int, shuffledSeed: UInt64? = nil, afterEachAddition: (Solver) -> Void = { _ in }) throws {
        let s = Solver()
        let w = s.makeVariable("W")
        func view() -> View {
            View(left: s.makeVariable(), right: s.makeVariable(), top: s.makeVariable(), bottom: s.makeVariable())
        }
        let cards = (0..<n).map { _ in view() }
        let titles = (0..<n).map { _ in view() }
        let images = (0..<n).map { _ in view() }
        let (weak, medium, strong) = (Strength(priority: 250), Strength(priority: 500), Strength(priority: 750))
        var own: [Constraint] = []
        var intrinsic: [Constraint] = []
        for i in 0..<n {
            let (card, title, image) = (cards[i], titles[i], images[i])
            own += [
                card.left == 16,
                card.right == w - 16,
                i == 0 ? card.top == 16 : card.top == cards[i - 1].bottom + 8,
                title.left == card.left + 8,
                title.top == card.top + 8,
                image.right == card.right - 8,
                image.top == card.top + 8,
                image.right - image.left == image.bottom - image.top,
                image.right - image.left == 44 ~ medium,
                title.right <= image.left - 8,
                card.bottom >= title.bottom + 8,
                card.bottom >= image.bottom + 8,
                card.bottom - card.top == 0 ~ weak,
            ]
            intrinsic += [
                title.right - title.left >= 120 ~ strong,
                title.right - title.left <= 120 ~ weak,
                title.bottom - title.top >= 21 ~ strong,
                title.bottom - title.top <= 21 ~ weak,
            ]
        }
        let all = own + intrinsic
        for c in shuffledSeed.map({ all.shuffled(seed: $0) }) ?? all {
            try s.add(c)
            afterEachAddition(s)
        }
        try s.addEditVariable(w, strength: strong)
        try s.suggestValue(375, for: w)
        (solver, self.w, self.cards, self.titles, self.images) = (s, w, cards, titles, images)
    }
}
