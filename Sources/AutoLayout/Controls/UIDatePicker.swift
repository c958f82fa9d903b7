import Foundation

/// How a date picker looks (UIKit's `UIDatePickerStyle`, raw values as UIKit's).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the mode (`UIDatePicker.resolvedStyle(preferred:mode:)`).
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A capsule with the formatted value, opening an editor when tapped.
    case compact = 2
    /// An editor shown in place (a calendar, and the time).
    case inline = 3
}

/// A control for choosing a date, a time or a duration (UIKit's `UIDatePicker`).
///
/// Intrinsic size by the resolved style (`datePickerStyle`):
/// - wheels: 320 × 216, as a picker view (`UIPickerView.wheelsSize`; observed height, see there);
/// - compact: each part (date, time) a capsule as wide as its formatted text in the system font at 17 points plus
///   11 on each side, 6 points between the two parts, 34⅓ high;
/// - inline: 320 wide, 330 high for a date, 380 with the time; a time alone as compact.
/// The compact and inline sizes are unconfirmed (our choice; no saved frame or log was found to check them).
/// The values are formatted with `locale` (default en_US) and `timeZone` (default UTC): medium dates, short times.
open class UIDatePicker: UIControl {
    /// What is chosen (UIKit's raw values).
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time = 0
        /// A date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes.
        case countDownTimer = 3
    }

    /// What is chosen (default `.dateAndTime`). Setting it may change the size.
    open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    /// The style asked for (default `.automatic`). Setting it may change the size.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { invalidateIntrinsicContentSize() } }
    /// The style shown: the preferred one resolved for the mode.
    open var datePickerStyle: UIDatePickerStyle {
        UIDatePicker.resolvedStyle(preferred: preferredDatePickerStyle, mode: datePickerMode)
    }
    /// The chosen date (default: when the picker was made). Setting it may change a compact picker's width.
    open var date = Date() { didSet { invalidateIntrinsicContentSize() } }
    /// The earliest date that can be chosen.
    open var minimumDate: Date? { didSet { clampDate() } }
    /// The latest date that can be chosen.
    open var maximumDate: Date? { didSet { clampDate() } }
    /// The locale values are formatted with (nil: en_US).
    open var locale: Locale? { didSet { invalidateIntrinsicContentSize() } }
    /// The calendar (layout ignores it).
    open var calendar: Calendar = Calendar(identifier: .gregorian)
    /// The time zone values are shown in (nil: UTC).
    open var timeZone: TimeZone? { didSet { invalidateIntrinsicContentSize() } }
    /// The chosen duration in seconds, in the count-down mode.
    open var countDownDuration: TimeInterval = 0
    /// The step of the minutes wheel (default 1).
    open var minuteInterval = 1
    /// Whether a date set in code is rounded to the minute interval (layout ignores it).
    open var roundsToMinuteInterval = true

    /// A picker at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets `date` (kept within the minimum and maximum; the animation is not modelled).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
        clampDate()
    }

    private func clampDate() {
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
    }

    /// The style shown for a preferred style and a mode: a count-down timer is always wheels; `.automatic` is
    /// compact for the other modes, as on iPhone from iOS 14 (unconfirmed, our choice).
    public static func resolvedStyle(preferred: UIDatePickerStyle, mode: Mode) -> UIDatePickerStyle {
        if mode == .countDownTimer { return .wheels }
        return preferred == .automatic ? .compact : preferred
    }

    /// The size of the resolved style (see the type's note).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic:
            return UIPickerView.wheelsSize
        case .inline where datePickerMode != .time:
            return CGSize(width: 320, height: datePickerMode == .date ? 330 : 380)
        case .compact, .inline:
            let parts = formattedParts()
            let scale = textMeasuringScale
            let widths = parts.map {
                TextMeasurement.ceilToPixels(TextMeasurement.width(of: $0, font: Self.compactFont), scale: scale) + 22
            }
            return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * 6, height: 34 + 1.0 / 3)
        }
    }

    /// The compact capsules' font.
    static let compactFont = UIFont.systemFont(ofSize: 17)

    /// The texts of the compact capsules: the medium date and the short time the mode shows.
    func formattedParts() -> [String] {
        func format(date: DateFormatter.Style, time: DateFormatter.Style) -> String {
            let f = DateFormatter()
            f.locale = locale ?? Locale(identifier: "en_US")
            f.timeZone = timeZone ?? TimeZone(identifier: "UTC")
            f.dateStyle = date
            f.timeStyle = time
            return f.string(from: self.date)
        }
        return switch datePickerMode {
        case .date: [format(date: .medium, time: .none)]
        case .time: [format(date: .none, time: .short)]
        case .dateAndTime: [format(date: .medium, time: .none), format(date: .none, time: .short)]
        case .countDownTimer: []
        }
    }
}
