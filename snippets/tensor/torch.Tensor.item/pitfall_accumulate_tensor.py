import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(2, requires_grad=True, device=device)

running = 0.0
for _ in range(3):
    loss = (w * 2).sum()
    running += loss             # keeps a tensor, and with it every step's graph
print(type(running).__name__, running.requires_grad, running.grad_fn is not None)

running = 0.0
for _ in range(3):
    loss = (w * 2).sum()
    running += loss.item()      # a plain Python float
print(type(running).__name__, running)
