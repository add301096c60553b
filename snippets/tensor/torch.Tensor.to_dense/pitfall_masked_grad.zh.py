import torch

weights = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [1.0, 2.0], size=(2, 2), requires_grad=True)

(s.to_dense() * weights).sum().backward()
print(s.grad.to_dense())       # 只有两个存储位置得到梯度

s.grad = None
(s.to_dense(masked_grad=False) * weights).sum().backward()
print(s.grad.to_dense())       # 完整的稠密梯度
