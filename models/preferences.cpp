// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/preferences.h"

#include "core/backend/backendregistry.h"
#include "core/files/paths.h"
#include "models/datafoldermove.h"
#include "models/stallwatcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMetaEnum>
#include <QSettings>
#include <QUrl>

namespace TrainDeck::Models {

const QString Preferences::DefaultConnectionKey = QStringLiteral("preferences/defaultConnection");
const QString Preferences::DataFolderKey = QStringLiteral("preferences/dataFolder");
const QString Preferences::OldDataFolderKey = QStringLiteral("preferences/oldDataFolder");
const QString Preferences::LanguageKey = QStringLiteral("preferences/language");
const QString Preferences::ThemeKey = QStringLiteral("preferences/theme");
const QString Preferences::NotifyKeyPrefix = QStringLiteral("notifications/on");
const QString Preferences::PipIndexKey = QStringLiteral("preferences/pipIndexUrl");
const QString Preferences::PullPolicyKey = QStringLiteral("preferences/pullPolicy");
const QString Preferences::KubeconfigsKey = QStringLiteral("preferences/kubeconfigs");

namespace {

// The run history's own keys (ui/historycontroller.h), which it reads at every prune.
const QString MaxAgeDaysKey = QStringLiteral("history/maxAgeDays");
const QString MaxArchiveMiBKey = QStringLiteral("history/maxArchiveMiB");

Error invalid(const QString &message)
{
    return Error::make(Error::Kind::Validation, message);
}

QString notifyKey(Preferences::Event event)
{
    return Preferences::NotifyKeyPrefix
           + QString::fromLatin1(QMetaEnum::fromType<Preferences::Event>().valueToKey(int(event)));
}

} // namespace

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    const QSettings s;
    m_defaultConnection = s.value(DefaultConnectionKey).toString();
    m_language = s.value(LanguageKey).toString();
    if (!languages().contains(m_language))
        m_language.clear();
    const QByteArray theme = s.value(ThemeKey).toString().toLatin1();
    bool known = false;
    const int value = QMetaEnum::fromType<Theme>().keyToValue(theme.constData(), &known);
    m_theme = known ? Theme(value) : Theme::System;
    m_pipIndexUrl = s.value(PipIndexKey).toString();
    m_pullPolicy = s.value(PullPolicyKey).toString();
    if (!pullPolicies().contains(m_pullPolicy))
        m_pullPolicy.clear();
    m_kubeconfigs = s.value(KubeconfigsKey).toStringList();
}

Preferences::~Preferences() = default;

void Preferences::store(const QString &key, const QVariant &value, Setting which)
{
    // An empty value is "no choice": the key goes, so the default (which may change with a
    // later version) applies, rather than an empty string that would look like a choice.
    QSettings s;
    const bool empty = value.typeId() == QMetaType::QStringList ? value.toStringList().isEmpty()
                                                                : value.toString().isEmpty();
    if (empty)
        s.remove(key);
    else
        s.setValue(key, value);
    Q_EMIT changed(which);
}

Result<void> Preferences::setDefaultConnection(const QString &connection)
{
    m_defaultConnection = connection.trimmed();
    store(DefaultConnectionKey, m_defaultConnection, Setting::DefaultConnection);
    return {};
}

QString Preferences::dataFolder()
{
    return Paths::dataDir();
}

Result<QString> Preferences::checkDataFolderMove(const QString &folder, int activeJobs) const
{
    if (activeJobs > 0)
        return Error::make(
            Error::Kind::Conflict,
            tr("%n job(s) are running or waiting, and write into the data folder as they run. "
               "Wait for them to finish, or cancel them, then move the data folder.",
               nullptr,
               activeJobs));
    const QSettings read;
    if (qEnvironmentVariableIsSet("TRAINDECK_DATA_DIR")
        && QDir::cleanPath(qEnvironmentVariable("TRAINDECK_DATA_DIR"))
               != QDir::cleanPath(read.value(DataFolderKey).toString()))
        return Error::make(Error::Kind::Conflict,
                           tr("The environment variable TRAINDECK_DATA_DIR chooses the data "
                              "folder (%1). Unset it to choose the folder here.")
                               .arg(qEnvironmentVariable("TRAINDECK_DATA_DIR")));
    if (!pendingOldDataFolder().isEmpty())
        return Error::make(Error::Kind::Conflict,
                           tr("The last move of the data folder finishes when TrainDeck starts "
                              "again. Restart TrainDeck, then move it again."));
    const QString from = dataFolder();
    if (!QFileInfo(from).isDir())
        return Error::make(Error::Kind::NotFound,
                           tr("The data folder %1 does not exist yet, so there is nothing to "
                              "move. Start a job first, or choose the folder before you do.")
                               .arg(from));
    if (auto r = DataFolderMove::check(from, folder); !r)
        return r.error();
    return from;
}

Result<void>
Preferences::switchDataFolder(const QString &from, const QString &folder, int activeJobs)
{
    if (activeJobs > 0)
        return Error::make(Error::Kind::Conflict,
                           tr("A job started while the data was copied, and writes into %1. "
                              "The copy in %2 was removed and nothing changed. Move the data "
                              "folder again once no job runs.")
                               .arg(from, QDir::cleanPath(QDir(folder).absolutePath())));
    // Switched only now that every byte is proven copied; the old folder is emptied at the
    // next start, when nothing writes into it any more.
    QSettings s;
    s.setValue(DataFolderKey, QDir::cleanPath(QDir(folder).absolutePath()));
    s.setValue(OldDataFolderKey, from);
    s.sync();
    Q_EMIT changed(Setting::DataFolder);
    return {};
}

Result<int> Preferences::moveDataFolder(const QString &folder, int activeJobs)
{
    const auto from = checkDataFolderMove(folder, activeJobs);
    if (!from)
        return from.error();
    auto copied = DataFolderMove::copy(*from, folder);
    if (!copied)
        return copied.error();
    if (auto r = switchDataFolder(*from, folder, activeJobs); !r) {
        DataFolderMove::discard(folder, false);
        return r.error();
    }
    return *copied;
}

QString Preferences::pendingOldDataFolder()
{
    return QSettings().value(OldDataFolderKey).toString();
}

QString Preferences::applyDataFolder(const QString &application, bool finishMove)
{
    // The environment chooses for this run (tests, portable installs): nothing else happens.
    if (qEnvironmentVariableIsSet("TRAINDECK_DATA_DIR"))
        return {};
    QSettings s(QCoreApplication::organizationName(), application);
    const QString chosen = s.value(DataFolderKey).toString();
    const QString old = s.value(OldDataFolderKey).toString();
    // Until the desktop app starts again and finishes the move, it still works in the old
    // folder; so does everyone else meanwhile.
    const QString now = !old.isEmpty() && !finishMove ? old : chosen;
    if (!now.isEmpty())
        qputenv("TRAINDECK_DATA_DIR", QFile::encodeName(now));
    if (old.isEmpty() || !finishMove || chosen.isEmpty())
        return {};
    const DataFolderMove::Report report = DataFolderMove::finish(old, chosen);
    s.remove(OldDataFolderKey);
    if (report.kept.isEmpty())
        return {};
    return tr("The data folder moved to %1, but %n file(s) stayed in %2 because their copy "
              "could not be proven the same: %3. Look at them, then delete that folder "
              "yourself.",
              nullptr,
              int(report.kept.size()))
        .arg(chosen, old, report.kept.mid(0, 5).join(QStringLiteral(", ")));
}

int Preferences::retentionDays() const
{
    return QSettings().value(MaxAgeDaysKey, 0).toInt();
}

int Preferences::retentionArchiveMiB() const
{
    return QSettings().value(MaxArchiveMiBKey, 0).toInt();
}

Result<void> Preferences::setRetention(int days, int archiveMiB)
{
    if (days < 0 || days > MaxRetentionDays)
        return invalid(tr("Keep runs for 0 to %1 days (0 keeps them forever); %2 is not "
                          "allowed.")
                           .arg(MaxRetentionDays)
                           .arg(days));
    if (archiveMiB < 0 || archiveMiB > MaxArchiveMiB)
        return invalid(tr("The archived logs may take 0 to %1 MiB (0: no limit); %2 is not "
                          "allowed.")
                           .arg(MaxArchiveMiB)
                           .arg(archiveMiB));
    QSettings s;
    s.setValue(MaxAgeDaysKey, days);
    s.setValue(MaxArchiveMiBKey, archiveMiB);
    Q_EMIT changed(Setting::Retention);
    return {};
}

QStringList Preferences::languages()
{
    return {QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")};
}

Result<void> Preferences::setLanguage(const QString &language)
{
    if (!languages().contains(language))
        return invalid(tr("TrainDeck has no language \"%1\". Choose one of en, de, zh_CN, or "
                          "the system's.")
                           .arg(language));
    m_language = language;
    store(LanguageKey, language, Setting::Language);
    return {};
}

Result<void> Preferences::setTheme(Theme theme)
{
    const char *key = QMetaEnum::fromType<Theme>().valueToKey(int(theme));
    if (!key)
        return invalid(tr("Unknown theme %1: choose System, Light or Dark.").arg(int(theme)));
    m_theme = theme;
    QSettings().setValue(ThemeKey, QString::fromLatin1(key));
    Q_EMIT changed(Setting::Theme);
    return {};
}

bool Preferences::notifies(Event event) const
{
    return QSettings().value(notifyKey(event), true).toBool();
}

Result<void> Preferences::setNotifies(Event event, bool on)
{
    QSettings().setValue(notifyKey(event), on);
    Q_EMIT changed(Setting::Notifications);
    return {};
}

int Preferences::stallMinutes() const
{
    return QSettings()
        .value(StallWatcher::DefaultMinutesKey, StallWatcher::DefaultStallMinutes)
        .toInt();
}

Result<void> Preferences::setStallMinutes(int minutes)
{
    if (minutes < 0 || minutes > MaxStallMinutes)
        return invalid(tr("A job may be quiet for 1 to %1 minutes before the stall alert (0 "
                          "turns it off); %2 is not allowed.")
                           .arg(MaxStallMinutes)
                           .arg(minutes));
    QSettings().setValue(StallWatcher::DefaultMinutesKey, minutes);
    Q_EMIT changed(Setting::StallMinutes);
    return {};
}

Result<void> Preferences::setPipIndexUrl(const QString &url)
{
    const QString text = url.trimmed();
    if (!text.isEmpty()) {
        const QUrl parsed(text, QUrl::StrictMode);
        const QString scheme = parsed.scheme().toLower();
        if (!parsed.isValid() || (scheme != u"https" && scheme != u"http")
            || parsed.host().isEmpty())
            return invalid(tr("\"%1\" is not a pip index address. Give an http or https URL "
                              "such as https://pypi.org/simple, or leave it empty for pip's "
                              "own.")
                               .arg(text));
    }
    m_pipIndexUrl = text;
    store(PipIndexKey, text, Setting::PipIndex);
    return {};
}

QStringList Preferences::pullPolicies()
{
    return {QStringLiteral("IfNotPresent"), QStringLiteral("Always"), QStringLiteral("Never")};
}

Result<void> Preferences::setPullPolicy(const QString &policy)
{
    if (!policy.isEmpty() && !pullPolicies().contains(policy))
        return invalid(
            tr("\"%1\" is not a pull policy. Choose IfNotPresent, Always or Never.").arg(policy));
    m_pullPolicy = policy;
    store(PullPolicyKey, policy, Setting::PullPolicy);
    return {};
}

Result<void> Preferences::setKubeconfigs(const QStringList &files)
{
    QStringList kept;
    for (const QString &file : files) {
        const QString path = file.trimmed();
        if (path.isEmpty())
            continue;
        const QFileInfo info(path);
        if (!info.isAbsolute())
            return invalid(tr("The kubeconfig %1 is not a full path. Give it from the root "
                              "(/home/you/.kube/other).")
                               .arg(path));
        if (!info.isFile() || !info.isReadable())
            return invalid(tr("The kubeconfig %1 does not exist or cannot be read. Check the "
                              "path and its permissions.")
                               .arg(path));
        if (!kept.contains(QDir::cleanPath(path)))
            kept << QDir::cleanPath(path);
    }
    m_kubeconfigs = kept;
    store(KubeconfigsKey, kept, Setting::Kubeconfigs);
    return {};
}

void Preferences::applyTo(BackendOptions &options) const
{
    if (!m_pullPolicy.isEmpty())
        options.pullPolicy = m_pullPolicy;
    if (m_kubeconfigs.isEmpty())
        return;
    // Beyond discovery: what the backend would have read anyway comes first.
    QString base = options.kubeconfig;
    if (base.isEmpty())
        base = qEnvironmentVariable("KUBECONFIG");
    if (base.isEmpty()) {
        const QString home = QDir::home().filePath(QStringLiteral(".kube/config"));
        if (QFileInfo::exists(home))
            base = home;
    }
    QStringList all = base.split(QDir::listSeparator(), Qt::SkipEmptyParts);
    for (const QString &file : m_kubeconfigs)
        if (!all.contains(file))
            all << file;
    options.kubeconfig = all.join(QDir::listSeparator());
}

} // namespace TrainDeck::Models
