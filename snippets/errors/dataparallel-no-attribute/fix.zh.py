import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(8, 4)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(self.backbone(x))


def unwrap(model):
    return model.module if hasattr(model, "module") else model


model = nn.DataParallel(Classifier())
unwrap(model).fc = nn.Linear(4, 5)  # 修改真正的模型
print(model.module.fc.out_features, list(unwrap(model).state_dict())[:2])
