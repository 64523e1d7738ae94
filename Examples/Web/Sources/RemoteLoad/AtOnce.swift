import ArgumentParser
import Foundation
import NIOCore
import NIOPosix

/// The adds at once (`--phases at-once`): pages of todos-web on every process of a cluster
/// (`--ports`), each adding a todo in the same moment; every page must end up showing all of
/// them. The pages of each process but one first show only completed todos (none are), so that
/// they are told the count of todos left, not every row's id after every add; the one left
/// shows every row.
///
/// Timed by this client rather than a Python one: a thousand pages' answers and counts arrive
/// within a few seconds, and a client that reads them slowly is closed by the servers as a page
/// that doesn't read its messages.
extension RemoteLoadCommand {
  func runAtOnce(group: MultiThreadedEventLoopGroup, timeout: TimeAmount) throws {
    let loop = group.next()
    func onLoop<T: Sendable>(_ body: @escaping @Sendable () -> EventLoopFuture<T>) throws -> T {
      try loop.flatSubmit(body).wait()
    }
    /// Polls `condition` on the loop every 5 ms until it holds or `seconds` pass: whether it held.
    func until(seconds: Double, _ condition: @escaping @Sendable () -> Bool) throws -> Bool {
      let deadline = Driver.now() + UInt64(seconds * 1e9)
      while true {
        if try onLoop({ loop.makeSucceededFuture(condition()) }) { return true }
        if Driver.now() > deadline { return false }
        usleep(5_000)
      }
    }
    var report = Report(label: self.label)
    report.section("at once")

    let (drivers, pagesByProcess, notOpened) = try self.openPagesOnProcesses(
      self.atOncePages, role: .atOnce, loop: loop, timeout: timeout, report: &report
    )
    let opened = pagesByProcess
    let pages = Array(opened.joined())
    let observers = pagesByProcess.compactMap(\.first)
    let watchers = pagesByProcess.flatMap { $0.dropFirst() }
    report.line("\(pages.count) of \(self.atOncePages) pages open on \(drivers.count) processes.")
    guard observers.count == drivers.count else {
      report.line("A process has no page open.")
      report.print()
      throw ExitCode(1)
    }

    // The watchers show the completed todos only; the observers know how many todos there are.
    _ = try onLoop {
      for watcher in watchers {
        _ = watcher.sendMessage(#"{"field":"filter","value":"completed""#)
      }
      return loop.makeSucceededFuture(())
    }
    let filtered = try until(seconds: 60) {
      watchers.allSatisfy { $0.answers >= 1 || $0.state == .closed }
        && observers.allSatisfy { $0.shownRows != nil || $0.state == .closed }
    }
    guard filtered else {
      report.line("The pages didn't all answer their filter, or show their rows, within 60 s.")
      report.print()
      throw ExitCode(1)
    }
    let before = try onLoop {
      loop.makeSucceededFuture(observers.compactMap(\.shownRows).max() ?? 0)
    }
    let expected = before + pages.count

    // Every page adds its todo, in one pass over the pages.
    let started: UInt64 = try onLoop {
      let now = Driver.now()
      for page in pages {
        _ = page.sendMessage(#"{"field":"newTodoTitle","value":"at once \#(page.number)""#)
        _ = page.sendMessage(#"{"action":"addTodo""#)
      }
      return loop.makeSucceededFuture(now)
    }
    // A watcher's adds are answered by its 2nd and 3rd answers, an observer's by its 2nd.
    let answeredInTime = try until(seconds: 120) {
      watchers.allSatisfy { $0.answers >= 3 || $0.state == .closed }
        && observers.allSatisfy { $0.answers >= 2 || $0.state == .closed }
    }
    let answeredSeconds = Double(Driver.now() - started) / 1e9
    _ = try until(seconds: 120) {
      watchers.allSatisfy { $0.itemsLeft == expected || $0.state == .closed }
        && observers.allSatisfy { $0.shownRows == expected || $0.state == .closed }
    }
    let convergedSeconds = Double(Driver.now() - started) / 1e9

    struct Outcome: Sendable {
      var shown: [Int] = []
      var shownByProcess: [[Int]] = []
      var unanswered = 0
      var refusals = 0
      var closed = 0
      /// Which pages were closed, and with which status: "observer of process 1: 1008".
      var closedPages: [String] = []
    }
    let outcome = try onLoop {
      var outcome = Outcome()
      for (process, processPages) in opened.enumerated() {
        var counts: [Int] = []
        for (index, page) in processPages.enumerated() {
          let isObserver = index == 0
          if page.closedByServer {
            outcome.closed += 1
            let role = isObserver ? "observer" : "watcher"
            let code = page.serverCloseCode.map(String.init) ?? "no status"
            outcome.closedPages.append("\(role) of process \(process + 1): \(code)")
            continue
          }
          if page.answers < (isObserver ? 2 : 3) { outcome.unanswered += 1 }
          outcome.refusals += page.refusals
          counts.append((isObserver ? page.shownRows : page.itemsLeft) ?? 0)
        }
        outcome.shown += counts
        outcome.shownByProcess.append(counts)
      }
      return loop.makeSucceededFuture(outcome)
    }
    for (driver, processPages) in zip(drivers, opened) {
      _ = try onLoop { driver.closePages(processPages) }
      try onLoop {
        driver.tokens.close()
        return loop.makeSucceededFuture(())
      }
    }

    let fewest = outcome.shown.min() ?? 0
    let most = outcome.shown.max() ?? 0
    report.number("atOnce.pages", pages.count)
    report.number("atOnce.notOpened", notOpened)
    report.number("atOnce.expectedRows", expected)
    report.number("atOnce.fewestRowsShown", fewest)
    report.number("atOnce.mostRowsShown", most)
    report.number("atOnce.lost", expected - fewest)
    report.number("atOnce.unanswered", outcome.unanswered)
    report.number("atOnce.refusals", outcome.refusals)
    report.number("atOnce.closedByServer", outcome.closed)
    report.number("atOnce.answeredSeconds", answeredSeconds)
    report.number("atOnce.convergedSeconds", convergedSeconds)
    for (process, counts) in outcome.shownByProcess.enumerated() {
      report.number("atOnce.process\(process + 1).fewestRowsShown", counts.min() ?? 0)
      report.number("atOnce.process\(process + 1).mostRowsShown", counts.max() ?? 0)
    }
    report.line(
      "\(pages.count) adds at once: \(answeredInTime ? "all" : "not all") answered after "
        + "\(Report.format(answeredSeconds)) s; every page showed \(fewest) to \(most) of the "
        + "\(expected) rows after \(Report.format(convergedSeconds)) s (\(outcome.closed) pages "
        + "closed by their server, \(outcome.refusals) refusals)."
        + (outcome.closedPages.isEmpty ? "" : " Closed: \(outcome.closedPages.joined(separator: ", ")).")
    )
    report.print()
    if fewest < expected || outcome.closed > 0 || outcome.refusals > 0 || notOpened > 0 {
      throw ExitCode(1)
    }
  }
}
