#if canImport(SwiftUI)
  import struct SwiftUI.Binding
#else
  import ComposableArchitecture
#endif

/// A control that turns an option on or off.
///
/// ```swift
/// Toggle("Protect my posts", isOn: $store.protectMyPosts)
/// ```
///
/// draws `[x] On` or `[ ] Off`. Space or Enter writes the opposite value to the binding.
public struct Toggle: Control {
  public let title: String
  /// Whether the option is on.
  public let isOn: Binding<Bool>

  /// Creates a toggle.
  ///
  /// - Parameters:
  ///   - title: The title shown next to the toggle.
  ///   - isOn: Whether the option is on.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public var keyHelp: String {
    "Space/Enter toggle"
  }

  public func render(_ context: ControlContext) -> ControlContent {
    let line: Line =
      self.isOn.wrappedValue
      ? [Span("[x] "), Span("On", style: .bold)]
      : [Span("[ ] "), Span("Off", style: .dim)]
    return ControlContent(line.width > context.width ? line.fitted(to: context.width) : line)
  }

  public func handle(_ key: Key, _ context: inout ControlContext) -> Bool {
    switch key {
    case .character(" "), .enter:
      self.isOn.wrappedValue = !self.isOn.wrappedValue
      return true
    default:
      return false
    }
  }
}
