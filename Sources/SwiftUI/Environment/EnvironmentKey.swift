/// A key of ``EnvironmentValues``: declare one to add a value to the environment.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey {
///   static let defaultValue = Theme.light
/// }
///
/// extension EnvironmentValues {
///   var theme: Theme {
///     get { self[ThemeKey.self] }
///     set { self[ThemeKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value where no view above set one.
  static var defaultValue: Value { get }
}
