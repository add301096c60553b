import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([[-1.0, 0.5], [2.0, -3.0]], device=device)
print(F.relu(x))
print(torch.equal(F.relu(x), torch.nn.ReLU()(x)))


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(2, 4)
        self.fc2 = torch.nn.Linear(4, 1)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))  # 不需要 ReLU 模块


print(MLP().to(device)(x).shape)
