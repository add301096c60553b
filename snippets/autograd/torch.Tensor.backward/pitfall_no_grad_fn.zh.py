import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.randn(3, device=device)  # 忘了写 requires_grad=True
x = torch.ones(3, device=device)
loss = (w * x).sum()
print(loss.requires_grad, loss.grad_fn)
loss.backward()
