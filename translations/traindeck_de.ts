<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de">
<context>
    <name>CliCommand</name>
    <message>
        <location filename="../app/cli/backendfactory.cpp" line="14" />
        <source>unknown backend '%1'; use local, docker or podman</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/backendfactory.cpp" line="30" />
        <source>the %1 backend is not available in this build of traindeck-cli</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="14" />
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
        <location filename="../app/cli/main.cpp" line="19" />
        <source>
Options:
  --help      show this help, or a command's with &lt;command&gt; --help
  --version   show the version
</source>
        <translation>
Optionen:
  --help      diese Hilfe zeigen, oder die eines Befehls mit &lt;Befehl&gt; --help
  --version   die Version zeigen
</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="60" />
        <source>traindeck-cli: unknown command '%1'. Run 'traindeck-cli --help' for the list of commands.
</source>
        <translation>traindeck-cli: unbekannter Befehl „%1“. „traindeck-cli --help“ zeigt die Liste der Befehle.
</translation>
    </message>
</context>
<context>
    <name>CliOptions</name>
    <message>
        <location filename="../app/cli/clioptions.cpp" line="34" />
        <source>--%1 needs a value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/clioptions.cpp" line="38" />
        <source>unknown option --%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/clioptions.cpp" line="61" />
        <source>warning: runtime not loaded: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ContainerComponentBuilder</name>
    <message>
        <location filename="../backends/pipeline/containercomponentbuilder.cpp" line="121" />
        <source>no image for the nodes: set spec.trainer.image or pick a runtime with an image</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DeleteCommand</name>
    <message>
        <location filename="../app/cli/deletecommand.cpp" line="10" />
        <source>stop a job and remove all it created</source>
        <translation>einen Job anhalten und alles entfernen, was er angelegt hat</translation>
    </message>
    <message>
        <location filename="../app/cli/deletecommand.cpp" line="15" />
        <source>Usage: traindeck-cli delete JOB [--backend B] [--host URL]

Stops the job's steps (SIGTERM, then SIGKILL after a grace period, or the
engine's stop) and removes its processes or containers, network, workspace and
logs.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/deletecommand.cpp" line="25" />
        <source>delete needs a job name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/deletecommand.cpp" line="38" />
        <source>%1 deleted</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JobLoader</name>
    <message>
        <location filename="../backends/codec/jobloader.cpp" line="23" />
        <source>no such file; check the path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/jobloader.cpp" line="25" />
        <source>this is a folder; give a TrainJob .yaml file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/jobloader.cpp" line="29" />
        <source>the file is %1 MiB; job files are limited to %2 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/jobloader.cpp" line="36" />
        <source>cannot read the file: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>JobsCommand</name>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="11" />
        <source>list the jobs of a backend</source>
        <translation>die Jobs eines Backends auflisten</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="16" />
        <source>Usage: traindeck-cli jobs [--backend local|docker|podman] [--host URL] [--json]

Lists every job the backend knows, including jobs started by earlier runs of
TrainDeck and, on Docker and Podman, by the Kubeflow Python SDK.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="26" />
        <source>jobs takes no arguments</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="46" />
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="47" />
        <source>RUNTIME</source>
        <translation>RUNTIME</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="48" />
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="49" />
        <source>NODES</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="50" />
        <source>CREATED</source>
        <translation>ERSTELLT</translation>
    </message>
</context>
<context>
    <name>LocalComponentBuilder</name>
    <message>
        <location filename="../backends/pipeline/localcomponentbuilder.cpp" line="22" />
        <source>the local backend runs Python scripts; use Docker or Podman for container images and built-in trainers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/localcomponentbuilder.cpp" line="59" />
        <source>the bundled initializer is missing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/localcomponentbuilder.cpp" line="109" />
        <source>%1 node processes on one host compete for its cores</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LocalJobState</name>
    <message>
        <location filename="../backends/local/localjobstate.cpp" line="103" />
        <source>broken job state: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localjobstate.cpp" line="164" />
        <source>the job state is not JSON</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LogsCommand</name>
    <message>
        <location filename="../app/cli/logscommand.cpp" line="11" />
        <source>print or follow the logs of a job</source>
        <translation>die Protokolle eines Jobs ausgeben oder verfolgen</translation>
    </message>
    <message>
        <location filename="../app/cli/logscommand.cpp" line="16" />
        <source>Usage: traindeck-cli logs JOB [--step STEP] [--follow] [--backend B] [--host URL]

Prints the job's logs: every step prefixed `[step] `, or only STEP
(node-0, node-1, dataset-initializer, model-initializer) without a prefix.
With --follow, keeps printing until the job ends.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/logscommand.cpp" line="29" />
        <source>logs needs a job name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/logscommand.cpp" line="48" />
        <source>job %1 has no step '%2'; its steps are: %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MLPolicy</name>
    <message>
        <location filename="../backends/pipeline/mlpolicycommon.cpp" line="30" />
        <source>%1 is set by the %2 policy; remove it from the trainer's env</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../backends/codec/names.cpp" line="31" />
        <source>the name is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="33" />
        <source>the name has %1 characters; at most 253 are allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="36" />
        <source>the character '%1' is not allowed in '%2'; use lowercase letters, digits, '-' and '.'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="42" />
        <source>'%1' must start and end with a lowercase letter or digit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="49" />
        <source>the variable name is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="52" />
        <source>'%1' must start with a letter or '_'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="56" />
        <source>'%1' contains a space; variable names may hold letters, digits and '_' only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="59" />
        <source>'%1' contains '%2'; variable names may hold letters, digits and '_' only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="72" />
        <source>'%1' is longer than 63 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="75" />
        <source>'%1' contains '%2'; label values may hold letters, digits, '-', '_' and '.'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/names.cpp" line="80" />
        <source>'%1' must start and end with a letter or digit</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <location filename="../backends/pipeline/pipeline.cpp" line="111" />
        <source>runtime '%1' was not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/pipeline.cpp" line="112" />
        <source>runtime '%1' was not found; available: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/pipeline.cpp" line="165" />
        <source>runtime '%1' is deprecated</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="13" />
        <source>show what a backend would create for a TrainJob (dry run)</source>
        <translation>zeigen, was ein Backend für einen TrainJob anlegen würde (Probelauf)</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="18" />
        <source>Usage: traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]
                          [--runtimes PATH]... [--reveal-secrets]

Runs validation and the build phase of the job pipeline and prints the job plan:
networks, volumes and the ordered steps with image, command, env, mounts and
labels. Nothing is created. Secret values are masked unless --reveal-secrets.

Exit status: 0 with a plan, 1 when the job is not valid, 2 on bad usage.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="32" />
        <source>plan needs exactly one TrainJob file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="38" />
        <source>unknown backend '%1'; use local, docker, podman or kubernetes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="56" />
        <source>runtime '%1' was not found; available: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ProcessLauncher</name>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="32" />
        <source>nothing to run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="68" />
        <source>cannot create a pipe: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="76" />
        <source>cannot start a process: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="111" />
        <source>cannot open the log file %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="114" />
        <source>cannot enter the folder %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/processlauncher.cpp" line="115" />
        <source>cannot run /bin/bash: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RuntimeCatalog</name>
    <message>
        <location filename="../backends/catalog/runtimecatalog.cpp" line="42" />
        <source>no such file; check the path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/catalog/runtimecatalog.cpp" line="48" />
        <source>the file is %1 MiB; runtime files are limited to %2 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/catalog/runtimecatalog.cpp" line="57" />
        <source>cannot read the file: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/catalog/runtimecatalog.cpp" line="86" />
        <source>runtime '%1' replaces the one from %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/catalog/runtimecatalog.cpp" line="99" />
        <source>no such folder; check the path</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RuntimeCodec</name>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="50" />
        <source>expected a runtime object (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="60" />
        <source>'%1' is not supported; use %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="64" />
        <source>'%1' is not a runtime; expected ClusterTrainingRuntime or TrainingRuntime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="80" />
        <source>the label %1 is required; set it to one of: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="84" />
        <source>unknown framework '%1'; use one of: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="93" />
        <source>runtime '%1' is deprecated and will be removed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="123" />
        <source>only one ML policy may be set, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="133" />
        <source>'%1' is not supported; the only MPI implementation is OpenMPI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="151" />
        <source>spec.template.spec.replicatedJobs is required and must contain a job named 'node'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="209" />
        <source>a replicatedJob named 'node' is required</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/runtimecodec.cpp" line="211" />
        <source>the 'node' replicatedJob needs at least one container</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RuntimesCommand</name>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="11" />
        <source>list the training runtimes (TrainDeck's and the user's)</source>
        <translation>die Trainings-Runtimes auflisten (von TrainDeck und vom Benutzer)</translation>
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="16" />
        <source>Usage: traindeck-cli runtimes [--json] [--runtimes PATH]...

Lists TrainDeck's runtimes, then those in $TRAINDECK_RUNTIMES (':'-separated
files or folders) and in each --runtimes PATH. A later runtime with the same
name replaces an earlier one.

  --json            one JSON array (see docs/cli.md)
  --runtimes PATH   also load this runtime file or folder
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="28" />
        <source>runtimes takes no arguments</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="60" />
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="61" />
        <source>FRAMEWORK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="62" />
        <source>POLICY</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="63" />
        <source>NODES</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <location filename="../app/cli/runtimescommand.cpp" line="64" />
        <source>IMAGE</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatusPlugin</name>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="10" />
        <source>the job was cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="24" />
        <source>step %1 failed with exit code %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="25" />
        <source>step %1 failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="31" />
        <source>the job is suspended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="56" />
        <source>every step succeeded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/statusplugin.cpp" line="62" />
        <source>the state of some steps is unknown</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainCommand</name>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="12" />
        <source>submit a TrainJob to a backend, optionally following its logs</source>
        <translation>einen TrainJob an ein Backend übergeben, auf Wunsch mit laufenden Protokollen</translation>
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="17" />
        <source>Usage: traindeck-cli train FILE [--backend local|docker|podman] [--host URL]
                           [--name NAME] [--follow] [--timeout SEC]
                           [--runtimes PATH]...

Validates and plans the TrainJob in FILE and starts it. Prints the job name.

  --backend B      where to run it (default: local processes)
  --host URL       the engine's address (docker/podman), e.g. unix:///run/docker.sock
  --name NAME      the job's name (default: the file's metadata.name, else a
                   generated one)
  --follow         print every step's log as `[node-1] text` until the job ends;
                   the exit status is then 0 only if the job completes
  --timeout SEC    with --follow: give up after SEC seconds (exit 1)
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="41" />
        <source>train needs exactly one TrainJob file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="76" />
        <source>job %1 submitted; following its logs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="93" />
        <source>job %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="96" />
        <source>job %1: Failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="99" />
        <source>job %1: still %2 after the timeout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/traincommand.cpp" line="102" />
        <source>job %1 disappeared: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::Document</name>
    <message>
        <location filename="../backends/codec/document.cpp" line="281" />
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB (Kubernetes refuses objects over 1.5 MiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="292" />
        <source>the file is not valid UTF-8 (first bad byte at line %1, column %2); save it as UTF-8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="300" />
        <source>the file contains NUL bytes; is it a binary file?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="302" />
        <source>brackets are nested deeper than %1 levels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="311" />
        <location filename="../backends/codec/document.cpp" line="315" />
        <location filename="../backends/codec/document.cpp" line="329" />
        <source>this is not valid YAML: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="334" />
        <source>the file is empty; expected a Kubernetes object with apiVersion and kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="346" />
        <source>the file holds %1 YAML documents; expected one</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::DocumentBuilder</name>
    <message>
        <location filename="../backends/codec/document.cpp" line="213" />
        <source>the document expands to more than %1 values (YAML aliases repeated many times?); refusing to read it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="218" />
        <source>nesting is deeper than %1 levels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="249" />
        <source>a mapping key must be a plain value, not a list or map</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/document.cpp" line="253" />
        <source>the key '%1' appears twice in the same mapping</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::FieldReader</name>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="62" />
        <source>a mapping</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="64" />
        <source>a list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="66" />
        <source>text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="68" />
        <source>true/false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="70" />
        <source>null</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="72" />
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="86" />
        <location filename="../backends/codec/fieldreader.cpp" line="237" />
        <source>this field is required</source>
        <translation>dieses Feld ist erforderlich</translation>
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="93" />
        <location filename="../backends/codec/fieldreader.cpp" line="147" />
        <location filename="../backends/codec/fieldreader.cpp" line="224" />
        <source>expected text, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="104" />
        <location filename="../backends/codec/fieldreader.cpp" line="106" />
        <source>expected a whole number, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="111" />
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="123" />
        <source>expected true or false, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="136" />
        <source>expected a list of text values, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="159" />
        <source>expected a mapping of names to text, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="168" />
        <source>expected text, found %1 (quote the value)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="181" />
        <source>expected a mapping of resource names to quantities, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="192" />
        <source>expected a quantity such as 2, 500m or 4Gi, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="204" />
        <source>expected a list of {name, value} entries, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="211" />
        <source>expected {name: ..., value: ...}, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="221" />
        <source>environment values must be text; quote %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="241" />
        <source>expected a mapping, found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/fieldreader.cpp" line="253" />
        <source>expected a list, found %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::JobPlan</name>
    <message numerus="yes">
        <location filename="../backends/pipeline/jobplan.cpp" line="159" />
        <source>Job %1 on %2: runtime %3 (%4, %5), %n node(s)</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="163" />
        <source>  workspace: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="165" />
        <source>  network:   %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="172" />
        <source> after %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="175" />
        <source>     image:   %1
</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../backends/pipeline/jobplan.cpp" line="179" />
        <source>&lt;script, %n line(s)&gt;</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="181" />
        <source>     command: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/jobplan.cpp" line="186" />
        <source>warning: %1
</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::Local::LocalBackend</name>
    <message>
        <location filename="../backends/local/localbackend.cpp" line="52" />
        <source>Local processes</source>
        <translation>Lokale Prozesse</translation>
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="98" />
        <source>runtime '%1' was not found; available: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="117" />
        <source>a job named '%1' exists already; delete it or pick another name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="135" />
        <source>cannot create the job folder %1; check the disk and permissions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="146" />
        <source>cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="244" />
        <source>stopped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="271" />
        <source>the process ended without an exit status (killed?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="283" />
        <source>the environment could not be prepared (see the log)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="285" />
        <source>killed by signal %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="300" />
        <source>cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="301" />
        <source>another step failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="331" />
        <source>TrainDeck was restarted before the nodes started and does not store secrets; submit the job again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="338" />
        <source>step %1 could not start: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="465" />
        <location filename="../backends/local/localworker.cpp" line="473" />
        <location filename="../backends/local/localworker.cpp" line="495" />
        <source>no job named '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/local/localworker.cpp" line="525" />
        <source>could not delete every file of %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="11" />
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="13" />
        <source>No jobs yet.</source>
        <translation>Noch keine Jobs.</translation>
    </message>
</context>
<context>
    <name>TrainJob</name>
    <message>
        <location filename="../backends/domain/trainjob.cpp" line="23" />
        <source>the name is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/domain/trainjob.cpp" line="25" />
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/domain/trainjob.cpp" line="27" />
        <source>the name must start with a lowercase letter (a-z)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/domain/trainjob.cpp" line="33" />
        <source>the character '%1' is not allowed; use lowercase letters, digits and '-'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/domain/trainjob.cpp" line="37" />
        <source>the name must end with a letter or digit</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrainJobCodec</name>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="103" />
        <source>expected a JSON list of text such as ["numpy", "pandas&gt;=2"]</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="111" />
        <source>every entry must be text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="195" />
        <source>CLUSTER_SIZE must be a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="205" />
        <source>'%1' has no supported scheme; a dataset comes from hf://, s3:// or cache://</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="210" />
        <source>a dataset initializer needs a storageUri (hf://, s3:// or cache://)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="252" />
        <source>cache:// is for datasets only; a model comes from hf:// or s3://</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="255" />
        <source>'%1' has no supported scheme; a model comes from hf:// or s3://</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="259" />
        <source>a model initializer needs a storageUri (hf:// or s3://)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="403" />
        <source>expected a TrainJob (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="411" />
        <source>'%1' is not supported; use %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="414" />
        <source>expected kind TrainJob, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="430" />
        <source>generateName is not supported; set metadata.name or leave it out and TrainDeck picks a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="450" />
        <source>'%1' is not a runtime kind; use ClusterTrainingRuntime or TrainingRuntime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="459" />
        <source>'%1' is not supported; use trainer.kubeflow.org</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="503" />
        <source>'%1' is not valid; use a whole number of processes, or auto, cpu or gpu</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="519" />
        <source>expected a JSON object of TorchTune settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="534" />
        <source>a CustomTrainer needs the annotation %1 (a .py file) or %2 (the code)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="542" />
        <source>expected a JSON object of keyword arguments such as {"lr": 0.01}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="555" />
        <source>a script trainer builds its own command; remove spec.trainer.command or drop the %1 annotation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/codec/trainjobcodec.cpp" line="563" />
        <source>'%1' is not a trainer type; use CustomTrainer, CustomTrainerContainer or BuiltinTrainer</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="18" />
        <source>check TrainJob and runtime files; print each problem as FILE:LINE: FIELD: message</source>
        <translation>TrainJob- und Runtime-Dateien prüfen; jedes Problem als DATEI:ZEILE: FELD: Meldung ausgeben</translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="23" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="39" />
        <source>validate needs at least one file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="46" />
        <source>unknown backend '%1'; use local, docker, podman or kubernetes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="69" />
        <source>no such file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="72" />
        <source>this is a folder; name the files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="75" />
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="120" />
        <source>no kind: expected TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="122" />
        <source>'%1' is not a TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="148" />
        <source>%1: ok</source>
        <translation>%1: in Ordnung</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/validatecommand.cpp" line="159" />
        <source>%n file(s) checked</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/validatecommand.cpp" line="160" />
        <source>%n with problems</source>
        <translation type="unfinished">
            <numerusform />
            <numerusform />
        </translation>
    </message>
</context>
<context>
    <name>ValidationPlugin</name>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="39" />
        <source>'%1' is not a valid TrainJob name: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="53" />
        <source>runtime '%1' is a %2 runtime; built-in TorchTune training needs a torchtune runtime</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="59" />
        <source>runtime '%1' runs built-in TorchTune recipes; pick a custom runtime such as torch-distributed for a script or an image</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="72" />
        <source>'%1' is set twice; keep one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="92" />
        <source>'%1' is not a quantity; use values such as 2, 500m, 1.5 or 4Gi</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="100" />
        <source>GPUs are counted in whole numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="108" />
        <source>only one MIG profile may be requested per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="112" />
        <source>request either whole GPUs or a MIG profile, not both</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="120" />
        <source>the script '%1' could not be read; check that the file exists</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="125" />
        <source>the training code is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="131" />
        <source>'%1' is not a Python function name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="138" />
        <source>'%1' is not a package requirement; write names such as numpy or pandas&gt;=2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="151" />
        <source>'%1' is not an index URL; use http://, https:// or file://</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="158" />
        <source>no image: set spec.trainer.image or use a runtime that has one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="162" />
        <source>the local backend runs processes, not images; pick Docker or Podman for image %1, or use a script trainer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="168" />
        <source>built-in TorchTune training runs in its container image; pick Docker, Podman or Kubernetes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="183" />
        <source>a HuggingFace dataset URI looks like hf://owner/dataset, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="190" />
        <source>an S3 dataset URI looks like s3://bucket/path, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="199" />
        <source>'%1' is not an endpoint URL; use http:// or https://</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="208" />
        <source>a data cache URI looks like cache://SCHEMA/TABLE, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="212" />
        <source>a data cache needs the Iceberg metadata location</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="216" />
        <source>a data cache needs more than one data node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="220" />
        <source>the data cache runs only on Kubernetes; pick a HuggingFace or S3 dataset for %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="231" />
        <source>a HuggingFace model URI looks like hf://owner/model, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="234" />
        <source>an S3 model URI looks like s3://bucket/path, found '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="245" />
        <source>this label holds the value of the secret %1; labels are public, so remove it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../backends/pipeline/validationplugin.cpp" line="256" />
        <source>runtime '%1' uses MPI over SSH between nodes, which runs only on Kubernetes; pick torch-distributed for %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WaitCommand</name>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="11" />
        <source>wait until a job reaches a status</source>
        <translation>warten, bis ein Job einen Status erreicht</translation>
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="16" />
        <source>Usage: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

Waits until the job's status is one of S (default Complete; any of Created,
Running, Complete, Failed, Suspended). Exit status 0 when reached; 1 when the
job failed instead, or the timeout (default 600 s) passed.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="31" />
        <source>wait needs a job name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="39" />
        <source>unknown status '%1'; use Created, Running, Complete, Failed or Suspended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="49" />
        <source>--timeout takes a positive number of seconds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="60" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="63" />
        <source>%1: Failed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="66" />
        <source>%1: still %2 after %3 s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/cli/waitcommand.cpp" line="70" />
        <source>%1 was deleted</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>