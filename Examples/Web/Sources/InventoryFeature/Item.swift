import Foundation

/// An item of the inventory: a name, how many are in stock, and a color to tell it by.
public struct Item: Codable, Equatable, Hashable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  public var quantity: Int
  public var color: ItemColor

  public init(id: UUID, name: String = "", quantity: Int = 0, color: ItemColor = .blue) {
    self.id = id
    self.name = name
    self.quantity = quantity
    self.color = color
  }

  /// Whether any are left.
  public var isInStock: Bool {
    self.quantity > 0
  }
}

/// The colors items are told apart by.
public enum ItemColor: String, CaseIterable, Codable, Hashable, Sendable {
  case red, orange, green, blue, purple

  /// The color's name, as the picker shows it.
  public var title: String {
    self.rawValue.capitalized
  }
}

/// Which items the list shows.
public enum ItemFilter: String, CaseIterable, Hashable, Sendable {
  case all = "All"
  case inStock = "In stock"
  case soldOut = "Sold out"

  func includes(_ item: Item) -> Bool {
    switch self {
    case .all: true
    case .inStock: item.isInStock
    case .soldOut: !item.isInStock
    }
  }
}
