import Foundation

/// The items of a collection view (UIKit's `UICollectionViewDataSource`); sections and supplementary views have
/// defaults (one section, none), as UIKit's optional methods.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A section's header or footer (`kind`), for a layout that asks for one (default: a plain reusable view).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A plain reusable view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// A collection view's events (UIKit's `UICollectionViewDelegate`); every method has a default.
public protocol UICollectionViewDelegate: AnyObject {
    /// Called when an item's cell is placed.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called when the user selects an item (never, here: there is no touch).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    }
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A flow layout's sizes per item and section (UIKit's `UICollectionViewDelegateFlowLayout`); every method
/// defaults to the layout's own property.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The spacing between lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The spacing between items of a line of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header (its height scrolling vertically, its width horizontally).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? UICollectionViewFlowLayout.defaultItemSize
    }
    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Where a collection view's items go (UIKit's `UICollectionViewLayout`): subclass it as in UIKit (`prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)`), or use `UICollectionViewFlowLayout`.
open class UICollectionViewLayout {
    /// The collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public init() {}

    /// Computes the layout before the collection view asks for attributes. The base does nothing.
    open func prepare() {}
    /// The size of the content. The base's is zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items and views inside `rect`. The base has none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`. The base has none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of the `elementKind` view at `indexPath`. The base has none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Whether a change of bounds to `newBounds` needs a new layout. The base says no (a change of size always
    /// lays the items out again here).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Asks the collection view to lay out again.
    open func invalidateLayout() { collectionView?.reloadData() }
}

/// Where one item or supplementary view goes (UIKit's `UICollectionViewLayoutAttributes`).
open class UICollectionViewLayoutAttributes {
    /// What the attributes place (UIKit's raw values).
    public enum Category: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (header, footer).
        case supplementaryView
        /// A decoration view (not placed here).
        case decorationView
    }

    /// The item's or view's index path.
    public let indexPath: IndexPath
    /// What is placed.
    public let representedElementCategory: Category
    /// A supplementary view's kind; nil for a cell.
    public let representedElementKind: String?
    /// The frame in the content.
    open var frame: CGRect = .zero
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's alpha.
    open var alpha: CGFloat = 1
    /// The stacking order (layout ignores it).
    open var zIndex = 0

    /// Attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the `kind` view at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }
}

/// Items in lines (rows when scrolling vertically, columns horizontally), as UIKit's
/// `UICollectionViewFlowLayout` places them.
///
/// Defaults (doc: the class's properties): items 50 × 50, 10 points between lines and at least 10 between the
/// items of a line, no section insets, no headers or footers. A line holds as many items as fit; its items are
/// spread so that the first and last touch the section's insets (the spacing grows), and a line of one item is
/// centred in it; items are centred across the line, which is as thick as its thickest item (UIKit's flow
/// layout as widely reported, unconfirmed here). With `estimatedItemSize` set, an item is as large as its
/// cell's content view's constraints make it (`systemLayoutSizeFitting`, fitting in both directions).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Items in rows, rows downwards.
        case vertical
        /// Items in columns, columns rightwards.
        case horizontal
    }

    /// UIKit's default item size, 50 × 50 (doc).
    public static let defaultItemSize = CGSize(width: 50, height: 50)
    /// An `estimatedItemSize` that sizes items by their cells (UIKit's value).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item unless the delegate gives one.
    open var itemSize = UICollectionViewFlowLayout.defaultItemSize { didSet { invalidateLayout() } }
    /// Non-zero: items are sized by their cells' constraints (default zero).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between the items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets around each section's items (default none).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of each section's header (default none).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (default none).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The scrolling direction (default vertical).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    private var store = LayoutAttributesStore()
    private var preparedSize = CGSize(width: -1, height: -1)

    /// The size of the content at the last `prepare()`.
    open override var collectionViewContentSize: CGSize { store.contentSize }

    /// Every item and view whose frame meets `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        store.elements(in: rect)
    }

    /// The item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.item(at: indexPath)
    }

    /// The `elementKind` view at `indexPath`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        store.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// A change of width (scrolling vertically) or height (horizontally) needs a new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        scrollDirection == .vertical ? preparedSize.width != newBounds.width : preparedSize.height != newBounds.height
    }

    /// Places the items in lines (see the type's note).
    open override func prepare() {
        store = LayoutAttributesStore()
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let vertical = scrollDirection == .vertical
        // Along: the direction items follow in a line; across: the direction lines follow (the scrolling one).
        func along(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
        func across(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
        func rect(along a: CGFloat, across c: CGFloat, size: CGSize) -> CGRect {
            vertical
                ? CGRect(x: a, y: c, width: size.width, height: size.height)
                : CGRect(x: c, y: a, width: size.width, height: size.height)
        }
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let extent = along(collectionView.bounds.size)
        func supplementary(_ kind: String, _ path: IndexPath, _ frame: CGRect) {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
            a.frame = frame
            store.all.append(a)
        }
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let insets =
                flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let (start, end, before, after) =
                vertical
                ? (insets.left, insets.right, insets.top, insets.bottom)
                : (insets.top, insets.bottom, insets.left, insets.right)
            let lineSpacing =
                flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let path = IndexPath(item: 0, section: section)
            if across(header) > 0 {
                let size = vertical ? CGSize(width: extent, height: header.height) : CGSize(width: header.width, height: extent)
                supplementary(UICollectionView.elementKindSectionHeader, path, rect(along: 0, across: position, size: size))
                position += across(header)
            }
            position += before
            let room = max(0, extent - start - end)
            var line: [(IndexPath, CGSize)] = []
            func closeLine() {
                guard !line.isEmpty else { return }
                let thickness = line.map { across($0.1) }.max() ?? 0
                let lengths = line.reduce(0) { $0 + along($1.1) }
                var a: CGFloat
                var gap: CGFloat
                if line.count == 1 {
                    a = start + (room - lengths) / 2
                    gap = 0
                } else {
                    a = start
                    gap = max(itemSpacing, (room - lengths) / CGFloat(line.count - 1))
                }
                for (p, size) in line {
                    let item = UICollectionViewLayoutAttributes(forCellWith: p)
                    item.frame = rect(along: a, across: position + (thickness - across(size)) / 2, size: size)
                    store.all.append(item)
                    a += along(size) + gap
                }
                position += thickness
                line = []
            }
            var used: CGFloat = 0
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let p = IndexPath(item: item, section: section)
                let size = itemSize(at: p, in: collectionView, flow: flow)
                if !line.isEmpty, used + itemSpacing + along(size) > room + 1e-9 {
                    closeLine()
                    position += lineSpacing
                    used = 0
                }
                used += (line.isEmpty ? 0 : itemSpacing) + along(size)
                line.append((p, size))
            }
            closeLine()
            position += after
            let footer =
                flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            if across(footer) > 0 {
                let size = vertical ? CGSize(width: extent, height: footer.height) : CGSize(width: footer.width, height: extent)
                supplementary(UICollectionView.elementKindSectionFooter, path, rect(along: 0, across: position, size: size))
                position += across(footer)
            }
        }
        store.contentSize = vertical ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
    }

    /// The size of the item at `path`: with an estimated size, its cell's fitting size; else the delegate's, else
    /// `itemSize`.
    private func itemSize(at path: IndexPath, in collectionView: UICollectionView, flow: UICollectionViewDelegateFlowLayout?)
        -> CGSize
    {
        if estimatedItemSize != .zero, let cell = collectionView.cellForLayout(at: path) {
            let size = cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            if size.width > 0, size.height > 0 { return size }
        }
        return flow?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
    }
}

/// Items placed by a layout object, scrolled (UIKit's `UICollectionView`).
///
/// At each layout pass after `reloadData()` (or when its layout says a change of bounds needs one) the collection
/// view prepares its `collectionViewLayout`, places a cell (from its `dataSource`) and each supplementary view
/// wherever the layout's attributes over the whole content say, and sets `contentSize`. Unlike UIKit, which
/// makes only the visible cells, every item gets its cell, so that every item's layout can be checked (our
/// choice).
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection

    /// The kind of a section header (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer (UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the items go. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            reloadData()
        }
    }
    /// What the collection view shows. Setting it reloads.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// Events, and a flow layout's sizes when it is a `UICollectionViewDelegateFlowLayout`. Setting it reloads.
    open weak var delegate: UICollectionViewDelegate? { didSet { reloadData() } }
    /// Whether items can be selected (layout ignores it).
    open var allowsSelection = true
    /// Whether several items can be selected (layout ignores it).
    open var allowsMultipleSelection = false
    /// A view behind the content (not placed).
    open var backgroundView: UIView?

    /// How each registered identifier's cells are made: a class's `init(reuseIdentifierForDequeuing:)`, or a
    /// nib's or storyboard prototype's maker (`registerCellMaker`).
    private var registeredCells: [String: () -> UICollectionViewCell?] = [:]
    private var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
    private var reusable: [String: [UICollectionReusableView]] = [:]
    private var needsReload = true
    private var laidOutSize = CGSize(width: -1, height: -1)
    private var cells: [IndexPath: UICollectionViewCell] = [:]
    private var supplementaryViews: [(kind: String, view: UICollectionReusableView)] = []
    /// Supplementary views a layout measured while preparing, placed by the same pass.
    private var measuredSupplementary: [String: UICollectionReusableView] = [:]
    private var itemCounts: [Int] = []
    /// The selected items, in the order they were selected (cleared by `reloadData()`).
    private var selected: [IndexPath] = []

    /// A collection view at `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view at `frame` with a flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    // MARK: Cells

    /// Makes `cellClass` (a `UICollectionViewCell` subclass) the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = registrable(cellClass, cell: true).map { type in
            { type.init(reuseIdentifierForDequeuing: identifier) as? UICollectionViewCell }
        }
    }

    /// Makes `make` the maker of the cells dequeued with `identifier` (a nib's cell, a storyboard's prototype: the
    /// Interface Builder module registers them); nil removes the registration. A made cell without a reuse
    /// identifier takes `identifier`.
    @_spi(Archives) public func registerCellMaker(_ make: (() -> UICollectionViewCell?)?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = make.map { make in
            {
                let cell = make()
                if cell?.reuseIdentifier == nil { cell?.reuseIdentifier = identifier }
                return cell
            }
        }
    }

    /// Makes `viewClass` the class of the `kind` views dequeued with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementary[kind + "/" + identifier] = registrable(viewClass, cell: false)
    }

    private func registrable(_ cls: AnyClass?, cell: Bool) -> UICollectionReusableView.Type? {
        guard let cls else { return nil }
        let type = cell ? (cls as? UICollectionViewCell.Type) : (cls as? UICollectionReusableView.Type)
        if type == nil {
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInvalidArgumentException",
                    reason: "must pass a class of kind \(cell ? "UICollectionViewCell" : "UICollectionReusableView")"))
        }
        return type
    }

    /// Whether a cell class is registered for `identifier`.
    func isRegistered(cell identifier: String) -> Bool { registeredCells[identifier] != nil }
    /// Whether a supplementary class is registered for `key` (`kind/identifier`).
    func isRegistered(supplementary key: String) -> Bool { registeredSupplementary[key] != nil }

    /// A cell for `identifier` at `indexPath`: one no longer shown, else a new one of the registered class. Without
    /// a registered class UIKit raises; here UIKit's reason is logged and a plain cell returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = "cell/" + identifier
        if var pool = reusable[key], let cell = pool.popLast() as? UICollectionViewCell {
            reusable[key] = pool
            cell.prepareForReuse()
            return cell
        }
        if let made = registeredCells[identifier]?() {
            return made
        }
        LayoutDiagnostics.raise(
            LayoutException(
                name: "NSInternalInconsistencyException",
                reason:
                    "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A `kind` view for `identifier` at `indexPath`, as `dequeueReusableCell(withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = kind + "/" + identifier
        if var pool = reusable[key], let view = pool.popLast() {
            reusable[key] = pool
            view.prepareForReuse()
            return view
        }
        if let made = registeredSupplementary[key]?.init(reuseIdentifierForDequeuing: identifier) { return made }
        LayoutDiagnostics.raise(
            LayoutException(
                name: "NSInternalInconsistencyException",
                reason:
                    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Asks the data source and the layout again at the next layout pass.
    open func reloadData() {
        selected = []
        needsReload = true
        setNeedsLayout()
    }

    /// Runs `updates`, reloads, and calls `completion` with true (the animation is not modelled).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// The number of sections at the last layout.
    open var numberOfSections: Int { itemCounts.count }
    /// The number of items of `section` at the last layout.
    open func numberOfItems(inSection section: Int) -> Int { itemCounts.indices.contains(section) ? itemCounts[section] : 0 }
    /// The cell of the item at `indexPath`, after layout.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }
    /// The index path of `cell`, after layout.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
    /// The cells inside the visible bounds.
    open var visibleCells: [UICollectionViewCell] {
        cells.sorted { $0.key < $1.key }.map(\.value).filter { $0.frame.intersects(bounds) }
    }
    /// The index paths of the items inside the visible bounds, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        cells.filter { $0.value.frame.intersects(bounds) }.map(\.key).sorted()
    }

    /// Where an item ends up when scrolled to (UIKit's bits).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Positions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the middle, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the middle, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Selects the item at `indexPath` (nil: clears the selection; one item unless `allowsMultipleSelection`) and
    /// scrolls to it unless `scrollPosition` is empty.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection, let cell = cells[indexPath] else { return }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectItem(at: path, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cell.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    /// The selected items, in the order they were selected; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Scrolls so that the item at `indexPath` is at the top (vertically) or left (horizontally) of the bounds, as far
    /// as the content allows (the centred and far positions are treated as those, our simplification).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = cells[indexPath]?.frame else { return }
        let range = contentOffsetRange
        let vertical = !scrollPosition.isDisjoint(with: [.top, .centeredVertically, .bottom])
        let horizontal = !scrollPosition.isDisjoint(with: [.left, .centeredHorizontally, .right])
        contentOffset = CGPoint(
            x: horizontal ? min(max(frame.minX, range.minimum.x), range.maximum.x) : contentOffset.x,
            y: vertical ? min(max(frame.minY, range.minimum.y), range.maximum.y) : contentOffset.y)
    }

    /// The cell of the item at `indexPath` while the layout is prepared: made by the data source on first request
    /// (a flow layout with an estimated size measures it).
    func cellForLayout(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let cell = cells[indexPath] { return cell }
        guard let dataSource, numberOfItems(inSection: indexPath.section) > indexPath.item else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cells[indexPath] = cell
        // Added once placed, at its frame; measured before at the window's scale.
        if cell.superview !== self { cell.adoptDisplayScale(of: self) }
        (cell as? UICollectionViewListCell)?.adoptListMargins(width: bounds.width, traits: traitCollection)
        cell.updateConfigurationIfNeeded()
        return cell
    }

    /// The fitting height at `width` of the `kind` view at `indexPath`, asked of the data source while the layout
    /// is prepared (and kept for the placement that follows); nil without a data source or a height.
    func supplementaryHeight(ofKind kind: String, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        guard let dataSource else { return nil }
        let key = "\(kind)/\(indexPath)"
        let view =
            measuredSupplementary[key] ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        measuredSupplementary[key] = view
        view.adoptDisplayScale(of: self)
        (view as? any ContentConfigurable)?.updateConfigurationIfNeeded()
        let height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        return height > 0 && height.isFinite ? height : nil
    }

    // MARK: Layout

    /// Lays out the content, then (after `reloadData()` or a change of size) places every item.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let resized = bounds.size != laidOutSize
        guard needsReload || (resized && collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)) else {
            laidOutSize = bounds.size
            return
        }
        needsReload = false
        laidOutSize = bounds.size
        placeItems()
    }

    private func placeItems() {
        for cell in cells.values {
            cell.isSelected = false
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { reusable["cell/" + id, default: []].append(cell) }
        }
        for (kind, view) in supplementaryViews {
            view.removeFromSuperview()
            if let id = view.reuseIdentifier { reusable[kind + "/" + id, default: []].append(view) }
        }
        cells = [:]
        supplementaryViews = []
        itemCounts =
            dataSource.map { source in
                (0..<max(0, source.numberOfSections(in: self))).map {
                    max(0, source.collectionView(self, numberOfItemsInSection: $0))
                }
            } ?? []
        measuredSupplementary = [:]
        collectionViewLayout.prepare()
        let all = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        for attributes in collectionViewLayout.layoutAttributesForElements(in: all) ?? [] {
            let path = attributes.indexPath
            let view: UIView
            switch attributes.representedElementCategory {
            case .cell:
                guard let cell = cellForLayout(at: path) else { continue }
                delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
                view = cell
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, let dataSource else { continue }
                let supplementary =
                    measuredSupplementary.removeValue(forKey: "\(kind)/\(path)")
                    ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
                supplementaryViews.append((kind, supplementary))
                view = supplementary
            case .decorationView:
                continue
            }
            view.frame = attributes.frame
            view.isHidden = attributes.isHidden
            view.alpha = attributes.alpha
            if view.superview !== self { addSubview(view) }
        }
        // Cells the layout did not place are not shown.
        let placed = Set(
            (collectionViewLayout.layoutAttributesForElements(in: all) ?? []).filter { $0.representedElementCategory == .cell }
                .map(\.indexPath))
        for (path, cell) in cells where !placed.contains(path) {
            cell.removeFromSuperview()
            cells[path] = nil
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        selected.removeAll { cells[$0] == nil }
        for path in selected { cells[path]?.isSelected = true }
    }
}
