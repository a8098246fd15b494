<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BackendRegistry</name>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown backend &apos;%1&apos;; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 backend is not available in this build of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuilderDraft</name>
    <message>
        <source>This job builder keeps no drafts. Export the job as YAML to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft: the folder %1 cannot be created. Export it as YAML to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft in %1: %2. Export it as YAML to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no draft job to restore: it was restored or discarded already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft job in %1 cannot be read (%2). It is left there; remove it or open it in a text editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove the draft job %1. Remove it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message>
        <source>Usage: traindeck-cli &lt;command&gt; [options]

Build, run and watch Kubeflow Trainer jobs without a GUI.

Commands:
</source>
        <translation>用法：traindeck-cli &lt;命令&gt; [选项]

无需图形界面即可构建、运行和监视 Kubeflow Trainer 任务。

命令：
</translation>
    </message>
    <message>
        <source>traindeck-cli: unknown command &apos;%1&apos;. Run &apos;traindeck-cli --help&apos; for the list of commands.
</source>
        <translation>traindeck-cli：未知命令“%1”。运行“traindeck-cli --help”查看命令列表。
</translation>
    </message>
    <message>
        <source>--%1 goes with --backend kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host names a Docker or Podman engine; a cluster is named with --kubeconfig, --context and --namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help, or a command&apos;s with &lt;command&gt; --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled runtime of that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the one from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: note: runtime &apos;%3&apos; defined in this file is used by its jobs instead of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in this file; it holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TrainJob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; give it with --runtimes FILE to a command that takes a TrainJob, or add a TrainJob that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traindeck-cli: --completion needs bash or zsh
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliParser</name>
    <message>
        <source>Run &apos;traindeck-cli %1 --help&apos; for its options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown option %2%3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 needs a value. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: runtime not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterRuntimes</name>
    <message>
        <source>it has no trainer.kubeflow.org/framework label, so no job can say which framework it runs; ask the cluster&apos;s administrator to add the label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 cannot be used: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Kubeflow Trainer is not installed on this cluster (it does not serve ClusterTrainingRuntimes): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContainerComponentBuilder</name>
    <message>
        <source>no image for the nodes: set spec.trainer.image or pick a runtime with an image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContainerInspection</name>
    <message>
        <source>long values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine&apos;s container inspect answer has no container Id; check that the engine speaks the Docker Engine API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine gave more than is shown; cut: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContainerJobState</name>
    <message>
        <source>not a TrainDeck container job state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContainerStats</name>
    <message>
        <source>The engine sent a stats object that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContextsCommand</name>
    <message>
        <source>list the kubeconfig&apos;s Kubernetes contexts and whether each connects</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contexts takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contexts: --timeout needs a number of seconds above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kubeconfig was found and this is not a pod with a service account; set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLUSTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation type="unfinished">状态</translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, Kubeflow Trainer served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, but Kubeflow Trainer is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteCommand</name>
    <message>
        <source>stop a job and remove all it created</source>
        <translation>停止任务并删除其创建的全部内容</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli delete JOB [--backend B] [--host URL]

Stops the job&apos;s steps (SIGTERM, then SIGKILL after a grace period, or the
engine&apos;s stop) and removes its processes or containers, network, workspace and
logs.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deleted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramCommand</name>
    <message>
        <source>render a Mermaid flowchart, or a job&apos;s architecture diagram, as SVG, PNG or text</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagram needs exactly one input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use svg, png or mermaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--backend applies to TrainJob files, not to Mermaid files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mermaid chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 TrainJobs (%3): choose one with --job NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: the generated diagram does not parse: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramGenerator</name>
    <message>
        <source>the generated chart has an edge to &apos;%1&apos;, which is neither a node nor a subgraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podman engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation type="unfinished">TrainDeck</translation>
    </message>
    <message>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ML policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created → Running →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete | Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JobSet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>python3 + packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. create or reuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initializers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 · %3 per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>rank 0 · master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pane per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove containers + network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted in each %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. cleanup</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n process(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Endpoint</name>
    <message>
        <source>&apos;%1&apos; is not an engine address: %2. Use unix:///path/to/socket, tcp://host:port, https://host:port or ssh://user@host[:port][/path/to/remote/socket]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the socket path must be absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a password does not belong in the address; use a key or ssh-agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ssh:// address takes only ?identity=/path/to/key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ssh:// address has no fragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a host or user name cannot start with &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown scheme &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proxy %1: use http://HOST:PORT or socks5://HOST:PORT (an https:// proxy is not supported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proxy %1 needs a host and a port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reached without TLS: anyone on the network path can read the jobs sent to it, secrets included, and control the engine. Use TLS (DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH with the engine&apos;s ca.pem, cert.pem and key.pem), an SSH tunnel, or a Unix socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is reached with TLS but its certificate is not checked (--insecure-skip-tls-verify): a man in the middle can read the jobs sent to it, secrets included, and control the engine. Put the CA that signed the engine&apos;s certificate in DOCKER_CERT_PATH/ca.pem and drop the option</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <source>the engine sent a line that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 with no message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the engine answered %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the engine&apos;s answer is not JSON (%2 bytes, starting &quot;%3&quot;); is this a Docker or Podman socket?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pulling %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineDiscovery</name>
    <message>
        <source>the connection setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker context &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rootless Podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rootful Podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colima</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExecCredential</name>
    <message>
        <source>the exec plugin &apos;%1&apos; %2; run it by hand to see its output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed %1 bytes, more than the %2 a credential may take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed nothing on stdout, where an ExecCredential was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed something that is not JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed something that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed JSON that is not an object; an ExecCredential is an object with apiVersion, kind and status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed an apiVersion that is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed no apiVersion; the kubeconfig asks for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered with apiVersion %1, but the kubeconfig asks for %2; set the exec apiVersion in the kubeconfig to the one the plugin speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a kind that is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed no kind; ExecCredential was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed kind %1 instead of ExecCredential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed an ExecCredential without a status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a status that is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a status.%1 that is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a status with neither a token nor a clientCertificateData and clientKeyData pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a clientKeyData without a clientCertificateData; both or neither are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a clientCertificateData without a clientKeyData; both or neither are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed a status.%1 that is not PEM (no &quot;-----BEGIN&quot; line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed an expirationTimestamp &apos;%1&apos; that is not an RFC 3339 time such as 2026-01-02T15:04:05Z</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileValidator</name>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder; name the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job or runtime file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kind: expected TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphvizLayout</name>
    <message>
        <source>edge %1 (%2 to %3) refers to &apos;%4&apos;, which is neither a node nor a subgraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz could not lay out the chart%1; simplify it or report the chart as a bug</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GraphvizRenderer</name>
    <message>
        <source>Graphviz could not lay out the chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz cannot write &apos;%1&apos; here%2; install the &apos;graphviz&apos; package (its cairo plugin writes PNG)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryArchiver</name>
    <message>
        <source>The run has no history id yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s log folder %1 does not exist (any more); its logs cannot be archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link; the archive writes only into its own folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy %1 into the history archive %2; check the free space and the folder&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>list the runs the history keeps (also of jobs the backends removed); prune it</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history prune: --older-than needs a number of days above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history prune: --max-archive-size needs a size above 0 such as 500M or 2G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history prune needs --older-than DAYS or --max-archive-size BYTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: --backend is one of local, docker, podman, kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: --status is one of Created, Running, Complete, Failed, Suspended, Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: --%1 needs a date as YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: --%1 needs a number, and --metric NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history: --limit needs a number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1 runs and %2 archives (%3 bytes); left %4 runs that still run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished">名称</translation>
    </message>
    <message>
        <source>BACKEND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation type="unfinished">运行时</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation type="unfinished">状态</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation type="unfinished">创建时间</translation>
    </message>
    <message>
        <source>FAILED STEP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>METRICS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (GONE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistorySchema</name>
    <message>
        <source>Could not update the history database from version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <source>the connection to %1 was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run ssh (%1); install the OpenSSH client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 sent an answer too large to read: %3 bytes or more, where TrainDeck reads at most %4 from one answer. The engine does not answer as the Docker Engine API does; check what listens there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot talk to %1 at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 did not answer within %3 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HttpReply</name>
    <message>
        <source>the request was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HttpResponseParser</name>
    <message numerus="yes">
        <source>the server sent %n unexpected byte(s) after a complete response</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the HTTP parser stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server sent bytes after a complete response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed HTTP response from the engine: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine closed the connection without answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine closed the connection in the middle of a response%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InClusterConfig</name>
    <message>
        <source>service account token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-cluster configuration: cannot read the service account token %1: %2; is a service account token mounted into this pod (automountServiceAccountToken)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-cluster configuration: the service account token %1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-cluster configuration: the cluster&apos;s certificate authority %1 does not exist; without it the API server cannot be trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 and %2 are not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 is not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobExport</name>
    <message>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include Secrets?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job holds tokens or keys. Write them into the %1 in plain text?

Choose No to leave them out (the file then reads them from the environment or needs them filled in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export TrainJob YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Kubeflow SDK Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobFileImport</name>
    <message>
        <source>%1 defines only runtimes (%2) and no TrainJob; add it to TrainDeck&apos;s runtimes, or add a TrainJob that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no TrainJob named &apos;%2&apos;; it holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runtime %1 is defined in this file and is used instead of any runtime of that name in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds %1 TrainJobs (%2); this is %3. Submit them all with traindeck-cli train.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobLoader</name>
    <message>
        <source>no such file; check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder; give a TrainJob .yaml file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; job files are limited to %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found a document that is not one; a job file holds TrainJobs and the runtimes they use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this document has no kind; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck does not handle a %1 here; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents: remove this one or apply it with kubectl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 &apos;%2&apos; is defined twice in this file (also at line %3); keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job refers to the %1 &apos;%2&apos;, but this file defines a %3 of that name; set spec.runtimeRef.kind to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second TrainJob named &apos;%1&apos; in this file; job names must differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no TrainJob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; load it as a runtime file (--runtimes), or add a TrainJob that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds %1 TrainJobs (%2); pick one, or submit them all with traindeck-cli train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backend kept no TrainJob file for this job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; was not found (looked for %2); check the path in traindeck.io/script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; is %2, outside the job file&apos;s folder %3; TrainDeck reads only scripts inside that folder from a job file: move the script there, or open it in the job builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the script &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobsCommand</name>
    <message>
        <source>list the jobs of a backend</source>
        <translation>列出后端的任务</translation>
    </message>
    <message>
        <source>jobs takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>NODES</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>创建时间</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KubeContexts</name>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always and needs a terminal, which TrainDeck has none of; run `kubectl get ns` in a terminal once so that it can sign in, or set interactiveMode to IfAvailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no contexts in %1; add one with kubectl config set-context, or name another kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this pod&apos;s service account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signs in with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KubePodInspection</name>
    <message>
        <source>long values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod has no uid or no containers; the API server&apos;s answer is not a Pod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from Secret %1, key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ConfigMap %1, key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (host path %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (claim %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ConfigMap %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Secret %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (empty dir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API server gave more than is shown; cut: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KubeStatus</name>
    <message>
        <source> in namespace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (context %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not accept the credentials of user &apos;%2&apos; (401 %3: %4). Renew them (a token or certificate may have expired; an exec plugin may need you to log in again) or check the user in the kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: the cluster&apos;s admission webhook refused it (403): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused to %2 for user &apos;%3&apos; (403 Forbidden): %4. Ask the cluster&apos;s administrator for a Role that allows &apos;%5&apos; on %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: %2 (404 NotFound on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: %2; choose another name or delete the existing one first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: %2 (409 %3); it changed on the server: reload it and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: %2 (410 %3); the list must be read again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rejected %2 as invalid (422): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is throttling requests (429 %2: %3); %4 was retried and still refused: try again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1: %2 answered %3%4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; (not a Kubernetes Status: a proxy or load balancer may be in the way)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Kubeconfig</name>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not valid base64; paste the base64 of the PEM file (base64 -w0 FILE), or name the file in %3 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 decodes to something that is not PEM (no &quot;-----BEGIN&quot; line); it must hold a PEM certificate or key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of entries with a name and a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a mapping with a name and a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this entry has no name; every %1 needs one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no %2 mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a kubeconfig is a mapping with clusters, users and contexts; this file holds something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a %1, not a kubeconfig (kind: Config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exec must be a mapping with apiVersion and command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exec args must be a list of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exec args must be strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exec env must be a list of name/value pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exec env entries need a name and a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an exec env entry has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kubeconfig with contexts was found (looked at %1); set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no context chosen: %1 sets no current-context; pass --context NAME or run &apos;kubectl config use-context NAME&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context &apos;%1&apos; is not in %2; the contexts there are: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names no cluster; set its cluster field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names cluster &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; has no server; set its server field (https://HOST:PORT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; sets both certificate-authority and certificate-authority-data; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; names a certificate authority and also turns certificate checks off (insecure-skip-tls-verify); keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names user &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-certificate and client-certificate-data; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-key and client-key-data; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client certificate but no client-key; add the key that belongs to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: %2 %3 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec apiVersion &apos;%2&apos; is not one TrainDeck speaks; use %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec has no command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec with %2 needs interactiveMode (Never, IfAvailable or Always)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec interactiveMode &apos;%2&apos; is not Never, IfAvailable or Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>two exec apiVersions</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegacyJobConverter</name>
    <message>
        <source>A Training Operator job must be an object with apiVersion, kind, metadata and spec; this is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind &apos;%1&apos; is not a Training Operator v1 job; only %2 can be converted to a TrainJob.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has apiVersion &apos;%2&apos;; only %1 of %3 (the Training Operator v1) can be converted to a TrainJob.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no replica specs: %3 is missing or empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no replica type &apos;%2&apos;; it knows %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MPIJob %1 has no Launcher replica, whose command the TrainJob would run: add %2.Launcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no replica that trains (%3): a TrainJob needs at least one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no container to run: %3.template.spec.containers is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container %1 of %2 has no image; a TrainJob&apos;s trainer needs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name %1 is not a valid TrainJob name (%2), so the TrainJob is named %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubeflow Trainer v2 has no %1 runtime, so the TrainJob&apos;s runtime is left empty: pick or create a TrainingRuntime for it before submitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster offers no MPI runtime (%1), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster offers no runtime with framework %1 (%2), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster offers no %1, so the TrainJob uses %2, a runtime with framework %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An MPIJob has no Trainer v2 kind of its own: the TrainJob runs the Launcher&apos;s command on %1, an MPI runtime whose launcher and nodes must be able to run image %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command of the %1 replicas was not carried: an MPI runtime starts its own on the nodes and runs the Launcher&apos;s through mpirun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>args</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>env</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 replicas&apos; container differs from the %2&apos;s in %3; the TrainJob runs the %2&apos;s on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests below the limits (%1) were not carried: a TrainJob asks for its limits as both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>envFrom of container %1 (%2) was not carried: name those variables one by one in the builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container settings of %2 (%1) were not carried: the runtime&apos;s container settings apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck&apos;s TrainJob has no runtimePatches yet, through which a TrainJob would add them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes (%1) were not carried: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume mounts of container %1 (%2) were not carried: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod placement (%1) was not carried: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Containers beside %1 (%2) were not carried: a TrainJob runs one trainer container; sidecars belong in the runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Init containers (%1) were not carried: they belong in the runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod settings (%1) were not carried: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod labels and annotations (%1) were not carried: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restartPolicy (%1) was not carried: the runtime decides how failed nodes restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.cleanPodPolicy %1 was not carried: the pods of a TrainJob are its JobSet&apos;s, removed with the TrainJob.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.backoffLimit %1 was not carried: retries are the runtime&apos;s failure policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.ttlSecondsAfterFinished %1 was not carried: a TrainJob stays until it is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.schedulingPolicy was not carried: gang scheduling is the runtime&apos;s podGroupPolicy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.suspend was not carried: the TrainJob starts when it is submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runPolicy.%1 was not carried: a TrainJob has no such setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 was not carried: a TrainJob&apos;s numProcPerNode is a whole number; the runtime&apos;s default applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elasticPolicy was not carried: a TrainJob runs a fixed number of nodes (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec.%1 was not carried: a TrainJob has no such setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a restart policy of replica types, e.g. OnFailure of Master and Worker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 runs its launcher as one of the %2 nodes, so %n worker pod(s) run(s) beside it where the MPIJob had %2 Workers.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replica type %1 (%n replica(s)) has no TrainJob equivalent and was left out: every node of a TrainJob runs the trainer.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of replica types</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalComponentBuilder</name>
    <message>
        <source>the local backend runs Python scripts; use Docker or Podman for container images and built-in trainers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled initializer is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 node processes on one host compete for its cores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalJobState</name>
    <message>
        <source>broken job state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job state is not JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogDemuxer</name>
    <message>
        <source>the log stream is not in the engine&apos;s multiplexed format: bad frame header at byte %1 (stream byte %2); was the container created with a TTY?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log stream ended inside a frame (%1 of %2 bytes missing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ended early</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>invalid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogWriter</name>
    <message>
        <source>cannot create the log folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link; TrainDeck does not write logs through links. Remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the log index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the log index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot repair the log index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot seek in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the log index</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogsCommand</name>
    <message>
        <source>print or follow the logs of a job</source>
        <translation>输出或跟踪任务日志</translation>
    </message>
    <message>
        <source>logs needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has no step &apos;%2&apos;; its steps are: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]
                            [--host URL]

Prints the job&apos;s logs: every step prefixed `[step] `, or only STEP
(node-0, node-1, dataset-initializer, model-initializer) without a prefix.
With --follow, keeps printing until the job ends. --timestamps puts the time each
line arrived (UTC) before it.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MLPolicy</name>
    <message>
        <source>%1 is set by the %2 policy; remove it from the trainer&apos;s env</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MermaidParser</name>
    <message>
        <source>the chart has more than %1 nodes, more than TrainDeck draws; split it into smaller charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is not closed; add &apos;end&apos; after its last line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front matter opened with &apos;---&apos; is not closed; add a &apos;---&apos; line before the &apos;flowchart&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front matter (title, config) is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is empty; a flowchart starts with &apos;flowchart TD&apos; or &apos;graph LR&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;flowchart&apos; or &apos;graph&apos; (with TB, TD, BT, LR or RL) but found &apos;%1&apos;; only Mermaid flowcharts are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ELK renderer is not available; Graphviz lays this chart out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown direction &apos;%1&apos;; use TB, TD, BT, LR or RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1 after the direction; start the diagram on the next line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (the view opens a step&apos;s log on click); statement skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not drawn; statement skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1; a statement starts with a node id or a keyword (subgraph, end, classDef, class, style, linkStyle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subgraph needs an id or a title, as in &apos;subgraph cluster1 [Title]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subgraphs are nested more than %1 deep here; TrainDeck draws at most %1 levels, so close some with &apos;end&apos; first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart has more than %1 subgraphs, more than TrainDeck draws; split it into smaller charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is defined twice; give each subgraph its own id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subgraph title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;end&apos; without an open subgraph; remove it or add a &apos;subgraph&apos; line before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing style properties; write them as &apos;fill:#eef,stroke:#99c&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; has no value; write it as &apos;name:value&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour for %2; use #rgb, #rrggbb, a name or rgb()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; is not drawn; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classDef needs a class name, as in &apos;classDef done fill:#dfd&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class needs node ids and a class name, as in &apos;class A,B done&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class needs a class name after the node ids, as in &apos;class A,B done&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the class name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style needs a node id and properties, as in &apos;style A fill:#eef&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linkStyle needs edge numbers (counted from 0) or &apos;default&apos;, as in &apos;linkStyle 0,2 stroke:#f66&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1 after %2; put one statement per line or separate them with &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown statement &apos;%1&apos;; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected %1; expected an edge such as &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;==&gt;&apos;, &apos;&amp;&apos;, or the end of the statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edge at line %1, column %2 has no target node; add one after the arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart has more than %1 edges, more than TrainDeck draws; split it into smaller charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; must be followed by a node id, as in &apos;A &amp; B --&gt; C&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node id (letters, digits, &apos;_&apos; or &apos;-&apos;) but found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot be a node id; capitalise it or use another id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;:::&apos; must be followed by a class name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has the id of a subgraph; edges to &apos;%1&apos; go to the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class &apos;%1&apos; has no classDef; nodes keep their style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node; its %2 is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>class &apos;%1&apos; on node &apos;%2&apos; has no classDef</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>linkStyle %1 refers to a missing edge; the chart has %n edge(s), numbered from 0</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the chart is %1 KiB; TrainDeck reads Mermaid charts of at most %2 KiB, so split it into smaller charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quoted label is not closed; add a &apos;&quot;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after the quoted label to close &apos;%2&apos; at line %3, column %4, but found %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; at line %2, column %3 is not closed with &apos;%4&apos; on the same line; close it, or quote a label that holds brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote inside an unquoted label; quote the whole label (A[&quot;say #quot;hi#quot;&quot;]) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an invisible link is written &apos;~~~&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete dotted edge; write &apos;-.-&gt;&apos; or &apos;-.-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete thick edge; write &apos;==&gt;&apos; or &apos;===&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete edge; write &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;-- label --&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an edge that starts with &apos;&lt;&apos; should end with &apos;&gt;&apos;; drawn with both arrowheads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edge has two labels; keep either &apos;-- text --&gt;&apos; or &apos;--&gt;|text|&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edge label started here is not closed with %1 on the same line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricPattern</name>
    <message>
        <source>the pattern is empty; write a regular expression with a group (?&lt;value&gt;...) around the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; is not a valid regular expression: %2 at offset %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; has no group named &apos;value&apos;; put (?&lt;value&gt;...) around the number it should read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; gives no metric name; set a name or add a group (?&lt;name&gt;...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a metric pattern has no &quot;regex&quot; string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metric pattern &apos;%1&apos; has a &quot;name&quot; that is not a string</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricPatternStore</name>
    <message>
        <source>cannot read the metric patterns in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metric patterns file %1 is damaged (%2); fix or remove it, TrainDeck will not overwrite it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not {&quot;version&quot;: 1, &quot;runtimes&quot;: {...}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the patterns of runtime &apos;%1&apos; are not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the metric patterns to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save the metric patterns to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricsCommand</name>
    <message>
        <source>print the training metrics and progress parsed from a job&apos;s logs</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metrics needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metrics: --pattern &apos;%1&apos; names no metric; write NAME=REGEX, or a REGEX with a group (?&lt;name&gt;...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metrics: --pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no metrics in the logs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress %1: %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1/%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, elapsed %1, remaining %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress reported by the job: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, remaining %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 253 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed in &apos;%2&apos;; use lowercase letters, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a lowercase letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the variable name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start with a letter or &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a space; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than 63 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; label values may hold letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;.&apos;; use lowercase letters, digits and &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>runtime &apos;%1&apos; was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>show what a backend would create for a TrainJob (dry run)</source>
        <translation>显示后端将为 TrainJob 创建的内容（试运行）</translation>
    </message>
    <message>
        <source>plan needs exactly one TrainJob file</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcessLauncher</name>
    <message>
        <source>nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a pipe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a process: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the log file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot enter the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run /bin/bash: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegularFileReader</name>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1; a %2 may be at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1, the most a %2 may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file named; give the path of a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file; check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied; make the %1 readable by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a socket, not a file; give the path of a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot inspect the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file; give the path of a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is %1, not a regular file; TrainDeck reads a %2 only from a regular file: save the content to a file and give its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteConnections</name>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over SSH, from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>requirements file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuntimeCatalog</name>
    <message>
        <source>no such file; check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; runtime files are limited to %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; replaces the one from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such folder; check the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuntimeCodec</name>
    <message>
        <source>expected a runtime object (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime; expected ClusterTrainingRuntime or TrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the label %1 is required; set it to one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown framework &apos;%1&apos;; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated and will be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one ML policy may be set, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; the only MPI implementation is OpenMPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec.template.spec.replicatedJobs is required and must contain a job named &apos;node&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a replicatedJob named &apos;node&apos; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &apos;node&apos; replicatedJob needs at least one container</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuntimePatches</name>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field the TrainJob CRD accepts here; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of text such as {disktype: ssd}, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1; quote it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 entries; the TrainJob CRD allows at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice; an entry&apos;s %2 must be unique, so merge the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the volume to mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required; the path in the container, such as /data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the container of the runtime to patch, such as node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the scheduling gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use Equal (the default) or Exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use NoSchedule, PreferNoSchedule or NoExecute, or leave it out to tolerate every effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 characters; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date and time such as 2026-01-31T12:00:00Z; the admission webhook sets it, so it can be left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the runtime&apos;s replicated job to patch, such as node or dataset-initializer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name who owns this patch, such as traindeck.io/builder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuntimesCommand</name>
    <message>
        <source>list the training runtimes (TrainDeck&apos;s and the user&apos;s)</source>
        <translation>列出训练运行时（TrainDeck 自带的和用户的）</translation>
    </message>
    <message>
        <source>runtimes takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>FRAMEWORK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NODES</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>IMAGE</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within 180 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtimes: unknown backend &apos;%1&apos;; use local, docker, podman or kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtimes: --kubeconfig, --context and --namespace go with --backend kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unusable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeFs</name>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is another file system mounted inside the folder; TrainDeck leaves it alone. Unmount it, then delete again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set the permissions of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot name a folder inside %2; nothing was touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); TrainDeck does not delete through links, so nothing was deleted. Look at where it points; remove the link yourself (rm %1) if it is not yours, then delete again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder; TrainDeck leaves it alone, so nothing was deleted. Remove it yourself if it is not yours, then delete again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source> (image %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept spec holds no TrainJob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Env %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset initializer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model initializer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshMaster</name>
    <message>
        <source>(no answer within %1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh to %1 logged in but its shared connection did not start (no control socket %2); its log: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1 for SSH control sockets: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder of yours; TrainDeck keeps its SSH control sockets there. Remove it and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make %1 private: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no engine socket %1 on %2: the engine is not running there, or listens elsewhere. Start it on that host (for Podman: systemctl --user enable --now podman.socket, or podman system service), or correct the path in the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not use the engine socket %2 on %3 (permission denied). Connect as the user who runs the engine, or give this user access to the socket there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh to %1 could not forward the engine socket %2 to %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not say where its home folder is (HOME is &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host key of %1 has CHANGED since you accepted it (known_hosts): the host was reinstalled, or someone is intercepting the connection. TrainDeck did not connect. If you know why it changed, remove the old key (ssh-keygen -R &apos;%2&apos;) and accept the new one after checking its fingerprint, by running `%3` once in a terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host key of %1 is not known (it is not in your known_hosts), and TrainDeck never accepts one by itself. Run `%2` once in a terminal, check the fingerprint it shows against the host&apos;s, answer yes, then connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the login (ssh said: %2). Make sure your key is offered: load it into ssh-agent (ssh-add), or name it (IdentityFile in ~/.ssh/config, or the connection&apos;s identity), and that its public key is in ~/.ssh/authorized_keys of %3 on that host. TrainDeck runs ssh without prompts: a key with a passphrase must be in the agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>docker is not installed on %1, or not on the PATH of non-interactive SSH sessions there (the remote shell said: %2). Install Docker on that host, or make `docker` reachable from `ssh %1 docker version`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not use the Docker socket there (permission denied). Add the user to the docker group on that host (then log in again), or connect as a user who may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker is installed on %1 but its daemon does not answer there (%2). Start it on that host (systemctl start docker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach %1 over SSH: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH connection to %1 failed or dropped%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command on %1 failed (exit code %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusPlugin</name>
    <message>
        <source>the job was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job is suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state of some steps is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pod %1 failed; the controller decides whether the job fails</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuspendCommand</name>
    <message>
        <source>suspend a cluster&apos;s job (its pods go, it stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume a suspended cluster job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]
                             [--context NAME] [--namespace NS]

Sets the TrainJob&apos;s spec.suspend: the controller removes its pods, the job
and its logs stay, and resume starts it again. Only Kubernetes suspends.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]
                            [--context NAME] [--namespace NS]

Clears the TrainJob&apos;s spec.suspend: the controller makes its pods again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resumed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>%1 of %2 is not running (%3): a terminal opens only in a running step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine to open a shell in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 has no container yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 command is not installed, and a terminal in a container needs it. Install it (Debian: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 has no pod yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kubectl is not installed, and a terminal in a pod needs it. Install it (Debian: kubernetes-client).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No terminal for this kind of backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$TERMINAL names %1, which is not a program on this machine. Set it to your terminal emulator, or unset it to use x-terminal-emulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No terminal emulator found: set $TERMINAL to yours, or install one that provides x-terminal-emulator (such as xterm or gnome-terminal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terminal %1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine (its files live where it runs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainCommand</name>
    <message>
        <source>submit a TrainJob to a backend, optionally following its logs</source>
        <translation>向后端提交 TrainJob，可选择跟踪其日志</translation>
    </message>
    <message>
        <source>train needs exactly one TrainJob file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 submitted; following its logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: Failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: still %2 after the timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 disappeared: %2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: waiting for its initializers before the nodes start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a file with one TrainJob; %2 holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was submitted: fix the jobs above first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitted before the failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::App</name>
    <message>
        <source>TrainDeck: jobs cannot report progress (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Backend</name>
    <message>
        <source>the backend reports no folder for job %1, so it kept no TrainJob file for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot suspend jobs (job %2 is unchanged): only a Kubernetes cluster can. Cancel stops a job here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot resume jobs (job %2 is unchanged): only a Kubernetes cluster suspends and resumes. Re-run starts it again here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no jobs of older kinds to convert; %2 is already a TrainJob.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot inspect steps (step %2 of job %3): its logs and events are what it shows of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps no images: only Docker and Podman connections have images to pick from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps no images, so the images of %2 are not checked before it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not measure what jobs use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); nothing was done. Job names are lowercase letters, digits and &apos;-&apos;, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::BackendKind</name>
    <message>
        <source>Local processes</source>
        <translation type="unfinished">本地进程</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Container::ContainerBackend</name>
    <message>
        <source>Podman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found on the engine by its labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed: out of memory (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container %1 exited with code 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container %1 is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>container %1 was removed outside TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job named &apos;%1&apos; exists already; delete it or pick another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workdir %1 exists already, left from an earlier job named &apos;%2&apos; (its containers were removed outside TrainDeck?). TrainDeck writes only into a workdir it creates for this submission: look at what is in it, remove it (rm -r %1), or pick another job name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine has containers of a job named &apos;%1&apos; already; delete that job or pick another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitted to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job cannot report progress: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job network has no IPv4 gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck cannot listen on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping %1 after the failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 timed out after %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); TrainDeck leaves that job alone. Remove its containers with the engine&apos;s own tools if they are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; was deleted while it was being submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid job name, left alone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos; on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine&apos;s image list is not a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no container yet: inspect it once it has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The container of step &apos;%1&apos; of job &apos;%2&apos; (%3, id %4) is gone from %5: it was removed, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 engine answered. Tried: %2. Start %1 (or its API service: podman system service), or set the engine address (DOCKER_HOST / CONTAINER_HOST, or --host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (no socket found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For an engine with TLS, DOCKER_CERT_PATH (now %1) must hold the ca.pem that signed the engine&apos;s certificate, and the cert.pem and key.pem it accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DOCKER_TLS_VERIFY=%1 still means &quot;verify&quot;, as for the docker CLI; connecting without checking the certificate takes --insecure-skip-tls-verify, and lets a man in the middle read your jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 (API %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost the connection to %1: %2. Retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s file name %1 is too long to copy to the engine&apos;s host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workdir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workdir %1/%2 exists already on %3, left from an earlier job of that name; TrainDeck writes only into a workdir it creates. Look at what is in it, remove it, or pick another job name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copying the workdir to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workdir %1/%2 on %3 is a link; TrainDeck deletes only a folder it made there, nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleting the workdir %1/%2 on %3 failed: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4 on the engine&apos;s host; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4; nothing was deleted. If the folder is yours, remove it and the job&apos;s containers and network with the engine&apos;s own tools (docker rm -f, docker network rm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not create container: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image %1 is not on %2 and the pull policy is Never (the engine said: %3). Build or load the image, or use pull policy IfNotPresent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pulling image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image %1 pulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workdir %1 appeared while the job was being submitted; TrainDeck does not write into a folder it did not create. Remove it or pick another job name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Delete the old job of this name first (traindeck-cli delete %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network %1 created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Container::ContainerStatsFollower</name>
    <message>
        <source>No container of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Document</name>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB (Kubernetes refuses objects over 1.5 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (first bad byte at line %1, column %2); save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file contains NUL bytes; is it a binary file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brackets are nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected a Kubernetes object with apiVersion and kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; expected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not valid YAML: a &apos;,&apos; at line %1, column %2 separates nothing; remove it, or put the values in a list [a, b]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML parser did not finish reading this file within %1 s, which happens on some malformed documents; check the file for stray commas, brackets or anchors, or save it again from an editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the YAML parser crashed on this file; it is not valid YAML</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::DocumentBuilder</name>
    <message>
        <source>the document expands to more than %1 values (YAML aliases repeated many times?); refusing to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping key must be a plain value, not a list or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::FieldReader</name>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation>此字段为必填项</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of text values, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of names to text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1 (quote the value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of resource names to quantities, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a quantity such as 2, 500m or 4Gi, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of {name, value} entries, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {name: ..., value: ...}, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment values must be text; quote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::History::HistoryStoreWorker</name>
    <message>
        <source>The history database %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds tables but no history schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history database %1 is unusable and could not be renamed to %2. Move it away by hand and start TrainDeck again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history database %1 is locked by another program (another TrainDeck or an sqlite3 shell?) and stayed locked for %2 seconds. It was left as it is; this session records its runs in %3 instead. Close the other program and restart TrainDeck to use %1 again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer TrainDeck (schema version %1; this one knows up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history database %1 could not be used: %2. It was kept as %3 and a new, empty history was started; nothing was deleted. Open the kept file with that newer TrainDeck or sqlite3 to recover its runs, or delete it once you no longer need it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A new history database %2 could not be made either: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run %1 in the history: it was removed or pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder of the archive %2 (a link, or a path elsewhere); it was left alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobPlan</name>
    <message numerus="yes">
        <source>Job %1 on %2: runtime %3 (%4, %5), %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>  workspace: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  network:   %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     image:   %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;script, %n line(s)&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>     command: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     limits:  %1 (not enforced on local processes)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     limits:  %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobWorker</name>
    <message>
        <source>This backend does not measure what jobs use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This backend cannot inspect steps (step %1 of job %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::ExecCredentialPlugin</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exec has no command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always, so it needs a terminal, and TrainDeck has none; run `kubectl get ns` in a terminal once so that the plugin can sign in (most plugins keep what they get), or set interactiveMode to IfAvailable or Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; (%2) could not be started: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it printed nothing on stderr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of its stderr:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; did not finish within %2 s and was stopped; run it by hand in a terminal, it may be waiting for a sign-in (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; printed more than %2 bytes and was stopped; an ExecCredential is far smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was killed by a signal; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; failed with exit code %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeClient</name>
    <message>
        <source>cannot %1 %2: %3 answered %4 with something that is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: server &apos;%2&apos; is not an https:// URL with a host; use the form https://HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Kubernetes API server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: proxy-url &apos;%2&apos; is not one TrainDeck can use; use http://HOST:PORT or socks5://HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certificate authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: the certificate authority (%2) holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached without TLS: anyone on the network path can read and change what is sent, credentials included. Use its https:// address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached with certificate checks turned off (insecure-skip-tls-verify in %3): a man in the middle can read and change what is sent, credentials included. Put the cluster&apos;s CA in certificate-authority-data and drop the option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (context %2) does not serve %3. For %4 install Kubeflow Trainer on the cluster (see docs/kubernetes.md), or choose a context whose cluster has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJobs and training runtimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list %1: %2 answered a list without items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list %1: %2 sent the same continue token twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeCredentials</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate (a &quot;-----BEGIN CERTIFICATE-----&quot; block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an unencrypted RSA or EC private key in PEM; TrainDeck cannot use other keys, and an encrypted key needs decrypting first (openssl pkey -in KEY -out PLAIN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client-certificate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client-certificate-data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client-key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client-key-data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a client certificate but no client-key; add the key that belongs to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read tokenFile %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokenFile %1 is empty; it must hold the bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos;&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clientCertificateData</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clientKeyData</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeLogFollower</name>
    <message>
        <source>--- pod %1 was replaced by %2 ---</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2; the previous one exited with code %3) ---</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2) ---</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeLogSupervisor</name>
    <message>
        <source>The log of step &apos;%1&apos; is not kept: the name cannot name a file (%2). Rename the runtime&apos;s step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeWatch</name>
    <message>
        <source>the watch of %1 went silent for %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watch of %1 ended without an event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubernetesBackend</name>
    <message>
        <source>%1 (all namespaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubernetesWorker</name>
    <message>
        <source>not connected to the cluster yet; wait for the connection or check the context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to the cluster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer is not installed on this cluster (it does not serve trainer.kubeflow.org/v1alpha1): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer %2 · namespace %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(version not stated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(version unknown: %1/kubeflow-trainer-public: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such ConfigMap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster lists a TrainJob named &apos;%1&apos;, which is not a valid job name; TrainDeck shows it and leaves it alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metrics.k8s.io/v1beta1 serves no pods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has no metrics server, so what pods use cannot be shown (%1). Install metrics-server (kubectl top needs it too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pod of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several namespaces have a TrainJob named &apos;%1&apos;; name it as namespace/name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in namespace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; is known yet: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of TrainJob &apos;%2&apos; has no pod now: it is not scheduled yet, or its pod was deleted. Its logs and events are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pod of step &apos;%1&apos; of TrainJob &apos;%2&apos; (%3 in namespace %4) is gone: it was deleted, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; is still being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this connection lists every namespace and submits to none; choose a namespace to submit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job names namespace %1, but this connection works in %2; pick the connection of namespace %1, or clear the job&apos;s namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a TrainJob named &apos;%1&apos; exists already in namespace %2; delete it or pick another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob %1 has finished (%2); there is nothing to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck does not delete %1: it cannot tell what it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a TrainJob already: clone it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Training Operator job named &apos;%1&apos; in namespace %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Local::LocalBackend</name>
    <message>
        <source>Local processes</source>
        <translation>本地进程</translation>
    </message>
    <message>
        <source>a job named &apos;%1&apos; exists already; delete it or pick another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the process ended without an exit status (killed?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment could not be prepared (see the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another step failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck was restarted before the nodes started and does not store secrets; submit the job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 could not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot find a free TCP port on 127.0.0.1 for the rendezvous (%1); check the local network settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot find a TCP port on 127.0.0.1 that no running job uses; wait for a job to finish and submit again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No process of job &apos;%1&apos; is running, so there is nothing to measure; samples start when a step runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s workspace %1 is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the job folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) on runtime %1, rendezvous port %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>process %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no process yet: inspect it once it has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not delete every file of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::HistoryTableModel</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — gone from its backend; the history keeps it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>last %1 · min %2 · max %3 · %n sample(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::JobTableModel</name>
    <message numerus="yes">
        <source>No log line or metric for %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No log line or metric for %n min</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation type="unfinished">TrainDeck</translation>
    </message>
    <message>
        <source>Kubeflow SDK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job was made outside TrainDeck, by a tool TrainDeck cannot name: TrainDeck did not submit it from here and it carries no label that says who did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job was made outside TrainDeck, by a tool TrainDeck cannot name: its containers carry neither TrainDeck&apos;s label (traindeck.io/managed-by) nor all the labels the Kubeflow SDK sets (trainer.kubeflow.org/step and network-id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its status is unknown: TrainDeck found no step (container or pod) of it whose state it could read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Its status is unknown: none of its %n step(s) reports a state TrainDeck can read.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Submitted from TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by the Kubeflow Python SDK: its containers carry the SDK&apos;s labels and not TrainDeck&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made outside TrainDeck, by a tool TrainDeck cannot name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the progress API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the job&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::RuntimeListModel</name>
    <message>
        <source>%1 (unusable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (deprecated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namespaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unknown framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::StepListModel</name>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretMasker</name>
    <message>
        <source>dataset access token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model access token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset S3 access key ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset S3 secret access key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model S3 access key ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model S3 secret access key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretStore</name>
    <message>
        <source>no details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain refused access to &quot;%1&quot; (%2). Unlock the keychain or allow TrainDeck, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain could not be reached (%1). Start and unlock a Secret Service keyring such as GNOME Keyring or KWallet; until then TrainDeck remembers no secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This TrainDeck was built without qtkeychain, so it cannot remember secrets. Install qtkeychain-qt6-dev and rebuild.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi</name>
    <message>
        <source>no random bytes for the job&apos;s progress token; try again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi::StatusServer</name>
    <message>
        <source>Qt cannot read the progress API&apos;s certificate in %1; delete the folder to make new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the progress API is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the progress API cannot listen on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AboutDialog</name>
    <message>
        <source>About TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation type="unfinished">TrainDeck</translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck&apos;s source code is free software under the Apache License 2.0. This program links Qt Charts, licensed under the GNU GPL 3, so as built it is distributed under the terms of the GPL 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Features of This Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code highlighting: KSyntaxHighlighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code highlighting: TrainDeck&apos;s built-in highlighter (built without KSyntaxHighlighting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets: kept in the desktop&apos;s keychain (qtkeychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets: not remembered (built without qtkeychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LGPL-3.0-only or GPL-2.0-or-later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphviz (cgraph, gvc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yaml-cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nlohmann/json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http-parser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL (libcrypto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite (through Qt SQL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qtkeychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KSyntaxHighlighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, features and the licences of the libraries used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AppController</name>
    <message>
        <source>A secret was not remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish or close the job you are building first: it was not changed to runtime %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection to run on. Pick one under Runs on in the job builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 was not submitted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::BuilderFooter</name>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a TrainJob YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob &amp;YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kubeflow &amp;Python SDK code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: the job is valid for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before submitting.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ClusterPage</name>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options that only a Kubernetes cluster acts on: where the job is created, how Kueue queues it, when it gives up, and patches to the pods of its runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Cluster Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clears every option of this page, so that the job can run here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection&apos;s namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Namespace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create &amp;suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job is created with spec.suspend: true and starts no pods until it is resumed (or Kueue admits it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (e.g. team-a-queue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Kueue LocalQueue that admits the job (label %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (e.g. high-priority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Kueue WorkloadPriorityClass (label %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Priority class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the job may run (counted again after a resume); then it fails with DeadlineExceeded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active &amp;deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (the Trainer controller)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Managed by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- manager: example.com/my-tool
  trainingRuntimeSpec:
    template:
      spec:
        replicatedJobs:
          - name: node
            ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Node &amp;Selector Patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Toleration Patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime &amp;patches:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list spec.runtimePatches as YAML: each entry names its manager and patches the runtime&apos;s JobSet, e.g. the node selector, tolerations or volumes of the pods of one replicated job (node for the training nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster options apply to Kubernetes connections; this job runs on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> This job sets some of them: remove them here, or pick a Kubernetes connection under Runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime patches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::CompareView</name>
    <message>
        <source>Align by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align by time since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show equal fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training script, each run against the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading the logs of %n run(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No metric was found in these runs&apos; logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run reported %1 with a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run reported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first run&apos;s spec was not kept: there is no script to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the spec was not kept

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 ran the same script

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionDialog</name>
    <message>
        <source>Add Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. Build box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unix &amp;socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TCP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SS&amp;H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: your ssh-agent and ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached with your OpenSSH client and its settings. The host key must be known already: connect once with ssh in a terminal to check and accept it. Docker needs no path (docker system dial-stdio runs there); Podman needs its socket&apos;s path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use TLS (the engine&apos;s certificate is checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ca.pem; empty: the system&apos;s certificate authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cert.pem; empty: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key.pem, with the client certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip certificate verification (insecure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the check, anyone on the network path can pose as the engine: read the jobs sent to it, secrets included, and run what they like. Use it only for a test engine on a network you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket: &apos;%1&apos; is not a socket address. Enter unix:// and the socket&apos;s absolute path, e.g. unix:///run/docker.sock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: &apos;%1&apos; is not an SSH address. Enter ssh://user@host, with :port when it is not 22 and, for Podman, the path of its socket on that host, e.g. ssh://ada@gpu-box/run/user/1000/podman/podman.sock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: Podman is reached through its socket on that host: add its path, e.g. /run/user/1000/podman/podman.sock (podman info --format &apos;{{.Host.RemoteSocket.Path}}&apos; there shows it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file: %1 does not exist. Choose your private key, or leave the field empty to use ssh-agent and ~/.ssh/config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host: &apos;%1&apos; is not an engine address. Enter host:port, e.g. build-box.example.org:2376 (2376 is the engine&apos;s usual TLS port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 does not exist. Choose %3, or leave the field empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be read (%3). Make it a file you may read, or choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ca.pem that signed the engine&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cert.pem the engine accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key.pem of the client certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client key: a client certificate needs its key. Choose its key.pem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client certificate: a client key needs its certificate. Choose its cert.pem.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionManager</name>
    <message>
        <source>&amp;Add Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a Docker or Podman engine by its socket or address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the address or TLS files of the selected saved connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the selected saved connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switch Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the connection list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to connection %1 of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed already; it is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1 is listed already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed %1; connecting again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the connection %1 (%2)? Its jobs keep running on the engine; TrainDeck no longer lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionSelector</name>
    <message>
        <source>Where jobs run: this computer, a container engine or a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The namespace jobs are listed in and submitted to; pick or type another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a namespace, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing namespaces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list namespaces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1 in this build of TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>— retrying in %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected — warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kubeconfig&apos;s current context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected yet: choose it to connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ContainerPage</name>
    <message>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ready-made training image. Its command and arguments run as they are on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the image&apos;s entry point, e.g. python train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. --epochs 3 --lr &quot;0.01&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DayView</name>
    <message>
        <source>The day before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The day after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no connection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: created %2, waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2
created %3, ran %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: never started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs in the history yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run on %1 that day</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DesktopNotifier</name>
    <message>
        <source>no D-Bus session bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramScene</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainDeck architecture diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramView</name>
    <message>
        <source>Zoom In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the architecture larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the architecture smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the architecture at 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole architecture in the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GanttView</name>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GeneralPage</name>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the job and pick the runtime it runs on. Drop a train.py, a requirements.txt, a TrainJob YAML or a project folder anywhere on this dialog to fill it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowercase letters, digits and &apos;-&apos;, e.g. mnist-ddp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python script (CustomTrainer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container image (CustomTrainerContainer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning (BuiltinTrainer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trainer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where Submit sends the job. Changing the main window&apos;s connection does not change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;uns on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (defined in the job&apos;s file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runtimes are loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This runtime is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(connection closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryController</name>
    <message>
        <source>The run history was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run History — TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;tention…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long runs and their archived logs are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs were not removed from the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) removed from the history.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The run history cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run cannot be read from the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compare %n runs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history has no spec of %1: it was found on its backend, which kept none. Build it again in the builder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the history&apos;s copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history&apos;s spec of %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run of %1: its connection %2 is not open here; choose where to run it under Runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitting %1 again as %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to prune: the history keeps every run (set a limit under Retention…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history was not pruned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n run(s) and %1 of archived logs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) still running were kept.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History Retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older runs and their archived logs are removed every few hours and on Prune Now; a run that still runs is never removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep runs for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archived logs at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prune Now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryJobDialog</name>
    <message>
        <source>%1 — run history</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone from its backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec was not kept: the job was found on its backend, not submitted from TrainDeck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan was kept for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs were not archived: the run&apos;s log folder is gone and the history kept no copy of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept, so it cannot be run again from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the run&apos;s logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No metric was found in the run&apos;s logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryView</name>
    <message>
        <source>gone from backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the run&apos;s spec, plan, logs, metrics and timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete from history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the selected runs and their archived logs (the jobs on their backends are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search runs by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at least this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at most this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay the metric curves of the selected runs and list what differed in their specs (select two or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s steps and events over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept (a job found on its backend), so it cannot be run again from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the same spec again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a copy of the spec in the builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs yet.
Every job you submit or find on a backend is kept here, with its spec, logs and metrics, even after its backend forgets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run matches these filters.
Clear the search field or widen the filters to see more runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the run “%1” from the history? Its archived logs are deleted too; the job on its backend is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n runs from the history? Their archived logs are deleted too; the jobs on their backends are not touched.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ImagePicker</name>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, made %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no tagged images yet: type a name, and it is pulled as the pull policy says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose one of the %n image(s) on %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializerForm</name>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HuggingFace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data cache (Kubernetes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dataset initializer: the nodes start without downloading a dataset to /workspace/dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model initializer: the nodes start without downloading a model to /workspace/model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ima&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the default shown, pulled when the engine lacks it. Offline, name an image the engine has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local jobs run TrainDeck&apos;s bundled initializer: no image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a cluster the runtime&apos;s initializer image is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hf_… (only for gated or private repositories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one glob per line, e.g. *.parquet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage &amp;URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ignore patterns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://s3.amazonaws.com (default), or a MinIO URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one glob per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access &amp;key ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret access key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role &amp;ARN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metadata location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;IAM role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data cache runs only on Kubernetes: it starts a distributed cache cluster next to the job. The target of this job is %1; choose a HuggingFace or S3 dataset instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializersPage</name>
    <message>
        <source>Dataset and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initializers download a dataset to /workspace/dataset and a model to /workspace/model before the nodes start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected job and keep its logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected job with its files and logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-run Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the selected job again under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lone into Builder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected job in the job builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Con&amp;vert to TrainJob…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the equivalent TrainJob of the selected Training Operator job in the builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ume Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the selected suspended job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prune Finished Jobs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the finished jobs of this connection created before a date you pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspend the selected job: its pods go, the job and its logs stay, and Resume starts it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its connection is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel %1? It stops now; its logs are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancel these %n jobs? They stop now; their logs are kept.
%1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelling %n job(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot cancel %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resuming %n job(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Resumed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 with its files and logs?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still running. Stop it and delete it with its files and logs?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 (running: it is stopped first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n jobs with their files and logs?
%1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n finished job(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot re-run %1: the backend did not keep its TrainJob file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not re-run: %1 needs its secrets again (%2); re-run it alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot re-run as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converting %1 %2 to a TrainJob…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot convert %1 %2 to a TrainJob: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted from %1 %2; everything was carried over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted from %1 %2. Not carried over:
• %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted %1 %2 to a TrainJob</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobBuilderDialog</name>
    <message>
        <source>New Training Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes &amp; Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset &amp; Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit as YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dis&amp;card Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the job being built, once it is valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the builder&apos;s next section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the builder&apos;s previous section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the job builder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 has changes that were not submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it as a draft, and New Job offers to restore it next time (secrets are not kept). Or discard it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep as Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard them, or stay and export the job as YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job you did not submit was kept as a draft on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft %1 restored. Secrets were not kept: enter them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit to Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import TrainJob YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that are not applied to the form, and they cannot be: %1. Fix them, or press Reload from Form to drop them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that cannot be applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: the connection it was to run on is gone. Pick one under Runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the job&apos;s images on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: %1 is not on %2, and the pull policy %3 does not fetch it. Pull it on the engine first, or choose one of its images with the button at the end of the image field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull Images?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 does not have %n image(s) of this job yet:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1

The pull policy %2 pulls them when you submit; this needs the registry to be reachable and can take a while. The job&apos;s Events tab shows the pull&apos;s progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit and &amp;Pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: the images were not pulled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobDiagramController</name>
    <message>
        <source>object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;click to open the log&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s); click to show them all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFileLoader</name>
    <message>
        <source>script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1; skipped: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no train.py or main.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded the project %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a Script Outside the Job&apos;s Folder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names a training script outside its own folder:

%2

Read this file and send it with the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a script, requirements.txt, TrainJob YAML or JSON file, or folder with train.py or main.py</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFilterBar</name>
    <message>
        <source>Filter by job or runtime name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active (created or running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All backends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobLogPanes</name>
    <message>
        <source>Merged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobView</name>
    <message>
        <source>&amp;Inspect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its id, image, command, environment, mounts, ports and exit code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shell in this running step, in your terminal emulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Workspace &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The architecture of the selected job appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs of %1 are in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs of the selected job appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The architecture view needs the job&apos;s TrainJob file, which this backend did not keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot draw this job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no step %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened a terminal in %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection of %1 is gone; reconnect to inspect its steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by the Kubeflow SDK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made outside TrainDeck (by an unknown tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by TrainDeck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulling image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulling image %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick to treat the value as a secret: masked here and in every file TrainDeck keeps. Names such as *_TOKEN, *_KEY, *PASSWORD* and *SECRET* are secrets already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret by its name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeychainOptionBox</name>
    <message>
        <source>Keeps the value in your desktop&apos;s keychain (GNOME Keyring, KWallet), never in TrainDeck&apos;s settings, logs or job folders. Untick to remove it from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogPane</name>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only matching lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show when each line arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep showing the newest lines (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible Lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtered Lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what to find in the log shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next line that matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the previous line that matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogView</name>
    <message>
        <source>Follow the log again (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select every line shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the log again from its newest line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop following and show the first line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paused — %n new line(s) · Jump to live</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Paused · Jump to live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> … [%1 more bytes]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretty &amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 as JSON</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs,
or a runtime to see what it provides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection lost: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build and submit a new job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a TrainJob or runtime file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall &amp;Alert…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how long the selected job may print nothing before you are alerted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stall Alerts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how long a running job may print nothing before you are alerted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to filter the jobs table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh &amp;Runtimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the connection for its runtimes again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect the selected connection again now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run TrainDeck has seen: search, compare, timelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close TrainDeck; jobs keep running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates that jobs start from. Drop a runtime YAML here to add one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Ctrl+N to build one, or drop a training script, a TrainJob YAML or a folder with train.py here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs match the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) hidden. Press Ctrl+Shift+F to clear the filters.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot list the runtimes of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran for %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 has stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>TrainDeck — %n stalled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>desktop notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status bar only (%1; no system tray)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log Panes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import TrainJob or Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a script, YAML or JSON file, requirements.txt or folder with train.py or main.py</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MetricPatternsDialog</name>
    <message>
        <source>Metric patterns for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pattern is a regular expression with a group (?&lt;value&gt;...) around the number, an optional group (?&lt;step&gt;...), and a metric name or a group (?&lt;name&gt;...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample log line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paste a line of the job&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (step %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is read from this line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorChartView</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Check the free space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the chart as %1. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s) ≤ 0 not shown on the log scale)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorView</name>
    <message>
        <source>Mean of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patterns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One line: the mean of the nodes&apos; values at each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logarithmic y axis; values at or below zero are not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything and follow new values (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no training metrics in the logs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teach TrainDeck the metric lines of this job&apos;s runtime (regular expressions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KiB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the progress API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource metrics unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource metrics appear while the job runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no samples yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainJob YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python SDK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are hidden here; exports ask before writing them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan until this problem is fixed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan: pick a runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan until these problems are fixed:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PruneJobsDialog</name>
    <message>
        <source>Prune Finished Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the finished (Complete or Failed) jobs on %1 created before a date, with their files and logs. Running jobs are never deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created &amp;before:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished job was created before this date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) will be deleted:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a cut list of job names</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberEnvSecretsBox</name>
    <message>
        <source>Remember secret variables in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps the values of variables named like secrets (WANDB_API_KEY, HF_TOKEN, *_PASSWORD, ...) in your desktop&apos;s keychain, one entry per name, never in TrainDeck&apos;s settings, logs or job folders. A row with such a name and no value is filled in from it. Untick to remove the names shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The values are used for this job only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled in from the system keychain: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain holds other values for some of these variables. Tick the box to replace them with these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not remembered: %1 The values are used for this job only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remembered in the system keychain: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables named like secrets (WANDB_API_KEY, HF_TOKEN, ...) will be remembered once they have values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove them from the system keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberSecretBox</name>
    <message>
        <source>Remember in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The value is used for this job only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain holds an entry &quot;%1&quot; that TrainDeck cannot read. Tick the box to replace it with these values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled in from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain holds other values for &quot;%1&quot;. Tick the box to replace them with these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not remembered: %1 The value is used for this job only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It will be remembered once you type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove it from the system keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ResourcesPage</name>
    <message>
        <source>Nodes and resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many nodes train together and what each one gets. Quantities use Kubernetes units: 2 or 500m CPUs, 4Gi of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 8Gi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values given to a container are visible to anyone who can run &apos;docker inspect&apos; (or &apos;podman inspect&apos;) on it, secrets included: on a shared engine, prefer a secret the cluster holds (Kubernetes secretKeyRef).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Runtime default (%n node(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RunCurves</name>
    <message>
        <source>Logs were not archived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RuntimePanel</name>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ML policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initializers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a runtime to see its definition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 processes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launcher runs as a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gang scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pretrained model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (a job may add its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterTrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated by the runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in (TorchTune)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>script or container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runtime selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtimes are the templates jobs start from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ScriptPage</name>
    <message>
        <source>Training script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Training Script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Python training code, run on every node.
# Name a function below to call it with the arguments, or leave it empty to run the script as __main__.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited copy of %1 (sent inline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: run the script as __main__</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Function:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (JSON or text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function ar&amp;guments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command-line arguments, e.g. --epochs 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Script &amp;arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one requirement per line, e.g. torchvision or pandas&gt;=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Packages to install:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://pypi.org/simple (first: --index-url, then --extra-index-url)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pip &amp;index URLs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime&apos;s image (containers only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image o&amp;verride:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inline code, sent with the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SecretLineEdit</name>
    <message>
        <source>Hide the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SectionList</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in this section</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StallAlertDialog</name>
    <message>
        <source>Stall Alert for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert when %1 runs without printing a log line or reporting a metric for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert when a running job prints no log line and reports no metric for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The default (%n min)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The default (off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Never for this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Never</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StatusBadgeDelegate</name>
    <message>
        <source>Stalled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StepInspectDialog</name>
    <message>
        <source>Inspect %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the id to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published on host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend stopped before it answered (its connection was closed or replaced). Refresh to ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection of job %1 is gone; reconnect to inspect its steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 about %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot inspect step %1 of job %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod UID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: a process on this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (secret, masked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secret: TrainDeck never shows its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TimelineView</name>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no steps to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3 node(s)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ran %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1, waiting until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: started %2, ended %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waited from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2
started %3
ended %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TorchTunePage</name>
    <message>
        <source>Recipe default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tunes the runtime&apos;s model with a TorchTune recipe. Empty settings keep the recipe&apos;s defaults. Needs a torchtune runtime and a container backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loss:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA (parameter-efficient fine-tuning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dropout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention &amp;modules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantize base (QLoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use DoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partially checked: the recipe&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruct dataset preprocessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train on the input too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the dataset&apos;s system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Column map:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TrainerPage</name>
    <message>
        <source>Training Script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchTune</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::YamlEditorPage</name>
    <message>
        <source>Edit as YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job as a TrainJob. Edit it and apply to update the form; the form keeps what it cannot show. Secrets appear as &quot;%1&quot; and stay as they are unless you replace that text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload from Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply to Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the form as YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied to the form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainJob</name>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name must start with a lowercase letter (a-z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed; use lowercase letters, digits and &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name must end with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainJobCodec</name>
    <message>
        <source>expected a JSON list of text such as [&quot;numpy&quot;, &quot;pandas&gt;=2&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every entry must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLUSTER_SIZE must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a dataset comes from hf://, s3:// or cache://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dataset initializer needs a storageUri (hf://, s3:// or cache://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache:// is for datasets only; a model comes from hf:// or s3://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a model comes from hf:// or s3://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model initializer needs a storageUri (hf:// or s3://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a TrainJob (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected kind TrainJob, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generateName is not supported; set metadata.name or leave it out and TrainDeck picks a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime kind; use ClusterTrainingRuntime or TrainingRuntime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use trainer.kubeflow.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid; use a whole number of processes, or auto, cpu or gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object of TorchTune settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CustomTrainer needs the annotation %1 (a .py file) or %2 (the code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object of keyword arguments such as {&quot;lr&quot;: 0.01}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a script trainer builds its own command; remove spec.trainer.command or drop the %1 annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trainer type; use CustomTrainer, CustomTrainerContainer or BuiltinTrainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not accepted by the TrainJob CRD; use %2 or %3, or leave it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainJobSnapshot</name>
    <message>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting to be scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pod&apos;s phase is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>restarted %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>terminating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspended: no pod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pod yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>check TrainJob and runtime files; print each problem as FILE:LINE: FIELD: message</source>
        <translation>检查 TrainJob 和运行时文件；每个问题输出为 文件:行: 字段: 信息</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate needs at least one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation>%1：正常</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPlugin</name>
    <message>
        <source>&apos;%1&apos; is not a valid TrainJob name: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is a %2 runtime; built-in TorchTune training needs a torchtune runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; runs built-in TorchTune recipes; pick a custom runtime such as torch-distributed for a script or an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is set twice; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a quantity; use values such as 2, 500m, 1.5 or 4Gi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs are counted in whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one MIG profile may be requested per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request either whole GPUs or a MIG profile, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; could not be read; check that the file exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Python function name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a package requirement; write names such as numpy or pandas&gt;=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an index URL; use http://, https:// or file://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no image: set spec.trainer.image or use a runtime that has one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local backend runs processes, not images; pick Docker or Podman for image %1, or use a script trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in TorchTune training runs in its container image; pick Docker, Podman or Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a HuggingFace dataset URI looks like hf://owner/dataset, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an S3 dataset URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an endpoint URL; use http:// or https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a data cache URI looks like cache://SCHEMA/TABLE, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a data cache needs the Iceberg metadata location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a data cache needs more than one data node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data cache runs only on Kubernetes; pick a HuggingFace or S3 dataset for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a HuggingFace model URI looks like hf://owner/model, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an S3 model URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this label holds the value of the secret %1; labels are public, so remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; uses MPI over SSH between nodes, which runs only on Kubernetes; pick torch-distributed for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The namespace (metadata.namespace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Kueue queue (label %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Kueue priority class (label %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create suspended (spec.suspend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active deadline (spec.activeDeadlineSeconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Managed by (spec.managedBy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime patches (spec.runtimePatches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 applies to Kubernetes only, and this job runs on %2. Remove it, or run the job on a Kubernetes connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a namespace name: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no training code: choose a training script (a .py file) or type the code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitCommand</name>
    <message>
        <source>wait until a job reaches a status</source>
        <translation>等待任务达到某个状态</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

Waits until the job&apos;s status is one of S (default Complete; any of Created,
Running, Complete, Failed, Suspended). Exit status 0 when reached; 1 when the
job failed instead, or the timeout (default 600 s) passed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos;; use Created, Running, Complete, Failed or Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout takes a positive number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: still %2 after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchDecoder</name>
    <message>
        <source>the watch stream holds an event that cannot be used at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;type&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;object&quot; is missing or not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watch stream holds &apos;%1&apos; at byte %2 where an event object should begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the watch stream holds an event of more than %1 MiB at byte %2; the stream is broken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Render the main window to FILE once it has loaded, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the job NAME once it has been listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --select-job: show the job&apos;s Architecture tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to Docker and Podman over TLS without checking the engine&apos;s certificate (any DOCKER_TLS_VERIFY value means verify). The connection shows a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
