@_spi(Rendering) import SwiftUI

extension ViewNode {
  /// The texts the node's element subtree shows, in order: what the tests of view graphs read.
  @MainActor
  var shownTexts: [String] {
    var texts: [String] = []
    if case let .text(text)? = self.elementKind {
      texts.append(text.plainText)
    }
    for child in self.elementChildren {
      texts += child.shownTexts
    }
    return texts
  }
}
