import SettingsFeature

/// The page's files (`Page/`, embedded in the program when it is built).
enum PageAssets {
  /// The script.
  static let script = String(decoding: PackageResources.settings_js, as: UTF8.self)
  /// The style sheet.
  static let styleSheet = String(decoding: PackageResources.settings_css, as: UTF8.self)

  private static let template = String(decoding: PackageResources.index_html, as: UTF8.self)

  /// The page, with its token for the WebSocket, the display name's length limit and the digest's
  /// choices filled in.
  ///
  /// - Parameter token: The page's token: hexadecimal digits, safe in an attribute.
  static func indexHTML(token: String) -> String {
    let digestOptions = Digest.allCases.map { digest in
      #"<option value="\#(escaped(digest.rawValue))">\#(escaped(digest.title))</option>"#
    }
    return self.template
      .replacingOccurrences(of: "{{token}}", with: escaped(token))
      .replacingOccurrences(of: "{{maximumLength}}", with: "\(Settings.maximumDisplayNameLength)")
      .replacingOccurrences(of: "{{digestOptions}}", with: digestOptions.joined(separator: "\n"))
  }
}

/// Text escaped for HTML, in an element or a quoted attribute.
private func escaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    default: result.append(character)
    }
  }
  return result
}
