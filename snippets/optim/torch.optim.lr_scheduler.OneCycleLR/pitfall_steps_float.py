import torch
from torch.optim.lr_scheduler import OneCycleLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
n_samples, batch_size = 1000, 64
steps_per_epoch = n_samples / batch_size  # 15.625, not the 16 batches a DataLoader yields
sched = OneCycleLR(opt, max_lr=0.1, epochs=10, steps_per_epoch=steps_per_epoch)
