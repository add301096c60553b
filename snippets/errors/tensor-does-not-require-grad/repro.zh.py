import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device)  # 忘了写 requires_grad=True
loss = (w * 3).sum()
print(loss.requires_grad, loss.grad_fn)
loss.backward()
