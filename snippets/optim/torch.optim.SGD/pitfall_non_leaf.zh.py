import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 在 requires_grad=True 之后再做缩放，w 就成了乘法的输出。
w = torch.randn(3, 2, device=device, requires_grad=True) * 0.01
print(w.is_leaf, w.grad_fn is not None)
torch.optim.SGD([w], lr=0.1)
