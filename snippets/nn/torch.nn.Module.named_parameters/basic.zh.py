import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2)).to(device)
for name, p in model.named_parameters():
    print(name, tuple(p.shape))

# 按名字冻结第一层
for name, p in model.named_parameters():
    if name.startswith("0."):
        p.requires_grad_(False)
print([(name, p.requires_grad) for name, p in model.named_parameters()])
print([name for name, _ in model.named_parameters(prefix="backbone")])
