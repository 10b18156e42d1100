import Networking

/// The stargazers the host ships: 25 accounts on `Kuniwak/MirrorDiffKit`, three
/// pages of ten (the last one short) and a profile for each, served through
/// the same HTTP gateway as the real API.
public enum EmbeddedGitHub {
  public static let transport = FixtureHTTPTransport(bodies: pages.merging(profiles) { first, _ in first })

  static let pages: [String: String] = [
    "/repos/Kuniwak/MirrorDiffKit/stargazers?page=1&per_page=10":
      #"[{"login":"Kuniwak","id":1000,"avatar_url":"https://avatars.githubusercontent.com/u/1000?v=4","type":"User","site_admin":false},{"login":"octocat","id":1037,"avatar_url":"https://avatars.githubusercontent.com/u/1037?v=4","type":"User","site_admin":false},{"login":"orta","id":1074,"avatar_url":"https://avatars.githubusercontent.com/u/1074?v=4","type":"User","site_admin":false},{"login":"mattt","id":1111,"avatar_url":"https://avatars.githubusercontent.com/u/1111?v=4","type":"User","site_admin":false},{"login":"kylef","id":1148,"avatar_url":"https://avatars.githubusercontent.com/u/1148?v=4","type":"User","site_admin":false},{"login":"ishkawa","id":1185,"avatar_url":"https://avatars.githubusercontent.com/u/1185?v=4","type":"User","site_admin":false},{"login":"koher","id":1222,"avatar_url":"https://avatars.githubusercontent.com/u/1222?v=4","type":"User","site_admin":false},{"login":"tarunon","id":1259,"avatar_url":"https://avatars.githubusercontent.com/u/1259?v=4","type":"User","site_admin":false},{"login":"omochi","id":1296,"avatar_url":"https://avatars.githubusercontent.com/u/1296?v=4","type":"User","site_admin":false},{"login":"giginet","id":1333,"avatar_url":"https://avatars.githubusercontent.com/u/1333?v=4","type":"User","site_admin":false}]"#,
    "/repos/Kuniwak/MirrorDiffKit/stargazers?page=2&per_page=10":
      #"[{"login":"ikesyo","id":1370,"avatar_url":"https://avatars.githubusercontent.com/u/1370?v=4","type":"User","site_admin":false},{"login":"norio-nomura","id":1407,"avatar_url":"https://avatars.githubusercontent.com/u/1407?v=4","type":"User","site_admin":false},{"login":"dealforest","id":1444,"avatar_url":"https://avatars.githubusercontent.com/u/1444?v=4","type":"User","site_admin":false},{"login":"yimajo","id":1481,"avatar_url":"https://avatars.githubusercontent.com/u/1481?v=4","type":"User","site_admin":false},{"login":"hironytic","id":1518,"avatar_url":"https://avatars.githubusercontent.com/u/1518?v=4","type":"User","site_admin":false},{"login":"ktanaka117","id":1555,"avatar_url":"https://avatars.githubusercontent.com/u/1555?v=4","type":"User","site_admin":false},{"login":"hamchapman","id":1592,"avatar_url":"https://avatars.githubusercontent.com/u/1592?v=4","type":"User","site_admin":false},{"login":"sunshinejr","id":1629,"avatar_url":"https://avatars.githubusercontent.com/u/1629?v=4","type":"User","site_admin":false},{"login":"freak4pc","id":1666,"avatar_url":"https://avatars.githubusercontent.com/u/1666?v=4","type":"User","site_admin":false},{"login":"AliSoftware","id":1703,"avatar_url":"https://avatars.githubusercontent.com/u/1703?v=4","type":"User","site_admin":false}]"#,
    "/repos/Kuniwak/MirrorDiffKit/stargazers?page=3&per_page=10":
      #"[{"login":"jpsim","id":1740,"avatar_url":"https://avatars.githubusercontent.com/u/1740?v=4","type":"User","site_admin":false},{"login":"ra1028","id":1777,"avatar_url":"https://avatars.githubusercontent.com/u/1777?v=4","type":"User","site_admin":false},{"login":"noppefoxwolf","id":1814,"avatar_url":"https://avatars.githubusercontent.com/u/1814?v=4","type":"User","site_admin":false},{"login":"shoheiyokoyama","id":1851,"avatar_url":"https://avatars.githubusercontent.com/u/1851?v=4","type":"User","site_admin":false},{"login":"Econa77","id":1888,"avatar_url":"https://avatars.githubusercontent.com/u/1888?v=4","type":"User","site_admin":false}]"#,
    "/repos/Kuniwak/MirrorDiffKit/stargazers?page=4&per_page=10":
      #"[]"#,
  ]

  static let profiles: [String: String] = [
    "/users/Kuniwak":
      #"{"login":"Kuniwak","id":1000,"avatar_url":"https://avatars.githubusercontent.com/u/1000?v=4","name":"Kuniwak","public_repos":0,"followers":0,"bio":null}"#,
    "/users/octocat":
      #"{"login":"octocat","id":1037,"avatar_url":"https://avatars.githubusercontent.com/u/1037?v=4","name":"Octocat","public_repos":7,"followers":13,"bio":null}"#,
    "/users/orta":
      #"{"login":"orta","id":1074,"avatar_url":"https://avatars.githubusercontent.com/u/1074?v=4","name":"Orta","public_repos":14,"followers":26,"bio":null}"#,
    "/users/mattt":
      #"{"login":"mattt","id":1111,"avatar_url":"https://avatars.githubusercontent.com/u/1111?v=4","name":null,"public_repos":21,"followers":39,"bio":null}"#,
    "/users/kylef":
      #"{"login":"kylef","id":1148,"avatar_url":"https://avatars.githubusercontent.com/u/1148?v=4","name":"Kylef","public_repos":28,"followers":52,"bio":null}"#,
    "/users/ishkawa":
      #"{"login":"ishkawa","id":1185,"avatar_url":"https://avatars.githubusercontent.com/u/1185?v=4","name":"Ishkawa","public_repos":35,"followers":65,"bio":null}"#,
    "/users/koher":
      #"{"login":"koher","id":1222,"avatar_url":"https://avatars.githubusercontent.com/u/1222?v=4","name":"Koher","public_repos":42,"followers":78,"bio":null}"#,
    "/users/tarunon":
      #"{"login":"tarunon","id":1259,"avatar_url":"https://avatars.githubusercontent.com/u/1259?v=4","name":null,"public_repos":49,"followers":91,"bio":null}"#,
    "/users/omochi":
      #"{"login":"omochi","id":1296,"avatar_url":"https://avatars.githubusercontent.com/u/1296?v=4","name":"Omochi","public_repos":56,"followers":104,"bio":null}"#,
    "/users/giginet":
      #"{"login":"giginet","id":1333,"avatar_url":"https://avatars.githubusercontent.com/u/1333?v=4","name":"Giginet","public_repos":3,"followers":117,"bio":null}"#,
    "/users/ikesyo":
      #"{"login":"ikesyo","id":1370,"avatar_url":"https://avatars.githubusercontent.com/u/1370?v=4","name":"Ikesyo","public_repos":10,"followers":130,"bio":null}"#,
    "/users/norio-nomura":
      #"{"login":"norio-nomura","id":1407,"avatar_url":"https://avatars.githubusercontent.com/u/1407?v=4","name":null,"public_repos":17,"followers":143,"bio":null}"#,
    "/users/dealforest":
      #"{"login":"dealforest","id":1444,"avatar_url":"https://avatars.githubusercontent.com/u/1444?v=4","name":"Dealforest","public_repos":24,"followers":156,"bio":null}"#,
    "/users/yimajo":
      #"{"login":"yimajo","id":1481,"avatar_url":"https://avatars.githubusercontent.com/u/1481?v=4","name":"Yimajo","public_repos":31,"followers":169,"bio":null}"#,
    "/users/hironytic":
      #"{"login":"hironytic","id":1518,"avatar_url":"https://avatars.githubusercontent.com/u/1518?v=4","name":"Hironytic","public_repos":38,"followers":182,"bio":null}"#,
    "/users/ktanaka117":
      #"{"login":"ktanaka117","id":1555,"avatar_url":"https://avatars.githubusercontent.com/u/1555?v=4","name":null,"public_repos":45,"followers":195,"bio":null}"#,
    "/users/hamchapman":
      #"{"login":"hamchapman","id":1592,"avatar_url":"https://avatars.githubusercontent.com/u/1592?v=4","name":"Hamchapman","public_repos":52,"followers":208,"bio":null}"#,
    "/users/sunshinejr":
      #"{"login":"sunshinejr","id":1629,"avatar_url":"https://avatars.githubusercontent.com/u/1629?v=4","name":"Sunshinejr","public_repos":59,"followers":221,"bio":null}"#,
    "/users/freak4pc":
      #"{"login":"freak4pc","id":1666,"avatar_url":"https://avatars.githubusercontent.com/u/1666?v=4","name":"Freak4Pc","public_repos":6,"followers":234,"bio":null}"#,
    "/users/AliSoftware":
      #"{"login":"AliSoftware","id":1703,"avatar_url":"https://avatars.githubusercontent.com/u/1703?v=4","name":null,"public_repos":13,"followers":247,"bio":null}"#,
    "/users/jpsim":
      #"{"login":"jpsim","id":1740,"avatar_url":"https://avatars.githubusercontent.com/u/1740?v=4","name":"Jpsim","public_repos":20,"followers":260,"bio":null}"#,
    "/users/ra1028":
      #"{"login":"ra1028","id":1777,"avatar_url":"https://avatars.githubusercontent.com/u/1777?v=4","name":"Ra1028","public_repos":27,"followers":273,"bio":null}"#,
    "/users/noppefoxwolf":
      #"{"login":"noppefoxwolf","id":1814,"avatar_url":"https://avatars.githubusercontent.com/u/1814?v=4","name":"Noppefoxwolf","public_repos":34,"followers":286,"bio":null}"#,
    "/users/shoheiyokoyama":
      #"{"login":"shoheiyokoyama","id":1851,"avatar_url":"https://avatars.githubusercontent.com/u/1851?v=4","name":null,"public_repos":41,"followers":299,"bio":null}"#,
    "/users/Econa77":
      #"{"login":"Econa77","id":1888,"avatar_url":"https://avatars.githubusercontent.com/u/1888?v=4","name":"Econa77","public_repos":48,"followers":12,"bio":null}"#,
  ]
}
