import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class MultiScale(nn.Module):
    def __init__(self, n_scales, dim):
        super().__init__()
        # 普通张量会被自动包装成 Parameter
        self.scales = nn.ParameterList([torch.ones(dim) * (i + 1) for i in range(n_scales)])

    def forward(self, x):
        return sum(x * s for s in self.scales)


m = MultiScale(3, 2).to(device)
print(m.scales)
print([name for name, _ in m.named_parameters()])
m.scales.append(torch.zeros(2))
print(len(m.scales), type(m.scales[3]).__name__, m.scales[3].requires_grad)
print(m(torch.ones(1, 2, device=device)))
