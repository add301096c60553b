import torch.nn as nn
from torch.distributed.checkpoint.state_dict import get_model_state_dict, set_model_state_dict

backbone = nn.Sequential(nn.Linear(4, 3), nn.ReLU())
pretrained = get_model_state_dict(backbone)  # 键为 0.weight、0.bias

model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))  # 主干网络加上一个新的输出头
set_model_state_dict(model, pretrained)
