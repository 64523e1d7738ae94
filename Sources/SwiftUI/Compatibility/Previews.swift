// Xcode's previews, which SwiftUI files declare: they compile here and show nothing (there is no
// canvas). A `#Preview`'s closure is type-checked as on Apple's platforms. The `#Preview` and
// `@Previewable` macros (PreviewMacros.swift) are expanded by this module's own plugin,
// SwiftUIMacros, which doesn't use swift-syntax (see Package.swift).

/// The kinds of previews.
public struct Preview {
  /// The traits of view previews.
  public enum ViewTraits {}
}

/// A trait of a preview: its layout, orientation, or a modifier.
@MainActor
public struct PreviewTrait<T>: Sendable {
  nonisolated init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  public nonisolated static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
  public nonisolated static var portrait: PreviewTrait<T> { PreviewTrait() }
  public nonisolated static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
  public nonisolated static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
  public nonisolated static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }

  public nonisolated static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait()
  }

  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    PreviewTrait()
  }
}

/// Changes the content of previews: `DeveloperToolsSupport`'s `PreviewModifier`.
@MainActor
@preconcurrency
public protocol PreviewModifier {
  associatedtype Context = Void
  associatedtype Body: View
  typealias Content = PreviewModifierContent

  static func makeSharedContext() async throws -> Context

  @ViewBuilder
  func body(content: Self.Content, context: Self.Context) -> Self.Body
}

extension PreviewModifier where Context == Void {
  public static func makeSharedContext() async throws {}
}

/// The content a preview modifier changes.
public struct PreviewModifierContent: View {
  public var body: EmptyView {
    EmptyView()
  }
}

/// A type that declares previews, as SwiftUI did before `#Preview`.
@MainActor
@preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder
  static var previews: Self.Previews { get }
}

/// A device for a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.rawValue = value
  }
}

/// The layout of a preview.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

extension View {
  /// The device of a preview: ignored here.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    self
  }

  /// The layout of a preview: ignored here.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    self
  }

  /// The name of a preview: ignored here.
  public func previewDisplayName(_ value: String?) -> some View {
    self
  }

  /// The orientation of a preview: ignored here.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    self
  }
}

/// An orientation of a device.
public struct InterfaceOrientation: Sendable {
  public static let portrait = InterfaceOrientation()
  public static let portraitUpsideDown = InterfaceOrientation()
  public static let landscapeLeft = InterfaceOrientation()
  public static let landscapeRight = InterfaceOrientation()
}
