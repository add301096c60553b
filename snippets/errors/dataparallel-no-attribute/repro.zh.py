import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(8, 4)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(self.backbone(x))


model = nn.DataParallel(Classifier())  # 为多 GPU 做了包装
model.fc = nn.Linear(4, 5)  # 赋值不会出错（只是给包装器新增了一个属性）……
del model.fc
print(model.fc.out_features)  # …… 但读取被包装模型的子模块会失败
