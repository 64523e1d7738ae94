#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI

  extension RemoteViewRenderer {
    /// The HTML of a node's element around its children.
    func shell(for node: ViewNode) -> RemoteViewShell {
      guard let element = node.element else { return RemoteViewShell(open: "", close: "") }
      let id = " id=\"n\(node.id)\""
      let key = " data-k=\"\(RemoteHTML.address(node.address))\""
      switch element.kind {
      case .root:
        return .container("div", id + " class=\"root\"")

      case let .text(text):
        return RemoteViewShell(open: self.textHTML(text, id: id), close: "")

      case let .image(image):
        return RemoteViewShell(open: self.imageHTML(image, id: id), close: "")

      case let .shape(shape):
        var styles: [String] = []
        if let fill = shape.fill { styles.append("background:" + RemoteHTML.css(fill)) }
        if let stroke = shape.stroke {
          styles.append("border:\(RemoteHTML.number(shape.lineWidth))px solid " + RemoteHTML.css(stroke))
        }
        let outline: String
        switch shape.outline {
        case .rectangle, .other: outline = "rect"
        case let .roundedRectangle(radius):
          outline = "rect"
          styles.append("border-radius:\(RemoteHTML.number(radius))px")
        case .capsule: outline = "capsule"
        case .circle: outline = "circle"
        case .ellipse: outline = "ellipse"
        }
        if shape.trimFrom > 0 || shape.trimTo < 1 {
          styles.append("--trim:\(RemoteHTML.number(shape.trimTo - shape.trimFrom))")
        }
        return RemoteViewShell(
          open: "<div\(id)" + RemoteHTML.classAndStyle(["shape", outline], styles)
            + " aria-hidden=\"true\"></div>",
          close: ""
        )

      case let .color(color):
        return RemoteViewShell(
          open: "<div\(id) class=\"color\" style=\"background:\(RemoteHTML.escape(RemoteHTML.css(color)))\" aria-hidden=\"true\"></div>",
          close: ""
        )

      case let .stack(stack):
        var classes = ["stack"]
        switch stack.axis {
        case .horizontal: classes.append("h")
        case .vertical: classes.append("v")
        case .depth: classes.append("z")
        }
        var styles: [String] = []
        if let spacing = stack.spacing { styles.append("gap:\(RemoteHTML.number(spacing))px") }
        switch stack.axis {
        case .horizontal: classes.append("a-" + stack.alignment.vertical._name)
        case .vertical: classes.append("a-" + stack.alignment.horizontal._name)
        case .depth:
          classes.append("a-" + stack.alignment.horizontal._name)
          classes.append("av-" + stack.alignment.vertical._name)
        }
        if let columns = stack.columns {
          classes.append("grid")
          styles.append("grid-template-columns:repeat(\(columns),minmax(0,1fr))")
        }
        return .container("div", id + RemoteHTML.classAndStyle(classes, styles))

      case let .spacer(minLength):
        let style = minLength.map { " style=\"min-width:\(RemoteHTML.number($0))px;min-height:\(RemoteHTML.number($0))px\"" } ?? ""
        return RemoteViewShell(open: "<div\(id) class=\"spacer\"\(style)></div>", close: "")

      case .divider:
        return RemoteViewShell(open: "<hr\(id) class=\"divider\">", close: "")

      case let .scrollView(axes, _):
        let direction = axes.contains(.horizontal) && !axes.contains(.vertical) ? " h" : ""
        return .container("div", id + " class=\"scroll\(direction)\"")

      case let .form(style):
        return .container("div", id + " class=\"form style-\(RemoteHTML.cssIdentifier(style))\" role=\"form\"")

      case let .list(list):
        var classes = ["list", "style-" + RemoteHTML.cssIdentifier(list.style)]
        if list.isEditing { classes.append("editing") }
        var refresh = ""
        if list.isRefreshable {
          refresh =
            "<button type=\"button\" class=\"refresh\"\(key) data-ev=\"refresh\" aria-label=\"Refresh\">↻</button>"
        }
        return RemoteViewShell(
          open: "<div\(id)" + RemoteHTML.classAndStyle(classes, []) + " role=\"list\">" + refresh
            + "<div class=\"list-rows\" data-c>",
          close: "</div></div>"
        )

      case let .section(section):
        var attributes = id + " class=\"section\""
        if section.isCollapsible {
          attributes += key + " data-expanded=\"\(section.isExpanded)\""
        }
        return .container("section", attributes)

      case let .slot(name):
        return self.slotShell(name, node: node, id: id)

      case let .button(button):
        return self.buttonShell(button, node: node, id: id, key: key)

      case let .textField(field):
        return self.textFieldShell(field, node: node, id: id, key: key)

      case let .toggle(toggle):
        var classes = ["toggle", "style-" + RemoteHTML.cssIdentifier(toggle.style)]
        if !toggle.isEnabled { classes.append("disabled") }
        let tint = toggle.tint.map { " style=\"--tint:\(RemoteHTML.escape(RemoteHTML.css($0)))\"" } ?? ""
        let focus = toggle.isFocused.map { " data-focus=\"\($0)\"" } ?? ""
        return RemoteViewShell(
          open: "<div\(id)" + RemoteHTML.classAndStyle(classes, []) + tint
            + "><span class=\"label\" id=\"l\(node.id)\" data-c>",
          close: "</span><button type=\"button\" role=\"switch\"\(key) data-ev=\"set\""
            + " aria-checked=\"\(toggle.isOn)\" aria-labelledby=\"l\(node.id)\"\(focus)"
            + (toggle.isEnabled ? "" : " disabled") + "></button></div>"
        )

      case .picker:
        return RemoteViewShell(open: self.pickerHTML(node, id: id, key: key), close: "", isAtomic: true)

      case .option:
        // Shown by its picker.
        return RemoteViewShell(open: "", close: "")

      case let .stepper(stepper):
        return RemoteViewShell(
          open: "<div\(id) class=\"stepper\" role=\"group\" aria-labelledby=\"l\(node.id)\">"
            + "<span class=\"label\" id=\"l\(node.id)\" data-c>",
          close: "</span><span class=\"steps\">"
            + "<button type=\"button\"\(key) data-ev=\"decrement\" aria-label=\"Decrement\""
            + (stepper.canDecrement ? "" : " disabled") + ">−</button>"
            + "<button type=\"button\"\(key) data-ev=\"increment\" aria-label=\"Increment\""
            + (stepper.canIncrement ? "" : " disabled") + ">+</button></span></div>"
        )

      case let .slider(slider):
        let step = slider.step.map { RemoteHTML.number($0) } ?? "any"
        return RemoteViewShell(
          open: "<label\(id) class=\"slider\"><span class=\"label\" data-c>",
          close: "</span><input type=\"range\"\(key) data-ev=\"set\""
            + " min=\"\(RemoteHTML.number(slider.lowerBound))\" max=\"\(RemoteHTML.number(slider.upperBound))\""
            + " step=\"\(step)\" value=\"\(RemoteHTML.number(slider.value))\""
            + (slider.title.isEmpty ? "" : " aria-label=\"\(RemoteHTML.escape(slider.title))\"")
            + (slider.isEnabled ? "" : " disabled") + "></label>"
        )

      case let .datePicker(picker):
        return self.datePickerShell(picker, id: id, key: key)

      case let .progressView(progress):
        let bar: String
        if let fraction = progress.fraction {
          bar = "<progress max=\"1\" value=\"\(RemoteHTML.number(fraction))\"></progress>"
        } else {
          bar = "<span class=\"spinner\" role=\"progressbar\" aria-busy=\"true\"></span>"
        }
        return RemoteViewShell(
          open: "<div\(id) class=\"progress\">" + bar + "<span class=\"label\" data-c>",
          close: "</span></div>"
        )

      case let .link(link):
        return .container(
          "a",
          id + " class=\"link\" href=\"\(RemoteHTML.escape(link.url))\" target=\"_blank\" rel=\"noopener noreferrer\""
        )

      case let .label(label):
        return .container("span", id + " class=\"labelview style-\(RemoteHTML.cssIdentifier(label.style))\"")

      case let .menu(isEnabled):
        return RemoteViewShell(
          open: "<details\(id) class=\"menu\"" + (isEnabled ? "" : " data-disabled") + " data-c>",
          close: "</details>"
        )

      case let .disclosureGroup(isExpanded):
        return RemoteViewShell(
          open: "<details\(id) class=\"disclosure\"\(key) data-ev=\"set\"" + (isExpanded ? " open" : "")
            + " data-c>",
          close: "</details>"
        )

      case let .decoration(decoration):
        return self.decorationShell(decoration, node: node, id: id, key: key)

      case let .navigationStack(stack):
        return .container("div", id + " class=\"nav-stack\"\(key) data-depth=\"\(stack.depth)\"")

      case let .screen(screen):
        return self.screenShell(screen, node: node, id: id)

      case let .navigationTitle(title):
        return RemoteViewShell(
          open: "<div\(id) class=\"titled\"><h1 class=\"nav-title\">\(RemoteHTML.escape(title))</h1><div class=\"titled-content\" data-c>",
          close: "</div></div>"
        )

      case .toolbar:
        return .container("div", id + " class=\"toolbar-host\"")

      case let .toolbarItem(placement):
        return .container("div", id + " class=\"toolbar-item placement-\(RemoteHTML.cssIdentifier(placement.name))\"")

      case let .presentation(presentation):
        var attributes = id + " class=\"presentation style-\(presentation.style)\""
        if presentation.isPresented {
          attributes += key + " data-presented"
        }
        return .container("div", attributes)

      case let .presented(isDismissable):
        return self.presentedShell(isDismissable: isDismissable, node: node, id: id)

      case let .alert(alert):
        return self.alertShell(alert, node: node, id: id, key: key)

      case let .row(row):
        var close = "</div>"
        if row.canDelete {
          close =
            "</div><button type=\"button\" class=\"row-delete\"\(key) data-ev=\"delete\" aria-label=\"Delete\">Delete</button>"
        }
        return RemoteViewShell(
          open: "<div\(id) class=\"row\(row.isEditing ? " editing" : "")\" role=\"listitem\"><div class=\"row-content\" data-c>",
          close: close + "</div>"
        )

      case .moreRows:
        // Empty: the page script asks for more rows when it comes into view.
        return RemoteViewShell(
          open: "<div\(id) class=\"more-rows\"\(key) data-ev=\"more\" aria-hidden=\"true\"></div>",
          close: ""
        )

      case let .editButton(isEditing):
        return RemoteViewShell(
          open: "<button type=\"button\"\(id) class=\"btn edit-button\"\(key) data-ev=\"press\">"
            + (isEditing ? "Done" : "Edit") + "</button>",
          close: ""
        )

      case let .tabView(selectedIndex):
        return .container("div", id + " class=\"tabview\"\(key) data-selected=\"\(selectedIndex ?? 0)\"")

      case let .tab(tab):
        return .container(
          "section",
          id + " class=\"tab\(tab.isSelected ? " selected" : "")\" role=\"tabpanel\" data-index=\"\(tab.index)\""
        )

      case .geometryReader:
        return .container("div", id + " class=\"geometry\"")
      }
    }
  }
#endif
