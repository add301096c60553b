import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class MultiHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Linear(4, 8)
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 3), "reg": nn.Linear(8, 1)})

    def forward(self, x, task):
        return self.heads[task](torch.relu(self.backbone(x)))


torch.manual_seed(0)
m = MultiHead().to(device)
x = torch.randn(2, 4, device=device)
print(m(x, "cls").shape, m(x, "reg").shape)
print(list(m.heads.keys()))  # 保持插入顺序
print([n for n, _ in m.named_parameters() if n.startswith("heads")])
