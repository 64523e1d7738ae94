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
  public static let liveValue = InventoryClient {
    try await Task.sleep(for: .milliseconds(300))
    return Self.sampleItems
  }

  public static let testValue = InventoryClient()

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
