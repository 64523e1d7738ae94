#if RemotePageServer
  import ComposableArchitecture

  /// The generic page script, served at ``RemotePageServer/scriptPath``.
  enum GenericScript {
    /// The script's text: the library's.
    static var text: String { RemotePage.script }
  }
#endif
