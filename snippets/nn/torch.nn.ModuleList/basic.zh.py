import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ResidualStack(nn.Module):
    def __init__(self, dim, depth):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(dim, dim) for _ in range(depth)])

    def forward(self, x):
        for block in self.blocks:  # 循环由你自己写，所以残差和分支都很容易实现
            x = x + torch.relu(block(x))
        return x


torch.manual_seed(0)
m = ResidualStack(4, 3).to(device)
print(m(torch.randn(2, 4, device=device)).shape)
print(len(list(m.parameters())), [n for n, _ in m.named_parameters()][:2])
m.blocks.append(nn.Linear(4, 4))
print(len(m.blocks), type(m.blocks[1:]).__name__)
