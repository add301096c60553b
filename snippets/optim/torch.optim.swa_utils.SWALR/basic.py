import torch
from torch.optim.swa_utils import SWALR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=1.0)
swa_scheduler = SWALR(opt, swa_lr=0.1, anneal_epochs=4, anneal_strategy="linear")

lrs = [swa_scheduler.get_last_lr()[0]]
for epoch in range(6):
    opt.step()
    swa_scheduler.step()  # once per epoch: anneal_epochs counts these calls
    lrs.append(round(swa_scheduler.get_last_lr()[0], 4))
print(lrs)  # from 1.0 down to swa_lr in 4 steps, then constant
