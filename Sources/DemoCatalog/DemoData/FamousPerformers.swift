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
    static let all: [FamousPerformer] = DemoTable.rows(of: table, columns: 6, named: "FamousPerformers").map {
        fields in
        FamousPerformer(
            name: fields[0], sortName: fields[1], birthDate: DemoTable.optional(fields[2]),
            deathDate: DemoTable.optional(fields[3]), instruments: DemoTable.list(fields[4], separator: ", "),
            biography: fields[5])
    }

    /// One performer a line: name | sort name | born | died, or - for either not known | instruments,
    /// with ", " between them | biography. A table for the reason `StandardSongs` gives.
    private static let table = """
        Louis Armstrong | Armstrong, Louis | 1901-08-04 | 1971-07-06 | Trumpet, Vocals | A New Orleans-born trumpeter and singer whose recordings of the 1920s made the improvising soloist the center of jazz. He remained an international star for five decades, with hits ranging from “Hello, Dolly!” to “What a Wonderful World”.
        Ella Fitzgerald | Fitzgerald, Ella | 1917-04-25 | 1996-06-15 | Vocals | A singer from Newport News, Virginia, who rose to fame with Chick Webb's band in the 1930s. Her songbook albums and scat singing made her one of the most celebrated voices in American music.
        Billie Holiday | Holiday, Billie | 1915-04-07 | 1959-07-17 | Vocals | A Philadelphia-born singer known for her intimate phrasing and behind-the-beat timing. She recorded widely with Teddy Wilson and Lester Young in the 1930s and 1940s.
        Frank Sinatra | Sinatra, Frank | 1915-12-12 | 1998-05-14 | Vocals | A singer and actor from Hoboken, New Jersey, who began with the Harry James and Tommy Dorsey bands. His Capitol and Reprise albums of the 1950s and 1960s defined the swinging popular-song record.
        Nat King Cole | Cole, Nat King | 1919-03-17 | 1965-02-15 | Piano, Vocals | A pianist who led an influential drummerless trio before becoming one of the best-selling singers of the 1950s. He was also the first African American to host a national television variety show in the United States.
        Miles Davis | Davis, Miles | 1926-05-26 | 1991-09-28 | Trumpet, Flugelhorn | A trumpeter and bandleader from Illinois who took part in bebop, cool jazz, modal jazz and jazz-rock. His 1959 album Kind of Blue is among the best-selling jazz records ever made.
        John Coltrane | Coltrane, John | 1926-09-23 | 1967-07-17 | Tenor Saxophone, Soprano Saxophone | A saxophonist from North Carolina who played with Miles Davis and Thelonious Monk before leading his own quartet. His albums Giant Steps and A Love Supreme remain touchstones of modern jazz.
        Sonny Rollins | Rollins, Sonny | 1930-09-07 | - | Tenor Saxophone | A New York tenor saxophonist known for thematic improvisation and a robust, humorous sound. He wrote several standards, among them “Oleo”, “Airegin” and “St. Thomas”.
        Thelonious Monk | Monk, Thelonious | 1917-10-10 | 1982-02-17 | Piano | A pianist and composer whose angular melodies and unusual harmonies helped shape bebop. Tunes such as “'Round Midnight” and “Straight, No Chaser” are among the most played in jazz.
        Duke Ellington | Ellington, Duke | 1899-04-29 | 1974-05-24 | Piano | A Washington, D.C.-born composer, pianist and bandleader who led his orchestra for nearly fifty years. He wrote or co-wrote well over a thousand pieces, many of them standards.
        Count Basie | Basie, Count | 1904-08-21 | 1984-04-26 | Piano, Organ | A pianist from Red Bank, New Jersey, whose Kansas City band became a model of relaxed, riff-based swing. His sparse piano style and strong rhythm section influenced big bands for decades.
        Benny Goodman | Goodman, Benny | 1909-05-30 | 1986-06-13 | Clarinet | A Chicago clarinetist whose orchestra helped launch the swing era in the mid-1930s. His 1938 Carnegie Hall concert and his racially integrated small groups were milestones.
        Sarah Vaughan | Vaughan, Sarah | 1924-03-27 | 1990-04-03 | Vocals | A singer from Newark, New Jersey, with a wide range and a bebop-trained ear. She came up with Earl Hines and Billy Eckstine and became a major solo artist from the late 1940s on.
        Bill Evans | Evans, Bill | 1929-08-16 | 1980-09-15 | Piano | A pianist from New Jersey known for impressionistic voicings and interactive trio playing. He appeared on Kind of Blue and led celebrated trios with Scott LaFaro and Paul Motian.
        Oscar Peterson | Peterson, Oscar | 1925-08-15 | 2007-12-23 | Piano | A Montreal-born pianist famous for virtuoso technique and swing. He led trios for decades and recorded prolifically for Norman Granz's labels.
        Dave Brubeck | Brubeck, Dave | 1920-12-06 | 2012-12-05 | Piano | A California pianist and composer whose quartet explored unusual time signatures. The 1959 album Time Out, with “Take Five”, became a major commercial success.
        Chet Baker | Baker, Chet | 1929-12-23 | 1988-05-13 | Trumpet, Vocals | A trumpeter and singer from Oklahoma associated with West Coast cool jazz. He first drew wide attention in Gerry Mulligan's pianoless quartet.
        Stan Getz | Getz, Stan | 1927-02-02 | 1991-06-06 | Tenor Saxophone | A tenor saxophonist admired for his smooth, lyrical tone. He helped bring bossa nova to a worldwide audience with the album Getz/Gilberto.
        Art Tatum | Tatum, Art | 1909-10-13 | 1956-11-05 | Piano | A pianist from Toledo, Ohio, whose speed and harmonic daring astonished fellow musicians. He was visually impaired from childhood.
        Fats Waller | Waller, Fats | 1904-05-21 | 1943-12-15 | Piano, Organ, Vocals | A stride pianist, organist, singer and entertainer from New York. He composed “Ain't Misbehavin'” and “Honeysuckle Rose”, among many other songs.
        Django Reinhardt | Reinhardt, Django | 1910-01-23 | 1953-05-16 | Guitar | A Belgian-born Romani guitarist who developed a brilliant technique despite an injured left hand. With Stéphane Grappelli he led the Quintette du Hot Club de France.
        Dizzy Gillespie | Gillespie, Dizzy | 1917-10-21 | 1993-01-06 | Trumpet | A trumpeter from South Carolina who was a principal architect of bebop. He also led big bands and helped introduce Afro-Cuban rhythms into jazz.
        Charlie Parker | Parker, Charlie | 1920-08-29 | 1955-03-12 | Alto Saxophone | An alto saxophonist from Kansas City, nicknamed Bird, who was a founder of bebop. His fast, harmonically advanced improvisations influenced nearly every later jazz musician.
        Dexter Gordon | Gordon, Dexter | 1923-02-27 | 1990-04-25 | Tenor Saxophone | A tall Los Angeles tenor saxophonist who was one of the first to adapt bebop to his instrument. He lived in Europe for many years and starred in the film 'Round Midnight.
        Coleman Hawkins | Hawkins, Coleman | 1904-11-21 | 1969-05-19 | Tenor Saxophone | A saxophonist from Missouri who established the tenor saxophone as a jazz solo instrument. His 1939 recording of “Body and Soul” became a landmark.
        Lester Young | Young, Lester | 1909-08-27 | 1959-03-15 | Tenor Saxophone, Clarinet | A tenor saxophonist with a light, floating sound who starred in Count Basie's band. Billie Holiday gave him the nickname Pres.
        Sidney Bechet | Bechet, Sidney | 1897-05-14 | 1959-05-14 | Soprano Saxophone, Clarinet | A New Orleans clarinetist and soprano saxophonist, one of the first great jazz soloists. He settled in France in the 1950s, where he was a celebrity.
        Jelly Roll Morton | Morton, Jelly Roll | 1890-10-20 | 1941-07-10 | Piano | A New Orleans pianist and composer whose Red Hot Peppers recordings balanced written arrangements and improvisation. He wrote “King Porter Stomp” and “Black Bottom Stomp”.
        Earl Hines | Hines, Earl | 1903-12-28 | 1983-04-22 | Piano | A pianist from Pennsylvania whose trumpet-like right-hand lines changed jazz piano. He recorded with Louis Armstrong in 1928 and led a big band in Chicago for years.
        Jack Teagarden | Teagarden, Jack | 1905-08-20 | 1964-01-15 | Trombone, Vocals | A Texas trombonist and singer with a relaxed, bluesy style. He was a member of Louis Armstrong's All Stars in the late 1940s.
        Kid Ory | Ory, Kid | 1886-12-25 | 1973-01-23 | Trombone | A Louisiana trombonist and bandleader known for the tailgate style of early New Orleans jazz. He composed “Muskrat Ramble” and played on Armstrong's Hot Five records.
        Johnny Dodds | Dodds, Johnny | 1892-04-12 | 1940-08-08 | Clarinet | A New Orleans clarinetist who played with King Oliver and on Louis Armstrong's Hot Five and Hot Seven recordings.
        Bix Beiderbecke | Beiderbecke, Bix | 1903-03-10 | 1931-08-06 | Cornet, Piano | A cornetist from Davenport, Iowa, admired for his clear, bell-like tone. He played with Frankie Trumbauer and Paul Whiteman before his early death.
        Paul Whiteman | Whiteman, Paul | 1890-03-28 | 1967-12-29 | Violin | A bandleader who led one of the most popular orchestras of the 1920s. He commissioned George Gershwin's Rhapsody in Blue for a 1924 concert.
        King Oliver | Oliver, King | - | 1938-04-10 | Cornet | A New Orleans cornetist whose Creole Jazz Band recorded influential sides in 1923. He brought the young Louis Armstrong to Chicago.
        Lil Hardin Armstrong | Armstrong, Lil Hardin | 1898-02-03 | 1971-08-27 | Piano, Vocals | A pianist, composer and bandleader from Memphis who played in King Oliver's band and on the Hot Five records. She wrote “Struttin' with Some Barbecue”.
        Bessie Smith | Smith, Bessie | 1894-04-15 | 1937-09-26 | Vocals | A singer from Chattanooga, Tennessee, called the Empress of the Blues. She was one of the best-selling recording artists of the 1920s.
        Ma Rainey | Rainey, Ma | 1886-04-26 | 1939-12-22 | Vocals | A Georgia-born singer and one of the earliest professional blues performers to record. She was known as the Mother of the Blues.
        James P. Johnson | Johnson, James P. | 1894-02-01 | 1955-11-17 | Piano | A New Jersey-born pianist and composer who was a founder of the Harlem stride style. He wrote “The Charleston” and taught Fats Waller.
        Fletcher Henderson | Henderson, Fletcher | 1897-12-18 | 1952-12-29 | Piano | A pianist and arranger from Georgia whose orchestra set the pattern for big-band swing. His arrangements were later central to Benny Goodman's success.
        Benny Carter | Carter, Benny | 1907-08-08 | 2003-07-12 | Alto Saxophone, Trumpet | An alto saxophonist, trumpeter, arranger and composer from New York whose career spanned more than seventy years.
        Johnny Hodges | Hodges, Johnny | 1906-07-25 | 1970-05-11 | Alto Saxophone | An alto saxophonist famed for his lush tone and glissandos, featured in Duke Ellington's orchestra for nearly forty years.
        Ben Webster | Webster, Ben | 1909-03-27 | 1973-09-20 | Tenor Saxophone | A tenor saxophonist from Kansas City known for a breathy ballad sound and a gruff swing. He was a star soloist with Duke Ellington around 1940.
        Roy Eldridge | Eldridge, Roy | 1911-01-30 | 1989-02-26 | Trumpet | A trumpeter from Pittsburgh whose fiery swing style bridged Louis Armstrong and Dizzy Gillespie.
        Teddy Wilson | Wilson, Teddy | 1912-11-24 | 1986-07-31 | Piano | A pianist with an elegant swing style who played in Benny Goodman's trio and led many sessions with Billie Holiday.
        Lionel Hampton | Hampton, Lionel | 1908-04-20 | 2002-08-31 | Vibraphone, Drums | A vibraphonist and bandleader who was among the first to use the vibraphone in jazz. He played in Benny Goodman's quartet and later led his own big band.
        Gene Krupa | Krupa, Gene | 1909-01-15 | 1973-10-16 | Drums | A Chicago drummer whose showmanship with Benny Goodman's orchestra made the drummer a featured soloist.
        Chick Webb | Webb, Chick | 1905-02-10 | 1939-06-16 | Drums | A drummer and bandleader from Baltimore who led the house band at Harlem's Savoy Ballroom. He gave Ella Fitzgerald her start.
        Cab Calloway | Calloway, Cab | 1907-12-25 | 1994-11-18 | Vocals | A singer and bandleader from Rochester, New York, known for his energetic stage act and for “Minnie the Moocher”.
        Artie Shaw | Shaw, Artie | 1910-05-23 | 2004-12-30 | Clarinet | A clarinetist and bandleader whose 1938 recording of “Begin the Beguine” was a major hit of the swing era.
        Glenn Miller | Miller, Glenn | 1904-03-01 | 1944-12-15 | Trombone | A trombonist and bandleader whose orchestra was among the most popular of the swing era. He disappeared over the English Channel while serving in the war.
        Tommy Dorsey | Dorsey, Tommy | 1905-11-19 | 1956-11-26 | Trombone | A trombonist and bandleader known for his smooth tone. His orchestra featured the young Frank Sinatra.
        Jimmy Dorsey | Dorsey, Jimmy | 1904-02-29 | 1957-06-12 | Clarinet, Alto Saxophone | A clarinetist, saxophonist and bandleader, the older brother of Tommy Dorsey, with whom he co-led the Dorsey Brothers Orchestra.
        Woody Herman | Herman, Woody | 1913-05-16 | 1987-10-29 | Clarinet, Alto Saxophone, Vocals | A clarinetist, saxophonist, singer and bandleader from Milwaukee whose Herds spanned swing and bebop.
        Harry James | James, Harry | 1916-03-15 | 1983-07-05 | Trumpet | A trumpeter who left Benny Goodman to lead one of the most popular bands of the 1940s.
        Charlie Christian | Christian, Charlie | 1916-07-29 | 1942-03-02 | Electric Guitar | A guitarist from Texas who made the amplified guitar a solo voice in jazz while with Benny Goodman. His after-hours sessions in Harlem fed into early bebop.
        Billy Strayhorn | Strayhorn, Billy | 1915-11-29 | 1967-05-31 | Piano | A composer, arranger and pianist who was Duke Ellington's closest collaborator. He wrote “Take the 'A' Train” and “Lush Life”.
        Mary Lou Williams | Williams, Mary Lou | 1910-05-08 | 1981-05-28 | Piano | A pianist, composer and arranger who wrote for Andy Kirk and Benny Goodman and mentored young bebop musicians.
        Erroll Garner | Garner, Erroll | 1921-06-15 | 1977-01-02 | Piano | A self-taught pianist from Pittsburgh, known for his orchestral style, who composed “Misty”.
        Bud Powell | Powell, Bud | 1924-09-27 | 1966-07-31 | Piano | A New York pianist who translated bebop's horn lines to the keyboard and set the model for modern jazz piano.
        Max Roach | Roach, Max | 1924-01-10 | 2007-08-16 | Drums | A drummer who was a pioneer of bebop and co-led a celebrated quintet with Clifford Brown.
        Kenny Clarke | Clarke, Kenny | 1914-01-09 | 1985-01-26 | Drums | A drummer from Pittsburgh who helped develop bebop drumming by keeping time on the ride cymbal. He was a founding member of the Modern Jazz Quartet.
        Art Blakey | Blakey, Art | 1919-10-11 | 1990-10-16 | Drums | A Pittsburgh drummer who led the Jazz Messengers for over three decades, a training ground for many young players.
        Clifford Brown | Brown, Clifford | 1930-10-30 | 1956-06-26 | Trumpet | A trumpeter from Delaware with a warm sound and flawless technique. He co-led a quintet with Max Roach before dying in a car accident at twenty-five.
        Tadd Dameron | Dameron, Tadd | 1917-02-21 | 1965-03-08 | Piano | A composer, arranger and pianist from Cleveland who wrote bebop tunes such as “Hot House” and “Good Bait”.
        J. J. Johnson | Johnson, J. J. | 1924-01-22 | 2001-02-04 | Trombone | A trombonist from Indianapolis who adapted bebop to the trombone with remarkable speed and clarity.
        Milt Jackson | Jackson, Milt | 1923-01-01 | 1999-10-09 | Vibraphone | A vibraphonist from Detroit with a bluesy, relaxed style, long a member of the Modern Jazz Quartet. He composed “Bags' Groove”.
        Modern Jazz Quartet | Modern Jazz Quartet | - | - | Piano, Vibraphone, Double Bass, Drums | A quartet formed in the early 1950s that blended jazz with elements of classical chamber music. Its best-known lineup was John Lewis, Milt Jackson, Percy Heath and Connie Kay.
        John Lewis | Lewis, John | 1920-05-03 | 2001-03-29 | Piano | A pianist and composer who was the musical director of the Modern Jazz Quartet. He wrote “Django”.
        Charles Mingus | Mingus, Charles | 1922-04-22 | 1979-01-05 | Double Bass, Piano | A bassist, composer and bandleader whose music drew on gospel, blues and Ellington. His works include “Goodbye Pork Pie Hat” and “Fables of Faubus”.
        Ray Brown | Brown, Ray | 1926-10-13 | 2002-07-02 | Double Bass | A bassist from Pittsburgh who played in Oscar Peterson's trio for many years and was married for a time to Ella Fitzgerald.
        Paul Chambers | Chambers, Paul | 1935-04-22 | 1969-01-04 | Double Bass | A bassist from Pittsburgh who anchored the Miles Davis Quintet in the late 1950s.
        Ron Carter | Carter, Ron | 1937-05-04 | - | Double Bass | A bassist from Michigan who was part of Miles Davis's second great quintet and has appeared on thousands of recordings.
        Cannonball Adderley | Adderley, Cannonball | 1928-09-15 | 1975-08-08 | Alto Saxophone | An alto saxophonist from Florida who played on Kind of Blue and led a popular soul-jazz quintet with his brother Nat.
        Horace Silver | Silver, Horace | 1928-09-02 | 2014-06-18 | Piano | A pianist and composer from Connecticut who was a founder of hard bop. He wrote “Song for My Father” and “Señor Blues”.
        Lee Morgan | Morgan, Lee | 1938-07-10 | 1972-02-19 | Trumpet | A Philadelphia trumpeter who played with Art Blakey's Jazz Messengers. His 1963 album The Sidewinder was a crossover hit.
        Freddie Hubbard | Hubbard, Freddie | 1938-04-07 | 2008-12-29 | Trumpet, Flugelhorn | A trumpeter from Indianapolis with a bright, powerful sound who recorded widely for Blue Note and CTI.
        Wayne Shorter | Shorter, Wayne | 1933-08-25 | 2023-03-02 | Tenor Saxophone, Soprano Saxophone | A saxophonist and composer who played with Art Blakey and Miles Davis and co-founded Weather Report. His tunes include “Footprints” and “Speak No Evil”.
        Herbie Hancock | Hancock, Herbie | 1940-04-12 | - | Piano, Keyboards | A pianist and composer from Chicago who played in Miles Davis's second quintet. He wrote “Watermelon Man” and “Maiden Voyage”.
        Chick Corea | Corea, Chick | 1941-06-12 | 2021-02-09 | Piano, Keyboards | A pianist and composer from Massachusetts who led the group Return to Forever. He wrote “Spain” and “500 Miles High”.
        Keith Jarrett | Jarrett, Keith | 1945-05-08 | - | Piano | A pianist from Pennsylvania known for long solo improvisations, including The Köln Concert, and for his Standards Trio.
        McCoy Tyner | Tyner, McCoy | 1938-12-11 | 2020-03-06 | Piano | A Philadelphia pianist who was a member of John Coltrane's classic quartet, known for his use of fourths.
        Elvin Jones | Jones, Elvin | 1927-09-09 | 2004-05-18 | Drums | A drummer from Michigan known for his polyrhythmic style in John Coltrane's quartet.
        Tony Williams | Williams, Tony | 1945-12-12 | 1997-02-23 | Drums | A drummer who joined Miles Davis at seventeen and later founded the jazz-rock group Lifetime.
        Eric Dolphy | Dolphy, Eric | 1928-06-20 | 1964-06-29 | Alto Saxophone, Bass Clarinet, Flute | A multi-instrumentalist from Los Angeles who brought wide interval leaps to the alto saxophone and made the bass clarinet a jazz solo instrument.
        Ornette Coleman | Coleman, Ornette | 1930-03-09 | 2015-06-11 | Alto Saxophone, Trumpet, Violin | A saxophonist from Fort Worth, Texas, who was a founder of free jazz. His 1959 album The Shape of Jazz to Come included “Lonely Woman”.
        Joe Henderson | Henderson, Joe | 1937-04-24 | 2001-06-30 | Tenor Saxophone | A tenor saxophonist from Ohio who recorded notable Blue Note albums in the 1960s and wrote “Recorda Me” and “Inner Urge”.
        Hank Mobley | Mobley, Hank | 1930-07-07 | 1986-05-30 | Tenor Saxophone | A tenor saxophonist with a round, understated tone, an original member of the Jazz Messengers.
        Wes Montgomery | Montgomery, Wes | 1923-03-06 | 1968-06-15 | Guitar | A guitarist from Indianapolis famous for playing with his thumb and for melodies in octaves.
        Jim Hall | Hall, Jim | 1930-12-04 | 2013-12-10 | Guitar | A guitarist from Buffalo known for a subtle, conversational style, heard in duos with Bill Evans and Ron Carter.
        Kenny Burrell | Burrell, Kenny | 1931-07-31 | - | Guitar | A Detroit guitarist with a blues-rooted style whose album Midnight Blue is a Blue Note classic.
        Joe Pass | Pass, Joe | 1929-01-13 | 1994-05-23 | Guitar | A guitarist from New Jersey celebrated for his solo albums, beginning with Virtuoso in 1973.
        Jimmy Smith | Smith, Jimmy | 1925-12-08 | 2005-02-08 | Hammond Organ | An organist from Pennsylvania who popularized the Hammond B-3 in jazz in the 1950s.
        Gerry Mulligan | Mulligan, Gerry | 1927-04-06 | 1996-01-20 | Baritone Saxophone | A baritone saxophonist and arranger from New York who led a pianoless quartet with Chet Baker.
        Paul Desmond | Desmond, Paul | 1924-11-25 | 1977-05-30 | Alto Saxophone | An alto saxophonist with a dry, light tone, long a member of the Dave Brubeck Quartet. He composed “Take Five”.
        Lee Konitz | Konitz, Lee | 1927-10-13 | 2020-04-15 | Alto Saxophone | A Chicago alto saxophonist who studied with Lennie Tristano and played on the Birth of the Cool sessions.
        George Shearing | Shearing, George | 1919-08-13 | 2011-02-14 | Piano | A London-born pianist, blind from birth, who settled in the United States and composed “Lullaby of Birdland”.
        Ahmad Jamal | Jamal, Ahmad | 1930-07-02 | 2023-04-16 | Piano | A Pittsburgh pianist whose use of space and dynamics influenced Miles Davis. His 1958 live album At the Pershing was a best-seller.
        Tommy Flanagan | Flanagan, Tommy | 1930-03-16 | 2001-11-16 | Piano | A Detroit pianist who accompanied Ella Fitzgerald for years and played on Giant Steps.
        Hank Jones | Jones, Hank | 1918-07-31 | 2010-05-16 | Piano | A pianist with an elegant touch, the eldest of the Jones brothers, who recorded across seven decades.
        Benny Golson | Golson, Benny | 1929-01-25 | 2024-09-21 | Tenor Saxophone | A tenor saxophonist and composer from Philadelphia who wrote “Whisper Not” and “I Remember Clifford”.
        Kenny Dorham | Dorham, Kenny | 1924-08-30 | 1972-12-05 | Trumpet | A trumpeter from Texas who played with Charlie Parker and the Jazz Messengers and composed “Blue Bossa”.
        Clark Terry | Terry, Clark | 1920-12-14 | 2015-02-21 | Trumpet, Flugelhorn | A trumpeter from St. Louis who played with Count Basie and Duke Ellington and was an influential educator.
        Rahsaan Roland Kirk | Kirk, Rahsaan Roland | 1935-08-07 | 1977-12-05 | Tenor Saxophone, Flute, Clarinet | A multi-instrumentalist from Ohio known for playing several horns at once.
        Gary Burton | Burton, Gary | 1943-01-23 | - | Vibraphone | A vibraphonist from Indiana who developed a four-mallet technique and recorded often with Chick Corea.
        Bobby Hutcherson | Hutcherson, Bobby | 1941-01-27 | 2016-08-15 | Vibraphone | A Los Angeles vibraphonist who recorded adventurous albums for Blue Note in the 1960s.
        Stéphane Grappelli | Grappelli, Stéphane | 1908-01-26 | 1997-12-01 | Violin | A Parisian violinist who co-founded the Quintette du Hot Club de France with Django Reinhardt.
        João Gilberto | Gilberto, João | 1931-06-10 | 2019-07-06 | Guitar, Vocals | A Brazilian singer and guitarist whose quiet voice and guitar rhythm defined bossa nova.
        Antônio Carlos Jobim | Jobim, Antônio Carlos | 1927-01-25 | 1994-12-08 | Piano, Guitar, Vocals | A Brazilian composer who wrote many of bossa nova's best-known songs, including “Desafinado” and “The Girl from Ipanema”.
        Astrud Gilberto | Gilberto, Astrud | 1940-03-29 | 2023-06-05 | Vocals | A Brazilian singer whose English vocal on “The Girl from Ipanema” made her internationally known.
        Toots Thielemans | Thielemans, Toots | 1922-04-29 | 2016-08-22 | Harmonica, Guitar | A Belgian harmonica player and guitarist who made the chromatic harmonica a jazz instrument.
        Jaco Pastorius | Pastorius, Jaco | 1951-12-01 | 1987-09-21 | Bass Guitar | A bassist raised in Florida whose fretless electric bass playing with Weather Report transformed the instrument.
        Joe Zawinul | Zawinul, Joe | 1932-07-07 | 2007-09-11 | Keyboards, Piano | An Austrian keyboardist who played with Cannonball Adderley and co-founded Weather Report. He wrote “Mercy, Mercy, Mercy”.
        Weather Report | Weather Report | - | - | Keyboards, Tenor Saxophone, Bass Guitar, Drums, Percussion | A jazz fusion group founded in 1970 by Joe Zawinul and Wayne Shorter. Its 1977 album Heavy Weather included “Birdland”.
        Pat Metheny | Metheny, Pat | 1954-08-12 | - | Guitar | A guitarist from Missouri who has led his own groups since the 1970s and won many Grammy Awards.
        Wynton Marsalis | Marsalis, Wynton | 1961-10-18 | - | Trumpet | A New Orleans trumpeter and composer who became artistic director of Jazz at Lincoln Center.
        Branford Marsalis | Marsalis, Branford | 1960-08-26 | - | Tenor Saxophone, Soprano Saxophone | A saxophonist from Louisiana, elder brother of Wynton, who has led his own quartet for decades.
        Diana Krall | Krall, Diana | 1964-11-16 | - | Piano, Vocals | A Canadian pianist and singer known for interpreting standards.
        Cécile McLorin Salvant | McLorin Salvant, Cécile | 1989-08-28 | - | Vocals | A Miami-born singer who won the Thelonious Monk vocal competition in 2010 and has since won several Grammy Awards.
        Esperanza Spalding | Spalding, Esperanza | 1984-10-18 | - | Double Bass, Vocals | A bassist and singer from Portland, Oregon, who won the Grammy for Best New Artist in 2011.
        Kamasi Washington | Washington, Kamasi | 1981-02-18 | - | Tenor Saxophone | A Los Angeles saxophonist whose triple album The Epic drew a wide new audience in 2015.
        Brad Mehldau | Mehldau, Brad | 1970-08-23 | - | Piano | A pianist from Florida known for his trio work and for adapting pop songs into the jazz repertoire.
        Joshua Redman | Redman, Joshua | 1969-02-01 | - | Tenor Saxophone | A saxophonist from California, son of Dewey Redman, who won the Thelonious Monk competition in 1991.
        Christian McBride | McBride, Christian | 1972-05-31 | - | Double Bass | A Philadelphia bassist who has led bands of all sizes and hosts a jazz radio program.
        Robert Glasper | Glasper, Robert | 1978-04-06 | - | Piano, Keyboards | A Houston pianist whose Black Radio project joined jazz with hip-hop and R&B.
        Gregory Porter | Porter, Gregory | 1971-11-04 | - | Vocals | A singer from California with a rich baritone who has won Grammy Awards for his jazz vocal albums.
        Kurt Elling | Elling, Kurt | 1967-11-02 | - | Vocals | A Chicago singer known for vocalese and adventurous interpretations.
        Norah Jones | Jones, Norah | 1979-03-30 | - | Piano, Vocals | A singer and pianist whose 2002 debut on Blue Note, Come Away with Me, sold in the millions.
        Roy Hargrove | Hargrove, Roy | 1969-10-16 | 2018-11-02 | Trumpet, Flugelhorn | A trumpeter from Texas who led his own quintet and the jazz-soul group the RH Factor.
        Michael Brecker | Brecker, Michael | 1949-03-29 | 2007-01-13 | Tenor Saxophone | A Philadelphia tenor saxophonist who was widely recorded in jazz and pop, including with his brother Randy in the Brecker Brothers.
        Dianne Reeves | Reeves, Dianne | 1956-10-23 | - | Vocals | A singer from Detroit who has won several Grammy Awards for best jazz vocal album.
        Cassandra Wilson | Wilson, Cassandra | 1955-12-04 | - | Vocals | A singer from Mississippi whose albums for Blue Note mixed jazz with blues and folk.
        Bobby McFerrin | McFerrin, Bobby | 1950-03-11 | - | Vocals | A singer known for solo a cappella performances and for the hit “Don't Worry, Be Happy”.
        Al Jarreau | Jarreau, Al | 1940-03-12 | 2017-02-12 | Vocals | A singer from Milwaukee who won Grammy Awards in the jazz, pop and R&B categories.
        Betty Carter | Carter, Betty | 1929-05-16 | 1998-09-26 | Vocals | A singer known for daring improvisation, who sang with Lionel Hampton and nurtured many young musicians.
        Carmen McRae | McRae, Carmen | 1920-04-08 | 1994-11-10 | Vocals, Piano | A singer and pianist from Harlem noted for her ironic phrasing and her interpretations of Thelonious Monk.
        Dinah Washington | Washington, Dinah | 1924-08-29 | 1963-12-14 | Vocals | A singer from Alabama who moved easily between jazz, blues and pop. She had a hit with “What a Diff'rence a Day Makes”.
        Anita O'Day | O'Day, Anita | 1919-10-18 | 2006-11-23 | Vocals | A singer who came to notice with Gene Krupa's band and later recorded a string of albums for Verve.
        Peggy Lee | Lee, Peggy | 1920-05-26 | 2002-01-21 | Vocals | A singer who began with Benny Goodman and had a long career as a popular and jazz vocalist. Her recording of “Fever” was a hit.
        Nina Simone | Simone, Nina | 1933-02-21 | 2003-04-21 | Piano, Vocals | A classically trained singer and pianist from North Carolina whose music crossed jazz, soul and folk.
        Abbey Lincoln | Lincoln, Abbey | 1930-08-06 | 2010-08-14 | Vocals | A singer and songwriter who recorded with Max Roach and had a late-career revival on Verve.
        Shirley Horn | Horn, Shirley | 1934-05-01 | 2005-10-20 | Piano, Vocals | A Washington, D.C., singer and pianist admired for her slow tempos and spare accompaniment.
        Nancy Wilson | Wilson, Nancy | 1937-02-20 | 2018-12-13 | Vocals | A singer from Ohio who recorded with Cannonball Adderley and had many successful albums on Capitol.
        Tony Bennett | Bennett, Tony | 1926-08-03 | 2023-07-21 | Vocals | A singer from Queens, New York, whose career spanned more than seventy years. He made duet albums with Bill Evans and, late in life, with Lady Gaga.
        Mel Tormé | Tormé, Mel | 1925-09-13 | 1999-06-05 | Vocals | A singer from Chicago nicknamed the Velvet Fog, who co-wrote “The Christmas Song”.
        Joe Williams | Williams, Joe | 1918-12-12 | 1999-03-29 | Vocals | A baritone singer who became famous with Count Basie's orchestra in the 1950s.
        Billy Eckstine | Eckstine, Billy | 1914-07-08 | 1993-03-08 | Vocals, Trumpet | A singer and bandleader whose 1940s big band was an early home for bebop players.
        Johnny Hartman | Hartman, Johnny | 1923-07-13 | 1983-09-15 | Vocals | A baritone singer best known for his 1963 album with John Coltrane.
        Louis Prima | Prima, Louis | 1910-12-07 | 1978-08-24 | Trumpet, Vocals | A New Orleans trumpeter, singer and bandleader who wrote “Sing, Sing, Sing”.
        Ethel Waters | Waters, Ethel | 1896-10-31 | 1977-09-01 | Vocals | A singer and actress who introduced “Stormy Weather” and was a major recording artist of the 1920s and 1930s.
        Barney Bigard | Bigard, Barney | 1906-03-03 | 1980-06-27 | Clarinet | A New Orleans clarinetist who played with Duke Ellington and later with Louis Armstrong's All Stars.
        Original Dixieland Jass Band | Original Dixieland Jass Band | - | - | Cornet, Clarinet, Trombone, Piano, Drums | A New Orleans quintet that made what are generally regarded as the first jazz recordings in 1917, including “Tiger Rag”.
        Hoagy Carmichael | Carmichael, Hoagy | 1899-11-22 | 1981-12-27 | Piano, Vocals | A songwriter, pianist and singer from Indiana who wrote “Stardust” and “Georgia on My Mind”.
        Bing Crosby | Crosby, Bing | 1903-05-03 | 1977-10-14 | Vocals | A singer and actor who started with Paul Whiteman's orchestra and became one of the most popular entertainers of the century.
        Marian McPartland | McPartland, Marian | 1918-03-20 | 2013-08-20 | Piano | An English-born pianist who hosted the radio program Piano Jazz for more than thirty years.
        Philly Joe Jones | Jones, Philly Joe | 1923-07-15 | 1985-08-30 | Drums | A Philadelphia drummer who was part of the Miles Davis Quintet in the 1950s.
        Roy Haynes | Haynes, Roy | 1925-03-13 | 2024-11-12 | Drums | A Boston drummer whose career ran from Charlie Parker to Chick Corea and beyond.
        Buddy Rich | Rich, Buddy | 1917-09-30 | 1987-04-02 | Drums | A drummer known for astonishing speed and power who led his own big band from the 1960s.
        Stan Kenton | Kenton, Stan | 1911-12-15 | 1979-08-25 | Piano | A pianist and bandleader whose large orchestras played loud, progressive arrangements.
        Maynard Ferguson | Ferguson, Maynard | 1928-05-04 | 2006-08-23 | Trumpet | A Canadian trumpeter famous for his high notes who led big bands from the 1950s on.
        Thad Jones | Jones, Thad | 1923-03-28 | 1986-08-20 | Trumpet, Cornet | A trumpeter and composer who co-led the Thad Jones/Mel Lewis Orchestra and wrote “A Child Is Born”.
        Quincy Jones | Jones, Quincy | 1933-03-14 | 2024-11-03 | Trumpet | A trumpeter, arranger and producer who worked with Count Basie and Frank Sinatra before producing major pop records.
        Gil Evans | Evans, Gil | 1912-05-13 | 1988-03-20 | Piano | A Toronto-born arranger and pianist known for his orchestral collaborations with Miles Davis, such as Sketches of Spain.
        Sun Ra | Sun Ra | 1914-05-22 | 1993-05-30 | Piano, Keyboards, Organ | A keyboardist and bandleader from Alabama whose Arkestra combined big-band swing with free improvisation and science-fiction imagery.
        Pharoah Sanders | Sanders, Pharoah | 1940-10-13 | 2022-09-24 | Tenor Saxophone | A tenor saxophonist from Arkansas who played with John Coltrane and led spiritual jazz albums such as Karma.
        Alice Coltrane | Coltrane, Alice | 1937-08-27 | 2007-01-12 | Piano, Harp, Organ | A pianist, harpist and composer from Detroit who played in John Coltrane's last band and made spiritual jazz albums.
        Cecil Taylor | Taylor, Cecil | 1929-03-25 | 2018-04-05 | Piano | A pianist from New York who was a pioneer of free jazz, known for percussive, dense playing.
        Charlie Haden | Haden, Charlie | 1937-08-06 | 2014-07-11 | Double Bass | A bassist from Iowa who played with Ornette Coleman and led the Liberation Music Orchestra.
        Scott LaFaro | LaFaro, Scott | 1936-04-03 | 1961-07-06 | Double Bass | A bassist whose melodic interplay in Bill Evans's trio was highly influential. He died in a car accident at twenty-five.
        Stanley Turrentine | Turrentine, Stanley | 1934-04-05 | 2000-09-12 | Tenor Saxophone | A tenor saxophonist from Pittsburgh known for soul jazz and his album Sugar.
        Cootie Williams | Williams, Cootie | 1911-07-10 | 1985-09-15 | Trumpet | A trumpeter known for his plunger-mute growl with Duke Ellington's orchestra.
        Chano Pozo | Pozo, Chano | 1915-01-07 | 1948-12-03 | Percussion | A Cuban conga player who worked with Dizzy Gillespie and co-wrote “Manteca”.
        Mongo Santamaría | Santamaría, Mongo | 1917-04-07 | 2003-02-01 | Percussion | A Cuban conga player who composed “Afro Blue” and had a hit with “Watermelon Man”.
        Arturo Sandoval | Sandoval, Arturo | 1949-11-06 | - | Trumpet | A Cuban trumpeter, a protégé of Dizzy Gillespie, who settled in the United States in 1990.
        Paquito D'Rivera | D'Rivera, Paquito | 1948-06-04 | - | Alto Saxophone, Clarinet | A Cuban saxophonist and clarinetist who co-founded the band Irakere.
        Chucho Valdés | Valdés, Chucho | 1941-10-09 | - | Piano | A Cuban pianist and composer who founded Irakere.
        Baden Powell | Powell, Baden | 1937-08-06 | 2000-09-26 | Guitar | A Brazilian guitarist who blended bossa nova with Afro-Brazilian traditions, often with lyricist Vinicius de Moraes.
        Luiz Bonfá | Bonfá, Luiz | 1922-10-17 | 2001-01-12 | Guitar | A Brazilian guitarist and composer who wrote “Manhã de Carnaval” for the film Black Orpheus.
        George Benson | Benson, George | 1943-03-22 | - | Guitar, Vocals | A Pittsburgh guitarist and singer whose album Breezin' was a best-seller.
        Biréli Lagrène | Lagrène, Biréli | 1966-09-04 | - | Guitar | A French guitarist who began as a child prodigy in the gypsy jazz style of Django Reinhardt.
        Vince Guaraldi | Guaraldi, Vince | 1928-07-17 | 1976-02-06 | Piano | A San Francisco pianist who wrote the music for the Peanuts television specials.
        Mose Allison | Allison, Mose | 1927-11-11 | 2016-11-15 | Piano, Vocals | A pianist and singer from Mississippi known for witty songs that blended jazz and blues.
        Hiromi | Hiromi | 1979-03-26 | - | Piano | A Japanese pianist known for virtuosic performances who records under her first name.
        Toshiko Akiyoshi | Akiyoshi, Toshiko | 1929-12-12 | - | Piano | A Japanese-born pianist and composer who co-led a big band with Lew Tabackin.
        Abdullah Ibrahim | Ibrahim, Abdullah | 1934-10-09 | - | Piano | A South African pianist, formerly known as Dollar Brand, whose music draws on South African traditions.
        Hugh Masekela | Masekela, Hugh | 1939-04-04 | 2018-01-23 | Trumpet, Flugelhorn | A South African trumpeter who had a hit with “Grazing in the Grass” in 1968.
        Esbjörn Svensson | Svensson, Esbjörn | 1964-04-16 | 2008-06-14 | Piano | A Swedish pianist who led the popular trio e.s.t.
        Tomasz Stańko | Stańko, Tomasz | 1942-07-11 | 2018-07-29 | Trumpet | A Polish trumpeter who played with Krzysztof Komeda and later recorded for ECM.
        Terence Blanchard | Blanchard, Terence | 1962-03-13 | - | Trumpet | A New Orleans trumpeter who has composed many film scores and operas.
        Samara Joy | Joy, Samara | 1999-11-11 | - | Vocals | A singer from the Bronx who won the Grammy for Best New Artist in 2023.
        Melody Gardot | Gardot, Melody | 1985-02-02 | - | Vocals | A singer and songwriter from New Jersey who began writing music while recovering from a serious accident.
        Madeleine Peyroux | Peyroux, Madeleine | 1974-04-18 | - | Vocals | A singer from Georgia whose voice is often compared to Billie Holiday's.
        Jamie Cullum | Cullum, Jamie | 1979-08-20 | - | Piano, Vocals | An English singer and pianist who mixes jazz standards with pop songs.
        Harry Connick Jr. | Connick, Harry, Jr. | 1967-09-11 | - | Piano, Vocals | A New Orleans singer, pianist and actor whose soundtrack for When Harry Met Sally brought him fame.
        Michael Bublé | Bublé, Michael | 1975-09-09 | - | Vocals | A Canadian singer who has had great commercial success with swing-era standards.
        Jon Batiste | Batiste, Jon | 1986-11-11 | - | Piano, Vocals | A singer and pianist from Louisiana who led the house band on The Late Show with Stephen Colbert.
        Trombone Shorty | Trombone Shorty | 1986-01-02 | - | Trombone, Trumpet, Vocals | A New Orleans trombonist and singer, born Troy Andrews, who mixes brass-band music with funk and rock.
        Jimmy Giuffre | Giuffre, Jimmy | 1921-04-26 | 2008-04-24 | Clarinet | A clarinetist and composer from Texas who wrote “Four Brothers” for Woody Herman.
        """
}
