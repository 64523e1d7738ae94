/// Presents an alert or a confirmation dialog over its content while a binding says so: its
/// title, its message, and its buttons, each of which runs its action and then dismisses it.
///
/// Its element's children are the ``RenderElement/Kind/slot(_:)``s "content" and, while
/// presented, "dialog", which holds the slots "message" and "actions".
struct AlertModifier: ViewModifier, _PrimitiveModifier {
  let title: () -> String
  let isPresented: Binding<Bool>
  let isConfirmationDialog: Bool
  let titleVisibility: Visibility
  let actions: () -> any View
  let message: (() -> any View)?

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    let isPresented = self.isPresented.wrappedValue
    let binding = self.isPresented
    var actions = RenderActions()
    if isPresented {
      actions.dismiss = { binding.wrappedValue = false }
    }
    let isTitleVisible =
      !self.isConfirmationDialog || self.titleVisibility == .visible
    resolution.element = RenderElement(
      .alert(
        AlertDescription(
          title: isPresented ? self.title() : "",
          isConfirmationDialog: self.isConfirmationDialog,
          isPresented: isPresented,
          isTitleVisible: isTitleVisible
        )
      ),
      actions: actions
    )
    resolution.addSlot("content", content)
    guard isPresented else { return }
    var environment = resolution.childEnvironment
    environment[AlertDismissKey.self] = { binding.wrappedValue = false }
    environment[NavigationContextKey.self] = nil
    var buttons = self.actions()
    // As SwiftUI: an alert whose actions show no button (none given, an `AlertState` without
    // buttons) gets an "OK" button, which dismisses it.
    if EmptyContent.showsNothing(buttons) {
      buttons = Button("OK") {}
    }
    resolution.addSlot(
      "dialog",
      AlertDialogContent(message: self.message?(), actions: buttons),
      environment: environment
    )
  }
}

/// What an alert shows below its title: its message, then its buttons.
struct AlertDialogContent: View, _PrimitiveView {
  let message: (any View)?
  let actions: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    if let message = self.message {
      resolution.addSlot("message", message)
    }
    resolution.addSlot("actions", self.actions)
  }
}

/// Dismisses the alert the button below is in, before its action runs.
struct AlertDismissKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension View {
  /// Presents an alert while a binding is true, with buttons.
  public func alert<A: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: isPresented,
        isConfirmationDialog: false,
        titleVisibility: .visible,
        actions: { actions },
        message: nil
      )
    )
  }

  /// Presents an alert while a binding is true, with buttons.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    self.alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert while a binding is true, with buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    self.alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert while a binding is true, with buttons and a message.
  public func alert<A: View, M: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: isPresented,
        isConfirmationDialog: false,
        titleVisibility: .visible,
        actions: { actions },
        message: { message }
      )
    )
  }

  /// Presents an alert while a binding is true, with buttons and a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    self.alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert while a binding is true, with buttons and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    self.alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`.
  public func alert<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: Self.presenting(isPresented, data),
        isConfirmationDialog: false,
        titleVisibility: .visible,
        actions: { Self.view(data, actions) },
        message: nil
      )
    )
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    self.alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    self.alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`, with a
  /// message.
  public func alert<A: View, M: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: Self.presenting(isPresented, data),
        isConfirmationDialog: false,
        titleVisibility: .visible,
        actions: { Self.view(data, actions) },
        message: { Self.view(data, message) }
      )
    )
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`, with a
  /// message.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    self.alert(
      Text(titleKey),
      isPresented: isPresented,
      presenting: data,
      actions: actions,
      message: message
    )
  }

  /// Presents an alert about data while a binding is true and the data isn't `nil`, with a
  /// message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    self.alert(
      Text(title),
      isPresented: isPresented,
      presenting: data,
      actions: actions,
      message: message
    )
  }

  /// Presents an alert for an error while a binding is true, with buttons.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>,
    error: E?,
    @ViewBuilder actions: () -> A
  ) -> some View {
    self.alert(
      Text(verbatim: error?.errorDescription ?? ""),
      isPresented: Self.presenting(isPresented, error),
      actions: actions
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons.
  public func confirmationDialog<A: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = actions()
    return self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: isPresented,
        isConfirmationDialog: true,
        titleVisibility: titleVisibility,
        actions: { actions },
        message: nil
      )
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    self.confirmationDialog(
      Text(titleKey),
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    self.confirmationDialog(
      Text(title),
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons and a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: isPresented,
        isConfirmationDialog: true,
        titleVisibility: titleVisibility,
        actions: { actions },
        message: { message }
      )
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons and a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    self.confirmationDialog(
      Text(titleKey),
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions,
      message: message
    )
  }

  /// Presents a confirmation dialog while a binding is true, with buttons and a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    self.confirmationDialog(
      Text(title),
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      actions: actions,
      message: message
    )
  }

  /// Presents a confirmation dialog about data while a binding is true and the data isn't
  /// `nil`, with buttons and a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: Self.presenting(isPresented, data),
        isConfirmationDialog: true,
        titleVisibility: titleVisibility,
        actions: { Self.view(data, actions) },
        message: { Self.view(data, message) }
      )
    )
  }

  /// Presents a confirmation dialog about data while a binding is true and the data isn't
  /// `nil`, with buttons.
  public func confirmationDialog<A: View, T>(
    _ title: Text,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    self.modifier(
      AlertModifier(
        title: { title.plainText },
        isPresented: Self.presenting(isPresented, data),
        isConfirmationDialog: true,
        titleVisibility: titleVisibility,
        actions: { Self.view(data, actions) },
        message: nil
      )
    )
  }

  /// Presents a confirmation dialog about data, titled with a localized key.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    self.confirmationDialog(
      Text(titleKey),
      isPresented: isPresented,
      titleVisibility: titleVisibility,
      presenting: data,
      actions: actions,
      message: message
    )
  }

  /// Presents an alert made by a closure while a binding is true (deprecated in SwiftUI).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.modifier(alert.modifier(isPresented: isPresented, isConfirmationDialog: false))
  }

  /// Presents an alert for a binding's item while it isn't `nil` (deprecated in SwiftUI).
  public func alert<Item: Identifiable>(
    item: Binding<Item?>,
    content: @escaping (Item) -> Alert
  ) -> some View {
    let alert = item.wrappedValue.map(content) ?? Alert(title: Text(verbatim: ""))
    return self.modifier(
      alert.modifier(isPresented: Binding(item), isConfirmationDialog: false)
    )
  }

  /// Presents an action sheet while a binding is true (deprecated in SwiftUI).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return self.modifier(sheet.alert.modifier(isPresented: isPresented, isConfirmationDialog: true))
  }

  /// Presents an action sheet for a binding's item while it isn't `nil` (deprecated in
  /// SwiftUI).
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>,
    content: (Item) -> ActionSheet
  ) -> some View {
    let alert = item.wrappedValue.map(content)?.alert ?? Alert(title: Text(verbatim: ""))
    return self.modifier(alert.modifier(isPresented: Binding(item), isConfirmationDialog: true))
  }

  /// The view made for data, or nothing.
  static func view<T, V: View>(_ data: T?, _ make: (T) -> V) -> any View {
    if let data {
      return make(data)
    }
    return EmptyView()
  }

  /// A binding that is true while `isPresented` is and `data` isn't `nil`.
  static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
    Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 }
    )
  }
}

extension Binding where Value == Bool {
  /// A binding that is true while an optional binding's value isn't `nil`; writing false
  /// writes `nil`.
  public init<Wrapped>(_ optional: Binding<Wrapped?>) {
    self.init(
      get: { optional.wrappedValue != nil },
      set: { isPresented in
        if !isPresented {
          optional.wrappedValue = nil
        }
      }
    )
  }
}
