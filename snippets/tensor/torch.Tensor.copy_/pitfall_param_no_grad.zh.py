import torch

layer = torch.nn.Linear(2, 1)
new_w = torch.tensor([[0.5, -0.5]])
layer.weight.copy_(new_w)       # 参数是需要梯度的叶子张量
