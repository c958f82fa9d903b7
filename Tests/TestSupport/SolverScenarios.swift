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

    /// Builds the chain and suggests `108 n - 8 + room` for `w`.
    public init(n: Int, widthPriority: (Int) -> Double = { _ in 250 }, room: Double = 100) throws {
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
        for c in all { try s.add(c) }
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

    /// Builds the grid.
    public init(k: Int) throws {
        let s = Solver()
        let left = (0..<k * k).map { _ in s.makeVariable() }
        let top = (0..<k * k).map { _ in s.makeVariable() }
        let width = (0..<k * k).map { _ in s.makeVariable() }
        let height = (0..<k * k).map { _ in s.makeVariable() }
        let w = s.makeVariable("W")
        let h = s.makeVariable("H")
        for r in 0..<k {
            for c in 0..<k {
                let i = r * k + c
                if c == 0 {
                    try s.add(left[i] == 0)
                } else {
                    try s.add(left[i] == left[i - 1] + width[i - 1] + 8)
                    try s.add(width[i] == width[i - 1])
                }
                if c == k - 1 { try s.add(left[i] + width[i] == w) }
                if r == 0 {
                    try s.add(top[i] == 0)
                } else {
                    try s.add(top[i] == top[i - k] + height[i - k] + 8)
                    try s.add(height[i] == height[i - k])
                }
                if r == k - 1 { try s.add(top[i] + height[i] == h) }
                try s.add(width[i] >= 10)
                try s.add(height[i] >= 10)
            }
        }
        try s.addEditVariable(w, strength: Strength(priority: 750))
        try s.addEditVariable(h, strength: Strength(priority: 750))
        (solver, self.left, self.top, self.width, self.height, self.w, self.h) = (s, left, top, width, height, w, h)
    }
}
