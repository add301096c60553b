import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return torch.relu(self.fc(x))


torch.manual_seed(0)
model = Net().to(device).eval()
x = torch.randn(3, 4, device=device)

ep = torch.export.export(model, (x,))  # args 必须是元组
print(type(ep).__name__)
print(ep.graph_module.code.strip())

# 导出的程序必须与 eager 模型计算结果一致。
out = ep.module()(x)
torch.testing.assert_close(out, model(x))
print("matches eager:", tuple(out.shape))
