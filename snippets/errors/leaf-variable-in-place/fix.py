import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
loss = (w * 2).sum()
loss.backward()

with torch.no_grad():  # parameter updates must not be recorded
    w.sub_(0.1 * w.grad)
    w.grad.zero_()
print(w.detach(), w.requires_grad, w.is_leaf)

# Re-initialising part of a parameter: also inside no_grad().
with torch.no_grad():
    w[0] = 0.0
print(w.detach())
