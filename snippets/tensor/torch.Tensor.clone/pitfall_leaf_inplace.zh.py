import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
v = w.clone()
v[0] = 5.0                # 没问题：clone 出来的不是叶子张量
print(v)
w[0] = 5.0                # 对需要梯度的叶子张量做原地写入
