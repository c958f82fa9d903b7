/// Names for the items of a log, as a person would name them: the accessibility identifier; else the class
/// without its module and `UI` prefix, in lower camel case, with the text the log shows (`label'Hello'`);
/// guides by their role on their owning view (`card.layoutMarginsGuide`); numbered when several share a name.
struct ItemNames {
    private var names: [String: String] = [:]
    private var printedForms: [String: String] = [:]

    init(_ rebuild: LogRebuild) {
        var bases: [(String, String)] = []
        for key in rebuild.order {
            guard let item = rebuild.logged[key] else { continue }
            bases.append((key, Self.base(item)))
            var printed = (item.className.map { "\($0):" } ?? "") + (item.address ?? "")
            if let id = item.identifier { printed = printed.isEmpty ? "identifier \(id)" : "\(printed) (identifier \(id))" }
            if let text = item.text { printed += "'\(text)'" }
            printedForms[key] = printed
        }
        var counts: [String: Int] = [:]
        for (_, base) in bases { counts[base, default: 0] += 1 }
        var seen: [String: Int] = [:]
        for (key, base) in bases {
            seen[base, default: 0] += 1
            names[key] = counts[base]! > 1 ? "\(base)\(seen[base]!)" : base
        }
        // Guides by their owner's name.
        for key in rebuild.order {
            guard let item = rebuild.logged[key], item.isLayoutGuide, let owner = rebuild.parents[key], let ownerName = names[owner] else {
                continue
            }
            names[key] = "\(ownerName).\(names[key]!)"
        }
    }

    /// The name of an item.
    func name(_ key: String) -> String { names[key] ?? key }

    /// How the log printed an item.
    func printed(_ key: String) -> String { printedForms[key] ?? key }

    static func base(_ item: LoggedItem) -> String {
        if let id = item.identifier { return id }
        if item.isLayoutGuide {
            switch item.text {
            case "UIViewLayoutMarginsGuide": return "layoutMarginsGuide"
            case "UIViewSafeAreaLayoutGuide": return "safeAreaLayoutGuide"
            case "UIViewReadableContentGuide": return "readableContentGuide"
            case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": return "keyboardLayoutGuide"
            case let text?: return lowerCamel(text)
            case nil: return "layoutGuide"
            }
        }
        var name = item.shortClassName ?? "view"
        while name.hasPrefix("_") { name.removeFirst() }
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { name = String(rest) }
        }
        if name.hasSuffix("CellContentView") { name = "cellContentView" }
        name = lowerCamel(name)
        if let text = item.text { name += "'\(text)'" }
        return name
    }

    /// `ImageView` → `imageView`, `URLField` → `urlField`.
    static func lowerCamel(_ s: String) -> String {
        let chars = Array(s)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        if upper == 0 { return s }
        let cut = upper == 1 || upper == chars.count ? upper : upper - 1
        return String(chars[..<cut]).lowercased() + String(chars[cut...])
    }

    /// A logged constraint as an equation between named items.
    func equation(_ c: LoggedConstraint) -> String {
        var lhs = "\(name(c.first.key)).\(c.firstAttribute)"
        if c.barIsFirst == true, c.superview == nil { lhs = "superview.\(c.firstAttribute)" }
        var rhs = ""
        if let second = c.second, let attribute = c.secondAttribute {
            let m = c.multiplier
            let term = "\(name(second.key)).\(attribute)"
            rhs = m == 1 ? term : m == -1 ? "-" + term : "\(LogExplainer.n(m))*\(term)"
            if c.constant != 0 { rhs += c.constant < 0 ? " - \(LogExplainer.n(-c.constant))" : " + \(LogExplainer.n(c.constant))" }
        } else if c.second == nil, let bar = c.superview, !["width", "height"].contains(c.firstAttribute) {
            rhs =
                "\(name(bar.key)).\(c.firstAttribute)"
                + (c.constant == 0 ? "" : c.constant < 0 ? " - \(LogExplainer.n(-c.constant))" : " + \(LogExplainer.n(c.constant))")
        } else {
            rhs = LogExplainer.n(c.constant)
        }
        var text = "\(lhs) \(c.relation.rawValue) \(rhs)"
        if c.priority < 1000 { text += " @\(LogExplainer.n(c.priority))" }
        return text
    }
}
