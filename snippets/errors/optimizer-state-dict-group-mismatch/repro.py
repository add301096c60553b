import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
checkpoint = {"model": model.state_dict(), "optimizer": opt.state_dict()}  # 4 parameters in one group

# Resuming with the first layer frozen: the new optimizer only gets the 2 parameters of the last layer.
model[0].requires_grad_(False)
opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1, momentum=0.9)
opt.load_state_dict(checkpoint["optimizer"])
