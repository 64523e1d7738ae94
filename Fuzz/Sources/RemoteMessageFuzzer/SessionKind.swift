/// The session an input is fed to.
enum SessionKind: Hashable {
  /// The hand-described page's session (``RemoteSession`` with the todo list's allow-list).
  case page
  /// A view session showing ``TodosView``.
  case view

  /// How each message the session sends begins: its first member.
  var prefixes: [String] {
    switch self {
    case .page: [#"{"field":"#, #"{"rows":"#, #"{"action":"#, #"{"error":"#]
    case .view: [#"{"html":"#, #"{"p":"#, #"{"error":"#]
    }
  }
}
