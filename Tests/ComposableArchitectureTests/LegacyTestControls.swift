#if !canImport(SwiftUI)
  import ComposableArchitecture

  // More stand-ins for SwiftUI, for the listings of the older seed documents: alerts presented
  // from an optional binding, `onAppear`, and buttons. They join the controls of
  // BindingsTestControls.swift, and a test finds and drives them the same way.

  /// An alert's content.
  struct Alert {
    let title: Text

    init(title: Text) {
      self.title = title
    }
  }

  /// A view that presents an alert while an optional item is not `nil`.
  struct AlertPresenter<Item>: PrimitiveView {
    let children: [any View]
    let item: Binding<Item?>
    let content: (Item) -> Alert

    /// The alert on screen, if any.
    var alert: Alert? {
      self.item.wrappedValue.map(self.content)
    }

    /// Dismisses the alert, as tapping its button would: writes `nil` to the binding.
    func dismiss() {
      self.item.wrappedValue = nil
    }
  }

  /// A view that runs an action when it appears.
  struct AppearanceObserver: PrimitiveView {
    let children: [any View]
    let action: () -> Void
  }

  struct Button: PrimitiveView {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
      self.title = title
      self.action = action
    }
  }

  extension View {
    func alert<Item: Identifiable>(
      item: Binding<Item?>,
      content: @escaping (Item) -> Alert
    ) -> AlertPresenter<Item> {
      AlertPresenter(children: [self], item: item, content: content)
    }

    func onAppear(perform action: @escaping () -> Void) -> AppearanceObserver {
      AppearanceObserver(children: [self], action: action)
    }

    func alertPresenter<Item>(of _: Item.Type) -> AlertPresenter<Item>? {
      self.primitives.lazy.compactMap { $0 as? AlertPresenter<Item> }.first
    }

    func button(_ title: String) -> Button? {
      self.primitives.lazy.compactMap { $0 as? Button }.first { $0.title == title }
    }

    /// Runs the `onAppear` actions of the view's tree, as showing it would.
    func appear() {
      for case let observer as AppearanceObserver in self.primitives {
        observer.action()
      }
    }
  }
#endif
