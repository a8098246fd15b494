// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/connectiondialog.h"

#include "libs/transport/endpoint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

ConnectionChoice ConnectionDialog::Saved::choice() const
{
    ConnectionChoice c;
    c.kind = kind;
    c.connection = url;
    c.displayName = displayName();
    c.options.host = url;
    c.options.tlsCaFile = caFile;
    c.options.tlsCertFile = certFile;
    c.options.tlsKeyFile = keyFile;
    c.options.insecureSkipTlsVerify = insecureSkipTlsVerify;
    return c;
}

QString ConnectionDialog::Saved::displayName() const
{
    if (!name.isEmpty())
        return name;
    return QStringLiteral("%1 (%2)").arg(
        kind == BackendKind::Podman ? QStringLiteral("Podman") : QStringLiteral("Docker"), url);
}

ConnectionDialog::ConnectionDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("connectionDialog"));
    setWindowTitle(tr("Add Connection"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    m_kind->addItem(QStringLiteral("Docker"), int(BackendKind::Docker));
    m_kind->addItem(QStringLiteral("Podman"), int(BackendKind::Podman));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("optional, e.g. Build box"));
    m_socketMode = new QRadioButton(tr("Unix &socket"), this);
    m_socketMode->setObjectName(QStringLiteral("socketMode"));
    m_tcpMode = new QRadioButton(tr("&TCP"), this);
    m_tcpMode->setObjectName(QStringLiteral("tcpMode"));
    m_sshMode = new QRadioButton(tr("SS&H"), this);
    m_sshMode->setObjectName(QStringLiteral("sshMode"));
    m_socketMode->setChecked(true);

    m_sshPage = new QWidget(this);
    m_ssh = new QLineEdit(m_sshPage);
    m_ssh->setObjectName(QStringLiteral("sshEdit"));
    m_ssh->setPlaceholderText(
        QStringLiteral("ssh://ada@gpu-box[:22][/run/user/1000/podman/podman.sock]"));
    m_sshError = errorLabel(QStringLiteral("sshError"));
    m_identity = new QLineEdit(m_sshPage);
    m_identity->setObjectName(QStringLiteral("identityEdit"));
    m_identity->setPlaceholderText(tr("empty: your ssh-agent and ~/.ssh/config"));
    m_identityError = errorLabel(QStringLiteral("identityError"));
    auto *sshNote = new QLabel(
        tr("Reached with your OpenSSH client and its settings. The host key must be known "
           "already: connect once with ssh in a terminal to check and accept it. Docker needs "
           "no path (docker system dial-stdio runs there); Podman needs its socket's path."),
        m_sshPage);
    sshNote->setWordWrap(true);
    auto *sshForm = new QFormLayout(m_sshPage);
    sshForm->setContentsMargins(0, 0, 0, 0);
    sshForm->addRow(tr("Address:"), m_ssh);
    sshForm->addRow(QString(), m_sshError);
    sshForm->addRow(tr("Key file:"), m_identity);
    sshForm->addRow(QString(), m_identityError);
    sshForm->addRow(QString(), sshNote);

    m_socketPage = new QWidget(this);
    m_socket = new QLineEdit(m_socketPage);
    m_socket->setObjectName(QStringLiteral("socketEdit"));
    m_socket->setPlaceholderText(QStringLiteral("unix:///run/user/1000/podman/podman.sock"));
    m_socketError = errorLabel(QStringLiteral("socketError"));
    auto *socketForm = new QFormLayout(m_socketPage);
    socketForm->setContentsMargins(0, 0, 0, 0);
    socketForm->addRow(tr("Socket:"), m_socket);
    socketForm->addRow(QString(), m_socketError);

    m_tcpPage = new QWidget(this);
    m_host = new QLineEdit(m_tcpPage);
    m_host->setObjectName(QStringLiteral("hostEdit"));
    m_host->setPlaceholderText(QStringLiteral("build-box.example.org:2376"));
    m_hostError = errorLabel(QStringLiteral("hostError"));
    m_tls = new QCheckBox(tr("Use TLS (the engine's certificate is checked)"), m_tcpPage);
    m_tls->setObjectName(QStringLiteral("tlsCheck"));
    m_tls->setChecked(true);
    m_ca = new QLineEdit(m_tcpPage);
    m_ca->setObjectName(QStringLiteral("caEdit"));
    m_ca->setPlaceholderText(tr("ca.pem; empty: the system's certificate authorities"));
    m_caError = errorLabel(QStringLiteral("caError"));
    m_cert = new QLineEdit(m_tcpPage);
    m_cert->setObjectName(QStringLiteral("certEdit"));
    m_cert->setPlaceholderText(tr("cert.pem; empty: none"));
    m_certError = errorLabel(QStringLiteral("certError"));
    m_key = new QLineEdit(m_tcpPage);
    m_key->setObjectName(QStringLiteral("keyEdit"));
    m_key->setPlaceholderText(tr("key.pem, with the client certificate"));
    m_keyError = errorLabel(QStringLiteral("keyError"));
    m_insecure = new QCheckBox(tr("Skip certificate verification (insecure)"), m_tcpPage);
    m_insecure->setObjectName(QStringLiteral("insecureCheck"));
    m_insecureWarning = new QLabel(
        tr("Without the check, anyone on the network path can pose as the engine: read the "
           "jobs sent to it, secrets included, and run what they like. Use it only for a "
           "test engine on a network you trust."),
        m_tcpPage);
    m_insecureWarning->setObjectName(QStringLiteral("insecureWarning"));
    m_insecureWarning->setWordWrap(true);
    m_insecureWarning->setStyleSheet(QStringLiteral("color: #b3261e;"));
    auto *tcpForm = new QFormLayout(m_tcpPage);
    tcpForm->setContentsMargins(0, 0, 0, 0);
    tcpForm->addRow(tr("Host:"), m_host);
    tcpForm->addRow(QString(), m_hostError);
    tcpForm->addRow(QString(), m_tls);
    tcpForm->addRow(tr("CA certificate:"), fileRow(m_ca, tr("CA certificate")));
    tcpForm->addRow(QString(), m_caError);
    tcpForm->addRow(tr("Client certificate:"), fileRow(m_cert, tr("Client certificate")));
    tcpForm->addRow(QString(), m_certError);
    tcpForm->addRow(tr("Client key:"), fileRow(m_key, tr("Client key")));
    tcpForm->addRow(QString(), m_keyError);
    tcpForm->addRow(QString(), m_insecure);
    tcpForm->addRow(QString(), m_insecureWarning);

    auto *modes = new QHBoxLayout;
    modes->addWidget(m_socketMode);
    modes->addWidget(m_sshMode);
    modes->addWidget(m_tcpMode);
    modes->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Engine:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Reached through:"), modes);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Save and Connect"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("saveButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_socketPage);
    layout->addWidget(m_sshPage);
    layout->addWidget(m_tcpPage);
    layout->addStretch();
    layout->addWidget(buttons);
    connect(m_socketMode, &QRadioButton::toggled, this, &ConnectionDialog::refreshMode);
    connect(m_sshMode, &QRadioButton::toggled, this, &ConnectionDialog::refreshMode);
    connect(m_tls, &QCheckBox::toggled, this, &ConnectionDialog::refreshMode);
    connect(m_insecure, &QCheckBox::toggled, this, &ConnectionDialog::refreshMode);
    refreshMode();
    resize(560, sizeHint().height());
}

QLabel *ConnectionDialog::errorLabel(const QString &objectName)
{
    auto *label = new QLabel(this);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b3261e;"));
    label->hide();
    return label;
}

QWidget *ConnectionDialog::fileRow(QLineEdit *edit, const QString &caption)
{
    auto *row = new QWidget(edit->parentWidget());
    auto *browse = new QToolButton(row);
    browse->setText(tr("Browse…"));
    connect(browse, &QToolButton::clicked, this, [this, edit, caption] {
        const QString path = QFileDialog::getOpenFileName(this,
                                                          caption,
                                                          QFileInfo(edit->text()).absolutePath(),
                                                          tr("PEM files (*.pem *.crt *.key);;"
                                                             "All files (*)"));
        if (!path.isEmpty())
            edit->setText(path);
    });
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return row;
}

void ConnectionDialog::refreshMode()
{
    const bool tcp = m_tcpMode->isChecked();
    const bool ssh = m_sshMode->isChecked();
    m_socketPage->setVisible(!tcp && !ssh);
    m_sshPage->setVisible(ssh);
    m_tcpPage->setVisible(tcp);
    const bool tls = m_tls->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_ca),
                       static_cast<QWidget *>(m_cert),
                       static_cast<QWidget *>(m_key),
                       static_cast<QWidget *>(m_insecure)})
        w->setEnabled(tls);
    m_insecureWarning->setVisible(tls && m_insecure->isChecked());
}

void ConnectionDialog::setSaved(const Saved &saved)
{
    setWindowTitle(tr("Edit Connection"));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(int(saved.kind))));
    m_name->setText(saved.name);
    const auto ep = Transport::Endpoint::parse(saved.url);
    const bool tcp = ep && ep->kind == Transport::Endpoint::Kind::Tcp;
    const bool ssh = ep && ep->kind == Transport::Endpoint::Kind::Ssh;
    m_tcpMode->setChecked(tcp);
    m_sshMode->setChecked(ssh);
    m_socketMode->setChecked(!tcp && !ssh);
    if (ssh) {
        Transport::Endpoint plain = *ep;
        plain.sshIdentity.clear();
        m_ssh->setText(plain.toString());
        m_identity->setText(ep->sshIdentity);
    } else if (tcp) {
        m_host->setText(QStringLiteral("%1:%2").arg(ep->host).arg(ep->port));
        m_tls->setChecked(ep->tls);
    } else {
        m_socket->setText(saved.url);
    }
    m_ca->setText(saved.caFile);
    m_cert->setText(saved.certFile);
    m_key->setText(saved.keyFile);
    m_insecure->setChecked(saved.insecureSkipTlsVerify);
    refreshMode();
}

ConnectionDialog::Saved ConnectionDialog::saved() const
{
    Saved s;
    s.kind = BackendKind(m_kind->currentData().toInt());
    s.name = m_name->text().trimmed();
    if (m_socketMode->isChecked()) {
        QString text = m_socket->text().trimmed();
        if (text.startsWith(QLatin1Char('/')))
            text.prepend(QStringLiteral("unix://"));
        const auto ep = Transport::Endpoint::parse(text);
        s.url = ep ? ep->toString() : text;
        return s;
    }
    if (m_sshMode->isChecked()) {
        QString text = m_ssh->text().trimmed();
        if (!text.contains(QStringLiteral("://")))
            text.prepend(QStringLiteral("ssh://"));
        auto ep = Transport::Endpoint::parse(text);
        if (ep && !m_identity->text().trimmed().isEmpty())
            ep->sshIdentity = m_identity->text().trimmed();
        s.url = ep ? ep->toString() : text;
        return s;
    }
    QString host = m_host->text().trimmed();
    for (const char *scheme : {"tcp://", "https://", "http://"}) {
        if (host.startsWith(QLatin1String(scheme)))
            host = host.mid(int(qstrlen(scheme)));
    }
    const bool tls = m_tls->isChecked();
    const auto ep = Transport::Endpoint::parse(
        (tls ? QStringLiteral("https://") : QStringLiteral("tcp://")) + host);
    s.url = ep ? ep->toString() : host;
    if (tls) {
        s.caFile = m_ca->text().trimmed();
        s.certFile = m_cert->text().trimmed();
        s.keyFile = m_key->text().trimmed();
        s.insecureSkipTlsVerify = m_insecure->isChecked();
    }
    return s;
}

bool ConnectionDialog::validate()
{
    for (QLabel *l : {m_socketError,
                      m_sshError,
                      m_identityError,
                      m_hostError,
                      m_caError,
                      m_certError,
                      m_keyError}) {
        l->clear();
        l->hide();
    }
    bool ok = true;
    const auto fail = [&ok](QLabel *label, const QString &text) {
        label->setText(text);
        label->show();
        ok = false;
    };
    if (m_socketMode->isChecked()) {
        QString text = m_socket->text().trimmed();
        if (text.startsWith(QLatin1Char('/')))
            text.prepend(QStringLiteral("unix://"));
        const auto ep = Transport::Endpoint::parse(text);
        if (text.isEmpty() || !ep || ep->kind != Transport::Endpoint::Kind::Unix)
            fail(m_socketError,
                 tr("Socket: '%1' is not a socket address. Enter unix:// and the socket's "
                    "absolute path, e.g. unix:///run/docker.sock.")
                     .arg(m_socket->text().trimmed()));
        return ok;
    }
    if (m_sshMode->isChecked()) {
        QString text = m_ssh->text().trimmed();
        if (!text.isEmpty() && !text.contains(QStringLiteral("://")))
            text.prepend(QStringLiteral("ssh://"));
        const auto ep = Transport::Endpoint::parse(text);
        if (text.isEmpty() || !ep || ep->kind != Transport::Endpoint::Kind::Ssh)
            fail(m_sshError,
                 tr("Address: '%1' is not an SSH address. Enter ssh://user@host, with :port "
                    "when it is not 22 and, for Podman, the path of its socket on that host, "
                    "e.g. ssh://ada@gpu-box/run/user/1000/podman/podman.sock.")
                     .arg(m_ssh->text().trimmed()));
        else if (BackendKind(m_kind->currentData().toInt()) == BackendKind::Podman
                 && ep->path.isEmpty())
            fail(m_sshError,
                 tr("Address: Podman is reached through its socket on that host: add its path, "
                    "e.g. /run/user/1000/podman/podman.sock (podman info --format "
                    "'{{.Host.RemoteSocket.Path}}' there shows it)."));
        const QString identity = m_identity->text().trimmed();
        if (!identity.isEmpty() && !QFileInfo(identity).isFile())
            fail(m_identityError,
                 tr("Key file: %1 does not exist. Choose your private key, or leave the field "
                    "empty to use ssh-agent and ~/.ssh/config.")
                     .arg(identity));
        return ok;
    }
    const QString host = m_host->text().trimmed();
    const auto ep = Transport::Endpoint::parse(
        host.contains(QStringLiteral("://")) ? host : QStringLiteral("tcp://") + host);
    if (host.isEmpty() || !ep || ep->kind != Transport::Endpoint::Kind::Tcp)
        fail(m_hostError,
             tr("Host: '%1' is not an engine address. Enter host:port, e.g. "
                "build-box.example.org:2376 (2376 is the engine's usual TLS port).")
                 .arg(host));
    if (!m_tls->isChecked())
        return ok;
    const auto checkFile
        = [&fail](QLineEdit *edit, QLabel *error, const QString &field, const QString &what) {
              const QString path = edit->text().trimmed();
              if (path.isEmpty())
                  return;
              const QFileInfo info(path);
              if (!info.exists()) {
                  fail(error,
                       ConnectionDialog::tr("%1: %2 does not exist. Choose %3, or leave the field "
                                            "empty.")
                           .arg(field, path, what));
                  return;
              }
              QFile f(path);
              if (!info.isFile() || !f.open(QIODevice::ReadOnly))
                  fail(error,
                       ConnectionDialog::tr("%1: %2 cannot be read (%3). Make it a file you may "
                                            "read, or choose another.")
                           .arg(field, path, info.isFile() ? f.errorString() : tr("not a file")));
          };
    checkFile(m_ca,
              m_caError,
              tr("CA certificate"),
              tr("the ca.pem that signed the engine's certificate"));
    checkFile(m_cert, m_certError, tr("Client certificate"), tr("the cert.pem the engine accepts"));
    checkFile(m_key, m_keyError, tr("Client key"), tr("the key.pem of the client certificate"));
    const bool cert = !m_cert->text().trimmed().isEmpty();
    const bool key = !m_key->text().trimmed().isEmpty();
    if (cert && !key && m_keyError->isHidden())
        fail(m_keyError, tr("Client key: a client certificate needs its key. Choose its key.pem."));
    if (key && !cert && m_certError->isHidden())
        fail(m_certError,
             tr("Client certificate: a client key needs its certificate. Choose its cert.pem."));
    return ok;
}

void ConnectionDialog::accept()
{
    if (validate())
        QDialog::accept();
}

QList<ConnectionDialog::Saved> ConnectionDialog::load(QSettings &settings)
{
    QList<Saved> out;
    const int n = settings.beginReadArray(QStringLiteral("connections/saved"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        Saved s;
        s.kind = settings.value(QStringLiteral("kind")).toString() == QLatin1String("podman")
                     ? BackendKind::Podman
                     : BackendKind::Docker;
        s.name = settings.value(QStringLiteral("name")).toString();
        s.url = settings.value(QStringLiteral("url")).toString();
        s.caFile = settings.value(QStringLiteral("caFile")).toString();
        s.certFile = settings.value(QStringLiteral("certFile")).toString();
        s.keyFile = settings.value(QStringLiteral("keyFile")).toString();
        s.insecureSkipTlsVerify = settings.value(QStringLiteral("insecureSkipTlsVerify")).toBool();
        if (!s.url.isEmpty())
            out << s;
    }
    settings.endArray();
    return out;
}

void ConnectionDialog::store(QSettings &settings, const QList<Saved> &saved)
{
    settings.remove(QStringLiteral("connections/saved"));
    settings.beginWriteArray(QStringLiteral("connections/saved"), int(saved.size()));
    for (int i = 0; i < saved.size(); ++i) {
        const Saved &s = saved[i];
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("kind"),
                          s.kind == BackendKind::Podman ? QStringLiteral("podman")
                                                        : QStringLiteral("docker"));
        settings.setValue(QStringLiteral("name"), s.name);
        settings.setValue(QStringLiteral("url"), s.url);
        settings.setValue(QStringLiteral("caFile"), s.caFile);
        settings.setValue(QStringLiteral("certFile"), s.certFile);
        settings.setValue(QStringLiteral("keyFile"), s.keyFile);
        settings.setValue(QStringLiteral("insecureSkipTlsVerify"), s.insecureSkipTlsVerify);
    }
    settings.endArray();
}

} // namespace TrainDeck::Ui
