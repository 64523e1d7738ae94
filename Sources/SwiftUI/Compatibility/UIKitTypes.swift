// UIKit's names that SwiftUI code on iOS uses without importing UIKit (SwiftUI re-exports it
// there): the keyboard, content type and capitalization of text fields. A web page maps them to
// its `inputmode` and `autocomplete` hints.

/// The keyboard a text field shows: UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// The HTML `inputmode` of the keyboard.
  var inputMode: String? {
    switch self {
    case .default, .asciiCapable, .namePhonePad, .twitter: return nil
    case .numbersAndPunctuation: return "text"
    case .URL: return "url"
    case .numberPad, .asciiCapableNumberPad: return "numeric"
    case .phonePad: return "tel"
    case .emailAddress: return "email"
    case .decimalPad: return "decimal"
    case .webSearch: return "search"
    }
  }
}

/// What a text field holds: UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The HTML `autocomplete` hint of the content type.
  var autocomplete: String {
    switch self.rawValue {
    case "username": return "username"
    case "password": return "current-password"
    case "newPassword": return "new-password"
    case "oneTimeCode": return "one-time-code"
    case "emailAddress": return "email"
    case "telephoneNumber": return "tel"
    case "name": return "name"
    case "givenName": return "given-name"
    case "familyName": return "family-name"
    case "nickname": return "nickname"
    case "organizationName": return "organization"
    case "URL": return "url"
    case "postalCode": return "postal-code"
    case "fullStreetAddress", "streetAddressLine1": return "street-address"
    case "addressCity": return "address-level2"
    case "countryName": return "country-name"
    case "creditCardNumber": return "cc-number"
    default: return "on"
    }
  }

  public static let name = UITextContentType(rawValue: "name")
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let middleName = UITextContentType(rawValue: "middleName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let addressState = UITextContentType(rawValue: "addressState")
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// How a text field capitalizes: UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters

  var name: String {
    switch self {
    case .none: return "none"
    case .words: return "words"
    case .sentences: return "sentences"
    case .allCharacters: return "characters"
    }
  }
}
