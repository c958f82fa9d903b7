import Foundation

/// The keyboard and text-entry settings of a text field or text view (UIKit's `UITextInputTraits`). Layout never
/// reads them, except `isSecureTextEntry`, which changes what a field shows.
public protocol UITextInputTraits: AnyObject {
    /// Which letters are capitalised automatically.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard shown.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
}

/// Automatic capitalisation (UIKit's raw values).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// None.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence (the default).
    case sentences
    /// Every letter.
    case allCharacters
}

/// Automatic correction (UIKit's raw values).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// Spell checking (UIKit's raw values).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// The keyboard shown for a text input (UIKit's raw values).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL  // UIKit's name
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A telephone keypad that also types names.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts (@ and #).
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// The keyboard's appearance (UIKit's raw values).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's choice.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
}

/// The return key's title (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// What a text input holds, for AutoFill (UIKit's `UITextContentType`, with its raw strings).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Makes a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "url")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
}
