import Foundation
import NIOCore
import NIOPosix

/// Opens, drives and closes pages on one event loop. Each phase is a method that returns a
/// future; the command waits for it on the main thread.
///
/// Every property is touched only on ``eventLoop``: no locks (hence `@unchecked Sendable`).
final class Driver: @unchecked Sendable {
  let eventLoop: any EventLoop
  let port: Int
  let serverPID: Int32?
  /// How many upgrades may be in flight at once.
  let maximumUpgradesInFlight: Int
  /// How many messages a page gets when it opens, learned from a first page (0: not yet known).
  var initialMessages = 0

  private(set) var tokens: TokenSource!
  private var nextPageNumber = 0
  private var batch: OpenBatch?
  private var nextBatchID = 1
  private var closing: CloseRun?
  var typing: TypingRun?
  private var flood: FloodRun?
  private var scratch: [UInt8] = []
  private var lastMessageAt: UInt64 = 0
  /// What typing sends: a new valid name each time (`changing`: the reducer starts an
  /// availability check), the same name each time (`same`: no change, the binding path alone), or
  /// a new name with a character that isn't allowed (`invalid`: a change, but no check started).
  var typingValues = "changing"
  /// For a view page (`settings-web`): the address of the control typed into, which every page
  /// shows at the same address; `nil` for a page described by hand, whose field is named.
  var typingControl: String?
  /// Text the pages look for in the messages they get (see `PageConnection.sawWatchedTextAt`).
  var watchedText: [UInt8]?
  /// How many of the driver's pages saw ``watchedText`` since it was set.
  var watchedArrivals = 0

  init(
    eventLoop: any EventLoop,
    port: Int,
    serverPID: Int32?,
    maximumUpgradesInFlight: Int,
    tokenConnections: Int
  ) {
    self.eventLoop = eventLoop
    self.port = port
    self.serverPID = serverPID
    self.maximumUpgradesInFlight = maximumUpgradesInFlight
    self.tokens = nil
    self.tokens = TokenSource(driver: self, connections: tokenConnections)
  }

  static func now() -> UInt64 {
    NIODeadline.now().uptimeNanoseconds
  }

  static func describe(_ error: any Error) -> String {
    if let error = error as? IOError {
      return "errno \(error.errnoCode) (\(String(cString: strerror(error.errnoCode))))"
    }
    let text = "\(error)"
    return text.count > 80 ? String(text.prefix(80)) : text
  }

  /// The server's resident memory, in KB, from `/proc/<pid>/status`.
  func serverRSS() -> Int? {
    guard let pid = self.serverPID,
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return Int(
        line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? ""
      )
    }
    return nil
  }

  /// `{"field":"displayName","value":"name<page>x<seq>","seq":<seq>}`: a valid display name that
  /// changes with every message, as typing does.
  func bindingText(page: Int, sequence: Int) -> [UInt8] {
    self.scratch.removeAll(keepingCapacity: true)
    if let control = self.typingControl {
      self.scratch.append(contentsOf: #"{"control":""#.utf8)
      self.scratch.append(contentsOf: control.utf8)
      self.scratch.append(contentsOf: #"","event":"set","value":"name"#.utf8)
    } else {
      self.scratch.append(contentsOf: #"{"field":"displayName","value":"name"#.utf8)
    }
    Self.appendDigits(page, to: &self.scratch)
    if self.typingValues != "same" {
      self.scratch.append(0x78)  // x
      Self.appendDigits(sequence % 1_000, to: &self.scratch)
    }
    if self.typingValues == "invalid" {
      self.scratch.append(0x21)  // !
    }
    self.scratch.append(contentsOf: #"","seq":"#.utf8)
    Self.appendDigits(sequence, to: &self.scratch)
    self.scratch.append(0x7D)  // }
    return self.scratch
  }

  private static func appendDigits(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 {
      appendDigits(value / 10, to: &bytes)
    }
    bytes.append(UInt8(0x30 + value % 10))
  }

  // MARK: - Opening pages

  struct OpenResult {
    var pages: [PageConnection]
    var failed = 0
    var unanswered = 0
    var reasons: [String: Int] = [:]
    var seconds = 0.0
  }

  private final class OpenBatch: @unchecked Sendable {
    let id: Int
    let target: Int
    let role: PageRole
    let promise: EventLoopPromise<OpenResult>
    let startedAt = Driver.now()
    var started = 0
    var inFlight = 0
    var ready: [PageConnection] = []
    var all: [PageConnection] = []
    var failed = 0
    var reasons: [String: Int] = [:]
    var timeout: Scheduled<Void>?

    init(id: Int, target: Int, role: PageRole, promise: EventLoopPromise<OpenResult>) {
      self.id = id
      self.target = target
      self.role = role
      self.promise = promise
    }

    func fail(_ reason: String) {
      self.failed += 1
      self.reasons[reason, default: 0] += 1
    }
  }

  /// Opens `count` pages: a token each (GET /), then the WebSocket, with at most
  /// ``maximumUpgradesInFlight`` between the two; done when each got its initial messages or
  /// failed, or when `timeout` has passed (the pages still waiting are closed and counted as
  /// unanswered).
  func openPages(_ count: Int, role: PageRole = .idle, timeout: TimeAmount) -> EventLoopFuture<
    OpenResult
  > {
    self.eventLoop.preconditionInEventLoop()
    precondition(self.batch == nil)
    let promise = self.eventLoop.makePromise(of: OpenResult.self)
    let batch = OpenBatch(id: self.nextBatchID, target: count, role: role, promise: promise)
    self.nextBatchID += 1
    self.batch = batch
    if count == 0 {
      self.finishBatch(batch)
      return promise.futureResult
    }
    batch.timeout = self.eventLoop.scheduleTask(in: timeout) {
      self.finishBatch(batch)
    }
    self.pumpBatch()
    return promise.futureResult
  }

  private func pumpBatch() {
    guard let batch = self.batch else { return }
    while batch.started < batch.target, batch.inFlight < self.maximumUpgradesInFlight {
      batch.started += 1
      batch.inFlight += 1
      let number = self.nextPageNumber
      self.nextPageNumber += 1
      self.tokens.request { result in
        guard self.batch === batch else { return }
        switch result {
        case let .success(path):
          let page = PageConnection(driver: self, number: number, role: batch.role)
          page.batchID = batch.id
          batch.all.append(page)
          page.connect(path: path)
        case let .failure(error):
          batch.inFlight -= 1
          batch.fail(error.description)
          self.checkBatch(batch)
          self.pumpBatch()
        }
      }
    }
  }

  private func checkBatch(_ batch: OpenBatch) {
    if batch.ready.count + batch.failed >= batch.target {
      self.finishBatch(batch)
    }
  }

  private func finishBatch(_ batch: OpenBatch) {
    guard self.batch === batch else { return }
    self.batch = nil
    batch.timeout?.cancel()
    var result = OpenResult(pages: batch.ready, failed: batch.failed, reasons: batch.reasons)
    result.unanswered = batch.target - batch.ready.count - batch.failed
    result.seconds = Double(Self.now() - batch.startedAt) / 1e9
    for page in batch.all where !page.isReady {
      page.close()
    }
    batch.promise.succeed(result)
  }

  // MARK: - Page events

  func pageOpened(_ page: PageConnection) {
    guard let batch = self.batch, batch.id == page.batchID else { return }
    batch.inFlight -= 1
    self.pumpBatch()
  }

  func pageFailed(_ page: PageConnection, reason: String) {
    if let batch = self.batch, batch.id == page.batchID {
      if page.openedAt == 0 {
        batch.inFlight -= 1
      }
      batch.fail(reason)
      self.checkBatch(batch)
      self.pumpBatch()
    }
    self.closing?.closed(page)
  }

  func pageClosed(_ page: PageConnection) {
    if let batch = self.batch, batch.id == page.batchID, !page.isReady {
      let code = page.serverCloseCode.map { " (close code \($0))" } ?? ""
      batch.fail("closed before its initial messages\(code)")
      self.checkBatch(batch)
    }
    self.closing?.closed(page)
    self.typing?.closed(page, driver: self)
    self.flood?.check(driver: self)
  }

  func pageMessage(_ page: PageConnection, sequence: Int?, isRefusal: Bool) {
    self.lastMessageAt = Self.now()
    if !page.isReady {
      if self.initialMessages > 0, page.messages >= self.initialMessages {
        page.isReady = true
        if let batch = self.batch, batch.id == page.batchID {
          batch.ready.append(page)
          self.checkBatch(batch)
        }
      }
      return
    }
    switch page.role {
    case .idle:
      break
    case .typing:
      self.typing?.message(page, sequence: sequence, isRefusal: isRefusal, driver: self)
    case .floodReading:
      if sequence != nil {
        page.answers += 1
        if isRefusal { page.refusals += 1 }
        if page.answers >= page.sendLimit {
          self.flood?.check(driver: self)
        }
      }
    case .floodWithoutReading:
      break
    case .atOnce:
      if sequence != nil {
        page.answers += 1
        if isRefusal { page.refusals += 1 }
      }
    }
  }

  func pageFinishedSending(_ page: PageConnection) {
    self.flood?.check(driver: self)
  }

  // MARK: - The first page: how many messages a page gets when it opens

  /// Opens one page and counts the messages it gets until none has come for `quiet`.
  func probe(quiet: TimeAmount, timeout: TimeAmount) -> EventLoopFuture<
    (PageConnection?, OpenResult)
  > {
    self.initialMessages = Int.max  // Not ready by count while probing.
    return self.openPagesUntilOpened(timeout: timeout).flatMap { page, result in
      guard let page else {
        return self.eventLoop.makeSucceededFuture((nil, result))
      }
      let promise = self.eventLoop.makePromise(of: (PageConnection?, OpenResult).self)
      let deadline = Self.now() + UInt64(timeout.nanoseconds)
      @Sendable func poll() {
        let quietSince = max(self.lastMessageAt, page.openedAt)
        if page.state == .closed
          || (page.messages > 0 && Self.now() - quietSince >= UInt64(quiet.nanoseconds))
          || Self.now() > deadline
        {
          self.initialMessages = max(1, page.messages)
          page.isReady = page.messages > 0 && page.state != .closed
          promise.succeed((page.isReady ? page : nil, result))
        } else {
          self.eventLoop.scheduleTask(in: .milliseconds(20)) { poll() }
        }
      }
      poll()
      return promise.futureResult
    }
  }

  private func openPagesUntilOpened(timeout: TimeAmount) -> EventLoopFuture<
    (PageConnection?, OpenResult)
  > {
    let promise = self.eventLoop.makePromise(of: (PageConnection?, OpenResult).self)
    let startedAt = Self.now()
    self.tokens.request { result in
      switch result {
      case let .failure(error):
        promise.succeed((nil, OpenResult(pages: [], failed: 1, reasons: [error.description: 1])))
      case let .success(path):
        let page = PageConnection(driver: self, number: self.nextPageNumber, role: .idle)
        self.nextPageNumber += 1
        page.connect(path: path)
        let deadline = startedAt + UInt64(timeout.nanoseconds)
        @Sendable func poll() {
          if page.openedAt != 0 {
            promise.succeed(
              (page, OpenResult(pages: [page], seconds: Double(page.openedAt - startedAt) / 1e9))
            )
          } else if page.state == .closed || Self.now() > deadline {
            page.close()
            let reason = page.failure ?? "no answer to the upgrade"
            promise.succeed((nil, OpenResult(pages: [], failed: 1, reasons: [reason: 1])))
          } else {
            self.eventLoop.scheduleTask(in: .milliseconds(5)) { poll() }
          }
        }
        poll()
      }
    }
    return promise.futureResult
  }

  // MARK: - Closing pages

  private final class CloseRun: @unchecked Sendable {
    var remaining = 0
    let promise: EventLoopPromise<Int>
    var timeout: Scheduled<Void>?

    init(promise: EventLoopPromise<Int>) {
      self.promise = promise
    }

    func closed(_ page: PageConnection) {
      guard page.awaitingClose else { return }
      page.awaitingClose = false
      self.remaining -= 1
      if self.remaining == 0 {
        self.timeout?.cancel()
        self.promise.succeed(0)
      }
    }
  }

  /// Closes pages as tabs do and waits until the server closed each socket; the result is how
  /// many were still open after `timeout` (then forced shut).
  func closePages(_ pages: [PageConnection], timeout: TimeAmount = .seconds(15)) -> EventLoopFuture<
    Int
  > {
    self.eventLoop.preconditionInEventLoop()
    precondition(self.closing == nil)
    let promise = self.eventLoop.makePromise(of: Int.self)
    let run = CloseRun(promise: promise)
    for page in pages where page.state != .closed {
      page.awaitingClose = true
      run.remaining += 1
    }
    guard run.remaining > 0 else {
      promise.succeed(0)
      return promise.futureResult
    }
    self.closing = run
    run.timeout = self.eventLoop.scheduleTask(in: timeout) {
      let left = run.remaining
      run.remaining = -1
      for page in pages where page.awaitingClose {
        page.awaitingClose = false
      }
      promise.succeed(left)
    }
    for page in pages where page.awaitingClose {
      page.close()
    }
    return promise.futureResult.always { _ in
      if self.closing === run { self.closing = nil }
    }
  }

  // MARK: - Flooding

  struct FloodPageResult {
    var sent = 0
    var answers = 0
    var refusals = 0
    var messages = 0
    var closedByServer = false
    var closeCode: UInt16?
    var secondsToClose: Double?
    var stalledFraction = 0.0
  }

  struct FloodResult {
    var seconds = 0.0
    var silent: [FloodPageResult] = []
    var reader: FloodPageResult?
    var readerSeconds: Double?
    var rssBefore: Int?
    var rssMax: Int?
  }

  private final class FloodRun: @unchecked Sendable {
    let silent: [PageConnection]
    let reader: PageConnection?
    let startedAt = Driver.now()
    var readerDoneAt: UInt64 = 0
    var result = FloodResult()
    let promise: EventLoopPromise<FloodResult>
    var sampler: RepeatedTask?
    var timeout: Scheduled<Void>?
    var isDone = false

    init(silent: [PageConnection], reader: PageConnection?, promise: EventLoopPromise<FloodResult>)
    {
      self.silent = silent
      self.reader = reader
      self.promise = promise
    }

    func check(driver: Driver) {
      if let reader = self.reader, self.readerDoneAt == 0,
        reader.state == .closed || reader.answers >= reader.sendLimit
      {
        self.readerDoneAt = Driver.now()
      }
      let silentDone = self.silent.allSatisfy { $0.state == .closed }
      if silentDone, self.reader == nil || self.readerDoneAt != 0 {
        self.finish(driver: driver)
      }
    }

    func finish(driver: Driver) {
      guard !self.isDone else { return }
      self.isDone = true
      self.sampler?.cancel()
      self.timeout?.cancel()
      let now = Driver.now()
      self.result.seconds = Double(now - self.startedAt) / 1e9
      func summary(_ page: PageConnection) -> FloodPageResult {
        page.stopFlood()
        var stalled = page.stalledNanoseconds
        if page.stalledSince != 0 { stalled += now - page.stalledSince }
        let end = page.closedAt != 0 ? page.closedAt : now
        return FloodPageResult(
          sent: page.sent,
          answers: page.answers,
          refusals: page.refusals,
          messages: page.messages,
          closedByServer: page.closedByServer,
          closeCode: page.serverCloseCode,
          secondsToClose: page.closedAt != 0 ? Double(page.closedAt - self.startedAt) / 1e9 : nil,
          stalledFraction: end > self.startedAt ? Double(stalled) / Double(end - self.startedAt) : 0
        )
      }
      self.result.silent = self.silent.map(summary)
      if let reader = self.reader {
        self.result.reader = summary(reader)
        if self.readerDoneAt != 0 {
          self.result.readerSeconds = Double(self.readerDoneAt - self.startedAt) / 1e9
        }
      }
      driver.flood = nil
      self.promise.succeed(self.result)
    }
  }

  /// `silent` pages send without reading and `reader` sends `messages` as fast as it can while
  /// reading, for at most `duration`; the server's memory is sampled meanwhile.
  func flood(
    silent: [PageConnection],
    reader: PageConnection?,
    messages: Int,
    duration: TimeAmount
  ) -> EventLoopFuture<FloodResult> {
    self.eventLoop.preconditionInEventLoop()
    let promise = self.eventLoop.makePromise(of: FloodResult.self)
    let run = FloodRun(silent: silent, reader: reader, promise: promise)
    run.result.rssBefore = self.serverRSS()
    run.result.rssMax = run.result.rssBefore
    self.flood = run
    run.sampler = self.eventLoop.scheduleRepeatedTask(
      initialDelay: .milliseconds(100),
      delay: .milliseconds(100)
    ) { _ in
      if let rss = self.serverRSS() {
        run.result.rssMax = max(run.result.rssMax ?? 0, rss)
      }
    }
    run.timeout = self.eventLoop.scheduleTask(in: duration) {
      run.finish(driver: self)
    }
    for page in silent {
      page.role = .floodWithoutReading
      page.startFlood(limit: Int.max)
    }
    if let reader {
      reader.role = .floodReading
      reader.startFlood(limit: messages)
    }
    return promise.futureResult
  }
}
