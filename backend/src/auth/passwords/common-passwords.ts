/**
 * Passwords that appear at the top of every leaked-password list (collected from the public
 * "most common passwords" lists). Refused at sign-up, reset and password change, compared
 * case-insensitively. Entries shorter than the minimum length are kept: the list is also the
 * documentation of what is refused.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777
pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole
chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow william corvette hello martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut
morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota
arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123
gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654
porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000
miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver
redsox player nikita knight fender barney midnight please brandy chicago badboy slayer
rangers charles angel flower bigdaddy rabbit wizard jasper enter rachel chris steven winner
adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing
cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321
12344321 golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike
toyota blowme jordan23 canada sophie apples tiger tinkerbell horses qwerty123 password1
password123 iloveyou1 abc12345 123abc letmein1 welcome1 admin admin123 administrator root
toor passw0rd p@ssword p@ssw0rd pa55word qwerty1 qwertyui 1qazxsw2 zaq12wsx zaq1zaq1
qazwsxedc 1q2w3e4r5t 1q2w3e 123qweasd qweasdzxc asdfghjkl asdf1234 zxcvbnm1 azerty 000000000
1111111 11223344 121314 123 1234561 12345678910 123456a 123456789a 123654789 147258369
147852 147852369 159357 159753456 1597534560 159951 18atcskd2w 1q2w3e4r5t6y 20100728 212121
246810 252525 3rjs1la7qe 456789 5201314 520520 55555 5555555 654321a 696969a 741852963
789456 789456123 7895123 8888888 963852741 987456 999999999 a123456 a1b2c3 a1b2c3d4 aa123456
abcd1234 abcdef abcdefg abcdefgh alexander alexis amanda1 andrew1 anhyeuem apple123 asd123
asdasd asdfg asdfghjk azerty123 babygirl babygirl1 baseball1 basketball beautiful bitch1
blink182 bubbles buster1 butterfly caroline carlos charlie1 cheyenne chocolate christian
computer1 cookie1 daniel1 danielle dennis destiny dolphin donald dragon1 eminem family
flower1 football1 friends fuckyou fuckyou1 gabriel garfield hello1 hello123 hellokitty
hottie iloveu ilovu jackson1 jennifer1 jesus jesus1 jonathan jordan1 joshua1 justin1
kimberly liverpool loveme lovely lovely1 loveyou lucky1 madison1 manchester marlboro1
matthew1 michael1 michelle1 monkey1 mustang1 myspace1 naruto nicole1 password12 password2
peanut1 pokemon princess1 purple1 qwerty12 qwertyu rainbow robert1 samantha1 sebastian
secret1 shadow1 soccer1 softball spongebob starwars1 stella summer1 sunshine1 superman1
sweety teamo tigger1 trustno1a tweety vanessa victoria1 vincent welcome123 whatever1
william1 zxc123 zxcvbn1 1234abcd 12qwaszx 1qaz2wsx3edc 3edc4rfv abcabc changeme changeme1
default guest letmein123 login master1 nothing qwerty12345 secret123 super123 test123
test1234 testing trustme user user123 welcome2 windows iloveyou2 love123 lovelove mylove
ihateyou football12 baseball12 soccer12 hockey12 master12 dragon12 monkey12 shadow12
killer12 qwertz qwertz123 passwort hallo hallo123 schatz ficken fussball geheim schalke
bayern 1234qwert motdepasse soleil doudou chouchou marseille loulou nicolas camille
contrasena contraseña 111222 112233445566 123123a 123321a 123456q 123456z 123456789q
123abc123 147147 159159 168168 1qw23e 1234567a 12345a 12345q 12345qwert 2468 a12345
a123456789 aaa111 aaaaaa1 abc123456 admin1 admin1234 administrator1 alpha america angel1
asdf asdfgh1 asdzxc baby123 bandit beach biteme1 blessed blue123 bond007 brooklyn buddy
california cameron captain carter champion charlotte cherry chicken1 chocolate1 cocacola1
connor cricket dancer darkness december dexter diamond1 disney doctor dreams elephant emily
energy england explorer fishing1 flowers freedom1 galaxy gemini gordon green hannah1 happy
happy123 harrypotter heaven hello12 hunter1 hunter2 jackie jaguar january jessica1 jordan12
julian july junior1 jupiter kitten kristina lakers1 legend letmein2 lifehack lionking
london1 louise lovers maggie1 mariah mario marvel master123 maxwell melody mercedes1
metallica miranda monica muffin nathan nintendo november october orange1 packers pakistan
pamela paris passion password01 password1234 password12345 patricia peaches penguin pepper1
phoenix1 pineapple pirate poohbear pumpkin qazwsx123 qwe123 qwe123qwe qweasd qweqwe qwerty7
rachel1 raiders1 ranger1 rebecca richard1 rocket rockstar rosebud samsung1 sandra saturn
scorpion september shannon1 shelby silver1 simpsons skater snowball spiderman spring
starlight stephanie steven1 strawberry sunflower superstar surfer sweetie taylor1 teddybear
thomas1 thunder1 tiffany tigers1 tomcat travis trinity turtle unicorn valentina victor
warrior welcome12 westside william12 wolverine yankees1 yellow1 zachary zxcvbnm123 ashley1
bailey1 charlie123 chelsea1 dallas1 diamonds eagles1 ferrari1 ginger1 hammer1 harley1
heather1 iceman1 jasmine1 jasper1 knight1 maverick1 merlin1 midnight1 mickey1 morgan1
oliver1 panther1 patrick1 pokemon1 porsche1 prince1 scooter1 slayer1 snoopy1 sparky1 spider1
thunderbird toyota1 winner1 winter1 wizard1 zxcv1234 1234asdf asdf123 qwert qwert123
qwerty11 qwerty99 1q1q1q1q 1a2b3c4d 0987654321 09876543 98765432 0123456789 012345 0123456
01234567 123456789012 1234567899 12345678a 123456aa 123456abc abc1234 abcde12345
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
