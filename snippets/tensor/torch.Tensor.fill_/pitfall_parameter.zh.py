import torch

layer = torch.nn.Linear(2, 2)
layer.bias.fill_(0.0)       # 参数是需要梯度的叶子张量
