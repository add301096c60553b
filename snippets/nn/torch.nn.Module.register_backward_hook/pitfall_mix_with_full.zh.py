import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)
old_handle = layer.register_backward_hook(lambda m, gi, go: None)  # 旧式钩子仍然挂着
layer.register_full_backward_hook(lambda m, gi, go: None)  # 已开始迁移，但旧钩子没有移除
