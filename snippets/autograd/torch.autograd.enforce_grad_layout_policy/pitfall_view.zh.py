import torch

w = torch.zeros(4, 3, requires_grad=True)
with torch.autograd.enforce_grad_layout_policy(False):
    (w.t() * torch.ones(3, 4)).sum().backward()

print(w.is_contiguous(), w.grad.is_contiguous())
# 把梯度展平的代码（分桶、压缩、手写的梯度裁剪）
flat = w.grad.view(-1)
