import Foundation
import Testing

@testable import AutoLayout

/// A cell made in code as iOS apps make them: an override of `init(style:reuseIdentifier:)`, a
/// `required init?(coder:)`, a multi-line label pinned to the content view's margins beside a 40-point avatar.
private final class MessageCell: UITableViewCell {
    static let reuseID = "MessageCell"
    let avatar = UIView()
    let body = AutoLayout.UILabel()
    var reused = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        body.translatesAutoresizingMaskIntoConstraints = false
        body.numberOfLines = 0
        contentView.addSubview(avatar)
        contentView.addSubview(body)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: margins.topAnchor),
            body.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() { reused += 1 }
}

private final class Messages: UITableViewDataSource {
    var texts: [String]
    var identifier = MessageCell.reuseID
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? MessageCell)?.body.text = texts[indexPath.row]
        return cell
    }
}

private let long = "Are we still on for lunch tomorrow? I found a new place near the station that does great ramen."

/// A table in a root of `width` × 600, laid out.
private func table(_ source: UITableViewDataSource, width: CGFloat = 390, style: UITableView.Style = .plain) -> UITableView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
    let table = UITableView(frame: root.bounds, style: style)
    table.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseID)
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    return table
}

/// Serialized: one test resets the process-wide "once only" warning that the others would log.
@Suite(.serialized) struct TableViewTests {
    @Test func registeredCellsAreMadeOfTheirClassAndStackedAtTheirOwnHeights() throws {
        let source = Messages(["Hi!", long, "OK"])
        let t = table(source)
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 3)
        let cells = try (0..<3).map { try #require(t.cellForRow(at: IndexPath(row: $0, section: 0)) as? MessageCell) }
        // 390 wide: side margins 20, top and bottom 15 (iOS 26); the body wraps at 390 - 20 - 40 - 12 - 20 = 298.
        #expect(cells[0].frame == CGRect(x: 0, y: 0, width: 390, height: 70))
        let wrapped = cells[1].body.sizeThatFits(CGSize(width: 298, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > 3 * 20)  // several lines
        #expect(cells[1].frame == CGRect(x: 0, y: 70, width: 390, height: 30 + wrapped))
        #expect(cells[1].body.frame == CGRect(x: 72, y: 15, width: 298, height: wrapped))
        #expect(cells[2].frame.minY == 70 + 30 + wrapped)
        #expect(t.contentSize == CGSize(width: 390, height: 70 + 30 + wrapped + 70))
        #expect(cells.allSatisfy { $0.contentView.frame == $0.bounds && $0.autoresizingMask == [.flexibleWidth] })
        #expect(!t.hasAmbiguousLayout && !cells[1].body.hasAmbiguousLayout)
        #expect(t.indexPath(for: cells[2]) == IndexPath(row: 2, section: 0))
        #expect(t.visibleCells.count == 3)
    }

    @Test func contentMarginsFollowTheTablesWidth() throws {
        let narrow = table(Messages(["Hi!"]), width: 375)
        let cell = try #require(narrow.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        #expect(cell.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16))
        #expect(cell.avatar.frame.minX == 16)
        #expect(
            UITableViewCell.systemContentMargins(tableWidth: 390, hasAccessory: true, metricsEra: .iOS14)
                == NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8))
    }

    @Test func aResizedTablePlacesItsRowsAgain() throws {
        let source = Messages([long])
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let t = UITableView(frame: root.bounds, style: .plain)
        t.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        t.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseID)
        t.dataSource = source
        root.addSubview(t)
        root.layoutIfNeeded()
        let before = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0))).frame.height
        root.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        root.layoutIfNeeded()
        let after = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0))).frame
        #expect(after.width == 800)
        #expect(after.height < before)  // fewer lines at the wider width
    }

    @Test func fixedAndDelegatedHeightsWin() {
        final class Heights: UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? 100 : UITableView.automaticDimension
            }
        }
        let source = Messages(["Hi!", "Hi!"])
        let heights = Heights()
        let t = table(source)
        t.delegate = heights
        t.layoutIfNeeded()
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height == 70)
        t.delegate = nil
        t.rowHeight = 50
        t.layoutIfNeeded()
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 390, height: 50))
    }

    @Test func reloadingReusesTheCellsItNoLongerShows() throws {
        let source = Messages(["a", "b"])
        let t = table(source)
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        source.texts = ["c", "d", "e"]
        t.reloadData()
        t.layoutIfNeeded()
        #expect(t.numberOfRows(inSection: 0) == 3)
        let cells = (0..<3).compactMap { t.cellForRow(at: IndexPath(row: $0, section: 0)) as? MessageCell }
        #expect(cells.count == 3)
        #expect(cells.contains { $0 === first })
        #expect(first.reused == 1)
        #expect(t.subviews.filter { $0 is MessageCell }.count == 3)
    }

    @Test func anUnregisteredIdentifierIsReportedAndTheRestLaysOut() {
        let source = Messages(["a", "b"])
        source.identifier = "Missing"
        let (t, messages) = LayoutDiagnostics.collectingMessages { table(source) }
        #expect(
            messages.first
                == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        #expect(t.numberOfRows(inSection: 0) == 2)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)  // collapsed cells get the standard height
    }

    @Test func aCellWithoutAHeightGetsTheStandardOneWithUIKitsWarning() {
        final class Empty: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(v)
                v.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor).isActive = true
                return cell
            }
        }
        UITableView.warnedOfCollapsedCell.store(false, ordering: .relaxed)
        let source = Empty()
        let (t, messages) = LayoutDiagnostics.collectingMessages { table(source) }
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(messages.count == 1)  // once only
        #expect(
            messages.first?.hasPrefix(
                "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: <UITableViewCell: "
            ) == true)
    }

    @Test func systemStylesPlaceTheirLabelsInTheMargins() throws {
        final class Settings: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let style: [UITableViewCell.CellStyle] = [.default, .value1, .subtitle]
                let cell = UITableViewCell(style: style[indexPath.row], reuseIdentifier: nil)
                cell.textLabel?.text = "Notifications"
                cell.detailTextLabel?.text = "On"
                if indexPath.row == 1 { cell.accessoryType = .disclosureIndicator }
                return cell
            }
        }
        let source = Settings()
        let t = table(source)
        let plain = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(plain.detailTextLabel == nil)
        let text = try #require(plain.textLabel)
        let line = text.intrinsicContentSize.height
        #expect(plain.frame.height == max(44, line + 30))
        #expect(text.frame.minX == 20 && abs(text.frame.midY - plain.bounds.midY) < 1e-9)
        let value1 = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(value1.contentView.frame.width == 390 - 30.5)
        #expect(value1.detailTextLabel!.frame.maxX == 390 - 30.5 - 8)
        let subtitle = try #require(t.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(subtitle.detailTextLabel!.frame.minY == subtitle.textLabel!.frame.maxY)
        #expect(subtitle.detailTextLabel!.frame.minX == 20)
        #expect([plain, value1, subtitle].allSatisfy { !$0.textLabel!.hasAmbiguousLayout })
    }

    @Test func anImageMovesTheTitle() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.frame = root.bounds
        root.addSubview(cell)
        cell.textLabel?.text = "Wi-Fi"
        root.layoutIfNeeded()
        #expect(cell.textLabel!.frame.minX == 8)  // a plain cell's content view keeps UIView's 8-point margins
        cell.imageView?.image = UIImage(size: CGSize(width: 29, height: 29))
        root.layoutIfNeeded()
        #expect(cell.imageView!.frame == CGRect(x: 8, y: 7.5, width: 29, height: 29))
        let titleX: CGFloat = 8 + 29 + 16
        #expect(cell.textLabel!.frame.minX == titleX)
    }

    @Test func aTableViewControllerIsItsOwnSourceWithTitledSections() throws {
        final class Inbox: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                "Section \(section)"
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let vc = Inbox(style: .insetGrouped)
        window.rootViewController = vc
        window.layoutIfNeeded()
        let t = try #require(vc.tableView)
        #expect(t.dataSource === vc && t.numberOfSections == 2)
        // Inset-grouped rows sit 20 in from each side; a titled header is 38, a section's footer 18.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 38, width: 350, height: 44))
        let second: CGFloat = 38 + 44 + 18 + 38
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == second)
    }

    @Test func registeredHeaderViewsSizeThemselvesAndAreReused() throws {
        /// A header as apps write one: a subclass with a label pinned to the content view's margins.
        final class DayHeader: UITableViewHeaderFooterView {
            let day = AutoLayout.UILabel()
            var reused = 0
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                day.translatesAutoresizingMaskIntoConstraints = false
                day.font = .systemFont(ofSize: 17)
                contentView.addSubview(day)
                NSLayoutConstraint.activate([
                    day.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    day.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    day.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }
            override func prepareForReuse() { reused += 1 }
        }
        final class Days: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let height = cell.contentView.heightAnchor.constraint(equalToConstant: 50)
                height.priority = UILayoutPriority(999)
                height.isActive = true
                return cell
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Day") as? DayHeader
                header?.day.text = section == 0 ? "Today" : "Yesterday"
                return header
            }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 1 ? "End" : nil
            }
        }
        let days = Days()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let t = UITableView(frame: root.bounds, style: .plain)
        t.register(DayHeader.self, forHeaderFooterViewReuseIdentifier: "Day")
        t.dataSource = days
        t.delegate = days
        root.addSubview(t)
        root.layoutIfNeeded()
        let first = try #require(t.headerView(forSection: 0) as? DayHeader)
        // 17-point text is 20.33 high at scale 1 → 21 (pixel-rounded); 10 above and below.
        let headerHeight: CGFloat = 10 + first.day.intrinsicContentSize.height + 10
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: headerHeight))
        #expect(first.frame == t.rectForHeader(inSection: 0) && first.contentView.frame == first.bounds)
        // The table gives the header's content view its cells' side margins (20 at 390 points).
        #expect(first.day.frame.minX == 20 && first.day.frame.minY == 10)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerHeight)
        let second: CGFloat = headerHeight + 50
        #expect(t.rectForHeader(inSection: 1).minY == second)
        // A footer title is a header-footer view too, its label holding the title.
        #expect(t.footerView(forSection: 1)?.textLabel?.text == "End")
        #expect(t.footerView(forSection: 0) == nil && t.rectForFooter(inSection: 0).height == 0)
        let sectionRect = CGRect(x: 0, y: second, width: 390, height: headerHeight + 50 + 28)
        #expect(t.rect(forSection: 1) == sectionRect)
        // Reloading hands the same header views out again.
        t.reloadData()
        root.layoutIfNeeded()
        let again = try #require(t.headerView(forSection: 0) as? DayHeader)
        let both = [again, try #require(t.headerView(forSection: 1) as? DayHeader)]
        #expect(both.contains { $0 === first } && both.allSatisfy { $0.reused == 1 })
        // A class of the wrong kind is refused with UIKit's reason.
        let refused = LayoutDiagnostics.collectingMessages {
            t.register(UIView.self, forHeaderFooterViewReuseIdentifier: "Wrong")
        }
        #expect(refused.messages == ["must pass a class of kind UITableViewHeaderFooterView"])
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "Wrong") == nil)
    }

    @Test func indexPathsHaveRowsAndSections() {
        let p = IndexPath(row: 3, section: 1)
        #expect(p.row == 3 && p.section == 1 && p.item == 3)
        #expect(IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
    }
}

/// `systemLayoutSizeFitting` measures wrapping text at the width it solves, as UIKit's second update pass does.
@Suite struct FittingWrappedTextTests {
    @Test func aMultiLineLabelWrapsAtTheFittedWidth() {
        let holder = UIView()
        let label = AutoLayout.UILabel()
        label.numberOfLines = 0
        label.text = long
        label.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: holder.topAnchor),
            label.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
        ])
        let size = holder.systemLayoutSizeFitting(
            CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > 3 * label.font.lineHeight)
        #expect(size == CGSize(width: 220, height: wrapped))
    }
}
