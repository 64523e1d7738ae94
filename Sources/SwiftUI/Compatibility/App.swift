/// An app: SwiftUI's `App`. Off Apple's platforms there is no app to run: an app's scenes
/// compile, and its views are served by a renderer (the page server's `run(view:)`, or a
/// terminal program).
@MainActor
@preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder
  var body: Self.Body { get }
  init()
}

extension App {
  /// Says how to show the app's views here, and exits: there is no windowing system.
  public static func main() {
    FileHandle.standardError.write(
      Data(
        """
        \(Self.self): SwiftUI apps have no window here. Serve the app's root view in a browser \
        with the Composable Architecture's page server (RemotePageServer.run(view:)).\n
        """.utf8
      )
    )
    exit(1)
  }
}

/// A part of an app's interface: SwiftUI's `Scene`.
@MainActor
@preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder
  var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene {
  /// Sets a value of the environment of the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    self
  }

  /// Runs an action when a value changes: ignored here.
  public func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    self
  }

  /// Commands of the scene: ignored here.
  public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene {
    self
  }
}

/// A window of views: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
  /// The window's root view.
  public let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Several scenes.
public struct _TupleScene<T>: Scene {
  let value: T

  public var body: Never { fatalError("_TupleScene is a primitive scene") }
}

/// Builds scenes: SwiftUI's `SceneBuilder`.
@resultBuilder
@MainActor
public struct SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> _TupleScene<(repeat each Content)>
  {
    _TupleScene(value: (repeat each content))
  }
}

/// Builds menu commands: SwiftUI's `CommandsBuilder`.
@resultBuilder
public struct CommandsBuilder {
  public static func buildBlock<each Content>(_ content: repeat each Content) -> Void {}
}
