/// The generic page script of remote bindings, which binds any page to a ``RemoteSession`` by
/// HTML attributes (`data-bind`, `data-text`, `data-send`, `data-rows`, …).
///
/// The library ships it as a resource; serve it at a path of your choice, and name that path in
/// the page's `<script src>`:
///
/// ```swift
/// // Hummingbird
/// router.get("/remote-bindings.js") { _, _ in
///   Response(
///     status: .ok,
///     headers: [.contentType: "text/javascript; charset=utf-8"],
///     body: ResponseBody(byteBuffer: ByteBuffer(string: RemotePage.script))
///   )
/// }
/// ```
///
/// The page loads it with `<script src="/remote-bindings.js" defer></script>` and names its
/// WebSocket with `<meta name="remote-bindings-socket" content="/ws?token=…">`.
public enum RemotePage {
  /// The generic page script; serve it at a path of your choice.
  public static let script = String(decoding: PackageResources.remote_bindings_js, as: UTF8.self)
}
