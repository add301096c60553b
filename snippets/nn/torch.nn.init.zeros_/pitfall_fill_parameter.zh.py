import torch

layer = torch.nn.Linear(4, 3)
layer.bias.fill_(0.0)  # 在 autograd 记录的情况下，对需要梯度的叶子张量做原地操作
