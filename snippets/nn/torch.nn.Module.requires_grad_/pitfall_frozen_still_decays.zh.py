import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.1)  # 在冻结之前创建

model(torch.ones(1, 2)).sum().backward()
opt.step()
model.requires_grad_(False)  # 冻结了，但旧的 .grad 还在
before = model.weight.clone()
opt.step()
print(torch.equal(before, model.weight))

model.zero_grad()  # .grad 变为 None，优化器跳过该参数
before = model.weight.clone()
opt.step()
print(torch.equal(before, model.weight))
