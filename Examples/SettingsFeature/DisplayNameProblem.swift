/// Why a display name can't be used, as found by ``Settings``'s validation.
///
/// ```swift
/// DisplayNameProblem.problem(with: "Bo")  // .tooShort(minimum: 3)
/// DisplayNameProblem.problem(with: "Blob")  // nil
/// ```
public enum DisplayNameProblem: Equatable, Sendable {
  /// The name is empty, or only spaces.
  case empty
  /// The name has fewer characters than the minimum.
  case tooShort(minimum: Int)
  /// The name contains a character that isn't a letter, a digit, a space or one of `.`, `_`, `-`
  /// and `'`.
  case disallowedCharacter(Character)

  /// A sentence that explains the problem to the user.
  public var message: String {
    switch self {
    case .empty:
      "Choose a display name."
    case let .tooShort(minimum):
      "Use at least \(minimum) characters."
    case let .disallowedCharacter(character):
      "“\(character)” isn't allowed in names."
    }
  }

  /// Returns the first problem with a display name, or `nil` when it can be used.
  ///
  /// - Parameters:
  ///   - displayName: A display name without surrounding spaces.
  ///   - minimumLength: The fewest characters a display name may have.
  /// - Returns: The problem, or `nil`.
  public static func problem(
    with displayName: String,
    minimumLength: Int = Settings.minimumDisplayNameLength
  ) -> DisplayNameProblem? {
    if displayName.allSatisfy(\.isWhitespace) {
      return .empty
    }
    if let character = displayName.first(where: { !isAllowed($0) }) {
      return .disallowedCharacter(character)
    }
    if displayName.count < minimumLength {
      return .tooShort(minimum: minimumLength)
    }
    return nil
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == " "
      || ".-_'".contains(character)
  }
}
