/// A piece of user interface: SwiftUI's `View`, where Apple's SwiftUI doesn't exist.
///
/// A view is a value that describes what to show. Its ``body`` is made of other views, down to
/// the primitive ones this module supplies (``Text``, ``TextField``, ``Toggle``, ``VStack``, …),
/// whose body is `Never`:
///
/// ```swift
/// struct SettingsView: View {
///   @Bindable var store: StoreOf<Settings>
///
///   var body: some View {
///     Form {
///       TextField("Display name", text: $store.displayName)
///       Toggle("Protect my posts", isOn: $store.protectMyPosts)
///     }
///   }
/// }
/// ```
///
/// Off Apple's platforms nothing draws a view by itself: a renderer (a web page served by the
/// Composable Architecture's page server, or the terminal) evaluates bodies on the main actor,
/// tracking what each one reads with Observation, and evaluates a body again only when something
/// it read changed, as SwiftUI does.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder
  var body: Self.Body { get }
}

extension Never: View {
  /// Never called: `Never` is the body of views that have none.
  public var body: Never {
    fatalError("'Never' has no body")
  }
}

extension View where Body == Never {
  /// Reports misuse: a primitive view has no body.
  func _primitiveBody() -> Never {
    fatalError("\(Self.self) is a primitive view: it has no body to read")
  }
}
