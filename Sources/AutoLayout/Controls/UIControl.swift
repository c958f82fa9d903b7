import Foundation

/// Which release's control metrics a control reports: UIKit changed the sizes of switches, steppers, text
/// fields, segmented controls and search bars between releases (spec interface-builder §7 and §12). Views made in
/// code use `.current`; the Interface Builder loader chooses by the file's `toolsVersion`.
public enum UIControlMetricsEra: Int, Comparable, Sendable, CaseIterable {
    /// iOS 7–12 (Xcode 5–10): the flat controls before iOS 13.
    case iOS7 = 7
    /// iOS 13 (Xcode 11).
    case iOS13 = 13
    /// iOS 14–18 (Xcode 12–16): as iOS 13, with a 4-point progress bar.
    case iOS14 = 14
    /// iOS 17–18 (Xcode 15–16): as iOS 14, with a 56-point minimal search bar (see `UISearchBar`).
    case iOS17 = 17
    /// iOS 26 (Xcode 26).
    case iOS26 = 26

    /// The era of the current release: views made in code measure as on iOS 26 (unconfirmed: our choice, today's
    /// iOS).
    public static let current = UIControlMetricsEra.iOS26

    /// Orders eras by release.
    public static func < (a: UIControlMetricsEra, b: UIControlMetricsEra) -> Bool { a.rawValue < b.rawValue }
}

/// The base of UIKit's controls (buttons, switches, sliders…): state, content alignment, and which release's
/// metrics the control measures with.
open class UIControl: UIView {
    /// A control's state (doc: `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// Raw bits as UIKit numbers them.
        public let rawValue: UInt
        /// Makes a state from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state (no bits).
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How content sits horizontally in the control (doc: `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left, right, fill, leading, trailing
    }

    /// How content sits vertically in the control (doc: `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top, bottom, fill
    }

    /// Whether the control is enabled (layout ignores it).
    open var isEnabled = true
    /// The actions added with `addAction(_:for:)` and the events each runs for.
    var actions: [(action: UIAction, events: Event)] = []
    /// Whether the control is selected (layout ignores it).
    open var isSelected = false
    /// Whether the control is highlighted (layout ignores it).
    open var isHighlighted = false
    /// Horizontal content alignment (layout ignores it).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Vertical content alignment (layout ignores it).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The state made of `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    /// The font of the control's text, whose baselines (centred in the intrinsic height) are the control's; nil
    /// (the default) for controls without text: their baselines are their top and bottom.
    var baselineFont: UIFont? { nil }
    override var baselineTextFont: UIFont? { baselineFont }

    /// The text's first baseline below the top (controls with text), else 0.
    open override var firstBaselineOffsetFromTop: CGFloat {
        baselineFont.map { centredBaselines(font: $0, height: intrinsicContentSize.height).fromTop } ?? 0
    }

    /// The text's baseline above the bottom (controls with text), else 0.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        baselineFont.map { centredBaselines(font: $0, height: intrinsicContentSize.height).fromBottom } ?? 0
    }

    /// A control centres its text vertically in its bounds (`contentVerticalAlignment` `.center`, the default):
    /// stretched or squeezed, its baselines move with its centre. Observed in Xcode's canvas: an image-only
    /// button (vertical hugging 249) whose first baseline is held to a label's at 750 is saved stretched to
    /// 34.33 high, its empty title's line centred on the label's baseline (KeePassium,
    /// `EntryFieldEditorVC.storyboard`, Xcode 15).
    override var baselinesCentredHeight: CGFloat? {
        guard baselineFont != nil, contentVerticalAlignment == .center else { return nil }
        let h = intrinsicContentSize.height
        return h == UIView.noIntrinsicMetric ? nil : h
    }

    /// Re-measures after the display scale changed (text sizes are rounded to its pixels).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        remeasureIfScaleChanged(from: previousTraitCollection)
    }

    /// Which release's metrics the control reports (see `UIControlMetricsEra`); changing it re-measures.
    public var metricsEra: UIControlMetricsEra = .current {
        didSet { if metricsEra != oldValue { invalidateIntrinsicContentSize() } }
    }

}

/// Text layout values shared by labels, text fields and text views.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center, right, justified, natural
}

/// How a label breaks or truncates lines that do not fit (doc: `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UIView {
    /// Asks for a new measurement when the display scale differs from `previous`'s.
    func remeasureIfScaleChanged(from previous: UITraitCollection?) {
        if previous?.displayScale != traitCollection.displayScale { invalidateIntrinsicContentSize() }
    }

    /// Sets hugging to 750 on both axes (controls of fixed size).
    func hugContentOnBothAxes() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The display scale text is measured at: the view's `traitCollection.displayScale` (0 when the tree names
    /// none: sizes are then not rounded to pixels; unconfirmed: our choice, UIKit always has a screen).
    var textMeasuringScale: CGFloat { traitCollection.displayScale }

    /// The baseline offsets of one font's text centred vertically in `height` (extra room shared equally above and
    /// below; unconfirmed: our model of UIKit's text drawing): first baseline from the top, last from the bottom.
    func centredBaselines(font: UIFont, height: CGFloat, lines: Int = 1) -> (fromTop: CGFloat, fromBottom: CGFloat) {
        let text = font.lineHeight * CGFloat(max(lines, 1))
        let extra = max(0, height - text) / 2
        return (extra + font.ascender, extra - font.descender)
    }
}
