import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(2, 2)
        self.table = torch.ones(2, 2)  # 普通张量：.to() 不会处理它

    def forward(self, x):
        return self.proj(x) @ self.table


model = Scaler().to(device).to(torch.float64)
print(model.proj.weight.dtype, model.table.dtype)
model(torch.ones(1, 2, device=device, dtype=torch.float64))
