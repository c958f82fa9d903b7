/// What a document looks like in one set of traits: which views and constraints are installed, with which values.
public struct IBActiveConfiguration {
    /// Traits this was resolved for.
    public var traits: IBTraits
    /// Ids of views not installed (excluded by a mask, or inside one that is).
    public var uninstalledViews: Set<String> = []
    /// Hidden flag per view id, after variations.
    public var hidden: [String: Bool] = [:]
    /// Stack attributes per stack view id, after variations.
    public var stacks: [String: IBStackAttributes] = [:]
    /// Fonts per view id, after variations.
    public var fonts: [String: IBFont] = [:]
    /// Installed constraints with constants and priorities of these traits, in document order.
    public private(set) var constraints: [IBConstraint] = []
    /// The installed constraints by id (the last one read wins, as in `constraints`' document order).
    public private(set) var installedConstraints: [String: IBConstraint] = [:]
    /// Constraints that are off in these traits: excluded by a mask, or naming a view that is not installed.
    public var inactiveConstraints: [IBConstraint] = []

    /// True when the view with this id is installed.
    public func isInstalled(_ id: String) -> Bool { !uninstalledViews.contains(id) }

    /// Records `constraint` as installed in these traits.
    mutating func install(_ constraint: IBConstraint) {
        constraints.append(constraint)
        installedConstraints[constraint.id] = constraint
    }
}

/// Applies `<variation>`s for a set of traits (spec §5: `default`, then width-only, height-only, then both; later wins).
enum IBTraitResolver {
    /// Whether a variation key applies to `traits`, and how specific it is (0 default, 1 width, 2 height, 3 both); nil when not.
    public static func match(_ key: String, _ traits: IBTraits) -> Int? {
        if key == "default" { return 0 }
        var rank = 0
        for part in key.split(separator: "-") {
            let kv = part.split(separator: "=")
            guard kv.count == 2, let value = IBSizeClass(rawValue: String(kv[1])) else { return nil }
            switch kv[0] {
            case "widthClass":
                guard traits.widthClass == value else { return nil }
                rank |= 1
            case "heightClass":
                guard traits.heightClass == value else { return nil }
                rank |= 2
            default: return nil
            }
        }
        return rank
    }

    /// Resolves `document` for `traits`.
    public static func resolve(_ document: IBDocument, traits: IBTraits) -> IBActiveConfiguration {
        var config = IBActiveConfiguration(traits: traits)
        var excludedConstraints = Set<String>()
        var constantOverride: [String: Double] = [:]
        var priorityOverride: [String: Double] = [:]

        func ordered<T>(_ items: [T], key: (T) -> String) -> [T] {
            items.compactMap { item -> (Int, T)? in match(key(item), traits).map { ($0, item) } }
                .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map { $0.element.1 }
        }

        for view in document.allViews {
            config.hidden[view.id] = view.isHidden
            if let s = view.stack { config.stacks[view.id] = s }
            if let f = view.font { config.fonts[view.id] = f }
            for variation in ordered(view.variations, key: { $0.key }) {
                for id in variation.excludedConstraints { excludedConstraints.insert(id) }
                for id in variation.includedConstraints { excludedConstraints.remove(id) }
                for id in variation.excludedSubviews { config.uninstalledViews.insert(id) }
                for id in variation.includedSubviews { config.uninstalledViews.remove(id) }
                if let h = variation.properties["hidden"] { config.hidden[view.id] = h == "YES" }
                if var s = config.stacks[view.id] {
                    let p = variation.properties
                    if let v = p["axis"] { s.axis = v }
                    if let v = p["distribution"] { s.distribution = v }
                    if let v = p["alignment"] { s.alignment = v }
                    if let v = p["spacing"].flatMap(Double.init) { s.spacing = v }
                    config.stacks[view.id] = s
                }
                if let f = variation.font { config.fonts[view.id] = f }
            }
            for c in view.constraints {
                for v in ordered(c.variations, key: { $0.key }) {
                    if let k = v.constant { constantOverride[c.id] = k }
                    if let p = v.priority { priorityOverride[c.id] = p }
                }
            }
        }
        // A view inside an uninstalled view is uninstalled too.
        for root in document.rootViews {
            func walk(_ v: IBViewElement, parentOff: Bool) {
                let off = parentOff || config.uninstalledViews.contains(v.id)
                if off { config.uninstalledViews.insert(v.id) }
                for s in v.subviews + v.cells { walk(s, parentOff: off) }
            }
            walk(root, parentOff: false)
        }
        var guideOwner: [String: String] = [:]
        for v in document.allViews { for g in v.layoutGuides { guideOwner[g.id] = v.id } }
        for vc in document.viewControllers { for g in vc.layoutGuides { guideOwner[g.id] = g.owner } }
        func installed(_ item: String?) -> Bool {
            guard let item else { return true }
            return config.isInstalled(guideOwner[item] ?? item)
        }
        for view in document.allViews {
            for var c in view.constraints {
                if let k = constantOverride[c.id] { c.constant = k }
                if let p = priorityOverride[c.id] { c.priority = p }
                if excludedConstraints.contains(c.id) || !installed(c.firstItem) || !installed(c.secondItem) || !installed(c.owner) {
                    config.inactiveConstraints.append(c)
                } else {
                    config.install(c)
                }
            }
        }
        return config
    }
}
