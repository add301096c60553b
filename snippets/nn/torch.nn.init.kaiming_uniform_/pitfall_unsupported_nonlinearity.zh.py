import torch

w = torch.empty(16, 8)
torch.nn.init.kaiming_normal_(w, nonlinearity="gelu")  # 只认识一组固定的名字
