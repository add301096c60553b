import torch

w = torch.tensor([0.5, -2.0], requires_grad=True)   # 一个参数

bounded = w.tanh()            # 非原地：在计算图中生成新张量
print(bounded)
w.tanh_()                     # 对需要梯度的叶子张量做原地操作
