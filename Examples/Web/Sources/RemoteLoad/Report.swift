import Foundation

/// The readable report and its JSON line.
struct Report {
  private var lines: [String] = []
  private var fields: [(String, String)] = []

  init(label: String) {
    if !label.isEmpty {
      self.text("label", label)
    }
  }

  static func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "\(value)" }
    if abs(value) >= 100 { return String(Int(value.rounded())) }
    return String(format: "%.2f", value)
  }

  mutating func section(_ name: String) {
    self.lines.append("")
    self.lines.append("== \(name)")
  }

  mutating func line(_ text: String) {
    self.lines.append(text)
  }

  mutating func reasons(_ reasons: [String: Int]) {
    for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) {
      self.lines.append("  \(count) × \(reason)")
    }
  }

  /// A goal: PASS or FAIL when `--fail-on` names it, MISS (reported, not failing the run) when
  /// a goal it doesn't name is missed.
  mutating func check(_ name: String, passed: Bool, counts: Bool, message: String) {
    let verdict = passed ? "PASS" : counts ? "FAIL" : "MISS"
    self.lines.append("\(verdict) \(name): \(message)")
    self.fields.append(("check.\(name)", passed ? "true" : "false"))
  }

  mutating func number(_ key: String, _ value: Int?) {
    self.fields.append((key, value.map { String($0) } ?? "null"))
  }

  mutating func number(_ key: String, _ value: Double?) {
    guard let value, value.isFinite else {
      self.fields.append((key, "null"))
      return
    }
    self.fields.append((key, String(format: "%.3f", value)))
  }

  mutating func bool(_ key: String, _ value: Bool) {
    self.fields.append((key, value ? "true" : "false"))
  }

  mutating func text(_ key: String, _ value: String) {
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default:
        if scalar.value < 0x20 {
          escaped += String(format: "\\u%04x", scalar.value)
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    self.fields.append((key, "\"\(escaped)\""))
  }

  func print() {
    for line in self.lines {
      Swift.print(line)
    }
    Swift.print("")
    Swift.print("{" + self.fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
  }
}
