// A store is an object: two stores are equal when they are the same store, which is also its
// identity. SwiftUI code relies on it: a sheet presented for a store (`.sheet(item:)`) stays
// presented while the store is the same one, and a `ForEach` over stores tells rows apart by it.

extension Store: Equatable {
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}
