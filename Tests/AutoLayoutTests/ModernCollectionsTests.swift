import Foundation
import Testing

@testable import AutoLayout

/// Diffable data sources, cell registrations, content configurations and list cells, written as iOS 14+ apps write
/// them.
@Suite struct ModernCollectionsTests {
    enum Section: Hashable { case main, more }

    @Test func snapshotsKeepIdentifiersUniqueAndOrdered() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["c"])  // the last section
        snapshot.insertItems(["z"], beforeItem: "b")
        snapshot.moveItem("a", afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["z", "b"])
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["c", "a"])
        #expect(snapshot.indexOfItem("c") == 2 && snapshot.sectionIdentifier(containingItem: "a") == .more)
        let refused = LayoutDiagnostics.collectingMessages { snapshot.appendItems(["b"], toSection: .more) }
        #expect(refused.messages == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}"])
        #expect(snapshot.numberOfItems == 4)
        snapshot.deleteSections([.main])
        #expect(snapshot.sectionIdentifiers == [.more] && snapshot.itemIdentifiers == ["c", "a"])
    }

    @Test func aDiffableListOfConfiguredCells() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.layoutRoundingScale = 3
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .none
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        root.addSubview(cv)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = name == "Ada" ? "Mathematician" : nil
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ada", "Alan"])
        source.apply(snapshot, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Alan")
        #expect(source.indexPath(for: "Ada") == IndexPath(item: 0, section: 0))
        let ada = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let alan = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        // One line of body text in 15-point margins: at least the standard 44 points; two lines make Ada taller.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let line = TextMeasurement.ceilToPixels(body.lineHeight, scale: 3)
        let sub = TextMeasurement.ceilToPixels(UIFont.preferredFont(forTextStyle: .subheadline).lineHeight, scale: 3)
        let alanHeight: CGFloat = max(44, 15 + line + 15)
        let adaHeight: CGFloat = 15 + line + sub + 15
        #expect(abs(alan.frame.height - alanHeight) < 0.34)
        #expect(abs(ada.frame.height - adaHeight) < 0.34)
        #expect(alan.frame.minY == ada.frame.maxY && alan.frame.width == 390)
        // The disclosure indicator takes 20 + 10.5 from the content view; the text starts at the list's margin.
        #expect(ada.contentView.frame.width == 390 - 30.5)
        let texts = ada.contentView.subviews.first?.subviews.compactMap { $0 as? AutoLayout.UILabel } ?? []
        #expect(texts.map(\.text) == ["Ada", "Mathematician"])
        #expect(texts.first?.frame.minX == 20)
        // Selection reaches the cell and its configuration state.
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(alan.isSelected && alan.configurationState.isSelected && cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        cv.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(!alan.isSelected && cv.indexPathsForSelectedItems == nil)
    }

    @Test func aCellUpdatesItsConfigurationBeforeItIsMeasured() throws {
        final class ContactCell: UITableViewCell {
            var name: String? { didSet { setNeedsUpdateConfiguration() } }
            var updates = 0
            override func updateConfiguration(using state: UICellConfigurationState) {
                updates += 1
                var content = defaultContentConfiguration().updated(for: state)
                content.text = name
                content.image = UIImage(size: CGSize(width: 30, height: 60), name: "photo")
                contentConfiguration = content
            }
        }
        final class Names: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                (cell as? ContactCell)?.name = ["Grace", "Edsger"][indexPath.row]
                return cell
            }
        }
        let names = Names()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        table.dataSource = names
        root.addSubview(table)
        root.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        #expect(cell.updates == 1)
        // A 60-point image in 15-point margins: 90 high; the text 16 after the 30-point image, from the 16 margin.
        #expect(cell.frame.height == 90)
        let label = try #require(cell.contentView.subviews.first?.subviews.compactMap { $0 as? AutoLayout.UILabel }.first)
        #expect(label.text == "Grace" && label.frame.minX == 16 + 30 + 16)
        cell.name = "Barbara"
        cell.layoutIfNeeded()
        #expect(cell.updates == 2 && label.text == "Barbara")
    }

    @Test func viewsHearWhenTheyJoinAndLeaveSuperviewsAndWindows() {
        final class Probe: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willSuperview \(newSuperview != nil)") }
            override func didMoveToSuperview() { events.append("didSuperview \(superview != nil)") }
            override func willMove(toWindow newWindow: UIWindow?) { events.append("willWindow \(newWindow != nil)") }
            override func didMoveToWindow() { events.append("didWindow \(window != nil)") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let holder = UIView()
        let probe = Probe()
        holder.addSubview(probe)
        window.addSubview(holder)
        probe.removeFromSuperview()
        #expect(
            probe.events == [
                "willSuperview true", "didSuperview true", "willWindow true", "didWindow true", "willSuperview false",
                "willWindow false", "didSuperview false", "didWindow false",
            ])
    }

    @Test func aTableUnderANavigationBarStartsBelowIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let list = List(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.layoutIfNeeded()
        let table = try #require(list.tableView)
        // The content starts below the status bar and the 44-point bar: scrolled to −91.
        #expect(table.adjustedContentInset.top == 91 && table.contentOffset.y == -91)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.safeAreaInsets.top == 0)
        #expect(first.frame.height == 15 + first.contentView.subviews[0].subviews[1].frame.height + 15)
    }

    @Test func menusSearchAndSwipeActionsAreKept() {
        let button = AutoLayout.UIButton(configuration: .filled())
        button.menu = UIMenu(title: "", children: [UIAction(title: "Mute") { _ in }, UIMenu(title: "More", children: [])])
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.children.map(\.title) == ["Mute", "More"])
        final class Results: UISearchResultsUpdating {
            var queries: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                queries.append(searchController.searchBar.text ?? "")
            }
        }
        let results = Results()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = results
        search.searchBar.text = "ignored while inactive"
        search.isActive = true
        search.searchBar.text = "ada"
        #expect(results.queries == ["ignored while inactive", "ada"])
        let item = UINavigationItem(title: "People")
        item.searchController = search
        item.hidesSearchBarWhenScrolling = false
        #expect(item.searchController === search)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        #expect(UISwipeActionsConfiguration(actions: [delete]).actions.first?.style == .destructive)
    }
}
