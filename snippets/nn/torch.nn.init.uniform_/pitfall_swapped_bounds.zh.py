import torch

bound = 0.1
w = torch.empty(4, 4)
torch.nn.init.uniform_(w, bound, -bound)  # 下界必须写在前面
