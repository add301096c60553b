import torch
from torch.optim.swa_utils import SWALR

opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=1.0)
steps_per_epoch = 50
# Annealing over "half an epoch" of per-batch steps, computed as a float
swa_scheduler = SWALR(opt, swa_lr=0.05, anneal_epochs=steps_per_epoch * 0.5)
