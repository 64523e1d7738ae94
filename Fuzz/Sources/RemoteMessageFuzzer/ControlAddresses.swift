/// The control addresses a view session sent its page (the `data-k` attributes of its HTML), in
/// the order first sent, so that a fuzzer's input can name a control by its number.
struct ControlAddresses {
  private var addresses: [String] = []
  private var known: Set<String> = []

  /// Adds the addresses in what a session sent: its HTML, or the HTML of its changes (escaped in
  /// JSON, hence the backslash before each quote).
  mutating func collect(from sent: [String]) {
    let marker = #"data-k=\""#
    for text in sent {
      var rest = text[...]
      while let range = rest.range(of: marker) {
        let address = rest[range.upperBound...].prefix(16)
        rest = rest[range.upperBound...]
        guard address.count == 16, address.allSatisfy(\.isHexDigit) else { continue }
        if self.known.insert(String(address)).inserted {
          self.addresses.append(String(address))
        }
      }
    }
  }

  /// The message with each control given as `"#N"` replaced by the Nth address (modulo their
  /// number); the message as it is when there are none.
  func substitute(in message: String) -> String {
    guard !self.addresses.isEmpty, message.contains(##""#"##) else { return message }
    var result = ""
    var rest = message[...]
    while let start = rest.range(of: ##""#"##) {
      result += rest[..<start.lowerBound]
      let digits = rest[start.upperBound...].prefix(while: \.isNumber).prefix(9)
      let afterDigits = rest[start.upperBound...].dropFirst(digits.count)
      if let number = Int(digits), afterDigits.first == "\"" {
        result += "\"" + self.addresses[number % self.addresses.count] + "\""
        rest = afterDigits.dropFirst()
      } else {
        result += "\"#"
        rest = rest[start.upperBound...]
      }
    }
    return result + rest
  }
}
