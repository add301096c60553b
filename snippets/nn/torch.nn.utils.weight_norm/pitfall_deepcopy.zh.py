import copy

from torch import nn
from torch.nn.utils import weight_norm

model = nn.Sequential(weight_norm(nn.Linear(4, 3)))
ema_model = copy.deepcopy(model)  # 例如为模型做一份 EMA 副本
