/// The generic page script, served at ``RemotePageServer/scriptPath``.
enum GenericScript {
  /// The script's text: the library's, once it ships one (`RemotePage.script`).
  static let text = "// The generic page script comes with the library (RemotePage.script).\n"
}
