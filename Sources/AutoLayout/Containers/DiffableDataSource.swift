import Foundation

/// The sections and items a diffable data source shows, by identifier (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// A value: change a copy, then `apply(_:animatingDifferences:)` it. Identifiers are unique across the snapshot;
/// adding one that is already there, or naming one that is not, is logged with UIKit's reason and ignored (UIKit
/// raises), so the rest of the snapshot stays usable.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// The items reloaded or reconfigured since the snapshot was made (kept for the code that reads them).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items reconfigured since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections reloaded since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(items.joined()) }

    /// The number of items in `identifier`'s section (0 when there is none).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        index(ofSection: identifier).map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        index(ofSection: identifier).map { items[$0] } ?? []
    }

    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sections[$0.section] }
    }

    /// The index of `identifier` among every item.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let l = location(of: identifier) else { return nil }
        return items[..<l.section].reduce(0) { $0 + $1.count } + l.item
    }

    /// The index of `identifier` among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { index(ofSection: identifier) }

    func location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (s, list) in items.enumerated() {
            if let i = list.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }

    private func index(ofSection section: SectionIdentifierType) -> Int? { sections.firstIndex(of: section) }

    // MARK: Items

    /// Adds `identifiers` at the end of `section` (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let s = section.map({ index(ofSection: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return refuse("There are currently no sections in the data source. Please add a section first.")
        }
        items[s] += fresh(identifiers)
    }

    /// Inserts `identifiers` before `before`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        guard let l = location(of: before) else { return refuse("Invalid item identifier specified for insert: \(before)") }
        items[l.section].insert(contentsOf: fresh(identifiers), at: l.item)
    }

    /// Inserts `identifiers` after `after`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        guard let l = location(of: after) else { return refuse("Invalid item identifier specified for insert: \(after)") }
        items[l.section].insert(contentsOf: fresh(identifiers), at: l.item + 1)
    }

    /// Removes `identifiers`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
    }

    /// Removes every item and every section (as UIKit's).
    public mutating func deleteAllItems() {
        sections = []
        items = []
    }

    /// Moves `identifier` before `before`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        guard identifier != before, location(of: identifier) != nil, location(of: before) != nil else {
            return refuse("Invalid item identifier specified for move: \(identifier)")
        }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: before)
    }

    /// Moves `identifier` after `after`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        guard identifier != after, location(of: identifier) != nil, location(of: after) != nil else {
            return refuse("Invalid item identifier specified for move: \(identifier)")
        }
        deleteItems([identifier])
        insertItems([identifier], afterItem: after)
    }

    /// Marks `identifiers` for new cells.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks `identifiers` for their cells to be configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    // MARK: Sections

    /// Adds `identifiers` as the last sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard index(ofSection: id) == nil else {
                refuse("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \(id)\n)}")
                continue
            }
            sections.append(id)
            items.append([])
        }
    }

    /// Inserts `identifiers` before `before`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        guard let s = index(ofSection: before) else { return refuse("Invalid section identifier specified for insert: \(before)") }
        let new = identifiers.filter { index(ofSection: $0) == nil }
        sections.insert(contentsOf: new, at: s)
        items.insert(contentsOf: new.map { _ in [] }, at: s)
    }

    /// Inserts `identifiers` after `after`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        guard let s = index(ofSection: after) else { return refuse("Invalid section identifier specified for insert: \(after)") }
        let new = identifiers.filter { index(ofSection: $0) == nil }
        sections.insert(contentsOf: new, at: s + 1)
        items.insert(contentsOf: new.map { _ in [] }, at: s + 1)
    }

    /// Removes `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = index(ofSection: id) else { continue }
            sections.remove(at: s)
            items.remove(at: s)
        }
    }

    /// Moves `identifier` before `before`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        guard identifier != before, let from = index(ofSection: identifier), index(ofSection: before) != nil else {
            return refuse("Invalid section identifier specified for move: \(identifier)")
        }
        let list = items.remove(at: from)
        sections.remove(at: from)
        let to = index(ofSection: before) ?? 0
        sections.insert(identifier, at: to)
        items.insert(list, at: to)
    }

    /// Moves `identifier` after `after`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        guard identifier != after, let from = index(ofSection: identifier), index(ofSection: after) != nil else {
            return refuse("Invalid section identifier specified for move: \(identifier)")
        }
        let list = items.remove(at: from)
        sections.remove(at: from)
        let to = (index(ofSection: after) ?? -1) + 1
        sections.insert(identifier, at: to)
        items.insert(list, at: to)
    }

    /// Marks `identifiers` for new cells.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    /// The identifiers not yet in the snapshot, each once; the others are refused with UIKit's reason. One set of
    /// the snapshot's items per call, so that appending n items at once costs O(n), not a scan per item.
    private func fresh(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(items.joined())
        var kept: [ItemIdentifierType] = []
        for id in identifiers {
            if !seen.insert(id).inserted {
                refuse("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(id)\n)}")
            } else {
                kept.append(id)
            }
        }
        return kept
    }

    private func refuse(_ reason: String) {
        LayoutDiagnostics.raise(LayoutException(name: "NSInternalInconsistencyException", reason: reason))
    }
}

/// A snapshot's sections and items, shared by the table's and the collection view's diffable data sources.
struct DiffableStore<Section: Hashable, Item: Hashable> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()

    func item(at indexPath: IndexPath) -> Item? {
        let sections = snapshot.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    func indexPath(of item: Item) -> IndexPath? {
        snapshot.location(of: item).map { IndexPath(item: $0.item, section: $0.section) }
    }

    func section(at index: Int) -> Section? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    func count(inSection index: Int) -> Int { section(at: index).map { snapshot.numberOfItems(inSection: $0) } ?? 0 }
}

/// A collection view's data source fed by snapshots (UIKit's `UICollectionViewDiffableDataSource`). Made with a
/// collection view, it becomes that view's data source; `apply(_:animatingDifferences:)` shows a snapshot at the
/// next layout pass (the animation is not modelled).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the supplementary views (nil: a plain view, logged).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` whose cells `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot` from the next layout pass, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        store.snapshot = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }
    /// The index path of `identifier`.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: identifier) }
    /// The section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }
    /// The index of `identifier` among the sections.
    open func index(for identifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(identifier) }

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.snapshot.numberOfSections }
    /// The snapshot's items in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.count(inSection: section)
    }
    /// The cell provider's cell for the item (a plain cell when it gives none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
    /// The supplementary view provider's view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        LayoutDiagnostics.raise(
            LayoutException(
                name: "NSInternalInconsistencyException",
                reason: "UICollectionView must be provided a supplementary view for kind \(kind) at \(indexPath)"))
        return UICollectionReusableView(frame: .zero)
    }
}

/// A table view's data source fed by snapshots (UIKit's `UITableViewDiffableDataSource`), as the collection
/// view's. Subclass it to give section titles.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate (the animation is not modelled).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` whose cells `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot` from the next layout pass, then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        store.snapshot = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` by reloading the table.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// The item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.item(at: indexPath) }
    /// The index path of `identifier` (its row in `item`'s place).
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { store.indexPath(of: identifier) }
    /// The section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.section(at: index) }
    /// The index of `identifier` among the sections.
    open func index(for identifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(identifier) }

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { store.snapshot.numberOfSections }
    /// The snapshot's items in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.count(inSection: section) }
    /// The cell provider's cell for the item (a default cell when it gives none).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension UICollectionView {
    /// How to make and configure the cells of one class for items of one type (UIKit's
    /// `UICollectionView.CellRegistration`): the class is registered on first use.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let reuseIdentifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// How to make and configure supplementary views of one class and kind (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString
        let elementKind: String
        let handler: Handler

        /// A registration of `elementKind` views configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for `item` at `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !isRegistered(cell: registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(reuseIdentifierForDequeuing: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind at `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if !isRegistered(supplementary: kind + "/" + registration.reuseIdentifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reuseIdentifierForDequeuing: registration.reuseIdentifier)
        registration.handler(view, kind, indexPath)
        return view
    }
}
