<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/studio/main.cpp" line="+46"/>
        <source>--%1 needs a whole number of at least %2</source>
        <translation>--%1 braucht eine ganze Zahl von mindestens %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tilewright: design and playtest tile-laying games.</source>
        <translation>Tilewright: Legespiele entwerfen und testen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the ruleset in &lt;folder&gt;.</source>
        <translation>Das Regelwerk in &lt;folder&gt; öffnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the saved game &lt;file&gt; and play on from where it was saved.</source>
        <translation>Die gespeicherte Partie &lt;file&gt; öffnen und dort weiterspielen, wo sie gespeichert wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a game of &lt;n&gt; players.</source>
        <translation>Eine Partie mit &lt;n&gt; Spielern beginnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays each seat, comma separated: human, random, greedy, mcts (1000 iterations a move), mcts:&lt;n&gt; (n iterations) or mcts:&lt;x&gt;s (x seconds), either of the last two followed by :greedy for greedy rollouts (mcts:4:greedy).</source>
        <translation>Wer jeden Sitzplatz spielt, durch Kommas getrennt: human, random, greedy, mcts (1000 Iterationen je Zug), mcts:&lt;n&gt; (n Iterationen) oder mcts:&lt;x&gt;s (x Sekunden), die letzten beiden auch mit :greedy dahinter für Greedy-Rollouts (mcts:4:greedy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s seed.</source>
        <translation>Der Startwert der Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set a ruleset parameter (repeatable).</source>
        <translation>Einen Parameter des Regelwerks setzen (wiederholbar).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record games in the journal database &lt;file&gt;.</source>
        <translation>Partien in der Journal-Datenbank &lt;file&gt; aufzeichnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Milliseconds between bot moves.</source>
        <translation>Millisekunden zwischen den Zügen der Bots.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a few moves, save a picture of the window to &lt;file.png&gt; and quit (with status 1 when the ruleset or game asked for could not be opened).</source>
        <translation>Nach einigen Zügen ein Bild des Fensters in &lt;file.png&gt; speichern und beenden (mit Status 1, wenn das verlangte Regelwerk oder Spiel nicht geöffnet werden konnte).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decisions made for the person before --screenshot (with bots in every seat, they play on until the game ends).</source>
        <translation>Entscheidungen, die vor --screenshot für den Menschen getroffen werden (sitzen an jedem Platz Bots, spielen sie bis zum Spielende weiter).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speak &lt;code&gt; (en, de) instead of the language chosen in Settings.</source>
        <translation>Die Sprache &lt;code&gt; (en, de) statt der in den Einstellungen gewählten verwenden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit after &lt;ms&gt; milliseconds.</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unknown seat &apos;%1&apos; (human, random, greedy, mcts, mcts:&lt;n&gt;, mcts:&lt;x&gt;s, mcts:&lt;n&gt;:greedy)</source>
        <translation>unbekannter Sitzplatz &apos;%1&apos; (human, random, greedy, mcts, mcts:&lt;n&gt;, mcts:&lt;x&gt;s, mcts:&lt;n&gt;:greedy)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--seed needs a whole number</source>
        <translation>--seed braucht eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>no display to show the studio on: run it in a desktop session, or under xvfb-run -a (QT_QPA_PLATFORM=offscreen for no window at all)</source>
        <translation>keine Anzeige, auf der das Studio erscheinen kann: starten Sie es in einer Desktop-Sitzung oder unter xvfb-run -a (QT_QPA_PLATFORM=offscreen für gar kein Fenster)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no translation for language &apos;%1&apos;</source>
        <translation>keine Übersetzung für die Sprache &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>JournalText</name>
    <message>
        <location filename="../app/journal/journaldb.cpp" line="+49"/>
        <source>%1: not a Tilewright journal (an SQLite database of another program)</source>
        <translation>%1: kein Tilewright-Journal (eine SQLite-Datenbank eines anderen Programms)</translation>
    </message>
    <message>
        <location filename="../app/journal/journalexport.cpp" line="+90"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an entry without &quot;events&quot;</source>
        <translation>ein Eintrag ohne &quot;events&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an event that is not a JSON object</source>
        <translation>ein Ereignis, das kein JSON-Objekt ist</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/studio/play/choiceoptions.cpp" line="+48"/>
        <source>north</source>
        <translation>nördlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north-east</source>
        <translation>nordöstlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east</source>
        <translation>östlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south-east</source>
        <translation>südöstlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south</source>
        <translation>südlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south-west</source>
        <translation>südwestlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>west</source>
        <translation>westlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north-west</source>
        <translation>nordwestlich</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 pt</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(%1 side)</source>
        <translation>(Seite %1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(%1 sides)</source>
        <translation>(Seiten %1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>. Scores %1 now.</source>
        <translation>. Bringt jetzt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>. Would score %1 now.</source>
        <translation>. Würde jetzt %1 bringen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Option %1</source>
        <translation>Option %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>piece at %1,%2</source>
        <translation>Figur bei %1,%2</translation>
    </message>
    <message>
        <location filename="../app/studio/play/territoryvalue.cpp" line="+57"/>
        <source>1 tile</source>
        <translation>1 Plättchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tiles</source>
        <translation>%1 Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <location filename="../app/studio/play/turnsummary.cpp" line="+43"/>
        <source>Game over: %1 wins with %2</source>
        <translation>Partie beendet: %1 gewinnt mit %2 Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 tie with %2</source>
        <translation>Partie beendet: %1 gleichauf mit je %2 Punkten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — after %1 turns.</source>
        <translation> — nach %1 Zügen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Scores: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>After action %1 (read-only): </source>
        <translation>Nach Aktion %1 (schreibgeschützt): </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: your turn</source>
        <translation>%1: Sie sind am Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 bot)</source>
        <translation>%1 (%2-Bot)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Places a tile.</source>
        <translation>Legt ein Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place one of the tiles.</source>
        <translation>Legen Sie eines der Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile: 1 spot fits.</source>
        <translation>Legen Sie das Plättchen: 1 Stelle passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the tile: %1 spots fit.</source>
        <translation>Legen Sie das Plättchen: %1 Stellen passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right click or R turns it, F flips it.</source>
        <translation>Rechtsklick oder R dreht es, F wendet es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right click or R turns it.</source>
        <translation>Rechtsklick oder R dreht es.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T takes the other in hand.</source>
        <translation>T nimmt das andere in die Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It must cover a square of row or column %1.</source>
        <translation>Es muss ein Feld in Zeile oder Spalte %1 bedecken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is drawn in %1.</source>
        <translation>Es wird als %1 gezeichnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tile to place</source>
        <translation>Zu legendes Plättchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles to place, the one in hand first</source>
        <translation>Plättchen zum Legen, das in der Hand zuerst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chooses.</source>
        <translation>Wählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose: click a marker on the board or a button.</source>
        <translation>Wählen Sie: Klicken Sie auf eine Markierung auf dem Spielfeld oder auf eine Schaltfläche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose: click a card in the hand or a button.</source>
        <translation>Wählen Sie: Klicken Sie auf eine Karte auf der Hand oder auf eine Schaltfläche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the options.</source>
        <translation>Wählen Sie eine der Optionen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawing…</source>
        <translation>Zieht…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>To place, then in hand</source>
        <translation>Zu legen, dann auf der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1.</source>
        <translation>Zug %1.</translation>
    </message>
</context>
<context>
    <name>tw</name>
    <message>
        <location filename="../app/print/printpainter.cpp" line="+194"/>
        <source>Back: hold the sheet to the light; each crosshair should cover the front&apos;s.</source>
        <translation>Rückseite: Halten Sie das Blatt gegen das Licht; jedes Fadenkreuz sollte das der Vorderseite decken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front: print this page and the next on both sides of one sheet.</source>
        <translation>Vorderseite: Drucken Sie diese und die nächste Seite auf beide Seiten eines Blatts.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 · rules %2 · page %3 of %4</source>
        <translation>%1 · Regeln %2 · Seite %3 von %4</translation>
    </message>
    <message>
        <location filename="../app/print/playersheet.cpp" line="+61"/>
        <source>Player: ____________________</source>
        <translation>Spieler: ____________________</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>tw::BalanceHistory</name>
    <message>
        <location filename="../app/studio/balance/balancehistory.cpp" line="+35"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose a past run to draw it, dashed, against today&apos;s run of the same kind</source>
        <translation>Einen früheren Lauf wählen, um ihn gestrichelt neben dem heutigen Lauf derselben Art zu zeichnen</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 x%2</source>
        <translation>%1 x%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Draw today&apos;s run alone</source>
        <translation>Den heutigen Lauf allein zeichnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Compare with a past run&lt;/b&gt; of this ruleset:</source>
        <translation>&lt;b&gt;Mit einem früheren Lauf vergleichen&lt;/b&gt; (dieses Regelwerk):</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>these rules</source>
        <translation>diese Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rules %1</source>
        <translation>Regeln %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2, %3 games each by %4, %5</source>
        <translation>%1: %2, je %3 Partien von %4, %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3 values, %4 games each by %5, %6</source>
        <translation>%1: %2, %3 Werte, je %4 Partien von %5, %6</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Remove the run</source>
        <translation>Lauf entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the run of %1 from the journal? It cannot be brought back.</source>
        <translation>Den Lauf vom %1 aus dem Journal entfernen? Er lässt sich nicht zurückholen.</translation>
    </message>
</context>
<context>
    <name>tw::BalanceSetupForm</name>
    <message>
        <location filename="../app/studio/balance/balancesetupform.cpp" line="+76"/>
        <location line="+114"/>
        <source>Tile count</source>
        <translation>Plättchenanzahl</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Compare with another ruleset</source>
        <translation>Mit einem anderen Regelwerk vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with a parameter set</source>
        <translation>Mit anderen Parameterwerten vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules as edited against the rules of another ruleset folder</source>
        <translation>Die bearbeiteten Regeln gegen die Regeln eines anderen Regelwerk-Ordners</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules as edited against the same rules with other parameter values</source>
        <translation>Die bearbeiteten Regeln gegen dieselben Regeln mit anderen Parameterwerten</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Games played at every point, with the same seeds at each</source>
        <translation>Partien an jedem Punkt, an jedem mit denselben Startwerten</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>from </source>
        <translation>von </translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Ruleset folder</source>
        <translation>Regelwerk-Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ruleset folder to compare with, such as a copy of this game</source>
        <translation>Ein Regelwerk-Ordner zum Vergleich, etwa eine Kopie dieses Spiels</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>to </source>
        <translation>bis </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step </source>
        <translation>Schritt </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Vary</source>
        <translation>Variieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Games per point</source>
        <translation>Partien pro Punkt</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Games per version</source>
        <translation>Partien pro Fassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played under each version of the rules, with the same seeds</source>
        <translation>Partien unter jeder Fassung der Regeln, mit denselben Startwerten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ruleset to Compare With</source>
        <translation>Regelwerk zum Vergleichen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tile or card count</source>
        <translation>Anzahl eines Plättchens oder einer Karte</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>card %1 (%2)</source>
        <translation>Karte %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1 (%2, %3)</source>
        <translation>Karte %1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>(%1 to %2)</source>
        <translation>(%1 bis %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Change at least one parameter value to compare with.</source>
        <translation>Ändern Sie mindestens einen Parameterwert, um zu vergleichen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the ruleset folder to compare with.</source>
        <translation>Wählen Sie den Regelwerk-Ordner, mit dem verglichen werden soll.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The ruleset to compare with does not load: %1 is not a folder.</source>
        <translation>Das Regelwerk zum Vergleich lädt nicht: %1 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ruleset to compare with does not load: there is no folder %1.</source>
        <translation>Das Regelwerk zum Vergleich lädt nicht: Es gibt keinen Ordner %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ruleset to compare with does not load: %1</source>
        <translation>Das Regelwerk zum Vergleichen lädt nicht: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is for %2 to %3 players.</source>
        <translation>%1 ist für %2 bis %3 Spieler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the ruleset &apos;%2&apos;, not &apos;%3&apos;: another game, and comparing two games says little about a change to these rules.</source>
        <translation>%1 ist das Regelwerk &apos;%2&apos;, nicht &apos;%3&apos;: ein anderes Spiel, und der Vergleich zweier Spiele sagt wenig über eine Änderung dieser Regeln.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing to vary in these rules.</source>
        <translation>In diesen Regeln gibt es nichts zu variieren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play 2 games or more under each version: one game has no intervals.</source>
        <translation>Spielen Sie 2 oder mehr Partien je Version: eine Partie hat keine Intervalle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 2 games or more at each point: one game has no intervals.</source>
        <translation>Spielen Sie 2 oder mehr Partien je Punkt: eine Partie hat keine Intervalle.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The values go up: &quot;from&quot; (%1) is after &quot;to&quot; (%2).</source>
        <translation>Die Werte steigen: &quot;von&quot; (%1) liegt nach &quot;bis&quot; (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is %1 values: take a larger step (at most %2 values).</source>
        <translation>Das sind %1 Werte: Wählen Sie einen größeren Schritt (höchstens %2 Werte).</translation>
    </message>
</context>
<context>
    <name>tw::BalanceWindow</name>
    <message>
        <location filename="../app/studio/balance/balancewindow.cpp" line="+54"/>
        <source>by %1 players (today: %2)</source>
        <translation>von %1 Spielern (heute: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>by %1 (today: %2)</source>
        <translation>von %1 (heute: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>with %1 (today: %2)</source>
        <translation>mit %1 (heute: %2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Balance Lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+131"/>
        <source>Choose what to vary or compare and press Run: every value plays the same games.</source>
        <translation>Wählen Sie, was variiert oder verglichen wird, und drücken Sie Starten: jeder Wert spielt dieselben Partien.</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Write the table as CSV or JSON: one row per value per metric, with its 95% interval</source>
        <translation>Die Tabelle als CSV oder JSON schreiben: eine Zeile pro Wert und Kennzahl, mit ihrem 95-%-Intervall</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The run of %1 is removed from the journal.</source>
        <translation>Der Lauf vom %1 ist aus dem Journal entfernt.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The last run of %1 is kept in the journal: it is listed under the past runs when %1 is open again.</source>
        <translation>Der letzte Lauf von %1 bleibt im Journal: Er steht unter den früheren Läufen, sobald %1 wieder geöffnet ist.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The chart shows the last run, made under rules %1: press Run to measure these.</source>
        <translation>Das Diagramm zeigt den letzten Lauf, unter den Regeln %1: Starten misst diese.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, rules %2 as edited, not yet saved</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Regeln %2 wie bearbeitet, noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, rules %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Regeln %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ruleset.yaml as edited does not load: runs play this last version of it that did.</source>
        <translation>ruleset.yaml lädt in der bearbeiteten Fassung nicht: Läufe spielen die letzte Fassung, die geladen hat.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Playing %1 games under each version of the rules…</source>
        <translation>Spiele %1 Partien unter jeder Fassung der Regeln…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing %1 games at each of %2 values…</source>
        <translation>Spielt %1 Partien bei jedem von %2 Werten…</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%p% · about %n s left</source>
        <translation>
            <numerusform>%p% · noch etwa %n s</numerusform>
            <numerusform>%p% · noch etwa %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%p% · about %n min left</source>
        <translation>
            <numerusform>%p% · noch etwa %n min</numerusform>
            <numerusform>%p% · noch etwa %n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cancelled: the chart and Export still show the previous run, not the settings in the form.</source>
        <translation>Abgebrochen: Diagramm und Export zeigen noch den vorigen Lauf, nicht die Einstellungen im Formular.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 against %2, %3 games each with the same seeds: %4 of %5 measures changed significantly (where nothing changed, about 1 in 20 would by chance, and as the measures of one set of games move together, one chance difference can show in several).</source>
        <translation>%1 gegen %2, je %3 Partien mit denselben Startwerten: %4 von %5 Messgrößen haben sich signifikant geändert (wo sich nichts ändert, wäre es etwa 1 von 20 durch Zufall, und da sich die Messgrößen derselben Partien gemeinsam bewegen, kann sich ein zufälliger Unterschied in mehreren zeigen).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 values, %2 games each with the same seeds.</source>
        <translation>%1 Werte, je %2 Partien mit denselben Startwerten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The past run chosen below is not this experiment, so it is not drawn.</source>
        <translation>Der unten gewählte frühere Lauf ist nicht dieses Experiment und wird deshalb nicht gezeichnet.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No points per placement to chart: these games score no points before their end.</source>
        <translation>Keine Punkte je Legen im Diagramm: diese Partien geben vor ihrem Ende keine Punkte.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run could not be kept in the journal: %1</source>
        <translation>Der Lauf konnte nicht im Journal gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Today&apos;s run is drawn alone.</source>
        <translation>Der heutige Lauf wird allein gezeichnet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No run is drawn.</source>
        <translation>Es wird kein Lauf gezeichnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The run of %1 is a comparison: run a comparison today to draw it against.</source>
        <translation>Der Lauf vom %1 ist ein Vergleich: führen Sie heute einen Vergleich aus, um ihn daneben zu zeichnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run of %1 is a sweep: run a sweep today to draw it against.</source>
        <translation>Der Lauf vom %1 ist eine Wertereihe: führen Sie heute eine Wertereihe aus, um sie daneben zu zeichnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run of %1 was played %2, so it is not drawn: play today&apos;s run the same way to draw the two together.</source>
        <translation>Der Lauf vom %1 wurde %2 gespielt und ist daher nicht gezeichnet: spielen Sie den heutigen Lauf ebenso, um beide zusammen zu zeichnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run of %1 is not the same experiment as today&apos;s (%2), so it is not drawn: run the same experiment today to draw it against.</source>
        <translation>Der Lauf vom %1 ist nicht dasselbe Experiment wie der heutige (%2) und wird daher nicht gezeichnet: führen Sie heute dasselbe Experiment aus, um ihn daneben zu zeichnen.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The run of %1 is drawn paler and dashed against today&apos;s.</source>
        <translation>Der Lauf vom %1 ist blasser und gestrichelt neben dem heutigen gezeichnet.</translation>
    </message>
    <message>
        <location line="-374"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no parameters set</source>
        <translation>ohne gesetzte Parameter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location line="+267"/>
        <source>The games could not be played at %1: %2</source>
        <translation>Die Partien konnten bei %1 nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(the error at each value is in the tool tip)</source>
        <translation>(der Fehler bei jedem Wert steht im Tooltip)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chart and Export still show the previous run, not the settings in the form.</source>
        <translation>Diagramm und Export zeigen noch den vorigen Lauf, nicht die Einstellungen im Formular.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The run of %1 is drawn alone: run today&apos;s to draw it against.</source>
        <translation>Der Lauf vom %1 ist allein gezeichnet: führen Sie den heutigen aus, um ihn daneben zu zeichnen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>There is no run to export.</source>
        <translation>Es gibt keinen Lauf zum Exportieren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export Balance Run</source>
        <translation>Balance-Lauf exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
</context>
<context>
    <name>tw::BoardScene</name>
    <message>
        <location filename="../app/studio/board/boardsceneinput.cpp" line="+69"/>
        <source>No tile to place</source>
        <translation>Kein Plättchen zu legen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (it fits turned: press R)</source>
        <translation> (gedreht passt es: R drücken)</translation>
    </message>
    <message>
        <location filename="../app/studio/board/boardscene.cpp" line="+116"/>
        <source>%1&apos;s sheet</source>
        <translation>Plan von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+173"/>
        <source>%1 on top, %n card(s) in the pile</source>
        <translation>
            <numerusform>%1 obenauf, %n Karte im Stapel</numerusform>
            <numerusform>%1 obenauf, %n Karten im Stapel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tw::BotSpecBox</name>
    <message>
        <location filename="../app/studio/balance/botspecbox.cpp" line="+15"/>
        <source>The bot of every seat, or one per seat separated by commas (greedy,mcts:200): %1</source>
        <translation>Der Bot jedes Sitzplatzes oder einer pro Sitzplatz, durch Kommas getrennt (greedy,mcts:200): %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>random, greedy, mcts (1000 iterations a move), mcts:N (N iterations), mcts:Xs (X seconds a move), mcts:N:greedy (greedy rollouts on N samples a move) or mcts:Xs:greedy</source>
        <translation>random, greedy, mcts (1000 Iterationen je Zug), mcts:N (N Iterationen), mcts:Xs (X Sekunden je Zug), mcts:N:greedy (Greedy-Rollouts auf N Stichproben je Zug) oder mcts:Xs:greedy</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no bot called &quot;%1&quot;: the bots are %2.</source>
        <translation>Es gibt keinen Bot namens „%1“: Die Bots sind %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name one bot for every seat, or as many bots as there are seats (%1), not %2.</source>
        <translation>Nennen Sie einen Bot für alle Sitzplätze oder so viele Bots, wie es Sitzplätze gibt (%1), nicht %2.</translation>
    </message>
</context>
<context>
    <name>tw::ComparisonTable</name>
    <message>
        <location filename="../app/studio/balance/comparisontable.cpp" line="+38"/>
        <source>Measure</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First</source>
        <translation>Erste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second</source>
        <translation>Zweite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Significant</source>
        <translation>Signifikant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the change lies with 95% confidence, from the same games under both versions</source>
        <translation>Wo die Änderung mit 95 % Sicherheit liegt, aus denselben Partien unter beiden Fassungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes when the interval does not include zero: the change is unlikely to be chance</source>
        <translation>Ja, wenn das Intervall die Null nicht enthält: die Änderung ist kaum Zufall</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Below 0.05: the seats&apos; wins differ significantly under this version</source>
        <translation>Unter 0,05: die Siege der Sitzplätze unterscheiden sich in dieser Fassung signifikant</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>tw::CopyRulesetDialog</name>
    <message>
        <location filename="../app/studio/mainwindow/copyrulesetdialog.cpp" line="+29"/>
        <source>The ruleset&apos;s id (in game logs and the journal) and its folder&apos;s name</source>
        <translation>Die Kennung des Regelwerks (in Partieprotokollen und im Journal) und der Name seines Ordners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Id:</source>
        <translation>&amp;Kennung:</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>In &amp;folder:</source>
        <translation>Im &amp;Ordner:</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy of:</source>
        <translation>Kopie von:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The new ruleset opens at once; the game in play stays in the playtest journal.</source>
        <translation>Das neue Regelwerk öffnet sich sofort; die laufende Partie bleibt im Testspiel-Journal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Folder for the New Ruleset</source>
        <translation>Ordner für das neue Regelwerk</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give a name and a folder</source>
        <translation>Geben Sie einen Namen und einen Ordner an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An id is lower-case letters and digits, words joined by single _</source>
        <translation>Eine Kennung besteht aus Kleinbuchstaben und Ziffern, Wörter durch einzelne _ verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is a ruleset with the id %1 already</source>
        <translation>Es gibt bereits ein Regelwerk mit der Kennung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exists already</source>
        <translation>%1 gibt es bereits</translation>
    </message>
</context>
<context>
    <name>tw::Curtain</name>
    <message>
        <location filename="../app/studio/play/curtain.cpp" line="+28"/>
        <source>Hands and face-down items stay hidden until the next player has the screen.</source>
        <translation>Hände und verdeckte Teile bleiben verborgen, bis der nächste Spieler den Bildschirm hat.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my turn</source>
        <translation>Ich bin %1: meinen Zug zeigen</translation>
    </message>
</context>
<context>
    <name>tw::EditorActions</name>
    <message>
        <location filename="../app/studio/mainwindow/editoractions.cpp" line="+36"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;ules</source>
        <translation>Re&amp;geln</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Save Rules File</source>
        <translation>Regeldatei &amp;speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;All Rules Files</source>
        <translation>&amp;Alle Regeldateien speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find/Replace in Rules File</source>
        <translation>Suchen/&amp;Ersetzen in der Regeldatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Validate Ruleset</source>
        <translation>Regelwerk &amp;prüfen</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Syntax error: %1</source>
        <translation>Syntaxfehler: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runtime error: %1</source>
        <translation>Laufzeitfehler: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The rules as saved do not load (see Problems): until they do, a game in play goes on under the rules it has.</source>
        <translation>Die gespeicherten Regeln lassen sich nicht laden (siehe Probleme): bis dahin läuft eine Partie unter ihren bisherigen Regeln weiter.</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+13"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+15"/>
        <source>Unsaved rules</source>
        <translation>Ungespeicherte Regeln</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The ruleset&apos;s files have unsaved edits. Save them?</source>
        <translation>Die Dateien des Regelwerks enthalten ungespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The ruleset&apos;s files have unsaved edits. Save them, so that the copy has them?</source>
        <translation>Die Dateien des Regelwerks enthalten ungespeicherte Änderungen. Speichern, damit die Kopie sie enthält?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>tw::EditorTabs</name>
    <message>
        <location filename="../app/studio/editor/editortabs.cpp" line="+116"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+6"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>File changed on disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was changed outside the studio. Reload it and lose your unsaved edits?</source>
        <translation>%1 wurde außerhalb des Studios geändert. Neu laden und die ungespeicherten Änderungen verwerfen?</translation>
    </message>
</context>
<context>
    <name>tw::EventText</name>
    <message>
        <location filename="../app/studio/document/eventphrases.cpp" line="+12"/>
        <source>Turn {n}: {who}</source>
        <translation>Zug {n}: {who}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} drew {item} from {zone}</source>
        <translation>{who} zieht {item} aus {zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} rolled {n}</source>
        <translation>{who} würfelt {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} placed {tile} at {x},{y} rotated {degrees} degrees</source>
        <translation>{who} legte {tile} auf {x},{y}, um {degrees} Grad gedreht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} placed {tile}, {face} side up, at {x},{y} rotated {degrees} degrees</source>
        <translation>{who} legte {tile} mit der Seite {face} nach oben auf {x},{y}, um {degrees} Grad gedreht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{text}, mirrored</source>
        <translation>{text}, gespiegelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} discarded {tile}: it fits nowhere</source>
        <translation>{who} legt {tile} ab: es passt nirgends</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} deployed a {piece} at {x},{y}</source>
        <translation>{who} setzt {piece} bei {x},{y} ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} took back a {piece} from {x},{y}</source>
        <translation>{who} nimmt {piece} bei {x},{y} zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} scores {n} for {reason} (total {total})</source>
        <translation>{who} erhält {n} für {reason} (gesamt {total})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} loses {n} for {reason} (total {total})</source>
        <translation>{who} verliert {n} für {reason} (gesamt {total})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} moved {item} from {zone} to {to}</source>
        <translation>{who} verschob {item} von {zone} nach {to}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>draw {item} from {zone}</source>
        <translation>{item} aus {zone} ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place {tile} at {x},{y} rotated {degrees} degrees</source>
        <translation>{tile} auf {x},{y} legen, um {degrees} Grad gedreht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>place {tile}, {face} side up, at {x},{y} rotated {degrees} degrees</source>
        <translation>{tile} mit der Seite {face} nach oben auf {x},{y} legen, um {degrees} Grad gedreht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{choice}: {args}</source>
        <translation>{choice}: {args}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>segment {n} of the tile at {x},{y}</source>
        <translation>Abschnitt {n} der Karte auf {x},{y}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {n}</source>
        <translation>Figur {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} took {item} from {zone}</source>
        <translation>{who} nahm {item} aus {zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} took {item} from {owner}&apos;s {zone}</source>
        <translation>{who} nahm {item} aus {zone} von {owner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} put {item} into {zone}</source>
        <translation>{who} legte {item} in {zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} put {item} into {owner}&apos;s {zone}</source>
        <translation>{who} legte {item} in {zone} von {owner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} shuffled {zone}</source>
        <translation>{who} mischte {zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} shuffled {owner}&apos;s {zone}</source>
        <translation>{who} mischte {zone} von {owner}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} discarded {card}</source>
        <translation>{who} warf {card} ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} discarded {card} to {zone}</source>
        <translation>{who} warf {card} ab auf {zone}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} laid {card} on the tile at {x},{y}</source>
        <translation>{who} legte {card} auf das Plättchen bei {x},{y}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} took {card} from the tile at {x},{y}</source>
        <translation>{who} nahm {card} vom Plättchen bei {x},{y}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} moved their {piece} from {x},{y} to {tx},{ty}</source>
        <translation>{who} zog {piece} von {x},{y} nach {tx},{ty}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} lost their {piece} at {x},{y}: it leaves the game</source>
        <translation>{who} verlor {piece} bei {x},{y}: die Figur verlässt das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who}: {variable} went from {old} to {n}</source>
        <translation>{who}: {variable} ging von {old} auf {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tile</source>
        <translation>ein Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{text}, drawn in {terrain}</source>
        <translation>{text}, gezeichnet als {terrain}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} removed {tile} from {x},{y}</source>
        <translation>{who} entfernte {tile} von {x},{y}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} made {x},{y} {terrain}</source>
        <translation>{who} machte {x},{y} zu {terrain}</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>{who}: {choice}</source>
        <translation>{who}: {choice}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{terrain} area completed ({n} tiles)</source>
        <translation>Gebiet {terrain} abgeschlossen ({n} Plättchen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{who}: {choice}: {args}</source>
        <translation>{who}: {choice}: {args}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over after {n} turns</source>
        <translation>Partie beendet nach {n} Zügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll {n}</source>
        <translation>{n} würfeln</translation>
    </message>
</context>
<context>
    <name>tw::FindBar</name>
    <message>
        <location filename="../app/studio/editor/findbar.cpp" line="+18"/>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find the next match (Enter)</source>
        <translation>Nächsten Treffer suchen (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find the previous match (Shift+Enter)</source>
        <translation>Vorherigen Treffer suchen (Shift+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replace this match and find the next</source>
        <translation>Diesen Treffer ersetzen und den nächsten suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace All</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Replace every match in this file</source>
        <translation>Alle Treffer in dieser Datei ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the find bar (Escape)</source>
        <translation>Suchleiste ausblenden (Escape)</translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>%n replaced</source>
        <translation>
            <numerusform>%n ersetzt</numerusform>
            <numerusform>%n ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>tw::GameActions</name>
    <message>
        <location filename="../app/studio/mainwindow/gameactions.cpp" line="+26"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Move for Me</source>
        <translation>&amp;Zug für mich spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to the &amp;End</source>
        <translation>Bis zum Ende &amp;spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn Tile</source>
        <translation>Plättchen &amp;drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip Tile</source>
        <translation>Plättchen w&amp;enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Switch Tile</source>
        <translation>Plättchen &amp;wechseln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set up and start a new playtest of the current ruleset</source>
        <translation>Ein neues Testspiel mit dem aktuellen Regelwerk einrichten und starten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take back your last move (and the bot moves after it)</source>
        <translation>Ihren letzten Zug zurücknehmen (samt der Bot-Züge danach)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the move taken back again</source>
        <translation>Den zurückgenommenen Zug erneut ausführen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Let the greedy bot play the rest of your turn for you</source>
        <translation>Den gierigen Bot den Rest Ihres Zugs für Sie spielen lassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bots take every seat and finish the game</source>
        <translation>Bots übernehmen alle Sitzplätze und spielen die Partie zu Ende</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn the tile in hand to its next orientation (also a right click)</source>
        <translation>Das Plättchen in der Hand in die nächste Ausrichtung drehen (auch per Rechtsklick)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Turn the tile in hand over, where the ruleset allows it</source>
        <translation>Das Plättchen in der Hand wenden, sofern das Regelwerk es erlaubt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take the other tile you may place in hand</source>
        <translation>Das andere legbare Plättchen in die Hand nehmen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>The game could not start: %1</source>
        <translation>Die Partie konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bots play every seat to the end of the game.</source>
        <translation>Bots spielen alle Sitzplätze bis zum Ende der Partie.</translation>
    </message>
</context>
<context>
    <name>tw::GameDocument</name>
    <message>
        <location filename="../app/studio/document/gamedocument.cpp" line="+108"/>
        <source>Re-played up to turn %1: &quot;%2&quot; is no longer legal: %3</source>
        <translation>Bis Zug %1 erneut abgespielt: „%2“ ist nicht mehr zulässig: %3</translation>
    </message>
    <message>
        <location line="+90"/>
        <location line="+22"/>
        <source>It is not a person&apos;s turn to decide.</source>
        <translation>Es ist kein menschlicher Spieler mit einer Entscheidung am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bot &quot;%1&quot;.</source>
        <translation>Es gibt keinen Bot „%1“.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The bot could not decide: %1</source>
        <translation>Der Bot konnte sich nicht entscheiden: %1</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Play to the end</source>
        <translation>Bis zum Ende spielen</translation>
    </message>
</context>
<context>
    <name>tw::HandStrip</name>
    <message>
        <location filename="../app/studio/play/handstrip.cpp" line="+168"/>
        <source>%1
%2 pts</source>
        <translation>%1
%2 Pkt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unused:</source>
        <translation>Ungenutzt:</translation>
    </message>
</context>
<context>
    <name>tw::JournalActions</name>
    <message>
        <location filename="../app/studio/mainwindow/journalactions.cpp" line="+21"/>
        <source>Playtest &amp;Journal…</source>
        <translation>Testspiel-&amp;Journal…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game played in the studio: notes, replay, export</source>
        <translation>Jede im Studio gespielte Partie: Notizen, Wiedergabe, Export</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The rules changed</source>
        <translation>Die Regeln haben sich geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules changed since this game: open it under the rules it was played with?

The journal kept them (content hash %1). No replays it under the rules in %2 as they are now.</source>
        <translation>Die Regeln haben sich seit dieser Partie geändert: Soll sie unter den Regeln geöffnet werden, mit denen sie gespielt wurde?

Das Journal hat sie aufbewahrt (Inhaltsprüfsumme %1). Mit Nein wird sie unter den jetzigen Regeln in %2 nachgespielt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The rules this game was played under could not be written to a temporary folder: %1</source>
        <translation>Die Regeln, unter denen diese Partie gespielt wurde, konnten nicht in einen temporären Ordner geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>tw::JournalFile</name>
    <message>
        <location filename="../app/studio/journalui/journalfile.cpp" line="+16"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>tw::JournalText</name>
    <message>
        <location filename="../app/journal/journal.cpp" line="+97"/>
        <location filename="../app/journal/journalrules.cpp" line="+70"/>
        <source>session %1: a log line must not contain a line break</source>
        <translation>Sitzung %1: Eine Protokollzeile darf keinen Zeilenumbruch enthalten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: is a folder, not a journal file</source>
        <translation>%1: ist ein Ordner, keine Journal-Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: Der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the SQLite driver of Qt (QSQLITE) is not available, so no journal can be opened</source>
        <translation>der SQLite-Treiber von Qt (QSQLITE) ist nicht verfügbar, daher kann kein Journal geöffnet werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/journal/journaldb.cpp" line="+5"/>
        <location line="+6"/>
        <location line="+180"/>
        <source>cannot open the journal</source>
        <translation>das Journal kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>no journal is open</source>
        <translation>es ist kein Journal geöffnet</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>cannot start a session</source>
        <translation>eine Sitzung kann nicht begonnen werden</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>%1: no such journal</source>
        <translation>%1: kein solches Journal</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>cannot append to session %1</source>
        <translation>an Sitzung %1 kann nichts angefügt werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>session %1 is finished: no lines can be added to it</source>
        <translation>Sitzung %1 ist beendet: Es können keine Zeilen mehr hinzugefügt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot finish session %1</source>
        <translation>Sitzung %1 kann nicht beendet werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>session %1 is already finished</source>
        <translation>Sitzung %1 ist bereits beendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot rewind session %1</source>
        <translation>Sitzung %1 kann nicht zurückgesetzt werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot mark session %1 abandoned</source>
        <translation>Sitzung %1 kann nicht als abgebrochen markiert werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot save the notes of session %1</source>
        <translation>die Notizen zu Sitzung %1 können nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot list the sessions</source>
        <translation>die Sitzungen können nicht aufgelistet werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+12"/>
        <location line="+20"/>
        <location filename="../app/journal/journalrules.cpp" line="+41"/>
        <source>cannot read session %1</source>
        <translation>Sitzung %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+21"/>
        <source>no session %1 in %2</source>
        <translation>keine Sitzung %1 in %2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>cannot remove session %1</source>
        <translation>Sitzung %1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/journal/journaldb.cpp" line="-214"/>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the journal is locked by another program writing to it; try again when it is done</source>
        <translation>das Journal ist von einem anderen Programm gesperrt, das hineinschreibt; versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the journal is not writable: check the permissions of the file and its folder</source>
        <translation>das Journal ist nicht beschreibbar: Prüfen Sie die Rechte der Datei und ihres Ordners</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>der Datenträger konnte nicht gelesen oder beschrieben werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the journal file is damaged (corrupt)</source>
        <translation>die Journal-Datei ist beschädigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be opened or created: check that its folder exists and is writable</source>
        <translation>die Datei kann nicht geöffnet oder angelegt werden: Prüfen Sie, ob ihr Ordner existiert und beschreibbar ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not a journal: it is not an SQLite database</source>
        <translation>die Datei ist kein Journal: Sie ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+220"/>
        <source>cannot create the journal&apos;s tables</source>
        <translation>die Tabellen des Journals können nicht angelegt werden</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+43"/>
        <location line="+20"/>
        <location line="+12"/>
        <source>cannot upgrade the journal&apos;s tables</source>
        <translation>die Tabellen des Journals können nicht aktualisiert werden</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>cannot read the journal</source>
        <translation>das Journal kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the journal was written by a newer Tilewright (schema %2; this one reads up to %3)</source>
        <translation>%1: Das Journal wurde von einem neueren Tilewright geschrieben (Schema %2; dieses liest bis %3)</translation>
    </message>
    <message>
        <location filename="../app/journal/journalexport.cpp" line="-45"/>
        <source>session %1, log line %2: %3</source>
        <translation>Sitzung %1, Protokollzeile %2: %3</translation>
    </message>
    <message>
        <location filename="../app/journal/journalrules.cpp" line="-45"/>
        <source>cannot record the re-played game of session %1</source>
        <translation>die nachgespielte Partie von Sitzung %1 kann nicht aufgezeichnet werden</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+8"/>
        <source>cannot read the kept rules</source>
        <translation>die aufbewahrten Regeln können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the journal holds no rules of content hash %2</source>
        <translation>%1: das Journal enthält keine Regeln mit der Inhaltsprüfsumme %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>session %1 was recorded before the journal kept the rules of its games, so its rules are not in the journal</source>
        <translation>Sitzung %1 wurde aufgezeichnet, bevor das Journal die Regeln seiner Partien aufbewahrte, daher sind ihre Regeln nicht im Journal</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>session %1 (rules %2)</source>
        <translation>Sitzung %1 (Regeln %2)</translation>
    </message>
    <message>
        <location filename="../app/journal/rulesdiff.cpp" line="+36"/>
        <location line="+2"/>
        <source>Only in %1: %2</source>
        <translation>Nur in %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed: %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <location filename="../app/journal/rulesfiles.cpp" line="+45"/>
        <source>%1: no such ruleset folder</source>
        <translation>%1: kein solcher Regelwerk-Ordner</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: cannot read %2 of the ruleset: %3</source>
        <translation>%1: %2 des Regelwerks kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the ruleset folder holds more than %2 MB, too much to keep in the journal</source>
        <translation>%1: der Regelwerk-Ordner enthält mehr als %2 MB, zu viel, um ihn im Journal aufzubewahren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the rules kept in the journal are damaged</source>
        <translation>die im Journal aufbewahrten Regeln sind beschädigt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot create the folder of %1</source>
        <translation>der Ordner von %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/journal/journalbalance.cpp" line="+25"/>
        <source>cannot keep the balance run</source>
        <translation>der Balance-Lauf kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <source>cannot read the balance runs</source>
        <translation>die Balance-Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot read the balance run</source>
        <translation>der Balance-Lauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: no balance run %2</source>
        <translation>%1: kein Balance-Lauf %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: balance run %2 does not read: %3</source>
        <translation>%1: Balance-Lauf %2 lässt sich nicht lesen: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot remove the balance run</source>
        <translation>der Balance-Lauf kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>tw::JournalWindow</name>
    <message>
        <location filename="../app/studio/journalui/journalwindow.cpp" line="+94"/>
        <source>Playtest journal</source>
        <translation>Testspiel-Journal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the sessions of one ruleset only</source>
        <translation>Nur die Sitzungen eines Regelwerks anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ruleset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats</source>
        <translation>Sitzplätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message numerus="yes">
        <location line="+169"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final once the game ended; else where it stood when last played, with what its end would add where the rules project it</source>
        <translation>Endstand, sobald die Partie zu Ende war; sonst der Stand beim letzten Zug, mit dem, was ihr Ende hinzufügen würde, wo die Regeln es vorausberechnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The version of the rules: the start of their content hash, and the revision when the game was re-played under changed rules</source>
        <translation>Die Version der Regeln: der Anfang ihrer Inhaltsprüfsumme, und die Revision, wenn die Partie unter geänderten Regeln nachgespielt wurde</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Notes on the selected session:</source>
        <translation>Notizen zur ausgewählten Sitzung:</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Reopen as replay</source>
        <translation>Als Wiedergabe öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected session&apos;s game as a replay</source>
        <translation>Die Partie der ausgewählten Sitzung als Wiedergabe öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export selected...</source>
        <translation>Auswahl exportieren...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the selected sessions as JSON Lines or CSV</source>
        <translation>Die ausgewählten Sitzungen als JSON Lines oder CSV speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export all...</source>
        <translation>Alle exportieren...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write every listed session as JSON Lines or CSV</source>
        <translation>Alle aufgelisteten Sitzungen als JSON Lines oder CSV speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete...</source>
        <translation>Löschen...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected sessions from the journal</source>
        <translation>Die ausgewählten Sitzungen aus dem Journal entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare rules...</source>
        <translation>Regeln vergleichen...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two sessions: what changed between the rules they were played under</source>
        <translation>Zwei Sitzungen auswählen: was sich zwischen den Regeln geändert hat, unter denen sie gespielt wurden</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+12"/>
        <source>The playtest journal is not open.</source>
        <translation>Das Testspiel-Journal ist nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>All rulesets</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Session %1, ended %2</source>
        <translation>Sitzung %1, beendet %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, content hash %2</source>
        <translation>%1, Inhalts-Hash %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (revision %2)</source>
        <translation>%1 (Revision %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Revision %1: %2, from %3%4</source>
        <translation>Revision %1: %2, ab %3%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (rules not kept)</source>
        <translation> (Regeln nicht aufbewahrt)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export sessions</source>
        <translation>Sitzungen exportieren</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Exported %n session(s) to %1.</source>
        <translation>
            <numerusform>%n Sitzung nach %1 exportiert.</numerusform>
            <numerusform>%n Sitzungen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete sessions</source>
        <translation>Sitzungen löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n session(s) from the journal, with their logs and notes? This cannot be undone.</source>
        <translation>
            <numerusform>%n Sitzung samt Protokoll und Notizen aus dem Journal löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>%n Sitzungen samt Protokollen und Notizen aus dem Journal löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Deleted %n session(s).</source>
        <translation>
            <numerusform>%n Sitzung gelöscht.</numerusform>
            <numerusform>%n Sitzungen gelöscht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tw::LogDock</name>
    <message>
        <location filename="../app/studio/docks/logdock.cpp" line="+29"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show the events of one player only</source>
        <translation>Nur die Ereignisse eines Spielers anzeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose which kinds of event are shown</source>
        <translation>Auswählen, welche Arten von Ereignissen angezeigt werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Events (%1 hidden)</source>
        <translation>Ereignisse (%1 ausgeblendet)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Alle anzeigen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the position one action earlier</source>
        <translation>Die Stellung eine Aktion früher anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the position one action later</source>
        <translation>Die Stellung eine Aktion später anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Live</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the game as it is now</source>
        <translation>Zurück zum aktuellen Stand der Partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from here</source>
        <translation>Von hier fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game that repeats the actions up to the position shown</source>
        <translation>Eine neue Partie beginnen, die die Aktionen bis zur angezeigten Stellung wiederholt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>No game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live, after action %1</source>
        <translation>Aktuell, nach Aktion %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Viewing after action %1 of %2</source>
        <translation>Ansicht nach Aktion %1 von %2</translation>
    </message>
</context>
<context>
    <name>tw::LogModel</name>
    <message>
        <location filename="../app/studio/docks/logmodel.cpp" line="+38"/>
        <location line="+101"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deploy</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partieende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card discard</source>
        <translation>Karte abgeworfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take from pile</source>
        <translation>Vom Stapel genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece move</source>
        <translation>Figur gezogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece lost</source>
        <translation>Figur verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile removed</source>
        <translation>Plättchen entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cell changed</source>
        <translation>Feld geändert</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1
During the set-up</source>
        <translation>%1
Während des Spielaufbaus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Action %2 (%3): %4</source>
        <translation>%1
Aktion %2 (%3): %4</translation>
    </message>
</context>
<context>
    <name>tw::MainWindow</name>
    <message>
        <location filename="../app/studio/mainwindow/mainwindow.cpp" line="+153"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Settings…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot find docs/%1</source>
        <translation>docs/%1 nicht gefunden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Ruleset Format Reference</source>
        <translation>Referenz des &amp;Regelwerk-Formats</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Lua API Reference</source>
        <translation>Referenz der &amp;Lua-API</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Tilewright</source>
        <translation>Ü&amp;ber Tilewright</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Tilewright</source>
        <translation>Über Tilewright</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Tilewright&lt;/b&gt; %1&lt;br&gt;A studio for designing tile-laying map games: edit a ruleset, playtest it on the live board, and find every game in the playtest journal.&lt;br&gt;&lt;br&gt;Board: click a highlighted spot to place the tile; right click or R turns it, F flips it; drag or arrow keys pan, the wheel or +/- zoom.</source>
        <translation>&lt;b&gt;Tilewright&lt;/b&gt; %1&lt;br&gt;Ein Studio zum Entwerfen von Legespielen mit Plättchen: Regelwerk bearbeiten, live auf dem Spielfeld testen und jede Partie im Testspiel-Journal wiederfinden.&lt;br&gt;&lt;br&gt;Spielfeld: Klicken Sie auf eine hervorgehobene Stelle, um das Plättchen zu legen; Rechtsklick oder R dreht es, F wendet es; Ziehen oder die Pfeiltasten verschieben die Ansicht, das Mausrad oder +/- zoomen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game&apos;s seed: select it to copy it</source>
        <translation>Startwert (Seed) der Partie: zum Kopieren markieren</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New rules are live: the game was re-played under them.</source>
        <translation>Die neuen Regeln sind aktiv: Die Partie wurde mit ihnen erneut abgespielt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Created %1: edit its rules here.</source>
        <translation>%1 angelegt: Bearbeiten Sie die Regeln hier.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Printing the rules as edited, not yet saved.</source>
        <translation>Gedruckt werden die Regeln wie bearbeitet, noch nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Journal unavailable</source>
        <translation>Journal nicht verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The playtest journal could not be opened, so games are not recorded: %1</source>
        <translation>Das Testspiel-Journal konnte nicht geöffnet werden, daher werden keine Partien aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindowstart.cpp" line="+30"/>
        <source>No rulesets were found next to the studio. Open a ruleset folder with Ruleset → Open Folder.</source>
        <translation>Neben dem Studio wurden keine Regelwerke gefunden. Öffnen Sie einen Regelwerk-Ordner mit Regelwerk → Ordner öffnen.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The ruleset in %1 could not be opened:
%2</source>
        <translation>Das Regelwerk in %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>%1 is for %2 to %3 players: playing with %4, not %5</source>
        <translation>%1 ist für %2 bis %3 Spieler: gespielt wird mit %4, nicht %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--seats names %1 seats for %2 players: the last are left out</source>
        <translation>--seats nennt %1 Plätze für %2 Spieler: die letzten entfallen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--seats names %1 of the %2 players: the greedy bot plays the others</source>
        <translation>--seats nennt %1 der %2 Spieler: die übrigen spielt der gierige Bot</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ignored %1: %2</source>
        <translation>%1 ignoriert: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindow.cpp" line="+27"/>
        <location filename="../app/studio/mainwindow/mainwindowstart.cpp" line="+3"/>
        <source>The game could not start: %1</source>
        <translation>Die Partie konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindowstart.cpp" line="+15"/>
        <source>no such parameter (the ruleset has none)</source>
        <translation>kein solcher Parameter (das Regelwerk hat keine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such parameter (the ruleset&apos;s: %1)</source>
        <translation>kein solcher Parameter (die des Regelwerks: %1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Its files are open under Rules: fix them and save, and the game re-plays under them.</source>
        <translation>Seine Dateien sind unter Regeln geöffnet: korrigieren und speichern, dann wird die Partie nach ihnen neu gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its files are open under Rules: fix them and save, and it opens.</source>
        <translation>Seine Dateien sind unter Regeln geöffnet: korrigieren und speichern, dann öffnet es sich.</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindow.cpp" line="+31"/>
        <source>A new game continues from action %1.</source>
        <translation>Eine neue Partie wird ab Aktion %1 fortgesetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not continue from action %1: %2</source>
        <translation>Fortsetzen ab Aktion %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A script does not compile; the game stays as it was. %1</source>
        <translation>Ein Skript lässt sich nicht übersetzen; die Partie bleibt unverändert. %1</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindowlogs.cpp" line="+43"/>
        <location line="+8"/>
        <source>The ruleset “%1” of this game could not be opened. %2</source>
        <translation>Das Regelwerk „%1“ dieser Partie konnte nicht geöffnet werden. %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+27"/>
        <source>The rules changed since this game was played, so it does not replay under them: %1</source>
        <translation>Die Regeln haben sich seit dieser Partie geändert, daher lässt sie sich unter ihnen nicht nachspielen: %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+29"/>
        <source>The game could not be replayed: %1</source>
        <translation>Die Partie konnte nicht wiedergegeben werden: %1</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>A game from the journal, replayed under the rules it was played with (kept in the journal; content hash %1), from a temporary folder: edits to them are not kept. It is not recorded again.</source>
        <translation>Eine Partie aus dem Journal, nachgespielt unter den Regeln, mit denen sie gespielt wurde (im Journal aufbewahrt; Inhaltsprüfsumme %1), aus einem temporären Ordner: Änderungen daran werden nicht aufbewahrt. Sie wird nicht erneut aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A game from the journal, replayed under the rules as they are now: they changed since it was played. It is not recorded again.</source>
        <translation>Eine Partie aus dem Journal, nachgespielt unter den jetzigen Regeln: Sie haben sich seit der Partie geändert. Sie wird nicht erneut aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A game from the journal, shown as it was recorded. It is not recorded again: use “Continue from here” in the Log to play on from any point.</source>
        <translation>Eine Partie aus dem Journal, angezeigt wie aufgezeichnet. Sie wird nicht erneut aufgezeichnet: Mit „Von hier fortsetzen“ im Protokoll können Sie ab jeder Stelle weiterspielen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The game in %1 could not be opened: %2</source>
        <translation>Die Partie in %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was saved under rules that changed since; it opened under the rules it was played with, kept in the journal, from a temporary folder: edits to them are not kept.</source>
        <translation>%1 wurde unter Regeln gespeichert, die sich seitdem geändert haben; sie wurde unter den Regeln geöffnet, mit denen sie gespielt wurde, aus dem Journal in einem temporären Ordner: Änderungen daran bleiben nicht erhalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was saved under other rules than the open ones. %2</source>
        <translation>%1 wurde unter anderen Regeln als den geöffneten gespeichert. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was saved under other rules (version %2; the open ones are %3). Every decision in it fits the open rules.</source>
        <translation>%1 wurde unter anderen Regeln gespeichert (Version %2; die geöffneten sind %3). Jede Entscheidung darin passt zu den geöffneten Regeln.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Opened the game in %1</source>
        <translation>Partie aus %1 geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a saved game: %2</source>
        <translation>%1 ist keine gespeicherte Partie: %2</translation>
    </message>
    <message>
        <location filename="../app/studio/mainwindow/mainwindow.cpp" line="+1"/>
        <source>The ruleset&apos;s flow failed; the game stays as it was. %1</source>
        <translation>Der Ablauf des Regelwerks ist fehlgeschlagen; die Partie bleibt unverändert. %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Journal failed</source>
        <translation>Journal-Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playtest journal: %1</source>
        <translation>Testspiel-Journal: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game over: the result is in the journal.</source>
        <translation>Partie beendet: Das Ergebnis steht im Journal.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 — Tilewright</source>
        <translation>%1 — Tilewright</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Tilewright</source>
        <translation>Tilewright</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2) — Tilewright</source>
        <translation>%1 (%2) — Tilewright</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Journal session %1</source>
        <translation>Journal-Sitzung %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not recorded</source>
        <translation>Nicht aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>tw::MessageBar</name>
    <message>
        <location filename="../app/studio/mainwindow/messagebar.cpp" line="+23"/>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>tw::NewGameDialog</name>
    <message>
        <location filename="../app/studio/dialogs/newgamedialog.cpp" line="+93"/>
        <source>New Game — %1</source>
        <translation>Neue Partie — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Between %1 and %2 players</source>
        <translation>Zwischen %1 und %2 Spielern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Random bot</source>
        <translation>Random-Bot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy bot</source>
        <translation>Greedy-Bot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MCTS bot</source>
        <translation>MCTS-Bot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy rollouts bot</source>
        <translation>Greedy-Rollout-Bot</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>MCTS bot, %1 s a move</source>
        <translation>MCTS-Bot, %1 s je Zug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Greedy rollouts bot (%1)</source>
        <translation>Greedy-Rollout-Bot (%1)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source> iterations</source>
        <translation> Iterationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many games the MCTS bot plays out in its head for each decision: more is stronger and slower</source>
        <translation>Wie viele Partien der MCTS-Bot für jede Entscheidung im Kopf zu Ende spielt: mehr ist stärker und langsamer</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same seed, seats and parameters give the same draws and bot moves</source>
        <translation>Gleicher Startwert, gleiche Sitzordnung und gleiche Parameter ergeben dieselben Ziehungen und Bot-Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new random seed</source>
        <translation>Ein neuer zufälliger Startwert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the seed to the clipboard</source>
        <translation>Den Startwert in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parameters and variants</source>
        <translation>Parameter und Varianten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restore Defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>tw::NotesEditor</name>
    <message>
        <location filename="../app/studio/journalui/noteseditor.cpp" line="+17"/>
        <source>Notes on this playtest: what worked, what felt off, ideas to try...</source>
        <translation>Notizen zu diesem Testspiel: was funktioniert hat, was sich falsch anfühlte, Ideen zum Ausprobieren...</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Notes unavailable.</source>
        <translation>Notizen nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+9"/>
        <source>Editing...</source>
        <translation>Wird bearbeitet...</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Not saved.</source>
        <translation>Nicht gespeichert.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
</context>
<context>
    <name>tw::ParameterForm</name>
    <message>
        <location filename="../app/studio/dialogs/parameterform.cpp" line="+42"/>
        <source>This ruleset has no parameters.</source>
        <translation>Dieses Regelwerk hat keine Parameter.</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Only in games of %1 to %2 players.</source>
        <translation>Nur in Partien mit %1 bis %2 Spielern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only in games of 1 player.</source>
        <translation>Nur in Partien mit 1 Spieler.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Only in games of %1 players.</source>
        <translation>Nur in Partien mit %1 Spielern.</translation>
    </message>
</context>
<context>
    <name>tw::ParameterSetTable</name>
    <message>
        <location filename="../app/studio/balance/parametersettable.cpp" line="+33"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value the second version of the rules plays with</source>
        <translation>Der Wert, mit dem die zweite Fassung der Regeln spielt</translation>
    </message>
</context>
<context>
    <name>tw::PlacementReason</name>
    <message>
        <location filename="../app/studio/board/placementreason.cpp" line="+20"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The %1 edge (%2) does not match the neighbouring %3 edge</source>
        <translation>Die Kante %1 (%2) passt nicht zur angrenzenden Kante (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 edge of cell %2 (%3) does not match the neighbouring %4 edge</source>
        <translation>Die Kante %1 von Feld %2 (%3) passt nicht zur angrenzenden Kante (%4)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rules do not offer this spot now</source>
        <translation>Die Regeln bieten diese Stelle gerade nicht an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out of bounds: cell %1 is outside the %2 x %3 sheet</source>
        <translation>Außerhalb der Grenzen: Feld %1 liegt außerhalb des Plans mit %2 x %3 Feldern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of bounds: cell %1</source>
        <translation>Außerhalb der Grenzen: Feld %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cell %1 is already covered</source>
        <translation>Feld %1 ist bereits belegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile must touch a placed tile</source>
        <translation>Das Plättchen muss an ein gelegtes Plättchen angrenzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tile must cover row or column %1</source>
        <translation>Das Plättchen muss Zeile oder Spalte %1 abdecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tile must share an edge with the tile at %1</source>
        <translation>Das Plättchen muss eine Kante mit dem Plättchen bei %1 teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile must share an edge with a given tile</source>
        <translation>Das Plättchen muss eine Kante mit einem bestimmten Plättchen teilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile must cover cell %1</source>
        <translation>Das Plättchen muss Feld %1 bedecken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile&apos;s %1 edge at %2 must be %3</source>
        <translation>Die %1-Kante des Plättchens bei %2 muss %3 sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tile does not fit here</source>
        <translation>Das Plättchen passt hier nicht</translation>
    </message>
</context>
<context>
    <name>tw::PlayController</name>
    <message>
        <location filename="../app/studio/play/playcontroller.cpp" line="+202"/>
        <source>No game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No ruleset</source>
        <translation>Kein Regelwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose Game → New Game to start a playtest.</source>
        <translation>Wählen Sie Partie → Neue Partie, um ein Testspiel zu beginnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open one with Ruleset → Open Folder.</source>
        <translation>Öffnen Sie eines mit Regelwerk → Ordner öffnen.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Or click a highlighted cell.</source>
        <translation>Oder ein hervorgehobenes Feld anklicken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a card, then a highlighted cell.</source>
        <translation>Oder eine Karte anklicken, dann ein hervorgehobenes Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one:</source>
        <translation>Bitte wählen:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Click a highlighted cell to play the card; Escape or a click on the card cancels.</source>
        <translation>Ein hervorgehobenes Feld anklicken, um die Karte zu spielen; Escape oder ein Klick auf die Karte bricht ab.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hand, scored</source>
        <translation>Hand, gewertet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands, scored</source>
        <translation>Hände, gewertet</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>A past position is shown: go back to the live game to play.</source>
        <translation>Eine frühere Stellung wird angezeigt: Kehren Sie zur laufenden Partie zurück, um zu spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Click to place the tile at %1.</source>
        <translation>Klicken, um das Plättchen bei %1 zu legen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile cannot go at %1.</source>
        <translation>Das Plättchen kann nicht bei %1 gelegt werden.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source> — worth %1 now</source>
        <translation> — jetzt %1 wert</translation>
    </message>
</context>
<context>
    <name>tw::PlaySession</name>
    <message>
        <location filename="../app/studio/play/playsession.cpp" line="+39"/>
        <source>%1: no such folder.</source>
        <translation>%1: Ordner nicht gefunden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a ruleset folder.</source>
        <translation>%1 ist kein Regelwerk-Ordner.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No ruleset is open.</source>
        <translation>Es ist kein Regelwerk geöffnet.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to continue from.</source>
        <translation>Es gibt keine Partie, die fortgesetzt werden kann.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+12"/>
        <source>The ruleset of this game is not open.</source>
        <translation>Das Regelwerk dieser Partie ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>tw::PrintDialog</name>
    <message>
        <location filename="../app/studio/dialogs/printdialog.cpp" line="+77"/>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Proof sheet: one of each tile, labelled</source>
        <translation>Prüfbogen: jedes Plättchen einmal, beschriftet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplex alignment page first</source>
        <translation>Zuerst eine Ausrichtungsseite für den Duplexdruck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footer: name, rules version, page</source>
        <translation>Fußzeile: Name, Regelversion, Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ink-saving: outlines and hatching</source>
        <translation>Tinte sparen: Umrisse und Schraffur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Print Sheets — %1</source>
        <translation>Druckbögen exportieren — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner marks</source>
        <translation>Eckmarken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut lines across the page</source>
        <translation>Schnittlinien über die ganze Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned over the long edge</source>
        <translation>Über die lange Kante gewendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turned over the short edge</source>
        <translation>Über die kurze Kante gewendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+23"/>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Margins</source>
        <translation>Ränder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile size</source>
        <translation>Plättchengröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gap</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bleed</source>
        <translation>Beschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cutting</source>
        <translation>Schneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backs</source>
        <translation>Rückseiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player sheets</source>
        <translation>Spielerbögen</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>1 page</source>
        <translation>1 Seite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 pages</source>
        <translation>%1 Seiten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Writing the print sheets…</source>
        <translation>Druckbögen werden geschrieben…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PNG pages, 300 dpi (*.png)</source>
        <translation>PNG-Seiten, 300 dpi (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG pages (*.svg)</source>
        <translation>SVG-Seiten (*.svg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export Print Sheets</source>
        <translation>Druckbögen exportieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>tw::ProblemsDock</name>
    <message>
        <location filename="../app/studio/problems/problemsdock.cpp" line="+24"/>
        <source>validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>saved rules</source>
        <translation>gespeicherte Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+89"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
</context>
<context>
    <name>tw::ReferenceWindow</name>
    <message>
        <location filename="../app/studio/dialogs/referencewindow.cpp" line="+18"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 — Tilewright Reference</source>
        <translation>%1 — Tilewright-Referenz</translation>
    </message>
</context>
<context>
    <name>tw::RestoreEdits</name>
    <message>
        <location filename="../app/studio/editor/recoverydialog.cpp" line="+25"/>
        <source>%1, edited %2 (the file on disk changed since the edit began)</source>
        <translation>%1, bearbeitet %2 (die Datei auf der Festplatte hat sich seit Beginn der Änderung geändert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, edited %2</source>
        <translation>%1, bearbeitet %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The studio ended without saving these edits of %1:

%2

Restore them into the editors as unsaved edits, or discard them?</source>
        <translation>Das Studio wurde beendet, ohne diese Änderungen an %1 zu speichern:

%2

Als ungespeicherte Änderungen in die Editoren zurückholen oder verwerfen?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restore unsaved edits</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>tw::RulesDiffView</name>
    <message>
        <location filename="../app/studio/journalui/rulesdiffview.cpp" line="+43"/>
        <source>What changed in the rules</source>
        <translation>Was sich an den Regeln geändert hat</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sessions %1 and %2 were played under the same rules.</source>
        <translation>Die Sitzungen %1 und %2 wurden unter denselben Regeln gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the rules of session %1 to those of session %2: ruleset.yaml and the scripts line by line, then the other files.</source>
        <translation>Von den Regeln der Sitzung %1 zu denen der Sitzung %2: ruleset.yaml und die Skripte Zeile für Zeile, dann die übrigen Dateien.</translation>
    </message>
</context>
<context>
    <name>tw::RulesetActions</name>
    <message>
        <location filename="../app/studio/mainwindow/rulesetactions.cpp" line="+26"/>
        <source>&amp;Ruleset</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;load</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Ruleset from Template…</source>
        <translation>Neues Regelwerk aus Vorla&amp;ge…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate as Variant…</source>
        <translation>Als &amp;Variante duplizieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Print Sheets…</source>
        <translation>&amp;Druckbögen exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Balance Lab…</source>
        <translation>&amp;Balance-Labor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep a tile count or a parameter with bot games and chart the balance metrics</source>
        <translation>Eine Plättchenanzahl oder einen Parameter mit Bot-Partien durchlaufen und die Balance-Kennzahlen als Diagramm zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game design from the tutorial ruleset</source>
        <translation>Einen neuen Spielentwurf mit dem Tutorial-Regelwerk beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Ruleset</source>
        <translation>Neues Regelwerk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My Game</source>
        <translation>Mein Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the current ruleset to a new folder, to change it as a variant</source>
        <translation>Das aktuelle Regelwerk in einen neuen Ordner kopieren, um es als Variante zu ändern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print every tile of the ruleset as cut-ready sheets (PDF)</source>
        <translation>Alle Plättchen des Regelwerks als schnittfertige Bögen drucken (PDF)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Duplicate as Variant</source>
        <translation>Als Variante duplizieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (variant)</source>
        <translation>%1 (Variante)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a ruleset folder (one holding ruleset.yaml)</source>
        <translation>Einen Regelwerk-Ordner öffnen (einen Ordner mit ruleset.yaml)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load the current ruleset again from disk and start a new game with the same set-up</source>
        <translation>Das aktuelle Regelwerk erneut von der Festplatte laden und eine neue Partie mit demselben Aufbau beginnen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (does not load)</source>
        <translation>%1 (lässt sich nicht laden)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Open Ruleset Folder</source>
        <translation>Regelwerk-Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>tw::RulesetCopy</name>
    <message>
        <location filename="../app/studio/mainwindow/rulesetcopy.cpp" line="+46"/>
        <source>Cannot copy %1 to %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 holds no ruleset.yaml</source>
        <translation>%1 enthält keine ruleset.yaml</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A ruleset cannot be copied into its own folder</source>
        <translation>Ein Regelwerk kann nicht in seinen eigenen Ordner kopiert werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exists already</source>
        <translation>%1 gibt es bereits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An id is lower-case letters, digits and _, starting with a letter</source>
        <translation>Eine Kennung besteht aus Kleinbuchstaben, Ziffern und _ und beginnt mit einem Buchstaben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>tw::SavedGames</name>
    <message>
        <location filename="../app/studio/mainwindow/savedgames.cpp" line="+29"/>
        <source>&amp;Open Game…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;ve Game…</source>
        <translation>Partie &amp;speichern…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a saved game and play on from where it was saved</source>
        <translation>Eine gespeicherte Partie öffnen und dort weiterspielen, wo sie gespeichert wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this game to a file, to open it again later or replay it with the command line</source>
        <translation>Diese Partie in eine Datei speichern, um sie später wieder zu öffnen oder mit der Kommandozeile nachzuspielen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a saved game: it is larger than %2 MB</source>
        <translation>%1 ist keine gespeicherte Partie: sie ist größer als %2 MB</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tilewright games (*.jsonl);;All files (*)</source>
        <translation>Tilewright-Partien (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+9"/>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Tilewright games (*.jsonl)</source>
        <translation>Tilewright-Partien (*.jsonl)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved the game to %1</source>
        <translation>Partie in %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>tw::ScoresDock</name>
    <message>
        <location filename="../app/studio/docks/scoresdock.cpp" line="+85"/>
        <source>Scores</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: human</source>
        <translation>%1: Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 bot</source>
        <translation>%1: %2-Bot</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>In italics and dashed: what the end scoring would give if the game ended now (%1).</source>
        <translation>Kursiv und gestrichelt: was die Schlusswertung ergäbe, wenn das Spiel jetzt endete (%1).</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+2"/>
        <source>%1 if the game ended now</source>
        <translation>%1, wenn das Spiel jetzt endete</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>%1, projected</source>
        <translation>%1, hochgerechnet</translation>
    </message>
</context>
<context>
    <name>tw::SettingsDialog</name>
    <message>
        <location filename="../app/studio/mainwindow/settingsdialog.cpp" line="+19"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A new language is used from the next start of Tilewright.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Tilewright.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>tw::SheetThumbnail</name>
    <message>
        <location filename="../app/studio/play/sheetstrip.cpp" line="+44"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s sheet</source>
        <translation>Bogen von %1</translation>
    </message>
</context>
<context>
    <name>tw::StudioDocks</name>
    <message>
        <location filename="../app/studio/mainwindow/studiodocks.cpp" line="+91"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>tw::SupplyDock</name>
    <message>
        <location filename="../app/studio/docks/supplydock.cpp" line="+49"/>
        <source>Supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pieces in supply</source>
        <translation>Figuren im Vorrat</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Not seen by %1</source>
        <translation>Für %1 verdeckt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not seen</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards not seen by %1</source>
        <translation>Karten, für %1 verdeckt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards not seen</source>
        <translation>Verdeckte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles not seen by %1</source>
        <translation>Plättchen, für %1 verdeckt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles not seen</source>
        <translation>Verdeckte Plättchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card in face-down zones and other players&apos; hands, together: what could be anywhere of them</source>
        <translation>Jede Karte in verdeckten Bereichen und in den Händen der anderen zusammen: was in jedem davon liegen könnte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every tile in face-down zones and other players&apos; hands, together: what could be anywhere of them</source>
        <translation>Jedes Plättchen in verdeckten Bereichen und in den Händen der anderen zusammen: was in jedem davon liegen könnte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>To place (%1)</source>
        <translation>Zu legen (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn and not yet placed: in no zone</source>
        <translation>Gezogen und noch nicht gelegt: in keinem Bereich</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, top: %2</source>
        <translation>%1, oben: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (face down)</source>
        <translation>%1 (verdeckt)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n card(s), face down</source>
        <translation>
            <numerusform>%n Karte, verdeckt</numerusform>
            <numerusform>%n Karten, verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n tile(s), face down</source>
        <translation>
            <numerusform>%n Plättchen, verdeckt</numerusform>
            <numerusform>%n Plättchen, verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+13"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tw::SweepChart</name>
    <message>
        <location filename="../app/studio/balance/sweepchartnames.cpp" line="+16"/>
        <source>Tiles of type %1</source>
        <translation>Plättchen vom Typ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies of card %1</source>
        <translation>Exemplare der Karte %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat advantage (p-value)</source>
        <translation>Vorteil eines Sitzplatzes (p-Wert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Margin of victory</source>
        <translation>Siegvorsprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game length (turns)</source>
        <translation>Partielänge (Züge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead changes</source>
        <translation>Führungswechsel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drama (the winner trailed)</source>
        <translation>Dramatik (der Sieger lag zurück)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner&apos;s deepest deficit (points)</source>
        <translation>Größter Rückstand des Siegers (Punkte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game left when the lead settled</source>
        <translation>Spielrest, als die Führung feststand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decisions per game</source>
        <translation>Entscheidungen pro Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unplaceable draws per game</source>
        <translation>Unlegbare Züge pro Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>Share of points: %1</source>
        <translation>Anteil an den Punkten: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+24"/>
        <source>Points per placement: %1</source>
        <translation>Punkte je Legen: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>these rules</source>
        <translation>diese Regeln</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>compare parameters</source>
        <translation>Vergleich der Parameter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compare rulesets</source>
        <translation>Vergleich der Regelwerke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1</source>
        <translation>Plättchen %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <location filename="../app/studio/balance/sweepchart.cpp" line="+205"/>
        <source>These rules: %1</source>
        <translation>Diese Regeln: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>p = %1 (below: significant)</source>
        <translation>p = %1 (darunter: signifikant)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1: 95%</source>
        <translation>%1: 95%</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>%1: not measured in games of one player (nobody to win against)</source>
        <translation>%1: in Partien mit einem Spieler nicht gemessen (niemand, gegen den man gewinnt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not measured in these games (nobody led before a game&apos;s end)</source>
        <translation>%1: in diesen Partien nicht gemessen (vor Partieende führte niemand)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>No games yet: choose what to vary and press Run</source>
        <translation>Noch keine Partien: wählen Sie, was variiert werden soll, und drücken Sie Starten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Version of the rules</source>
        <translation>Fassung der Regeln</translation>
    </message>
</context>
<context>
    <name>tw::TileSetActions</name>
    <message>
        <location filename="../app/studio/mainwindow/tilesetactions.cpp" line="+108"/>
        <source>it has errors</source>
        <translation>es enthält Fehler</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot edit ruleset.yaml: %1</source>
        <translation>ruleset.yaml kann nicht bearbeitet werden: %1</translation>
    </message>
</context>
<context>
    <name>tw::TileSetDock</name>
    <message>
        <location filename="../app/studio/tileset/tilesetdock.cpp" line="+26"/>
        <source>Tile Set</source>
        <translation>Plättchensatz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save and Apply</source>
        <translation>Speichern und anwenden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save ruleset.yaml and re-play the running game under the edited rules</source>
        <translation>ruleset.yaml speichern und die laufende Partie mit den geänderten Regeln erneut abspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last edit of ruleset.yaml</source>
        <translation>Die letzte Änderung an ruleset.yaml rückgängig machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo the edit of ruleset.yaml undone last</source>
        <translation>Die zuletzt rückgängig gemachte Änderung an ruleset.yaml wiederholen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parameters (defaults)</source>
        <translation>Parameter (Standardwerte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What Changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ruleset.yaml does not load as it stands, so the tile set shows it as it last loaded: %1</source>
        <translation>ruleset.yaml lässt sich in der jetzigen Form nicht laden, daher zeigt der Plättchensatz den zuletzt geladenen Stand: %1</translation>
    </message>
</context>
<context>
    <name>tw::TileSetTable</name>
    <message>
        <location filename="../app/studio/tileset/tilesettable.cpp" line="+55"/>
        <source>Faces</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edges</source>
        <translation>Kanten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Features</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Count of %1</source>
        <translation>Anzahl von %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Never in a bag (drawn: no): the rules put this tile where they need it</source>
        <translation>Nie in einem Beutel (drawn: no): die Regeln legen dieses Plättchen selbst dorthin, wo sie es brauchen</translation>
    </message>
</context>
<context>
    <name>tw::TileText</name>
    <message>
        <location filename="../app/studio/tileset/tiletext.cpp" line="+82"/>
        <source>cells: %1</source>
        <translation>Felder: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 tiles of %2 types</source>
        <translation>%1 Plättchen in %2 Sorten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edges: %1</source>
        <translation>Kanten: %1</translation>
    </message>
</context>
<context>
    <name>tw::TurnBanner</name>
    <message>
        <location filename="../app/studio/play/turnbanner.cpp" line="+46"/>
        <source>Back to the live game</source>
        <translation>Zurück zur laufenden Partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stop viewing the past position and return to the game in play</source>
        <translation>Die Ansicht der früheren Stellung verlassen und zur laufenden Partie zurückkehren</translation>
    </message>
</context>
<context>
    <name>tw::ViewActions</name>
    <message>
        <location filename="../app/studio/mainwindow/viewactions.cpp" line="+20"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Board</source>
        <translation>Spielfeld &amp;einpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Docks</source>
        <translation>&amp;Andockfenster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the whole board, and keep it in view as it grows</source>
        <translation>Das ganze Spielfeld anzeigen und im Blick behalten, während es wächst</translation>
    </message>
</context>
<context>
    <name>tw::WhatChangedPanel</name>
    <message>
        <location filename="../app/studio/tileset/whatchangedpanel.cpp" line="+53"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run Again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Change a tile count or a parameter to see how bot games change.</source>
        <translation>Ändern Sie eine Plättchenanzahl oder einen Parameter, um zu sehen, wie sich Bot-Partien verändern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> games</source>
        <translation> Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played under each version of the rules</source>
        <translation>Partien, die mit jeder Version der Regeln gespielt werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measure</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Significant</source>
        <translation>Signifikant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the change lies with 95% confidence, from the same games under both versions</source>
        <translation>Wo die Änderung mit 95 % Sicherheit liegt, aus denselben Partien unter beiden Fassungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes when the interval does not include zero: the change is unlikely to be chance</source>
        <translation>Ja, wenn das Intervall die Null nicht enthält: die Änderung ist kaum Zufall</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Playing %1 games of %2 players (%3) under the rules before the edit and as many after it...</source>
        <translation>Spiele %1 Partien mit %2 Spielern (%3) unter den Regeln vor der Änderung und ebenso viele danach...</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 games of %2 players (%3) with the same seeds under each version of the rules.</source>
        <translation>%1 Partien mit %2 Spielern (%3) mit denselben Startwerten unter jeder Fassung der Regeln.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Mean score, %1</source>
        <translation>Mittlere Punktzahl, %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score spread, %1</source>
        <translation>Streuung der Punktzahl, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate (%), %1</source>
        <translation>Siegquote (%), %1</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Who plays the seats: random, greedy (the best score now), mcts (a search of 1000 iterations a move), mcts:N or mcts:N:greedy (greedy rollouts); one for every seat, or one per seat separated by commas. Run Again plays with the bots chosen.</source>
        <translation>Wer die Sitzplätze spielt: random, greedy (die beste Wertung jetzt), mcts (eine Suche mit 1000 Iterationen pro Zug), mcts:N oder mcts:N:greedy (Greedy-Rollouts); einer für alle Sitzplätze oder einer pro Sitzplatz, durch Kommas getrennt. Erneut ausführen spielt mit den gewählten Bots.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>ruleset.yaml as edited is the ruleset in play: nothing to compare.</source>
        <translation>ruleset.yaml in der bearbeiteten Form ist das Regelwerk im Spiel: nichts zu vergleichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ruleset.yaml as edited does not load: nothing to compare until it does.</source>
        <translation>ruleset.yaml lässt sich in der bearbeiteten Form nicht laden: nichts zu vergleichen, bis es geht.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games could not be played: %1</source>
        <translation>Die Partien konnten nicht gespielt werden: %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+5"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game length (turns)</source>
        <translation>Partielänge (Züge)</translation>
    </message>
</context>
</TS>
