#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI

  extension RemoteViewRenderer {
    func slotShell(_ name: String, node: ViewNode, id: String) -> RemoteViewShell {
      let slotClass = "slot slot-" + RemoteHTML.cssIdentifier(name)
      switch name {
      case "header":
        return .container("header", id + " class=\"\(slotClass)\"")
      case "footer":
        return .container("footer", id + " class=\"\(slotClass)\"")
      case "dialog":
        return self.alertDialogShell(node: node, id: id)
      case "label":
        // A menu's or a disclosure group's title is its `<details>`' summary: what shows, and
        // what opens it, while it is closed.
        switch node.parent?.elementKind {
        case .menu?, .disclosureGroup?:
          return .container("summary", id + " class=\"\(slotClass)\"")
        default:
          return .container("div", id + " class=\"\(slotClass)\"")
        }
      case "icon":
        // A label's icon is decoration: its name is its title, as VoiceOver reads a `Label`.
        if case .label? = node.parent?.elementKind {
          return .container("div", id + " class=\"\(slotClass)\" aria-hidden=\"true\"")
        }
        return .container("div", id + " class=\"\(slotClass)\"")
      case "tabItem":
        // A tab's button in the tab bar.
        var index = 0
        var tabView: ViewNode?
        var current = node.parent
        while let ancestor = current {
          if case let .tab(tab)? = ancestor.elementKind {
            index = tab.index
          } else if case .tabView? = ancestor.elementKind {
            tabView = ancestor
            break
          }
          current = ancestor.parent
        }
        var isSelected = false
        if case let .tabView(selected)? = tabView?.elementKind {
          isSelected = selected == index
        }
        let key = tabView.map { " data-k=\"\(RemoteHTML.address($0.address))\"" } ?? ""
        return .container(
          "button",
          id
            + " type=\"button\" class=\"\(slotClass)\" role=\"tab\"\(key) data-ev=\"tab\" data-value=\"\(index)\" aria-selected=\"\(isSelected)\" style=\"--tab:\(index)\""
        )
      default:
        return .container("div", id + " class=\"\(slotClass)\"")
      }
    }

    /// A sheet, popover or cover: a modal dialog.
    func presentedShell(isDismissable: Bool, node: ViewNode, id: String) -> RemoteViewShell {
      var style = "sheet"
      if case let .presentation(presentation)? = node.parent?.elementKind {
        style = presentation.style
      }
      return .container(
        "div",
        id
          + " class=\"slot slot-presented dialog style-\(style)\" role=\"dialog\" aria-modal=\"true\" tabindex=\"-1\""
          + (isDismissable ? "" : " data-no-dismiss")
      )
    }

    func decorationShell(
      _ decoration: Decoration,
      node: ViewNode,
      id: String,
      key: String
    ) -> RemoteViewShell {
      var classes = ["deco"]
      var styles: [String] = []
      var attributes = ""
      switch decoration {
      case let .padding(insets):
        styles.append(
          "padding:\(RemoteHTML.number(insets.top))px \(RemoteHTML.number(insets.trailing))px \(RemoteHTML.number(insets.bottom))px \(RemoteHTML.number(insets.leading))px"
        )
      case let .frame(frame):
        classes.append("frame")
        if let width = frame.width { styles.append("width:" + RemoteHTML.length(width)) }
        if let height = frame.height { styles.append("height:" + RemoteHTML.length(height)) }
        if let width = frame.minWidth { styles.append("min-width:" + RemoteHTML.length(width)) }
        if let width = frame.maxWidth {
          styles.append(
            width.isInfinite
              ? "flex-grow:1;align-self:stretch;width:100%"
              : "max-width:" + RemoteHTML.length(width)
          )
        }
        if let height = frame.minHeight { styles.append("min-height:" + RemoteHTML.length(height)) }
        if let height = frame.maxHeight {
          styles.append(
            height.isInfinite
              ? "flex-grow:1;align-self:stretch" : "max-height:" + RemoteHTML.length(height)
          )
        }
        classes.append("a-" + frame.alignment.horizontal._name)
        classes.append("av-" + frame.alignment.vertical._name)
      case let .background(color):
        styles.append("background:" + RemoteHTML.css(color))
      case let .layered(isOverlay, alignment):
        classes.append(isOverlay ? "overlaid" : "backgrounded")
        classes.append("a-" + alignment.horizontal._name)
        classes.append("av-" + alignment.vertical._name)
      case let .cornerRadius(radius):
        styles.append("border-radius:\(RemoteHTML.number(radius))px;overflow:hidden")
      case let .border(color, width):
        styles.append("border:\(RemoteHTML.number(width))px solid " + RemoteHTML.css(color))
      case let .opacity(opacity):
        styles.append("opacity:" + RemoteHTML.number(opacity))
      case let .offset(x, y):
        styles.append("transform:translate(\(RemoteHTML.number(x))px,\(RemoteHTML.number(y))px)")
      case let .rotation(degrees):
        styles.append("transform:rotate(\(RemoteHTML.number(degrees))deg)")
      case let .scale(x, y):
        styles.append("transform:scale(\(RemoteHTML.number(x)),\(RemoteHTML.number(y)))")
      case let .shadow(color, radius, x, y):
        let shadowColor = color.map(RemoteHTML.css) ?? "rgba(0,0,0,.33)"
        styles.append(
          "box-shadow:\(RemoteHTML.number(x))px \(RemoteHTML.number(y))px \(RemoteHTML.number(radius))px \(shadowColor)"
        )
      case .clipped:
        styles.append("overflow:hidden")
      case let .clipShape(outline):
        switch outline {
        case .circle, .ellipse, .capsule: styles.append("border-radius:9999px;overflow:hidden")
        case let .roundedRectangle(radius):
          styles.append("border-radius:\(RemoteHTML.number(radius))px;overflow:hidden")
        case .rectangle, .other: styles.append("overflow:hidden")
        }
      case .hidden:
        styles.append("visibility:hidden")
        attributes += " aria-hidden=\"true\""
      case let .fixedSize(horizontal, vertical):
        if horizontal { styles.append("flex-shrink:0;white-space:nowrap") }
        if vertical { styles.append("flex-shrink:0") }
      case let .layoutPriority(priority):
        styles.append("flex-shrink:\(priority > 0 ? 0 : 1)")
      case let .aspectRatio(ratio, fill):
        if let ratio { styles.append("aspect-ratio:" + RemoteHTML.number(ratio)) }
        classes.append(fill ? "fill" : "fit")
      case let .position(x, y):
        styles.append(
          "position:absolute;left:\(RemoteHTML.number(x))px;top:\(RemoteHTML.number(y))px;transform:translate(-50%,-50%)"
        )
      case let .zIndex(index):
        styles.append("z-index:" + RemoteHTML.number(index))
      case let .blur(radius):
        styles.append("filter:blur(\(RemoteHTML.number(radius))px)")
      case let .filter(filter):
        styles.append("filter:" + filter)
      case let .listRowBackground(color):
        if let color { styles.append("--row-background:" + RemoteHTML.css(color)) }
        classes.append("row-background")
      case let .badge(text):
        if !text.isEmpty { attributes += " data-badge=\"\(RemoteHTML.escape(text))\"" }
        classes.append("badged")
      case let .accessibilityLabel(label):
        attributes += " aria-label=\"\(RemoteHTML.escape(label))\""
      case let .help(help):
        attributes += " title=\"\(RemoteHTML.escape(help))\""
      case let .allowsHitTesting(enabled):
        if !enabled { styles.append("pointer-events:none") }
      case let .safeAreaInset(edge):
        classes.append("inset-" + String(describing: edge))
      case .ignoresSafeArea:
        classes.append("ignores-safe-area")
      case .navigationBarBackButtonHidden:
        classes.append("nav-back-hidden")
      case let .navigationBarTitleDisplayMode(mode):
        classes.append("title-" + RemoteHTML.cssIdentifier(mode))
      case .tappable:
        classes.append("tappable")
        attributes += " role=\"button\" tabindex=\"0\"" + key + " data-ev=\"press\""
      }
      return .container("div", id + RemoteHTML.classAndStyle(classes, styles) + attributes)
    }

    func screenShell(_ screen: ScreenDescription, node: ViewNode, id: String) -> RemoteViewShell {
      var back = ""
      if screen.index > 0, let stack = node.parent, case .navigationStack? = stack.elementKind {
        back =
          "<button type=\"button\" class=\"back\" data-k=\"\(RemoteHTML.address(stack.address))\" data-ev=\"pop\" data-value=\"\(screen.index - 1)\">Back</button>"
      }
      return RemoteViewShell(
        open: "<section\(id) class=\"screen\" data-index=\"\(screen.index)\""
          + (screen.isTop ? " data-top" : " hidden") + ">" + back
          + "<div class=\"screen-content\" data-c>",
        close: "</div></section>"
      )
    }

    func alertShell(
      _ alert: AlertDescription,
      node: ViewNode,
      id: String,
      key: String
    ) -> RemoteViewShell {
      var attributes = id + " class=\"alert-host\""
      if alert.isPresented {
        attributes += key + " data-presented"
      }
      return .container("div", attributes)
    }

    /// An alert's dialog, over its content: its title, then its message and buttons.
    func alertDialogShell(node: ViewNode, id: String) -> RemoteViewShell {
      guard case let .alert(alert)? = node.parent?.elementKind else {
        return .container("div", id + " class=\"slot slot-dialog\"")
      }
      let role = alert.isConfirmationDialog ? "dialog" : "alertdialog"
      let title =
        alert.isTitleVisible && !alert.title.isEmpty
        ? "<h2 class=\"alert-title\" id=\"t\(node.id)\">\(RemoteHTML.escape(alert.title))</h2>" : ""
      let name =
        title.isEmpty
        ? " aria-label=\"\(RemoteHTML.escape(alert.title))\"" : " aria-labelledby=\"t\(node.id)\""
      let style = alert.isConfirmationDialog ? " confirmation" : ""
      return RemoteViewShell(
        open:
          "<div\(id) class=\"slot slot-dialog backdrop\(style)\"><div class=\"alert\" role=\"\(role)\" aria-modal=\"true\"\(name) tabindex=\"-1\">"
          + title + "<div class=\"alert-body\" data-c>",
        close: "</div></div></div>"
      )
    }
  }
#endif
