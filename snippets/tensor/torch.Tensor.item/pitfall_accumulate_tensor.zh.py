import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(2, requires_grad=True, device=device)

running = 0.0
for _ in range(3):
    loss = (w * 2).sum()
    running += loss             # 累加的是张量，每一步的计算图也随之被保留
print(type(running).__name__, running.requires_grad, running.grad_fn is not None)

running = 0.0
for _ in range(3):
    loss = (w * 2).sum()
    running += loss.item()      # 普通的 Python float
print(type(running).__name__, running)
