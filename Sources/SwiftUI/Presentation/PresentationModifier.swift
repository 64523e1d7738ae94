/// Presents a view over its content while a binding says so: a sheet, a popover or a
/// full-screen cover.
struct PresentationModifier: ViewModifier, _PrimitiveModifier {
  let style: String
  /// The presented view and its identity, or `nil` when nothing is presented.
  let presented: @MainActor () -> (key: AnyHashable, view: any View)?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    let context = (resolution.node.persistent as? PresentationContext) ?? PresentationContext()
    resolution.node.persistent = context
    let presented = self.presented()
    let isPresented = presented != nil
    if context.wasPresented, !isPresented, let onDismiss = self.onDismiss {
      resolution.node.graph?.enqueue(onDismiss)
    }
    context.wasPresented = isPresented
    var actions = RenderActions()
    let dismiss = self.dismiss
    if isPresented {
      actions.dismiss = {
        guard !context.isDismissDisabled.valueWithoutTracking else { return }
        dismiss()
      }
    }
    resolution.element = RenderElement(
      .presentation(
        PresentationDescription(
          style: self.style,
          isPresented: isPresented
        )
      ),
      actions: actions
    )
    resolution.addSlot("content", content)
    if let presented {
      var environment = resolution.childEnvironment
      environment.dismiss = DismissAction(action: dismiss)
      environment.isPresented = true
      environment[PresentationContextKey.self] = context
      environment[NavigationContextKey.self] = nil
      environment.editMode = nil
      resolution.add(
        PresentedView(content: presented.view, context: context),
        .id(presented.key),
        environment: environment
      )
    }
  }
}

/// What a presentation shows, in an element that says whether Escape may dismiss it. It reads
/// that flag, not the presentation: a screen that turns `.interactiveDismissDisabled()` on
/// updates this element, and the presentation's content isn't made again (a view made in a
/// sheet's closure, with the store it holds, would be).
struct PresentedView: View, _PrimitiveView {
  let content: any View
  let context: PresentationContext

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .presented(isDismissable: !self.context.isDismissDisabled.value)
    )
    resolution.add(self.content, .index(0))
  }
}

/// What a presented view tells the view that presents it: whether it may be dismissed.
@MainActor
final class PresentationContext {
  var wasPresented = false
  let isDismissDisabled = StateStorage(false)
}

struct PresentationContextKey: EnvironmentKey {
  static var defaultValue: PresentationContext? { nil }
}

/// Keeps a presented view from being dismissed by a swipe (Escape, in a web page).
struct InteractiveDismissDisabledModifier: ViewModifier, _PrimitiveModifier {
  let isDisabled: Bool

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let context = resolution.environment[PresentationContextKey.self],
      context.isDismissDisabled.valueWithoutTracking != self.isDisabled
    {
      context.isDismissDisabled.value = self.isDisabled
    }
    resolution.add(content, .index(0))
  }
}

extension View {
  /// Presents a sheet while a binding is true; dismissing it sets the binding to false.
  @preconcurrency
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self._present("sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for a binding's item while it isn't `nil`; dismissing it sets the binding
  /// to `nil`.
  @preconcurrency
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self._present("sheet", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover while a binding is true.
  @preconcurrency
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self._present(
      "fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover for a binding's item while it isn't `nil`.
  @preconcurrency
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self._present("fullScreenCover", item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover while a binding is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    self._present("popover", isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for a binding's item while it isn't `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    self._present("popover", item: item, onDismiss: nil, content: content)
  }

  private func _present<Content: View>(
    _ style: String,
    isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    self.modifier(
      PresentationModifier(
        style: style,
        presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
        dismiss: { isPresented.wrappedValue = false },
        onDismiss: onDismiss
      )
    )
  }

  private func _present<Item: Identifiable, Content: View>(
    _ style: String,
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    self.modifier(
      PresentationModifier(
        style: style,
        presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
        dismiss: { item.wrappedValue = nil },
        onDismiss: onDismiss
      )
    )
  }

  /// Keeps the presentation this view is in from being dismissed by a swipe (Escape).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self.modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
  }

  /// The heights a sheet can take: its own here.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }

  /// The heights a sheet can take, with a binding to the current one: its own here.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>,
    selection: Binding<PresentationDetent>
  ) -> some View {
    self
  }

  /// Whether a sheet shows its drag indicator: ignored here.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    self
  }

  /// A presentation's background: the default here.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    self
  }

  /// A presentation's corner radius: the default here.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    self
  }

  /// How a presentation adapts to a size class: ignored here.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
}

/// A height a sheet can take.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")

  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }

  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
}

/// How a presentation adapts.
public struct PresentationAdaptation: Sendable {
  public static let automatic = PresentationAdaptation()
  public static let none = PresentationAdaptation()
  public static let popover = PresentationAdaptation()
  public static let sheet = PresentationAdaptation()
  public static let fullScreenCover = PresentationAdaptation()
}

/// Where a popover attaches.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// A geometric value that can be resolved in a view's coordinates.
public struct Anchor<Value> {
  /// A source of an anchor.
  public struct Source: Sendable {
    public static var bounds: Source { Source() }
  }
}
