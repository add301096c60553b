import torch

torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
w = (torch.randn(3, device=device) * 0.01).requires_grad_()  # 先做运算，最后再设 requires_grad
print(w.is_leaf)
opt = torch.optim.SGD([w], lr=0.1)
(w ** 2).sum().backward()
opt.step()
print(w.grad is not None)
