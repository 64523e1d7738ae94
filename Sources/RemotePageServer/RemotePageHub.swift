#if RemotePageServer
  import ComposableArchitecture
  import NIOCore
  import Synchronization

  /// Carries the pages' messages to their sessions on the main actor, and the sessions' messages
  /// back to the pages' connections, for every page of a server.
  ///
  /// Connections run on NIO's event loops and sessions on the main actor. A hop from one to the
  /// other per message, or a task per page, costs more than the message itself, so the hub batches:
  ///
  /// - A connection hands each message from its page to ``enqueue(_:)``. The first message of a
  ///   batch schedules one main-actor job, which handles every message queued by then, in order.
  /// - A session's `send` appends to its page's outbox. After the batch (or, for messages an
  ///   effect sends later, in a job scheduled by the first of them), the pages' messages go to
  ///   their connections in one hop per event loop, with how many of each page's messages were
  ///   handled.
  /// - The batch runs in `withSharedChangesCoalesced`: the observations of a shared value that
  ///   many of its messages change (every page showing a list that each adds to) re-run once,
  ///   after the batch. A page's own fields and its answers are sent as each message is handled;
  ///   what a shared change shows it follows, in the same delivery.
  ///
  /// A page has no task of its own: an idle page costs its connection and its session, nothing
  /// more.
  final class RemotePageHub: Sendable {
    /// What a connection asks of its session.
    enum Job: Sendable {
      /// Make the page's session and start it.
      case start(RemotePageSession)
      /// Handle a text message from the page.
      case text(RemotePageSession, String)
      /// Handle a binary message from the page, of which only the size matters.
      case binary(RemotePageSession, size: Int)
      /// The connection ended: stop the session.
      case stop(RemotePageSession)
    }

    private struct Queue {
      var jobs: [Job] = []
      var isScheduled = false
    }

    private let queue = Mutex(Queue())
    private let makeSession: RemotePageServer.SessionFactory
    private let outbox = RemotePageOutbox()
    private let memory: MemoryTrimmer

    /// Creates the hub of a server.
    ///
    /// - Parameters:
    ///   - makeSession: Makes the session of each page, on the main actor.
    ///   - memory: Gives the memory of closed pages back to the system.
    init(
      makeSession: @escaping RemotePageServer.SessionFactory,
      memory: MemoryTrimmer = MemoryTrimmer()
    ) {
      self.makeSession = makeSession
      self.memory = memory
    }

    /// Queues a job for the main actor. Jobs run in the order they were queued.
    ///
    /// - Parameter job: The job.
    func enqueue(_ job: Job) {
      let schedule = self.queue.withLock { queue in
        queue.jobs.append(job)
        guard !queue.isScheduled else { return false }
        queue.isScheduled = true
        return true
      }
      if schedule {
        Task { @MainActor in self.runJobs() }
      }
    }

    /// Runs the jobs queued so far, then sends each page what its session sent.
    @MainActor
    func runJobs() {
      let jobs = self.queue.withLock { queue in
        queue.isScheduled = false
        return queue.jobs.isEmpty ? [] : queue.jobs.swap([])
      }
      self.outbox.isRunningJobs = true
      // A burst of messages (many pages adding to a list they all show) re-runs each page's
      // observations of a shared value once, after the burst, instead of once per message.
      withSharedChangesCoalesced {
        for job in jobs {
          switch job {
          case let .start(page):
            page.start(makeSession: self.makeSession, outbox: self.outbox)
          case let .text(page, text):
            page.session?.receive(text)
            page.handled += 1
            self.outbox.add(page)
          case let .binary(page, size):
            page.session?.receiveBinary(size: size)
            page.handled += 1
            self.outbox.add(page)
          case let .stop(page):
            page.stop()
            self.memory.pageClosed()
          }
        }
      }
      self.outbox.isRunningJobs = false
      self.outbox.deliver()
    }
  }

  /// The pages that have messages waiting to go to their connections.
  @MainActor
  final class RemotePageOutbox {
    private var pages: [RemotePageSession] = []
    private var isDeliveryScheduled = false
    /// Whether the hub is running jobs: it delivers when it is done.
    var isRunningJobs = false

    nonisolated init() {}

    /// Notes that a page has something to deliver, and schedules a delivery unless one is due.
    func add(_ page: RemotePageSession) {
      if !page.isWaitingForDelivery {
        page.isWaitingForDelivery = true
        self.pages.append(page)
      }
      guard !self.isRunningJobs, !self.isDeliveryScheduled else { return }
      self.isDeliveryScheduled = true
      Task { @MainActor in self.deliver() }
    }

    /// Hands each waiting page's messages to its connection: one hop to each event loop, for all
    /// of its pages.
    func deliver() {
      self.isDeliveryScheduled = false
      let pages = self.pages.swap([])
      var deliveries: [ObjectIdentifier: (loop: any EventLoop, batch: [RemotePageDelivery])] = [:]
      for page in pages {
        page.isWaitingForDelivery = false
        guard let delivery = page.takeDelivery() else { continue }
        let loop = page.connection.eventLoop
        deliveries[ObjectIdentifier(loop), default: (loop, [])].batch.append(delivery)
      }
      for (loop, batch) in deliveries.values {
        loop.execute {
          for delivery in batch {
            delivery.connection.value.deliver(delivery.texts, handled: delivery.handled)
          }
        }
      }
    }
  }

  /// What a page's connection is handed: its session's messages, and how many of the page's
  /// messages the session handled.
  struct RemotePageDelivery: Sendable {
    let connection: NIOLoopBound<RemotePageSocketHandler>
    let texts: [String]
    let handled: Int
  }

  /// A page's session, as the main actor sees it: the session, the messages it sent that haven't
  /// gone to the connection yet, and how many of the page's messages it handled since.
  @MainActor
  final class RemotePageSession: Sendable {
    /// The page's connection, used on its event loop only.
    nonisolated let connection: NIOLoopBound<RemotePageSocketHandler>
    /// What the server knows of the page, for its session.
    nonisolated let pageConnection: RemotePageConnection?
    fileprivate(set) var session: (any RemoteSessionProtocol)?
    fileprivate var outgoing: [String] = []
    fileprivate var handled = 0
    fileprivate var isWaitingForDelivery = false
    private var isStopped = false

    nonisolated init(
      connection: NIOLoopBound<RemotePageSocketHandler>,
      pageConnection: RemotePageConnection? = nil
    ) {
      self.connection = connection
      self.pageConnection = pageConnection
    }

    fileprivate func start(
      makeSession: RemotePageServer.SessionFactory,
      outbox: RemotePageOutbox
    ) {
      guard self.session == nil, !self.isStopped else { return }
      let session = makeSession { [weak self, weak outbox] text in
        guard let self, let outbox, !self.isStopped else { return }
        self.outgoing.append(text)
        outbox.add(self)
      }
      self.session = session
      if let pageConnection = self.pageConnection {
        session.connect(pageConnection)
      }
      session.start()
    }

    fileprivate func stop() {
      self.isStopped = true
      self.session?.stop()
      self.session = nil
      self.outgoing = []
    }

    /// Takes what the connection must be handed, if anything.
    fileprivate func takeDelivery() -> RemotePageDelivery? {
      let texts = self.outgoing.swap([])
      let handled = self.handled
      self.handled = 0
      guard !texts.isEmpty || handled > 0 else { return nil }
      return RemotePageDelivery(connection: self.connection, texts: texts, handled: handled)
    }
  }

  extension Array {
    /// Replaces the array with another and returns what it held.
    fileprivate mutating func swap(_ other: [Element]) -> [Element] {
      let old = self
      self = other
      return old
    }
  }
#endif
