<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BackendRegistry</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>unknown backend &apos;%1&apos;; use %2</source>
        <translation>unbekanntes Backend „%1“; verwenden Sie %2</translation>
    </message>
    <message>
        <source>the %1 backend is not available in this build of %2</source>
        <translation>das Backend %1 ist in diesem Build von %2 nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>BuilderDraft</name>
    <message>
        <source>This job builder keeps no drafts. Export the job as YAML to keep it.</source>
        <translation>Dieser Job-Builder speichert keine Entwürfe. Exportieren Sie den Job als YAML, um ihn zu behalten.</translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft: the folder %1 cannot be created. Export it as YAML to keep it.</source>
        <translation>Der nicht übermittelte Job kann nicht als Entwurf gespeichert werden: Der Ordner %1 kann nicht angelegt werden. Exportieren Sie ihn als YAML, um ihn zu behalten.</translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft in %1: %2. Export it as YAML to keep it.</source>
        <translation>Der nicht übermittelte Job kann nicht als Entwurf in %1 gespeichert werden: %2. Exportieren Sie ihn als YAML, um ihn zu behalten.</translation>
    </message>
    <message>
        <source>There is no draft job to restore: it was restored or discarded already.</source>
        <translation>Es gibt keinen Job-Entwurf zum Wiederherstellen: Er wurde bereits wiederhergestellt oder verworfen.</translation>
    </message>
    <message>
        <source>The draft job in %1 cannot be read (%2). It is left there; remove it or open it in a text editor.</source>
        <translation>Der Job-Entwurf in %1 kann nicht gelesen werden (%2). Er bleibt dort; entfernen Sie ihn oder öffnen Sie ihn in einem Texteditor.</translation>
    </message>
    <message>
        <source>Cannot remove the draft job %1. Remove it by hand.</source>
        <translation>Der Job-Entwurf %1 kann nicht entfernt werden. Entfernen Sie ihn von Hand.</translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>Usage: traindeck-cli &lt;command&gt; [options]

Build, run and watch Kubeflow Trainer jobs without a GUI.

Commands:
</source>
        <translation>Aufruf: traindeck-cli &lt;Befehl&gt; [Optionen]

Kubeflow-Trainer-Jobs ohne grafische Oberfläche erstellen, ausführen und beobachten.

Befehle:
</translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
Optionen:
</translation>
    </message>
    <message>
        <source>traindeck-cli: --completion needs bash or zsh
</source>
        <translation>traindeck-cli: --completion braucht bash oder zsh
</translation>
    </message>
    <message>
        <source>traindeck-cli: unknown command &apos;%1&apos;. Run &apos;traindeck-cli --help&apos; for the list of commands.
</source>
        <translation>traindeck-cli: unbekannter Befehl „%1“. „traindeck-cli --help“ zeigt die Liste der Befehle.
</translation>
    </message>
    <message>
        <source>--%1 goes with --backend kubernetes</source>
        <translation>--%1 gehört zu --backend kubernetes</translation>
    </message>
    <message>
        <source>--host names a Docker or Podman engine; a cluster is named with --kubeconfig, --context and --namespace</source>
        <translation>--host nennt eine Docker- oder Podman-Engine; ein Cluster wird mit --kubeconfig, --context und --namespace angegeben</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>show this help, or a command&apos;s with &lt;command&gt; --help</source>
        <translation>diese Hilfe zeigen, oder die eines Befehls mit &lt;Befehl&gt; --help</translation>
    </message>
    <message>
        <source>show the version</source>
        <translation>die Version zeigen</translation>
    </message>
    <message>
        <source>the bundled runtime of that name</source>
        <translation>die mitgelieferte Runtime dieses Namens</translation>
    </message>
    <message>
        <source>the one from %1</source>
        <translation>die aus %1</translation>
    </message>
    <message>
        <source>%1:%2: note: runtime &apos;%3&apos; defined in this file is used by its jobs instead of %4</source>
        <translation>%1:%2: Hinweis: Die in dieser Datei definierte Runtime „%3“ wird von ihren Jobs statt %4 verwendet</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in this file; it holds: %2</source>
        <translation>kein TrainJob namens „%1“ in dieser Datei; sie enthält: %2</translation>
    </message>
    <message>
        <source>no TrainJob</source>
        <translation>kein TrainJob</translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; give it with --runtimes FILE to a command that takes a TrainJob, or add a TrainJob that uses it</source>
        <translation>die Datei definiert nur Runtimes (%1) und keinen TrainJob; übergeben Sie sie mit --runtimes FILE an einen Befehl, der einen TrainJob nimmt, oder fügen Sie einen TrainJob hinzu, der sie verwendet</translation>
    </message>
</context>
<context>
    <name>CliParser</name>
    <message>
        <source>Run &apos;traindeck-cli %1 --help&apos; for its options.</source>
        <translation>„traindeck-cli %1 --help“ zeigt die Optionen.</translation>
    </message>
    <message>
        <source>%1: unknown option %2%3. %4</source>
        <translation>%1: unbekannte Option %2%3. %4</translation>
    </message>
    <message>
        <source>%1: %2 needs a value. %3</source>
        <translation>%1: %2 braucht einen Wert. %3</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>warning: runtime not loaded: %1</source>
        <translation>Warnung: Runtime nicht geladen: %1</translation>
    </message>
</context>
<context>
    <name>ClusterRuntimes</name>
    <message>
        <source>it has no trainer.kubeflow.org/framework label, so no job can say which framework it runs; ask the cluster&apos;s administrator to add the label</source>
        <translation>sie hat kein Label trainer.kubeflow.org/framework, daher kann kein Job angeben, welches Framework er ausführt; bitten Sie die Administration des Clusters, das Label zu setzen</translation>
    </message>
    <message>
        <source>%1 %2 cannot be used: %3</source>
        <translation>%1 %2 kann nicht verwendet werden: %3</translation>
    </message>
    <message>
        <source>%1
Kubeflow Trainer is not installed on this cluster (it does not serve ClusterTrainingRuntimes): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation>%1
Kubeflow Trainer ist auf diesem Cluster nicht installiert (er stellt keine ClusterTrainingRuntimes bereit): Installieren Sie Kubeflow Trainer oder wählen Sie einen Kontext, dessen Cluster ihn hat</translation>
    </message>
</context>
<context>
    <name>ContainerComponentBuilder</name>
    <message>
        <source>no image for the nodes: set spec.trainer.image or pick a runtime with an image</source>
        <translation>kein Image für die Knoten: Setzen Sie spec.trainer.image oder wählen Sie eine Runtime mit Image</translation>
    </message>
</context>
<context>
    <name>ContainerInspection</name>
    <message>
        <source>long values</source>
        <translation>lange Werte</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>the engine&apos;s container inspect answer has no container Id; check that the engine speaks the Docker Engine API.</source>
        <translation>Die Antwort der Engine auf „container inspect“ enthält keine Container-Id; prüfen Sie, ob die Engine die Docker Engine API spricht.</translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>mounts</source>
        <translation>Mounts</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>The engine gave more than is shown; cut: %1.</source>
        <translation>Die Engine lieferte mehr, als angezeigt wird; gekürzt: %1.</translation>
    </message>
</context>
<context>
    <name>ContainerJobState</name>
    <message>
        <source>not a TrainDeck container job state</source>
        <translation>kein TrainDeck-Container-Jobzustand</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON</source>
        <translation>%1 ist kein gültiges JSON</translation>
    </message>
</context>
<context>
    <name>ContainerStats</name>
    <message>
        <source>The engine sent a stats object that is not JSON: %1</source>
        <translation>Die Engine sandte ein Statistik-Objekt, das kein JSON ist: %1</translation>
    </message>
</context>
<context>
    <name>ContextsCommand</name>
    <message>
        <source>list the kubeconfig&apos;s Kubernetes contexts and whether each connects</source>
        <translation>die Kubernetes-Kontexte der kubeconfig auflisten und ob jeder eine Verbindung herstellt</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli contexts [--kubeconfig FILE] [--json] [--timeout SEC]

Lists the contexts of the kubeconfig (--kubeconfig, else the files in
$KUBECONFIG, else ~/.kube/config), the current one first, then the pod&apos;s
service account (in-cluster) when one is mounted, with their cluster, server
and namespace, and tries each one: it connects when the API server accepts
the context&apos;s credentials. The reason is shown when it does not (an exec
plugin not installed is reported without trying), and whether the cluster
serves Kubeflow Trainer (trainer.kubeflow.org/v1alpha1) when it does.

  --kubeconfig FILE  read this kubeconfig only
  --json             one JSON array (see docs/cli.md)
  --timeout SEC      give each context this long to answer (default 10)
</source>
        <translation>Aufruf: traindeck-cli contexts [--kubeconfig FILE] [--json] [--timeout SEC]

Listet die Kontexte der kubeconfig (--kubeconfig, sonst die Dateien in
$KUBECONFIG, sonst ~/.kube/config), den aktuellen zuerst, dann das
ServiceAccount des Pods (In-Cluster), falls eines eingehängt ist, mit Cluster,
Server und Namespace, und probiert jeden aus: Er verbindet sich, wenn der
API-Server die Anmeldedaten des Kontexts annimmt. Andernfalls wird der Grund
angezeigt (ein nicht installiertes Exec-Plugin wird ohne Versuch gemeldet),
im Erfolgsfall, ob der Cluster Kubeflow Trainer (trainer.kubeflow.org/v1alpha1)
bereitstellt.

  --kubeconfig FILE  nur diese kubeconfig lesen
  --json             ein JSON-Array (siehe docs/cli.md)
  --timeout SEC      jedem Kontext so lange Zeit zum Antworten geben (Standard 10)
</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>contexts takes no arguments</source>
        <translation>contexts nimmt keine Argumente</translation>
    </message>
    <message>
        <source>contexts: --timeout needs a number of seconds above 0</source>
        <translation>contexts: --timeout braucht eine Anzahl Sekunden über 0</translation>
    </message>
    <message>
        <source>no kubeconfig was found and this is not a pod with a service account; set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation>keine kubeconfig gefunden, und dies ist kein Pod mit ServiceAccount; setzen Sie KUBECONFIG oder übergeben Sie --kubeconfig FILE</translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation>KONTEXT</translation>
    </message>
    <message>
        <source>CLUSTER</source>
        <translation>CLUSTER</translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation>NAMESPACE</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, Kubeflow Trainer served</source>
        <translation>verbunden, Kubernetes %1, Kubeflow Trainer bereitgestellt</translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, but Kubeflow Trainer is not installed</source>
        <translation>verbunden, Kubernetes %1, aber Kubeflow Trainer ist nicht installiert</translation>
    </message>
    <message>
        <source>not connected: %1</source>
        <translation>nicht verbunden: %1</translation>
    </message>
</context>
<context>
    <name>DataFolderMove</name>
    <message>
        <source>Cannot make the folder %1. Check that you may write there.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden. Prüfen Sie, ob Sie dort schreiben dürfen.</translation>
    </message>
    <message>
        <source>Cannot make the link %1. Check that you may write there.</source>
        <translation>Die Verknüpfung %1 kann nicht angelegt werden. Prüfen Sie, ob Sie dort schreiben dürfen.</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2: %3. Check the free space and that you may write there.</source>
        <translation>%1 kann nicht nach %2 kopiert werden: %3. Prüfen Sie den freien Speicherplatz und ob Sie dort schreiben dürfen.</translation>
    </message>
    <message>
        <source>No new data folder was given. Choose an empty folder.</source>
        <translation>Es wurde kein neuer Datenordner angegeben. Wählen Sie einen leeren Ordner.</translation>
    </message>
    <message>
        <source>%1 is inside the current data folder %2: the data cannot move into itself. Choose a folder outside it.</source>
        <translation>%1 liegt im aktuellen Datenordner %2: Die Daten können nicht in sich selbst verschoben werden. Wählen Sie einen Ordner außerhalb davon.</translation>
    </message>
    <message>
        <source>The current data folder %1 is inside %2. Choose an empty folder that does not contain it.</source>
        <translation>Der aktuelle Datenordner %1 liegt in %2. Wählen Sie einen leeren Ordner, der ihn nicht enthält.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty folder.</source>
        <translation>%1 ist eine Datei, kein Ordner. Wählen Sie einen leeren Ordner.</translation>
    </message>
    <message>
        <source>%1 is not empty: TrainDeck moves its data only into an empty folder, so that nothing of yours is mixed in or overwritten. Choose an empty or new folder.</source>
        <translation>%1 ist nicht leer: TrainDeck verschiebt seine Daten nur in einen leeren Ordner, damit nichts von Ihnen vermischt oder überschrieben wird. Wählen Sie einen leeren oder neuen Ordner.</translation>
    </message>
    <message>
        <source>Cannot write in %1: %2. Choose a folder you may write to.</source>
        <translation>In %1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1. Choose a folder you may write to.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden. Wählen Sie einen Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message>
        <source>The copy of %1 in %2 differs from the original, so nothing was moved and the data stays in %3. Check the disk and try again.</source>
        <translation>Die Kopie von %1 in %2 weicht vom Original ab; daher wurde nichts verschoben, und die Daten bleiben in %3. Prüfen Sie den Datenträger und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 (could not be copied again)</source>
        <translation>%1 (konnte nicht erneut kopiert werden)</translation>
    </message>
    <message>
        <source>%1 (its copy differs)</source>
        <translation>%1 (die Kopie weicht ab)</translation>
    </message>
    <message>
        <source>%1 (could not be removed)</source>
        <translation>%1 (konnte nicht entfernt werden)</translation>
    </message>
    <message>
        <source>The move was cancelled. Nothing changed: the data stays in %1.</source>
        <translation>Das Verschieben wurde abgebrochen. Nichts wurde geändert: Die Daten bleiben in %1.</translation>
    </message>
</context>
<context>
    <name>DeleteCommand</name>
    <message>
        <source>stop a job and remove all it created</source>
        <translation>einen Job anhalten und alles entfernen, was er angelegt hat</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli delete JOB [--backend B] [--host URL]

Stops the job&apos;s steps (SIGTERM, then SIGKILL after a grace period, or the
engine&apos;s stop) and removes its processes or containers, network, workspace and
logs.
</source>
        <translation>Aufruf: traindeck-cli delete JOB [--backend B] [--host URL]

Hält die Schritte des Jobs an (SIGTERM, nach einer Schonfrist SIGKILL, oder das
Stoppen der Engine) und entfernt seine Prozesse oder Container, sein Netzwerk,
seinen Arbeitsbereich und seine Logs.
</translation>
    </message>
    <message>
        <source>delete needs a job name</source>
        <translation>delete braucht einen Jobnamen</translation>
    </message>
    <message>
        <source>%1 deleted</source>
        <translation>%1 gelöscht</translation>
    </message>
</context>
<context>
    <name>DiagramCommand</name>
    <message>
        <source>render a Mermaid flowchart, or a job&apos;s architecture diagram, as SVG, PNG or text</source>
        <translation>ein Mermaid-Flussdiagramm oder das Architekturdiagramm eines Jobs als SVG, PNG oder Text ausgeben</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli diagram FILE.mmd [--format svg|png|mermaid] [-o OUT]
       traindeck-cli diagram TRAINJOB.yaml --backend local|docker|podman|kubernetes
                             [--format svg|png|mermaid] [-o OUT] [--expand]
                             [--job NAME] [--runtimes PATH]...

A .mmd or .mermaid file is read as a Mermaid flowchart; anything else as a
TrainJob, whose plan for the backend becomes the diagram the app draws (a file
with several TrainJobs needs --job NAME; runtimes defined in it serve its jobs). The
format defaults to the extension of OUT, else svg. Without -o the result goes to
standard output. --expand shows every node of a large job.

Exit status: 0 on success, 1 when the input is not valid, 2 on bad usage,
3 when a file cannot be read or written.
</source>
        <translation>Aufruf: traindeck-cli diagram FILE.mmd [--format svg|png|mermaid] [-o OUT]
       traindeck-cli diagram TRAINJOB.yaml --backend local|docker|podman|kubernetes
                             [--format svg|png|mermaid] [-o OUT] [--expand]
                             [--job NAME] [--runtimes PATH]...

Eine .mmd- oder .mermaid-Datei wird als Mermaid-Flussdiagramm gelesen, alles andere
als TrainJob, dessen Plan für das Backend zu dem Diagramm wird, das die App zeichnet
(eine Datei mit mehreren TrainJobs braucht --job NAME; darin definierte Runtimes
dienen ihren Jobs). Das Format richtet sich nach der Endung von OUT, sonst svg.
Ohne -o geht das Ergebnis auf die Standardausgabe. --expand zeigt jeden Knoten
eines großen Jobs.

Exit-Status: 0 bei Erfolg, 1 wenn die Eingabe ungültig ist, 2 bei falschem Aufruf,
3 wenn eine Datei nicht gelesen oder geschrieben werden kann.
</translation>
    </message>
    <message>
        <source>diagram needs exactly one input file</source>
        <translation>diagram braucht genau eine Eingabedatei</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use svg, png or mermaid</source>
        <translation>unbekanntes Format „%1“; verwenden Sie svg, png oder mermaid</translation>
    </message>
    <message>
        <source>--backend applies to TrainJob files, not to Mermaid files</source>
        <translation>--backend gilt für TrainJob-Dateien, nicht für Mermaid-Dateien</translation>
    </message>
    <message>
        <source>Mermaid chart</source>
        <translation>Mermaid-Diagramm</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>cannot read %1: no such file</source>
        <translation>%1 kann nicht gelesen werden: Datei existiert nicht</translation>
    </message>
    <message>
        <source>%1 holds %2 TrainJobs (%3): choose one with --job NAME</source>
        <translation>%1 enthält %2 TrainJobs (%3): Wählen Sie einen mit --job NAME</translation>
    </message>
    <message>
        <source>internal error: the generated diagram does not parse: %1</source>
        <translation>interner Fehler: Das erzeugte Diagramm lässt sich nicht parsen: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>Schreiben auf die Standardausgabe nicht möglich</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>DiagramGenerator</name>
    <message>
        <source>the generated chart has an edge to &apos;%1&apos;, which is neither a node nor a subgraph</source>
        <translation>das erzeugte Diagramm hat eine Kante zu „%1“, das weder ein Knoten noch ein Subgraph ist</translation>
    </message>
    <message>
        <source>Podman engine</source>
        <translation>Podman-Engine</translation>
    </message>
    <message>
        <source>Docker Engine</source>
        <translation>Docker Engine</translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <source>images</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>1. pull</source>
        <translation>1. Pull</translation>
    </message>
    <message>
        <source>2. create</source>
        <translation>2. Erstellen</translation>
    </message>
    <message>
        <source>TrainJob</source>
        <translation>TrainJob</translation>
    </message>
    <message>
        <source>Trainer controller</source>
        <translation>Trainer-Controller</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>ML policy</source>
        <translation>ML-Policy</translation>
    </message>
    <message>
        <source>build</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Created → Running →</source>
        <translation>Created → Running →</translation>
    </message>
    <message>
        <source>Complete | Failed</source>
        <translation>Complete | Failed</translation>
    </message>
    <message>
        <source>JobSet</source>
        <translation>JobSet</translation>
    </message>
    <message>
        <source>1. submit</source>
        <translation>1. Übermitteln</translation>
    </message>
    <message>
        <source>3. watch</source>
        <translation>3. Beobachten</translation>
    </message>
    <message>
        <source>scripts</source>
        <translation>Skripte</translation>
    </message>
    <message>
        <source>venv</source>
        <translation>venv</translation>
    </message>
    <message>
        <source>python3 + packages</source>
        <translation>python3 + Pakete</translation>
    </message>
    <message>
        <source>1. generate</source>
        <translation>1. Erzeugen</translation>
    </message>
    <message>
        <source>2. create or reuse</source>
        <translation>2. Erstellen oder wiederverwenden</translation>
    </message>
    <message>
        <source>container</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>TrainJob %1 · %2</source>
        <translation>TrainJob %1 · %2</translation>
    </message>
    <message>
        <source>initializers</source>
        <translation>Initializer</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 per node</source>
        <translation>%1 × %2 · %3 pro Knoten</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s)</source>
        <translation>
            <numerusform>%n weiterer Knoten</numerusform>
            <numerusform>%n weitere Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>rank 0 · master</source>
        <translation>Rang 0 · Master</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>one pane per step</source>
        <translation>ein Bereich pro Schritt</translation>
    </message>
    <message>
        <source>cleanup</source>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <source>remove containers + network</source>
        <translation>Container + Netzwerk entfernen</translation>
    </message>
    <message>
        <source>stop processes</source>
        <translation>Prozesse beenden</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>mounted in each %1</source>
        <translation>eingehängt in jedem %1</translation>
    </message>
    <message>
        <source>4. logs</source>
        <translation>4. Logs</translation>
    </message>
    <message>
        <source>3. logs</source>
        <translation>3. Logs</translation>
    </message>
    <message>
        <source>4. cleanup</source>
        <translation>4. Aufräumen</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n Prozess</numerusform>
            <numerusform>%n Prozesse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Endpoint</name>
    <message>
        <source>&apos;%1&apos; is not an engine address: %2. Use unix:///path/to/socket, tcp://host:port, https://host:port or ssh://user@host[:port][/path/to/remote/socket]</source>
        <translation>„%1“ ist keine Engine-Adresse: %2. Verwenden Sie unix:///pfad/zum/socket, tcp://host:port, https://host:port oder ssh://user@host[:port][/pfad/zum/entfernten/socket]</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <source>the socket path must be absolute</source>
        <translation>der Socket-Pfad muss absolut sein</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>a password does not belong in the address; use a key or ssh-agent</source>
        <translation>ein Passwort gehört nicht in die Adresse; verwenden Sie einen Schlüssel oder ssh-agent</translation>
    </message>
    <message>
        <source>an ssh:// address takes only ?identity=/path/to/key</source>
        <translation>eine ssh://-Adresse nimmt nur ?identity=/pfad/zum/schlüssel</translation>
    </message>
    <message>
        <source>an ssh:// address has no fragment</source>
        <translation>eine ssh://-Adresse hat kein Fragment</translation>
    </message>
    <message>
        <source>bad port</source>
        <translation>ungültiger Port</translation>
    </message>
    <message>
        <source>a host or user name cannot start with &apos;-&apos;</source>
        <translation>ein Host- oder Benutzername darf nicht mit „-“ beginnen</translation>
    </message>
    <message>
        <source>unknown scheme &apos;%1&apos;</source>
        <translation>unbekanntes Schema „%1“</translation>
    </message>
    <message>
        <source>proxy %1: use http://HOST:PORT or socks5://HOST:PORT (an https:// proxy is not supported)</source>
        <translation>Proxy %1: Verwenden Sie http://HOST:PORT oder socks5://HOST:PORT (ein https://-Proxy wird nicht unterstützt)</translation>
    </message>
    <message>
        <source>proxy %1 needs a host and a port</source>
        <translation>Proxy %1 braucht einen Host und einen Port</translation>
    </message>
    <message>
        <source>%1 is reached without TLS: anyone on the network path can read the jobs sent to it, secrets included, and control the engine. Use TLS (DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH with the engine&apos;s ca.pem, cert.pem and key.pem), an SSH tunnel, or a Unix socket</source>
        <translation>%1 wird ohne TLS erreicht: Jeder auf dem Netzwerkpfad kann die dorthin gesendeten Jobs samt Secrets lesen und die Engine steuern. Verwenden Sie TLS (DOCKER_TLS_VERIFY=1 und DOCKER_CERT_PATH mit ca.pem, cert.pem und key.pem der Engine), einen SSH-Tunnel oder einen Unix-Socket</translation>
    </message>
    <message>
        <source>%1 is reached with TLS but its certificate is not checked (--insecure-skip-tls-verify): a man in the middle can read the jobs sent to it, secrets included, and control the engine. Put the CA that signed the engine&apos;s certificate in DOCKER_CERT_PATH/ca.pem and drop the option</source>
        <translation>%1 wird mit TLS erreicht, aber sein Zertifikat wird nicht geprüft (--insecure-skip-tls-verify): Ein Angreifer dazwischen kann die dorthin gesendeten Jobs samt Secrets lesen und die Engine steuern. Legen Sie die CA, die das Zertifikat der Engine signiert hat, in DOCKER_CERT_PATH/ca.pem ab und lassen Sie die Option weg</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <source>the engine sent a line that is not JSON: %1</source>
        <translation>die Engine sandte eine Zeile, die kein JSON ist: %1</translation>
    </message>
    <message>
        <source>HTTP %1 with no message</source>
        <translation>HTTP %1 ohne Meldung</translation>
    </message>
    <message>
        <source>%1: the engine answered %2: %3</source>
        <translation>%1: Die Engine antwortete %2: %3</translation>
    </message>
    <message>
        <source>%1: the engine&apos;s answer is not JSON (%2 bytes, starting &quot;%3&quot;); is this a Docker or Podman socket?</source>
        <translation>%1: Die Antwort der Engine ist kein JSON (%2 Bytes, beginnend mit „%3“); ist das ein Docker- oder Podman-Socket?</translation>
    </message>
    <message>
        <source>pulling %1 failed: %2</source>
        <translation>Pull von %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>EngineDiscovery</name>
    <message>
        <source>the connection setting</source>
        <translation>die Verbindungseinstellung</translation>
    </message>
    <message>
        <source>Docker context &apos;%1&apos;</source>
        <translation>Docker-Kontext „%1“</translation>
    </message>
    <message>
        <source>rootless Podman</source>
        <translation>Rootless Podman</translation>
    </message>
    <message>
        <source>rootful Podman</source>
        <translation>Rootful Podman</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>Docker Desktop</source>
        <translation>Docker Desktop</translation>
    </message>
    <message>
        <source>Colima</source>
        <translation>Colima</translation>
    </message>
</context>
<context>
    <name>ExecCredential</name>
    <message>
        <source>the exec plugin &apos;%1&apos; %2; run it by hand to see its output</source>
        <translation>das Exec-Plugin „%1“ %2; führen Sie es von Hand aus, um seine Ausgabe zu sehen</translation>
    </message>
    <message>
        <source>printed %1 bytes, more than the %2 a credential may take</source>
        <translation>gab %1 Bytes aus, mehr als die %2, die Anmeldedaten umfassen dürfen</translation>
    </message>
    <message>
        <source>printed nothing on stdout, where an ExecCredential was expected</source>
        <translation>gab auf stdout nichts aus, wo ein ExecCredential erwartet wurde</translation>
    </message>
    <message>
        <source>printed something that is not JSON at byte %1: %2</source>
        <translation>gab etwas aus, das an Byte %1 kein JSON ist: %2</translation>
    </message>
    <message>
        <source>printed something that is not JSON: %1</source>
        <translation>gab etwas aus, das kein JSON ist: %1</translation>
    </message>
    <message>
        <source>printed JSON that is not an object; an ExecCredential is an object with apiVersion, kind and status</source>
        <translation>gab JSON aus, das kein Objekt ist; ein ExecCredential ist ein Objekt mit apiVersion, kind und status</translation>
    </message>
    <message>
        <source>printed an apiVersion that is not a string</source>
        <translation>gab eine apiVersion aus, die kein String ist</translation>
    </message>
    <message>
        <source>printed no apiVersion; the kubeconfig asks for %1</source>
        <translation>gab keine apiVersion aus; die kubeconfig verlangt %1</translation>
    </message>
    <message>
        <source>answered with apiVersion %1, but the kubeconfig asks for %2; set the exec apiVersion in the kubeconfig to the one the plugin speaks</source>
        <translation>antwortete mit apiVersion %1, aber die kubeconfig verlangt %2; setzen Sie die exec-apiVersion in der kubeconfig auf die, die das Plugin spricht</translation>
    </message>
    <message>
        <source>printed a kind that is not a string</source>
        <translation>gab ein kind aus, das kein String ist</translation>
    </message>
    <message>
        <source>printed no kind; ExecCredential was expected</source>
        <translation>gab kein kind aus; ExecCredential wurde erwartet</translation>
    </message>
    <message>
        <source>printed kind %1 instead of ExecCredential</source>
        <translation>gab kind %1 statt ExecCredential aus</translation>
    </message>
    <message>
        <source>printed an ExecCredential without a status</source>
        <translation>gab ein ExecCredential ohne status aus</translation>
    </message>
    <message>
        <source>printed a status that is not an object</source>
        <translation>gab einen status aus, der kein Objekt ist</translation>
    </message>
    <message>
        <source>printed a status.%1 that is not a string</source>
        <translation>gab ein status.%1 aus, das kein String ist</translation>
    </message>
    <message>
        <source>printed a status with neither a token nor a clientCertificateData and clientKeyData pair</source>
        <translation>gab einen status ohne token und ohne Paar aus clientCertificateData und clientKeyData aus</translation>
    </message>
    <message>
        <source>printed a clientKeyData without a clientCertificateData; both or neither are needed</source>
        <translation>gab clientKeyData ohne clientCertificateData aus; beide oder keines werden gebraucht</translation>
    </message>
    <message>
        <source>printed a clientCertificateData without a clientKeyData; both or neither are needed</source>
        <translation>gab clientCertificateData ohne clientKeyData aus; beide oder keines werden gebraucht</translation>
    </message>
    <message>
        <source>printed a status.%1 that is not PEM (no &quot;-----BEGIN&quot; line)</source>
        <translation>gab ein status.%1 aus, das kein PEM ist (keine „-----BEGIN“-Zeile)</translation>
    </message>
    <message>
        <source>printed an expirationTimestamp &apos;%1&apos; that is not an RFC 3339 time such as 2026-01-02T15:04:05Z</source>
        <translation>gab einen expirationTimestamp „%1“ aus, der keine RFC-3339-Zeit wie 2026-01-02T15:04:05Z ist</translation>
    </message>
</context>
<context>
    <name>FileValidator</name>
    <message>
        <source>no such file</source>
        <translation>Datei existiert nicht</translation>
    </message>
    <message>
        <source>this is a folder; name the files</source>
        <translation>dies ist ein Ordner; nennen Sie die Dateien</translation>
    </message>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB</source>
        <translation>die Datei ist %1 MiB groß; Job- und Runtime-Dateien sind auf %2 MiB begrenzt</translation>
    </message>
    <message>
        <source>job or runtime file</source>
        <translation>Job- oder Runtime-Datei</translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found %1</source>
        <translation>ein Kubernetes-Objekt (ein Mapping mit apiVersion und kind) wurde erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>no kind: expected TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation>kein kind: TrainJob, TrainingRuntime oder ClusterTrainingRuntime erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation>„%1“ ist weder TrainJob noch TrainingRuntime oder ClusterTrainingRuntime</translation>
    </message>
</context>
<context>
    <name>GraphvizLayout</name>
    <message>
        <source>edge %1 (%2 to %3) refers to &apos;%4&apos;, which is neither a node nor a subgraph</source>
        <translation>Kante %1 (%2 nach %3) verweist auf „%4“, das weder ein Knoten noch ein Subgraph ist</translation>
    </message>
    <message>
        <source>Graphviz could not lay out the chart%1; simplify it or report the chart as a bug</source>
        <translation>Graphviz konnte das Diagramm nicht anordnen%1; vereinfachen Sie es oder melden Sie das Diagramm als Fehler</translation>
    </message>
</context>
<context>
    <name>GraphvizRenderer</name>
    <message>
        <source>Graphviz could not lay out the chart: %1</source>
        <translation>Graphviz konnte das Diagramm nicht anordnen: %1</translation>
    </message>
    <message>
        <source>Graphviz cannot write &apos;%1&apos; here%2; install the &apos;graphviz&apos; package (its cairo plugin writes PNG)</source>
        <translation>Graphviz kann „%1“ hier nicht schreiben%2; installieren Sie das Paket „graphviz“ (sein Cairo-Plugin schreibt PNG)</translation>
    </message>
</context>
<context>
    <name>HistoryArchiver</name>
    <message>
        <source>The run has no history id yet.</source>
        <translation>Der Lauf hat noch keine Verlaufs-ID.</translation>
    </message>
    <message>
        <source>The job&apos;s log folder %1 does not exist (any more); its logs cannot be archived.</source>
        <translation>Der Log-Ordner %1 des Jobs existiert nicht (mehr); seine Logs können nicht archiviert werden.</translation>
    </message>
    <message>
        <source>%1 is a link; the archive writes only into its own folders.</source>
        <translation>%1 ist ein Link; das Archiv schreibt nur in seine eigenen Ordner.</translation>
    </message>
    <message>
        <source>Could not copy %1 into the history archive %2; check the free space and the folder&apos;s permissions.</source>
        <translation>%1 konnte nicht in das Verlaufsarchiv %2 kopiert werden; prüfen Sie den freien Speicher und die Berechtigungen des Ordners.</translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>list the runs the history keeps (also of jobs the backends removed); prune it</source>
        <translation>die Läufe auflisten, die der Verlauf aufbewahrt (auch von Jobs, die die Backends entfernt haben); ihn bereinigen</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli history [--name TEXT] [--runtime R] [--backend B]
                             [--connection C] [--status S] [--from DATE] [--to DATE]
                             [--metric NAME [--min X] [--max X]] [--limit N]
                             [--json] [--db FILE] [--archive DIR]
       traindeck-cli history prune [--older-than DAYS] [--max-archive-size BYTES]
                             [--db FILE] [--archive DIR]

Lists the runs in the history database, newest first: every job TrainDeck
recorded, also after its backend removed it (GONE). The database is
$TRAINDECK_HISTORY_DB, else history.sqlite in TrainDeck&apos;s data folder, the one
the desktop app writes; archived logs are in history-archive beside it.

  --name TEXT      the job name contains TEXT (any case)
  --runtime R      the runtime is R
  --backend B      local, docker, podman or kubernetes
  --connection C   the connection is C (local, unix:///run/docker.sock, ...)
  --status S       Created, Running, Complete, Failed, Suspended or Unknown
  --from DATE      created on or after DATE (YYYY-MM-DD, local time)
  --to DATE        created on or before DATE
  --metric NAME    runs with metric NAME, whose last value is in [--min, --max]
  --limit N        the N newest runs only
  --json           one JSON array of runs (see docs/history.md)
  --db FILE        use this database file
  --archive DIR    the archive folder (default: history-archive beside the database)

prune removes runs that finished more than DAYS days ago with their archived
logs, then the oldest runs&apos; archived logs until all fit in BYTES (K, M, G
suffixes). Runs whose job still runs are never pruned.
</source>
        <translation>Aufruf: traindeck-cli history [--name TEXT] [--runtime R] [--backend B]
                             [--connection C] [--status S] [--from DATE] [--to DATE]
                             [--metric NAME [--min X] [--max X]] [--limit N]
                             [--json] [--db FILE] [--archive DIR]
       traindeck-cli history prune [--older-than DAYS] [--max-archive-size BYTES]
                             [--db FILE] [--archive DIR]

Listet die Läufe in der Verlaufsdatenbank, die neuesten zuerst: jeden Job, den
TrainDeck aufgezeichnet hat, auch nachdem sein Backend ihn entfernt hat (GONE).
Die Datenbank ist $TRAINDECK_HISTORY_DB, sonst history.sqlite im Datenordner von
TrainDeck, den die Desktop-App schreibt; archivierte Logs liegen daneben in
history-archive.

  --name TEXT      der Jobname enthält TEXT (Groß-/Kleinschreibung egal)
  --runtime R      die Runtime ist R
  --backend B      local, docker, podman oder kubernetes
  --connection C   die Verbindung ist C (local, unix:///run/docker.sock, ...)
  --status S       Created, Running, Complete, Failed, Suspended oder Unknown
  --from DATE      erstellt am oder nach DATE (JJJJ-MM-TT, Ortszeit)
  --to DATE        erstellt am oder vor DATE
  --metric NAME    Läufe mit der Metrik NAME, deren letzter Wert in [--min, --max] liegt
  --limit N        nur die N neuesten Läufe
  --json           ein JSON-Array der Läufe (siehe docs/history.md)
  --db FILE        diese Datenbankdatei verwenden
  --archive DIR    der Archivordner (Standard: history-archive neben der Datenbank)

prune entfernt Läufe, die vor mehr als DAYS Tagen endeten, samt ihren archivierten
Logs, dann die archivierten Logs der ältesten Läufe, bis alles in BYTES passt
(Suffixe K, M, G). Läufe, deren Job noch läuft, werden nie entfernt.
</translation>
    </message>
    <message>
        <source>history: unexpected argument &apos;%1&apos;</source>
        <translation>history: unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>history prune: --older-than needs a number of days above 0</source>
        <translation>history prune: --older-than braucht eine Anzahl Tage über 0</translation>
    </message>
    <message>
        <source>history prune: --max-archive-size needs a size above 0 such as 500M or 2G</source>
        <translation>history prune: --max-archive-size braucht eine Größe über 0 wie 500M oder 2G</translation>
    </message>
    <message>
        <source>history prune needs --older-than DAYS or --max-archive-size BYTES</source>
        <translation>history prune braucht --older-than DAYS oder --max-archive-size BYTES</translation>
    </message>
    <message>
        <source>history: --backend is one of local, docker, podman, kubernetes</source>
        <translation>history: --backend ist local, docker, podman oder kubernetes</translation>
    </message>
    <message>
        <source>history: --status is one of Created, Running, Complete, Failed, Suspended, Unknown</source>
        <translation>history: --status ist Created, Running, Complete, Failed, Suspended oder Unknown</translation>
    </message>
    <message>
        <source>history: --%1 needs a date as YYYY-MM-DD</source>
        <translation>history: --%1 braucht ein Datum als JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>history: --%1 needs a number, and --metric NAME</source>
        <translation>history: --%1 braucht eine Zahl und --metric NAME</translation>
    </message>
    <message>
        <source>history: --limit needs a number above 0</source>
        <translation>history: --limit braucht eine Zahl über 0</translation>
    </message>
    <message>
        <source>removed %1 runs and %2 archives (%3 bytes); left %4 runs that still run</source>
        <translation>%1 Läufe und %2 Archive (%3 Bytes) entfernt; %4 noch laufende Läufe belassen</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>BACKEND</source>
        <translation>BACKEND</translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation>RUNTIME</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>ERSTELLT</translation>
    </message>
    <message>
        <source>FAILED STEP</source>
        <translation>FEHLGESCHL. SCHRITT</translation>
    </message>
    <message>
        <source>METRICS</source>
        <translation>METRIKEN</translation>
    </message>
    <message>
        <source> (GONE)</source>
        <translation> (GONE)</translation>
    </message>
</context>
<context>
    <name>HistorySchema</name>
    <message>
        <source>Could not update the history database from version %1: %2</source>
        <translation>Die Verlaufsdatenbank konnte nicht von Version %1 aktualisiert werden: %2</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <source>the connection to %1 was closed</source>
        <translation>die Verbindung zu %1 wurde geschlossen</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>die Engine</translation>
    </message>
    <message>
        <source>cannot run ssh (%1); install the OpenSSH client</source>
        <translation>ssh kann nicht ausgeführt werden (%1); installieren Sie den OpenSSH-Client</translation>
    </message>
    <message>
        <source>TLS: %1</source>
        <translation>TLS: %1</translation>
    </message>
    <message>
        <source>%1 at %2 sent an answer too large to read: %3 bytes or more, where TrainDeck reads at most %4 from one answer. The engine does not answer as the Docker Engine API does; check what listens there.</source>
        <translation>%1 unter %2 sandte eine zu große Antwort: %3 Bytes oder mehr, wobei TrainDeck höchstens %4 aus einer Antwort liest. Die Engine antwortet nicht wie die Docker Engine API; prüfen Sie, was dort lauscht.</translation>
    </message>
    <message>
        <source>cannot talk to %1 at %2: %3</source>
        <translation>keine Verbindung zu %1 unter %2: %3</translation>
    </message>
    <message>
        <source>%1 at %2 did not answer within %3 s</source>
        <translation>%1 unter %2 hat nicht innerhalb von %3 s geantwortet</translation>
    </message>
</context>
<context>
    <name>HttpReply</name>
    <message>
        <source>the request was cancelled</source>
        <translation>die Anfrage wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>HttpResponseParser</name>
    <message numerus="yes">
        <source>the server sent %n unexpected byte(s) after a complete response</source>
        <translation>
            <numerusform>der Server sandte %n unerwartetes Byte nach einer vollständigen Antwort</numerusform>
            <numerusform>der Server sandte %n unerwartete Bytes nach einer vollständigen Antwort</numerusform>
        </translation>
    </message>
    <message>
        <source>the HTTP parser stopped early</source>
        <translation>der HTTP-Parser hat vorzeitig aufgehört</translation>
    </message>
    <message>
        <source>the server sent bytes after a complete response</source>
        <translation>der Server sandte Bytes nach einer vollständigen Antwort</translation>
    </message>
    <message>
        <source>malformed HTTP response from the engine: %1 (%2)</source>
        <translation>fehlerhafte HTTP-Antwort der Engine: %1 (%2)</translation>
    </message>
    <message>
        <source>the engine closed the connection without answering</source>
        <translation>die Engine hat die Verbindung ohne Antwort geschlossen</translation>
    </message>
    <message>
        <source>the engine closed the connection in the middle of a response%1</source>
        <translation>die Engine hat die Verbindung mitten in einer Antwort geschlossen%1</translation>
    </message>
</context>
<context>
    <name>InClusterConfig</name>
    <message>
        <source>service account token</source>
        <translation>ServiceAccount-Token</translation>
    </message>
    <message>
        <source>in-cluster configuration: cannot read the service account token %1: %2; is a service account token mounted into this pod (automountServiceAccountToken)?</source>
        <translation>In-Cluster-Konfiguration: Das ServiceAccount-Token %1 kann nicht gelesen werden: %2; ist ein ServiceAccount-Token in diesen Pod eingehängt (automountServiceAccountToken)?</translation>
    </message>
    <message>
        <source>in-cluster configuration: the service account token %1 is empty</source>
        <translation>In-Cluster-Konfiguration: Das ServiceAccount-Token %1 ist leer</translation>
    </message>
    <message>
        <source>in-cluster configuration: the cluster&apos;s certificate authority %1 does not exist; without it the API server cannot be trusted</source>
        <translation>In-Cluster-Konfiguration: Die Zertifizierungsstelle des Clusters %1 existiert nicht; ohne sie kann dem API-Server nicht vertraut werden</translation>
    </message>
    <message>
        <source>namespace file</source>
        <translation>Namespace-Datei</translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 and %2 are not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation>nicht in einem Kubernetes-Pod: %1 und %2 sind nicht gesetzt; geben Sie stattdessen eine kubeconfig an (--kubeconfig FILE oder KUBECONFIG)</translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 is not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation>nicht in einem Kubernetes-Pod: %1 ist nicht gesetzt; geben Sie stattdessen eine kubeconfig an (--kubeconfig FILE oder KUBECONFIG)</translation>
    </message>
</context>
<context>
    <name>JobExport</name>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Include Secrets?</source>
        <translation>Secrets einschließen?</translation>
    </message>
    <message>
        <source>This job holds tokens or keys. Write them into the %1 in plain text?

Choose No to leave them out (the file then reads them from the environment or needs them filled in).</source>
        <translation>Dieser Job enthält Tokens oder Schlüssel. Sollen sie im Klartext in die %1 geschrieben werden?

Wählen Sie „Nein“, um sie wegzulassen (die Datei liest sie dann aus der Umgebung oder sie müssen ergänzt werden).</translation>
    </message>
    <message>
        <source>Export TrainJob YAML</source>
        <translation>TrainJob-YAML exportieren</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML-Dateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>YAML file</source>
        <translation>YAML-Datei</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export Kubeflow SDK Code</source>
        <translation>Kubeflow-SDK-Code exportieren</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python-Dateien (*.py)</translation>
    </message>
    <message>
        <source>Python file</source>
        <translation>Python-Datei</translation>
    </message>
</context>
<context>
    <name>JobFileImport</name>
    <message>
        <source>%1 defines only runtimes (%2) and no TrainJob; add it to TrainDeck&apos;s runtimes, or add a TrainJob that uses it</source>
        <translation>%1 definiert nur Runtimes (%2) und keinen TrainJob; fügen Sie sie den Runtimes von TrainDeck hinzu oder fügen Sie einen TrainJob hinzu, der sie verwendet</translation>
    </message>
    <message>
        <source>%1 has no TrainJob named &apos;%2&apos;; it holds %3</source>
        <translation>%1 hat keinen TrainJob namens „%2“; enthalten sind %3</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>The runtime %1 is defined in this file and is used instead of any runtime of that name in the catalog.</source>
        <translation>Die Runtime %1 ist in dieser Datei definiert und wird statt jeder gleichnamigen Runtime im Katalog verwendet.</translation>
    </message>
    <message>
        <source>The file holds %1 TrainJobs (%2); this is %3. Submit them all with traindeck-cli train.</source>
        <translation>Die Datei enthält %1 TrainJobs (%2); dies ist %3. Übermitteln Sie alle mit traindeck-cli train.</translation>
    </message>
</context>
<context>
    <name>JobLoader</name>
    <message>
        <source>no such file; check the path</source>
        <translation>Datei existiert nicht; prüfen Sie den Pfad</translation>
    </message>
    <message>
        <source>this is a folder; give a TrainJob .yaml file</source>
        <translation>dies ist ein Ordner; geben Sie eine TrainJob-.yaml-Datei an</translation>
    </message>
    <message>
        <source>the file is %1 MiB; job files are limited to %2 MiB</source>
        <translation>die Datei ist %1 MiB groß; Job-Dateien sind auf %2 MiB begrenzt</translation>
    </message>
    <message>
        <source>job file</source>
        <translation>Job-Datei</translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found a document that is not one; a job file holds TrainJobs and the runtimes they use</source>
        <translation>ein Kubernetes-Objekt (ein Mapping mit apiVersion und kind) wurde erwartet, gefunden wurde ein Dokument, das keines ist; eine Job-Datei enthält TrainJobs und die Runtimes, die sie verwenden</translation>
    </message>
    <message>
        <source>this document has no kind; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents</source>
        <translation>dieses Dokument hat kein kind; eine Job-Datei enthält Dokumente vom Typ TrainJob, TrainingRuntime und ClusterTrainingRuntime</translation>
    </message>
    <message>
        <source>TrainDeck does not handle a %1 here; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents: remove this one or apply it with kubectl</source>
        <translation>TrainDeck verarbeitet hier kein %1; eine Job-Datei enthält Dokumente vom Typ TrainJob, TrainingRuntime und ClusterTrainingRuntime: Entfernen Sie dieses oder wenden Sie es mit kubectl an</translation>
    </message>
    <message>
        <source>the %1 &apos;%2&apos; is defined twice in this file (also at line %3); keep one</source>
        <translation>%1 „%2“ ist in dieser Datei doppelt definiert (auch in Zeile %3); behalten Sie eines</translation>
    </message>
    <message>
        <source>the job refers to the %1 &apos;%2&apos;, but this file defines a %3 of that name; set spec.runtimeRef.kind to %3</source>
        <translation>der Job verweist auf %1 „%2“, aber diese Datei definiert eine %3 dieses Namens; setzen Sie spec.runtimeRef.kind auf %3</translation>
    </message>
    <message>
        <source>a second TrainJob named &apos;%1&apos; in this file; job names must differ</source>
        <translation>ein zweiter TrainJob namens „%1“ in dieser Datei; Jobnamen müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>the file holds no TrainJob</source>
        <translation>die Datei enthält keinen TrainJob</translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; load it as a runtime file (--runtimes), or add a TrainJob that uses it</source>
        <translation>die Datei definiert nur Runtimes (%1) und keinen TrainJob; laden Sie sie als Runtime-Datei (--runtimes) oder fügen Sie einen TrainJob hinzu, der sie verwendet</translation>
    </message>
    <message>
        <source>the file holds %1 TrainJobs (%2); pick one, or submit them all with traindeck-cli train</source>
        <translation>die Datei enthält %1 TrainJobs (%2); wählen Sie einen aus oder übermitteln Sie alle mit traindeck-cli train</translation>
    </message>
    <message>
        <source>the backend kept no TrainJob file for this job: %1</source>
        <translation>das Backend hat keine TrainJob-Datei für diesen Job aufbewahrt: %1</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; was not found (looked for %2); check the path in traindeck.io/script</source>
        <translation>das Skript „%1“ wurde nicht gefunden (gesucht: %2); prüfen Sie den Pfad in traindeck.io/script</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; is %2, outside the job file&apos;s folder %3; TrainDeck reads only scripts inside that folder from a job file: move the script there, or open it in the job builder</source>
        <translation>das Skript „%1“ ist %2, außerhalb des Ordners %3 der Job-Datei; TrainDeck liest aus einer Job-Datei nur Skripte in diesem Ordner: Verschieben Sie das Skript dorthin oder öffnen Sie es im Job-Builder</translation>
    </message>
    <message>
        <source>a link to %1</source>
        <translation>ein Link auf %1</translation>
    </message>
    <message>
        <source>script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>cannot read the script &apos;%1&apos;: %2</source>
        <translation>das Skript „%1“ kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>JobsCommand</name>
    <message>
        <source>list the jobs of a backend</source>
        <translation>die Jobs eines Backends auflisten</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli jobs [--backend local|docker|podman|kubernetes] [--host URL]
                         [--kubeconfig FILE] [--context NAME]
                         [--namespace NS | --all-namespaces] [--json | --names]

Lists every job the backend knows, including jobs started by earlier runs of
TrainDeck and, on Docker, Podman and Kubernetes, by the Kubeflow Python SDK or
kubectl. On Kubernetes, --all-namespaces lists the TrainJobs of every
namespace the user may list. --names prints only the job names, one a line
(for scripts and shell completion).
</source>
        <translation>Aufruf: traindeck-cli jobs [--backend local|docker|podman|kubernetes] [--host URL]
                         [--kubeconfig FILE] [--context NAME]
                         [--namespace NS | --all-namespaces] [--json | --names]

Listet jeden Job, den das Backend kennt, auch Jobs, die frühere Läufe von
TrainDeck und, bei Docker, Podman und Kubernetes, das Kubeflow Python SDK oder
kubectl gestartet haben. Bei Kubernetes listet --all-namespaces die TrainJobs
aller Namespaces, die der Benutzer auflisten darf. --names gibt nur die
Jobnamen aus, einen pro Zeile (für Skripte und Shell-Vervollständigung).
</translation>
    </message>
    <message>
        <source>jobs takes no arguments</source>
        <translation>jobs nimmt keine Argumente</translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation>NAMESPACE</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation>RUNTIME</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>NODES</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>ERSTELLT</translation>
    </message>
</context>
<context>
    <name>KubeConnection</name>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes namespace: a namespace has at most 63 lowercase letters, digits and &apos;-&apos;, and starts and ends with a letter or digit. Set another with --namespace or in the kubeconfig&apos;s context.</source>
        <translation>&apos;%1&apos; ist kein Kubernetes-Namespace: Ein Namespace hat höchstens 63 Kleinbuchstaben, Ziffern und &apos;-&apos; und beginnt und endet mit einem Buchstaben oder einer Ziffer. Wählen Sie einen anderen mit --namespace oder im Kontext der kubeconfig.</translation>
    </message>
</context>
<context>
    <name>KubeContexts</name>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always and needs a terminal, which TrainDeck has none of; run `kubectl get ns` in a terminal once so that it can sign in, or set interactiveMode to IfAvailable</source>
        <translation>das Exec-Plugin „%1“ hat interactiveMode Always und braucht ein Terminal, das TrainDeck nicht hat; führen Sie einmal `kubectl get ns` in einem Terminal aus, damit es sich anmelden kann, oder setzen Sie interactiveMode auf IfAvailable</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation>das Exec-Plugin „%1“ existiert nicht (gesucht: %2)</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation>das Exec-Plugin „%1“ wurde nicht im PATH gefunden</translation>
    </message>
    <message>
        <source>no contexts in %1; add one with kubectl config set-context, or name another kubeconfig</source>
        <translation>keine Kontexte in %1; fügen Sie einen mit kubectl config set-context hinzu oder nennen Sie eine andere kubeconfig</translation>
    </message>
    <message>
        <source>this pod&apos;s service account</source>
        <translation>das ServiceAccount dieses Pods</translation>
    </message>
    <message>
        <source>user %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message>
        <source>signs in with %1</source>
        <translation>meldet sich mit %1 an</translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
</context>
<context>
    <name>KubePodInspection</name>
    <message>
        <source>long values</source>
        <translation>lange Werte</translation>
    </message>
    <message>
        <source>the pod has no uid or no containers; the API server&apos;s answer is not a Pod.</source>
        <translation>der Pod hat keine uid oder keine Container; die Antwort des API-Servers ist kein Pod.</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>from Secret %1, key %2</source>
        <translation>aus Secret %1, Schlüssel %2</translation>
    </message>
    <message>
        <source>from ConfigMap %1, key %2</source>
        <translation>aus ConfigMap %1, Schlüssel %2</translation>
    </message>
    <message>
        <source>from field %1</source>
        <translation>aus Feld %1</translation>
    </message>
    <message>
        <source>%1 (host path %2)</source>
        <translation>%1 (Host-Pfad %2)</translation>
    </message>
    <message>
        <source>%1 (claim %2)</source>
        <translation>%1 (Claim %2)</translation>
    </message>
    <message>
        <source>%1 (ConfigMap %2)</source>
        <translation>%1 (ConfigMap %2)</translation>
    </message>
    <message>
        <source>%1 (Secret %2)</source>
        <translation>%1 (Secret %2)</translation>
    </message>
    <message>
        <source>%1 (empty dir)</source>
        <translation>%1 (leeres Verzeichnis)</translation>
    </message>
    <message>
        <source>mounts</source>
        <translation>Mounts</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>The API server gave more than is shown; cut: %1.</source>
        <translation>Der API-Server lieferte mehr, als angezeigt wird; gekürzt: %1.</translation>
    </message>
</context>
<context>
    <name>KubeStatus</name>
    <message>
        <source> in namespace %1</source>
        <translation> im Namespace %1</translation>
    </message>
    <message>
        <source>%1 (context %2)</source>
        <translation>%1 (Kontext %2)</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <source>%1 did not accept the credentials of user &apos;%2&apos; (401 %3: %4). Renew them (a token or certificate may have expired; an exec plugin may need you to log in again) or check the user in the kubeconfig</source>
        <translation>%1 hat die Anmeldedaten des Benutzers „%2“ nicht akzeptiert (401 %3: %4). Erneuern Sie sie (ein Token oder Zertifikat kann abgelaufen sein; ein Exec-Plugin verlangt eventuell eine neue Anmeldung) oder prüfen Sie den Benutzer in der kubeconfig</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>cannot %1: the cluster&apos;s admission webhook refused it (403): %2</source>
        <translation>%1 nicht möglich: Der Admission-Webhook des Clusters hat es abgelehnt (403): %2</translation>
    </message>
    <message>
        <source>%1 refused to %2 for user &apos;%3&apos; (403 Forbidden): %4. Ask the cluster&apos;s administrator for a Role that allows &apos;%5&apos; on %6%7</source>
        <translation>%1 hat %2 für Benutzer „%3“ verweigert (403 Forbidden): %4. Bitten Sie die Administration des Clusters um eine Role, die „%5“ auf %6%7 erlaubt</translation>
    </message>
    <message>
        <source>cannot %1: %2 (404 NotFound on %3)</source>
        <translation>%1 nicht möglich: %2 (404 NotFound auf %3)</translation>
    </message>
    <message>
        <source>cannot %1: %2; choose another name or delete the existing one first</source>
        <translation>%1 nicht möglich: %2; wählen Sie einen anderen Namen oder löschen Sie zuerst das vorhandene Objekt</translation>
    </message>
    <message>
        <source>cannot %1: %2 (409 %3); it changed on the server: reload it and try again</source>
        <translation>%1 nicht möglich: %2 (409 %3); es wurde auf dem Server geändert: Laden Sie es neu und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>cannot %1: %2 (410 %3); the list must be read again</source>
        <translation>%1 nicht möglich: %2 (410 %3); die Liste muss neu gelesen werden</translation>
    </message>
    <message>
        <source>(object)</source>
        <translation>(Objekt)</translation>
    </message>
    <message>
        <source>%1 rejected %2 as invalid (422): %3</source>
        <translation>%1 hat %2 als ungültig abgelehnt (422): %3</translation>
    </message>
    <message>
        <source>%1 is throttling requests (429 %2: %3); %4 was retried and still refused: try again later</source>
        <translation>%1 drosselt Anfragen (429 %2: %3); %4 wurde wiederholt und weiterhin abgelehnt: Versuchen Sie es später erneut</translation>
    </message>
    <message>
        <source>cannot %1: %2 answered %3%4: %5</source>
        <translation>%1 nicht möglich: %2 antwortete %3%4: %5</translation>
    </message>
    <message>
        <source>an empty answer</source>
        <translation>eine leere Antwort</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (not a Kubernetes Status: a proxy or load balancer may be in the way)</source>
        <translation>„%1“ (kein Kubernetes-Status: Möglicherweise steht ein Proxy oder Load Balancer dazwischen)</translation>
    </message>
</context>
<context>
    <name>Kubeconfig</name>
    <message>
        <source>must be a string</source>
        <translation>muss ein String sein</translation>
    </message>
    <message>
        <source>%1: %2 is not valid base64; paste the base64 of the PEM file (base64 -w0 FILE), or name the file in %3 instead</source>
        <translation>%1: %2 ist kein gültiges Base64; fügen Sie das Base64 der PEM-Datei ein (base64 -w0 FILE) oder nennen Sie stattdessen die Datei in %3</translation>
    </message>
    <message>
        <source>%1: %2 decodes to something that is not PEM (no &quot;-----BEGIN&quot; line); it must hold a PEM certificate or key</source>
        <translation>%1: %2 ergibt dekodiert kein PEM (keine „-----BEGIN“-Zeile); es muss ein PEM-Zertifikat oder einen PEM-Schlüssel enthalten</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a list of entries with a name and a %1</source>
        <translation>muss eine Liste von Einträgen mit name und %1 sein</translation>
    </message>
    <message>
        <source>must be a mapping with a name and a %1</source>
        <translation>muss ein Mapping mit name und %1 sein</translation>
    </message>
    <message>
        <source>this entry has no name; every %1 needs one</source>
        <translation>dieser Eintrag hat keinen Namen; jeder %1 braucht einen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no %2 mapping</source>
        <translation>„%1“ hat kein %2-Mapping</translation>
    </message>
    <message>
        <source>a kubeconfig is a mapping with clusters, users and contexts; this file holds something else</source>
        <translation>eine kubeconfig ist ein Mapping mit clusters, users und contexts; diese Datei enthält etwas anderes</translation>
    </message>
    <message>
        <source>this is a %1, not a kubeconfig (kind: Config)</source>
        <translation>dies ist ein %1, keine kubeconfig (kind: Config)</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;</source>
        <translation>Cluster „%1“</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;</source>
        <translation>Benutzer „%1“</translation>
    </message>
    <message>
        <source>%1: exec must be a mapping with apiVersion and command</source>
        <translation>%1: exec muss ein Mapping mit apiVersion und command sein</translation>
    </message>
    <message>
        <source>%1: exec args must be a list of strings</source>
        <translation>%1: exec args muss eine Liste von Strings sein</translation>
    </message>
    <message>
        <source>%1: exec args must be strings</source>
        <translation>%1: exec args müssen Strings sein</translation>
    </message>
    <message>
        <source>%1: exec env must be a list of name/value pairs</source>
        <translation>%1: exec env muss eine Liste von name/value-Paaren sein</translation>
    </message>
    <message>
        <source>%1: exec env entries need a name and a value</source>
        <translation>%1: exec-env-Einträge brauchen name und value</translation>
    </message>
    <message>
        <source>%1: an exec env entry has no name</source>
        <translation>%1: ein exec-env-Eintrag hat keinen name</translation>
    </message>
    <message>
        <source>kubeconfig</source>
        <translation>kubeconfig</translation>
    </message>
    <message>
        <source>no kubeconfig with contexts was found (looked at %1); set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation>keine kubeconfig mit Kontexten gefunden (gesucht in %1); setzen Sie KUBECONFIG oder übergeben Sie --kubeconfig FILE</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>no context chosen: %1 sets no current-context; pass --context NAME or run &apos;kubectl config use-context NAME&apos;</source>
        <translation>kein Kontext gewählt: %1 setzt keinen current-context; übergeben Sie --context NAME oder führen Sie „kubectl config use-context NAME“ aus</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; is not in %2; the contexts there are: %3</source>
        <translation>Kontext „%1“ ist nicht in %2; die Kontexte dort sind: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names no cluster; set its cluster field</source>
        <translation>Kontext „%1“ nennt keinen Cluster; setzen Sie sein Feld cluster</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names cluster &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation>Kontext „%1“ nennt Cluster „%2“, den keine kubeconfig (%3) definiert</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; has no server; set its server field (https://HOST:PORT)</source>
        <translation>Cluster „%1“ hat keinen Server; setzen Sie sein Feld server (https://HOST:PORT)</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; sets both certificate-authority and certificate-authority-data; keep one</source>
        <translation>Cluster „%1“ setzt sowohl certificate-authority als auch certificate-authority-data; behalten Sie eines</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; names a certificate authority and also turns certificate checks off (insecure-skip-tls-verify); keep one</source>
        <translation>Cluster „%1“ nennt eine Zertifizierungsstelle und schaltet zugleich die Zertifikatsprüfung ab (insecure-skip-tls-verify); behalten Sie eines</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority %2 does not exist</source>
        <translation>Cluster „%1“: certificate-authority %2 existiert nicht</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names user &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation>Kontext „%1“ nennt Benutzer „%2“, den keine kubeconfig (%3) definiert</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-certificate and client-certificate-data; keep one</source>
        <translation>Benutzer „%1“ setzt sowohl client-certificate als auch client-certificate-data; behalten Sie eines</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-key and client-key-data; keep one</source>
        <translation>Benutzer „%1“ setzt sowohl client-key als auch client-key-data; behalten Sie eines</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client certificate but no client-key; add the key that belongs to it</source>
        <translation>Benutzer „%1“ hat ein Client-Zertifikat, aber keinen client-key; fügen Sie den zugehörigen Schlüssel hinzu</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation>Benutzer „%1“ hat einen client-key, aber kein Client-Zertifikat; fügen Sie das zugehörige Zertifikat hinzu</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: %2 %3 does not exist</source>
        <translation>Benutzer „%1“: %2 %3 existiert nicht</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec apiVersion &apos;%2&apos; is not one TrainDeck speaks; use %3</source>
        <translation>Benutzer „%1“: exec-apiVersion „%2“ spricht TrainDeck nicht; verwenden Sie %3</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec has no command</source>
        <translation>Benutzer „%1“: exec hat kein command</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec with %2 needs interactiveMode (Never, IfAvailable or Always)</source>
        <translation>Benutzer „%1“: exec mit %2 braucht interactiveMode (Never, IfAvailable oder Always)</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec interactiveMode &apos;%2&apos; is not Never, IfAvailable or Always</source>
        <translation>Benutzer „%1“: exec-interactiveMode „%2“ ist weder Never noch IfAvailable oder Always</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>two exec apiVersions</comment>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>LegacyJobConverter</name>
    <message>
        <source>A Training Operator job must be an object with apiVersion, kind, metadata and spec; this is %1.</source>
        <translation>Ein Training-Operator-Job muss ein Objekt mit apiVersion, kind, metadata und spec sein; dies ist %1.</translation>
    </message>
    <message>
        <source>Kind &apos;%1&apos; is not a Training Operator v1 job; only %2 can be converted to a TrainJob.</source>
        <translation>Kind „%1“ ist kein Training-Operator-v1-Job; nur %2 lassen sich in einen TrainJob umwandeln.</translation>
    </message>
    <message>
        <source>%1 has apiVersion &apos;%2&apos;; only %1 of %3 (the Training Operator v1) can be converted to a TrainJob.</source>
        <translation>%1 hat apiVersion „%2“; nur %1 von %3 (dem Training Operator v1) lässt sich in einen TrainJob umwandeln.</translation>
    </message>
    <message>
        <source>%1 %2 has no replica specs: %3 is missing or empty.</source>
        <translation>%1 %2 hat keine Replica-Specs: %3 fehlt oder ist leer.</translation>
    </message>
    <message>
        <source>%1 has no replica type &apos;%2&apos;; it knows %3.</source>
        <translation>%1 hat keinen Replica-Typ „%2“; bekannt sind %3.</translation>
    </message>
    <message>
        <source>MPIJob %1 has no Launcher replica, whose command the TrainJob would run: add %2.Launcher.</source>
        <translation>MPIJob %1 hat kein Launcher-Replica, dessen Befehl der TrainJob ausführen würde: Fügen Sie %2.Launcher hinzu.</translation>
    </message>
    <message>
        <source>%1 %2 has no replica that trains (%3): a TrainJob needs at least one node.</source>
        <translation>%1 %2 hat kein Replica, das trainiert (%3): Ein TrainJob braucht mindestens einen Knoten.</translation>
    </message>
    <message>
        <source>%1 %2 has no container to run: %3.template.spec.containers is empty.</source>
        <translation>%1 %2 hat keinen Container zum Ausführen: %3.template.spec.containers ist leer.</translation>
    </message>
    <message>
        <source>Container %1 of %2 has no image; a TrainJob&apos;s trainer needs one.</source>
        <translation>Container %1 von %2 hat kein Image; der Trainer eines TrainJobs braucht eines.</translation>
    </message>
    <message>
        <source>The name %1 is not a valid TrainJob name (%2), so the TrainJob is named %3.</source>
        <translation>Der Name %1 ist kein gültiger TrainJob-Name (%2), daher heißt der TrainJob %3.</translation>
    </message>
    <message>
        <source>Kubeflow Trainer v2 has no %1 runtime, so the TrainJob&apos;s runtime is left empty: pick or create a TrainingRuntime for it before submitting.</source>
        <translation>Kubeflow Trainer v2 hat keine %1-Runtime, daher bleibt die Runtime des TrainJobs leer: Wählen oder erstellen Sie vor dem Übermitteln eine TrainingRuntime dafür.</translation>
    </message>
    <message>
        <source>The cluster offers no MPI runtime (%1), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation>Der Cluster bietet keine MPI-Runtime (%1), daher bleibt die Runtime des TrainJobs leer: Wählen Sie vor dem Übermitteln eine aus.</translation>
    </message>
    <message>
        <source>The cluster offers no runtime with framework %1 (%2), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation>Der Cluster bietet keine Runtime mit dem Framework %1 (%2), daher bleibt die Runtime des TrainJobs leer: Wählen Sie vor dem Übermitteln eine aus.</translation>
    </message>
    <message>
        <source>The cluster offers no %1, so the TrainJob uses %2, a runtime with framework %3.</source>
        <translation>Der Cluster bietet kein %1, daher verwendet der TrainJob %2, eine Runtime mit dem Framework %3.</translation>
    </message>
    <message>
        <source>An MPIJob has no Trainer v2 kind of its own: the TrainJob runs the Launcher&apos;s command on %1, an MPI runtime whose launcher and nodes must be able to run image %2.</source>
        <translation>Ein MPIJob hat keine eigene Trainer-v2-Art: Der TrainJob führt den Befehl des Launchers auf %1 aus, einer MPI-Runtime, deren Launcher und Knoten das Image %2 ausführen können müssen.</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>The command of the %1 replicas was not carried: an MPI runtime starts its own on the nodes and runs the Launcher&apos;s through mpirun.</source>
        <translation>Der Befehl der %1-Replicas wurde nicht übernommen: Eine MPI-Runtime startet auf den Knoten ihren eigenen und führt den des Launchers über mpirun aus.</translation>
    </message>
    <message>
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>args</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>env</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>The %1 replicas&apos; container differs from the %2&apos;s in %3; the TrainJob runs the %2&apos;s on every node.</source>
        <translation>Der Container der %1-Replicas weicht von dem des %2 ab in: %3; der TrainJob führt den des %2 auf jedem Knoten aus.</translation>
    </message>
    <message>
        <source>Requests below the limits (%1) were not carried: a TrainJob asks for its limits as both.</source>
        <translation>Requests unterhalb der Limits (%1) wurden nicht übernommen: Ein TrainJob fordert seine Limits für beides an.</translation>
    </message>
    <message>
        <source>envFrom of container %1 (%2) was not carried: name those variables one by one in the builder.</source>
        <translation>envFrom des Containers %1 (%2) wurde nicht übernommen: Nennen Sie diese Variablen einzeln im Builder.</translation>
    </message>
    <message>
        <source>Container settings of %2 (%1) were not carried: the runtime&apos;s container settings apply.</source>
        <translation>Container-Einstellungen von %2 (%1) wurden nicht übernommen: Es gelten die Container-Einstellungen der Runtime.</translation>
    </message>
    <message>
        <source>TrainDeck&apos;s TrainJob has no runtimePatches yet, through which a TrainJob would add them</source>
        <translation>der TrainJob von TrainDeck hat noch keine runtimePatches, über die ein TrainJob sie hinzufügen würde</translation>
    </message>
    <message>
        <source>Volumes (%1) were not carried: %2.</source>
        <translation>Volumes (%1) wurden nicht übernommen: %2.</translation>
    </message>
    <message>
        <source>Volume mounts of container %1 (%2) were not carried: %3.</source>
        <translation>Volume-Mounts des Containers %1 (%2) wurden nicht übernommen: %3.</translation>
    </message>
    <message>
        <source>Pod placement (%1) was not carried: %2.</source>
        <translation>Pod-Platzierung (%1) wurde nicht übernommen: %2.</translation>
    </message>
    <message>
        <source>Containers beside %1 (%2) were not carried: a TrainJob runs one trainer container; sidecars belong in the runtime.</source>
        <translation>Container neben %1 (%2) wurden nicht übernommen: Ein TrainJob führt einen Trainer-Container aus; Sidecars gehören in die Runtime.</translation>
    </message>
    <message>
        <source>Init containers (%1) were not carried: they belong in the runtime.</source>
        <translation>Init-Container (%1) wurden nicht übernommen: Sie gehören in die Runtime.</translation>
    </message>
    <message>
        <source>Pod settings (%1) were not carried: %2.</source>
        <translation>Pod-Einstellungen (%1) wurden nicht übernommen: %2.</translation>
    </message>
    <message>
        <source>Pod labels and annotations (%1) were not carried: %2.</source>
        <translation>Pod-Labels und -Annotationen (%1) wurden nicht übernommen: %2.</translation>
    </message>
    <message>
        <source>restartPolicy (%1) was not carried: the runtime decides how failed nodes restart.</source>
        <translation>restartPolicy (%1) wurde nicht übernommen: Die Runtime entscheidet, wie fehlgeschlagene Knoten neu starten.</translation>
    </message>
    <message>
        <source>runPolicy.cleanPodPolicy %1 was not carried: the pods of a TrainJob are its JobSet&apos;s, removed with the TrainJob.</source>
        <translation>runPolicy.cleanPodPolicy %1 wurde nicht übernommen: Die Pods eines TrainJobs gehören zu seinem JobSet und werden mit dem TrainJob entfernt.</translation>
    </message>
    <message>
        <source>runPolicy.backoffLimit %1 was not carried: retries are the runtime&apos;s failure policy.</source>
        <translation>runPolicy.backoffLimit %1 wurde nicht übernommen: Wiederholungen regelt die Failure-Policy der Runtime.</translation>
    </message>
    <message>
        <source>runPolicy.ttlSecondsAfterFinished %1 was not carried: a TrainJob stays until it is deleted.</source>
        <translation>runPolicy.ttlSecondsAfterFinished %1 wurde nicht übernommen: Ein TrainJob bleibt bestehen, bis er gelöscht wird.</translation>
    </message>
    <message>
        <source>runPolicy.schedulingPolicy was not carried: gang scheduling is the runtime&apos;s podGroupPolicy.</source>
        <translation>runPolicy.schedulingPolicy wurde nicht übernommen: Gang-Scheduling ist die podGroupPolicy der Runtime.</translation>
    </message>
    <message>
        <source>runPolicy.suspend was not carried: the TrainJob starts when it is submitted.</source>
        <translation>runPolicy.suspend wurde nicht übernommen: Der TrainJob startet, sobald er übermittelt wird.</translation>
    </message>
    <message>
        <source>runPolicy.%1 was not carried: a TrainJob has no such setting.</source>
        <translation>runPolicy.%1 wurde nicht übernommen: Ein TrainJob hat keine solche Einstellung.</translation>
    </message>
    <message>
        <source>%1 %2 was not carried: a TrainJob&apos;s numProcPerNode is a whole number; the runtime&apos;s default applies.</source>
        <translation>%1 %2 wurde nicht übernommen: numProcPerNode eines TrainJobs ist eine ganze Zahl; es gilt der Standard der Runtime.</translation>
    </message>
    <message>
        <source>elasticPolicy was not carried: a TrainJob runs a fixed number of nodes (%1).</source>
        <translation>elasticPolicy wurde nicht übernommen: Ein TrainJob führt eine feste Anzahl Knoten aus (%1).</translation>
    </message>
    <message>
        <source>spec.%1 was not carried: a TrainJob has no such setting.</source>
        <translation>spec.%1 wurde nicht übernommen: Ein TrainJob hat keine solche Einstellung.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a restart policy of replica types, e.g. OnFailure of Master and Worker</comment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 runs its launcher as one of the %2 nodes, so %n worker pod(s) run(s) beside it where the MPIJob had %2 Workers.</source>
        <translation>
            <numerusform>%1 führt seinen Launcher als einen der %2 Knoten aus, daher läuft %n Worker-Pod daneben, wo der MPIJob %2 Worker hatte.</numerusform>
            <numerusform>%1 führt seinen Launcher als einen der %2 Knoten aus, daher laufen %n Worker-Pods daneben, wo der MPIJob %2 Worker hatte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replica type %1 (%n replica(s)) has no TrainJob equivalent and was left out: every node of a TrainJob runs the trainer.</source>
        <translation>
            <numerusform>Der Replica-Typ %1 (%n Replica) hat keine Entsprechung im TrainJob und wurde weggelassen: Jeder Knoten eines TrainJobs führt den Trainer aus.</numerusform>
            <numerusform>Der Replica-Typ %1 (%n Replicas) hat keine Entsprechung im TrainJob und wurde weggelassen: Jeder Knoten eines TrainJobs führt den Trainer aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of replica types</comment>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>LocalComponentBuilder</name>
    <message>
        <source>the local backend runs Python scripts; use Docker or Podman for container images and built-in trainers</source>
        <translation>das lokale Backend führt Python-Skripte aus; verwenden Sie Docker oder Podman für Container-Images und eingebaute Trainer</translation>
    </message>
    <message>
        <source>the bundled initializer is missing</source>
        <translation>der mitgelieferte Initializer fehlt</translation>
    </message>
    <message>
        <source>%1 node processes on one host compete for its cores</source>
        <translation>%1 Knotenprozesse auf einem Host konkurrieren um dessen Kerne</translation>
    </message>
</context>
<context>
    <name>LocalJobState</name>
    <message>
        <source>broken job state: %1</source>
        <translation>beschädigter Jobzustand: %1</translation>
    </message>
    <message>
        <source>the job state is not JSON</source>
        <translation>der Jobzustand ist kein JSON</translation>
    </message>
</context>
<context>
    <name>LogDemuxer</name>
    <message>
        <source>the log stream is not in the engine&apos;s multiplexed format: bad frame header at byte %1 (stream byte %2); was the container created with a TTY?</source>
        <translation>der Log-Stream ist nicht im Multiplex-Format der Engine: ungültiger Frame-Header an Byte %1 (Stream-Byte %2); wurde der Container mit TTY erstellt?</translation>
    </message>
    <message>
        <source>the log stream ended inside a frame (%1 of %2 bytes missing)</source>
        <translation>der Log-Stream endete innerhalb eines Frames (%1 von %2 Bytes fehlen)</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 ended early</source>
        <translation>%1 endete vorzeitig</translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>invalid regular expression: %1</source>
        <translation>ungültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>Suche abgebrochen</translation>
    </message>
</context>
<context>
    <name>LogWriter</name>
    <message>
        <source>cannot create the log folder %1: %2</source>
        <translation>der Log-Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; TrainDeck does not write logs through links. Remove it.</source>
        <translation>%1 ist ein symbolischer Link; TrainDeck schreibt keine Logs über Links. Entfernen Sie ihn.</translation>
    </message>
    <message>
        <source>cannot open the log</source>
        <translation>das Log kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>cannot open the log index</source>
        <translation>der Log-Index kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>cannot read the log index</source>
        <translation>der Log-Index kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot repair the log index</source>
        <translation>der Log-Index kann nicht repariert werden</translation>
    </message>
    <message>
        <source>cannot read the log</source>
        <translation>das Log kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot seek in the log</source>
        <translation>im Log kann nicht positioniert werden</translation>
    </message>
    <message>
        <source>cannot write the log</source>
        <translation>das Log kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write the log index</source>
        <translation>der Log-Index kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The log index %1 did not match its log from line %2 on; the lines after it were indexed again from the log.</source>
        <translation>Der Log-Index %1 passte ab Zeile %2 nicht zu seinem Log; die Zeilen danach wurden aus dem Log neu indiziert.</translation>
    </message>
    <message>
        <source>%1 Its last %2 MiB wait in memory, which is all TrainDeck keeps; newer output is not stored until there is space again.</source>
        <translation>%1 Die letzten %2 MiB warten im Speicher, mehr behält TrainDeck nicht; neuere Ausgaben werden erst wieder gespeichert, wenn Platz ist.</translation>
    </message>
    <message numerus="yes">
        <source>The disk is full. %n byte(s) of this log wait in memory and are written, in order, once there is space: free space on that disk or move the data folder (Preferences, Data).</source>
        <translation>
            <numerusform>Der Datenträger ist voll. %n Byte dieses Logs wartet im Speicher und wird der Reihe nach geschrieben, sobald Platz ist: Schaffen Sie Platz auf diesem Datenträger oder verschieben Sie den Datenordner (Einstellungen, Daten).</numerusform>
            <numerusform>Der Datenträger ist voll. %n Bytes dieses Logs warten im Speicher und werden der Reihe nach geschrieben, sobald Platz ist: Schaffen Sie Platz auf diesem Datenträger oder verschieben Sie den Datenordner (Einstellungen, Daten).</numerusform>
        </translation>
    </message>
    <message>
        <source>The file system is read-only: choose a data folder on a writable disk (Preferences, Data, or TRAINDECK_DATA_DIR).</source>
        <translation>Das Dateisystem ist schreibgeschützt: Wählen Sie einen Datenordner auf einem beschreibbaren Datenträger (Einstellungen, Daten, oder TRAINDECK_DATA_DIR).</translation>
    </message>
</context>
<context>
    <name>LogsCommand</name>
    <message>
        <source>print or follow the logs of a job</source>
        <translation>die Logs eines Jobs ausgeben oder verfolgen</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]
                            [--host URL]

Prints the job&apos;s logs: every step prefixed `[step] `, or only STEP
(node-0, node-1, dataset-initializer, model-initializer) without a prefix.
With --follow, keeps printing until the job ends. --timestamps puts the time each
line arrived (UTC) before it.
</source>
        <translation>Aufruf: traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]
                            [--host URL]

Gibt die Logs des Jobs aus: jeden Schritt mit dem Präfix `[step] `, oder nur STEP
(node-0, node-1, dataset-initializer, model-initializer) ohne Präfix.
Mit --follow wird weiter ausgegeben, bis der Job endet. --timestamps stellt jeder
Zeile die Zeit ihres Eintreffens (UTC) voran.
</translation>
    </message>
    <message>
        <source>logs needs a job name</source>
        <translation>logs braucht einen Jobnamen</translation>
    </message>
    <message>
        <source>job %1 has no step &apos;%2&apos;; its steps are: %3</source>
        <translation>Job %1 hat keinen Schritt „%2“; seine Schritte sind: %3</translation>
    </message>
</context>
<context>
    <name>MLPolicy</name>
    <message>
        <source>%1 is set by the %2 policy; remove it from the trainer&apos;s env</source>
        <translation>%1 wird von der %2-Policy gesetzt; entfernen Sie es aus der env des Trainers</translation>
    </message>
</context>
<context>
    <name>MermaidParser</name>
    <message>
        <source>the chart has more than %1 nodes, more than TrainDeck draws; split it into smaller charts</source>
        <translation>das Diagramm hat mehr als %1 Knoten, mehr als TrainDeck zeichnet; teilen Sie es in kleinere Diagramme auf</translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is not closed; add &apos;end&apos; after its last line</source>
        <translation>Subgraph „%1“ ist nicht geschlossen; fügen Sie nach seiner letzten Zeile „end“ hinzu</translation>
    </message>
    <message>
        <source>front matter opened with &apos;---&apos; is not closed; add a &apos;---&apos; line before the &apos;flowchart&apos; line</source>
        <translation>mit „---“ geöffnete Front Matter ist nicht geschlossen; fügen Sie vor der Zeile „flowchart“ eine Zeile „---“ ein</translation>
    </message>
    <message>
        <source>front matter (title, config) is ignored</source>
        <translation>Front Matter (title, config) wird ignoriert</translation>
    </message>
    <message>
        <source>the text is empty; a flowchart starts with &apos;flowchart TD&apos; or &apos;graph LR&apos;</source>
        <translation>der Text ist leer; ein Flussdiagramm beginnt mit „flowchart TD“ oder „graph LR“</translation>
    </message>
    <message>
        <source>expected &apos;flowchart&apos; or &apos;graph&apos; (with TB, TD, BT, LR or RL) but found &apos;%1&apos;; only Mermaid flowcharts are supported</source>
        <translation>„flowchart“ oder „graph“ (mit TB, TD, BT, LR oder RL) erwartet, aber „%1“ gefunden; nur Mermaid-Flussdiagramme werden unterstützt</translation>
    </message>
    <message>
        <source>the ELK renderer is not available; Graphviz lays this chart out</source>
        <translation>der ELK-Renderer ist nicht verfügbar; Graphviz ordnet dieses Diagramm an</translation>
    </message>
    <message>
        <source>unknown direction &apos;%1&apos;; use TB, TD, BT, LR or RL</source>
        <translation>unbekannte Richtung „%1“; verwenden Sie TB, TD, BT, LR oder RL</translation>
    </message>
    <message>
        <source>unexpected %1 after the direction; start the diagram on the next line</source>
        <translation>unerwartetes %1 nach der Richtung; beginnen Sie das Diagramm in der nächsten Zeile</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (the view opens a step&apos;s log on click); statement skipped</source>
        <translation>„%1“ wird nicht unterstützt (die Ansicht öffnet beim Klick das Log eines Schritts); Anweisung übersprungen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not drawn; statement skipped</source>
        <translation>„%1“ wird nicht gezeichnet; Anweisung übersprungen</translation>
    </message>
    <message>
        <source>unexpected %1; a statement starts with a node id or a keyword (subgraph, end, classDef, class, style, linkStyle)</source>
        <translation>unerwartetes %1; eine Anweisung beginnt mit einer Knoten-ID oder einem Schlüsselwort (subgraph, end, classDef, class, style, linkStyle)</translation>
    </message>
    <message>
        <source>subgraph needs an id or a title, as in &apos;subgraph cluster1 [Title]&apos;</source>
        <translation>subgraph braucht eine ID oder einen Titel, wie in „subgraph cluster1 [Title]“</translation>
    </message>
    <message>
        <source>subgraphs are nested more than %1 deep here; TrainDeck draws at most %1 levels, so close some with &apos;end&apos; first</source>
        <translation>Subgraphs sind hier tiefer als %1 Ebenen verschachtelt; TrainDeck zeichnet höchstens %1 Ebenen, schließen Sie also zuerst einige mit „end“</translation>
    </message>
    <message>
        <source>the chart has more than %1 subgraphs, more than TrainDeck draws; split it into smaller charts</source>
        <translation>das Diagramm hat mehr als %1 Subgraphs, mehr als TrainDeck zeichnet; teilen Sie es in kleinere Diagramme auf</translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is defined twice; give each subgraph its own id</source>
        <translation>Subgraph „%1“ ist doppelt definiert; geben Sie jedem Subgraph eine eigene ID</translation>
    </message>
    <message>
        <source>the subgraph title</source>
        <translation>der Subgraph-Titel</translation>
    </message>
    <message>
        <source>&apos;end&apos; without an open subgraph; remove it or add a &apos;subgraph&apos; line before</source>
        <translation>„end“ ohne offenen Subgraph; entfernen Sie es oder fügen Sie davor eine Zeile „subgraph“ ein</translation>
    </message>
    <message>
        <source>the direction</source>
        <translation>die Richtung</translation>
    </message>
    <message>
        <source>missing style properties; write them as &apos;fill:#eef,stroke:#99c&apos;</source>
        <translation>Style-Eigenschaften fehlen; schreiben Sie sie als „fill:#eef,stroke:#99c“</translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; has no value; write it as &apos;name:value&apos;</source>
        <translation>Style-Eigenschaft „%1“ hat keinen Wert; schreiben Sie sie als „name:wert“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour for %2; use #rgb, #rrggbb, a name or rgb()</source>
        <translation>„%1“ ist keine Farbe für %2; verwenden Sie #rgb, #rrggbb, einen Namen oder rgb()</translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; is not drawn; ignored</source>
        <translation>Style-Eigenschaft „%1“ wird nicht gezeichnet; ignoriert</translation>
    </message>
    <message>
        <source>classDef needs a class name, as in &apos;classDef done fill:#dfd&apos;</source>
        <translation>classDef braucht einen Klassennamen, wie in „classDef done fill:#dfd“</translation>
    </message>
    <message>
        <source>class needs node ids and a class name, as in &apos;class A,B done&apos;</source>
        <translation>class braucht Knoten-IDs und einen Klassennamen, wie in „class A,B done“</translation>
    </message>
    <message>
        <source>class needs a class name after the node ids, as in &apos;class A,B done&apos;</source>
        <translation>class braucht nach den Knoten-IDs einen Klassennamen, wie in „class A,B done“</translation>
    </message>
    <message>
        <source>the class name</source>
        <translation>der Klassenname</translation>
    </message>
    <message>
        <source>style needs a node id and properties, as in &apos;style A fill:#eef&apos;</source>
        <translation>style braucht eine Knoten-ID und Eigenschaften, wie in „style A fill:#eef“</translation>
    </message>
    <message>
        <source>linkStyle needs edge numbers (counted from 0) or &apos;default&apos;, as in &apos;linkStyle 0,2 stroke:#f66&apos;</source>
        <translation>linkStyle braucht Kantennummern (ab 0 gezählt) oder „default“, wie in „linkStyle 0,2 stroke:#f66“</translation>
    </message>
    <message>
        <source>unexpected %1 after %2; put one statement per line or separate them with &apos;;&apos;</source>
        <translation>unerwartetes %1 nach %2; schreiben Sie eine Anweisung pro Zeile oder trennen Sie sie mit „;“</translation>
    </message>
    <message>
        <source>unknown statement &apos;%1&apos;; skipped</source>
        <translation>unbekannte Anweisung „%1“; übersprungen</translation>
    </message>
    <message>
        <source>unexpected %1; expected an edge such as &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;==&gt;&apos;, &apos;&amp;&apos;, or the end of the statement</source>
        <translation>unerwartetes %1; erwartet wird eine Kante wie „--&gt;“, „---“, „-.-&gt;“ oder „==&gt;“, „&amp;“ oder das Ende der Anweisung</translation>
    </message>
    <message>
        <source>the edge at line %1, column %2 has no target node; add one after the arrow</source>
        <translation>die Kante in Zeile %1, Spalte %2 hat keinen Zielknoten; fügen Sie einen nach dem Pfeil hinzu</translation>
    </message>
    <message>
        <source>the chart has more than %1 edges, more than TrainDeck draws; split it into smaller charts</source>
        <translation>das Diagramm hat mehr als %1 Kanten, mehr als TrainDeck zeichnet; teilen Sie es in kleinere Diagramme auf</translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; must be followed by a node id, as in &apos;A &amp; B --&gt; C&apos;</source>
        <translation>auf „&amp;“ muss eine Knoten-ID folgen, wie in „A &amp; B --&gt; C“</translation>
    </message>
    <message>
        <source>expected a node id (letters, digits, &apos;_&apos; or &apos;-&apos;) but found %1</source>
        <translation>Knoten-ID erwartet (Buchstaben, Ziffern, „_“ oder „-“), aber %1 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot be a node id; capitalise it or use another id</source>
        <translation>„%1“ ist ein Schlüsselwort und kann keine Knoten-ID sein; schreiben Sie es groß oder verwenden Sie eine andere ID</translation>
    </message>
    <message>
        <source>&apos;:::&apos; must be followed by a class name</source>
        <translation>auf „:::“ muss ein Klassenname folgen</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has the id of a subgraph; edges to &apos;%1&apos; go to the node</source>
        <translation>Knoten „%1“ hat die ID eines Subgraphs; Kanten zu „%1“ gehen zum Knoten</translation>
    </message>
    <message>
        <source>class &apos;%1&apos; has no classDef; nodes keep their style</source>
        <translation>Klasse „%1“ hat kein classDef; Knoten behalten ihren Stil</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node; its %2 is ignored</source>
        <translation>„%1“ ist kein Knoten; sein %2 wird ignoriert</translation>
    </message>
    <message>
        <source>style</source>
        <translation>style</translation>
    </message>
    <message>
        <source>class</source>
        <translation>class</translation>
    </message>
    <message>
        <source>class &apos;%1&apos; on node &apos;%2&apos; has no classDef</source>
        <translation>Klasse „%1“ an Knoten „%2“ hat kein classDef</translation>
    </message>
    <message numerus="yes">
        <source>linkStyle %1 refers to a missing edge; the chart has %n edge(s), numbered from 0</source>
        <translation>
            <numerusform>linkStyle %1 verweist auf eine fehlende Kante; das Diagramm hat %n Kante, nummeriert ab 0</numerusform>
            <numerusform>linkStyle %1 verweist auf eine fehlende Kante; das Diagramm hat %n Kanten, nummeriert ab 0</numerusform>
        </translation>
    </message>
    <message>
        <source>the chart is %1 KiB; TrainDeck reads Mermaid charts of at most %2 KiB, so split it into smaller charts</source>
        <translation>das Diagramm ist %1 KiB groß; TrainDeck liest Mermaid-Diagramme von höchstens %2 KiB, teilen Sie es also in kleinere Diagramme auf</translation>
    </message>
    <message>
        <source>the quoted label is not closed; add a &apos;&quot;&apos;</source>
        <translation>die Beschriftung in Anführungszeichen ist nicht geschlossen; fügen Sie ein „&quot;“ hinzu</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after the quoted label to close &apos;%2&apos; at line %3, column %4, but found %5</source>
        <translation>„%1“ nach der Beschriftung in Anführungszeichen erwartet, um „%2“ in Zeile %3, Spalte %4 zu schließen, aber %5 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at line %2, column %3 is not closed with &apos;%4&apos; on the same line; close it, or quote a label that holds brackets</source>
        <translation>„%1“ in Zeile %2, Spalte %3 wird nicht in derselben Zeile mit „%4“ geschlossen; schließen Sie es, oder setzen Sie eine Beschriftung mit Klammern in Anführungszeichen</translation>
    </message>
    <message>
        <source>a quote inside an unquoted label; quote the whole label (A[&quot;say #quot;hi#quot;&quot;]) instead</source>
        <translation>ein Anführungszeichen in einer Beschriftung ohne Anführungszeichen; setzen Sie stattdessen die ganze Beschriftung in Anführungszeichen (A[&quot;say #quot;hi#quot;&quot;])</translation>
    </message>
    <message>
        <source>an invisible link is written &apos;~~~&apos;</source>
        <translation>ein unsichtbarer Link wird „~~~“ geschrieben</translation>
    </message>
    <message>
        <source>incomplete dotted edge; write &apos;-.-&gt;&apos; or &apos;-.-&apos;</source>
        <translation>unvollständige gepunktete Kante; schreiben Sie „-.-&gt;“ oder „-.-“</translation>
    </message>
    <message>
        <source>incomplete thick edge; write &apos;==&gt;&apos; or &apos;===&apos;</source>
        <translation>unvollständige dicke Kante; schreiben Sie „==&gt;“ oder „===“</translation>
    </message>
    <message>
        <source>incomplete edge; write &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;-- label --&gt;&apos;</source>
        <translation>unvollständige Kante; schreiben Sie „--&gt;“, „---“, „-.-&gt;“ oder „-- label --&gt;“</translation>
    </message>
    <message>
        <source>an edge that starts with &apos;&lt;&apos; should end with &apos;&gt;&apos;; drawn with both arrowheads</source>
        <translation>eine Kante, die mit „&lt;“ beginnt, sollte mit „&gt;“ enden; mit zwei Pfeilspitzen gezeichnet</translation>
    </message>
    <message>
        <source>the edge has two labels; keep either &apos;-- text --&gt;&apos; or &apos;--&gt;|text|&apos;</source>
        <translation>die Kante hat zwei Beschriftungen; behalten Sie entweder „-- text --&gt;“ oder „--&gt;|text|“</translation>
    </message>
    <message>
        <source>the edge label started here is not closed with %1 on the same line</source>
        <translation>die hier begonnene Kantenbeschriftung wird nicht in derselben Zeile mit %1 geschlossen</translation>
    </message>
</context>
<context>
    <name>MetricPattern</name>
    <message>
        <source>the pattern is empty; write a regular expression with a group (?&lt;value&gt;...) around the number</source>
        <translation>das Muster ist leer; schreiben Sie einen regulären Ausdruck mit einer Gruppe (?&lt;value&gt;...) um die Zahl</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; is not a valid regular expression: %2 at offset %3</source>
        <translation>das Muster „%1“ ist kein gültiger regulärer Ausdruck: %2 an Position %3</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; has no group named &apos;value&apos;; put (?&lt;value&gt;...) around the number it should read</source>
        <translation>das Muster „%1“ hat keine Gruppe namens „value“; setzen Sie (?&lt;value&gt;...) um die Zahl, die es lesen soll</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; gives no metric name; set a name or add a group (?&lt;name&gt;...)</source>
        <translation>das Muster „%1“ liefert keinen Metriknamen; setzen Sie einen Namen oder fügen Sie eine Gruppe (?&lt;name&gt;...) hinzu</translation>
    </message>
    <message>
        <source>a metric pattern has no &quot;regex&quot; string</source>
        <translation>ein Metrikmuster hat keinen String „regex“</translation>
    </message>
    <message>
        <source>the metric pattern &apos;%1&apos; has a &quot;name&quot; that is not a string</source>
        <translation>das Metrikmuster „%1“ hat einen „name“, der kein String ist</translation>
    </message>
</context>
<context>
    <name>MetricPatternStore</name>
    <message>
        <source>cannot read the metric patterns in %1: %2</source>
        <translation>die Metrikmuster in %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the metric patterns file %1 is damaged (%2); fix or remove it, TrainDeck will not overwrite it</source>
        <translation>die Metrikmuster-Datei %1 ist beschädigt (%2); reparieren oder entfernen Sie sie, TrainDeck überschreibt sie nicht</translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation>%1 an Byte %2</translation>
    </message>
    <message>
        <source>it is not {&quot;version&quot;: 1, &quot;runtimes&quot;: {...}}</source>
        <translation>sie ist nicht {&quot;version&quot;: 1, &quot;runtimes&quot;: {...}}</translation>
    </message>
    <message>
        <source>the patterns of runtime &apos;%1&apos; are not a list</source>
        <translation>die Muster der Runtime „%1“ sind keine Liste</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos;: %2</source>
        <translation>Runtime „%1“: %2</translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation>der Ordner von %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the metric patterns to %1: %2</source>
        <translation>die Metrikmuster können nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot save the metric patterns to %1: %2</source>
        <translation>die Metrikmuster können nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>MetricsCommand</name>
    <message>
        <source>print the training metrics and progress parsed from a job&apos;s logs</source>
        <translation>die aus den Logs eines Jobs gelesenen Trainingsmetriken und den Fortschritt ausgeben</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli metrics JOB [--follow] [--csv] [--pattern P]... [--backend B]
                               [--host URL]

Prints the metrics read from the job&apos;s logs: the last value of each metric per
step (node) with its training step, then the progress bars the logs show and
the progress the job reported. --csv prints every sample instead, as
node,name,step,wall_time,value. With --follow, keeps printing new samples until
the job ends. --pattern adds a pattern for this run: NAME=REGEX with a group
(?&lt;value&gt;...), or a REGEX with groups (?&lt;name&gt;...) and (?&lt;value&gt;...); patterns
saved for the job&apos;s runtime apply too. See docs/monitoring.md.
</source>
        <translation>Aufruf: traindeck-cli metrics JOB [--follow] [--csv] [--pattern P]... [--backend B]
                               [--host URL]

Gibt die aus den Logs des Jobs gelesenen Metriken aus: den letzten Wert jeder
Metrik pro Schritt (Knoten) mit seinem Trainingsschritt, dann die Fortschrittsbalken
der Logs und den vom Job gemeldeten Fortschritt. --csv gibt stattdessen jeden
Messwert aus, als node,name,step,wall_time,value. Mit --follow werden neue
Messwerte ausgegeben, bis der Job endet. --pattern fügt für diesen Lauf ein Muster
hinzu: NAME=REGEX mit einer Gruppe (?&lt;value&gt;...) oder ein REGEX mit den Gruppen
(?&lt;name&gt;...) und (?&lt;value&gt;...); für die Runtime des Jobs gespeicherte Muster
gelten ebenfalls. Siehe docs/monitoring.md.
</translation>
    </message>
    <message>
        <source>metrics needs a job name</source>
        <translation>metrics braucht einen Jobnamen</translation>
    </message>
    <message>
        <source>metrics: --pattern &apos;%1&apos; names no metric; write NAME=REGEX, or a REGEX with a group (?&lt;name&gt;...)</source>
        <translation>metrics: --pattern „%1“ nennt keine Metrik; schreiben Sie NAME=REGEX oder ein REGEX mit einer Gruppe (?&lt;name&gt;...)</translation>
    </message>
    <message>
        <source>metrics: --pattern: %1</source>
        <translation>metrics: --pattern: %1</translation>
    </message>
    <message>
        <source>no metrics in the logs of %1</source>
        <translation>keine Metriken in den Logs von %1</translation>
    </message>
    <message>
        <source>progress %1: %2%</source>
        <translation>Fortschritt %1: %2%</translation>
    </message>
    <message>
        <source> (%1/%2)</source>
        <translation> (%1/%2)</translation>
    </message>
    <message>
        <source>, elapsed %1, remaining %2</source>
        <translation>, vergangen %1, verbleibend %2</translation>
    </message>
    <message>
        <source>progress reported by the job: %1%</source>
        <translation>vom Job gemeldeter Fortschritt: %1%</translation>
    </message>
    <message>
        <source>, remaining %1</source>
        <translation>, verbleibend %1</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 253 are allowed</source>
        <translation>der Name hat %1 Zeichen; höchstens 253 sind erlaubt</translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed in &apos;%2&apos;; use lowercase letters, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation>das Zeichen „%1“ ist in „%2“ nicht erlaubt; verwenden Sie Kleinbuchstaben, Ziffern, „-“ und „.“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a lowercase letter or digit</source>
        <translation>„%1“ muss mit einem Kleinbuchstaben oder einer Ziffer beginnen und enden</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation>der Name hat %1 Zeichen; höchstens 63 sind erlaubt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;.&apos;; use lowercase letters, digits and &apos;-&apos;</source>
        <translation>„%1“ enthält „.“; verwenden Sie Kleinbuchstaben, Ziffern und „-“</translation>
    </message>
    <message>
        <source>the variable name is empty</source>
        <translation>der Variablenname ist leer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start with a letter or &apos;_&apos;</source>
        <translation>„%1“ muss mit einem Buchstaben oder „_“ beginnen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a space; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation>„%1“ enthält ein Leerzeichen; Variablennamen dürfen nur Buchstaben, Ziffern und „_“ enthalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation>„%1“ enthält „%2“; Variablennamen dürfen nur Buchstaben, Ziffern und „_“ enthalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than 63 characters</source>
        <translation>„%1“ ist länger als 63 Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; label values may hold letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>„%1“ enthält „%2“; Label-Werte dürfen Buchstaben, Ziffern, „-“, „_“ und „.“ enthalten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a letter or digit</source>
        <translation>„%1“ muss mit einem Buchstaben oder einer Ziffer beginnen und enden</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>runtime &apos;%1&apos; was not found</source>
        <translation>Runtime „%1“ wurde nicht gefunden</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation>Runtime „%1“ wurde nicht gefunden; verfügbar: %2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated</source>
        <translation>Runtime „%1“ ist veraltet</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>show what a backend would create for a TrainJob (dry run)</source>
        <translation>zeigen, was ein Backend für einen TrainJob anlegen würde (Probelauf)</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]
                          [--job NAME] [--runtimes PATH]... [--reveal-secrets]

Runs validation and the build phase of the job pipeline and prints the job plan:
networks, volumes and the ordered steps with image, command, env, mounts and
labels. Nothing is created. Secret values are masked unless --reveal-secrets.

FILE may hold several documents (---), as kubectl apply -f takes them: TrainJobs
and the runtimes they use, which take the place of catalog runtimes of the same
name for the jobs in the file. Every TrainJob is planned (--job NAME: only that
one); with --json, one plan is an object and several are an array.

Exit status: 0 with a plan, 1 when the job is not valid, 2 on bad usage.
</source>
        <translation>Aufruf: traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]
                          [--job NAME] [--runtimes PATH]... [--reveal-secrets]

Führt die Validierung und die Aufbauphase der Job-Pipeline aus und gibt den Jobplan
aus: Netzwerke, Volumes und die geordneten Schritte mit Image, Befehl, env, Mounts
und Labels. Es wird nichts angelegt. Secret-Werte werden maskiert, außer mit
--reveal-secrets.

FILE darf mehrere Dokumente (---) enthalten, wie kubectl apply -f sie nimmt:
TrainJobs und die Runtimes, die sie verwenden und die für die Jobs der Datei an die
Stelle gleichnamiger Katalog-Runtimes treten. Jeder TrainJob wird geplant
(--job NAME: nur dieser); mit --json ist ein Plan ein Objekt, mehrere ein Array.

Exit-Status: 0 mit einem Plan, 1 wenn der Job ungültig ist, 2 bei falschem Aufruf.
</translation>
    </message>
    <message>
        <source>plan needs exactly one TrainJob file</source>
        <translation>plan braucht genau eine TrainJob-Datei</translation>
    </message>
</context>
<context>
    <name>ProcessLauncher</name>
    <message>
        <source>nothing to run</source>
        <translation>nichts auszuführen</translation>
    </message>
    <message>
        <source>cannot create a pipe: %1</source>
        <translation>eine Pipe kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot start a process: %1</source>
        <translation>ein Prozess kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>cannot open the log file %1: %2</source>
        <translation>die Log-Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot enter the folder %1: %2</source>
        <translation>in den Ordner %1 kann nicht gewechselt werden: %2</translation>
    </message>
    <message>
        <source>cannot run /bin/bash: %1</source>
        <translation>/bin/bash kann nicht ausgeführt werden: %1</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Zeigt die Hilfe einschließlich Qt-spezifischer Optionen.</translation>
    </message>
</context>
<context>
    <name>RegularFileReader</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>the file is %1; a %2 may be at most %3</source>
        <translation>die Datei ist %1 groß; eine %2 darf höchstens %3 groß sein</translation>
    </message>
    <message>
        <source>the file is larger than %1, the most a %2 may be</source>
        <translation>die Datei ist größer als %1, das Maximum für eine %2</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (Named Pipe)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>no file named; give the path of a %1</source>
        <translation>keine Datei angegeben; geben Sie den Pfad einer %1 an</translation>
    </message>
    <message>
        <source>no such file; check the path</source>
        <translation>Datei existiert nicht; prüfen Sie den Pfad</translation>
    </message>
    <message>
        <source>permission denied; make the %1 readable by you</source>
        <translation>Zugriff verweigert; machen Sie die %1 für sich lesbar</translation>
    </message>
    <message>
        <source>this is a socket, not a file; give the path of a %1</source>
        <translation>dies ist ein Socket, keine Datei; geben Sie den Pfad einer %1 an</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot inspect the file: %1</source>
        <translation>die Datei kann nicht untersucht werden: %1</translation>
    </message>
    <message>
        <source>this is a folder, not a file; give the path of a %1</source>
        <translation>dies ist ein Ordner, keine Datei; geben Sie den Pfad einer %1 an</translation>
    </message>
    <message>
        <source>this is %1, not a regular file; TrainDeck reads a %2 only from a regular file: save the content to a file and give its path</source>
        <translation>dies ist %1, keine reguläre Datei; TrainDeck liest eine %2 nur aus einer regulären Datei: Speichern Sie den Inhalt in einer Datei und geben Sie deren Pfad an</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>RemoteConnections</name>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 auf %3)</translation>
    </message>
    <message>
        <source>over SSH, from %1</source>
        <translation>über SSH, von %1</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>requirements file</source>
        <translation>Requirements-Datei</translation>
    </message>
</context>
<context>
    <name>RuntimeCatalog</name>
    <message>
        <source>no such file; check the path</source>
        <translation>Datei existiert nicht; prüfen Sie den Pfad</translation>
    </message>
    <message>
        <source>the file is %1 MiB; runtime files are limited to %2 MiB</source>
        <translation>die Datei ist %1 MiB groß; Runtime-Dateien sind auf %2 MiB begrenzt</translation>
    </message>
    <message>
        <source>runtime file</source>
        <translation>Runtime-Datei</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation>Runtime „%1“ wurde nicht gefunden; verfügbar: %2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; replaces the one from %2</source>
        <translation>Runtime „%1“ ersetzt die aus %2</translation>
    </message>
    <message>
        <source>no such folder; check the path</source>
        <translation>Ordner existiert nicht; prüfen Sie den Pfad</translation>
    </message>
</context>
<context>
    <name>RuntimeCodec</name>
    <message>
        <source>expected a runtime object (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation>ein Runtime-Objekt (ein Mapping mit apiVersion, kind, metadata und spec) wurde erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation>„%1“ wird nicht unterstützt; verwenden Sie %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime; expected ClusterTrainingRuntime or TrainingRuntime</source>
        <translation>„%1“ ist keine Runtime; ClusterTrainingRuntime oder TrainingRuntime erwartet</translation>
    </message>
    <message>
        <source>the label %1 is required; set it to one of: %2</source>
        <translation>das Label %1 ist erforderlich; setzen Sie es auf einen der Werte: %2</translation>
    </message>
    <message>
        <source>unknown framework &apos;%1&apos;; use one of: %2</source>
        <translation>unbekanntes Framework „%1“; verwenden Sie eines von: %2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated and will be removed</source>
        <translation>Runtime „%1“ ist veraltet und wird entfernt</translation>
    </message>
    <message>
        <source>only one ML policy may be set, found %1</source>
        <translation>nur eine ML-Policy darf gesetzt sein, gefunden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; the only MPI implementation is OpenMPI</source>
        <translation>„%1“ wird nicht unterstützt; die einzige MPI-Implementierung ist OpenMPI</translation>
    </message>
    <message>
        <source>spec.template.spec.replicatedJobs is required and must contain a job named &apos;node&apos;</source>
        <translation>spec.template.spec.replicatedJobs ist erforderlich und muss einen Job namens „node“ enthalten</translation>
    </message>
    <message>
        <source>a replicatedJob named &apos;node&apos; is required</source>
        <translation>ein replicatedJob namens „node“ ist erforderlich</translation>
    </message>
    <message>
        <source>the &apos;node&apos; replicatedJob needs at least one container</source>
        <translation>der replicatedJob „node“ braucht mindestens einen Container</translation>
    </message>
</context>
<context>
    <name>RuntimePatches</name>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>Mapping erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field the TrainJob CRD accepts here; use one of: %2</source>
        <translation>„%1“ ist kein Feld, das die TrainJob-CRD hier akzeptiert; verwenden Sie eines von: %2</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>Text erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>expected a mapping of text such as {disktype: ssd}, found %1</source>
        <translation>ein Mapping von Text wie {disktype: ssd} erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected text, found %1; quote it</source>
        <translation>Text erwartet, gefunden: %1; setzen Sie ihn in Anführungszeichen</translation>
    </message>
    <message>
        <source>expected a list of text, found %1</source>
        <translation>eine Liste von Text erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>eine Liste erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>has %1 entries; the TrainJob CRD allows at most %2</source>
        <translation>hat %1 Einträge; die TrainJob-CRD erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>required; %1</source>
        <translation>erforderlich; %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice; an entry&apos;s %2 must be unique, so merge the two</source>
        <translation>„%1“ kommt doppelt vor; das Feld %2 eines Eintrags muss eindeutig sein, führen Sie die beiden also zusammen</translation>
    </message>
    <message>
        <source>name the variable</source>
        <translation>benennen Sie die Variable</translation>
    </message>
    <message>
        <source>name the volume to mount</source>
        <translation>benennen Sie das einzuhängende Volume</translation>
    </message>
    <message>
        <source>required; the path in the container, such as /data</source>
        <translation>erforderlich; der Pfad im Container, etwa /data</translation>
    </message>
    <message>
        <source>name the container of the runtime to patch, such as node</source>
        <translation>benennen Sie den zu patchenden Container der Runtime, etwa node</translation>
    </message>
    <message>
        <source>name the scheduling gate</source>
        <translation>benennen Sie das Scheduling Gate</translation>
    </message>
    <message>
        <source>name the volume</source>
        <translation>benennen Sie das Volume</translation>
    </message>
    <message>
        <source>use Equal (the default) or Exists</source>
        <translation>verwenden Sie Equal (Standard) oder Exists</translation>
    </message>
    <message>
        <source>use NoSchedule, PreferNoSchedule or NoExecute, or leave it out to tolerate every effect</source>
        <translation>verwenden Sie NoSchedule, PreferNoSchedule oder NoExecute, oder lassen Sie es weg, um jeden Effekt zu tolerieren</translation>
    </message>
    <message>
        <source>has %1 characters; at most %2 are allowed</source>
        <translation>hat %1 Zeichen; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>expected a date and time such as 2026-01-31T12:00:00Z; the admission webhook sets it, so it can be left out</source>
        <translation>Datum und Uhrzeit wie 2026-01-31T12:00:00Z erwartet; der Admission-Webhook setzt es, es kann also weggelassen werden</translation>
    </message>
    <message>
        <source>name the runtime&apos;s replicated job to patch, such as node or dataset-initializer</source>
        <translation>benennen Sie den zu patchenden replicatedJob der Runtime, etwa node oder dataset-initializer</translation>
    </message>
    <message>
        <source>name who owns this patch, such as traindeck.io/builder</source>
        <translation>benennen Sie, wem dieser Patch gehört, etwa traindeck.io/builder</translation>
    </message>
</context>
<context>
    <name>RuntimesCommand</name>
    <message>
        <source>list the training runtimes (TrainDeck&apos;s and the user&apos;s)</source>
        <translation>die Trainings-Runtimes auflisten (von TrainDeck und vom Benutzer)</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli runtimes [--json | --names] [--runtimes PATH]...
       traindeck-cli runtimes --backend kubernetes [--kubeconfig FILE]
                              [--context NAME] [--namespace NS] [--json]

Lists TrainDeck&apos;s runtimes, then those in $TRAINDECK_RUNTIMES (&apos;:&apos;-separated
files or folders) and in each --runtimes PATH. A later runtime with the same
name replaces an earlier one.

With --backend kubernetes it lists the cluster&apos;s runtimes instead: its
ClusterTrainingRuntimes and the namespace&apos;s TrainingRuntimes (a namespaced
one hides a cluster one of the same name), as the Kubeflow SDK does.

  --json              one JSON array (see docs/cli.md)
  --names             only the runtime names, one a line
  --runtimes PATH     also load this runtime file or folder
  --backend B         local, docker, podman (TrainDeck&apos;s runtimes) or kubernetes
  --kubeconfig FILE   the kubeconfig (default: $KUBECONFIG, else ~/.kube/config)
  --context NAME      a kubeconfig context (default: its current context)
  --namespace NS      where TrainingRuntimes are read (default: the context&apos;s)
</source>
        <translation>Aufruf: traindeck-cli runtimes [--json | --names] [--runtimes PATH]...
       traindeck-cli runtimes --backend kubernetes [--kubeconfig FILE]
                              [--context NAME] [--namespace NS] [--json]

Listet die Runtimes von TrainDeck, dann die in $TRAINDECK_RUNTIMES (durch „:“
getrennte Dateien oder Ordner) und die in jedem --runtimes PATH. Eine spätere
Runtime gleichen Namens ersetzt eine frühere.

Mit --backend kubernetes werden stattdessen die Runtimes des Clusters aufgelistet:
seine ClusterTrainingRuntimes und die TrainingRuntimes des Namespace (eine im
Namespace verdeckt eine gleichnamige des Clusters), wie es das Kubeflow SDK tut.

  --json              ein JSON-Array (siehe docs/cli.md)
  --names             nur die Runtime-Namen, einen pro Zeile
  --runtimes PATH     zusätzlich diese Runtime-Datei oder diesen Ordner laden
  --backend B         local, docker, podman (Runtimes von TrainDeck) oder kubernetes
  --kubeconfig FILE   die kubeconfig (Standard: $KUBECONFIG, sonst ~/.kube/config)
  --context NAME      ein kubeconfig-Kontext (Standard: der aktuelle)
  --namespace NS      wo TrainingRuntimes gelesen werden (Standard: der des Kontexts)
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1 did not answer within 180 s</source>
        <translation>%1 hat nicht innerhalb von 180 s geantwortet</translation>
    </message>
    <message>
        <source>runtimes takes no arguments</source>
        <translation>runtimes nimmt keine Argumente</translation>
    </message>
    <message>
        <source>runtimes: unknown backend &apos;%1&apos;; use local, docker, podman or kubernetes</source>
        <translation>runtimes: unbekanntes Backend „%1“; verwenden Sie local, docker, podman oder kubernetes</translation>
    </message>
    <message>
        <source>runtimes: --kubeconfig, --context and --namespace go with --backend kubernetes</source>
        <translation>runtimes: --kubeconfig, --context und --namespace gehören zu --backend kubernetes</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>FRAMEWORK</source>
        <translation>FRAMEWORK</translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation>POLICY</translation>
    </message>
    <message>
        <source>NODES</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <source>IMAGE</source>
        <translation>IMAGE</translation>
    </message>
    <message>
        <source>unusable: %1</source>
        <translation>unbrauchbar: %1</translation>
    </message>
</context>
<context>
    <name>SafeFs</name>
    <message>
        <source>%1 %2: %3</source>
        <translation>%2: %1: %3</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>Schreiben nicht möglich</translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation>Ordner kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot inspect</source>
        <translation>Untersuchen nicht möglich</translation>
    </message>
    <message>
        <source>%1 is another file system mounted inside the folder; TrainDeck leaves it alone. Unmount it, then delete again.</source>
        <translation>%1 ist ein anderes Dateisystem, das im Ordner eingehängt ist; TrainDeck lässt es unberührt. Hängen Sie es aus und löschen Sie dann erneut.</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>cannot delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot set the permissions of</source>
        <translation>Berechtigungen können nicht gesetzt werden</translation>
    </message>
    <message>
        <source>cannot create</source>
        <translation>Anlegen nicht möglich</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot name a folder inside %2; nothing was touched</source>
        <translation>„%1“ kann keinen Ordner innerhalb von %2 benennen; nichts wurde verändert</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); TrainDeck does not delete through links, so nothing was deleted. Look at where it points; remove the link yourself (rm %1) if it is not yours, then delete again.</source>
        <translation>%1 ist ein symbolischer Link (auf %2); TrainDeck löscht nicht über Links, daher wurde nichts gelöscht. Sehen Sie nach, wohin er zeigt; entfernen Sie den Link selbst (rm %1), wenn er nicht Ihrer ist, und löschen Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1 is not a folder; TrainDeck leaves it alone, so nothing was deleted. Remove it yourself if it is not yours, then delete again.</source>
        <translation>%1 ist kein Ordner; TrainDeck lässt ihn unberührt, daher wurde nichts gelöscht. Entfernen Sie ihn selbst, wenn er nicht Ihrer ist, und löschen Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1 %2: %3. %4</source>
        <translation>%1 %2: %3. %4</translation>
    </message>
    <message>
        <source>Choose a folder on a writable disk (for the data folder: Preferences, Data, or TRAINDECK_DATA_DIR), or mount it read-write.</source>
        <translation>Wählen Sie einen Ordner auf einem beschreibbaren Datenträger (für den Datenordner: Einstellungen, Daten, oder TRAINDECK_DATA_DIR), oder hängen Sie ihn beschreibbar ein.</translation>
    </message>
    <message>
        <source>Free space on that disk, or choose a folder on another disk.</source>
        <translation>Schaffen Sie Platz auf diesem Datenträger, oder wählen Sie einen Ordner auf einem anderen.</translation>
    </message>
    <message>
        <source>Check the folder&apos;s owner and permissions, or choose another folder.</source>
        <translation>Prüfen Sie Eigentümer und Berechtigungen des Ordners, oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2 is not a folder. Move that file away, or choose another folder.</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2 ist kein Ordner. Verschieben Sie diese Datei, oder wählen Sie einen anderen Ordner.</translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source> (image %1)</source>
        <translation> (Image %1)</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept</source>
        <translation>Die Spec des Laufs wurde nicht aufbewahrt</translation>
    </message>
    <message>
        <source>kept spec</source>
        <translation>aufbewahrte Spec</translation>
    </message>
    <message>
        <source>The kept spec holds no TrainJob</source>
        <translation>Die aufbewahrte Spec enthält keinen TrainJob</translation>
    </message>
    <message>
        <source>spec not kept</source>
        <translation>Spec nicht aufbewahrt</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>the runtime&apos;s</source>
        <translation>die der Runtime</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Processes per node</source>
        <translation>Prozesse pro Knoten</translation>
    </message>
    <message>
        <source>Resources per node</source>
        <translation>Ressourcen pro Knoten</translation>
    </message>
    <message>
        <source>Env %1</source>
        <translation>Env %1</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Packages</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <source>Dataset initializer</source>
        <translation>Dataset-Initializer</translation>
    </message>
    <message>
        <source>Model initializer</source>
        <translation>Model-Initializer</translation>
    </message>
    <message>
        <source>Training script</source>
        <translation>Trainingsskript</translation>
    </message>
    <message>
        <source>inline</source>
        <translation>inline</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n line(s)</source>
        <translation>
            <numerusform>%1, %n Zeile</numerusform>
            <numerusform>%1, %n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshMaster</name>
    <message>
        <source>(no answer within %1 s)</source>
        <translation>(keine Antwort innerhalb von %1 s)</translation>
    </message>
    <message>
        <source>ssh to %1 logged in but its shared connection did not start (no control socket %2); its log: %3</source>
        <translation>ssh zu %1 hat sich angemeldet, aber die gemeinsame Verbindung ist nicht gestartet (kein Control-Socket %2); sein Log: %3</translation>
    </message>
    <message>
        <source>cannot create the folder %1 for SSH control sockets: %2</source>
        <translation>der Ordner %1 für SSH-Control-Sockets kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a folder of yours; TrainDeck keeps its SSH control sockets there. Remove it and connect again.</source>
        <translation>%1 ist kein Ordner von Ihnen; TrainDeck legt dort seine SSH-Control-Sockets ab. Entfernen Sie ihn und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>cannot make %1 private: %2</source>
        <translation>%1 kann nicht privat gemacht werden: %2</translation>
    </message>
    <message>
        <source>there is no engine socket %1 on %2: the engine is not running there, or listens elsewhere. Start it on that host (for Podman: systemctl --user enable --now podman.socket, or podman system service), or correct the path in the connection.</source>
        <translation>auf %2 gibt es keinen Engine-Socket %1: Die Engine läuft dort nicht oder lauscht woanders. Starten Sie sie auf diesem Host (für Podman: systemctl --user enable --now podman.socket oder podman system service) oder korrigieren Sie den Pfad in der Verbindung.</translation>
    </message>
    <message>
        <source>%1 may not use the engine socket %2 on %3 (permission denied). Connect as the user who runs the engine, or give this user access to the socket there.</source>
        <translation>%1 darf den Engine-Socket %2 auf %3 nicht verwenden (Zugriff verweigert). Verbinden Sie sich als der Benutzer, der die Engine ausführt, oder geben Sie diesem Benutzer dort Zugriff auf den Socket.</translation>
    </message>
    <message>
        <source>the SSH user</source>
        <translation>der SSH-Benutzer</translation>
    </message>
    <message>
        <source>ssh to %1 could not forward the engine socket %2 to %3: %4</source>
        <translation>ssh zu %1 konnte den Engine-Socket %2 nicht nach %3 weiterleiten: %4</translation>
    </message>
    <message>
        <source>%1 did not say where its home folder is (HOME is &apos;%2&apos;)</source>
        <translation>%1 hat nicht mitgeteilt, wo sein Home-Ordner ist (HOME ist „%2“)</translation>
    </message>
    <message>
        <source>the host key of %1 has CHANGED since you accepted it (known_hosts): the host was reinstalled, or someone is intercepting the connection. TrainDeck did not connect. If you know why it changed, remove the old key (ssh-keygen -R &apos;%2&apos;) and accept the new one after checking its fingerprint, by running `%3` once in a terminal.</source>
        <translation>der Host-Schlüssel von %1 hat sich GEÄNDERT, seit Sie ihn akzeptiert haben (known_hosts): Der Host wurde neu installiert, oder jemand fängt die Verbindung ab. TrainDeck hat sich nicht verbunden. Wenn Sie wissen, warum er sich geändert hat, entfernen Sie den alten Schlüssel (ssh-keygen -R „%2“) und akzeptieren Sie den neuen nach Prüfung seines Fingerabdrucks, indem Sie einmal `%3` in einem Terminal ausführen.</translation>
    </message>
    <message>
        <source>the host key of %1 is not known (it is not in your known_hosts), and TrainDeck never accepts one by itself. Run `%2` once in a terminal, check the fingerprint it shows against the host&apos;s, answer yes, then connect again.</source>
        <translation>der Host-Schlüssel von %1 ist nicht bekannt (er steht nicht in Ihrer known_hosts), und TrainDeck akzeptiert nie selbst einen. Führen Sie einmal `%2` in einem Terminal aus, vergleichen Sie den angezeigten Fingerabdruck mit dem des Hosts, antworten Sie mit yes und verbinden Sie sich dann erneut.</translation>
    </message>
    <message>
        <source>%1 refused the login (ssh said: %2). Make sure your key is offered: load it into ssh-agent (ssh-add), or name it (IdentityFile in ~/.ssh/config, or the connection&apos;s identity), and that its public key is in ~/.ssh/authorized_keys of %3 on that host. TrainDeck runs ssh without prompts: a key with a passphrase must be in the agent.</source>
        <translation>%1 hat die Anmeldung abgelehnt (ssh meldete: %2). Stellen Sie sicher, dass Ihr Schlüssel angeboten wird: Laden Sie ihn in ssh-agent (ssh-add) oder nennen Sie ihn (IdentityFile in ~/.ssh/config oder die Identität der Verbindung), und dass sein öffentlicher Schlüssel in ~/.ssh/authorized_keys von %3 auf diesem Host steht. TrainDeck führt ssh ohne Rückfragen aus: Ein Schlüssel mit Passphrase muss im Agent sein.</translation>
    </message>
    <message>
        <source>the user</source>
        <translation>der Benutzer</translation>
    </message>
    <message>
        <source>docker is not installed on %1, or not on the PATH of non-interactive SSH sessions there (the remote shell said: %2). Install Docker on that host, or make `docker` reachable from `ssh %1 docker version`.</source>
        <translation>docker ist auf %1 nicht installiert oder nicht im PATH nicht-interaktiver SSH-Sitzungen dort (die entfernte Shell meldete: %2). Installieren Sie Docker auf diesem Host oder machen Sie `docker` über `ssh %1 docker version` erreichbar.</translation>
    </message>
    <message>
        <source>%1 may not use the Docker socket there (permission denied). Add the user to the docker group on that host (then log in again), or connect as a user who may.</source>
        <translation>%1 darf den Docker-Socket dort nicht verwenden (Zugriff verweigert). Fügen Sie den Benutzer auf diesem Host der Gruppe docker hinzu (und melden Sie sich neu an) oder verbinden Sie sich als ein Benutzer, der das darf.</translation>
    </message>
    <message>
        <source>Docker is installed on %1 but its daemon does not answer there (%2). Start it on that host (systemctl start docker).</source>
        <translation>Docker ist auf %1 installiert, aber sein Daemon antwortet dort nicht (%2). Starten Sie ihn auf diesem Host (systemctl start docker).</translation>
    </message>
    <message>
        <source>cannot reach %1 over SSH: %2</source>
        <translation>%1 ist über SSH nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>the SSH connection to %1 failed or dropped%2</source>
        <translation>die SSH-Verbindung zu %1 ist fehlgeschlagen oder abgebrochen%2</translation>
    </message>
    <message>
        <source>the command on %1 failed (exit code %2): %3</source>
        <translation>der Befehl auf %1 ist fehlgeschlagen (Exit-Code %2): %3</translation>
    </message>
</context>
<context>
    <name>StatusPlugin</name>
    <message>
        <source>the job was cancelled</source>
        <translation>der Job wurde abgebrochen</translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation>Schritt %1 ist mit Exit-Code %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation>Schritt %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the job is suspended</source>
        <translation>der Job ist ausgesetzt</translation>
    </message>
    <message>
        <source>every step succeeded</source>
        <translation>jeder Schritt war erfolgreich</translation>
    </message>
    <message>
        <source>the state of some steps is unknown</source>
        <translation>der Zustand einiger Schritte ist unbekannt</translation>
    </message>
    <message>
        <source>pod %1 failed; the controller decides whether the job fails</source>
        <translation>Pod %1 ist fehlgeschlagen; der Controller entscheidet, ob der Job fehlschlägt</translation>
    </message>
</context>
<context>
    <name>SuspendCommand</name>
    <message>
        <source>suspend a cluster&apos;s job (its pods go, it stays)</source>
        <translation>den Job eines Clusters aussetzen (seine Pods gehen, er bleibt)</translation>
    </message>
    <message>
        <source>resume a suspended cluster job</source>
        <translation>einen ausgesetzten Cluster-Job fortsetzen</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]
                             [--context NAME] [--namespace NS]

Sets the TrainJob&apos;s spec.suspend: the controller removes its pods, the job
and its logs stay, and resume starts it again. Only Kubernetes suspends.
</source>
        <translation>Aufruf: traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]
                             [--context NAME] [--namespace NS]

Setzt spec.suspend des TrainJobs: Der Controller entfernt seine Pods, der Job
und seine Logs bleiben, und resume startet ihn wieder. Nur Kubernetes kann aussetzen.
</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]
                            [--context NAME] [--namespace NS]

Clears the TrainJob&apos;s spec.suspend: the controller makes its pods again.
</source>
        <translation>Aufruf: traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]
                            [--context NAME] [--namespace NS]

Löscht spec.suspend des TrainJobs: Der Controller legt seine Pods wieder an.
</translation>
    </message>
    <message>
        <source>%1 needs a job name</source>
        <translation>%1 braucht einen Jobnamen</translation>
    </message>
    <message>
        <source>%1 suspended</source>
        <translation>%1 ausgesetzt</translation>
    </message>
    <message>
        <source>%1 resumed</source>
        <translation>%1 fortgesetzt</translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>%1 of %2 is not running (%3): a terminal opens only in a running step.</source>
        <translation>%1 von %2 läuft nicht (%3): Ein Terminal öffnet sich nur in einem laufenden Schritt.</translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine to open a shell in.</source>
        <translation>%1 hat auf diesem Rechner keinen Arbeitsordner, in dem eine Shell geöffnet werden könnte.</translation>
    </message>
    <message>
        <source>%1 of %2 has no container yet.</source>
        <translation>%1 von %2 hat noch keinen Container.</translation>
    </message>
    <message>
        <source>The %1 command is not installed, and a terminal in a container needs it. Install it (Debian: %2).</source>
        <translation>Der Befehl %1 ist nicht installiert, und ein Terminal in einem Container braucht ihn. Installieren Sie ihn (Debian: %2).</translation>
    </message>
    <message>
        <source>%1 of %2 has no pod yet.</source>
        <translation>%1 von %2 hat noch keinen Pod.</translation>
    </message>
    <message>
        <source>kubectl is not installed, and a terminal in a pod needs it. Install it (Debian: kubernetes-client).</source>
        <translation>kubectl ist nicht installiert, und ein Terminal in einem Pod braucht es. Installieren Sie es (Debian: kubernetes-client).</translation>
    </message>
    <message>
        <source>No terminal for this kind of backend.</source>
        <translation>Kein Terminal für diese Art von Backend.</translation>
    </message>
    <message>
        <source>$TERMINAL names %1, which is not a program on this machine. Set it to your terminal emulator, or unset it to use x-terminal-emulator.</source>
        <translation>$TERMINAL nennt %1, das auf diesem Rechner kein Programm ist. Setzen Sie es auf Ihren Terminal-Emulator oder entfernen Sie es, um x-terminal-emulator zu verwenden.</translation>
    </message>
    <message>
        <source>No terminal emulator found: set $TERMINAL to yours, or install one that provides x-terminal-emulator (such as xterm or gnome-terminal).</source>
        <translation>Kein Terminal-Emulator gefunden: Setzen Sie $TERMINAL auf Ihren, oder installieren Sie einen, der x-terminal-emulator bereitstellt (etwa xterm oder gnome-terminal).</translation>
    </message>
    <message>
        <source>The terminal %1 could not be started.</source>
        <translation>Das Terminal %1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine (its files live where it runs).</source>
        <translation>%1 hat auf diesem Rechner keinen Arbeitsordner (seine Dateien liegen dort, wo er läuft).</translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation>Kein Dateimanager hat %1 geöffnet.</translation>
    </message>
</context>
<context>
    <name>TrainCommand</name>
    <message>
        <source>submit a TrainJob to a backend, optionally following its logs</source>
        <translation>einen TrainJob an ein Backend übermitteln, auf Wunsch mit Verfolgen seiner Logs</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli train FILE [--backend local|docker|podman] [--host URL]
                           [--name NAME] [--follow] [--timestamps] [--timeout SEC]
                           [--runtimes PATH]... [--pull-policy IfNotPresent|Always|Never]
                           [--dataset-initializer-image IMAGE]
                           [--model-initializer-image IMAGE] [--initializer-timeout SEC]

Validates and plans the TrainJob in FILE and starts it. Prints the job name.
FILE may hold several documents (---), as kubectl apply -f takes them: every
TrainJob in it is submitted (one name a line), runtimes defined in it serve its
jobs, and nothing is submitted when any job is not valid.

  --backend B      where to run it (default: local processes)
  --host URL       the engine&apos;s address (docker/podman), e.g. unix:///run/docker.sock
  --insecure-skip-tls-verify
                   TLS without checking the engine&apos;s certificate (any
                   DOCKER_TLS_VERIFY value means verify); prints a warning
  --name NAME      the job&apos;s name (default: the file&apos;s metadata.name, else a
                   generated one); for a file with one TrainJob
  --follow         print every step&apos;s log as `[node-1] text` until the job ends;
                   the exit status is then 0 only if the job completes; for a
                   file with one TrainJob
  --timestamps     with --follow: put the time each line arrived before it
  --timeout SEC    with --follow: give up after SEC seconds (exit 1)
  --pull-policy P  docker/podman: IfNotPresent (default), Always or Never
  --dataset-initializer-image IMAGE, --model-initializer-image IMAGE
                   docker/podman: the initializer images (default: Kubeflow&apos;s)
  --initializer-timeout SEC
                   docker/podman: fail an initializer that runs longer (600)
</source>
        <translation>Aufruf: traindeck-cli train FILE [--backend local|docker|podman] [--host URL]
                           [--name NAME] [--follow] [--timestamps] [--timeout SEC]
                           [--runtimes PATH]... [--pull-policy IfNotPresent|Always|Never]
                           [--dataset-initializer-image IMAGE]
                           [--model-initializer-image IMAGE] [--initializer-timeout SEC]

Validiert und plant den TrainJob in FILE und startet ihn. Gibt den Jobnamen aus.
FILE darf mehrere Dokumente (---) enthalten, wie kubectl apply -f sie nimmt: Jeder
TrainJob darin wird übermittelt (ein Name pro Zeile), darin definierte Runtimes
dienen seinen Jobs, und nichts wird übermittelt, wenn ein Job ungültig ist.

  --backend B      wo er laufen soll (Standard: lokale Prozesse)
  --host URL       die Adresse der Engine (docker/podman), z. B. unix:///run/docker.sock
  --insecure-skip-tls-verify
                   TLS ohne Prüfung des Engine-Zertifikats (jeder Wert von
                   DOCKER_TLS_VERIFY bedeutet prüfen); gibt eine Warnung aus
  --name NAME      der Name des Jobs (Standard: metadata.name der Datei, sonst ein
                   erzeugter); für eine Datei mit einem TrainJob
  --follow         das Log jedes Schritts als `[node-1] text` ausgeben, bis der Job
                   endet; der Exit-Status ist dann nur 0, wenn der Job abschließt;
                   für eine Datei mit einem TrainJob
  --timestamps     mit --follow: jeder Zeile die Zeit ihres Eintreffens voranstellen
  --timeout SEC    mit --follow: nach SEC Sekunden aufgeben (Exit 1)
  --pull-policy P  docker/podman: IfNotPresent (Standard), Always oder Never
  --dataset-initializer-image IMAGE, --model-initializer-image IMAGE
                   docker/podman: die Initializer-Images (Standard: die von Kubeflow)
  --initializer-timeout SEC
                   docker/podman: einen Initializer abbrechen, der länger läuft (600)
</translation>
    </message>
    <message>
        <source>job %1: waiting for its initializers before the nodes start</source>
        <translation>Job %1: wartet auf seine Initializer, bevor die Knoten starten</translation>
    </message>
    <message>
        <source>train needs exactly one TrainJob file</source>
        <translation>train braucht genau eine TrainJob-Datei</translation>
    </message>
    <message>
        <source>--%1 takes a file with one TrainJob; %2 holds %3</source>
        <translation>--%1 nimmt eine Datei mit einem TrainJob; %2 enthält %3</translation>
    </message>
    <message>
        <source>nothing was submitted: fix the jobs above first</source>
        <translation>nichts wurde übermittelt: Beheben Sie zuerst die Fehler in den Jobs oben</translation>
    </message>
    <message>
        <source>submitted before the failure: %1</source>
        <translation>vor dem Fehler übermittelt: %1</translation>
    </message>
    <message>
        <source>job %1 submitted; following its logs</source>
        <translation>Job %1 übermittelt; seine Logs werden verfolgt</translation>
    </message>
    <message>
        <source>job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <source>job %1: Failed: %2</source>
        <translation>Job %1: Failed: %2</translation>
    </message>
    <message>
        <source>job %1: still %2 after the timeout</source>
        <translation>Job %1: nach dem Timeout immer noch %2</translation>
    </message>
    <message>
        <source>job %1 disappeared: %2</source>
        <translation>Job %1 ist verschwunden: %2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::App</name>
    <message>
        <source>TrainDeck: jobs cannot report progress (%1)</source>
        <translation>TrainDeck: Jobs können keinen Fortschritt melden (%1)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Backend</name>
    <message>
        <source>the backend reports no folder for job %1, so it kept no TrainJob file for it</source>
        <translation>das Backend meldet keinen Ordner für Job %1, daher hat es keine TrainJob-Datei dafür aufbewahrt</translation>
    </message>
    <message>
        <source>%1 cannot suspend jobs (job %2 is unchanged): only a Kubernetes cluster can. Cancel stops a job here.</source>
        <translation>%1 kann Jobs nicht aussetzen (Job %2 ist unverändert): Nur ein Kubernetes-Cluster kann das. „Abbrechen“ hält einen Job hier an.</translation>
    </message>
    <message>
        <source>%1 cannot resume jobs (job %2 is unchanged): only a Kubernetes cluster suspends and resumes. Re-run starts it again here.</source>
        <translation>%1 kann Jobs nicht fortsetzen (Job %2 ist unverändert): Nur ein Kubernetes-Cluster setzt aus und fort. „Erneut ausführen“ startet ihn hier neu.</translation>
    </message>
    <message>
        <source>%1 has no jobs of older kinds to convert; %2 is already a TrainJob.</source>
        <translation>%1 hat keine Jobs älterer Arten zum Umwandeln; %2 ist bereits ein TrainJob.</translation>
    </message>
    <message>
        <source>%1 cannot inspect steps (step %2 of job %3): its logs and events are what it shows of them.</source>
        <translation>%1 kann keine Schritte untersuchen (Schritt %2 von Job %3): Seine Logs und Ereignisse zeigen, was es von ihnen zeigt.</translation>
    </message>
    <message>
        <source>%1 keeps no images: only Docker and Podman connections have images to pick from.</source>
        <translation>%1 hält keine Images: Nur Docker- und Podman-Verbindungen haben Images zur Auswahl.</translation>
    </message>
    <message>
        <source>%1 keeps no images, so the images of %2 are not checked before it runs.</source>
        <translation>%1 hält keine Images, daher werden die Images von %2 vor dem Lauf nicht geprüft.</translation>
    </message>
    <message>
        <source>%1 does not measure what jobs use.</source>
        <translation>%1 misst nicht, was Jobs verbrauchen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); nothing was done. Job names are lowercase letters, digits and &apos;-&apos;, starting with a letter.</source>
        <translation>„%1“ ist kein gültiger Jobname (%2); nichts wurde getan. Jobnamen bestehen aus Kleinbuchstaben, Ziffern und „-“ und beginnen mit einem Buchstaben.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::BackendKind</name>
    <message>
        <source>Local processes</source>
        <translation>Lokale Prozesse</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>Podman</source>
        <translation>Podman</translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Container::ContainerBackend</name>
    <message>
        <source>Podman</source>
        <translation>Podman</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>found on the engine by its labels</source>
        <translation>auf der Engine anhand seiner Labels gefunden</translation>
    </message>
    <message>
        <source>killed: out of memory (exit code %1)</source>
        <translation>beendet: Speicher erschöpft (Exit-Code %1)</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>container %1 exited with code 0</source>
        <translation>Container %1 mit Code 0 beendet</translation>
    </message>
    <message>
        <source>container %1 is running</source>
        <translation>Container %1 läuft</translation>
    </message>
    <message>
        <source>container %1 was removed outside TrainDeck</source>
        <translation>Container %1 wurde außerhalb von TrainDeck entfernt</translation>
    </message>
    <message>
        <source>not connected to %1: %2</source>
        <translation>nicht mit %1 verbunden: %2</translation>
    </message>
    <message>
        <source>a job named &apos;%1&apos; exists already; delete it or pick another name</source>
        <translation>ein Job namens „%1“ existiert bereits; löschen Sie ihn oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>the workdir %1 exists already, left from an earlier job named &apos;%2&apos; (its containers were removed outside TrainDeck?). TrainDeck writes only into a workdir it creates for this submission: look at what is in it, remove it (rm -r %1), or pick another job name.</source>
        <translation>das Arbeitsverzeichnis %1 existiert bereits, übrig von einem früheren Job namens „%2“ (wurden seine Container außerhalb von TrainDeck entfernt?). TrainDeck schreibt nur in ein Arbeitsverzeichnis, das es für diese Übermittlung anlegt: Sehen Sie nach, was darin liegt, entfernen Sie es (rm -r %1) oder wählen Sie einen anderen Jobnamen.</translation>
    </message>
    <message>
        <source>the engine has containers of a job named &apos;%1&apos; already; delete that job or pick another name</source>
        <translation>die Engine hat bereits Container eines Jobs namens „%1“; löschen Sie diesen Job oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>submitted to %1</source>
        <translation>an %1 übermittelt</translation>
    </message>
    <message>
        <source>the job cannot report progress: %1</source>
        <translation>der Job kann keinen Fortschritt melden: %1</translation>
    </message>
    <message>
        <source>the job network has no IPv4 gateway</source>
        <translation>das Jobnetzwerk hat kein IPv4-Gateway</translation>
    </message>
    <message>
        <source>TrainDeck cannot listen on %1</source>
        <translation>TrainDeck kann nicht auf %1 lauschen</translation>
    </message>
    <message>
        <source>stopping %1 after the failure</source>
        <translation>%1 wird nach dem Fehler angehalten</translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation>Zeitüberschreitung nach %1 s</translation>
    </message>
    <message>
        <source>%1 timed out after %2 s</source>
        <translation>%1: Zeitüberschreitung nach %2 s</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation>kein Job namens „%1“</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); TrainDeck leaves that job alone. Remove its containers with the engine&apos;s own tools if they are yours.</source>
        <translation>„%1“ ist kein gültiger Jobname (%2); TrainDeck lässt diesen Job unberührt. Entfernen Sie seine Container mit den Werkzeugen der Engine, wenn es Ihre sind.</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; was deleted while it was being submitted</source>
        <translation>Job „%1“ wurde gelöscht, während er übermittelt wurde</translation>
    </message>
    <message>
        <source>not a valid job name, left alone: %1</source>
        <translation>kein gültiger Jobname, unberührt gelassen: %1</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos; on %2</source>
        <translation>kein Job namens „%1“ auf %2</translation>
    </message>
    <message>
        <source>the engine&apos;s image list is not a JSON array</source>
        <translation>die Image-Liste der Engine ist kein JSON-Array</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>Job „%1“ hat keinen Schritt „%2“</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no container yet: inspect it once it has started.</source>
        <translation>Schritt „%1“ von Job „%2“ hat noch keinen Container: Untersuchen Sie ihn, sobald er gestartet ist.</translation>
    </message>
    <message>
        <source>The container of step &apos;%1&apos; of job &apos;%2&apos; (%3, id %4) is gone from %5: it was removed, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation>Der Container von Schritt „%1“ des Jobs „%2“ (%3, ID %4) ist nicht mehr auf %5: Er wurde entfernt, daher gibt es nichts mehr zu untersuchen. Seine Logs und Ereignisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>no %1 engine answered. Tried: %2. Start %1 (or its API service: podman system service), or set the engine address (DOCKER_HOST / CONTAINER_HOST, or --host).</source>
        <translation>keine %1-Engine hat geantwortet. Versucht: %2. Starten Sie %1 (oder seinen API-Dienst: podman system service) oder setzen Sie die Engine-Adresse (DOCKER_HOST / CONTAINER_HOST oder --host).</translation>
    </message>
    <message>
        <source>nothing (no socket found)</source>
        <translation>nichts (kein Socket gefunden)</translation>
    </message>
    <message>
        <source>For an engine with TLS, DOCKER_CERT_PATH (now %1) must hold the ca.pem that signed the engine&apos;s certificate, and the cert.pem and key.pem it accepts.</source>
        <translation>Für eine Engine mit TLS muss DOCKER_CERT_PATH (derzeit %1) die ca.pem enthalten, die das Zertifikat der Engine signiert hat, sowie die cert.pem und key.pem, die sie akzeptiert.</translation>
    </message>
    <message>
        <source>DOCKER_TLS_VERIFY=%1 still means &quot;verify&quot;, as for the docker CLI; connecting without checking the certificate takes --insecure-skip-tls-verify, and lets a man in the middle read your jobs.</source>
        <translation>DOCKER_TLS_VERIFY=%1 bedeutet weiterhin „prüfen“, wie bei der docker-CLI; eine Verbindung ohne Zertifikatsprüfung erfordert --insecure-skip-tls-verify und lässt einen Angreifer dazwischen Ihre Jobs lesen.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 (%2) is %3, not %4</source>
        <translation>%1 (%2) ist %3, nicht %4</translation>
    </message>
    <message>
        <source>%1 at %2 (API %3)</source>
        <translation>%1 unter %2 (API %3)</translation>
    </message>
    <message>
        <source>lost the connection to %1: %2. Retrying.</source>
        <translation>Verbindung zu %1 verloren: %2. Neuer Versuch.</translation>
    </message>
    <message>
        <source>the plan&apos;s file name %1 is too long to copy to the engine&apos;s host</source>
        <translation>der Dateiname %1 des Plans ist zu lang, um ihn auf den Host der Engine zu kopieren</translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workdir</source>
        <translation>die Datei %1 des Plans liegt nicht im Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>the workdir %1/%2 exists already on %3, left from an earlier job of that name; TrainDeck writes only into a workdir it creates. Look at what is in it, remove it, or pick another job name.</source>
        <translation>das Arbeitsverzeichnis %1/%2 existiert bereits auf %3, übrig von einem früheren gleichnamigen Job; TrainDeck schreibt nur in ein Arbeitsverzeichnis, das es anlegt. Sehen Sie nach, was darin liegt, entfernen Sie es oder wählen Sie einen anderen Jobnamen.</translation>
    </message>
    <message>
        <source>copying the workdir to %1 failed: %2</source>
        <translation>das Kopieren des Arbeitsverzeichnisses nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>the workdir %1/%2 on %3 is a link; TrainDeck deletes only a folder it made there, nothing was deleted.</source>
        <translation>das Arbeitsverzeichnis %1/%2 auf %3 ist ein Link; TrainDeck löscht dort nur einen Ordner, den es angelegt hat, nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>deleting the workdir %1/%2 on %3 failed: %4</source>
        <translation>das Löschen des Arbeitsverzeichnisses %1/%2 auf %3 ist fehlgeschlagen: %4</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4 on the engine&apos;s host; nothing was deleted.</source>
        <translation>Job „%1“ nennt als Arbeitsverzeichnis %2 (Label %3 an seinem Netzwerk), aber TrainDeck löscht das Arbeitsverzeichnis eines Jobs nur unter %4 auf dem Host der Engine; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4; nothing was deleted. If the folder is yours, remove it and the job&apos;s containers and network with the engine&apos;s own tools (docker rm -f, docker network rm).</source>
        <translation>Job „%1“ nennt als Arbeitsverzeichnis %2 (Label %3 an seinem Netzwerk), aber TrainDeck löscht das Arbeitsverzeichnis eines Jobs nur unter %4; nichts wurde gelöscht. Wenn der Ordner Ihnen gehört, entfernen Sie ihn sowie Container und Netzwerk des Jobs mit den Werkzeugen der Engine (docker rm -f, docker network rm).</translation>
    </message>
    <message>
        <source>could not create container: %1</source>
        <translation>Container konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>image %1 is not on %2 and the pull policy is Never (the engine said: %3). Build or load the image, or use pull policy IfNotPresent.</source>
        <translation>Image %1 ist nicht auf %2 und die Pull-Policy ist Never (die Engine meldete: %3). Bauen oder laden Sie das Image, oder verwenden Sie die Pull-Policy IfNotPresent.</translation>
    </message>
    <message>
        <source>pulling image %1</source>
        <translation>Image %1 wird gepullt</translation>
    </message>
    <message>
        <source>image %1 pulled</source>
        <translation>Image %1 gepullt</translation>
    </message>
    <message>
        <source>the workdir %1 appeared while the job was being submitted; TrainDeck does not write into a folder it did not create. Remove it or pick another job name.</source>
        <translation>das Arbeitsverzeichnis %1 ist während der Übermittlung des Jobs aufgetaucht; TrainDeck schreibt nicht in einen Ordner, den es nicht angelegt hat. Entfernen Sie ihn oder wählen Sie einen anderen Jobnamen.</translation>
    </message>
    <message>
        <source>the plan has no network</source>
        <translation>der Plan hat kein Netzwerk</translation>
    </message>
    <message>
        <source>%1. Delete the old job of this name first (traindeck-cli delete %2)</source>
        <translation>%1. Löschen Sie zuerst den alten Job dieses Namens (traindeck-cli delete %2)</translation>
    </message>
    <message>
        <source>network %1 created</source>
        <translation>Netzwerk %1 erstellt</translation>
    </message>
    <message>
        <source>%1. Each job has a network of its own and the engine has no addresses left for another: delete finished jobs, remove networks no job uses (docker network prune, podman network prune), or give the engine more address pools (default-address-pools in dockerd&apos;s daemon.json, default_subnet_pools in podman&apos;s containers.conf)</source>
        <translation>%1. Jeder Job hat ein eigenes Netzwerk, und die Engine hat keine Adressen mehr für ein weiteres: Löschen Sie beendete Jobs, entfernen Sie Netzwerke, die kein Job nutzt (docker network prune, podman network prune), oder geben Sie der Engine mehr Adressbereiche (default-address-pools in der daemon.json von dockerd, default_subnet_pools in der containers.conf von podman)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Container::ContainerStatsFollower</name>
    <message>
        <source>No container of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation>Kein Container des Jobs „%1“ läuft, daher gibt es nichts zu messen; Messwerte beginnen, sobald einer läuft.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Document</name>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB (Kubernetes refuses objects over 1.5 MiB)</source>
        <translation>die Datei ist %1 MiB groß; Job- und Runtime-Dateien sind auf %2 MiB begrenzt (Kubernetes lehnt Objekte über 1,5 MiB ab)</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (first bad byte at line %1, column %2); save it as UTF-8</source>
        <translation>die Datei ist kein gültiges UTF-8 (erstes ungültiges Byte in Zeile %1, Spalte %2); speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>the file contains NUL bytes; is it a binary file?</source>
        <translation>die Datei enthält NUL-Bytes; ist es eine Binärdatei?</translation>
    </message>
    <message>
        <source>this is not valid YAML: a &apos;,&apos; at line %1, column %2 separates nothing; remove it, or put the values in a list [a, b]</source>
        <translation>dies ist kein gültiges YAML: ein „,“ in Zeile %1, Spalte %2 trennt nichts; entfernen Sie es oder setzen Sie die Werte in eine Liste [a, b]</translation>
    </message>
    <message>
        <source>brackets are nested deeper than %1 levels</source>
        <translation>Klammern sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the YAML parser did not finish reading this file within %1 s, which happens on some malformed documents; check the file for stray commas, brackets or anchors, or save it again from an editor</source>
        <translation>der YAML-Parser hat diese Datei nicht innerhalb von %1 s gelesen, was bei manchen fehlerhaften Dokumenten vorkommt; prüfen Sie die Datei auf überzählige Kommas, Klammern oder Anker, oder speichern Sie sie erneut aus einem Editor</translation>
    </message>
    <message>
        <source>the YAML parser crashed on this file; it is not valid YAML</source>
        <translation>der YAML-Parser ist bei dieser Datei abgestürzt; sie ist kein gültiges YAML</translation>
    </message>
    <message>
        <source>this is not valid YAML: %1</source>
        <translation>dies ist kein gültiges YAML: %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a Kubernetes object with apiVersion and kind</source>
        <translation>die Datei ist leer; ein Kubernetes-Objekt mit apiVersion und kind wurde erwartet</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; expected one</source>
        <translation>die Datei enthält %1 YAML-Dokumente; eines wurde erwartet</translation>
    </message>
</context>
<context>
    <name>TrainDeck::DocumentBuilder</name>
    <message>
        <source>the document expands to more than %1 values (YAML aliases repeated many times?); refusing to read it</source>
        <translation>das Dokument expandiert zu mehr als %1 Werten (YAML-Aliase sehr oft wiederholt?); es wird nicht gelesen</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>die Verschachtelung ist tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>a mapping key must be a plain value, not a list or map</source>
        <translation>ein Mapping-Schlüssel muss ein einfacher Wert sein, keine Liste oder Map</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping</source>
        <translation>der Schlüssel „%1“ kommt im selben Mapping doppelt vor</translation>
    </message>
</context>
<context>
    <name>TrainDeck::FieldReader</name>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation>dieses Feld ist erforderlich</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>Text erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 liegt außerhalb des Bereichs; verwenden Sie einen Wert von %2 bis %3</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a list of text values, found %1</source>
        <translation>eine Liste von Textwerten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a mapping of names to text, found %1</source>
        <translation>ein Mapping von Namen auf Text erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected text, found %1 (quote the value)</source>
        <translation>Text erwartet, gefunden: %1 (setzen Sie den Wert in Anführungszeichen)</translation>
    </message>
    <message>
        <source>expected a mapping of resource names to quantities, found %1</source>
        <translation>ein Mapping von Ressourcennamen auf Mengen erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a quantity such as 2, 500m or 4Gi, found %1</source>
        <translation>eine Menge wie 2, 500m oder 4Gi erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a list of {name, value} entries, found %1</source>
        <translation>eine Liste von {name, value}-Einträgen erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected {name: ..., value: ...}, found %1</source>
        <translation>{name: ..., value: ...} erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>environment values must be text; quote %1</source>
        <translation>Umgebungswerte müssen Text sein; setzen Sie %1 in Anführungszeichen</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>Mapping erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>Liste erwartet, gefunden: %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::History::HistoryStoreWorker</name>
    <message>
        <source>The history database %1 failed: %2</source>
        <translation>Die Verlaufsdatenbank %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>it holds tables but no history schema version</source>
        <translation>sie enthält Tabellen, aber keine Version des Verlaufsschemas</translation>
    </message>
    <message>
        <source>The history database %1 is unusable and could not be renamed to %2. Move it away by hand and start TrainDeck again.</source>
        <translation>Die Verlaufsdatenbank %1 ist unbrauchbar und konnte nicht in %2 umbenannt werden. Verschieben Sie sie von Hand und starten Sie TrainDeck erneut.</translation>
    </message>
    <message>
        <source>The history database %1 is locked by another program (another TrainDeck or an sqlite3 shell?) and stayed locked for %2 seconds. It was left as it is; this session records its runs in %3 instead. Close the other program and restart TrainDeck to use %1 again.</source>
        <translation>Die Verlaufsdatenbank %1 ist von einem anderen Programm gesperrt (einem anderen TrainDeck oder einer sqlite3-Shell?) und blieb %2 Sekunden gesperrt. Sie wurde belassen; diese Sitzung zeichnet ihre Läufe stattdessen in %3 auf. Schließen Sie das andere Programm und starten Sie TrainDeck neu, um wieder %1 zu verwenden.</translation>
    </message>
    <message>
        <source>it was written by a newer TrainDeck (schema version %1; this one knows up to %2)</source>
        <translation>sie wurde von einem neueren TrainDeck geschrieben (Schemaversion %1; dieses kennt bis %2)</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>sie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The history database %1 could not be used: %2. It was kept as %3 and a new, empty history was started; nothing was deleted. Open the kept file with that newer TrainDeck or sqlite3 to recover its runs, or delete it once you no longer need it.</source>
        <translation>Die Verlaufsdatenbank %1 konnte nicht verwendet werden: %2. Sie wurde als %3 aufbewahrt und ein neuer, leerer Verlauf begonnen; nichts wurde gelöscht. Öffnen Sie die aufbewahrte Datei mit dem neueren TrainDeck oder sqlite3, um ihre Läufe wiederherzustellen, oder löschen Sie sie, wenn Sie sie nicht mehr brauchen.</translation>
    </message>
    <message>
        <source>%1 A new history database %2 could not be made either: %3</source>
        <translation>%1 Eine neue Verlaufsdatenbank %2 konnte ebenfalls nicht angelegt werden: %3</translation>
    </message>
    <message>
        <source>No run %1 in the history: it was removed or pruned.</source>
        <translation>Kein Lauf %1 im Verlauf: Er wurde entfernt oder bereinigt.</translation>
    </message>
    <message>
        <source>The archive folder %1 does not exist.</source>
        <translation>Der Archivordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a folder of the archive %2 (a link, or a path elsewhere); it was left alone.</source>
        <translation>%1 ist kein Ordner des Archivs %2 (ein Link oder ein Pfad anderswo); er wurde unberührt gelassen.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobPlan</name>
    <message numerus="yes">
        <source>Job %1 on %2: runtime %3 (%4, %5), %n node(s)</source>
        <translation>
            <numerusform>Job %1 auf %2: Runtime %3 (%4, %5), %n Knoten</numerusform>
            <numerusform>Job %1 auf %2: Runtime %3 (%4, %5), %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>  workspace: %1
</source>
        <translation>  Arbeitsbereich: %1
</translation>
    </message>
    <message>
        <source>  network:   %1
</source>
        <translation>  Netzwerk:   %1
</translation>
    </message>
    <message>
        <source> after %1</source>
        <translation> nach %1</translation>
    </message>
    <message>
        <source>     image:   %1
</source>
        <translation>     Image:   %1
</translation>
    </message>
    <message numerus="yes">
        <source>&lt;script, %n line(s)&gt;</source>
        <translation>
            <numerusform>&lt;Skript, %n Zeile&gt;</numerusform>
            <numerusform>&lt;Skript, %n Zeilen&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>     command: %1
</source>
        <translation>     Befehl:  %1
</translation>
    </message>
    <message>
        <source>     limits:  %1 (not enforced on local processes)
</source>
        <translation>     Limits:  %1 (bei lokalen Prozessen nicht durchgesetzt)
</translation>
    </message>
    <message>
        <source>     limits:  %1
</source>
        <translation>     Limits:  %1
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>Warnung: %1
</translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobWorker</name>
    <message>
        <source>This backend does not measure what jobs use.</source>
        <translation>Dieses Backend misst nicht, was Jobs verbrauchen.</translation>
    </message>
    <message>
        <source>This backend cannot inspect steps (step %1 of job %2).</source>
        <translation>Dieses Backend kann keine Schritte untersuchen (Schritt %1 von Job %2).</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::ExecCredentialPlugin</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation>Benutzer „%1“: %2</translation>
    </message>
    <message>
        <source>exec has no command</source>
        <translation>exec hat kein command</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always, so it needs a terminal, and TrainDeck has none; run `kubectl get ns` in a terminal once so that the plugin can sign in (most plugins keep what they get), or set interactiveMode to IfAvailable or Never</source>
        <translation>das Exec-Plugin „%1“ hat interactiveMode Always, braucht also ein Terminal, und TrainDeck hat keines; führen Sie einmal `kubectl get ns` in einem Terminal aus, damit sich das Plugin anmelden kann (die meisten Plugins behalten, was sie bekommen), oder setzen Sie interactiveMode auf IfAvailable oder Never</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation>das Exec-Plugin „%1“ existiert nicht (gesucht: %2)</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation>das Exec-Plugin „%1“ wurde nicht im PATH gefunden</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; (%2) could not be started: %3</source>
        <translation>das Exec-Plugin „%1“ (%2) konnte nicht gestartet werden: %3</translation>
    </message>
    <message>
        <source>it printed nothing on stderr</source>
        <translation>es hat nichts auf stderr ausgegeben</translation>
    </message>
    <message>
        <source>the end of its stderr:
%1</source>
        <translation>das Ende seiner stderr-Ausgabe:
%1</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; did not finish within %2 s and was stopped; run it by hand in a terminal, it may be waiting for a sign-in (%3)</source>
        <translation>das Exec-Plugin „%1“ ist nicht innerhalb von %2 s fertig geworden und wurde angehalten; führen Sie es von Hand in einem Terminal aus, es wartet vielleicht auf eine Anmeldung (%3)</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; printed more than %2 bytes and was stopped; an ExecCredential is far smaller</source>
        <translation>das Exec-Plugin „%1“ hat mehr als %2 Bytes ausgegeben und wurde angehalten; ein ExecCredential ist weit kleiner</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was killed by a signal; %2</source>
        <translation>das Exec-Plugin „%1“ wurde durch ein Signal beendet; %2</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; failed with exit code %2; %3</source>
        <translation>das Exec-Plugin „%1“ ist mit Exit-Code %2 fehlgeschlagen; %3</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeClient</name>
    <message>
        <source>cannot %1 %2: %3 answered %4 with something that is not a JSON object</source>
        <translation>%1 %2 nicht möglich: %3 beantwortete %4 mit etwas, das kein JSON-Objekt ist</translation>
    </message>
    <message>
        <source>cannot %1 %2: %3</source>
        <translation>%1 %2 nicht möglich: %3</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: server &apos;%2&apos; is not an https:// URL with a host; use the form https://HOST:PORT</source>
        <translation>Cluster „%1“: Server „%2“ ist keine https://-URL mit Host; verwenden Sie die Form https://HOST:PORT</translation>
    </message>
    <message>
        <source>the Kubernetes API server</source>
        <translation>der Kubernetes-API-Server</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: proxy-url &apos;%2&apos; is not one TrainDeck can use; use http://HOST:PORT or socks5://HOST:PORT</source>
        <translation>Cluster „%1“: proxy-url „%2“ kann TrainDeck nicht verwenden; verwenden Sie http://HOST:PORT oder socks5://HOST:PORT</translation>
    </message>
    <message>
        <source>certificate authority</source>
        <translation>Zertifizierungsstelle</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority: %2</source>
        <translation>Cluster „%1“: certificate-authority: %2</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: the certificate authority (%2) holds no PEM certificate</source>
        <translation>Cluster „%1“: Die Zertifizierungsstelle (%2) enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached without TLS: anyone on the network path can read and change what is sent, credentials included. Use its https:// address</source>
        <translation>Cluster „%1“ (%2) wird ohne TLS erreicht: Jeder auf dem Netzwerkpfad kann lesen und ändern, was gesendet wird, Anmeldedaten eingeschlossen. Verwenden Sie seine https://-Adresse</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached with certificate checks turned off (insecure-skip-tls-verify in %3): a man in the middle can read and change what is sent, credentials included. Put the cluster&apos;s CA in certificate-authority-data and drop the option</source>
        <translation>Cluster „%1“ (%2) wird mit abgeschalteter Zertifikatsprüfung erreicht (insecure-skip-tls-verify in %3): Ein Angreifer dazwischen kann lesen und ändern, was gesendet wird, Anmeldedaten eingeschlossen. Legen Sie die CA des Clusters in certificate-authority-data ab und lassen Sie die Option weg</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 (context %2) does not serve %3. For %4 install Kubeflow Trainer on the cluster (see docs/kubernetes.md), or choose a context whose cluster has it</source>
        <translation>%1 (Kontext %2) stellt %3 nicht bereit. Für %4 installieren Sie Kubeflow Trainer auf dem Cluster (siehe docs/kubernetes.md) oder wählen Sie einen Kontext, dessen Cluster ihn hat</translation>
    </message>
    <message>
        <source>TrainJobs and training runtimes</source>
        <translation>TrainJobs und Trainings-Runtimes</translation>
    </message>
    <message>
        <source>cannot list %1: %2 answered a list without items</source>
        <translation>%1 kann nicht aufgelistet werden: %2 antwortete mit einer Liste ohne items</translation>
    </message>
    <message>
        <source>cannot list %1: %2 sent the same continue token twice</source>
        <translation>%1 kann nicht aufgelistet werden: %2 sandte dasselbe continue-Token zweimal</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeCredentials</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation>Benutzer „%1“: %2</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate (a &quot;-----BEGIN CERTIFICATE-----&quot; block)</source>
        <translation>%1 enthält kein PEM-Zertifikat (einen Block „-----BEGIN CERTIFICATE-----“)</translation>
    </message>
    <message>
        <source>%1 is not an unencrypted RSA or EC private key in PEM; TrainDeck cannot use other keys, and an encrypted key needs decrypting first (openssl pkey -in KEY -out PLAIN)</source>
        <translation>%1 ist kein unverschlüsselter RSA- oder EC-Privatschlüssel in PEM; TrainDeck kann keine anderen Schlüssel verwenden, und ein verschlüsselter Schlüssel muss zuerst entschlüsselt werden (openssl pkey -in KEY -out PLAIN)</translation>
    </message>
    <message>
        <source>cannot read %1 %2: %3</source>
        <translation>%1 %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>client-certificate %1</source>
        <translation>client-certificate %1</translation>
    </message>
    <message>
        <source>client-certificate-data</source>
        <translation>client-certificate-data</translation>
    </message>
    <message>
        <source>client-key %1</source>
        <translation>client-key %1</translation>
    </message>
    <message>
        <source>client-key-data</source>
        <translation>client-key-data</translation>
    </message>
    <message>
        <source>has a client certificate but no client-key; add the key that belongs to it</source>
        <translation>hat ein Client-Zertifikat, aber keinen client-key; fügen Sie den zugehörigen Schlüssel hinzu</translation>
    </message>
    <message>
        <source>has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation>hat einen client-key, aber kein Client-Zertifikat; fügen Sie das zugehörige Zertifikat hinzu</translation>
    </message>
    <message>
        <source>token file</source>
        <translation>Token-Datei</translation>
    </message>
    <message>
        <source>cannot read tokenFile %1: %2</source>
        <translation>tokenFile %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>tokenFile %1 is empty; it must hold the bearer token</source>
        <translation>tokenFile %1 ist leer; sie muss das Bearer-Token enthalten</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos;&apos;s</source>
        <translation>des Exec-Plugins „%1“</translation>
    </message>
    <message>
        <source>%1 clientCertificateData</source>
        <translation>%1 clientCertificateData</translation>
    </message>
    <message>
        <source>%1 clientKeyData</source>
        <translation>%1 clientKeyData</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeLogFollower</name>
    <message>
        <source>--- pod %1 was replaced by %2 ---</source>
        <translation>--- Pod %1 wurde durch %2 ersetzt ---</translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2; the previous one exited with code %3) ---</source>
        <translation>--- Container %1 neu gestartet (Neustart %2; der vorige endete mit Code %3) ---</translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2) ---</source>
        <translation>--- Container %1 neu gestartet (Neustart %2) ---</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeLogSupervisor</name>
    <message>
        <source>The log of step &apos;%1&apos; is not kept: the name cannot name a file (%2). Rename the runtime&apos;s step.</source>
        <translation>Das Log von Schritt „%1“ wird nicht aufbewahrt: Der Name kann keine Datei benennen (%2). Benennen Sie den Schritt der Runtime um.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeWatch</name>
    <message>
        <source>the watch of %1 went silent for %2 s</source>
        <translation>die Überwachung (watch) von %1 blieb %2 s still</translation>
    </message>
    <message>
        <source>the watch of %1 ended without an event</source>
        <translation>die Überwachung (watch) von %1 endete ohne Ereignis</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubernetesBackend</name>
    <message>
        <source>%1 (all namespaces)</source>
        <translation>%1 (alle Namespaces)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubernetesWorker</name>
    <message>
        <source>not connected to the cluster yet; wait for the connection or check the context</source>
        <translation>noch nicht mit dem Cluster verbunden; warten Sie auf die Verbindung oder prüfen Sie den Kontext</translation>
    </message>
    <message>
        <source>not connected to the cluster: %1</source>
        <translation>nicht mit dem Cluster verbunden: %1</translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer is not installed on this cluster (it does not serve trainer.kubeflow.org/v1alpha1): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation>Kubernetes %1 · Kubeflow Trainer ist auf diesem Cluster nicht installiert (er stellt trainer.kubeflow.org/v1alpha1 nicht bereit): Installieren Sie Kubeflow Trainer oder wählen Sie einen Kontext, dessen Cluster ihn hat</translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer %2 · namespace %3</source>
        <translation>Kubernetes %1 · Kubeflow Trainer %2 · Namespace %3</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>(alle)</translation>
    </message>
    <message>
        <source>(version not stated)</source>
        <translation>(Version nicht angegeben)</translation>
    </message>
    <message>
        <source>(version unknown: %1/kubeflow-trainer-public: %2)</source>
        <translation>(Version unbekannt: %1/kubeflow-trainer-public: %2)</translation>
    </message>
    <message>
        <source>no such ConfigMap</source>
        <translation>keine solche ConfigMap</translation>
    </message>
    <message>
        <source>the cluster lists a TrainJob named &apos;%1&apos;, which is not a valid job name; TrainDeck shows it and leaves it alone</source>
        <translation>der Cluster listet einen TrainJob namens „%1“, der kein gültiger Jobname ist; TrainDeck zeigt ihn an und lässt ihn unberührt</translation>
    </message>
    <message>
        <source>metrics.k8s.io/v1beta1 serves no pods</source>
        <translation>metrics.k8s.io/v1beta1 liefert keine Pods</translation>
    </message>
    <message>
        <source>The cluster has no metrics server, so what pods use cannot be shown (%1). Install metrics-server (kubectl top needs it too).</source>
        <translation>Der Cluster hat keinen Metrics-Server, daher kann nicht angezeigt werden, was Pods verbrauchen (%1). Installieren Sie metrics-server (auch kubectl top braucht ihn).</translation>
    </message>
    <message>
        <source>No pod of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation>Kein Pod des Jobs „%1“ läuft, daher gibt es nichts zu messen; Messwerte beginnen, sobald einer läuft.</translation>
    </message>
    <message>
        <source>several namespaces have a TrainJob named &apos;%1&apos;; name it as namespace/name</source>
        <translation>mehrere Namespaces haben einen TrainJob namens „%1“; geben Sie ihn als namespace/name an</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in namespace %2</source>
        <translation>kein TrainJob namens „%1“ im Namespace %2</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(beliebig)</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; is known yet: %2</source>
        <translation>noch ist kein TrainJob namens „%1“ bekannt: %2</translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>TrainJob „%1“ hat keinen Schritt „%2“</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of TrainJob &apos;%2&apos; has no pod now: it is not scheduled yet, or its pod was deleted. Its logs and events are kept.</source>
        <translation>Schritt „%1“ von TrainJob „%2“ hat derzeit keinen Pod: Er ist noch nicht eingeplant, oder sein Pod wurde gelöscht. Seine Logs und Ereignisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>The pod of step &apos;%1&apos; of TrainJob &apos;%2&apos; (%3 in namespace %4) is gone: it was deleted, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation>Der Pod von Schritt „%1“ des TrainJobs „%2“ (%3 im Namespace %4) ist nicht mehr da: Er wurde gelöscht, daher gibt es nichts mehr zu untersuchen. Seine Logs und Ereignisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; is still being read</source>
        <translation>TrainJob „%1“ wird noch gelesen</translation>
    </message>
    <message>
        <source>this connection lists every namespace and submits to none; choose a namespace to submit %1</source>
        <translation>diese Verbindung listet alle Namespaces und übermittelt an keinen; wählen Sie einen Namespace, um %1 zu übermitteln</translation>
    </message>
    <message>
        <source>the job names namespace %1, but this connection works in %2; pick the connection of namespace %1, or clear the job&apos;s namespace</source>
        <translation>der Job nennt den Namespace %1, aber diese Verbindung arbeitet in %2; wählen Sie die Verbindung des Namespace %1 oder leeren Sie den Namespace des Jobs</translation>
    </message>
    <message>
        <source>a TrainJob named &apos;%1&apos; exists already in namespace %2; delete it or pick another name</source>
        <translation>ein TrainJob namens „%1“ existiert bereits im Namespace %2; löschen Sie ihn oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>TrainJob %1 has finished (%2); there is nothing to %3</source>
        <translation>TrainJob %1 ist beendet (%2); es gibt nichts zu %3</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>resume</source>
        <translation>fortsetzen</translation>
    </message>
    <message>
        <source>TrainDeck does not delete %1: it cannot tell what it is</source>
        <translation>TrainDeck löscht %1 nicht: Es kann nicht erkennen, was es ist</translation>
    </message>
    <message>
        <source>%1 is a TrainJob already: clone it instead</source>
        <translation>%1 ist bereits ein TrainJob: Klonen Sie ihn stattdessen</translation>
    </message>
    <message>
        <source>no Training Operator job named &apos;%1&apos; in namespace %2</source>
        <translation>kein Training-Operator-Job namens „%1“ im Namespace %2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Local::LocalBackend</name>
    <message>
        <source>Local processes</source>
        <translation>Lokale Prozesse</translation>
    </message>
    <message>
        <source>a job named &apos;%1&apos; exists already; delete it or pick another name</source>
        <translation>ein Job namens „%1“ existiert bereits; löschen Sie ihn oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>cannot find a free TCP port on 127.0.0.1 for the rendezvous (%1); check the local network settings</source>
        <translation>auf 127.0.0.1 ist kein freier TCP-Port für den Rendezvous zu finden (%1); prüfen Sie die lokalen Netzwerkeinstellungen</translation>
    </message>
    <message>
        <source>cannot find a TCP port on 127.0.0.1 that no running job uses; wait for a job to finish and submit again</source>
        <translation>auf 127.0.0.1 ist kein TCP-Port zu finden, den kein laufender Job verwendet; warten Sie, bis ein Job endet, und übermitteln Sie erneut</translation>
    </message>
    <message>
        <source>No process of job &apos;%1&apos; is running, so there is nothing to measure; samples start when a step runs.</source>
        <translation>Kein Prozess des Jobs „%1“ läuft, daher gibt es nichts zu messen; Messwerte beginnen, sobald ein Schritt läuft.</translation>
    </message>
    <message>
        <source>the plan&apos;s workspace %1 is not %2</source>
        <translation>der Arbeitsbereich %1 des Plans ist nicht %2</translation>
    </message>
    <message>
        <source>cannot create the job folder %1: %2</source>
        <translation>der Job-Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workspace</source>
        <translation>die Datei %1 des Plans liegt nicht im Arbeitsbereich</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) on runtime %1, rendezvous port %2</source>
        <translation>
            <numerusform>%n Knoten auf Runtime %1, Rendezvous-Port %2</numerusform>
            <numerusform>%n Knoten auf Runtime %1, Rendezvous-Port %2</numerusform>
        </translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation>angehalten: %1</translation>
    </message>
    <message>
        <source>the process ended without an exit status (killed?)</source>
        <translation>der Prozess endete ohne Exit-Status (abgebrochen?)</translation>
    </message>
    <message>
        <source>the environment could not be prepared (see the log)</source>
        <translation>die Umgebung konnte nicht vorbereitet werden (siehe Log)</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation>Exit-Code %1: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>another step failed</source>
        <translation>ein anderer Schritt ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>TrainDeck was restarted before the nodes started and does not store secrets; submit the job again</source>
        <translation>TrainDeck wurde neu gestartet, bevor die Knoten starteten, und speichert keine Secrets; übermitteln Sie den Job erneut</translation>
    </message>
    <message>
        <source>step %1 could not start: %2</source>
        <translation>Schritt %1 konnte nicht starten: %2</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>Job „%1“ hat keinen Schritt „%2“</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no process yet: inspect it once it has started.</source>
        <translation>Schritt „%1“ von Job „%2“ hat noch keinen Prozess: Untersuchen Sie ihn, sobald er gestartet ist.</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <source>could not delete every file of %1: %2</source>
        <translation>nicht jede Datei von %1 konnte gelöscht werden: %2</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation>kein Job namens „%1“</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>the job state names job &apos;%1&apos;, not &apos;%2&apos; as its folder; rename one of them</source>
        <translation>der Jobzustand nennt den Job &apos;%1&apos;, nicht &apos;%2&apos; wie sein Ordner; benennen Sie einen der beiden um</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Local::LocalWorker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in %1 could not be loaded and are not listed:
%2
Restore each state.json from a backup, or move the job&apos;s folder out of %1 to keep its logs elsewhere.</source>
        <translation>
            <numerusform>%n Job in %1 konnte nicht geladen werden und wird nicht aufgeführt:
%2
Stellen Sie die state.json aus einer Sicherung wieder her, oder verschieben Sie den Ordner des Jobs aus %1 heraus, um seine Logs anderswo aufzubewahren.</numerusform>
            <numerusform>%n Jobs in %1 konnten nicht geladen werden und werden nicht aufgeführt:
%2
Stellen Sie jede state.json aus einer Sicherung wieder her, oder verschieben Sie den Ordner des Jobs aus %1 heraus, um seine Logs anderswo aufzubewahren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed %1: a TrainDeck (process %2) stopped while it submitted this job, which never ran.</source>
        <translation>%1 entfernt: Ein TrainDeck (Prozess %2) wurde beendet, während es diesen Job übermittelte; der Job lief nie.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::HistoryTableModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 — gone from its backend; the history keeps it</source>
        <translation>%1 — nicht mehr im Backend; der Verlauf bewahrt ihn auf</translation>
    </message>
    <message numerus="yes">
        <source>last %1 · min %2 · max %3 · %n sample(s)</source>
        <translation>
            <numerusform>zuletzt %1 · min. %2 · max. %3 · %n Messwert</numerusform>
            <numerusform>zuletzt %1 · min. %2 · max. %3 · %n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Failed step</source>
        <translation>Fehlgeschl. Schritt</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::JobTableModel</name>
    <message numerus="yes">
        <source>No log line or metric for %n s</source>
        <translation>
            <numerusform>Seit %n s keine Log-Zeile oder Metrik</numerusform>
            <numerusform>Seit %n s keine Log-Zeile oder Metrik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No log line or metric for %n min</source>
        <translation>
            <numerusform>Seit %n min keine Log-Zeile oder Metrik</numerusform>
            <numerusform>Seit %n min keine Log-Zeile oder Metrik</numerusform>
        </translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <source>Kubeflow SDK</source>
        <translation>Kubeflow SDK</translation>
    </message>
    <message>
        <source>This job was made outside TrainDeck, by a tool TrainDeck cannot name: TrainDeck did not submit it from here and it carries no label that says who did.</source>
        <translation>Dieser Job wurde außerhalb von TrainDeck erstellt, von einem Werkzeug, das TrainDeck nicht benennen kann: TrainDeck hat ihn nicht von hier übermittelt, und er trägt kein Label, das sagt, wer es tat.</translation>
    </message>
    <message>
        <source>This job was made outside TrainDeck, by a tool TrainDeck cannot name: its containers carry neither TrainDeck&apos;s label (traindeck.io/managed-by) nor all the labels the Kubeflow SDK sets (trainer.kubeflow.org/step and network-id).</source>
        <translation>Dieser Job wurde außerhalb von TrainDeck erstellt, von einem Werkzeug, das TrainDeck nicht benennen kann: Seine Container tragen weder das Label von TrainDeck (traindeck.io/managed-by) noch alle Labels, die das Kubeflow SDK setzt (trainer.kubeflow.org/step und network-id).</translation>
    </message>
    <message>
        <source>Its status is unknown: TrainDeck found no step (container or pod) of it whose state it could read.</source>
        <translation>Sein Status ist unbekannt: TrainDeck hat keinen Schritt (Container oder Pod) gefunden, dessen Zustand es lesen kann.</translation>
    </message>
    <message numerus="yes">
        <source>Its status is unknown: none of its %n step(s) reports a state TrainDeck can read.</source>
        <translation>
            <numerusform>Sein Status ist unbekannt: Sein %n Schritt meldet keinen Zustand, den TrainDeck lesen kann.</numerusform>
            <numerusform>Sein Status ist unbekannt: Keiner seiner %n Schritte meldet einen Zustand, den TrainDeck lesen kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>Submitted from TrainDeck</source>
        <translation>Von TrainDeck übermittelt</translation>
    </message>
    <message>
        <source>Made by the Kubeflow Python SDK: its containers carry the SDK&apos;s labels and not TrainDeck&apos;s</source>
        <translation>Vom Kubeflow Python SDK erstellt: Seine Container tragen die Labels des SDK und nicht die von TrainDeck</translation>
    </message>
    <message>
        <source>Made outside TrainDeck, by a tool TrainDeck cannot name</source>
        <translation>Außerhalb von TrainDeck erstellt, von einem Werkzeug, das TrainDeck nicht benennen kann</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation>%1m %2s</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1h %2m</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1d %2h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 · %2 left</source>
        <translation>%1 · noch %2</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>Erstellt %1</translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log)</source>
        <translation>Der Job meldet keinen Fortschritt (Fortschritts-API oder ein Fortschrittsbalken im Log)</translation>
    </message>
    <message>
        <source>From the progress API</source>
        <translation>Aus der Fortschritts-API</translation>
    </message>
    <message>
        <source>From the job&apos;s log</source>
        <translation>Aus dem Log des Jobs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Erstellt von</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::Preferences</name>
    <message numerus="yes">
        <source>%n job(s) are running or waiting, and write into the data folder as they run. Wait for them to finish, or cancel them, then move the data folder.</source>
        <translation>
            <numerusform>%n Job läuft oder wartet und schreibt während der Ausführung in den Datenordner. Warten Sie, bis er beendet ist, oder brechen Sie ihn ab, und verschieben Sie dann den Datenordner.</numerusform>
            <numerusform>%n Jobs laufen oder warten und schreiben während der Ausführung in den Datenordner. Warten Sie, bis sie beendet sind, oder brechen Sie sie ab, und verschieben Sie dann den Datenordner.</numerusform>
        </translation>
    </message>
    <message>
        <source>The environment variable TRAINDECK_DATA_DIR chooses the data folder (%1). Unset it to choose the folder here.</source>
        <translation>Die Umgebungsvariable TRAINDECK_DATA_DIR legt den Datenordner fest (%1). Entfernen Sie sie, um den Ordner hier zu wählen.</translation>
    </message>
    <message>
        <source>The last move of the data folder finishes when TrainDeck starts again. Restart TrainDeck, then move it again.</source>
        <translation>Die letzte Verschiebung des Datenordners wird beim nächsten Start von TrainDeck abgeschlossen. Starten Sie TrainDeck neu und verschieben Sie ihn dann erneut.</translation>
    </message>
    <message>
        <source>The data folder %1 does not exist yet, so there is nothing to move. Start a job first, or choose the folder before you do.</source>
        <translation>Der Datenordner %1 existiert noch nicht, es gibt also nichts zu verschieben. Starten Sie zuerst einen Job, oder wählen Sie den Ordner, bevor Sie das tun.</translation>
    </message>
    <message numerus="yes">
        <source>The data folder moved to %1, but %n file(s) stayed in %2 because their copy could not be proven the same: %3. Look at them, then delete that folder yourself.</source>
        <translation>
            <numerusform>Der Datenordner wurde nach %1 verschoben, aber %n Datei blieb in %2, weil ihre Kopie nicht als gleich nachgewiesen werden konnte: %3. Sehen Sie sie sich an und löschen Sie den Ordner dann selbst.</numerusform>
            <numerusform>Der Datenordner wurde nach %1 verschoben, aber %n Dateien blieben in %2, weil ihre Kopie nicht als gleich nachgewiesen werden konnte: %3. Sehen Sie sie sich an und löschen Sie den Ordner dann selbst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep runs for 0 to %1 days (0 keeps them forever); %2 is not allowed.</source>
        <translation>Läufe werden 0 bis %1 Tage aufbewahrt (0 bewahrt sie für immer auf); %2 ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>The archived logs may take 0 to %1 MiB (0: no limit); %2 is not allowed.</source>
        <translation>Die archivierten Logs dürfen 0 bis %1 MiB belegen (0: keine Grenze); %2 ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>TrainDeck has no language &quot;%1&quot;. Choose one of en, de, zh_CN, or the system&apos;s.</source>
        <translation>TrainDeck hat keine Sprache „%1“. Wählen Sie en, de, zh_CN oder die des Systems.</translation>
    </message>
    <message>
        <source>Unknown theme %1: choose System, Light or Dark.</source>
        <translation>Unbekanntes Farbschema %1: Wählen Sie System, Hell oder Dunkel.</translation>
    </message>
    <message>
        <source>A job may be quiet for 1 to %1 minutes before the stall alert (0 turns it off); %2 is not allowed.</source>
        <translation>Ein Job darf 1 bis %1 Minuten still sein, bevor der Stillstandsalarm kommt (0 schaltet ihn aus); %2 ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pip index address. Give an http or https URL such as https://pypi.org/simple, or leave it empty for pip&apos;s own.</source>
        <translation>„%1“ ist keine Adresse eines pip-Index. Geben Sie eine http- oder https-URL wie https://pypi.org/simple an, oder lassen Sie das Feld für den von pip leer.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pull policy. Choose IfNotPresent, Always or Never.</source>
        <translation>„%1“ ist keine Pull-Policy. Wählen Sie IfNotPresent, Always oder Never.</translation>
    </message>
    <message>
        <source>The kubeconfig %1 is not a full path. Give it from the root (/home/you/.kube/other).</source>
        <translation>Die kubeconfig %1 ist kein vollständiger Pfad. Geben Sie ihn ab der Wurzel an (/home/sie/.kube/andere).</translation>
    </message>
    <message>
        <source>The kubeconfig %1 does not exist or cannot be read. Check the path and its permissions.</source>
        <translation>Die kubeconfig %1 existiert nicht oder kann nicht gelesen werden. Prüfen Sie den Pfad und seine Berechtigungen.</translation>
    </message>
    <message>
        <source>A job started while the data was copied, and writes into %1. The copy in %2 was removed and nothing changed. Move the data folder again once no job runs.</source>
        <translation>Während des Kopierens wurde ein Job gestartet, der in %1 schreibt. Die Kopie in %2 wurde entfernt und nichts wurde geändert. Verschieben Sie den Datenordner erneut, sobald kein Job läuft.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::RuntimeListModel</name>
    <message>
        <source>%1 (unusable)</source>
        <translation>%1 (unbrauchbar)</translation>
    </message>
    <message>
        <source>%1 (deprecated)</source>
        <translation>%1 (veraltet)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Namespaced</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %n node(s)</source>
        <translation>
            <numerusform>%1 — %2, %n Knoten</numerusform>
            <numerusform>%1 — %2, %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown framework</source>
        <translation>unbekanntes Framework</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Geltungsbereich</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::StepListModel</name>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Exit</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretMasker</name>
    <message>
        <source>dataset access token</source>
        <translation>Zugriffstoken für den Datensatz</translation>
    </message>
    <message>
        <source>model access token</source>
        <translation>Zugriffstoken für das Modell</translation>
    </message>
    <message>
        <source>dataset S3 access key ID</source>
        <translation>S3-Access-Key-ID des Datensatzes</translation>
    </message>
    <message>
        <source>dataset S3 secret access key</source>
        <translation>S3-Secret-Access-Key des Datensatzes</translation>
    </message>
    <message>
        <source>model S3 access key ID</source>
        <translation>S3-Access-Key-ID des Modells</translation>
    </message>
    <message>
        <source>model S3 secret access key</source>
        <translation>S3-Secret-Access-Key des Modells</translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretStore</name>
    <message>
        <source>no details</source>
        <translation>keine Details</translation>
    </message>
    <message>
        <source>The system keychain refused access to &quot;%1&quot; (%2). Unlock the keychain or allow TrainDeck, then try again.</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff auf „%1“ verweigert (%2). Entsperren Sie den Schlüsselbund oder erlauben Sie TrainDeck den Zugriff und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The system keychain could not be reached (%1). Start and unlock a Secret Service keyring such as GNOME Keyring or KWallet; until then TrainDeck remembers no secrets.</source>
        <translation>Der Schlüsselbund des Systems ist nicht erreichbar (%1). Starten und entsperren Sie einen Secret-Service-Schlüsselbund wie GNOME Keyring oder KWallet; bis dahin merkt sich TrainDeck keine Secrets.</translation>
    </message>
    <message>
        <source>This TrainDeck was built without qtkeychain, so it cannot remember secrets. Install qtkeychain-qt6-dev and rebuild.</source>
        <translation>Dieses TrainDeck wurde ohne qtkeychain gebaut und kann sich daher keine Secrets merken. Installieren Sie qtkeychain-qt6-dev und bauen Sie neu.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi</name>
    <message>
        <source>no random bytes for the job&apos;s progress token; try again</source>
        <translation>keine Zufallsbytes für das Fortschrittstoken des Jobs; versuchen Sie es erneut</translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi::StatusServer</name>
    <message>
        <source>Qt cannot read the progress API&apos;s certificate in %1; delete the folder to make new ones</source>
        <translation>Qt kann das Zertifikat der Fortschritts-API in %1 nicht lesen; löschen Sie den Ordner, um neue anzulegen</translation>
    </message>
    <message>
        <source>the progress API is not running</source>
        <translation>die Fortschritts-API läuft nicht</translation>
    </message>
    <message>
        <source>the progress API cannot listen on %1 port %2: %3</source>
        <translation>die Fortschritts-API kann nicht auf %1 Port %2 lauschen: %3</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AboutDialog</name>
    <message>
        <source>About TrainDeck</source>
        <translation>Über TrainDeck</translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation>Kubeflow-Trainer-Jobs erstellen, ausführen und beobachten.</translation>
    </message>
    <message>
        <source>TrainDeck&apos;s source code is free software under the Apache License 2.0. This program links Qt Charts, licensed under the GNU GPL 3, so as built it is distributed under the terms of the GPL 3.</source>
        <translation>Der Quellcode von TrainDeck ist freie Software unter der Apache License 2.0. Dieses Programm bindet Qt Charts ein, das unter der GNU GPL 3 lizenziert ist, daher wird es in dieser Form unter den Bedingungen der GPL 3 verbreitet.</translation>
    </message>
    <message>
        <source>Features of This Build</source>
        <translation>Funktionen dieses Builds</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliotheken</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (gebaut mit Qt %2)</translation>
    </message>
    <message>
        <source>Code highlighting: KSyntaxHighlighting</source>
        <translation>Code-Hervorhebung: KSyntaxHighlighting</translation>
    </message>
    <message>
        <source>Code highlighting: TrainDeck&apos;s built-in highlighter (built without KSyntaxHighlighting)</source>
        <translation>Code-Hervorhebung: eingebaute Hervorhebung von TrainDeck (ohne KSyntaxHighlighting gebaut)</translation>
    </message>
    <message>
        <source>Secrets: kept in the desktop&apos;s keychain (qtkeychain)</source>
        <translation>Secrets: im Schlüsselbund des Desktops gespeichert (qtkeychain)</translation>
    </message>
    <message>
        <source>Secrets: not remembered (built without qtkeychain)</source>
        <translation>Secrets: werden nicht gemerkt (ohne qtkeychain gebaut)</translation>
    </message>
    <message>
        <source>Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)</source>
        <translation>Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)</translation>
    </message>
    <message>
        <source>LGPL-3.0-only or GPL-2.0-or-later</source>
        <translation>LGPL-3.0-only oder GPL-2.0-or-later</translation>
    </message>
    <message>
        <source>Qt Charts</source>
        <translation>Qt Charts</translation>
    </message>
    <message>
        <source>Graphviz (cgraph, gvc)</source>
        <translation>Graphviz (cgraph, gvc)</translation>
    </message>
    <message>
        <source>yaml-cpp</source>
        <translation>yaml-cpp</translation>
    </message>
    <message>
        <source>nlohmann/json</source>
        <translation>nlohmann/json</translation>
    </message>
    <message>
        <source>http-parser</source>
        <translation>http-parser</translation>
    </message>
    <message>
        <source>OpenSSL (libcrypto)</source>
        <translation>OpenSSL (libcrypto)</translation>
    </message>
    <message>
        <source>SQLite (through Qt SQL)</source>
        <translation>SQLite (über Qt SQL)</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>gemeinfrei</translation>
    </message>
    <message>
        <source>qtkeychain</source>
        <translation>qtkeychain</translation>
    </message>
    <message>
        <source>KSyntaxHighlighting</source>
        <translation>KSyntaxHighlighting</translation>
    </message>
    <message>
        <source>&amp;About TrainDeck</source>
        <translation>Ü&amp;ber TrainDeck</translation>
    </message>
    <message>
        <source>Version, features and the licences of the libraries used</source>
        <translation>Version, Funktionen und die Lizenzen der verwendeten Bibliotheken</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AppController</name>
    <message>
        <source>A secret was not remembered</source>
        <translation>Ein Secret wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Finish or close the job you are building first: it was not changed to runtime %1.</source>
        <translation>Stellen Sie zuerst den Job fertig, den Sie gerade erstellen, oder schließen Sie ihn: Er wurde nicht auf die Runtime %1 umgestellt.</translation>
    </message>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation>Wählen Sie unter „Läuft auf“ eine Docker- oder Podman-Verbindung, um aus ihren Images zu wählen.</translation>
    </message>
    <message>
        <source>No connection to run on. Pick one under Runs on in the job builder.</source>
        <translation>Keine Verbindung zum Ausführen. Wählen Sie im Job-Builder unter „Läuft auf“ eine aus.</translation>
    </message>
    <message>
        <source>Cannot submit</source>
        <translation>Übermitteln nicht möglich</translation>
    </message>
    <message>
        <source>Job %1 was not submitted</source>
        <translation>Job %1 wurde nicht übermittelt</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::BuilderFooter</name>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Open a TrainJob YAML file</source>
        <translation>Eine TrainJob-YAML-Datei öffnen</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>TrainJob &amp;YAML…</source>
        <translation>TrainJob-&amp;YAML…</translation>
    </message>
    <message>
        <source>Kubeflow &amp;Python SDK code…</source>
        <translation>Kubeflow-&amp;Python-SDK-Code…</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>Ü&amp;bermitteln</translation>
    </message>
    <message>
        <source>Ready: the job is valid for %1.</source>
        <translation>Bereit: Der Job ist gültig für %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before submitting.</source>
        <translation>
            <numerusform>%n Problem vor dem Übermitteln beheben.</numerusform>
            <numerusform>%n Probleme vor dem Übermitteln beheben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ClusterPage</name>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Options that only a Kubernetes cluster acts on: where the job is created, how Kueue queues it, when it gives up, and patches to the pods of its runtime.</source>
        <translation>Optionen, die nur ein Kubernetes-Cluster berücksichtigt: wo der Job erstellt wird, wie Kueue ihn einreiht, wann er aufgibt, und Patches für die Pods seiner Runtime.</translation>
    </message>
    <message>
        <source>Remove Cluster Options</source>
        <translation>Cluster-Optionen entfernen</translation>
    </message>
    <message>
        <source>Clears every option of this page, so that the job can run here.</source>
        <translation>Löscht jede Option dieser Seite, damit der Job hier laufen kann.</translation>
    </message>
    <message>
        <source>the connection&apos;s namespace</source>
        <translation>der Namespace der Verbindung</translation>
    </message>
    <message>
        <source>&amp;Namespace:</source>
        <translation>&amp;Namespace:</translation>
    </message>
    <message>
        <source>Create &amp;suspended</source>
        <translation>Au&amp;sgesetzt erstellen</translation>
    </message>
    <message>
        <source>The job is created with spec.suspend: true and starts no pods until it is resumed (or Kueue admits it).</source>
        <translation>Der Job wird mit spec.suspend: true erstellt und startet keine Pods, bis er fortgesetzt wird (oder Kueue ihn zulässt).</translation>
    </message>
    <message>
        <source>none (e.g. team-a-queue)</source>
        <translation>keine (z. B. team-a-queue)</translation>
    </message>
    <message>
        <source>The Kueue LocalQueue that admits the job (label %1).</source>
        <translation>Die Kueue-LocalQueue, die den Job zulässt (Label %1).</translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation>Kueue-&amp;Queue:</translation>
    </message>
    <message>
        <source>none (e.g. high-priority)</source>
        <translation>keine (z. B. high-priority)</translation>
    </message>
    <message>
        <source>A Kueue WorkloadPriorityClass (label %1).</source>
        <translation>Eine Kueue-WorkloadPriorityClass (Label %1).</translation>
    </message>
    <message>
        <source>&amp;Priority class:</source>
        <translation>&amp;Prioritätsklasse:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds the job may run (counted again after a resume); then it fails with DeadlineExceeded.</source>
        <translation>Sekunden, die der Job laufen darf (nach einem Fortsetzen neu gezählt); danach schlägt er mit DeadlineExceeded fehl.</translation>
    </message>
    <message>
        <source>Active &amp;deadline:</source>
        <translation>Aktive &amp;Frist:</translation>
    </message>
    <message>
        <source>Default (the Trainer controller)</source>
        <translation>Standard (der Trainer-Controller)</translation>
    </message>
    <message>
        <source>&amp;Managed by:</source>
        <translation>&amp;Verwaltet von:</translation>
    </message>
    <message>
        <source>- manager: example.com/my-tool
  trainingRuntimeSpec:
    template:
      spec:
        replicatedJobs:
          - name: node
            ...</source>
        <translation>- manager: example.com/my-tool
  trainingRuntimeSpec:
    template:
      spec:
        replicatedJobs:
          - name: node
            ...</translation>
    </message>
    <message>
        <source>Add Node &amp;Selector Patch</source>
        <translation>Patch für Node-&amp;Selector hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Toleration Patch</source>
        <translation>Patch für &amp;Toleration hinzufügen</translation>
    </message>
    <message>
        <source>Runtime &amp;patches:</source>
        <translation>Runtime-P&amp;atches:</translation>
    </message>
    <message>
        <source>The list spec.runtimePatches as YAML: each entry names its manager and patches the runtime&apos;s JobSet, e.g. the node selector, tolerations or volumes of the pods of one replicated job (node for the training nodes).</source>
        <translation>Die Liste spec.runtimePatches als YAML: Jeder Eintrag nennt seinen Manager und patcht das JobSet der Runtime, z. B. Node-Selector, Tolerations oder Volumes der Pods eines replizierten Jobs (node für die Trainingsknoten).</translation>
    </message>
    <message>
        <source>Cluster options apply to Kubernetes connections; this job runs on %1.</source>
        <translation>Cluster-Optionen gelten für Kubernetes-Verbindungen; dieser Job läuft auf %1.</translation>
    </message>
    <message>
        <source> This job sets some of them: remove them here, or pick a Kubernetes connection under Runs on.</source>
        <translation> Dieser Job setzt einige davon: Entfernen Sie sie hier oder wählen Sie unter „Läuft auf“ eine Kubernetes-Verbindung.</translation>
    </message>
    <message>
        <source>runtime patches</source>
        <translation>Runtime-Patches</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::CompareView</name>
    <message>
        <source>Align by step</source>
        <translation>Nach Schritt ausrichten</translation>
    </message>
    <message>
        <source>Align by time since start</source>
        <translation>Nach Zeit seit Start ausrichten</translation>
    </message>
    <message>
        <source>Curves:</source>
        <translation>Kurven:</translation>
    </message>
    <message>
        <source>Show equal fields</source>
        <translation>Gleiche Felder zeigen</translation>
    </message>
    <message>
        <source>Training script, each run against the first</source>
        <translation>Trainingsskript, jeder Lauf gegen den ersten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reading the logs of %n run(s)…</source>
        <translation>
            <numerusform>Logs von %n Lauf werden gelesen…</numerusform>
            <numerusform>Logs von %n Läufen werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>No metric was found in these runs&apos; logs</source>
        <translation>In den Logs dieser Läufe wurde keine Metrik gefunden</translation>
    </message>
    <message>
        <source>No run reported %1 with a step</source>
        <translation>Kein Lauf hat %1 mit einem Schritt gemeldet</translation>
    </message>
    <message>
        <source>No run reported %1</source>
        <translation>Kein Lauf hat %1 gemeldet</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation>Sekunden seit Start</translation>
    </message>
    <message>
        <source>The first run&apos;s spec was not kept: there is no script to compare with.</source>
        <translation>Die Spec des ersten Laufs wurde nicht aufbewahrt: Es gibt kein Skript zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1: the spec was not kept

</source>
        <translation>%1: Die Spec wurde nicht aufbewahrt

</translation>
    </message>
    <message>
        <source>%1 and %2 ran the same script

</source>
        <translation>%1 und %2 haben dasselbe Skript ausgeführt

</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionDialog</name>
    <message>
        <source>Add Connection</source>
        <translation>Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>optional, e.g. Build box</source>
        <translation>optional, z. B. Build-Rechner</translation>
    </message>
    <message>
        <source>Unix &amp;socket</source>
        <translation>Unix-&amp;Socket</translation>
    </message>
    <message>
        <source>&amp;TCP</source>
        <translation>&amp;TCP</translation>
    </message>
    <message>
        <source>SS&amp;H</source>
        <translation>SS&amp;H</translation>
    </message>
    <message>
        <source>empty: your ssh-agent and ~/.ssh/config</source>
        <translation>leer: Ihr ssh-agent und ~/.ssh/config</translation>
    </message>
    <message>
        <source>Reached with your OpenSSH client and its settings. The host key must be known already: connect once with ssh in a terminal to check and accept it. Docker needs no path (docker system dial-stdio runs there); Podman needs its socket&apos;s path.</source>
        <translation>Erreicht über Ihren OpenSSH-Client und dessen Einstellungen. Der Host-Schlüssel muss bereits bekannt sein: Verbinden Sie sich einmal mit ssh in einem Terminal, um ihn zu prüfen und zu akzeptieren. Docker braucht keinen Pfad (dort läuft docker system dial-stdio); Podman braucht den Pfad seines Sockets.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Socket:</source>
        <translation>Socket:</translation>
    </message>
    <message>
        <source>Use TLS (the engine&apos;s certificate is checked)</source>
        <translation>TLS verwenden (das Zertifikat der Engine wird geprüft)</translation>
    </message>
    <message>
        <source>ca.pem; empty: the system&apos;s certificate authorities</source>
        <translation>ca.pem; leer: die Zertifizierungsstellen des Systems</translation>
    </message>
    <message>
        <source>cert.pem; empty: none</source>
        <translation>cert.pem; leer: keine</translation>
    </message>
    <message>
        <source>key.pem, with the client certificate</source>
        <translation>key.pem, mit dem Client-Zertifikat</translation>
    </message>
    <message>
        <source>Skip certificate verification (insecure)</source>
        <translation>Zertifikatsprüfung überspringen (unsicher)</translation>
    </message>
    <message>
        <source>Without the check, anyone on the network path can pose as the engine: read the jobs sent to it, secrets included, and run what they like. Use it only for a test engine on a network you trust.</source>
        <translation>Ohne die Prüfung kann sich jeder auf dem Netzwerkpfad als die Engine ausgeben: die an sie gesendeten Jobs samt Secrets lesen und ausführen, was er will. Verwenden Sie das nur für eine Test-Engine in einem Netzwerk, dem Sie vertrauen.</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA-Zertifikat:</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>Client-Zertifikat:</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>Client-Schlüssel:</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Reached through:</source>
        <translation>Erreicht über:</translation>
    </message>
    <message>
        <source>Save and Connect</source>
        <translation>Speichern und verbinden</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.crt *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Edit Connection</source>
        <translation>Verbindung bearbeiten</translation>
    </message>
    <message>
        <source>Socket: &apos;%1&apos; is not a socket address. Enter unix:// and the socket&apos;s absolute path, e.g. unix:///run/docker.sock.</source>
        <translation>Socket: „%1“ ist keine Socket-Adresse. Geben Sie unix:// und den absoluten Pfad des Sockets ein, z. B. unix:///run/docker.sock.</translation>
    </message>
    <message>
        <source>Address: &apos;%1&apos; is not an SSH address. Enter ssh://user@host, with :port when it is not 22 and, for Podman, the path of its socket on that host, e.g. ssh://ada@gpu-box/run/user/1000/podman/podman.sock.</source>
        <translation>Adresse: „%1“ ist keine SSH-Adresse. Geben Sie ssh://user@host ein, mit :port, wenn er nicht 22 ist, und für Podman mit dem Pfad seines Sockets auf diesem Host, z. B. ssh://ada@gpu-box/run/user/1000/podman/podman.sock.</translation>
    </message>
    <message>
        <source>Address: Podman is reached through its socket on that host: add its path, e.g. /run/user/1000/podman/podman.sock (podman info --format &apos;{{.Host.RemoteSocket.Path}}&apos; there shows it).</source>
        <translation>Adresse: Podman wird über seinen Socket auf diesem Host erreicht: Fügen Sie dessen Pfad hinzu, z. B. /run/user/1000/podman/podman.sock (podman info --format &apos;{{.Host.RemoteSocket.Path}}&apos; zeigt ihn dort an).</translation>
    </message>
    <message>
        <source>Key file: %1 does not exist. Choose your private key, or leave the field empty to use ssh-agent and ~/.ssh/config.</source>
        <translation>Schlüsseldatei: %1 existiert nicht. Wählen Sie Ihren privaten Schlüssel, oder lassen Sie das Feld leer, um ssh-agent und ~/.ssh/config zu verwenden.</translation>
    </message>
    <message>
        <source>Host: &apos;%1&apos; is not an engine address. Enter host:port, e.g. build-box.example.org:2376 (2376 is the engine&apos;s usual TLS port).</source>
        <translation>Host: „%1“ ist keine Engine-Adresse. Geben Sie host:port ein, z. B. build-box.example.org:2376 (2376 ist der übliche TLS-Port der Engine).</translation>
    </message>
    <message>
        <source>%1: %2 does not exist. Choose %3, or leave the field empty.</source>
        <translation>%1: %2 existiert nicht. Wählen Sie %3, oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>%1: %2 cannot be read (%3). Make it a file you may read, or choose another.</source>
        <translation>%1: %2 kann nicht gelesen werden (%3). Machen Sie es zu einer Datei, die Sie lesen dürfen, oder wählen Sie eine andere.</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>the ca.pem that signed the engine&apos;s certificate</source>
        <translation>die ca.pem, die das Zertifikat der Engine signiert hat</translation>
    </message>
    <message>
        <source>the cert.pem the engine accepts</source>
        <translation>die cert.pem, die die Engine akzeptiert</translation>
    </message>
    <message>
        <source>the key.pem of the client certificate</source>
        <translation>die key.pem des Client-Zertifikats</translation>
    </message>
    <message>
        <source>Client key: a client certificate needs its key. Choose its key.pem.</source>
        <translation>Client-Schlüssel: Ein Client-Zertifikat braucht seinen Schlüssel. Wählen Sie dessen key.pem.</translation>
    </message>
    <message>
        <source>Client certificate: a client key needs its certificate. Choose its cert.pem.</source>
        <translation>Client-Zertifikat: Ein Client-Schlüssel braucht sein Zertifikat. Wählen Sie dessen cert.pem.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionManager</name>
    <message>
        <source>&amp;Add Connection…</source>
        <translation>Verbindung &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Connect to a Docker or Podman engine by its socket or address</source>
        <translation>Über Socket oder Adresse mit einer Docker- oder Podman-Engine verbinden</translation>
    </message>
    <message>
        <source>&amp;Edit Connection…</source>
        <translation>Verbindung &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Change the address or TLS files of the selected saved connection</source>
        <translation>Adresse oder TLS-Dateien der ausgewählten gespeicherten Verbindung ändern</translation>
    </message>
    <message>
        <source>Re&amp;move Connection…</source>
        <translation>Verbindung &amp;entfernen…</translation>
    </message>
    <message>
        <source>Forget the selected saved connection</source>
        <translation>Die ausgewählte gespeicherte Verbindung vergessen</translation>
    </message>
    <message>
        <source>&amp;Switch Connection…</source>
        <translation>Verbindung &amp;wechseln…</translation>
    </message>
    <message>
        <source>Open the connection list</source>
        <translation>Die Verbindungsliste öffnen</translation>
    </message>
    <message>
        <source>Connection %1</source>
        <translation>Verbindung %1</translation>
    </message>
    <message>
        <source>Switch to connection %1 of the list</source>
        <translation>Zu Verbindung %1 der Liste wechseln</translation>
    </message>
    <message>
        <source>%1 is listed already; it is selected</source>
        <translation>%1 ist bereits aufgeführt; sie ist ausgewählt</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>Not changed: %1 is listed already</source>
        <translation>Nicht geändert: %1 ist bereits aufgeführt</translation>
    </message>
    <message>
        <source>Changed %1; connecting again</source>
        <translation>%1 geändert; neue Verbindung wird hergestellt</translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <source>Remove the connection %1 (%2)? Its jobs keep running on the engine; TrainDeck no longer lists them.</source>
        <translation>Die Verbindung %1 (%2) entfernen? Ihre Jobs laufen auf der Engine weiter; TrainDeck listet sie nicht mehr.</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionSelector</name>
    <message>
        <source>Where jobs run: this computer, a container engine or a cluster</source>
        <translation>Wo Jobs laufen: dieser Rechner, eine Container-Engine oder ein Cluster</translation>
    </message>
    <message>
        <source>The namespace jobs are listed in and submitted to; pick or type another</source>
        <translation>Der Namespace, in dem Jobs aufgelistet und an den sie übermittelt werden; wählen oder tippen Sie einen anderen</translation>
    </message>
    <message>
        <source>Type a namespace, then Enter</source>
        <translation>Namespace eingeben, dann Enter</translation>
    </message>
    <message>
        <source>Listing namespaces…</source>
        <translation>Namespaces werden aufgelistet…</translation>
    </message>
    <message>
        <source>Cannot list namespaces: %1</source>
        <translation>Namespaces können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>No connection</source>
        <translation>Keine Verbindung</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>Cannot open %1 in this build of TrainDeck</source>
        <translation>%1 kann in diesem Build von TrainDeck nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Not connected — %1</source>
        <translation>Nicht verbunden — %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Verloren: %1</translation>
    </message>
    <message numerus="yes">
        <source>— retrying in %n s</source>
        <translation>
            <numerusform>— neuer Versuch in %n s</numerusform>
            <numerusform>— neuer Versuch in %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation>Offline: %1</translation>
    </message>
    <message>
        <source>Connected — warning: %1</source>
        <translation>Verbunden — Warnung: %1</translation>
    </message>
    <message>
        <source>Connected — %1</source>
        <translation>Verbunden — %1</translation>
    </message>
    <message>
        <source>The kubeconfig&apos;s current context</source>
        <translation>Der aktuelle Kontext der kubeconfig</translation>
    </message>
    <message>
        <source>Not connected yet: choose it to connect</source>
        <translation>Noch nicht verbunden: Zum Verbinden auswählen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ContainerPage</name>
    <message>
        <source>Container image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <source>A ready-made training image. Its command and arguments run as they are on every node.</source>
        <translation>Ein fertiges Trainings-Image. Sein Befehl und seine Argumente laufen unverändert auf jedem Knoten.</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <source>empty: the image&apos;s entry point, e.g. python train.py</source>
        <translation>leer: der Einstiegspunkt des Images, z. B. python train.py</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>e.g. --epochs 3 --lr &quot;0.01&quot;</source>
        <translation>z. B. --epochs 3 --lr &quot;0.01&quot;</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DayView</name>
    <message>
        <source>The day before</source>
        <translation>Der Tag davor</translation>
    </message>
    <message>
        <source>The day after</source>
        <translation>Der Tag danach</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>(no connection)</source>
        <translation>(keine Verbindung)</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · %1 failed</source>
        <translation> · %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: created %2, waiting</source>
        <translation>%1: erstellt %2, wartet</translation>
    </message>
    <message>
        <source>%1: %2
created %3, ran %4</source>
        <translation>%1: %2
erstellt %3, lief %4</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: never started</source>
        <translation>%1: nie gestartet</translation>
    </message>
    <message>
        <source>No runs in the history yet</source>
        <translation>Noch keine Läufe im Verlauf</translation>
    </message>
    <message>
        <source>No run on %1 that day</source>
        <translation>Kein Lauf auf %1 an diesem Tag</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 failed</source>
        <translation>
            <numerusform>%n Lauf, %1 fehlgeschlagen</numerusform>
            <numerusform>%n Läufe, %1 fehlgeschlagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DesktopNotifier</name>
    <message>
        <source>no D-Bus session bus</source>
        <translation>kein D-Bus-Session-Bus</translation>
    </message>
    <message>
        <source>Show job</source>
        <translation>Job anzeigen</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramScene</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>TrainDeck architecture diagram</source>
        <translation>TrainDeck-Architekturdiagramm</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramView</name>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Draw the architecture larger</source>
        <translation>Die Architektur größer zeichnen</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Draw the architecture smaller</source>
        <translation>Die Architektur kleiner zeichnen</translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Draw the architecture at 100%</source>
        <translation>Die Architektur in 100 % zeichnen</translation>
    </message>
    <message>
        <source>Fit Architecture</source>
        <translation>Architektur einpassen</translation>
    </message>
    <message>
        <source>Fit the whole architecture in the view</source>
        <translation>Die ganze Architektur in die Ansicht einpassen</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GanttView</name>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GeneralPage</name>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Name the job and pick the runtime it runs on. Drop a train.py, a requirements.txt, a TrainJob YAML or a project folder anywhere on this dialog to fill it in.</source>
        <translation>Benennen Sie den Job und wählen Sie die Runtime, auf der er läuft. Ziehen Sie eine train.py, eine requirements.txt, eine TrainJob-YAML oder einen Projektordner irgendwo auf diesen Dialog, um ihn auszufüllen.</translation>
    </message>
    <message>
        <source>lowercase letters, digits and &apos;-&apos;, e.g. mnist-ddp</source>
        <translation>Kleinbuchstaben, Ziffern und „-“, z. B. mnist-ddp</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>&amp;Runtime:</translation>
    </message>
    <message>
        <source>Python script (CustomTrainer)</source>
        <translation>Python-Skript (CustomTrainer)</translation>
    </message>
    <message>
        <source>Container image (CustomTrainerContainer)</source>
        <translation>Container-Image (CustomTrainerContainer)</translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning (BuiltinTrainer)</source>
        <translation>Eingebautes TorchTune-Fine-Tuning (BuiltinTrainer)</translation>
    </message>
    <message>
        <source>&amp;Trainer:</source>
        <translation>&amp;Trainer:</translation>
    </message>
    <message>
        <source>Where Submit sends the job. Changing the main window&apos;s connection does not change it.</source>
        <translation>Wohin „Übermitteln“ den Job sendet. Die Verbindung des Hauptfensters zu ändern, ändert dies nicht.</translation>
    </message>
    <message>
        <source>R&amp;uns on:</source>
        <translation>&amp;Läuft auf:</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 (defined in the job&apos;s file)</source>
        <translation>%1 (in der Datei des Jobs definiert)</translation>
    </message>
    <message>
        <source>%1 (not available)</source>
        <translation>%1 (nicht verfügbar)</translation>
    </message>
    <message>
        <source>No runtimes are loaded.</source>
        <translation>Es sind keine Runtimes geladen.</translation>
    </message>
    <message>
        <source>This runtime is not in the catalog.</source>
        <translation>Diese Runtime ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation>Framework: %1</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>Image: %1</translation>
    </message>
    <message>
        <source>Device: %1 × %2</source>
        <translation>Gerät: %1 × %2</translation>
    </message>
    <message>
        <source>(connection closed)</source>
        <translation>(Verbindung geschlossen)</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryController</name>
    <message>
        <source>The run history was damaged</source>
        <translation>Der Laufverlauf war beschädigt</translation>
    </message>
    <message>
        <source>The run history cannot be opened: %1</source>
        <translation>Der Laufverlauf kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Run History — TrainDeck</source>
        <translation>Laufverlauf — TrainDeck</translation>
    </message>
    <message>
        <source>&amp;Runs</source>
        <translation>&amp;Läufe</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>&amp;Tag</translation>
    </message>
    <message>
        <source>Re&amp;tention…</source>
        <translation>Auf&amp;bewahrung…</translation>
    </message>
    <message>
        <source>How long runs and their archived logs are kept</source>
        <translation>Wie lange Läufe und ihre archivierten Logs aufbewahrt werden</translation>
    </message>
    <message>
        <source>Runs were not removed from the history: %1</source>
        <translation>Läufe wurden nicht aus dem Verlauf entfernt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) removed from the history.</source>
        <translation>
            <numerusform>%n Lauf aus dem Verlauf entfernt.</numerusform>
            <numerusform>%n Läufe aus dem Verlauf entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history cannot be read: %1</source>
        <translation>Der Laufverlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>A run cannot be read from the history: %1</source>
        <translation>Ein Lauf kann nicht aus dem Verlauf gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Compare %n runs</source>
        <translation>
            <numerusform>%n Lauf vergleichen</numerusform>
            <numerusform>%n Läufe vergleichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>Zeitleiste: %1</translation>
    </message>
    <message>
        <source>The history has no spec of %1: it was found on its backend, which kept none. Build it again in the builder.</source>
        <translation>Der Verlauf hat keine Spec von %1: Er wurde auf seinem Backend gefunden, das keine aufbewahrt hat. Erstellen Sie ihn im Builder neu.</translation>
    </message>
    <message>
        <source>the history&apos;s copy of %1</source>
        <translation>die Kopie von %1 im Verlauf</translation>
    </message>
    <message>
        <source>The history&apos;s spec of %1 cannot be read: %2</source>
        <translation>Die Spec von %1 im Verlauf kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Re-run of %1: its connection %2 is not open here; choose where to run it under Runs on.</source>
        <translation>Erneute Ausführung von %1: Seine Verbindung %2 ist hier nicht offen; wählen Sie unter „Läuft auf“, wo er laufen soll.</translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>Erneute Ausführung von %1: Geben Sie seine Secrets erneut ein (%2). TrainDeck bewahrt sie nicht auf; die im Schlüsselbund des Systems gespeicherten werden eingesetzt.</translation>
    </message>
    <message>
        <source>Submitting %1 again as %2…</source>
        <translation>%1 wird erneut als %2 übermittelt…</translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>Geben Sie die Secrets von %1 erneut ein (%2): TrainDeck bewahrt sie nicht auf; die im Schlüsselbund des Systems gespeicherten werden eingesetzt.</translation>
    </message>
    <message>
        <source>Nothing to prune: the history keeps every run (set a limit under Retention…).</source>
        <translation>Nichts zu bereinigen: Der Verlauf bewahrt jeden Lauf auf (setzen Sie unter „Aufbewahrung…“ eine Grenze).</translation>
    </message>
    <message>
        <source>The history was not pruned: %1</source>
        <translation>Der Verlauf wurde nicht bereinigt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n run(s) and %1 of archived logs.</source>
        <translation>
            <numerusform>%n Lauf und %1 archivierte Logs bereinigt.</numerusform>
            <numerusform>%n Läufe und %1 archivierte Logs bereinigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) still running were kept.</source>
        <translation>
            <numerusform>%n noch laufender Lauf wurde behalten.</numerusform>
            <numerusform>%n noch laufende Läufe wurden behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
    <message>
        <source>History Retention</source>
        <translation>Aufbewahrung des Verlaufs</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Older runs and their archived logs are removed every few hours and on Prune Now; a run that still runs is never removed.</source>
        <translation>Ältere Läufe und ihre archivierten Logs werden alle paar Stunden und bei „Jetzt bereinigen“ entfernt; ein Lauf, der noch läuft, wird nie entfernt.</translation>
    </message>
    <message>
        <source>Keep runs for:</source>
        <translation>Läufe aufbewahren für:</translation>
    </message>
    <message>
        <source>Archived logs at most:</source>
        <translation>Archivierte Logs höchstens:</translation>
    </message>
    <message>
        <source>&amp;Prune Now</source>
        <translation>Jetzt &amp;bereinigen</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryJobDialog</name>
    <message>
        <source>%1 — run history</source>
        <translation>%1 — Laufverlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>lief %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>gone from its backend</source>
        <translation>nicht mehr im Backend</translation>
    </message>
    <message>
        <source>The spec was not kept: the job was found on its backend, not submitted from TrainDeck.</source>
        <translation>Die Spec wurde nicht aufbewahrt: Der Job wurde auf seinem Backend gefunden, nicht von TrainDeck übermittelt.</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spec</translation>
    </message>
    <message>
        <source>No plan was kept for this run.</source>
        <translation>Für diesen Lauf wurde kein Plan aufbewahrt.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>Logs were not archived: the run&apos;s log folder is gone and the history kept no copy of it.</source>
        <translation>Logs wurden nicht archiviert: Der Log-Ordner des Laufs ist weg, und der Verlauf hat keine Kopie davon.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation>In Builder klonen</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept, so it cannot be run again from here</source>
        <translation>Die Spec des Laufs wurde nicht aufbewahrt, daher kann er von hier nicht erneut ausgeführt werden</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzter</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Reading the run&apos;s logs…</source>
        <translation>Logs des Laufs werden gelesen…</translation>
    </message>
    <message>
        <source>No metric was found in the run&apos;s logs.</source>
        <translation>In den Logs des Laufs wurde keine Metrik gefunden.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation>Sekunden seit Start</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryView</name>
    <message>
        <source>gone from backend</source>
        <translation>nicht mehr im Backend</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Show the run&apos;s spec, plan, logs, metrics and timeline</source>
        <translation>Spec, Plan, Logs, Metriken und Zeitleiste des Laufs zeigen</translation>
    </message>
    <message>
        <source>Delete from history</source>
        <translation>Aus dem Verlauf löschen</translation>
    </message>
    <message>
        <source>Forget the selected runs and their archived logs (the jobs on their backends are not touched)</source>
        <translation>Die ausgewählten Läufe und ihre archivierten Logs vergessen (die Jobs auf ihren Backends bleiben unberührt)</translation>
    </message>
    <message>
        <source>Search runs by name</source>
        <translation>Läufe nach Namen suchen</translation>
    </message>
    <message>
        <source>Any runtime</source>
        <translation>Jede Runtime</translation>
    </message>
    <message>
        <source>Any backend</source>
        <translation>Jedes Backend</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>jeder Tag</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min.</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at least this</source>
        <translation>Läufe, deren letzter Wert der Metrik mindestens dies ist</translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at most this</source>
        <translation>Läufe, deren letzter Wert der Metrik höchstens dies ist</translation>
    </message>
    <message>
        <source>Created from</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation>In Builder klonen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Overlay the metric curves of the selected runs and list what differed in their specs (select two or more)</source>
        <translation>Die Metrikkurven der ausgewählten Läufe überlagern und auflisten, worin sich ihre Specs unterschieden (zwei oder mehr auswählen)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>The run&apos;s steps and events over time</source>
        <translation>Die Schritte und Ereignisse des Laufs im Zeitverlauf</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept (a job found on its backend), so it cannot be run again from here</source>
        <translation>Die Spec des Laufs wurde nicht aufbewahrt (ein auf seinem Backend gefundener Job), daher kann er von hier nicht erneut ausgeführt werden</translation>
    </message>
    <message>
        <source>Submit the same spec again</source>
        <translation>Dieselbe Spec erneut übermitteln</translation>
    </message>
    <message>
        <source>Open a copy of the spec in the builder</source>
        <translation>Eine Kopie der Spec im Builder öffnen</translation>
    </message>
    <message>
        <source>No runs yet.
Every job you submit or find on a backend is kept here, with its spec, logs and metrics, even after its backend forgets it.</source>
        <translation>Noch keine Läufe.
Jeder Job, den Sie übermitteln oder auf einem Backend finden, wird hier mit Spec, Logs und Metriken aufbewahrt, auch nachdem sein Backend ihn vergessen hat.</translation>
    </message>
    <message>
        <source>No run matches these filters.
Clear the search field or widen the filters to see more runs.</source>
        <translation>Kein Lauf passt zu diesen Filtern.
Leeren Sie das Suchfeld oder erweitern Sie die Filter, um mehr Läufe zu sehen.</translation>
    </message>
    <message>
        <source>Delete the run “%1” from the history? Its archived logs are deleted too; the job on its backend is not touched.</source>
        <translation>Den Lauf „%1“ aus dem Verlauf löschen? Seine archivierten Logs werden ebenfalls gelöscht; der Job auf seinem Backend bleibt unberührt.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n runs from the history? Their archived logs are deleted too; the jobs on their backends are not touched.</source>
        <translation>
            <numerusform>%n Lauf aus dem Verlauf löschen? Seine archivierten Logs werden ebenfalls gelöscht; der Job auf seinem Backend bleibt unberührt.</numerusform>
            <numerusform>%n Läufe aus dem Verlauf löschen? Ihre archivierten Logs werden ebenfalls gelöscht; die Jobs auf ihren Backends bleiben unberührt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ImagePicker</name>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation>Wählen Sie unter „Läuft auf“ eine Docker- oder Podman-Verbindung, um aus ihren Images zu wählen.</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
    <message>
        <source>%1, made %2</source>
        <translation>%1, erstellt %2</translation>
    </message>
    <message>
        <source>%1 has no tagged images yet: type a name, and it is pulled as the pull policy says.</source>
        <translation>%1 hat noch keine Images mit Tag: Geben Sie einen Namen ein; es wird gemäß der Pull-Policy gepullt.</translation>
    </message>
    <message numerus="yes">
        <source>Choose one of the %n image(s) on %1</source>
        <translation>
            <numerusform>Eines von %n Image auf %1 wählen</numerusform>
            <numerusform>Eines der %n Images auf %1 wählen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializerForm</name>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>HuggingFace</source>
        <translation>HuggingFace</translation>
    </message>
    <message>
        <source>S3</source>
        <translation>S3</translation>
    </message>
    <message>
        <source>Data cache (Kubernetes)</source>
        <translation>Daten-Cache (Kubernetes)</translation>
    </message>
    <message>
        <source>No dataset initializer: the nodes start without downloading a dataset to /workspace/dataset.</source>
        <translation>Kein Dataset-Initializer: Die Knoten starten, ohne einen Datensatz nach /workspace/dataset herunterzuladen.</translation>
    </message>
    <message>
        <source>No model initializer: the nodes start without downloading a model to /workspace/model.</source>
        <translation>Kein Model-Initializer: Die Knoten starten, ohne ein Modell nach /workspace/model herunterzuladen.</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>Ima&amp;ge:</source>
        <translation>Ima&amp;ge:</translation>
    </message>
    <message>
        <source>Empty: the default shown, pulled when the engine lacks it. Offline, name an image the engine has.</source>
        <translation>Leer: der angezeigte Standard, gepullt, wenn er der Engine fehlt. Offline nennen Sie ein Image, das die Engine hat.</translation>
    </message>
    <message>
        <source>Local jobs run TrainDeck&apos;s bundled initializer: no image.</source>
        <translation>Lokale Jobs führen den mitgelieferten Initializer von TrainDeck aus: kein Image.</translation>
    </message>
    <message>
        <source>On a cluster the runtime&apos;s initializer image is used.</source>
        <translation>Auf einem Cluster wird das Initializer-Image der Runtime verwendet.</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private repositories)</source>
        <translation>hf_… (nur für geschützte oder private Repositorys)</translation>
    </message>
    <message>
        <source>one glob per line, e.g. *.parquet</source>
        <translation>ein Glob pro Zeile, z. B. *.parquet</translation>
    </message>
    <message>
        <source>Storage &amp;URI:</source>
        <translation>Speicher-&amp;URI:</translation>
    </message>
    <message>
        <source>Access &amp;token:</source>
        <translation>Zugriffs&amp;token:</translation>
    </message>
    <message>
        <source>&amp;Ignore patterns:</source>
        <translation>&amp;Ignoriermuster:</translation>
    </message>
    <message>
        <source>https://s3.amazonaws.com (default), or a MinIO URL</source>
        <translation>https://s3.amazonaws.com (Standard) oder eine MinIO-URL</translation>
    </message>
    <message>
        <source>one glob per line</source>
        <translation>ein Glob pro Zeile</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>Access &amp;key ID:</source>
        <translation>Access-&amp;Key-ID:</translation>
    </message>
    <message>
        <source>&amp;Secret access key:</source>
        <translation>&amp;Secret-Access-Key:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>Role &amp;ARN:</source>
        <translation>Rollen-&amp;ARN:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>&amp;Metadata location:</source>
        <translation>&amp;Metadaten-Speicherort:</translation>
    </message>
    <message>
        <source>&amp;Data nodes:</source>
        <translation>&amp;Datenknoten:</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Resources:</source>
        <translation>Ressourcen:</translation>
    </message>
    <message>
        <source>&amp;IAM role:</source>
        <translation>&amp;IAM-Rolle:</translation>
    </message>
    <message>
        <source>The data cache runs only on Kubernetes: it starts a distributed cache cluster next to the job. The target of this job is %1; choose a HuggingFace or S3 dataset instead.</source>
        <translation>Der Daten-Cache läuft nur auf Kubernetes: Er startet neben dem Job einen verteilten Cache-Cluster. Das Ziel dieses Jobs ist %1; wählen Sie stattdessen einen HuggingFace- oder S3-Datensatz.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializersPage</name>
    <message>
        <source>Dataset and model</source>
        <translation>Datensatz und Modell</translation>
    </message>
    <message>
        <source>Initializers download a dataset to /workspace/dataset and a model to /workspace/model before the nodes start.</source>
        <translation>Initializer laden vor dem Start der Knoten einen Datensatz nach /workspace/dataset und ein Modell nach /workspace/model herunter.</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Cancel Job</source>
        <translation>Job &amp;abbrechen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the selected job and keep its logs</source>
        <translation>Den ausgewählten Job anhalten und seine Logs behalten</translation>
    </message>
    <message>
        <source>&amp;Delete Job…</source>
        <translation>Job &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Remove the selected job with its files and logs</source>
        <translation>Den ausgewählten Job mit seinen Dateien und Logs entfernen</translation>
    </message>
    <message>
        <source>&amp;Re-run Job</source>
        <translation>Job &amp;erneut ausführen</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Submit the selected job again under a new name</source>
        <translation>Den ausgewählten Job unter einem neuen Namen erneut übermitteln</translation>
    </message>
    <message>
        <source>C&amp;lone into Builder…</source>
        <translation>In Builder &amp;klonen…</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Klonen</translation>
    </message>
    <message>
        <source>Open the selected job in the job builder</source>
        <translation>Den ausgewählten Job im Job-Builder öffnen</translation>
    </message>
    <message>
        <source>Con&amp;vert to TrainJob…</source>
        <translation>In TrainJob &amp;umwandeln…</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Umwandeln</translation>
    </message>
    <message>
        <source>Open the equivalent TrainJob of the selected Training Operator job in the builder</source>
        <translation>Den entsprechenden TrainJob des ausgewählten Training-Operator-Jobs im Builder öffnen</translation>
    </message>
    <message>
        <source>Res&amp;ume Job</source>
        <translation>Job &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start the selected suspended job again</source>
        <translation>Den ausgewählten ausgesetzten Job wieder starten</translation>
    </message>
    <message>
        <source>&amp;Prune Finished Jobs…</source>
        <translation>Beendete Jobs &amp;bereinigen…</translation>
    </message>
    <message>
        <source>Delete the finished jobs of this connection created before a date you pick</source>
        <translation>Die beendeten Jobs dieser Verbindung löschen, die vor einem gewählten Datum erstellt wurden</translation>
    </message>
    <message>
        <source>Suspend the selected job: its pods go, the job and its logs stay, and Resume starts it again</source>
        <translation>Den ausgewählten Job aussetzen: Seine Pods gehen, der Job und seine Logs bleiben, und „Fortsetzen“ startet ihn wieder</translation>
    </message>
    <message>
        <source>its connection is gone</source>
        <translation>seine Verbindung ist weg</translation>
    </message>
    <message>
        <source>Cancel Job</source>
        <translation>Job abbrechen</translation>
    </message>
    <message>
        <source>Cancel Jobs</source>
        <translation>Jobs abbrechen</translation>
    </message>
    <message>
        <source>Cancel %1? It stops now; its logs are kept.</source>
        <translation>%1 abbrechen? Er hält sofort an; seine Logs bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Cancel these %n jobs? They stop now; their logs are kept.
%1</source>
        <translation>
            <numerusform>Diesen %n Job abbrechen? Er hält sofort an; seine Logs bleiben erhalten.
%1</numerusform>
            <numerusform>Diese %n Jobs abbrechen? Sie halten sofort an; ihre Logs bleiben erhalten.
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>%1 wird abgebrochen…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelling %n job(s)…</source>
        <translation>
            <numerusform>%n Job wird abgebrochen…</numerusform>
            <numerusform>%n Jobs werden abgebrochen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled %1</source>
        <translation>%1 abgebrochen</translation>
    </message>
    <message>
        <source>Cannot cancel %1: %2</source>
        <translation>%1 kann nicht abgebrochen werden: %2</translation>
    </message>
    <message>
        <source>Resuming %1…</source>
        <translation>%1 wird fortgesetzt…</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %n job(s)…</source>
        <translation>
            <numerusform>%n Job wird fortgesetzt…</numerusform>
            <numerusform>%n Jobs werden fortgesetzt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Resumed %1</source>
        <translation>%1 fortgesetzt</translation>
    </message>
    <message>
        <source>Cannot resume %1: %2</source>
        <translation>%1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>Delete %1 with its files and logs?</source>
        <translation>%1 mit seinen Dateien und Logs löschen?</translation>
    </message>
    <message>
        <source>%1 is still running. Stop it and delete it with its files and logs?</source>
        <translation>%1 läuft noch. Anhalten und mit seinen Dateien und Logs löschen?</translation>
    </message>
    <message>
        <source>• %1 (running: it is stopped first)</source>
        <translation>• %1 (läuft: wird zuerst angehalten)</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n jobs with their files and logs?
%1</source>
        <translation>
            <numerusform>Diesen %n Job mit seinen Dateien und Logs löschen?
%1</numerusform>
            <numerusform>Diese %n Jobs mit ihren Dateien und Logs löschen?
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Job</source>
        <translation>Job löschen</translation>
    </message>
    <message>
        <source>Delete Jobs</source>
        <translation>Jobs löschen</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>%1 kann nicht gelöscht werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n finished job(s)…</source>
        <translation>
            <numerusform>%n beendeter Job wird gelöscht…</numerusform>
            <numerusform>%n beendete Jobs werden gelöscht…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot re-run %1: the backend did not keep its TrainJob file</source>
        <translation>%1 kann nicht erneut ausgeführt werden: Das Backend hat seine TrainJob-Datei nicht aufbewahrt</translation>
    </message>
    <message>
        <source>Not re-run: %1 needs its secrets again (%2); re-run it alone.</source>
        <translation>Nicht erneut ausgeführt: %1 braucht seine Secrets erneut (%2); führen Sie ihn einzeln erneut aus.</translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>Erneute Ausführung von %1: Geben Sie seine Secrets erneut ein (%2). TrainDeck bewahrt sie nicht auf; die im Schlüsselbund des Systems gespeicherten werden eingesetzt.</translation>
    </message>
    <message>
        <source>Submitting %1…</source>
        <translation>%1 wird übermittelt…</translation>
    </message>
    <message>
        <source>Cannot re-run as %1: %2</source>
        <translation>Erneute Ausführung als %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>%1 übermittelt</translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>Geben Sie die Secrets von %1 erneut ein (%2): TrainDeck bewahrt sie nicht auf; die im Schlüsselbund des Systems gespeicherten werden eingesetzt.</translation>
    </message>
    <message>
        <source>Converting %1 %2 to a TrainJob…</source>
        <translation>%1 %2 wird in einen TrainJob umgewandelt…</translation>
    </message>
    <message>
        <source>Cannot convert %1 %2 to a TrainJob: %3</source>
        <translation>%1 %2 kann nicht in einen TrainJob umgewandelt werden: %3</translation>
    </message>
    <message>
        <source>Converted from %1 %2; everything was carried over.</source>
        <translation>Aus %1 %2 umgewandelt; alles wurde übernommen.</translation>
    </message>
    <message>
        <source>Converted from %1 %2. Not carried over:
• %3</source>
        <translation>Aus %1 %2 umgewandelt. Nicht übernommen:
• %3</translation>
    </message>
    <message>
        <source>Converted %1 %2 to a TrainJob</source>
        <translation>%1 %2 in einen TrainJob umgewandelt</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobBuilderDialog</name>
    <message>
        <source>New Training Job</source>
        <translation>Neuer Trainingsjob</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Nodes &amp; Resources</source>
        <translation>Knoten &amp; Ressourcen</translation>
    </message>
    <message>
        <source>Dataset &amp; Model</source>
        <translation>Datensatz &amp; Modell</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Edit as YAML</source>
        <translation>Als YAML bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Restore Draft</source>
        <translation>Entwurf &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Dis&amp;card Draft</source>
        <translation>Entwurf &amp;verwerfen</translation>
    </message>
    <message>
        <source>Submit Job</source>
        <translation>Job übermitteln</translation>
    </message>
    <message>
        <source>Submit the job being built, once it is valid</source>
        <translation>Den erstellten Job übermitteln, sobald er gültig ist</translation>
    </message>
    <message>
        <source>Next Section</source>
        <translation>Nächster Abschnitt</translation>
    </message>
    <message>
        <source>Show the builder&apos;s next section</source>
        <translation>Den nächsten Abschnitt des Builders zeigen</translation>
    </message>
    <message>
        <source>Previous Section</source>
        <translation>Vorheriger Abschnitt</translation>
    </message>
    <message>
        <source>Show the builder&apos;s previous section</source>
        <translation>Den vorherigen Abschnitt des Builders zeigen</translation>
    </message>
    <message>
        <source>Close the job builder?</source>
        <translation>Job-Builder schließen?</translation>
    </message>
    <message>
        <source>Job %1 has changes that were not submitted.</source>
        <translation>Job %1 hat Änderungen, die nicht übermittelt wurden.</translation>
    </message>
    <message>
        <source>Keep it as a draft, and New Job offers to restore it next time (secrets are not kept). Or discard it.</source>
        <translation>Behalten Sie ihn als Entwurf, dann bietet „Neuer Job“ beim nächsten Mal an, ihn wiederherzustellen (Secrets werden nicht aufbewahrt). Oder verwerfen Sie ihn.</translation>
    </message>
    <message>
        <source>&amp;Keep as Draft</source>
        <translation>Als Entwurf &amp;behalten</translation>
    </message>
    <message>
        <source>Discard them, or stay and export the job as YAML.</source>
        <translation>Verwerfen Sie sie, oder bleiben Sie und exportieren Sie den Job als YAML.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Bleiben</translation>
    </message>
    <message>
        <source>A job you did not submit was kept as a draft on %1.</source>
        <translation>Ein Job, den Sie nicht übermittelt haben, wurde als Entwurf auf %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Draft %1 restored. Secrets were not kept: enter them again.</source>
        <translation>Entwurf %1 wiederhergestellt. Secrets wurden nicht aufbewahrt: Geben Sie sie erneut ein.</translation>
    </message>
    <message>
        <source>&amp;Submit to Local</source>
        <translation>Lokal ü&amp;bermitteln</translation>
    </message>
    <message>
        <source>&amp;Submit to %1</source>
        <translation>An %1 ü&amp;bermitteln</translation>
    </message>
    <message>
        <source>Import TrainJob YAML</source>
        <translation>TrainJob-YAML importieren</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML-Dateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that are not applied to the form, and they cannot be: %1. Fix them, or press Reload from Form to drop them.</source>
        <translation>Nicht übermittelt: Der YAML-Editor hat Änderungen, die nicht ins Formular übernommen sind und sich nicht übernehmen lassen: %1. Beheben Sie sie oder verwerfen Sie sie mit „Aus Formular neu laden“.</translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that cannot be applied.</source>
        <translation>Nicht übermittelt: Der YAML-Editor hat Änderungen, die sich nicht übernehmen lassen.</translation>
    </message>
    <message>
        <source>Not submitted: the connection it was to run on is gone. Pick one under Runs on.</source>
        <translation>Nicht übermittelt: Die Verbindung, auf der er laufen sollte, ist weg. Wählen Sie unter „Läuft auf“ eine aus.</translation>
    </message>
    <message>
        <source>Checking the job&apos;s images on %1…</source>
        <translation>Die Images des Jobs werden auf %1 geprüft…</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1 (für %2)</translation>
    </message>
    <message>
        <source>Not submitted: %1 is not on %2, and the pull policy %3 does not fetch it. Pull it on the engine first, or choose one of its images with the button at the end of the image field.</source>
        <translation>Nicht übermittelt: %1 ist nicht auf %2, und die Pull-Policy %3 holt es nicht. Pullen Sie es zuerst auf der Engine, oder wählen Sie mit der Schaltfläche am Ende des Image-Felds eines ihrer Images.</translation>
    </message>
    <message>
        <source>Pull Images?</source>
        <translation>Images pullen?</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not have %n image(s) of this job yet:</source>
        <translation>
            <numerusform>%1 hat %n Image dieses Jobs noch nicht:</numerusform>
            <numerusform>%1 hat %n Images dieses Jobs noch nicht:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

The pull policy %2 pulls them when you submit; this needs the registry to be reachable and can take a while. The job&apos;s Events tab shows the pull&apos;s progress.</source>
        <translation>%1

Die Pull-Policy %2 pullt sie beim Übermitteln; dazu muss die Registry erreichbar sein, und es kann dauern. Der Reiter „Ereignisse“ des Jobs zeigt den Fortschritt des Pulls.</translation>
    </message>
    <message>
        <source>Submit and &amp;Pull</source>
        <translation>Übermitteln und &amp;pullen</translation>
    </message>
    <message>
        <source>Not submitted: the images were not pulled.</source>
        <translation>Nicht übermittelt: Die Images wurden nicht gepullt.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobDiagramController</name>
    <message>
        <source>object: %1</source>
        <translation>Objekt: %1</translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation>Image: %1</translation>
    </message>
    <message>
        <source>exit code: %1</source>
        <translation>Exit-Code: %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;click to open the log&lt;/i&gt;</source>
        <translation>&lt;i&gt;Klicken, um das Log zu öffnen&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s); click to show them all</source>
        <translation>
            <numerusform>%n weiterer Knoten; klicken, um alle zu zeigen</numerusform>
            <numerusform>%n weitere Knoten; klicken, um alle zu zeigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFileLoader</name>
    <message>
        <source>script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>%1 geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1</source>
        <translation>
            <numerusform>%n Paket aus %1</numerusform>
            <numerusform>%n Pakete aus %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1; skipped: %2</source>
        <translation>
            <numerusform>%n Paket aus %1; übersprungen: %2</numerusform>
            <numerusform>%n Pakete aus %1; übersprungen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no train.py or main.py</source>
        <translation>%1 hat keine train.py oder main.py</translation>
    </message>
    <message>
        <source>Loaded the project %1</source>
        <translation>Projekt %1 geladen</translation>
    </message>
    <message>
        <source>Read a Script Outside the Job&apos;s Folder?</source>
        <translation>Ein Skript außerhalb des Job-Ordners lesen?</translation>
    </message>
    <message>
        <source>%1 names a training script outside its own folder:

%2

Read this file and send it with the job?</source>
        <translation>%1 nennt ein Trainingsskript außerhalb seines eigenen Ordners:

%2

Diese Datei lesen und mit dem Job senden?</translation>
    </message>
    <message>
        <source>%1 is not a script, requirements.txt, TrainJob YAML or JSON file, or folder with train.py or main.py</source>
        <translation>%1 ist weder Skript, requirements.txt, TrainJob-YAML- oder JSON-Datei noch ein Ordner mit train.py oder main.py</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFilterBar</name>
    <message>
        <source>Filter by job or runtime name (Ctrl+F)</source>
        <translation>Nach Job- oder Runtime-Namen filtern (Strg+F)</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Active (created or running)</source>
        <translation>Aktiv (erstellt oder laufend)</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <source>All backends</source>
        <translation>Alle Backends</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobLogPanes</name>
    <message>
        <source>Merged</source>
        <translation>Zusammengeführt</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobView</name>
    <message>
        <source>&amp;Inspect…</source>
        <translation>&amp;Untersuchen…</translation>
    </message>
    <message>
        <source>Its id, image, command, environment, mounts, ports and exit code</source>
        <translation>ID, Image, Befehl, Umgebung, Mounts, Ports und Exit-Code</translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation>&amp;Terminal öffnen</translation>
    </message>
    <message>
        <source>A shell in this running step, in your terminal emulator</source>
        <translation>Eine Shell in diesem laufenden Schritt, in Ihrem Terminal-Emulator</translation>
    </message>
    <message>
        <source>Open Workspace &amp;Folder</source>
        <translation>Arbeits&amp;ordner öffnen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>Monitor</translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation>Kein Job ausgewählt</translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs.</source>
        <translation>Wählen Sie einen Job, um seine Schritte, Ereignisse, Architektur und Logs zu sehen.</translation>
    </message>
    <message>
        <source>The architecture of the selected job appears here.</source>
        <translation>Die Architektur des ausgewählten Jobs erscheint hier.</translation>
    </message>
    <message>
        <source>Logs of %1 are in %2</source>
        <translation>Die Logs von %1 liegen in %2</translation>
    </message>
    <message>
        <source>Logs of the selected job appear here.</source>
        <translation>Die Logs des ausgewählten Jobs erscheinen hier.</translation>
    </message>
    <message>
        <source>The architecture view needs the job&apos;s TrainJob file, which this backend did not keep.</source>
        <translation>Die Architekturansicht braucht die TrainJob-Datei des Jobs, die dieses Backend nicht aufbewahrt hat.</translation>
    </message>
    <message>
        <source>Planning %1…</source>
        <translation>%1 wird geplant…</translation>
    </message>
    <message>
        <source>Cannot draw this job: %1</source>
        <translation>Dieser Job kann nicht gezeichnet werden: %1</translation>
    </message>
    <message>
        <source>%1 has no step %2.</source>
        <translation>%1 hat keinen Schritt %2.</translation>
    </message>
    <message>
        <source>Opened a terminal in %1 of %2.</source>
        <translation>Terminal in %1 von %2 geöffnet.</translation>
    </message>
    <message>
        <source>Inspect…</source>
        <translation>Untersuchen…</translation>
    </message>
    <message>
        <source>The connection of %1 is gone; reconnect to inspect its steps.</source>
        <translation>Die Verbindung von %1 ist weg; verbinden Sie sich neu, um seine Schritte zu untersuchen.</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>Runtime %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>running for %1</source>
        <translation>läuft seit %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>lief %1</translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation>Schritte (%1)</translation>
    </message>
    <message>
        <source>made by the Kubeflow SDK</source>
        <translation>vom Kubeflow SDK erstellt</translation>
    </message>
    <message>
        <source>made outside TrainDeck (by an unknown tool)</source>
        <translation>außerhalb von TrainDeck erstellt (von einem unbekannten Werkzeug)</translation>
    </message>
    <message>
        <source>made by TrainDeck</source>
        <translation>von TrainDeck erstellt</translation>
    </message>
    <message>
        <source>Pulling image %1</source>
        <translation>Image %1 wird gepullt</translation>
    </message>
    <message>
        <source>Pulling image %1: %2</source>
        <translation>Image %1 wird gepullt: %2</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>Ereignisse (%1)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Eine Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation>Die ausgewählten Zeilen entfernen</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Tick to treat the value as a secret: masked here and in every file TrainDeck keeps. Names such as *_TOKEN, *_KEY, *PASSWORD* and *SECRET* are secrets already.</source>
        <translation>Ankreuzen, um den Wert als Secret zu behandeln: hier und in jeder Datei, die TrainDeck aufbewahrt, maskiert. Namen wie *_TOKEN, *_KEY, *PASSWORD* und *SECRET* sind bereits Secrets.</translation>
    </message>
    <message>
        <source>Secret by its name</source>
        <translation>Secret wegen seines Namens</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeychainOptionBox</name>
    <message>
        <source>Keeps the value in your desktop&apos;s keychain (GNOME Keyring, KWallet), never in TrainDeck&apos;s settings, logs or job folders. Untick to remove it from the keychain.</source>
        <translation>Bewahrt den Wert im Schlüsselbund Ihres Desktops auf (GNOME Keyring, KWallet), nie in den Einstellungen, Logs oder Job-Ordnern von TrainDeck. Häkchen entfernen, um ihn aus dem Schlüsselbund zu löschen.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogPane</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Enter)</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>.*</source>
        <translation>.*</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>Show only matching lines</source>
        <translation>Nur passende Zeilen zeigen</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Show when each line arrived</source>
        <translation>Zeigen, wann jede Zeile eintraf</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Keep showing the newest lines (End)</source>
        <translation>Immer die neuesten Zeilen zeigen (Ende)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Visible Lines…</source>
        <translation>Sichtbare Zeilen…</translation>
    </message>
    <message>
        <source>Filtered Lines…</source>
        <translation>Gefilterte Zeilen…</translation>
    </message>
    <message>
        <source>Whole Log…</source>
        <translation>Ganzes Log…</translation>
    </message>
    <message>
        <source>Find in Log</source>
        <translation>Im Log suchen</translation>
    </message>
    <message>
        <source>Type what to find in the log shown</source>
        <translation>Eingeben, was im angezeigten Log gesucht werden soll</translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Go to the next line that matches</source>
        <translation>Zur nächsten passenden Zeile gehen</translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Go to the previous line that matches</source>
        <translation>Zur vorherigen passenden Zeile gehen</translation>
    </message>
    <message>
        <source>Invalid pattern</source>
        <translation>Ungültiges Muster</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Log exportieren</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>Log-Dateien (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogView</name>
    <message>
        <source>Follow the log again (End)</source>
        <translation>Dem Log wieder folgen (Ende)</translation>
    </message>
    <message>
        <source>Copy Lines</source>
        <translation>Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy the selected log lines</source>
        <translation>Die ausgewählten Log-Zeilen kopieren</translation>
    </message>
    <message>
        <source>Select All Lines</source>
        <translation>Alle Zeilen auswählen</translation>
    </message>
    <message>
        <source>Select every line shown</source>
        <translation>Jede angezeigte Zeile auswählen</translation>
    </message>
    <message>
        <source>Jump to Live</source>
        <translation>Zu live springen</translation>
    </message>
    <message>
        <source>Follow the log again from its newest line</source>
        <translation>Dem Log wieder ab seiner neuesten Zeile folgen</translation>
    </message>
    <message>
        <source>Go to Start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Stop following and show the first line</source>
        <translation>Nicht mehr folgen und die erste Zeile zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Paused — %n new line(s) · Jump to live</source>
        <translation>
            <numerusform>Angehalten — %n neue Zeile · Zu live springen</numerusform>
            <numerusform>Angehalten — %n neue Zeilen · Zu live springen</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused · Jump to live</source>
        <translation>Angehalten · Zu live springen</translation>
    </message>
    <message>
        <source> … [%1 more bytes]</source>
        <translation> … [%1 weitere Bytes]</translation>
    </message>
    <message>
        <source>Pretty &amp;JSON</source>
        <translation>&amp;JSON formatiert</translation>
    </message>
    <message>
        <source>Line %1 as JSON</source>
        <translation>Zeile %1 als JSON</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MainWindow</name>
    <message>
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs,
or a runtime to see what it provides.</source>
        <translation>Wählen Sie einen Job, um seine Schritte, Ereignisse, Architektur und Logs zu sehen,
oder eine Runtime, um zu sehen, was sie bietet.</translation>
    </message>
    <message>
        <source>%1: connection lost: %2</source>
        <translation>%1: Verbindung verloren: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;New Job…</source>
        <translation>&amp;Neuer Job…</translation>
    </message>
    <message>
        <source>Build and submit a new job</source>
        <translation>Einen neuen Job erstellen und übermitteln</translation>
    </message>
    <message>
        <source>&amp;Import YAML…</source>
        <translation>YAML &amp;importieren…</translation>
    </message>
    <message>
        <source>Open a TrainJob or runtime file</source>
        <translation>Eine TrainJob- oder Runtime-Datei öffnen</translation>
    </message>
    <message>
        <source>Stall &amp;Alert…</source>
        <translation>&amp;Stillstandsalarm…</translation>
    </message>
    <message>
        <source>Choose how long the selected job may print nothing before you are alerted</source>
        <translation>Wählen, wie lange der ausgewählte Job nichts ausgeben darf, bevor Sie alarmiert werden</translation>
    </message>
    <message>
        <source>&amp;Stall Alerts…</source>
        <translation>Stillstands&amp;alarme…</translation>
    </message>
    <message>
        <source>Choose how long a running job may print nothing before you are alerted</source>
        <translation>Wählen, wie lange ein laufender Job nichts ausgeben darf, bevor Sie alarmiert werden</translation>
    </message>
    <message>
        <source>&amp;Filter Jobs</source>
        <translation>Jobs &amp;filtern</translation>
    </message>
    <message>
        <source>Type to filter the jobs table</source>
        <translation>Tippen, um die Jobtabelle zu filtern</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Show every job again</source>
        <translation>Wieder jeden Job zeigen</translation>
    </message>
    <message>
        <source>Refresh &amp;Runtimes</source>
        <translation>&amp;Runtimes aktualisieren</translation>
    </message>
    <message>
        <source>Ask the connection for its runtimes again</source>
        <translation>Die Verbindung erneut nach ihren Runtimes fragen</translation>
    </message>
    <message>
        <source>Re&amp;connect</source>
        <translation>Neu &amp;verbinden</translation>
    </message>
    <message>
        <source>Connect the selected connection again now</source>
        <translation>Die ausgewählte Verbindung jetzt erneut verbinden</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List every shortcut</source>
        <translation>Jedes Tastenkürzel auflisten</translation>
    </message>
    <message>
        <source>Run &amp;History</source>
        <translation>&amp;Laufverlauf</translation>
    </message>
    <message>
        <source>Every run TrainDeck has seen: search, compare, timelines</source>
        <translation>Jeder Lauf, den TrainDeck gesehen hat: suchen, vergleichen, Zeitleisten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close TrainDeck; jobs keep running</source>
        <translation>TrainDeck schließen; Jobs laufen weiter</translation>
    </message>
    <message>
        <source>New Job</source>
        <translation>Neuer Job</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>&amp;Verbindung</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Runtimes</source>
        <translation>Runtimes</translation>
    </message>
    <message>
        <source>Templates that jobs start from. Drop a runtime YAML here to add one.</source>
        <translation>Vorlagen, von denen Jobs ausgehen. Ziehen Sie eine Runtime-YAML hierher, um eine hinzuzufügen.</translation>
    </message>
    <message>
        <source>No jobs yet</source>
        <translation>Noch keine Jobs</translation>
    </message>
    <message>
        <source>Press Ctrl+N to build one, or drop a training script, a TrainJob YAML or a folder with train.py here.</source>
        <translation>Drücken Sie Strg+N, um einen zu erstellen, oder ziehen Sie ein Trainingsskript, eine TrainJob-YAML oder einen Ordner mit train.py hierher.</translation>
    </message>
    <message>
        <source>No jobs match the filter</source>
        <translation>Kein Job passt zum Filter</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) hidden. Press Ctrl+Shift+F to clear the filters.</source>
        <translation>
            <numerusform>%n Job ausgeblendet. Strg+Umschalt+F setzt die Filter zurück.</numerusform>
            <numerusform>%n Jobs ausgeblendet. Strg+Umschalt+F setzt die Filter zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs (%1)</source>
        <translation>Jobs (%1)</translation>
    </message>
    <message>
        <source>Jobs (%1 of %2)</source>
        <translation>Jobs (%1 von %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n läuft</numerusform>
            <numerusform>%n laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n abgebrochen</numerusform>
            <numerusform>%n abgebrochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalled</source>
        <translation>
            <numerusform>%n stillstehend</numerusform>
            <numerusform>%n stillstehend</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot list the runtimes of %1: %2</source>
        <translation>Die Runtimes von %1 können nicht aufgelistet werden: %2</translation>
    </message>
    <message>
        <source>Job %1 cancelled</source>
        <translation>Job %1 abgebrochen</translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation>Job %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Job %1 completed</source>
        <translation>Job %1 abgeschlossen</translation>
    </message>
    <message>
        <source>Ran for %1 on %2</source>
        <translation>Lief %1 auf %2</translation>
    </message>
    <message>
        <source>%1 failed (exit code %2)</source>
        <translation>%1 fehlgeschlagen (Exit-Code %2)</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Job %1 has stalled</source>
        <translation>Job %1 steht still</translation>
    </message>
    <message numerus="yes">
        <source>TrainDeck — %n stalled</source>
        <translation>
            <numerusform>TrainDeck — %n stillstehend</numerusform>
            <numerusform>TrainDeck — %n stillstehend</numerusform>
        </translation>
    </message>
    <message>
        <source>desktop notification</source>
        <translation>Desktop-Benachrichtigung</translation>
    </message>
    <message>
        <source>status bar only (%1; no system tray)</source>
        <translation>nur Statusleiste (%1; kein Systembereich)</translation>
    </message>
    <message>
        <source>system tray</source>
        <translation>Systembereich</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Log Panes</source>
        <translation>Log-Bereiche</translation>
    </message>
    <message>
        <source>Job Steps</source>
        <translation>Job-Schritte</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Job Builder</source>
        <translation>Job-Builder</translation>
    </message>
    <message>
        <source>Run History</source>
        <translation>Laufverlauf</translation>
    </message>
    <message>
        <source>Import TrainJob or Runtime</source>
        <translation>TrainJob oder Runtime importieren</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is not a script, YAML or JSON file, requirements.txt or folder with train.py or main.py</source>
        <translation>%1 ist weder Skript, YAML- oder JSON-Datei, requirements.txt noch ein Ordner mit train.py oder main.py</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Programmeinstellungen…</translation>
    </message>
    <message>
        <source>Default connection, data folder, language, theme, notifications and engines</source>
        <translation>Standardverbindung, Datenordner, Sprache, Farbschema, Benachrichtigungen und Engines</translation>
    </message>
    <message>
        <source>status bar only (turned off in Preferences)</source>
        <translation>nur Statusleiste (in den Programmeinstellungen ausgeschaltet)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MetricPatternsDialog</name>
    <message>
        <source>Metric patterns for %1</source>
        <translation>Metrikmuster für %1</translation>
    </message>
    <message>
        <source>Each pattern is a regular expression with a group (?&lt;value&gt;...) around the number, an optional group (?&lt;step&gt;...), and a metric name or a group (?&lt;name&gt;...).</source>
        <translation>Jedes Muster ist ein regulärer Ausdruck mit einer Gruppe (?&lt;value&gt;...) um die Zahl, einer optionalen Gruppe (?&lt;step&gt;...) und einem Metriknamen oder einer Gruppe (?&lt;name&gt;...).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Sample log line:</source>
        <translation>Beispiel-Log-Zeile:</translation>
    </message>
    <message>
        <source>paste a line of the job&apos;s log</source>
        <translation>eine Zeile aus dem Log des Jobs einfügen</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 = %2 (step %3)</source>
        <translation>%1 = %2 (Schritt %3)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>progress %1%</source>
        <translation>Fortschritt %1%</translation>
    </message>
    <message>
        <source>nothing is read from this line</source>
        <translation>aus dieser Zeile wird nichts gelesen</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorChart</name>
    <message>
        <source>traindeck-charts.so is in none of %1</source>
        <translation>traindeck-charts.so liegt in keinem von %1</translation>
    </message>
    <message>
        <source>Charts cannot be drawn: %1. Reinstall TrainDeck to restore them.</source>
        <translation>Diagramme können nicht gezeichnet werden: %1. Installieren Sie TrainDeck neu, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <source>%1 cannot be loaded: %2</source>
        <translation>%1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not the charts module of TrainDeck %2 (interface %3)</source>
        <translation>%1 ist nicht das Diagrammmodul von TrainDeck %2 (Schnittstelle %3)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorChartView</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation>%1 · %2 · %3 %4</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Check the free space and try again.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Prüfen Sie den freien Speicher und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Cannot save the chart as %1. Choose a folder you can write to.</source>
        <translation>Das Diagramm kann nicht als %1 gespeichert werden. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s) ≤ 0 not shown on the log scale)</source>
        <translation>
            <numerusform>%1 (%n Punkt ≤ 0 auf der logarithmischen Skala nicht gezeigt)</numerusform>
            <numerusform>%1 (%n Punkte ≤ 0 auf der logarithmischen Skala nicht gezeigt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorView</name>
    <message>
        <source>Mean of nodes</source>
        <translation>Mittel der Knoten</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Log. Skala</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Patterns…</source>
        <translation>Muster…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Block I/O</source>
        <translation>Block-E/A</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>One line: the mean of the nodes&apos; values at each step</source>
        <translation>Eine Linie: das Mittel der Knotenwerte bei jedem Schritt</translation>
    </message>
    <message>
        <source>Logarithmic y axis; values at or below zero are not drawn</source>
        <translation>Logarithmische y-Achse; Werte bei oder unter null werden nicht gezeichnet</translation>
    </message>
    <message>
        <source>Show everything and follow new values (Home)</source>
        <translation>Alles zeigen und neuen Werten folgen (Pos1)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>no training metrics in the logs yet</source>
        <translation>noch keine Trainingsmetriken in den Logs</translation>
    </message>
    <message>
        <source>Teach TrainDeck the metric lines of this job&apos;s runtime (regular expressions)</source>
        <translation>TrainDeck die Metrikzeilen der Runtime dieses Jobs beibringen (reguläre Ausdrücke)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 ein</translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation>%1 aus</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 gelesen</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <source>block I/O</source>
        <translation>Block-E/A</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log).</source>
        <translation>Der Job meldet keinen Fortschritt (Fortschritts-API oder ein Fortschrittsbalken im Log).</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>from the progress API</source>
        <translation>aus der Fortschritts-API</translation>
    </message>
    <message>
        <source>from the log</source>
        <translation>aus dem Log</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Resource metrics unavailable: %1</source>
        <translation>Ressourcenmetriken nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Resource metrics appear while the job runs.</source>
        <translation>Ressourcenmetriken erscheinen, während der Job läuft.</translation>
    </message>
    <message>
        <source>no samples yet</source>
        <translation>noch keine Messwerte</translation>
    </message>
    <message>
        <source>no GPUs requested</source>
        <translation>keine GPUs angefordert</translation>
    </message>
    <message>
        <source>Requested: %1</source>
        <translation>Angefordert: %1</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>noch %1 s</translation>
    </message>
    <message>
        <source>%1 min left</source>
        <translation>noch %1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min left</source>
        <translation>noch %1 h %2 min</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export chart as CSV</source>
        <translation>Diagramm als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1: %n GPU</numerusform>
            <numerusform>%1: %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Programmeinstellungen</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Jobs &amp;&amp; Engines</source>
        <translation>Jobs &amp;&amp; Engines</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>The last one used</source>
        <translation>Die zuletzt verwendete</translation>
    </message>
    <message>
        <source>Default &amp;connection:</source>
        <translation>Standard&amp;verbindung:</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>Die des Systems</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Windows opened from now on use the new language; the main window changes when TrainDeck starts again.</source>
        <translation>Ab jetzt geöffnete Fenster verwenden die neue Sprache; das Hauptfenster wechselt beim nächsten Start von TrainDeck.</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Data folder:</source>
        <translation>Datenordner:</translation>
    </message>
    <message>
        <source>An empty folder</source>
        <translation>Ein leerer Ordner</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Move the Data To</source>
        <translation>Daten verschieben nach</translation>
    </message>
    <message>
        <source>&amp;Move Data Here</source>
        <translation>Daten hierher &amp;verschieben</translation>
    </message>
    <message>
        <source>Move &amp;to:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Jobs, logs, venvs and the run history are copied and every copy is checked before TrainDeck switches; it uses the new folder when it starts again, and only then removes the old copies. Not while jobs run.</source>
        <translation>Jobs, Logs, venvs und der Laufverlauf werden kopiert, und jede Kopie wird geprüft, bevor TrainDeck umschaltet; den neuen Ordner verwendet es beim nächsten Start und entfernt erst dann die alten Kopien. Nicht, während Jobs laufen.</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>für immer</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Keep &amp;runs and logs:</source>
        <translation>&amp;Läufe und Logs aufbewahren:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Archived logs &amp;up to:</source>
        <translation>Archivierte Logs &amp;bis zu:</translation>
    </message>
    <message>
        <source>When a job &amp;completes</source>
        <translation>Wenn ein Job &amp;abgeschlossen ist</translation>
    </message>
    <message>
        <source>When a job &amp;fails</source>
        <translation>Wenn ein Job &amp;fehlschlägt</translation>
    </message>
    <message>
        <source>When a running job &amp;stalls</source>
        <translation>Wenn ein laufender Job &amp;stillsteht</translation>
    </message>
    <message>
        <source>Desktop notifications:</source>
        <translation>Desktop-Benachrichtigungen:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>A job &amp;stalls after:</source>
        <translation>Ein Job steht &amp;still nach:</translation>
    </message>
    <message>
        <source>Without a log line or metric for this long; a job&apos;s own timeout (Job ▸ Stall Alert…) comes first. The status bar always says it.</source>
        <translation>So lange ohne Logzeile oder Metrik; die eigene Frist eines Jobs (Job ▸ Stillstandsalarm…) hat Vorrang. Die Statusleiste meldet es immer.</translation>
    </message>
    <message>
        <source>pip&apos;s own (https://pypi.org/simple)</source>
        <translation>der von pip (https://pypi.org/simple)</translation>
    </message>
    <message>
        <source>Default &amp;pip index:</source>
        <translation>Standard-&amp;pip-Index:</translation>
    </message>
    <message>
        <source>The engine&apos;s default (IfNotPresent)</source>
        <translation>Standard der Engine (IfNotPresent)</translation>
    </message>
    <message>
        <source>Image pull p&amp;olicy:</source>
        <translation>Pull-P&amp;olicy für Images:</translation>
    </message>
    <message>
        <source>One file a line, besides $KUBECONFIG or ~/.kube/config</source>
        <translation>Eine Datei pro Zeile, zusätzlich zu $KUBECONFIG oder ~/.kube/config</translation>
    </message>
    <message>
        <source>More &amp;kubeconfig files:</source>
        <translation>Weitere &amp;kubeconfig-Dateien:</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>Engine &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>More engines:</source>
        <translation>Weitere Engines:</translation>
    </message>
    <message>
        <source>Docker and Podman engines TrainDeck does not find by itself (another socket, tcp://, ssh://) are added, edited and removed in the Connection menu. The pull policy and kubeconfig files apply to connections made from now on.</source>
        <translation>Docker- und Podman-Engines, die TrainDeck nicht selbst findet (ein anderer Socket, tcp://, ssh://), werden im Menü „Verbindung“ hinzugefügt, bearbeitet und entfernt. Pull-Policy und kubeconfig-Dateien gelten für ab jetzt hergestellte Verbindungen.</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1 (nicht verbunden)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) copied to %1 and checked. TrainDeck uses that folder when it starts again, and then removes the old copies from %2.</source>
        <translation>
            <numerusform>%n Datei nach %1 kopiert und geprüft. TrainDeck verwendet diesen Ordner beim nächsten Start und entfernt dann die alten Kopien aus %2.</numerusform>
            <numerusform>%n Dateien nach %1 kopiert und geprüft. TrainDeck verwendet diesen Ordner beim nächsten Start und entfernt dann die alten Kopien aus %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Cancel Move</source>
        <translation>Verschieben &amp;abbrechen</translation>
    </message>
    <message>
        <source>Copying the data to %1…</source>
        <translation>Die Daten werden nach %1 kopiert…</translation>
    </message>
    <message>
        <source>Cancelling the move…</source>
        <translation>Das Verschieben wird abgebrochen…</translation>
    </message>
    <message>
        <source>The move was cancelled. Nothing changed: the data stays in %1.</source>
        <translation>Das Verschieben wurde abgebrochen. Nichts wurde geändert: Die Daten bleiben in %1.</translation>
    </message>
    <message>
        <source>Copied and checked: %p%</source>
        <translation>Kopiert und geprüft: %p%</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>TrainJob YAML</source>
        <translation>TrainJob-YAML</translation>
    </message>
    <message>
        <source>Python SDK</source>
        <translation>Python SDK</translation>
    </message>
    <message>
        <source>Secrets are hidden here; exports ask before writing them.</source>
        <translation>Secrets sind hier verborgen; Exporte fragen, bevor sie sie schreiben.</translation>
    </message>
    <message>
        <source>Planning on %1…</source>
        <translation>Planung auf %1…</translation>
    </message>
    <message>
        <source>No plan until this problem is fixed:</source>
        <translation>Kein Plan, bis dieses Problem behoben ist:</translation>
    </message>
    <message>
        <source>No plan: pick a runtime.</source>
        <translation>Kein Plan: Wählen Sie eine Runtime.</translation>
    </message>
    <message>
        <source>No plan until these problems are fixed:</source>
        <translation>Kein Plan, bis diese Probleme behoben sind:</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PruneJobsDialog</name>
    <message>
        <source>Prune Finished Jobs</source>
        <translation>Beendete Jobs bereinigen</translation>
    </message>
    <message>
        <source>Delete the finished (Complete or Failed) jobs on %1 created before a date, with their files and logs. Running jobs are never deleted.</source>
        <translation>Die beendeten Jobs (Complete oder Failed) auf %1, die vor einem Datum erstellt wurden, mit ihren Dateien und Logs löschen. Laufende Jobs werden nie gelöscht.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Created &amp;before:</source>
        <translation>Erstellt &amp;vor:</translation>
    </message>
    <message>
        <source>No finished job was created before this date.</source>
        <translation>Vor diesem Datum wurde kein beendeter Job erstellt.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) will be deleted:</source>
        <translation>
            <numerusform>%n beendeter Job wird gelöscht:</numerusform>
            <numerusform>%n beendete Jobs werden gelöscht:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation>
            <numerusform>%n Job löschen</numerusform>
            <numerusform>%n Jobs löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a cut list of job names</comment>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberEnvSecretsBox</name>
    <message>
        <source>Remember secret variables in the system keychain</source>
        <translation>Geheime Variablen im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>Keeps the values of variables named like secrets (WANDB_API_KEY, HF_TOKEN, *_PASSWORD, ...) in your desktop&apos;s keychain, one entry per name, never in TrainDeck&apos;s settings, logs or job folders. A row with such a name and no value is filled in from it. Untick to remove the names shown.</source>
        <translation>Bewahrt die Werte von Variablen mit Secret-Namen (WANDB_API_KEY, HF_TOKEN, *_PASSWORD, ...) im Schlüsselbund Ihres Desktops auf, ein Eintrag pro Name, nie in den Einstellungen, Logs oder Job-Ordnern von TrainDeck. Eine Zeile mit solchem Namen und ohne Wert wird daraus ausgefüllt. Häkchen entfernen, um die gezeigten Namen zu entfernen.</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>Schlüsselbund des Systems wird geprüft…</translation>
    </message>
    <message>
        <source>%1 The values are used for this job only.</source>
        <translation>%1 Die Werte werden nur für diesen Job verwendet.</translation>
    </message>
    <message>
        <source>Filled in from the system keychain: %1.</source>
        <translation>Aus dem Schlüsselbund des Systems ausgefüllt: %1.</translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation>Im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The system keychain holds other values for some of these variables. Tick the box to replace them with these.</source>
        <translation>Der Schlüsselbund des Systems enthält für einige dieser Variablen andere Werte. Setzen Sie das Häkchen, um sie durch diese zu ersetzen.</translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation>Wird im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>Not remembered: %1 The values are used for this job only.</source>
        <translation>Nicht gespeichert: %1 Die Werte werden nur für diesen Job verwendet.</translation>
    </message>
    <message>
        <source>Remembered in the system keychain: %1.</source>
        <translation>Im Schlüsselbund des Systems gespeichert: %1.</translation>
    </message>
    <message>
        <source>Variables named like secrets (WANDB_API_KEY, HF_TOKEN, ...) will be remembered once they have values.</source>
        <translation>Variablen mit Secret-Namen (WANDB_API_KEY, HF_TOKEN, ...) werden gespeichert, sobald sie Werte haben.</translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation>Wird aus dem Schlüsselbund des Systems entfernt…</translation>
    </message>
    <message>
        <source>Could not remove them from the system keychain: %1</source>
        <translation>Sie konnten nicht aus dem Schlüsselbund des Systems entfernt werden: %1</translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation>Nicht gespeichert: aus dem Schlüsselbund des Systems entfernt.</translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation>Änderungen werden beim Tippen im Schlüsselbund des Systems gespeichert.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberSecretBox</name>
    <message>
        <source>Remember in the system keychain</source>
        <translation>Im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>Schlüsselbund des Systems wird geprüft…</translation>
    </message>
    <message>
        <source>%1 The value is used for this job only.</source>
        <translation>%1 Der Wert wird nur für diesen Job verwendet.</translation>
    </message>
    <message>
        <source>The system keychain holds an entry &quot;%1&quot; that TrainDeck cannot read. Tick the box to replace it with these values.</source>
        <translation>Der Schlüsselbund des Systems enthält einen Eintrag „%1“, den TrainDeck nicht lesen kann. Setzen Sie das Häkchen, um ihn durch diese Werte zu ersetzen.</translation>
    </message>
    <message>
        <source>Filled in from the system keychain.</source>
        <translation>Aus dem Schlüsselbund des Systems ausgefüllt.</translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation>Im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The system keychain holds other values for &quot;%1&quot;. Tick the box to replace them with these.</source>
        <translation>Der Schlüsselbund des Systems enthält andere Werte für „%1“. Setzen Sie das Häkchen, um sie durch diese zu ersetzen.</translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation>Wird im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>Not remembered: %1 The value is used for this job only.</source>
        <translation>Nicht gespeichert: %1 Der Wert wird nur für diesen Job verwendet.</translation>
    </message>
    <message>
        <source>It will be remembered once you type it.</source>
        <translation>Er wird gespeichert, sobald Sie ihn eingeben.</translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation>Wird aus dem Schlüsselbund des Systems entfernt…</translation>
    </message>
    <message>
        <source>Could not remove it from the system keychain: %1</source>
        <translation>Er konnte nicht aus dem Schlüsselbund des Systems entfernt werden: %1</translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation>Nicht gespeichert: aus dem Schlüsselbund des Systems entfernt.</translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation>Änderungen werden beim Tippen im Schlüsselbund des Systems gespeichert.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ResourcesPage</name>
    <message>
        <source>Nodes and resources</source>
        <translation>Knoten und Ressourcen</translation>
    </message>
    <message>
        <source>How many nodes train together and what each one gets. Quantities use Kubernetes units: 2 or 500m CPUs, 4Gi of memory.</source>
        <translation>Wie viele Knoten zusammen trainieren und was jeder bekommt. Mengen in Kubernetes-Einheiten: 2 oder 500m CPUs, 4Gi Speicher.</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <source>e.g. 2</source>
        <translation>z. B. 2</translation>
    </message>
    <message>
        <source>e.g. 8Gi</source>
        <translation>z. B. 8Gi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Per node:</source>
        <translation>Pro Knoten:</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <source>Values given to a container are visible to anyone who can run &apos;docker inspect&apos; (or &apos;podman inspect&apos;) on it, secrets included: on a shared engine, prefer a secret the cluster holds (Kubernetes secretKeyRef).</source>
        <translation>Werte, die einem Container übergeben werden, sieht jeder, der „docker inspect“ (oder „podman inspect“) darauf ausführen kann, Secrets eingeschlossen: Auf einer geteilten Engine ist ein Secret vorzuziehen, das der Cluster hält (Kubernetes secretKeyRef).</translation>
    </message>
    <message numerus="yes">
        <source>Runtime default (%n node(s))</source>
        <translation>
            <numerusform>Standard der Runtime (%n Knoten)</numerusform>
            <numerusform>Standard der Runtime (%n Knoten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RunCurves</name>
    <message>
        <source>Logs were not archived</source>
        <translation>Logs wurden nicht archiviert</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RuntimePanel</name>
    <message>
        <source>Framework:</source>
        <translation>Framework:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>ML policy:</source>
        <translation>ML-Policy:</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>Geräte:</translation>
    </message>
    <message>
        <source>Trainer:</source>
        <translation>Trainer:</translation>
    </message>
    <message>
        <source>Initializers:</source>
        <translation>Initializer:</translation>
    </message>
    <message>
        <source>Select a runtime to see its definition.</source>
        <translation>Wählen Sie eine Runtime, um ihre Definition zu sehen.</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <source>%1 processes per node</source>
        <translation>%1 Prozesse pro Knoten</translation>
    </message>
    <message>
        <source>launcher runs as a node</source>
        <translation>Launcher läuft als Knoten</translation>
    </message>
    <message>
        <source>gang scheduling</source>
        <translation>Gang-Scheduling</translation>
    </message>
    <message>
        <source>dataset (%1)</source>
        <translation>Datensatz (%1)</translation>
    </message>
    <message>
        <source>model (%1)</source>
        <translation>Modell (%1)</translation>
    </message>
    <message>
        <source>pretrained model %1</source>
        <translation>vortrainiertes Modell %1</translation>
    </message>
    <message>
        <source>none (a job may add its own)</source>
        <translation>keine (ein Job kann eigene hinzufügen)</translation>
    </message>
    <message>
        <source>ClusterTrainingRuntime</source>
        <translation>ClusterTrainingRuntime</translation>
    </message>
    <message>
        <source>TrainingRuntime</source>
        <translation>TrainingRuntime</translation>
    </message>
    <message>
        <source>namespace %1</source>
        <translation>Namespace %1</translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 × %2 per node</source>
        <translation>%1 × %2 pro Knoten</translation>
    </message>
    <message>
        <source>not stated by the runtime</source>
        <translation>von der Runtime nicht angegeben</translation>
    </message>
    <message>
        <source>built-in (TorchTune)</source>
        <translation>eingebaut (TorchTune)</translation>
    </message>
    <message>
        <source>script or container image</source>
        <translation>Skript oder Container-Image</translation>
    </message>
    <message>
        <source>No runtime selected</source>
        <translation>Keine Runtime ausgewählt</translation>
    </message>
    <message>
        <source>Runtimes are the templates jobs start from.</source>
        <translation>Runtimes sind die Vorlagen, von denen Jobs ausgehen.</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ScriptPage</name>
    <message>
        <source>Training script</source>
        <translation>Trainingsskript</translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation>Skript ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Training Script</source>
        <translation>Trainingsskript öffnen</translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation>Python-Skripte (*.py)</translation>
    </message>
    <message>
        <source># Python training code, run on every node.
# Name a function below to call it with the arguments, or leave it empty to run the script as __main__.</source>
        <translation># Python-Trainingscode, auf jedem Knoten ausgeführt.
# Nennen Sie unten eine Funktion, um sie mit den Argumenten aufzurufen, oder lassen Sie das Feld leer, um das Skript als __main__ auszuführen.</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
    <message>
        <source>Edited copy of %1 (sent inline)</source>
        <translation>Bearbeitete Kopie von %1 (inline gesendet)</translation>
    </message>
    <message>
        <source>empty: run the script as __main__</source>
        <translation>leer: das Skript als __main__ ausführen</translation>
    </message>
    <message>
        <source>&amp;Function:</source>
        <translation>F&amp;unktion:</translation>
    </message>
    <message>
        <source>Argument</source>
        <translation>Argument</translation>
    </message>
    <message>
        <source>Value (JSON or text)</source>
        <translation>Wert (JSON oder Text)</translation>
    </message>
    <message>
        <source>Function ar&amp;guments:</source>
        <translation>Funktions&amp;argumente:</translation>
    </message>
    <message>
        <source>command-line arguments, e.g. --epochs 3</source>
        <translation>Kommandozeilenargumente, z. B. --epochs 3</translation>
    </message>
    <message>
        <source>Script &amp;arguments:</source>
        <translation>Skript-A&amp;rgumente:</translation>
    </message>
    <message>
        <source>one requirement per line, e.g. torchvision or pandas&gt;=2</source>
        <translation>eine Anforderung pro Zeile, z. B. torchvision oder pandas&gt;=2</translation>
    </message>
    <message>
        <source>&amp;Packages to install:</source>
        <translation>Zu installierende &amp;Pakete:</translation>
    </message>
    <message>
        <source>https://pypi.org/simple (first: --index-url, then --extra-index-url)</source>
        <translation>https://pypi.org/simple (zuerst --index-url, dann --extra-index-url)</translation>
    </message>
    <message>
        <source>Pip &amp;index URLs:</source>
        <translation>Pip-&amp;Index-URLs:</translation>
    </message>
    <message>
        <source>the runtime&apos;s image (containers only)</source>
        <translation>das Image der Runtime (nur Container)</translation>
    </message>
    <message>
        <source>Image o&amp;verride:</source>
        <translation>Image &amp;überschreiben:</translation>
    </message>
    <message>
        <source>Inline code, sent with the job</source>
        <translation>Inline-Code, mit dem Job gesendet</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <translation>%1 konnte nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SecretLineEdit</name>
    <message>
        <source>Hide the value</source>
        <translation>Den Wert verbergen</translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation>Den Wert zeigen</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SectionList</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in this section</source>
        <translation>
            <numerusform>%n Problem in diesem Abschnitt</numerusform>
            <numerusform>%n Probleme in diesem Abschnitt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Search actions</source>
        <translation>Aktionen suchen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StallAlertDialog</name>
    <message>
        <source>Stall Alert for %1</source>
        <translation>Stillstandsalarm für %1</translation>
    </message>
    <message>
        <source>Stall Alerts</source>
        <translation>Stillstandsalarme</translation>
    </message>
    <message>
        <source>Alert when %1 runs without printing a log line or reporting a metric for:</source>
        <translation>Alarmieren, wenn %1 läuft, ohne eine Log-Zeile auszugeben oder eine Metrik zu melden, für:</translation>
    </message>
    <message>
        <source>Alert when a running job prints no log line and reports no metric for:</source>
        <translation>Alarmieren, wenn ein laufender Job keine Log-Zeile ausgibt und keine Metrik meldet, für:</translation>
    </message>
    <message numerus="yes">
        <source>The default (%n min)</source>
        <translation>
            <numerusform>Der Standard (%n min)</numerusform>
            <numerusform>Der Standard (%n min)</numerusform>
        </translation>
    </message>
    <message>
        <source>The default (off)</source>
        <translation>Der Standard (aus)</translation>
    </message>
    <message>
        <source>&amp;After</source>
        <translation>&amp;Nach</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Never for this job</source>
        <translation>Für diesen Job &amp;nie</translation>
    </message>
    <message>
        <source>&amp;Never</source>
        <translation>&amp;Nie</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StatusBadgeDelegate</name>
    <message>
        <source>Stalled</source>
        <translation>Stillstand</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StepInspectDialog</name>
    <message>
        <source>Inspect %1 of %2</source>
        <translation>%1 von %2 untersuchen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the id to the clipboard</source>
        <translation>Die ID in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Image:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Arbeitsordner:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Exit code:</source>
        <translation>Exit-Code:</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>Neustarts:</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Gestartet:</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Beendet:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Published on host</source>
        <translation>Auf dem Host veröffentlicht</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>Mounts</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>The backend stopped before it answered (its connection was closed or replaced). Refresh to ask again.</source>
        <translation>Das Backend hat angehalten, bevor es antwortete (seine Verbindung wurde geschlossen oder ersetzt). Aktualisieren Sie, um erneut zu fragen.</translation>
    </message>
    <message>
        <source>The connection of job %1 is gone; reconnect to inspect its steps.</source>
        <translation>Die Verbindung von Job %1 ist weg; verbinden Sie sich neu, um seine Schritte zu untersuchen.</translation>
    </message>
    <message>
        <source>Asking %1 about %2…</source>
        <translation>%1 wird nach %2 gefragt…</translation>
    </message>
    <message>
        <source>Cannot inspect step %1 of job %2: %3</source>
        <translation>Schritt %1 von Job %2 kann nicht untersucht werden: %3</translation>
    </message>
    <message>
        <source>Process ID:</source>
        <translation>Prozess-ID:</translation>
    </message>
    <message>
        <source>Pod UID:</source>
        <translation>Pod-UID:</translation>
    </message>
    <message>
        <source>Container ID:</source>
        <translation>Container-ID:</translation>
    </message>
    <message>
        <source>(none: a process on this machine)</source>
        <translation>(keine: ein Prozess auf diesem Rechner)</translation>
    </message>
    <message>
        <source>— (not ended)</source>
        <translation>— (nicht beendet)</translation>
    </message>
    <message>
        <source>%1 (secret, masked)</source>
        <translation>%1 (Secret, maskiert)</translation>
    </message>
    <message>
        <source>A secret: TrainDeck never shows its value.</source>
        <translation>Ein Secret: TrainDeck zeigt seinen Wert nie.</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>nur lesen</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>lesen und schreiben</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Environment (%1)</source>
        <translation>Umgebung (%1)</translation>
    </message>
    <message>
        <source>Mounts (%1)</source>
        <translation>Mounts (%1)</translation>
    </message>
    <message>
        <source>Ports (%1)</source>
        <translation>Ports (%1)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TimelineView</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The run has no steps to show</source>
        <translation>Der Lauf hat keine Schritte zum Zeigen</translation>
    </message>
    <message>
        <source>%1 — %2, %3 node(s)%4</source>
        <translation>%1 — %2, %3 Knoten%4</translation>
    </message>
    <message>
        <source>, ran %1</source>
        <translation>, lief %1</translation>
    </message>
    <message>
        <source>Created %1, waiting until %2</source>
        <translation>Erstellt %1, wartet bis %2</translation>
    </message>
    <message>
        <source>%1: started %2, ended %3</source>
        <translation>%1: gestartet %2, beendet %3</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · exit %1</source>
        <translation> · Exit %1</translation>
    </message>
    <message>
        <source>%1 waited from %2 to %3</source>
        <translation>%1 wartete von %2 bis %3</translation>
    </message>
    <message>
        <source>%1: %2
started %3
ended %4</source>
        <translation>%1: %2
gestartet %3
beendet %4</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TorchTunePage</name>
    <message>
        <source>Recipe default</source>
        <translation>Standard des Rezepts</translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning</source>
        <translation>Eingebautes TorchTune-Fine-Tuning</translation>
    </message>
    <message>
        <source>Fine-tunes the runtime&apos;s model with a TorchTune recipe. Empty settings keep the recipe&apos;s defaults. Needs a torchtune runtime and a container backend.</source>
        <translation>Passt das Modell der Runtime mit einem TorchTune-Rezept an (Fine-Tuning). Leere Einstellungen behalten die Standards des Rezepts. Braucht eine torchtune-Runtime und ein Container-Backend.</translation>
    </message>
    <message>
        <source>&amp;Data type:</source>
        <translation>&amp;Datentyp:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Batchgröße:</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>&amp;Epochen:</translation>
    </message>
    <message>
        <source>&amp;Loss:</source>
        <translation>&amp;Loss:</translation>
    </message>
    <message>
        <source>LoRA (parameter-efficient fine-tuning)</source>
        <translation>LoRA (parametereffizientes Fine-Tuning)</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>&amp;Rang:</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>&amp;Alpha:</translation>
    </message>
    <message>
        <source>&amp;Dropout:</source>
        <translation>Dr&amp;opout:</translation>
    </message>
    <message>
        <source>Attention &amp;modules:</source>
        <translation>Attention-&amp;Module:</translation>
    </message>
    <message>
        <source>Apply to MLP</source>
        <translation>Auf MLP anwenden</translation>
    </message>
    <message>
        <source>Apply to output</source>
        <translation>Auf Ausgabe anwenden</translation>
    </message>
    <message>
        <source>Quantize base (QLoRA)</source>
        <translation>Basis quantisieren (QLoRA)</translation>
    </message>
    <message>
        <source>Use DoRA</source>
        <translation>DoRA verwenden</translation>
    </message>
    <message>
        <source>Partially checked: the recipe&apos;s default</source>
        <translation>Teilweise angekreuzt: der Standard des Rezepts</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Instruct dataset preprocessing</source>
        <translation>Vorverarbeitung des Instruct-Datensatzes</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>&amp;Aufteilung:</translation>
    </message>
    <message>
        <source>Train on the input too</source>
        <translation>Auch auf der Eingabe trainieren</translation>
    </message>
    <message>
        <source>replaces the dataset&apos;s system prompt</source>
        <translation>ersetzt den System-Prompt des Datensatzes</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>System-&amp;Prompt:</translation>
    </message>
    <message>
        <source>Recipe column</source>
        <translation>Rezeptspalte</translation>
    </message>
    <message>
        <source>Dataset column</source>
        <translation>Datensatzspalte</translation>
    </message>
    <message>
        <source>&amp;Column map:</source>
        <translation>&amp;Spaltenzuordnung:</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TrainerPage</name>
    <message>
        <source>Training Script</source>
        <translation>Trainingsskript</translation>
    </message>
    <message>
        <source>Container Image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <source>TorchTune</source>
        <translation>TorchTune</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::UnavailableChart</name>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::YamlEditorPage</name>
    <message>
        <source>Edit as YAML</source>
        <translation>Als YAML bearbeiten</translation>
    </message>
    <message>
        <source>The job as a TrainJob. Edit it and apply to update the form; the form keeps what it cannot show. Secrets appear as &quot;%1&quot; and stay as they are unless you replace that text.</source>
        <translation>Der Job als TrainJob. Bearbeiten Sie ihn und übernehmen Sie ihn, um das Formular zu aktualisieren; das Formular behält, was es nicht zeigen kann. Secrets erscheinen als „%1“ und bleiben, wie sie sind, sofern Sie diesen Text nicht ersetzen.</translation>
    </message>
    <message>
        <source>&amp;Reload from Form</source>
        <translation>Aus Formular neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Apply to Form</source>
        <translation>In Formular &amp;übernehmen</translation>
    </message>
    <message>
        <source>Showing the form as YAML.</source>
        <translation>Das Formular wird als YAML gezeigt.</translation>
    </message>
    <message>
        <source>Applied to the form.</source>
        <translation>Ins Formular übernommen.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>YAML editor</source>
        <translation>YAML-Editor</translation>
    </message>
</context>
<context>
    <name>TrainJob</name>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation>der Name hat %1 Zeichen; höchstens 63 sind erlaubt</translation>
    </message>
    <message>
        <source>the name must start with a lowercase letter (a-z)</source>
        <translation>der Name muss mit einem Kleinbuchstaben (a-z) beginnen</translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed; use lowercase letters, digits and &apos;-&apos;</source>
        <translation>das Zeichen „%1“ ist nicht erlaubt; verwenden Sie Kleinbuchstaben, Ziffern und „-“</translation>
    </message>
    <message>
        <source>the name must end with a letter or digit</source>
        <translation>der Name muss mit einem Buchstaben oder einer Ziffer enden</translation>
    </message>
</context>
<context>
    <name>TrainJobCodec</name>
    <message>
        <source>expected a JSON list of text such as [&quot;numpy&quot;, &quot;pandas&gt;=2&quot;]</source>
        <translation>eine JSON-Liste von Text wie [&quot;numpy&quot;, &quot;pandas&gt;=2&quot;] erwartet</translation>
    </message>
    <message>
        <source>every entry must be text</source>
        <translation>jeder Eintrag muss Text sein</translation>
    </message>
    <message>
        <source>CLUSTER_SIZE must be a whole number</source>
        <translation>CLUSTER_SIZE muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a dataset comes from hf://, s3:// or cache://</source>
        <translation>„%1“ hat kein unterstütztes Schema; ein Datensatz kommt von hf://, s3:// oder cache://</translation>
    </message>
    <message>
        <source>a dataset initializer needs a storageUri (hf://, s3:// or cache://)</source>
        <translation>ein Dataset-Initializer braucht eine storageUri (hf://, s3:// oder cache://)</translation>
    </message>
    <message>
        <source>cache:// is for datasets only; a model comes from hf:// or s3://</source>
        <translation>cache:// ist nur für Datensätze; ein Modell kommt von hf:// oder s3://</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a model comes from hf:// or s3://</source>
        <translation>„%1“ hat kein unterstütztes Schema; ein Modell kommt von hf:// oder s3://</translation>
    </message>
    <message>
        <source>a model initializer needs a storageUri (hf:// or s3://)</source>
        <translation>ein Model-Initializer braucht eine storageUri (hf:// oder s3://)</translation>
    </message>
    <message>
        <source>expected a TrainJob (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation>ein TrainJob (ein Mapping mit apiVersion, kind, metadata und spec) wurde erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation>„%1“ wird nicht unterstützt; verwenden Sie %2</translation>
    </message>
    <message>
        <source>expected kind TrainJob, found &apos;%1&apos;</source>
        <translation>kind TrainJob erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>generateName is not supported; set metadata.name or leave it out and TrainDeck picks a name</source>
        <translation>generateName wird nicht unterstützt; setzen Sie metadata.name oder lassen Sie es weg, dann wählt TrainDeck einen Namen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime kind; use ClusterTrainingRuntime or TrainingRuntime</source>
        <translation>„%1“ ist keine Runtime-Art; verwenden Sie ClusterTrainingRuntime oder TrainingRuntime</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use trainer.kubeflow.org</source>
        <translation>„%1“ wird nicht unterstützt; verwenden Sie trainer.kubeflow.org</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid; use a whole number of processes, or auto, cpu or gpu</source>
        <translation>„%1“ ist ungültig; verwenden Sie eine ganze Zahl von Prozessen oder auto, cpu oder gpu</translation>
    </message>
    <message>
        <source>expected a JSON object of TorchTune settings</source>
        <translation>ein JSON-Objekt mit TorchTune-Einstellungen erwartet</translation>
    </message>
    <message>
        <source>a CustomTrainer needs the annotation %1 (a .py file) or %2 (the code)</source>
        <translation>ein CustomTrainer braucht die Annotation %1 (eine .py-Datei) oder %2 (den Code)</translation>
    </message>
    <message>
        <source>expected a JSON object of keyword arguments such as {&quot;lr&quot;: 0.01}</source>
        <translation>ein JSON-Objekt mit Schlüsselwortargumenten wie {&quot;lr&quot;: 0.01} erwartet</translation>
    </message>
    <message>
        <source>a script trainer builds its own command; remove spec.trainer.command or drop the %1 annotation</source>
        <translation>ein Skript-Trainer baut seinen eigenen Befehl; entfernen Sie spec.trainer.command oder die Annotation %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trainer type; use CustomTrainer, CustomTrainerContainer or BuiltinTrainer</source>
        <translation>„%1“ ist kein Trainer-Typ; verwenden Sie CustomTrainer, CustomTrainerContainer oder BuiltinTrainer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not accepted by the TrainJob CRD; use %2 or %3, or leave it out</source>
        <translation>„%1“ wird von der TrainJob-CRD nicht akzeptiert; verwenden Sie %2 oder %3, oder lassen Sie es weg</translation>
    </message>
</context>
<context>
    <name>TrainJobSnapshot</name>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>the pod failed</source>
        <translation>der Pod ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>waiting to be scheduled</source>
        <translation>wartet auf Einplanung</translation>
    </message>
    <message>
        <source>the pod&apos;s phase is %1</source>
        <translation>die Phase des Pods ist %1</translation>
    </message>
    <message numerus="yes">
        <source>restarted %n time(s)</source>
        <translation>
            <numerusform>%n-mal neu gestartet</numerusform>
            <numerusform>%n-mal neu gestartet</numerusform>
        </translation>
    </message>
    <message>
        <source>terminating</source>
        <translation>wird beendet</translation>
    </message>
    <message>
        <source>suspended: no pod</source>
        <translation>ausgesetzt: kein Pod</translation>
    </message>
    <message>
        <source>no pod yet</source>
        <translation>noch kein Pod</translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation>Schritt %1 ist mit Exit-Code %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation>Schritt %1 ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>check TrainJob and runtime files; print each problem as FILE:LINE: FIELD: message</source>
        <translation>TrainJob- und Runtime-Dateien prüfen; jedes Problem als DATEI:ZEILE: FELD: Meldung ausgeben</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli validate FILE... [--backend B] [--runtimes PATH]...

Checks TrainJob, TrainingRuntime and ClusterTrainingRuntime files (YAML or JSON,
several documents per file allowed). Runtimes defined in the files themselves
count when a TrainJob refers to them. Prints every problem as
FILE:LINE: FIELD: message.

  --backend B       also apply the rules of backend B (local, docker, podman,
                    kubernetes); without it the TrainJob is checked as a
                    cluster would check it
  --runtimes PATH   also load this runtime file or folder

Exit status: 0 when every file is valid, 1 when any is not, 2 on bad usage.
</source>
        <translation>Aufruf: traindeck-cli validate FILE... [--backend B] [--runtimes PATH]...

Prüft TrainJob-, TrainingRuntime- und ClusterTrainingRuntime-Dateien (YAML oder JSON,
mehrere Dokumente pro Datei erlaubt). In den Dateien selbst definierte Runtimes
zählen, wenn ein TrainJob auf sie verweist. Gibt jedes Problem als
DATEI:ZEILE: FELD: Meldung aus.

  --backend B       zusätzlich die Regeln von Backend B anwenden (local, docker,
                    podman, kubernetes); ohne es wird der TrainJob so geprüft,
                    wie ein Cluster ihn prüfen würde
  --runtimes PATH   zusätzlich diese Runtime-Datei oder diesen Ordner laden

Exit-Status: 0, wenn jede Datei gültig ist, 1, wenn eine es nicht ist, 2 bei falschem
Aufruf.
</translation>
    </message>
    <message>
        <source>validate needs at least one file</source>
        <translation>validate braucht mindestens eine Datei</translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation>%1: in Ordnung</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n Datei geprüft</numerusform>
            <numerusform>%n Dateien geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with problems</source>
        <translation>
            <numerusform>%n mit Problemen</numerusform>
            <numerusform>%n mit Problemen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPlugin</name>
    <message>
        <source>&apos;%1&apos; is not a valid TrainJob name: %2</source>
        <translation>„%1“ ist kein gültiger TrainJob-Name: %2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is a %2 runtime; built-in TorchTune training needs a torchtune runtime</source>
        <translation>Runtime „%1“ ist eine %2-Runtime; eingebautes TorchTune-Training braucht eine torchtune-Runtime</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; runs built-in TorchTune recipes; pick a custom runtime such as torch-distributed for a script or an image</source>
        <translation>Runtime „%1“ führt eingebaute TorchTune-Rezepte aus; wählen Sie eine eigene Runtime wie torch-distributed für ein Skript oder ein Image</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is set twice; keep one</source>
        <translation>„%1“ ist doppelt gesetzt; behalten Sie eines</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a quantity; use values such as 2, 500m, 1.5 or 4Gi</source>
        <translation>„%1“ ist keine Menge; verwenden Sie Werte wie 2, 500m, 1.5 oder 4Gi</translation>
    </message>
    <message>
        <source>GPUs are counted in whole numbers</source>
        <translation>GPUs werden in ganzen Zahlen gezählt</translation>
    </message>
    <message>
        <source>only one MIG profile may be requested per node</source>
        <translation>pro Knoten darf nur ein MIG-Profil angefordert werden</translation>
    </message>
    <message>
        <source>request either whole GPUs or a MIG profile, not both</source>
        <translation>fordern Sie entweder ganze GPUs oder ein MIG-Profil an, nicht beides</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; could not be read; check that the file exists</source>
        <translation>das Skript „%1“ konnte nicht gelesen werden; prüfen Sie, ob die Datei existiert</translation>
    </message>
    <message>
        <source>local processes</source>
        <translation>lokale Prozesse</translation>
    </message>
    <message>
        <source>The namespace (metadata.namespace)</source>
        <translation>Der Namespace (metadata.namespace)</translation>
    </message>
    <message>
        <source>The Kueue queue (label %1)</source>
        <translation>Die Kueue-Queue (Label %1)</translation>
    </message>
    <message>
        <source>The Kueue priority class (label %1)</source>
        <translation>Die Kueue-Prioritätsklasse (Label %1)</translation>
    </message>
    <message>
        <source>Create suspended (spec.suspend)</source>
        <translation>Ausgesetzt erstellen (spec.suspend)</translation>
    </message>
    <message>
        <source>The active deadline (spec.activeDeadlineSeconds)</source>
        <translation>Die aktive Frist (spec.activeDeadlineSeconds)</translation>
    </message>
    <message>
        <source>Managed by (spec.managedBy)</source>
        <translation>Verwaltet von (spec.managedBy)</translation>
    </message>
    <message>
        <source>Runtime patches (spec.runtimePatches)</source>
        <translation>Runtime-Patches (spec.runtimePatches)</translation>
    </message>
    <message>
        <source>%1 applies to Kubernetes only, and this job runs on %2. Remove it, or run the job on a Kubernetes connection.</source>
        <translation>%1 gilt nur für Kubernetes, und dieser Job läuft auf %2. Entfernen Sie es oder führen Sie den Job auf einer Kubernetes-Verbindung aus.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a namespace name: %2</source>
        <translation>„%1“ ist kein Namespace-Name: %2</translation>
    </message>
    <message>
        <source>no training code: choose a training script (a .py file) or type the code</source>
        <translation>kein Trainingscode: Wählen Sie ein Trainingsskript (eine .py-Datei) oder geben Sie den Code ein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Python function name</source>
        <translation>„%1“ ist kein Python-Funktionsname</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a package requirement; write names such as numpy or pandas&gt;=2</source>
        <translation>„%1“ ist keine Paketanforderung; schreiben Sie Namen wie numpy oder pandas&gt;=2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an index URL; use http://, https:// or file://</source>
        <translation>„%1“ ist keine Index-URL; verwenden Sie http://, https:// oder file://</translation>
    </message>
    <message>
        <source>no image: set spec.trainer.image or use a runtime that has one</source>
        <translation>kein Image: Setzen Sie spec.trainer.image oder verwenden Sie eine Runtime, die eines hat</translation>
    </message>
    <message>
        <source>the local backend runs processes, not images; pick Docker or Podman for image %1, or use a script trainer</source>
        <translation>das lokale Backend führt Prozesse aus, keine Images; wählen Sie Docker oder Podman für das Image %1, oder verwenden Sie einen Skript-Trainer</translation>
    </message>
    <message>
        <source>built-in TorchTune training runs in its container image; pick Docker, Podman or Kubernetes</source>
        <translation>eingebautes TorchTune-Training läuft in seinem Container-Image; wählen Sie Docker, Podman oder Kubernetes</translation>
    </message>
    <message>
        <source>a HuggingFace dataset URI looks like hf://owner/dataset, found &apos;%1&apos;</source>
        <translation>eine HuggingFace-Datensatz-URI sieht aus wie hf://owner/dataset, gefunden: „%1“</translation>
    </message>
    <message>
        <source>an S3 dataset URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation>eine S3-Datensatz-URI sieht aus wie s3://bucket/path, gefunden: „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an endpoint URL; use http:// or https://</source>
        <translation>„%1“ ist keine Endpunkt-URL; verwenden Sie http:// oder https://</translation>
    </message>
    <message>
        <source>a data cache URI looks like cache://SCHEMA/TABLE, found &apos;%1&apos;</source>
        <translation>eine Daten-Cache-URI sieht aus wie cache://SCHEMA/TABLE, gefunden: „%1“</translation>
    </message>
    <message>
        <source>a data cache needs the Iceberg metadata location</source>
        <translation>ein Daten-Cache braucht den Iceberg-Metadaten-Speicherort</translation>
    </message>
    <message>
        <source>a data cache needs more than one data node</source>
        <translation>ein Daten-Cache braucht mehr als einen Datenknoten</translation>
    </message>
    <message>
        <source>the data cache runs only on Kubernetes; pick a HuggingFace or S3 dataset for %1</source>
        <translation>der Daten-Cache läuft nur auf Kubernetes; wählen Sie für %1 einen HuggingFace- oder S3-Datensatz</translation>
    </message>
    <message>
        <source>a HuggingFace model URI looks like hf://owner/model, found &apos;%1&apos;</source>
        <translation>eine HuggingFace-Modell-URI sieht aus wie hf://owner/model, gefunden: „%1“</translation>
    </message>
    <message>
        <source>an S3 model URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation>eine S3-Modell-URI sieht aus wie s3://bucket/path, gefunden: „%1“</translation>
    </message>
    <message>
        <source>this label holds the value of the secret %1; labels are public, so remove it</source>
        <translation>dieses Label enthält den Wert des Secrets %1; Labels sind öffentlich, entfernen Sie es also</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; uses MPI over SSH between nodes, which runs only on Kubernetes; pick torch-distributed for %2</source>
        <translation>Runtime „%1“ verwendet MPI über SSH zwischen den Knoten, was nur auf Kubernetes läuft; wählen Sie torch-distributed für %2</translation>
    </message>
</context>
<context>
    <name>WaitCommand</name>
    <message>
        <source>wait until a job reaches a status</source>
        <translation>warten, bis ein Job einen Status erreicht</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

Waits until the job&apos;s status is one of S (default Complete; any of Created,
Running, Complete, Failed, Suspended). Exit status 0 when reached; 1 when the
job failed instead, or the timeout (default 600 s) passed.
</source>
        <translation>Aufruf: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

Wartet, bis der Status des Jobs einer von S ist (Standard Complete; möglich sind
Created, Running, Complete, Failed, Suspended). Exit-Status 0, wenn erreicht; 1,
wenn der Job stattdessen fehlschlug oder das Timeout (Standard 600 s) ablief.
</translation>
    </message>
    <message>
        <source>wait needs a job name</source>
        <translation>wait braucht einen Jobnamen</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos;; use Created, Running, Complete, Failed or Suspended</source>
        <translation>unbekannter Status „%1“; verwenden Sie Created, Running, Complete, Failed oder Suspended</translation>
    </message>
    <message>
        <source>--timeout takes a positive number of seconds</source>
        <translation>--timeout nimmt eine positive Anzahl Sekunden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: Failed: %2</source>
        <translation>%1: Failed: %2</translation>
    </message>
    <message>
        <source>%1: still %2 after %3 s</source>
        <translation>%1: nach %3 s immer noch %2</translation>
    </message>
    <message>
        <source>%1 was deleted</source>
        <translation>%1 wurde gelöscht</translation>
    </message>
</context>
<context>
    <name>WatchDecoder</name>
    <message>
        <source>the watch stream holds an event that cannot be used at byte %1: %2</source>
        <translation>der Watch-Stream enthält an Byte %1 ein unbrauchbares Ereignis: %2</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>es ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>it has no &quot;type&quot;</source>
        <translation>es hat keinen „type“</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot;</source>
        <translation>unbekannter type „%1“</translation>
    </message>
    <message>
        <source>its &quot;object&quot; is missing or not an object</source>
        <translation>sein „object“ fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <source>the watch stream holds &apos;%1&apos; at byte %2 where an event object should begin</source>
        <translation>der Watch-Stream enthält „%1“ an Byte %2, wo ein Ereignisobjekt beginnen sollte</translation>
    </message>
    <message>
        <source>the watch stream holds an event of more than %1 MiB at byte %2; the stream is broken</source>
        <translation>der Watch-Stream enthält an Byte %2 ein Ereignis von mehr als %1 MiB; der Stream ist defekt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Render the main window to FILE once it has loaded, then exit.</source>
        <translation>Das Hauptfenster nach dem Laden in FILE rendern und dann beenden.</translation>
    </message>
    <message>
        <source>Select the job NAME once it has been listed.</source>
        <translation>Den Job NAME auswählen, sobald er aufgelistet ist.</translation>
    </message>
    <message>
        <source>With --select-job: show the job&apos;s Architecture tab.</source>
        <translation>Mit --select-job: den Reiter „Architektur“ des Jobs zeigen.</translation>
    </message>
    <message>
        <source>Connect to Docker and Podman over TLS without checking the engine&apos;s certificate (any DOCKER_TLS_VERIFY value means verify). The connection shows a warning.</source>
        <translation>Mit Docker und Podman über TLS verbinden, ohne das Zertifikat der Engine zu prüfen (jeder Wert von DOCKER_TLS_VERIFY bedeutet prüfen). Die Verbindung zeigt eine Warnung.</translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation>Kubeflow-Trainer-Jobs erstellen, ausführen und beobachten.</translation>
    </message>
    <message>
        <source>Training scripts, TrainJob or runtime YAML files, requirements.txt or folders to open in the job builder.</source>
        <translation>Trainingsskripte, TrainJob- oder Runtime-YAML-Dateien, requirements.txt oder Ordner, die im Job-Builder geöffnet werden.</translation>
    </message>
</context>
</TS>
