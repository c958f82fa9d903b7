import OpenAutoLayout
import Testing

/// The README's table example, line for line.
final class NoteCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: margins.topAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The README's table controller.
final class NotesViewController: UITableViewController {
    let notes = ["Buy milk", "Call the garage about the winter tyres before the first frost comes"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.text = notes[indexPath.row]
        return cell
    }
}

/// The README's example (`uikitStyleExample`, line for line) and the VFL and SwiftyLayout forms, compiled with the one
/// import and run: if one stops compiling or changes its result, the README is wrong.
@Suite struct ReadmeExampleTests {
    @Test func uikitStyleExample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 8, y: 20, width: 304, height: 152))

        // The Visual Format Language and SwiftyLayout's operators:
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[card]-(>=20)-|", options: [],
                metrics: nil, views: ["card": card]))
        NSLayoutConstraint.activate { card[.width] == 0.5 * root[.width] - 4.0 ~ 750 }  // loses to the margins
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 8, y: 20, width: 304, height: 152))
        #expect(card.constraintsAffectingLayout(for: .vertical).count >= 3)
    }

    @Test func visualFormatExample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        func child() -> UIView {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        let find = child()
        let findNext = child()
        let field = child()
        let views = ["find": find, "findNext": findNext, "field": field]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[find(60)]-[findNext(80)]-[field(>=20)]-|",
            options: .alignAllCenterY, metrics: nil, views: views)
        NSLayoutConstraint.activate(
            constraints + [
                find.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                find.heightAnchor.constraint(equalToConstant: 20),
                findNext.heightAnchor.constraint(equalToConstant: 20),
                field.heightAnchor.constraint(equalToConstant: 20),
            ])
        root.layoutIfNeeded()
        // `|-[` goes to the superview's layout margins (8 points), `]-[` is the standard 8 points.
        #expect(find.frame == CGRect(x: 8, y: 12, width: 60, height: 20))
        #expect(findNext.frame == CGRect(x: 76, y: 12, width: 80, height: 20))
        #expect(field.frame == CGRect(x: 164, y: 12, width: 148, height: 20))
    }

    @Test func swiftyLayoutExample() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        NSLayoutConstraint.activate([
            title[.width] == 0.5 * header[.width] - 4.0 ~ 750,
            title[.leading] >= header[.leading] + 20,
            title[.height] == 20,
            title[.top] == header[.top],
        ])
        header.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 20, y: 0, width: 156, height: 20))
    }

    @Test func tableExample() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
        let notes = NotesViewController()
        window.rootViewController = notes
        window.layoutIfNeeded()
        #expect(notes.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 50.5))
        #expect(notes.tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50.5, width: 320, height: 71))
    }
}
