import torch
from torch.optim.swa_utils import SWALR

opt = torch.optim.SGD(torch.nn.Linear(2, 1).parameters(), lr=1.0)
steps_per_epoch = 50
# 想按批次步进、在“半个 epoch”内退火，结果算出的是浮点数
swa_scheduler = SWALR(opt, swa_lr=0.05, anneal_epochs=steps_per_epoch * 0.5)
