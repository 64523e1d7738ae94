import CustomDump

/// What ``WithViewStore/_printChanges(_:)`` prints: the view state each time the content is
/// built, whole the first time and as a difference afterwards.
final class _WithViewStoreChanges<ViewState> {
  let prefix: String
  private var previous: ViewState?

  init(prefix: String) {
    self.prefix = prefix
  }

  /// Prints the state the content is built from, for the content described by `name`.
  func report(_ state: ViewState, in name: String) {
    let difference: String
    if let previous = self.previous {
      difference = diff(previous, state).map { "(Changed state)\n\($0)" }
        ?? "(No difference in state detected)"
    } else {
      var dump = ""
      customDump(state, to: &dump, indent: 2)
      difference = "(Initial state)\n\(dump)"
    }
    self.previous = state
    print("\(self.prefix.isEmpty ? "" : "\(self.prefix): ")\(name) \(difference)")
  }
}
