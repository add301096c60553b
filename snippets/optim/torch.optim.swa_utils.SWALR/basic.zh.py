import torch
from torch.optim.swa_utils import SWALR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=1.0)
swa_scheduler = SWALR(opt, swa_lr=0.1, anneal_epochs=4, anneal_strategy="linear")

lrs = [swa_scheduler.get_last_lr()[0]]
for epoch in range(6):
    opt.step()
    swa_scheduler.step()  # 每个 epoch 调用一次：anneal_epochs 数的就是这些调用
    lrs.append(round(swa_scheduler.get_last_lr()[0], 4))
print(lrs)  # 4 步内从 1.0 降到 swa_lr，之后保持不变
