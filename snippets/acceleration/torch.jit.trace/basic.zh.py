import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return torch.relu(self.fc(x)).view(x.size(0), -1)


torch.manual_seed(0)
model = Net().eval()
traced = torch.jit.trace(model, torch.randn(3, 4))  # FutureWarning：已弃用
print(type(traced).__name__, traced.original_name)
print(traced.code)

# x.size(0) 被记录成了运算，所以换一个批次大小也没问题
x = torch.randn(5, 4)
print(torch.equal(traced(x), model(x)), tuple(traced(x).shape))
