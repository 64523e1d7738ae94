/// How progress views look: SwiftUI's `ProgressViewStyle`.
///
/// A standard style (`.linear`, `.circular`) is a name renderers know. A custom style's body
/// shows each progress view below it, and can show the progress view itself with
/// ``ProgressView/init(_:)``, which is drawn as standard:
///
/// ```swift
/// struct TrackStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ZStack {
///       RoundedRectangle(cornerRadius: 10).fill(.orange)
///       ProgressView(configuration).tint(.white).padding(.horizontal)
///     }
///   }
/// }
/// ```
public protocol ProgressViewStyle {
  /// The type of view the style's body is.
  associatedtype Body: View
  /// What the style gets of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration

  /// The view that shows a progress view.
  @ViewBuilder @MainActor
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a progress view style gets of its progress view.
public struct ProgressViewStyleConfiguration {
  /// A progress view's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  /// A progress view's label of its current value, as a view.
  public typealias CurrentValueLabel = ButtonStyleConfiguration.Label

  /// How much of the task is done, from 0 to 1; `nil` when that can't be told.
  public let fractionCompleted: Double?
  /// The progress view's label, if it has one.
  public let label: Label?
  /// The progress view's label of its current value, if it has one.
  public let currentValueLabel: CurrentValueLabel?
}

/// A standard style of progress views, by name.
public struct _StandardProgressViewStyle: ProgressViewStyle, _NamedStyle, Sendable {
  let name: String

  @MainActor
  public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
    configuration.label
  }
}

extension ProgressViewStyle where Self == _StandardProgressViewStyle {
  /// The platform's style.
  public static var automatic: _StandardProgressViewStyle {
    _StandardProgressViewStyle(name: "automatic")
  }
  /// A bar that fills.
  public static var linear: _StandardProgressViewStyle {
    _StandardProgressViewStyle(name: "linear")
  }
  /// A ring that fills, or a spinner.
  public static var circular: _StandardProgressViewStyle {
    _StandardProgressViewStyle(name: "circular")
  }
}

/// A custom progress view style, erased.
struct AnyProgressViewStyle {
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> any View
}

/// The custom progress view style of the views below, if any.
struct CustomProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle? { nil }
}

extension View {
  /// The style of progress views below: a standard one, or a custom one whose body shows each
  /// progress view (and which draws `ProgressView(configuration)` in the standard style above).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    self._environment { values in
      if let standard = style as? _StandardProgressViewStyle {
        values.setControlStyle(standard.name, for: "progressView")
        values[CustomProgressViewStyleKey.self] = nil
      } else {
        // The standard style stays: the one `ProgressView(configuration)` is drawn in.
        values[CustomProgressViewStyleKey.self] = AnyProgressViewStyle {
          style.makeBody(configuration: $0)
        }
      }
    }
  }
}
