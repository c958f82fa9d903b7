import Foundation

// UIKit's compositional layout (iOS 13): items in groups, groups repeated down a section. The sizes are resolved as
// UIKit's documentation describes them: a fractional dimension is a fraction of its container's (the section's
// content for a group, the group for an item), an absolute one is points, an estimated one is the cell's own
// (its content view's fitting size at the width it is given).

/// One dimension of an item, group or supplementary item (UIKit's `NSCollectionLayoutDimension`).
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, points) }
    /// The content's own size, starting from `points`.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, points) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is the content's own size.
    public var isEstimated: Bool { kind == .estimated }

    /// The points in a container of `container` (an estimate gives its starting value).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: max(0, dimension * container.width)
        case .fractionalHeight: max(0, dimension * container.height)
        case .absolute, .estimated: max(0, dimension)
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of two dimensions.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`).
public final class NSCollectionLayoutSpacing: Sendable {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing grows to spread the items over the group.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    /// Exactly `points` between items.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points` between items, more to fill the group.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: true) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One cell's place in a group (UIKit's `NSCollectionLayoutItem`).
open class NSCollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's space (ignored along an estimated dimension, as UIKit's).
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items side by side or stacked (UIKit's `NSCollectionLayoutGroup`).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Whether the items go across (horizontal) or down (vertical).
    let isHorizontal: Bool
    /// With `count`, each of the repeated item's size is the group's shared out.
    let count: Int?
    /// The space between items (default none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, each at its own size.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    /// `count` copies of `subitem` side by side, sharing the group's width (less the spacing) equally.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        let n = max(1, count)
        return NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: n), horizontal: true, count: n)
    }

    /// As many copies of `subitem` side by side as fit, at its own size (iOS 16's `repeatingSubitem`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items stacked, each at its own size.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    /// `count` copies of `subitem` stacked, sharing the group's height (less the spacing) equally.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        let n = max(1, count)
        return NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: n), horizontal: false, count: n)
    }
}

/// Where a boundary supplementary item sits (UIKit's `NSRectAlignment`; raw values as UIKit's).
public enum NSRectAlignment: Int, Sendable {
    /// None.
    case none = 0
    /// Above the section.
    case top = 1
    /// Above, at the leading side.
    case topLeading = 2
    /// At the leading side.
    case leading = 3
    /// Below, at the leading side.
    case bottomLeading = 4
    /// Below the section.
    case bottom = 5
    /// Below, at the trailing side.
    case bottomTrailing = 6
    /// At the trailing side.
    case trailing = 7
    /// Above, at the trailing side.
    case topTrailing = 8
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind its view is dequeued with.
    public let elementKind: String
    /// Where it sits: above the section's items (top alignments) or below them (bottom ones).
    public let alignment: NSRectAlignment
    /// Whether it stays in view while scrolling (layout ignores it).
    open var pinToVisibleBounds = false

    /// A supplementary item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}

/// How a section scrolls across the collection view's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, raw values as UIKit's).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Not at all: groups follow one another down the section.
    case none = 0
    /// Continuously: groups follow one another across, in a row that scrolls.
    case continuous = 1
    /// As continuous, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// As continuous, a page at a time.
    case paging = 3
    /// As continuous, a group at a time.
    case groupPaging = 4
    /// As continuous, a group at a time, centred.
    case groupPagingCentered = 5
}

/// The size a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size less its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (UIKit's `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's size.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment of a compositional layout: the collection view's bounds and traits.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
}

/// Groups repeated down a section, with its insets, spacing and headers (UIKit's `NSCollectionLayoutSection`).
open class NSCollectionLayoutSection {
    /// The group repeated until the section's items run out.
    public let group: NSCollectionLayoutGroup
    /// The insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups (default none).
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups go across in a row that scrolls (default none).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset as the groups are (default true).
    open var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (see `UICollectionLayoutListConfiguration`).
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        configuration.section(width: layoutEnvironment.container.contentSize.width)
    }
}

/// A list's look (UIKit's `UICollectionLayoutListConfiguration`): one full-width row a cell, each as tall as its
/// cell's constraints make it (estimated from 44 points); an inset-grouped or sidebar list is inset from the sides
/// by a table's cell margins (`UITableViewCell.systemContentMargins`), a grouped one has 18 points of space above
/// and below each section (our choice after `UITableView`'s, unconfirmed). Headers and footers follow `headerMode`
/// and `footerMode`.
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections in groups.
        case grouped
        /// Sections in groups inset from the sides.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Whether a section has a header.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `elementKindSectionHeader`.
        case supplementary
        /// The first item is the header.
        case firstItemInSection
    }

    /// Whether a section has a footer.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Headers (default none).
    public var headerMode = HeaderMode.none
    /// Footers (default none).
    public var footerMode = FooterMode.none
    /// Whether separators are drawn (layout ignores it).
    public var showsSeparators = true
    /// The list's background (layout ignores it).
    public var backgroundColor: UIColor?
    /// Space above each section header (layout ignores it, as `UITableView`'s automatic default).
    public var headerTopPadding: CGFloat?
    /// The actions a row shows when swiped from the trailing edge (kept; layout never shows them).
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The actions a row shows when swiped from the leading edge (kept; layout never shows them).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The list's section in a collection view `width` points wide.
    func section(width: CGFloat) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let side = UITableViewCell.systemContentMargins(tableWidth: width).leading
        switch appearance {
        case .plain, .sidebarPlain: break
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .insetGrouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: side, bottom: 18, trailing: side)
        }
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// A compositional layout's scrolling direction and the space between its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the content scrolls in (default vertical; only vertical is laid out, our limit).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections (default none).
    open var interSectionSpacing: CGFloat = 0

    /// The default configuration.
    public init() {}
}

/// Sections of groups of items (UIKit's `UICollectionViewCompositionalLayout`, iOS 13).
///
/// Each section (the same for all, or from the section provider) repeats its group down the collection view until
/// its items run out. A group is as wide as its width dimension
/// in the section's width less its insets; its items are placed side by side (horizontal) or stacked (vertical)
/// inside it, each at its size in the group, with the group's spacing, the subitems taken again in turn while the
/// next fits (a group of one half-width item holds two; one made with `count` holds that many, sharing its size);
/// an item's content insets shrink its cell. An
/// estimated height is the cell's fitting height at its width, and an estimated group as tall as its tallest item
/// (horizontal) or its items and spacing (vertical). A section that scrolls orthogonally places its groups in one
/// row, across. Headers above the groups, footers below them, as wide as the section (less its insets with
/// `supplementariesFollowContentInsets`). Vertical scrolling only (our limit).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, in an environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// Scrolling direction and section spacing.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var store = LayoutAttributesStore()
    private var preparedWidth: CGFloat = -1

    /// The same section for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// The same section for every section, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Each section from `sectionProvider`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Each section from `sectionProvider`, with a configuration.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout (see `UICollectionLayoutListConfiguration`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            configuration.section(width: environment.container.contentSize.width)
        }
    }

    /// The size of the content at the last `prepare()`.
    open override var collectionViewContentSize: CGSize { store.contentSize }

    /// Every item and view whose frame meets `rect` (a row that scrolls across counts where its height meets it).
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

    /// A change of width needs a new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { preparedWidth != newBounds.width }

    /// Places every section (see the type's note).
    open override func prepare() {
        store = LayoutAttributesStore()
        guard let collectionView else { return }
        let bounds = collectionView.bounds.size
        preparedWidth = bounds.width
        let environment = CollectionLayoutEnvironment(contentSize: bounds, traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for s in 0..<collectionView.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = provider(s, environment) else { continue }
            y = place(section, index: s, at: y, in: collectionView)
        }
        store.contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Places section `index` from `top`; returns its bottom.
    private func place(_ section: NSCollectionLayoutSection, index: Int, at top: CGFloat, in collectionView: UICollectionView)
        -> CGFloat
    {
        let insets = section.contentInsets
        let width = collectionView.bounds.width
        let content = CGSize(width: max(0, width - insets.leading - insets.trailing), height: collectionView.bounds.height)
        let count = collectionView.numberOfItems(inSection: index)
        var y = top
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = section.supplementariesFollowContentInsets ? content.width : width
        func placeSupplementaries(above: Bool) {
            for item in section.boundarySupplementaryItems where item.isAbove == above {
                let path = IndexPath(item: 0, section: index)
                let container = CGSize(width: supplementaryWidth, height: content.height)
                var size = item.layoutSize.resolved(in: container)
                if item.layoutSize.heightDimension.isEstimated,
                    let fitted = collectionView.supplementaryHeight(ofKind: item.elementKind, at: path, width: size.width)
                {
                    size.height = fitted
                }
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
                a.frame = CGRect(x: supplementaryX, y: y, width: size.width, height: size.height)
                store.all.append(a)
                y += size.height
            }
        }
        placeSupplementaries(above: true)
        y += insets.top
        let across = section.orthogonalScrollingBehavior != .none
        var next = 0
        var x = insets.leading
        var rowHeight: CGFloat = 0
        var first = true
        while next < count {
            let size = section.group.layoutSize.resolved(in: content)
            if !first {
                if across { x += section.interGroupSpacing } else { y += section.interGroupSpacing }
            }
            first = false
            let origin = CGPoint(x: across ? x : insets.leading, y: y)
            let before = next
            let placed = place(
                section.group, in: CGRect(origin: origin, size: size), section: index, from: &next, count: count, cv: collectionView)
            if across {
                x += placed.width
                rowHeight = max(rowHeight, placed.height)
            } else {
                y += placed.height
            }
            if next == before { break }
        }
        if across {
            y += rowHeight
            store.orthogonalBands.append(top...y)
        }
        y += insets.bottom
        placeSupplementaries(above: false)
        return y
    }

    /// Places `item` (a cell, or a group's cells) in `frame`, taking items from `next`; returns the size it took
    /// (its frame's, or along an estimated height, its content's).
    private func place(
        _ item: NSCollectionLayoutItem, in frame: CGRect, section: Int, from next: inout Int, count: Int, cv: UICollectionView
    ) -> CGSize {
        guard let group = item as? NSCollectionLayoutGroup else {
            guard next < count else { return .zero }
            let path = IndexPath(item: next, section: section)
            next += 1
            let estimatedHeight = item.layoutSize.heightDimension.isEstimated
            let estimatedWidth = item.layoutSize.widthDimension.isEstimated
            let i = item.contentInsets
            var cell = CGRect(
                x: frame.minX + (estimatedWidth ? 0 : i.leading), y: frame.minY + (estimatedHeight ? 0 : i.top),
                width: max(0, frame.width - (estimatedWidth ? 0 : i.leading + i.trailing)),
                height: max(0, frame.height - (estimatedHeight ? 0 : i.top + i.bottom)))
            if estimatedHeight || estimatedWidth, let c = cv.cellForLayout(at: path) {
                let fitted = c.contentView.systemLayoutSizeFitting(
                    CGSize(width: c.contentWidth(inCellOfWidth: cell.width), height: 0),
                    withHorizontalFittingPriority: estimatedWidth ? .fittingSizeLevel : .required,
                    verticalFittingPriority: .fittingSizeLevel)
                if estimatedWidth, fitted.width > 0 { cell.size.width = fitted.width }
                if estimatedHeight, fitted.height > 0 { cell.size.height = fitted.height }
            }
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = cell
            store.all.append(a)
            return CGSize(
                width: estimatedWidth ? cell.width : frame.width, height: estimatedHeight ? cell.height : frame.height)
        }
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        let n = group.subitems.count
        var sizes = group.subitems.map { $0.layoutSize.resolved(in: frame.size) }
        if let shared = group.count, shared > 0 {
            let total = (group.isHorizontal ? frame.width : frame.height) - gap * CGFloat(shared - 1)
            let each = max(0, total / CGFloat(shared))
            for k in sizes.indices {
                if group.isHorizontal { sizes[k].width = each } else { sizes[k].height = each }
            }
        }
        var extra: CGFloat = 0
        if spacing?.isFlexibleSpacing == true, n > 1 {
            let used = sizes.reduce(0) { $0 + (group.isHorizontal ? $1.width : $1.height) } + gap * CGFloat(n - 1)
            extra = max(0, ((group.isHorizontal ? frame.width : frame.height) - used) / CGFloat(n - 1))
        }
        // The subitems in turn, again from the first while the next fits in the group (a group of one half-width
        // item holds two); a counted group holds its count.
        let extent = group.isHorizontal ? frame.width : frame.height
        var offset: CGFloat = 0
        var thickest: CGFloat = 0
        var k = 0
        while next < count, n > 0 {
            let size = sizes[k % n]
            let length = group.isHorizontal ? size.width : size.height
            if group.count.map({ k >= $0 }) ?? (k >= n && offset + gap + length > extent + 0.001) { break }
            if k > 0 { offset += gap + extra }
            let origin =
                group.isHorizontal ? CGPoint(x: frame.minX + offset, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + offset)
            let before = next
            let took = place(
                group.subitems[k % n], in: CGRect(origin: origin, size: size), section: section, from: &next, count: count, cv: cv)
            offset += group.isHorizontal ? took.width : took.height
            thickest = max(thickest, group.isHorizontal ? took.height : took.width)
            k += 1
            if next == before || length <= 0 && k >= n { break }
        }
        let estimated = group.layoutSize.heightDimension.isEstimated
        if group.isHorizontal {
            return CGSize(width: frame.width, height: estimated ? thickest : frame.height)
        }
        return CGSize(width: frame.width, height: estimated ? offset : frame.height)
    }
}

/// The attributes a layout prepared, and the lookups UIKit's layout API makes of them.
struct LayoutAttributesStore {
    var all: [UICollectionViewLayoutAttributes] = []
    var contentSize = CGSize.zero
    /// Vertical bands of rows that scroll across: their elements are listed wherever the band meets a rect.
    var orthogonalBands: [ClosedRange<CGFloat>] = []

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        all.filter { a in
            if a.frame.intersects(rect) || (a.frame.isEmpty && rect.contains(a.frame.origin)) { return true }
            return orthogonalBands.contains { $0.contains(a.frame.midY) } && a.frame.maxY > rect.minY && a.frame.minY < rect.maxY
        }
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        all.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        all.first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
}
