import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)
layer.register_full_backward_hook(lambda m, gi, go: None)
layer.register_backward_hook(lambda m, gi, go: None)  # 在同一个模块上又用了旧 API
