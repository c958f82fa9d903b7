import AutoLayout
import Foundation

/// How Interface Builder's canvas places table and collection view cells.
///
/// A table or collection view places its cells itself (not by constraints), so each cell of a document (a table's
/// `<prototypes>` and static `<sections>`, a collection view's `<cells>`, a `.xib`'s top-level cells) is laid out as
/// its own root: the cell at the size below, its content view filling it as the cell places it, the content view's
/// subviews by their constraints. Observed in 106 public files (pocket-casts-ios, duckduckgo/iOS, NetNewsWire,
/// folding-cell, TableKit, JSQMessagesViewController; Xcode 7 to 26; list in docs/cells-fidelity-sources.tsv).
enum IBCells {
    /// UITableView's default row height, for a table cell that gives no height at all [doc: `UITableView.rowHeight`].
    static let defaultRowHeight = 44.0
    /// UICollectionViewFlowLayout's default item size [doc: `itemSize`, 50×50].
    static let defaultItemSize = CGSize(width: 50, height: 50)

    /// The size a cell is laid out at.
    ///
    /// - Table cells are as wide as their table, less what Xcode saved beside them (an `insetGrouped` table's cells
    ///   are 20 pt in on each side: x = 20, width 374 in a 414 table; observed: Ranchero-Software/NetNewsWire
    ///   `iOS/Settings/Settings.storyboard`), so at another device they follow the table's solved width
    ///   (`containerWidth`); their height is the saved frame's, else the cell's or the table's `rowHeight`, else
    ///   its `estimatedRowHeight`, else 44.
    /// - Collection view cells keep their saved item size (the layout's, not the collection view's width); so do
    ///   a collection view's section headers and footers and the views a bar's items carry.
    /// - A `.xib`'s top-level cell (no container) keeps its saved frame's size.
    static func size(of cell: IBViewElement, in container: IBViewElement?, containerWidth: Double?) -> CGSize {
        let saved = cell.frame
        if cell.kind != .tableViewCell {
            guard let saved else { return defaultItemSize }
            return CGSize(width: saved.width, height: saved.height)
        }
        func positive(_ attribute: String, of view: IBViewElement?) -> Double? {
            view?.attributes[attribute].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        }
        let height =
            saved?.height ?? positive("rowHeight", of: cell) ?? positive("rowHeight", of: container)
            ?? positive("estimatedRowHeight", of: container) ?? defaultRowHeight
        var width = saved?.width ?? containerWidth ?? container?.frame?.width ?? 320
        if let containerWidth {
            var inset = 0.0
            if let tableWidth = container?.frame?.width, let saved { inset = tableWidth - saved.width }
            width = max(0, containerWidth - inset)
        }
        return CGSize(width: width, height: height)
    }

    /// The content view's frame in a cell of the size Xcode saved (`designed`): the saved content frame, which
    /// is the cell less the accessory (disclosure indicator 30.5 pt at 414 wide, checkmark 44) and, in files of
    /// Xcode 10 and older, less one pixel of separator at the bottom (cell 44, content 43.5); Xcode 11 and later
    /// save the content as tall as the cell (observed: 160 cells, spec interface-builder §2.5). Without a saved
    /// content frame: the cell's bounds less that separator [accessory width unconfirmed: none taken].
    static func contentFrame(of content: IBViewElement, in cell: IBViewElement, designed: CGSize, document: IBDocument, scale: Double)
        -> CGRect
    {
        if let f = content.frame { return CGRect(x: f.x, y: f.y, width: f.width, height: f.height) }
        let separator = cell.kind == .tableViewCell && document.toolsVersion > 0 && document.toolsVersion < 15000 ? 1 / scale : 0
        return CGRect(x: 0, y: 0, width: designed.width, height: max(0, designed.height - separator))
    }

    /// The layout margins of a table cell's content view: 11 at the top and bottom (15 in files of Xcode 26, whose
    /// cells are taller: 51.5 for a body-text row; observed: 12 of 14 `topMargin`/`bottomMargin` constraints in
    /// NetNewsWire's `Settings.storyboard` and `Inspector.storyboard`, toolsVersion 24506 and 24765; the other two,
    /// beside a 15.5-pt label, show 11 and are unexplained); at the sides the table's own
    /// margins (`IBConfiguration.systemSideMargin`: 20 on a 414-wide phone, 16 on a 375-wide one) for a cell in a
    /// table; for a `.xib`'s free cell 20 when it is at least 414 wide, and from Xcode 12 (toolsVersion 17000) only
    /// when the device is too, else 16 (observed: element-ios cells 600 wide at 20 in files of toolsVersion
    /// 14113–14460 on `retina4_7`, at 16 in files of 17701–20037 on `retina4_7`, a 414-wide one at 20 in 18122 on
    /// `retina6_1`, pocket-casts-ios 320-wide cells at 16 on `retina6_1`; three 600-wide cells of toolsVersion 16096
    /// (Xcode 11.4) are saved at 15, unexplained, and Xcode 11 keeps 16 here); 8 at the trailing side when the cell
    /// has an accessory.
    /// Observed: content-view margin constraints in 80 cells (x = 16/20 for `leadingMargin`, y = 11 for `topMargin`
    /// in 44-pt cells, trailing 8 beside a disclosure indicator: duckduckgo/iOS `Settings.storyboard`,
    /// pocket-casts-ios `SwitchCell.xib`). The Xcode 26 cut is `IBIntrinsicSize.metricsEra`'s. Nil for collection
    /// view cells (a plain view's 8).
    ///
    /// In files of Xcode 8 and older (toolsVersion below 13000, before iOS 11's system minimum margins) every side
    /// is 8, the margins every view had then (observed: free `.xib` cells with views on `leadingMargin` and
    /// `trailingMargin` saved at 8, toolsVersion 7528 to 11762: RxSwift `WikipediaSearchCell.xib`, Eureka
    /// `SwitchCell.xib`, `TextCell.xib`, `WeekDaysCell.xib`; the same for a cell inside a table is unconfirmed).
    static func contentMargins(of cell: IBViewElement, inTable: Bool, configuration: IBConfiguration, document: IBDocument)
        -> NSDirectionalEdgeInsets?
    {
        guard cell.kind == .tableViewCell else { return nil }
        if document.toolsVersion > 0, document.toolsVersion < 13000 {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        // A free cell's sides: see the comment above for the eras.
        let cellWidth = cell.frame?.width ?? 0
        let tools = document.toolsVersion
        let wide = tools >= 17000 ? min(cellWidth, configuration.size.width) >= 414 : tools < 15000 && cellWidth >= 414
        let freeSide: Double = wide ? 20 : 16
        let side = CGFloat(inTable ? configuration.systemSideMargin : freeSide)
        let accessory = (cell.attributes["accessoryType"] ?? "none") != "none"
        let vertical: CGFloat = IBIntrinsicSize.metricsEra(of: document) >= .iOS26 ? 15 : 11
        return NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: accessory ? 8 : side)
    }

    /// The name of a cell's root in reports: the container root's name, then the cell's with its reuse identifier
    /// or, for a table's or collection view's cells, its first label's text (up to 40 characters), so that the cells of one table can be
    /// told apart, e.g. `Settings View Controller › VibrantTableViewCell “Accounts”` [IB's own outline names
    /// unconfirmed].
    static func rootName(of cell: IBViewElement, in parent: String?) -> String {
        var name = cell.displayName
        let label = parent == nil ? nil : cell.contentView?.allViews.first { $0.kind == .label && !($0.text ?? "").isEmpty }?.text
        if let detail = [cell.attributes["reuseIdentifier"], label].compactMap({ $0 }).first(where: { !$0.isEmpty }), detail != name {
            let line = detail.split(separator: "\n").first.map(String.init) ?? detail
            name += " “\(line.count > 40 ? line.prefix(39) + "…" : line)”"
        }
        return parent.map { "\($0) › \(name)" } ?? name
    }
}

extension IBConfiguration {
    /// The leading and trailing layout margins UIKit gives a view controller's root view, which a table view
    /// passes to its cells: 20 in regular width and on phones 414 points wide or more, 16 otherwise (observed:
    /// content views of table cells at x = 20 on `retina6_1`/`retina6_5`, 16 on `retina4_7`, duckduckgo/iOS and
    /// NetNewsWire storyboards; the documentation's "16 or 20 depending on size class" misses the wide phones).
    public var systemSideMargin: Double {
        traits.widthClass == .regular || min(device.width, device.height) >= 414 ? 20 : 16
    }
}

extension IBLayoutBuilder {
    /// Lays out the cells of every table and collection view of `root` (installed ones), each as its own root
    /// named after `root`, and theirs in turn; returns them in document order.
    static func layoutCells(
        of root: IBLaidOutRoot, document: IBDocument, active: IBActiveConfiguration,
        configuration: IBConfiguration, options: IBLayoutOptions
    ) -> [IBLaidOutRoot] {
        var roots: [IBLaidOutRoot] = []
        for (key, view) in root.views where !view.element.cells.isEmpty && !key.contains("/") {
            for cell in view.element.cells where active.isInstalled(cell.id) {
                let size = IBCells.size(of: cell, in: view.element, containerWidth: Double(view.frame.width))
                let b = Builder(document: document, active: active, options: options, configuration: configuration)
                let laid = b.build(
                    root: cell, name: IBCells.rootName(of: cell, in: root.name), size: size,
                    isViewControllerRoot: false, viewController: nil, inTable: view.element.kind == .tableView)
                roots.append(laid)
                roots += layoutCells(of: laid, document: document, active: active, configuration: configuration, options: options)
            }
        }
        return roots
    }
}

extension Builder {
    /// Places a cell root's content view as the cell does: at its content frame, resized with the cell
    /// (autoresizing flexible width and height, the constraints UIKit's frame-setting amounts to), with the
    /// cell's content margins unless the file gives its own.
    func placeContentView(of cell: IBViewElement, root: UIView, inTable: Bool) {
        guard let content = cell.contentView, let view = items[content.id] as? UIView else { return }
        view.frame = IBCells.contentFrame(
            of: content, in: cell, designed: root.bounds.size, document: document, scale: configuration.device.scale)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if content.layoutMargins == nil,
            let m = IBCells.contentMargins(of: cell, inTable: inTable, configuration: configuration, document: document)
        {
            view.preservesSuperviewLayoutMargins = false
            view.directionalLayoutMargins = m
        }
    }
}
