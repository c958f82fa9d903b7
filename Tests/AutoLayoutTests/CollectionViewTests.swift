import Foundation
import Testing

@testable import AutoLayout

/// A cell made in code as iOS apps make them: an override of `init(frame:)`, a `required init?(coder:)`, a label
/// pinned 8 points inside the content view.
private final class TagCell: UICollectionViewCell {
    static let reuseID = "TagCell"
    let label = AutoLayout.UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
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

private final class Tags: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var tags: [String]
    var sizes: [CGSize]?
    init(_ tags: [String]) { self.tags = tags }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseID, for: indexPath)
        (cell as? TagCell)?.label.text = tags[indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?[indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

/// A collection view of `width` × 400 in a root, laid out; the root is returned to keep the tree alive.
private func collection(_ source: Tags, width: CGFloat = 320, configure: (UICollectionViewFlowLayout) -> Void = { _ in })
    -> (root: UIView, view: UICollectionView)
{
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseID)
    view.dataSource = source
    view.delegate = source
    root.addSubview(view)
    root.layoutIfNeeded()
    return (root, view)
}

private func frame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    view.cellForItem(at: IndexPath(item: item, section: section))?.frame
}

@Suite struct CollectionViewTests {
    @Test func aFlowLayoutFillsLinesAndSpreadsTheirItems() {
        // 50-point items, at least 10 apart: five fit in 320 (290), spread to 17.5 apart; the sixth line's one item
        // is centred.
        let (_, view) = collection(Tags((0..<6).map(String.init)))
        #expect(view.numberOfItems(inSection: 0) == 6)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(view, 1) == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(frame(view, 4) == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(frame(view, 5) == CGRect(x: 135, y: 60, width: 50, height: 50))
        #expect(view.contentSize == CGSize(width: 320, height: 110))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is TagCell)
    }

    @Test func insetsSpacingAndTheDelegatesSizesAreUsed() {
        let source = Tags(["a", "b", "c"])
        source.sizes = [CGSize(width: 100, height: 40), CGSize(width: 100, height: 60), CGSize(width: 200, height: 30)]
        let (_, view) = collection(source) {
            $0.sectionInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
            $0.minimumLineSpacing = 8
        }
        // Room 288: the first two fit (100 + 10 + 100), spread to the insets; the line is 60 thick and the
        // 40-point item is centred in it.
        #expect(frame(view, 0) == CGRect(x: 16, y: 30, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: 204, y: 20, width: 100, height: 60))
        #expect(frame(view, 2) == CGRect(x: 60, y: 88, width: 200, height: 30))
        let height: CGFloat = 20 + 60 + 8 + 30 + 20
        #expect(view.contentSize.height == height)
    }

    @Test func cellsSizeThemselvesWithAnEstimatedSize() throws {
        let (_, view) = collection(Tags(["Swift", "Auto Layout"])) {
            $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? TagCell)
        let text = cell.label.intrinsicContentSize
        #expect(cell.frame.size == CGSize(width: text.width + 16, height: text.height + 16))
        #expect(cell.label.frame == CGRect(x: 8, y: 8, width: text.width, height: text.height))
        #expect(!cell.label.hasAmbiguousLayout)
    }

    @Test func aHorizontalFlowFillsColumns() {
        let (_, view) = collection(Tags((0..<9).map(String.init))) { $0.scrollDirection = .horizontal }
        // 400 high: six items fit in a column (350), spread 20 apart; the next column 10 to the right.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(view, 5) == CGRect(x: 0, y: 350, width: 50, height: 50))
        #expect(frame(view, 6)?.minX == 60)
        #expect(view.contentSize == CGSize(width: 110, height: 400))
    }

    @Test func headersAreDequeuedAndPlaced() throws {
        final class Header: UICollectionReusableView {}
        final class Sections: UICollectionViewDataSource {
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Sections()
        view.dataSource = source
        root.addSubview(view)
        root.layoutIfNeeded()
        let headers = view.subviews.compactMap { $0 as? Header }
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 80, width: 320, height: 30)])
        #expect(frame(view, 0, section: 1) == CGRect(x: 135, y: 110, width: 50, height: 50))
    }

    @Test func anUnregisteredIdentifierIsReportedAndTheRestLaysOut() {
        final class Missing: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: indexPath)
            }
        }
        let source = Missing()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let view = UICollectionView(frame: root.bounds)
        view.dataSource = source
        root.addSubview(view)
        let messages = LayoutDiagnostics.collectingMessages { root.layoutIfNeeded() }.messages
        #expect(
            messages.first
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        #expect(frame(view, 1) == CGRect(x: 270, y: 0, width: 50, height: 50))
    }

    @Test func aNarrowerViewLaysItsItemsOutAgain() {
        let source = Tags((0..<6).map(String.init))
        let (root, view) = collection(source)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        root.layoutIfNeeded()
        // Three fit in 200 (170): spread to 25 apart; two lines.
        #expect(frame(view, 2) == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(frame(view, 3) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(view.contentSize == CGSize(width: 200, height: 110))
    }
}

/// A view not yet laid out (no engine in its tree) resizes its autoresizing subviews when its size is set, as
/// UIKit does at once: a cell made at zero size and given its frame before it joins a tree.
@Suite struct DetachedAutoresizingTests {
    @Test func subviewsFollowTheirMasksBeforeAnyLayout() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let right = UIView(frame: CGRect(x: 80, y: 10, width: 10, height: 10))
        right.autoresizingMask = [.flexibleLeftMargin]
        let spread = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 50))
        spread.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let still = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        still.translatesAutoresizingMaskIntoConstraints = false
        still.autoresizingMask = [.flexibleWidth]
        for v in [fill, right, spread, still] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(right.frame == CGRect(x: 180, y: 10, width: 10, height: 10))
        // 100 more points shared 10 : 20 : 70.
        #expect(spread.frame == CGRect(x: 20, y: 0, width: 40, height: 50))
        #expect(still.frame == CGRect(x: 5, y: 5, width: 5, height: 5))  // Auto Layout places it, not its mask
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(parent)
        root.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }
}
