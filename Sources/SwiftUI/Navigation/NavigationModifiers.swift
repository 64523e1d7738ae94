/// Declares the screen a navigation stack shows for values of a type in its path.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier,
  _PrimitiveModifier
{
  let destination: @MainActor (D) -> Destination

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let context = resolution.environment[NavigationContextKey.self] {
      let destination = self.destination
      context.declare(ObjectIdentifier(D.self)) { value in
        destination(value.base as! D)
      }
    }
    resolution.add(content, .index(0))
  }
}

/// Pushes a screen on the navigation stack while a binding says so.
struct NavigationPushModifier: ViewModifier, _PrimitiveModifier {
  let push: (@MainActor () -> (any View)?)
  let dismiss: @MainActor () -> Void

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let context = resolution.environment[NavigationContextKey.self] {
      let owner = resolution.node.id
      context.setPush(
        owner: owner,
        self.push().map { NavigationContext.Push(owner: owner, view: $0, dismiss: self.dismiss) }
      )
      if resolution.node.isNew {
        resolution.node.onRemoval { context.setPush(owner: owner, nil) }
      }
    }
    resolution.add(content, .index(0))
  }
}

/// The title of the screen a view is on.
struct NavigationTitleModifier: ViewModifier, _PrimitiveModifier {
  let title: @MainActor () -> String

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.navigationTitle(self.title()))
    resolution.add(content, .index(0))
  }
}

extension View {
  /// Declares the screen the navigation stack shows for values of a type in its path.
  @preconcurrency
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type,
    @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    self.modifier(NavigationDestinationModifier(destination: destination))
  }

  /// Pushes a screen on the navigation stack while a binding is true; popping it sets the
  /// binding to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder destination: () -> V
  ) -> some View {
    let view = destination()
    return self.modifier(
      NavigationPushModifier(
        push: { isPresented.wrappedValue ? view : nil },
        dismiss: { isPresented.wrappedValue = false }
      )
    )
  }

  /// Pushes a screen on the navigation stack for a binding's value while it isn't `nil`;
  /// popping it sets the binding to `nil`.
  @preconcurrency
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    self.modifier(
      NavigationPushModifier(
        push: { item.wrappedValue.map { destination($0) } },
        dismiss: { item.wrappedValue = nil }
      )
    )
  }

  /// The title of the screen this view is on: renderers show it as the screen's heading.
  public func navigationTitle(_ title: Text) -> some View {
    self.modifier(NavigationTitleModifier { title.plainText })
  }

  /// The title of the screen this view is on, with a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    self.navigationTitle(Text(titleKey))
  }

  /// The title of the screen this view is on, with a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self.navigationTitle(Text(title))
  }

  /// The editable title of the screen this view is on: shown as the binding's text here.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    self.modifier(NavigationTitleModifier { title.wrappedValue })
  }

  /// The title of the screen, shown inline or large.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    self._decorated(.navigationBarTitleDisplayMode(displayMode.name))
  }

  /// The title of the screen, and how it shows (deprecated in SwiftUI).
  public func navigationBarTitle(
    _ title: Text,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    self.navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The title of the screen, and how it shows (deprecated in SwiftUI).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    self.navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }

  /// Hides the screen's back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    self.modifier(
      OptionalDecorationModifier(decoration: hidesBackButton ? .navigationBarBackButtonHidden : nil)
    )
  }

  /// Hides the navigation bar: shown here.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    self
  }

  /// A subtitle of the screen: shown with the title here.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    self
  }
}

/// The navigation bar's items.
public enum NavigationBarItem {
  /// How a screen's title shows.
  public struct TitleDisplayMode: Hashable, Sendable {
    let name: String

    public static let automatic = TitleDisplayMode(name: "automatic")
    public static let inline = TitleDisplayMode(name: "inline")
    public static let large = TitleDisplayMode(name: "large")
  }
}

/// A decoration, or nothing.
struct OptionalDecorationModifier: ViewModifier, _PrimitiveModifier {
  let decoration: Decoration?

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let decoration = self.decoration {
      resolution.element = RenderElement(.decoration(decoration))
    }
    resolution.add(content, .index(0))
  }
}
