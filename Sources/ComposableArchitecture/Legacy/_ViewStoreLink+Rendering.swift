#if !canImport(Darwin)
  import SwiftUI

  /// A view that holds a link is given its view store when a renderer installs its properties,
  /// before its body runs: outside the tracking of any body, so that no body but the ones that
  /// read the view state follows it.
  @available(*, deprecated, message: "The view store of a view of the older API.")
  extension _ViewStoreLink: _GraphInstallable {
    func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
      _ = self.viewStore
    }
  }
#endif
