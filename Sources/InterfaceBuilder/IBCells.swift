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

    /// The layout margins of a table cell's content view, as Interface Builder's canvas gives them.
    ///
    /// Top and bottom: 11 (15 in files of Xcode 26, whose cells are taller: 51.5 for a body-text row; observed: 12
    /// of 14 `topMargin`/`bottomMargin` constraints in NetNewsWire's `Settings.storyboard` and
    /// `Inspector.storyboard`, toolsVersion 24506 and 24765; the other two, beside a 15.5-pt label, show 11 and are
    /// unexplained; the cut is `IBIntrinsicSize.metricsEra`'s). 8 at the trailing side beside an accessory.
    ///
    /// The sides follow the Xcode that saved the file (the iOS it simulates). Observed as views on `leadingMargin`
    /// saved at the margin, in 160 cells of 127 public files (of 836 measured):
    /// - before Xcode 9 (toolsVersion below 13000), 8 on every side, the margins every view had then (free `.xib`
    ///   cells 320 to 600 wide, toolsVersion 7528 to 11762: RxSwift `WikipediaSearchCell.xib`, Eureka
    ///   `SwitchCell.xib`, `WeekDaysCell.xib`; the same inside a table is assumed);
    /// - Xcode 9 to 11 (up to 16999), iOS 11 to 13's cell margins: 15 on a phone narrower than 414, 20 on one that
    ///   wide, for a cell in a table (ChatSecure `OTRRoomOccupants.storyboard`, toolsVersion 13771) and, from Xcode
    ///   11's betas (14800), for a free cell too (openfoodfacts-ios, woocommerce-ios, element-ios, ChatSecure cells of
    ///   toolsVersion 14868 to 16097 at 15 on `retina4_7`, at 20 on `retina6_1` and `retina6_5`), except a free cell
    ///   no wider than 320 on the wider phones, 16 as from Xcode 12 (pocket-casts-ios `CreateSiriShortcutCell.xib`,
    ///   WordPressAuthenticator-iOS `TextLabelTableViewCell.xib` and `TextWithLinkTableViewCell.xib`, 320 wide on
    ///   `retina6_1`, toolsVersion 15505 and 16097; 331- and 380-wide ones there at 20); before Xcode 11 a free cell
    ///   has 20 when it is at least 414 wide, else 16 (element-ios cells 600 wide at 20, toolsVersion 14113 to
    ///   14460; pocket-casts-ios 320-wide cells at 16, 14490);
    /// - from Xcode 12 (17000), the system minimum margins: for a cell in a table 20 when the table is at least 390
    ///   wide (or regular), else 16 — the table's width, not the device's or the cell's (20 in 393- and 414-wide
    ///   tables, inset-grouped cells 374 wide included, on `retina6_12`, `retina6_1`, `retina5_5`: KeePassium
    ///   `EntryFieldViewerVC.storyboard`, NetNewsWire `Settings.storyboard`, duckduckgo/iOS `Debug.storyboard`; 16 in
    ///   tables 252 to 375 wide, a 300-wide one on `retina6_1`: KeePassium `SyncConflictAlert.storyboard`; the cut
    ///   between 375 and 393 is assumed at 390, the iPhone 12's width), for a free cell 20 when the device is at
    ///   least 414 wide and the cell wider than 320, else 16 (element-ios 600-wide cells at 16 on `retina4_7`,
    ///   toolsVersion 17701 to 20037, a 414-wide one at 20 on `retina6_1`; pocket-casts-ios and woocommerce-ios
    ///   320-wide cells at 16 on `retina6_1`, woocommerce-ios `RefundItemTableViewCell.xib` 331 wide at 20; the cut
    ///   between 320 and 331 is assumed just above 320, the width Xcode gives a new cell).
    ///
    /// Nil for collection view cells (a plain view's 8).
    static func contentMargins(
        of cell: IBViewElement, tableWidth: Double?, configuration: IBConfiguration, document: IBDocument
    )
        -> NSDirectionalEdgeInsets?
    {
        guard cell.kind == .tableViewCell else { return nil }
        let tools = document.toolsVersion
        if tools > 0, tools < 13000 { return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        let widePhone = configuration.size.width >= 414
        let cellWidth = cell.frame?.width ?? 0
        let regular = configuration.traits.widthClass == .regular
        let hasAccessory = (cell.attributes["accessoryType"] ?? "none") != "none"
        // The current rule, for a cell in a table from Xcode 12 (UIKit's, written once in `UITableViewCell`),
        // gives the top, bottom and accessory side; older Xcodes and free cells change the sides.
        var margins = UITableViewCell.systemContentMargins(
            tableWidth: CGFloat(tableWidth ?? 0), horizontalSizeClass: regular ? .regular : .compact,
            hasAccessory: hasAccessory,
            metricsEra: IBIntrinsicSize.metricsEra(of: document))
        let side: Double
        if tools > 0, tools < 17000, tableWidth != nil || tools >= 14800 {
            let narrowFreeCellOnWidePhone = tableWidth == nil && widePhone && cellWidth <= 320
            side = narrowFreeCellOnWidePhone ? 16 : regular || widePhone ? 20 : 15
        } else if tableWidth != nil {
            return margins
        } else if tools > 0, tools < 17000 {
            side = cellWidth >= 414 ? 20 : 16
        } else {
            side = cellWidth > 320 && widePhone ? 20 : 16
        }
        if !hasAccessory { margins.trailing = CGFloat(side) }
        margins.leading = CGFloat(side)
        return margins
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
                    isViewControllerRoot: false, viewController: nil,
                    tableWidth: view.element.kind == .tableView ? Double(view.frame.width) : nil)
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
    func placeContentView(of cell: IBViewElement, root: UIView, tableWidth: Double?) {
        guard let content = cell.contentView, let view = items[content.id] as? UIView else { return }
        view.frame = IBCells.contentFrame(
            of: content, in: cell, designed: root.bounds.size, document: document, scale: configuration.device.scale)
        if isCanvas, tableWidth == nil, cell.kind == .tableViewCell, document.topLevelViews.contains(where: { $0 === cell }) {
            // A free table cell of a .xib (no table sizes it): the canvas lays its content out as the content's own
            // constraints place it from the top when they need another height than the cell's row height, where
            // UIKit would break one of the file's constraints against the content view's autoresizing height.
            // Observed (Xcode 10 to 14, the files' conflicts between the row height and the content's vertical
            // chain): pocket-casts-ios `NoSearchResultsCell.xib` (rowHeight 203, a chain of 164: labels saved at
            // the chain's 40 and 82 with their 22 and 42 heights, the content view marked ambiguous),
            // WordPressAuthenticator `GravatarEmailTableViewCell.xib` (76 for a chain of 72: the 48-high stack kept
            // at y = 12), element-ios `SpaceChildViewCell.xib` and `SpaceChildSpaceViewCell.xib` (68 for chains of
            // 62 and 64, heights kept). The content view's height follows the cell at 999.995 here, above every
            // priority a file can give but below required, so the content's constraints win; Xcode keeps the content
            // view at the row height and breaks the bottom constraint instead (GravatarEmailTableViewCell's content
            // view is left 72 high for a saved 76), which this does not reproduce. Which of two conflicting chains
            // inside the content wins still follows our engine's order (SpaceChildViewCell: an avatar 42 high for
            // Xcode's 40). Cells in tables and collection views keep the autoresizing height (a prototype cell whose
            // image's height of 16 conflicts with its 40-high stack is saved with the image 40 high, duckduckgo
            // `TabSwitcher.storyboard`).
            let f = view.frame
            let b = root.bounds.size
            view.translatesAutoresizingMaskIntoConstraints = false
            systemConstraints += [
                makeConstraint(view, .left, root, .left, constant: f.minX, identifier: "IB-cell-content"),
                makeConstraint(view, .top, root, .top, constant: f.minY, identifier: "IB-cell-content"),
                makeConstraint(view, .width, root, .width, constant: f.width - b.width, identifier: "IB-cell-content"),
                makeConstraint(
                    view, .height, root, .height, constant: f.height - b.height, priority: 999.995, identifier: "IB-cell-content"),
            ]
        } else {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if content.layoutMargins == nil,
            let m = IBCells.contentMargins(of: cell, tableWidth: tableWidth, configuration: configuration, document: document)
        {
            view.preservesSuperviewLayoutMargins = false
            view.directionalLayoutMargins = m
        }
    }
}
