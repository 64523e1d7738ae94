/// What the views inside a ``NavigationStack`` reach it by: its path, the destinations its
/// views declare, and the screens pushed by bindings.
@MainActor
final class NavigationContext {
  /// Shows a value of the path: the destination declared for its type.
  typealias Destination = @MainActor (AnyHashable) -> any View

  /// A screen pushed by a binding (`navigationDestination(isPresented:)`, `item:`) or by a
  /// link with a destination view.
  struct Push {
    /// The node that pushes it.
    let owner: Int
    let view: any View
    let dismiss: @MainActor () -> Void
  }

  /// The path's values.
  var path: () -> [AnyHashable] = { [] }
  /// Appends a value to the path.
  var append: (AnyHashable) -> Void = { _ in }
  /// Removes values from the end of the path, down to a count.
  var truncate: (Int) -> Void = { _ in }

  /// Reads and writes the path of a stack with a binding.
  struct PathAccess {
    let path: () -> [AnyHashable]
    let append: (AnyHashable) -> Void
    let truncate: (Int) -> Void
  }

  /// The declared destinations, by value type, and the pushes, observable: a stack whose
  /// screens read them shows them again when they change.
  private let destinationsStorage = StateStorage<[ObjectIdentifier: Destination]>([:])
  private let pushesStorage = StateStorage<[Push]>([])
  /// The editing state of the stack's screens.
  let editMode = StateStorage<EditMode>(.inactive)

  var destinations: [ObjectIdentifier: Destination] {
    self.destinationsStorage.value
  }

  var pushes: [Push] {
    self.pushesStorage.value
  }

  func declare(_ type: ObjectIdentifier, _ destination: @escaping Destination) {
    let isNew = self.destinationsStorage.valueWithoutTracking[type] == nil
    if isNew {
      self.destinationsStorage.value[type] = destination
    } else {
      // A new closure for a known type: no need to show the screens again.
      self.destinationsStorage.setWithoutNotifying { $0[type] = destination }
    }
  }

  func setPush(owner: Int, _ push: Push?) {
    var pushes = self.pushesStorage.valueWithoutTracking
    let index = pushes.firstIndex { $0.owner == owner }
    switch (index, push) {
    case let (index?, push?):
      // The same push, its view made again: shown again if its inputs changed (a screen
      // reads the rest itself).
      let isSame = ViewInputs.areSame(pushes[index].view, push.view)
      pushes[index] = push
      if isSame {
        self.pushesStorage.setWithoutNotifying { $0 = pushes }
        return
      }
    case let (nil, push?):
      pushes.append(push)
    case let (index?, nil):
      pushes.remove(at: index)
    case (nil, nil):
      return
    }
    self.pushesStorage.value = pushes
  }

  /// Pops back to a depth: 0 shows the root.
  func pop(to depth: Int) {
    let pathCount = self.path().count
    if depth < pathCount {
      self.truncate(depth)
    }
    let pushes = self.pushesStorage.valueWithoutTracking
    let keep = max(0, depth - pathCount)
    for push in pushes.dropFirst(keep).reversed() {
      push.dismiss()
    }
  }
}

struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}
