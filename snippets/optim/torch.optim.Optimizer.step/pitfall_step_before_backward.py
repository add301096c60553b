import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([1.0], device=device))
opt = torch.optim.Adam([w], lr=0.1)

opt.zero_grad()
loss = (w * 3).sum()
opt.step()  # called before loss.backward(): w.grad is None, so w is skipped
loss.backward()
print(w.item(), opt.state[w])  # unchanged, and no optimizer state yet
