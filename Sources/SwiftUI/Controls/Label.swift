/// A title with an icon: SwiftUI's `Label`.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label of a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a localized key, with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a localized key, with a named image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label titled with a string, with a named image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: View {
  public var body: Never { _primitiveBody() }
}

extension Label: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .label(LabelDescription(style: resolution.environment.controlStyle("label")))
    )
    resolution.addSlot("icon", self.icon)
    resolution.addSlot("title", self.title)
  }
}

/// An image: a symbol by name (SF Symbols'), or an image of the app's by name: SwiftUI's
/// `Image`. A web page shows symbols with the page's symbol font or their names.
public struct Image: Equatable {
  let systemName: String?
  let name: String?
  let label: String?
  var isResizable = false
  var variableValue: Double?

  /// A symbol, by name.
  public init(systemName: String) {
    self.systemName = systemName
    self.name = nil
    self.label = systemName
  }

  /// A symbol, by name, with a value for symbols that show one.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    self.variableValue = variableValue
  }

  /// An image of the app's, by name.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.systemName = nil
    self.name = name
    self.label = name
  }

  /// An image of the app's, by name, with what it means.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.systemName = nil
    self.name = name
    self.label = label.plainText
  }

  /// An image of the app's that only decorates.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.systemName = nil
    self.name = name
    self.label = nil
  }

  /// The image's name, for text that shows it.
  var accessibilityName: String {
    self.label ?? self.systemName ?? self.name ?? ""
  }

  /// The image, scaled to its frame.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// The image in its colors or as a template: shown as it is here.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  /// How the image is interpolated: ignored here.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// Whether the image is antialiased: ignored here.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// How a symbol's layers are colored: shown in the foreground color here.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  /// How an image is resized.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// How an image is drawn.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// How an image is interpolated.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// The size of a symbol, relative to the text around it.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

/// How a symbol's layers are colored.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of symbols.
public struct SymbolVariants: Hashable, Sendable {
  let name: String

  public static let none = SymbolVariants(name: "")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let slash = SymbolVariants(name: "slash")
  public static let rectangle = SymbolVariants(name: "rectangle")

  public var fill: SymbolVariants { SymbolVariants(name: self.name + ".fill") }
}

struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { .none }
}

extension View {
  /// The variant of symbols below (`.fill`, `.circle`, …).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    self._environment { $0[SymbolVariantsKey.self] = variant }
  }

  /// How symbols' layers below are colored: in the foreground color, here.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    self
  }

  /// The size of symbols below, relative to the text around them.
  public func imageScale(_ scale: Image.Scale) -> some View {
    self
  }
}

extension Image: View {
  public var body: Never { _primitiveBody() }
}

extension Image: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    var style = TextStyle()
    style.font = environment.font
    style.foreground = environment.foregroundColor
    var systemName = self.systemName
    let variant = environment[SymbolVariantsKey.self].name
    if let name = systemName, !variant.isEmpty, !name.hasSuffix("." + variant) {
      systemName = name + "." + variant
    }
    var description = ImageDescription(
      systemName: systemName,
      name: self.name,
      label: self.label,
      style: style
    )
    description.isResizable = self.isResizable
    resolution.element = RenderElement(.image(description))
  }
}
