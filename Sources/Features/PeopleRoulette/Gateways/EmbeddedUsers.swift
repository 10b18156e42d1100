import Networking

/// The people the host ships: ten users in the shape of jsonplaceholder's
/// `/users` (extra fields included, which the gateway ignores), served
/// through the same HTTP gateway as a real server.
public enum EmbeddedUsers {
  public static let transport = FixtureHTTPTransport(bodies: ["/users": json])

  static let json = #"""
    [
      {
        "id": 1,
        "name": "Leanne Graham",
        "username": "Bret",
        "email": "Sincere@april.biz",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Romaguera-Crona",
          "catchPhrase": "Multi-layered client-server neural-net",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 2,
        "name": "Ervin Howell",
        "username": "Antonette",
        "email": "Shanna@melissa.tv",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Deckow-Crist",
          "catchPhrase": "Proactive didactic contingency",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 3,
        "name": "Clementine Bauch",
        "username": "Samantha",
        "email": "Nathan@yesenia.net",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Romaguera-Jacobson",
          "catchPhrase": "Face to face bifurcated interface",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 4,
        "name": "Patricia Lebsack",
        "username": "Karianne",
        "email": "Julianne.OConner@kory.org",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Robel-Corkery",
          "catchPhrase": "Multi-tiered zero tolerance productivity",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 5,
        "name": "Chelsey Dietrich",
        "username": "Kamren",
        "email": "Lucio_Hettinger@annie.ca",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Keebler LLC",
          "catchPhrase": "User-centric fault-tolerant solution",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 6,
        "name": "Mrs. Dennis Schulist",
        "username": "Leopoldo_Corkery",
        "email": "Karley_Dach@jasper.info",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Considine-Lockman",
          "catchPhrase": "Synchronised bottom-line interface",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 7,
        "name": "Kurtis Weissnat",
        "username": "Elwyn.Skiles",
        "email": "Telly.Hoeger@billy.biz",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Johns Group",
          "catchPhrase": "Configurable multimedia task-force",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 8,
        "name": "Nicholas Runolfsdottir V",
        "username": "Maxime_Nienow",
        "email": "Sherwood@rosamond.me",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Abernathy Group",
          "catchPhrase": "Implemented secondary concept",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 9,
        "name": "Glenna Reichert",
        "username": "Delphine",
        "email": "Chaim_McDermott@dana.io",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Yost and Sons",
          "catchPhrase": "Switchable contextually-based project",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 10,
        "name": "Clementina DuBuque",
        "username": "Moriah.Stanton",
        "email": "Rey.Padberg@karina.biz",
        "address": {
          "city": "Gwenborough",
          "zipcode": "92998-3874"
        },
        "phone": "1-770-736-8031",
        "website": "example.org",
        "company": {
          "name": "Hoeger LLC",
          "catchPhrase": "Centralized empowering task-force",
          "bs": "harness real-time e-markets"
        }
      }
    ]
    """#
}
