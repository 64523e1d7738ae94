import ArgumentParser
import Foundation
import NIOCore
import NIOPosix

/// The cross-process phase (`--phases propagation`): pages of todos-web on every process of a
/// cluster (`--ports`), a todo added from a page of each process in turn, and how long each page
/// of the other processes takes to show it (its title arrives in a message).
///
/// A client that spends little CPU per message: on the 2-core machine it shares with the
/// servers, a client that read a thousand pages' messages slowly would time itself.
extension RemoteLoadCommand {
  func runPropagation(group: MultiThreadedEventLoopGroup, timeout: TimeAmount) throws {
    let loop = group.next()
    func onLoop<T: Sendable>(_ body: @escaping @Sendable () -> EventLoopFuture<T>) throws -> T {
      try loop.flatSubmit(body).wait()
    }
    var report = Report(label: self.label)
    report.section("propagation")
    let (drivers, pagesByProcess, notOpened) = try self.openPagesOnProcesses(
      self.propagationPages, role: .idle, loop: loop, timeout: timeout, report: &report
    )
    let opened = pagesByProcess.map(\.count).reduce(0, +)
    report.line("\(opened) of \(self.propagationPages) pages open on \(drivers.count) processes.")
    guard pagesByProcess.allSatisfy({ !$0.isEmpty }) else {
      report.line("A process has no page open: no propagation to measure.")
      report.print()
      throw ExitCode(1)
    }

    // The changes, one at a time: each todo's title is new, so that a page shows it once. A
    // first one, not timed, warms up the way (the database's first notification, say).
    let run = UInt32.random(in: 0..<1_000_000)
    let pids = self.pids.split(separator: ",").compactMap { Int32($0) }
    var serversBefore: [Double?] = []
    var cpuBefore = 0.0
    var samples: [Double] = []
    var missed = 0
    for change in -1..<self.propagationChanges {
      if change == 0 {
        serversBefore = pids.map(Self.cpuSeconds(of:))
        cpuBefore = Self.processCPUSeconds()
      }
      let authorProcess = (change + drivers.count) % drivers.count
      let authors = pagesByProcess[authorProcess]
      let author = authors[((change + drivers.count) / drivers.count) % authors.count]
      let title = "propagation \(run) \(change + 1)"
      let watched = Array("\"\(title)\"".utf8)
      let otherDrivers = drivers.indices.filter { $0 != authorProcess }.map { drivers[$0] }
      let others = pagesByProcess.indices.filter { $0 != authorProcess }.flatMap { pagesByProcess[$0] }
      let started: UInt64 = try onLoop {
        for driver in drivers {
          driver.watchedText = watched
          driver.watchedArrivals = 0
        }
        for page in others {
          page.sawWatchedTextAt = 0
        }
        let now = Driver.now()
        author.sendMessage(#"{"field":"newTodoTitle","value":"\#(title)""#)
        author.sendMessage(#"{"action":"addTodo""#)
        return loop.makeSucceededFuture(now)
      }
      // Every millisecond, whether all arrived; every 50, whether the others are closed.
      let deadline = Driver.now() + 10_000_000_000
      for poll in 1... {
        let isDone = try onLoop {
          loop.makeSucceededFuture(
            otherDrivers.map(\.watchedArrivals).reduce(0, +) >= others.count
              || (poll % 50 == 0
                && others.allSatisfy { $0.sawWatchedTextAt != 0 || $0.state == .closed })
          )
        }
        if isDone || Driver.now() > deadline { break }
        usleep(1_000)
      }
      let arrivals = try onLoop {
        loop.makeSucceededFuture(others.map(\.sawWatchedTextAt))
      }
      guard change >= 0 else { continue }
      for arrival in arrivals {
        if arrival == 0 {
          missed += 1
        } else {
          samples.append(Double(arrival - started) / 1e6)
        }
      }
    }
    let cpu = Self.processCPUSeconds() - cpuBefore
    let servers = zip(pids.map(Self.cpuSeconds(of:)), serversBefore).map { after, before in
      (after ?? 0) - (before ?? 0)
    }
    let allPages = Array(pagesByProcess.joined())
    let closed = try onLoop {
      loop.makeSucceededFuture(allPages.filter { $0.closedByServer }.count)
    }
    for (driver, pages) in zip(drivers, pagesByProcess) {
      _ = try onLoop { driver.closePages(pages) }
    }
    for driver in drivers {
      try onLoop {
        driver.tokens.close()
        return loop.makeSucceededFuture(())
      }
    }

    samples.sort()
    func percentile(_ fraction: Double) -> Double? {
      samples.isEmpty ? nil : samples[min(samples.count - 1, Int(fraction * Double(samples.count)))]
    }
    let clientMilliseconds = cpu * 1_000 / Double(max(1, self.propagationChanges))
    report.number("propagation.pages", opened)
    report.number("propagation.notOpened", notOpened)
    report.number("propagation.samples", samples.count)
    report.number("propagation.missed", missed)
    report.number("propagation.closedByServer", closed)
    report.number("propagation.p50", percentile(0.5))
    report.number("propagation.p99", percentile(0.99))
    report.number("propagation.max", samples.last)
    report.number("propagation.clientCPUMillisecondsPerChange", clientMilliseconds)
    let serverMilliseconds = servers.map { $0 * 1_000 / Double(max(1, self.propagationChanges)) }
    for (index, milliseconds) in serverMilliseconds.enumerated() {
      report.number("propagation.server\(index + 1)CPUMillisecondsPerChange", milliseconds)
    }
    report.line(
      "A todo added on one process reaches the other processes' pages: p50 "
        + "\(percentile(0.5).map(Report.format) ?? "-") ms, p99 \(percentile(0.99).map(Report.format) ?? "-") ms "
        + "(\(samples.count) arrivals, \(missed) missing, \(closed) pages closed by their server); "
        + "this client's CPU: \(Report.format(clientMilliseconds)) ms per change."
    )
    if !serverMilliseconds.isEmpty {
      report.line(
        "Each server's CPU per change: "
          + serverMilliseconds.map { "\(Report.format($0)) ms" }.joined(separator: ", ") + "."
      )
    }
    report.print()
    if missed > 0 || closed > 0 || notOpened > 0 {
      throw ExitCode(1)
    }
  }

  /// Drivers for the processes of `--ports`, each first checked with a page of its own (is it
  /// there, and how many messages does a page get at first?), then `count` pages spread evenly
  /// over them. Exits with 2 when a process doesn't answer a page.
  func openPagesOnProcesses(
    _ count: Int,
    role: PageRole,
    loop: any EventLoop,
    timeout: TimeAmount,
    report: inout Report
  ) throws -> (drivers: [Driver], pagesByProcess: [[PageConnection]], notOpened: Int) {
    func onLoop<T: Sendable>(_ body: @escaping @Sendable () -> EventLoopFuture<T>) throws -> T {
      try loop.flatSubmit(body).wait()
    }
    let ports = self.ports.split(separator: ",").compactMap { Int($0) }
    let drivers = ports.map { port in
      Driver(
        eventLoop: loop,
        port: port,
        serverPID: nil,
        maximumUpgradesInFlight: self.inFlight,
        tokenConnections: self.tokenConnections
      )
    }
    for driver in drivers {
      let (probe, result) = try onLoop {
        driver.probe(quiet: .milliseconds(400), timeout: .seconds(15))
      }
      guard let probe else {
        report.line("The server on 127.0.0.1:\(driver.port) didn't answer a page: \(result.reasons)")
        report.print()
        throw ExitCode(2)
      }
      _ = try onLoop { driver.closePages([probe]) }
    }
    var pagesByProcess: [[PageConnection]] = []
    var notOpened = 0
    for (index, driver) in drivers.enumerated() {
      let share = count / drivers.count + (index < count % drivers.count ? 1 : 0)
      let opened = try onLoop { driver.openPages(share, role: role, timeout: timeout) }
      notOpened += opened.failed + opened.unanswered
      pagesByProcess.append(opened.pages)
    }
    return (drivers, pagesByProcess, notOpened)
  }

  /// The CPU time a process has used, user and system, in seconds, from `/proc/<pid>/stat`.
  static func cpuSeconds(of pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The CPU time this process has used, user and system, in seconds.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
