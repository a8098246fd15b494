// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/initializers.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class RememberSecretBox;
class SecretLineEdit;
class StringListEdit;
class ValidatedField;

/// The settings of a dataset or model initializer: a type (none, HuggingFace, S3, and for
/// datasets the Kubernetes-only data cache) and one form per type, field for field the SDK's
/// initializer classes.
class InitializerForm : public QWidget
{
    Q_OBJECT
public:
    enum class Role { Dataset, Model };
    Q_ENUM(Role)

    explicit InitializerForm(Role role, QWidget *parent = nullptr);

    Role role() const { return m_role; }
    InitializerKind kind() const;
    void setKind(InitializerKind kind);

    DatasetInitializerConfig datasetConfig() const;
    void setDatasetConfig(const DatasetInitializerConfig &config);
    ModelInitializerConfig modelConfig() const;
    void setModelConfig(const ModelInitializerConfig &config);

    /// The initializer's image on Docker and Podman (InitializerSpec::image, kept in the
    /// traindeck.io/<role>-initializer-image annotation); empty: the default image, which
    /// the field shows. Local jobs run TrainDeck's bundled initializer and a cluster the
    /// runtime's, so there the field is disabled and says so.
    QString image() const;
    void setImage(const QString &image);
    /// The image an empty field stands for on Docker and Podman.
    QString defaultImage() const;

    /// The data cache needs Kubernetes; elsewhere its form is disabled and says why.
    void setBackendKind(BackendKind backend);
    bool dataCacheAvailable() const { return m_backend == BackendKind::Kubernetes; }
    QString dataCacheUnavailableReason() const;

    /// The field for a path below spec.initializer.<role>, such as "storageUri" or
    /// "env.ENDPOINT", on the page shown now; the type selector for anything else.
    ValidatedField *fieldFor(const QString &subPath) const;
    QList<ValidatedField *> allFields() const;
    QComboBox *typeCombo() const { return m_type; }

    /// Offers "Remember in the system keychain" for the token and the S3 keys, and fills
    /// empty ones from it when their page is shown. Without a store the option is hidden.
    void setSecretStore(SecretStore *store);
    /// Writes a remembered secret the user is still typing now (before submit).
    void saveRememberedSecrets();
    RememberSecretBox *huggingFaceKeychain() const { return m_hf.remember; }
    RememberSecretBox *s3Keychain() const { return m_s3.remember; }

signals:
    void changed();

private:
    void updateImageRow();

    struct HfPage
    {
        QLineEdit *uri = nullptr;
        SecretLineEdit *token = nullptr;
        RememberSecretBox *remember = nullptr;
        StringListEdit *ignore = nullptr;
        QHash<QString, ValidatedField *> fields;
    };
    struct S3Page
    {
        QLineEdit *uri = nullptr;
        QLineEdit *endpoint = nullptr;
        SecretLineEdit *accessKey = nullptr;
        SecretLineEdit *secretKey = nullptr;
        RememberSecretBox *remember = nullptr;
        QLineEdit *region = nullptr;
        QLineEdit *roleArn = nullptr;
        StringListEdit *ignore = nullptr;
        QHash<QString, ValidatedField *> fields;
    };
    struct CachePage
    {
        QWidget *form = nullptr;
        QLabel *reason = nullptr;
        QLineEdit *uri = nullptr;
        QLineEdit *metadata = nullptr;
        QSpinBox *nodes = nullptr;
        QLineEdit *headCpu = nullptr;
        QLineEdit *headMem = nullptr;
        QLineEdit *workerCpu = nullptr;
        QLineEdit *workerMem = nullptr;
        QLineEdit *iamRole = nullptr;
        QHash<QString, ValidatedField *> fields;
    };

    QWidget *buildHfPage();
    QWidget *buildS3Page();
    QWidget *buildCachePage();
    QLineEdit *lineEdit(const QString &name, const QString &placeholder);
    void updateCacheAvailability();
    void recallShownSecrets();
    QString objectPrefix() const;

    Role m_role;
    BackendKind m_backend = BackendKind::Local;
    QComboBox *m_type = nullptr;
    ValidatedField *m_typeField = nullptr;
    QLineEdit *m_image = nullptr;
    QLabel *m_imageHint = nullptr;
    QList<QWidget *> m_pages; ///< one per type, in the order of m_type; only one is shown
    HfPage m_hf;
    S3Page m_s3;
    CachePage m_cache;
};

} // namespace TrainDeck::Ui
