/// Runs actions when its content appears and disappears.
struct AppearanceModifier: ViewModifier, _PrimitiveModifier {
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if resolution.node.isNew {
      if let onAppear = self.onAppear {
        resolution.node.graph?.enqueue(onAppear)
      }
      if let onDisappear = self.onDisappear {
        resolution.node.onRemoval(onDisappear)
      }
    }
    resolution.add(content, .index(0))
  }
}

/// Runs a task while its content is shown, again when its ID changes.
struct TaskModifier: ViewModifier, _PrimitiveModifier {
  let id: AnyHashable
  let priority: TaskPriority
  let action: @Sendable @MainActor () async -> Void

  typealias Body = Never

  final class Running {
    var id: AnyHashable
    var task: Task<Void, Never>?

    init(id: AnyHashable) {
      self.id = id
    }
  }

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    let node = resolution.node
    if let running = node.persistent as? Running {
      if running.id != self.id {
        running.id = self.id
        let action = self.action
        let priority = self.priority
        node.graph?.enqueue {
          running.task?.cancel()
          running.task = Task(priority: priority) { @MainActor in await action() }
        }
      }
    } else {
      let running = Running(id: self.id)
      node.persistent = running
      let action = self.action
      let priority = self.priority
      node.graph?.enqueue {
        guard node.isAttached else { return }
        running.task = Task(priority: priority) { @MainActor in await action() }
      }
      node.onRemoval {
        running.task?.cancel()
        running.task = nil
      }
    }
    resolution.add(content, .index(0))
  }
}

/// Runs an action when a value changes.
struct OnChangeModifier<V: Equatable>: ViewModifier, _PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void

  typealias Body = Never

  final class Last {
    var value: V

    init(_ value: V) {
      self.value = value
    }
  }

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    let node = resolution.node
    let newValue = self.value
    let action = self.action
    if let last = node.persistent as? Last {
      if last.value != newValue {
        let oldValue = last.value
        last.value = newValue
        node.graph?.enqueue { action(oldValue, newValue) }
      }
    } else {
      node.persistent = Last(newValue)
      if self.initial {
        node.graph?.enqueue { action(newValue, newValue) }
      }
    }
    resolution.add(content, .index(0))
  }
}

extension View {
  /// Runs an action when the view appears.
  @preconcurrency
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    self.modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs an action when the view disappears.
  @preconcurrency
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    self.modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
  }

  /// Runs a task while the view is shown: it starts when the view appears and is cancelled
  /// when it disappears.
  @preconcurrency
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    self.modifier(TaskModifier(id: AnyHashable(0), priority: priority, action: action))
  }

  /// Runs a task while the view is shown, cancelled and started again when `id` changes.
  @preconcurrency
  public func task<T: Equatable & Hashable>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    self.modifier(TaskModifier(id: AnyHashable(value), priority: priority, action: action))
  }

  /// Runs an action when a value changes, with the old and new values.
  @preconcurrency
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    self.modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs an action when a value changes.
  @preconcurrency
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping @MainActor () -> Void
  ) -> some View {
    self.modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs an action with the new value when a value changes (deprecated in SwiftUI).
  @_disfavoredOverload
  @preconcurrency
  public func onChange<V: Equatable>(
    of value: V,
    perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some View {
    self.modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs an action when a text field below is submitted (Return).
  @preconcurrency
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
    -> some View
  {
    self._environment { $0[SubmitActionsKey.self].append(action) }
  }

  /// Stops `onSubmit` actions above from running for the views below.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    self._environment { if isBlocking { $0[SubmitActionsKey.self] = [] } }
  }

  /// Lets a person refresh the list or scroll view below (pull to refresh; a web page shows a
  /// refresh button).
  @preconcurrency
  public func refreshable(action: @escaping @Sendable @MainActor () async -> Void) -> some View {
    self.environment(\.refresh, RefreshAction(action: action))
  }
}

/// What submits a view.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
