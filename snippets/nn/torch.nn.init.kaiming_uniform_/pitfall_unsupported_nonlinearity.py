import torch

w = torch.empty(16, 8)
torch.nn.init.kaiming_normal_(w, nonlinearity="gelu")  # only a fixed list of names is known
