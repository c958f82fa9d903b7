import Foundation
import Synchronization

/// The rows of a table view (UIKit's `UITableViewDataSource`). `numberOfSections(in:)` and the titles have
/// defaults (one section, no titles), as UIKit's optional methods.
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (default none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// The table's heights, headers and events (UIKit's `UITableViewDelegate`); every method has a default, as
/// UIKit's are optional.
public protocol UITableViewDelegate: AnyObject {
    /// The height of the row at `indexPath` (default the table's `rowHeight`; `UITableView.automaticDimension`
    /// sizes the row by its cell's constraints).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header (default the table's `sectionHeaderHeight`).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer (default the table's `sectionFooterHeight`).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header (default none: a title's label, if the data source gives a title).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for `section`'s footer (default none).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called when a row's cell is placed, before it is laid out.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called when the user selects a row (never, here: there is no touch).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The actions shown when the row at `indexPath` is swiped from the trailing edge.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    /// The actions shown when the row at `indexPath` is swiped from the leading edge.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// None.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// None.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// None.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    /// None.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
}

extension IndexPath {
    /// The index path of `row` in `section` (UIKit's table index paths).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of `item` in `section` (UIKit's collection index paths).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row in its section: the second index.
    public var row: Int { self[1] }
    /// The item in its section: the second index.
    public var item: Int { self[1] }
}

/// A list of rows in sections, scrolled vertically (UIKit's `UITableView`).
///
/// At each layout pass after `reloadData()` (or when its width changed) the table asks its `dataSource` for
/// every row's cell, places the cells one below another at their heights, with the section headers and footers
/// and the table's own header and footer views, and sets `contentSize`. Unlike UIKit, which makes only the
/// cells on screen, every row gets its cell, so that every row's layout can be checked (our choice).
///
/// A row's height is the delegate's, else `rowHeight`. `UITableView.automaticDimension` (the default) sizes a
/// row by its cell: the content view's constraints at the content view's width (`systemLayoutSizeFitting`,
/// required width, fitting height), plus nothing for the separator (as Xcode's canvas from Xcode 11 shows a
/// cell's content as tall as the cell; UIKit's own pixel of separator is unconfirmed). A cell whose constraints
/// give no height is `defaultRowHeight` tall, with UIKit's warning.
open class UITableView: UIScrollView {
    /// The table's look (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers that float.
        case plain
        /// Sections as groups.
        case grouped
        /// Sections as groups inset from the sides with rounded corners.
        case insetGrouped
    }

    /// How separators are drawn (layout ignores them).
    public enum SeparatorStyle: Int, Sendable {
        /// None.
        case none
        /// A single line.
        case singleLine
        /// An etched line.
        case singleLineEtched
    }

    /// How inserted or deleted rows animate (layout ignores it).
    public enum RowAnimation: Int, Sendable {
        /// Fades.
        case fade
        /// Slides from the right.
        case right
        /// Slides from the left.
        case left
        /// Slides from the top.
        case top
        /// Slides from the bottom.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// A row height, header or footer height meaning "from the content" (UIKit's value, −1).
    public static let automaticDimension: CGFloat = -1
    /// UIKit's standard row height, 44 points, for rows whose cells give none (doc: `rowHeight`).
    public static let defaultRowHeight: CGFloat = 44
    /// The height of a section title's header: 28 points in a plain table, 38 in a grouped one (unconfirmed, our
    /// choice), and of a section's header and footer without a title or view in a grouped table, 18 (unconfirmed).
    static func titleHeaderHeight(style: Style) -> CGFloat { style == .plain ? 28 : 38 }

    /// The style the table was made with.
    public let style: Style
    /// What the table shows. Setting it reloads.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// Heights, headers and events. Setting it reloads.
    open weak var delegate: UITableViewDelegate? { didSet { reloadData() } }
    /// Every row's height unless the delegate gives one (default `automaticDimension`, as from iOS 11).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The estimate of a row's height (layout ignores it: every row is measured).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Every section header's height unless the delegate gives one (default `automaticDimension`: a header
    /// view's fitting height, a title's standard height, else none in a plain table and 18 in a grouped one).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Every section footer's height unless the delegate gives one (default `automaticDimension`, as headers).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Space above each section header that has a height (iOS 15). The automatic default adds none (our choice,
    /// unconfirmed: UIKit adds some in plain tables from iOS 15); a value of zero or more is that space.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The estimate of a header's height (layout ignores it).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of a footer's height (layout ignores it).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// How separators are drawn (layout ignores it).
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' insets (layout ignores them).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The separators' color (layout ignores it).
    open var separatorColor: UIColor? = .separator
    /// Whether rows can be selected (layout ignores it).
    open var allowsSelection = true
    /// Whether several rows can be selected (layout ignores it).
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode (default false). The cells' content does not move aside for the
    /// editing controls here (our limit).
    open var isEditing = false
    /// Enters or leaves editing mode (nothing is animated here).
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether rows can be selected while editing (layout ignores it).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (layout ignores it).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells' margins follow the readable width (default false; layout ignores it, our choice).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// A view behind the table's content (not placed).
    open var backgroundView: UIView?
    /// A view above the first section, as wide as the table, at its own height (or its fitting height when it
    /// has none). Setting it reloads.
    open var tableHeaderView: UIView? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            reloadData()
        }
    }
    /// A view below the last section, as the header view. Setting it reloads.
    open var tableFooterView: UIView? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            reloadData()
        }
    }

    /// How each registered identifier's cells are made: a class's `init(reuseIdentifierForDequeuing:)`, or a
    /// nib's or storyboard prototype's maker (`registerCellMaker`).
    private var registered: [String: () -> UITableViewCell?] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registeredSupplements: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableSupplements: [String: [UITableViewHeaderFooterView]] = [:]
    private var needsReload = true
    private var laidOutWidth: CGFloat = -1
    private var rows: [[Row]] = []
    private var sectionViews: [UIView] = []
    /// Each section's header and footer as placed (view and frame; a nil view where there is only space).
    private var supplements: [(header: Placed, footer: Placed)] = []
    /// The selected rows, in the order they were selected (cleared by `reloadData()`).
    private var selected: [IndexPath] = []

    /// A placed header or footer.
    private struct Placed {
        var view: UIView?
        var frame: CGRect
    }
    private var sectionCount = 0

    /// A placed row.
    private struct Row {
        let cell: UITableViewCell
        var frame: CGRect
    }

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table at `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Makes `cellClass` (a `UITableViewCell` subclass) the class of the cells dequeued with `identifier`; nil
    /// removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInvalidArgumentException",
                    reason: "must pass a class of kind UITableViewCell"))
            return
        }
        registered[identifier] = { cellType.init(reuseIdentifierForDequeuing: identifier) }
    }

    /// Makes `make` the maker of the cells dequeued with `identifier` (a nib's cell, a storyboard's prototype: the
    /// Interface Builder module registers them); nil removes the registration. A made cell without a reuse
    /// identifier takes `identifier`.
    @_spi(Archives) public func registerCellMaker(_ make: (() -> UITableViewCell?)?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = make.map { make in
            {
                let cell = make()
                if cell?.reuseIdentifier == nil { cell?.reuseIdentifier = identifier }
                return cell
            }
        }
    }

    /// A cell to reuse for `identifier`: one the table no longer shows, else a new one of the registered class,
    /// else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusable[identifier], let cell = pool.popLast() {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registered[identifier]?()
    }

    /// A cell for `identifier` at `indexPath`. Without a registered class, UIKit raises; here UIKit's reason
    /// is logged and a default-style cell returned, so that the rest of the table still lays out.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutDiagnostics.raise(
            LayoutException(
                name: "NSInternalInconsistencyException",
                reason:
                    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Headers and footers

    /// Makes `aClass` (a `UITableViewHeaderFooterView` subclass) the class of the header and footer views dequeued
    /// with `identifier`; nil removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredSupplements[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            LayoutDiagnostics.raise(
                LayoutException(
                    name: "NSInvalidArgumentException",
                    reason: "must pass a class of kind UITableViewHeaderFooterView"))
            return
        }
        registeredSupplements[identifier] = type
    }

    /// A header or footer view to reuse for `identifier`: one the table no longer shows, else a new one of the
    /// registered class, else nil (as UIKit's).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableSupplements[identifier], let view = pool.popLast() {
            reusableSupplements[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return registeredSupplements[identifier].map { $0.init(reuseIdentifierForDequeuing: identifier) }
    }

    /// The header view of `section` when it is a `UITableViewHeaderFooterView` (a section title's included), after
    /// layout.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplements.indices.contains(section) ? supplements[section].header.view as? UITableViewHeaderFooterView : nil
    }

    /// The footer view of `section`, as `headerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplements.indices.contains(section) ? supplements[section].footer.view as? UITableViewHeaderFooterView : nil
    }

    /// The frame of `section`'s header, in the table's content, after layout (zero height where it has none).
    open func rectForHeader(inSection section: Int) -> CGRect {
        supplements.indices.contains(section) ? supplements[section].header.frame : .zero
    }

    /// The frame of `section`'s footer, as `rectForHeader(inSection:)`.
    open func rectForFooter(inSection section: Int) -> CGRect {
        supplements.indices.contains(section) ? supplements[section].footer.frame : .zero
    }

    /// The frame of `section` from its header's top to its footer's bottom, after layout.
    open func rect(forSection section: Int) -> CGRect {
        guard supplements.indices.contains(section) else { return .zero }
        return supplements[section].header.frame.union(supplements[section].footer.frame)
    }

    /// Asks the data source again at the next layout pass, and clears the selection.
    open func reloadData() {
        selected = []
        needsReload = true
        setNeedsLayout()
    }

    /// Starts a group of changes; `endUpdates()` reloads.
    open func beginUpdates() {}
    /// Ends a group of changes: the rows are asked for again (heights included).
    open func endUpdates() { reloadData() }
    /// Runs `updates`, reloads, and calls `completion` with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    /// Inserts rows: the table reloads (the animation is not modelled).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows: the table reloads.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads rows: the table reloads.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads sections: the table reloads.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

    /// The number of sections at the last layout.
    open var numberOfSections: Int { sectionCount }
    /// The number of rows of `section` at the last layout.
    open func numberOfRows(inSection section: Int) -> Int { rows.indices.contains(section) ? rows[section].count : 0 }
    /// The cell of the row at `indexPath`, after layout.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { row(at: indexPath)?.cell }
    /// The frame of the row at `indexPath`, in the table's content, after layout (zero when there is none).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { row(at: indexPath)?.frame ?? .zero }
    /// The index path of `cell`, after layout.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (s, section) in rows.enumerated() {
            if let r = section.firstIndex(where: { $0.cell === cell }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }
    /// The cells inside the visible bounds.
    open var visibleCells: [UITableViewCell] {
        rows.joined().filter { $0.frame.intersects(bounds) }.map(\.cell)
    }
    /// The index paths of the rows inside the visible bounds.
    open var indexPathsForVisibleRows: [IndexPath]? {
        var paths: [IndexPath] = []
        for (s, section) in rows.enumerated() {
            for (r, row) in section.enumerated() where row.frame.intersects(bounds) {
                paths.append(IndexPath(row: r, section: s))
            }
        }
        return paths
    }
    /// Selects the row at `indexPath` (nil: clears the selection; one row unless `allowsMultipleSelection`) and
    /// scrolls to it unless `scrollPosition` is `.none`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection, let cell = cellForRow(at: indexPath) else { return }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectRow(at: path, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cell.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// The selected row (the first selected, with several).
    open var indexPathForSelectedRow: IndexPath? { selected.first }
    /// The selected rows, nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Scrolls so that the row at `indexPath` is at the top (the other positions are treated as the top).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = row(at: indexPath)?.frame else { return }
        let range = contentOffsetRange
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(frame.minY, range.minimum.y), range.maximum.y))
    }

    /// Where a row ends up when scrolled to (UIKit's raw values).
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as needed.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    private func row(at indexPath: IndexPath) -> Row? {
        guard indexPath.count == 2, rows.indices.contains(indexPath.section),
            rows[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    // MARK: Layout

    /// Lays out the content, then (after `reloadData()` or a change of width) places every row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        guard needsReload || width != laidOutWidth else { return }
        needsReload = false
        laidOutWidth = width
        placeRows(width: width)
    }

    private func placeRows(width: CGFloat) {
        for row in rows.joined() {
            row.cell.setSelected(false, animated: false)
            row.cell.removeFromSuperview()
            if let id = row.cell.reuseIdentifier { reusable[id, default: []].append(row.cell) }
        }
        for v in sectionViews {
            v.removeFromSuperview()
            if let v = v as? UITableViewHeaderFooterView, let id = v.reuseIdentifier {
                reusableSupplements[id, default: []].append(v)
            }
        }
        rows = []
        sectionViews = []
        supplements = []
        let side = UITableViewCell.systemContentMargins(tableWidth: width).leading
        let inset: CGFloat = style == .insetGrouped ? side : 0
        let cellWidth = max(0, width - 2 * inset)
        var y: CGFloat = 0
        func place(_ view: UIView, height: CGFloat, x: CGFloat = 0, width viewWidth: CGFloat) {
            view.frame = CGRect(x: x, y: y, width: viewWidth, height: height)
            if view.superview !== self { addSubview(view) }
            y += height
        }
        func placeSupplement(_ supplement: (view: UIView?, height: CGFloat)) -> Placed {
            let frame = CGRect(x: 0, y: y, width: width, height: supplement.height)
            guard let view = supplement.view else {
                y += supplement.height
                return Placed(view: nil, frame: frame)
            }
            place(view, height: supplement.height, width: width)
            sectionViews.append(view)
            return Placed(view: view, frame: frame)
        }
        if let header = tableHeaderView { place(header, height: ownHeight(of: header, width: width), width: width) }
        sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        for s in 0..<sectionCount {
            let made = supplement(header: true, section: s, width: width)
            if made.height > 0, sectionHeaderTopPadding > 0 { y += sectionHeaderTopPadding }
            let header = placeSupplement(made)
            var section: [Row] = []
            let count = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            for r in 0..<count {
                guard let dataSource else { break }
                let path = IndexPath(row: r, section: s)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                let margins = UITableViewCell.systemContentMargins(
                    tableWidth: width, horizontalSizeClass: traitCollection.horizontalSizeClass,
                    hasAccessory: cell.hasAccessory)
                cell.contentView.preservesSuperviewLayoutMargins = false
                cell.contentView.directionalLayoutMargins = margins
                // Added once placed, at its height; measured before at the window's scale.
                if cell.superview !== self { cell.adoptDisplayScale(of: self) }
                cell.updateConfigurationIfNeeded()
                let height = rowHeight(of: cell, at: path, cellWidth: cellWidth, side: margins.leading)
                delegate?.tableView(self, willDisplay: cell, forRowAt: path)
                cell.autoresizingMask = [.flexibleWidth]
                place(cell, height: height, x: inset, width: cellWidth)
                section.append(Row(cell: cell, frame: cell.frame))
            }
            rows.append(section)
            let footer = placeSupplement(supplement(header: false, section: s, width: width))
            supplements.append((header, footer))
        }
        if let footer = tableFooterView { place(footer, height: ownHeight(of: footer, width: width), width: width) }
        contentSize = CGSize(width: width, height: y)
        selected.removeAll { row(at: $0) == nil }
        for path in selected { cellForRow(at: path)?.setSelected(true, animated: false) }
    }

    /// A section's header or footer: the delegate's view, else a label for the data source's title, else
    /// nothing; at the delegate's height, else the table's, else (automatic) the view's fitting height, a
    /// title's standard height, or 18 points of space in a grouped table and none in a plain one.
    private func supplement(header: Bool, section: Int, width: CGFloat) -> (view: UIView?, height: CGFloat) {
        var view =
            header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        var height =
            delegate.map {
                header ? $0.tableView(self, heightForHeaderInSection: section) : $0.tableView(self, heightForFooterInSection: section)
            }
            ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        if view == nil, let title {
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.textLabel?.text = header && style != .plain ? title.uppercased() : title
            titled.textLabel?.font = .preferredFont(forTextStyle: style == .plain && header ? .headline : .footnote)
            view = titled
        }
        if let view = view as? UITableViewHeaderFooterView {
            let side = UITableViewCell.systemContentMargins(tableWidth: width).leading
            var margins = view.contentView.directionalLayoutMargins
            (margins.leading, margins.trailing) = (side, side)
            view.contentView.preservesSuperviewLayoutMargins = false
            view.contentView.directionalLayoutMargins = margins
        }
        view?.adoptDisplayScale(of: self)
        (view as? any ContentConfigurable)?.updateConfigurationIfNeeded()
        if height < 0 {
            if let view = view as? UITableViewHeaderFooterView, title == nil {
                height = fittingHeight(of: view.contentView, width: width)
            } else if let view, title == nil {
                height = fittingHeight(of: view, width: width)
            } else if title != nil {
                height = UITableView.titleHeaderHeight(style: style)
            } else {
                height = style == .plain ? 0 : 18
            }
        }
        return (view, max(0, height))
    }

    private func rowHeight(of cell: UITableViewCell, at path: IndexPath, cellWidth: CGFloat, side: CGFloat) -> CGFloat {
        let given = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if given >= 0 { return given }
        let contentWidth = max(0, cellWidth - cell.accessoryAllowance(side: side))
        let height = fittingHeight(of: cell.contentView, width: contentWidth)
        if height > 0 { return height }
        UITableView.warnOfCollapsedCell(cell)
        return UITableView.defaultRowHeight
    }

    private func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? size.height : 0
    }

    /// A table header or footer view's height: its own, else its fitting height at the table's width.
    private func ownHeight(of view: UIView, width: CGFloat) -> CGFloat {
        let own = view.frame.height
        view.adoptDisplayScale(of: self)
        return own > 0 ? own : fittingHeight(of: view, width: width)
    }

    /// Whether the warning below was logged in this process.
    static let warnedOfCollapsedCell = Atomic<Bool>(false)

    /// UIKit's warning for a self-sizing cell whose constraints give no height, once a process (observed, with
    /// the cell described as `recursiveDescription` does, in public iOS 8 to 15 logs).
    static func warnOfCollapsedCell(_ cell: UITableViewCell) {
        guard !warnedOfCollapsedCell.exchange(true, ordering: .relaxed) else { return }
        LayoutDiagnostics.log(
            "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                + "table view cell's content view. We're considering the collapse unintentional and using standard "
                + "height instead. Cell: \(LayoutDescriptions.fullView(cell))")
    }
}
