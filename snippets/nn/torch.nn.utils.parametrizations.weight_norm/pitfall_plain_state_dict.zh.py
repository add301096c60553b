import torch
from torch.nn.utils.parametrizations import weight_norm

plain = torch.nn.Linear(4, 3)
normed = weight_norm(torch.nn.Linear(4, 3))
normed.load_state_dict(plain.state_dict())  # 键不同：weight 与 parametrizations.weight.*
