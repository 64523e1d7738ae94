@testable import RemotePageServer
import Testing

struct ConnectionGuardTests {
  @Test func nothingIsAllowedBeforeTheServerListens() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    #expect(!connectionGuard.isAllowed(origin: "http://127.0.0.1:8080"))
    #expect(!connectionGuard.isAllowed(host: "127.0.0.1:8080"))
  }

  @Test func loopbackServersAllowTheirOwnOriginsOnly() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    connectionGuard.serverStarted(port: 8080)
    #expect(connectionGuard.allowedOrigins == ["http://127.0.0.1:8080", "http://localhost:8080"])
    #expect(connectionGuard.isAllowed(origin: "http://127.0.0.1:8080"))
    #expect(connectionGuard.isAllowed(origin: "http://LOCALHOST:8080/"))
    #expect(!connectionGuard.isAllowed(origin: "http://127.0.0.1:8081"))
    #expect(!connectionGuard.isAllowed(origin: "https://127.0.0.1:8080"))
    #expect(!connectionGuard.isAllowed(origin: "http://evil.example"))
    #expect(!connectionGuard.isAllowed(origin: "null"))
    #expect(!connectionGuard.isAllowed(origin: nil))

    #expect(connectionGuard.isAllowed(host: "127.0.0.1:8080"))
    #expect(connectionGuard.isAllowed(host: "localhost:8080"))
    #expect(!connectionGuard.isAllowed(host: "evil.example:8080"))
    #expect(!connectionGuard.isAllowed(host: nil))
  }

  @Test func otherHostsAllowTheirNameAndTheOriginsGiven() {
    let connectionGuard = ConnectionGuard(
      host: "fe80::1",
      extraOrigins: ["http://my-machine.local:9000/"]
    )
    connectionGuard.serverStarted(port: 9000)
    #expect(
      connectionGuard.allowedOrigins == ["http://[fe80::1]:9000", "http://my-machine.local:9000"]
    )
  }

  @Test func onlyIssuedTokensAreValid() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    let token = connectionGuard.issueToken()
    #expect(token.count == 64)
    let isHexadecimal = token.allSatisfy(\.isHexDigit)
    #expect(isHexadecimal)
    #expect(connectionGuard.isValid(token: token))
    #expect(connectionGuard.issueToken() != token)
    #expect(!connectionGuard.isValid(token: nil))
    #expect(!connectionGuard.isValid(token: ""))
    #expect(!connectionGuard.isValid(token: String(repeating: "0", count: 64)))
    let oneCharacterOff = (token.first == "0" ? "1" : "0") + token.dropFirst()
    #expect(!connectionGuard.isValid(token: oneCharacterOff))
  }

  @Test func onlyTheMostRecentTokensStayValid() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    let first = connectionGuard.issueToken()
    for _ in 0..<ConnectionGuard.tokenLimit {
      _ = connectionGuard.issueToken()
    }
    #expect(!connectionGuard.isValid(token: first))
    #expect(!connectionGuard.admit(token: first))
  }

  @Test func onlyIssuedTokensAreAdmitted() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    #expect(!connectionGuard.admit(token: nil))
    #expect(!connectionGuard.admit(token: String(repeating: "0", count: 64)))
    let token = connectionGuard.issueToken()
    #expect(connectionGuard.admit(token: token))
  }

  @Test func aTokenAConnectionUsedStaysValidForItsPagesReconnections() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    let token = connectionGuard.issueToken()
    #expect(connectionGuard.admit(token: token))
    // Many more pages are loaded, more than the unused tokens kept.
    for _ in 0..<(ConnectionGuard.tokenLimit * 2) {
      _ = connectionGuard.issueToken()
    }
    #expect(connectionGuard.isValid(token: token))
    #expect(connectionGuard.admit(token: token))
  }

  @Test func usedTokensAreForgottenLeastRecentlyUsedFirst() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    func connectNewPage() -> String {
      let token = connectionGuard.issueToken()
      #expect(connectionGuard.admit(token: token))
      return token
    }
    let reconnecting = connectNewPage()
    let gone = connectNewPage()
    for _ in 0..<(ConnectionGuard.pageTokenLimit - 100) {
      _ = connectNewPage()
    }
    #expect(connectionGuard.admit(token: reconnecting))
    for _ in 0..<200 {
      _ = connectNewPage()
    }
    #expect(connectionGuard.isValid(token: reconnecting))
    #expect(!connectionGuard.isValid(token: gone))
    #expect(!connectionGuard.admit(token: gone))
  }
}

struct WebSocketTargetTests {
  @Test func theTokenIsReadFromTheQuery() {
    let parsed = RemotePageServer.webSocketPathAndToken("/ws?token=abc&x=1")
    #expect(parsed?.path == "/ws")
    #expect(parsed?.token == "abc")
  }

  @Test func aTargetWithoutATokenHasNone() {
    #expect(RemotePageServer.webSocketPathAndToken("/ws")?.token == nil)
    #expect(RemotePageServer.webSocketPathAndToken("/ws?other=1")?.token == nil)
    #expect(RemotePageServer.webSocketPathAndToken("/other?token=abc")?.path == "/other")
    #expect(RemotePageServer.webSocketPathAndToken(nil) == nil)
  }
}
