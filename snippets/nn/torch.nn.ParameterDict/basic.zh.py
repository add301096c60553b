import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class PerTaskBias(nn.Module):
    def __init__(self, tasks, dim):
        super().__init__()
        self.bias = nn.ParameterDict({t: torch.zeros(dim) for t in tasks})

    def forward(self, x, task):
        return x + self.bias[task]


m = PerTaskBias(["cls", "reg"], 2).to(device)
print([name for name, _ in m.named_parameters()])
m.bias["seg"] = torch.ones(2)  # 张量会被自动包装成 Parameter
print(type(m.bias["seg"]).__name__, "seg" in m.bias, list(m.bias.keys()))
print(m(torch.ones(1, 2, device=device), "seg"))
