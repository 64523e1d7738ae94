#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI

  /// Renders a view graph as HTML for a page, and its changes as patches the page script
  /// applies.
  ///
  /// Each element is an HTML element with the id `n<node number>`; a control also carries its
  /// address (`data-k`), which the page names in its events. The page is sent the root's HTML
  /// once, then, after each update of the graph, a list of operations (see ``Operation``):
  /// an element whose look changed is replaced without its children (which the page moves into
  /// the new one), an input whose value changed is given the value, and the children of an
  /// element that changed are inserted, removed or put in order one by one: adding a row to a
  /// list of 1,000 sends that row.
  ///
  /// The renderer keeps the address of each control it showed, to find the control a page's
  /// event names: only a control the page shows now, outside of hidden screens and tabs and of
  /// content under a modal presentation, can be used.
  @MainActor
  final class RemoteViewRenderer {
    let graph: ViewGraph
    /// The largest node number the page was sent: nodes above it are new to the page.
    private(set) var lastRenderedID = 0
    /// The controls shown, by address.
    private var controls: [UInt64: ViewNode] = [:]
    /// The `seq` of the page's last message for each control, by address.
    var sequences: [UInt64: Int] = [:]

    init(graph: ViewGraph) {
      self.graph = graph
    }

    /// An operation on the page's elements, as JSON text.
    enum Operation {
      /// `["R", id, html]`: replace an element and its content.
      static func replace(_ id: Int, _ html: String) -> String {
        "[\"R\",\(id),\(RemoteJSON.quoted(html))]"
      }

      /// `["u", id, html]`: replace an element, keeping its children.
      static func update(_ id: Int, _ html: String) -> String {
        "[\"u\",\(id),\(RemoteJSON.quoted(html))]"
      }

      /// `["v", id, value, seq]`: the value of an input, with the `seq` of the page's last
      /// message for it (`null` when there was none), so that the page ignores a value older
      /// than its own edits.
      static func value(_ id: Int, _ json: String, seq: Int?) -> String {
        "[\"v\",\(id),\(json),\(seq.map(String.init) ?? "null")]"
      }

      /// `["f", id, isFocused]`: move the focus to an input, or away from it.
      static func focus(_ id: Int, _ isFocused: Bool) -> String {
        "[\"f\",\(id),\(isFocused)]"
      }

      /// `["i", parent, before, html]`: insert an element among a parent's children, before a
      /// sibling (or last, for `null`).
      static func insert(_ parent: Int, before: Int?, _ html: String) -> String {
        "[\"i\",\(parent),\(before.map(String.init) ?? "null"),\(RemoteJSON.quoted(html))]"
      }

      /// `["d", id]`: remove an element.
      static func delete(_ id: Int) -> String {
        "[\"d\",\(id)]"
      }

      /// `["o", parent, [ids]]`: put a parent's children in this order.
      static func order(_ parent: Int, _ ids: [Int]) -> String {
        "[\"o\",\(parent),[" + ids.map(String.init).joined(separator: ",") + "]]"
      }
    }

    // MARK: Rendering

    /// The HTML of the whole graph, from its root: what the page shows first.
    func renderPage() -> String {
      var html = ""
      self.controls = [:]
      self.render(self.graph.root, into: &html)
      self.lastRenderedID = self.graph.lastNodeID
      return html
    }

    /// Appends the HTML of a node and its element children.
    private func render(_ node: ViewNode, into html: inout String) {
      guard let element = node.element else { return }
      if element.isControl {
        self.controls[node.address] = node
      }
      let shell = self.shell(for: node)
      html += shell.open
      if !shell.isAtomic {
        for child in node.elementChildren {
          self.render(child, into: &html)
        }
      } else {
        self.registerControls(below: node)
      }
      html += shell.close
    }

    /// The HTML of a node's element without its children, for an update.
    private func renderShell(_ node: ViewNode) -> String {
      let shell = self.shell(for: node)
      return shell.open + shell.close
    }

    private func registerControls(below node: ViewNode) {
      for child in node.elementChildren {
        if child.element?.isControl == true {
          self.controls[child.address] = child
        }
        self.registerControls(below: child)
      }
    }

    private func unregisterControls(of node: ViewNode) {
      if let registered = self.controls[node.address], registered === node {
        self.controls[node.address] = nil
      }
      for child in node.elementChildren {
        self.unregisterControls(of: child)
      }
    }

    // MARK: Patches

    /// The operations that bring the page from what it was sent to the graph after an update.
    func operations(for changes: ViewGraphChanges) -> [String] {
      var operations: [String] = []
      var replaced: Set<Int> = []
      let rendered = self.lastRenderedID

      func isOnPage(_ node: ViewNode) -> Bool {
        node.isAttached && node.id <= rendered
      }

      func replaceWhole(_ node: ViewNode) {
        guard replaced.insert(node.id).inserted else { return }
        self.unregisterControls(of: node)
        var html = ""
        self.render(node, into: &html)
        operations.append(Operation.replace(node.id, html))
      }

      for (node, previous) in changes.changedElements where isOnPage(node) {
        if let atomic = self.atomicAncestor(of: node) {
          replaceWhole(atomic)
          continue
        }
        guard let element = node.element else { continue }
        if element.isControl {
          self.controls[node.address] = node
        }
        if self.isAtomic(element.kind) || node.elementChildren.isEmpty {
          replaceWhole(node)
        } else if let previous,
          let inputOperations = self.inputOperations(node, from: previous, to: element.kind)
        {
          operations += inputOperations
        } else {
          operations.append(Operation.update(node.id, self.renderShell(node)))
        }
      }

      for (node, previous) in changes.changedChildren where isOnPage(node) {
        if replaced.contains(node.id) { continue }
        if let atomic = self.atomicAncestor(of: node) ?? (self.isAtomic(node) ? node : nil) {
          replaceWhole(atomic)
          continue
        }
        self.appendChildrenOperations(
          of: node, from: previous, rendered: rendered, into: &operations
        )
      }
      self.lastRenderedID = self.graph.lastNodeID
      return operations
    }

    /// The operations that turn a parent's children on the page into its element children now:
    /// removals, insertions of new children, and an order when kept children moved.
    private func appendChildrenOperations(
      of node: ViewNode,
      from previous: [ViewNode],
      rendered: Int,
      into operations: inout [String]
    ) {
      let current = node.elementChildren
      var currentIDs = Set<Int>()
      currentIDs.reserveCapacity(current.count)
      for child in current {
        currentIDs.insert(child.id)
      }
      for child in previous where !currentIDs.contains(child.id) {
        self.unregisterControls(of: child)
        operations.append(Operation.delete(child.id))
      }
      // The children kept, in their new order, and whether that is their old order.
      var previousIDs = Set<Int>()
      previousIDs.reserveCapacity(previous.count)
      for child in previous {
        previousIDs.insert(child.id)
      }
      let keptNow = current.lazy.filter { previousIDs.contains($0.id) }.map(\.id)
      let keptBefore = previous.lazy.filter { currentIDs.contains($0.id) }.map(\.id)
      if !keptNow.elementsEqual(keptBefore) {
        operations.append(Operation.order(node.id, Array(keptNow)))
      }
      // New children, last first, each before the next child already on the page.
      var nextOnPage: Int?
      for child in current.reversed() {
        if previousIDs.contains(child.id) {
          nextOnPage = child.id
          continue
        }
        var html = ""
        self.render(child, into: &html)
        operations.append(Operation.insert(node.id, before: nextOnPage, html))
        nextOnPage = child.id
      }
    }


    /// For a control whose only changes are its value and its focus (a text field's text, a
    /// toggle's state), the operations that set them in its input, which keeps the element
    /// (and what the person is typing in it).
    private func inputOperations(
      _ node: ViewNode,
      from previous: RenderElement.Kind,
      to kind: RenderElement.Kind
    ) -> [String]? {
      let seq = self.sequences[node.address]
      var operations: [String] = []
      switch (previous, kind) {
      case (.textField(var old), .textField(let new)):
        if old.text != new.text {
          operations.append(Operation.value(node.id, RemoteJSON.quoted(new.text), seq: seq))
        }
        if old.isFocused != new.isFocused, let isFocused = new.isFocused {
          operations.append(Operation.focus(node.id, isFocused))
        }
        old.text = new.text
        old.isFocused = new.isFocused
        return old == new ? operations : nil
      case (.toggle(var old), .toggle(let new)):
        if old.isOn != new.isOn {
          operations.append(Operation.value(node.id, new.isOn ? "true" : "false", seq: seq))
        }
        if old.isFocused != new.isFocused, let isFocused = new.isFocused {
          operations.append(Operation.focus(node.id, isFocused))
        }
        old.isOn = new.isOn
        old.isFocused = new.isFocused
        return old == new ? operations : nil
      case (.slider(var old), .slider(let new)):
        old.value = new.value
        guard old == new else { return nil }
        return [Operation.value(node.id, RemoteHTML.number(new.value), seq: seq)]
      default:
        return nil
      }
    }

    /// The value of a control now, for the answer to a page's edit that its state didn't
    /// follow (a name cut to its limit): `nil` for a control without one.
    func currentValue(of node: ViewNode) -> (json: String, text: String?)? {
      switch node.elementKind {
      case let .textField(field)?: return (RemoteJSON.quoted(field.text), field.text)
      case let .toggle(toggle)?: return (toggle.isOn ? "true" : "false", nil)
      case let .slider(slider)?: return (RemoteHTML.number(slider.value), nil)
      default: return nil
      }
    }

    // MARK: Controls

    /// The control at an address, if the page shows it now.
    func control(at address: UInt64) -> ViewNode? {
      guard let node = self.controls[address], node.isAttached, node.id <= self.lastRenderedID,
        self.isShown(node)
      else { return nil }
      return node
    }

    /// Whether a person can see and use a node now: it isn't on a screen below the top of its
    /// stack, in a tab that isn't selected, hidden, or under a modal presentation.
    func isShown(_ node: ViewNode) -> Bool {
      var child: ViewNode? = nil
      var current: ViewNode? = node
      while let node = current {
        switch node.elementKind {
        case let .screen(screen)? where !screen.isTop:
          return false
        case let .tab(tab)? where !tab.isSelected:
          // A tab's item (its button in the tab bar) shows in every tab.
          if case .slot("tabItem")? = child?.elementKind { break }
          return false
        case .decoration(.hidden)?:
          return false
        case let .presentation(presentation)? where presentation.isPresented:
          if case .slot("content")? = child?.elementKind { return false }
        case let .alert(alert)? where alert.isPresented:
          if case .slot("content")? = child?.elementKind { return false }
        default:
          break
        }
        child = node
        current = node.parent
      }
      return true
    }

    /// The nearest ancestor of a node whose element renders its whole subtree itself.
    private func atomicAncestor(of node: ViewNode) -> ViewNode? {
      var current = node.parent
      while let ancestor = current {
        if self.isAtomic(ancestor) {
          return ancestor
        }
        current = ancestor.parent
      }
      return nil
    }

    private func isAtomic(_ node: ViewNode) -> Bool {
      node.elementKind.map { self.isAtomic($0) } ?? false
    }

    private func isAtomic(_ kind: RenderElement.Kind) -> Bool {
      if case .picker = kind { return true }
      return false
    }
  }

  extension RenderElement {
    /// Whether the page can send the element events: it does something when used, or it is a
    /// picker (whose `"pick"` presses one of its choices).
    var isControl: Bool {
      if case .picker = self.kind { return true }
      return self.actions.hasAny
    }
  }

  extension RenderActions {
    /// Whether the element does anything when used.
    var hasAny: Bool {
      self.press != nil || self.setText != nil || self.setBool != nil || self.setNumber != nil
        || self.setDate != nil || self.increment != nil || self.decrement != nil
        || self.submit != nil || self.setFocus != nil || self.dismiss != nil
        || self.delete != nil || self.move != nil || self.pop != nil || self.refresh != nil
        || self.select != nil || self.showMore != nil
    }
  }
#endif
