import Foundation

/// A page on the other end of a session: what it was sent.
@MainActor
final class PageSpy {
  var messages: [String] = []

  var html: String {
    guard let first = self.messages.first, let data = first.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let html = object["html"] as? String
    else { return "" }
    return html
  }

  /// The messages after the first (the updates), decoded.
  var updates: [[String: Any]] {
    self.messages.dropFirst().compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// The address of the control whose `data-k` comes last before `text` (a button's label is
  /// inside it).
  func address(before text: String, in html: String? = nil) -> String? {
    let html = html ?? self.html
    guard let range = html.range(of: ">" + text + "<") else { return nil }
    return html[..<range.lowerBound].ranges(of: #"data-k=""#).last.map {
      String(html[$0.upperBound...].prefix(16))
    }
  }

  /// The address in the last `data-k` before `marker` (an attribute that comes after the
  /// element's address, such as a presentation's `data-presented`).
  func address(before marker: String, rawIn html: String) -> String? {
    guard let range = html.range(of: marker) else { return nil }
    return html[..<range.lowerBound].ranges(of: #"data-k=""#).last.map {
      String(html[$0.upperBound...].prefix(16))
    }
  }

  /// The address in the first `data-k` after `marker` (an element's class, say).
  func address(after marker: String, rawIn html: String) -> String? {
    guard let range = html.range(of: marker),
      let key = html[range.upperBound...].range(of: #"data-k=""#)
    else { return nil }
    return String(html[key.upperBound...].prefix(16))
  }

  /// The address of the control whose `data-k` comes first after `text` (a field's or a
  /// toggle's label comes before it).
  func address(after text: String, in html: String? = nil) -> String? {
    let html = html ?? self.html
    guard let range = html.range(of: ">" + text + "<"),
      let key = html[range.upperBound...].range(of: #"data-k=""#)
    else { return nil }
    return String(html[key.upperBound...].prefix(16))
  }
}
