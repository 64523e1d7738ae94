/// An alignment along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  /// Its name: "leading", "center" or "trailing" (others are "center").
  public let _name: String

  init(_ name: String) {
    self._name = name
  }

  public static let leading = HorizontalAlignment("leading")
  public static let center = HorizontalAlignment("center")
  public static let trailing = HorizontalAlignment("trailing")
  public static let listRowSeparatorLeading = HorizontalAlignment("leading")
  public static let listRowSeparatorTrailing = HorizontalAlignment("trailing")
}

/// An alignment along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  /// Its name: "top", "center", "bottom", "firstTextBaseline" or "lastTextBaseline".
  public let _name: String

  init(_ name: String) {
    self._name = name
  }

  public static let top = VerticalAlignment("top")
  public static let center = VerticalAlignment("center")
  public static let bottom = VerticalAlignment("bottom")
  public static let firstTextBaseline = VerticalAlignment("firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment("lastTextBaseline")
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How lines of text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// A point in a view's coordinate space, as a fraction of its size.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init() {
    self.init(x: 0, y: 0)
  }

  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
