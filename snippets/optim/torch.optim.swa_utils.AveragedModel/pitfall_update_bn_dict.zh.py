import torch
from torch import nn
from torch.optim.swa_utils import AveragedModel, update_bn

model = nn.Sequential(nn.Linear(2, 4), nn.BatchNorm1d(4))
swa_model = AveragedModel(model)
# 批次是字典，许多数据集都这样返回
loader = [{"x": torch.randn(8, 2), "y": torch.randn(8)} for _ in range(3)]
update_bn(loader, swa_model)
