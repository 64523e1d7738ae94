// NavigationLink's initializers of before NavigationStack (deprecated in SwiftUI, and still used):
// a link that pushes its destination while a binding is true, or while a selection is its tag.

extension NavigationLink {
  /// A link that pushes a view while a binding is true (deprecated in SwiftUI).
  public init(
    isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes a view while a selection is its tag, and sets the selection to the tag
  /// when pressed (deprecated in SwiftUI).
  public init<V: Hashable>(
    tag: V,
    selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      destination: destination(),
      isActive: Self.isActive(tag: tag, selection: selection),
      label: label
    )
  }

  /// A link that pushes a view while a selection is its tag (deprecated in SwiftUI).
  public init<V: Hashable>(
    destination: Destination,
    tag: V,
    selection: Binding<V?>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      destination: destination,
      isActive: Self.isActive(tag: tag, selection: selection),
      label: label
    )
  }

  /// Whether a selection is a tag: setting it true selects the tag, and false deselects it if it
  /// is still selected.
  static func isActive<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      }
    )
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized key that pushes a view while a binding is true (deprecated in
  /// SwiftUI).
  public init(
    _ titleKey: LocalizedStringKey,
    isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  /// A link titled with a string that pushes a view while a binding is true (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// A link titled with a string that pushes a view while a binding is true (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled with a localized key that pushes a view while a selection is its tag
  /// (deprecated in SwiftUI).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey,
    tag: V,
    selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string that pushes a view while a selection is its tag (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S,
    tag: V,
    selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }

  /// A link titled with a localized key that pushes a view while a selection is its tag
  /// (deprecated in SwiftUI).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey,
    destination: Destination,
    tag: V,
    selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled with a string that pushes a view while a selection is its tag (deprecated in
  /// SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S,
    destination: Destination,
    tag: V,
    selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}
