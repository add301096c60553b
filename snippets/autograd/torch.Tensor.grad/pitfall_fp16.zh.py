import torch

w16 = torch.tensor([1.0, 2.0], dtype=torch.float16, requires_grad=True)
w32 = w16.detach().float().requires_grad_()

(w16.float() * 1e-8).sum().backward()    # 在 float32 中计算……
(w32 * 1e-8).sum().backward()
print(w16.grad)                          # ……但按 float16 存储：下溢为 0
print(w32.grad)
