import Catalog

/// A real jazz standard used to seed the deterministic demo catalog.
struct StandardSong: Sendable {
    let title: String
    let composer: String
    let year: Int
    let key: String?
    let alternateTitles: [String]
}

/// The standards the demo catalog is built around, kept in display order of their folded titles.
enum StandardSongs {
    static let all: [StandardSong] = DemoTable.rows(of: table, columns: 5, named: "StandardSongs").map { fields in
        StandardSong(
            title: fields[0], composer: fields[1], year: DemoTable.number(fields[2], in: fields),
            key: DemoTable.optional(fields[3]), alternateTitles: DemoTable.list(fields[4], separator: "; "))
    }

    /// One song a line: title | composers | year | key | alternate titles, with "; " between
    /// them ("-" for no key and no alternate titles). A table rather than a literal of values:
    /// the compiler reads a string in no time, where an optimized build spends seconds on
    /// hundreds of initializers.
    private static let table = """
        'Round Midnight | Thelonious Monk, Cootie Williams, Bernie Hanighen | 1944 | Ebm | Round About Midnight
        'S Wonderful | George Gershwin, Ira Gershwin | 1927 | - | -
        26-2 | John Coltrane | 1960 | F | -
        500 Miles High | Chick Corea | 1972 | - | -
        502 Blues | Jimmy Rowles | 1966 | - | -
        A Child Is Born | Thad Jones | 1969 | Bb | -
        A Foggy Day | George Gershwin, Ira Gershwin | 1937 | F | -
        A Night in Tunisia | Dizzy Gillespie, Frank Paparelli | 1942 | Dm | Interlude
        A Nightingale Sang in Berkeley Square | Manning Sherwin, Eric Maschwitz | 1940 | - | -
        Afro Blue | Mongo Santamaría | 1959 | Fm | -
        After You've Gone | Turner Layton, Henry Creamer | 1918 | - | -
        Águas de Março | Antônio Carlos Jobim | 1972 | - | Waters of March
        Ain't Misbehavin' | Fats Waller, Harry Brooks, Andy Razaf | 1929 | Eb | -
        Ain't She Sweet | Milton Ager, Jack Yellen | 1927 | - | -
        Airegin | Sonny Rollins | 1954 | Fm | -
        All Blues | Miles Davis | 1959 | G | -
        All of Me | Gerald Marks, Seymour Simons | 1931 | C | -
        All of You | Cole Porter | 1954 | Eb | -
        All the Things You Are | Jerome Kern, Oscar Hammerstein II | 1939 | Ab | -
        Alone Together | Arthur Schwartz, Howard Dietz | 1932 | Dm | -
        Angel Eyes | Matt Dennis, Earl Brent | 1946 | Dm | -
        Anthropology | Charlie Parker, Dizzy Gillespie | 1946 | Bb | -
        April in Paris | Vernon Duke, E. Y. Harburg | 1932 | C | -
        Ask Me Now | Thelonious Monk | 1951 | - | -
        Au Privave | Charlie Parker | 1951 | F | -
        Autumn in New York | Vernon Duke | 1934 | F | -
        Autumn Leaves | Joseph Kosma, Jacques Prévert, Johnny Mercer | 1945 | Gm | Les Feuilles mortes
        Bags' Groove | Milt Jackson | 1952 | F | -
        Basin Street Blues | Spencer Williams | 1926 | - | -
        Beale Street Blues | W. C. Handy | 1916 | - | -
        Beautiful Love | Victor Young, Wayne King, Egbert Van Alstyne, Haven Gillespie | 1931 | Dm | -
        Bei Mir Bist du Schön | Sholom Secunda, Jacob Jacobs | 1932 | - | -
        Bemsha Swing | Thelonious Monk, Denzil Best | 1952 | - | -
        Bernie's Tune | Bernie Miller | 1953 | - | -
        Bésame Mucho | Consuelo Velázquez | 1940 | - | -
        Bewitched, Bothered and Bewildered | Richard Rodgers, Lorenz Hart | 1940 | - | -
        Big Butter and Egg Man | Percy Venable, Louis Armstrong | 1926 | - | -
        Billie's Bounce | Charlie Parker | 1945 | F | -
        Black and Blue | Fats Waller, Harry Brooks, Andy Razaf | 1929 | - | -
        Black and Tan Fantasy | Duke Ellington, Bubber Miley | 1927 | - | -
        Black Bottom Stomp | Jelly Roll Morton | 1925 | - | -
        Blue Bossa | Kenny Dorham | 1963 | Cm | -
        Blue in Green | Miles Davis, Bill Evans | 1959 | - | -
        Blue Monk | Thelonious Monk | 1954 | Bb | -
        Blue Moon | Richard Rodgers, Lorenz Hart | 1934 | - | -
        Blue Rondo à la Turk | Dave Brubeck | 1959 | - | -
        Blue Skies | Irving Berlin | 1926 | - | -
        Blue Train | John Coltrane | 1957 | Eb | -
        Blueberry Hill | Vincent Rose, Al Lewis, Larry Stock | 1940 | - | -
        Blues for Alice | Charlie Parker | 1951 | F | -
        Body and Soul | Johnny Green, Edward Heyman, Robert Sour, Frank Eyton | 1930 | Db | -
        Brazil | Ary Barroso | 1939 | - | Aquarela do Brasil
        But Beautiful | Jimmy Van Heusen, Johnny Burke | 1947 | - | -
        But Not for Me | George Gershwin, Ira Gershwin | 1930 | Eb | -
        Bye Bye Blackbird | Ray Henderson, Mort Dixon | 1926 | F | -
        C Jam Blues | Duke Ellington | 1942 | C | Duke's Place
        C'est si bon | Henri Betti, André Hornez | 1947 | - | -
        Cantaloupe Island | Herbie Hancock | 1964 | Fm | -
        Caravan | Juan Tizol, Duke Ellington, Irving Mills | 1936 | Fm | -
        Ceora | Lee Morgan | 1965 | Ab | -
        Cheek to Cheek | Irving Berlin | 1935 | - | -
        Chega de Saudade | Antônio Carlos Jobim, Vinicius de Moraes | 1958 | Dm | No More Blues
        Chelsea Bridge | Billy Strayhorn | 1941 | - | -
        Cherokee | Ray Noble | 1938 | Bb | -
        Come Rain or Come Shine | Harold Arlen, Johnny Mercer | 1946 | F | -
        Con Alma | Dizzy Gillespie | 1954 | - | -
        Confirmation | Charlie Parker | 1946 | F | -
        Corcovado | Antônio Carlos Jobim | 1960 | C | Quiet Nights of Quiet Stars
        Cotton Tail | Duke Ellington | 1940 | Bb | -
        Countdown | John Coltrane | 1959 | - | -
        Cry Me a River | Arthur Hamilton | 1953 | - | -
        Dancing in the Dark | Arthur Schwartz, Howard Dietz | 1931 | - | -
        Darn That Dream | Jimmy Van Heusen, Eddie DeLange | 1939 | G | -
        Days of Wine and Roses | Henry Mancini, Johnny Mercer | 1962 | F | -
        Desafinado | Antônio Carlos Jobim, Newton Mendonça | 1959 | F | Slightly Out of Tune
        Dinah | Harry Akst, Sam M. Lewis, Joe Young | 1925 | - | -
        Dippermouth Blues | King Oliver, Louis Armstrong | 1923 | - | Sugar Foot Stomp
        Django | John Lewis | 1954 | - | -
        Do You Know What It Means to Miss New Orleans? | Louis Alter, Eddie DeLange | 1946 | - | -
        Dolphin Dance | Herbie Hancock | 1965 | - | -
        Don't Blame Me | Jimmy McHugh, Dorothy Fields | 1932 | - | -
        Don't Get Around Much Anymore | Duke Ellington, Bob Russell | 1942 | C | Never No Lament
        Donna Lee | Miles Davis | 1947 | Ab | -
        Doxy | Sonny Rollins | 1954 | Bb | -
        East of the Sun | Brooks Bowman | 1934 | - | -
        Easy Living | Ralph Rainger, Leo Robin | 1937 | F | -
        Embraceable You | George Gershwin, Ira Gershwin | 1930 | G | -
        Emily | Johnny Mandel, Johnny Mercer | 1964 | C | -
        Epistrophy | Thelonious Monk, Kenny Clarke | 1942 | - | -
        Equinox | John Coltrane | 1960 | - | -
        Ev'ry Time We Say Goodbye | Cole Porter | 1944 | - | -
        Everything Happens to Me | Matt Dennis, Tom Adair | 1940 | Bb | -
        Evidence | Thelonious Monk | 1948 | Eb | -
        Exactly Like You | Jimmy McHugh, Dorothy Fields | 1930 | - | -
        Falling in Love with Love | Richard Rodgers, Lorenz Hart | 1938 | - | -
        Fly Me to the Moon | Bart Howard | 1954 | - | In Other Words
        Flying Home | Lionel Hampton, Benny Goodman | 1939 | - | -
        Footprints | Wayne Shorter | 1966 | Cm | -
        Four | Miles Davis | 1954 | Eb | -
        Freddie Freeloader | Miles Davis | 1959 | Bb | -
        Freedom Jazz Dance | Eddie Harris | 1965 | - | -
        Georgia on My Mind | Hoagy Carmichael, Stuart Gorrell | 1930 | F | -
        Giant Steps | John Coltrane | 1959 | B | -
        God Bless the Child | Billie Holiday, Arthur Herzog Jr. | 1941 | Eb | -
        Good Bait | Tadd Dameron, Count Basie | 1944 | Bb | -
        Good Morning Heartache | Irene Higginbotham, Ervin Drake, Dan Fisher | 1946 | - | -
        Goodbye Pork Pie Hat | Charles Mingus | 1959 | - | -
        Groovin' High | Dizzy Gillespie | 1945 | Eb | -
        Have You Met Miss Jones? | Richard Rodgers, Lorenz Hart | 1937 | F | -
        Hello, Dolly! | Jerry Herman | 1964 | - | -
        Here's That Rainy Day | Jimmy Van Heusen, Johnny Burke | 1953 | G | -
        High Society | Porter Steele | 1901 | - | -
        Honeysuckle Rose | Fats Waller, Andy Razaf | 1929 | F | -
        Hot House | Tadd Dameron | 1945 | - | -
        How Deep Is the Ocean? | Irving Berlin | 1932 | - | -
        How High the Moon | Morgan Lewis, Nancy Hamilton | 1940 | G | -
        How Insensitive | Antônio Carlos Jobim, Vinicius de Moraes | 1963 | Dm | Insensatez
        I Can't Get Started | Vernon Duke, Ira Gershwin | 1936 | C | I Can't Get Started with You
        I Can't Give You Anything but Love | Jimmy McHugh, Dorothy Fields | 1928 | - | -
        I Fall in Love Too Easily | Jule Styne, Sammy Cahn | 1944 | - | -
        I Get a Kick Out of You | Cole Porter | 1934 | - | -
        I Got Rhythm | George Gershwin, Ira Gershwin | 1930 | Bb | -
        I Hear a Rhapsody | George Fragos, Jack Baker, Dick Gasparre | 1941 | - | -
        I Love You | Cole Porter | 1944 | F | -
        I Mean You | Thelonious Monk, Coleman Hawkins | 1946 | F | -
        I Only Have Eyes for You | Harry Warren, Al Dubin | 1934 | - | -
        I Remember Clifford | Benny Golson | 1957 | - | -
        I Should Care | Axel Stordahl, Paul Weston, Sammy Cahn | 1944 | - | -
        I Thought About You | Jimmy Van Heusen, Johnny Mercer | 1939 | - | -
        I'll Close My Eyes | Billy Reid, Buddy Kaye | 1945 | - | -
        I'll Remember April | Gene de Paul, Patricia Johnston, Don Raye | 1941 | G | -
        I'm in the Mood for Love | Jimmy McHugh, Dorothy Fields | 1935 | - | -
        I'm Old Fashioned | Jerome Kern, Johnny Mercer | 1942 | F | -
        I've Got You Under My Skin | Cole Porter | 1936 | - | -
        If I Should Lose You | Ralph Rainger, Leo Robin | 1935 | - | -
        If I Were a Bell | Frank Loesser | 1950 | F | -
        Impressions | John Coltrane | 1961 | Dm | -
        In a Mellow Tone | Duke Ellington, Milt Gabler | 1939 | Ab | -
        In a Sentimental Mood | Duke Ellington, Manny Kurtz, Irving Mills | 1935 | - | -
        In the Mood | Joe Garland, Andy Razaf | 1939 | - | -
        In Walked Bud | Thelonious Monk | 1947 | - | -
        In Your Own Sweet Way | Dave Brubeck | 1955 | - | -
        Indiana | James F. Hanley, Ballard MacDonald | 1917 | - | Back Home Again in Indiana
        Inner Urge | Joe Henderson | 1964 | - | -
        Invitation | Bronisław Kaper, Paul Francis Webster | 1950 | - | -
        Isn't It Romantic? | Richard Rodgers, Lorenz Hart | 1932 | - | -
        It Could Happen to You | Jimmy Van Heusen, Johnny Burke | 1944 | Eb | -
        It Don't Mean a Thing | Duke Ellington, Irving Mills | 1931 | - | -
        It Had to Be You | Isham Jones, Gus Kahn | 1924 | - | -
        It's Only a Paper Moon | Harold Arlen, E. Y. Harburg, Billy Rose | 1933 | - | Paper Moon
        Jeepers Creepers | Harry Warren, Johnny Mercer | 1938 | - | -
        Jitterbug Waltz | Fats Waller | 1942 | - | -
        Jordu | Duke Jordan | 1953 | Cm | -
        Joy Spring | Clifford Brown | 1954 | F | -
        Juju | Wayne Shorter | 1964 | - | -
        Jumpin' at the Woodside | Count Basie | 1938 | - | -
        Just Friends | John Klenner, Sam M. Lewis | 1931 | F | -
        Just One of Those Things | Cole Porter | 1935 | F | -
        Killer Joe | Benny Golson | 1960 | - | -
        King Porter Stomp | Jelly Roll Morton | 1924 | - | -
        La Vie en rose | Louiguy, Édith Piaf | 1945 | - | -
        Lady Bird | Tadd Dameron | 1939 | C | -
        Laura | David Raksin, Johnny Mercer | 1944 | - | -
        Lazy River | Hoagy Carmichael, Sidney Arodin | 1930 | - | Up a Lazy River
        Lester Leaps In | Lester Young | 1939 | - | -
        Li'l Darlin' | Neal Hefti | 1957 | - | -
        Like Someone in Love | Jimmy Van Heusen, Johnny Burke | 1944 | - | -
        Lonely Woman | Ornette Coleman | 1959 | - | -
        Love for Sale | Cole Porter | 1930 | - | -
        Lover | Richard Rodgers, Lorenz Hart | 1932 | - | -
        Lover Come Back to Me | Sigmund Romberg, Oscar Hammerstein II | 1928 | - | -
        Lover Man | Jimmy Davis, Ram Ramirez, James Sherman | 1941 | - | -
        Lullaby of Birdland | George Shearing, George David Weiss | 1952 | - | -
        Lush Life | Billy Strayhorn | 1936 | Db | -
        Mack the Knife | Kurt Weill, Bertolt Brecht | 1928 | - | Die Moritat von Mackie Messer
        Maiden Voyage | Herbie Hancock | 1965 | - | -
        Manhã de Carnaval | Luiz Bonfá, Antônio Maria | 1959 | Am | Black Orpheus; A Day in the Life of a Fool
        Manteca | Dizzy Gillespie, Chano Pozo, Gil Fuller | 1947 | - | -
        Maple Leaf Rag | Scott Joplin | 1899 | - | -
        Mean to Me | Fred E. Ahlert, Roy Turk | 1929 | - | -
        Meditation | Antônio Carlos Jobim, Newton Mendonça | 1960 | - | Meditação
        Memories of You | Eubie Blake, Andy Razaf | 1930 | - | -
        Mercy, Mercy, Mercy | Joe Zawinul | 1966 | - | -
        Milestones | Miles Davis | 1958 | - | -
        Minor Swing | Django Reinhardt, Stéphane Grappelli | 1937 | - | -
        Misty | Erroll Garner, Johnny Burke | 1954 | Eb | -
        Moanin' | Bobby Timmons | 1958 | Fm | -
        Moment's Notice | John Coltrane | 1957 | Eb | -
        Mood Indigo | Duke Ellington, Barney Bigard, Irving Mills | 1930 | - | -
        Moon River | Henry Mancini, Johnny Mercer | 1961 | - | -
        Moonglow | Will Hudson, Eddie DeLange, Irving Mills | 1933 | - | -
        Moonlight in Vermont | Karl Suessdorf, John Blackburn | 1944 | - | -
        Moonlight Serenade | Glenn Miller, Mitchell Parish | 1939 | - | -
        Moose the Mooche | Charlie Parker | 1946 | Bb | -
        Mr. P.C. | John Coltrane | 1959 | Cm | -
        Muskrat Ramble | Kid Ory | 1926 | - | -
        My Favorite Things | Richard Rodgers, Oscar Hammerstein II | 1959 | Em | -
        My Foolish Heart | Victor Young, Ned Washington | 1949 | - | -
        My Funny Valentine | Richard Rodgers, Lorenz Hart | 1937 | Cm | -
        My Old Flame | Arthur Johnston, Sam Coslow | 1934 | - | -
        My One and Only Love | Guy Wood, Robert Mellin | 1953 | - | -
        My Romance | Richard Rodgers, Lorenz Hart | 1935 | - | -
        My Shining Hour | Harold Arlen, Johnny Mercer | 1943 | - | -
        Naima | John Coltrane | 1959 | - | -
        Nardis | Miles Davis | 1958 | Em | -
        Nature Boy | eden ahbez | 1947 | - | -
        Nefertiti | Wayne Shorter | 1967 | - | -
        Nica's Dream | Horace Silver | 1956 | - | -
        Nice Work If You Can Get It | George Gershwin, Ira Gershwin | 1937 | - | -
        Night and Day | Cole Porter | 1932 | - | -
        Now's the Time | Charlie Parker | 1945 | F | -
        Nuages | Django Reinhardt | 1940 | - | -
        Oh, Lady Be Good! | George Gershwin, Ira Gershwin | 1924 | - | -
        Ol' Man River | Jerome Kern, Oscar Hammerstein II | 1927 | - | -
        Old Devil Moon | Burton Lane, E. Y. Harburg | 1947 | - | -
        Old Folks | Willard Robison, Dedette Lee Hill | 1938 | - | -
        Oleo | Sonny Rollins | 1954 | Bb | -
        On Green Dolphin Street | Bronisław Kaper, Ned Washington | 1947 | Eb | Green Dolphin Street
        On the Sunny Side of the Street | Jimmy McHugh, Dorothy Fields | 1930 | - | -
        One Note Samba | Antônio Carlos Jobim, Newton Mendonça | 1960 | - | Samba de Uma Nota Só
        One O'Clock Jump | Count Basie | 1937 | - | -
        Ornithology | Charlie Parker, Benny Harris | 1946 | G | -
        Our Love Is Here to Stay | George Gershwin, Ira Gershwin | 1938 | - | -
        Out of Nowhere | Johnny Green, Edward Heyman | 1931 | G | -
        Over the Rainbow | Harold Arlen, E. Y. Harburg | 1939 | - | -
        Peace | Horace Silver | 1959 | - | -
        Pennies from Heaven | Arthur Johnston, Johnny Burke | 1936 | - | -
        Perdido | Juan Tizol, Ervin Drake, Hans Lengsfelder | 1941 | Bb | -
        Poinciana | Nat Simon, Buddy Bernier | 1936 | - | -
        Polka Dots and Moonbeams | Jimmy Van Heusen, Johnny Burke | 1940 | - | -
        Potato Head Blues | Louis Armstrong | 1927 | - | -
        Prelude to a Kiss | Duke Ellington, Irving Gordon, Irving Mills | 1938 | - | -
        Quizás, Quizás, Quizás | Osvaldo Farrés | 1947 | - | Perhaps, Perhaps, Perhaps
        Recorda Me | Joe Henderson | 1963 | - | -
        Red Clay | Freddie Hubbard | 1970 | - | -
        Rhythm-a-Ning | Thelonious Monk | 1957 | Bb | -
        Road Song | Wes Montgomery | 1968 | - | -
        Rockin' Chair | Hoagy Carmichael | 1929 | - | -
        Rosetta | Earl Hines, Henri Woode | 1933 | - | -
        Royal Garden Blues | Clarence Williams, Spencer Williams | 1919 | - | -
        Ruby, My Dear | Thelonious Monk | 1945 | - | -
        Salt Peanuts | Dizzy Gillespie, Kenny Clarke | 1942 | - | -
        Samba de Verão | Marcos Valle, Paulo Sérgio Valle | 1964 | - | Summer Samba; So Nice
        Satin Doll | Duke Ellington, Billy Strayhorn, Johnny Mercer | 1953 | C | -
        Scrapple from the Apple | Charlie Parker | 1947 | F | -
        Señor Blues | Horace Silver | 1956 | - | -
        Seven Steps to Heaven | Victor Feldman, Miles Davis | 1963 | F | -
        Sing, Sing, Sing | Louis Prima | 1936 | - | -
        Sister Sadie | Horace Silver | 1959 | - | -
        Skylark | Hoagy Carmichael, Johnny Mercer | 1941 | - | -
        Smoke Gets in Your Eyes | Jerome Kern, Otto Harbach | 1933 | - | -
        Só Danço Samba | Antônio Carlos Jobim, Vinicius de Moraes | 1962 | - | Jazz 'n' Samba
        So What | Miles Davis | 1959 | Dm | -
        Softly, as in a Morning Sunrise | Sigmund Romberg, Oscar Hammerstein II | 1928 | Cm | -
        Solar | Miles Davis | 1954 | Cm | -
        Solitude | Duke Ellington, Eddie DeLange, Irving Mills | 1934 | - | -
        Some of These Days | Shelton Brooks | 1910 | - | -
        Someday My Prince Will Come | Frank Churchill, Larry Morey | 1937 | Bb | -
        Someone to Watch Over Me | George Gershwin, Ira Gershwin | 1926 | - | -
        Song for My Father | Horace Silver | 1964 | Fm | -
        Sophisticated Lady | Duke Ellington, Mitchell Parish, Irving Mills | 1932 | Ab | -
        Soul Eyes | Mal Waldron | 1957 | - | -
        Spain | Chick Corea | 1972 | - | -
        Speak Low | Kurt Weill, Ogden Nash | 1943 | - | -
        Speak No Evil | Wayne Shorter | 1964 | - | -
        St. Louis Blues | W. C. Handy | 1914 | - | -
        St. Thomas | Sonny Rollins | 1956 | C | -
        Stardust | Hoagy Carmichael, Mitchell Parish | 1927 | - | -
        Stella by Starlight | Victor Young, Ned Washington | 1944 | Bb | -
        Stolen Moments | Oliver Nelson | 1961 | Cm | -
        Stompin' at the Savoy | Edgar Sampson, Benny Goodman, Chick Webb, Andy Razaf | 1934 | - | -
        Stormy Weather | Harold Arlen, Ted Koehler | 1933 | - | -
        Straight, No Chaser | Thelonious Monk | 1951 | F | -
        Struttin' with Some Barbecue | Lil Hardin Armstrong | 1927 | - | -
        Summertime | George Gershwin, DuBose Heyward | 1935 | Am | -
        Sweet Georgia Brown | Ben Bernie, Maceo Pinkard, Kenneth Casey | 1925 | - | -
        Sweet Lorraine | Cliff Burwell, Mitchell Parish | 1928 | - | -
        Take Five | Paul Desmond | 1959 | Ebm | -
        Take the 'A' Train | Billy Strayhorn | 1939 | C | -
        Tea for Two | Vincent Youmans, Irving Caesar | 1924 | Ab | -
        Tenderly | Walter Gross, Jack Lawrence | 1946 | - | -
        Tenor Madness | Sonny Rollins | 1956 | Bb | -
        The Girl from Ipanema | Antônio Carlos Jobim, Vinicius de Moraes, Norman Gimbel | 1962 | F | Garota de Ipanema
        The Lady Is a Tramp | Richard Rodgers, Lorenz Hart | 1937 | - | -
        The Man I Love | George Gershwin, Ira Gershwin | 1924 | - | -
        The Nearness of You | Hoagy Carmichael, Ned Washington | 1938 | - | -
        The Shadow of Your Smile | Johnny Mandel, Paul Francis Webster | 1965 | - | -
        The Sidewinder | Lee Morgan | 1963 | - | -
        The Song Is You | Jerome Kern, Oscar Hammerstein II | 1932 | C | -
        The Way You Look Tonight | Jerome Kern, Dorothy Fields | 1936 | F | -
        There Is No Greater Love | Isham Jones, Marty Symes | 1936 | Bb | -
        There Will Never Be Another You | Harry Warren, Mack Gordon | 1942 | Eb | -
        These Foolish Things | Jack Strachey, Harry Link, Holt Marvell | 1936 | - | -
        They Can't Take That Away from Me | George Gershwin, Ira Gershwin | 1937 | - | -
        Tico-Tico no Fubá | Zequinha de Abreu | 1917 | - | -
        Tiger Rag | Original Dixieland Jass Band | 1917 | - | -
        Triste | Antônio Carlos Jobim | 1967 | - | -
        Tune Up | Miles Davis | 1953 | D | -
        Un Poco Loco | Bud Powell | 1951 | - | -
        Waltz for Debby | Bill Evans | 1956 | - | -
        Watermelon Man | Herbie Hancock | 1962 | F | -
        Wave | Antônio Carlos Jobim | 1967 | D | -
        Way Down Yonder in New Orleans | Turner Layton, Henry Creamer | 1922 | - | -
        Well, You Needn't | Thelonious Monk | 1944 | F | -
        West End Blues | King Oliver, Clarence Williams | 1928 | Eb | -
        What a Wonderful World | Bob Thiele, George David Weiss | 1967 | F | -
        What Is This Thing Called Love? | Cole Porter | 1929 | C | -
        What's New? | Bob Haggart, Johnny Burke | 1939 | C | -
        When I Fall in Love | Victor Young, Edward Heyman | 1952 | - | -
        When the Saints Go Marching In | Traditional | 1923 | - | The Saints
        When You're Smiling | Larry Shay, Mark Fisher, Joe Goodwin | 1928 | - | -
        Whisper Not | Benny Golson | 1956 | - | -
        Willow Weep for Me | Ann Ronell | 1932 | G | -
        Witchcraft | Cy Coleman, Carolyn Leigh | 1957 | - | -
        Work Song | Nat Adderley | 1960 | - | -
        Yardbird Suite | Charlie Parker | 1946 | C | -
        Yesterdays | Jerome Kern, Otto Harbach | 1933 | Dm | -
        You Don't Know What Love Is | Gene de Paul, Don Raye | 1941 | - | -
        You Go to My Head | J. Fred Coots, Haven Gillespie | 1938 | - | -
        You Stepped Out of a Dream | Nacio Herb Brown, Gus Kahn | 1940 | C | -
        You'd Be So Nice to Come Home To | Cole Porter | 1942 | - | -
        """
}
