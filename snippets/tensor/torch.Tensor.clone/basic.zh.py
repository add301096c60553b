import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = a.clone()          # 新分配的内存
b[0] = 100.0
print(a, b)
print(a.data_ptr() == b.data_ptr())

# clone 仍留在 autograd 计算图中：梯度会流回源张量
w = torch.tensor([1.0, 2.0], requires_grad=True)
c = w.clone()
(c * 3).sum().backward()
print(c.grad_fn is not None, w.grad)

# 不带计算图的快照
snap = w.detach().clone()
print(snap.requires_grad)
