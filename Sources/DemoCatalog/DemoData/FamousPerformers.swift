/// A well-known jazz performer with real biographical facts, seeded into the demo catalog.
struct FamousPerformer: Sendable {
    let name: String
    let sortName: String
    let birthDate: String?
    let deathDate: String?
    let instruments: [String]
    let biography: String
}

/// The famous performers the demo catalog starts its roster with; Louis Armstrong must stay first.
enum FamousPerformers {
    static let all: [FamousPerformer] = [
        FamousPerformer(
            name: "Louis Armstrong", sortName: "Armstrong, Louis",
            birthDate: "1901-08-04", deathDate: "1971-07-06",
            instruments: ["Trumpet", "Vocals"],
            biography:
                "A New Orleans-born trumpeter and singer whose recordings of the 1920s made the improvising soloist the center of jazz. He remained an international star for five decades, with hits ranging from “Hello, Dolly!” to “What a Wonderful World”."
        ),
        FamousPerformer(
            name: "Ella Fitzgerald", sortName: "Fitzgerald, Ella",
            birthDate: "1917-04-25", deathDate: "1996-06-15",
            instruments: ["Vocals"],
            biography:
                "A singer from Newport News, Virginia, who rose to fame with Chick Webb's band in the 1930s. Her songbook albums and scat singing made her one of the most celebrated voices in American music."
        ),
        FamousPerformer(
            name: "Billie Holiday", sortName: "Holiday, Billie",
            birthDate: "1915-04-07", deathDate: "1959-07-17",
            instruments: ["Vocals"],
            biography:
                "A Philadelphia-born singer known for her intimate phrasing and behind-the-beat timing. She recorded widely with Teddy Wilson and Lester Young in the 1930s and 1940s."
        ),
        FamousPerformer(
            name: "Frank Sinatra", sortName: "Sinatra, Frank",
            birthDate: "1915-12-12", deathDate: "1998-05-14",
            instruments: ["Vocals"],
            biography:
                "A singer and actor from Hoboken, New Jersey, who began with the Harry James and Tommy Dorsey bands. His Capitol and Reprise albums of the 1950s and 1960s defined the swinging popular-song record."
        ),
        FamousPerformer(
            name: "Nat King Cole", sortName: "Cole, Nat King",
            birthDate: "1919-03-17", deathDate: "1965-02-15",
            instruments: ["Piano", "Vocals"],
            biography:
                "A pianist who led an influential drummerless trio before becoming one of the best-selling singers of the 1950s. He was also the first African American to host a national television variety show in the United States."
        ),
        FamousPerformer(
            name: "Miles Davis", sortName: "Davis, Miles",
            birthDate: "1926-05-26", deathDate: "1991-09-28",
            instruments: ["Trumpet", "Flugelhorn"],
            biography:
                "A trumpeter and bandleader from Illinois who took part in bebop, cool jazz, modal jazz and jazz-rock. His 1959 album Kind of Blue is among the best-selling jazz records ever made."
        ),
        FamousPerformer(
            name: "John Coltrane", sortName: "Coltrane, John",
            birthDate: "1926-09-23", deathDate: "1967-07-17",
            instruments: ["Tenor Saxophone", "Soprano Saxophone"],
            biography:
                "A saxophonist from North Carolina who played with Miles Davis and Thelonious Monk before leading his own quartet. His albums Giant Steps and A Love Supreme remain touchstones of modern jazz."
        ),
        FamousPerformer(
            name: "Sonny Rollins", sortName: "Rollins, Sonny",
            birthDate: "1930-09-07", deathDate: nil,
            instruments: ["Tenor Saxophone"],
            biography:
                "A New York tenor saxophonist known for thematic improvisation and a robust, humorous sound. He wrote several standards, among them “Oleo”, “Airegin” and “St. Thomas”."
        ),
        FamousPerformer(
            name: "Thelonious Monk", sortName: "Monk, Thelonious",
            birthDate: "1917-10-10", deathDate: "1982-02-17",
            instruments: ["Piano"],
            biography:
                "A pianist and composer whose angular melodies and unusual harmonies helped shape bebop. Tunes such as “'Round Midnight” and “Straight, No Chaser” are among the most played in jazz."
        ),
        FamousPerformer(
            name: "Duke Ellington", sortName: "Ellington, Duke",
            birthDate: "1899-04-29", deathDate: "1974-05-24",
            instruments: ["Piano"],
            biography:
                "A Washington, D.C.-born composer, pianist and bandleader who led his orchestra for nearly fifty years. He wrote or co-wrote well over a thousand pieces, many of them standards."
        ),
        FamousPerformer(
            name: "Count Basie", sortName: "Basie, Count",
            birthDate: "1904-08-21", deathDate: "1984-04-26",
            instruments: ["Piano", "Organ"],
            biography:
                "A pianist from Red Bank, New Jersey, whose Kansas City band became a model of relaxed, riff-based swing. His sparse piano style and strong rhythm section influenced big bands for decades."
        ),
        FamousPerformer(
            name: "Benny Goodman", sortName: "Goodman, Benny",
            birthDate: "1909-05-30", deathDate: "1986-06-13",
            instruments: ["Clarinet"],
            biography:
                "A Chicago clarinetist whose orchestra helped launch the swing era in the mid-1930s. His 1938 Carnegie Hall concert and his racially integrated small groups were milestones."
        ),
        FamousPerformer(
            name: "Sarah Vaughan", sortName: "Vaughan, Sarah",
            birthDate: "1924-03-27", deathDate: "1990-04-03",
            instruments: ["Vocals"],
            biography:
                "A singer from Newark, New Jersey, with a wide range and a bebop-trained ear. She came up with Earl Hines and Billy Eckstine and became a major solo artist from the late 1940s on."
        ),
        FamousPerformer(
            name: "Bill Evans", sortName: "Evans, Bill",
            birthDate: "1929-08-16", deathDate: "1980-09-15",
            instruments: ["Piano"],
            biography:
                "A pianist from New Jersey known for impressionistic voicings and interactive trio playing. He appeared on Kind of Blue and led celebrated trios with Scott LaFaro and Paul Motian."
        ),
        FamousPerformer(
            name: "Oscar Peterson", sortName: "Peterson, Oscar",
            birthDate: "1925-08-15", deathDate: "2007-12-23",
            instruments: ["Piano"],
            biography:
                "A Montreal-born pianist famous for virtuoso technique and swing. He led trios for decades and recorded prolifically for Norman Granz's labels."
        ),
        FamousPerformer(
            name: "Dave Brubeck", sortName: "Brubeck, Dave",
            birthDate: "1920-12-06", deathDate: "2012-12-05",
            instruments: ["Piano"],
            biography:
                "A California pianist and composer whose quartet explored unusual time signatures. The 1959 album Time Out, with “Take Five”, became a major commercial success."
        ),
        FamousPerformer(
            name: "Chet Baker", sortName: "Baker, Chet",
            birthDate: "1929-12-23", deathDate: "1988-05-13",
            instruments: ["Trumpet", "Vocals"],
            biography:
                "A trumpeter and singer from Oklahoma associated with West Coast cool jazz. He first drew wide attention in Gerry Mulligan's pianoless quartet."
        ),
        FamousPerformer(
            name: "Stan Getz", sortName: "Getz, Stan",
            birthDate: "1927-02-02", deathDate: "1991-06-06",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tenor saxophonist admired for his smooth, lyrical tone. He helped bring bossa nova to a worldwide audience with the album Getz/Gilberto."
        ),
        FamousPerformer(
            name: "Art Tatum", sortName: "Tatum, Art",
            birthDate: "1909-10-13", deathDate: "1956-11-05",
            instruments: ["Piano"],
            biography:
                "A pianist from Toledo, Ohio, whose speed and harmonic daring astonished fellow musicians. He was visually impaired from childhood."
        ),
        FamousPerformer(
            name: "Fats Waller", sortName: "Waller, Fats",
            birthDate: "1904-05-21", deathDate: "1943-12-15",
            instruments: ["Piano", "Organ", "Vocals"],
            biography:
                "A stride pianist, organist, singer and entertainer from New York. He composed “Ain't Misbehavin'” and “Honeysuckle Rose”, among many other songs."
        ),
        FamousPerformer(
            name: "Django Reinhardt", sortName: "Reinhardt, Django",
            birthDate: "1910-01-23", deathDate: "1953-05-16",
            instruments: ["Guitar"],
            biography:
                "A Belgian-born Romani guitarist who developed a brilliant technique despite an injured left hand. With Stéphane Grappelli he led the Quintette du Hot Club de France."
        ),
        FamousPerformer(
            name: "Dizzy Gillespie", sortName: "Gillespie, Dizzy",
            birthDate: "1917-10-21", deathDate: "1993-01-06",
            instruments: ["Trumpet"],
            biography:
                "A trumpeter from South Carolina who was a principal architect of bebop. He also led big bands and helped introduce Afro-Cuban rhythms into jazz."
        ),
        FamousPerformer(
            name: "Charlie Parker", sortName: "Parker, Charlie",
            birthDate: "1920-08-29", deathDate: "1955-03-12",
            instruments: ["Alto Saxophone"],
            biography:
                "An alto saxophonist from Kansas City, nicknamed Bird, who was a founder of bebop. His fast, harmonically advanced improvisations influenced nearly every later jazz musician."
        ),
        FamousPerformer(
            name: "Dexter Gordon", sortName: "Gordon, Dexter",
            birthDate: "1923-02-27", deathDate: "1990-04-25",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tall Los Angeles tenor saxophonist who was one of the first to adapt bebop to his instrument. He lived in Europe for many years and starred in the film 'Round Midnight."
        ),
        FamousPerformer(
            name: "Coleman Hawkins", sortName: "Hawkins, Coleman",
            birthDate: "1904-11-21", deathDate: "1969-05-19",
            instruments: ["Tenor Saxophone"],
            biography:
                "A saxophonist from Missouri who established the tenor saxophone as a jazz solo instrument. His 1939 recording of “Body and Soul” became a landmark."
        ),
        FamousPerformer(
            name: "Lester Young", sortName: "Young, Lester",
            birthDate: "1909-08-27", deathDate: "1959-03-15",
            instruments: ["Tenor Saxophone", "Clarinet"],
            biography:
                "A tenor saxophonist with a light, floating sound who starred in Count Basie's band. Billie Holiday gave him the nickname Pres."
        ),
        FamousPerformer(
            name: "Sidney Bechet", sortName: "Bechet, Sidney",
            birthDate: "1897-05-14", deathDate: "1959-05-14",
            instruments: ["Soprano Saxophone", "Clarinet"],
            biography:
                "A New Orleans clarinetist and soprano saxophonist, one of the first great jazz soloists. He settled in France in the 1950s, where he was a celebrity."
        ),
        FamousPerformer(
            name: "Jelly Roll Morton", sortName: "Morton, Jelly Roll",
            birthDate: "1890-10-20", deathDate: "1941-07-10",
            instruments: ["Piano"],
            biography:
                "A New Orleans pianist and composer whose Red Hot Peppers recordings balanced written arrangements and improvisation. He wrote “King Porter Stomp” and “Black Bottom Stomp”."
        ),
        FamousPerformer(
            name: "Earl Hines", sortName: "Hines, Earl",
            birthDate: "1903-12-28", deathDate: "1983-04-22",
            instruments: ["Piano"],
            biography:
                "A pianist from Pennsylvania whose trumpet-like right-hand lines changed jazz piano. He recorded with Louis Armstrong in 1928 and led a big band in Chicago for years."
        ),
        FamousPerformer(
            name: "Jack Teagarden", sortName: "Teagarden, Jack",
            birthDate: "1905-08-20", deathDate: "1964-01-15",
            instruments: ["Trombone", "Vocals"],
            biography:
                "A Texas trombonist and singer with a relaxed, bluesy style. He was a member of Louis Armstrong's All Stars in the late 1940s."
        ),
        FamousPerformer(
            name: "Kid Ory", sortName: "Ory, Kid",
            birthDate: "1886-12-25", deathDate: "1973-01-23",
            instruments: ["Trombone"],
            biography:
                "A Louisiana trombonist and bandleader known for the tailgate style of early New Orleans jazz. He composed “Muskrat Ramble” and played on Armstrong's Hot Five records."
        ),
        FamousPerformer(
            name: "Johnny Dodds", sortName: "Dodds, Johnny",
            birthDate: "1892-04-12", deathDate: "1940-08-08",
            instruments: ["Clarinet"],
            biography:
                "A New Orleans clarinetist who played with King Oliver and on Louis Armstrong's Hot Five and Hot Seven recordings."
        ),
        FamousPerformer(
            name: "Bix Beiderbecke", sortName: "Beiderbecke, Bix",
            birthDate: "1903-03-10", deathDate: "1931-08-06",
            instruments: ["Cornet", "Piano"],
            biography:
                "A cornetist from Davenport, Iowa, admired for his clear, bell-like tone. He played with Frankie Trumbauer and Paul Whiteman before his early death."
        ),
        FamousPerformer(
            name: "Paul Whiteman", sortName: "Whiteman, Paul",
            birthDate: "1890-03-28", deathDate: "1967-12-29",
            instruments: ["Violin"],
            biography:
                "A bandleader who led one of the most popular orchestras of the 1920s. He commissioned George Gershwin's Rhapsody in Blue for a 1924 concert."
        ),
        FamousPerformer(
            name: "King Oliver", sortName: "Oliver, King",
            birthDate: nil, deathDate: "1938-04-10",
            instruments: ["Cornet"],
            biography:
                "A New Orleans cornetist whose Creole Jazz Band recorded influential sides in 1923. He brought the young Louis Armstrong to Chicago."
        ),
        FamousPerformer(
            name: "Lil Hardin Armstrong", sortName: "Armstrong, Lil Hardin",
            birthDate: "1898-02-03", deathDate: "1971-08-27",
            instruments: ["Piano", "Vocals"],
            biography:
                "A pianist, composer and bandleader from Memphis who played in King Oliver's band and on the Hot Five records. She wrote “Struttin' with Some Barbecue”."
        ),
        FamousPerformer(
            name: "Bessie Smith", sortName: "Smith, Bessie",
            birthDate: "1894-04-15", deathDate: "1937-09-26",
            instruments: ["Vocals"],
            biography:
                "A singer from Chattanooga, Tennessee, called the Empress of the Blues. She was one of the best-selling recording artists of the 1920s."
        ),
        FamousPerformer(
            name: "Ma Rainey", sortName: "Rainey, Ma",
            birthDate: "1886-04-26", deathDate: "1939-12-22",
            instruments: ["Vocals"],
            biography:
                "A Georgia-born singer and one of the earliest professional blues performers to record. She was known as the Mother of the Blues."
        ),
        FamousPerformer(
            name: "James P. Johnson", sortName: "Johnson, James P.",
            birthDate: "1894-02-01", deathDate: "1955-11-17",
            instruments: ["Piano"],
            biography:
                "A New Jersey-born pianist and composer who was a founder of the Harlem stride style. He wrote “The Charleston” and taught Fats Waller."
        ),
        FamousPerformer(
            name: "Fletcher Henderson", sortName: "Henderson, Fletcher",
            birthDate: "1897-12-18", deathDate: "1952-12-29",
            instruments: ["Piano"],
            biography:
                "A pianist and arranger from Georgia whose orchestra set the pattern for big-band swing. His arrangements were later central to Benny Goodman's success."
        ),
        FamousPerformer(
            name: "Benny Carter", sortName: "Carter, Benny",
            birthDate: "1907-08-08", deathDate: "2003-07-12",
            instruments: ["Alto Saxophone", "Trumpet"],
            biography:
                "An alto saxophonist, trumpeter, arranger and composer from New York whose career spanned more than seventy years."
        ),
        FamousPerformer(
            name: "Johnny Hodges", sortName: "Hodges, Johnny",
            birthDate: "1906-07-25", deathDate: "1970-05-11",
            instruments: ["Alto Saxophone"],
            biography:
                "An alto saxophonist famed for his lush tone and glissandos, featured in Duke Ellington's orchestra for nearly forty years."
        ),
        FamousPerformer(
            name: "Ben Webster", sortName: "Webster, Ben",
            birthDate: "1909-03-27", deathDate: "1973-09-20",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tenor saxophonist from Kansas City known for a breathy ballad sound and a gruff swing. He was a star soloist with Duke Ellington around 1940."
        ),
        FamousPerformer(
            name: "Roy Eldridge", sortName: "Eldridge, Roy",
            birthDate: "1911-01-30", deathDate: "1989-02-26",
            instruments: ["Trumpet"],
            biography:
                "A trumpeter from Pittsburgh whose fiery swing style bridged Louis Armstrong and Dizzy Gillespie."),
        FamousPerformer(
            name: "Teddy Wilson", sortName: "Wilson, Teddy",
            birthDate: "1912-11-24", deathDate: "1986-07-31",
            instruments: ["Piano"],
            biography:
                "A pianist with an elegant swing style who played in Benny Goodman's trio and led many sessions with Billie Holiday."
        ),
        FamousPerformer(
            name: "Lionel Hampton", sortName: "Hampton, Lionel",
            birthDate: "1908-04-20", deathDate: "2002-08-31",
            instruments: ["Vibraphone", "Drums"],
            biography:
                "A vibraphonist and bandleader who was among the first to use the vibraphone in jazz. He played in Benny Goodman's quartet and later led his own big band."
        ),
        FamousPerformer(
            name: "Gene Krupa", sortName: "Krupa, Gene",
            birthDate: "1909-01-15", deathDate: "1973-10-16",
            instruments: ["Drums"],
            biography:
                "A Chicago drummer whose showmanship with Benny Goodman's orchestra made the drummer a featured soloist."
        ),
        FamousPerformer(
            name: "Chick Webb", sortName: "Webb, Chick",
            birthDate: "1905-02-10", deathDate: "1939-06-16",
            instruments: ["Drums"],
            biography:
                "A drummer and bandleader from Baltimore who led the house band at Harlem's Savoy Ballroom. He gave Ella Fitzgerald her start."
        ),
        FamousPerformer(
            name: "Cab Calloway", sortName: "Calloway, Cab",
            birthDate: "1907-12-25", deathDate: "1994-11-18",
            instruments: ["Vocals"],
            biography:
                "A singer and bandleader from Rochester, New York, known for his energetic stage act and for “Minnie the Moocher”."
        ),
        FamousPerformer(
            name: "Artie Shaw", sortName: "Shaw, Artie",
            birthDate: "1910-05-23", deathDate: "2004-12-30",
            instruments: ["Clarinet"],
            biography:
                "A clarinetist and bandleader whose 1938 recording of “Begin the Beguine” was a major hit of the swing era."
        ),
        FamousPerformer(
            name: "Glenn Miller", sortName: "Miller, Glenn",
            birthDate: "1904-03-01", deathDate: "1944-12-15",
            instruments: ["Trombone"],
            biography:
                "A trombonist and bandleader whose orchestra was among the most popular of the swing era. He disappeared over the English Channel while serving in the war."
        ),
        FamousPerformer(
            name: "Tommy Dorsey", sortName: "Dorsey, Tommy",
            birthDate: "1905-11-19", deathDate: "1956-11-26",
            instruments: ["Trombone"],
            biography:
                "A trombonist and bandleader known for his smooth tone. His orchestra featured the young Frank Sinatra."
        ),
        FamousPerformer(
            name: "Jimmy Dorsey", sortName: "Dorsey, Jimmy",
            birthDate: "1904-02-29", deathDate: "1957-06-12",
            instruments: ["Clarinet", "Alto Saxophone"],
            biography:
                "A clarinetist, saxophonist and bandleader, the older brother of Tommy Dorsey, with whom he co-led the Dorsey Brothers Orchestra."
        ),
        FamousPerformer(
            name: "Woody Herman", sortName: "Herman, Woody",
            birthDate: "1913-05-16", deathDate: "1987-10-29",
            instruments: ["Clarinet", "Alto Saxophone", "Vocals"],
            biography:
                "A clarinetist, saxophonist, singer and bandleader from Milwaukee whose Herds spanned swing and bebop."),
        FamousPerformer(
            name: "Harry James", sortName: "James, Harry",
            birthDate: "1916-03-15", deathDate: "1983-07-05",
            instruments: ["Trumpet"],
            biography: "A trumpeter who left Benny Goodman to lead one of the most popular bands of the 1940s."),
        FamousPerformer(
            name: "Charlie Christian", sortName: "Christian, Charlie",
            birthDate: "1916-07-29", deathDate: "1942-03-02",
            instruments: ["Electric Guitar"],
            biography:
                "A guitarist from Texas who made the amplified guitar a solo voice in jazz while with Benny Goodman. His after-hours sessions in Harlem fed into early bebop."
        ),
        FamousPerformer(
            name: "Billy Strayhorn", sortName: "Strayhorn, Billy",
            birthDate: "1915-11-29", deathDate: "1967-05-31",
            instruments: ["Piano"],
            biography:
                "A composer, arranger and pianist who was Duke Ellington's closest collaborator. He wrote “Take the 'A' Train” and “Lush Life”."
        ),
        FamousPerformer(
            name: "Mary Lou Williams", sortName: "Williams, Mary Lou",
            birthDate: "1910-05-08", deathDate: "1981-05-28",
            instruments: ["Piano"],
            biography:
                "A pianist, composer and arranger who wrote for Andy Kirk and Benny Goodman and mentored young bebop musicians."
        ),
        FamousPerformer(
            name: "Erroll Garner", sortName: "Garner, Erroll",
            birthDate: "1921-06-15", deathDate: "1977-01-02",
            instruments: ["Piano"],
            biography: "A self-taught pianist from Pittsburgh, known for his orchestral style, who composed “Misty”."),
        FamousPerformer(
            name: "Bud Powell", sortName: "Powell, Bud",
            birthDate: "1924-09-27", deathDate: "1966-07-31",
            instruments: ["Piano"],
            biography:
                "A New York pianist who translated bebop's horn lines to the keyboard and set the model for modern jazz piano."
        ),
        FamousPerformer(
            name: "Max Roach", sortName: "Roach, Max",
            birthDate: "1924-01-10", deathDate: "2007-08-16",
            instruments: ["Drums"],
            biography: "A drummer who was a pioneer of bebop and co-led a celebrated quintet with Clifford Brown."),
        FamousPerformer(
            name: "Kenny Clarke", sortName: "Clarke, Kenny",
            birthDate: "1914-01-09", deathDate: "1985-01-26",
            instruments: ["Drums"],
            biography:
                "A drummer from Pittsburgh who helped develop bebop drumming by keeping time on the ride cymbal. He was a founding member of the Modern Jazz Quartet."
        ),
        FamousPerformer(
            name: "Art Blakey", sortName: "Blakey, Art",
            birthDate: "1919-10-11", deathDate: "1990-10-16",
            instruments: ["Drums"],
            biography:
                "A Pittsburgh drummer who led the Jazz Messengers for over three decades, a training ground for many young players."
        ),
        FamousPerformer(
            name: "Clifford Brown", sortName: "Brown, Clifford",
            birthDate: "1930-10-30", deathDate: "1956-06-26",
            instruments: ["Trumpet"],
            biography:
                "A trumpeter from Delaware with a warm sound and flawless technique. He co-led a quintet with Max Roach before dying in a car accident at twenty-five."
        ),
        FamousPerformer(
            name: "Tadd Dameron", sortName: "Dameron, Tadd",
            birthDate: "1917-02-21", deathDate: "1965-03-08",
            instruments: ["Piano"],
            biography:
                "A composer, arranger and pianist from Cleveland who wrote bebop tunes such as “Hot House” and “Good Bait”."
        ),
        FamousPerformer(
            name: "J. J. Johnson", sortName: "Johnson, J. J.",
            birthDate: "1924-01-22", deathDate: "2001-02-04",
            instruments: ["Trombone"],
            biography:
                "A trombonist from Indianapolis who adapted bebop to the trombone with remarkable speed and clarity."),
        FamousPerformer(
            name: "Milt Jackson", sortName: "Jackson, Milt",
            birthDate: "1923-01-01", deathDate: "1999-10-09",
            instruments: ["Vibraphone"],
            biography:
                "A vibraphonist from Detroit with a bluesy, relaxed style, long a member of the Modern Jazz Quartet. He composed “Bags' Groove”."
        ),
        FamousPerformer(
            name: "Modern Jazz Quartet", sortName: "Modern Jazz Quartet",
            birthDate: nil, deathDate: nil,
            instruments: ["Piano", "Vibraphone", "Double Bass", "Drums"],
            biography:
                "A quartet formed in the early 1950s that blended jazz with elements of classical chamber music. Its best-known lineup was John Lewis, Milt Jackson, Percy Heath and Connie Kay."
        ),
        FamousPerformer(
            name: "John Lewis", sortName: "Lewis, John",
            birthDate: "1920-05-03", deathDate: "2001-03-29",
            instruments: ["Piano"],
            biography:
                "A pianist and composer who was the musical director of the Modern Jazz Quartet. He wrote “Django”."),
        FamousPerformer(
            name: "Charles Mingus", sortName: "Mingus, Charles",
            birthDate: "1922-04-22", deathDate: "1979-01-05",
            instruments: ["Double Bass", "Piano"],
            biography:
                "A bassist, composer and bandleader whose music drew on gospel, blues and Ellington. His works include “Goodbye Pork Pie Hat” and “Fables of Faubus”."
        ),
        FamousPerformer(
            name: "Ray Brown", sortName: "Brown, Ray",
            birthDate: "1926-10-13", deathDate: "2002-07-02",
            instruments: ["Double Bass"],
            biography:
                "A bassist from Pittsburgh who played in Oscar Peterson's trio for many years and was married for a time to Ella Fitzgerald."
        ),
        FamousPerformer(
            name: "Paul Chambers", sortName: "Chambers, Paul",
            birthDate: "1935-04-22", deathDate: "1969-01-04",
            instruments: ["Double Bass"],
            biography: "A bassist from Pittsburgh who anchored the Miles Davis Quintet in the late 1950s."),
        FamousPerformer(
            name: "Ron Carter", sortName: "Carter, Ron",
            birthDate: "1937-05-04", deathDate: nil,
            instruments: ["Double Bass"],
            biography:
                "A bassist from Michigan who was part of Miles Davis's second great quintet and has appeared on thousands of recordings."
        ),
        FamousPerformer(
            name: "Cannonball Adderley", sortName: "Adderley, Cannonball",
            birthDate: "1928-09-15", deathDate: "1975-08-08",
            instruments: ["Alto Saxophone"],
            biography:
                "An alto saxophonist from Florida who played on Kind of Blue and led a popular soul-jazz quintet with his brother Nat."
        ),
        FamousPerformer(
            name: "Horace Silver", sortName: "Silver, Horace",
            birthDate: "1928-09-02", deathDate: "2014-06-18",
            instruments: ["Piano"],
            biography:
                "A pianist and composer from Connecticut who was a founder of hard bop. He wrote “Song for My Father” and “Señor Blues”."
        ),
        FamousPerformer(
            name: "Lee Morgan", sortName: "Morgan, Lee",
            birthDate: "1938-07-10", deathDate: "1972-02-19",
            instruments: ["Trumpet"],
            biography:
                "A Philadelphia trumpeter who played with Art Blakey's Jazz Messengers. His 1963 album The Sidewinder was a crossover hit."
        ),
        FamousPerformer(
            name: "Freddie Hubbard", sortName: "Hubbard, Freddie",
            birthDate: "1938-04-07", deathDate: "2008-12-29",
            instruments: ["Trumpet", "Flugelhorn"],
            biography:
                "A trumpeter from Indianapolis with a bright, powerful sound who recorded widely for Blue Note and CTI."
        ),
        FamousPerformer(
            name: "Wayne Shorter", sortName: "Shorter, Wayne",
            birthDate: "1933-08-25", deathDate: "2023-03-02",
            instruments: ["Tenor Saxophone", "Soprano Saxophone"],
            biography:
                "A saxophonist and composer who played with Art Blakey and Miles Davis and co-founded Weather Report. His tunes include “Footprints” and “Speak No Evil”."
        ),
        FamousPerformer(
            name: "Herbie Hancock", sortName: "Hancock, Herbie",
            birthDate: "1940-04-12", deathDate: nil,
            instruments: ["Piano", "Keyboards"],
            biography:
                "A pianist and composer from Chicago who played in Miles Davis's second quintet. He wrote “Watermelon Man” and “Maiden Voyage”."
        ),
        FamousPerformer(
            name: "Chick Corea", sortName: "Corea, Chick",
            birthDate: "1941-06-12", deathDate: "2021-02-09",
            instruments: ["Piano", "Keyboards"],
            biography:
                "A pianist and composer from Massachusetts who led the group Return to Forever. He wrote “Spain” and “500 Miles High”."
        ),
        FamousPerformer(
            name: "Keith Jarrett", sortName: "Jarrett, Keith",
            birthDate: "1945-05-08", deathDate: nil,
            instruments: ["Piano"],
            biography:
                "A pianist from Pennsylvania known for long solo improvisations, including The Köln Concert, and for his Standards Trio."
        ),
        FamousPerformer(
            name: "McCoy Tyner", sortName: "Tyner, McCoy",
            birthDate: "1938-12-11", deathDate: "2020-03-06",
            instruments: ["Piano"],
            biography:
                "A Philadelphia pianist who was a member of John Coltrane's classic quartet, known for his use of fourths."
        ),
        FamousPerformer(
            name: "Elvin Jones", sortName: "Jones, Elvin",
            birthDate: "1927-09-09", deathDate: "2004-05-18",
            instruments: ["Drums"],
            biography: "A drummer from Michigan known for his polyrhythmic style in John Coltrane's quartet."),
        FamousPerformer(
            name: "Tony Williams", sortName: "Williams, Tony",
            birthDate: "1945-12-12", deathDate: "1997-02-23",
            instruments: ["Drums"],
            biography: "A drummer who joined Miles Davis at seventeen and later founded the jazz-rock group Lifetime."),
        FamousPerformer(
            name: "Eric Dolphy", sortName: "Dolphy, Eric",
            birthDate: "1928-06-20", deathDate: "1964-06-29",
            instruments: ["Alto Saxophone", "Bass Clarinet", "Flute"],
            biography:
                "A multi-instrumentalist from Los Angeles who brought wide interval leaps to the alto saxophone and made the bass clarinet a jazz solo instrument."
        ),
        FamousPerformer(
            name: "Ornette Coleman", sortName: "Coleman, Ornette",
            birthDate: "1930-03-09", deathDate: "2015-06-11",
            instruments: ["Alto Saxophone", "Trumpet", "Violin"],
            biography:
                "A saxophonist from Fort Worth, Texas, who was a founder of free jazz. His 1959 album The Shape of Jazz to Come included “Lonely Woman”."
        ),
        FamousPerformer(
            name: "Joe Henderson", sortName: "Henderson, Joe",
            birthDate: "1937-04-24", deathDate: "2001-06-30",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tenor saxophonist from Ohio who recorded notable Blue Note albums in the 1960s and wrote “Recorda Me” and “Inner Urge”."
        ),
        FamousPerformer(
            name: "Hank Mobley", sortName: "Mobley, Hank",
            birthDate: "1930-07-07", deathDate: "1986-05-30",
            instruments: ["Tenor Saxophone"],
            biography: "A tenor saxophonist with a round, understated tone, an original member of the Jazz Messengers."),
        FamousPerformer(
            name: "Wes Montgomery", sortName: "Montgomery, Wes",
            birthDate: "1923-03-06", deathDate: "1968-06-15",
            instruments: ["Guitar"],
            biography: "A guitarist from Indianapolis famous for playing with his thumb and for melodies in octaves."),
        FamousPerformer(
            name: "Jim Hall", sortName: "Hall, Jim",
            birthDate: "1930-12-04", deathDate: "2013-12-10",
            instruments: ["Guitar"],
            biography:
                "A guitarist from Buffalo known for a subtle, conversational style, heard in duos with Bill Evans and Ron Carter."
        ),
        FamousPerformer(
            name: "Kenny Burrell", sortName: "Burrell, Kenny",
            birthDate: "1931-07-31", deathDate: nil,
            instruments: ["Guitar"],
            biography: "A Detroit guitarist with a blues-rooted style whose album Midnight Blue is a Blue Note classic."
        ),
        FamousPerformer(
            name: "Joe Pass", sortName: "Pass, Joe",
            birthDate: "1929-01-13", deathDate: "1994-05-23",
            instruments: ["Guitar"],
            biography: "A guitarist from New Jersey celebrated for his solo albums, beginning with Virtuoso in 1973."),
        FamousPerformer(
            name: "Jimmy Smith", sortName: "Smith, Jimmy",
            birthDate: "1925-12-08", deathDate: "2005-02-08",
            instruments: ["Hammond Organ"],
            biography: "An organist from Pennsylvania who popularized the Hammond B-3 in jazz in the 1950s."),
        FamousPerformer(
            name: "Gerry Mulligan", sortName: "Mulligan, Gerry",
            birthDate: "1927-04-06", deathDate: "1996-01-20",
            instruments: ["Baritone Saxophone"],
            biography: "A baritone saxophonist and arranger from New York who led a pianoless quartet with Chet Baker."),
        FamousPerformer(
            name: "Paul Desmond", sortName: "Desmond, Paul",
            birthDate: "1924-11-25", deathDate: "1977-05-30",
            instruments: ["Alto Saxophone"],
            biography:
                "An alto saxophonist with a dry, light tone, long a member of the Dave Brubeck Quartet. He composed “Take Five”."
        ),
        FamousPerformer(
            name: "Lee Konitz", sortName: "Konitz, Lee",
            birthDate: "1927-10-13", deathDate: "2020-04-15",
            instruments: ["Alto Saxophone"],
            biography:
                "A Chicago alto saxophonist who studied with Lennie Tristano and played on the Birth of the Cool sessions."
        ),
        FamousPerformer(
            name: "George Shearing", sortName: "Shearing, George",
            birthDate: "1919-08-13", deathDate: "2011-02-14",
            instruments: ["Piano"],
            biography:
                "A London-born pianist, blind from birth, who settled in the United States and composed “Lullaby of Birdland”."
        ),
        FamousPerformer(
            name: "Ahmad Jamal", sortName: "Jamal, Ahmad",
            birthDate: "1930-07-02", deathDate: "2023-04-16",
            instruments: ["Piano"],
            biography:
                "A Pittsburgh pianist whose use of space and dynamics influenced Miles Davis. His 1958 live album At the Pershing was a best-seller."
        ),
        FamousPerformer(
            name: "Tommy Flanagan", sortName: "Flanagan, Tommy",
            birthDate: "1930-03-16", deathDate: "2001-11-16",
            instruments: ["Piano"],
            biography: "A Detroit pianist who accompanied Ella Fitzgerald for years and played on Giant Steps."),
        FamousPerformer(
            name: "Hank Jones", sortName: "Jones, Hank",
            birthDate: "1918-07-31", deathDate: "2010-05-16",
            instruments: ["Piano"],
            biography:
                "A pianist with an elegant touch, the eldest of the Jones brothers, who recorded across seven decades."),
        FamousPerformer(
            name: "Benny Golson", sortName: "Golson, Benny",
            birthDate: "1929-01-25", deathDate: "2024-09-21",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tenor saxophonist and composer from Philadelphia who wrote “Whisper Not” and “I Remember Clifford”."),
        FamousPerformer(
            name: "Kenny Dorham", sortName: "Dorham, Kenny",
            birthDate: "1924-08-30", deathDate: "1972-12-05",
            instruments: ["Trumpet"],
            biography:
                "A trumpeter from Texas who played with Charlie Parker and the Jazz Messengers and composed “Blue Bossa”."
        ),
        FamousPerformer(
            name: "Clark Terry", sortName: "Terry, Clark",
            birthDate: "1920-12-14", deathDate: "2015-02-21",
            instruments: ["Trumpet", "Flugelhorn"],
            biography:
                "A trumpeter from St. Louis who played with Count Basie and Duke Ellington and was an influential educator."
        ),
        FamousPerformer(
            name: "Rahsaan Roland Kirk", sortName: "Kirk, Rahsaan Roland",
            birthDate: "1935-08-07", deathDate: "1977-12-05",
            instruments: ["Tenor Saxophone", "Flute", "Clarinet"],
            biography: "A multi-instrumentalist from Ohio known for playing several horns at once."),
        FamousPerformer(
            name: "Gary Burton", sortName: "Burton, Gary",
            birthDate: "1943-01-23", deathDate: nil,
            instruments: ["Vibraphone"],
            biography:
                "A vibraphonist from Indiana who developed a four-mallet technique and recorded often with Chick Corea."
        ),
        FamousPerformer(
            name: "Bobby Hutcherson", sortName: "Hutcherson, Bobby",
            birthDate: "1941-01-27", deathDate: "2016-08-15",
            instruments: ["Vibraphone"],
            biography: "A Los Angeles vibraphonist who recorded adventurous albums for Blue Note in the 1960s."),
        FamousPerformer(
            name: "Stéphane Grappelli", sortName: "Grappelli, Stéphane",
            birthDate: "1908-01-26", deathDate: "1997-12-01",
            instruments: ["Violin"],
            biography: "A Parisian violinist who co-founded the Quintette du Hot Club de France with Django Reinhardt."),
        FamousPerformer(
            name: "João Gilberto", sortName: "Gilberto, João",
            birthDate: "1931-06-10", deathDate: "2019-07-06",
            instruments: ["Guitar", "Vocals"],
            biography: "A Brazilian singer and guitarist whose quiet voice and guitar rhythm defined bossa nova."),
        FamousPerformer(
            name: "Antônio Carlos Jobim", sortName: "Jobim, Antônio Carlos",
            birthDate: "1927-01-25", deathDate: "1994-12-08",
            instruments: ["Piano", "Guitar", "Vocals"],
            biography:
                "A Brazilian composer who wrote many of bossa nova's best-known songs, including “Desafinado” and “The Girl from Ipanema”."
        ),
        FamousPerformer(
            name: "Astrud Gilberto", sortName: "Gilberto, Astrud",
            birthDate: "1940-03-29", deathDate: "2023-06-05",
            instruments: ["Vocals"],
            biography:
                "A Brazilian singer whose English vocal on “The Girl from Ipanema” made her internationally known."),
        FamousPerformer(
            name: "Toots Thielemans", sortName: "Thielemans, Toots",
            birthDate: "1922-04-29", deathDate: "2016-08-22",
            instruments: ["Harmonica", "Guitar"],
            biography: "A Belgian harmonica player and guitarist who made the chromatic harmonica a jazz instrument."),
        FamousPerformer(
            name: "Jaco Pastorius", sortName: "Pastorius, Jaco",
            birthDate: "1951-12-01", deathDate: "1987-09-21",
            instruments: ["Bass Guitar"],
            biography:
                "A bassist raised in Florida whose fretless electric bass playing with Weather Report transformed the instrument."
        ),
        FamousPerformer(
            name: "Joe Zawinul", sortName: "Zawinul, Joe",
            birthDate: "1932-07-07", deathDate: "2007-09-11",
            instruments: ["Keyboards", "Piano"],
            biography:
                "An Austrian keyboardist who played with Cannonball Adderley and co-founded Weather Report. He wrote “Mercy, Mercy, Mercy”."
        ),
        FamousPerformer(
            name: "Weather Report", sortName: "Weather Report",
            birthDate: nil, deathDate: nil,
            instruments: ["Keyboards", "Tenor Saxophone", "Bass Guitar", "Drums", "Percussion"],
            biography:
                "A jazz fusion group founded in 1970 by Joe Zawinul and Wayne Shorter. Its 1977 album Heavy Weather included “Birdland”."
        ),
        FamousPerformer(
            name: "Pat Metheny", sortName: "Metheny, Pat",
            birthDate: "1954-08-12", deathDate: nil,
            instruments: ["Guitar"],
            biography:
                "A guitarist from Missouri who has led his own groups since the 1970s and won many Grammy Awards."),
        FamousPerformer(
            name: "Wynton Marsalis", sortName: "Marsalis, Wynton",
            birthDate: "1961-10-18", deathDate: nil,
            instruments: ["Trumpet"],
            biography: "A New Orleans trumpeter and composer who became artistic director of Jazz at Lincoln Center."),
        FamousPerformer(
            name: "Branford Marsalis", sortName: "Marsalis, Branford",
            birthDate: "1960-08-26", deathDate: nil,
            instruments: ["Tenor Saxophone", "Soprano Saxophone"],
            biography: "A saxophonist from Louisiana, elder brother of Wynton, who has led his own quartet for decades."
        ),
        FamousPerformer(
            name: "Diana Krall", sortName: "Krall, Diana",
            birthDate: "1964-11-16", deathDate: nil,
            instruments: ["Piano", "Vocals"],
            biography: "A Canadian pianist and singer known for interpreting standards."),
        FamousPerformer(
            name: "Cécile McLorin Salvant", sortName: "McLorin Salvant, Cécile",
            birthDate: "1989-08-28", deathDate: nil,
            instruments: ["Vocals"],
            biography:
                "A Miami-born singer who won the Thelonious Monk vocal competition in 2010 and has since won several Grammy Awards."
        ),
        FamousPerformer(
            name: "Esperanza Spalding", sortName: "Spalding, Esperanza",
            birthDate: "1984-10-18", deathDate: nil,
            instruments: ["Double Bass", "Vocals"],
            biography: "A bassist and singer from Portland, Oregon, who won the Grammy for Best New Artist in 2011."),
        FamousPerformer(
            name: "Kamasi Washington", sortName: "Washington, Kamasi",
            birthDate: "1981-02-18", deathDate: nil,
            instruments: ["Tenor Saxophone"],
            biography: "A Los Angeles saxophonist whose triple album The Epic drew a wide new audience in 2015."),
        FamousPerformer(
            name: "Brad Mehldau", sortName: "Mehldau, Brad",
            birthDate: "1970-08-23", deathDate: nil,
            instruments: ["Piano"],
            biography:
                "A pianist from Florida known for his trio work and for adapting pop songs into the jazz repertoire."),
        FamousPerformer(
            name: "Joshua Redman", sortName: "Redman, Joshua",
            birthDate: "1969-02-01", deathDate: nil,
            instruments: ["Tenor Saxophone"],
            biography:
                "A saxophonist from California, son of Dewey Redman, who won the Thelonious Monk competition in 1991."),
        FamousPerformer(
            name: "Christian McBride", sortName: "McBride, Christian",
            birthDate: "1972-05-31", deathDate: nil,
            instruments: ["Double Bass"],
            biography: "A Philadelphia bassist who has led bands of all sizes and hosts a jazz radio program."),
        FamousPerformer(
            name: "Robert Glasper", sortName: "Glasper, Robert",
            birthDate: "1978-04-06", deathDate: nil,
            instruments: ["Piano", "Keyboards"],
            biography: "A Houston pianist whose Black Radio project joined jazz with hip-hop and R&B."),
        FamousPerformer(
            name: "Gregory Porter", sortName: "Porter, Gregory",
            birthDate: "1971-11-04", deathDate: nil,
            instruments: ["Vocals"],
            biography:
                "A singer from California with a rich baritone who has won Grammy Awards for his jazz vocal albums."),
        FamousPerformer(
            name: "Kurt Elling", sortName: "Elling, Kurt",
            birthDate: "1967-11-02", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A Chicago singer known for vocalese and adventurous interpretations."),
        FamousPerformer(
            name: "Norah Jones", sortName: "Jones, Norah",
            birthDate: "1979-03-30", deathDate: nil,
            instruments: ["Piano", "Vocals"],
            biography: "A singer and pianist whose 2002 debut on Blue Note, Come Away with Me, sold in the millions."),
        FamousPerformer(
            name: "Roy Hargrove", sortName: "Hargrove, Roy",
            birthDate: "1969-10-16", deathDate: "2018-11-02",
            instruments: ["Trumpet", "Flugelhorn"],
            biography: "A trumpeter from Texas who led his own quintet and the jazz-soul group the RH Factor."),
        FamousPerformer(
            name: "Michael Brecker", sortName: "Brecker, Michael",
            birthDate: "1949-03-29", deathDate: "2007-01-13",
            instruments: ["Tenor Saxophone"],
            biography:
                "A Philadelphia tenor saxophonist who was widely recorded in jazz and pop, including with his brother Randy in the Brecker Brothers."
        ),
        FamousPerformer(
            name: "Dianne Reeves", sortName: "Reeves, Dianne",
            birthDate: "1956-10-23", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A singer from Detroit who has won several Grammy Awards for best jazz vocal album."),
        FamousPerformer(
            name: "Cassandra Wilson", sortName: "Wilson, Cassandra",
            birthDate: "1955-12-04", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A singer from Mississippi whose albums for Blue Note mixed jazz with blues and folk."),
        FamousPerformer(
            name: "Bobby McFerrin", sortName: "McFerrin, Bobby",
            birthDate: "1950-03-11", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A singer known for solo a cappella performances and for the hit “Don't Worry, Be Happy”."),
        FamousPerformer(
            name: "Al Jarreau", sortName: "Jarreau, Al",
            birthDate: "1940-03-12", deathDate: "2017-02-12",
            instruments: ["Vocals"],
            biography: "A singer from Milwaukee who won Grammy Awards in the jazz, pop and R&B categories."),
        FamousPerformer(
            name: "Betty Carter", sortName: "Carter, Betty",
            birthDate: "1929-05-16", deathDate: "1998-09-26",
            instruments: ["Vocals"],
            biography:
                "A singer known for daring improvisation, who sang with Lionel Hampton and nurtured many young musicians."
        ),
        FamousPerformer(
            name: "Carmen McRae", sortName: "McRae, Carmen",
            birthDate: "1920-04-08", deathDate: "1994-11-10",
            instruments: ["Vocals", "Piano"],
            biography:
                "A singer and pianist from Harlem noted for her ironic phrasing and her interpretations of Thelonious Monk."
        ),
        FamousPerformer(
            name: "Dinah Washington", sortName: "Washington, Dinah",
            birthDate: "1924-08-29", deathDate: "1963-12-14",
            instruments: ["Vocals"],
            biography:
                "A singer from Alabama who moved easily between jazz, blues and pop. She had a hit with “What a Diff'rence a Day Makes”."
        ),
        FamousPerformer(
            name: "Anita O'Day", sortName: "O'Day, Anita",
            birthDate: "1919-10-18", deathDate: "2006-11-23",
            instruments: ["Vocals"],
            biography:
                "A singer who came to notice with Gene Krupa's band and later recorded a string of albums for Verve."),
        FamousPerformer(
            name: "Peggy Lee", sortName: "Lee, Peggy",
            birthDate: "1920-05-26", deathDate: "2002-01-21",
            instruments: ["Vocals"],
            biography:
                "A singer who began with Benny Goodman and had a long career as a popular and jazz vocalist. Her recording of “Fever” was a hit."
        ),
        FamousPerformer(
            name: "Nina Simone", sortName: "Simone, Nina",
            birthDate: "1933-02-21", deathDate: "2003-04-21",
            instruments: ["Piano", "Vocals"],
            biography:
                "A classically trained singer and pianist from North Carolina whose music crossed jazz, soul and folk."),
        FamousPerformer(
            name: "Abbey Lincoln", sortName: "Lincoln, Abbey",
            birthDate: "1930-08-06", deathDate: "2010-08-14",
            instruments: ["Vocals"],
            biography: "A singer and songwriter who recorded with Max Roach and had a late-career revival on Verve."),
        FamousPerformer(
            name: "Shirley Horn", sortName: "Horn, Shirley",
            birthDate: "1934-05-01", deathDate: "2005-10-20",
            instruments: ["Piano", "Vocals"],
            biography: "A Washington, D.C., singer and pianist admired for her slow tempos and spare accompaniment."),
        FamousPerformer(
            name: "Nancy Wilson", sortName: "Wilson, Nancy",
            birthDate: "1937-02-20", deathDate: "2018-12-13",
            instruments: ["Vocals"],
            biography:
                "A singer from Ohio who recorded with Cannonball Adderley and had many successful albums on Capitol."),
        FamousPerformer(
            name: "Tony Bennett", sortName: "Bennett, Tony",
            birthDate: "1926-08-03", deathDate: "2023-07-21",
            instruments: ["Vocals"],
            biography:
                "A singer from Queens, New York, whose career spanned more than seventy years. He made duet albums with Bill Evans and, late in life, with Lady Gaga."
        ),
        FamousPerformer(
            name: "Mel Tormé", sortName: "Tormé, Mel",
            birthDate: "1925-09-13", deathDate: "1999-06-05",
            instruments: ["Vocals"],
            biography: "A singer from Chicago nicknamed the Velvet Fog, who co-wrote “The Christmas Song”."),
        FamousPerformer(
            name: "Joe Williams", sortName: "Williams, Joe",
            birthDate: "1918-12-12", deathDate: "1999-03-29",
            instruments: ["Vocals"],
            biography: "A baritone singer who became famous with Count Basie's orchestra in the 1950s."),
        FamousPerformer(
            name: "Billy Eckstine", sortName: "Eckstine, Billy",
            birthDate: "1914-07-08", deathDate: "1993-03-08",
            instruments: ["Vocals", "Trumpet"],
            biography: "A singer and bandleader whose 1940s big band was an early home for bebop players."),
        FamousPerformer(
            name: "Johnny Hartman", sortName: "Hartman, Johnny",
            birthDate: "1923-07-13", deathDate: "1983-09-15",
            instruments: ["Vocals"],
            biography: "A baritone singer best known for his 1963 album with John Coltrane."),
        FamousPerformer(
            name: "Louis Prima", sortName: "Prima, Louis",
            birthDate: "1910-12-07", deathDate: "1978-08-24",
            instruments: ["Trumpet", "Vocals"],
            biography: "A New Orleans trumpeter, singer and bandleader who wrote “Sing, Sing, Sing”."),
        FamousPerformer(
            name: "Ethel Waters", sortName: "Waters, Ethel",
            birthDate: "1896-10-31", deathDate: "1977-09-01",
            instruments: ["Vocals"],
            biography:
                "A singer and actress who introduced “Stormy Weather” and was a major recording artist of the 1920s and 1930s."
        ),
        FamousPerformer(
            name: "Barney Bigard", sortName: "Bigard, Barney",
            birthDate: "1906-03-03", deathDate: "1980-06-27",
            instruments: ["Clarinet"],
            biography:
                "A New Orleans clarinetist who played with Duke Ellington and later with Louis Armstrong's All Stars."),
        FamousPerformer(
            name: "Original Dixieland Jass Band", sortName: "Original Dixieland Jass Band",
            birthDate: nil, deathDate: nil,
            instruments: ["Cornet", "Clarinet", "Trombone", "Piano", "Drums"],
            biography:
                "A New Orleans quintet that made what are generally regarded as the first jazz recordings in 1917, including “Tiger Rag”."
        ),
        FamousPerformer(
            name: "Hoagy Carmichael", sortName: "Carmichael, Hoagy",
            birthDate: "1899-11-22", deathDate: "1981-12-27",
            instruments: ["Piano", "Vocals"],
            biography: "A songwriter, pianist and singer from Indiana who wrote “Stardust” and “Georgia on My Mind”."),
        FamousPerformer(
            name: "Bing Crosby", sortName: "Crosby, Bing",
            birthDate: "1903-05-03", deathDate: "1977-10-14",
            instruments: ["Vocals"],
            biography:
                "A singer and actor who started with Paul Whiteman's orchestra and became one of the most popular entertainers of the century."
        ),
        FamousPerformer(
            name: "Marian McPartland", sortName: "McPartland, Marian",
            birthDate: "1918-03-20", deathDate: "2013-08-20",
            instruments: ["Piano"],
            biography: "An English-born pianist who hosted the radio program Piano Jazz for more than thirty years."),
        FamousPerformer(
            name: "Philly Joe Jones", sortName: "Jones, Philly Joe",
            birthDate: "1923-07-15", deathDate: "1985-08-30",
            instruments: ["Drums"],
            biography: "A Philadelphia drummer who was part of the Miles Davis Quintet in the 1950s."),
        FamousPerformer(
            name: "Roy Haynes", sortName: "Haynes, Roy",
            birthDate: "1925-03-13", deathDate: "2024-11-12",
            instruments: ["Drums"],
            biography: "A Boston drummer whose career ran from Charlie Parker to Chick Corea and beyond."),
        FamousPerformer(
            name: "Buddy Rich", sortName: "Rich, Buddy",
            birthDate: "1917-09-30", deathDate: "1987-04-02",
            instruments: ["Drums"],
            biography: "A drummer known for astonishing speed and power who led his own big band from the 1960s."),
        FamousPerformer(
            name: "Stan Kenton", sortName: "Kenton, Stan",
            birthDate: "1911-12-15", deathDate: "1979-08-25",
            instruments: ["Piano"],
            biography: "A pianist and bandleader whose large orchestras played loud, progressive arrangements."),
        FamousPerformer(
            name: "Maynard Ferguson", sortName: "Ferguson, Maynard",
            birthDate: "1928-05-04", deathDate: "2006-08-23",
            instruments: ["Trumpet"],
            biography: "A Canadian trumpeter famous for his high notes who led big bands from the 1950s on."),
        FamousPerformer(
            name: "Thad Jones", sortName: "Jones, Thad",
            birthDate: "1923-03-28", deathDate: "1986-08-20",
            instruments: ["Trumpet", "Cornet"],
            biography:
                "A trumpeter and composer who co-led the Thad Jones/Mel Lewis Orchestra and wrote “A Child Is Born”."),
        FamousPerformer(
            name: "Quincy Jones", sortName: "Jones, Quincy",
            birthDate: "1933-03-14", deathDate: "2024-11-03",
            instruments: ["Trumpet"],
            biography:
                "A trumpeter, arranger and producer who worked with Count Basie and Frank Sinatra before producing major pop records."
        ),
        FamousPerformer(
            name: "Gil Evans", sortName: "Evans, Gil",
            birthDate: "1912-05-13", deathDate: "1988-03-20",
            instruments: ["Piano"],
            biography:
                "A Toronto-born arranger and pianist known for his orchestral collaborations with Miles Davis, such as Sketches of Spain."
        ),
        FamousPerformer(
            name: "Sun Ra", sortName: "Sun Ra",
            birthDate: "1914-05-22", deathDate: "1993-05-30",
            instruments: ["Piano", "Keyboards", "Organ"],
            biography:
                "A keyboardist and bandleader from Alabama whose Arkestra combined big-band swing with free improvisation and science-fiction imagery."
        ),
        FamousPerformer(
            name: "Pharoah Sanders", sortName: "Sanders, Pharoah",
            birthDate: "1940-10-13", deathDate: "2022-09-24",
            instruments: ["Tenor Saxophone"],
            biography:
                "A tenor saxophonist from Arkansas who played with John Coltrane and led spiritual jazz albums such as Karma."
        ),
        FamousPerformer(
            name: "Alice Coltrane", sortName: "Coltrane, Alice",
            birthDate: "1937-08-27", deathDate: "2007-01-12",
            instruments: ["Piano", "Harp", "Organ"],
            biography:
                "A pianist, harpist and composer from Detroit who played in John Coltrane's last band and made spiritual jazz albums."
        ),
        FamousPerformer(
            name: "Cecil Taylor", sortName: "Taylor, Cecil",
            birthDate: "1929-03-25", deathDate: "2018-04-05",
            instruments: ["Piano"],
            biography: "A pianist from New York who was a pioneer of free jazz, known for percussive, dense playing."),
        FamousPerformer(
            name: "Charlie Haden", sortName: "Haden, Charlie",
            birthDate: "1937-08-06", deathDate: "2014-07-11",
            instruments: ["Double Bass"],
            biography: "A bassist from Iowa who played with Ornette Coleman and led the Liberation Music Orchestra."),
        FamousPerformer(
            name: "Scott LaFaro", sortName: "LaFaro, Scott",
            birthDate: "1936-04-03", deathDate: "1961-07-06",
            instruments: ["Double Bass"],
            biography:
                "A bassist whose melodic interplay in Bill Evans's trio was highly influential. He died in a car accident at twenty-five."
        ),
        FamousPerformer(
            name: "Stanley Turrentine", sortName: "Turrentine, Stanley",
            birthDate: "1934-04-05", deathDate: "2000-09-12",
            instruments: ["Tenor Saxophone"],
            biography: "A tenor saxophonist from Pittsburgh known for soul jazz and his album Sugar."),
        FamousPerformer(
            name: "Cootie Williams", sortName: "Williams, Cootie",
            birthDate: "1911-07-10", deathDate: "1985-09-15",
            instruments: ["Trumpet"],
            biography: "A trumpeter known for his plunger-mute growl with Duke Ellington's orchestra."),
        FamousPerformer(
            name: "Chano Pozo", sortName: "Pozo, Chano",
            birthDate: "1915-01-07", deathDate: "1948-12-03",
            instruments: ["Percussion"],
            biography: "A Cuban conga player who worked with Dizzy Gillespie and co-wrote “Manteca”."),
        FamousPerformer(
            name: "Mongo Santamaría", sortName: "Santamaría, Mongo",
            birthDate: "1917-04-07", deathDate: "2003-02-01",
            instruments: ["Percussion"],
            biography: "A Cuban conga player who composed “Afro Blue” and had a hit with “Watermelon Man”."),
        FamousPerformer(
            name: "Arturo Sandoval", sortName: "Sandoval, Arturo",
            birthDate: "1949-11-06", deathDate: nil,
            instruments: ["Trumpet"],
            biography: "A Cuban trumpeter, a protégé of Dizzy Gillespie, who settled in the United States in 1990."),
        FamousPerformer(
            name: "Paquito D'Rivera", sortName: "D'Rivera, Paquito",
            birthDate: "1948-06-04", deathDate: nil,
            instruments: ["Alto Saxophone", "Clarinet"],
            biography: "A Cuban saxophonist and clarinetist who co-founded the band Irakere."),
        FamousPerformer(
            name: "Chucho Valdés", sortName: "Valdés, Chucho",
            birthDate: "1941-10-09", deathDate: nil,
            instruments: ["Piano"],
            biography: "A Cuban pianist and composer who founded Irakere."),
        FamousPerformer(
            name: "Baden Powell", sortName: "Powell, Baden",
            birthDate: "1937-08-06", deathDate: "2000-09-26",
            instruments: ["Guitar"],
            biography:
                "A Brazilian guitarist who blended bossa nova with Afro-Brazilian traditions, often with lyricist Vinicius de Moraes."
        ),
        FamousPerformer(
            name: "Luiz Bonfá", sortName: "Bonfá, Luiz",
            birthDate: "1922-10-17", deathDate: "2001-01-12",
            instruments: ["Guitar"],
            biography: "A Brazilian guitarist and composer who wrote “Manhã de Carnaval” for the film Black Orpheus."),
        FamousPerformer(
            name: "George Benson", sortName: "Benson, George",
            birthDate: "1943-03-22", deathDate: nil,
            instruments: ["Guitar", "Vocals"],
            biography: "A Pittsburgh guitarist and singer whose album Breezin' was a best-seller."),
        FamousPerformer(
            name: "Biréli Lagrène", sortName: "Lagrène, Biréli",
            birthDate: "1966-09-04", deathDate: nil,
            instruments: ["Guitar"],
            biography: "A French guitarist who began as a child prodigy in the gypsy jazz style of Django Reinhardt."),
        FamousPerformer(
            name: "Vince Guaraldi", sortName: "Guaraldi, Vince",
            birthDate: "1928-07-17", deathDate: "1976-02-06",
            instruments: ["Piano"],
            biography: "A San Francisco pianist who wrote the music for the Peanuts television specials."),
        FamousPerformer(
            name: "Mose Allison", sortName: "Allison, Mose",
            birthDate: "1927-11-11", deathDate: "2016-11-15",
            instruments: ["Piano", "Vocals"],
            biography: "A pianist and singer from Mississippi known for witty songs that blended jazz and blues."),
        FamousPerformer(
            name: "Hiromi", sortName: "Hiromi",
            birthDate: "1979-03-26", deathDate: nil,
            instruments: ["Piano"],
            biography: "A Japanese pianist known for virtuosic performances who records under her first name."),
        FamousPerformer(
            name: "Toshiko Akiyoshi", sortName: "Akiyoshi, Toshiko",
            birthDate: "1929-12-12", deathDate: nil,
            instruments: ["Piano"],
            biography: "A Japanese-born pianist and composer who co-led a big band with Lew Tabackin."),
        FamousPerformer(
            name: "Abdullah Ibrahim", sortName: "Ibrahim, Abdullah",
            birthDate: "1934-10-09", deathDate: nil,
            instruments: ["Piano"],
            biography:
                "A South African pianist, formerly known as Dollar Brand, whose music draws on South African traditions."
        ),
        FamousPerformer(
            name: "Hugh Masekela", sortName: "Masekela, Hugh",
            birthDate: "1939-04-04", deathDate: "2018-01-23",
            instruments: ["Trumpet", "Flugelhorn"],
            biography: "A South African trumpeter who had a hit with “Grazing in the Grass” in 1968."),
        FamousPerformer(
            name: "Esbjörn Svensson", sortName: "Svensson, Esbjörn",
            birthDate: "1964-04-16", deathDate: "2008-06-14",
            instruments: ["Piano"],
            biography: "A Swedish pianist who led the popular trio e.s.t."),
        FamousPerformer(
            name: "Tomasz Stańko", sortName: "Stańko, Tomasz",
            birthDate: "1942-07-11", deathDate: "2018-07-29",
            instruments: ["Trumpet"],
            biography: "A Polish trumpeter who played with Krzysztof Komeda and later recorded for ECM."),
        FamousPerformer(
            name: "Terence Blanchard", sortName: "Blanchard, Terence",
            birthDate: "1962-03-13", deathDate: nil,
            instruments: ["Trumpet"],
            biography: "A New Orleans trumpeter who has composed many film scores and operas."),
        FamousPerformer(
            name: "Samara Joy", sortName: "Joy, Samara",
            birthDate: "1999-11-11", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A singer from the Bronx who won the Grammy for Best New Artist in 2023."),
        FamousPerformer(
            name: "Melody Gardot", sortName: "Gardot, Melody",
            birthDate: "1985-02-02", deathDate: nil,
            instruments: ["Vocals"],
            biography:
                "A singer and songwriter from New Jersey who began writing music while recovering from a serious accident."
        ),
        FamousPerformer(
            name: "Madeleine Peyroux", sortName: "Peyroux, Madeleine",
            birthDate: "1974-04-18", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A singer from Georgia whose voice is often compared to Billie Holiday's."),
        FamousPerformer(
            name: "Jamie Cullum", sortName: "Cullum, Jamie",
            birthDate: "1979-08-20", deathDate: nil,
            instruments: ["Piano", "Vocals"],
            biography: "An English singer and pianist who mixes jazz standards with pop songs."),
        FamousPerformer(
            name: "Harry Connick Jr.", sortName: "Connick, Harry, Jr.",
            birthDate: "1967-09-11", deathDate: nil,
            instruments: ["Piano", "Vocals"],
            biography:
                "A New Orleans singer, pianist and actor whose soundtrack for When Harry Met Sally brought him fame."),
        FamousPerformer(
            name: "Michael Bublé", sortName: "Bublé, Michael",
            birthDate: "1975-09-09", deathDate: nil,
            instruments: ["Vocals"],
            biography: "A Canadian singer who has had great commercial success with swing-era standards."),
        FamousPerformer(
            name: "Jon Batiste", sortName: "Batiste, Jon",
            birthDate: "1986-11-11", deathDate: nil,
            instruments: ["Piano", "Vocals"],
            biography:
                "A singer and pianist from Louisiana who led the house band on The Late Show with Stephen Colbert."),
        FamousPerformer(
            name: "Trombone Shorty", sortName: "Trombone Shorty",
            birthDate: "1986-01-02", deathDate: nil,
            instruments: ["Trombone", "Trumpet", "Vocals"],
            biography:
                "A New Orleans trombonist and singer, born Troy Andrews, who mixes brass-band music with funk and rock."
        ),
        FamousPerformer(
            name: "Jimmy Giuffre", sortName: "Giuffre, Jimmy",
            birthDate: "1921-04-26", deathDate: "2008-04-24",
            instruments: ["Clarinet"],
            biography: "A clarinetist and composer from Texas who wrote “Four Brothers” for Woody Herman."),
    ]
}
