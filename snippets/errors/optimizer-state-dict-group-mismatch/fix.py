import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
checkpoint = {"model": model.state_dict(), "optimizer": opt.state_dict()}

saved = [len(g["params"]) for g in checkpoint["optimizer"]["param_groups"]]
model.load_state_dict(checkpoint["model"])
model[0].requires_grad_(False)
opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1, momentum=0.9)
current = [len(g["params"]) for g in opt.param_groups]
print("saved groups:", saved, "current groups:", current)
if saved == current:
    opt.load_state_dict(checkpoint["optimizer"])
else:
    print("structure changed: keep the fresh optimizer, load only the model weights")
