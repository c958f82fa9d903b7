import Foundation
import Testing

@testable import AutoLayout

/// A cell with a label 8 points inside its content view, as apps write one.
private final class TextCell: UICollectionViewCell {
    let label = AutoLayout.UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A header with a label 4 points inside it.
private final class TitleHeader: UICollectionReusableView {
    let label = AutoLayout.UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Texts: UICollectionViewDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Text", for: indexPath)
        (cell as? TextCell)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        (header as? TitleHeader)?.label.text = "Section \(indexPath.section)"
        return header
    }
}

/// A collection view 390 × 844 laid out with `layout`; the root keeps the tree alive.
private func collection(_ source: Texts, layout: UICollectionViewLayout) -> (root: UIView, view: UICollectionView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    view.register(TextCell.self, forCellWithReuseIdentifier: "Text")
    view.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
    view.dataSource = source
    root.addSubview(view)
    root.layoutIfNeeded()
    return (root, view)
}

@Suite struct CompositionalLayoutTests {
    /// A two-column grid as iOS apps write one: items half the group's width with 5-point insets, groups of a
    /// fixed height, section insets and spacing.
    @Test func aGridOfFractionalItems() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 8
        let source = Texts([["a", "b", "c"]])
        let (_, cv) = collection(source, layout: UICollectionViewCompositionalLayout(section: section))
        // Groups 360 wide (390 less 15 each side); each item 180 of it, its cell 5 in from each edge.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 15, width: 170, height: 90))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 15, width: 170, height: 90))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 20, y: 123, width: 170, height: 90))
        let height: CGFloat = 10 + 100 + 8 + 100 + 10
        #expect(cv.contentSize == CGSize(width: 390, height: height))
    }

    /// `subitem:count:` shares the group's width among the items, less the spacing.
    @Test func aCountedGroupSharesItsWidth() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        let (_, cv) = collection(
            Texts([["a", "b", "c", "d"]]), layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        // (390 - 2 × 6) / 3 = 126 each; the group is a quarter of the width high.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 132, y: 0, width: 126, height: 97.5))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 97.5, width: 126, height: 97.5))
    }

    /// Estimated heights: each row as tall as its cell's constraints make it at the row's width, and an estimated
    /// header as tall as its own; a list layout is such rows.
    @Test func estimatedRowsAndHeadersSizeThemselves() throws {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let long = "A longer note that wraps onto a second line at this width."
        let (_, cv) = collection(Texts([["Short", long]]), layout: UICollectionViewCompositionalLayout(section: section))
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell)
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? TextCell)
        let header = try #require(cv.subviews.compactMap { $0 as? TitleHeader }.first)
        let headerHeight: CGFloat = header.label.intrinsicContentSize.height + 8
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: headerHeight))
        #expect(header.label.text == "Section 0")
        let oneLine: CGFloat = first.label.intrinsicContentSize.height + 16
        #expect(first.frame == CGRect(x: 0, y: headerHeight, width: 390, height: oneLine))
        let labelWidth: CGFloat = 390 - 16
        let wrapped = second.label.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude)).height
        #expect(wrapped > 1.5 * first.label.intrinsicContentSize.height)  // two lines
        #expect(second.frame == CGRect(x: 0, y: headerHeight + oneLine, width: 390, height: wrapped + 16))
        #expect(second.label.frame.width == labelWidth)

        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (_, listed) = collection(Texts([["Short"]]), layout: list)
        // Inset by the table's side margin at 390 points (20), 18 above the section.
        #expect(listed.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 18, width: 350, height: oneLine))
    }

    /// A section that scrolls across places its groups in one row; a section provider gives each section its own.
    @Test func orthogonalSectionsFromAProvider() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = index == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            if index == 0 { section.orthogonalScrollingBehavior = .groupPaging }
            #expect(environment.container.contentSize == CGSize(width: 390, height: 844))
            return section
        }
        layout.configuration.interSectionSpacing = 20
        let (_, cv) = collection(Texts([["a", "b", "c"], ["d"]]), layout: layout)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 322, y: 0, width: 312, height: 120))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 644, y: 0, width: 312, height: 120))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 140, width: 390, height: 120))
        #expect(cv.contentSize == CGSize(width: 390, height: 260))
    }
}
