#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI

  extension RemoteViewRenderer {
    func textHTML(_ text: ResolvedText, id: String) -> String {
      var classes = ["text"]
      var styles: [String] = []
      if text.runs.count == 1 {
        RemoteHTML.textStyle(text.runs[0].style, into: &classes, styles: &styles)
      }
      switch text.alignment {
      case .center: styles.append("text-align:center")
      case .trailing: styles.append("text-align:end")
      case .leading: break
      }
      if let lineLimit = text.lineLimit {
        classes.append("clamped")
        styles.append("-webkit-line-clamp:\(lineLimit)")
      }
      guard text.headingLevel != nil || text.accessibilityLabel != nil else {
        // Most text: built in as few pieces as possible, as it is on every page.
        return "<span\(id)" + RemoteHTML.classAndStyle(classes, styles) + ">"
          + RemoteHTML.text(text) + "</span>"
      }
      let heading = text.headingLevel.map { " role=\"heading\" aria-level=\"\($0)\"" } ?? ""
      guard let label = text.accessibilityLabel else {
        return "<span\(id)" + RemoteHTML.classAndStyle(classes, styles) + heading + ">"
          + RemoteHTML.text(text) + "</span>"
      }
      // A screen reader reads the label; a person sees the characters.
      return "<span\(id)" + RemoteHTML.classAndStyle(classes, styles) + heading + ">"
        + "<span aria-hidden=\"true\">" + RemoteHTML.text(text) + "</span>"
        + "<span class=\"sr-only\">" + RemoteHTML.escape(label) + "</span></span>"
    }

    func imageHTML(_ image: ImageDescription, id: String) -> String {
      var classes = ["image"]
      var styles: [String] = []
      RemoteHTML.textStyle(image.style, into: &classes, styles: &styles)
      if image.isResizable { classes.append("resizable") }
      let label =
        image.label.map { " role=\"img\" aria-label=\"\(RemoteHTML.escape($0))\"" }
        ?? " aria-hidden=\"true\""
      if let name = image.systemName {
        classes.append("symbol")
        return "<span\(id)" + RemoteHTML.classAndStyle(classes, styles) + label
          + " data-symbol=\"\(RemoteHTML.escape(name))\">"
          + RemoteHTML.escape(RemoteSymbols.glyph(for: name)) + "</span>"
      }
      return "<span\(id)" + RemoteHTML.classAndStyle(classes, styles) + label
        + " data-image=\"\(RemoteHTML.escape(image.name ?? ""))\"></span>"
    }

    func buttonShell(
      _ button: ButtonDescription,
      node: ViewNode,
      id: String,
      key: String
    ) -> RemoteViewShell {
      var classes = ["btn", "style-" + RemoteHTML.cssIdentifier(button.style)]
      if let role = button.role { classes.append("role-" + RemoteHTML.cssIdentifier(role._name)) }
      if button.isNavigationLink { classes.append("nav-link") }
      var styles: [String] = []
      if let tint = button.tint { styles.append("--tint:" + RemoteHTML.css(tint)) }
      return RemoteViewShell(
        open: "<button type=\"button\"\(id)" + RemoteHTML.classAndStyle(classes, styles) + key
          + " data-ev=\"press\"" + (button.isEnabled ? "" : " disabled") + " data-c>",
        close: "</button>"
      )
    }

    func textFieldShell(
      _ field: TextFieldDescription,
      node: ViewNode,
      id: String,
      key: String
    ) -> RemoteViewShell {
      var attributes = key + " data-ev=\"set\""
      attributes += " aria-label=\"\(RemoteHTML.escape(field.title))\""
      let placeholder = field.prompt ?? field.title
      if !placeholder.isEmpty {
        attributes += " placeholder=\"\(RemoteHTML.escape(placeholder))\""
      }
      if let mode = field.inputMode { attributes += " inputmode=\"\(mode)\"" }
      if let contentType = field.contentType { attributes += " autocomplete=\"\(contentType)\"" }
      if let capitalization = field.autocapitalization {
        attributes += " autocapitalize=\"\(capitalization)\""
      }
      if field.isAutocorrectionDisabled { attributes += " autocorrect=\"off\" spellcheck=\"false\"" }
      if let submit = field.submitLabel { attributes += " enterkeyhint=\"\(submit)\"" }
      if let isFocused = field.isFocused { attributes += " data-focus=\"\(isFocused)\"" }
      if !field.isEnabled { attributes += " disabled" }
      let input: String
      if field.isMultiline {
        input = "<textarea rows=\"1\"\(attributes)>\(RemoteHTML.escape(field.text))</textarea>"
      } else {
        let type = field.isSecure ? "password" : "text"
        input = "<input type=\"\(type)\"\(attributes) value=\"\(RemoteHTML.escape(field.text))\">"
      }
      return RemoteViewShell(
        open: "<label\(id) class=\"field style-\(RemoteHTML.cssIdentifier(field.style))\"><span class=\"label\" data-c>",
        close: "</span>" + input + "</label>"
      )
    }

    func datePickerShell(_ picker: DatePickerDescription, id: String, key: String) -> RemoteViewShell
    {
      let type: String
      let value: String
      let format = ISO8601DateFormatter()
      format.timeZone = .current
      if picker.includesDate && picker.includesTime {
        type = "datetime-local"
        format.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
        value = String(format.string(from: picker.date).prefix(16))
      } else if picker.includesTime {
        type = "time"
        format.formatOptions = [.withTime, .withColonSeparatorInTime]
        value = String(format.string(from: picker.date).prefix(5))
      } else {
        type = "date"
        format.formatOptions = [.withFullDate]
        value = format.string(from: picker.date)
      }
      return RemoteViewShell(
        open: "<label\(id) class=\"datepicker\"><span class=\"label\" data-c>",
        close: "</span><input type=\"\(type)\"\(key) data-ev=\"set\" value=\"\(value)\""
          + (picker.title.isEmpty ? "" : " aria-label=\"\(RemoteHTML.escape(picker.title))\"")
          + (picker.isEnabled ? "" : " disabled") + "></label>"
      )
    }

    /// A picker and its choices, in one piece: a native select, or radio buttons (inline,
    /// segmented, radio group, wheel styles). Either way the page sends a `"pick"` of the
    /// picker's address with the choice's as the value: a value the page sends again to a new
    /// server, as it does a text field's (an action's press would be applied once, and a per-page
    /// choice would be lost with its process).
    func pickerHTML(_ node: ViewNode, id: String, key: String) -> String {
      guard case let .picker(picker)? = node.elementKind else { return "" }
      let label = node.elementChildren.first { $0.elementKind == .slot("label") }
      let content = node.elementChildren.first { $0.elementKind == .slot("content") }
      let labelText = label.map { self.plainText(of: $0) } ?? ""
      let title = picker.title.isEmpty ? labelText : picker.title
      var options: [(node: ViewNode, isSelected: Bool, text: String)] = []
      if let content {
        self.collectOptions(in: content, into: &options)
      }
      let disabled = picker.isEnabled ? "" : " disabled"
      let focus = picker.isFocused.map { " data-focus=\"\($0)\"" } ?? ""
      let labelHidden = picker.style == "segmented" || labelText.isEmpty ? " sr-only" : ""
      switch picker.style {
      case "inline", "segmented", "radioGroup", "wheel", "palette":
        var html =
          "<div\(id) class=\"picker radios style-\(picker.style)\" role=\"radiogroup\" aria-label=\"\(RemoteHTML.escape(title))\"\(focus)>"
          + "<span class=\"label\(labelHidden)\">\(RemoteHTML.escape(labelText))</span><span class=\"choices\">"
        for option in options {
          html +=
            "<label class=\"choice\"><input type=\"radio\" name=\"r\(node.id)\"\(key) data-ev=\"pick\" value=\"\(RemoteHTML.address(option.node.address))\""
            + (option.isSelected ? " checked" : "") + disabled + "><span>"
            + RemoteHTML.escape(option.text) + "</span></label>"
        }
        return html + "</span></div>"
      default:
        var html =
          "<label\(id) class=\"picker menu\"><span class=\"label\">\(RemoteHTML.escape(labelText))</span>"
          + "<select\(key) data-ev=\"pick\" aria-label=\"\(RemoteHTML.escape(title))\"\(focus)\(disabled)>"
        if !options.contains(where: \.isSelected) {
          html += "<option value=\"\" selected disabled></option>"
        }
        for option in options {
          html +=
            "<option value=\"\(RemoteHTML.address(option.node.address))\""
            + (option.isSelected ? " selected" : "") + ">" + RemoteHTML.escape(option.text)
            + "</option>"
        }
        return html + "</select></label>"
      }
    }

    private func collectOptions(
      in node: ViewNode,
      into options: inout [(node: ViewNode, isSelected: Bool, text: String)]
    ) {
      for child in node.elementChildren {
        if case let .option(option)? = child.elementKind {
          options.append((child, option.isSelected, self.plainText(of: child)))
        } else {
          self.collectOptions(in: child, into: &options)
        }
      }
    }

    /// The characters of the text and images below a node, in order.
    func plainText(of node: ViewNode) -> String {
      var parts: [String] = []
      self.appendPlainText(of: node, to: &parts)
      return parts.joined(separator: " ")
    }

    private func appendPlainText(of node: ViewNode, to parts: inout [String]) {
      switch node.elementKind {
      case let .text(text)?:
        parts.append(text.plainText)
      case let .image(image)?:
        if let label = image.label, image.systemName == nil { parts.append(label) }
      default:
        for child in node.elementChildren {
          self.appendPlainText(of: child, to: &parts)
        }
      }
    }
  }
#endif
