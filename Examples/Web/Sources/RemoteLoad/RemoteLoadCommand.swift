import ArgumentParser
import Foundation
import NIOCore
import NIOPosix

/// The `remote-load` program: the load benchmark's client. It opens many pages of a remote
/// bindings server on loopback, as browser tabs would, and reports what the server did with them.
/// `load/run.sh` starts the server and runs it.
@main
struct RemoteLoadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remote-load",
    abstract: "Opens many pages of a remote bindings server on 127.0.0.1 and measures it.",
    discussion: """
      Phases, each bounded in pages and time: idle (open --pages pages, server memory per page), \
      typing (--typing-pages pages send binding messages in a closed loop), churn (open and \
      close --churn-pages pages in waves; memory growth), flood (pages that send without \
      reading, and one that sends --flood-messages messages). Prints a report, then one JSON \
      line with every number. Exits with 1 when a check named by --fail-on fails.
      """
  )

  @Option(help: "The server's port on 127.0.0.1.")
  var port: Int

  @Option(
    name: .customLong("server-pid"),
    help: "The server's process id, to read its memory from /proc."
  )
  var serverPID: Int32?

  @Option(
    help: """
      Phases to run, in this order: idle,typing,churn,flood; or propagation or at-once alone \
      (todos-web on several processes, --ports).
      """
  )
  var phases = "idle,typing,churn,flood"

  @Option(help: "The processes' ports on 127.0.0.1, comma-separated, for --phases propagation.")
  var ports = ""

  @Option(
    name: .customLong("pids"),
    help: "The processes' ids, comma-separated, in the order of --ports: their CPU per change."
  )
  var pids = ""

  @Option(name: .customLong("propagation-pages"), help: "Pages spread over --ports.")
  var propagationPages = 1_000

  @Option(name: .customLong("propagation-changes"), help: "Todos added, one at a time.")
  var propagationChanges = 30

  @Option(
    name: .customLong("at-once-pages"),
    help: "Pages spread over --ports, each adding a todo at once (--phases at-once)."
  )
  var atOncePages = 1_000

  @Option(help: "Idle pages opened at once.")
  var pages = 10_000

  @Option(name: .customLong("typing-pages"), help: "Pages typing at once.")
  var typingPages = 1_000

  @Option(
    name: .customLong("typing-seconds"),
    help: "Seconds of typing measured (after the warm-up)."
  )
  var typingSeconds = 20.0

  @Option(name: .customLong("typing-warmup"), help: "Seconds of typing before measuring.")
  var typingWarmup = 2.0

  @Option(
    name: .customLong("typing-values"),
    help: """
      changing (a new valid name each message: the reducer starts an availability check), same \
      (the same name: no change, the binding path alone) or invalid (a new name with a '!': a \
      change, but no check).
      """
  )
  var typingValues = "changing"

  @Option(
    name: .customLong("typing-control"),
    help: """
      For a view page (settings-web): the address (16 hexadecimal digits, the control's data-k) \
      of the text field the typing phases type into, instead of the field displayName.
      """
  )
  var typingControl: String?

  @Option(name: .customLong("churn-pages"), help: "Pages opened and closed in all, in waves.")
  var churnPages = 50_000

  @Option(name: .customLong("churn-wave"), help: "Pages open at once during churn.")
  var churnWave = 1_000

  @Option(
    name: .customLong("churn-baseline"),
    help: "Churned pages after which the server's memory is the baseline."
  )
  var churnBaseline = 5_000

  @Option(name: .customLong("flood-pages"), help: "Pages that send without reading.")
  var floodPages = 4

  @Option(name: .customLong("flood-messages"), help: "Messages the reading flooder sends.")
  var floodMessages = 100_000

  @Option(name: .customLong("flood-seconds"), help: "Longest the flood lasts.")
  var floodSeconds = 30.0

  @Option(name: .customLong("in-flight"), help: "Most page upgrades in flight at once.")
  var inFlight = 200

  @Option(
    name: .customLong("token-connections"),
    help: "Kept-alive connections that fetch pages (GET /)."
  )
  var tokenConnections = 4

  @Option(
    name: .customLong("phase-timeout"),
    help: "Seconds any one wait (opening, closing a wave) may take."
  )
  var phaseTimeout = 180.0

  @Option(
    name: .customLong("settle-ms"),
    help: "Milliseconds to wait before reading the server's memory."
  )
  var settleMilliseconds = 1_500

  @Option(
    name: .customLong("fail-on"),
    help: """
      Checks that make the exit status 1, comma-separated: refused (a page refused or failed), \
      unanswered (a page without its initial messages), leak (churn growth over --leak-percent), \
      memory (KB per idle page over --goal-kb), throughput (round trips/s under --goal-rate), \
      latency (p99 over --goal-p99-ms), flood (a flooder neither closed nor throttled, or the \
      server's memory grew over --flood-growth-mb), alive (the server doesn't answer a page at \
      the end); all; none.
      """
  )
  var failOn = "refused,unanswered,leak,alive"

  @Option(name: .customLong("leak-percent")) var leakPercent = 10.0
  @Option(name: .customLong("goal-kb")) var goalKB = 20.0
  @Option(name: .customLong("goal-rate")) var goalRate = 20_000.0
  @Option(name: .customLong("goal-p99-ms")) var goalP99 = 100.0
  @Option(name: .customLong("flood-growth-mb")) var floodGrowthMB = 64.0

  @Option(name: .customLong("label"), help: "A name for the run, copied into the JSON.")
  var label = ""

  func validate() throws {
    guard (1...65_535).contains(self.port) else {
      throw ValidationError("--port must be 1...65535.")
    }
    guard self.pages >= 0, self.pages <= 18_000 else {
      throw ValidationError("--pages must be 0...18000.")
    }
    guard self.typingPages >= 0, self.typingPages <= 18_000 else {
      throw ValidationError("--typing-pages must be 0...18000.")
    }
    guard self.churnPages >= 0, self.churnPages <= 1_000_000 else {
      throw ValidationError("--churn-pages must be 0...1000000.")
    }
    guard self.churnWave >= 1, self.churnWave <= 18_000 else {
      throw ValidationError("--churn-wave must be 1...18000.")
    }
    guard (1...250).contains(self.inFlight) else {
      throw ValidationError("--in-flight must be 1...250.")
    }
    guard self.typingSeconds > 0, self.typingSeconds <= 600, self.floodSeconds > 0,
      self.floodSeconds <= 600
    else {
      throw ValidationError("--typing-seconds and --flood-seconds must be at most 600.")
    }
    guard self.floodMessages >= 0, self.floodMessages <= 10_000_000 else {
      throw ValidationError("--flood-messages must be 0...10000000.")
    }
    guard self.floodPages >= 0, self.floodPages <= 100 else {
      throw ValidationError("--flood-pages must be 0...100.")
    }
    if let control = self.typingControl, control.count != 16 || UInt64(control, radix: 16) == nil {
      throw ValidationError("--typing-control is a control's address: 16 hexadecimal digits.")
    }
    guard ["changing", "same", "invalid"].contains(self.typingValues) else {
      throw ValidationError("--typing-values is changing, same or invalid.")
    }
    if self.phases == "propagation" || self.phases == "at-once" {
      let ports = self.ports.split(separator: ",")
      guard ports.count >= 2,
        ports.allSatisfy({ Int($0).map { (1...65_535).contains($0) } ?? false })
      else {
        throw ValidationError(
          "--phases \(self.phases) needs --ports: two ports or more, comma-separated."
        )
      }
      guard (1...18_000).contains(self.propagationPages),
        (1...1_000).contains(self.propagationChanges)
      else {
        throw ValidationError(
          "--propagation-pages must be 1...18000, --propagation-changes 1...1000."
        )
      }
      guard (2...18_000).contains(self.atOncePages) else {
        throw ValidationError("--at-once-pages must be 2...18000.")
      }
      return
    }
    let known: Set<Substring> = ["idle", "typing", "churn", "flood"]
    for phase in self.phases.split(separator: ",") where !known.contains(phase) {
      throw ValidationError("Unknown phase '\(phase)'.")
    }
  }

  func run() throws {
    let fileLimit = Self.raiseFileLimit(to: 20_000)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    defer { try? group.syncShutdownGracefully() }
    if self.phases == "at-once" {
      try self.runAtOnce(group: group, timeout: .milliseconds(Int64(self.phaseTimeout * 1_000)))
      return
    }
    if self.phases == "propagation" {
      try self.runPropagation(
        group: group,
        timeout: .milliseconds(Int64(self.phaseTimeout * 1_000))
      )
      return
    }
    let driver = Driver(
      eventLoop: group.next(),
      port: self.port,
      serverPID: self.serverPID,
      maximumUpgradesInFlight: self.inFlight,
      tokenConnections: self.tokenConnections
    )
    driver.typingValues = self.typingValues
    driver.typingControl = self.typingControl
    var report = Report(label: self.label)
    report.number("fileLimit", fileLimit)
    let phases = Set(self.phases.split(separator: ",").map(String.init))
    let timeout = TimeAmount.milliseconds(Int64(self.phaseTimeout * 1_000))

    func onLoop<T: Sendable>(_ body: @escaping @Sendable () -> EventLoopFuture<T>) throws -> T {
      try driver.eventLoop.flatSubmit(body).wait()
    }
    func settle() {
      usleep(UInt32(self.settleMilliseconds) * 1_000)
    }

    // The first page: is the server there, and how many messages does a page get at first?
    let (probePage, probeResult) = try onLoop {
      driver.probe(quiet: .milliseconds(400), timeout: .seconds(15))
    }
    guard let probePage else {
      report.line(
        "The server on 127.0.0.1:\(self.port) didn't answer a page: \(probeResult.reasons)"
      )
      report.text("probeFailure", probeResult.reasons.keys.sorted().joined(separator: "; "))
      report.print()
      throw ExitCode(2)
    }
    report.number("initialMessages", driver.initialMessages)
    report.line("A page gets \(driver.initialMessages) messages when it opens.")
    _ = try onLoop { driver.closePages([probePage]) }

    var failures: [String] = []
    let checks = Set(self.failOn.split(separator: ",").map(String.init))
    func check(_ name: String, _ passed: Bool, _ message: String) {
      let counts = checks.contains(name) || checks.contains("all")
      report.check(name, passed: passed, counts: counts, message: message)
      if !passed, counts {
        failures.append(name)
      }
    }
    var refusedPages = 0
    var unansweredPages = 0
    var keptForTyping: [PageConnection] = []

    // Idle.
    if phases.contains("idle") {
      settle()
      let before = driver.serverRSS()
      let opened = try onLoop { driver.openPages(self.pages, timeout: timeout) }
      settle()
      let after = driver.serverRSS()
      refusedPages += opened.failed
      unansweredPages += opened.unanswered
      report.section("idle")
      report.number("idle.pages", opened.pages.count)
      report.number("idle.failed", opened.failed)
      report.number("idle.unanswered", opened.unanswered)
      report.number("idle.openSeconds", opened.seconds)
      report.number("idle.rssBeforeKB", before)
      report.number("idle.rssAfterKB", after)
      var perPage: Double?
      if let before, let after, !opened.pages.isEmpty {
        perPage = Double(after - before) / Double(opened.pages.count)
      }
      report.number("idle.kbPerPage", perPage)
      report.line(
        "\(opened.pages.count) of \(self.pages) pages open and answered in \(Report.format(opened.seconds)) s; "
          + "\(opened.failed) failed, \(opened.unanswered) unanswered."
      )
      report.reasons(opened.reasons)
      if let before, let after, let perPage {
        report.line(
          "Server memory \(before / 1_024) MB → \(after / 1_024) MB: \(Report.format(perPage)) KB per idle page."
        )
        check("memory", perPage <= self.goalKB, "≤ \(Report.format(self.goalKB)) KB per idle page")
      }
      if phases.contains("typing") {
        keptForTyping = Array(opened.pages.prefix(self.typingPages))
      }
      let rest = Array(opened.pages.dropFirst(keptForTyping.count))
      let forced = try onLoop { driver.closePages(rest, timeout: timeout) }
      report.number("idle.closeForced", forced)
    }

    // Typing.
    if phases.contains("typing") {
      if keptForTyping.count < self.typingPages {
        let missing = self.typingPages - keptForTyping.count
        let opened = try onLoop { driver.openPages(missing, timeout: timeout) }
        refusedPages += opened.failed
        unansweredPages += opened.unanswered
        report.reasons(opened.reasons)
        keptForTyping += opened.pages
      }
      settle()
      let pages = keptForTyping
      let warmup = TimeAmount.milliseconds(Int64(self.typingWarmup * 1_000))
      let duration = TimeAmount.milliseconds(Int64(self.typingSeconds * 1_000))
      let rssBefore = driver.serverRSS()
      let typed = try onLoop { driver.type(on: pages, warmup: warmup, duration: duration) }
      let rssAfter = driver.serverRSS()
      report.section("typing")
      report.number("typing.pages", typed.pages)
      report.text("typing.values", self.typingValues)
      report.number("typing.seconds", typed.seconds)
      report.number("typing.roundTrips", typed.roundTrips)
      report.number("typing.roundTripsPerSecond", typed.rate)
      report.number("typing.refusals", typed.refusals)
      report.number("typing.closedPages", typed.closedPages)
      report.number("typing.unansweredAtEnd", typed.unansweredAtEnd)
      report.number("typing.p50ms", typed.percentile(0.5))
      report.number("typing.p90ms", typed.percentile(0.9))
      report.number("typing.p99ms", typed.percentile(0.99))
      report.number("typing.maxMs", typed.latencies.last.map { Double($0) / 1_000 })
      report.number("typing.rssBeforeKB", rssBefore)
      report.number("typing.rssAfterKB", rssAfter)
      report.number(
        "typing.serverCPUMicrosecondsPerRoundTrip",
        typed.serverCPUMicrosecondsPerRoundTrip
      )
      report.line(
        "\(typed.pages) pages typing for \(Report.format(typed.seconds)) s: \(typed.roundTrips) round trips, "
          + "\(Report.format(typed.rate)) per second; \(typed.refusals) refused, \(typed.closedPages) pages closed."
      )
      if let cpu = typed.serverCPUMicrosecondsPerRoundTrip {
        report.line("The server's CPU time: \(Report.format(cpu)) µs per round trip.")
      }
      report.line(
        "Latency p50 \(Report.format(typed.percentile(0.5))) ms, p90 \(Report.format(typed.percentile(0.9))) ms, "
          + "p99 \(Report.format(typed.percentile(0.99))) ms, max \(Report.format(Double(typed.latencies.last ?? 0) / 1_000)) ms."
      )
      check(
        "throughput",
        typed.rate >= self.goalRate,
        "≥ \(Report.format(self.goalRate)) round trips/s"
      )
      check(
        "latency",
        typed.percentile(0.99) < self.goalP99 && typed.roundTrips > 0,
        "p99 < \(Report.format(self.goalP99)) ms"
      )
      _ = try onLoop { driver.closePages(pages, timeout: timeout) }
    }

    // Churn.
    if phases.contains("churn"), self.churnPages > 0 {
      settle()
      let start = driver.serverRSS()
      var churned = 0
      var failed = 0
      var unanswered = 0
      var reasons: [String: Int] = [:]
      var baseline: Int?
      var baselineAt = 0
      let startedAt = Driver.now()
      while churned < self.churnPages {
        let wave = min(self.churnWave, self.churnPages - churned)
        let opened = try onLoop { driver.openPages(wave, timeout: timeout) }
        failed += opened.failed
        unanswered += opened.unanswered
        reasons.merge(opened.reasons, uniquingKeysWith: +)
        _ = try onLoop { driver.closePages(opened.pages, timeout: timeout) }
        churned += wave
        if baseline == nil, churned >= min(self.churnBaseline, self.churnPages) {
          settle()
          baseline = driver.serverRSS()
          baselineAt = churned
        }
      }
      let seconds = Double(Driver.now() - startedAt) / 1e9
      settle()
      let end = driver.serverRSS()
      refusedPages += failed
      unansweredPages += unanswered
      report.section("churn")
      report.number("churn.pages", churned)
      report.number("churn.wave", self.churnWave)
      report.number("churn.failed", failed)
      report.number("churn.unanswered", unanswered)
      report.number("churn.seconds", seconds)
      report.number("churn.pagesPerSecond", Double(churned) / max(seconds, 0.001))
      report.number("churn.rssStartKB", start)
      report.number("churn.baselinePages", baselineAt)
      report.number("churn.rssBaselineKB", baseline)
      report.number("churn.rssEndKB", end)
      report.line(
        "\(churned) pages opened and closed in waves of \(self.churnWave) in \(Report.format(seconds)) s; "
          + "\(failed) failed, \(unanswered) unanswered."
      )
      report.reasons(reasons)
      if let baseline, let end {
        let growth = Double(end - baseline) / Double(baseline) * 100
        let perPage =
          baselineAt < churned ? Double(end - baseline) / Double(churned - baselineAt) : 0
        report.number("churn.growthPercent", growth)
        report.number("churn.growthKBPerPage", perPage)
        report.line(
          "Server memory after \(baselineAt) pages \(baseline / 1_024) MB, after \(churned) \(end / 1_024) MB: "
            + "\(Report.format(growth)) % (\(Report.format(perPage)) KB per page after the baseline)."
        )
        check("leak", growth <= self.leakPercent, "growth ≤ \(Report.format(self.leakPercent)) %")
      }
    }

    // Flood.
    if phases.contains("flood"), self.floodPages + (self.floodMessages > 0 ? 1 : 0) > 0 {
      settle()
      let count = self.floodPages + (self.floodMessages > 0 ? 1 : 0)
      let opened = try onLoop { driver.openPages(count, timeout: timeout) }
      refusedPages += opened.failed
      unansweredPages += opened.unanswered
      let silent = Array(opened.pages.prefix(self.floodPages))
      let reader =
        self.floodMessages > 0 && opened.pages.count > self.floodPages ? opened.pages.last : nil
      let duration = TimeAmount.milliseconds(Int64(self.floodSeconds * 1_000))
      let flooded = try onLoop {
        driver.flood(
          silent: silent,
          reader: reader,
          messages: self.floodMessages,
          duration: duration
        )
      }
      _ = try onLoop { driver.closePages(opened.pages, timeout: .seconds(10)) }
      settle()
      let after = driver.serverRSS()
      report.section("flood")
      report.number("flood.seconds", flooded.seconds)
      report.number("flood.rssBeforeKB", flooded.rssBefore)
      report.number("flood.rssMaxKB", flooded.rssMax)
      report.number("flood.rssAfterKB", after)
      var allHandled = true
      for (index, page) in flooded.silent.enumerated() {
        let closed = page.closedByServer
        let throttled = page.stalledFraction >= 0.5
        if !closed && !throttled { allHandled = false }
        report.number("flood.silent\(index).sent", page.sent)
        report.bool("flood.silent\(index).closed", closed)
        report.number("flood.silent\(index).closeCode", page.closeCode.map(Int.init))
        report.number("flood.silent\(index).secondsToClose", page.secondsToClose)
        report.number("flood.silent\(index).stalledFraction", page.stalledFraction)
        report.line(
          "Flooder \(index) (not reading): sent \(page.sent); "
            + (closed
              ? "closed by the server after \(Report.format(page.secondsToClose ?? 0)) s"
              : "still open")
            + (page.closeCode.map { " (code \($0))" } ?? "")
            + "; its sends were blocked \(Report.format(page.stalledFraction * 100)) % of the time."
        )
      }
      if let page = flooded.reader {
        report.number("flood.reader.sent", page.sent)
        report.number("flood.reader.answers", page.answers)
        report.number("flood.reader.refusals", page.refusals)
        report.number("flood.reader.messages", page.messages)
        report.bool("flood.reader.closed", page.closedByServer)
        report.number("flood.reader.closeCode", page.closeCode.map(Int.init))
        report.number("flood.reader.seconds", flooded.readerSeconds)
        report.line(
          "Reading flooder: sent \(page.sent) of \(self.floodMessages), \(page.answers) answered (\(page.refusals) refused)"
            + (flooded.readerSeconds.map { " in \(Report.format($0)) s" }
              ?? " before the flood's end")
            + (page.closedByServer
              ? "; closed by the server" + (page.closeCode.map { " (code \($0))" } ?? "") : "")
            + "; its sends were blocked \(Report.format(page.stalledFraction * 100)) % of the time."
        )
      }
      if let before = flooded.rssBefore, let maximum = flooded.rssMax {
        let growth = Double(maximum - before) / 1_024
        report.number("flood.rssGrowthMB", growth)
        report.line(
          "Server memory \(before / 1_024) MB before, at most \(maximum / 1_024) MB during, "
            + "\((after ?? 0) / 1_024) MB after the flood."
        )
        if growth > self.floodGrowthMB { allHandled = false }
      }
      check(
        "flood",
        allHandled,
        "every flooder closed or throttled, memory growth ≤ \(Report.format(self.floodGrowthMB)) MB"
      )
    }

    // Is the server still there?
    let (lastPage, _) = try onLoop {
      driver.openPages(1, timeout: .seconds(15)).map { ($0.pages.first, $0) }
    }
    check("alive", lastPage != nil, "the server answers a page at the end")
    if let lastPage {
      _ = try onLoop { driver.closePages([lastPage]) }
    }
    driver.eventLoop.execute { driver.tokens.close() }

    report.section("summary")
    report.number("refusedPages", refusedPages)
    report.number("unansweredPages", unansweredPages)
    report.number("tokensFetched", try driver.eventLoop.submit { driver.tokens.fetched }.wait())
    check("refused", refusedPages == 0, "no page refused or failed")
    check("unanswered", unansweredPages == 0, "every page got its initial messages")
    report.text("failedChecks", failures.joined(separator: ","))
    report.print()
    if !failures.isEmpty {
      throw ExitCode(1)
    }
  }

  /// Raises this process's open-file limit (each page is a socket), up to the hard limit.
  static func raiseFileLimit(to wanted: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return -1 }
    let target = min(rlim_t(wanted), limit.rlim_max)
    if limit.rlim_cur < target {
      limit.rlim_cur = target
      _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
      _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    return Int(limit.rlim_cur)
  }
}
