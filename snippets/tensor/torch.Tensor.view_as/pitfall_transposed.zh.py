import torch

weights = torch.arange(6.0).reshape(2, 3).t()   # 形状为 (3, 2)，不连续
flat_template = torch.empty(6)

weights.view_as(flat_template)   # 新形状无法用原来的步长表示
