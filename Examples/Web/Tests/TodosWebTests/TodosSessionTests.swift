import ComposableArchitecture
import Foundation
import Testing
import TodosFeature
import TodosWeb

/// The messages a session sent to its page, as JSON objects.
@MainActor
private final class Outbox {
  private(set) var texts: [String] = []

  func append(_ text: String) {
    self.texts.append(text)
  }

  func clear() {
    self.texts = []
  }

  var messages: [[String: Any]] {
    self.texts.compactMap { text in
      (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
  }

  /// The values sent for a path, in order.
  func values(of path: String) -> [Any] {
    self.messages.compactMap { message in
      guard message["field"] as? String == path, message["error"] == nil else { return nil }
      return message["value"]
    }
  }

  /// The last value sent for a path.
  func last(_ path: String) -> Any? {
    self.values(of: path).last
  }

  /// The ids of the rows, from the last rows message for them.
  func rowIDs(_ rows: String = "todos") -> [String]? {
    self.messages.last { $0["rows"] as? String == rows }?["ids"] as? [String]
  }

  /// The refusals' texts.
  var errors: [String] {
    self.messages.compactMap { $0["error"] as? String }
  }
}

@MainActor
struct TodosSessionTests {
  private func makeSession() -> (any RemoteSessionProtocol, Outbox) {
    let outbox = Outbox()
    let session = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      TodosPage.makeSession { outbox.append($0) }
    }
    session.start()
    return (session, outbox)
  }

  private func add(_ title: String, in session: any RemoteSessionProtocol, seq: Int = 1) {
    session.receive(#"{"field":"newTodoTitle","value":"\#(title)","seq":\#(seq)}"#)
    session.receive(#"{"action":"addTodo","seq":\#(seq + 1)}"#)
  }

  @Test func startSendsTheFormTheCountAndTheRows() {
    let (session, outbox) = self.makeSession()
    #expect(outbox.last("newTodoTitle") as? String == "")
    #expect(outbox.last("filter") as? String == "all")
    #expect(outbox.last("itemsLeft") as? Int == 0)
    #expect(outbox.rowIDs() == [])
    #expect(outbox.errors == [])
    session.stop()
  }

  @Test func addingATodoShowsItsRowInEveryPage() {
    let (first, firstOutbox) = self.makeSession()
    let (second, secondOutbox) = self.makeSession()
    firstOutbox.clear()
    secondOutbox.clear()

    self.add("  Milk ", in: first)
    let ids = firstOutbox.rowIDs() ?? []
    #expect(ids.count == 1)
    let id = ids.first ?? ""
    // The rows come before the new row's fields, and the action's answer after both.
    let rowsIndex = firstOutbox.messages.firstIndex { $0["rows"] != nil }
    let titleIndex = firstOutbox.messages.firstIndex {
      $0["field"] as? String == "todos[id:\(id)].title"
    }
    let answerIndex = firstOutbox.messages.firstIndex {
      $0["action"] as? String == "addTodo" && $0["seq"] as? Int == 2
    }
    #expect(rowsIndex != nil && titleIndex != nil && answerIndex != nil)
    if let rowsIndex, let titleIndex, let answerIndex {
      #expect(rowsIndex < titleIndex)
      #expect(titleIndex < answerIndex)
    }
    #expect(firstOutbox.last("todos[id:\(id)].title") as? String == "Milk")
    #expect(firstOutbox.last("todos[id:\(id)].isComplete") as? Bool == false)
    #expect(firstOutbox.last("newTodoTitle") as? String == "")
    #expect(firstOutbox.last("itemsLeft") as? Int == 1)

    // The other page sees the row too, but its form is its own.
    #expect(secondOutbox.rowIDs() == [id])
    #expect(secondOutbox.last("todos[id:\(id)].title") as? String == "Milk")
    #expect(secondOutbox.last("itemsLeft") as? Int == 1)
    #expect(secondOutbox.values(of: "newTodoTitle").isEmpty)
    first.stop()
    second.stop()
  }

  @Test func aBlankTitleAddsNothing() {
    let (session, outbox) = self.makeSession()
    outbox.clear()
    self.add("   ", in: session)
    #expect(outbox.rowIDs() == nil)
    #expect(outbox.errors == [])
    session.stop()
  }

  @Test func rowEditsReachEveryPage() {
    let (first, firstOutbox) = self.makeSession()
    let (second, secondOutbox) = self.makeSession()
    self.add("Milk", in: first)
    let id = firstOutbox.rowIDs()?.first ?? ""
    firstOutbox.clear()
    secondOutbox.clear()

    second.receive(#"{"field":"todos[id:\#(id)].title","value":"Oat milk","seq":1}"#)
    second.receive(#"{"field":"todos[id:\#(id)].isComplete","value":true,"seq":2}"#)
    #expect(firstOutbox.last("todos[id:\(id)].title") as? String == "Oat milk")
    #expect(firstOutbox.last("todos[id:\(id)].isComplete") as? Bool == true)
    #expect(firstOutbox.last("itemsLeft") as? Int == 0)
    // The page that edited gets its answers, with its seqs.
    let answers = secondOutbox.messages.filter {
      ($0["field"] as? String)?.hasPrefix("todos[id:") == true
    }
    #expect(answers.compactMap { $0["seq"] as? Int } == [1, 2])
    first.stop()
    second.stop()
  }

  @Test func deletingARowRemovesItFromEveryPage() {
    let (first, firstOutbox) = self.makeSession()
    let (second, secondOutbox) = self.makeSession()
    self.add("Milk", in: first)
    self.add("Eggs", in: first, seq: 3)
    let ids = firstOutbox.rowIDs() ?? []
    #expect(ids.count == 2)
    firstOutbox.clear()
    secondOutbox.clear()

    second.receive(#"{"action":"todos[id:\#(ids[0])].delete","seq":1}"#)
    #expect(firstOutbox.rowIDs() == [ids[1]])
    #expect(secondOutbox.rowIDs() == [ids[1]])
    // Nothing else is sent for the row that went.
    #expect(firstOutbox.values(of: "todos[id:\(ids[0])].title").isEmpty)

    // A row that is gone can't be edited.
    secondOutbox.clear()
    second.receive(#"{"field":"todos[id:\#(ids[0])].title","value":"x","seq":2}"#)
    #expect(secondOutbox.errors.count == 1)
    #expect(firstOutbox.values(of: "todos[id:\(ids[0])].title").isEmpty)
    first.stop()
    second.stop()
  }

  @Test func theFilterAndClearCompletedChooseTheRows() {
    let (first, firstOutbox) = self.makeSession()
    let (second, secondOutbox) = self.makeSession()
    self.add("Milk", in: first)
    self.add("Eggs", in: first, seq: 3)
    let ids = firstOutbox.rowIDs() ?? []
    first.receive(#"{"field":"todos[id:\#(ids[0])].isComplete","value":true,"seq":5}"#)

    first.receive(#"{"field":"filter","value":"active","seq":6}"#)
    #expect(firstOutbox.rowIDs() == [ids[1]])
    first.receive(#"{"field":"filter","value":"completed","seq":7}"#)
    #expect(firstOutbox.rowIDs() == [ids[0]])
    // Each page filters for itself.
    #expect(secondOutbox.rowIDs() == ids)

    second.receive(#"{"action":"clearCompleted","seq":1}"#)
    #expect(firstOutbox.rowIDs() == [])
    #expect(secondOutbox.rowIDs() == [ids[1]])
    first.stop()
    second.stop()
  }

  @Test func stoppedSessionsAreSentNothing() {
    let (first, firstOutbox) = self.makeSession()
    let (second, secondOutbox) = self.makeSession()
    second.stop()
    secondOutbox.clear()
    self.add("Milk", in: first)
    #expect(firstOutbox.rowIDs()?.count == 1)
    #expect(secondOutbox.texts == [])
    first.stop()
  }
}
