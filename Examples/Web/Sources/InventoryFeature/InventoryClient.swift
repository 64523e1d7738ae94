import ComposableArchitecture
import Foundation

/// Where the inventory's first items come from: a catalog that takes a moment to answer, as a
/// network service would.
@DependencyClient
public struct InventoryClient: Sendable {
  /// The catalog's items.
  public var catalog: @Sendable () async throws -> [Item]
}

extension InventoryClient: DependencyKey {
  /// A catalog of four items, answered after 300 ms.
  public static let liveValue = InventoryClient.live(count: sampleItems.count)

  public static let testValue = InventoryClient()

  /// A catalog of `count` items, answered after 300 ms: the four of the live catalog, then
  /// made-up ones ("Item 5", "Item 6", …), to try a long list.
  public static func live(count: Int) -> InventoryClient {
    InventoryClient {
      try await Task.sleep(for: .milliseconds(300))
      return Self.items(count: count)
    }
  }

  /// The first `count` items of the live catalog and, past its four, made-up ones.
  public static func items(count: Int) -> [Item] {
    let colors = ItemColor.allCases
    let madeUp = (Self.sampleItems.count..<max(count, Self.sampleItems.count)).map { index in
      Item(
        id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!,
        name: "Item \(index + 1)",
        quantity: index % 7,
        color: colors[index % colors.count]
      )
    }
    return Array((Self.sampleItems + madeUp).prefix(max(count, 0)))
  }

  /// The items of the live catalog.
  public static let sampleItems: [Item] = [
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
      name: "Notebook", quantity: 12, color: .blue),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
      name: "Pencil", quantity: 40, color: .orange),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!,
      name: "Eraser", quantity: 0, color: .red),
    Item(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000004")!,
      name: "Ruler", quantity: 5, color: .green),
  ]
}

extension DependencyValues {
  /// The inventory's catalog.
  public var inventoryClient: InventoryClient {
    get { self[InventoryClient.self] }
    set { self[InventoryClient.self] = newValue }
  }
}
