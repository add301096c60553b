import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Classifier(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes
        self.fc = nn.Linear(4, num_classes)

    def forward(self, x):
        return self.fc(x)


model = nn.DataParallel(Classifier(10).to(device))
print(model.module.num_classes)  # 没问题：通过 .module 访问
print(model.num_classes)  # 包装器不会转发自定义属性
