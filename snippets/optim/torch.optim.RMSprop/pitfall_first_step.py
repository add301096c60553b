import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.RMSprop([w], lr=0.01)

for step in range(3):
    before = w.item()
    opt.zero_grad()
    (0.5 * w).sum().backward()  # the same gradient, 0.5, every step
    opt.step()
    print(step, f"moved {before - w.item():.4f}")  # the first move is 10 x lr
