import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(6, 4), nn.ReLU())
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        return self.fc(self.features(x))


torch.manual_seed(0)
model = Classifier().to(device)
x = torch.randn(2, 6, device=device)
print(model(x).shape)

model.fc = nn.Identity()  # 把分类器变成特征提取器
print(model(x).shape)
print(nn.Identity(54, anything="ignored"))  # 构造参数会被接受，然后忽略
