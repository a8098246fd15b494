// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backendregistry.h"
#include "core/domain/enums.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSettings;

namespace TrainDeck::Ui {

/// Connection ▸ Add / Edit Connection…: a Docker or Podman engine the user names, reached
/// through a Unix socket, over SSH (ssh://user@host[:port][/remote/socket], with an optional
/// key file; docs/ssh.md) or over TCP, with TLS files (the CA that signed the engine's
/// certificate, the client certificate and key). TLS checks the engine's certificate unless
/// the user ticks "Skip certificate verification", which shows why that is unsafe. What is
/// wrong is said under the field concerned, with what to do (docs/connections.md).
class ConnectionDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionDialog)

public:
    /// A connection the user saved (QSettings "connections/saved").
    struct Saved
    {
        BackendKind kind = BackendKind::Docker;
        QString name; ///< empty: "<kind> (<address>)"
        QString url;  ///< unix:///…, tcp://host:port, https://host:port or ssh://…, as Endpoint
                      ///< writes it
        QString caFile;
        QString certFile;
        QString keyFile;
        bool insecureSkipTlsVerify = false;

        /// The choice the connection selector offers; its backend is made through the
        /// window's factory (BackendRegistry::create with these options).
        ConnectionChoice choice() const;
        QString displayName() const;
        friend bool operator==(const Saved &, const Saved &) = default;
    };

    explicit ConnectionDialog(QWidget *parent = nullptr);

    void setSaved(const Saved &saved);
    /// What the form says; meaningful once validate() passed.
    Saved saved() const;
    /// Checks every field, showing each problem under its field; true when none.
    bool validate();

    static QList<Saved> load(QSettings &settings);
    static void store(QSettings &settings, const QList<Saved> &saved);

    void accept() override;

private:
    void refreshMode();
    QLabel *errorLabel(const QString &objectName);
    QWidget *fileRow(QLineEdit *edit, const QString &caption);

    QComboBox *m_kind = nullptr;
    QLineEdit *m_name = nullptr;
    QRadioButton *m_socketMode = nullptr;
    QRadioButton *m_tcpMode = nullptr;
    QRadioButton *m_sshMode = nullptr;
    QWidget *m_sshPage = nullptr;
    QLineEdit *m_ssh = nullptr;
    QLabel *m_sshError = nullptr;
    QLineEdit *m_identity = nullptr;
    QLabel *m_identityError = nullptr;
    QLineEdit *m_socket = nullptr;
    QLabel *m_socketError = nullptr;
    QLineEdit *m_host = nullptr;
    QLabel *m_hostError = nullptr;
    QCheckBox *m_tls = nullptr;
    QLineEdit *m_ca = nullptr;
    QLabel *m_caError = nullptr;
    QLineEdit *m_cert = nullptr;
    QLabel *m_certError = nullptr;
    QLineEdit *m_key = nullptr;
    QLabel *m_keyError = nullptr;
    QCheckBox *m_insecure = nullptr;
    QLabel *m_insecureWarning = nullptr;
    QWidget *m_socketPage = nullptr;
    QWidget *m_tcpPage = nullptr;
};

} // namespace TrainDeck::Ui
