import torch
from torch.optim.lr_scheduler import OneCycleLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
n_samples, batch_size = 1000, 64
steps_per_epoch = n_samples / batch_size  # 得到 15.625，而 DataLoader 实际产出 16 个批次
sched = OneCycleLR(opt, max_lr=0.1, epochs=10, steps_per_epoch=steps_per_epoch)
