import copy

from torch import nn
from torch.nn.utils import weight_norm

model = nn.Sequential(weight_norm(nn.Linear(4, 3)))
ema_model = copy.deepcopy(model)  # e.g. for an EMA copy of the model
