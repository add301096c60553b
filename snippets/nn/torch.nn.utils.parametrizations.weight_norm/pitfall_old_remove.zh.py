import torch
from torch.nn.utils.parametrizations import weight_norm

layer = weight_norm(torch.nn.Linear(4, 3))  # 新的参数化实现
torch.nn.utils.remove_weight_norm(layer)  # 旧 API 的移除函数不认识它
