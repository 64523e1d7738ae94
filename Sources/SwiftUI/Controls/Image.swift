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
    self.label = SymbolNames.spokenName(of: systemName)
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
