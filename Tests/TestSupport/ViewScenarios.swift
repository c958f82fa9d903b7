import AutoLayout
import Foundation

/// A hierarchy of `rows × (columns + 1)` views with its constraints active: rows 20 pt high stacked in a root
/// `columns × 10` by `rows × 20` points, each row a chain of equal-width cells.
public struct ViewGrid {
    /// The root (the window).
    public let root: UIView
    /// The rows, top to bottom.
    public let rows: [UIView]
    /// Each row's cells, leading to trailing.
    public let cells: [[UIView]]
    /// The first row's top constraint (to move every row).
    public let firstRowTop: NSLayoutConstraint

    /// Builds the grid and activates its constraints (no layout yet).
    public init(rows rowCount: Int, columns: Int) {
        root = makeRoot(CGFloat(columns) * 10, CGFloat(rowCount) * 20)
        var rows: [UIView] = []
        var cells: [[UIView]] = []
        var cs: [NSLayoutConstraint] = []
        var top: NSLayoutConstraint?
        for _ in 0..<rowCount {
            let row = makeChild(of: root)
            cs += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 20),
            ]
            if let previous = rows.last {
                cs.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor))
            } else {
                top = row.topAnchor.constraint(equalTo: root.topAnchor)
                cs.append(top!)
            }
            var line: [UIView] = []
            for c in 0..<columns {
                let cell = makeChild(of: row)
                cs += [cell.topAnchor.constraint(equalTo: row.topAnchor), cell.bottomAnchor.constraint(equalTo: row.bottomAnchor)]
                if let left = line.last {
                    cs += [
                        cell.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                        cell.widthAnchor.constraint(equalTo: left.widthAnchor),
                    ]
                } else {
                    cs.append(cell.leadingAnchor.constraint(equalTo: row.leadingAnchor))
                }
                if c == columns - 1 { cs.append(cell.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
                line.append(cell)
            }
            rows.append(row)
            cells.append(line)
        }
        NSLayoutConstraint.activate(cs)
        self.rows = rows
        self.cells = cells
        firstRowTop = top!
    }
}

/// A container of `count` cards stacked 8 pt apart, 16 pt in from the container's sides, with its constraints
/// active: in each card an image 44 pt square at (8, 8) and a title (a `SizedView` of 120 × 21) 8 pt after the
/// image, centred on it; each card is as tall as its image plus 8 above and below (60 pt), and the container as
/// tall as its cards. The container's own position is left to the caller.
public struct CardList {
    /// The container of the cards (autoresizing translation off, not in a tree yet).
    public let container: UIView
    /// The cards, top to bottom.
    public let cards: [UIView]
    /// Each card's image.
    public let images: [UIView]
    /// Each card's title.
    public let titles: [SizedView]

    /// Builds the list and activates its constraints.
    public init(count: Int) {
        container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        var constraints: [NSLayoutConstraint] = []
        var cards: [UIView] = []
        var images: [UIView] = []
        var titles: [SizedView] = []
        for _ in 0..<count {
            let card = makeChild(of: container)
            let image = makeChild(of: card)
            let title = SizedView(120, 21)
            card.addSubview(title)
            constraints += [
                card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: cards.last?.bottomAnchor ?? container.topAnchor, constant: 8),
                image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                image.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                image.widthAnchor.constraint(equalToConstant: 44),
                image.heightAnchor.constraint(equalTo: image.widthAnchor),
                card.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                title.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            ]
            cards.append(card)
            images.append(image)
            titles.append(title)
        }
        if let last = cards.last { constraints.append(container.bottomAnchor.constraint(equalTo: last.bottomAnchor)) }
        NSLayoutConstraint.activate(constraints)
        self.cards = cards
        self.images = images
        self.titles = titles
    }

    /// Adds the container to `root`, pinned to its leading, trailing and top edges.
    public func pin(to root: UIView) {
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }
}
