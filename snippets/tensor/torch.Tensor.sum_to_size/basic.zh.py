import torch

grad = torch.ones(4, 3)
# 撤销广播：(1, 3) 偏置的梯度
print(grad.sum_to_size(1, 3))
# 前面的维度可以去掉，正如广播会补上它们
print(grad.sum_to_size(3))
print(grad.sum_to_size(4, 1))
# 也可以传一个尺寸元组
bias = torch.zeros(1, 3)
print(grad.sum_to_size(bias.shape).shape)
