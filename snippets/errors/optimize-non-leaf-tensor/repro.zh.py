import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True) * 0.01  # 乘法产生了一个新的非叶子张量
print(w.is_leaf, w.grad_fn is not None)
opt = torch.optim.SGD([w], lr=0.1)
