/// A control that pushes a screen on its navigation stack: SwiftUI's `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details", value: item.id)          // appends to the stack's path
/// NavigationLink("Edit") { EditView(item: item) }     // pushes a view
/// ```
public struct NavigationLink<Label: View, Destination: View> {
  enum Target {
    case value(AnyHashable?)
    case view(Destination)
    case binding(Binding<Bool>, Destination)
  }

  let label: Label
  let target: Target
}

extension NavigationLink where Destination == Never {
  /// A link that appends a value to its stack's path.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a localized key, that appends a value to its stack's path.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string, that appends a value to its stack's path.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link that pushes a view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(destination())
  }

  /// A link that pushes a view (deprecated in SwiftUI).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(destination)
  }

  /// A link that pushes a view while a binding is true (deprecated in SwiftUI).
  public init(
    destination: Destination,
    isActive: Binding<Bool>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .binding(isActive, destination)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key, that pushes a view.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string, that pushes a view.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a localized key, that pushes a view (deprecated in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string, that pushes a view (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a localized key that pushes a view while a binding is true.
  public init(
    _ titleKey: LocalizedStringKey,
    destination: Destination,
    isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}

extension NavigationLink: View {
  public var body: Never { _primitiveBody() }
}

extension NavigationLink: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    let context = environment[NavigationContextKey.self]
    let owner = resolution.node.id
    var press: (@MainActor () -> Void)?
    switch self.target {
    case let .value(value):
      if let value, let context {
        press = { context.append(value) }
      }
    case let .view(destination):
      if let context {
        press = {
          context.setPush(
            owner: owner,
            NavigationContext.Push(owner: owner, view: destination) {
              context.setPush(owner: owner, nil)
            }
          )
        }
      }
    case let .binding(isActive, destination):
      press = { isActive.wrappedValue = true }
      context?.setPush(
        owner: owner,
        isActive.wrappedValue
          ? NavigationContext.Push(owner: owner, view: destination) {
            isActive.wrappedValue = false
          }
          : nil
      )
      if let context, resolution.node.isNew {
        resolution.node.onRemoval { context.setPush(owner: owner, nil) }
      }
    }
    var description = ButtonDescription(
      role: nil,
      style: environment.controlStyle("button"),
      isEnabled: environment.isEnabled && press != nil,
      tint: environment.tint
    )
    description.isNavigationLink = true
    var actions = RenderActions()
    if environment.isEnabled {
      actions.press = press
    }
    resolution.element = RenderElement(.button(description), actions: actions)
    resolution.add(self.label, .index(0))
  }
}
