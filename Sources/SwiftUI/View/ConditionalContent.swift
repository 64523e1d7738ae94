/// One of two views: what an `if`-`else` or a `switch` in a ``ViewBuilder`` builds.
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch, with its view.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  /// Which branch, with its view.
  public let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { _primitiveBody() }
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
  func _resolve(_ resolution: inout ViewResolution) {
    switch self.storage {
    case let .trueContent(view):
      resolution.add(view, .branch(true))
    case let .falseContent(view):
      resolution.add(view, .branch(false))
    }
  }
}
