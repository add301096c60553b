import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 3), nn.BatchNorm1d(3), nn.Linear(3, 2)).to(device)
for p in model.parameters():
    print(tuple(p.shape), p.requires_grad)

n_params = sum(p.numel() for p in model.parameters())
print("total:", n_params)
print("top level only:", len(list(model.parameters(recurse=False))))

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # 给优化器一个新的生成器
print(len(optimizer.param_groups[0]["params"]))
