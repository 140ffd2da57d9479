/**
 * Common first names across cultures, lower-cased and in Unicode NFC.
 *
 * The list decides between 'medium' and 'low' confidence for a lone word, and whether
 * "I am X" / "I'm X" / "this is X" / "it's X" counts as an introduction at all. Names that are
 * also everyday words in a manifestation chat are left out on purpose, because "I am rich",
 * "it's hope that keeps me going", "I'm a Leo", "it's angel numbers" or "I am crystal clear"
 * must not be read as introductions: will, may, june, april, august, mark, bill, frank, rich,
 * sunny, hope, faith, joy, summer, dawn, autumn, guy, pat, sue, art, can, chance, destiny,
 * harmony, serenity, mercy, angel, crystal, sage, sky, star, river, storm, precious, luna (the
 * guide's own name), mere, leo and the other zodiac or planet names.
 */
const NAMES = `
aaron abigail adam adrian aidan alan albert alex alexander alexandra alexis alfie alice alicia
alison amanda amber amelia amy andrea andrew angela anita ann anna anne annie anthony archie
arthur ashley audrey austin ava barbara beatrice becky bella ben benjamin beth betty beverly
billy bobby bonnie bradley brandon brenda brian brittany bruce bryan caleb cameron carl carol
caroline carolyn catherine charles charlie charlotte chelsea cheryl chloe chloé chris christian
christina christine christopher cindy claire clara colin connor courtney craig cynthia daisy
dan daniel danielle david debbie deborah debra denise dennis derek diana diane donald donna
doris dorothy douglas dylan eddie edward eleanor eli elijah elizabeth ella ellie emily emma
eric erin ethan eugene evan evelyn evie ezra fiona florence freddie freya gabriel gail gary
gemma george georgia gerald gloria gordon grace graham greg gregory hannah harold harper harry
hazel heather helen henry holly howard hugo ian imogen isaac isabel isabella isaiah isla
jack jackie jacob jacqueline jade jake james jamie jane janet janice jason jasmine jean jeff
jeffrey jenna jennifer jenny jeremy jerry jess jesse jessica jill jim jo joan joanna joe john
johnny jon jonathan jordan joseph josh joshua joyce judith judy julia julian julie justin
karen kate katherine kathleen kathryn katie kayla keith kelly kenneth kevin kim kimberly
kyle larry laura lauren lawrence leah levi liam lily linda lisa liz logan lori louise lucas
lucy luke lydia madison maggie margaret maria marie marilyn martha martin mary mason matt
matthew max maya megan melanie melissa mia michael michelle miles millie molly nancy naomi
natalie nathan neil nicholas nicole noah nora oliver olivia oscar owen pamela paul penelope
peter philip phoebe poppy rachel ralph randy rebecca riley robert robin roger ronald rosie
roy ruby russell ruth ryan sally sam samantha samuel sandra sara sarah scarlett scott sharon
shirley sienna simon sophia sophie stella stephanie stephen steve steven susan tara teresa
terry theo theresa thomas tim timothy toby tom tony tracy tyler valerie vanessa victoria
vincent violet virginia walter wayne wendy william willie wyatt zachary zoe zoë
anne-marie mary-jane jean-paul jean-luc marie-claire
aoife ciara conor declan eoin niamh oisín padraig róisín saoirse seán sean siobhan
amélie antoine camille élodie étienne françois hélène julien léa louis margaux mathilde
océane pierre renée théo
andreas anke felix finn günter hans jonas jürgen katrin klaus lena leon lukas matthias
stefan ulrike
alessandro chiara elena francesca giovanni giulia giuseppe lorenzo luca marco matteo sofia
alejandro andrés beatriz camila carlos diego gabriela gonçalo guadalupe inés isabela javier
joão josé juan lucía luis maría mariana mateo miguel pablo rafael santiago sofía thiago
valentina ximena
anders astrid bjørn björn elin erik freja henrik ingrid kirsten lars linnea magnus mette
nils sigrid sven søren
agnieszka ana anastasia dmitri dragan ewa ivan ivana jakub jelena katarzyna łukasz marek
mateusz milan natasha nikola olga piotr svetlana tomasz zofia
dimitris eleni giorgos katerina nikos
ayşe burak deniz elif emre mehmet zeynep
ahmed ali amira fatima hassan hussein karim khalid layla leila mariam mohammed muhammad noor
omar rania samir yasmin youssef zainab
arash dariush nasrin parisa reza shirin
avi ari eitan moshe noa shira tamar yael
aarav aditya amit ananya anjali arjun deepak divya ishaan kavya krishna lakshmi neha pooja
priya rahul raj ravi rohan sanjay sunita vikram vivaan
hao hui jing jun lei li mei ming wei xin yan yu
aiko akira haruto hana kenji ren riko sakura sota takeshi yui yuki yuto
eun hyun jiho jisoo jiwoo minjun minseo seojun seoyeon
anh đức duc hoa huy lan linh mai minh thảo trang
abena ama amara amina aminata ayodele chidi chinedu fatou ibrahim imani jabari kofi kwame
mamadou ngozi nia nomvula oluwaseun sipho thabo tunde wanjiru zola zuri
aroha kai keanu leilani malia tane wiremu
`;

export const COMMON_FIRST_NAMES: ReadonlySet<string> = new Set(
  NAMES.split(/\s+/)
    .filter((name) => name.length > 0)
    .map((name) => name.normalize('NFC')),
);
