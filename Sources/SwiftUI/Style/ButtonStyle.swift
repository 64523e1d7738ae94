/// How buttons look: SwiftUI's `ButtonStyle`. A custom style's body is shown in place of the
/// button's label; the renderer still makes it a button.
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration

  @ViewBuilder @MainActor
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// How buttons look and behave: SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration

  @ViewBuilder @MainActor
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a button style gets of its button.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, _PrimitiveView {
    let view: any View

    public var body: Never { _primitiveBody() }

    func _resolve(_ resolution: inout ViewResolution) {
      resolution.add(self.view, .index(0))
    }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is pressed: never, as renderers here show it.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// What a primitive button style gets of its button.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label

  public let label: Label
  public let role: ButtonRole?
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor
  public func trigger() {
    self.action()
  }
}

/// The style of a kind of control, by name, as renderers know them.
public struct _NamedControlStyle: PrimitiveButtonStyle, Sendable {
  let name: String

  @MainActor
  public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == _NamedControlStyle {
  public static var automatic: _NamedControlStyle { _NamedControlStyle(name: "automatic") }
  public static var bordered: _NamedControlStyle { _NamedControlStyle(name: "bordered") }
  public static var borderedProminent: _NamedControlStyle {
    _NamedControlStyle(name: "borderedProminent")
  }
  public static var borderless: _NamedControlStyle { _NamedControlStyle(name: "borderless") }
  public static var plain: _NamedControlStyle { _NamedControlStyle(name: "plain") }
  public static var link: _NamedControlStyle { _NamedControlStyle(name: "link") }
  public static var glass: _NamedControlStyle { _NamedControlStyle(name: "bordered") }
  public static var glassProminent: _NamedControlStyle {
    _NamedControlStyle(name: "borderedProminent")
  }
}

/// A custom button style, erased.
struct AnyButtonStyle {
  let makeBody: @MainActor (ButtonStyleConfiguration) -> any View
}

struct CustomButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle? { nil }
}

extension View {
  /// The style of buttons below: a standard one (`.bordered`, `.borderedProminent`, `.plain`,
  /// …).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    self._environment { values in
      if let named = style as? _NamedControlStyle {
        values.setControlStyle(named.name, for: "button")
        values[CustomButtonStyleKey.self] = nil
      } else {
        values.setControlStyle(String(describing: S.self), for: "button")
      }
    }
  }

  /// The style of buttons below: a custom one, whose body shows each button's label.
  @_disfavoredOverload
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    self._environment { values in
      values.setControlStyle("custom", for: "button")
      values[CustomButtonStyleKey.self] = AnyButtonStyle { style.makeBody(configuration: $0) }
    }
  }
}
