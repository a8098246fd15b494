<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BackendRegistry</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>unknown backend &apos;%1&apos;; use %2</source>
        <translation>未知后端“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>the %1 backend is not available in this build of %2</source>
        <translation>此 %2 构建中不提供 %1 后端</translation>
    </message>
</context>
<context>
    <name>BuilderDraft</name>
    <message>
        <source>This job builder keeps no drafts. Export the job as YAML to keep it.</source>
        <translation>此作业构建器不保存草稿。请将作业导出为 YAML 以便保留。</translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft: the folder %1 cannot be created. Export it as YAML to keep it.</source>
        <translation>无法将未提交的作业保存为草稿：无法创建文件夹 %1。请将其导出为 YAML 以便保留。</translation>
    </message>
    <message>
        <source>Cannot keep the unsubmitted job as a draft in %1: %2. Export it as YAML to keep it.</source>
        <translation>无法将未提交的作业作为草稿保存到 %1：%2。请将其导出为 YAML 以便保留。</translation>
    </message>
    <message>
        <source>There is no draft job to restore: it was restored or discarded already.</source>
        <translation>没有可恢复的草稿作业：它已被恢复或丢弃。</translation>
    </message>
    <message>
        <source>The draft job in %1 cannot be read (%2). It is left there; remove it or open it in a text editor.</source>
        <translation>无法读取 %1 中的草稿作业（%2）。它仍保留在原处；请将其删除或用文本编辑器打开。</translation>
    </message>
    <message>
        <source>Cannot remove the draft job %1. Remove it by hand.</source>
        <translation>无法删除草稿作业 %1。请手动删除。</translation>
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

无需图形界面即可构建、运行和监视 Kubeflow Trainer 作业。

命令：
</translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation>
选项：
</translation>
    </message>
    <message>
        <source>traindeck-cli: --completion needs bash or zsh
</source>
        <translation>traindeck-cli：--completion 需要 bash 或 zsh
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
        <translation>--%1 需与 --backend kubernetes 一起使用</translation>
    </message>
    <message>
        <source>--host names a Docker or Podman engine; a cluster is named with --kubeconfig, --context and --namespace</source>
        <translation>--host 指定 Docker 或 Podman 引擎；集群应通过 --kubeconfig、--context 和 --namespace 指定</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>show this help, or a command&apos;s with &lt;command&gt; --help</source>
        <translation>显示此帮助，或用 &lt;命令&gt; --help 显示命令的帮助</translation>
    </message>
    <message>
        <source>show the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <source>the bundled runtime of that name</source>
        <translation>同名的内置运行时</translation>
    </message>
    <message>
        <source>the one from %1</source>
        <translation>来自 %1 的运行时</translation>
    </message>
    <message>
        <source>%1:%2: note: runtime &apos;%3&apos; defined in this file is used by its jobs instead of %4</source>
        <translation>%1:%2: 注意：此文件中定义的运行时“%3”将被其中的作业使用，而非 %4</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in this file; it holds: %2</source>
        <translation>此文件中没有名为“%1”的 TrainJob；其中包含：%2</translation>
    </message>
    <message>
        <source>no TrainJob</source>
        <translation>没有 TrainJob</translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; give it with --runtimes FILE to a command that takes a TrainJob, or add a TrainJob that uses it</source>
        <translation>此文件只定义了运行时（%1），没有 TrainJob；请通过 --runtimes FILE 将其传给接受 TrainJob 的命令，或添加一个使用它的 TrainJob</translation>
    </message>
</context>
<context>
    <name>CliParser</name>
    <message>
        <source>Run &apos;traindeck-cli %1 --help&apos; for its options.</source>
        <translation>运行“traindeck-cli %1 --help”查看其选项。</translation>
    </message>
    <message>
        <source>%1: unknown option %2%3. %4</source>
        <translation>%1：未知选项 %2%3。%4</translation>
    </message>
    <message>
        <source>%1: %2 needs a value. %3</source>
        <translation>%1：%2 需要一个值。%3</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>warning: runtime not loaded: %1</source>
        <translation>警告：未加载运行时：%1</translation>
    </message>
</context>
<context>
    <name>ClusterRuntimes</name>
    <message>
        <source>it has no trainer.kubeflow.org/framework label, so no job can say which framework it runs; ask the cluster&apos;s administrator to add the label</source>
        <translation>它没有 trainer.kubeflow.org/framework 标签，因此没有作业能说明其运行的框架；请让集群管理员添加该标签</translation>
    </message>
    <message>
        <source>%1 %2 cannot be used: %3</source>
        <translation>%1 %2 无法使用：%3</translation>
    </message>
    <message>
        <source>%1
Kubeflow Trainer is not installed on this cluster (it does not serve ClusterTrainingRuntimes): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation>%1
此集群上未安装 Kubeflow Trainer（它不提供 ClusterTrainingRuntime）：请安装 Kubeflow Trainer，或选择其集群已安装它的上下文</translation>
    </message>
</context>
<context>
    <name>ContainerComponentBuilder</name>
    <message>
        <source>no image for the nodes: set spec.trainer.image or pick a runtime with an image</source>
        <translation>节点没有镜像：请设置 spec.trainer.image，或选择带有镜像的运行时</translation>
    </message>
</context>
<context>
    <name>ContainerInspection</name>
    <message>
        <source>long values</source>
        <translation>长值</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>the engine&apos;s container inspect answer has no container Id; check that the engine speaks the Docker Engine API.</source>
        <translation>引擎的容器检查应答中没有容器 Id；请检查该引擎是否使用 Docker Engine API。</translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>mounts</source>
        <translation>挂载</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>The engine gave more than is shown; cut: %1.</source>
        <translation>引擎提供的内容多于所显示的；已截断：%1。</translation>
    </message>
</context>
<context>
    <name>ContainerJobState</name>
    <message>
        <source>not a TrainDeck container job state</source>
        <translation>不是 TrainDeck 容器作业状态</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON</source>
        <translation>%1 不是有效的 JSON</translation>
    </message>
</context>
<context>
    <name>ContainerStats</name>
    <message>
        <source>The engine sent a stats object that is not JSON: %1</source>
        <translation>引擎发送的统计对象不是 JSON：%1</translation>
    </message>
</context>
<context>
    <name>ContextsCommand</name>
    <message>
        <source>list the kubeconfig&apos;s Kubernetes contexts and whether each connects</source>
        <translation>列出 kubeconfig 中的 Kubernetes 上下文及各自能否连接</translation>
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
        <translation>用法：traindeck-cli contexts [--kubeconfig FILE] [--json] [--timeout SEC]

列出 kubeconfig（--kubeconfig，否则为 $KUBECONFIG 中的文件，否则为
~/.kube/config）中的上下文，当前上下文排在最前，若挂载了 Pod 的服务账号
则随后列出它（集群内），并显示其集群、服务器和命名空间，然后逐一尝试连接：
API 服务器接受该上下文的凭据即为已连接。未连接时显示原因（未安装的 exec
插件不经尝试直接报告），已连接时显示集群是否提供 Kubeflow Trainer
（trainer.kubeflow.org/v1alpha1）。

  --kubeconfig FILE  只读取此 kubeconfig
  --json             输出一个 JSON 数组（见 docs/cli.md）
  --timeout SEC      每个上下文的应答等待时长（默认 10）
</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 未在 %2 秒内应答</translation>
    </message>
    <message>
        <source>contexts takes no arguments</source>
        <translation>contexts 不接受参数</translation>
    </message>
    <message>
        <source>contexts: --timeout needs a number of seconds above 0</source>
        <translation>contexts：--timeout 需要一个大于 0 的秒数</translation>
    </message>
    <message>
        <source>no kubeconfig was found and this is not a pod with a service account; set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation>未找到 kubeconfig，且当前不是带服务账号的 Pod；请设置 KUBECONFIG 或传入 --kubeconfig FILE</translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>CLUSTER</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, Kubeflow Trainer served</source>
        <translation>已连接，Kubernetes %1，提供 Kubeflow Trainer</translation>
    </message>
    <message>
        <source>connected, Kubernetes %1, but Kubeflow Trainer is not installed</source>
        <translation>已连接，Kubernetes %1，但未安装 Kubeflow Trainer</translation>
    </message>
    <message>
        <source>not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
</context>
<context>
    <name>DataFolderMove</name>
    <message>
        <source>Cannot make the folder %1. Check that you may write there.</source>
        <translation>无法创建文件夹 %1。请检查您是否有权在那里写入。</translation>
    </message>
    <message>
        <source>Cannot make the link %1. Check that you may write there.</source>
        <translation>无法创建链接 %1。请检查您是否有权在那里写入。</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2: %3. Check the free space and that you may write there.</source>
        <translation>无法将 %1 复制到 %2：%3。请检查剩余空间以及您是否有权在那里写入。</translation>
    </message>
    <message>
        <source>No new data folder was given. Choose an empty folder.</source>
        <translation>未指定新的数据文件夹。请选择一个空文件夹。</translation>
    </message>
    <message>
        <source>%1 is inside the current data folder %2: the data cannot move into itself. Choose a folder outside it.</source>
        <translation>%1 位于当前数据文件夹 %2 之内：数据无法移入自身。请选择其外部的文件夹。</translation>
    </message>
    <message>
        <source>The current data folder %1 is inside %2. Choose an empty folder that does not contain it.</source>
        <translation>当前数据文件夹 %1 位于 %2 之内。请选择一个不包含它的空文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty folder.</source>
        <translation>%1 是文件，不是文件夹。请选择一个空文件夹。</translation>
    </message>
    <message>
        <source>%1 is not empty: TrainDeck moves its data only into an empty folder, so that nothing of yours is mixed in or overwritten. Choose an empty or new folder.</source>
        <translation>%1 不是空的：TrainDeck 只把数据移入空文件夹，以免与您的文件混在一起或覆盖它们。请选择一个空的或新的文件夹。</translation>
    </message>
    <message>
        <source>Cannot write in %1: %2. Choose a folder you may write to.</source>
        <translation>无法在 %1 中写入：%2。请选择一个您有权写入的文件夹。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1. Choose a folder you may write to.</source>
        <translation>无法创建文件夹 %1。请选择一个您有权写入的文件夹。</translation>
    </message>
    <message>
        <source>The copy of %1 in %2 differs from the original, so nothing was moved and the data stays in %3. Check the disk and try again.</source>
        <translation>%1 在 %2 中的副本与原件不同，因此没有移动任何内容，数据仍在 %3 中。请检查磁盘后重试。</translation>
    </message>
    <message>
        <source>%1 (could not be copied again)</source>
        <translation>%1（无法再次复制）</translation>
    </message>
    <message>
        <source>%1 (its copy differs)</source>
        <translation>%1（其副本不同）</translation>
    </message>
    <message>
        <source>%1 (could not be removed)</source>
        <translation>%1（无法删除）</translation>
    </message>
    <message>
        <source>The move was cancelled. Nothing changed: the data stays in %1.</source>
        <translation>移动已取消。没有任何更改：数据仍在 %1 中。</translation>
    </message>
</context>
<context>
    <name>DeleteCommand</name>
    <message>
        <source>stop a job and remove all it created</source>
        <translation>停止作业并删除其创建的全部内容</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli delete JOB [--backend B] [--host URL]

Stops the job&apos;s steps (SIGTERM, then SIGKILL after a grace period, or the
engine&apos;s stop) and removes its processes or containers, network, workspace and
logs.
</source>
        <translation>用法：traindeck-cli delete JOB [--backend B] [--host URL]

停止作业的各个步骤（先发送 SIGTERM，宽限期后发送 SIGKILL，或使用引擎的
停止操作），并删除其进程或容器、网络、工作区和日志。
</translation>
    </message>
    <message>
        <source>delete needs a job name</source>
        <translation>delete 需要一个作业名称</translation>
    </message>
    <message>
        <source>%1 deleted</source>
        <translation>已删除 %1</translation>
    </message>
</context>
<context>
    <name>DiagramCommand</name>
    <message>
        <source>render a Mermaid flowchart, or a job&apos;s architecture diagram, as SVG, PNG or text</source>
        <translation>将 Mermaid 流程图或作业的架构图渲染为 SVG、PNG 或文本</translation>
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
        <translation>用法：traindeck-cli diagram FILE.mmd [--format svg|png|mermaid] [-o OUT]
      traindeck-cli diagram TRAINJOB.yaml --backend local|docker|podman|kubernetes
                             [--format svg|png|mermaid] [-o OUT] [--expand]
                             [--job NAME] [--runtimes PATH]...

.mmd 或 .mermaid 文件按 Mermaid 流程图读取；其他文件按 TrainJob 读取，其在该
后端上的计划即成为应用所绘制的图（包含多个 TrainJob 的文件需要 --job NAME；
文件中定义的运行时供其中的作业使用）。格式默认取 OUT 的扩展名，否则为 svg。
未指定 -o 时结果写到标准输出。--expand 显示大型作业的每个节点。

退出状态：成功为 0，输入无效为 1，用法错误为 2，
无法读写文件为 3。
</translation>
    </message>
    <message>
        <source>diagram needs exactly one input file</source>
        <translation>diagram 只需要一个输入文件</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; use svg, png or mermaid</source>
        <translation>未知格式“%1”；请使用 svg、png 或 mermaid</translation>
    </message>
    <message>
        <source>--backend applies to TrainJob files, not to Mermaid files</source>
        <translation>--backend 适用于 TrainJob 文件，不适用于 Mermaid 文件</translation>
    </message>
    <message>
        <source>Mermaid chart</source>
        <translation>Mermaid 图</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>cannot read %1: no such file</source>
        <translation>无法读取 %1：没有此文件</translation>
    </message>
    <message>
        <source>%1 holds %2 TrainJobs (%3): choose one with --job NAME</source>
        <translation>%1 包含 %2 个 TrainJob（%3）：请用 --job NAME 选择一个</translation>
    </message>
    <message>
        <source>internal error: the generated diagram does not parse: %1</source>
        <translation>内部错误：生成的图无法解析：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>DiagramGenerator</name>
    <message>
        <source>the generated chart has an edge to &apos;%1&apos;, which is neither a node nor a subgraph</source>
        <translation>生成的图中有一条指向“%1”的边，而它既不是节点也不是子图</translation>
    </message>
    <message>
        <source>Podman engine</source>
        <translation>Podman 引擎</translation>
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
        <translation>镜像</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>bridge</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>1. pull</source>
        <translation>1. 拉取</translation>
    </message>
    <message>
        <source>2. create</source>
        <translation>2. 创建</translation>
    </message>
    <message>
        <source>TrainJob</source>
        <translation>TrainJob</translation>
    </message>
    <message>
        <source>Trainer controller</source>
        <translation>Trainer 控制器</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>ML policy</source>
        <translation>ML 策略</translation>
    </message>
    <message>
        <source>build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
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
        <translation>1. 提交</translation>
    </message>
    <message>
        <source>3. watch</source>
        <translation>3. 监视</translation>
    </message>
    <message>
        <source>scripts</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>venv</source>
        <translation>venv</translation>
    </message>
    <message>
        <source>python3 + packages</source>
        <translation>python3 + 软件包</translation>
    </message>
    <message>
        <source>1. generate</source>
        <translation>1. 生成</translation>
    </message>
    <message>
        <source>2. create or reuse</source>
        <translation>2. 创建或复用</translation>
    </message>
    <message>
        <source>container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>TrainJob %1 · %2</source>
        <translation>TrainJob %1 · %2</translation>
    </message>
    <message>
        <source>initializers</source>
        <translation>初始化器</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 per node</source>
        <translation>%1 × %2 · 每节点 %3</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s)</source>
        <translation>
            <numerusform>另外 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>rank 0 · master</source>
        <translation>rank 0 · master</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>one pane per step</source>
        <translation>每个步骤一个窗格</translation>
    </message>
    <message>
        <source>cleanup</source>
        <translation>清理</translation>
    </message>
    <message>
        <source>remove containers + network</source>
        <translation>删除容器 + 网络</translation>
    </message>
    <message>
        <source>stop processes</source>
        <translation>停止进程</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>mounted in each %1</source>
        <translation>挂载到每个 %1 中</translation>
    </message>
    <message>
        <source>4. logs</source>
        <translation>4. 日志</translation>
    </message>
    <message>
        <source>3. logs</source>
        <translation>3. 日志</translation>
    </message>
    <message>
        <source>4. cleanup</source>
        <translation>4. 清理</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n 个进程</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Endpoint</name>
    <message>
        <source>&apos;%1&apos; is not an engine address: %2. Use unix:///path/to/socket, tcp://host:port, https://host:port or ssh://user@host[:port][/path/to/remote/socket]</source>
        <translation>“%1”不是引擎地址：%2。请使用 unix:///path/to/socket、tcp://host:port、https://host:port 或 ssh://user@host[:port][/path/to/remote/socket]</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>地址为空</translation>
    </message>
    <message>
        <source>the socket path must be absolute</source>
        <translation>套接字路径必须是绝对路径</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>没有主机</translation>
    </message>
    <message>
        <source>a password does not belong in the address; use a key or ssh-agent</source>
        <translation>地址中不应包含密码；请使用密钥或 ssh-agent</translation>
    </message>
    <message>
        <source>an ssh:// address takes only ?identity=/path/to/key</source>
        <translation>ssh:// 地址只接受 ?identity=/path/to/key</translation>
    </message>
    <message>
        <source>an ssh:// address has no fragment</source>
        <translation>ssh:// 地址不能有片段</translation>
    </message>
    <message>
        <source>bad port</source>
        <translation>端口无效</translation>
    </message>
    <message>
        <source>a host or user name cannot start with &apos;-&apos;</source>
        <translation>主机名或用户名不能以“-”开头</translation>
    </message>
    <message>
        <source>unknown scheme &apos;%1&apos;</source>
        <translation>未知协议“%1”</translation>
    </message>
    <message>
        <source>proxy %1: use http://HOST:PORT or socks5://HOST:PORT (an https:// proxy is not supported)</source>
        <translation>代理 %1：请使用 http://HOST:PORT 或 socks5://HOST:PORT（不支持 https:// 代理）</translation>
    </message>
    <message>
        <source>proxy %1 needs a host and a port</source>
        <translation>代理 %1 需要主机和端口</translation>
    </message>
    <message>
        <source>%1 is reached without TLS: anyone on the network path can read the jobs sent to it, secrets included, and control the engine. Use TLS (DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH with the engine&apos;s ca.pem, cert.pem and key.pem), an SSH tunnel, or a Unix socket</source>
        <translation>%1 未经 TLS 访问：网络路径上的任何人都能读取发送给它的作业（包括机密），并控制该引擎。请使用 TLS（DOCKER_TLS_VERIFY=1，并在 DOCKER_CERT_PATH 中放置引擎的 ca.pem、cert.pem 和 key.pem）、SSH 隧道或 Unix 套接字</translation>
    </message>
    <message>
        <source>%1 is reached with TLS but its certificate is not checked (--insecure-skip-tls-verify): a man in the middle can read the jobs sent to it, secrets included, and control the engine. Put the CA that signed the engine&apos;s certificate in DOCKER_CERT_PATH/ca.pem and drop the option</source>
        <translation>%1 经 TLS 访问，但未检查其证书（--insecure-skip-tls-verify）：中间人可以读取发送给它的作业（包括机密），并控制该引擎。请将签发引擎证书的 CA 放入 DOCKER_CERT_PATH/ca.pem 并去掉该选项</translation>
    </message>
</context>
<context>
    <name>EngineClient</name>
    <message>
        <source>the engine sent a line that is not JSON: %1</source>
        <translation>引擎发送了一行非 JSON 内容：%1</translation>
    </message>
    <message>
        <source>HTTP %1 with no message</source>
        <translation>HTTP %1，无消息</translation>
    </message>
    <message>
        <source>%1: the engine answered %2: %3</source>
        <translation>%1：引擎应答 %2：%3</translation>
    </message>
    <message>
        <source>%1: the engine&apos;s answer is not JSON (%2 bytes, starting &quot;%3&quot;); is this a Docker or Podman socket?</source>
        <translation>%1：引擎的应答不是 JSON（%2 字节，开头为“%3”）；这是 Docker 或 Podman 套接字吗？</translation>
    </message>
    <message>
        <source>pulling %1 failed: %2</source>
        <translation>拉取 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>EngineDiscovery</name>
    <message>
        <source>the connection setting</source>
        <translation>连接设置</translation>
    </message>
    <message>
        <source>Docker context &apos;%1&apos;</source>
        <translation>Docker 上下文“%1”</translation>
    </message>
    <message>
        <source>rootless Podman</source>
        <translation>无根 Podman</translation>
    </message>
    <message>
        <source>rootful Podman</source>
        <translation>有根 Podman</translation>
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
        <translation>exec 插件“%1”%2；请手动运行它以查看其输出</translation>
    </message>
    <message>
        <source>printed %1 bytes, more than the %2 a credential may take</source>
        <translation>输出了 %1 字节，超过了凭据允许的 %2</translation>
    </message>
    <message>
        <source>printed nothing on stdout, where an ExecCredential was expected</source>
        <translation>标准输出上没有任何输出，而此处应为 ExecCredential</translation>
    </message>
    <message>
        <source>printed something that is not JSON at byte %1: %2</source>
        <translation>输出了非 JSON 内容（位于第 %1 字节）：%2</translation>
    </message>
    <message>
        <source>printed something that is not JSON: %1</source>
        <translation>输出了非 JSON 内容：%1</translation>
    </message>
    <message>
        <source>printed JSON that is not an object; an ExecCredential is an object with apiVersion, kind and status</source>
        <translation>输出的 JSON 不是对象；ExecCredential 应是包含 apiVersion、kind 和 status 的对象</translation>
    </message>
    <message>
        <source>printed an apiVersion that is not a string</source>
        <translation>输出的 apiVersion 不是字符串</translation>
    </message>
    <message>
        <source>printed no apiVersion; the kubeconfig asks for %1</source>
        <translation>未输出 apiVersion；kubeconfig 要求 %1</translation>
    </message>
    <message>
        <source>answered with apiVersion %1, but the kubeconfig asks for %2; set the exec apiVersion in the kubeconfig to the one the plugin speaks</source>
        <translation>应答的 apiVersion 为 %1，但 kubeconfig 要求 %2；请将 kubeconfig 中 exec 的 apiVersion 设为插件所用的版本</translation>
    </message>
    <message>
        <source>printed a kind that is not a string</source>
        <translation>输出的 kind 不是字符串</translation>
    </message>
    <message>
        <source>printed no kind; ExecCredential was expected</source>
        <translation>未输出 kind；应为 ExecCredential</translation>
    </message>
    <message>
        <source>printed kind %1 instead of ExecCredential</source>
        <translation>输出的 kind 为 %1，而非 ExecCredential</translation>
    </message>
    <message>
        <source>printed an ExecCredential without a status</source>
        <translation>输出的 ExecCredential 没有 status</translation>
    </message>
    <message>
        <source>printed a status that is not an object</source>
        <translation>输出的 status 不是对象</translation>
    </message>
    <message>
        <source>printed a status.%1 that is not a string</source>
        <translation>输出的 status.%1 不是字符串</translation>
    </message>
    <message>
        <source>printed a status with neither a token nor a clientCertificateData and clientKeyData pair</source>
        <translation>输出的 status 中既没有 token，也没有成对的 clientCertificateData 和 clientKeyData</translation>
    </message>
    <message>
        <source>printed a clientKeyData without a clientCertificateData; both or neither are needed</source>
        <translation>输出了 clientKeyData 但没有 clientCertificateData；两者须同时提供或同时省略</translation>
    </message>
    <message>
        <source>printed a clientCertificateData without a clientKeyData; both or neither are needed</source>
        <translation>输出了 clientCertificateData 但没有 clientKeyData；两者须同时提供或同时省略</translation>
    </message>
    <message>
        <source>printed a status.%1 that is not PEM (no &quot;-----BEGIN&quot; line)</source>
        <translation>输出的 status.%1 不是 PEM（没有“-----BEGIN”行）</translation>
    </message>
    <message>
        <source>printed an expirationTimestamp &apos;%1&apos; that is not an RFC 3339 time such as 2026-01-02T15:04:05Z</source>
        <translation>输出的 expirationTimestamp“%1”不是 RFC 3339 时间，例如 2026-01-02T15:04:05Z</translation>
    </message>
</context>
<context>
    <name>FileValidator</name>
    <message>
        <source>no such file</source>
        <translation>没有此文件</translation>
    </message>
    <message>
        <source>this is a folder; name the files</source>
        <translation>这是一个文件夹；请指定文件</translation>
    </message>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB</source>
        <translation>文件大小为 %1 MiB；作业和运行时文件限制为 %2 MiB</translation>
    </message>
    <message>
        <source>job or runtime file</source>
        <translation>作业或运行时文件</translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found %1</source>
        <translation>应为 Kubernetes 对象（包含 apiVersion 和 kind 的映射），但找到的是 %1</translation>
    </message>
    <message>
        <source>no kind: expected TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation>没有 kind：应为 TrainJob、TrainingRuntime 或 ClusterTrainingRuntime</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a TrainJob, TrainingRuntime or ClusterTrainingRuntime</source>
        <translation>“%1”不是 TrainJob、TrainingRuntime 或 ClusterTrainingRuntime</translation>
    </message>
</context>
<context>
    <name>GraphvizLayout</name>
    <message>
        <source>edge %1 (%2 to %3) refers to &apos;%4&apos;, which is neither a node nor a subgraph</source>
        <translation>边 %1（从 %2 到 %3）引用了“%4”，而它既不是节点也不是子图</translation>
    </message>
    <message>
        <source>Graphviz could not lay out the chart%1; simplify it or report the chart as a bug</source>
        <translation>Graphviz 无法布局此图%1；请简化它，或将此图作为缺陷报告</translation>
    </message>
</context>
<context>
    <name>GraphvizRenderer</name>
    <message>
        <source>Graphviz could not lay out the chart: %1</source>
        <translation>Graphviz 无法布局此图：%1</translation>
    </message>
    <message>
        <source>Graphviz cannot write &apos;%1&apos; here%2; install the &apos;graphviz&apos; package (its cairo plugin writes PNG)</source>
        <translation>Graphviz 无法在此写入“%1”%2；请安装“graphviz”软件包（其 cairo 插件可写入 PNG）</translation>
    </message>
</context>
<context>
    <name>HistoryArchiver</name>
    <message>
        <source>The run has no history id yet.</source>
        <translation>此运行尚无历史记录 ID。</translation>
    </message>
    <message>
        <source>The job&apos;s log folder %1 does not exist (any more); its logs cannot be archived.</source>
        <translation>作业的日志文件夹 %1 不存在（或已不存在）；无法归档其日志。</translation>
    </message>
    <message>
        <source>%1 is a link; the archive writes only into its own folders.</source>
        <translation>%1 是链接；归档只会写入自己的文件夹。</translation>
    </message>
    <message>
        <source>Could not copy %1 into the history archive %2; check the free space and the folder&apos;s permissions.</source>
        <translation>无法将 %1 复制到历史归档 %2；请检查可用空间和文件夹权限。</translation>
    </message>
</context>
<context>
    <name>HistoryCommand</name>
    <message>
        <source>list the runs the history keeps (also of jobs the backends removed); prune it</source>
        <translation>列出历史中保存的运行（包括后端已删除的作业）；清理历史</translation>
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
        <translation>用法：traindeck-cli history [--name TEXT] [--runtime R] [--backend B]
                             [--connection C] [--status S] [--from DATE] [--to DATE]
                             [--metric NAME [--min X] [--max X]] [--limit N]
                             [--json] [--db FILE] [--archive DIR]
      traindeck-cli history prune [--older-than DAYS] [--max-archive-size BYTES]
                             [--db FILE] [--archive DIR]

按从新到旧列出历史数据库中的运行：TrainDeck 记录的每个作业，包括其后端已将其
删除的作业（GONE）。数据库为 $TRAINDECK_HISTORY_DB，否则为 TrainDeck 数据文件夹
中的 history.sqlite，即桌面应用写入的那个；归档的日志位于其旁边的 history-archive 中。

  --name TEXT      作业名称包含 TEXT（不区分大小写）
  --runtime R      运行时为 R
  --backend B      local、docker、podman 或 kubernetes
  --connection C   连接为 C（local、unix:///run/docker.sock、...）
  --status S       Created、Running、Complete、Failed、Suspended 或 Unknown
  --from DATE      创建于 DATE 当天或之后（YYYY-MM-DD，本地时间）
  --to DATE        创建于 DATE 当天或之前
  --metric NAME    具有指标 NAME 且其最后一个值在 [--min, --max] 内的运行
  --limit N        只列出最新的 N 个运行
  --json           输出一个运行的 JSON 数组（见 docs/history.md）
  --db FILE        使用此数据库文件
  --archive DIR    归档文件夹（默认：数据库旁边的 history-archive）

prune 删除结束于 DAYS 天之前的运行及其归档日志，然后从最旧的运行开始删除归档
日志，直到总量不超过 BYTES（可用 K、M、G 后缀）。作业仍在运行的运行永远不会被清理。
</translation>
    </message>
    <message>
        <source>history: unexpected argument &apos;%1&apos;</source>
        <translation>history：意外的参数“%1”</translation>
    </message>
    <message>
        <source>history prune: --older-than needs a number of days above 0</source>
        <translation>history prune：--older-than 需要一个大于 0 的天数</translation>
    </message>
    <message>
        <source>history prune: --max-archive-size needs a size above 0 such as 500M or 2G</source>
        <translation>history prune：--max-archive-size 需要一个大于 0 的大小，例如 500M 或 2G</translation>
    </message>
    <message>
        <source>history prune needs --older-than DAYS or --max-archive-size BYTES</source>
        <translation>history prune 需要 --older-than DAYS 或 --max-archive-size BYTES</translation>
    </message>
    <message>
        <source>history: --backend is one of local, docker, podman, kubernetes</source>
        <translation>history：--backend 须为 local、docker、podman、kubernetes 之一</translation>
    </message>
    <message>
        <source>history: --status is one of Created, Running, Complete, Failed, Suspended, Unknown</source>
        <translation>history：--status 须为 Created、Running、Complete、Failed、Suspended、Unknown 之一</translation>
    </message>
    <message>
        <source>history: --%1 needs a date as YYYY-MM-DD</source>
        <translation>history：--%1 需要 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>history: --%1 needs a number, and --metric NAME</source>
        <translation>history：--%1 需要一个数字，并需要 --metric NAME</translation>
    </message>
    <message>
        <source>history: --limit needs a number above 0</source>
        <translation>history：--limit 需要一个大于 0 的数字</translation>
    </message>
    <message>
        <source>removed %1 runs and %2 archives (%3 bytes); left %4 runs that still run</source>
        <translation>已删除 %1 个运行和 %2 个归档（%3 字节）；保留了 %4 个仍在运行的运行</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>BACKEND</source>
        <translation>后端</translation>
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
        <source>CREATED</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>FAILED STEP</source>
        <translation>失败步骤</translation>
    </message>
    <message>
        <source>METRICS</source>
        <translation>指标</translation>
    </message>
    <message>
        <source> (GONE)</source>
        <translation>（已删除）</translation>
    </message>
</context>
<context>
    <name>HistorySchema</name>
    <message>
        <source>Could not update the history database from version %1: %2</source>
        <translation>无法从版本 %1 更新历史数据库：%2</translation>
    </message>
</context>
<context>
    <name>HttpConnection</name>
    <message>
        <source>the connection to %1 was closed</source>
        <translation>与 %1 的连接已关闭</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>cannot run ssh (%1); install the OpenSSH client</source>
        <translation>无法运行 ssh（%1）；请安装 OpenSSH 客户端</translation>
    </message>
    <message>
        <source>TLS: %1</source>
        <translation>TLS：%1</translation>
    </message>
    <message>
        <source>%1 at %2 sent an answer too large to read: %3 bytes or more, where TrainDeck reads at most %4 from one answer. The engine does not answer as the Docker Engine API does; check what listens there.</source>
        <translation>位于 %2 的 %1 发送的应答过大，无法读取：%3 字节或更多，而 TrainDeck 从一个应答中最多读取 %4。该引擎的应答方式与 Docker Engine API 不同；请检查在该处监听的是什么。</translation>
    </message>
    <message>
        <source>cannot talk to %1 at %2: %3</source>
        <translation>无法与位于 %2 的 %1 通信：%3</translation>
    </message>
    <message>
        <source>%1 at %2 did not answer within %3 s</source>
        <translation>位于 %2 的 %1 未在 %3 秒内应答</translation>
    </message>
</context>
<context>
    <name>HttpReply</name>
    <message>
        <source>the request was cancelled</source>
        <translation>请求已取消</translation>
    </message>
</context>
<context>
    <name>HttpResponseParser</name>
    <message numerus="yes">
        <source>the server sent %n unexpected byte(s) after a complete response</source>
        <translation>
            <numerusform>服务器在完整应答之后发送了 %n 个意外字节</numerusform>
        </translation>
    </message>
    <message>
        <source>the HTTP parser stopped early</source>
        <translation>HTTP 解析器提前停止</translation>
    </message>
    <message>
        <source>the server sent bytes after a complete response</source>
        <translation>服务器在完整应答之后发送了多余字节</translation>
    </message>
    <message>
        <source>malformed HTTP response from the engine: %1 (%2)</source>
        <translation>引擎的 HTTP 应答格式错误：%1（%2）</translation>
    </message>
    <message>
        <source>the engine closed the connection without answering</source>
        <translation>引擎未应答就关闭了连接</translation>
    </message>
    <message>
        <source>the engine closed the connection in the middle of a response%1</source>
        <translation>引擎在应答中途关闭了连接%1</translation>
    </message>
</context>
<context>
    <name>InClusterConfig</name>
    <message>
        <source>service account token</source>
        <translation>服务账号令牌</translation>
    </message>
    <message>
        <source>in-cluster configuration: cannot read the service account token %1: %2; is a service account token mounted into this pod (automountServiceAccountToken)?</source>
        <translation>集群内配置：无法读取服务账号令牌 %1：%2；此 Pod 中是否挂载了服务账号令牌（automountServiceAccountToken）？</translation>
    </message>
    <message>
        <source>in-cluster configuration: the service account token %1 is empty</source>
        <translation>集群内配置：服务账号令牌 %1 为空</translation>
    </message>
    <message>
        <source>in-cluster configuration: the cluster&apos;s certificate authority %1 does not exist; without it the API server cannot be trusted</source>
        <translation>集群内配置：集群的证书颁发机构 %1 不存在；没有它就无法信任 API 服务器</translation>
    </message>
    <message>
        <source>namespace file</source>
        <translation>命名空间文件</translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 and %2 are not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation>未在 Kubernetes Pod 中运行：%1 和 %2 均未设置；请改为提供 kubeconfig（--kubeconfig FILE 或 KUBECONFIG）</translation>
    </message>
    <message>
        <source>not running in a Kubernetes pod: %1 is not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead</source>
        <translation>未在 Kubernetes Pod 中运行：%1 未设置；请改为提供 kubeconfig（--kubeconfig FILE 或 KUBECONFIG）</translation>
    </message>
</context>
<context>
    <name>JobExport</name>
    <message>
        <source>could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Include Secrets?</source>
        <translation>包含机密？</translation>
    </message>
    <message>
        <source>This job holds tokens or keys. Write them into the %1 in plain text?

Choose No to leave them out (the file then reads them from the environment or needs them filled in).</source>
        <translation>此作业包含令牌或密钥。要将它们以明文写入 %1 吗？

选择“否”则不写入（该文件将从环境变量读取它们，或需要手动填写）。</translation>
    </message>
    <message>
        <source>Export TrainJob YAML</source>
        <translation>导出 TrainJob YAML</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>YAML file</source>
        <translation>YAML 文件</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export Kubeflow SDK Code</source>
        <translation>导出 Kubeflow SDK 代码</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python 文件 (*.py)</translation>
    </message>
    <message>
        <source>Python file</source>
        <translation>Python 文件</translation>
    </message>
</context>
<context>
    <name>JobFileImport</name>
    <message>
        <source>%1 defines only runtimes (%2) and no TrainJob; add it to TrainDeck&apos;s runtimes, or add a TrainJob that uses it</source>
        <translation>%1 只定义了运行时（%2），没有 TrainJob；请将其添加到 TrainDeck 的运行时中，或添加一个使用它的 TrainJob</translation>
    </message>
    <message>
        <source>%1 has no TrainJob named &apos;%2&apos;; it holds %3</source>
        <translation>%1 中没有名为“%2”的 TrainJob；其中包含 %3</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>The runtime %1 is defined in this file and is used instead of any runtime of that name in the catalog.</source>
        <translation>运行时 %1 在此文件中定义，将代替目录中同名的任何运行时使用。</translation>
    </message>
    <message>
        <source>The file holds %1 TrainJobs (%2); this is %3. Submit them all with traindeck-cli train.</source>
        <translation>此文件包含 %1 个 TrainJob（%2）；这是 %3。请用 traindeck-cli train 将它们全部提交。</translation>
    </message>
</context>
<context>
    <name>JobLoader</name>
    <message>
        <source>no such file; check the path</source>
        <translation>没有此文件；请检查路径</translation>
    </message>
    <message>
        <source>this is a folder; give a TrainJob .yaml file</source>
        <translation>这是一个文件夹；请提供 TrainJob .yaml 文件</translation>
    </message>
    <message>
        <source>the file is %1 MiB; job files are limited to %2 MiB</source>
        <translation>文件大小为 %1 MiB；作业文件限制为 %2 MiB</translation>
    </message>
    <message>
        <source>job file</source>
        <translation>作业文件</translation>
    </message>
    <message>
        <source>expected a Kubernetes object (a mapping with apiVersion and kind), found a document that is not one; a job file holds TrainJobs and the runtimes they use</source>
        <translation>应为 Kubernetes 对象（包含 apiVersion 和 kind 的映射），但找到的文档不是；作业文件包含 TrainJob 及其使用的运行时</translation>
    </message>
    <message>
        <source>this document has no kind; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents</source>
        <translation>此文档没有 kind；作业文件包含 TrainJob、TrainingRuntime 和 ClusterTrainingRuntime 文档</translation>
    </message>
    <message>
        <source>TrainDeck does not handle a %1 here; a job file holds TrainJob, TrainingRuntime and ClusterTrainingRuntime documents: remove this one or apply it with kubectl</source>
        <translation>TrainDeck 在此不处理 %1；作业文件包含 TrainJob、TrainingRuntime 和 ClusterTrainingRuntime 文档：请删除此文档或用 kubectl 应用它</translation>
    </message>
    <message>
        <source>the %1 &apos;%2&apos; is defined twice in this file (also at line %3); keep one</source>
        <translation>%1“%2”在此文件中定义了两次（另一处在第 %3 行）；请只保留一个</translation>
    </message>
    <message>
        <source>the job refers to the %1 &apos;%2&apos;, but this file defines a %3 of that name; set spec.runtimeRef.kind to %3</source>
        <translation>作业引用了 %1“%2”，但此文件定义的是同名的 %3；请将 spec.runtimeRef.kind 设为 %3</translation>
    </message>
    <message>
        <source>a second TrainJob named &apos;%1&apos; in this file; job names must differ</source>
        <translation>此文件中有第二个名为“%1”的 TrainJob；作业名称必须互不相同</translation>
    </message>
    <message>
        <source>the file holds no TrainJob</source>
        <translation>此文件不包含 TrainJob</translation>
    </message>
    <message>
        <source>the file defines only runtimes (%1) and no TrainJob; load it as a runtime file (--runtimes), or add a TrainJob that uses it</source>
        <translation>此文件只定义了运行时（%1），没有 TrainJob；请将其作为运行时文件加载（--runtimes），或添加一个使用它的 TrainJob</translation>
    </message>
    <message>
        <source>the file holds %1 TrainJobs (%2); pick one, or submit them all with traindeck-cli train</source>
        <translation>此文件包含 %1 个 TrainJob（%2）；请选择一个，或用 traindeck-cli train 将它们全部提交</translation>
    </message>
    <message>
        <source>the backend kept no TrainJob file for this job: %1</source>
        <translation>后端没有为此作业保留 TrainJob 文件：%1</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; was not found (looked for %2); check the path in traindeck.io/script</source>
        <translation>未找到脚本“%1”（查找位置：%2）；请检查 traindeck.io/script 中的路径</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; is %2, outside the job file&apos;s folder %3; TrainDeck reads only scripts inside that folder from a job file: move the script there, or open it in the job builder</source>
        <translation>脚本“%1”是 %2，位于作业文件的文件夹 %3 之外；TrainDeck 只从作业文件读取该文件夹内的脚本：请将脚本移到那里，或在作业构建器中打开它</translation>
    </message>
    <message>
        <source>a link to %1</source>
        <translation>指向 %1 的链接</translation>
    </message>
    <message>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>cannot read the script &apos;%1&apos;: %2</source>
        <translation>无法读取脚本“%1”：%2</translation>
    </message>
</context>
<context>
    <name>JobsCommand</name>
    <message>
        <source>list the jobs of a backend</source>
        <translation>列出后端的作业</translation>
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
        <translation>用法：traindeck-cli jobs [--backend local|docker|podman|kubernetes] [--host URL]
                         [--kubeconfig FILE] [--context NAME]
                         [--namespace NS | --all-namespaces] [--json | --names]

列出后端已知的所有作业，包括 TrainDeck 之前运行时启动的作业，以及在 Docker、
Podman 和 Kubernetes 上由 Kubeflow Python SDK 或 kubectl 启动的作业。在 Kubernetes
上，--all-namespaces 列出用户有权列出的所有命名空间中的 TrainJob。--names 只输出
作业名称，每行一个（用于脚本和 shell 补全）。
</translation>
    </message>
    <message>
        <source>jobs takes no arguments</source>
        <translation>jobs 不接受参数</translation>
    </message>
    <message>
        <source>NAMESPACE</source>
        <translation>命名空间</translation>
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
</context>
<context>
    <name>KubeConnection</name>
    <message>
        <source>&apos;%1&apos; is not a Kubernetes namespace: a namespace has at most 63 lowercase letters, digits and &apos;-&apos;, and starts and ends with a letter or digit. Set another with --namespace or in the kubeconfig&apos;s context.</source>
        <translation>&apos;%1&apos; 不是有效的 Kubernetes 命名空间：命名空间最多包含 63 个小写字母、数字和 &apos;-&apos;，并以字母或数字开头和结尾。请用 --namespace 或在 kubeconfig 的上下文中设置其他命名空间。</translation>
    </message>
</context>
<context>
    <name>KubeContexts</name>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always and needs a terminal, which TrainDeck has none of; run `kubectl get ns` in a terminal once so that it can sign in, or set interactiveMode to IfAvailable</source>
        <translation>exec 插件“%1”的 interactiveMode 为 Always，需要终端，而 TrainDeck 没有终端；请在终端中运行一次 `kubectl get ns` 以便其登录，或将 interactiveMode 设为 IfAvailable</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation>exec 插件“%1”不存在（查找位置：%2）</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation>在 PATH 中未找到 exec 插件“%1”</translation>
    </message>
    <message>
        <source>no contexts in %1; add one with kubectl config set-context, or name another kubeconfig</source>
        <translation>%1 中没有上下文；请用 kubectl config set-context 添加一个，或指定另一个 kubeconfig</translation>
    </message>
    <message>
        <source>this pod&apos;s service account</source>
        <translation>此 Pod 的服务账号</translation>
    </message>
    <message>
        <source>user %1</source>
        <translation>用户 %1</translation>
    </message>
    <message>
        <source>signs in with %1</source>
        <translation>通过 %1 登录</translation>
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
        <translation>长值</translation>
    </message>
    <message>
        <source>the pod has no uid or no containers; the API server&apos;s answer is not a Pod.</source>
        <translation>该 Pod 没有 uid 或没有容器；API 服务器的应答不是 Pod。</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>from Secret %1, key %2</source>
        <translation>来自 Secret %1，键 %2</translation>
    </message>
    <message>
        <source>from ConfigMap %1, key %2</source>
        <translation>来自 ConfigMap %1，键 %2</translation>
    </message>
    <message>
        <source>from field %1</source>
        <translation>来自字段 %1</translation>
    </message>
    <message>
        <source>%1 (host path %2)</source>
        <translation>%1（主机路径 %2）</translation>
    </message>
    <message>
        <source>%1 (claim %2)</source>
        <translation>%1（声明 %2）</translation>
    </message>
    <message>
        <source>%1 (ConfigMap %2)</source>
        <translation>%1（ConfigMap %2）</translation>
    </message>
    <message>
        <source>%1 (Secret %2)</source>
        <translation>%1（Secret %2）</translation>
    </message>
    <message>
        <source>%1 (empty dir)</source>
        <translation>%1（空目录）</translation>
    </message>
    <message>
        <source>mounts</source>
        <translation>挂载</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>The API server gave more than is shown; cut: %1.</source>
        <translation>API 服务器提供的内容多于所显示的；已截断：%1。</translation>
    </message>
</context>
<context>
    <name>KubeStatus</name>
    <message>
        <source> in namespace %1</source>
        <translation>（命名空间 %1）</translation>
    </message>
    <message>
        <source>%1 (context %2)</source>
        <translation>%1（上下文 %2）</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>%1 did not accept the credentials of user &apos;%2&apos; (401 %3: %4). Renew them (a token or certificate may have expired; an exec plugin may need you to log in again) or check the user in the kubeconfig</source>
        <translation>%1 不接受用户“%2”的凭据（401 %3：%4）。请更新凭据（令牌或证书可能已过期；exec 插件可能需要重新登录），或检查 kubeconfig 中的用户</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>cannot %1: the cluster&apos;s admission webhook refused it (403): %2</source>
        <translation>无法执行 %1：集群的准入 Webhook 拒绝了该操作（403）：%2</translation>
    </message>
    <message>
        <source>%1 refused to %2 for user &apos;%3&apos; (403 Forbidden): %4. Ask the cluster&apos;s administrator for a Role that allows &apos;%5&apos; on %6%7</source>
        <translation>%1 拒绝为用户“%3”执行 %2（403 Forbidden）：%4。请向集群管理员申请允许对 %6%7 执行“%5”的 Role</translation>
    </message>
    <message>
        <source>cannot %1: %2 (404 NotFound on %3)</source>
        <translation>无法执行 %1：%2（%3 上 404 NotFound）</translation>
    </message>
    <message>
        <source>cannot %1: %2; choose another name or delete the existing one first</source>
        <translation>无法执行 %1：%2；请选择其他名称，或先删除现有对象</translation>
    </message>
    <message>
        <source>cannot %1: %2 (409 %3); it changed on the server: reload it and try again</source>
        <translation>无法执行 %1：%2（409 %3）；它已在服务器上更改：请重新加载后再试</translation>
    </message>
    <message>
        <source>cannot %1: %2 (410 %3); the list must be read again</source>
        <translation>无法执行 %1：%2（410 %3）；必须重新读取列表</translation>
    </message>
    <message>
        <source>(object)</source>
        <translation>（对象）</translation>
    </message>
    <message>
        <source>%1 rejected %2 as invalid (422): %3</source>
        <translation>%1 拒绝了 %2，认为其无效（422）：%3</translation>
    </message>
    <message>
        <source>%1 is throttling requests (429 %2: %3); %4 was retried and still refused: try again later</source>
        <translation>%1 正在限制请求（429 %2：%3）；%4 重试后仍被拒绝：请稍后再试</translation>
    </message>
    <message>
        <source>cannot %1: %2 answered %3%4: %5</source>
        <translation>无法执行 %1：%2 应答了 %3%4：%5</translation>
    </message>
    <message>
        <source>an empty answer</source>
        <translation>空应答</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (not a Kubernetes Status: a proxy or load balancer may be in the way)</source>
        <translation>“%1”（不是 Kubernetes Status：可能有代理或负载均衡器挡在中间）</translation>
    </message>
</context>
<context>
    <name>Kubeconfig</name>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>%1: %2 is not valid base64; paste the base64 of the PEM file (base64 -w0 FILE), or name the file in %3 instead</source>
        <translation>%1：%2 不是有效的 base64；请粘贴 PEM 文件的 base64（base64 -w0 FILE），或改为在 %3 中指定该文件</translation>
    </message>
    <message>
        <source>%1: %2 decodes to something that is not PEM (no &quot;-----BEGIN&quot; line); it must hold a PEM certificate or key</source>
        <translation>%1：%2 解码后不是 PEM（没有“-----BEGIN”行）；它必须包含 PEM 证书或密钥</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>must be a list of entries with a name and a %1</source>
        <translation>必须是包含 name 和 %1 的条目列表</translation>
    </message>
    <message>
        <source>must be a mapping with a name and a %1</source>
        <translation>必须是包含 name 和 %1 的映射</translation>
    </message>
    <message>
        <source>this entry has no name; every %1 needs one</source>
        <translation>此条目没有名称；每个 %1 都需要名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no %2 mapping</source>
        <translation>“%1”没有 %2 映射</translation>
    </message>
    <message>
        <source>a kubeconfig is a mapping with clusters, users and contexts; this file holds something else</source>
        <translation>kubeconfig 是包含 clusters、users 和 contexts 的映射；此文件包含的是其他内容</translation>
    </message>
    <message>
        <source>this is a %1, not a kubeconfig (kind: Config)</source>
        <translation>这是 %1，不是 kubeconfig（kind: Config）</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;</source>
        <translation>集群“%1”</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;</source>
        <translation>用户“%1”</translation>
    </message>
    <message>
        <source>%1: exec must be a mapping with apiVersion and command</source>
        <translation>%1：exec 必须是包含 apiVersion 和 command 的映射</translation>
    </message>
    <message>
        <source>%1: exec args must be a list of strings</source>
        <translation>%1：exec 的 args 必须是字符串列表</translation>
    </message>
    <message>
        <source>%1: exec args must be strings</source>
        <translation>%1：exec 的 args 必须是字符串</translation>
    </message>
    <message>
        <source>%1: exec env must be a list of name/value pairs</source>
        <translation>%1：exec 的 env 必须是 name/value 对的列表</translation>
    </message>
    <message>
        <source>%1: exec env entries need a name and a value</source>
        <translation>%1：exec 的 env 条目需要 name 和 value</translation>
    </message>
    <message>
        <source>%1: an exec env entry has no name</source>
        <translation>%1：某个 exec env 条目没有 name</translation>
    </message>
    <message>
        <source>kubeconfig</source>
        <translation>kubeconfig</translation>
    </message>
    <message>
        <source>no kubeconfig with contexts was found (looked at %1); set KUBECONFIG or pass --kubeconfig FILE</source>
        <translation>未找到包含上下文的 kubeconfig（查找位置：%1）；请设置 KUBECONFIG 或传入 --kubeconfig FILE</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no context chosen: %1 sets no current-context; pass --context NAME or run &apos;kubectl config use-context NAME&apos;</source>
        <translation>未选择上下文：%1 未设置 current-context；请传入 --context NAME 或运行“kubectl config use-context NAME”</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; is not in %2; the contexts there are: %3</source>
        <translation>上下文“%1”不在 %2 中；其中的上下文有：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names no cluster; set its cluster field</source>
        <translation>上下文“%1”未指定集群；请设置其 cluster 字段</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names cluster &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation>上下文“%1”指定了集群“%2”，但没有任何 kubeconfig（%3）定义它</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; has no server; set its server field (https://HOST:PORT)</source>
        <translation>集群“%1”没有 server；请设置其 server 字段（https://HOST:PORT）</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; sets both certificate-authority and certificate-authority-data; keep one</source>
        <translation>集群“%1”同时设置了 certificate-authority 和 certificate-authority-data；请只保留一个</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; names a certificate authority and also turns certificate checks off (insecure-skip-tls-verify); keep one</source>
        <translation>集群“%1”指定了证书颁发机构，却又关闭了证书检查（insecure-skip-tls-verify）；请只保留一个</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority %2 does not exist</source>
        <translation>集群“%1”：certificate-authority %2 不存在</translation>
    </message>
    <message>
        <source>context &apos;%1&apos; names user &apos;%2&apos;, which no kubeconfig (%3) defines</source>
        <translation>上下文“%1”指定了用户“%2”，但没有任何 kubeconfig（%3）定义它</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-certificate and client-certificate-data; keep one</source>
        <translation>用户“%1”同时设置了 client-certificate 和 client-certificate-data；请只保留一个</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; sets both client-key and client-key-data; keep one</source>
        <translation>用户“%1”同时设置了 client-key 和 client-key-data；请只保留一个</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client certificate but no client-key; add the key that belongs to it</source>
        <translation>用户“%1”有客户端证书但没有 client-key；请添加与之配对的密钥</translation>
    </message>
    <message>
        <source>user &apos;%1&apos; has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation>用户“%1”有 client-key 但没有客户端证书；请添加与之配对的证书</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: %2 %3 does not exist</source>
        <translation>用户“%1”：%2 %3 不存在</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec apiVersion &apos;%2&apos; is not one TrainDeck speaks; use %3</source>
        <translation>用户“%1”：TrainDeck 不支持 exec apiVersion“%2”；请使用 %3</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec has no command</source>
        <translation>用户“%1”：exec 没有 command</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec with %2 needs interactiveMode (Never, IfAvailable or Always)</source>
        <translation>用户“%1”：带 %2 的 exec 需要 interactiveMode（Never、IfAvailable 或 Always）</translation>
    </message>
    <message>
        <source>user &apos;%1&apos;: exec interactiveMode &apos;%2&apos; is not Never, IfAvailable or Always</source>
        <translation>用户“%1”：exec interactiveMode“%2”不是 Never、IfAvailable 或 Always</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>two exec apiVersions</comment>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>LegacyJobConverter</name>
    <message>
        <source>A Training Operator job must be an object with apiVersion, kind, metadata and spec; this is %1.</source>
        <translation>Training Operator 作业必须是包含 apiVersion、kind、metadata 和 spec 的对象；而这是 %1。</translation>
    </message>
    <message>
        <source>Kind &apos;%1&apos; is not a Training Operator v1 job; only %2 can be converted to a TrainJob.</source>
        <translation>Kind“%1”不是 Training Operator v1 作业；只有 %2 可以转换为 TrainJob。</translation>
    </message>
    <message>
        <source>%1 has apiVersion &apos;%2&apos;; only %1 of %3 (the Training Operator v1) can be converted to a TrainJob.</source>
        <translation>%1 的 apiVersion 为“%2”；只有 %3（Training Operator v1）的 %1 可以转换为 TrainJob。</translation>
    </message>
    <message>
        <source>%1 %2 has no replica specs: %3 is missing or empty.</source>
        <translation>%1 %2 没有副本规约：%3 缺失或为空。</translation>
    </message>
    <message>
        <source>%1 has no replica type &apos;%2&apos;; it knows %3.</source>
        <translation>%1 没有副本类型“%2”；它已知的有 %3。</translation>
    </message>
    <message>
        <source>MPIJob %1 has no Launcher replica, whose command the TrainJob would run: add %2.Launcher.</source>
        <translation>MPIJob %1 没有 Launcher 副本，而 TrainJob 要运行的正是其命令：请添加 %2.Launcher。</translation>
    </message>
    <message>
        <source>%1 %2 has no replica that trains (%3): a TrainJob needs at least one node.</source>
        <translation>%1 %2 没有执行训练的副本（%3）：TrainJob 至少需要一个节点。</translation>
    </message>
    <message>
        <source>%1 %2 has no container to run: %3.template.spec.containers is empty.</source>
        <translation>%1 %2 没有可运行的容器：%3.template.spec.containers 为空。</translation>
    </message>
    <message>
        <source>Container %1 of %2 has no image; a TrainJob&apos;s trainer needs one.</source>
        <translation>%2 的容器 %1 没有镜像；TrainJob 的 trainer 需要镜像。</translation>
    </message>
    <message>
        <source>The name %1 is not a valid TrainJob name (%2), so the TrainJob is named %3.</source>
        <translation>名称 %1 不是有效的 TrainJob 名称（%2），因此 TrainJob 命名为 %3。</translation>
    </message>
    <message>
        <source>Kubeflow Trainer v2 has no %1 runtime, so the TrainJob&apos;s runtime is left empty: pick or create a TrainingRuntime for it before submitting.</source>
        <translation>Kubeflow Trainer v2 没有 %1 运行时，因此 TrainJob 的运行时留空：提交前请为其选择或创建一个 TrainingRuntime。</translation>
    </message>
    <message>
        <source>The cluster offers no MPI runtime (%1), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation>集群未提供 MPI 运行时（%1），因此 TrainJob 的运行时留空：提交前请选择一个。</translation>
    </message>
    <message>
        <source>The cluster offers no runtime with framework %1 (%2), so the TrainJob&apos;s runtime is left empty: pick one before submitting.</source>
        <translation>集群未提供框架为 %1 的运行时（%2），因此 TrainJob 的运行时留空：提交前请选择一个。</translation>
    </message>
    <message>
        <source>The cluster offers no %1, so the TrainJob uses %2, a runtime with framework %3.</source>
        <translation>集群未提供 %1，因此 TrainJob 使用 %2，一个框架为 %3 的运行时。</translation>
    </message>
    <message>
        <source>An MPIJob has no Trainer v2 kind of its own: the TrainJob runs the Launcher&apos;s command on %1, an MPI runtime whose launcher and nodes must be able to run image %2.</source>
        <translation>MPIJob 在 Trainer v2 中没有对应的类型：TrainJob 在 %1 上运行 Launcher 的命令，这是一个 MPI 运行时，其 launcher 和节点必须能运行镜像 %2。</translation>
    </message>
    <message>
        <source>image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>The command of the %1 replicas was not carried: an MPI runtime starts its own on the nodes and runs the Launcher&apos;s through mpirun.</source>
        <translation>未沿用 %1 副本的命令：MPI 运行时会在节点上启动自己的命令，并通过 mpirun 运行 Launcher 的命令。</translation>
    </message>
    <message>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>args</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>env</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>The %1 replicas&apos; container differs from the %2&apos;s in %3; the TrainJob runs the %2&apos;s on every node.</source>
        <translation>%1 副本的容器在 %3 方面与 %2 的不同；TrainJob 在每个节点上运行 %2 的容器。</translation>
    </message>
    <message>
        <source>Requests below the limits (%1) were not carried: a TrainJob asks for its limits as both.</source>
        <translation>未沿用低于限制值的请求值（%1）：TrainJob 将其限制值同时用作请求值。</translation>
    </message>
    <message>
        <source>envFrom of container %1 (%2) was not carried: name those variables one by one in the builder.</source>
        <translation>未沿用容器 %1 的 envFrom（%2）：请在构建器中逐个指定这些变量。</translation>
    </message>
    <message>
        <source>Container settings of %2 (%1) were not carried: the runtime&apos;s container settings apply.</source>
        <translation>未沿用 %2 的容器设置（%1）：将使用运行时的容器设置。</translation>
    </message>
    <message>
        <source>TrainDeck&apos;s TrainJob has no runtimePatches yet, through which a TrainJob would add them</source>
        <translation>TrainDeck 的 TrainJob 尚不支持 runtimePatches，而 TrainJob 需通过它添加这些设置</translation>
    </message>
    <message>
        <source>Volumes (%1) were not carried: %2.</source>
        <translation>未沿用卷（%1）：%2。</translation>
    </message>
    <message>
        <source>Volume mounts of container %1 (%2) were not carried: %3.</source>
        <translation>未沿用容器 %1 的卷挂载（%2）：%3。</translation>
    </message>
    <message>
        <source>Pod placement (%1) was not carried: %2.</source>
        <translation>未沿用 Pod 放置设置（%1）：%2。</translation>
    </message>
    <message>
        <source>Containers beside %1 (%2) were not carried: a TrainJob runs one trainer container; sidecars belong in the runtime.</source>
        <translation>未沿用 %1 旁边的容器（%2）：TrainJob 只运行一个 trainer 容器；边车容器应放在运行时中。</translation>
    </message>
    <message>
        <source>Init containers (%1) were not carried: they belong in the runtime.</source>
        <translation>未沿用 Init 容器（%1）：它们应放在运行时中。</translation>
    </message>
    <message>
        <source>Pod settings (%1) were not carried: %2.</source>
        <translation>未沿用 Pod 设置（%1）：%2。</translation>
    </message>
    <message>
        <source>Pod labels and annotations (%1) were not carried: %2.</source>
        <translation>未沿用 Pod 标签和注解（%1）：%2。</translation>
    </message>
    <message>
        <source>restartPolicy (%1) was not carried: the runtime decides how failed nodes restart.</source>
        <translation>未沿用 restartPolicy（%1）：由运行时决定失败节点如何重启。</translation>
    </message>
    <message>
        <source>runPolicy.cleanPodPolicy %1 was not carried: the pods of a TrainJob are its JobSet&apos;s, removed with the TrainJob.</source>
        <translation>未沿用 runPolicy.cleanPodPolicy %1：TrainJob 的 Pod 属于其 JobSet，会随 TrainJob 一起删除。</translation>
    </message>
    <message>
        <source>runPolicy.backoffLimit %1 was not carried: retries are the runtime&apos;s failure policy.</source>
        <translation>未沿用 runPolicy.backoffLimit %1：重试由运行时的失败策略决定。</translation>
    </message>
    <message>
        <source>runPolicy.ttlSecondsAfterFinished %1 was not carried: a TrainJob stays until it is deleted.</source>
        <translation>未沿用 runPolicy.ttlSecondsAfterFinished %1：TrainJob 会一直保留，直到被删除。</translation>
    </message>
    <message>
        <source>runPolicy.schedulingPolicy was not carried: gang scheduling is the runtime&apos;s podGroupPolicy.</source>
        <translation>未沿用 runPolicy.schedulingPolicy：成组调度由运行时的 podGroupPolicy 决定。</translation>
    </message>
    <message>
        <source>runPolicy.suspend was not carried: the TrainJob starts when it is submitted.</source>
        <translation>未沿用 runPolicy.suspend：TrainJob 在提交时即启动。</translation>
    </message>
    <message>
        <source>runPolicy.%1 was not carried: a TrainJob has no such setting.</source>
        <translation>未沿用 runPolicy.%1：TrainJob 没有此设置。</translation>
    </message>
    <message>
        <source>%1 %2 was not carried: a TrainJob&apos;s numProcPerNode is a whole number; the runtime&apos;s default applies.</source>
        <translation>未沿用 %1 %2：TrainJob 的 numProcPerNode 是整数；将使用运行时的默认值。</translation>
    </message>
    <message>
        <source>elasticPolicy was not carried: a TrainJob runs a fixed number of nodes (%1).</source>
        <translation>未沿用 elasticPolicy：TrainJob 运行固定数量的节点（%1）。</translation>
    </message>
    <message>
        <source>spec.%1 was not carried: a TrainJob has no such setting.</source>
        <translation>未沿用 spec.%1：TrainJob 没有此设置。</translation>
    </message>
    <message numerus="yes">
        <source>%1 runs its launcher as one of the %2 nodes, so %n worker pod(s) run(s) beside it where the MPIJob had %2 Workers.</source>
        <translation>
            <numerusform>%1 将其启动器作为 %2 个节点之一运行，因此在它旁边运行 %n 个工作 Pod，而 MPIJob 有 %2 个 Worker。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replica type %1 (%n replica(s)) has no TrainJob equivalent and was left out: every node of a TrainJob runs the trainer.</source>
        <translation>
            <numerusform>副本类型 %1（%n 个副本）在 TrainJob 中没有对应项，已被省略：TrainJob 的每个节点都运行训练器。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of replica types</comment>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a restart policy of replica types, e.g. OnFailure of Master and Worker</comment>
        <translation>%1 用于 %2</translation>
    </message>
</context>
<context>
    <name>LocalComponentBuilder</name>
    <message>
        <source>the local backend runs Python scripts; use Docker or Podman for container images and built-in trainers</source>
        <translation>本地后端运行 Python 脚本；容器镜像和内置训练器请使用 Docker 或 Podman</translation>
    </message>
    <message>
        <source>the bundled initializer is missing</source>
        <translation>缺少内置的初始化器</translation>
    </message>
    <message>
        <source>%1 node processes on one host compete for its cores</source>
        <translation>同一主机上的 %1 个节点进程会争用其 CPU 核心</translation>
    </message>
</context>
<context>
    <name>LocalJobState</name>
    <message>
        <source>broken job state: %1</source>
        <translation>作业状态已损坏：%1</translation>
    </message>
    <message>
        <source>the job state is not JSON</source>
        <translation>作业状态不是 JSON</translation>
    </message>
</context>
<context>
    <name>LogDemuxer</name>
    <message>
        <source>the log stream is not in the engine&apos;s multiplexed format: bad frame header at byte %1 (stream byte %2); was the container created with a TTY?</source>
        <translation>日志流不是引擎的多路复用格式：第 %1 字节处（流中第 %2 字节）帧头无效；该容器是否以 TTY 模式创建？</translation>
    </message>
    <message>
        <source>the log stream ended inside a frame (%1 of %2 bytes missing)</source>
        <translation>日志流在帧内部结束（%2 字节中缺少 %1 字节）</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 ended early</source>
        <translation>%1 提前结束</translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>invalid regular expression: %1</source>
        <translation>无效的正则表达式：%1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>搜索已取消</translation>
    </message>
</context>
<context>
    <name>LogWriter</name>
    <message>
        <source>cannot create the log folder %1: %2</source>
        <translation>无法创建日志文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; TrainDeck does not write logs through links. Remove it.</source>
        <translation>%1 是符号链接；TrainDeck 不会通过链接写入日志。请将其删除。</translation>
    </message>
    <message>
        <source>cannot open the log</source>
        <translation>无法打开日志</translation>
    </message>
    <message>
        <source>cannot open the log index</source>
        <translation>无法打开日志索引</translation>
    </message>
    <message>
        <source>cannot read the log index</source>
        <translation>无法读取日志索引</translation>
    </message>
    <message>
        <source>cannot repair the log index</source>
        <translation>无法修复日志索引</translation>
    </message>
    <message>
        <source>cannot read the log</source>
        <translation>无法读取日志</translation>
    </message>
    <message>
        <source>cannot seek in the log</source>
        <translation>无法在日志中定位</translation>
    </message>
    <message>
        <source>cannot write the log</source>
        <translation>无法写入日志</translation>
    </message>
    <message>
        <source>cannot write the log index</source>
        <translation>无法写入日志索引</translation>
    </message>
    <message>
        <source>The log index %1 did not match its log from line %2 on; the lines after it were indexed again from the log.</source>
        <translation>日志索引 %1 从第 %2 行起与其日志不符；其后的行已根据日志重新建立索引。</translation>
    </message>
    <message>
        <source>%1 Its last %2 MiB wait in memory, which is all TrainDeck keeps; newer output is not stored until there is space again.</source>
        <translation>%1 最后 %2 MiB 在内存中等待，这是 TrainDeck 保留的全部；在有空间之前，更新的输出不会被存储。</translation>
    </message>
    <message numerus="yes">
        <source>The disk is full. %n byte(s) of this log wait in memory and are written, in order, once there is space: free space on that disk or move the data folder (Preferences, Data).</source>
        <translation>
            <numerusform>磁盘已满。此日志的 %n 字节在内存中等待，有空间后将按顺序写入：请释放该磁盘上的空间，或移动数据文件夹（首选项、数据）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file system is read-only: choose a data folder on a writable disk (Preferences, Data, or TRAINDECK_DATA_DIR).</source>
        <translation>文件系统是只读的：请选择可写磁盘上的数据文件夹（首选项、数据，或 TRAINDECK_DATA_DIR）。</translation>
    </message>
</context>
<context>
    <name>LogsCommand</name>
    <message>
        <source>print or follow the logs of a job</source>
        <translation>输出或跟踪作业日志</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]
                            [--host URL]

Prints the job&apos;s logs: every step prefixed `[step] `, or only STEP
(node-0, node-1, dataset-initializer, model-initializer) without a prefix.
With --follow, keeps printing until the job ends. --timestamps puts the time each
line arrived (UTC) before it.
</source>
        <translation>用法：traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]
                            [--host URL]

输出作业的日志：每个步骤的行以 `[步骤] ` 为前缀，或只输出 STEP（node-0、node-1、
dataset-initializer、model-initializer）且不带前缀。使用 --follow 时持续输出，
直到作业结束。--timestamps 在每行前加上该行到达的时间（UTC）。
</translation>
    </message>
    <message>
        <source>logs needs a job name</source>
        <translation>logs 需要一个作业名称</translation>
    </message>
    <message>
        <source>job %1 has no step &apos;%2&apos;; its steps are: %3</source>
        <translation>作业 %1 没有步骤“%2”；其步骤有：%3</translation>
    </message>
</context>
<context>
    <name>MLPolicy</name>
    <message>
        <source>%1 is set by the %2 policy; remove it from the trainer&apos;s env</source>
        <translation>%1 由 %2 策略设置；请将其从 trainer 的 env 中删除</translation>
    </message>
</context>
<context>
    <name>MermaidParser</name>
    <message>
        <source>the chart has more than %1 nodes, more than TrainDeck draws; split it into smaller charts</source>
        <translation>此图的节点超过 %1 个，超出了 TrainDeck 可绘制的数量；请将其拆分为多个较小的图</translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is not closed; add &apos;end&apos; after its last line</source>
        <translation>子图“%1”未闭合；请在其最后一行之后添加“end”</translation>
    </message>
    <message>
        <source>front matter opened with &apos;---&apos; is not closed; add a &apos;---&apos; line before the &apos;flowchart&apos; line</source>
        <translation>以“---”开头的前置元数据未闭合；请在“flowchart”行之前添加一行“---”</translation>
    </message>
    <message>
        <source>front matter (title, config) is ignored</source>
        <translation>前置元数据（title、config）将被忽略</translation>
    </message>
    <message>
        <source>the text is empty; a flowchart starts with &apos;flowchart TD&apos; or &apos;graph LR&apos;</source>
        <translation>文本为空；流程图以“flowchart TD”或“graph LR”开头</translation>
    </message>
    <message>
        <source>expected &apos;flowchart&apos; or &apos;graph&apos; (with TB, TD, BT, LR or RL) but found &apos;%1&apos;; only Mermaid flowcharts are supported</source>
        <translation>应为“flowchart”或“graph”（带 TB、TD、BT、LR 或 RL），但找到的是“%1”；只支持 Mermaid 流程图</translation>
    </message>
    <message>
        <source>the ELK renderer is not available; Graphviz lays this chart out</source>
        <translation>ELK 渲染器不可用；此图将由 Graphviz 布局</translation>
    </message>
    <message>
        <source>unknown direction &apos;%1&apos;; use TB, TD, BT, LR or RL</source>
        <translation>未知方向“%1”；请使用 TB、TD、BT、LR 或 RL</translation>
    </message>
    <message>
        <source>unexpected %1 after the direction; start the diagram on the next line</source>
        <translation>方向之后出现意外的 %1；请从下一行开始绘制图表</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported (the view opens a step&apos;s log on click); statement skipped</source>
        <translation>不支持“%1”（点击时视图会打开步骤的日志）；已跳过该语句</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not drawn; statement skipped</source>
        <translation>不绘制“%1”；已跳过该语句</translation>
    </message>
    <message>
        <source>unexpected %1; a statement starts with a node id or a keyword (subgraph, end, classDef, class, style, linkStyle)</source>
        <translation>意外的 %1；语句应以节点 id 或关键字（subgraph、end、classDef、class、style、linkStyle）开头</translation>
    </message>
    <message>
        <source>subgraph needs an id or a title, as in &apos;subgraph cluster1 [Title]&apos;</source>
        <translation>subgraph 需要 id 或标题，例如“subgraph cluster1 [Title]”</translation>
    </message>
    <message>
        <source>subgraphs are nested more than %1 deep here; TrainDeck draws at most %1 levels, so close some with &apos;end&apos; first</source>
        <translation>此处子图嵌套超过 %1 层；TrainDeck 最多绘制 %1 层，请先用“end”闭合一些子图</translation>
    </message>
    <message>
        <source>the chart has more than %1 subgraphs, more than TrainDeck draws; split it into smaller charts</source>
        <translation>此图的子图超过 %1 个，超出了 TrainDeck 可绘制的数量；请将其拆分为多个较小的图</translation>
    </message>
    <message>
        <source>subgraph &apos;%1&apos; is defined twice; give each subgraph its own id</source>
        <translation>子图“%1”定义了两次；请为每个子图指定唯一的 id</translation>
    </message>
    <message>
        <source>the subgraph title</source>
        <translation>子图标题</translation>
    </message>
    <message>
        <source>&apos;end&apos; without an open subgraph; remove it or add a &apos;subgraph&apos; line before</source>
        <translation>“end”之前没有打开的子图；请删除它，或在前面添加一行“subgraph”</translation>
    </message>
    <message>
        <source>the direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>missing style properties; write them as &apos;fill:#eef,stroke:#99c&apos;</source>
        <translation>缺少样式属性；请写成“fill:#eef,stroke:#99c”的形式</translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; has no value; write it as &apos;name:value&apos;</source>
        <translation>样式属性“%1”没有值；请写成“name:value”的形式</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a colour for %2; use #rgb, #rrggbb, a name or rgb()</source>
        <translation>“%1”不是有效的 %2 颜色；请使用 #rgb、#rrggbb、颜色名称或 rgb()</translation>
    </message>
    <message>
        <source>style property &apos;%1&apos; is not drawn; ignored</source>
        <translation>不绘制样式属性“%1”；已忽略</translation>
    </message>
    <message>
        <source>classDef needs a class name, as in &apos;classDef done fill:#dfd&apos;</source>
        <translation>classDef 需要类名，例如“classDef done fill:#dfd”</translation>
    </message>
    <message>
        <source>class needs node ids and a class name, as in &apos;class A,B done&apos;</source>
        <translation>class 需要节点 id 和类名，例如“class A,B done”</translation>
    </message>
    <message>
        <source>class needs a class name after the node ids, as in &apos;class A,B done&apos;</source>
        <translation>class 需要在节点 id 之后指定类名，例如“class A,B done”</translation>
    </message>
    <message>
        <source>the class name</source>
        <translation>类名</translation>
    </message>
    <message>
        <source>style needs a node id and properties, as in &apos;style A fill:#eef&apos;</source>
        <translation>style 需要节点 id 和属性，例如“style A fill:#eef”</translation>
    </message>
    <message>
        <source>linkStyle needs edge numbers (counted from 0) or &apos;default&apos;, as in &apos;linkStyle 0,2 stroke:#f66&apos;</source>
        <translation>linkStyle 需要边编号（从 0 开始计数）或“default”，例如“linkStyle 0,2 stroke:#f66”</translation>
    </message>
    <message>
        <source>unexpected %1 after %2; put one statement per line or separate them with &apos;;&apos;</source>
        <translation>%2 之后出现意外的 %1；请每行写一个语句，或用“;”分隔</translation>
    </message>
    <message>
        <source>unknown statement &apos;%1&apos;; skipped</source>
        <translation>未知语句“%1”；已跳过</translation>
    </message>
    <message>
        <source>unexpected %1; expected an edge such as &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;==&gt;&apos;, &apos;&amp;&apos;, or the end of the statement</source>
        <translation>意外的 %1；应为边（如“--&gt;”、“---”、“-.-&gt;”或“==&gt;”）、“&amp;”或语句结束</translation>
    </message>
    <message>
        <source>the edge at line %1, column %2 has no target node; add one after the arrow</source>
        <translation>第 %1 行第 %2 列的边没有目标节点；请在箭头后添加一个</translation>
    </message>
    <message>
        <source>the chart has more than %1 edges, more than TrainDeck draws; split it into smaller charts</source>
        <translation>此图的边超过 %1 条，超出了 TrainDeck 可绘制的数量；请将其拆分为多个较小的图</translation>
    </message>
    <message>
        <source>&apos;&amp;&apos; must be followed by a node id, as in &apos;A &amp; B --&gt; C&apos;</source>
        <translation>“&amp;”之后必须跟节点 id，例如“A &amp; B --&gt; C”</translation>
    </message>
    <message>
        <source>expected a node id (letters, digits, &apos;_&apos; or &apos;-&apos;) but found %1</source>
        <translation>应为节点 id（字母、数字、“_”或“-”），但找到的是 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a keyword and cannot be a node id; capitalise it or use another id</source>
        <translation>“%1”是关键字，不能用作节点 id；请改为大写或使用其他 id</translation>
    </message>
    <message>
        <source>&apos;:::&apos; must be followed by a class name</source>
        <translation>“:::”之后必须跟类名</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has the id of a subgraph; edges to &apos;%1&apos; go to the node</source>
        <translation>节点“%1”与某个子图的 id 相同；指向“%1”的边将连到该节点</translation>
    </message>
    <message>
        <source>class &apos;%1&apos; has no classDef; nodes keep their style</source>
        <translation>类“%1”没有 classDef；节点保持其原样式</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node; its %2 is ignored</source>
        <translation>“%1”不是节点；其 %2 被忽略</translation>
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
        <translation>节点“%2”上的类“%1”没有 classDef</translation>
    </message>
    <message numerus="yes">
        <source>linkStyle %1 refers to a missing edge; the chart has %n edge(s), numbered from 0</source>
        <translation>
            <numerusform>linkStyle %1 引用了不存在的边；此图共有 %n 条边，从 0 开始编号</numerusform>
        </translation>
    </message>
    <message>
        <source>the chart is %1 KiB; TrainDeck reads Mermaid charts of at most %2 KiB, so split it into smaller charts</source>
        <translation>此图大小为 %1 KiB；TrainDeck 读取的 Mermaid 图最大为 %2 KiB，请将其拆分为多个较小的图</translation>
    </message>
    <message>
        <source>the quoted label is not closed; add a &apos;&quot;&apos;</source>
        <translation>带引号的标签未闭合；请添加一个“&quot;”</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos; after the quoted label to close &apos;%2&apos; at line %3, column %4, but found %5</source>
        <translation>带引号的标签之后应有“%1”以闭合第 %3 行第 %4 列的“%2”，但找到的是 %5</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at line %2, column %3 is not closed with &apos;%4&apos; on the same line; close it, or quote a label that holds brackets</source>
        <translation>第 %2 行第 %3 列的“%1”未在同一行用“%4”闭合；请将其闭合，或给包含括号的标签加上引号</translation>
    </message>
    <message>
        <source>a quote inside an unquoted label; quote the whole label (A[&quot;say #quot;hi#quot;&quot;]) instead</source>
        <translation>未加引号的标签中含有引号；请改为给整个标签加引号（A[&quot;say #quot;hi#quot;&quot;]）</translation>
    </message>
    <message>
        <source>an invisible link is written &apos;~~~&apos;</source>
        <translation>不可见连接应写作“~~~”</translation>
    </message>
    <message>
        <source>incomplete dotted edge; write &apos;-.-&gt;&apos; or &apos;-.-&apos;</source>
        <translation>不完整的虚线边；请写作“-.-&gt;”或“-.-”</translation>
    </message>
    <message>
        <source>incomplete thick edge; write &apos;==&gt;&apos; or &apos;===&apos;</source>
        <translation>不完整的粗线边；请写作“==&gt;”或“===”</translation>
    </message>
    <message>
        <source>incomplete edge; write &apos;--&gt;&apos;, &apos;---&apos;, &apos;-.-&gt;&apos; or &apos;-- label --&gt;&apos;</source>
        <translation>不完整的边；请写作“--&gt;”、“---”、“-.-&gt;”或“-- label --&gt;”</translation>
    </message>
    <message>
        <source>an edge that starts with &apos;&lt;&apos; should end with &apos;&gt;&apos;; drawn with both arrowheads</source>
        <translation>以“&lt;”开头的边应以“&gt;”结尾；将以双箭头绘制</translation>
    </message>
    <message>
        <source>the edge has two labels; keep either &apos;-- text --&gt;&apos; or &apos;--&gt;|text|&apos;</source>
        <translation>这条边有两个标签；请只保留“-- text --&gt;”或“--&gt;|text|”之一</translation>
    </message>
    <message>
        <source>the edge label started here is not closed with %1 on the same line</source>
        <translation>从此处开始的边标签未在同一行用 %1 闭合</translation>
    </message>
</context>
<context>
    <name>MetricPattern</name>
    <message>
        <source>the pattern is empty; write a regular expression with a group (?&lt;value&gt;...) around the number</source>
        <translation>模式为空；请编写一个正则表达式，用分组 (?&lt;value&gt;...) 包住数字</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; is not a valid regular expression: %2 at offset %3</source>
        <translation>模式“%1”不是有效的正则表达式：%2（偏移量 %3）</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; has no group named &apos;value&apos;; put (?&lt;value&gt;...) around the number it should read</source>
        <translation>模式“%1”没有名为“value”的分组；请用 (?&lt;value&gt;...) 包住要读取的数字</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; gives no metric name; set a name or add a group (?&lt;name&gt;...)</source>
        <translation>模式“%1”未给出指标名称；请设置名称，或添加分组 (?&lt;name&gt;...)</translation>
    </message>
    <message>
        <source>a metric pattern has no &quot;regex&quot; string</source>
        <translation>某个指标模式没有“regex”字符串</translation>
    </message>
    <message>
        <source>the metric pattern &apos;%1&apos; has a &quot;name&quot; that is not a string</source>
        <translation>指标模式“%1”的“name”不是字符串</translation>
    </message>
</context>
<context>
    <name>MetricPatternStore</name>
    <message>
        <source>cannot read the metric patterns in %1: %2</source>
        <translation>无法读取 %1 中的指标模式：%2</translation>
    </message>
    <message>
        <source>the metric patterns file %1 is damaged (%2); fix or remove it, TrainDeck will not overwrite it</source>
        <translation>指标模式文件 %1 已损坏（%2）；请修复或删除它，TrainDeck 不会覆盖它</translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation>%1（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>it is not {&quot;version&quot;: 1, &quot;runtimes&quot;: {...}}</source>
        <translation>它不是 {&quot;version&quot;: 1, &quot;runtimes&quot;: {...}}</translation>
    </message>
    <message>
        <source>the patterns of runtime &apos;%1&apos; are not a list</source>
        <translation>运行时“%1”的模式不是列表</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos;: %2</source>
        <translation>运行时“%1”：%2</translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
    <message>
        <source>cannot write the metric patterns to %1: %2</source>
        <translation>无法将指标模式写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot save the metric patterns to %1: %2</source>
        <translation>无法将指标模式保存到 %1：%2</translation>
    </message>
</context>
<context>
    <name>MetricsCommand</name>
    <message>
        <source>print the training metrics and progress parsed from a job&apos;s logs</source>
        <translation>输出从作业日志中解析出的训练指标和进度</translation>
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
        <translation>用法：traindeck-cli metrics JOB [--follow] [--csv] [--pattern P]... [--backend B]
                               [--host URL]

输出从作业日志中读取的指标：每个步骤（节点）中每个指标的最后一个值及其训练步数，
然后是日志中显示的进度条和作业报告的进度。--csv 改为输出每个样本，格式为
node,name,step,wall_time,value。使用 --follow 时持续输出新样本，直到作业结束。
--pattern 为本次运行添加一个模式：带分组 (?&lt;value&gt;...) 的 NAME=REGEX，或带分组
(?&lt;name&gt;...) 和 (?&lt;value&gt;...) 的 REGEX；为作业的运行时保存的模式同样适用。
参见 docs/monitoring.md。
</translation>
    </message>
    <message>
        <source>metrics needs a job name</source>
        <translation>metrics 需要一个作业名称</translation>
    </message>
    <message>
        <source>metrics: --pattern &apos;%1&apos; names no metric; write NAME=REGEX, or a REGEX with a group (?&lt;name&gt;...)</source>
        <translation>metrics：--pattern“%1”未指定指标；请写作 NAME=REGEX，或带分组 (?&lt;name&gt;...) 的 REGEX</translation>
    </message>
    <message>
        <source>metrics: --pattern: %1</source>
        <translation>metrics：--pattern：%1</translation>
    </message>
    <message>
        <source>no metrics in the logs of %1</source>
        <translation>%1 的日志中没有指标</translation>
    </message>
    <message>
        <source>progress %1: %2%</source>
        <translation>进度 %1：%2%</translation>
    </message>
    <message>
        <source> (%1/%2)</source>
        <translation> (%1/%2)</translation>
    </message>
    <message>
        <source>, elapsed %1, remaining %2</source>
        <translation>，已用 %1，剩余 %2</translation>
    </message>
    <message>
        <source>progress reported by the job: %1%</source>
        <translation>作业报告的进度：%1%</translation>
    </message>
    <message>
        <source>, remaining %1</source>
        <translation>，剩余 %1</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 253 are allowed</source>
        <translation>名称有 %1 个字符；最多允许 253 个</translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed in &apos;%2&apos;; use lowercase letters, digits, &apos;-&apos; and &apos;.&apos;</source>
        <translation>“%2”中不允许使用字符“%1”；请使用小写字母、数字、“-”和“.”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a lowercase letter or digit</source>
        <translation>“%1”必须以小写字母或数字开头和结尾</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation>名称有 %1 个字符；最多允许 63 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;.&apos;; use lowercase letters, digits and &apos;-&apos;</source>
        <translation>“%1”包含“.”；请使用小写字母、数字和“-”</translation>
    </message>
    <message>
        <source>the variable name is empty</source>
        <translation>变量名为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start with a letter or &apos;_&apos;</source>
        <translation>“%1”必须以字母或“_”开头</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a space; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation>“%1”包含空格；变量名只能包含字母、数字和“_”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; variable names may hold letters, digits and &apos;_&apos; only</source>
        <translation>“%1”包含“%2”；变量名只能包含字母、数字和“_”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than 63 characters</source>
        <translation>“%1”超过 63 个字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;%2&apos;; label values may hold letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>“%1”包含“%2”；标签值只能包含字母、数字、“-”、“_”和“.”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must start and end with a letter or digit</source>
        <translation>“%1”必须以字母或数字开头和结尾</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>runtime &apos;%1&apos; was not found</source>
        <translation>未找到运行时“%1”</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation>未找到运行时“%1”；可用的有：%2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated</source>
        <translation>运行时“%1”已弃用</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>show what a backend would create for a TrainJob (dry run)</source>
        <translation>显示后端将为 TrainJob 创建的内容（试运行）</translation>
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
        <translation>用法：traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]
                          [--job NAME] [--runtimes PATH]... [--reveal-secrets]

执行作业流水线的验证和构建阶段，并输出作业计划：网络、卷，以及按顺序排列的
步骤及其镜像、命令、环境变量、挂载和标签。不会创建任何内容。除非指定
--reveal-secrets，否则机密值会被遮盖。

FILE 可以包含多个文档（---），与 kubectl apply -f 接受的一样：TrainJob 及其使用的
运行时，对于文件中的作业，这些运行时会代替目录中的同名运行时。每个 TrainJob 都会
生成计划（--job NAME：只处理该作业）；使用 --json 时，一个计划为对象，多个计划为数组。

退出状态：有计划时为 0，作业无效时为 1，用法错误时为 2。
</translation>
    </message>
    <message>
        <source>plan needs exactly one TrainJob file</source>
        <translation>plan 只需要一个 TrainJob 文件</translation>
    </message>
</context>
<context>
    <name>ProcessLauncher</name>
    <message>
        <source>nothing to run</source>
        <translation>没有可运行的内容</translation>
    </message>
    <message>
        <source>cannot create a pipe: %1</source>
        <translation>无法创建管道：%1</translation>
    </message>
    <message>
        <source>cannot start a process: %1</source>
        <translation>无法启动进程：%1</translation>
    </message>
    <message>
        <source>cannot open the log file %1: %2</source>
        <translation>无法打开日志文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot enter the folder %1: %2</source>
        <translation>无法进入文件夹 %1：%2</translation>
    </message>
    <message>
        <source>cannot run /bin/bash: %1</source>
        <translation>无法运行 /bin/bash：%1</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>显示包括 Qt 特定选项在内的帮助。</translation>
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
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>the file is %1; a %2 may be at most %3</source>
        <translation>文件大小为 %1；%2 最大为 %3</translation>
    </message>
    <message>
        <source>the file is larger than %1, the most a %2 may be</source>
        <translation>文件大于 %1，即 %2 的最大允许大小</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>no file named; give the path of a %1</source>
        <translation>未指定文件；请提供 %1 的路径</translation>
    </message>
    <message>
        <source>no such file; check the path</source>
        <translation>没有此文件；请检查路径</translation>
    </message>
    <message>
        <source>permission denied; make the %1 readable by you</source>
        <translation>权限被拒绝；请让你自己能读取该 %1</translation>
    </message>
    <message>
        <source>this is a socket, not a file; give the path of a %1</source>
        <translation>这是套接字，不是文件；请提供 %1 的路径</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>cannot inspect the file: %1</source>
        <translation>无法检查文件：%1</translation>
    </message>
    <message>
        <source>this is a folder, not a file; give the path of a %1</source>
        <translation>这是文件夹，不是文件；请提供 %1 的路径</translation>
    </message>
    <message>
        <source>this is %1, not a regular file; TrainDeck reads a %2 only from a regular file: save the content to a file and give its path</source>
        <translation>这是 %1，不是普通文件；TrainDeck 只从普通文件读取 %2：请将内容保存到文件并提供其路径</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
</context>
<context>
    <name>RemoteConnections</name>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1（%3 上的 %2）</translation>
    </message>
    <message>
        <source>over SSH, from %1</source>
        <translation>通过 SSH，来自 %1</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>requirements file</source>
        <translation>requirements 文件</translation>
    </message>
</context>
<context>
    <name>RuntimeCatalog</name>
    <message>
        <source>no such file; check the path</source>
        <translation>没有此文件；请检查路径</translation>
    </message>
    <message>
        <source>the file is %1 MiB; runtime files are limited to %2 MiB</source>
        <translation>文件大小为 %1 MiB；运行时文件限制为 %2 MiB</translation>
    </message>
    <message>
        <source>runtime file</source>
        <translation>运行时文件</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; was not found; available: %2</source>
        <translation>未找到运行时“%1”；可用的有：%2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; replaces the one from %2</source>
        <translation>运行时“%1”替换了来自 %2 的同名运行时</translation>
    </message>
    <message>
        <source>no such folder; check the path</source>
        <translation>没有此文件夹；请检查路径</translation>
    </message>
</context>
<context>
    <name>RuntimeCodec</name>
    <message>
        <source>expected a runtime object (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation>应为运行时对象（包含 apiVersion、kind、metadata 和 spec 的映射），但找到的是 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation>不支持“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime; expected ClusterTrainingRuntime or TrainingRuntime</source>
        <translation>“%1”不是运行时；应为 ClusterTrainingRuntime 或 TrainingRuntime</translation>
    </message>
    <message>
        <source>the label %1 is required; set it to one of: %2</source>
        <translation>必须设置标签 %1；请将其设为以下之一：%2</translation>
    </message>
    <message>
        <source>unknown framework &apos;%1&apos;; use one of: %2</source>
        <translation>未知框架“%1”；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is deprecated and will be removed</source>
        <translation>运行时“%1”已弃用，将被移除</translation>
    </message>
    <message>
        <source>only one ML policy may be set, found %1</source>
        <translation>只能设置一个 ML 策略，但找到了 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; the only MPI implementation is OpenMPI</source>
        <translation>不支持“%1”；唯一的 MPI 实现是 OpenMPI</translation>
    </message>
    <message>
        <source>spec.template.spec.replicatedJobs is required and must contain a job named &apos;node&apos;</source>
        <translation>spec.template.spec.replicatedJobs 为必填项，且必须包含名为“node”的作业</translation>
    </message>
    <message>
        <source>a replicatedJob named &apos;node&apos; is required</source>
        <translation>必须有名为“node”的 replicatedJob</translation>
    </message>
    <message>
        <source>the &apos;node&apos; replicatedJob needs at least one container</source>
        <translation>“node”replicatedJob 至少需要一个容器</translation>
    </message>
</context>
<context>
    <name>RuntimePatches</name>
    <message>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>应为映射，但找到的是 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field the TrainJob CRD accepts here; use one of: %2</source>
        <translation>“%1”不是 TrainJob CRD 在此处接受的字段；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>应为文本，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，但找到的是 %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必须至少为 %1</translation>
    </message>
    <message>
        <source>expected a mapping of text such as {disktype: ssd}, found %1</source>
        <translation>应为文本映射，例如 {disktype: ssd}，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected text, found %1; quote it</source>
        <translation>应为文本，但找到的是 %1；请为其加上引号</translation>
    </message>
    <message>
        <source>expected a list of text, found %1</source>
        <translation>应为文本列表，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，但找到的是 %1</translation>
    </message>
    <message>
        <source>has %1 entries; the TrainJob CRD allows at most %2</source>
        <translation>有 %1 个条目；TrainJob CRD 最多允许 %2 个</translation>
    </message>
    <message>
        <source>required; %1</source>
        <translation>必填；%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice; an entry&apos;s %2 must be unique, so merge the two</source>
        <translation>“%1”出现了两次；条目的 %2 必须唯一，请将两者合并</translation>
    </message>
    <message>
        <source>name the variable</source>
        <translation>请指定变量名</translation>
    </message>
    <message>
        <source>name the volume to mount</source>
        <translation>请指定要挂载的卷名</translation>
    </message>
    <message>
        <source>required; the path in the container, such as /data</source>
        <translation>必填；容器中的路径，例如 /data</translation>
    </message>
    <message>
        <source>name the container of the runtime to patch, such as node</source>
        <translation>请指定要修补的运行时容器，例如 node</translation>
    </message>
    <message>
        <source>name the scheduling gate</source>
        <translation>请指定调度门控名称</translation>
    </message>
    <message>
        <source>name the volume</source>
        <translation>请指定卷名</translation>
    </message>
    <message>
        <source>use Equal (the default) or Exists</source>
        <translation>请使用 Equal（默认）或 Exists</translation>
    </message>
    <message>
        <source>use NoSchedule, PreferNoSchedule or NoExecute, or leave it out to tolerate every effect</source>
        <translation>请使用 NoSchedule、PreferNoSchedule 或 NoExecute，或省略以容忍所有效果</translation>
    </message>
    <message>
        <source>has %1 characters; at most %2 are allowed</source>
        <translation>有 %1 个字符；最多允许 %2 个</translation>
    </message>
    <message>
        <source>expected a date and time such as 2026-01-31T12:00:00Z; the admission webhook sets it, so it can be left out</source>
        <translation>应为日期和时间，例如 2026-01-31T12:00:00Z；它由准入 Webhook 设置，因此可以省略</translation>
    </message>
    <message>
        <source>name the runtime&apos;s replicated job to patch, such as node or dataset-initializer</source>
        <translation>请指定要修补的运行时 replicated job，例如 node 或 dataset-initializer</translation>
    </message>
    <message>
        <source>name who owns this patch, such as traindeck.io/builder</source>
        <translation>请指定此补丁的所有者，例如 traindeck.io/builder</translation>
    </message>
</context>
<context>
    <name>RuntimesCommand</name>
    <message>
        <source>list the training runtimes (TrainDeck&apos;s and the user&apos;s)</source>
        <translation>列出训练运行时（TrainDeck 自带的和用户的）</translation>
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
        <translation>用法：traindeck-cli runtimes [--json | --names] [--runtimes PATH]...
      traindeck-cli runtimes --backend kubernetes [--kubeconfig FILE]
                              [--context NAME] [--namespace NS] [--json]

列出 TrainDeck 的运行时，然后列出 $TRAINDECK_RUNTIMES（以“:”分隔的文件或文件夹）
和每个 --runtimes PATH 中的运行时。后出现的同名运行时会替换先出现的。

使用 --backend kubernetes 时改为列出集群的运行时：其 ClusterTrainingRuntime 和该
命名空间的 TrainingRuntime（命名空间级的运行时会遮盖同名的集群级运行时），与
Kubeflow SDK 的做法相同。

  --json              输出一个 JSON 数组（见 docs/cli.md）
  --names             只输出运行时名称，每行一个
  --runtimes PATH     同时加载此运行时文件或文件夹
  --backend B         local、docker、podman（TrainDeck 的运行时）或 kubernetes
  --kubeconfig FILE   kubeconfig（默认：$KUBECONFIG，否则为 ~/.kube/config）
  --context NAME      kubeconfig 上下文（默认：其当前上下文）
  --namespace NS      读取 TrainingRuntime 的位置（默认：上下文的命名空间）
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 did not answer within 180 s</source>
        <translation>%1 未在 180 秒内应答</translation>
    </message>
    <message>
        <source>runtimes takes no arguments</source>
        <translation>runtimes 不接受参数</translation>
    </message>
    <message>
        <source>runtimes: unknown backend &apos;%1&apos;; use local, docker, podman or kubernetes</source>
        <translation>runtimes：未知后端“%1”；请使用 local、docker、podman 或 kubernetes</translation>
    </message>
    <message>
        <source>runtimes: --kubeconfig, --context and --namespace go with --backend kubernetes</source>
        <translation>runtimes：--kubeconfig、--context 和 --namespace 需与 --backend kubernetes 一起使用</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>FRAMEWORK</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>NODES</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>IMAGE</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>unusable: %1</source>
        <translation>不可用：%1</translation>
    </message>
</context>
<context>
    <name>SafeFs</name>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>无法写入</translation>
    </message>
    <message>
        <source>cannot read the folder</source>
        <translation>无法读取文件夹</translation>
    </message>
    <message>
        <source>cannot inspect</source>
        <translation>无法检查</translation>
    </message>
    <message>
        <source>%1 is another file system mounted inside the folder; TrainDeck leaves it alone. Unmount it, then delete again.</source>
        <translation>%1 是挂载在该文件夹内的另一个文件系统；TrainDeck 不会处理它。请先卸载它，然后再次删除。</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>cannot delete</source>
        <translation>无法删除</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <source>cannot set the permissions of</source>
        <translation>无法设置权限</translation>
    </message>
    <message>
        <source>cannot create</source>
        <translation>无法创建</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot name a folder inside %2; nothing was touched</source>
        <translation>“%1”不能用来指定 %2 内的文件夹；未做任何改动</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is a symbolic link (to %2); TrainDeck does not delete through links, so nothing was deleted. Look at where it points; remove the link yourself (rm %1) if it is not yours, then delete again.</source>
        <translation>%1 是符号链接（指向 %2）；TrainDeck 不会通过链接删除，因此未删除任何内容。请查看它指向何处；如果它不是你的，请自行删除该链接（rm %1），然后再次删除。</translation>
    </message>
    <message>
        <source>%1 is not a folder; TrainDeck leaves it alone, so nothing was deleted. Remove it yourself if it is not yours, then delete again.</source>
        <translation>%1 不是文件夹；TrainDeck 不会处理它，因此未删除任何内容。如果它不是你的，请自行删除它，然后再次删除。</translation>
    </message>
    <message>
        <source>%1 %2: %3. %4</source>
        <translation>%1 %2：%3。%4</translation>
    </message>
    <message>
        <source>Choose a folder on a writable disk (for the data folder: Preferences, Data, or TRAINDECK_DATA_DIR), or mount it read-write.</source>
        <translation>请选择可写磁盘上的文件夹（数据文件夹：首选项、数据，或 TRAINDECK_DATA_DIR），或以读写方式挂载它。</translation>
    </message>
    <message>
        <source>Free space on that disk, or choose a folder on another disk.</source>
        <translation>请释放该磁盘上的空间，或选择另一磁盘上的文件夹。</translation>
    </message>
    <message>
        <source>Check the folder&apos;s owner and permissions, or choose another folder.</source>
        <translation>请检查该文件夹的所有者和权限，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2 is not a folder. Move that file away, or choose another folder.</source>
        <translation>无法创建文件夹 %1：%2 不是文件夹。请移走该文件，或选择其他文件夹。</translation>
    </message>
</context>
<context>
    <name>SpecDiff</name>
    <message>
        <source> (image %1)</source>
        <translation>（镜像 %1）</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept</source>
        <translation>未保留此运行的规约</translation>
    </message>
    <message>
        <source>kept spec</source>
        <translation>已保留的规约</translation>
    </message>
    <message>
        <source>The kept spec holds no TrainJob</source>
        <translation>保留的规约中没有 TrainJob</translation>
    </message>
    <message>
        <source>spec not kept</source>
        <translation>未保留规约</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>训练器</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>the runtime&apos;s</source>
        <translation>运行时默认值</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Processes per node</source>
        <translation>每节点进程数</translation>
    </message>
    <message>
        <source>Resources per node</source>
        <translation>每节点资源</translation>
    </message>
    <message>
        <source>Env %1</source>
        <translation>环境变量 %1</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Packages</source>
        <translation>软件包</translation>
    </message>
    <message>
        <source>Dataset initializer</source>
        <translation>数据集初始化器</translation>
    </message>
    <message>
        <source>Model initializer</source>
        <translation>模型初始化器</translation>
    </message>
    <message>
        <source>Training script</source>
        <translation>训练脚本</translation>
    </message>
    <message>
        <source>inline</source>
        <translation>内联</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n line(s)</source>
        <translation>
            <numerusform>%1，%n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SshMaster</name>
    <message>
        <source>(no answer within %1 s)</source>
        <translation>（%1 秒内无应答）</translation>
    </message>
    <message>
        <source>ssh to %1 logged in but its shared connection did not start (no control socket %2); its log: %3</source>
        <translation>ssh 到 %1 已登录，但其共享连接未启动（没有控制套接字 %2）；其日志：%3</translation>
    </message>
    <message>
        <source>cannot create the folder %1 for SSH control sockets: %2</source>
        <translation>无法创建用于 SSH 控制套接字的文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a folder of yours; TrainDeck keeps its SSH control sockets there. Remove it and connect again.</source>
        <translation>%1 不是属于你的文件夹；TrainDeck 在那里保存其 SSH 控制套接字。请将其删除后重新连接。</translation>
    </message>
    <message>
        <source>cannot make %1 private: %2</source>
        <translation>无法将 %1 设为私有：%2</translation>
    </message>
    <message>
        <source>there is no engine socket %1 on %2: the engine is not running there, or listens elsewhere. Start it on that host (for Podman: systemctl --user enable --now podman.socket, or podman system service), or correct the path in the connection.</source>
        <translation>%2 上没有引擎套接字 %1：引擎未在那里运行，或在其他位置监听。请在该主机上启动引擎（对于 Podman：systemctl --user enable --now podman.socket，或 podman system service），或更正连接中的路径。</translation>
    </message>
    <message>
        <source>%1 may not use the engine socket %2 on %3 (permission denied). Connect as the user who runs the engine, or give this user access to the socket there.</source>
        <translation>%1 无权使用 %3 上的引擎套接字 %2（权限被拒绝）。请以运行引擎的用户身份连接，或在那里授予此用户访问该套接字的权限。</translation>
    </message>
    <message>
        <source>the SSH user</source>
        <translation>SSH 用户</translation>
    </message>
    <message>
        <source>ssh to %1 could not forward the engine socket %2 to %3: %4</source>
        <translation>ssh 到 %1 无法将引擎套接字 %2 转发到 %3：%4</translation>
    </message>
    <message>
        <source>%1 did not say where its home folder is (HOME is &apos;%2&apos;)</source>
        <translation>%1 未告知其主文件夹位置（HOME 为“%2”）</translation>
    </message>
    <message>
        <source>the host key of %1 has CHANGED since you accepted it (known_hosts): the host was reinstalled, or someone is intercepting the connection. TrainDeck did not connect. If you know why it changed, remove the old key (ssh-keygen -R &apos;%2&apos;) and accept the new one after checking its fingerprint, by running `%3` once in a terminal.</source>
        <translation>%1 的主机密钥自你接受后已更改（known_hosts）：该主机被重新安装过，或有人在拦截连接。TrainDeck 未连接。如果你知道更改原因，请删除旧密钥（ssh-keygen -R &apos;%2&apos;），并在终端中运行一次 `%3`，核对指纹后接受新密钥。</translation>
    </message>
    <message>
        <source>the host key of %1 is not known (it is not in your known_hosts), and TrainDeck never accepts one by itself. Run `%2` once in a terminal, check the fingerprint it shows against the host&apos;s, answer yes, then connect again.</source>
        <translation>%1 的主机密钥未知（不在你的 known_hosts 中），而 TrainDeck 从不自行接受主机密钥。请在终端中运行一次 `%2`，将其显示的指纹与该主机的指纹核对，回答 yes，然后重新连接。</translation>
    </message>
    <message>
        <source>%1 refused the login (ssh said: %2). Make sure your key is offered: load it into ssh-agent (ssh-add), or name it (IdentityFile in ~/.ssh/config, or the connection&apos;s identity), and that its public key is in ~/.ssh/authorized_keys of %3 on that host. TrainDeck runs ssh without prompts: a key with a passphrase must be in the agent.</source>
        <translation>%1 拒绝了登录（ssh 提示：%2）。请确保提供了你的密钥：将其加载到 ssh-agent（ssh-add），或指定它（~/.ssh/config 中的 IdentityFile，或连接的身份文件），并确保其公钥位于该主机上 %3 的 ~/.ssh/authorized_keys 中。TrainDeck 运行 ssh 时不会提示：带口令的密钥必须位于代理中。</translation>
    </message>
    <message>
        <source>the user</source>
        <translation>该用户</translation>
    </message>
    <message>
        <source>docker is not installed on %1, or not on the PATH of non-interactive SSH sessions there (the remote shell said: %2). Install Docker on that host, or make `docker` reachable from `ssh %1 docker version`.</source>
        <translation>%1 上未安装 docker，或 docker 不在那里非交互式 SSH 会话的 PATH 中（远程 shell 提示：%2）。请在该主机上安装 Docker，或确保 `ssh %1 docker version` 能找到 `docker`。</translation>
    </message>
    <message>
        <source>%1 may not use the Docker socket there (permission denied). Add the user to the docker group on that host (then log in again), or connect as a user who may.</source>
        <translation>%1 无权使用那里的 Docker 套接字（权限被拒绝）。请在该主机上将该用户加入 docker 组（然后重新登录），或以有权限的用户连接。</translation>
    </message>
    <message>
        <source>Docker is installed on %1 but its daemon does not answer there (%2). Start it on that host (systemctl start docker).</source>
        <translation>%1 上已安装 Docker，但其守护进程在那里没有应答（%2）。请在该主机上启动它（systemctl start docker）。</translation>
    </message>
    <message>
        <source>cannot reach %1 over SSH: %2</source>
        <translation>无法通过 SSH 访问 %1：%2</translation>
    </message>
    <message>
        <source>the SSH connection to %1 failed or dropped%2</source>
        <translation>到 %1 的 SSH 连接失败或已断开%2</translation>
    </message>
    <message>
        <source>the command on %1 failed (exit code %2): %3</source>
        <translation>%1 上的命令失败（退出码 %2）：%3</translation>
    </message>
</context>
<context>
    <name>StatusPlugin</name>
    <message>
        <source>the job was cancelled</source>
        <translation>作业已取消</translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation>步骤 %1 失败，退出码为 %2</translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation>步骤 %1 失败</translation>
    </message>
    <message>
        <source>the job is suspended</source>
        <translation>作业已暂停</translation>
    </message>
    <message>
        <source>every step succeeded</source>
        <translation>所有步骤均已成功</translation>
    </message>
    <message>
        <source>the state of some steps is unknown</source>
        <translation>部分步骤的状态未知</translation>
    </message>
    <message>
        <source>pod %1 failed; the controller decides whether the job fails</source>
        <translation>Pod %1 失败；由控制器决定作业是否失败</translation>
    </message>
</context>
<context>
    <name>SuspendCommand</name>
    <message>
        <source>suspend a cluster&apos;s job (its pods go, it stays)</source>
        <translation>暂停集群上的作业（其 Pod 被删除，作业保留）</translation>
    </message>
    <message>
        <source>resume a suspended cluster job</source>
        <translation>恢复已暂停的集群作业</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]
                             [--context NAME] [--namespace NS]

Sets the TrainJob&apos;s spec.suspend: the controller removes its pods, the job
and its logs stay, and resume starts it again. Only Kubernetes suspends.
</source>
        <translation>用法：traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]
                             [--context NAME] [--namespace NS]

设置 TrainJob 的 spec.suspend：控制器删除其 Pod，作业及其日志保留，resume
会重新启动它。只有 Kubernetes 支持暂停。
</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]
                            [--context NAME] [--namespace NS]

Clears the TrainJob&apos;s spec.suspend: the controller makes its pods again.
</source>
        <translation>用法：traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]
                            [--context NAME] [--namespace NS]

清除 TrainJob 的 spec.suspend：控制器重新创建其 Pod。
</translation>
    </message>
    <message>
        <source>%1 needs a job name</source>
        <translation>%1 需要一个作业名称</translation>
    </message>
    <message>
        <source>%1 suspended</source>
        <translation>已暂停 %1</translation>
    </message>
    <message>
        <source>%1 resumed</source>
        <translation>已恢复 %1</translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>%1 of %2 is not running (%3): a terminal opens only in a running step.</source>
        <translation>%2 的 %1 未在运行（%3）：终端只能在运行中的步骤里打开。</translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine to open a shell in.</source>
        <translation>%1 在本机上没有可在其中打开 shell 的工作区文件夹。</translation>
    </message>
    <message>
        <source>%1 of %2 has no container yet.</source>
        <translation>%2 的 %1 还没有容器。</translation>
    </message>
    <message>
        <source>The %1 command is not installed, and a terminal in a container needs it. Install it (Debian: %2).</source>
        <translation>未安装 %1 命令，而在容器中打开终端需要它。请安装它（Debian：%2）。</translation>
    </message>
    <message>
        <source>%1 of %2 has no pod yet.</source>
        <translation>%2 的 %1 还没有 Pod。</translation>
    </message>
    <message>
        <source>kubectl is not installed, and a terminal in a pod needs it. Install it (Debian: kubernetes-client).</source>
        <translation>未安装 kubectl，而在 Pod 中打开终端需要它。请安装它（Debian：kubernetes-client）。</translation>
    </message>
    <message>
        <source>No terminal for this kind of backend.</source>
        <translation>此类后端没有终端。</translation>
    </message>
    <message>
        <source>$TERMINAL names %1, which is not a program on this machine. Set it to your terminal emulator, or unset it to use x-terminal-emulator.</source>
        <translation>$TERMINAL 指定的 %1 不是本机上的程序。请将其设为你的终端模拟器，或取消设置以使用 x-terminal-emulator。</translation>
    </message>
    <message>
        <source>No terminal emulator found: set $TERMINAL to yours, or install one that provides x-terminal-emulator (such as xterm or gnome-terminal).</source>
        <translation>未找到终端模拟器：请将 $TERMINAL 设为你的终端模拟器，或安装一个提供 x-terminal-emulator 的终端（例如 xterm 或 gnome-terminal）。</translation>
    </message>
    <message>
        <source>The terminal %1 could not be started.</source>
        <translation>无法启动终端 %1。</translation>
    </message>
    <message>
        <source>%1 has no workspace folder on this machine (its files live where it runs).</source>
        <translation>%1 在本机上没有工作区文件夹（其文件位于其运行之处）。</translation>
    </message>
    <message>
        <source>No file manager opened %1.</source>
        <translation>没有文件管理器打开 %1。</translation>
    </message>
</context>
<context>
    <name>TrainCommand</name>
    <message>
        <source>submit a TrainJob to a backend, optionally following its logs</source>
        <translation>向后端提交 TrainJob，可选择跟踪其日志</translation>
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
        <translation>用法：traindeck-cli train FILE [--backend local|docker|podman] [--host URL]
                           [--name NAME] [--follow] [--timestamps] [--timeout SEC]
                           [--runtimes PATH]... [--pull-policy IfNotPresent|Always|Never]
                           [--dataset-initializer-image IMAGE]
                           [--model-initializer-image IMAGE] [--initializer-timeout SEC]

验证 FILE 中的 TrainJob、为其生成计划并启动它。输出作业名称。
FILE 可以包含多个文档（---），与 kubectl apply -f 接受的一样：其中的每个 TrainJob
都会被提交（每行一个名称），其中定义的运行时供其中的作业使用；只要有任何作业
无效，就不会提交任何作业。

  --backend B      运行位置（默认：本地进程）
  --host URL       引擎地址（docker/podman），例如 unix:///run/docker.sock
  --insecure-skip-tls-verify
                   使用 TLS 但不检查引擎的证书（DOCKER_TLS_VERIFY 取任何值
                   都表示要验证）；会输出警告
  --name NAME      作业名称（默认：文件的 metadata.name，否则自动生成）；
                   用于只含一个 TrainJob 的文件
  --follow         以 `[node-1] 文本` 的形式输出每个步骤的日志，直到作业结束；
                   此时只有作业完成时退出状态才为 0；用于只含一个 TrainJob
                   的文件
  --timestamps     与 --follow 合用：在每行前加上该行到达的时间
  --timeout SEC    与 --follow 合用：SEC 秒后放弃（退出状态 1）
  --pull-policy P  docker/podman：IfNotPresent（默认）、Always 或 Never
  --dataset-initializer-image IMAGE, --model-initializer-image IMAGE
                   docker/podman：初始化器镜像（默认：Kubeflow 的镜像）
  --initializer-timeout SEC
                   docker/podman：初始化器运行超过此时长则判为失败（600）
</translation>
    </message>
    <message>
        <source>job %1: waiting for its initializers before the nodes start</source>
        <translation>作业 %1：节点启动前正在等待其初始化器</translation>
    </message>
    <message>
        <source>train needs exactly one TrainJob file</source>
        <translation>train 只需要一个 TrainJob 文件</translation>
    </message>
    <message>
        <source>--%1 takes a file with one TrainJob; %2 holds %3</source>
        <translation>--%1 只接受含一个 TrainJob 的文件；%2 包含 %3 个</translation>
    </message>
    <message>
        <source>nothing was submitted: fix the jobs above first</source>
        <translation>未提交任何作业：请先修复上面的作业</translation>
    </message>
    <message>
        <source>submitted before the failure: %1</source>
        <translation>失败前已提交：%1</translation>
    </message>
    <message>
        <source>job %1 submitted; following its logs</source>
        <translation>作业 %1 已提交；正在跟踪其日志</translation>
    </message>
    <message>
        <source>job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <source>job %1: Failed: %2</source>
        <translation>作业 %1：失败：%2</translation>
    </message>
    <message>
        <source>job %1: still %2 after the timeout</source>
        <translation>作业 %1：超时后仍为 %2</translation>
    </message>
    <message>
        <source>job %1 disappeared: %2</source>
        <translation>作业 %1 已消失：%2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::App</name>
    <message>
        <source>TrainDeck: jobs cannot report progress (%1)</source>
        <translation>TrainDeck：作业无法报告进度（%1）</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Backend</name>
    <message>
        <source>the backend reports no folder for job %1, so it kept no TrainJob file for it</source>
        <translation>后端没有报告作业 %1 的文件夹，因此没有为其保留 TrainJob 文件</translation>
    </message>
    <message>
        <source>%1 cannot suspend jobs (job %2 is unchanged): only a Kubernetes cluster can. Cancel stops a job here.</source>
        <translation>%1 无法暂停作业（作业 %2 未改变）：只有 Kubernetes 集群可以。在这里可用“取消”停止作业。</translation>
    </message>
    <message>
        <source>%1 cannot resume jobs (job %2 is unchanged): only a Kubernetes cluster suspends and resumes. Re-run starts it again here.</source>
        <translation>%1 无法恢复作业（作业 %2 未改变）：只有 Kubernetes 集群能暂停和恢复。在这里可用“重新运行”再次启动它。</translation>
    </message>
    <message>
        <source>%1 has no jobs of older kinds to convert; %2 is already a TrainJob.</source>
        <translation>%1 没有可转换的旧类型作业；%2 已经是 TrainJob。</translation>
    </message>
    <message>
        <source>%1 cannot inspect steps (step %2 of job %3): its logs and events are what it shows of them.</source>
        <translation>%1 无法检查步骤（作业 %3 的步骤 %2）：它只通过日志和事件展示步骤情况。</translation>
    </message>
    <message>
        <source>%1 keeps no images: only Docker and Podman connections have images to pick from.</source>
        <translation>%1 不保存镜像：只有 Docker 和 Podman 连接有可供选择的镜像。</translation>
    </message>
    <message>
        <source>%1 keeps no images, so the images of %2 are not checked before it runs.</source>
        <translation>%1 不保存镜像，因此 %2 的镜像在运行前不会被检查。</translation>
    </message>
    <message>
        <source>%1 does not measure what jobs use.</source>
        <translation>%1 不统计作业的资源用量。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); nothing was done. Job names are lowercase letters, digits and &apos;-&apos;, starting with a letter.</source>
        <translation>“%1”不是有效的作业名称（%2）；未做任何操作。作业名称由小写字母、数字和“-”组成，并以字母开头。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::BackendKind</name>
    <message>
        <source>Local processes</source>
        <translation>本地进程</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>found on the engine by its labels</source>
        <translation>通过标签在引擎上找到</translation>
    </message>
    <message>
        <source>killed: out of memory (exit code %1)</source>
        <translation>已终止：内存不足（退出码 %1）</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>已退出，退出码为 %1</translation>
    </message>
    <message>
        <source>container %1 exited with code 0</source>
        <translation>容器 %1 已退出，退出码为 0</translation>
    </message>
    <message>
        <source>container %1 is running</source>
        <translation>容器 %1 正在运行</translation>
    </message>
    <message>
        <source>container %1 was removed outside TrainDeck</source>
        <translation>容器 %1 已在 TrainDeck 之外被删除</translation>
    </message>
    <message>
        <source>not connected to %1: %2</source>
        <translation>未连接到 %1：%2</translation>
    </message>
    <message>
        <source>a job named &apos;%1&apos; exists already; delete it or pick another name</source>
        <translation>名为“%1”的作业已存在；请删除它或选择其他名称</translation>
    </message>
    <message>
        <source>the workdir %1 exists already, left from an earlier job named &apos;%2&apos; (its containers were removed outside TrainDeck?). TrainDeck writes only into a workdir it creates for this submission: look at what is in it, remove it (rm -r %1), or pick another job name.</source>
        <translation>工作目录 %1 已存在，是之前名为“%2”的作业留下的（其容器是否在 TrainDeck 之外被删除了？）。TrainDeck 只写入它为本次提交创建的工作目录：请查看其中的内容，删除它（rm -r %1），或选择其他作业名称。</translation>
    </message>
    <message>
        <source>the engine has containers of a job named &apos;%1&apos; already; delete that job or pick another name</source>
        <translation>引擎上已有名为“%1”的作业的容器；请删除该作业或选择其他名称</translation>
    </message>
    <message>
        <source>submitted to %1</source>
        <translation>已提交到 %1</translation>
    </message>
    <message>
        <source>the job cannot report progress: %1</source>
        <translation>作业无法报告进度：%1</translation>
    </message>
    <message>
        <source>the job network has no IPv4 gateway</source>
        <translation>作业网络没有 IPv4 网关</translation>
    </message>
    <message>
        <source>TrainDeck cannot listen on %1</source>
        <translation>TrainDeck 无法在 %1 上监听</translation>
    </message>
    <message>
        <source>stopping %1 after the failure</source>
        <translation>失败后正在停止 %1</translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation>%1 秒后超时</translation>
    </message>
    <message>
        <source>%1 timed out after %2 s</source>
        <translation>%1 在 %2 秒后超时</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation>没有名为“%1”的作业</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>已被用户取消</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid job name (%2); TrainDeck leaves that job alone. Remove its containers with the engine&apos;s own tools if they are yours.</source>
        <translation>“%1”不是有效的作业名称（%2）；TrainDeck 不会处理该作业。如果那些容器是你的，请使用引擎自带的工具删除它们。</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; was deleted while it was being submitted</source>
        <translation>作业“%1”在提交过程中被删除</translation>
    </message>
    <message>
        <source>not a valid job name, left alone: %1</source>
        <translation>不是有效的作业名称，未处理：%1</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos; on %2</source>
        <translation>%2 上没有名为“%1”的作业</translation>
    </message>
    <message>
        <source>the engine&apos;s image list is not a JSON array</source>
        <translation>引擎的镜像列表不是 JSON 数组</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>作业“%1”没有步骤“%2”</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no container yet: inspect it once it has started.</source>
        <translation>作业“%2”的步骤“%1”还没有容器：请在其启动后再检查。</translation>
    </message>
    <message>
        <source>The container of step &apos;%1&apos; of job &apos;%2&apos; (%3, id %4) is gone from %5: it was removed, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation>作业“%2”的步骤“%1”的容器（%3，id %4）已从 %5 中消失：它已被删除，因此没有可检查的内容。其日志和事件仍保留。</translation>
    </message>
    <message>
        <source>no %1 engine answered. Tried: %2. Start %1 (or its API service: podman system service), or set the engine address (DOCKER_HOST / CONTAINER_HOST, or --host).</source>
        <translation>没有 %1 引擎应答。已尝试：%2。请启动 %1（或其 API 服务：podman system service），或设置引擎地址（DOCKER_HOST / CONTAINER_HOST，或 --host）。</translation>
    </message>
    <message>
        <source>nothing (no socket found)</source>
        <translation>无（未找到套接字）</translation>
    </message>
    <message>
        <source>For an engine with TLS, DOCKER_CERT_PATH (now %1) must hold the ca.pem that signed the engine&apos;s certificate, and the cert.pem and key.pem it accepts.</source>
        <translation>对于启用 TLS 的引擎，DOCKER_CERT_PATH（当前为 %1）必须包含签发引擎证书的 ca.pem，以及引擎接受的 cert.pem 和 key.pem。</translation>
    </message>
    <message>
        <source>DOCKER_TLS_VERIFY=%1 still means &quot;verify&quot;, as for the docker CLI; connecting without checking the certificate takes --insecure-skip-tls-verify, and lets a man in the middle read your jobs.</source>
        <translation>DOCKER_TLS_VERIFY=%1 仍表示“验证”，与 docker CLI 相同；要不检查证书而连接，需使用 --insecure-skip-tls-verify，这会让中间人能读取你的作业。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 (%2) is %3, not %4</source>
        <translation>%1（%2）是 %3，而不是 %4</translation>
    </message>
    <message>
        <source>%1 at %2 (API %3)</source>
        <translation>位于 %2 的 %1（API %3）</translation>
    </message>
    <message>
        <source>lost the connection to %1: %2. Retrying.</source>
        <translation>与 %1 的连接已断开：%2。正在重试。</translation>
    </message>
    <message>
        <source>the plan&apos;s file name %1 is too long to copy to the engine&apos;s host</source>
        <translation>计划中的文件名 %1 过长，无法复制到引擎所在主机</translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workdir</source>
        <translation>计划中的文件 %1 不在工作目录内</translation>
    </message>
    <message>
        <source>the workdir %1/%2 exists already on %3, left from an earlier job of that name; TrainDeck writes only into a workdir it creates. Look at what is in it, remove it, or pick another job name.</source>
        <translation>工作目录 %1/%2 已存在于 %3 上，是之前同名作业留下的；TrainDeck 只写入它自己创建的工作目录。请查看其中的内容，删除它，或选择其他作业名称。</translation>
    </message>
    <message>
        <source>copying the workdir to %1 failed: %2</source>
        <translation>将工作目录复制到 %1 失败：%2</translation>
    </message>
    <message>
        <source>the workdir %1/%2 on %3 is a link; TrainDeck deletes only a folder it made there, nothing was deleted.</source>
        <translation>%3 上的工作目录 %1/%2 是链接；TrainDeck 只删除它在那里创建的文件夹，未删除任何内容。</translation>
    </message>
    <message>
        <source>deleting the workdir %1/%2 on %3 failed: %4</source>
        <translation>删除 %3 上的工作目录 %1/%2 失败：%4</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4 on the engine&apos;s host; nothing was deleted.</source>
        <translation>作业“%1”将其工作目录指定为 %2（其网络上的标签 %3），但 TrainDeck 只删除位于引擎主机上 %4 的作业工作目录；未删除任何内容。</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; names its workdir %2 (label %3 on its network), but TrainDeck deletes a job&apos;s workdir only at %4; nothing was deleted. If the folder is yours, remove it and the job&apos;s containers and network with the engine&apos;s own tools (docker rm -f, docker network rm).</source>
        <translation>作业“%1”将其工作目录指定为 %2（其网络上的标签 %3），但 TrainDeck 只删除位于 %4 的作业工作目录；未删除任何内容。如果该文件夹是你的，请使用引擎自带的工具删除它以及该作业的容器和网络（docker rm -f、docker network rm）。</translation>
    </message>
    <message>
        <source>could not create container: %1</source>
        <translation>无法创建容器：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>could not start: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>image %1 is not on %2 and the pull policy is Never (the engine said: %3). Build or load the image, or use pull policy IfNotPresent.</source>
        <translation>镜像 %1 不在 %2 上，且拉取策略为 Never（引擎提示：%3）。请构建或加载该镜像，或使用拉取策略 IfNotPresent。</translation>
    </message>
    <message>
        <source>pulling image %1</source>
        <translation>正在拉取镜像 %1</translation>
    </message>
    <message>
        <source>image %1 pulled</source>
        <translation>已拉取镜像 %1</translation>
    </message>
    <message>
        <source>the workdir %1 appeared while the job was being submitted; TrainDeck does not write into a folder it did not create. Remove it or pick another job name.</source>
        <translation>工作目录 %1 在提交作业期间出现；TrainDeck 不会写入不是它创建的文件夹。请删除它或选择其他作业名称。</translation>
    </message>
    <message>
        <source>the plan has no network</source>
        <translation>计划中没有网络</translation>
    </message>
    <message>
        <source>%1. Delete the old job of this name first (traindeck-cli delete %2)</source>
        <translation>%1。请先删除同名的旧作业（traindeck-cli delete %2）</translation>
    </message>
    <message>
        <source>network %1 created</source>
        <translation>已创建网络 %1</translation>
    </message>
    <message>
        <source>%1. Each job has a network of its own and the engine has no addresses left for another: delete finished jobs, remove networks no job uses (docker network prune, podman network prune), or give the engine more address pools (default-address-pools in dockerd&apos;s daemon.json, default_subnet_pools in podman&apos;s containers.conf)</source>
        <translation>%1。每个作业都有自己的网络，而引擎已没有可分配给新网络的地址：请删除已完成的作业，移除没有作业使用的网络（docker network prune、podman network prune），或为引擎提供更多地址池（dockerd 的 daemon.json 中的 default-address-pools，podman 的 containers.conf 中的 default_subnet_pools）</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Container::ContainerStatsFollower</name>
    <message>
        <source>No container of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation>作业“%1”没有正在运行的容器，因此无可统计；有容器运行时开始采样。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Document</name>
    <message>
        <source>the file is %1 MiB; job and runtime files are limited to %2 MiB (Kubernetes refuses objects over 1.5 MiB)</source>
        <translation>文件大小为 %1 MiB；作业和运行时文件限制为 %2 MiB（Kubernetes 拒绝超过 1.5 MiB 的对象）</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 (first bad byte at line %1, column %2); save it as UTF-8</source>
        <translation>文件不是有效的 UTF-8（第一个无效字节位于第 %1 行第 %2 列）；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file contains NUL bytes; is it a binary file?</source>
        <translation>文件包含 NUL 字节；它是二进制文件吗？</translation>
    </message>
    <message>
        <source>this is not valid YAML: a &apos;,&apos; at line %1, column %2 separates nothing; remove it, or put the values in a list [a, b]</source>
        <translation>这不是有效的 YAML：第 %1 行第 %2 列的“,”没有分隔任何内容；请将其删除，或将这些值放入列表 [a, b]</translation>
    </message>
    <message>
        <source>brackets are nested deeper than %1 levels</source>
        <translation>括号嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the YAML parser did not finish reading this file within %1 s, which happens on some malformed documents; check the file for stray commas, brackets or anchors, or save it again from an editor</source>
        <translation>YAML 解析器未能在 %1 秒内读完此文件，某些格式错误的文档会导致这种情况；请检查文件中是否有多余的逗号、括号或锚点，或从编辑器重新保存它</translation>
    </message>
    <message>
        <source>the YAML parser crashed on this file; it is not valid YAML</source>
        <translation>YAML 解析器在处理此文件时崩溃；它不是有效的 YAML</translation>
    </message>
    <message>
        <source>this is not valid YAML: %1</source>
        <translation>这不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>the file is empty; expected a Kubernetes object with apiVersion and kind</source>
        <translation>文件为空；应为包含 apiVersion 和 kind 的 Kubernetes 对象</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; expected one</source>
        <translation>文件包含 %1 个 YAML 文档；应为一个</translation>
    </message>
</context>
<context>
    <name>TrainDeck::DocumentBuilder</name>
    <message>
        <source>the document expands to more than %1 values (YAML aliases repeated many times?); refusing to read it</source>
        <translation>文档展开后超过 %1 个值（YAML 别名被多次重复？）；拒绝读取</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>a mapping key must be a plain value, not a list or map</source>
        <translation>映射的键必须是普通值，不能是列表或映射</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in the same mapping</source>
        <translation>键“%1”在同一映射中出现了两次</translation>
    </message>
</context>
<context>
    <name>TrainDeck::FieldReader</name>
    <message>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
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
        <translation>数字</translation>
    </message>
    <message>
        <source>this field is required</source>
        <translation>此字段为必填项</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>应为文本，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，但找到的是 %1</translation>
    </message>
    <message>
        <source>%1 is out of range; use a value from %2 to %3</source>
        <translation>%1 超出范围；请使用 %2 到 %3 之间的值</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a list of text values, found %1</source>
        <translation>应为文本值列表，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a mapping of names to text, found %1</source>
        <translation>应为名称到文本的映射，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected text, found %1 (quote the value)</source>
        <translation>应为文本，但找到的是 %1（请为该值加上引号）</translation>
    </message>
    <message>
        <source>expected a mapping of resource names to quantities, found %1</source>
        <translation>应为资源名称到数量的映射，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a quantity such as 2, 500m or 4Gi, found %1</source>
        <translation>应为数量，例如 2、500m 或 4Gi，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a list of {name, value} entries, found %1</source>
        <translation>应为 {name, value} 条目列表，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected {name: ..., value: ...}, found %1</source>
        <translation>应为 {name: ..., value: ...}，但找到的是 %1</translation>
    </message>
    <message>
        <source>environment values must be text; quote %1</source>
        <translation>环境变量的值必须是文本；请为 %1 加上引号</translation>
    </message>
    <message>
        <source>expected a mapping, found %1</source>
        <translation>应为映射，但找到的是 %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，但找到的是 %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::History::HistoryStoreWorker</name>
    <message>
        <source>The history database %1 failed: %2</source>
        <translation>历史数据库 %1 出错：%2</translation>
    </message>
    <message>
        <source>it holds tables but no history schema version</source>
        <translation>它包含数据表，但没有历史记录架构版本</translation>
    </message>
    <message>
        <source>The history database %1 is unusable and could not be renamed to %2. Move it away by hand and start TrainDeck again.</source>
        <translation>历史数据库 %1 不可用，且无法重命名为 %2。请手动将其移走，然后重新启动 TrainDeck。</translation>
    </message>
    <message>
        <source>The history database %1 is locked by another program (another TrainDeck or an sqlite3 shell?) and stayed locked for %2 seconds. It was left as it is; this session records its runs in %3 instead. Close the other program and restart TrainDeck to use %1 again.</source>
        <translation>历史数据库 %1 被另一个程序（另一个 TrainDeck 或 sqlite3 shell？）锁定，且 %2 秒后仍未解锁。它保持原样；本次会话改为将运行记录到 %3 中。请关闭另一个程序并重新启动 TrainDeck，以再次使用 %1。</translation>
    </message>
    <message>
        <source>it was written by a newer TrainDeck (schema version %1; this one knows up to %2)</source>
        <translation>它由更新版本的 TrainDeck 写入（架构版本 %1；此版本最高支持 %2）</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>无法读取它：%1</translation>
    </message>
    <message>
        <source>The history database %1 could not be used: %2. It was kept as %3 and a new, empty history was started; nothing was deleted. Open the kept file with that newer TrainDeck or sqlite3 to recover its runs, or delete it once you no longer need it.</source>
        <translation>无法使用历史数据库 %1：%2。它已保留为 %3，并新建了一个空的历史记录；未删除任何内容。请用那个更新版本的 TrainDeck 或 sqlite3 打开保留的文件以恢复其中的运行，或在不再需要时将其删除。</translation>
    </message>
    <message>
        <source>%1 A new history database %2 could not be made either: %3</source>
        <translation>%1 也无法创建新的历史数据库 %2：%3</translation>
    </message>
    <message>
        <source>No run %1 in the history: it was removed or pruned.</source>
        <translation>历史记录中没有运行 %1：它已被删除或清理。</translation>
    </message>
    <message>
        <source>The archive folder %1 does not exist.</source>
        <translation>归档文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a folder of the archive %2 (a link, or a path elsewhere); it was left alone.</source>
        <translation>%1 不是归档 %2 中的文件夹（是链接，或是其他位置的路径）；未对其做任何处理。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobPlan</name>
    <message numerus="yes">
        <source>Job %1 on %2: runtime %3 (%4, %5), %n node(s)</source>
        <translation>
            <numerusform>作业 %1 位于 %2：运行时 %3（%4，%5），%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>  workspace: %1
</source>
        <translation>  工作区：%1
</translation>
    </message>
    <message>
        <source>  network:   %1
</source>
        <translation>  网络：  %1
</translation>
    </message>
    <message>
        <source> after %1</source>
        <translation> 在 %1 之后</translation>
    </message>
    <message>
        <source>     image:   %1
</source>
        <translation>     镜像：  %1
</translation>
    </message>
    <message numerus="yes">
        <source>&lt;script, %n line(s)&gt;</source>
        <translation>
            <numerusform>&lt;脚本，%n 行&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>     command: %1
</source>
        <translation>     命令：  %1
</translation>
    </message>
    <message>
        <source>     limits:  %1 (not enforced on local processes)
</source>
        <translation>     限制：  %1（对本地进程不生效）
</translation>
    </message>
    <message>
        <source>     limits:  %1
</source>
        <translation>     限制：  %1
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>警告：%1
</translation>
    </message>
</context>
<context>
    <name>TrainDeck::JobWorker</name>
    <message>
        <source>This backend does not measure what jobs use.</source>
        <translation>此后端不统计作业的资源用量。</translation>
    </message>
    <message>
        <source>This backend cannot inspect steps (step %1 of job %2).</source>
        <translation>此后端无法检查步骤（作业 %2 的步骤 %1）。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::ExecCredentialPlugin</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation>用户“%1”：%2</translation>
    </message>
    <message>
        <source>exec has no command</source>
        <translation>exec 没有 command</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; has interactiveMode Always, so it needs a terminal, and TrainDeck has none; run `kubectl get ns` in a terminal once so that the plugin can sign in (most plugins keep what they get), or set interactiveMode to IfAvailable or Never</source>
        <translation>exec 插件“%1”的 interactiveMode 为 Always，因此需要终端，而 TrainDeck 没有终端；请在终端中运行一次 `kubectl get ns`，以便插件登录（大多数插件会保存获得的凭据），或将 interactiveMode 设为 IfAvailable 或 Never</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; does not exist (looked for %2)</source>
        <translation>exec 插件“%1”不存在（查找位置：%2）</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was not found in PATH</source>
        <translation>在 PATH 中未找到 exec 插件“%1”</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; (%2) could not be started: %3</source>
        <translation>无法启动 exec 插件“%1”（%2）：%3</translation>
    </message>
    <message>
        <source>it printed nothing on stderr</source>
        <translation>它未在 stderr 上输出任何内容</translation>
    </message>
    <message>
        <source>the end of its stderr:
%1</source>
        <translation>其 stderr 的末尾：
%1</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; did not finish within %2 s and was stopped; run it by hand in a terminal, it may be waiting for a sign-in (%3)</source>
        <translation>exec 插件“%1”未在 %2 秒内结束，已被停止；请在终端中手动运行它，它可能正在等待登录（%3）</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; printed more than %2 bytes and was stopped; an ExecCredential is far smaller</source>
        <translation>exec 插件“%1”输出超过 %2 字节，已被停止；ExecCredential 远比这小</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; was killed by a signal; %2</source>
        <translation>exec 插件“%1”被信号终止；%2</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos; failed with exit code %2; %3</source>
        <translation>exec 插件“%1”失败，退出码为 %2；%3</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeClient</name>
    <message>
        <source>cannot %1 %2: %3 answered %4 with something that is not a JSON object</source>
        <translation>无法对 %2 执行 %1：%3 对 %4 的应答不是 JSON 对象</translation>
    </message>
    <message>
        <source>cannot %1 %2: %3</source>
        <translation>无法对 %2 执行 %1：%3</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: server &apos;%2&apos; is not an https:// URL with a host; use the form https://HOST:PORT</source>
        <translation>集群“%1”：服务器“%2”不是带主机的 https:// URL；请使用 https://HOST:PORT 形式</translation>
    </message>
    <message>
        <source>the Kubernetes API server</source>
        <translation>Kubernetes API 服务器</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: proxy-url &apos;%2&apos; is not one TrainDeck can use; use http://HOST:PORT or socks5://HOST:PORT</source>
        <translation>集群“%1”：TrainDeck 无法使用 proxy-url“%2”；请使用 http://HOST:PORT 或 socks5://HOST:PORT</translation>
    </message>
    <message>
        <source>certificate authority</source>
        <translation>证书颁发机构</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: certificate-authority: %2</source>
        <translation>集群“%1”：certificate-authority：%2</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos;: the certificate authority (%2) holds no PEM certificate</source>
        <translation>集群“%1”：证书颁发机构（%2）不包含 PEM 证书</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached without TLS: anyone on the network path can read and change what is sent, credentials included. Use its https:// address</source>
        <translation>集群“%1”（%2）未经 TLS 访问：网络路径上的任何人都能读取和修改发送的内容，包括凭据。请使用其 https:// 地址</translation>
    </message>
    <message>
        <source>cluster &apos;%1&apos; (%2) is reached with certificate checks turned off (insecure-skip-tls-verify in %3): a man in the middle can read and change what is sent, credentials included. Put the cluster&apos;s CA in certificate-authority-data and drop the option</source>
        <translation>集群“%1”（%2）在关闭证书检查的情况下访问（%3 中的 insecure-skip-tls-verify）：中间人可以读取和修改发送的内容，包括凭据。请将集群的 CA 放入 certificate-authority-data 并去掉该选项</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1 (context %2) does not serve %3. For %4 install Kubeflow Trainer on the cluster (see docs/kubernetes.md), or choose a context whose cluster has it</source>
        <translation>%1（上下文 %2）不提供 %3。要使用 %4，请在集群上安装 Kubeflow Trainer（见 docs/kubernetes.md），或选择其集群已安装它的上下文</translation>
    </message>
    <message>
        <source>TrainJobs and training runtimes</source>
        <translation>TrainJob 和训练运行时</translation>
    </message>
    <message>
        <source>cannot list %1: %2 answered a list without items</source>
        <translation>无法列出 %1：%2 应答的列表中没有 items</translation>
    </message>
    <message>
        <source>cannot list %1: %2 sent the same continue token twice</source>
        <translation>无法列出 %1：%2 两次发送了相同的 continue 令牌</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeCredentials</name>
    <message>
        <source>user &apos;%1&apos;: %2</source>
        <translation>用户“%1”：%2</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate (a &quot;-----BEGIN CERTIFICATE-----&quot; block)</source>
        <translation>%1 不包含 PEM 证书（“-----BEGIN CERTIFICATE-----”块）</translation>
    </message>
    <message>
        <source>%1 is not an unencrypted RSA or EC private key in PEM; TrainDeck cannot use other keys, and an encrypted key needs decrypting first (openssl pkey -in KEY -out PLAIN)</source>
        <translation>%1 不是 PEM 格式的未加密 RSA 或 EC 私钥；TrainDeck 无法使用其他密钥，加密的密钥需要先解密（openssl pkey -in KEY -out PLAIN）</translation>
    </message>
    <message>
        <source>cannot read %1 %2: %3</source>
        <translation>无法读取 %1 %2：%3</translation>
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
        <translation>有客户端证书但没有 client-key；请添加与之配对的密钥</translation>
    </message>
    <message>
        <source>has a client-key but no client certificate; add the certificate that belongs to it</source>
        <translation>有 client-key 但没有客户端证书；请添加与之配对的证书</translation>
    </message>
    <message>
        <source>token file</source>
        <translation>令牌文件</translation>
    </message>
    <message>
        <source>cannot read tokenFile %1: %2</source>
        <translation>无法读取 tokenFile %1：%2</translation>
    </message>
    <message>
        <source>tokenFile %1 is empty; it must hold the bearer token</source>
        <translation>tokenFile %1 为空；它必须包含持有者令牌</translation>
    </message>
    <message>
        <source>the exec plugin &apos;%1&apos;&apos;s</source>
        <translation>exec 插件“%1”的</translation>
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
        <translation>--- Pod %1 已被 %2 替换 ---</translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2; the previous one exited with code %3) ---</source>
        <translation>--- 容器 %1 已重启（第 %2 次重启；上一个容器的退出码为 %3）---</translation>
    </message>
    <message>
        <source>--- container %1 restarted (restart %2) ---</source>
        <translation>--- 容器 %1 已重启（第 %2 次重启）---</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeLogSupervisor</name>
    <message>
        <source>The log of step &apos;%1&apos; is not kept: the name cannot name a file (%2). Rename the runtime&apos;s step.</source>
        <translation>未保留步骤“%1”的日志：该名称无法用作文件名（%2）。请重命名运行时中的步骤。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubeWatch</name>
    <message>
        <source>the watch of %1 went silent for %2 s</source>
        <translation>对 %1 的监视已有 %2 秒没有动静</translation>
    </message>
    <message>
        <source>the watch of %1 ended without an event</source>
        <translation>对 %1 的监视未收到任何事件就结束了</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Kubernetes::KubernetesBackend</name>
    <message>
        <source>%1 (all namespaces)</source>
        <translation>%1（所有命名空间）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
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
        <translation>尚未连接到集群；请等待连接，或检查上下文</translation>
    </message>
    <message>
        <source>not connected to the cluster: %1</source>
        <translation>未连接到集群：%1</translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer is not installed on this cluster (it does not serve trainer.kubeflow.org/v1alpha1): install Kubeflow Trainer, or choose a context whose cluster has it</source>
        <translation>Kubernetes %1 · 此集群上未安装 Kubeflow Trainer（它不提供 trainer.kubeflow.org/v1alpha1）：请安装 Kubeflow Trainer，或选择其集群已安装它的上下文</translation>
    </message>
    <message>
        <source>Kubernetes %1 · Kubeflow Trainer %2 · namespace %3</source>
        <translation>Kubernetes %1 · Kubeflow Trainer %2 · 命名空间 %3</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>(version not stated)</source>
        <translation>（未注明版本）</translation>
    </message>
    <message>
        <source>(version unknown: %1/kubeflow-trainer-public: %2)</source>
        <translation>（版本未知：%1/kubeflow-trainer-public：%2）</translation>
    </message>
    <message>
        <source>no such ConfigMap</source>
        <translation>没有此 ConfigMap</translation>
    </message>
    <message>
        <source>the cluster lists a TrainJob named &apos;%1&apos;, which is not a valid job name; TrainDeck shows it and leaves it alone</source>
        <translation>集群列出了名为“%1”的 TrainJob，而它不是有效的作业名称；TrainDeck 会显示它，但不做任何处理</translation>
    </message>
    <message>
        <source>metrics.k8s.io/v1beta1 serves no pods</source>
        <translation>metrics.k8s.io/v1beta1 不提供 Pod 数据</translation>
    </message>
    <message>
        <source>The cluster has no metrics server, so what pods use cannot be shown (%1). Install metrics-server (kubectl top needs it too).</source>
        <translation>集群没有指标服务器，因此无法显示 Pod 的资源用量（%1）。请安装 metrics-server（kubectl top 也需要它）。</translation>
    </message>
    <message>
        <source>No pod of job &apos;%1&apos; is running, so there is nothing to measure; samples start when one runs.</source>
        <translation>作业“%1”没有正在运行的 Pod，因此无可统计；有 Pod 运行时开始采样。</translation>
    </message>
    <message>
        <source>several namespaces have a TrainJob named &apos;%1&apos;; name it as namespace/name</source>
        <translation>多个命名空间中都有名为“%1”的 TrainJob；请以 命名空间/名称 的形式指定</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; in namespace %2</source>
        <translation>命名空间 %2 中没有名为“%1”的 TrainJob</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
    </message>
    <message>
        <source>no TrainJob named &apos;%1&apos; is known yet: %2</source>
        <translation>尚不知道名为“%1”的 TrainJob：%2</translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>TrainJob“%1”没有步骤“%2”</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of TrainJob &apos;%2&apos; has no pod now: it is not scheduled yet, or its pod was deleted. Its logs and events are kept.</source>
        <translation>TrainJob“%2”的步骤“%1”目前没有 Pod：它尚未被调度，或其 Pod 已被删除。其日志和事件仍保留。</translation>
    </message>
    <message>
        <source>The pod of step &apos;%1&apos; of TrainJob &apos;%2&apos; (%3 in namespace %4) is gone: it was deleted, so there is nothing left to inspect. Its logs and events are kept.</source>
        <translation>TrainJob“%2”的步骤“%1”的 Pod（命名空间 %4 中的 %3）已消失：它已被删除，因此没有可检查的内容。其日志和事件仍保留。</translation>
    </message>
    <message>
        <source>TrainJob &apos;%1&apos; is still being read</source>
        <translation>仍在读取 TrainJob“%1”</translation>
    </message>
    <message>
        <source>this connection lists every namespace and submits to none; choose a namespace to submit %1</source>
        <translation>此连接列出所有命名空间，但不向任何命名空间提交；请选择一个命名空间以提交 %1</translation>
    </message>
    <message>
        <source>the job names namespace %1, but this connection works in %2; pick the connection of namespace %1, or clear the job&apos;s namespace</source>
        <translation>作业指定了命名空间 %1，但此连接工作在 %2 中；请选择命名空间 %1 的连接，或清除作业的命名空间</translation>
    </message>
    <message>
        <source>a TrainJob named &apos;%1&apos; exists already in namespace %2; delete it or pick another name</source>
        <translation>命名空间 %2 中已存在名为“%1”的 TrainJob；请删除它或选择其他名称</translation>
    </message>
    <message>
        <source>TrainJob %1 has finished (%2); there is nothing to %3</source>
        <translation>TrainJob %1 已结束（%2）；无需%3</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>TrainDeck does not delete %1: it cannot tell what it is</source>
        <translation>TrainDeck 不会删除 %1：无法判断它是什么</translation>
    </message>
    <message>
        <source>%1 is a TrainJob already: clone it instead</source>
        <translation>%1 已经是 TrainJob：请改为克隆它</translation>
    </message>
    <message>
        <source>no Training Operator job named &apos;%1&apos; in namespace %2</source>
        <translation>命名空间 %2 中没有名为“%1”的 Training Operator 作业</translation>
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
        <translation>名为“%1”的作业已存在；请删除它或选择其他名称</translation>
    </message>
    <message>
        <source>cannot find a free TCP port on 127.0.0.1 for the rendezvous (%1); check the local network settings</source>
        <translation>无法在 127.0.0.1 上找到用于会合的空闲 TCP 端口（%1）；请检查本地网络设置</translation>
    </message>
    <message>
        <source>cannot find a TCP port on 127.0.0.1 that no running job uses; wait for a job to finish and submit again</source>
        <translation>无法在 127.0.0.1 上找到未被运行中作业占用的 TCP 端口；请等待某个作业结束后再提交</translation>
    </message>
    <message>
        <source>No process of job &apos;%1&apos; is running, so there is nothing to measure; samples start when a step runs.</source>
        <translation>作业“%1”没有正在运行的进程，因此无可统计；有步骤运行时开始采样。</translation>
    </message>
    <message>
        <source>the plan&apos;s workspace %1 is not %2</source>
        <translation>计划的工作区 %1 不是 %2</translation>
    </message>
    <message>
        <source>cannot create the job folder %1: %2</source>
        <translation>无法创建作业文件夹 %1：%2</translation>
    </message>
    <message>
        <source>the plan&apos;s file %1 is not inside the workspace</source>
        <translation>计划中的文件 %1 不在工作区内</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) on runtime %1, rendezvous port %2</source>
        <translation>
            <numerusform>运行时 %1 上的 %n 个节点，会合端口 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message>
        <source>the process ended without an exit status (killed?)</source>
        <translation>进程结束时没有退出状态（被终止了？）</translation>
    </message>
    <message>
        <source>the environment could not be prepared (see the log)</source>
        <translation>无法准备环境（见日志）</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>exit code %1: %2</source>
        <translation>退出码 %1：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>another step failed</source>
        <translation>另一个步骤失败</translation>
    </message>
    <message>
        <source>TrainDeck was restarted before the nodes started and does not store secrets; submit the job again</source>
        <translation>TrainDeck 在节点启动前被重新启动，且不保存机密；请重新提交作业</translation>
    </message>
    <message>
        <source>step %1 could not start: %2</source>
        <translation>步骤 %1 无法启动：%2</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>作业“%1”没有步骤“%2”</translation>
    </message>
    <message>
        <source>step &apos;%1&apos; of job &apos;%2&apos; has no process yet: inspect it once it has started.</source>
        <translation>作业“%2”的步骤“%1”还没有进程：请在其启动后再检查。</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>已被用户取消</translation>
    </message>
    <message>
        <source>could not delete every file of %1: %2</source>
        <translation>无法删除 %1 的全部文件：%2</translation>
    </message>
    <message>
        <source>no job named &apos;%1&apos;</source>
        <translation>没有名为“%1”的作业</translation>
    </message>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>the job state names job &apos;%1&apos;, not &apos;%2&apos; as its folder; rename one of them</source>
        <translation>作业状态文件指向作业 &apos;%1&apos;，而不是其所在文件夹的 &apos;%2&apos;；请重命名其中之一</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Local::LocalWorker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in %1 could not be loaded and are not listed:
%2
Restore each state.json from a backup, or move the job&apos;s folder out of %1 to keep its logs elsewhere.</source>
        <translation>
            <numerusform>%1 中有 %n 个作业无法加载，未列出：
%2
请从备份恢复每个 state.json，或将作业的文件夹移出 %1，把其日志保存在别处。</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed %1: a TrainDeck (process %2) stopped while it submitted this job, which never ran.</source>
        <translation>已删除 %1：一个 TrainDeck（进程 %2）在提交此作业时停止，该作业从未运行。</translation>
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
        <translation>%1 — 已从其后端消失；历史记录仍保留它</translation>
    </message>
    <message numerus="yes">
        <source>last %1 · min %2 · max %3 · %n sample(s)</source>
        <translation>
            <numerusform>最新 %1 · 最小 %2 · 最大 %3 · %n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Failed step</source>
        <translation>失败步骤</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::JobTableModel</name>
    <message numerus="yes">
        <source>No log line or metric for %n s</source>
        <translation>
            <numerusform>已 %n 秒没有日志行或指标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No log line or metric for %n min</source>
        <translation>
            <numerusform>已 %n 分钟没有日志行或指标</numerusform>
        </translation>
    </message>
    <message>
        <source>Created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
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
        <translation>此作业由 TrainDeck 之外的某个 TrainDeck 无法识别的工具创建：它不是 TrainDeck 从这里提交的，也没有带表明创建者的标签。</translation>
    </message>
    <message>
        <source>This job was made outside TrainDeck, by a tool TrainDeck cannot name: its containers carry neither TrainDeck&apos;s label (traindeck.io/managed-by) nor all the labels the Kubeflow SDK sets (trainer.kubeflow.org/step and network-id).</source>
        <translation>此作业由 TrainDeck 之外的某个 TrainDeck 无法识别的工具创建：其容器既没有 TrainDeck 的标签（traindeck.io/managed-by），也没有 Kubeflow SDK 设置的全部标签（trainer.kubeflow.org/step 和 network-id）。</translation>
    </message>
    <message>
        <source>Its status is unknown: TrainDeck found no step (container or pod) of it whose state it could read.</source>
        <translation>其状态未知：TrainDeck 未找到任何可读取状态的步骤（容器或 Pod）。</translation>
    </message>
    <message numerus="yes">
        <source>Its status is unknown: none of its %n step(s) reports a state TrainDeck can read.</source>
        <translation>
            <numerusform>其状态未知：它的 %n 个步骤都没有报告 TrainDeck 可读取的状态。</numerusform>
        </translation>
    </message>
    <message>
        <source>Submitted from TrainDeck</source>
        <translation>从 TrainDeck 提交</translation>
    </message>
    <message>
        <source>Made by the Kubeflow Python SDK: its containers carry the SDK&apos;s labels and not TrainDeck&apos;s</source>
        <translation>由 Kubeflow Python SDK 创建：其容器带有 SDK 的标签，而不是 TrainDeck 的</translation>
    </message>
    <message>
        <source>Made outside TrainDeck, by a tool TrainDeck cannot name</source>
        <translation>由 TrainDeck 之外的某个 TrainDeck 无法识别的工具创建</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 · %2 left</source>
        <translation>%1 · 剩余 %2</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log)</source>
        <translation>此作业未报告进度（通过进度 API 或日志中的进度条）</translation>
    </message>
    <message>
        <source>From the progress API</source>
        <translation>来自进度 API</translation>
    </message>
    <message>
        <source>From the job&apos;s log</source>
        <translation>来自作业日志</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>创建者</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::Preferences</name>
    <message numerus="yes">
        <source>%n job(s) are running or waiting, and write into the data folder as they run. Wait for them to finish, or cancel them, then move the data folder.</source>
        <translation>
            <numerusform>有 %n 个作业正在运行或等待，运行时会写入数据文件夹。请等待它们结束或将其取消，然后再移动数据文件夹。</numerusform>
        </translation>
    </message>
    <message>
        <source>The environment variable TRAINDECK_DATA_DIR chooses the data folder (%1). Unset it to choose the folder here.</source>
        <translation>环境变量 TRAINDECK_DATA_DIR 指定了数据文件夹（%1）。取消设置该变量后才能在此选择文件夹。</translation>
    </message>
    <message>
        <source>The last move of the data folder finishes when TrainDeck starts again. Restart TrainDeck, then move it again.</source>
        <translation>上一次数据文件夹的移动将在 TrainDeck 再次启动时完成。请重启 TrainDeck，然后再移动。</translation>
    </message>
    <message>
        <source>The data folder %1 does not exist yet, so there is nothing to move. Start a job first, or choose the folder before you do.</source>
        <translation>数据文件夹 %1 尚不存在，因此没有可移动的内容。请先启动一个作业，或在此之前选择文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>The data folder moved to %1, but %n file(s) stayed in %2 because their copy could not be proven the same: %3. Look at them, then delete that folder yourself.</source>
        <translation>
            <numerusform>数据文件夹已移至 %1，但有 %n 个文件留在 %2 中，因为无法证明其副本相同：%3。请查看这些文件，然后自行删除该文件夹。</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep runs for 0 to %1 days (0 keeps them forever); %2 is not allowed.</source>
        <translation>运行记录保留 0 到 %1 天（0 表示永久保留）；不允许 %2。</translation>
    </message>
    <message>
        <source>The archived logs may take 0 to %1 MiB (0: no limit); %2 is not allowed.</source>
        <translation>归档日志可占用 0 到 %1 MiB（0：不限）；不允许 %2。</translation>
    </message>
    <message>
        <source>TrainDeck has no language &quot;%1&quot;. Choose one of en, de, zh_CN, or the system&apos;s.</source>
        <translation>TrainDeck 没有语言“%1”。请选择 en、de、zh_CN 之一，或使用系统语言。</translation>
    </message>
    <message>
        <source>Unknown theme %1: choose System, Light or Dark.</source>
        <translation>未知主题 %1：请选择系统、浅色或深色。</translation>
    </message>
    <message>
        <source>A job may be quiet for 1 to %1 minutes before the stall alert (0 turns it off); %2 is not allowed.</source>
        <translation>作业在停滞提醒前可静默 1 到 %1 分钟（0 表示关闭）；不允许 %2。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pip index address. Give an http or https URL such as https://pypi.org/simple, or leave it empty for pip&apos;s own.</source>
        <translation>“%1”不是 pip 索引地址。请提供 http 或 https URL，例如 https://pypi.org/simple，或留空以使用 pip 自己的索引。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a pull policy. Choose IfNotPresent, Always or Never.</source>
        <translation>“%1”不是拉取策略。请选择 IfNotPresent、Always 或 Never。</translation>
    </message>
    <message>
        <source>The kubeconfig %1 is not a full path. Give it from the root (/home/you/.kube/other).</source>
        <translation>kubeconfig %1 不是完整路径。请从根目录开始给出（/home/you/.kube/other）。</translation>
    </message>
    <message>
        <source>The kubeconfig %1 does not exist or cannot be read. Check the path and its permissions.</source>
        <translation>kubeconfig %1 不存在或无法读取。请检查路径及其权限。</translation>
    </message>
    <message>
        <source>A job started while the data was copied, and writes into %1. The copy in %2 was removed and nothing changed. Move the data folder again once no job runs.</source>
        <translation>复制数据期间有作业启动，并写入 %1。%2 中的副本已删除，没有任何更改。请在没有作业运行时再次移动数据文件夹。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::RuntimeListModel</name>
    <message>
        <source>%1 (unusable)</source>
        <translation>%1（不可用）</translation>
    </message>
    <message>
        <source>%1 (deprecated)</source>
        <translation>%1（已弃用）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Namespaced</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 无法使用：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2, %n node(s)</source>
        <translation>
            <numerusform>%1 — %2，%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown framework</source>
        <translation>未知框架</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Models::StepListModel</name>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>已成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretMasker</name>
    <message>
        <source>dataset access token</source>
        <translation>数据集访问令牌</translation>
    </message>
    <message>
        <source>model access token</source>
        <translation>模型访问令牌</translation>
    </message>
    <message>
        <source>dataset S3 access key ID</source>
        <translation>数据集 S3 访问密钥 ID</translation>
    </message>
    <message>
        <source>dataset S3 secret access key</source>
        <translation>数据集 S3 秘密访问密钥</translation>
    </message>
    <message>
        <source>model S3 access key ID</source>
        <translation>模型 S3 访问密钥 ID</translation>
    </message>
    <message>
        <source>model S3 secret access key</source>
        <translation>模型 S3 秘密访问密钥</translation>
    </message>
</context>
<context>
    <name>TrainDeck::SecretStore</name>
    <message>
        <source>no details</source>
        <translation>无详细信息</translation>
    </message>
    <message>
        <source>The system keychain refused access to &quot;%1&quot; (%2). Unlock the keychain or allow TrainDeck, then try again.</source>
        <translation>系统钥匙环拒绝访问“%1”（%2）。请解锁钥匙环或允许 TrainDeck 访问，然后重试。</translation>
    </message>
    <message>
        <source>The system keychain could not be reached (%1). Start and unlock a Secret Service keyring such as GNOME Keyring or KWallet; until then TrainDeck remembers no secrets.</source>
        <translation>无法访问系统钥匙环（%1）。请启动并解锁 Secret Service 密钥环，例如 GNOME Keyring 或 KWallet；在此之前 TrainDeck 不会记住任何机密。</translation>
    </message>
    <message>
        <source>This TrainDeck was built without qtkeychain, so it cannot remember secrets. Install qtkeychain-qt6-dev and rebuild.</source>
        <translation>此 TrainDeck 构建时未包含 qtkeychain，因此无法记住机密。请安装 qtkeychain-qt6-dev 并重新构建。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi</name>
    <message>
        <source>no random bytes for the job&apos;s progress token; try again</source>
        <translation>无法为作业的进度令牌获取随机字节；请重试</translation>
    </message>
</context>
<context>
    <name>TrainDeck::StatusApi::StatusServer</name>
    <message>
        <source>Qt cannot read the progress API&apos;s certificate in %1; delete the folder to make new ones</source>
        <translation>Qt 无法读取 %1 中进度 API 的证书；请删除该文件夹以生成新证书</translation>
    </message>
    <message>
        <source>the progress API is not running</source>
        <translation>进度 API 未运行</translation>
    </message>
    <message>
        <source>the progress API cannot listen on %1 port %2: %3</source>
        <translation>进度 API 无法在 %1 端口 %2 上监听：%3</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AboutDialog</name>
    <message>
        <source>About TrainDeck</source>
        <translation>关于 TrainDeck</translation>
    </message>
    <message>
        <source>TrainDeck</source>
        <translation>TrainDeck</translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation>构建、运行和监视 Kubeflow Trainer 作业。</translation>
    </message>
    <message>
        <source>TrainDeck&apos;s source code is free software under the Apache License 2.0. This program links Qt Charts, licensed under the GNU GPL 3, so as built it is distributed under the terms of the GPL 3.</source>
        <translation>TrainDeck 的源代码是依据 Apache License 2.0 发布的自由软件。本程序链接了以 GNU GPL 3 授权的 Qt Charts，因此按构建所得，它依据 GPL 3 的条款分发。</translation>
    </message>
    <message>
        <source>Features of This Build</source>
        <translation>此构建的功能</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（使用 Qt %2 构建）</translation>
    </message>
    <message>
        <source>Code highlighting: KSyntaxHighlighting</source>
        <translation>代码高亮：KSyntaxHighlighting</translation>
    </message>
    <message>
        <source>Code highlighting: TrainDeck&apos;s built-in highlighter (built without KSyntaxHighlighting)</source>
        <translation>代码高亮：TrainDeck 内置的高亮器（构建时未包含 KSyntaxHighlighting）</translation>
    </message>
    <message>
        <source>Secrets: kept in the desktop&apos;s keychain (qtkeychain)</source>
        <translation>机密：保存在桌面的钥匙环中（qtkeychain）</translation>
    </message>
    <message>
        <source>Secrets: not remembered (built without qtkeychain)</source>
        <translation>机密：不记住（构建时未包含 qtkeychain）</translation>
    </message>
    <message>
        <source>Qt 6 (Core, GUI, Widgets, Network, SVG, SQL, D-Bus)</source>
        <translation>Qt 6（Core、GUI、Widgets、Network、SVG、SQL、D-Bus）</translation>
    </message>
    <message>
        <source>LGPL-3.0-only or GPL-2.0-or-later</source>
        <translation>LGPL-3.0-only 或 GPL-2.0-or-later</translation>
    </message>
    <message>
        <source>Qt Charts</source>
        <translation>Qt Charts</translation>
    </message>
    <message>
        <source>Graphviz (cgraph, gvc)</source>
        <translation>Graphviz（cgraph、gvc）</translation>
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
        <translation>OpenSSL（libcrypto）</translation>
    </message>
    <message>
        <source>SQLite (through Qt SQL)</source>
        <translation>SQLite（通过 Qt SQL）</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>公有领域</translation>
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
        <translation>关于 TrainDeck(&amp;A)</translation>
    </message>
    <message>
        <source>Version, features and the licences of the libraries used</source>
        <translation>版本、功能以及所用库的许可证</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::AppController</name>
    <message>
        <source>A secret was not remembered</source>
        <translation>未能记住某个机密</translation>
    </message>
    <message>
        <source>Finish or close the job you are building first: it was not changed to runtime %1.</source>
        <translation>请先完成或关闭正在构建的作业：它未被改为使用运行时 %1。</translation>
    </message>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation>请在“运行于”下选择一个 Docker 或 Podman 连接，以便从其镜像中选择。</translation>
    </message>
    <message>
        <source>No connection to run on. Pick one under Runs on in the job builder.</source>
        <translation>没有可运行的连接。请在作业构建器的“运行于”下选择一个。</translation>
    </message>
    <message>
        <source>Cannot submit</source>
        <translation>无法提交</translation>
    </message>
    <message>
        <source>Job %1 was not submitted</source>
        <translation>作业 %1 未提交</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::BuilderFooter</name>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Open a TrainJob YAML file</source>
        <translation>打开 TrainJob YAML 文件</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>TrainJob &amp;YAML…</source>
        <translation>TrainJob YAML(&amp;Y)…</translation>
    </message>
    <message>
        <source>Kubeflow &amp;Python SDK code…</source>
        <translation>Kubeflow Python SDK 代码(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>提交(&amp;S)</translation>
    </message>
    <message>
        <source>Ready: the job is valid for %1.</source>
        <translation>就绪：作业对 %1 有效。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before submitting.</source>
        <translation>
            <numerusform>提交前需修复 %n 个问题。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ClusterPage</name>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Options that only a Kubernetes cluster acts on: where the job is created, how Kueue queues it, when it gives up, and patches to the pods of its runtime.</source>
        <translation>只有 Kubernetes 集群才会处理的选项：作业在何处创建、Kueue 如何为其排队、何时放弃，以及对其运行时 Pod 的补丁。</translation>
    </message>
    <message>
        <source>Remove Cluster Options</source>
        <translation>删除集群选项</translation>
    </message>
    <message>
        <source>Clears every option of this page, so that the job can run here.</source>
        <translation>清除此页的所有选项，以便作业可以在此运行。</translation>
    </message>
    <message>
        <source>the connection&apos;s namespace</source>
        <translation>连接的命名空间</translation>
    </message>
    <message>
        <source>&amp;Namespace:</source>
        <translation>命名空间(&amp;N)：</translation>
    </message>
    <message>
        <source>Create &amp;suspended</source>
        <translation>创建为暂停状态(&amp;S)</translation>
    </message>
    <message>
        <source>The job is created with spec.suspend: true and starts no pods until it is resumed (or Kueue admits it).</source>
        <translation>作业以 spec.suspend: true 创建，在被恢复（或被 Kueue 准入）之前不会启动任何 Pod。</translation>
    </message>
    <message>
        <source>none (e.g. team-a-queue)</source>
        <translation>无（例如 team-a-queue）</translation>
    </message>
    <message>
        <source>The Kueue LocalQueue that admits the job (label %1).</source>
        <translation>准入该作业的 Kueue LocalQueue（标签 %1）。</translation>
    </message>
    <message>
        <source>Kueue &amp;queue:</source>
        <translation>Kueue 队列(&amp;Q)：</translation>
    </message>
    <message>
        <source>none (e.g. high-priority)</source>
        <translation>无（例如 high-priority）</translation>
    </message>
    <message>
        <source>A Kueue WorkloadPriorityClass (label %1).</source>
        <translation>Kueue WorkloadPriorityClass（标签 %1）。</translation>
    </message>
    <message>
        <source>&amp;Priority class:</source>
        <translation>优先级类(&amp;P)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Seconds the job may run (counted again after a resume); then it fails with DeadlineExceeded.</source>
        <translation>作业可运行的秒数（恢复后重新计时）；超时后作业以 DeadlineExceeded 失败。</translation>
    </message>
    <message>
        <source>Active &amp;deadline:</source>
        <translation>活跃截止时间(&amp;D)：</translation>
    </message>
    <message>
        <source>Default (the Trainer controller)</source>
        <translation>默认（Trainer 控制器）</translation>
    </message>
    <message>
        <source>&amp;Managed by:</source>
        <translation>管理者(&amp;M)：</translation>
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
        <translation>添加节点选择器补丁(&amp;S)</translation>
    </message>
    <message>
        <source>Add &amp;Toleration Patch</source>
        <translation>添加容忍度补丁(&amp;T)</translation>
    </message>
    <message>
        <source>Runtime &amp;patches:</source>
        <translation>运行时补丁(&amp;P)：</translation>
    </message>
    <message>
        <source>The list spec.runtimePatches as YAML: each entry names its manager and patches the runtime&apos;s JobSet, e.g. the node selector, tolerations or volumes of the pods of one replicated job (node for the training nodes).</source>
        <translation>以 YAML 表示的 spec.runtimePatches 列表：每个条目指明其管理者，并修补运行时的 JobSet，例如某个 replicated job 的 Pod 的节点选择器、容忍度或卷（node 表示训练节点）。</translation>
    </message>
    <message>
        <source>Cluster options apply to Kubernetes connections; this job runs on %1.</source>
        <translation>集群选项适用于 Kubernetes 连接；此作业运行于 %1。</translation>
    </message>
    <message>
        <source> This job sets some of them: remove them here, or pick a Kubernetes connection under Runs on.</source>
        <translation>此作业设置了其中一些选项：请在此处删除它们，或在“运行于”下选择一个 Kubernetes 连接。</translation>
    </message>
    <message>
        <source>runtime patches</source>
        <translation>运行时补丁</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>第 %1 行，%2：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::CompareView</name>
    <message>
        <source>Align by step</source>
        <translation>按步数对齐</translation>
    </message>
    <message>
        <source>Align by time since start</source>
        <translation>按启动后时间对齐</translation>
    </message>
    <message>
        <source>Curves:</source>
        <translation>曲线：</translation>
    </message>
    <message>
        <source>Show equal fields</source>
        <translation>显示相同的字段</translation>
    </message>
    <message>
        <source>Training script, each run against the first</source>
        <translation>训练脚本，每个运行与第一个运行比较</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Reading the logs of %n run(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个运行的日志…</numerusform>
        </translation>
    </message>
    <message>
        <source>No metric was found in these runs&apos; logs</source>
        <translation>在这些运行的日志中未找到指标</translation>
    </message>
    <message>
        <source>No run reported %1 with a step</source>
        <translation>没有运行报告了带步数的 %1</translation>
    </message>
    <message>
        <source>No run reported %1</source>
        <translation>没有运行报告 %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation>启动后秒数</translation>
    </message>
    <message>
        <source>The first run&apos;s spec was not kept: there is no script to compare with.</source>
        <translation>第一个运行的规约未保留：没有可比较的脚本。</translation>
    </message>
    <message>
        <source>%1: the spec was not kept

</source>
        <translation>%1：规约未保留

</translation>
    </message>
    <message>
        <source>%1 and %2 ran the same script

</source>
        <translation>%1 和 %2 运行的是同一个脚本

</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionDialog</name>
    <message>
        <source>Add Connection</source>
        <translation>添加连接</translation>
    </message>
    <message>
        <source>optional, e.g. Build box</source>
        <translation>可选，例如 Build box</translation>
    </message>
    <message>
        <source>Unix &amp;socket</source>
        <translation>Unix 套接字(&amp;S)</translation>
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
        <translation>留空：使用你的 ssh-agent 和 ~/.ssh/config</translation>
    </message>
    <message>
        <source>Reached with your OpenSSH client and its settings. The host key must be known already: connect once with ssh in a terminal to check and accept it. Docker needs no path (docker system dial-stdio runs there); Podman needs its socket&apos;s path.</source>
        <translation>通过你的 OpenSSH 客户端及其设置访问。主机密钥必须是已知的：请先在终端中用 ssh 连接一次，以检查并接受它。Docker 不需要路径（在那里运行 docker system dial-stdio）；Podman 需要其套接字的路径。</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>密钥文件：</translation>
    </message>
    <message>
        <source>Socket:</source>
        <translation>套接字：</translation>
    </message>
    <message>
        <source>Use TLS (the engine&apos;s certificate is checked)</source>
        <translation>使用 TLS（检查引擎的证书）</translation>
    </message>
    <message>
        <source>ca.pem; empty: the system&apos;s certificate authorities</source>
        <translation>ca.pem；留空：使用系统的证书颁发机构</translation>
    </message>
    <message>
        <source>cert.pem; empty: none</source>
        <translation>cert.pem；留空：无</translation>
    </message>
    <message>
        <source>key.pem, with the client certificate</source>
        <translation>key.pem，与客户端证书配对</translation>
    </message>
    <message>
        <source>Skip certificate verification (insecure)</source>
        <translation>跳过证书验证（不安全）</translation>
    </message>
    <message>
        <source>Without the check, anyone on the network path can pose as the engine: read the jobs sent to it, secrets included, and run what they like. Use it only for a test engine on a network you trust.</source>
        <translation>不进行检查时，网络路径上的任何人都可以冒充该引擎：读取发送给它的作业（包括机密），并运行任意内容。仅对可信网络中的测试引擎使用此选项。</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>CA certificate:</source>
        <translation>CA 证书：</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <source>Client certificate:</source>
        <translation>客户端证书：</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>客户端证书</translation>
    </message>
    <message>
        <source>Client key:</source>
        <translation>客户端密钥：</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>客户端密钥</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Reached through:</source>
        <translation>访问方式：</translation>
    </message>
    <message>
        <source>Save and Connect</source>
        <translation>保存并连接</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.key);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.crt *.key);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Edit Connection</source>
        <translation>编辑连接</translation>
    </message>
    <message>
        <source>Socket: &apos;%1&apos; is not a socket address. Enter unix:// and the socket&apos;s absolute path, e.g. unix:///run/docker.sock.</source>
        <translation>套接字：“%1”不是套接字地址。请输入 unix:// 加上套接字的绝对路径，例如 unix:///run/docker.sock。</translation>
    </message>
    <message>
        <source>Address: &apos;%1&apos; is not an SSH address. Enter ssh://user@host, with :port when it is not 22 and, for Podman, the path of its socket on that host, e.g. ssh://ada@gpu-box/run/user/1000/podman/podman.sock.</source>
        <translation>地址：“%1”不是 SSH 地址。请输入 ssh://user@host，端口不是 22 时加上 :port；对于 Podman，还需加上它在该主机上的套接字路径，例如 ssh://ada@gpu-box/run/user/1000/podman/podman.sock。</translation>
    </message>
    <message>
        <source>Address: Podman is reached through its socket on that host: add its path, e.g. /run/user/1000/podman/podman.sock (podman info --format &apos;{{.Host.RemoteSocket.Path}}&apos; there shows it).</source>
        <translation>地址：Podman 通过其在该主机上的套接字访问：请添加其路径，例如 /run/user/1000/podman/podman.sock（在那里运行 podman info --format &apos;{{.Host.RemoteSocket.Path}}&apos; 可查看）。</translation>
    </message>
    <message>
        <source>Key file: %1 does not exist. Choose your private key, or leave the field empty to use ssh-agent and ~/.ssh/config.</source>
        <translation>密钥文件：%1 不存在。请选择你的私钥，或留空以使用 ssh-agent 和 ~/.ssh/config。</translation>
    </message>
    <message>
        <source>Host: &apos;%1&apos; is not an engine address. Enter host:port, e.g. build-box.example.org:2376 (2376 is the engine&apos;s usual TLS port).</source>
        <translation>主机：“%1”不是引擎地址。请输入 host:port，例如 build-box.example.org:2376（2376 是引擎常用的 TLS 端口）。</translation>
    </message>
    <message>
        <source>%1: %2 does not exist. Choose %3, or leave the field empty.</source>
        <translation>%1：%2 不存在。请选择 %3，或留空。</translation>
    </message>
    <message>
        <source>%1: %2 cannot be read (%3). Make it a file you may read, or choose another.</source>
        <translation>%1：无法读取 %2（%3）。请将其设为你可读取的文件，或另选一个。</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>the ca.pem that signed the engine&apos;s certificate</source>
        <translation>签发引擎证书的 ca.pem</translation>
    </message>
    <message>
        <source>the cert.pem the engine accepts</source>
        <translation>引擎接受的 cert.pem</translation>
    </message>
    <message>
        <source>the key.pem of the client certificate</source>
        <translation>客户端证书的 key.pem</translation>
    </message>
    <message>
        <source>Client key: a client certificate needs its key. Choose its key.pem.</source>
        <translation>客户端密钥：客户端证书需要其密钥。请选择其 key.pem。</translation>
    </message>
    <message>
        <source>Client certificate: a client key needs its certificate. Choose its cert.pem.</source>
        <translation>客户端证书：客户端密钥需要其证书。请选择其 cert.pem。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionManager</name>
    <message>
        <source>&amp;Add Connection…</source>
        <translation>添加连接(&amp;A)…</translation>
    </message>
    <message>
        <source>Connect to a Docker or Podman engine by its socket or address</source>
        <translation>通过套接字或地址连接到 Docker 或 Podman 引擎</translation>
    </message>
    <message>
        <source>&amp;Edit Connection…</source>
        <translation>编辑连接(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the address or TLS files of the selected saved connection</source>
        <translation>更改所选已保存连接的地址或 TLS 文件</translation>
    </message>
    <message>
        <source>Re&amp;move Connection…</source>
        <translation>删除连接(&amp;M)…</translation>
    </message>
    <message>
        <source>Forget the selected saved connection</source>
        <translation>忘记所选的已保存连接</translation>
    </message>
    <message>
        <source>&amp;Switch Connection…</source>
        <translation>切换连接(&amp;S)…</translation>
    </message>
    <message>
        <source>Open the connection list</source>
        <translation>打开连接列表</translation>
    </message>
    <message>
        <source>Connection %1</source>
        <translation>连接 %1</translation>
    </message>
    <message>
        <source>Switch to connection %1 of the list</source>
        <translation>切换到列表中的连接 %1</translation>
    </message>
    <message>
        <source>%1 is listed already; it is selected</source>
        <translation>%1 已在列表中；已选中它</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <source>Not changed: %1 is listed already</source>
        <translation>未更改：%1 已在列表中</translation>
    </message>
    <message>
        <source>Changed %1; connecting again</source>
        <translation>已更改 %1；正在重新连接</translation>
    </message>
    <message>
        <source>Remove Connection</source>
        <translation>删除连接</translation>
    </message>
    <message>
        <source>Remove the connection %1 (%2)? Its jobs keep running on the engine; TrainDeck no longer lists them.</source>
        <translation>要删除连接 %1（%2）吗？其作业会继续在引擎上运行；TrainDeck 将不再列出它们。</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已删除 %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ConnectionSelector</name>
    <message>
        <source>Where jobs run: this computer, a container engine or a cluster</source>
        <translation>作业的运行位置：本机、容器引擎或集群</translation>
    </message>
    <message>
        <source>The namespace jobs are listed in and submitted to; pick or type another</source>
        <translation>列出作业和提交作业所用的命名空间；可选择或输入其他命名空间</translation>
    </message>
    <message>
        <source>Type a namespace, then Enter</source>
        <translation>输入命名空间，然后按 Enter</translation>
    </message>
    <message>
        <source>Listing namespaces…</source>
        <translation>正在列出命名空间…</translation>
    </message>
    <message>
        <source>Cannot list namespaces: %1</source>
        <translation>无法列出命名空间：%1</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>No connection</source>
        <translation>无连接</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Cannot open %1 in this build of TrainDeck</source>
        <translation>此 TrainDeck 构建无法打开 %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Not connected — %1</source>
        <translation>未连接 — %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>已断开：%1</translation>
    </message>
    <message numerus="yes">
        <source>— retrying in %n s</source>
        <translation>
            <numerusform>— %n 秒后重试</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation>离线：%1</translation>
    </message>
    <message>
        <source>Connected — warning: %1</source>
        <translation>已连接 — 警告：%1</translation>
    </message>
    <message>
        <source>Connected — %1</source>
        <translation>已连接 — %1</translation>
    </message>
    <message>
        <source>The kubeconfig&apos;s current context</source>
        <translation>kubeconfig 的当前上下文</translation>
    </message>
    <message>
        <source>Not connected yet: choose it to connect</source>
        <translation>尚未连接：选择它以连接</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ContainerPage</name>
    <message>
        <source>Container image</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <source>A ready-made training image. Its command and arguments run as they are on every node.</source>
        <translation>现成的训练镜像。其命令和参数在每个节点上按原样运行。</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>empty: the image&apos;s entry point, e.g. python train.py</source>
        <translation>留空：使用镜像的入口点，例如 python train.py</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>e.g. --epochs 3 --lr &quot;0.01&quot;</source>
        <translation>例如 --epochs 3 --lr &quot;0.01&quot;</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>参数(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DayView</name>
    <message>
        <source>The day before</source>
        <translation>前一天</translation>
    </message>
    <message>
        <source>The day after</source>
        <translation>后一天</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>(no connection)</source>
        <translation>（无连接）</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · %1 failed</source>
        <translation> · %1 失败</translation>
    </message>
    <message>
        <source>%1: created %2, waiting</source>
        <translation>%1：创建于 %2，等待中</translation>
    </message>
    <message>
        <source>%1: %2
created %3, ran %4</source>
        <translation>%1：%2
创建于 %3，运行了 %4</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1: never started</source>
        <translation>%1：从未启动</translation>
    </message>
    <message>
        <source>No runs in the history yet</source>
        <translation>历史记录中还没有运行</translation>
    </message>
    <message>
        <source>No run on %1 that day</source>
        <translation>当天 %1 上没有运行</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 failed</source>
        <translation>
            <numerusform>%n 次运行，%1 次失败</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DesktopNotifier</name>
    <message>
        <source>no D-Bus session bus</source>
        <translation>没有 D-Bus 会话总线</translation>
    </message>
    <message>
        <source>Show job</source>
        <translation>显示作业</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramScene</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>TrainDeck architecture diagram</source>
        <translation>TrainDeck 架构图</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::DiagramView</name>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Draw the architecture larger</source>
        <translation>放大绘制架构图</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Draw the architecture smaller</source>
        <translation>缩小绘制架构图</translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation>实际大小</translation>
    </message>
    <message>
        <source>Draw the architecture at 100%</source>
        <translation>以 100% 绘制架构图</translation>
    </message>
    <message>
        <source>Fit Architecture</source>
        <translation>适合架构图</translation>
    </message>
    <message>
        <source>Fit the whole architecture in the view</source>
        <translation>使整个架构图适合视图</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GanttView</name>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::GeneralPage</name>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Name the job and pick the runtime it runs on. Drop a train.py, a requirements.txt, a TrainJob YAML or a project folder anywhere on this dialog to fill it in.</source>
        <translation>为作业命名并选择其运行时。将 train.py、requirements.txt、TrainJob YAML 或项目文件夹拖放到此对话框的任意位置即可填写。</translation>
    </message>
    <message>
        <source>lowercase letters, digits and &apos;-&apos;, e.g. mnist-ddp</source>
        <translation>小写字母、数字和“-”，例如 mnist-ddp</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>运行时(&amp;R)：</translation>
    </message>
    <message>
        <source>Python script (CustomTrainer)</source>
        <translation>Python 脚本（CustomTrainer）</translation>
    </message>
    <message>
        <source>Container image (CustomTrainerContainer)</source>
        <translation>容器镜像（CustomTrainerContainer）</translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning (BuiltinTrainer)</source>
        <translation>内置 TorchTune 微调（BuiltinTrainer）</translation>
    </message>
    <message>
        <source>&amp;Trainer:</source>
        <translation>训练器(&amp;T)：</translation>
    </message>
    <message>
        <source>Where Submit sends the job. Changing the main window&apos;s connection does not change it.</source>
        <translation>点击“提交”后作业发送到的位置。更改主窗口的连接不会改变它。</translation>
    </message>
    <message>
        <source>R&amp;uns on:</source>
        <translation>运行于(&amp;U)：</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 (defined in the job&apos;s file)</source>
        <translation>%1（在作业文件中定义）</translation>
    </message>
    <message>
        <source>%1 (not available)</source>
        <translation>%1（不可用）</translation>
    </message>
    <message>
        <source>No runtimes are loaded.</source>
        <translation>未加载任何运行时。</translation>
    </message>
    <message>
        <source>This runtime is not in the catalog.</source>
        <translation>此运行时不在目录中。</translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation>框架：%1</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>镜像：%1</translation>
    </message>
    <message>
        <source>Device: %1 × %2</source>
        <translation>设备：%1 × %2</translation>
    </message>
    <message>
        <source>(connection closed)</source>
        <translation>（连接已关闭）</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryController</name>
    <message>
        <source>The run history was damaged</source>
        <translation>运行历史已损坏</translation>
    </message>
    <message>
        <source>The run history cannot be opened: %1</source>
        <translation>无法打开运行历史：%1</translation>
    </message>
    <message>
        <source>Run History — TrainDeck</source>
        <translation>运行历史 — TrainDeck</translation>
    </message>
    <message>
        <source>&amp;Runs</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>日(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;tention…</source>
        <translation>保留期限(&amp;T)…</translation>
    </message>
    <message>
        <source>How long runs and their archived logs are kept</source>
        <translation>运行及其归档日志的保留时长</translation>
    </message>
    <message>
        <source>Runs were not removed from the history: %1</source>
        <translation>未从历史记录中删除运行：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) removed from the history.</source>
        <translation>
            <numerusform>已从历史记录中删除 %n 个运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history cannot be read: %1</source>
        <translation>无法读取运行历史：%1</translation>
    </message>
    <message>
        <source>A run cannot be read from the history: %1</source>
        <translation>无法从历史记录中读取某个运行：%1</translation>
    </message>
    <message numerus="yes">
        <source>Compare %n runs</source>
        <translation>
            <numerusform>比较 %n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>时间线：%1</translation>
    </message>
    <message>
        <source>The history has no spec of %1: it was found on its backend, which kept none. Build it again in the builder.</source>
        <translation>历史记录中没有 %1 的规约：它是在其后端上发现的，而后端未保留规约。请在构建器中重新构建它。</translation>
    </message>
    <message>
        <source>the history&apos;s copy of %1</source>
        <translation>历史记录中 %1 的副本</translation>
    </message>
    <message>
        <source>The history&apos;s spec of %1 cannot be read: %2</source>
        <translation>无法读取历史记录中 %1 的规约：%2</translation>
    </message>
    <message>
        <source>Re-run of %1: its connection %2 is not open here; choose where to run it under Runs on.</source>
        <translation>重新运行 %1：其连接 %2 未在此处打开；请在“运行于”下选择运行位置。</translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>重新运行 %1：请重新输入其机密（%2）。TrainDeck 不保存机密；系统钥匙环中记住的机密会自动填入。</translation>
    </message>
    <message>
        <source>Submitting %1 again as %2…</source>
        <translation>正在以 %2 的名称再次提交 %1…</translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>请重新输入 %1 的机密（%2）：TrainDeck 不保存机密；系统钥匙环中记住的机密会自动填入。</translation>
    </message>
    <message>
        <source>Nothing to prune: the history keeps every run (set a limit under Retention…).</source>
        <translation>无需清理：历史记录保留所有运行（请在“保留期限…”中设置限制）。</translation>
    </message>
    <message>
        <source>The history was not pruned: %1</source>
        <translation>未清理历史记录：%1</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %n run(s) and %1 of archived logs.</source>
        <translation>
            <numerusform>已清理 %n 个运行和 %1 的归档日志。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) still running were kept.</source>
        <translation>
            <numerusform>已保留 %n 个仍在运行的运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <source>History Retention</source>
        <translation>历史记录保留期限</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>永久</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Older runs and their archived logs are removed every few hours and on Prune Now; a run that still runs is never removed.</source>
        <translation>较旧的运行及其归档日志每隔几小时以及点击“立即清理”时删除；仍在运行的运行永远不会被删除。</translation>
    </message>
    <message>
        <source>Keep runs for:</source>
        <translation>运行保留时长：</translation>
    </message>
    <message>
        <source>Archived logs at most:</source>
        <translation>归档日志上限：</translation>
    </message>
    <message>
        <source>&amp;Prune Now</source>
        <translation>立即清理(&amp;P)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryJobDialog</name>
    <message>
        <source>%1 — run history</source>
        <translation>%1 — 运行历史</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>运行了 %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>gone from its backend</source>
        <translation>已从其后端消失</translation>
    </message>
    <message>
        <source>The spec was not kept: the job was found on its backend, not submitted from TrainDeck.</source>
        <translation>未保留规约：该作业是在其后端上发现的，不是从 TrainDeck 提交的。</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规约</translation>
    </message>
    <message>
        <source>No plan was kept for this run.</source>
        <translation>未保留此运行的计划。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Logs were not archived: the run&apos;s log folder is gone and the history kept no copy of it.</source>
        <translation>日志未归档：此运行的日志文件夹已不存在，且历史记录未保留其副本。</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation>克隆到构建器</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept, so it cannot be run again from here</source>
        <translation>此运行的规约未保留，因此无法从这里再次运行</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Reading the run&apos;s logs…</source>
        <translation>正在读取此运行的日志…</translation>
    </message>
    <message>
        <source>No metric was found in the run&apos;s logs.</source>
        <translation>在此运行的日志中未找到指标。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>seconds since start</source>
        <translation>启动后秒数</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::HistoryView</name>
    <message>
        <source>gone from backend</source>
        <translation>已从后端消失</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Show the run&apos;s spec, plan, logs, metrics and timeline</source>
        <translation>显示此运行的规约、计划、日志、指标和时间线</translation>
    </message>
    <message>
        <source>Delete from history</source>
        <translation>从历史记录中删除</translation>
    </message>
    <message>
        <source>Forget the selected runs and their archived logs (the jobs on their backends are not touched)</source>
        <translation>忘记所选运行及其归档日志（不影响其后端上的作业）</translation>
    </message>
    <message>
        <source>Search runs by name</source>
        <translation>按名称搜索运行</translation>
    </message>
    <message>
        <source>Any runtime</source>
        <translation>任意运行时</translation>
    </message>
    <message>
        <source>Any backend</source>
        <translation>任意后端</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>任意日期</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at least this</source>
        <translation>指标最后一个值至少为此值的运行</translation>
    </message>
    <message>
        <source>Runs whose last value of the metric is at most this</source>
        <translation>指标最后一个值至多为此值的运行</translation>
    </message>
    <message>
        <source>Created from</source>
        <translation>创建时间从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Clone into builder</source>
        <translation>克隆到构建器</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Overlay the metric curves of the selected runs and list what differed in their specs (select two or more)</source>
        <translation>叠加显示所选运行的指标曲线，并列出其规约中的差异（选择两个或更多）</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>The run&apos;s steps and events over time</source>
        <translation>此运行的步骤和事件随时间的变化</translation>
    </message>
    <message>
        <source>The run&apos;s spec was not kept (a job found on its backend), so it cannot be run again from here</source>
        <translation>此运行的规约未保留（在其后端上发现的作业），因此无法从这里再次运行</translation>
    </message>
    <message>
        <source>Submit the same spec again</source>
        <translation>再次提交相同的规约</translation>
    </message>
    <message>
        <source>Open a copy of the spec in the builder</source>
        <translation>在构建器中打开规约的副本</translation>
    </message>
    <message>
        <source>No runs yet.
Every job you submit or find on a backend is kept here, with its spec, logs and metrics, even after its backend forgets it.</source>
        <translation>还没有运行。
你提交的或在后端上发现的每个作业都会连同其规约、日志和指标保存在这里，即使其后端已不再记得它。</translation>
    </message>
    <message>
        <source>No run matches these filters.
Clear the search field or widen the filters to see more runs.</source>
        <translation>没有符合这些筛选条件的运行。
请清空搜索框或放宽筛选条件以查看更多运行。</translation>
    </message>
    <message>
        <source>Delete the run “%1” from the history? Its archived logs are deleted too; the job on its backend is not touched.</source>
        <translation>要从历史记录中删除运行“%1”吗？其归档日志也会被删除；其后端上的作业不受影响。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n runs from the history? Their archived logs are deleted too; the jobs on their backends are not touched.</source>
        <translation>
            <numerusform>要从历史记录中删除 %n 个运行吗？它们的归档日志也会被删除；其后端上的作业不受影响。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ImagePicker</name>
    <message>
        <source>Pick a Docker or Podman connection under Runs on to choose from its images.</source>
        <translation>请在“运行于”下选择一个 Docker 或 Podman 连接，以便从其镜像中选择。</translation>
    </message>
    <message>
        <source>%1	%2</source>
        <translation>%1	%2</translation>
    </message>
    <message>
        <source>%1, made %2</source>
        <translation>%1，创建于 %2</translation>
    </message>
    <message>
        <source>%1 has no tagged images yet: type a name, and it is pulled as the pull policy says.</source>
        <translation>%1 上还没有带标签的镜像：请输入名称，它将按拉取策略拉取。</translation>
    </message>
    <message numerus="yes">
        <source>Choose one of the %n image(s) on %1</source>
        <translation>
            <numerusform>从 %1 上的 %n 个镜像中选择一个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializerForm</name>
    <message>
        <source>None</source>
        <translation>无</translation>
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
        <translation>数据缓存（Kubernetes）</translation>
    </message>
    <message>
        <source>No dataset initializer: the nodes start without downloading a dataset to /workspace/dataset.</source>
        <translation>无数据集初始化器：节点启动时不会将数据集下载到 /workspace/dataset。</translation>
    </message>
    <message>
        <source>No model initializer: the nodes start without downloading a model to /workspace/model.</source>
        <translation>无模型初始化器：节点启动时不会将模型下载到 /workspace/model。</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Ima&amp;ge:</source>
        <translation>镜像(&amp;G)：</translation>
    </message>
    <message>
        <source>Empty: the default shown, pulled when the engine lacks it. Offline, name an image the engine has.</source>
        <translation>留空：使用显示的默认镜像，引擎没有时拉取。离线时请指定引擎已有的镜像。</translation>
    </message>
    <message>
        <source>Local jobs run TrainDeck&apos;s bundled initializer: no image.</source>
        <translation>本地作业运行 TrainDeck 内置的初始化器：无需镜像。</translation>
    </message>
    <message>
        <source>On a cluster the runtime&apos;s initializer image is used.</source>
        <translation>在集群上使用运行时的初始化器镜像。</translation>
    </message>
    <message>
        <source>hf_… (only for gated or private repositories)</source>
        <translation>hf_…（仅用于受限或私有仓库）</translation>
    </message>
    <message>
        <source>one glob per line, e.g. *.parquet</source>
        <translation>每行一个通配模式，例如 *.parquet</translation>
    </message>
    <message>
        <source>Storage &amp;URI:</source>
        <translation>存储 URI(&amp;U)：</translation>
    </message>
    <message>
        <source>Access &amp;token:</source>
        <translation>访问令牌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Ignore patterns:</source>
        <translation>忽略模式(&amp;I)：</translation>
    </message>
    <message>
        <source>https://s3.amazonaws.com (default), or a MinIO URL</source>
        <translation>https://s3.amazonaws.com（默认），或 MinIO URL</translation>
    </message>
    <message>
        <source>one glob per line</source>
        <translation>每行一个通配模式</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>端点(&amp;E)：</translation>
    </message>
    <message>
        <source>Access &amp;key ID:</source>
        <translation>访问密钥 ID(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Secret access key:</source>
        <translation>秘密访问密钥(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>区域(&amp;R)：</translation>
    </message>
    <message>
        <source>Role &amp;ARN:</source>
        <translation>角色 ARN(&amp;A)：</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>&amp;Metadata location:</source>
        <translation>元数据位置(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Data nodes:</source>
        <translation>数据节点(&amp;D)：</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
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
        <translation>资源：</translation>
    </message>
    <message>
        <source>&amp;IAM role:</source>
        <translation>IAM 角色(&amp;I)：</translation>
    </message>
    <message>
        <source>The data cache runs only on Kubernetes: it starts a distributed cache cluster next to the job. The target of this job is %1; choose a HuggingFace or S3 dataset instead.</source>
        <translation>数据缓存只能在 Kubernetes 上运行：它会在作业旁启动一个分布式缓存集群。此作业的目标是 %1；请改为选择 HuggingFace 或 S3 数据集。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::InitializersPage</name>
    <message>
        <source>Dataset and model</source>
        <translation>数据集和模型</translation>
    </message>
    <message>
        <source>Initializers download a dataset to /workspace/dataset and a model to /workspace/model before the nodes start.</source>
        <translation>初始化器在节点启动前将数据集下载到 /workspace/dataset，将模型下载到 /workspace/model。</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Cancel Job</source>
        <translation>取消作业(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the selected job and keep its logs</source>
        <translation>停止所选作业并保留其日志</translation>
    </message>
    <message>
        <source>&amp;Delete Job…</source>
        <translation>删除作业(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected job with its files and logs</source>
        <translation>删除所选作业及其文件和日志</translation>
    </message>
    <message>
        <source>&amp;Re-run Job</source>
        <translation>重新运行作业(&amp;R)</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Submit the selected job again under a new name</source>
        <translation>以新名称再次提交所选作业</translation>
    </message>
    <message>
        <source>C&amp;lone into Builder…</source>
        <translation>克隆到构建器(&amp;L)…</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>克隆</translation>
    </message>
    <message>
        <source>Open the selected job in the job builder</source>
        <translation>在作业构建器中打开所选作业</translation>
    </message>
    <message>
        <source>Con&amp;vert to TrainJob…</source>
        <translation>转换为 TrainJob(&amp;V)…</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>转换</translation>
    </message>
    <message>
        <source>Open the equivalent TrainJob of the selected Training Operator job in the builder</source>
        <translation>在构建器中打开与所选 Training Operator 作业等效的 TrainJob</translation>
    </message>
    <message>
        <source>Res&amp;ume Job</source>
        <translation>恢复作业(&amp;U)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Start the selected suspended job again</source>
        <translation>重新启动所选的已暂停作业</translation>
    </message>
    <message>
        <source>&amp;Prune Finished Jobs…</source>
        <translation>清理已结束的作业(&amp;P)…</translation>
    </message>
    <message>
        <source>Delete the finished jobs of this connection created before a date you pick</source>
        <translation>删除此连接中在所选日期之前创建的已结束作业</translation>
    </message>
    <message>
        <source>Suspend the selected job: its pods go, the job and its logs stay, and Resume starts it again</source>
        <translation>暂停所选作业：其 Pod 被删除，作业及其日志保留，点击“恢复”可重新启动它</translation>
    </message>
    <message>
        <source>its connection is gone</source>
        <translation>其连接已不存在</translation>
    </message>
    <message>
        <source>Cancel Job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>Cancel Jobs</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>Cancel %1? It stops now; its logs are kept.</source>
        <translation>要取消 %1 吗？它会立即停止；其日志会保留。</translation>
    </message>
    <message numerus="yes">
        <source>Cancel these %n jobs? They stop now; their logs are kept.
%1</source>
        <translation>
            <numerusform>要取消这 %n 个作业吗？它们会立即停止；其日志会保留。
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation>正在取消 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelling %n job(s)…</source>
        <translation>
            <numerusform>正在取消 %n 个作业…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled %1</source>
        <translation>已取消 %1</translation>
    </message>
    <message>
        <source>Cannot cancel %1: %2</source>
        <translation>无法取消 %1：%2</translation>
    </message>
    <message>
        <source>Resuming %1…</source>
        <translation>正在恢复 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %n job(s)…</source>
        <translation>
            <numerusform>正在恢复 %n 个作业…</numerusform>
        </translation>
    </message>
    <message>
        <source>Resumed %1</source>
        <translation>已恢复 %1</translation>
    </message>
    <message>
        <source>Cannot resume %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Delete %1 with its files and logs?</source>
        <translation>要删除 %1 及其文件和日志吗？</translation>
    </message>
    <message>
        <source>%1 is still running. Stop it and delete it with its files and logs?</source>
        <translation>%1 仍在运行。要停止它并删除它及其文件和日志吗？</translation>
    </message>
    <message>
        <source>• %1 (running: it is stopped first)</source>
        <translation>• %1（运行中：会先停止它）</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n jobs with their files and logs?
%1</source>
        <translation>
            <numerusform>要删除这 %n 个作业及其文件和日志吗？
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Job</source>
        <translation>删除作业</translation>
    </message>
    <message>
        <source>Delete Jobs</source>
        <translation>删除作业</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n finished job(s)…</source>
        <translation>
            <numerusform>正在删除 %n 个已结束的作业…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot re-run %1: the backend did not keep its TrainJob file</source>
        <translation>无法重新运行 %1：后端未保留其 TrainJob 文件</translation>
    </message>
    <message>
        <source>Not re-run: %1 needs its secrets again (%2); re-run it alone.</source>
        <translation>未重新运行：%1 需要重新输入其机密（%2）；请单独重新运行它。</translation>
    </message>
    <message>
        <source>Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>重新运行 %1：请重新输入其机密（%2）。TrainDeck 不保存机密；系统钥匙环中记住的机密会自动填入。</translation>
    </message>
    <message>
        <source>Submitting %1…</source>
        <translation>正在提交 %1…</translation>
    </message>
    <message>
        <source>Cannot re-run as %1: %2</source>
        <translation>无法以 %1 重新运行：%2</translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>已提交 %1</translation>
    </message>
    <message>
        <source>Enter the secrets of %1 again (%2): TrainDeck does not keep them; those remembered in the system keychain are filled in.</source>
        <translation>请重新输入 %1 的机密（%2）：TrainDeck 不保存机密；系统钥匙环中记住的机密会自动填入。</translation>
    </message>
    <message>
        <source>Converting %1 %2 to a TrainJob…</source>
        <translation>正在将 %1 %2 转换为 TrainJob…</translation>
    </message>
    <message>
        <source>Cannot convert %1 %2 to a TrainJob: %3</source>
        <translation>无法将 %1 %2 转换为 TrainJob：%3</translation>
    </message>
    <message>
        <source>Converted from %1 %2; everything was carried over.</source>
        <translation>已从 %1 %2 转换；所有内容均已沿用。</translation>
    </message>
    <message>
        <source>Converted from %1 %2. Not carried over:
• %3</source>
        <translation>已从 %1 %2 转换。未沿用：
• %3</translation>
    </message>
    <message>
        <source>Converted %1 %2 to a TrainJob</source>
        <translation>已将 %1 %2 转换为 TrainJob</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobBuilderDialog</name>
    <message>
        <source>New Training Job</source>
        <translation>新建训练作业</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>训练器</translation>
    </message>
    <message>
        <source>Nodes &amp; Resources</source>
        <translation>节点和资源</translation>
    </message>
    <message>
        <source>Dataset &amp; Model</source>
        <translation>数据集和模型</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Edit as YAML</source>
        <translation>以 YAML 编辑</translation>
    </message>
    <message>
        <source>&amp;Restore Draft</source>
        <translation>恢复草稿(&amp;R)</translation>
    </message>
    <message>
        <source>Dis&amp;card Draft</source>
        <translation>丢弃草稿(&amp;C)</translation>
    </message>
    <message>
        <source>Submit Job</source>
        <translation>提交作业</translation>
    </message>
    <message>
        <source>Submit the job being built, once it is valid</source>
        <translation>作业有效后提交正在构建的作业</translation>
    </message>
    <message>
        <source>Next Section</source>
        <translation>下一部分</translation>
    </message>
    <message>
        <source>Show the builder&apos;s next section</source>
        <translation>显示构建器的下一部分</translation>
    </message>
    <message>
        <source>Previous Section</source>
        <translation>上一部分</translation>
    </message>
    <message>
        <source>Show the builder&apos;s previous section</source>
        <translation>显示构建器的上一部分</translation>
    </message>
    <message>
        <source>Close the job builder?</source>
        <translation>关闭作业构建器？</translation>
    </message>
    <message>
        <source>Job %1 has changes that were not submitted.</source>
        <translation>作业 %1 有未提交的更改。</translation>
    </message>
    <message>
        <source>Keep it as a draft, and New Job offers to restore it next time (secrets are not kept). Or discard it.</source>
        <translation>将其保存为草稿，下次点击“新建作业”时可以恢复（机密不会保存）。或者丢弃它。</translation>
    </message>
    <message>
        <source>&amp;Keep as Draft</source>
        <translation>保存为草稿(&amp;K)</translation>
    </message>
    <message>
        <source>Discard them, or stay and export the job as YAML.</source>
        <translation>丢弃这些更改，或留下来将作业导出为 YAML。</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>留下(&amp;S)</translation>
    </message>
    <message>
        <source>A job you did not submit was kept as a draft on %1.</source>
        <translation>一个未提交的作业已于 %1 保存为草稿。</translation>
    </message>
    <message>
        <source>Draft %1 restored. Secrets were not kept: enter them again.</source>
        <translation>已恢复草稿 %1。机密未保存：请重新输入。</translation>
    </message>
    <message>
        <source>&amp;Submit to Local</source>
        <translation>提交到本地(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Submit to %1</source>
        <translation>提交到 %1(&amp;S)</translation>
    </message>
    <message>
        <source>Import TrainJob YAML</source>
        <translation>导入 TrainJob YAML</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that are not applied to the form, and they cannot be: %1. Fix them, or press Reload from Form to drop them.</source>
        <translation>未提交：YAML 编辑器中有尚未应用到表单的更改，且无法应用：%1。请修复它们，或点击“从表单重新加载”将其丢弃。</translation>
    </message>
    <message>
        <source>Not submitted: the YAML editor has changes that cannot be applied.</source>
        <translation>未提交：YAML 编辑器中有无法应用的更改。</translation>
    </message>
    <message>
        <source>Not submitted: the connection it was to run on is gone. Pick one under Runs on.</source>
        <translation>未提交：要运行它的连接已不存在。请在“运行于”下选择一个。</translation>
    </message>
    <message>
        <source>Checking the job&apos;s images on %1…</source>
        <translation>正在检查作业在 %1 上的镜像…</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1（用于 %2）</translation>
    </message>
    <message>
        <source>Not submitted: %1 is not on %2, and the pull policy %3 does not fetch it. Pull it on the engine first, or choose one of its images with the button at the end of the image field.</source>
        <translation>未提交：%1 不在 %2 上，且拉取策略 %3 不会获取它。请先在引擎上拉取它，或用镜像字段末尾的按钮选择引擎已有的镜像。</translation>
    </message>
    <message>
        <source>Pull Images?</source>
        <translation>拉取镜像？</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not have %n image(s) of this job yet:</source>
        <translation>
            <numerusform>%1 还没有此作业的 %n 个镜像：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

The pull policy %2 pulls them when you submit; this needs the registry to be reachable and can take a while. The job&apos;s Events tab shows the pull&apos;s progress.</source>
        <translation>%1

拉取策略 %2 会在提交时拉取它们；这需要能访问镜像仓库，并且可能需要一段时间。作业的“事件”标签页会显示拉取进度。</translation>
    </message>
    <message>
        <source>Submit and &amp;Pull</source>
        <translation>提交并拉取(&amp;P)</translation>
    </message>
    <message>
        <source>Not submitted: the images were not pulled.</source>
        <translation>未提交：镜像未被拉取。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobDiagramController</name>
    <message>
        <source>object: %1</source>
        <translation>对象：%1</translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation>镜像：%1</translation>
    </message>
    <message>
        <source>exit code: %1</source>
        <translation>退出码：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;click to open the log&lt;/i&gt;</source>
        <translation>&lt;i&gt;点击打开日志&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n more node(s); click to show them all</source>
        <translation>
            <numerusform>另外 %n 个节点；点击以全部显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFileLoader</name>
    <message>
        <source>script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>已加载 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1</source>
        <translation>
            <numerusform>来自 %1 的 %n 个软件包</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) from %1; skipped: %2</source>
        <translation>
            <numerusform>来自 %1 的 %n 个软件包；已跳过：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no train.py or main.py</source>
        <translation>%1 中没有 train.py 或 main.py</translation>
    </message>
    <message>
        <source>Loaded the project %1</source>
        <translation>已加载项目 %1</translation>
    </message>
    <message>
        <source>Read a Script Outside the Job&apos;s Folder?</source>
        <translation>读取作业文件夹之外的脚本？</translation>
    </message>
    <message>
        <source>%1 names a training script outside its own folder:

%2

Read this file and send it with the job?</source>
        <translation>%1 指定了位于其自身文件夹之外的训练脚本：

%2

要读取此文件并随作业一起发送吗？</translation>
    </message>
    <message>
        <source>%1 is not a script, requirements.txt, TrainJob YAML or JSON file, or folder with train.py or main.py</source>
        <translation>%1 不是脚本、requirements.txt、TrainJob YAML 或 JSON 文件，也不是包含 train.py 或 main.py 的文件夹</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobFilterBar</name>
    <message>
        <source>Filter by job or runtime name (Ctrl+F)</source>
        <translation>按作业或运行时名称筛选（Ctrl+F）</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <source>Active (created or running)</source>
        <translation>活动（已创建或运行中）</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>已失败</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>All backends</source>
        <translation>所有后端</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobLogPanes</name>
    <message>
        <source>Merged</source>
        <translation>合并</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::JobView</name>
    <message>
        <source>&amp;Inspect…</source>
        <translation>检查(&amp;I)…</translation>
    </message>
    <message>
        <source>Its id, image, command, environment, mounts, ports and exit code</source>
        <translation>其 ID、镜像、命令、环境变量、挂载、端口和退出码</translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation>打开终端(&amp;T)</translation>
    </message>
    <message>
        <source>A shell in this running step, in your terminal emulator</source>
        <translation>在你的终端模拟器中打开此运行中步骤的 shell</translation>
    </message>
    <message>
        <source>Open Workspace &amp;Folder</source>
        <translation>打开工作区文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>监视</translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation>未选择作业</translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs.</source>
        <translation>选择一个作业以查看其步骤、事件、架构和日志。</translation>
    </message>
    <message>
        <source>The architecture of the selected job appears here.</source>
        <translation>所选作业的架构显示在这里。</translation>
    </message>
    <message>
        <source>Logs of %1 are in %2</source>
        <translation>%1 的日志位于 %2</translation>
    </message>
    <message>
        <source>Logs of the selected job appear here.</source>
        <translation>所选作业的日志显示在这里。</translation>
    </message>
    <message>
        <source>The architecture view needs the job&apos;s TrainJob file, which this backend did not keep.</source>
        <translation>架构视图需要作业的 TrainJob 文件，而此后端未保留该文件。</translation>
    </message>
    <message>
        <source>Planning %1…</source>
        <translation>正在为 %1 生成计划…</translation>
    </message>
    <message>
        <source>Cannot draw this job: %1</source>
        <translation>无法绘制此作业：%1</translation>
    </message>
    <message>
        <source>%1 has no step %2.</source>
        <translation>%1 没有步骤 %2。</translation>
    </message>
    <message>
        <source>Opened a terminal in %1 of %2.</source>
        <translation>已在 %2 的 %1 中打开终端。</translation>
    </message>
    <message>
        <source>Inspect…</source>
        <translation>检查…</translation>
    </message>
    <message>
        <source>The connection of %1 is gone; reconnect to inspect its steps.</source>
        <translation>%1 的连接已不存在；请重新连接以检查其步骤。</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>运行时 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>running for %1</source>
        <translation>已运行 %1</translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation>运行了 %1</translation>
    </message>
    <message>
        <source>Steps (%1)</source>
        <translation>步骤（%1）</translation>
    </message>
    <message>
        <source>made by the Kubeflow SDK</source>
        <translation>由 Kubeflow SDK 创建</translation>
    </message>
    <message>
        <source>made outside TrainDeck (by an unknown tool)</source>
        <translation>在 TrainDeck 之外创建（由未知工具）</translation>
    </message>
    <message>
        <source>made by TrainDeck</source>
        <translation>由 TrainDeck 创建</translation>
    </message>
    <message>
        <source>Pulling image %1</source>
        <translation>正在拉取镜像 %1</translation>
    </message>
    <message>
        <source>Pulling image %1: %2</source>
        <translation>正在拉取镜像 %1：%2</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>事件（%1）</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeyValueTable</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>添加一行</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected rows</source>
        <translation>删除所选行</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>机密</translation>
    </message>
    <message>
        <source>Tick to treat the value as a secret: masked here and in every file TrainDeck keeps. Names such as *_TOKEN, *_KEY, *PASSWORD* and *SECRET* are secrets already.</source>
        <translation>勾选以将该值视为机密：在此处以及 TrainDeck 保存的每个文件中都会被遮盖。名称如 *_TOKEN、*_KEY、*PASSWORD* 和 *SECRET* 的变量已自动视为机密。</translation>
    </message>
    <message>
        <source>Secret by its name</source>
        <translation>按名称视为机密</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::KeychainOptionBox</name>
    <message>
        <source>Keeps the value in your desktop&apos;s keychain (GNOME Keyring, KWallet), never in TrainDeck&apos;s settings, logs or job folders. Untick to remove it from the keychain.</source>
        <translation>将该值保存在桌面的钥匙环中（GNOME Keyring、KWallet），绝不保存在 TrainDeck 的设置、日志或作业文件夹中。取消勾选可将其从钥匙环中删除。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogPane</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <source>Aa</source>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>.*</source>
        <translation>.*</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Show only matching lines</source>
        <translation>只显示匹配的行</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>换行</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>自动换行长行</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Show when each line arrived</source>
        <translation>显示每行的到达时间</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Keep showing the newest lines (End)</source>
        <translation>持续显示最新的行（End）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Visible Lines…</source>
        <translation>可见行…</translation>
    </message>
    <message>
        <source>Filtered Lines…</source>
        <translation>筛选后的行…</translation>
    </message>
    <message>
        <source>Whole Log…</source>
        <translation>整个日志…</translation>
    </message>
    <message>
        <source>Find in Log</source>
        <translation>在日志中查找</translation>
    </message>
    <message>
        <source>Type what to find in the log shown</source>
        <translation>输入要在所显示日志中查找的内容</translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Go to the next line that matches</source>
        <translation>转到下一个匹配的行</translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Go to the previous line that matches</source>
        <translation>转到上一个匹配的行</translation>
    </message>
    <message>
        <source>Invalid pattern</source>
        <translation>无效的模式</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>merged</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>导出日志</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件 (*.log *.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::LogView</name>
    <message>
        <source>Follow the log again (End)</source>
        <translation>再次跟随日志（End）</translation>
    </message>
    <message>
        <source>Copy Lines</source>
        <translation>复制行</translation>
    </message>
    <message>
        <source>Copy the selected log lines</source>
        <translation>复制所选日志行</translation>
    </message>
    <message>
        <source>Select All Lines</source>
        <translation>全选行</translation>
    </message>
    <message>
        <source>Select every line shown</source>
        <translation>选择显示的所有行</translation>
    </message>
    <message>
        <source>Jump to Live</source>
        <translation>跳转到实时</translation>
    </message>
    <message>
        <source>Follow the log again from its newest line</source>
        <translation>从最新一行开始再次跟随日志</translation>
    </message>
    <message>
        <source>Go to Start</source>
        <translation>转到开头</translation>
    </message>
    <message>
        <source>Stop following and show the first line</source>
        <translation>停止跟随并显示第一行</translation>
    </message>
    <message numerus="yes">
        <source>Paused — %n new line(s) · Jump to live</source>
        <translation>
            <numerusform>已暂停 — %n 个新行 · 跳转到实时</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused · Jump to live</source>
        <translation>已暂停 · 跳转到实时</translation>
    </message>
    <message>
        <source> … [%1 more bytes]</source>
        <translation> … [还有 %1 字节]</translation>
    </message>
    <message>
        <source>Pretty &amp;JSON</source>
        <translation>格式化 JSON(&amp;J)</translation>
    </message>
    <message>
        <source>Line %1 as JSON</source>
        <translation>以 JSON 显示第 %1 行</translation>
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
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Select a job to see its steps, events, architecture and logs,
or a runtime to see what it provides.</source>
        <translation>选择一个作业以查看其步骤、事件、架构和日志，
或选择一个运行时以查看其提供的内容。</translation>
    </message>
    <message>
        <source>%1: connection lost: %2</source>
        <translation>%1：连接已断开：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;New Job…</source>
        <translation>新建作业(&amp;N)…</translation>
    </message>
    <message>
        <source>Build and submit a new job</source>
        <translation>构建并提交新作业</translation>
    </message>
    <message>
        <source>&amp;Import YAML…</source>
        <translation>导入 YAML(&amp;I)…</translation>
    </message>
    <message>
        <source>Open a TrainJob or runtime file</source>
        <translation>打开 TrainJob 或运行时文件</translation>
    </message>
    <message>
        <source>Stall &amp;Alert…</source>
        <translation>停滞提醒(&amp;A)…</translation>
    </message>
    <message>
        <source>Choose how long the selected job may print nothing before you are alerted</source>
        <translation>选择所选作业无输出多长时间后提醒你</translation>
    </message>
    <message>
        <source>&amp;Stall Alerts…</source>
        <translation>停滞提醒(&amp;S)…</translation>
    </message>
    <message>
        <source>Choose how long a running job may print nothing before you are alerted</source>
        <translation>选择运行中的作业无输出多长时间后提醒你</translation>
    </message>
    <message>
        <source>&amp;Filter Jobs</source>
        <translation>筛选作业(&amp;F)</translation>
    </message>
    <message>
        <source>Type to filter the jobs table</source>
        <translation>输入内容以筛选作业表</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>清除筛选(&amp;L)</translation>
    </message>
    <message>
        <source>Show every job again</source>
        <translation>再次显示所有作业</translation>
    </message>
    <message>
        <source>Refresh &amp;Runtimes</source>
        <translation>刷新运行时(&amp;R)</translation>
    </message>
    <message>
        <source>Ask the connection for its runtimes again</source>
        <translation>再次向连接请求其运行时</translation>
    </message>
    <message>
        <source>Re&amp;connect</source>
        <translation>重新连接(&amp;C)</translation>
    </message>
    <message>
        <source>Connect the selected connection again now</source>
        <translation>立即重新连接所选连接</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>List every shortcut</source>
        <translation>列出所有快捷键</translation>
    </message>
    <message>
        <source>Run &amp;History</source>
        <translation>运行历史(&amp;H)</translation>
    </message>
    <message>
        <source>Every run TrainDeck has seen: search, compare, timelines</source>
        <translation>TrainDeck 见过的每个运行：搜索、比较、时间线</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close TrainDeck; jobs keep running</source>
        <translation>关闭 TrainDeck；作业会继续运行</translation>
    </message>
    <message>
        <source>New Job</source>
        <translation>新建作业</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>作业(&amp;J)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Runtimes</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Templates that jobs start from. Drop a runtime YAML here to add one.</source>
        <translation>作业的起始模板。将运行时 YAML 拖放到这里即可添加。</translation>
    </message>
    <message>
        <source>No jobs yet</source>
        <translation>还没有作业</translation>
    </message>
    <message>
        <source>Press Ctrl+N to build one, or drop a training script, a TrainJob YAML or a folder with train.py here.</source>
        <translation>按 Ctrl+N 构建一个，或将训练脚本、TrainJob YAML 或包含 train.py 的文件夹拖放到这里。</translation>
    </message>
    <message>
        <source>No jobs match the filter</source>
        <translation>没有符合筛选条件的作业</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) hidden. Press Ctrl+Shift+F to clear the filters.</source>
        <translation>
            <numerusform>%n 个作业已隐藏。按 Ctrl+Shift+F 清除筛选。</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs (%1)</source>
        <translation>作业（%1）</translation>
    </message>
    <message>
        <source>Jobs (%1 of %2)</source>
        <translation>作业（%1/%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>%n 个运行中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n 个已取消</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalled</source>
        <translation>
            <numerusform>%n 个停滞</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot list the runtimes of %1: %2</source>
        <translation>无法列出 %1 的运行时：%2</translation>
    </message>
    <message>
        <source>Job %1 cancelled</source>
        <translation>作业 %1 已取消</translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation>作业 %1 已失败</translation>
    </message>
    <message>
        <source>Job %1 completed</source>
        <translation>作业 %1 已完成</translation>
    </message>
    <message>
        <source>Ran for %1 on %2</source>
        <translation>在 %2 上运行了 %1</translation>
    </message>
    <message>
        <source>%1 failed (exit code %2)</source>
        <translation>%1 失败（退出码 %2）</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Job %1 has stalled</source>
        <translation>作业 %1 已停滞</translation>
    </message>
    <message numerus="yes">
        <source>TrainDeck — %n stalled</source>
        <translation>
            <numerusform>TrainDeck — %n 个停滞</numerusform>
        </translation>
    </message>
    <message>
        <source>desktop notification</source>
        <translation>桌面通知</translation>
    </message>
    <message>
        <source>status bar only (%1; no system tray)</source>
        <translation>仅状态栏（%1；无系统托盘）</translation>
    </message>
    <message>
        <source>system tray</source>
        <translation>系统托盘</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Log Panes</source>
        <translation>日志窗格</translation>
    </message>
    <message>
        <source>Job Steps</source>
        <translation>作业步骤</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Job Builder</source>
        <translation>作业构建器</translation>
    </message>
    <message>
        <source>Run History</source>
        <translation>运行历史</translation>
    </message>
    <message>
        <source>Import TrainJob or Runtime</source>
        <translation>导入 TrainJob 或运行时</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML 文件 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is not a script, YAML or JSON file, requirements.txt or folder with train.py or main.py</source>
        <translation>%1 不是脚本、YAML 或 JSON 文件、requirements.txt，也不是包含 train.py 或 main.py 的文件夹</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Default connection, data folder, language, theme, notifications and engines</source>
        <translation>默认连接、数据文件夹、语言、主题、通知和引擎</translation>
    </message>
    <message>
        <source>status bar only (turned off in Preferences)</source>
        <translation>仅状态栏（已在首选项中关闭）</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MetricPatternsDialog</name>
    <message>
        <source>Metric patterns for %1</source>
        <translation>%1 的指标模式</translation>
    </message>
    <message>
        <source>Each pattern is a regular expression with a group (?&lt;value&gt;...) around the number, an optional group (?&lt;step&gt;...), and a metric name or a group (?&lt;name&gt;...).</source>
        <translation>每个模式都是一个正则表达式，用分组 (?&lt;value&gt;...) 包住数字，可选分组 (?&lt;step&gt;...)，以及指标名称或分组 (?&lt;name&gt;...)。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Sample log line:</source>
        <translation>示例日志行：</translation>
    </message>
    <message>
        <source>paste a line of the job&apos;s log</source>
        <translation>粘贴作业日志中的一行</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1 = %2 (step %3)</source>
        <translation>%1 = %2（步数 %3）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>progress %1%</source>
        <translation>进度 %1%</translation>
    </message>
    <message>
        <source>nothing is read from this line</source>
        <translation>从此行中未读取到任何内容</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorChart</name>
    <message>
        <source>traindeck-charts.so is in none of %1</source>
        <translation>traindeck-charts.so 不在以下任何位置：%1</translation>
    </message>
    <message>
        <source>Charts cannot be drawn: %1. Reinstall TrainDeck to restore them.</source>
        <translation>无法绘制图表：%1。请重新安装 TrainDeck 以恢复图表。</translation>
    </message>
    <message>
        <source>%1 cannot be loaded: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not the charts module of TrainDeck %2 (interface %3)</source>
        <translation>%1 不是 TrainDeck %2 的图表模块（接口 %3）</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>步数 %1</translation>
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
        <translation>无法写入 %1：%2。请选择你可写入的文件夹。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Check the free space and try again.</source>
        <translation>无法写入 %1：%2。请检查可用空间后重试。</translation>
    </message>
    <message>
        <source>Cannot save the chart as %1. Choose a folder you can write to.</source>
        <translation>无法将图表保存为 %1。请选择你可写入的文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s) ≤ 0 not shown on the log scale)</source>
        <translation>
            <numerusform>%1（%n 个 ≤ 0 的点未在对数刻度上显示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::MonitorView</name>
    <message>
        <source>Mean of nodes</source>
        <translation>节点平均值</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Patterns…</source>
        <translation>模式…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Block I/O</source>
        <translation>块 I/O</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>One line: the mean of the nodes&apos; values at each step</source>
        <translation>一条线：各步中各节点值的平均值</translation>
    </message>
    <message>
        <source>Logarithmic y axis; values at or below zero are not drawn</source>
        <translation>对数 y 轴；不绘制小于或等于零的值</translation>
    </message>
    <message>
        <source>Show everything and follow new values (Home)</source>
        <translation>显示全部并跟随新值（Home）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>no training metrics in the logs yet</source>
        <translation>日志中还没有训练指标</translation>
    </message>
    <message>
        <source>Teach TrainDeck the metric lines of this job&apos;s runtime (regular expressions)</source>
        <translation>让 TrainDeck 学会此作业运行时的指标行（正则表达式）</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>%1 in</source>
        <translation>%1 入</translation>
    </message>
    <message>
        <source>%1 out</source>
        <translation>%1 出</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 读</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 写</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>KiB/s</source>
        <translation>KiB/s</translation>
    </message>
    <message>
        <source>block I/O</source>
        <translation>块 I/O</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>The job reports no progress (progress API or a progress bar in its log).</source>
        <translation>此作业未报告进度（通过进度 API 或日志中的进度条）。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>from the progress API</source>
        <translation>来自进度 API</translation>
    </message>
    <message>
        <source>from the log</source>
        <translation>来自日志</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Resource metrics unavailable: %1</source>
        <translation>资源指标不可用：%1</translation>
    </message>
    <message>
        <source>Resource metrics appear while the job runs.</source>
        <translation>作业运行时会显示资源指标。</translation>
    </message>
    <message>
        <source>no samples yet</source>
        <translation>还没有样本</translation>
    </message>
    <message>
        <source>no GPUs requested</source>
        <translation>未请求 GPU</translation>
    </message>
    <message>
        <source>Requested: %1</source>
        <translation>已请求：%1</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message>
        <source>%1 min left</source>
        <translation>剩余 %1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min left</source>
        <translation>剩余 %1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export chart as CSV</source>
        <translation>将图表导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1：%n 个 GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Jobs &amp;&amp; Engines</source>
        <translation>作业与引擎</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>The last one used</source>
        <translation>上次使用的连接</translation>
    </message>
    <message>
        <source>Default &amp;connection:</source>
        <translation>默认连接(&amp;C)：</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Windows opened from now on use the new language; the main window changes when TrainDeck starts again.</source>
        <translation>此后打开的窗口使用新语言；主窗口在 TrainDeck 再次启动时切换。</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Data folder:</source>
        <translation>数据文件夹：</translation>
    </message>
    <message>
        <source>An empty folder</source>
        <translation>一个空文件夹</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Move the Data To</source>
        <translation>将数据移至</translation>
    </message>
    <message>
        <source>&amp;Move Data Here</source>
        <translation>将数据移到这里(&amp;M)</translation>
    </message>
    <message>
        <source>Move &amp;to:</source>
        <translation>移至(&amp;T)：</translation>
    </message>
    <message>
        <source>Jobs, logs, venvs and the run history are copied and every copy is checked before TrainDeck switches; it uses the new folder when it starts again, and only then removes the old copies. Not while jobs run.</source>
        <translation>作业、日志、venv 和运行历史会被复制，每份副本都经过检查后 TrainDeck 才会切换；再次启动时使用新文件夹，之后才删除旧副本。作业运行期间不可移动。</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>永久</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Keep &amp;runs and logs:</source>
        <translation>保留运行记录和日志(&amp;R)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Archived logs &amp;up to:</source>
        <translation>归档日志上限(&amp;U)：</translation>
    </message>
    <message>
        <source>When a job &amp;completes</source>
        <translation>作业完成时(&amp;C)</translation>
    </message>
    <message>
        <source>When a job &amp;fails</source>
        <translation>作业失败时(&amp;F)</translation>
    </message>
    <message>
        <source>When a running job &amp;stalls</source>
        <translation>运行中的作业停滞时(&amp;S)</translation>
    </message>
    <message>
        <source>Desktop notifications:</source>
        <translation>桌面通知：</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>A job &amp;stalls after:</source>
        <translation>作业停滞判定时长(&amp;S)：</translation>
    </message>
    <message>
        <source>Without a log line or metric for this long; a job&apos;s own timeout (Job ▸ Stall Alert…) comes first. The status bar always says it.</source>
        <translation>在这么长时间内没有日志行或指标即视为停滞；作业自己的超时（作业 ▸ 停滞提醒…）优先。状态栏总会显示。</translation>
    </message>
    <message>
        <source>pip&apos;s own (https://pypi.org/simple)</source>
        <translation>pip 自己的（https://pypi.org/simple）</translation>
    </message>
    <message>
        <source>Default &amp;pip index:</source>
        <translation>默认 pip 索引(&amp;P)：</translation>
    </message>
    <message>
        <source>The engine&apos;s default (IfNotPresent)</source>
        <translation>引擎默认值（IfNotPresent）</translation>
    </message>
    <message>
        <source>Image pull p&amp;olicy:</source>
        <translation>镜像拉取策略(&amp;O)：</translation>
    </message>
    <message>
        <source>One file a line, besides $KUBECONFIG or ~/.kube/config</source>
        <translation>每行一个文件，作为 $KUBECONFIG 或 ~/.kube/config 之外的补充</translation>
    </message>
    <message>
        <source>More &amp;kubeconfig files:</source>
        <translation>更多 kubeconfig 文件(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>添加引擎(&amp;A)…</translation>
    </message>
    <message>
        <source>More engines:</source>
        <translation>更多引擎：</translation>
    </message>
    <message>
        <source>Docker and Podman engines TrainDeck does not find by itself (another socket, tcp://, ssh://) are added, edited and removed in the Connection menu. The pull policy and kubeconfig files apply to connections made from now on.</source>
        <translation>TrainDeck 无法自行发现的 Docker 和 Podman 引擎（其他套接字、tcp://、ssh://）在“连接”菜单中添加、编辑和删除。拉取策略和 kubeconfig 文件对此后建立的连接生效。</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1（未连接）</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) copied to %1 and checked. TrainDeck uses that folder when it starts again, and then removes the old copies from %2.</source>
        <translation>
            <numerusform>已将 %n 个文件复制到 %1 并检查完毕。TrainDeck 再次启动时将使用该文件夹，然后从 %2 中删除旧副本。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Cancel Move</source>
        <translation>取消移动(&amp;C)</translation>
    </message>
    <message>
        <source>Copying the data to %1…</source>
        <translation>正在将数据复制到 %1…</translation>
    </message>
    <message>
        <source>Cancelling the move…</source>
        <translation>正在取消移动…</translation>
    </message>
    <message>
        <source>The move was cancelled. Nothing changed: the data stays in %1.</source>
        <translation>移动已取消。没有任何更改：数据仍在 %1 中。</translation>
    </message>
    <message>
        <source>Copied and checked: %p%</source>
        <translation>已复制并检查：%p%</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>TrainJob YAML</source>
        <translation>TrainJob YAML</translation>
    </message>
    <message>
        <source>Python SDK</source>
        <translation>Python SDK</translation>
    </message>
    <message>
        <source>Secrets are hidden here; exports ask before writing them.</source>
        <translation>机密在此处隐藏；导出时会在写入前询问。</translation>
    </message>
    <message>
        <source>Planning on %1…</source>
        <translation>正在 %1 上生成计划…</translation>
    </message>
    <message>
        <source>No plan until this problem is fixed:</source>
        <translation>此问题修复前无法生成计划：</translation>
    </message>
    <message>
        <source>No plan: pick a runtime.</source>
        <translation>无计划：请选择一个运行时。</translation>
    </message>
    <message>
        <source>No plan until these problems are fixed:</source>
        <translation>这些问题修复前无法生成计划：</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::PruneJobsDialog</name>
    <message>
        <source>Prune Finished Jobs</source>
        <translation>清理已结束的作业</translation>
    </message>
    <message>
        <source>Delete the finished (Complete or Failed) jobs on %1 created before a date, with their files and logs. Running jobs are never deleted.</source>
        <translation>删除 %1 上在某个日期之前创建的已结束（Complete 或 Failed）作业及其文件和日志。运行中的作业永远不会被删除。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Created &amp;before:</source>
        <translation>创建早于(&amp;B)：</translation>
    </message>
    <message>
        <source>No finished job was created before this date.</source>
        <translation>没有在此日期之前创建的已结束作业。</translation>
    </message>
    <message numerus="yes">
        <source>%n finished job(s) will be deleted:</source>
        <translation>
            <numerusform>将删除 %n 个已结束的作业：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Job(s)</source>
        <translation>
            <numerusform>删除 %n 个作业</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>a cut list of job names</comment>
        <translation>
            <numerusform>%1 等另外 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberEnvSecretsBox</name>
    <message>
        <source>Remember secret variables in the system keychain</source>
        <translation>在系统钥匙环中记住机密变量</translation>
    </message>
    <message>
        <source>Keeps the values of variables named like secrets (WANDB_API_KEY, HF_TOKEN, *_PASSWORD, ...) in your desktop&apos;s keychain, one entry per name, never in TrainDeck&apos;s settings, logs or job folders. A row with such a name and no value is filled in from it. Untick to remove the names shown.</source>
        <translation>将名称类似机密的变量（WANDB_API_KEY、HF_TOKEN、*_PASSWORD 等）的值保存在桌面的钥匙环中，每个名称一个条目，绝不保存在 TrainDeck 的设置、日志或作业文件夹中。名称如此而没有值的行会从钥匙环中自动填入。取消勾选可删除所显示的名称。</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>正在检查系统钥匙环…</translation>
    </message>
    <message>
        <source>%1 The values are used for this job only.</source>
        <translation>%1 这些值仅用于此作业。</translation>
    </message>
    <message>
        <source>Filled in from the system keychain: %1.</source>
        <translation>已从系统钥匙环填入：%1。</translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation>已记住在系统钥匙环中。</translation>
    </message>
    <message>
        <source>The system keychain holds other values for some of these variables. Tick the box to replace them with these.</source>
        <translation>系统钥匙环中保存着其中某些变量的其他值。勾选此框可用这些值替换它们。</translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation>正在保存到系统钥匙环…</translation>
    </message>
    <message>
        <source>Not remembered: %1 The values are used for this job only.</source>
        <translation>未记住：%1 这些值仅用于此作业。</translation>
    </message>
    <message>
        <source>Remembered in the system keychain: %1.</source>
        <translation>已记住在系统钥匙环中：%1。</translation>
    </message>
    <message>
        <source>Variables named like secrets (WANDB_API_KEY, HF_TOKEN, ...) will be remembered once they have values.</source>
        <translation>名称类似机密的变量（WANDB_API_KEY、HF_TOKEN 等）在有值后会被记住。</translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation>正在从系统钥匙环中删除…</translation>
    </message>
    <message>
        <source>Could not remove them from the system keychain: %1</source>
        <translation>无法从系统钥匙环中删除它们：%1</translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation>未记住：已从系统钥匙环中删除。</translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation>更改会在输入时保存到系统钥匙环中。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RememberSecretBox</name>
    <message>
        <source>Remember in the system keychain</source>
        <translation>在系统钥匙环中记住</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>正在检查系统钥匙环…</translation>
    </message>
    <message>
        <source>%1 The value is used for this job only.</source>
        <translation>%1 该值仅用于此作业。</translation>
    </message>
    <message>
        <source>The system keychain holds an entry &quot;%1&quot; that TrainDeck cannot read. Tick the box to replace it with these values.</source>
        <translation>系统钥匙环中有一个 TrainDeck 无法读取的条目“%1”。勾选此框可用这些值替换它。</translation>
    </message>
    <message>
        <source>Filled in from the system keychain.</source>
        <translation>已从系统钥匙环填入。</translation>
    </message>
    <message>
        <source>Remembered in the system keychain.</source>
        <translation>已记住在系统钥匙环中。</translation>
    </message>
    <message>
        <source>The system keychain holds other values for &quot;%1&quot;. Tick the box to replace them with these.</source>
        <translation>系统钥匙环中保存着“%1”的其他值。勾选此框可用这些值替换它们。</translation>
    </message>
    <message>
        <source>Saving in the system keychain…</source>
        <translation>正在保存到系统钥匙环…</translation>
    </message>
    <message>
        <source>Not remembered: %1 The value is used for this job only.</source>
        <translation>未记住：%1 该值仅用于此作业。</translation>
    </message>
    <message>
        <source>It will be remembered once you type it.</source>
        <translation>输入后即会记住。</translation>
    </message>
    <message>
        <source>Removing from the system keychain…</source>
        <translation>正在从系统钥匙环中删除…</translation>
    </message>
    <message>
        <source>Could not remove it from the system keychain: %1</source>
        <translation>无法从系统钥匙环中删除它：%1</translation>
    </message>
    <message>
        <source>Not remembered: removed from the system keychain.</source>
        <translation>未记住：已从系统钥匙环中删除。</translation>
    </message>
    <message>
        <source>Changes are saved in the system keychain as you type.</source>
        <translation>更改会在输入时保存到系统钥匙环中。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ResourcesPage</name>
    <message>
        <source>Nodes and resources</source>
        <translation>节点和资源</translation>
    </message>
    <message>
        <source>How many nodes train together and what each one gets. Quantities use Kubernetes units: 2 or 500m CPUs, 4Gi of memory.</source>
        <translation>多少个节点一起训练，以及每个节点分配到什么资源。数量使用 Kubernetes 单位：2 或 500m 个 CPU，4Gi 内存。</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>节点(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. 2</source>
        <translation>例如 2</translation>
    </message>
    <message>
        <source>e.g. 8Gi</source>
        <translation>例如 8Gi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Per node:</source>
        <translation>每个节点：</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>环境变量(&amp;E)：</translation>
    </message>
    <message>
        <source>Values given to a container are visible to anyone who can run &apos;docker inspect&apos; (or &apos;podman inspect&apos;) on it, secrets included: on a shared engine, prefer a secret the cluster holds (Kubernetes secretKeyRef).</source>
        <translation>任何能对容器运行“docker inspect”（或“podman inspect”）的人都能看到传给该容器的值，包括机密：在共享引擎上，最好使用集群保存的机密（Kubernetes secretKeyRef）。</translation>
    </message>
    <message numerus="yes">
        <source>Runtime default (%n node(s))</source>
        <translation>
            <numerusform>运行时默认值（%n 个节点）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RunCurves</name>
    <message>
        <source>Logs were not archived</source>
        <translation>日志未归档</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::RuntimePanel</name>
    <message>
        <source>Framework:</source>
        <translation>框架：</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>镜像：</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>ML policy:</source>
        <translation>ML 策略：</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>Trainer:</source>
        <translation>训练器：</translation>
    </message>
    <message>
        <source>Initializers:</source>
        <translation>初始化器：</translation>
    </message>
    <message>
        <source>Select a runtime to see its definition.</source>
        <translation>选择一个运行时以查看其定义。</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <source>%1 processes per node</source>
        <translation>每个节点 %1 个进程</translation>
    </message>
    <message>
        <source>launcher runs as a node</source>
        <translation>launcher 作为一个节点运行</translation>
    </message>
    <message>
        <source>gang scheduling</source>
        <translation>成组调度</translation>
    </message>
    <message>
        <source>dataset (%1)</source>
        <translation>数据集（%1）</translation>
    </message>
    <message>
        <source>model (%1)</source>
        <translation>模型（%1）</translation>
    </message>
    <message>
        <source>pretrained model %1</source>
        <translation>预训练模型 %1</translation>
    </message>
    <message>
        <source>none (a job may add its own)</source>
        <translation>无（作业可自行添加）</translation>
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
        <translation>命名空间 %1</translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation>已弃用</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 × %2 per node</source>
        <translation>每个节点 %1 × %2</translation>
    </message>
    <message>
        <source>not stated by the runtime</source>
        <translation>运行时未说明</translation>
    </message>
    <message>
        <source>built-in (TorchTune)</source>
        <translation>内置（TorchTune）</translation>
    </message>
    <message>
        <source>script or container image</source>
        <translation>脚本或容器镜像</translation>
    </message>
    <message>
        <source>No runtime selected</source>
        <translation>未选择运行时</translation>
    </message>
    <message>
        <source>Runtimes are the templates jobs start from.</source>
        <translation>运行时是作业的起始模板。</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ScriptPage</name>
    <message>
        <source>Training script</source>
        <translation>训练脚本</translation>
    </message>
    <message>
        <source>&amp;Open Script…</source>
        <translation>打开脚本(&amp;O)…</translation>
    </message>
    <message>
        <source>Open Training Script</source>
        <translation>打开训练脚本</translation>
    </message>
    <message>
        <source>Python scripts (*.py)</source>
        <translation>Python 脚本 (*.py)</translation>
    </message>
    <message>
        <source># Python training code, run on every node.
# Name a function below to call it with the arguments, or leave it empty to run the script as __main__.</source>
        <translation># Python 训练代码，在每个节点上运行。
# 在下方指定一个函数名以用参数调用它，或留空以将脚本作为 __main__ 运行。</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>Edited copy of %1 (sent inline)</source>
        <translation>%1 的编辑副本（内联发送）</translation>
    </message>
    <message>
        <source>empty: run the script as __main__</source>
        <translation>留空：将脚本作为 __main__ 运行</translation>
    </message>
    <message>
        <source>&amp;Function:</source>
        <translation>函数(&amp;F)：</translation>
    </message>
    <message>
        <source>Argument</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value (JSON or text)</source>
        <translation>值（JSON 或文本）</translation>
    </message>
    <message>
        <source>Function ar&amp;guments:</source>
        <translation>函数参数(&amp;G)：</translation>
    </message>
    <message>
        <source>command-line arguments, e.g. --epochs 3</source>
        <translation>命令行参数，例如 --epochs 3</translation>
    </message>
    <message>
        <source>Script &amp;arguments:</source>
        <translation>脚本参数(&amp;A)：</translation>
    </message>
    <message>
        <source>one requirement per line, e.g. torchvision or pandas&gt;=2</source>
        <translation>每行一个依赖项，例如 torchvision 或 pandas&gt;=2</translation>
    </message>
    <message>
        <source>&amp;Packages to install:</source>
        <translation>要安装的软件包(&amp;P)：</translation>
    </message>
    <message>
        <source>https://pypi.org/simple (first: --index-url, then --extra-index-url)</source>
        <translation>https://pypi.org/simple（第一个为 --index-url，其余为 --extra-index-url）</translation>
    </message>
    <message>
        <source>Pip &amp;index URLs:</source>
        <translation>Pip 索引 URL(&amp;I)：</translation>
    </message>
    <message>
        <source>the runtime&apos;s image (containers only)</source>
        <translation>运行时的镜像（仅限容器）</translation>
    </message>
    <message>
        <source>Image o&amp;verride:</source>
        <translation>覆盖镜像(&amp;V)：</translation>
    </message>
    <message>
        <source>Inline code, sent with the job</source>
        <translation>内联代码，随作业发送</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <translation>无法读取 %1</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SecretLineEdit</name>
    <message>
        <source>Hide the value</source>
        <translation>隐藏值</translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation>显示值</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::SectionList</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in this section</source>
        <translation>
            <numerusform>此部分有 %n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Search actions</source>
        <translation>搜索操作</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StallAlertDialog</name>
    <message>
        <source>Stall Alert for %1</source>
        <translation>%1 的停滞提醒</translation>
    </message>
    <message>
        <source>Stall Alerts</source>
        <translation>停滞提醒</translation>
    </message>
    <message>
        <source>Alert when %1 runs without printing a log line or reporting a metric for:</source>
        <translation>当 %1 持续以下时长未输出日志行或报告指标时提醒：</translation>
    </message>
    <message>
        <source>Alert when a running job prints no log line and reports no metric for:</source>
        <translation>当运行中的作业持续以下时长未输出日志行且未报告指标时提醒：</translation>
    </message>
    <message numerus="yes">
        <source>The default (%n min)</source>
        <translation>
            <numerusform>默认（%n 分钟）</numerusform>
        </translation>
    </message>
    <message>
        <source>The default (off)</source>
        <translation>默认（关闭）</translation>
    </message>
    <message>
        <source>&amp;After</source>
        <translation>时长(&amp;A)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>&amp;Never for this job</source>
        <translation>此作业从不提醒(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Never</source>
        <translation>从不(&amp;N)</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StatusBadgeDelegate</name>
    <message>
        <source>Stalled</source>
        <translation>已停滞</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::StepInspectDialog</name>
    <message>
        <source>Inspect %1 of %2</source>
        <translation>检查 %2 的 %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the id to the clipboard</source>
        <translation>将 ID 复制到剪贴板</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>镜像：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Exit code:</source>
        <translation>退出码：</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>重启次数：</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>开始时间：</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>结束时间：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Published on host</source>
        <translation>在主机上发布</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>挂载</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>The backend stopped before it answered (its connection was closed or replaced). Refresh to ask again.</source>
        <translation>后端在应答之前已停止（其连接已关闭或被替换）。请刷新以再次请求。</translation>
    </message>
    <message>
        <source>The connection of job %1 is gone; reconnect to inspect its steps.</source>
        <translation>作业 %1 的连接已不存在；请重新连接以检查其步骤。</translation>
    </message>
    <message>
        <source>Asking %1 about %2…</source>
        <translation>正在向 %1 查询 %2…</translation>
    </message>
    <message>
        <source>Cannot inspect step %1 of job %2: %3</source>
        <translation>无法检查作业 %2 的步骤 %1：%3</translation>
    </message>
    <message>
        <source>Process ID:</source>
        <translation>进程 ID：</translation>
    </message>
    <message>
        <source>Pod UID:</source>
        <translation>Pod UID：</translation>
    </message>
    <message>
        <source>Container ID:</source>
        <translation>容器 ID：</translation>
    </message>
    <message>
        <source>(none: a process on this machine)</source>
        <translation>（无：本机上的进程）</translation>
    </message>
    <message>
        <source>— (not ended)</source>
        <translation>—（未结束）</translation>
    </message>
    <message>
        <source>%1 (secret, masked)</source>
        <translation>%1（机密，已遮盖）</translation>
    </message>
    <message>
        <source>A secret: TrainDeck never shows its value.</source>
        <translation>机密：TrainDeck 从不显示其值。</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>读写</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未发布</translation>
    </message>
    <message>
        <source>Environment (%1)</source>
        <translation>环境变量（%1）</translation>
    </message>
    <message>
        <source>Mounts (%1)</source>
        <translation>挂载（%1）</translation>
    </message>
    <message>
        <source>Ports (%1)</source>
        <translation>端口（%1）</translation>
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
        <translation>此运行没有可显示的步骤</translation>
    </message>
    <message>
        <source>%1 — %2, %3 node(s)%4</source>
        <translation>%1 — %2，%3 个节点%4</translation>
    </message>
    <message>
        <source>, ran %1</source>
        <translation>，运行了 %1</translation>
    </message>
    <message>
        <source>Created %1, waiting until %2</source>
        <translation>创建于 %1，等待至 %2</translation>
    </message>
    <message>
        <source>%1: started %2, ended %3</source>
        <translation>%1：开始于 %2，结束于 %3</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source> · exit %1</source>
        <translation> · 退出码 %1</translation>
    </message>
    <message>
        <source>%1 waited from %2 to %3</source>
        <translation>%1 从 %2 等待到 %3</translation>
    </message>
    <message>
        <source>%1: %2
started %3
ended %4</source>
        <translation>%1：%2
开始于 %3
结束于 %4</translation>
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
        <translation>配方默认值</translation>
    </message>
    <message>
        <source>Built-in TorchTune fine-tuning</source>
        <translation>内置 TorchTune 微调</translation>
    </message>
    <message>
        <source>Fine-tunes the runtime&apos;s model with a TorchTune recipe. Empty settings keep the recipe&apos;s defaults. Needs a torchtune runtime and a container backend.</source>
        <translation>用 TorchTune 配方微调运行时的模型。留空的设置保留配方的默认值。需要 torchtune 运行时和容器后端。</translation>
    </message>
    <message>
        <source>&amp;Data type:</source>
        <translation>数据类型(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>轮数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Loss:</source>
        <translation>损失函数(&amp;L)：</translation>
    </message>
    <message>
        <source>LoRA (parameter-efficient fine-tuning)</source>
        <translation>LoRA（参数高效微调）</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>秩(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>Alpha(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Dropout:</source>
        <translation>Dropout(&amp;D)：</translation>
    </message>
    <message>
        <source>Attention &amp;modules:</source>
        <translation>注意力模块(&amp;M)：</translation>
    </message>
    <message>
        <source>Apply to MLP</source>
        <translation>应用于 MLP</translation>
    </message>
    <message>
        <source>Apply to output</source>
        <translation>应用于输出层</translation>
    </message>
    <message>
        <source>Quantize base (QLoRA)</source>
        <translation>量化基础模型（QLoRA）</translation>
    </message>
    <message>
        <source>Use DoRA</source>
        <translation>使用 DoRA</translation>
    </message>
    <message>
        <source>Partially checked: the recipe&apos;s default</source>
        <translation>部分勾选：使用配方的默认值</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Instruct dataset preprocessing</source>
        <translation>指令数据集预处理</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Split:</source>
        <translation>划分(&amp;S)：</translation>
    </message>
    <message>
        <source>Train on the input too</source>
        <translation>同时在输入上训练</translation>
    </message>
    <message>
        <source>replaces the dataset&apos;s system prompt</source>
        <translation>替换数据集的系统提示词</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>系统提示词(&amp;P)：</translation>
    </message>
    <message>
        <source>Recipe column</source>
        <translation>配方列</translation>
    </message>
    <message>
        <source>Dataset column</source>
        <translation>数据集列</translation>
    </message>
    <message>
        <source>&amp;Column map:</source>
        <translation>列映射(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::TrainerPage</name>
    <message>
        <source>Training Script</source>
        <translation>训练脚本</translation>
    </message>
    <message>
        <source>Container Image</source>
        <translation>容器镜像</translation>
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
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>TrainDeck::Ui::YamlEditorPage</name>
    <message>
        <source>Edit as YAML</source>
        <translation>以 YAML 编辑</translation>
    </message>
    <message>
        <source>The job as a TrainJob. Edit it and apply to update the form; the form keeps what it cannot show. Secrets appear as &quot;%1&quot; and stay as they are unless you replace that text.</source>
        <translation>以 TrainJob 形式表示的作业。编辑后应用即可更新表单；表单会保留其无法显示的内容。机密显示为“%1”，除非你替换该文本，否则保持不变。</translation>
    </message>
    <message>
        <source>&amp;Reload from Form</source>
        <translation>从表单重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Apply to Form</source>
        <translation>应用到表单(&amp;A)</translation>
    </message>
    <message>
        <source>Showing the form as YAML.</source>
        <translation>正在以 YAML 显示表单。</translation>
    </message>
    <message>
        <source>Applied to the form.</source>
        <translation>已应用到表单。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>YAML editor</source>
        <translation>YAML 编辑器</translation>
    </message>
</context>
<context>
    <name>TrainJob</name>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>the name has %1 characters; at most 63 are allowed</source>
        <translation>名称有 %1 个字符；最多允许 63 个</translation>
    </message>
    <message>
        <source>the name must start with a lowercase letter (a-z)</source>
        <translation>名称必须以小写字母（a-z）开头</translation>
    </message>
    <message>
        <source>the character &apos;%1&apos; is not allowed; use lowercase letters, digits and &apos;-&apos;</source>
        <translation>不允许使用字符“%1”；请使用小写字母、数字和“-”</translation>
    </message>
    <message>
        <source>the name must end with a letter or digit</source>
        <translation>名称必须以字母或数字结尾</translation>
    </message>
</context>
<context>
    <name>TrainJobCodec</name>
    <message>
        <source>expected a JSON list of text such as [&quot;numpy&quot;, &quot;pandas&gt;=2&quot;]</source>
        <translation>应为文本的 JSON 列表，例如 [&quot;numpy&quot;, &quot;pandas&gt;=2&quot;]</translation>
    </message>
    <message>
        <source>every entry must be text</source>
        <translation>每个条目都必须是文本</translation>
    </message>
    <message>
        <source>CLUSTER_SIZE must be a whole number</source>
        <translation>CLUSTER_SIZE 必须是整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a dataset comes from hf://, s3:// or cache://</source>
        <translation>“%1”没有受支持的协议；数据集来自 hf://、s3:// 或 cache://</translation>
    </message>
    <message>
        <source>a dataset initializer needs a storageUri (hf://, s3:// or cache://)</source>
        <translation>数据集初始化器需要 storageUri（hf://、s3:// 或 cache://）</translation>
    </message>
    <message>
        <source>cache:// is for datasets only; a model comes from hf:// or s3://</source>
        <translation>cache:// 仅用于数据集；模型来自 hf:// 或 s3://</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no supported scheme; a model comes from hf:// or s3://</source>
        <translation>“%1”没有受支持的协议；模型来自 hf:// 或 s3://</translation>
    </message>
    <message>
        <source>a model initializer needs a storageUri (hf:// or s3://)</source>
        <translation>模型初始化器需要 storageUri（hf:// 或 s3://）</translation>
    </message>
    <message>
        <source>expected a TrainJob (a mapping with apiVersion, kind, metadata and spec), found %1</source>
        <translation>应为 TrainJob（包含 apiVersion、kind、metadata 和 spec 的映射），但找到的是 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use %2</source>
        <translation>不支持“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>expected kind TrainJob, found &apos;%1&apos;</source>
        <translation>应为 kind TrainJob，但找到的是“%1”</translation>
    </message>
    <message>
        <source>generateName is not supported; set metadata.name or leave it out and TrainDeck picks a name</source>
        <translation>不支持 generateName；请设置 metadata.name，或省略它由 TrainDeck 选择名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a runtime kind; use ClusterTrainingRuntime or TrainingRuntime</source>
        <translation>“%1”不是运行时类型；请使用 ClusterTrainingRuntime 或 TrainingRuntime</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not supported; use trainer.kubeflow.org</source>
        <translation>不支持“%1”；请使用 trainer.kubeflow.org</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid; use a whole number of processes, or auto, cpu or gpu</source>
        <translation>“%1”无效；请使用整数个进程，或 auto、cpu、gpu</translation>
    </message>
    <message>
        <source>expected a JSON object of TorchTune settings</source>
        <translation>应为包含 TorchTune 设置的 JSON 对象</translation>
    </message>
    <message>
        <source>a CustomTrainer needs the annotation %1 (a .py file) or %2 (the code)</source>
        <translation>CustomTrainer 需要注解 %1（.py 文件）或 %2（代码）</translation>
    </message>
    <message>
        <source>expected a JSON object of keyword arguments such as {&quot;lr&quot;: 0.01}</source>
        <translation>应为关键字参数的 JSON 对象，例如 {&quot;lr&quot;: 0.01}</translation>
    </message>
    <message>
        <source>a script trainer builds its own command; remove spec.trainer.command or drop the %1 annotation</source>
        <translation>脚本训练器会自行构建命令；请删除 spec.trainer.command，或去掉 %1 注解</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a trainer type; use CustomTrainer, CustomTrainerContainer or BuiltinTrainer</source>
        <translation>“%1”不是训练器类型；请使用 CustomTrainer、CustomTrainerContainer 或 BuiltinTrainer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not accepted by the TrainJob CRD; use %2 or %3, or leave it out</source>
        <translation>TrainJob CRD 不接受“%1”；请使用 %2 或 %3，或将其省略</translation>
    </message>
</context>
<context>
    <name>TrainJobSnapshot</name>
    <message>
        <source>exited with code %1</source>
        <translation>已退出，退出码为 %1</translation>
    </message>
    <message>
        <source>the pod failed</source>
        <translation>Pod 失败</translation>
    </message>
    <message>
        <source>waiting to be scheduled</source>
        <translation>等待调度</translation>
    </message>
    <message>
        <source>the pod&apos;s phase is %1</source>
        <translation>Pod 的阶段为 %1</translation>
    </message>
    <message numerus="yes">
        <source>restarted %n time(s)</source>
        <translation>
            <numerusform>已重启 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>terminating</source>
        <translation>正在终止</translation>
    </message>
    <message>
        <source>suspended: no pod</source>
        <translation>已暂停：无 Pod</translation>
    </message>
    <message>
        <source>no pod yet</source>
        <translation>尚无 Pod</translation>
    </message>
    <message>
        <source>step %1 failed with exit code %2</source>
        <translation>步骤 %1 失败，退出码为 %2</translation>
    </message>
    <message>
        <source>step %1 failed</source>
        <translation>步骤 %1 失败</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>check TrainJob and runtime files; print each problem as FILE:LINE: FIELD: message</source>
        <translation>检查 TrainJob 和运行时文件；每个问题输出为 FILE:LINE: FIELD: message</translation>
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
        <translation>用法：traindeck-cli validate FILE... [--backend B] [--runtimes PATH]...

检查 TrainJob、TrainingRuntime 和 ClusterTrainingRuntime 文件（YAML 或 JSON，
每个文件可包含多个文档）。TrainJob 引用文件自身定义的运行时时，这些运行时同样
有效。每个问题输出为 FILE:LINE: FIELD: message。

  --backend B       同时应用后端 B（local、docker、podman、kubernetes）的规则；
                    未指定时按集群的方式检查 TrainJob
  --runtimes PATH   同时加载此运行时文件或文件夹

退出状态：所有文件均有效时为 0，有任何文件无效时为 1，用法错误时为 2。
</translation>
    </message>
    <message>
        <source>validate needs at least one file</source>
        <translation>validate 至少需要一个文件</translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation>%1：正常</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>已检查 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with problems</source>
        <translation>
            <numerusform>%n 个有问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPlugin</name>
    <message>
        <source>&apos;%1&apos; is not a valid TrainJob name: %2</source>
        <translation>“%1”不是有效的 TrainJob 名称：%2</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; is a %2 runtime; built-in TorchTune training needs a torchtune runtime</source>
        <translation>运行时“%1”是 %2 运行时；内置 TorchTune 训练需要 torchtune 运行时</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; runs built-in TorchTune recipes; pick a custom runtime such as torch-distributed for a script or an image</source>
        <translation>运行时“%1”运行内置 TorchTune 配方；对于脚本或镜像，请选择自定义运行时，例如 torch-distributed</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is set twice; keep one</source>
        <translation>“%1”设置了两次；请只保留一个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a quantity; use values such as 2, 500m, 1.5 or 4Gi</source>
        <translation>“%1”不是数量；请使用 2、500m、1.5 或 4Gi 之类的值</translation>
    </message>
    <message>
        <source>GPUs are counted in whole numbers</source>
        <translation>GPU 以整数计数</translation>
    </message>
    <message>
        <source>only one MIG profile may be requested per node</source>
        <translation>每个节点只能请求一个 MIG 配置</translation>
    </message>
    <message>
        <source>request either whole GPUs or a MIG profile, not both</source>
        <translation>请求整数个 GPU 或一个 MIG 配置，不能同时请求两者</translation>
    </message>
    <message>
        <source>the script &apos;%1&apos; could not be read; check that the file exists</source>
        <translation>无法读取脚本“%1”；请检查该文件是否存在</translation>
    </message>
    <message>
        <source>local processes</source>
        <translation>本地进程</translation>
    </message>
    <message>
        <source>The namespace (metadata.namespace)</source>
        <translation>命名空间（metadata.namespace）</translation>
    </message>
    <message>
        <source>The Kueue queue (label %1)</source>
        <translation>Kueue 队列（标签 %1）</translation>
    </message>
    <message>
        <source>The Kueue priority class (label %1)</source>
        <translation>Kueue 优先级类（标签 %1）</translation>
    </message>
    <message>
        <source>Create suspended (spec.suspend)</source>
        <translation>创建为暂停状态（spec.suspend）</translation>
    </message>
    <message>
        <source>The active deadline (spec.activeDeadlineSeconds)</source>
        <translation>活跃截止时间（spec.activeDeadlineSeconds）</translation>
    </message>
    <message>
        <source>Managed by (spec.managedBy)</source>
        <translation>管理者（spec.managedBy）</translation>
    </message>
    <message>
        <source>Runtime patches (spec.runtimePatches)</source>
        <translation>运行时补丁（spec.runtimePatches）</translation>
    </message>
    <message>
        <source>%1 applies to Kubernetes only, and this job runs on %2. Remove it, or run the job on a Kubernetes connection.</source>
        <translation>%1 仅适用于 Kubernetes，而此作业运行于 %2。请将其删除，或在 Kubernetes 连接上运行此作业。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a namespace name: %2</source>
        <translation>“%1”不是命名空间名称：%2</translation>
    </message>
    <message>
        <source>no training code: choose a training script (a .py file) or type the code</source>
        <translation>没有训练代码：请选择训练脚本（.py 文件）或输入代码</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Python function name</source>
        <translation>“%1”不是 Python 函数名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a package requirement; write names such as numpy or pandas&gt;=2</source>
        <translation>“%1”不是软件包依赖项；请写成 numpy 或 pandas&gt;=2 之类的名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an index URL; use http://, https:// or file://</source>
        <translation>“%1”不是索引 URL；请使用 http://、https:// 或 file://</translation>
    </message>
    <message>
        <source>no image: set spec.trainer.image or use a runtime that has one</source>
        <translation>没有镜像：请设置 spec.trainer.image，或使用带有镜像的运行时</translation>
    </message>
    <message>
        <source>the local backend runs processes, not images; pick Docker or Podman for image %1, or use a script trainer</source>
        <translation>本地后端运行进程而非镜像；对于镜像 %1，请选择 Docker 或 Podman，或使用脚本训练器</translation>
    </message>
    <message>
        <source>built-in TorchTune training runs in its container image; pick Docker, Podman or Kubernetes</source>
        <translation>内置 TorchTune 训练在其容器镜像中运行；请选择 Docker、Podman 或 Kubernetes</translation>
    </message>
    <message>
        <source>a HuggingFace dataset URI looks like hf://owner/dataset, found &apos;%1&apos;</source>
        <translation>HuggingFace 数据集 URI 形如 hf://owner/dataset，但找到的是“%1”</translation>
    </message>
    <message>
        <source>an S3 dataset URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation>S3 数据集 URI 形如 s3://bucket/path，但找到的是“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an endpoint URL; use http:// or https://</source>
        <translation>“%1”不是端点 URL；请使用 http:// 或 https://</translation>
    </message>
    <message>
        <source>a data cache URI looks like cache://SCHEMA/TABLE, found &apos;%1&apos;</source>
        <translation>数据缓存 URI 形如 cache://SCHEMA/TABLE，但找到的是“%1”</translation>
    </message>
    <message>
        <source>a data cache needs the Iceberg metadata location</source>
        <translation>数据缓存需要 Iceberg 元数据位置</translation>
    </message>
    <message>
        <source>a data cache needs more than one data node</source>
        <translation>数据缓存需要多于一个数据节点</translation>
    </message>
    <message>
        <source>the data cache runs only on Kubernetes; pick a HuggingFace or S3 dataset for %1</source>
        <translation>数据缓存只能在 Kubernetes 上运行；请为 %1 选择 HuggingFace 或 S3 数据集</translation>
    </message>
    <message>
        <source>a HuggingFace model URI looks like hf://owner/model, found &apos;%1&apos;</source>
        <translation>HuggingFace 模型 URI 形如 hf://owner/model，但找到的是“%1”</translation>
    </message>
    <message>
        <source>an S3 model URI looks like s3://bucket/path, found &apos;%1&apos;</source>
        <translation>S3 模型 URI 形如 s3://bucket/path，但找到的是“%1”</translation>
    </message>
    <message>
        <source>this label holds the value of the secret %1; labels are public, so remove it</source>
        <translation>此标签包含机密 %1 的值；标签是公开的，请将其删除</translation>
    </message>
    <message>
        <source>runtime &apos;%1&apos; uses MPI over SSH between nodes, which runs only on Kubernetes; pick torch-distributed for %2</source>
        <translation>运行时“%1”在节点之间通过 SSH 使用 MPI，这只能在 Kubernetes 上运行；对于 %2，请选择 torch-distributed</translation>
    </message>
</context>
<context>
    <name>WaitCommand</name>
    <message>
        <source>wait until a job reaches a status</source>
        <translation>等待作业达到某个状态</translation>
    </message>
    <message>
        <source>Usage: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

Waits until the job&apos;s status is one of S (default Complete; any of Created,
Running, Complete, Failed, Suspended). Exit status 0 when reached; 1 when the
job failed instead, or the timeout (default 600 s) passed.
</source>
        <translation>用法：traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]

等待作业状态变为 S 之一（默认为 Complete；可为 Created、Running、Complete、
Failed、Suspended 中的任意一个）。达到时退出状态为 0；若作业反而失败，或超过
超时时间（默认 600 秒），则为 1。
</translation>
    </message>
    <message>
        <source>wait needs a job name</source>
        <translation>wait 需要一个作业名称</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos;; use Created, Running, Complete, Failed or Suspended</source>
        <translation>未知状态“%1”；请使用 Created、Running、Complete、Failed 或 Suspended</translation>
    </message>
    <message>
        <source>--timeout takes a positive number of seconds</source>
        <translation>--timeout 需要一个正的秒数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: Failed: %2</source>
        <translation>%1：失败：%2</translation>
    </message>
    <message>
        <source>%1: still %2 after %3 s</source>
        <translation>%1：%3 秒后仍为 %2</translation>
    </message>
    <message>
        <source>%1 was deleted</source>
        <translation>%1 已被删除</translation>
    </message>
</context>
<context>
    <name>WatchDecoder</name>
    <message>
        <source>the watch stream holds an event that cannot be used at byte %1: %2</source>
        <translation>监视流中第 %1 字节处有一个无法使用的事件：%2</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>它不是有效的 JSON</translation>
    </message>
    <message>
        <source>it has no &quot;type&quot;</source>
        <translation>它没有“type”</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot;</source>
        <translation>未知类型“%1”</translation>
    </message>
    <message>
        <source>its &quot;object&quot; is missing or not an object</source>
        <translation>其“object”缺失或不是对象</translation>
    </message>
    <message>
        <source>the watch stream holds &apos;%1&apos; at byte %2 where an event object should begin</source>
        <translation>监视流中第 %2 字节处应为事件对象的开头，却是“%1”</translation>
    </message>
    <message>
        <source>the watch stream holds an event of more than %1 MiB at byte %2; the stream is broken</source>
        <translation>监视流中第 %2 字节处有一个超过 %1 MiB 的事件；该流已损坏</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Render the main window to FILE once it has loaded, then exit.</source>
        <translation>主窗口加载完成后将其渲染到 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Select the job NAME once it has been listed.</source>
        <translation>作业 NAME 列出后选中它。</translation>
    </message>
    <message>
        <source>With --select-job: show the job&apos;s Architecture tab.</source>
        <translation>与 --select-job 一起使用：显示该作业的“架构”标签页。</translation>
    </message>
    <message>
        <source>Connect to Docker and Podman over TLS without checking the engine&apos;s certificate (any DOCKER_TLS_VERIFY value means verify). The connection shows a warning.</source>
        <translation>通过 TLS 连接到 Docker 和 Podman，但不检查引擎的证书（DOCKER_TLS_VERIFY 取任何值都表示要验证）。连接会显示警告。</translation>
    </message>
    <message>
        <source>Build, run and watch Kubeflow Trainer jobs.</source>
        <translation>构建、运行和监视 Kubeflow Trainer 作业。</translation>
    </message>
    <message>
        <source>Training scripts, TrainJob or runtime YAML files, requirements.txt or folders to open in the job builder.</source>
        <translation>要在作业构建器中打开的训练脚本、TrainJob 或运行时 YAML 文件、requirements.txt 或文件夹。</translation>
    </message>
</context>
</TS>
