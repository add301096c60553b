import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(n))  # 因为是 Parameter，所以会被注册
        self.frozen = nn.Parameter(torch.zeros(n), requires_grad=False)

    def forward(self, x):
        return x * self.gamma + self.frozen


m = Scale(3).to(device)
print([(name, p.requires_grad) for name, p in m.named_parameters()])
print(m.gamma.is_leaf, type(m.gamma * 2).__name__)  # 运算结果是普通 Tensor

m(torch.ones(2, 3, device=device)).sum().backward()
print(m.gamma.grad, m.frozen.grad)
