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
