// The styles of controls: a renderer shows the standard ones its own way, by name.

/// How toggles look: SwiftUI's `ToggleStyle`. A custom style's body is shown in place of the
/// toggle's label.
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration

  @ViewBuilder @MainActor
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a toggle style gets of its toggle.
public struct ToggleStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label

  public let label: Label
  /// A binding to whether the toggle is on.
  @Binding public var isOn: Bool
  public var isMixed: Bool = false
}

/// How pickers look: SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
/// How lists look: SwiftUI's `ListStyle`.
public protocol ListStyle {}
/// How text fields look: SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {}
/// How forms look: SwiftUI's `FormStyle`.
public protocol FormStyle {}
/// How date pickers look: SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {}
/// How navigation views look: SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// How tab views look: SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}
/// How menus look: SwiftUI's `MenuStyle`.
public protocol MenuStyle {}
/// How index views look: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}
/// How group boxes look: SwiftUI's `GroupBoxStyle`.
public protocol GroupBoxStyle {}

/// How labels look: SwiftUI's `LabelStyle`.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration

  @ViewBuilder @MainActor
  func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a label style gets of its label.
public struct LabelStyleConfiguration {
  public typealias Title = ButtonStyleConfiguration.Label
  public typealias Icon = ButtonStyleConfiguration.Label

  public let title: Title
  public let icon: Icon
}

/// A standard style of a kind of control, by name.
public struct _StandardStyle: PickerStyle, ListStyle, TextFieldStyle, FormStyle,
  DatePickerStyle, NavigationViewStyle, TabViewStyle, MenuStyle, IndexViewStyle, GroupBoxStyle,
  _NamedStyle, Sendable
{
  let name: String
}

/// A style with a name renderers know.
protocol _NamedStyle {
  var name: String { get }
}

/// A standard style of toggles, by name.
public struct _StandardToggleStyle: ToggleStyle, _NamedStyle, Sendable {
  let name: String

  @MainActor
  public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
    configuration.label
  }
}

/// A standard style of labels, by name.
public struct _StandardLabelStyle: LabelStyle, _NamedStyle, Sendable {
  let name: String

  @MainActor
  public func makeBody(configuration: LabelStyleConfiguration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension PickerStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var menu: _StandardStyle { _StandardStyle(name: "menu") }
  public static var segmented: _StandardStyle { _StandardStyle(name: "segmented") }
  public static var inline: _StandardStyle { _StandardStyle(name: "inline") }
  public static var wheel: _StandardStyle { _StandardStyle(name: "wheel") }
  public static var radioGroup: _StandardStyle { _StandardStyle(name: "radioGroup") }
  public static var navigationLink: _StandardStyle { _StandardStyle(name: "navigationLink") }
  public static var palette: _StandardStyle { _StandardStyle(name: "palette") }
}

extension ListStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var plain: _StandardStyle { _StandardStyle(name: "plain") }
  public static var grouped: _StandardStyle { _StandardStyle(name: "grouped") }
  public static var insetGrouped: _StandardStyle { _StandardStyle(name: "insetGrouped") }
  public static var inset: _StandardStyle { _StandardStyle(name: "inset") }
  public static var sidebar: _StandardStyle { _StandardStyle(name: "sidebar") }
}

extension TextFieldStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var plain: _StandardStyle { _StandardStyle(name: "plain") }
  public static var roundedBorder: _StandardStyle { _StandardStyle(name: "roundedBorder") }
}

extension FormStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var grouped: _StandardStyle { _StandardStyle(name: "grouped") }
  public static var columns: _StandardStyle { _StandardStyle(name: "columns") }
}

extension DatePickerStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var compact: _StandardStyle { _StandardStyle(name: "compact") }
  public static var graphical: _StandardStyle { _StandardStyle(name: "graphical") }
  public static var wheel: _StandardStyle { _StandardStyle(name: "wheel") }
}

extension NavigationViewStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var stack: _StandardStyle { _StandardStyle(name: "stack") }
  public static var columns: _StandardStyle { _StandardStyle(name: "columns") }
}

extension TabViewStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var page: _StandardStyle { _StandardStyle(name: "page") }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> _StandardStyle {
    _StandardStyle(name: "page")
  }
}

/// The page style of tab views.
public enum PageTabViewStyle {
  /// When page indices show.
  public struct IndexDisplayMode: Sendable {
    public static let automatic = IndexDisplayMode()
    public static let always = IndexDisplayMode()
    public static let never = IndexDisplayMode()
  }
}

extension MenuStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
  public static var button: _StandardStyle { _StandardStyle(name: "button") }
  public static var borderlessButton: _StandardStyle { _StandardStyle(name: "borderlessButton") }
}

extension IndexViewStyle where Self == _StandardStyle {
  public static func page(backgroundDisplayMode: Int = 0) -> _StandardStyle {
    _StandardStyle(name: "page")
  }
}

extension GroupBoxStyle where Self == _StandardStyle {
  public static var automatic: _StandardStyle { _StandardStyle(name: "automatic") }
}

extension ToggleStyle where Self == _StandardToggleStyle {
  public static var automatic: _StandardToggleStyle { _StandardToggleStyle(name: "automatic") }
  public static var `switch`: _StandardToggleStyle { _StandardToggleStyle(name: "switch") }
  public static var button: _StandardToggleStyle { _StandardToggleStyle(name: "button") }
  public static var checkbox: _StandardToggleStyle { _StandardToggleStyle(name: "checkbox") }
}

extension LabelStyle where Self == _StandardLabelStyle {
  public static var automatic: _StandardLabelStyle { _StandardLabelStyle(name: "automatic") }
  public static var titleAndIcon: _StandardLabelStyle {
    _StandardLabelStyle(name: "titleAndIcon")
  }
  public static var titleOnly: _StandardLabelStyle { _StandardLabelStyle(name: "titleOnly") }
  public static var iconOnly: _StandardLabelStyle { _StandardLabelStyle(name: "iconOnly") }
}

/// A custom toggle style, erased.
struct AnyToggleStyle {
  let makeBody: @MainActor (ToggleStyleConfiguration) -> any View
}

struct CustomToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle? { nil }
}

extension View {
  private func _style(_ name: String, _ control: String) -> some View {
    self._environment { $0.setControlStyle(name, for: control) }
  }

  private func _styleName(_ style: Any) -> String {
    (style as? any _NamedStyle)?.name ?? String(describing: Swift.type(of: style))
  }

  /// The style of pickers below.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "picker")
  }

  /// The style of lists below.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "list")
  }

  /// The style of text fields below.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "textField")
  }

  /// The style of forms below.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "form")
  }

  /// The style of date pickers below.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "datePicker")
  }

  /// The style of navigation views below: one stack, here.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "navigationView")
  }

  /// The style of tab views below.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "tabView")
  }

  /// The style of menus below.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "menu")
  }

  /// The style of page indices below: ignored here.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    self
  }

  /// The style of group boxes below.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "groupBox")
  }

  /// The style of labels below.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    self._style(self._styleName(style), "label")
  }

  /// The style of toggles below: a standard one, or a custom one whose body shows each
  /// toggle.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    self._environment { values in
      if let standard = style as? _StandardToggleStyle {
        values.setControlStyle(standard.name, for: "toggle")
        values[CustomToggleStyleKey.self] = nil
      } else {
        values.setControlStyle("custom", for: "toggle")
        values[CustomToggleStyleKey.self] = AnyToggleStyle { style.makeBody(configuration: $0) }
      }
    }
  }
}
