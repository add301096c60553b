import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.AdamW(model.parameters(), lr=0.1)  # built before freezing

model(torch.ones(1, 2)).sum().backward()
opt.step()
model.requires_grad_(False)  # freeze, but the old .grad stays
before = model.weight.clone()
opt.step()
print(torch.equal(before, model.weight))

model.zero_grad()  # .grad becomes None, so the optimizer skips it
before = model.weight.clone()
opt.step()
print(torch.equal(before, model.weight))
