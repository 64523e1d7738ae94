import Foundation
import NIOCore
import NIOPosix

// Typing: pages that send binding messages in a closed loop.
extension Driver {
  struct TypingResult {
    var pages = 0
    var seconds = 0.0
    var roundTrips = 0
    var refusals = 0
    var closedPages = 0
    var unansweredAtEnd = 0
    /// The server's CPU time (user and system) over the measured seconds, when it is known.
    var serverCPUSeconds: Double?
    /// Latencies in microseconds, sorted.
    var latencies: [UInt32] = []

    var rate: Double { self.seconds > 0 ? Double(self.roundTrips) / self.seconds : 0 }

    /// The server's CPU time per measured round trip, in microseconds.
    var serverCPUMicrosecondsPerRoundTrip: Double? {
      guard let cpu = self.serverCPUSeconds, self.roundTrips > 0 else { return nil }
      return cpu * 1e6 / Double(self.roundTrips)
    }

    func percentile(_ fraction: Double) -> Double {
      guard !self.latencies.isEmpty else { return 0 }
      let index = min(self.latencies.count - 1, Int(Double(self.latencies.count) * fraction))
      return Double(self.latencies[index]) / 1_000
    }
  }

  final class TypingRun: @unchecked Sendable {
    let measureFrom: UInt64
    let endAt: UInt64
    var outstanding: Int
    var result = TypingResult()
    let promise: EventLoopPromise<TypingResult>
    var isDone = false
    /// The server's CPU time when the measured seconds started.
    var serverCPUAtStart: Double?

    init(
      pages: Int,
      warmup: TimeAmount,
      duration: TimeAmount,
      promise: EventLoopPromise<TypingResult>
    ) {
      let now = Driver.now()
      self.measureFrom = now + UInt64(warmup.nanoseconds)
      self.endAt = self.measureFrom + UInt64(duration.nanoseconds)
      self.outstanding = pages
      self.result.pages = pages
      self.result.seconds = Double(duration.nanoseconds) / 1e9
      self.result.latencies.reserveCapacity(1 << 20)
      self.promise = promise
    }

    func message(_ page: PageConnection, sequence: Int?, isRefusal: Bool, driver: Driver) {
      guard page.isAwaitingAnswer, sequence == page.sequence else { return }
      page.isAwaitingAnswer = false
      let now = Driver.now()
      if page.sentAt >= self.measureFrom, now <= self.endAt {
        self.result.roundTrips += 1
        if isRefusal { self.result.refusals += 1 }
        self.result.latencies.append(UInt32(min(UInt64(UInt32.max), (now - page.sentAt) / 1_000)))
      }
      if now < self.endAt, page.sendBinding() {
        page.isAwaitingAnswer = true
      } else {
        self.done(driver: driver)
      }
    }

    func closed(_ page: PageConnection, driver: Driver) {
      guard page.role == .typing, page.isAwaitingAnswer else { return }
      page.isAwaitingAnswer = false
      self.result.closedPages += 1
      self.done(driver: driver)
    }

    private func done(driver: Driver) {
      self.outstanding -= 1
      if self.outstanding == 0 {
        self.finish(driver: driver)
      }
    }

    func finish(driver: Driver) {
      guard !self.isDone else { return }
      self.isDone = true
      self.result.unansweredAtEnd = self.outstanding
      self.result.latencies.sort()
      driver.typing = nil
      self.promise.succeed(self.result)
    }
  }

  /// Every page sends binding messages in a closed loop for `warmup + duration`; round trips
  /// whose message was sent after the warm-up and answered before the end are counted.
  func type(on pages: [PageConnection], warmup: TimeAmount, duration: TimeAmount)
    -> EventLoopFuture<TypingResult>
  {
    self.eventLoop.preconditionInEventLoop()
    let promise = self.eventLoop.makePromise(of: TypingResult.self)
    let run = TypingRun(pages: pages.count, warmup: warmup, duration: duration, promise: promise)
    self.typing = run
    var started = 0
    for page in pages {
      page.role = .typing
      if page.sendBinding() {
        page.isAwaitingAnswer = true
        started += 1
      }
    }
    run.outstanding = started
    if started == 0 {
      run.finish(driver: self)
    } else {
      // The server's CPU time over the measured seconds: read when they start and end.
      if let pid = self.serverPID {
        self.eventLoop.scheduleTask(deadline: NIODeadline.uptimeNanoseconds(run.measureFrom)) {
          run.serverCPUAtStart = RemoteLoadCommand.cpuSeconds(of: pid)
        }
        self.eventLoop.scheduleTask(deadline: NIODeadline.uptimeNanoseconds(run.endAt)) {
          if let start = run.serverCPUAtStart, let end = RemoteLoadCommand.cpuSeconds(of: pid) {
            run.result.serverCPUSeconds = end - start
          }
        }
      }
      // Answers that never come don't hold the phase: 5 s of grace after the end.
      self.eventLoop.scheduleTask(deadline: NIODeadline.uptimeNanoseconds(run.endAt) + .seconds(5))
      {
        run.finish(driver: self)
      }
    }
    return promise.futureResult
  }
}
