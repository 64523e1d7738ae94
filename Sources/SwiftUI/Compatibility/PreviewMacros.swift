/// Declares a preview of a view: SwiftUI's `#Preview`. It declares nothing here (there is no
/// canvas); the closure is type-checked as on Apple's platforms.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's state: SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")
